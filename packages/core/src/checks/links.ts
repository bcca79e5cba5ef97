import { LRUCache } from 'lru-cache';
import { systemClock, type Clock } from '../clock.js';
import { pinnedLookup, systemResolver, type Resolver } from '../webhooks/delivery.js';
import { fetchLink, type FetchRules, type LinkOutcome } from './link-fetch.js';
import type { LinkCheckResult } from './types.js';

export { LINK_CHECK_ALLOW_PRIVATE_HINT, LINK_CHECK_USER_AGENT } from './link-fetch.js';

/**
 * The link check (docs/checks.md, "Link check"): each http(s) URL's HTTP status after
 * redirects, under the webhook SSRF rules (webhooks/targets.ts, webhooks/delivery.ts).
 *
 * - Only `http:` and `https:` URLs are fetched. Every other URL (mailto:, tel:, cid:, data:,
 *   relative references) is skipped: it has no result at all. An http(s) URL the WHATWG parser
 *   refuses has a result, `error: 'invalid URL'`.
 * - Results follow the input's order with duplicates removed (the first occurrence kept, the
 *   URL exactly as given). URLs that differ only in their fragment or credentials share one
 *   request and one cache entry.
 * - Each hop: HEAD; GET when HEAD is refused (405, 501, or an error answer whose Allow header
 *   lacks HEAD), reading the status line and headers only. 301, 302, 303, 307 and 308 with a
 *   Location are followed, at most maxRedirects times (then `error: 'too many redirects'`, with
 *   the last 3xx as status). `ok` is a final 2xx. `status` is the last answer's status; null
 *   when the last request got none (timeout, refused, blocked, TLS, DNS).
 * - Every hop's host is checked: IP literals and localhost names before the request, names at
 *   connect time through pinnedLookup (every address they resolve to). A refusal is
 *   `error: 'blocked: …'`. `allowPrivate` lifts the private-address rule, not isBlockedAddress.
 * - timeoutMs bounds one URL's whole chain (DNS, connects, every hop), from when it gets a slot.
 * - Outcomes are cached per URL: ok ones for cacheTtlMs, failures for failureCacheTtlMs (a
 *   broken link is often fixed and checked again within minutes). Two checks asking for the
 *   same URL at once share its one request.
 * - Concurrency: at most `concurrency` URLs of one check() in flight, and `totalConcurrency`
 *   over all the checks of this checker at once. Each URL in flight holds one connection.
 */

export interface LinkCheckerOptions {
  /** URLs of one check() fetched at once. */
  concurrency?: number;
  /** URLs fetched at once over every check() of this checker. */
  totalConcurrency?: number;
  /** Time for one URL, all its hops included. */
  timeoutMs?: number;
  /** Redirects followed per URL; one more is `too many redirects`. */
  maxRedirects?: number;
  /** How long an ok outcome is reused. 0: not cached. */
  cacheTtlMs?: number;
  /** How long a failed outcome (not ok: 4xx, 5xx, timeout, blocked, …) is reused. 0: not cached. */
  failureCacheTtlMs?: number;
  /** URLs kept in the cache (least recently used dropped first). */
  cacheSize?: number;
  /** Check links to loopback, private and reserved addresses too (--link-check-allow-private). */
  allowPrivate?: boolean;
  /** DNS resolver (injectable for tests). */
  resolve?: Resolver;
  /** Time source of the cache (injectable for tests). */
  clock?: Clock;
  /** An extra rule on every address a hop reaches (literal or resolved), even with allowPrivate: true refuses it. */
  isBlockedAddress?: (address: string) => boolean;
}

export const LINK_CHECK_DEFAULTS: Readonly<Required<Omit<LinkCheckerOptions, 'isBlockedAddress'>>> = Object.freeze({
  concurrency: 4,
  totalConcurrency: 16,
  timeoutMs: 5_000,
  maxRedirects: 5,
  cacheTtlMs: 10 * 60_000,
  failureCacheTtlMs: 30_000,
  cacheSize: 5_000,
  allowPrivate: false,
  resolve: systemResolver,
  clock: systemClock,
});

export interface LinkChecker {
  /** The results of the http(s) URLs of `urls`, in their order, each URL once. Never rejects. */
  check(urls: string[]): Promise<LinkCheckResult[]>;
}

/** A counting semaphore, FIFO. */
class Limiter {
  private active = 0;
  private readonly waiting: Array<() => void> = [];
  constructor(private readonly max: number) {}

  async run<T>(fn: () => Promise<T>): Promise<T> {
    if (this.active >= this.max) await new Promise<void>((resolve) => this.waiting.push(resolve));
    else this.active++;
    try {
      return await fn();
    } finally {
      const next = this.waiting.shift();
      if (next) next(); // the slot passes straight on
      else this.active--;
    }
  }
}

function whole(name: string, value: number, min: number): number {
  if (!Number.isInteger(value) || value < min) throw new RangeError(`link check option ${name} must be an integer of at least ${min} (got ${String(value)})`);
  return value;
}

const SCHEME = /^[\u0000-\u0020]*([a-z][a-z0-9+.-]*):/i;

/** The request's URL and cache key of an input URL; null: skipped (not http(s)); 'invalid': http(s) the parser refuses. */
function target(input: string): { url: URL; key: string } | null | 'invalid' {
  const scheme = SCHEME.exec(input)?.[1]?.toLowerCase();
  if (scheme !== 'http' && scheme !== 'https') return null;
  let url: URL;
  try {
    url = new URL(input);
  } catch {
    return 'invalid';
  }
  const key = new URL(url.href);
  key.username = '';
  key.password = '';
  key.hash = '';
  return { url, key: key.href };
}

export function createLinkChecker(options: LinkCheckerOptions = {}): LinkChecker {
  const o = { ...LINK_CHECK_DEFAULTS, ...definedOnly(options) };
  const concurrency = whole('concurrency', o.concurrency, 1);
  const total = new Limiter(whole('totalConcurrency', o.totalConcurrency, 1));
  const rules: FetchRules = {
    allowPrivate: o.allowPrivate,
    isBlockedAddress: options.isBlockedAddress,
    maxRedirects: whole('maxRedirects', o.maxRedirects, 0),
    timeoutMs: whole('timeoutMs', o.timeoutMs, 1),
    lookup: pinnedLookup(o.resolve, o.allowPrivate, options.isBlockedAddress),
  };
  const okTtl = whole('cacheTtlMs', o.cacheTtlMs, 0);
  const failTtl = whole('failureCacheTtlMs', o.failureCacheTtlMs, 0);
  const size = whole('cacheSize', o.cacheSize, 0);
  const clock = o.clock;
  const cache = size > 0 && (okTtl > 0 || failTtl > 0)
    ? new LRUCache<string, LinkOutcome>({ max: size, ttl: Math.max(okTtl, failTtl), ttlResolution: 0, perf: { now: () => clock() } })
    : null;
  const inFlight = new Map<string, Promise<LinkOutcome>>();

  function outcome(key: string, url: URL): Promise<LinkOutcome> {
    const cached = cache?.get(key);
    if (cached) return Promise.resolve(cached);
    const shared = inFlight.get(key);
    if (shared) return shared;
    const p = total.run(() => fetchLink(url, rules)).then((result) => {
      const ttl = result.ok ? okTtl : failTtl;
      if (cache && ttl > 0) cache.set(key, result, { ttl });
      return result;
    }, (error: unknown) => ({ status: null, ok: false, error: `link check failed: ${String(error)}` }) satisfies LinkOutcome)
      .finally(() => inFlight.delete(key));
    inFlight.set(key, p);
    return p;
  }

  return {
    async check(urls) {
      const seen = new Set<string>();
      const jobs: Array<{ input: string; target: { url: URL; key: string } | 'invalid' }> = [];
      for (const input of urls) {
        if (typeof input !== 'string' || seen.has(input)) continue;
        seen.add(input);
        const t = target(input);
        if (t !== null) jobs.push({ input, target: t });
      }
      const results: LinkCheckResult[] = new Array(jobs.length);
      let next = 0;
      const worker = async () => {
        while (next < jobs.length) {
          const i = next++;
          const { input, target: t } = jobs[i]!;
          const r = t === 'invalid' ? { status: null, ok: false, error: 'invalid URL' } : await outcome(t.key, t.url);
          results[i] = { url: input, ...r };
        }
      };
      await Promise.all(Array.from({ length: Math.min(concurrency, jobs.length) }, worker));
      return results;
    },
  };
}

/** Options given as undefined take the default. */
function definedOnly(options: LinkCheckerOptions): LinkCheckerOptions {
  return Object.fromEntries(Object.entries(options).filter(([, v]) => v !== undefined)) as LinkCheckerOptions;
}
