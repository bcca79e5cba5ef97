import type { ApiKeysPort } from '../port.js';
import { catalogWrite, insertInto, row, rows, stmt, write, type GroupOf } from '../sql/ops.js';

const NEW = ['id', 'account_id', 'label', 'key_prefix', 'secret_hash', 'scopes', 'created_by_user_id', 'expires_at', 'created_at', 'inbox_limited'] as const;
// The row without PostgreSQL's seq (insertion order, which SQLite keeps as its rowid).
const COLUMNS = 'id, account_id, label, key_prefix, secret_hash, scopes, created_by_user_id, last_used_at, expires_at, revoked_at, created_at, inbox_limited';
const S = {
  insert: stmt(insertInto('api_keys', NEW)),
  byPrefix: stmt(`SELECT ${COLUMNS} FROM api_keys WHERE key_prefix = ?`),
  byAccount: stmt(`SELECT ${COLUMNS} FROM api_keys WHERE account_id = ? ORDER BY created_at DESC, rowid DESC`,
    { postgres: (t) => t.replace('rowid', 'seq') }),
  byId: stmt(`SELECT ${COLUMNS} FROM api_keys WHERE id = ?`),
  touch: stmt('UPDATE api_keys SET last_used_at = ? WHERE id = ?'),
  revoke: stmt('UPDATE api_keys SET revoked_at = ? WHERE id = ? AND account_id = ? AND revoked_at IS NULL'),
};

/** API keys: only a hash of each key is stored. */
export const apiKeys: GroupOf<ApiKeysPort> = {
  insert: write(S.insert, (r) => NEW.map((c) => r[c])),
  byPrefix: row(S.byPrefix),
  byAccount: rows(S.byAccount),
  byId: row(S.byId),
  touch: write(S.touch, (id, at) => [at, id]),
  /** Moves the catalog epoch: authentications cached on it start over, on every node. */
  *revoke(accountId, id, at) {
    return (yield* catalogWrite(S.revoke, [at, id, accountId])) === 1;
  },
};
