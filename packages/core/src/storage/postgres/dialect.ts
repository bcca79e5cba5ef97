import { SEQUENCE_LOCK, type MessageQuery, type NewMessage } from '../port.js';
import type { EventLogRow, SummaryRow } from '../rows.js';
import { NEW_MESSAGE_COLUMNS, newMessageValues } from '../message-columns.js';
import { all, atomic, get, lock, run, stmt, transaction, type Gen, type Stmt } from '../sql/ops.js';
import type { Dialect } from '../groups/index.js';
import type { PgTransaction } from './connection.js';
import { indexedFields } from '../search-text.js';
import { termTokens } from '../search-terms.js';
import { searchStatement, searchVector } from './search.js';
import { STEP_GROWTH, WINDOW_ROWS, windowStatements } from './search-window.js';
import { receivedBounds, type SeqBounds } from '../search-bounds.js';

/** The channel a commit that appended events announces itself on (feed.ts listens). */
export const EVENTS_CHANNEL = 'inboxkit_events';

type NewEvent = Omit<EventLogRow, 'seq'>;

const S = {
  // A transaction's events in one statement, in the order they were appended, and the
  // announcement every process hears at the commit (PostgreSQL sends NOTIFY only then). The
  // payload is the highest position written, so a process with nobody listening can move past
  // it without reading the log.
  append: stmt(`WITH written AS (
      INSERT INTO event_log (id, account_id, inbox_id, type, message_seq, created_at)
      SELECT id, account_id, inbox_id, type, message_seq, created_at
      FROM unnest(?::text[], ?::text[], ?::text[], ?::text[], ?::bigint[], ?::bigint[]) WITH ORDINALITY
        AS e(id, account_id, inbox_id, type, message_seq, created_at, n) ORDER BY n
      RETURNING seq)
    SELECT pg_notify('${EVENTS_CHANNEL}', (SELECT max(seq) FROM written)::text)`),
};

/** Messages one statement of insertMany writes at most (31 parameters each). */
const INSERT_MANY_ROWS = 32;

/**
 * insertMany's statement for `n` messages, made once per size: the rows in one multi-row
 * INSERT (seqs handed out in their order), then their content and index entries from a VALUES
 * list joined on the id. Content types are spelled in the first tuple only; PostgreSQL takes
 * the rest from it.
 */
const insertManyStatements = new Map<number, Stmt>();
function insertManyStatement(n: number): Stmt {
  let s = insertManyStatements.get(n);
  if (!s) {
    const row = `(${NEW_MESSAGE_COLUMNS.map(() => '?').join(', ')})`;
    const extra = (i: number) => (i === 0 ? '(?::text, ?::text, ?::text, ?::bytea, ?::bytea, ?::tsvector)' : '(?, ?, ?, ?, ?, ?)');
    const many = (f: (i: number) => string) => Array.from({ length: n }, (_, i) => f(i)).join(', ');
    s = stmt(`WITH m AS (INSERT INTO messages (${NEW_MESSAGE_COLUMNS.join(', ')}) VALUES ${many(() => row)} RETURNING seq, id),
      x (id, text_body, html_body, raw, bodies, words) AS (VALUES ${many(extra)}),
      c AS (INSERT INTO message_content (seq, text_body, html_body, raw, bodies)
        SELECT m.seq, x.text_body, x.html_body, x.raw, x.bodies FROM m JOIN x ON x.id = m.id),
      s AS (INSERT INTO messages_search (seq, words) SELECT m.seq, x.words FROM m JOIN x ON x.id = m.id)
      SELECT id, seq FROM m`);
    insertManyStatements.set(n, s);
  }
  return s;
}

const S_REINDEX = {
  markIndexed: stmt('UPDATE messages SET search_terms = 1 WHERE seq = ? AND search_terms = 0'),
  words: stmt('UPDATE messages_search SET words = ?::tsvector WHERE seq = ?'),
};
/** The listing's rows within `bounds` (searchStatement), none when a condition can match nothing. */
function* rowsBelow(query: MessageQuery, bounds: SeqBounds, limit: number): Gen<SummaryRow[]> {
  const statement = searchStatement(query, bounds, limit);
  return statement ? yield* all<SummaryRow>(statement.sql, statement.params) : [];
}

/** What the index reads when `searchable` gives the body. */
const NO_CONTENT = { text_body: null, html_body: null, raw: Buffer.alloc(0) };

/** A transaction's events waiting for its commit. */
const pending = new WeakMap<PgTransaction, NewEvent[]>();

/**
 * A transaction's events are written together right before its commit (one statement instead
 * of one per event), under the sequence lock held to the commit, so positions become visible
 * in order: a reader that resumes after position N never finds an event below N committed later.
 */
function defer(tx: PgTransaction, row: NewEvent): void {
  let list = pending.get(tx);
  if (!list) {
    pending.set(tx, list = []);
    tx.beforeCommit(async () => {
      const batch = pending.get(tx)!;
      pending.delete(tx);
      if (batch.length === 0) return;
      await tx.lock(SEQUENCE_LOCK);
      await tx.query(S.append.pg, [batch.map((e) => e.id), batch.map((e) => e.account_id), batch.map((e) => e.inbox_id),
        batch.map((e) => e.type), batch.map((e) => e.message_seq), batch.map((e) => e.created_at)]);
    });
  }
  // Dropped with a savepoint that rolls back: the row is the savepoint's.
  const rows = list;
  rows.push(row);
  tx.onRollback(() => {
    const i = rows.indexOf(row);
    if (i >= 0) rows.splice(i, 1);
  });
}

/** The PostgreSQL engine's own statements: a tsvector beside the row, and the event log written at the commit. */
export const pgDialect: Dialect = {
  /** Holds the sequence lock until the transaction ends, so seqs become visible in the order they were handed out. */
  *insertMany(messages: readonly NewMessage[]): Gen<number[]> {
    if (messages.length === 0) return [];
    return yield* atomic((function* () {
      yield* lock(SEQUENCE_LOCK);
      const seqs: number[] = [];
      for (let at = 0; at < messages.length; at += INSERT_MANY_ROWS) {
        const chunk = messages.slice(at, at + INSERT_MANY_ROWS);
        const params: unknown[] = [];
        for (const { row } of chunk) params.push(...newMessageValues(row));
        for (const { row, content, searchable } of chunk) {
          const f = indexedFields(row, content, searchable);
          params.push(row.id, content.text_body, content.html_body, content.raw, content.bodies ?? null,
            searchVector(row.account_id, row.inbox_id, f.subject, f.sender, f.body, termTokens(searchable, row.size_bytes, row)));
        }
        const found = new Map((yield* all<{ id: string; seq: number }>(insertManyStatement(chunk.length), params)).map((r) => [r.id, r.seq]));
        for (const { row } of chunk) seqs.push(found.get(row.id)!);
      }
      return seqs;
    })());
  },

  *reindex(entries) {
    let n = 0;
    for (const { seq, row, searchable } of entries) {
      if ((yield* run(S_REINDEX.markIndexed, [seq])) === 0) continue;
      const f = indexedFields(row, NO_CONTENT, searchable);
      yield* run(S_REINDEX.words, [searchVector(row.account_id, row.inbox_id, f.subject, f.sender, f.body, termTokens(searchable, row.size_bytes, row)), seq]);
      n++;
    }
    return n;
  },

  // Within the received-at bounds (search-bounds.ts): the scope's newest messages checked one
  // by one (search-window.ts), then the GIN index over a span below them, then the rest.
  *search(query: MessageQuery, cursor: number | null, limit: number): Gen<SummaryRow[]> {
    const bounds = yield* receivedBounds(query, cursor);
    if (bounds === null) return []; // nothing at all was received in the window
    const { floorSeq } = bounds;
    const window = windowStatements(query, bounds, limit);
    if (!window) return yield* rowsBelow(query, bounds, limit);
    const hits = yield* all<SummaryRow>(window.page.sql, window.page.params);
    if (hits.length > limit) return hits;
    const covered = (yield* get<{ floor: number | null; top: number | null; count: number }>(window.floor.sql, window.floor.params))!;
    // The window held every message of the scope below the cursor: nothing is left to ask.
    if (covered.floor === null || Number(covered.count) < WINDOW_ROWS) return hits;
    // Below the window, a span STEP_GROWTH times its size (searchStatement's `span`), then
    // the rest in one GIN query.
    const high = Number(covered.floor);
    const low = high - (Number(covered.top) - high + 1) * STEP_GROWTH;
    if (low > (floorSeq ?? 1)) {
      const statement = searchStatement(query, { beforeSeq: high, floorSeq: low }, limit - hits.length, true);
      if (statement) hits.push(...yield* all<SummaryRow>(statement.sql, statement.params));
      if (hits.length > limit) return hits;
      return hits.concat(yield* rowsBelow(query, { beforeSeq: low, floorSeq }, limit - hits.length));
    }
    return hits.concat(yield* rowsBelow(query, { beforeSeq: high, floorSeq }, limit - hits.length));
  },

  *appendEvent(row: NewEvent): Gen<void> {
    yield* atomic((function* () {
      defer((yield* transaction<PgTransaction>())!, row);
    })());
  },
};
