import type { InboxesPort } from '../port.js';
import type { InboxRow } from '../rows.js';
import { inboxOfKey } from './key-inboxes.js';
import { all, catalogWrite, insertInto, row, scalar, stmt, write, type GroupOf } from '../sql/ops.js';

const COLUMNS = ['id', 'account_id', 'label', 'email_address', 'lifecycle_mode', 'ttl_minutes', 'expires_at', 'status', 'is_wildcard',
  'analysis_mode', 'analysis_recipients', 'created_at'] as const;
const ACTIVE = `account_id = ? AND status = 'active' AND is_wildcard = 0 AND (expires_at IS NULL OR expires_at > ?)`;
/** The active inboxes a key is limited to (api_key_inboxes). */
const ACTIVE_OF_KEY = `${ACTIVE} AND ${inboxOfKey('id')}`;
const S = {
  insert: stmt(insertInto('inboxes', COLUMNS)),
  byId: stmt('SELECT * FROM inboxes WHERE id = ?'),
  byAddress: stmt('SELECT * FROM inboxes WHERE email_address = ?'),
  // Newest first; the wildcard inbox is reported as wildcard_address, not in the list.
  page: stmt(`SELECT * FROM inboxes WHERE ${ACTIVE} ORDER BY seq DESC LIMIT ?`),
  pageAfter: stmt(`SELECT * FROM inboxes WHERE ${ACTIVE} AND seq < ? ORDER BY seq DESC LIMIT ?`),
  pageOfKey: stmt(`SELECT * FROM inboxes WHERE ${ACTIVE_OF_KEY} ORDER BY seq DESC LIMIT ?`),
  pageOfKeyAfter: stmt(`SELECT * FROM inboxes WHERE ${ACTIVE_OF_KEY} AND seq < ? ORDER BY seq DESC LIMIT ?`),
  countActive: stmt(`SELECT COUNT(*) AS n FROM inboxes WHERE ${ACTIVE}`),
  touch: stmt('UPDATE inboxes SET last_message_received_at = ? WHERE id = ?'),
  expireDue: stmt(`UPDATE inboxes SET status = 'expired' WHERE status = 'active' AND expires_at IS NOT NULL AND expires_at <= ?`),
  delete: stmt('DELETE FROM inboxes WHERE id = ?'),
};

/** Inboxes; writes that routing reads move the catalog epoch. */
export const inboxes: GroupOf<InboxesPort> = {
  *insert(r) {
    yield* catalogWrite(S.insert, COLUMNS.map((c) => r[c]));
  },
  byId: row(S.byId),
  byAddress: row(S.byAddress),
  *activePage(accountId, now, afterSeq, limit, keyId) {
    if (keyId !== undefined) {
      return afterSeq === null
        ? yield* all<InboxRow>(S.pageOfKey, [accountId, now, keyId, limit + 1])
        : yield* all<InboxRow>(S.pageOfKeyAfter, [accountId, now, keyId, afterSeq, limit + 1]);
    }
    return afterSeq === null
      ? yield* all<InboxRow>(S.page, [accountId, now, limit + 1])
      : yield* all<InboxRow>(S.pageAfter, [accountId, now, afterSeq, limit + 1]);
  },
  countActive: scalar(S.countActive),
  // Only last_message_received_at: routing does not read it, so caches stay valid.
  touch: write(S.touch, (id, at) => [at, id]),
  expireDue: (now) => catalogWrite(S.expireDue, [now]),
  *delete(id) {
    return (yield* catalogWrite(S.delete, [id])) > 0;
  },
};
