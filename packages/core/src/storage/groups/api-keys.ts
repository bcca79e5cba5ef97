import type { ApiKeysPort } from '../port.js';
import type { ApiKeyRow } from '../rows.js';
import { atomic, changed, row, rows, run, stmt, write, type GroupOf } from '../sql/ops.js';

const NEW = ['id', 'account_id', 'label', 'key_prefix', 'secret_hash', 'scopes', 'created_by_user_id', 'expires_at', 'created_at'] as const;
// The row without PostgreSQL's seq (insertion order, which SQLite keeps as its rowid).
const COLUMNS = 'id, account_id, label, key_prefix, secret_hash, scopes, created_by_user_id, last_used_at, expires_at, revoked_at, created_at';
const S = {
  insert: stmt(`INSERT INTO api_keys (${NEW.join(', ')}) VALUES (${NEW.map(() => '?').join(', ')})`),
  byPrefix: stmt(`SELECT ${COLUMNS} FROM api_keys WHERE key_prefix = ?`),
  byAccount: stmt(`SELECT ${COLUMNS} FROM api_keys WHERE account_id = ? ORDER BY created_at DESC, rowid DESC`,
    { postgres: (t) => t.replace('rowid', 'seq') }),
  byId: stmt(`SELECT ${COLUMNS} FROM api_keys WHERE id = ?`),
  touch: stmt('UPDATE api_keys SET last_used_at = ? WHERE id = ?'),
  revoke: stmt('UPDATE api_keys SET revoked_at = ? WHERE id = ? AND account_id = ? AND revoked_at IS NULL'),
};

/** API keys: only a hash of each key is stored. */
export const apiKeys: GroupOf<ApiKeysPort> = {
  insert: write<[Omit<ApiKeyRow, 'last_used_at' | 'revoked_at'>]>(S.insert, (r) => NEW.map((c) => r[c])),
  byPrefix: row<[string], ApiKeyRow>(S.byPrefix),
  byAccount: rows<[string], ApiKeyRow>(S.byAccount),
  byId: row<[string], ApiKeyRow>(S.byId),
  touch: write<[string, number]>(S.touch, (id, at) => [at, id]),
  /** Moves the catalog epoch: authentications cached on it start over, on every node. */
  *revoke(accountId: string, id: string, at: number) {
    return yield* atomic((function* () {
      const revoked = (yield* run(S.revoke, [at, id, accountId])) === 1;
      if (revoked) yield* changed();
      return revoked;
    })());
  },
};
