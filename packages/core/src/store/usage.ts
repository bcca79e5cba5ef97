import type { Db } from './db.js';

/** Calendar-month period key, UTC: usage resets on the first of each month. */
export function monthPeriod(ms: number): string {
  // Asked for every routed recipient: remember the last month's bounds.
  if (ms >= cachedFrom && ms < cachedUntil) return cachedPeriod;
  const d = new Date(ms);
  cachedFrom = Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1);
  cachedUntil = Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1);
  cachedPeriod = d.toISOString().slice(0, 7);
  return cachedPeriod;
}
let cachedFrom = 0;
let cachedUntil = 0;
let cachedPeriod = '';

export class UsageTable {
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
