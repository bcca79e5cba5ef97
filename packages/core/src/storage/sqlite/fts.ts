import type { Db } from './connection.js';
import { accountToken, inboxToken, indexText } from '../search-text.js';

/**
 * What the SQLite engine writes into its full-text index (messages_fts, FTS5) and how it
 * turns a query's words into FTS5 syntax.
 *
 * The tokenizer is unicode61 with diacritics removed: words split at anything but letters and
 * digits, case and accents folded. Scripts written without spaces between words (Chinese,
 * Japanese, Korean, Thai, Lao, Khmer, Myanmar) would be one token per run of text there, so
 * each of their characters is spaced out before indexing and before querying (indexText, in
 * ../search-text.ts, which every engine's index follows): a query word becomes a phrase of its
 * characters, which matches exactly where those characters are adjacent (a substring match),
 * at one index entry per character.
 */

export { indexText };

/** The scope column: one token for the account and one for the inbox, so a search walks one account's (or inbox's) entries only. */
export function scopeText(accountId: string, inboxId: string): string {
  return `${accountToken(accountId)} ${inboxToken(inboxId)}`;
}

/**
 * One FTS5 phrase from user text: quoted (a quote inside doubled), so no character of it is
 * FTS5 syntax (`*`, `:`, `NEAR`, `^`, parentheses, column names are all plain words or
 * separators inside a string).
 */
export function phrase(text: string): string {
  // FTS5 reads its query up to a NUL: one inside a phrase would leave the quote open.
  return `"${indexText(text).replace(/\0/g, ' ').replace(/"/g, '""')}"`;
}

/**
 * SQL functions the schema's steps use (the backfill of the index): registered on every
 * connection that runs migrations.
 */
export function registerSearchFunctions(db: Db): void {
  db.function('inboxkit_index_text', { deterministic: true }, (text: unknown) => indexText(typeof text === 'string' ? text : null));
  db.function('inboxkit_scope', { deterministic: true }, (accountId: unknown, inboxId: unknown) => scopeText(String(accountId), String(inboxId)));
  // Mail stored before the index has no derived text for HTML-only bodies: its tags are
  // dropped here (a plain strip, not the extractors' conversion, which storage does not know).
  db.function('inboxkit_strip_tags', { deterministic: true }, (html: unknown) =>
    typeof html === 'string' ? html.replace(/<[^>]*>/g, ' ').replace(/&nbsp;/gi, ' ') : null);
}
