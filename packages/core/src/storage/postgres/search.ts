import { SEARCH_BODY_CHARS, type MessageQuery } from '../port.js';
import { accountToken, inboxToken, words } from '../search-text.js';
import { SUMMARY_COLUMNS } from '../message-columns.js';

/**
 * The PostgreSQL engine's full-text search: PostgreSQL's own text search (a tsvector per
 * message in messages_search, a GIN index over it, tsquery matching), with the words made
 * here by the tokenizer the SQLite engine's index follows (../search-text.ts) rather than by a
 * text search configuration: both engines split, fold and space out unspaced scripts the same
 * way, whatever the server's configurations and extensions.
 *
 * One tsvector holds every field a query can name, each under a weight: subject A, sender
 * (address and display name) B, body C, and the scope (one word for the account, one for the
 * inbox) D. Fields start two positions after the previous one ends, so a phrase (`<->`,
 * adjacent positions) never runs from one field into the next.
 */

/** Positions PostgreSQL keeps: 1 to 16,383 (a later word is placed at the last one), at most 256 per word. */
const MAX_POSITION = 16_383;
const MAX_POSITIONS_PER_WORD = 256;
/** A lexeme PostgreSQL accepts is under 2 KB: a longer "word" is not indexed. */
const MAX_WORD_BYTES = 2_046;

/** A lexeme quoted for a tsvector or tsquery literal (our words hold no quote or backslash, but a literal must never be syntax). */
const lexeme = (word: string) => `'${word.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;

/** The tsvector literal of a message: `'word':1A,7C 'other':3B …`. */
export function searchVector(accountId: string, inboxId: string, subject: string | null, sender: string, body: string | null): string {
  const positions = new Map<string, string[]>();
  let at = 0;
  const add = (field: string | null, weight: 'A' | 'B' | 'C') => {
    for (const word of words(field)) {
      at = Math.min(at + 1, MAX_POSITION);
      if (Buffer.byteLength(word) > MAX_WORD_BYTES) continue;
      let list = positions.get(word);
      if (!list) positions.set(word, list = []);
      if (list.length < MAX_POSITIONS_PER_WORD) list.push(`${at}${weight}`);
    }
    at = Math.min(at + 1, MAX_POSITION); // the gap: no phrase spans two fields
  };
  add(subject, 'A');
  add(sender, 'B');
  add(body && body.length > SEARCH_BODY_CHARS ? body.slice(0, SEARCH_BODY_CHARS) : body, 'C');
  // Ids are not user text: their words are never folded (see accountToken), and a search word can never look like them and weigh D.
  const out = [`${lexeme(accountToken(accountId))}:1D`, `${lexeme(inboxToken(inboxId))}:1D`];
  for (const [word, list] of positions) out.push(`${lexeme(word)}:${list.join(',')}`);
  return out.join(' ');
}

/** The query's words, in the given fields (weights), or in any (''), as a phrase; null when the text holds no word (it then matches nothing, as on SQLite). */
function phrase(list: string[], weights: string): string | null {
  if (list.length === 0) return null;
  return `(${list.map((w) => `${lexeme(w)}${weights ? `:${weights}` : ''}`).join(' <-> ')})`;
}

export interface SearchStatement {
  text: string;
  values: unknown[];
}

/**
 * The statement of a filtered listing, newest first below `beforeSeq`, limit + 1 rows; null
 * when a text condition holds no word (nothing matches). Text conditions go to the GIN index
 * (ANDed with the scope's word, so only the account's or inbox's entries are intersected);
 * without them the listing walks a b-tree of the scope in seq order: messages_inbox,
 * messages_recipient or messages_account. Every row is checked against the account too.
 */
export function searchStatement(query: MessageQuery, beforeSeq: number | null, limit: number): SearchStatement | null {
  const values: unknown[] = [];
  const param = (value: unknown) => `$${values.push(value)}`;
  const conditions: Array<[string[], string]> = [];
  for (const text of query.text ?? []) conditions.push([words(text), 'ABC']);
  if (query.subject !== undefined) conditions.push([words(query.subject), 'A']);
  if (query.sender !== undefined) conditions.push([words(query.sender), 'B']);
  if (query.sender_address !== undefined) conditions.push([words(query.sender_address), 'B']);
  if (conditions.some(([list]) => list.length === 0)) return null;
  const terms = conditions.map(([list, weights]) => phrase(list, weights)!);
  const anywhere = conditions.map(([list]) => phrase(list, '')!);

  const where: string[] = [];
  let from = 'messages m JOIN inboxes i ON i.id = m.inbox_id';
  if (terms.length > 0) {
    const scope = query.inbox_id !== undefined ? inboxToken(query.inbox_id) : accountToken(query.account_id);
    from = 'messages_search s JOIN messages m ON m.seq = s.seq JOIN inboxes i ON i.id = m.inbox_id';
    // The same words twice: without weights first, which the planner estimates from the
    // column's statistics (a rare word: few rows, so the GIN index), then with them, which
    // decides (PostgreSQL gives a weighted word a fixed 0.5 % estimate, and would walk every
    // message newest first for a word that is in none).
    where.push(`s.words @@ ${param([lexeme(scope), ...anywhere].join(' & '))}::tsquery`);
    where.push(`s.words @@ ${param([`${lexeme(scope)}:D`, ...terms].join(' & '))}::tsquery`);
  }
  where.push(`m.account_id = ${param(query.account_id)}`);
  if (query.inbox_id !== undefined) where.push(`m.inbox_id = ${param(query.inbox_id)}`);
  if (query.recipient !== undefined) where.push(`m.to_email_norm = ${param(query.recipient)}`);
  if (beforeSeq !== null) where.push(`m.seq < ${param(beforeSeq)}`);
  if (query.received_after !== undefined) where.push(`m.received_at > ${param(query.received_after)}`);
  if (query.received_before !== undefined) where.push(`m.received_at < ${param(query.received_before)}`);
  if (query.sender_address !== undefined) where.push(`lower(m.from_email) = ${param(query.sender_address)}`);
  if (query.has_otp !== undefined) where.push(query.has_otp ? 'm.otp IS NOT NULL' : 'm.otp IS NULL');
  if (query.intent !== undefined) where.push(`m.intent = ${param(query.intent)}`);
  return {
    text: `SELECT ${SUMMARY_COLUMNS} FROM ${from} WHERE ${where.join(' AND ')} ORDER BY m.seq DESC LIMIT ${param(limit + 1)}`,
    values,
  };
}
