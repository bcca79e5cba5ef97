/**
 * Retry policy, kept pure so it can be tested without a network.
 *
 * - 429 is retried for every method: the service refused before doing anything (per-IP
 *   shield or request budget), so repeating a POST cannot create anything twice.
 * - 503 is retried for GET and PUT (a proxy or a restarting service: a PUT sets a whole state, so
 *   running it twice is running it once; a POST or DELETE may have run).
 * - No other status is retried, and network errors are not either: a POST may have reached
 *   the service, and a service that is down should be reported at once, not after backoff.
 */
export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export function isRetryableStatus(method: Method, status: number): boolean {
  if (status === 429) return true;
  return status === 503 && (method === 'GET' || method === 'PUT');
}

/**
 * `Retry-After` in milliseconds: integer (or decimal) seconds as the spec says, or an HTTP
 * date (RFC 9110) measured against `now`. Null when absent or unreadable.
 */
export function parseRetryAfter(value: string | null | undefined, now: number): number | null {
  if (value === null || value === undefined) return null;
  const text = value.trim();
  if (text === '') return null;
  if (/^\d+(\.\d+)?$/.test(text)) return Math.round(Number(text) * 1000);
  if (!/[a-z]/i.test(text)) return null; // an HTTP date names a day and month; "-3" is just wrong
  const date = Date.parse(text);
  if (!Number.isFinite(date)) return null;
  return Math.max(0, date - now);
}

export interface RetryDelayInput {
  /** 0 for the first retry. */
  attempt: number;
  /** The `Retry-After` header. */
  retryAfterHeader: string | null;
  /** `error.retry_after_seconds` of the envelope, when present. */
  retryAfterSeconds?: number | null;
  now: number;
  /** Backoff base when the answer names no delay. Default 500 ms (0.5, 1, 2, 4 s …). */
  baseDelayMs?: number;
}

/** How long to wait before retrying: what the service asked for, else exponential backoff. */
export function retryDelayMs(input: RetryDelayInput): number {
  const fromHeader = parseRetryAfter(input.retryAfterHeader, input.now);
  if (fromHeader !== null) return fromHeader;
  if (typeof input.retryAfterSeconds === 'number' && Number.isFinite(input.retryAfterSeconds) && input.retryAfterSeconds >= 0) {
    return Math.round(input.retryAfterSeconds * 1000);
  }
  const base = input.baseDelayMs ?? 500;
  return Math.min(base * 2 ** input.attempt, 30_000);
}

export interface RetryDecisionInput extends RetryDelayInput {
  method: Method;
  status: number;
  maxRetries: number;
  /** A delay longer than this is not waited out: the error goes to the caller. */
  maxRetryDelayMs: number;
}

/** The delay before the next attempt, or null when the answer must go to the caller. */
export function retryDecision(input: RetryDecisionInput): number | null {
  if (!isRetryableStatus(input.method, input.status)) return null;
  if (input.attempt >= input.maxRetries) return null;
  const delay = retryDelayMs(input);
  return delay > input.maxRetryDelayMs ? null : delay;
}

/** setTimeout as a promise that rejects with the signal's reason when aborted. */
export function defaultSleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, Math.max(0, ms));
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal!.reason);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
