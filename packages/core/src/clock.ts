import { randomFillSync } from 'node:crypto';

/** Milliseconds since the epoch. Injected so expiry, retention and retries are testable. */
export type Clock = () => number;
export const systemClock: Clock = () => Date.now();

export function iso(ms: number): string {
  // Ingest and the analysis queue format the same few instants many times in a row.
  if (ms !== lastIsoMs) {
    lastIso = new Date(ms).toISOString();
    lastIsoMs = ms;
  }
  return lastIso;
}
let lastIsoMs = Number.NaN;
let lastIso = '';

/** Makes ids such as `inb_…`, `msg_…`. Injected so tests can predict them. */
export type IdGenerator = (prefix: string) => string;

const ALPHABET = '0123456789abcdefghijklmnopqrstuvwxyz';

// Random bytes drawn 4 KB at a time (a randomBytes(12) call per id showed in ingest profiles).
// Each id uses 12 bytes once; the pool is refilled, never reused.
const POOL_BYTES = 4096 - (4096 % 12);
const pool = Buffer.alloc(POOL_BYTES);
let poolAt = POOL_BYTES;
let lastMs = -1;
let lastTime = '';

/**
 * Time-ordered ids: 9 base36 chars of milliseconds then 12 random chars. Sorting by id
 * within one prefix follows creation time, which keeps indexes append-mostly.
 */
export const defaultIdGenerator: IdGenerator = (prefix) => {
  const ms = Date.now();
  if (ms !== lastMs) {
    lastMs = ms;
    lastTime = ms.toString(36).padStart(9, '0');
  }
  if (poolAt + 12 > POOL_BYTES) {
    randomFillSync(pool);
    poolAt = 0;
  }
  let rand = '';
  for (let i = poolAt; i < poolAt + 12; i++) rand += ALPHABET[pool[i]! % 36];
  poolAt += 12;
  return `${prefix}_${lastTime}${rand}`;
};

/** Deterministic ids for tests: `inb_000001`, `msg_000002`, … */
export function sequentialIds(): IdGenerator {
  let n = 0;
  return (prefix) => `${prefix}_${String(++n).padStart(6, '0')}`;
}

/** Calendar-month period key, UTC: usage resets on the first of each month. */
export function monthPeriod(ms: number): string {
  // Asked for every routed recipient: remember the last month's bounds.
  if (ms >= cachedFrom && ms < cachedUntil) return cachedPeriod;
  const d = new Date(ms);
  cachedFrom = Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1);
  cachedUntil = Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1);
  cachedPeriod = d.toISOString().slice(0, 7);
  return cachedPeriod;
}
let cachedFrom = 0;
let cachedUntil = 0;
let cachedPeriod = '';
