import * as http from 'node:http';
import * as https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { bareHostname, isForbiddenAddress } from '../webhooks/targets.js';
import { ForbiddenAddressError } from '../webhooks/delivery.js';
import type { LinkCheckResult } from './types.js';

/**
 * One URL of the link check (links.ts): its request chain, from the first HEAD to the last
 * redirect's answer. Every hop is a fresh connection (no agent, no keep-alive) opened through
 * the pinned lookup, so each host, the first and every redirect's, is resolved and checked
 * at connect time; IP literals and localhost names are checked here before any request.
 */

export const LINK_CHECK_USER_AGENT = 'inboxkit-link-check/1';

export const LINK_CHECK_ALLOW_PRIVATE_HINT =
  '(start the daemon with --link-check-allow-private or set INBOXKIT_LINK_CHECK_ALLOW_PRIVATE=1 to check links to such addresses)';

/** A link check result without its URL (the cache keeps these). */
export type LinkOutcome = Omit<LinkCheckResult, 'url'>;

export interface FetchRules {
  allowPrivate: boolean;
  isBlockedAddress: ((address: string) => boolean) | undefined;
  maxRedirects: number;
  timeoutMs: number;
  /** pinnedLookup(resolve, allowPrivate, isBlockedAddress), made once per checker. */
  lookup: LookupFunction;
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

interface Answer {
  status: number;
  location: string | undefined;
  allow: string | undefined;
}

/** A URL for messages: no credentials, at most 200 characters. */
function shown(url: URL): string {
  const copy = new URL(url.href);
  copy.username = '';
  copy.password = '';
  const text = copy.href;
  return text.length > 200 ? `${text.slice(0, 199)}…` : text;
}

class Blocked extends Error {
  constructor(message: string, readonly privateRule: boolean) {
    super(message);
  }
}

/** The rules that need no DNS: IP literals and localhost names. Throws Blocked. */
function checkLiteral(url: URL, rules: FetchRules): void {
  const host = bareHostname(url);
  const literal = isIP(host) !== 0;
  if (!rules.allowPrivate) {
    if (host === 'localhost' || host.endsWith('.localhost')) throw new Blocked(`${host} is a loopback name`, true);
    if (literal && isForbiddenAddress(host)) throw new Blocked(`${host} is a loopback, private or reserved address`, true);
  }
  if (literal && rules.isBlockedAddress?.(host) === true) throw new Blocked(`${host} is a blocked address`, false);
}

/** HEAD is refused: 405, 501, or an error whose Allow header lists methods without HEAD. */
function headRefused(a: Answer): boolean {
  if (a.status === 405 || a.status === 501) return true;
  if (a.status < 400 || a.allow === undefined) return false;
  const methods = a.allow.split(',').map((m) => m.trim().toUpperCase()).filter(Boolean);
  return methods.length > 0 && !methods.includes('HEAD');
}

/** One request: resolves with the status line and headers as soon as they arrive; the body is never read. */
function send(url: URL, method: 'HEAD' | 'GET', rules: FetchRules, signal: AbortSignal): Promise<Answer> {
  return new Promise<Answer>((resolve, reject) => {
    // No credentials (user:password@ would become an Authorization header), no fragment.
    const target = new URL(url.href);
    target.username = '';
    target.password = '';
    target.hash = '';
    const transport = url.protocol === 'https:' ? https : http;
    let req: http.ClientRequest;
    try {
      req = transport.request(target, {
        method,
        agent: false,
        lookup: rules.lookup,
        signal,
        headers: {
          'User-Agent': LINK_CHECK_USER_AGENT,
          Accept: '*/*',
          'Accept-Encoding': 'identity',
          Connection: 'close',
        },
      });
    } catch (error) {
      reject(error);
      return;
    }
    req.on('error', reject);
    req.on('response', (res) => {
      res.on('error', () => {});
      const location = res.headers.location;
      const allow = res.headers.allow;
      resolve({ status: res.statusCode ?? 0, location, allow });
      // Headers only: the connection goes with the body.
      res.destroy();
      req.destroy();
    });
    req.end();
  });
}

const TLS_CODES = /^(ERR_TLS_|CERT_|DEPTH_ZERO_|SELF_SIGNED_|UNABLE_TO_|ERR_SSL_)/;

/** A request error as a short sentence. */
function describe(error: unknown): string {
  const e = error as NodeJS.ErrnoException;
  const code = typeof e?.code === 'string' ? e.code : '';
  const message = e instanceof Error ? e.message : String(error);
  if (code === 'ECONNREFUSED') return 'connection refused';
  if (code === 'ECONNRESET') return 'connection reset';
  if (code === 'ENOTFOUND') return 'host not found';
  if (code === 'EHOSTUNREACH' || code === 'ENETUNREACH') return 'host unreachable';
  if (TLS_CODES.test(code)) return `TLS: ${message}`;
  return code && !message.includes(code) ? `${code}: ${message}` : message;
}

function failure(error: string, status: number | null = null): LinkOutcome {
  return { status, ok: false, error };
}

/** Follows `start` through at most maxRedirects redirects. Never rejects. */
export async function fetchLink(start: URL, rules: FetchRules): Promise<LinkOutcome> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, rules.timeoutMs);
  let url = start;
  let hop = 0;
  try {
    for (;;) {
      checkLiteral(url, rules);
      let answer = await send(url, 'HEAD', rules, controller.signal);
      if (headRefused(answer)) answer = await send(url, 'GET', rules, controller.signal);
      const { status, location } = answer;
      if (!REDIRECTS.has(status) || location === undefined || location.trim() === '') {
        return { status, ok: status >= 200 && status < 300, error: null };
      }
      if (hop >= rules.maxRedirects) return failure('too many redirects', status);
      let next: URL;
      try {
        next = new URL(location, url);
      } catch {
        return failure('redirect to an invalid URL', status);
      }
      if (next.protocol !== 'http:' && next.protocol !== 'https:') return failure(`redirect to a ${next.protocol} URL, which is not checked`, status);
      url = next;
      hop++;
    }
  } catch (error) {
    if (timedOut) return failure(`timeout after ${rules.timeoutMs} ms`);
    const at = hop > 0 ? `redirect to ${shown(url)}: ` : '';
    if (error instanceof Blocked || error instanceof ForbiddenAddressError) {
      const privateRule = error instanceof Blocked ? error.privateRule : !rules.allowPrivate && isForbiddenAddress(error.address);
      const what = error instanceof Blocked ? error.message : error.message.replace(/^blocked: /, '');
      return failure(`blocked: ${at}${what}${privateRule ? ` ${LINK_CHECK_ALLOW_PRIVATE_HINT}` : ''}`);
    }
    return failure(`${at}${describe(error)}`);
  } finally {
    clearTimeout(timer);
  }
}
