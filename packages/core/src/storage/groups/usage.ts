import type { UsagePort } from '../port.js';
import { all, changes, run, scalar, stmt, write, type GroupOf, type Stmt } from '../sql/ops.js';

// One statement, so concurrent adds (other transactions, other nodes) never lose a count.
const ADD = `INSERT INTO usage_counters (account_id, metric, period, count) VALUES (?, ?, ?, ?)
  ON CONFLICT (account_id, metric, period) DO UPDATE SET count = usage_counters.count + EXCLUDED.count`;
const S = {
  get: stmt('SELECT count AS n FROM usage_counters WHERE account_id = ? AND metric = ? AND period = ?'),
  ofAccount: stmt('SELECT metric, count AS n FROM usage_counters WHERE account_id = ? AND period = ?'),
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

/** ADD of `n` counters in one statement, made once per size. */
const addManyStatements = new Map<number, Stmt>();
const addMany = (n: number): Stmt => {
  let s = addManyStatements.get(n);
  if (!s) addManyStatements.set(n, s = stmt(ADD.replace('VALUES (?, ?, ?, ?)', `VALUES ${Array(n).fill('(?, ?, ?, ?)').join(', ')}`)));
  return s;
};

/** Usage counters per account, metric and period. */
export const usage: GroupOf<UsagePort> = {
  get: scalar(S.get),
  *ofAccount(accountId, period) {
    const rows = yield* all<{ metric: string; n: number }>(S.ofAccount, [accountId, period]);
    return new Map(rows.map((r) => [r.metric, r.n]));
  },
  add: write(S.add),
  *addMany(period, counts) {
    if (counts.length === 0) return;
    yield* run(addMany(counts.length), counts.flatMap((c) => [c.accountId, c.metric, period, c.n]));
  },
  addAndGet: scalar(S.addAndGet),
  purgeEndedIntervals: changes(S.purge, (prefix, endedBy) => [prefix, prefix, endedBy]),
};
