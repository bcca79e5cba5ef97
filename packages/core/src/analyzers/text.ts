import { htmlToText } from '../extract/html-text.js';

// Our own character folding for matching (the extractors keep theirs): full-width ASCII
// (Japanese and Chinese mail writes '：', '＃', '１２３') reads as ASCII, odd blanks as a
// space, zero-width characters and soft hyphens go.
const FOLD_RE = /[\uFF01-\uFF5E\u3000\u00A0\u2007\u202F\u00AD\u200B-\u200F\u2060\uFEFF]/g;
const HAS_FOLD_RE = /[\uFF01-\uFF5E\u3000\u00A0\u2007\u202F\u00AD\u200B-\u200F\u2060\uFEFF]/;
function foldChar(c: string): string {
  const code = c.charCodeAt(0);
  if (code >= 0xff01 && code <= 0xff5e) return String.fromCharCode(code - 0xfee0);
  if (code === 0x3000 || code === 0xa0 || code === 0x2007 || code === 0x202f) return ' ';
  return '';
}
export function foldChars(s: string): string {
  return HAS_FOLD_RE.test(s) ? s.replace(FOLD_RE, foldChar) : s;
}

const BLANKS_RE = /\s+/g;
/** A blank other than a space: with it (or a double space) a text needs squeezing. */
const ODD_BLANK_RE = /[^\S ]/;

/** `s.replace(/\s+/g, ' ')`, skipping the pass when there is nothing to squeeze (most lines and subjects). */
export function squeezeBlanks(s: string): string {
  return ODD_BLANK_RE.test(s) || s.includes('  ') ? s.replace(BLANKS_RE, ' ') : s;
}

// Each replacement below changes nothing in most text; a cheap test skips the pass then.
const ODD_SPACE_RE = /[\t\f\v]/;
function plainText(s: string): string {
  let t = s.indexOf('\r') >= 0 ? s.replace(/\r\n?/g, '\n') : s;
  if (t.includes('  ') || ODD_SPACE_RE.test(t)) t = t.replace(/[ \t\f\v]+/g, ' ');
  return t.includes(' \n') || t.includes('\n ') ? t.replace(/ ?\n ?/g, '\n') : t;
}

/** `s.replace(/\s+/g, '').length >= 20`, without building the string. */
const TWENTY_VISIBLE_RE = /^(?:\s*\S){20}/;

/** Work bounds: a huge message is analysed on its head, so one job stays short. */
export const MAX_TEXT_CHARS = 32_000;
export const MAX_HTML_CHARS = 128_000;

export interface PreparedText {
  /** Subject, characters folded (for matching and value finding). */
  subject: string;
  /** The message's own words as written: quoted replies and the signature block removed. */
  body: string;
  /** `body` with characters folded (for matching and value finding). */
  folded: string;
  /** The signature block (after '-- ' or a sign-off), or ''. */
  signature: string;
  lowerSubject: string;
  lowerBody: string;
}

export const QUOTE_HEADER_RE = new RegExp([
  // "On Tue, 3 Mar 2026 at 10:00, Ann <ann@x> wrote:" and its translations.
  String.raw`^(?:on|am|le|el|em|il|op|w dniu|в)\s.{0,200}(?:wrote|schrieb|a écrit|escribió|escreveu|ha scritto|schreef|napisał|napisała|написал|написала|yazdı)\s*:?\s*$`,
  String.raw`^-{2,}\s*(?:original message|ursprüngliche nachricht|message d'origine|mensaje original|mensagem original|messaggio originale|oorspronkelijk bericht|oryginalna wiadomość|исходное сообщение|orijinal mesaj)\s*-{2,}`,
  String.raw`^(?:from|von|de|da|van|od|от|kimden):\s.*$`,
  String.raw`^_{10,}\s*$`,
].join('|'), 'imu');

/**
 * Where QUOTE_HEADER_RE can match a line: at its start, so the first character must begin
 * one of its alternatives (same flags, so the same case folding), unless another line
 * break inside the line gives `^` a second place to match.
 */
const QUOTE_HEADER_START_RE = /^[oaleiwвfvdkо_-]/iu;
const OTHER_BREAK_RE = /[\r\u2028\u2029]/;
/** `breaks`: false when the whole text has no other line break (then no line needs that test). */
export const mayBeQuoteHeader = (t: string, breaks = true): boolean => QUOTE_HEADER_START_RE.test(t) || (breaks && OTHER_BREAK_RE.test(t));

const QUOTED_LINE_RE = /^\s*>/;

const FROM_LINE_RE = /^(?:from|von|de|da|van|od|от|kimden):/i;
const HEADER_FIELD_RE = /(?:sent|gesendet|envoyé|enviado|inviato|verzonden|wysłano|отправлено|gönderildi|date|datum|to|an|à|para|a|aan|do|кому):/i;

/** The two lines after the line ending at `end` ('\n' or the end of text), joined as they were read. */
function nextTwoLines(text: string, end: number): string {
  if (end >= text.length) return '';
  const e1 = text.indexOf('\n', end + 1);
  if (e1 < 0) return text.slice(end + 1);
  const e2 = text.indexOf('\n', e1 + 1);
  return text.slice(end + 1, e1) + text.slice(e1 + 1, e2 < 0 ? text.length : e2);
}

/**
 * Splits off quoted history (replies, forwards) at its first sign. The lines kept are a
 * prefix of the text unless a quoted line comes before any content: only then are they
 * collected one by one.
 */
function dropQuoted(text: string): string {
  const breaks = OTHER_BREAK_RE.test(text);
  let kept: string[] | null = null;
  let content = false; // a line with more than blanks was kept
  for (let start = 0; start <= text.length;) {
    let end = text.indexOf('\n', start);
    if (end < 0) end = text.length;
    const line = text.slice(start, end);
    let stop = false;
    if (QUOTED_LINE_RE.test(line)) {
      // A run of quoted lines; a forward or reply tail after the first content ends it all.
      if (!content) {
        kept ??= start === 0 ? [] : text.slice(0, start - 1).split('\n');
        start = end + 1;
        continue;
      }
      stop = true;
    } else {
      const trimmed = line.trim();
      if (content && mayBeQuoteHeader(trimmed, breaks) && QUOTE_HEADER_RE.test(trimmed)) {
        // "From:" alone is ordinary text ("From: the team") unless more header lines follow.
        stop = !FROM_LINE_RE.test(trimmed) || HEADER_FIELD_RE.test(nextTwoLines(text, end));
      }
      if (!stop && trimmed) content = true;
    }
    if (stop) return kept ? kept.join('\n') : text.slice(0, Math.max(0, start - 1));
    if (kept) kept.push(line);
    start = end + 1;
  }
  return kept ? kept.join('\n') : text;
}

/**
 * The text a reader sees, preferring text/plain unless it is empty or a stub. `htmlText` is
 * `htmlToText(html).text` when the caller already has it (used when the HTML is within bounds).
 */
export function readableBody(text: string | null, html: string | null, htmlText?: string): string {
  const plain = text ? plainText(text.length > MAX_TEXT_CHARS ? text.slice(0, MAX_TEXT_CHARS) : text) : '';
  if (!html || TWENTY_VISIBLE_RE.test(plain)) return plain;
  const fromHtml = htmlText !== undefined && html.length <= MAX_HTML_CHARS
    ? htmlText
    : htmlToText(html.length > MAX_HTML_CHARS ? html.slice(0, MAX_HTML_CHARS) : html).text;
  return fromHtml.length > MAX_TEXT_CHARS ? fromHtml.slice(0, MAX_TEXT_CHARS) : fromHtml;
}

export function prepareText(input: { subject: string | null; text: string | null; html: string | null }, htmlText?: string): PreparedText {
  const subject = squeezeBlanks(foldChars(input.subject ?? '')).trim();
  let body = dropQuoted(readableBody(input.text, input.html, htmlText).replace(/[’‘`´]/g, "'"));
  let signature = '';
  const sig = /\n-- ?\n/.exec(body);
  if (sig) {
    signature = body.slice(sig.index + sig[0].length);
    body = body.slice(0, sig.index);
  }
  const folded = foldChars(body);
  return {
    subject,
    body,
    folded,
    signature,
    lowerSubject: subject.toLowerCase().replace(/[’‘`´]/g, "'"),
    lowerBody: folded.toLowerCase(),
  };
}
