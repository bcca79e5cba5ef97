/**
 * The lint rules about header fields (docs/checks.md, "Lint"): `missing_list_unsubscribe`
 * (bulk mail without RFC 8058 one-click unsubscribe) and `missing_header` (no `Date`, no
 * `Message-ID`).
 */
import { clip } from './lint-excerpt.js';
import type { LintFinding } from './types.js';

/** Header fields by lower-case name, as LintInput gives them. */
export type Headers = Readonly<Record<string, string>>;

const PRECEDENCE_BULK_RE = /^\s*(bulk|list)\b/i;
/** An `https:` URI among List-Unsubscribe's `<…>` (or the whole value, when written bare). */
const HTTPS_URI_RE = /<\s*https:|^\s*https:/i;
const ONE_CLICK_RE = /^\s*List-Unsubscribe\s*=\s*One-Click\s*$/i;

const has = (headers: Headers, name: string): boolean => typeof headers[name] === 'string' && headers[name]!.trim() !== '';

/** Why the mail is bulk mail, or null when it is not. */
function bulkReason(headers: Headers, unsubscribeLink: boolean): string | null {
  const precedence = headers.precedence;
  const m = precedence === undefined ? null : PRECEDENCE_BULK_RE.exec(precedence);
  if (m) return `Precedence: ${m[1]!.toLowerCase()}`;
  if (has(headers, 'list-id')) return 'a List-Id header';
  if (unsubscribeLink) return 'an unsubscribe link in its body';
  return null;
}

/**
 * `missing_list_unsubscribe`: bulk mail (a `Precedence: bulk` or `list` header, a `List-Id`
 * header, or an unsubscribe link in its body) without `List-Unsubscribe`, or with one lacking an
 * `https:` URI or `List-Unsubscribe-Post: List-Unsubscribe=One-Click`.
 *
 * @example listUnsubscribeFindings({ 'list-id': '<news.acme.example>' }, false)[0]?.part // 'headers'
 */
export function listUnsubscribeFindings(headers: Headers, unsubscribeLink: boolean): LintFinding[] {
  const why = bulkReason(headers, unsubscribeLink);
  if (why === null) return [];
  const value = headers['list-unsubscribe'];
  const present = value !== undefined && value.trim() !== '';
  const https = present && HTTPS_URI_RE.test(value);
  const post = headers['list-unsubscribe-post'];
  const oneClick = post !== undefined && ONE_CLICK_RE.test(post);
  if (https && oneClick) return [];
  let lacks: string;
  if (!present) lacks = 'no List-Unsubscribe header';
  else if (!https && !oneClick) lacks = 'a List-Unsubscribe header without an https: URI, and no List-Unsubscribe-Post: List-Unsubscribe=One-Click';
  else if (!https) lacks = 'a List-Unsubscribe header without an https: URI (RFC 8058 one-click needs one)';
  else lacks = 'no List-Unsubscribe-Post: List-Unsubscribe=One-Click header (RFC 8058 one-click)';
  return [{
    code: 'missing_list_unsubscribe', severity: 'warning', part: 'headers',
    message: `Bulk mail (${why}) with ${lacks}: Gmail and Yahoo require one-click unsubscribe of bulk senders since 2024`,
    excerpt: present ? clip(`List-Unsubscribe: ${value}`) : null,
  }];
}

/**
 * `missing_header`: one finding for a missing `Date`, one for a missing `Message-ID` (a field
 * with an empty value counts as missing).
 *
 * @example missingHeaderFindings({ date: 'Tue, 4 Jun 2024 10:00:00 +0000' })[0]?.message // 'No Message-ID header: …'
 */
export function missingHeaderFindings(headers: Headers): LintFinding[] {
  const out: LintFinding[] = [];
  if (!has(headers, 'date')) {
    out.push({ code: 'missing_header', severity: 'warning', part: 'headers', excerpt: null, message: 'No Date header: clients show the time of arrival, and spam filters count it against the mail' });
  }
  if (!has(headers, 'message-id')) {
    out.push({ code: 'missing_header', severity: 'warning', part: 'headers', excerpt: null, message: 'No Message-ID header: replies cannot thread, and spam filters count it against the mail' });
  }
  return out;
}
