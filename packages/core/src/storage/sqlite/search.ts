import type { MessageQuery } from '../port.js';
import { SUMMARY_COLUMNS } from '../message-columns.js';
import { allOf, scopeToken, type Condition, type SearchStatement } from '../search-text.js';
import { hasPositiveIndexTerm, indexTerms, listingChecks, rowDriver, type IndexTerm } from '../search-terms.js';
import type { SeqBounds } from '../search-bounds.js';
import { phrase, tokenPhrase } from './fts.js';

/** The walk's bounds (../search-bounds.ts) and the page's size. */
export interface SearchBounds extends SeqBounds {
  limit: number;
}

/**
 * How many of the newest text matches of all accounts a probe reads before the walk goes by
 * the account's scope token instead. ANDing the scope token costs little for a small account
 * and a lot for one that holds most of the messages (its token lists most rows: 3 ms against
 * 0.8 ms for two words at 1,000,000 messages); the probe serves the latter, the token the former.
 */
export const PROBE_ROWS = 200;

/** The columns of messages_fts a text condition matches in (term tokens are in the scope column). */
const COLUMNS = { any: '{subject sender body}', subject: 'subject', sender: 'sender', terms: 'scope' } as const;

/** One condition on the full-text entry in FTS5's syntax. */
function render(term: IndexTerm): string {
  if (term.column !== 'terms') return `${COLUMNS[term.column]} : ${phrase(term.text)}`;
  if ('anyOf' in term) return term.anyOf.length === 0 ? 'scope : "z"' : `scope : (${term.anyOf.join(' OR ')})`;
  return `scope : ${tokenPhrase(term.tokens)}`;
}

/**
 * An FTS5 expression: the positive conditions (and `anchor`, the scope's token) ANDed, the
 * negated ones taken away; null when nothing is positive (a probe needs a positive condition).
 */
export function matchExpression(terms: readonly IndexTerm[], anchor: string | null): string | null {
  const positive = terms.filter((t) => !t.negate).map(render);
  if (anchor !== null) positive.unshift(anchor);
  if (positive.length === 0) return null;
  const negative = terms.filter((t) => t.negate).map(render);
  const all = positive.map((p) => `(${p})`).join(' AND ');
  return negative.length === 0 ? all : `(${all}) NOT (${negative.map((n) => `(${n})`).join(' OR ')})`;
}

/**
 * The SQL of a filtered listing, newest first, within `bounds` (one text per combination of
 * conditions, so statements cache).
 *
 * `scoped` (limit + 1 rows). Every walk goes down an index in seq order, so a page stops after
 * limit+1 matches:
 * - the full-text index (messages_fts, rowid = seq) when there are conditions on the entry
 *   (text, term tokens; negated ones taken away), ANDed with the scope's token (the account's,
 *   or the inbox's: it lists exactly their messages);
 * - otherwise a positive `tag:` walks message_tags, a positive `is:read` messages_read;
 * - otherwise the b-tree of the scope: messages_inbox (inbox_id, seq), messages_recipient
 *   (account_id, to_email_norm, seq) or messages_account (account_id, seq).
 * The other conditions (listingChecks) are checked on each row the walk reaches.
 *
 * `probe` (text conditions over an account; at most PROBE_ROWS rows): the text matches of
 * every account, newest first, each with `hit` = whether it is one of the listing's. The
 * caller reads hits until the page is full, or goes on with `scoped` below the last row read.
 */
export function searchSql(query: MessageQuery, bounds: SearchBounds, mode: 'scoped' | 'probe' = 'scoped'): SearchStatement {
  const terms = indexTerms(query);
  if (mode === 'probe' && !hasPositiveIndexTerm(terms)) throw new Error('a probe needs a positive text condition');
  const where: Condition[] = [];
  let from: string;
  let seq = 'm.seq';
  const driver = terms.length === 0 ? rowDriver(query) : null;
  if (terms.length > 0) {
    const match = matchExpression(terms, mode === 'scoped' ? `scope : "${scopeToken(query)}"` : null)!;
    // CROSS JOIN fixes the order: the index drives, each hit is looked up by its seq.
    from = 'messages_fts CROSS JOIN messages m CROSS JOIN inboxes i';
    seq = 'messages_fts.rowid';
    where.push(['messages_fts MATCH ?', match], ['m.seq = messages_fts.rowid']);
  } else if (driver?.kind === 'tag') {
    // One tag's messages, newest first (message_tags' primary key).
    from = 'message_tags t CROSS JOIN messages m CROSS JOIN inboxes i';
    seq = 't.seq';
    where.push(['t.account_id = ?', query.account_id], ['t.tag = ?', driver.tag], ['m.seq = t.seq']);
  } else if (driver?.kind === 'read') {
    from = 'messages m INDEXED BY messages_read CROSS JOIN inboxes i';
    where.push(['m.account_id = ?', query.account_id], ['m.read_at IS NOT NULL']);
  } else {
    const index = query.inbox_id !== undefined ? 'messages_inbox' : query.recipient !== undefined ? 'messages_recipient' : 'messages_account';
    from = `messages m INDEXED BY ${index} CROSS JOIN inboxes i`;
  }
  where.push(['i.id = m.inbox_id']);
  if (bounds.beforeSeq !== null) where.push([`${seq} < ?`, bounds.beforeSeq]);
  if (bounds.floorSeq !== null) where.push([`${seq} >= ?`, bounds.floorSeq]);
  // A range, not `=`: FTS5 answers `rowid = ?` by the rowid alone, whatever MATCH says.
  if (query.seq !== undefined) where.push([`${seq} >= ?`, query.seq], [`${seq} <= ?`, query.seq]);
  // The unary + keeps the planner off messages_received for the row checks.
  const checks = listingChecks(query, '+m.received_at');
  if (mode === 'probe') {
    const hit = allOf(checks);
    const walk = allOf(where);
    return {
      sql: `SELECT (${hit.sql}) AS hit, ${SUMMARY_COLUMNS} FROM ${from} WHERE ${walk.sql} ORDER BY ${seq} DESC LIMIT ${PROBE_ROWS}`,
      params: [...hit.params, ...walk.params],
    };
  }
  const walk = allOf([...where, ...checks]);
  return { sql: `SELECT ${SUMMARY_COLUMNS} FROM ${from} WHERE ${walk.sql} ORDER BY ${seq} DESC LIMIT ?`, params: [...walk.params, bounds.limit + 1] };
}
