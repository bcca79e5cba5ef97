import type { IndexedRow, MessageQuery, MessagesPort, NewMessage, ReindexEntry } from '../port.js';
import type { DetailRow, StoredContent, SummaryRow } from '../rows.js';
import { DETAIL_COLUMNS, SUMMARY_COLUMNS } from '../message-columns.js';
import { all, atomic, changedAny, changes, get, row, run, stmt, write, type Gen, type GroupOf } from '../sql/ops.js';

const FROM = 'FROM messages m JOIN inboxes i ON i.id = m.inbox_id';
/** Exported for the benches' query plans. */
export const MESSAGE_STATEMENTS = {
  byId: stmt(`SELECT ${DETAIL_COLUMNS} ${FROM} WHERE m.id = ?`),
  analysisById: stmt(`SELECT account_id, inbox_id, read_at, tags, analysis_eligible, analysis_status, analysis_requested_at, analysis_completed_at, analysis_result
    FROM messages WHERE id = ?`),
  bySeq: stmt(`SELECT ${DETAIL_COLUMNS} ${FROM} WHERE m.seq = ?`),
  content: stmt('SELECT bodies, text_body, html_body, raw FROM message_content WHERE seq = ?'),
  // Walks the partial index message_content_unconverted (schema 11): only rows still to convert.
  unconverted: stmt(`SELECT c.seq, m.links, c.bodies, c.text_body, c.html_body, c.raw
    FROM message_content c JOIN messages m ON m.seq = c.seq
    WHERE c.seq > ? AND c.bodies IS NULL ORDER BY c.seq LIMIT ?`),
  convertContent: stmt(`UPDATE message_content SET bodies = ?, raw = ?, text_body = NULL, html_body = NULL
    WHERE seq = ? AND bodies IS NULL`),
  convertLinks: stmt('UPDATE messages SET links = ? WHERE seq = ?'),
  // Walks the partial index messages_unindexed (schema 20): only rows whose entry lacks the term tokens.
  unindexed: stmt(`SELECT m.seq, m.account_id, m.inbox_id, m.from_email, m.to_email, m.subject, m.size_bytes, m.otp, m.intent, m.facets,
    c.bodies, c.text_body, c.html_body, c.raw
    FROM messages m JOIN message_content c ON c.seq = m.seq WHERE m.seq > ? AND m.search_terms = 0 ORDER BY m.seq LIMIT ?`),
  // Listings are newest first; a cursor is the seq of the last row handed out.
  inboxPage: stmt(`SELECT ${SUMMARY_COLUMNS} ${FROM} WHERE m.inbox_id = ? ORDER BY m.seq DESC LIMIT ?`),
  inboxPageBefore: stmt(`SELECT ${SUMMARY_COLUMNS} ${FROM} WHERE m.inbox_id = ? AND m.seq < ? ORDER BY m.seq DESC LIMIT ?`),
  recipientPage: stmt(`SELECT ${SUMMARY_COLUMNS} ${FROM} WHERE m.account_id = ? AND m.to_email_norm = ? ORDER BY m.seq DESC LIMIT ?`),
  recipientPageBefore: stmt(`SELECT ${SUMMARY_COLUMNS} ${FROM}
    WHERE m.account_id = ? AND m.to_email_norm = ? AND m.seq < ? ORDER BY m.seq DESC LIMIT ?`),
  // Waits read forward, oldest first, from a known seq.
  inboxAfter: stmt(`SELECT ${DETAIL_COLUMNS} ${FROM} WHERE m.inbox_id = ? AND m.seq > ? ORDER BY m.seq ASC LIMIT ?`),
  inboxUnclaimedAfter: stmt(`SELECT ${DETAIL_COLUMNS} ${FROM}
    WHERE m.inbox_id = ? AND m.seq > ? AND m.wait_claimed_at IS NULL ORDER BY m.seq ASC LIMIT ?`),
  recipientAfter: stmt(`SELECT ${DETAIL_COLUMNS} ${FROM}
    WHERE m.account_id = ? AND m.to_email_norm = ? AND m.seq > ? ORDER BY m.seq ASC LIMIT ?`),
  recipientUnclaimedAfter: stmt(`SELECT ${DETAIL_COLUMNS} ${FROM}
    WHERE m.account_id = ? AND m.to_email_norm = ? AND m.seq > ? AND m.wait_claimed_at IS NULL ORDER BY m.seq ASC LIMIT ?`),
  // Marked read keeps the first time it was; the owner is checked in the statement.
  markRead: stmt('UPDATE messages SET read_at = COALESCE(read_at, ?) WHERE id = ? AND account_id = ?'),
  markUnread: stmt('UPDATE messages SET read_at = NULL WHERE id = ? AND account_id = ?'),
  claim: stmt('UPDATE messages SET wait_claimed_at = ? WHERE seq = ? AND wait_claimed_at IS NULL'),
  // Content, index entry and analysis job go with the row (foreign keys, SQLite's index by trigger); webhook outbox rows keep their own copy.
  purge: stmt('DELETE FROM messages WHERE seq IN (SELECT seq FROM messages WHERE account_id = ? AND received_at < ? LIMIT ?)'),
  delete: stmt('DELETE FROM messages WHERE seq = ?'),
  lastOfInbox: stmt('SELECT MAX(seq) AS seq FROM messages WHERE inbox_id = ?'),
  deleteInboxBatch: stmt('DELETE FROM messages WHERE seq IN (SELECT seq FROM messages WHERE inbox_id = ? AND seq <= ? ORDER BY seq LIMIT ?)'),
  setAnalysis: stmt(`UPDATE messages SET analysis_status = ?, analysis_completed_at = ?, analysis_result = ?,
    analysis_attempts = ?, analysis_error = ? WHERE seq = ?`),
};
const S = MESSAGE_STATEMENTS;

/** What the engines do their own way: the insert (with its full-text entry) and the filtered listing. */
export interface MessageDialect {
  insertMany(messages: readonly NewMessage[]): Gen<number[]>;
  reindex(entries: readonly ReindexEntry[]): Gen<number>;
  search(query: MessageQuery, beforeSeq: number | null, limit: number): Gen<SummaryRow[]>;
}

/** Messages: the summary row, and apart from it the content (bodies and raw source, opaque bytes). */
export function messages(d: MessageDialect): GroupOf<MessagesPort> {
  return {
    insertMany: d.insertMany,
    *insert(row, content, searchable) {
      return (yield* d.insertMany([{ row, content, ...(searchable ? { searchable } : {}) }]))[0]!;
    },
    byId: row(S.byId),
    analysisById: row(S.analysisById),
    bySeq: row(S.bySeq),
    content: row(S.content),
    *unindexed(afterSeq, limit) {
      const found = yield* all<IndexedRow & StoredContent & { seq: number }>(S.unindexed, [afterSeq, limit]);
      return found.map(({ seq, bodies, text_body, html_body, raw, ...row }) => ({ seq, row, content: { bodies, text_body, html_body, raw } }));
    },
    reindex: (entries) => atomic(d.reindex(entries)),
    *unconverted(afterSeq, limit) {
      const found = yield* all<StoredContent & { seq: number; links: string }>(S.unconverted, [afterSeq, limit]);
      return found.map(({ seq, links, ...content }) => ({ seq, links, content }));
    },
    // The content and the links change together.
    *convert(seq, content, links) {
      return yield* atomic((function* () {
        if ((yield* run(S.convertContent, [content.bodies, content.raw, seq])) === 0) return false;
        yield* run(S.convertLinks, [links, seq]);
        return true;
      })());
    },
    *inboxPage(inboxId, beforeSeq, limit) {
      return beforeSeq === null
        ? yield* all<SummaryRow>(S.inboxPage, [inboxId, limit + 1])
        : yield* all<SummaryRow>(S.inboxPageBefore, [inboxId, beforeSeq, limit + 1]);
    },
    *recipientPage(accountId, recipient, beforeSeq, limit) {
      return beforeSeq === null
        ? yield* all<SummaryRow>(S.recipientPage, [accountId, recipient, limit + 1])
        : yield* all<SummaryRow>(S.recipientPageBefore, [accountId, recipient, beforeSeq, limit + 1]);
    },
    *inboxAfter(inboxId, afterSeq, limit, unclaimed = false) {
      return yield* all<DetailRow>(unclaimed ? S.inboxUnclaimedAfter : S.inboxAfter, [inboxId, afterSeq, limit]);
    },
    *recipientAfter(accountId, recipient, afterSeq, limit, unclaimed = false) {
      return yield* all<DetailRow>(unclaimed ? S.recipientUnclaimedAfter : S.recipientAfter, [accountId, recipient, afterSeq, limit]);
    },
    *setRead(accountId, id, at) {
      return (at === null ? yield* run(S.markUnread, [id, accountId]) : yield* run(S.markRead, [at, id, accountId])) > 0;
    },
    claim: changedAny(S.claim, (seq, at) => [at, seq]),
    search: d.search,
    purgeOlderThan: changes(S.purge),
    delete: changedAny(S.delete),
    *lastOfInbox(inboxId) {
      return (yield* get<{ seq: number | null }>(S.lastOfInbox, [inboxId]))?.seq ?? null;
    },
    deleteInboxBatch: changes(S.deleteInboxBatch),
    setAnalysis: write(S.setAnalysis, (u) => [u.status, u.completed_at, u.result, u.attempts, u.error, u.seq]),
  };
}
