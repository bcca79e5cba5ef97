import type { Db } from './connection.js';
import type { EventLogRow } from '../rows.js';

/** The event log on SQLite (table event_log, schema-events.ts). */
export class SqliteEventLog {
  private readonly appendStmt;
  private readonly positionStmt;
  private readonly headStmt;
  private readonly sinceStmt;
  private readonly afterStmt;
  private readonly afterInInboxStmt;
  private readonly purgeStmt;

  constructor(db: Db) {
    this.appendStmt = db.prepare(`INSERT INTO event_log (id, account_id, inbox_id, type, message_seq, created_at)
      VALUES (@id, @account_id, @inbox_id, @type, @message_seq, @created_at)`);
    this.positionStmt = db.prepare('SELECT seq FROM event_log WHERE id = ? AND account_id = ?').pluck();
    this.headStmt = db.prepare('SELECT COALESCE(MAX(seq), 0) FROM event_log').pluck();
    this.sinceStmt = db.prepare('SELECT * FROM event_log WHERE seq > ? ORDER BY seq LIMIT ?');
    this.afterStmt = db.prepare('SELECT * FROM event_log WHERE account_id = ? AND seq > ? ORDER BY seq LIMIT ?');
    this.afterInInboxStmt = db.prepare(
      'SELECT * FROM event_log WHERE account_id = ? AND seq > ? AND inbox_id = ? ORDER BY seq LIMIT ?');
    // The oldest `batch` rows, of which those created before the cutoff: never a scan of the whole log.
    this.purgeStmt = db.prepare(`DELETE FROM event_log WHERE seq IN (
      SELECT seq FROM event_log ORDER BY seq LIMIT ?) AND created_at < ?`);
  }

  append(row: Omit<EventLogRow, 'seq'>): void {
    this.appendStmt.run(row);
  }

  position(accountId: string, eventId: string): number | null {
    return (this.positionStmt.get(eventId, accountId) as number | undefined) ?? null;
  }

  head(): number {
    return this.headStmt.get() as number;
  }

  since(afterSeq: number, limit: number): EventLogRow[] {
    return this.sinceStmt.all(afterSeq, limit) as EventLogRow[];
  }

  after(accountId: string, afterSeq: number, limit: number, inboxId?: string): EventLogRow[] {
    return (inboxId === undefined
      ? this.afterStmt.all(accountId, afterSeq, limit)
      : this.afterInInboxStmt.all(accountId, afterSeq, inboxId, limit)) as EventLogRow[];
  }

  purgeOlderThan(cutoff: number, batch: number): number {
    return this.purgeStmt.run(batch, cutoff).changes;
  }
}
