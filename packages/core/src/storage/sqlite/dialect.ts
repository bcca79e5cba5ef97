import type { IndexedRow, MessageQuery, NewMessage, SearchableText } from '../port.js';
import type { EventLogRow, NewContent, SummaryRow } from '../rows.js';
import { NEW_MESSAGE_COLUMNS, newMessageValues } from '../message-columns.js';
import { all, get, insertInto, run, stmt, type Gen } from '../sql/ops.js';
import type { Dialect } from '../groups/index.js';
import { indexText, scopeText } from './fts.js';
import { indexedFields, type SearchStatement } from '../search-text.js';
import { hasPositiveIndexTerm, indexTerms, termTokens } from '../search-terms.js';
import { receivedBounds } from '../search-bounds.js';
import { PROBE_ROWS, searchSql } from './search.js';

const S = {
  insert: stmt(`${insertInto('messages', NEW_MESSAGE_COLUMNS)} RETURNING seq`),
  content: stmt('INSERT INTO message_content (seq, text_body, html_body, raw, bodies) VALUES (?, ?, ?, ?, ?)'),
  // The index's delete side is a trigger on messages (the search schema), so every delete path keeps it in step.
  index: stmt('INSERT INTO messages_fts (rowid, scope, subject, sender, body) VALUES (?, ?, ?, ?, ?)'),
  unindex: stmt('DELETE FROM messages_fts WHERE rowid = ?'),
  markIndexed: stmt('UPDATE messages SET search_terms = 1 WHERE seq = ? AND search_terms = 0'),
  appendEvent: stmt(`INSERT INTO event_log (id, account_id, inbox_id, type, message_seq, created_at) VALUES (?, ?, ?, ?, ?, ?)`),
};

const rowsOf = ({ sql, params }: SearchStatement) => all<SummaryRow>(sql, params);

/** What the index reads when `searchable` gives the body. */
const NO_CONTENT = { text_body: null, html_body: null, raw: Buffer.alloc(0) };

/** messages_fts' values for one message: rowid, scope (with the term tokens), subject, sender, body. */
function ftsEntry(seq: number, row: IndexedRow, content: NewContent, searchable?: SearchableText): unknown[] {
  const f = indexedFields(row, content, searchable);
  const scope = `${scopeText(row.account_id, row.inbox_id)} ${termTokens(searchable, row.size_bytes, row).join(' ')}`;
  return [seq, scope, indexText(f.subject), indexText(f.sender), indexText(f.body)];
}

/** The SQLite engine's own statements: FTS5 beside the row, and the event log written as it is appended. */
export const sqliteDialect: Dialect = {
  // Statements here are calls into the library, not round trips: one message after another.
  *insertMany(messages: readonly NewMessage[]): Gen<number[]> {
    const seqs: number[] = [];
    for (const { row, content, searchable } of messages) {
      const { seq } = (yield* get<{ seq: number }>(S.insert, newMessageValues(row)))!;
      yield* run(S.content, [seq, content.text_body, content.html_body, content.raw, content.bodies ?? null]);
      yield* run(S.index, ftsEntry(seq, row, content, searchable));
      seqs.push(seq);
    }
    return seqs;
  },

  // A contentless FTS5 row is replaced whole: deleted, then written with every column.
  *reindex(entries) {
    let n = 0;
    for (const { seq, row, searchable } of entries) {
      if ((yield* run(S.markIndexed, [seq])) === 0) continue;
      yield* run(S.unindex, [seq]);
      yield* run(S.index, ftsEntry(seq, row, NO_CONTENT, searchable));
      n++;
    }
    return n;
  },

  *search(query: MessageQuery, beforeSeq: number | null, limit: number): Gen<SummaryRow[]> {
    const bounds = yield* receivedBounds(query, beforeSeq);
    if (bounds === null) return []; // nothing at all was received in the window
    const { floorSeq } = bounds;
    beforeSeq = bounds.beforeSeq;
    if (query.inbox_id !== undefined || !hasPositiveIndexTerm(indexTerms(query))) return yield* rowsOf(searchSql(query, { beforeSeq, floorSeq, limit }));
    // Text over an account: the newest matches of all accounts first (see PROBE_ROWS), then
    // the account's token below the last one read, if the page is not full by then.
    const hits: SummaryRow[] = [];
    const probed = (yield* rowsOf(searchSql(query, { beforeSeq, floorSeq, limit }, 'probe'))) as Array<SummaryRow & { hit: number }>;
    let last = beforeSeq;
    for (const { hit, ...row } of probed) {
      last = row.seq;
      if (hit === 1 && hits.push(row) > limit) return hits;
    }
    if (probed.length < PROBE_ROWS) return hits;
    return hits.concat(yield* rowsOf(searchSql(query, { beforeSeq: last, floorSeq, limit: limit - hits.length })));
  },

  *appendEvent(e: Omit<EventLogRow, 'seq'>): Gen<void> {
    yield* run(S.appendEvent, [e.id, e.account_id, e.inbox_id, e.type, e.message_seq, e.created_at]);
  },
};
