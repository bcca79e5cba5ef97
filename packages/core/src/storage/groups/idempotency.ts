import type { IdempotencyPort } from '../port.js';
import { changedAny, changes, row, stmt, write, type GroupOf } from '../sql/ops.js';

const S = {
  get: stmt(`SELECT request_hash, body, created_at FROM idempotency_records
    WHERE account_id = ? AND scope = ? AND key = ? AND created_at > ?`),
  put: stmt(`INSERT INTO idempotency_records (account_id, scope, key, request_hash, body, created_at) VALUES (?, ?, ?, ?, ?, ?)
    ON CONFLICT (account_id, scope, key) DO UPDATE SET request_hash = EXCLUDED.request_hash, body = EXCLUDED.body,
      created_at = EXCLUDED.created_at`),
  purge: stmt('DELETE FROM idempotency_records WHERE created_at <= ?'),
  remove: stmt('DELETE FROM idempotency_records WHERE account_id = ? AND scope = ? AND key = ?'),
};

/** Results of idempotent operations, per account, operation and key. */
export const idempotency: GroupOf<IdempotencyPort> = {
  get: row(S.get),
  put: write(S.put, (a, s, k, r) => [a, s, k, r.request_hash, r.body, r.created_at]),
  remove: changedAny(S.remove),
  purgeOlderThan: changes(S.purge),
};
