import { createHash } from 'node:crypto';
import type { InboxService } from '@inboxkit/core';
import { ApiError, badRequest } from './errors.js';

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
export const IDEMPOTENCY_KEY_MAX_LENGTH = 255;

/** The Idempotency-Key header: null when absent; 400 naming the header when empty or over 255 characters. */
export function readIdempotencyKey(request: Request): string | null {
  const key = request.headers.get(IDEMPOTENCY_HEADER);
  if (key === null) return null;
  if (key.length === 0) throw badRequest(IDEMPOTENCY_HEADER, `${IDEMPOTENCY_HEADER} must not be empty`);
  if (key.length > IDEMPOTENCY_KEY_MAX_LENGTH) {
    throw badRequest(IDEMPOTENCY_HEADER, `${IDEMPOTENCY_HEADER} must be at most ${IDEMPOTENCY_KEY_MAX_LENGTH} characters`);
  }
  return key;
}

/** JSON with object keys sorted at every level, so equal bodies hash equally whatever their key order. */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const obj = value as Record<string, unknown>;
  const keys = Object.keys(obj).filter((k) => obj[k] !== undefined).sort();
  return `{${keys.map((k) => `${JSON.stringify(k)}:${canonicalJson(obj[k])}`).join(',')}}`;
}

export function requestHash(body: unknown): string {
  return createHash('sha256').update(canonicalJson(body)).digest('hex');
}

/** What an idempotent operation answered: the status and the envelope's endpoint fields. */
export interface OperationResult {
  status: number;
  fields: Record<string, unknown>;
}

export interface IdempotentOptions {
  accountId: string;
  /** The operation the key belongs to, e.g. `POST /v1/inboxes`; keys are per account and operation. */
  operation: string;
  key: string | null;
  /** requestHash() of the parsed body. */
  hash: string;
  now: number;
  /** How long a key is remembered (core purges older records during maintenance). */
  retentionMs: number;
}

/**
 * Runs `run` at most once per (account, operation, key). The lookup, the operation and
 * the record are one synchronous SQLite transaction, so two identical requests arriving
 * together cannot both create: the second sees the first's record and replays it.
 * Same key + same body → the first result (status and fields) with `replayed: true`;
 * same key + different body → 409 idempotency_conflict. Only successes are recorded:
 * a failed attempt (validation, a spent limit) may be retried with the same key.
 */
export function runIdempotent(
  service: InboxService,
  options: IdempotentOptions,
  run: () => OperationResult,
): OperationResult & { replayed: boolean } {
  if (options.key === null) return { ...run(), replayed: false };
  const key = options.key;
  const table = service.store.idempotency;
  return service.store.tx(() => {
    const prior = table.get(options.accountId, options.operation, key, options.now - options.retentionMs);
    if (prior) {
      if (prior.request_hash !== options.hash) {
        throw new ApiError('idempotency_conflict',
          `${IDEMPOTENCY_HEADER} was already used with a different request body; use a new key for a new request`,
          { field: IDEMPOTENCY_HEADER });
      }
      return { status: prior.status, fields: JSON.parse(prior.body) as Record<string, unknown>, replayed: true };
    }
    const result = run();
    if (result.status >= 200 && result.status < 300) {
      table.put(options.accountId, options.operation, key, {
        request_hash: options.hash, status: result.status, body: JSON.stringify(result.fields), created_at: options.now,
      });
    }
    return { ...result, replayed: false };
  });
}
