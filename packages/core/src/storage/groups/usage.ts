import type { UsagePort } from '../port.js';
import { changes, scalar, stmt, write, type GroupOf } from '../sql/ops.js';

// One statement, so concurrent adds (other transactions, other nodes) never lose a count.
const ADD = `INSERT INTO usage_counters (account_id, metric, period, count) VALUES (?, ?, ?, ?)
  ON CONFLICT (account_id, metric, period) DO UPDATE SET count = usage_counters.count + EXCLUDED.count`;
const S = {
  get: stmt('SELECT count AS n FROM usage_counters WHERE account_id = ? AND metric = ? AND period = ?'),
  add: stmt(ADD),
  addAndGet: stmt(`${ADD} RETURNING count AS n`),
  // The end of `<start>/<end>`: Date#toISOString's fixed format compares in time order byte by
  // byte (COLLATE "C" on PostgreSQL: a locale's collation may weigh the punctuation otherwise).
  purge: stmt(`DELETE FROM usage_counters WHERE substr(metric, 1, length(?)) = ?
    AND instr(period, '/') > 0 AND substr(period, instr(period, '/') + 1) <= ?`, {
    postgres: `DELETE FROM usage_counters WHERE left(metric, length(?)) = ?
      AND position('/' in period) > 0 AND split_part(period, '/', 2) COLLATE "C" <= ? COLLATE "C"`,
  }),
};

/** Usage counters per account, metric and period. */
export const usage: GroupOf<UsagePort> = {
  get: scalar(S.get),
  add: write(S.add),
  addAndGet: scalar(S.addAndGet),
  purgeEndedIntervals: changes(S.purge, (prefix, endedBy) => [prefix, prefix, endedBy]),
};
