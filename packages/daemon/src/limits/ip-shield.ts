import { LRUCache } from 'lru-cache';
import { secondsUntil } from './windows.js';

export interface IpShieldOptions {
  /** Requests one client address may make per window. Default 1,000. */
  max?: number;
  /** Window length in ms; windows are aligned to the clock. Default 10,000 (10 s). */
  windowMs?: number;
  /** Client addresses tracked at once (bounds memory); least recently seen go first. Default 10,000. */
  maxTrackedIps?: number;
}

export const IP_SHIELD_DEFAULTS: Readonly<Required<IpShieldOptions>> = Object.freeze({
  max: 1_000,
  windowMs: 10_000,
  maxTrackedIps: 10_000,
});

const LEADING_ZEROS = /^0+(?=.)/;

interface Counter {
  start: number;
  count: number;
}

/**
 * A lightweight per-address request counter that runs before any API key lookup, so a
 * flood of requests with bad keys never reaches the database. Fixed windows aligned to
 * the clock; memory is bounded by an LRU of addresses. IPv6 clients are grouped by /64
 * (one host usually owns the whole /64), IPv4-mapped IPv6 reads as the IPv4 address.
 */
export class IpShield {
  readonly max: number;
  readonly windowMs: number;
  private readonly clock: () => number;
  private readonly counters: LRUCache<string, Counter>;

  constructor(options: IpShieldOptions & { clock: () => number }) {
    this.max = options.max ?? IP_SHIELD_DEFAULTS.max;
    this.windowMs = Math.max(1, options.windowMs ?? IP_SHIELD_DEFAULTS.windowMs);
    this.clock = options.clock;
    this.counters = new LRUCache({ max: Math.max(1, options.maxTrackedIps ?? IP_SHIELD_DEFAULTS.maxTrackedIps) });
  }

  /** Counts one request from `address`; returns seconds to wait when over the threshold, else 0. */
  hit(address: string): number {
    const now = this.clock();
    const start = now - (now % this.windowMs);
    const key = clientKey(address);
    let c = this.counters.get(key);
    if (c === undefined) {
      c = { start, count: 0 };
      this.counters.set(key, c);
    } else if (c.start !== start) {
      c.start = start;
      c.count = 0;
    }
    if (c.count >= this.max) return secondsUntil(start + this.windowMs, now);
    c.count++;
    return 0;
  }
}

/** The key an address is counted under: IPv4 as is, IPv6 by its /64 prefix. */
export function clientKey(address: string): string {
  if (address.indexOf(':') === -1) return address;
  const lower = address.toLowerCase();
  if (lower.startsWith('::ffff:') && lower.indexOf('.') !== -1) return lower.slice(7);
  const zone = lower.indexOf('%');
  const bare = zone === -1 ? lower : lower.slice(0, zone);
  const groups = expandIpv6(bare);
  return groups ? `${groups.slice(0, 4).join(':')}::/64` : bare;
}

function expandIpv6(address: string): string[] | null {
  const halves = address.split('::');
  if (halves.length > 2) return null;
  const head = halves[0] ? halves[0].split(':') : [];
  const tail = halves.length === 2 && halves[1] ? halves[1].split(':') : [];
  const missing = 8 - head.length - tail.length;
  if (missing < 0 || (halves.length === 1 && missing !== 0)) return null;
  const groups = [...head, ...Array<string>(missing).fill('0'), ...tail];
  return groups.map((g) => g.replace(LEADING_ZEROS, '') || '0');
}
