import { InboxkitError } from '../errors.js';
import type { Storage } from '../storage/index.js';

export interface IdempotentRequest {
  /** The operation the key belongs to, e.g. `POST /v1/inboxes`: keys are per account and operation. */
  operation: string;
  key: string;
  /** A digest of the request's content: the same key with another fingerprint is a conflict. */
  fingerprint: string;
}

/**
 * Runs an operation at most once per (account, operation, key) within the retention window.
 * The same key and fingerprint again → the first result, `replayed: true`; the same key with
 * another fingerprint → `conflict` (field `idempotency_key`). Only successes are recorded: a
 * failed attempt may be retried with the same key.
 *
 * Two identical requests arriving together must not both run: calls for one key are
 * serialised in this process (the second waits, then replays the first's record). The record
 * is written after the operation, outside its transaction, so operations keep their own
 * transactions.
 */
export class Idempotency {
  private readonly running = new Map<string, Promise<unknown>>();

  constructor(private readonly storage: Storage, private readonly clock: () => number, private readonly retentionMs: number) {}

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
    const now = this.clock();
    const prior = await this.storage.idempotency.get(accountId, request.operation, request.key, now - this.retentionMs);
    if (prior) {
      if (prior.request_hash !== request.fingerprint) {
        throw new InboxkitError('conflict', 'this idempotency key was already used with a different request; use a new key for a new request', { field: 'idempotency_key' });
      }
      return { value: JSON.parse(prior.body) as T, replayed: true };
    }
    const value = await operation();
    await this.storage.idempotency.put(accountId, request.operation, request.key, {
      request_hash: request.fingerprint, body: JSON.stringify(value), created_at: now,
    });
    return { value, replayed: false };
  }
}
