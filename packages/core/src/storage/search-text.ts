/**
 * How every engine reads text for its full-text index, so a query matches the same messages
 * whichever engine stores them: words are runs of letters, digits and marks, case and Latin
 * accents are folded, and each character of a script written without spaces between words
 * (Chinese, Japanese, Korean, Thai, Lao, Khmer, Myanmar) is a word of its own, so a query word
 * in such a script is a phrase of its characters (a substring match).
 *
 * SQLite's FTS5 tokenizer (unicode61, remove_diacritics 2) does the splitting and folding
 * itself and only needs the unspaced characters set apart (indexText); the PostgreSQL engine
 * builds its tsvector and tsquery from words()/phraseWords(), which fold the way unicode61 does.
 */

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
