import type { Db } from './connection.js';
import type { AnalysisJobRow } from '../rows.js';

/**
 * The durable analysis queue: one row per message whose analysis waits for the analyzer,
 * written in the ingest transaction and deleted in the one that records the outcome.
 */
export class SqliteAnalysisJobs {
  private readonly s;

  constructor(db: Db) {
    const p = (sql: string) => db.prepare(sql);
    this.s = {
      insert: p(`INSERT OR IGNORE INTO analysis_jobs (seq, account_id, attempts, run_at, locked_until, last_error, created_at)
        VALUES (?, ?, 0, ?, NULL, NULL, ?)`),
      due: p(`SELECT seq, account_id, attempts FROM analysis_jobs
        WHERE run_at <= @now AND (locked_until IS NULL OR locked_until <= @now) ORDER BY run_at, seq LIMIT @limit`),
      lease: p('UPDATE analysis_jobs SET locked_until = ?, attempts = ? WHERE seq = ?'),
      exists: p('SELECT 1 FROM analysis_jobs WHERE seq = ?').pluck(),
      remove: p('DELETE FROM analysis_jobs WHERE seq = ?'),
      retry: p('UPDATE analysis_jobs SET run_at = ?, locked_until = NULL, attempts = ?, last_error = ? WHERE seq = ?'),
      release: p('UPDATE analysis_jobs SET locked_until = NULL, attempts = MAX(attempts - 1, 0) WHERE seq = ?'),
      count: p('SELECT COUNT(*) FROM analysis_jobs').pluck(),
    };
  }

  /** Queues the message's analysis, due at `runAt`; false when a job for it exists. */
  insert(seq: number, accountId: string, runAt: number): boolean {
    return this.s.insert.run(seq, accountId, runAt, runAt).changes > 0;
  }
  /** Jobs due at `now` whose lease (if any) ran out, oldest first. */
  due(now: number, limit: number): AnalysisJobRow[] {
    return this.s.due.all({ now, limit }) as AnalysisJobRow[];
  }
  /** Takes the job until `until`, counting the attempt. */
  lease(seq: number, until: number, attempts: number): void {
    this.s.lease.run(until, attempts, seq);
  }
  exists(seq: number): boolean {
    return this.s.exists.get(seq) !== undefined;
  }
  remove(seq: number): void {
    this.s.remove.run(seq);
  }
  /** Due again at `runAt`, lease dropped. */
  retry(seq: number, runAt: number, attempts: number, error: string): void {
    this.s.retry.run(runAt, attempts, error, seq);
  }
  /** An attempt that was abandoned (the queue stopped): the lease goes and so does its count. */
  release(seq: number): void {
    this.s.release.run(seq);
  }
  count(): number {
    return this.s.count.get() as number;
  }
}
