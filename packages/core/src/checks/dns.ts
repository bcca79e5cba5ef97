import { Resolver } from 'node:dns/promises';
import { isIP } from 'node:net';
import { LRUCache } from 'lru-cache';
import { invalid } from '../errors.js';

/** A DNS lookup as mailauth calls it: `resolve(name, 'TXT')` answers like node's `dns.promises.resolve`. */
export type DnsResolve = (name: string, rrtype: string) => Promise<unknown>;

export interface DnsOptions {
  /** `HOST:PORT` (or `[v6]:PORT`, or a bare address on port 53) of the DNS server to ask; default the system's resolvers. */
  server?: string | null;
  /** Per query attempt; two attempts. Default 2,500 ms. */
  timeoutMs?: number;
  /** How long an answer (or a "no such name") is kept. Default 60 s; other failures 5 s. */
  cacheTtlMs?: number;
}

const NOT_THERE = new Set(['ENOTFOUND', 'ENODATA']);
const FAILURE_TTL_MS = 5_000;

/**
 * Parses `--dns-server`: `HOST:PORT`, `[v6]:PORT` or a bare IP address (port 53); the host must
 * be an IP address (the resolver's own name cannot be looked up). Throws `invalid_request`
 * naming `dns_server`.
 *
 * @example parseDnsServer('127.0.0.1:5353') // '127.0.0.1:5353'
 */
export function parseDnsServer(value: string): string {
  const v = value.trim();
  const bracketed = /^\[([^\]]+)\](?::(\d+))?$/.exec(v);
  const [host, port] = bracketed ? [bracketed[1]!, bracketed[2]] : isIP(v) ? [v, undefined] : [v.slice(0, v.lastIndexOf(':')), v.slice(v.lastIndexOf(':') + 1)];
  const n = port === undefined ? 53 : Number(port);
  if (isIP(host) === 0 || !Number.isInteger(n) || n < 1 || n > 65_535) {
    throw invalid('dns_server', `dns_server must be IP:PORT (e.g. 127.0.0.1:5353 or [::1]:53), got "${value}"`);
  }
  return isIP(host) === 6 ? `[${host}]:${n}` : `${host}:${n}`;
}

/**
 * The lookups of the authentication check: the system's resolvers or one named server, with a
 * short timeout and a small cache (a test run sends the same few domains again and again).
 *
 * @example
 * const resolve = createDnsResolver({ server: '127.0.0.1:5353' });
 * await resolve('_dmarc.example.org', 'TXT'); // [['v=DMARC1; p=reject']]
 */
export function createDnsResolver(options: DnsOptions = {}): DnsResolve {
  const resolver = new Resolver({ timeout: options.timeoutMs ?? 2_500, tries: 2 });
  if (options.server) resolver.setServers([parseDnsServer(options.server)]);
  const ttl = options.cacheTtlMs ?? 60_000;
  const cache = new LRUCache<string, { value?: unknown; error?: unknown }>({ max: 2_000, ttl });
  return async (name, rrtype) => {
    const key = `${rrtype} ${name.toLowerCase()}`;
    let hit = cache.get(key);
    if (!hit) {
      try {
        hit = { value: await resolver.resolve(name, rrtype as 'TXT') };
        cache.set(key, hit);
      } catch (error) {
        hit = { error };
        const code = (error as { code?: string }).code ?? '';
        cache.set(key, hit, { ttl: NOT_THERE.has(code) ? ttl : Math.min(ttl, FAILURE_TTL_MS) });
      }
    }
    if ('error' in hit) throw hit.error;
    return hit.value;
  };
}
