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
 * every match is fetched and sorted before the first page, which for a term a tenth of a large
 * account has (`has:otp`) took 440 ms at 1,000,000 messages. Checked newest first, such a term
 * fills a page within a few hundred rows; a rarer one is then a short bitmap.
 */
export const WINDOW_ROWS = 2_000;

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
 * first (limit + 1 rows); `floor`, the smallest seq of the window and how many it holds, below
 * which the GIN query goes on when the page is not full.
 */
export function windowStatements(query: MessageQuery, bounds: SeqBounds, limit: number): { page: SearchStatement; floor: SearchStatement } | null {
  if (!indexTerms(query).some((t) => !t.negate)) return null;
  const words = weightedQuery(query);
  if (words === null) return null;
  const [inner, ...innerParams] = window(query, bounds);
  const { sql, params } = allOf([['s.words @@ ?::tsquery', words], ...listingChecks(query)]);
  return {
    page: {
      sql: numbered(`SELECT ${SUMMARY_COLUMNS} FROM ${inner} w JOIN messages m ON m.seq = w.seq JOIN inboxes i ON i.id = m.inbox_id
        JOIN messages_search s ON s.seq = m.seq WHERE ${sql} ORDER BY m.seq DESC LIMIT ?`),
      params: [...innerParams, ...params, limit + 1],
    },
    floor: { sql: numbered(`SELECT min(seq) AS floor, count(*) AS count FROM ${inner} w`), params: innerParams },
  };
}

