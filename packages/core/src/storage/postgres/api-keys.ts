import type { ApiKeysPort } from '../port.js';
import type { ApiKeyRow } from '../rows.js';
import type { PgContext } from './connection.js';
import type { PgShared } from './shared.js';
import { sql } from './sql.js';

// The row without seq (insertion order, which SQLite keeps as its rowid).
const COLUMNS = 'id, account_id, label, key_prefix, secret_hash, scopes, created_by_user_id, last_used_at, expires_at, revoked_at, created_at';
const Q = {
  insert: sql(`INSERT INTO api_keys (id, account_id, label, key_prefix, secret_hash, scopes, created_by_user_id, expires_at, created_at)
    VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`),
  byPrefix: sql(`SELECT ${COLUMNS} FROM api_keys WHERE key_prefix = $1`),
  byAccount: sql(`SELECT ${COLUMNS} FROM api_keys WHERE account_id = $1 ORDER BY created_at DESC, seq DESC`),
  byId: sql(`SELECT ${COLUMNS} FROM api_keys WHERE id = $1`),
  touch: sql('UPDATE api_keys SET last_used_at = $1 WHERE id = $2'),
  revoke: sql('UPDATE api_keys SET revoked_at = $1 WHERE id = $2 AND account_id = $3 AND revoked_at IS NULL'),
};

export class PgApiKeys implements ApiKeysPort {
  constructor(private readonly c: PgContext, private readonly s: PgShared) {}

  async insert(row: Omit<ApiKeyRow, 'last_used_at' | 'revoked_at'>): Promise<void> {
    await this.c.query(Q.insert, [row.id, row.account_id, row.label, row.key_prefix, row.secret_hash, row.scopes,
      row.created_by_user_id, row.expires_at, row.created_at]);
  }

  async byPrefix(prefix: string): Promise<ApiKeyRow | null> {
    return (await this.c.query<ApiKeyRow>(Q.byPrefix, [prefix])).rows[0] ?? null;
  }

  async byAccount(accountId: string): Promise<ApiKeyRow[]> {
    return (await this.c.query<ApiKeyRow>(Q.byAccount, [accountId])).rows;
  }

  async byId(id: string): Promise<ApiKeyRow | null> {
    return (await this.c.query<ApiKeyRow>(Q.byId, [id])).rows[0] ?? null;
  }

  async touch(id: string, at: number): Promise<void> {
    await this.c.query(Q.touch, [at, id]);
  }

  /** Moves the catalog epoch: authentications cached on it start over, on every node. */
  revoke(accountId: string, id: string, at: number): Promise<boolean> {
    return this.c.atomic(async (c) => {
      const revoked = (await c.query(Q.revoke, [at, id, accountId])).rowCount === 1;
      if (revoked) await this.s.catalog.changed(c.tx!);
      return revoked;
    });
  }
}
