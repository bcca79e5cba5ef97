import type { MessageQuery } from '../port.js';
import { accountToken, allOf, inboxToken, rowChecks, scopeToken, textConditions, words, type Condition, type SearchStatement } from '../search-text.js';
import { SUMMARY_COLUMNS } from '../message-columns.js';
import { numbered } from '../sql/ops.js';

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

/** The tsvector literal of a message's fields (indexedFields): `'word':1A,7C 'other':3B …`. */
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
  add(body, 'C');
  // Ids are not user text: their words are never folded (see accountToken), and a search word can never look like them and weigh D.
  const out = [`${lexeme(accountToken(accountId))}:1D`, `${lexeme(inboxToken(inboxId))}:1D`];
  for (const [word, list] of positions) out.push(`${lexeme(word)}:${list.join(',')}`);
  return out.join(' ');
}

/** The weights of the fields a text condition searches. */
const WEIGHTS = { any: 'ABC', subject: 'A', sender: 'B' } as const;

/** Words as a phrase (adjacent, in order), in the given fields (weights) or in any (''). */
const phrase = (list: string[], weights: string) => `(${list.map((w) => `${lexeme(w)}${weights ? `:${weights}` : ''}`).join(' <-> ')})`;

/**
 * The statement of a filtered listing, newest first below `beforeSeq`, limit + 1 rows, `$n`
 * placeholders; null when a text condition holds no word (it then matches nothing, as on
 * SQLite). Text conditions go to the GIN index (ANDed with the scope's word, so only the
 * account's or inbox's entries are intersected); without them the listing walks a b-tree of
 * the scope in seq order: messages_inbox, messages_recipient or messages_account.
 */
export function searchStatement(query: MessageQuery, beforeSeq: number | null, limit: number): SearchStatement | null {
  const conditions = textConditions(query).map(([field, text]) => [words(text), WEIGHTS[field]] as const);
  if (conditions.some(([list]) => list.length === 0)) return null;
  const where: Condition[] = [];
  let from = 'messages m JOIN inboxes i ON i.id = m.inbox_id';
  if (conditions.length > 0) {
    const scope = lexeme(scopeToken(query));
    from = 'messages_search s JOIN messages m ON m.seq = s.seq JOIN inboxes i ON i.id = m.inbox_id';
    // The same words twice: without weights first, which the planner estimates from the
    // column's statistics (a rare word: few rows, so the GIN index), then with them, which
    // decides (PostgreSQL gives a weighted word a fixed 0.5 % estimate, and would walk every
    // message newest first for a word that is in none).
    where.push(['s.words @@ ?::tsquery', [scope, ...conditions.map(([list]) => phrase(list, ''))].join(' & ')]);
    where.push(['s.words @@ ?::tsquery', [`${scope}:D`, ...conditions.map(([list, weights]) => phrase(list, weights))].join(' & ')]);
  }
  if (beforeSeq !== null) where.push(['m.seq < ?', beforeSeq]);
  const { sql, params } = allOf([...where, ...rowChecks(query)]);
  return { sql: numbered(`SELECT ${SUMMARY_COLUMNS} FROM ${from} WHERE ${sql} ORDER BY m.seq DESC LIMIT ?`), params: [...params, limit + 1] };
}
