/**
 * The `lint` part of a message's checks (docs/checks.md, "Lint"): what is wrong with the mail
 * itself, as findings `{ code, severity, message, part, excerpt }`. A pure function of the
 * decoded parts and header fields; each rule lives in a `lint-*.ts` file of its own.
 */
import { imageFindings } from './lint-images.js';
import { readHtml } from './lint-html.js';
import { listUnsubscribeFindings, missingHeaderFindings } from './lint-headers.js';
import { insecureLinkFindings, mismatchFindings, readPart, type PartReading } from './lint-links.js';
import { mojibakeFindings } from './lint-mojibake.js';
import { placeholderFindings } from './lint-placeholders.js';
import type { LintFinding, LintInput } from './types.js';

/** Gmail clips HTML over 102 KB behind "View entire message". */
export const GMAIL_CLIP_BYTES = 102 * 1024;

/** A part that is there: null for a missing or empty (blank) one. */
const present = (s: string | null | undefined): string | null => (typeof s === 'string' && s.trim() !== '' ? s : null);

/** Header fields by lower-case name (LintInput promises lower case; a caller's slip costs nothing). */
function lowerKeys(headers: Record<string, string> | null | undefined): Record<string, string> {
  const out: Record<string, string> = Object.create(null) as Record<string, string>;
  for (const [name, value] of Object.entries(headers ?? {})) {
    const key = name.toLowerCase();
    if (!(key in out) && typeof value === 'string') out[key] = value;
  }
  return out;
}

function missingTextPart(text: string | null, html: string | null): LintFinding[] {
  if (html === null || text !== null) return [];
  return [{
    code: 'missing_text_part', severity: 'warning', part: 'text', excerpt: null,
    message: 'HTML mail with no text/plain alternative: text-only clients and some spam filters see nothing readable',
  }];
}

function gmailClipping(html: string | null): LintFinding[] {
  if (html === null) return [];
  const bytes = Buffer.byteLength(html, 'utf8');
  if (bytes <= GMAIL_CLIP_BYTES) return [];
  return [{
    code: 'gmail_clipping', severity: 'warning', part: 'html', excerpt: null,
    message: `The HTML part is ${(bytes / 1024).toFixed(1)} KB (${bytes} bytes); Gmail clips HTML over 102 KB behind "View entire message"`,
  }];
}

/**
 * Lints one message: every finding of docs/checks.md's rules, by rule in the table's order
 * (unrendered_placeholder, missing_text_part, text_html_mismatch, insecure_token_link,
 * missing_list_unsubscribe, missing_header, mojibake, image_without_alt, gmail_clipping), then
 * by part (subject, text, html) and place. Never throws; no I/O.
 *
 * @example
 * lint({
 *   subject: 'Welcome {{first_name}}', text: null, html: '<p>Hi</p>',
 *   headers: { date: 'Tue, 4 Jun 2024 10:00:00 +0000', 'message-id': '<a@acme.example>' },
 * }).map((f) => f.code)
 * // ['unrendered_placeholder', 'missing_text_part']
 */
export function lint(input: LintInput): LintFinding[] {
  const headers = lowerKeys(input.headers);
  const subject = typeof input.subject === 'string' ? input.subject : null;
  const text = present(input.text);
  const html = present(input.html);
  const page = html === null ? null : readHtml(html);
  const fromText: PartReading | null = text === null ? null : readPart(subject, 'text', text);
  const fromHtml: PartReading | null = html === null ? null : readPart(subject, 'html', html);
  const unsubscribeLink = [fromText, fromHtml].some((r) => r?.links.some((l) => l.type === 'unsubscribe') === true);
  return [
    ...placeholderFindings(subject, text, page),
    ...missingTextPart(text, html),
    ...(fromText && fromHtml ? mismatchFindings(fromText, fromHtml) : []),
    ...(fromText ? insecureLinkFindings('text', fromText) : []),
    ...(fromHtml ? insecureLinkFindings('html', fromHtml) : []),
    ...listUnsubscribeFindings(headers, unsubscribeLink),
    ...missingHeaderFindings(headers),
    ...mojibakeFindings(subject, text, page?.text ?? null),
    ...(page ? imageFindings(page.images) : []),
    ...gmailClipping(typeof input.html === 'string' ? input.html : null),
  ];
}
