import type { MessageQuery } from '../port.js';
import type { SeqBounds } from '../search-bounds.js';
import { accountToken, allOf, inboxToken, scopeToken, words, type Condition, type SearchStatement } from '../search-text.js';
import { indexTerms, listingChecks, rowDriver, type IndexTerm } from '../search-terms.js';
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
 * (address and display name) B, body C, and D the scope (one word for the account, one for the
 * inbox) and the term tokens (../search-terms.ts). Fields start two positions after the
 * previous one ends, so a phrase (`<->`, adjacent positions) never runs from one field into the
 * next; the term tokens come first, so a long body never pushes them past the last position.
 */

/** Positions PostgreSQL keeps: 1 to 16,383 (a later word is placed at the last one), at most 256 per word. */
const MAX_POSITION = 16_383;
const MAX_POSITIONS_PER_WORD = 256;
/** A lexeme PostgreSQL accepts is under 2 KB: a longer "word" is not indexed. */
const MAX_WORD_BYTES = 2_046;

/** A lexeme quoted for a tsvector or tsquery literal (our words hold no quote or backslash, but a literal must never be syntax). */
const lexeme = (word: string) => `'${word.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;

/** The tsvector literal of a message's fields (indexedFields): `'word':1A,7C 'other':3B …`. */
export function searchVector(accountId: string, inboxId: string, subject: string | null, sender: string, body: string | null,
  terms: readonly string[] = []): string {
  const positions = new Map<string, string[]>();
  let at = 0;
  const add = (field: string | null | readonly string[], weight: 'A' | 'B' | 'C' | 'D') => {
    for (const word of typeof field === 'object' && field !== null ? field : words(field)) {
      at = Math.min(at + 1, MAX_POSITION);
      if (Buffer.byteLength(word) > MAX_WORD_BYTES) continue;
      let list = positions.get(word);
      if (!list) positions.set(word, list = []);
      if (list.length < MAX_POSITIONS_PER_WORD) list.push(`${at}${weight}`);
    }
    at = Math.min(at + 1, MAX_POSITION); // the gap: no phrase spans two fields
  };
  add(terms, 'D');
  add(subject, 'A');
  add(sender, 'B');
  add(body, 'C');
  // Ids are not user text: their words are never folded (see accountToken), and a search word can never look like them and weigh D.
  const out = [`${lexeme(accountToken(accountId))}:1D`, `${lexeme(inboxToken(inboxId))}:1D`];
  for (const [word, list] of positions) out.push(`${lexeme(word)}:${list.join(',')}`);
  return out.join(' ');
}

/** The weights of the fields a text condition searches. */
const WEIGHTS = { any: 'ABC', subject: 'A', sender: 'B', terms: 'D' } as const;

/** Words as a phrase (adjacent, in order), in the given fields (weights) or in any (''). */
const phrase = (list: string[], weights: string) => `(${list.map((w) => `${lexeme(w)}${weights ? `:${weights}` : ''}`).join(' <-> ')})`;

/** One condition on the full-text entry as a tsquery, with its field's weights or without (''). */
function render(term: IndexTerm, weighted: boolean): string | null {
  const weights = weighted ? WEIGHTS[term.column] : '';
  if (term.column !== 'terms') {
    const list = words(term.text);
    return list.length === 0 ? null : phrase(list, weights);
  }
  if ('anyOf' in term) return term.anyOf.length === 0 ? null : `(${term.anyOf.map((t) => `${lexeme(t)}${weights ? `:${weights}` : ''}`).join(' | ')})`;
  return term.tokens.length === 0 ? null : phrase(term.tokens, weights);
}

/** The tsquery of the positive conditions (after `anchor`) and the negated ones; null when a positive one can match nothing. */
function tsquery(terms: readonly IndexTerm[], anchor: string | null, weighted: boolean): string | null {
  const parts = anchor === null ? [] : [anchor];
  for (const term of terms) {
    const q = render(term, weighted);
    if (q === null) {
      if (!term.negate) return null;
    } else parts.push(term.negate ? `!${q}` : q);
  }
  return parts.join(' & ');
}

/** The listing's conditions on the entry as one weighted tsquery with its scope's word; null when a positive one can match nothing. */
export function weightedQuery(query: MessageQuery): string | null {
  return tsquery(indexTerms(query), `${lexeme(scopeToken(query))}:D`, true);
}

/**
 * The statement of a filtered listing, newest first within the seq bounds, limit + 1 rows, `$n`
 * placeholders; null when a condition can match nothing (a text with no word, as on SQLite).
 * Positive text conditions go to the GIN index (ANDed with the scope's word, so only the
 * account's or inbox's entries are intersected); without one the listing walks a b-tree in seq
 * order (one tag's message_tags, the read messages' messages_read, or the scope's:
 * messages_inbox, messages_recipient or messages_account), checking negated text conditions on
 * each row's tsvector.
 */
export function searchStatement(query: MessageQuery, { beforeSeq, floorSeq }: SeqBounds, limit: number, span = false): SearchStatement | null {
  const terms = indexTerms(query);
  const where: Condition[] = [];
  let from = 'messages m JOIN inboxes i ON i.id = m.inbox_id';
  let seq = 'm.seq';
  let order = seq;
  if (terms.some((t) => !t.negate)) {
    const scope = lexeme(scopeToken(query));
    from = 'messages_search s JOIN messages m ON m.seq = s.seq JOIN inboxes i ON i.id = m.inbox_id';
    const plain = tsquery(terms, scope, false);
    const weighted = weightedQuery(query);
    if (plain === null || weighted === null) return null;
    if (!span) {
      // The same words twice: without weights first, which the planner estimates from the
      // column's statistics (a rare word: few rows, so the GIN index), then with them, which
      // decides (PostgreSQL gives a weighted word a fixed 0.5 % estimate, and would walk every
      // message newest first for a word that is in none).
      where.push(['s.words @@ ?::tsquery', plain], ['s.words @@ ?::tsquery', weighted]);
    } else {
      // A span of seqs below the window (`span`): the bounds on the entry's table, whose
      // b-tree the planner ANDs with the GIN bitmap when it sees how many rows the words
      // match, so the weighted words are a check it does not estimate (ts_match_vq, @@ as a
      // function); the order by an expression no b-tree gives, so it never walks the span's
      // entries newest first checking each one.
      seq = 's.seq';
      order = 's.seq + 0';
      where.push(['s.words @@ ?::tsquery', plain], ['ts_match_vq(s.words, ?::tsquery)', weighted]);
    }
  } else {
    const driver = rowDriver(query);
    if (driver?.kind === 'tag') {
      from = 'message_tags t JOIN messages m ON m.seq = t.seq JOIN inboxes i ON i.id = m.inbox_id';
      seq = 't.seq';
      order = seq;
      where.push(['t.account_id = ?', query.account_id], ['t.tag = ?', driver.tag]);
    } else if (driver?.kind === 'read') {
      where.push(['m.read_at IS NOT NULL']);
    }
    // Only negated conditions: a row is kept when its entry matches none of them.
    const none = terms.map((t) => render(t, true)).filter((q): q is string => q !== null);
    if (none.length > 0) {
      from += ' JOIN messages_search s ON s.seq = m.seq';
      where.push(['NOT (s.words @@ ?::tsquery)', none.join(' | ')]);
    }
  }
  if (beforeSeq !== null) where.push([`${seq} < ?`, beforeSeq]);
  if (floorSeq !== null) where.push([`${seq} >= ?`, floorSeq]);
  const { sql, params } = allOf([...where, ...listingChecks(query)]);
  return { sql: numbered(`SELECT ${SUMMARY_COLUMNS} FROM ${from} WHERE ${sql} ORDER BY ${order} DESC LIMIT ?`), params: [...params, limit + 1] };
}
