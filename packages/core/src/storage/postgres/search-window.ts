import type { MessageQuery } from '../port.js';
import type { SeqBounds } from '../search-bounds.js';
import { SUMMARY_COLUMNS } from '../message-columns.js';
import { allOf, type Condition, type SearchStatement } from '../search-text.js';
import { indexTerms, listingChecks } from '../search-terms.js';
import { numbered } from '../sql/ops.js';
import { weightedQuery } from './search.js';

/**
 * How many of the scope's newest messages a listing with a positive condition on the full-text
 * entry checks one by one before it asks the GIN index. The index answers a bitmap in no order:
 * every match is fetched, rechecked and sorted before the first page, which for a term a tenth
 * of a large account has (`has:otp`) took 440 ms at 1,000,000 messages. Checked newest first,
 * such a term fills a page within a few hundred rows. Each row costs about 6 µs (its whole
 * tsvector is read), so the window stays small.
 */
export const WINDOW_ROWS = 500;

/**
 * Below the window, the GIN index is asked over a span of seqs STEP_GROWTH times the window's,
 * then over the rest. The span's bounds let the planner AND the GIN bitmap with the seq
 * b-tree's, so only the span's matches are fetched and rechecked: a term that 1 in 100 to 1 in
 * 10,000 messages match fills a page there instead of every match of the account being fetched
 * and sorted. The rest, in one query, then holds few matches or none.
 */
export const STEP_GROWTH = 20;

/** The scope's newest messages within `bounds`, as a subquery of their seqs, and its parameters. */
function window(query: MessageQuery, { beforeSeq, floorSeq }: SeqBounds): Condition {
  const scope: Condition[] = query.inbox_id !== undefined ? [['inbox_id = ?', query.inbox_id]]
    : query.recipient !== undefined ? [['account_id = ?', query.account_id], ['to_email_norm = ?', query.recipient]]
    : [['account_id = ?', query.account_id]];
  if (beforeSeq !== null) scope.push(['seq < ?', beforeSeq]);
  if (floorSeq !== null) scope.push(['seq >= ?', floorSeq]);
  const { sql, params } = allOf(scope);
  return [`(SELECT seq FROM messages WHERE ${sql} ORDER BY seq DESC LIMIT ${WINDOW_ROWS})`, ...params];
}

/**
 * The two statements of the window within `bounds` (`$n` placeholders), null when the listing has no positive
 * condition on the entry: `page`, the listing's matches among the window's messages, newest
 * first (limit + 1 rows); `floor`, the window's smallest and largest seq and how many it holds:
 * below it the GIN query goes on, over spans of seqs sized from the window's (STEP_GROWTH).
 */
export function windowStatements(query: MessageQuery, bounds: SeqBounds, limit: number): { page: SearchStatement; floor: SearchStatement } | null {
  if (!indexTerms(query).some((t) => !t.negate)) return null;
  const words = weightedQuery(query);
  if (words === null) return null;
  const [inner, ...innerParams] = window(query, bounds);
  // ts_match_vq is @@ as a function: no index serves it, so the planner checks the window's
  // rows one by one rather than asking the GIN index for every match and joining the window.
  const { sql, params } = allOf([['ts_match_vq(s.words, ?::tsquery)', words], ...listingChecks(query)]);
  return {
    page: {
      sql: numbered(`SELECT ${SUMMARY_COLUMNS} FROM ${inner} w JOIN messages m ON m.seq = w.seq JOIN inboxes i ON i.id = m.inbox_id
        JOIN messages_search s ON s.seq = m.seq WHERE ${sql} ORDER BY m.seq DESC LIMIT ?`),
      params: [...innerParams, ...params, limit + 1],
    },
    floor: { sql: numbered(`SELECT min(seq) AS floor, max(seq) AS top, count(*) AS count FROM ${inner} w`), params: innerParams },
  };
}

