import { InboxkitError } from '../errors.js';
import type { Storage } from '../storage/index.js';
import type { IdempotencyRecord } from '../storage/rows.js';

export interface IdempotentRequest {
  /** The operation the key belongs to, e.g. `POST /v1/inboxes`: keys are per account and operation. */
  operation: string;
  key: string;
  /** A digest of the request's content: the same key with another fingerprint is a conflict. */
  fingerprint: string;
}

export interface IdempotencyOptions {
  /** How long records are kept (and replayed). */
  retentionMs: number;
  /**
   * A claim (an operation under way) older than this is taken over by the next request with
   * the key: its process is presumed dead mid-operation. Default 30,000 ms.
   */
  staleClaimMs?: number;
  /** Waiting for another process's claim: the first pause between reads, doubled up to `maxPollMs`. Default 20 ms. */
  minPollMs?: number;
  /** Default 200 ms. */
  maxPollMs?: number;
}

/** How long a key's record is kept when the service names no retention (24 h). */
export const DEFAULT_IDEMPOTENCY_RETENTION_MS = 24 * 60 * 60 * 1000;

export const IDEMPOTENCY_DEFAULTS = { staleClaimMs: 30_000, minPollMs: 20, maxPollMs: 200 } as const;

/** The body of a claim: no operation result is ever the empty string (results are JSON). */
const CLAIMED = '';

type Claim =
  | { kind: 'claimed'; createdAt: number }
  | { kind: 'done'; record: IdempotencyRecord }
  | { kind: 'running'; record: IdempotencyRecord };

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Runs an operation at most once per (account, operation, key) within the retention window,
 * whichever process on the database is asked. The same key and fingerprint again → the first
 * result, `replayed: true`; the same key with another fingerprint → `conflict` (field
 * `idempotency_key`). Only successes are recorded: a failed attempt may be retried with the
 * same key.
 *
 * How two identical requests arriving together run once: in this process, calls for one key
 * wait for each other (the fast path). Across processes, the first claims the key with a
 * record whose body is '' (in a short transaction under the key's lock, committed before the
 * operation starts, so operations keep their own transactions), runs the operation, then
 * writes its result over the claim, or removes the claim when the operation failed. Another
 * process that finds the claim polls until the result is there and replays it; a claim older
 * than `staleClaimMs` (its process died mid-operation) is taken over.
 */
export class Idempotency {
  private readonly running = new Map<string, Promise<unknown>>();
  private readonly options: Required<IdempotencyOptions>;

  constructor(private readonly storage: Storage, private readonly clock: () => number, options: IdempotencyOptions) {
    this.options = { ...IDEMPOTENCY_DEFAULTS, ...options };
  }

  async run<T>(accountId: string, request: IdempotentRequest, operation: () => Promise<T>): Promise<{ value: T; replayed: boolean }> {
    const slot = `${accountId}\u0000${request.operation}\u0000${request.key}`;
    for (let ahead = this.running.get(slot); ahead; ahead = this.running.get(slot)) await ahead.catch(() => {});
    const attempt = this.attempt(accountId, request, operation);
    this.running.set(slot, attempt);
    try {
      return await attempt;
    } finally {
      if (this.running.get(slot) === attempt) this.running.delete(slot);
    }
  }

  private async attempt<T>(accountId: string, request: IdempotentRequest, operation: () => Promise<T>): Promise<{ value: T; replayed: boolean }> {
    for (let pause: number = this.options.minPollMs; ; pause = Math.min(pause * 2, this.options.maxPollMs)) {
      const claim = await this.claim(accountId, request);
      if (claim.kind === 'done') return { value: JSON.parse(claim.record.body) as T, replayed: true };
      if (claim.kind === 'claimed') return { value: await this.execute(accountId, request, claim.createdAt, operation), replayed: false };
      await sleep(pause); // another process runs it: its result, its failure or its staleness ends the wait
    }
  }

  /** Reads the key's record and, when there is none (or a stale claim), claims the key; commits before the operation. */
  private claim(accountId: string, request: IdempotentRequest): Promise<Claim> {
    return this.storage.transaction(async (tx) => {
      await tx.lock(lockKey(accountId, request));
      const now = this.clock();
      const prior = await tx.idempotency.get(accountId, request.operation, request.key, now - this.options.retentionMs);
      if (prior) {
        if (prior.request_hash !== request.fingerprint) {
          throw new InboxkitError('conflict', 'this idempotency key was already used with a different request; use a new key for a new request', { field: 'idempotency_key' });
        }
        if (prior.body !== CLAIMED) return { kind: 'done', record: prior };
        if (now - prior.created_at < this.options.staleClaimMs) return { kind: 'running', record: prior };
      }
      await tx.idempotency.put(accountId, request.operation, request.key, { request_hash: request.fingerprint, body: CLAIMED, created_at: now });
      return { kind: 'claimed', createdAt: now };
    });
  }

  /**
   * Runs the operation under our claim, then writes its result over the claim (or removes the
   * claim when it failed), unless another process took the claim over meanwhile: the record
   * is then its own, and stays.
   */
  private async execute<T>(accountId: string, request: IdempotentRequest, createdAt: number, operation: () => Promise<T>): Promise<T> {
    const settle = (body: string | null) => this.storage.transaction(async (tx) => {
      await tx.lock(lockKey(accountId, request));
      const current = await tx.idempotency.get(accountId, request.operation, request.key, createdAt - 1);
      if (!current || current.body !== CLAIMED || current.created_at !== createdAt || current.request_hash !== request.fingerprint) return;
      if (body === null) await tx.idempotency.remove(accountId, request.operation, request.key);
      else await tx.idempotency.put(accountId, request.operation, request.key, { request_hash: request.fingerprint, body, created_at: createdAt });
    });
    let value: T;
    try {
      value = await operation();
    } catch (error) {
      await settle(null).catch(() => {}); // the operation's error is the one to report; a claim left behind goes stale
      throw error;
    }
    await settle(JSON.stringify(value) ?? 'null');
    return value;
  }
}

// JSON keeps the three parts apart whatever they hold (PostgreSQL text cannot carry a NUL separator).
const lockKey = (accountId: string, request: IdempotentRequest) => `idempotency:${JSON.stringify([accountId, request.operation, request.key])}`;
