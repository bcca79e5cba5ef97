import { randomBytes } from 'node:crypto';

/** Milliseconds since the epoch. Injected so expiry, retention and retries are testable. */
export type Clock = () => number;
export const systemClock: Clock = () => Date.now();

export function iso(ms: number): string {
  return new Date(ms).toISOString();
}

/** Makes ids such as `inb_…`, `msg_…`. Injected so tests can predict them. */
export type IdGenerator = (prefix: string) => string;

const ALPHABET = '0123456789abcdefghijklmnopqrstuvwxyz';

/**
 * Time-ordered ids: 9 base36 chars of milliseconds then 12 random chars. Sorting by id
 * within one prefix follows creation time, which keeps indexes append-mostly.
 */
export const defaultIdGenerator: IdGenerator = (prefix) => {
  const time = Date.now().toString(36).padStart(9, '0');
  const bytes = randomBytes(12);
  let rand = '';
  for (const byte of bytes) rand += ALPHABET[byte % 36];
  return `${prefix}_${time}${rand}`;
};

/** Deterministic ids for tests: `inb_000001`, `msg_000002`, … */
export function sequentialIds(): IdGenerator {
  let n = 0;
  return (prefix) => `${prefix}_${String(++n).padStart(6, '0')}`;
}
