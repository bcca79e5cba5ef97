import type { EventLogPort } from '../port.js';
import type { EventLogRow } from '../rows.js';
import { all, changes, get, rows, scalar, stmt, type Gen, type GroupOf } from '../sql/ops.js';

const S = {
  position: stmt('SELECT seq FROM event_log WHERE id = ? AND account_id = ?'),
  head: stmt('SELECT COALESCE(MAX(seq), 0) AS n FROM event_log'),
  latest: stmt('SELECT id FROM event_log WHERE account_id = ? AND seq <= ? ORDER BY seq DESC LIMIT 1'),
  latestInInbox: stmt('SELECT id FROM event_log WHERE account_id = ? AND seq <= ? AND inbox_id = ? ORDER BY seq DESC LIMIT 1'),
  since: stmt('SELECT * FROM event_log WHERE seq > ? ORDER BY seq LIMIT ?'),
  after: stmt('SELECT * FROM event_log WHERE account_id = ? AND seq > ? ORDER BY seq LIMIT ?'),
  afterInInbox: stmt('SELECT * FROM event_log WHERE account_id = ? AND seq > ? AND inbox_id = ? ORDER BY seq LIMIT ?'),
  // The oldest `batch` rows, of which those created before the cutoff: never a scan of the whole log.
  purge: stmt('DELETE FROM event_log WHERE seq IN (SELECT seq FROM event_log ORDER BY seq LIMIT ?) AND created_at < ?'),
};

/** The event log; `append` is the engine's (PostgreSQL writes a transaction's events at its commit). */
export function eventLog(append: (row: Omit<EventLogRow, 'seq'>) => Gen<void>): GroupOf<EventLogPort> {
  return {
    append,
    *position(accountId, eventId) {
      return (yield* get<{ seq: number }>(S.position, [eventId, accountId]))?.seq ?? null;
    },
    head: scalar(S.head),
    *latest(accountId, atOrBefore, inboxId) {
      const row = inboxId === undefined
        ? yield* get<{ id: string }>(S.latest, [accountId, atOrBefore])
        : yield* get<{ id: string }>(S.latestInInbox, [accountId, atOrBefore, inboxId]);
      return row?.id ?? null;
    },
    since: rows(S.since),
    *after(accountId, afterSeq, limit, inboxId) {
      return inboxId === undefined
        ? yield* all<EventLogRow>(S.after, [accountId, afterSeq, limit])
        : yield* all<EventLogRow>(S.afterInInbox, [accountId, afterSeq, inboxId, limit]);
    },
    purgeOlderThan: changes(S.purge, (cutoff, batch) => [batch, cutoff]),
  };
}
