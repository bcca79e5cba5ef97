import { isIP } from 'node:net';
import { invalid } from '../errors.js';

/**
 * SSRF rules for webhook targets. The same address rule runs twice: on the URL at
 * registration (IP literals, localhost), and on every address a hostname resolves to at
 * connect time (delivery.ts), so a name that later resolves to 127.0.0.1 is refused too.
 */

export const ALLOW_PRIVATE_HINT =
  'To allow http and private or loopback targets in a self-hosted test setup, start the daemon with ' +
  '--webhook-allow-private or set INBOXKIT_WEBHOOK_ALLOW_PRIVATE=1.';

const MAX_URL_LENGTH = 2048;

/** Dotted-quad IPv4 to 4 bytes (input already passed isIP() === 4). */
function v4Bytes(ip: string): number[] {
  return ip.split('.').map((p) => Number(p));
}

/** IPv6 text to 16 bytes (input already passed isIP() === 6; zone id removed). */
function v6Bytes(ip: string): number[] {
  let s = ip.toLowerCase();
  // An embedded dotted quad (::ffff:1.2.3.4) becomes two hex groups.
  const lastColon = s.lastIndexOf(':');
  const tail = s.slice(lastColon + 1);
  if (tail.includes('.')) {
    const [a = 0, b = 0, c = 0, d = 0] = v4Bytes(tail);
    s = `${s.slice(0, lastColon + 1)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  let groups: string[];
  const gap = s.indexOf('::');
  if (gap >= 0) {
    const head = s.slice(0, gap) ? s.slice(0, gap).split(':') : [];
    const rest = s.slice(gap + 2) ? s.slice(gap + 2).split(':') : [];
    groups = [...head, ...Array<string>(8 - head.length - rest.length).fill('0'), ...rest];
  } else {
    groups = s.split(':');
  }
  const bytes: number[] = [];
  for (const g of groups) {
    const n = parseInt(g || '0', 16);
    bytes.push((n >> 8) & 0xff, n & 0xff);
  }
  return bytes;
}

function inV4(b: number[], prefix: [number, number, number, number], bits: number): boolean {
  const value = ((b[0]! << 24) | (b[1]! << 16) | (b[2]! << 8) | b[3]!) >>> 0;
  const net = ((prefix[0] << 24) | (prefix[1] << 16) | (prefix[2] << 8) | prefix[3]) >>> 0;
  const mask = bits === 0 ? 0 : (0xffffffff << (32 - bits)) >>> 0;
  return ((value & mask) >>> 0) === ((net & mask) >>> 0);
}

/** Every IPv4 block that is not globally reachable unicast (IANA special-purpose registry). */
const V4_FORBIDDEN: Array<[[number, number, number, number], number]> = [
  [[0, 0, 0, 0], 8], // "this network", includes the unspecified 0.0.0.0
  [[10, 0, 0, 0], 8], // private
  [[100, 64, 0, 0], 10], // CGNAT shared address space
  [[127, 0, 0, 0], 8], // loopback
  [[169, 254, 0, 0], 16], // link-local (cloud metadata at 169.254.169.254)
  [[172, 16, 0, 0], 12], // private
  [[192, 0, 0, 0], 24], // IETF protocol assignments
  [[192, 0, 2, 0], 24], // TEST-NET-1
  [[192, 88, 99, 0], 24], // 6to4 relay anycast (deprecated)
  [[192, 168, 0, 0], 16], // private
  [[198, 18, 0, 0], 15], // benchmarking
  [[198, 51, 100, 0], 24], // TEST-NET-2
  [[203, 0, 113, 0], 24], // TEST-NET-3
  [[224, 0, 0, 0], 4], // multicast
  [[240, 0, 0, 0], 4], // reserved, includes the broadcast 255.255.255.255
];

function forbiddenV4(b: number[]): boolean {
  return V4_FORBIDDEN.some(([prefix, bits]) => inV4(b, prefix, bits));
}

function zero(b: number[], from: number, to: number): boolean {
  for (let i = from; i < to; i++) if (b[i] !== 0) return false;
  return true;
}

function forbiddenV6(b: number[]): boolean {
  // ::ffff:a.b.c.d (IPv4-mapped): judged as the IPv4 address it carries.
  if (zero(b, 0, 10) && b[10] === 0xff && b[11] === 0xff) return forbiddenV4(b.slice(12));
  // ::a.b.c.d (IPv4-compatible, deprecated), also :: and ::1.
  if (zero(b, 0, 12)) return true;
  // ::ffff:0:a.b.c.d (IPv4-translated).
  if (zero(b, 0, 8) && b[8] === 0xff && b[9] === 0xff && zero(b, 10, 12)) return forbiddenV4(b.slice(12));
  // 64:ff9b::/96 (NAT64 well-known prefix): the embedded IPv4 address decides.
  if (b[0] === 0x00 && b[1] === 0x64 && b[2] === 0xff && b[3] === 0x9b && zero(b, 4, 12)) return forbiddenV4(b.slice(12));
  // 64:ff9b:1::/48 (local-use NAT64).
  if (b[0] === 0x00 && b[1] === 0x64 && b[2] === 0xff && b[3] === 0x9b && b[4] === 0x00 && b[5] === 0x01) return true;
  // 2002::/16 (6to4): bits 16..48 are an IPv4 address.
  if (b[0] === 0x20 && b[1] === 0x02) return forbiddenV4(b.slice(2, 6));
  // Only 2000::/3 is global unicast: this drops ::/8 leftovers, 100::/64 discard, fc00::/7
  // unique-local, fe80::/10 link-local, fec0::/10 site-local and ff00::/8 multicast.
  if ((b[0]! & 0xe0) !== 0x20) return true;
  // 2001::/23 IETF protocol assignments (Teredo, benchmarking, ORCHID, …).
  if (b[0] === 0x20 && b[1] === 0x01 && (b[2]! & 0xfe) === 0) return true;
  // 2001:db8::/32 and 3fff::/20 documentation.
  if (b[0] === 0x20 && b[1] === 0x01 && b[2] === 0x0d && b[3] === 0xb8) return true;
  if (b[0] === 0x3f && b[1] === 0xff && (b[2]! & 0xf0) === 0) return true;
  return false;
}

/**
 * True for any address a webhook must not reach: loopback, private, link-local, CGNAT,
 * multicast, unspecified, broadcast, documentation and other reserved blocks, unique-local
 * IPv6, and IPv6 forms that carry such an IPv4 address (mapped, compatible, NAT64, 6to4).
 * Anything that is not a plain IP address (including 0x7f.1 or 2130706433) counts as
 * forbidden: normalise through the WHATWG URL parser first, as checkTargetUrl does.
 */
export function isForbiddenAddress(ip: string): boolean {
  let s = ip.trim();
  if (s.startsWith('[') && s.endsWith(']')) s = s.slice(1, -1);
  const zone = s.indexOf('%');
  if (zone >= 0) s = s.slice(0, zone);
  switch (isIP(s)) {
    case 4: return forbiddenV4(v4Bytes(s));
    case 6: return forbiddenV6(v6Bytes(s));
    default: return true;
  }
}

/** The URL's host as an address or name: brackets and trailing dots removed, lower case. */
export function bareHostname(url: URL): string {
  let host = url.hostname.toLowerCase();
  if (host.startsWith('[') && host.endsWith(']')) host = host.slice(1, -1);
  return host.replace(/\.+$/, '');
}

function privateTarget(what: string): never {
  throw invalid('target_url', `target_url points to ${what}; webhooks are delivered only to public HTTPS endpoints. ${ALLOW_PRIVATE_HINT}`);
}

/**
 * Registration-time check of a webhook target. Returns the parsed URL (WHATWG-normalised:
 * 0x7f.1, 2130706433 and 017700000001 all become 127.0.0.1 before the address rule runs).
 * Throws InboxkitError invalid_request with field target_url.
 */
export function checkTargetUrl(url: unknown, options: { allowPrivate: boolean }): URL {
  if (typeof url !== 'string' || url.trim() === '') throw invalid('target_url', 'target_url is required and must be a string');
  if (url.length > MAX_URL_LENGTH) throw invalid('target_url', `target_url must be at most ${MAX_URL_LENGTH} characters`);
  // The WHATWG parser forgives `https:///h` and `https:/h` as https://h/: a target is written
  // with its authority, so an empty one is refused rather than guessed.
  if (!/^[a-z][a-z0-9+.-]*:\/\/[^/?#\\]/i.test(url.trim())) throw invalid('target_url', 'target_url must be an absolute https:// URL that names a host');
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw invalid('target_url', 'target_url must be an absolute https:// URL');
  }
  if (parsed.protocol === 'http:') {
    if (!options.allowPrivate) throw invalid('target_url', `target_url must use https. ${ALLOW_PRIVATE_HINT}`);
  } else if (parsed.protocol !== 'https:') {
    throw invalid('target_url', 'target_url must be an https:// URL');
  }
  if (parsed.username !== '' || parsed.password !== '') {
    throw invalid('target_url', 'target_url must not contain credentials (user:password@); authenticate deliveries with the signature');
  }
  const host = bareHostname(parsed);
  if (host === '') throw invalid('target_url', 'target_url must name a host');
  if (parsed.port === '0') throw invalid('target_url', 'target_url port must be 1 to 65535');
  if (options.allowPrivate) return parsed;
  if (host === 'localhost' || host.endsWith('.localhost')) privateTarget(`localhost (${host})`);
  if (isIP(host) !== 0 && isForbiddenAddress(host)) privateTarget(`a loopback, private or reserved address (${host})`);
  return parsed;
}
