import type { Db } from './connection.js';

export class SqliteUsage {
  private readonly getStmt;
  private readonly addStmt;
  private readonly addAndGetStmt;
  private readonly purgeStmt;

  constructor(db: Db) {
    this.getStmt = db.prepare('SELECT count FROM usage_counters WHERE account_id = ? AND metric = ? AND period = ?');
    this.addStmt = db.prepare(`INSERT INTO usage_counters (account_id, metric, period, count) VALUES (?, ?, ?, ?)
      ON CONFLICT (account_id, metric, period) DO UPDATE SET count = count + excluded.count`);
    this.addAndGetStmt = db.prepare(`INSERT INTO usage_counters (account_id, metric, period, count) VALUES (?, ?, ?, ?)
      ON CONFLICT (account_id, metric, period) DO UPDATE SET count = count + excluded.count RETURNING count`);
    // The end of `<start>/<end>`: Date#toISOString's fixed format compares as text in time order.
    this.purgeStmt = db.prepare(`DELETE FROM usage_counters WHERE substr(metric, 1, length(?)) = ?
      AND instr(period, '/') > 0 AND substr(period, instr(period, '/') + 1) <= ?`);
  }

  get(accountId: string, metric: string, period: string): number {
    return (this.getStmt.get(accountId, metric, period) as { count: number } | undefined)?.count ?? 0;
  }

  add(accountId: string, metric: string, period: string, n: number): void {
    this.addStmt.run(accountId, metric, period, n);
  }

  addAndGet(accountId: string, metric: string, period: string, n: number): number {
    return (this.addAndGetStmt.get(accountId, metric, period, n) as { count: number }).count;
  }

  purgeEndedIntervals(metricPrefix: string, endedBy: string): number {
    return this.purgeStmt.run(metricPrefix, metricPrefix, endedBy).changes;
  }
}
