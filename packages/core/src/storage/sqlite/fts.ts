import type { Db } from './connection.js';
import { accountToken, inboxToken, indexText } from '../search-text.js';

/**
 * What the SQLite engine writes into its full-text index (messages_fts, FTS5, unicode61 with
 * diacritics removed: words split at anything but letters and digits, case and accents folded)
 * and how it turns a query's words into FTS5 syntax. unicode61 would make one token of a run of
 * a script written without spaces, so its characters are set apart first (indexText, in
 * ../search-text.ts): a query word becomes a phrase of its characters, a substring match.
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

/** A phrase of term tokens (search-terms.ts): letters and digits only, never split or escaped. */
export function tokenPhrase(tokens: readonly string[]): string {
  return tokens.length === 0 ? '""' : `"${tokens.join(' ')}"`;
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
