import type { MessageQuery } from '../port.js';
import { SUMMARY_COLUMNS } from '../message-columns.js';
import { accountToken, inboxToken, phrase } from './fts.js';

/** One statement of a filtered listing: its SQL (one text per combination of conditions, so statements cache) and its parameters. */
export interface SearchStatement {
  sql: string;
  params: unknown[];
}

/** The walk's bounds: below `beforeSeq` (the cursor), from `floorSeq` up (see FLOOR_PROBE_ROWS). */
export interface SearchBounds {
  beforeSeq: number | null;
  floorSeq: number | null;
  limit: number;
}

/**
 * The smallest seq among messages received after `after` is a floor for the walk: no row
 * received after it has a smaller seq, whatever the clock did. It is computed over at most
 * this many index entries (all accounts); past that, received_after is only checked row by row.
 */
export const FLOOR_PROBE_ROWS = 4096;

/** Looks up the floor: `{ count, floor }` over the first FLOOR_PROBE_ROWS + 1 entries after `after` of messages_received. */
export const FLOOR_PROBE_SQL = `SELECT count(*) AS count, min(seq) AS floor FROM
  (SELECT seq FROM messages INDEXED BY messages_received WHERE received_at > ? LIMIT ${FLOOR_PROBE_ROWS + 1})`;

/**
 * How many of the newest text matches of all accounts a probe reads before the walk goes by
 * the account's scope token instead. ANDing the scope token costs little for a small account
 * and a lot for one that holds most of the messages (its token lists most rows: 3 ms against
 * 0.8 ms for two words at 1,000,000 messages); the probe serves the latter, the token the former.
 */
export const PROBE_ROWS = 200;

/** True when the query has conditions on text (served by the full-text index's words). */
export function hasTextConditions(query: MessageQuery): boolean {
  return (query.text !== undefined && query.text.length > 0)
    || query.subject !== undefined || query.sender !== undefined || query.sender_address !== undefined;
}

/**
 * The SQL of a filtered listing, newest first, within `bounds`.
 *
 * `scoped` (limit + 1 rows). Two walks, both down an index in seq order, so a page stops
 * after limit+1 matches:
 * - the full-text index (messages_fts, rowid = seq) when there are text conditions, or when
 *   the scope is the whole account, ANDed with the scope's token (the account's, or the
 *   inbox's: it lists exactly their messages);
 * - otherwise the b-tree of the scope: messages_inbox (inbox_id, seq) or messages_recipient
 *   (account_id, to_email_norm, seq).
 * The other conditions are checked on each row the walk reaches.
 *
 * `probe` (text conditions over an account; at most PROBE_ROWS rows): the text matches of
 * every account, newest first, each with `hit` = whether it is one of the listing's. The
 * caller reads hits until the page is full, or goes on with `scoped` below the last row read.
 *
 * Every row is checked against the account: no index entry can leak another account's message.
 */
export function searchSql(query: MessageQuery, bounds: SearchBounds, mode: 'scoped' | 'probe' = 'scoped'): SearchStatement {
  const where: string[] = [];
  const whereParams: unknown[] = [];
  const checks: string[] = [];
  const checkParams: unknown[] = [];
  const add = (sql: string, ...values: unknown[]) => {
    where.push(sql);
    whereParams.push(...values);
  };
  // A condition of the listing: part of the WHERE, or of `hit` when probing.
  const check = mode === 'probe'
    ? (sql: string, ...values: unknown[]) => {
      checks.push(sql);
      checkParams.push(...values);
    }
    : add;

  const match: string[] = [];
  if (query.text && query.text.length > 0) match.push(`{subject sender body} : (${query.text.map(phrase).join(' AND ')})`);
  if (query.subject !== undefined) match.push(`subject : ${phrase(query.subject)}`);
  if (query.sender !== undefined) match.push(`sender : ${phrase(query.sender)}`);
  if (query.sender_address !== undefined) match.push(`sender : ${phrase(query.sender_address)}`);
  const fullText = match.length > 0 || (query.inbox_id === undefined && query.recipient === undefined);
  if (mode === 'probe' && match.length === 0) throw new Error('a probe needs text conditions');

  let from: string;
  let seq: string;
  if (fullText) {
    if (mode === 'scoped') {
      match.unshift(`scope : "${query.inbox_id !== undefined ? inboxToken(query.inbox_id) : accountToken(query.account_id)}"`);
    }
    // CROSS JOIN fixes the order: the index drives, each hit is looked up by its seq.
    from = 'messages_fts CROSS JOIN messages m CROSS JOIN inboxes i';
    seq = 'messages_fts.rowid';
    add('messages_fts MATCH ?', match.join(' AND '));
    add('m.seq = messages_fts.rowid');
    check('m.account_id = ?', query.account_id);
    if (query.inbox_id !== undefined) check('m.inbox_id = ?', query.inbox_id);
    if (query.recipient !== undefined) check('m.to_email_norm = ?', query.recipient);
  } else if (query.inbox_id !== undefined) {
    from = 'messages m INDEXED BY messages_inbox CROSS JOIN inboxes i';
    seq = 'm.seq';
    add('m.inbox_id = ?', query.inbox_id);
    add('m.account_id = ?', query.account_id);
    if (query.recipient !== undefined) add('m.to_email_norm = ?', query.recipient);
  } else {
    from = 'messages m INDEXED BY messages_recipient CROSS JOIN inboxes i';
    seq = 'm.seq';
    add('m.account_id = ?', query.account_id);
    add('m.to_email_norm = ?', query.recipient);
  }
  add('i.id = m.inbox_id');
  if (bounds.beforeSeq !== null) add(`${seq} < ?`, bounds.beforeSeq);
  if (bounds.floorSeq !== null) add(`${seq} >= ?`, bounds.floorSeq);
  // The unary + keeps the planner off messages_received for the row checks.
  if (query.received_after !== undefined) check('+m.received_at > ?', query.received_after);
  if (query.received_before !== undefined) check('+m.received_at < ?', query.received_before);
  if (query.sender_address !== undefined) check('lower(m.from_email) = ?', query.sender_address);
  if (query.has_otp !== undefined) check(query.has_otp ? 'm.otp IS NOT NULL' : 'm.otp IS NULL');
  if (query.intent !== undefined) check('m.intent = ?', query.intent);
  if (mode === 'probe') {
    return {
      sql: `SELECT (${checks.join(' AND ')}) AS hit, ${SUMMARY_COLUMNS} FROM ${from} WHERE ${where.join(' AND ')}
        ORDER BY ${seq} DESC LIMIT ${PROBE_ROWS}`,
      params: [...checkParams, ...whereParams],
    };
  }
  return {
    sql: `SELECT ${SUMMARY_COLUMNS} FROM ${from} WHERE ${where.join(' AND ')} ORDER BY ${seq} DESC LIMIT ?`,
    params: [...whereParams, bounds.limit + 1],
  };
}
