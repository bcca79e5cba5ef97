import type { Db } from './connection.js';
import type { InboxRow, NewInboxRow } from '../rows.js';
import type { CatalogGuard } from './catalog.js';





export class SqliteInboxes {
  private readonly insertStmt;
  private readonly byIdStmt;
  private readonly byAddressStmt;
  private readonly pageStmt;
  private readonly pageAfterStmt;
  private readonly countActiveStmt;
  private readonly touchStmt;
  private readonly expireDueStmt;
  private readonly deleteStmt;

  constructor(db: Db, private readonly catalog: CatalogGuard) {
    this.insertStmt = db.prepare(`INSERT INTO inboxes
      (id, account_id, label, email_address, lifecycle_mode, ttl_minutes, expires_at, status, is_wildcard,
       analysis_mode, analysis_recipients, created_at)
      VALUES (@id, @account_id, @label, @email_address, @lifecycle_mode, @ttl_minutes, @expires_at, @status,
       @is_wildcard, @analysis_mode, @analysis_recipients, @created_at)`);
    this.byIdStmt = db.prepare('SELECT * FROM inboxes WHERE id = ?');
    this.byAddressStmt = db.prepare('SELECT * FROM inboxes WHERE email_address = ?');
    // Newest first; the wildcard inbox is reported as wildcard_address, not in the list.
    this.pageStmt = db.prepare(`SELECT * FROM inboxes WHERE account_id = ? AND status = 'active' AND is_wildcard = 0
      AND (expires_at IS NULL OR expires_at > ?) ORDER BY seq DESC LIMIT ?`);
    this.pageAfterStmt = db.prepare(`SELECT * FROM inboxes WHERE account_id = ? AND status = 'active' AND is_wildcard = 0
      AND (expires_at IS NULL OR expires_at > ?) AND seq < ? ORDER BY seq DESC LIMIT ?`);
    this.countActiveStmt = db.prepare(
      `SELECT COUNT(*) AS n FROM inboxes WHERE account_id = ? AND status = 'active' AND is_wildcard = 0
       AND (expires_at IS NULL OR expires_at > ?)`,
    );
    this.touchStmt = db.prepare('UPDATE inboxes SET last_message_received_at = ? WHERE id = ?');
    this.expireDueStmt = db.prepare(`UPDATE inboxes SET status = 'expired'
      WHERE status = 'active' AND expires_at IS NOT NULL AND expires_at <= ?`);
    this.deleteStmt = db.prepare('DELETE FROM inboxes WHERE id = ?');
  }

  insert(row: NewInboxRow): void {
    this.insertStmt.run(row);
    this.catalog.changed();
  }

  byId(id: string): InboxRow | null {
    return (this.byIdStmt.get(id) as InboxRow | undefined) ?? null;
  }

  byAddress(address: string): InboxRow | null {
    return (this.byAddressStmt.get(address) as InboxRow | undefined) ?? null;
  }

  /** Fetches limit+1 rows so the caller can tell whether another page exists. */
  activePage(accountId: string, now: number, afterSeq: number | null, limit: number): InboxRow[] {
    return (afterSeq === null
      ? this.pageStmt.all(accountId, now, limit + 1)
      : this.pageAfterStmt.all(accountId, now, afterSeq, limit + 1)) as InboxRow[];
  }

  countActive(accountId: string, now: number): number {
    return (this.countActiveStmt.get(accountId, now) as { n: number }).n;
  }

  /** Only last_message_received_at: routing does not read it, so caches stay valid. */
  touch(id: string, at: number): void {
    this.touchStmt.run(at, id);
  }

  expireDue(now: number): number {
    const n = this.expireDueStmt.run(now).changes;
    if (n > 0) this.catalog.changed();
    return n;
  }

  /** Removes the inbox row (its address routes nowhere from then on); false when it was gone. */
  delete(id: string): boolean {
    const gone = this.deleteStmt.run(id).changes > 0;
    if (gone) this.catalog.changed();
    return gone;
  }
}
