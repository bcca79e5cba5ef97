import type { Db } from './connection.js';

export class SqliteUsage {
  private readonly getStmt;
  private readonly addStmt;

  constructor(db: Db) {
    this.getStmt = db.prepare('SELECT count FROM usage_counters WHERE account_id = ? AND metric = ? AND period = ?');
    this.addStmt = db.prepare(`INSERT INTO usage_counters (account_id, metric, period, count) VALUES (?, ?, ?, ?)
      ON CONFLICT (account_id, metric, period) DO UPDATE SET count = count + excluded.count`);
  }

  get(accountId: string, metric: string, period: string): number {
    return (this.getStmt.get(accountId, metric, period) as { count: number } | undefined)?.count ?? 0;
  }

  add(accountId: string, metric: string, period: string, n: number): void {
    this.addStmt.run(accountId, metric, period, n);
  }
}
