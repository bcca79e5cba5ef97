import { LRUCache } from 'lru-cache';
import { clientKey } from '../limits/ip-shield.js';

export interface WindowLimit {
  /** Requests allowed per window. */
  max: number;
  /** Window length in ms, counted from the first request of the window. */
  windowMs: number;
}

/** Sign-in rate limits, in memory, per process. */
export interface SigninLimitOptions {
  /** Starts per email address. Default 5 per 15 minutes. */
  startPerEmail?: WindowLimit;
  /** Starts per client address (IPv6 by /64). Default 30 per 15 minutes. */
  startPerIp?: WindowLimit;
  /** Code attempts (POST verify, POST exchange) per email address of the request. Default 10 per hour. */
  attemptsPerEmail?: WindowLimit;
  /** Code attempts per client address. Default 60 per 15 minutes. */
  attemptsPerIp?: WindowLimit;
  /** Keys tracked per limiter (bounds memory; least recently seen go first). Default 10,000. */
  maxTracked?: number;
}

export const SIGNIN_LIMIT_DEFAULTS = Object.freeze({
  startPerEmail: { max: 5, windowMs: 15 * 60_000 },
  startPerIp: { max: 30, windowMs: 15 * 60_000 },
  attemptsPerEmail: { max: 10, windowMs: 60 * 60_000 },
  attemptsPerIp: { max: 60, windowMs: 15 * 60_000 },
  maxTracked: 10_000,
});

interface Counter {
  start: number;
  count: number;
}

/**
 * Counts requests per key in windows that open at a key's first counted request and last
 * `windowMs`. `wait` answers 0 when a request may go ahead, else whole seconds until the
 * window closes (at least 1); `add` counts one.
 */
export class WindowLimiter {
  private readonly counters: LRUCache<string, Counter>;

  constructor(private readonly limit: WindowLimit, private readonly clock: () => number, maxTracked: number) {
    this.counters = new LRUCache({ max: Math.max(1, maxTracked) });
  }

  wait(key: string): number {
    const now = this.clock();
    const c = this.counters.get(key);
    if (c === undefined || now - c.start >= this.limit.windowMs || c.count < this.limit.max) return 0;
    return Math.max(1, Math.ceil((c.start + this.limit.windowMs - now) / 1000));
  }

  add(key: string): void {
    const now = this.clock();
    const c = this.counters.get(key);
    if (c === undefined || now - c.start >= this.limit.windowMs) this.counters.set(key, { start: now, count: 1 });
    else c.count++;
  }
}

/** Which limit refused a request, and for how long. */
export interface LimitHit {
  scope: 'ip' | 'email';
  retryAfterSeconds: number;
}

/**
 * The four limiters of sign-in. A request is counted against its address and its email
 * only when both let it through, so a refusal by one does not spend the other.
 */
export class SigninLimits {
  private readonly startEmail: WindowLimiter;
  private readonly startIp: WindowLimiter;
  private readonly attemptEmail: WindowLimiter;
  private readonly attemptIp: WindowLimiter;

  constructor(options: SigninLimitOptions, clock: () => number) {
    const max = options.maxTracked ?? SIGNIN_LIMIT_DEFAULTS.maxTracked;
    this.startEmail = new WindowLimiter(options.startPerEmail ?? SIGNIN_LIMIT_DEFAULTS.startPerEmail, clock, max);
    this.startIp = new WindowLimiter(options.startPerIp ?? SIGNIN_LIMIT_DEFAULTS.startPerIp, clock, max);
    this.attemptEmail = new WindowLimiter(options.attemptsPerEmail ?? SIGNIN_LIMIT_DEFAULTS.attemptsPerEmail, clock, max);
    this.attemptIp = new WindowLimiter(options.attemptsPerIp ?? SIGNIN_LIMIT_DEFAULTS.attemptsPerIp, clock, max);
  }

  /** Counts one start from `address` for `email`, or says which limit refuses it. */
  start(address: string, email: string): LimitHit | null {
    return take(this.startIp, clientKey(address || 'unknown'), this.startEmail, email.toLowerCase());
  }

  /** Counts one code attempt from `address` (for the request's `email`, when known). */
  attempt(address: string, email: string | null): LimitHit | null {
    return take(this.attemptIp, clientKey(address || 'unknown'), this.attemptEmail, email?.toLowerCase() ?? null);
  }
}

function take(ipLimiter: WindowLimiter, ip: string, emailLimiter: WindowLimiter, email: string | null): LimitHit | null {
  const ipWait = ipLimiter.wait(ip);
  if (ipWait > 0) return { scope: 'ip', retryAfterSeconds: ipWait };
  const emailWait = email === null ? 0 : emailLimiter.wait(email);
  if (emailWait > 0) return { scope: 'email', retryAfterSeconds: emailWait };
  ipLimiter.add(ip);
  if (email !== null) emailLimiter.add(email);
  return null;
}
