import type { UsagePort } from '../port.js';
import type { PgContext } from './connection.js';
import { sql } from './sql.js';

const Q = {
  get: sql('SELECT count FROM usage_counters WHERE account_id = $1 AND metric = $2 AND period = $3'),
  // One statement, so concurrent adds (other transactions, other nodes) never lose a count.
  add: sql(`INSERT INTO usage_counters (account_id, metric, period, count) VALUES ($1, $2, $3, $4)
    ON CONFLICT (account_id, metric, period) DO UPDATE SET count = usage_counters.count + EXCLUDED.count`),
};

export class PgUsage implements UsagePort {
  constructor(private readonly c: PgContext) {}

  async get(accountId: string, metric: string, period: string): Promise<number> {
    return (await this.c.query<{ count: number }>(Q.get, [accountId, metric, period])).rows[0]?.count ?? 0;
  }

  async add(accountId: string, metric: string, period: string, n: number): Promise<void> {
    await this.c.query(Q.add, [accountId, metric, period, n]);
  }
}
