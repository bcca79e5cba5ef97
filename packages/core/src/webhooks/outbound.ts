import { isIP, type LookupFunction } from 'node:net';
import { isForbiddenAddress } from './targets.js';
import { pinnedLookup, systemResolver, type Resolver } from './delivery.js';

/**
 * The webhooks' SSRF rules for the service's other outbound connections (the daemon's SMTP
 * relay): the configured host is judged when it is configured and again before each connection
 * (`outboundHostRefusal`: localhost and loopback, private or reserved IP literals), and every
 * address a name resolves to at connect time (`outboundLookup`), so a name that resolves to
 * 127.0.0.1 is refused too. `allowPrivate` lifts the rule (a relay on this machine or a
 * private network).
 *
 * @example
 * const why = outboundHostRefusal(url.hostname, false); // 'a loopback, private or reserved address (127.0.0.1)'
 * net.connect({ host, port, lookup: outboundLookup(false) });
 */

/** Why `host` (a name or an IP literal, brackets allowed) may not be reached, or null when it may. */
export function outboundHostRefusal(host: string, allowPrivate: boolean): string | null {
  if (allowPrivate) return null;
  const bare = host.toLowerCase().replace(/^\[|\]$/g, '').replace(/\.+$/, '');
  if (bare === 'localhost' || bare.endsWith('.localhost')) return `localhost (${bare})`;
  if (isIP(bare) !== 0 && isForbiddenAddress(bare)) return `a loopback, private or reserved address (${bare})`;
  return null;
}

/**
 * A `lookup` for `net.connect` and `tls.connect`: refuses the connection when any address the
 * name resolves to is forbidden (unless `allowPrivate`), and hands Node exactly the checked
 * addresses (no second resolution a rebinding DNS server could answer otherwise). Node calls
 * it for names only: check an IP literal with outboundHostRefusal.
 */
export function outboundLookup(allowPrivate: boolean, resolve: Resolver = systemResolver): LookupFunction {
  return pinnedLookup(resolve, allowPrivate);
}
