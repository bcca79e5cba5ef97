import type { Db } from './connection.js';
import type { ApiKeyRow } from '../rows.js';
import type { CatalogGuard } from './catalog.js';



export class SqliteApiKeys {
  private readonly insertStmt;
  private readonly byPrefixStmt;
  private readonly byAccountStmt;
  private readonly byIdStmt;
  private readonly touchStmt;
  private readonly revokeStmt;

  constructor(db: Db, private readonly catalog: CatalogGuard) {
    this.insertStmt = db.prepare(`INSERT INTO api_keys
      (id, account_id, label, key_prefix, secret_hash, scopes, created_by_user_id, expires_at, created_at)
      VALUES (@id, @account_id, @label, @key_prefix, @secret_hash, @scopes, @created_by_user_id, @expires_at, @created_at)`);
    this.byPrefixStmt = db.prepare('SELECT * FROM api_keys WHERE key_prefix = ?');
    this.byAccountStmt = db.prepare('SELECT * FROM api_keys WHERE account_id = ? ORDER BY created_at DESC, rowid DESC');
    this.byIdStmt = db.prepare('SELECT * FROM api_keys WHERE id = ?');
    this.touchStmt = db.prepare('UPDATE api_keys SET last_used_at = ? WHERE id = ?');
    this.revokeStmt = db.prepare('UPDATE api_keys SET revoked_at = ? WHERE id = ? AND account_id = ? AND revoked_at IS NULL');
  }

  insert(row: Omit<ApiKeyRow, 'last_used_at' | 'revoked_at'>): void {
    this.insertStmt.run(row);
  }

  byPrefix(prefix: string): ApiKeyRow | null {
    return (this.byPrefixStmt.get(prefix) as ApiKeyRow | undefined) ?? null;
  }

  byAccount(accountId: string): ApiKeyRow[] {
    return this.byAccountStmt.all(accountId) as ApiKeyRow[];
  }

  byId(id: string): ApiKeyRow | null {
    return (this.byIdStmt.get(id) as ApiKeyRow | undefined) ?? null;
  }

  touch(id: string, at: number): void {
    this.touchStmt.run(at, id);
  }

  /** Moves the catalog epoch: authentications cached on it start over (see ApiKeys.revision). */
  revoke(accountId: string, id: string, at: number): boolean {
    const revoked = this.revokeStmt.run(at, id, accountId).changes === 1;
    if (revoked) this.catalog.changed();
    return revoked;
  }
}
