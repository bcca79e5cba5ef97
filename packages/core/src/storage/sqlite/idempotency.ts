import type { Db } from './connection.js';
import type { IdempotencyRecord } from '../rows.js';

export class SqliteIdempotency {
  private readonly getStmt;
  private readonly putStmt;
  private readonly purgeStmt;
  private readonly removeStmt;

  constructor(db: Db) {
    this.getStmt = db.prepare(`SELECT request_hash, body, created_at FROM idempotency_records
      WHERE account_id = ? AND scope = ? AND key = ? AND created_at > ?`);
    this.putStmt = db.prepare(`INSERT OR REPLACE INTO idempotency_records
      (account_id, scope, key, request_hash, body, created_at) VALUES (?, ?, ?, ?, ?, ?)`);
    this.purgeStmt = db.prepare('DELETE FROM idempotency_records WHERE created_at <= ?');
    this.removeStmt = db.prepare('DELETE FROM idempotency_records WHERE account_id = ? AND scope = ? AND key = ?');
  }

  /** The record for the key if it is younger than `notBefore`. */
  get(accountId: string, scope: string, key: string, notBefore: number): IdempotencyRecord | null {
    return (this.getStmt.get(accountId, scope, key, notBefore) as IdempotencyRecord | undefined) ?? null;
  }

  put(accountId: string, scope: string, key: string, rec: IdempotencyRecord): void {
    this.putStmt.run(accountId, scope, key, rec.request_hash, rec.body, rec.created_at);
  }

  remove(accountId: string, scope: string, key: string): boolean {
    return this.removeStmt.run(accountId, scope, key).changes > 0;
  }

  purgeOlderThan(cutoff: number): number {
    return this.purgeStmt.run(cutoff).changes;
  }
}
