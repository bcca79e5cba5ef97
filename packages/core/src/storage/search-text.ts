/**
 * The engine-neutral half of search: what a message gives the index, what a filtered listing
 * asks (its text conditions, its scope's index word, the checks of every row), and how text is
 * read, so a query matches the same messages whichever engine stores them: words are runs of letters, digits and marks, case and Latin
 * accents are folded, and each character of a script written without spaces between words
 * (Chinese, Japanese, Korean, Thai, Lao, Khmer, Myanmar) is a word of its own, so a query word
 * in such a script is a phrase of its characters (a substring match).
 *
 * SQLite's FTS5 tokenizer (unicode61, remove_diacritics 2) does the splitting and folding
 * itself and only needs the unspaced characters set apart (indexText); the PostgreSQL engine
 * builds its tsvector and tsquery from words()/phraseWords(), which fold the way unicode61 does.
 */
import { SEARCH_BODY_CHARS, type MessageQuery, type SearchableText } from './port.js';
import type { NewContent } from './rows.js';
import type { NewMessageRow } from './rows.js';
import { inboxOfKey } from './groups/key-inboxes.js';

const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]/u;
const UNSPACED_ALL = new RegExp(UNSPACED.source, 'gu');
/** One word: a run of letters, digits and combining marks (unspaced characters are set apart first). */
const WORD = /[\p{L}\p{N}\p{M}]+/gu;
/** The combining diacritical marks unicode61's remove_diacritics drops from decomposed letters. */
const DIACRITICS = /[\u0300-\u036f]/g;

/** Text as a unicode61 index reads it: characters of unspaced scripts set apart. */
export function indexText(text: string | null | undefined): string {
  if (!text) return '';
  return UNSPACED.test(text) ? text.replace(UNSPACED_ALL, ' $& ') : text;
}

/** Lower case without Latin accents (é → e, İ → i), composed again (so パ stays one character). */
export function fold(text: string): string {
  const lower = text.toLowerCase();
  // ASCII needs no decomposition: the common case skips two normalisations.
  return /^[\x00-\x7f]*$/.test(lower) ? lower : lower.normalize('NFD').replace(DIACRITICS, '').normalize('NFC');
}

/** The words of `text`, folded, in order (an unspaced character is a word of its own). */
export function words(text: string | null | undefined): string[] {
  if (!text) return [];
  return indexText(fold(text)).match(WORD) ?? [];
}

// Ids are letters, digits and '_'; dropping the rest makes one word of each. Two ids equal
// but for punctuation or case would share a token: a wider walk, never a wrong answer, since
// the rows' own account and inbox are checked too.
const alnum = (id: string) => id.replace(/[^0-9A-Za-z]/g, '');
/** The index word that lists one account's messages. */
export const accountToken = (accountId: string) => `a${alnum(accountId)}`;
/** The index word that lists one inbox's messages. */
export const inboxToken = (inboxId: string) => `i${alnum(inboxId)}`;

/** The index word of a listing's scope: the inbox's when it names one, else the account's. */
export const scopeToken = (q: MessageQuery) => (q.inbox_id !== undefined ? inboxToken(q.inbox_id) : accountToken(q.account_id));

/** What a message gives the index: subject, sender (address and display name), the body's first SEARCH_BODY_CHARS characters. */
export function indexedFields(row: Pick<NewMessageRow, 'subject' | 'from_email'>, content: NewContent, searchable?: SearchableText) {
  const body = searchable ? searchable.body_text : content.text_body;
  return {
    subject: row.subject,
    sender: searchable?.from_name ? `${row.from_email} ${searchable.from_name}` : row.from_email,
    body: body && body.length > SEARCH_BODY_CHARS ? body.slice(0, SEARCH_BODY_CHARS) : body,
  };
}

/** A condition of a listing: SQL with `?` placeholders (`m` messages), then their values. */
export type Condition = [sql: string, ...values: unknown[]];

/** One statement of a filtered listing, with `?` placeholders. */
export interface SearchStatement {
  sql: string;
  params: unknown[];
}

/**
 * What every row of a listing is checked against: the account always (no index entry can leak
 * another account's message), the inbox, recipient and key's inboxes when given, then the filters.
 * `receivedAt` is the column as the engine's SQL names it.
 */
export function rowChecks(q: MessageQuery, receivedAt = 'm.received_at'): Condition[] {
  const out: Condition[] = [['m.account_id = ?', q.account_id]];
  if (q.inbox_id !== undefined) out.push(['m.inbox_id = ?', q.inbox_id]);
  if (q.recipient !== undefined) out.push(['m.to_email_norm = ?', q.recipient]);
  if (q.key_id !== undefined) out.push([inboxOfKey('m.inbox_id'), q.key_id]);
  if (q.received_after !== undefined) out.push([`${receivedAt} > ?`, q.received_after]);
  if (q.received_before !== undefined) out.push([`${receivedAt} < ?`, q.received_before]);
  if (q.sender_address !== undefined) out.push(['lower(m.from_email) = ?', q.sender_address]);
  if (q.has_otp !== undefined) out.push([q.has_otp ? 'm.otp IS NOT NULL' : 'm.otp IS NULL']);
  if (q.intent !== undefined) out.push(['m.intent = ?', q.intent]);
  return out;
}

/** Conditions joined with AND, with their values in order. */
export const allOf = (conditions: Condition[]): SearchStatement =>
  ({ sql: conditions.map(([sql]) => sql).join(' AND '), params: conditions.flatMap(([, ...values]) => values) });
