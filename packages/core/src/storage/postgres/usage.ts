import type { UsagePort } from '../port.js';
import type { PgContext } from './connection.js';
import { sql } from './sql.js';

const Q = {
  get: sql('SELECT count FROM usage_counters WHERE account_id = $1 AND metric = $2 AND period = $3'),
  // One statement, so concurrent adds (other transactions, other nodes) never lose a count.
  add: sql(`INSERT INTO usage_counters (account_id, metric, period, count) VALUES ($1, $2, $3, $4)
    ON CONFLICT (account_id, metric, period) DO UPDATE SET count = usage_counters.count + EXCLUDED.count`),
  addAndGet: sql(`INSERT INTO usage_counters (account_id, metric, period, count) VALUES ($1, $2, $3, $4)
    ON CONFLICT (account_id, metric, period) DO UPDATE SET count = usage_counters.count + EXCLUDED.count RETURNING count`),
  // The end of `<start>/<end>`: Date#toISOString's fixed format compares in time order byte by
  // byte (COLLATE "C": a locale's collation may weigh the punctuation otherwise).
  purge: sql(`DELETE FROM usage_counters WHERE left(metric, length($1)) = $1
    AND position('/' in period) > 0 AND split_part(period, '/', 2) COLLATE "C" <= $2 COLLATE "C"`),
};

export class PgUsage implements UsagePort {
  constructor(private readonly c: PgContext) {}

  async get(accountId: string, metric: string, period: string): Promise<number> {
    return (await this.c.query<{ count: number }>(Q.get, [accountId, metric, period])).rows[0]?.count ?? 0;
  }

  async add(accountId: string, metric: string, period: string, n: number): Promise<void> {
    await this.c.query(Q.add, [accountId, metric, period, n]);
  }

  async addAndGet(accountId: string, metric: string, period: string, n: number): Promise<number> {
    return (await this.c.query<{ count: number }>(Q.addAndGet, [accountId, metric, period, n])).rows[0]!.count;
  }

  async purgeEndedIntervals(metricPrefix: string, endedBy: string): Promise<number> {
    return (await this.c.query(Q.purge, [metricPrefix, endedBy])).rowCount;
  }
}
