import type { InboxesPort } from '../port.js';
import type { InboxRow, NewInboxRow } from '../rows.js';
import { all, atomic, changed, run, row, scalar, stmt, write, type GroupOf } from '../sql/ops.js';

const COLUMNS = ['id', 'account_id', 'label', 'email_address', 'lifecycle_mode', 'ttl_minutes', 'expires_at', 'status', 'is_wildcard',
  'analysis_mode', 'analysis_recipients', 'created_at'] as const;
const ACTIVE = `account_id = ? AND status = 'active' AND is_wildcard = 0 AND (expires_at IS NULL OR expires_at > ?)`;
const S = {
  insert: stmt(`INSERT INTO inboxes (${COLUMNS.join(', ')}) VALUES (${COLUMNS.map(() => '?').join(', ')})`),
  byId: stmt('SELECT * FROM inboxes WHERE id = ?'),
  byAddress: stmt('SELECT * FROM inboxes WHERE email_address = ?'),
  // Newest first; the wildcard inbox is reported as wildcard_address, not in the list.
  page: stmt(`SELECT * FROM inboxes WHERE ${ACTIVE} ORDER BY seq DESC LIMIT ?`),
  pageAfter: stmt(`SELECT * FROM inboxes WHERE ${ACTIVE} AND seq < ? ORDER BY seq DESC LIMIT ?`),
  countActive: stmt(`SELECT COUNT(*) AS n FROM inboxes WHERE ${ACTIVE}`),
  touch: stmt('UPDATE inboxes SET last_message_received_at = ? WHERE id = ?'),
  expireDue: stmt(`UPDATE inboxes SET status = 'expired' WHERE status = 'active' AND expires_at IS NOT NULL AND expires_at <= ?`),
  delete: stmt('DELETE FROM inboxes WHERE id = ?'),
};

/** Inboxes; writes that routing reads move the catalog epoch. */
export const inboxes: GroupOf<InboxesPort> = {
  *insert(r: NewInboxRow) {
    yield* atomic((function* () {
      yield* run(S.insert, COLUMNS.map((c) => r[c]));
      yield* changed();
    })());
  },
  byId: row<[string], InboxRow>(S.byId),
  byAddress: row<[string], InboxRow>(S.byAddress),
  *activePage(accountId: string, now: number, afterSeq: number | null, limit: number) {
    return afterSeq === null
      ? yield* all<InboxRow>(S.page, [accountId, now, limit + 1])
      : yield* all<InboxRow>(S.pageAfter, [accountId, now, afterSeq, limit + 1]);
  },
  countActive: scalar<[string, number]>(S.countActive),
  // Only last_message_received_at: routing does not read it, so caches stay valid.
  touch: write<[string, number]>(S.touch, (id, at) => [at, id]),
  *expireDue(now: number) {
    return yield* atomic((function* () {
      const n = yield* run(S.expireDue, [now]);
      if (n > 0) yield* changed();
      return n;
    })());
  },
  *delete(id: string) {
    return yield* atomic((function* () {
      const gone = (yield* run(S.delete, [id])) > 0;
      if (gone) yield* changed();
      return gone;
    })());
  },
};
