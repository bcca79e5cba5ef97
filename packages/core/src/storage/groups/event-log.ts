import type { EventLogPort } from '../port.js';
import type { EventLogRow } from '../rows.js';
import { inboxOfKey } from './key-inboxes.js';
import { all, changes, get, rows, scalar, stmt, type Gen, type GroupOf } from '../sql/ops.js';

const S = {
  position: stmt('SELECT seq FROM event_log WHERE id = ? AND account_id = ?'),
  head: stmt('SELECT COALESCE(MAX(seq), 0) AS n FROM event_log'),
  latest: stmt('SELECT id FROM event_log WHERE account_id = ? AND seq <= ? ORDER BY seq DESC LIMIT 1'),
  latestInInbox: stmt('SELECT id FROM event_log WHERE account_id = ? AND seq <= ? AND inbox_id = ? ORDER BY seq DESC LIMIT 1'),
  latestOfKey: stmt(`SELECT id FROM event_log WHERE account_id = ? AND seq <= ? AND ${inboxOfKey('inbox_id')} ORDER BY seq DESC LIMIT 1`),
  since: stmt('SELECT * FROM event_log WHERE seq > ? ORDER BY seq LIMIT ?'),
  after: stmt('SELECT * FROM event_log WHERE account_id = ? AND seq > ? ORDER BY seq LIMIT ?'),
  afterInInbox: stmt('SELECT * FROM event_log WHERE account_id = ? AND seq > ? AND inbox_id = ? ORDER BY seq LIMIT ?'),
  afterOfKey: stmt(`SELECT * FROM event_log WHERE account_id = ? AND seq > ? AND ${inboxOfKey('inbox_id')} ORDER BY seq LIMIT ?`),
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
    // An inbox named wins over a key: the caller checked the key may see it.
    *latest(accountId, atOrBefore, inboxId, keyId) {
      const row = inboxId !== undefined ? yield* get<{ id: string }>(S.latestInInbox, [accountId, atOrBefore, inboxId])
        : keyId !== undefined ? yield* get<{ id: string }>(S.latestOfKey, [accountId, atOrBefore, keyId])
          : yield* get<{ id: string }>(S.latest, [accountId, atOrBefore]);
      return row?.id ?? null;
    },
    since: rows(S.since),
    *after(accountId, afterSeq, limit, inboxId, keyId) {
      if (inboxId !== undefined) return yield* all<EventLogRow>(S.afterInInbox, [accountId, afterSeq, inboxId, limit]);
      if (keyId !== undefined) return yield* all<EventLogRow>(S.afterOfKey, [accountId, afterSeq, keyId, limit]);
      return yield* all<EventLogRow>(S.after, [accountId, afterSeq, limit]);
    },
    purgeOlderThan: changes(S.purge, (cutoff, batch) => [batch, cutoff]),
  };
}
