/**
 * One-time-code extraction. Candidates are number (and mixed letter/digit) tokens; each is
 * scored by what a reader would use to find the code: a code word right before or after
 * it ("Your verification code is …", "… est votre code"), a code word on the line above
 * an isolated token, visual emphasis, and agreement between subject and body. Shapes that
 * mean something else (dates, times, prices, phone numbers, versions, ids in URLs) are
 * dropped before scoring, and labels of other numbers (order, invoice, tracking, promo,
 * PIN, meeting id…) veto the token they label. Below the threshold the answer is null:
 * a wrong code costs more than a missing one.
 */
import {
  BOOKING_RE, MEETING_RE, OTP_KEYWORD_RE, PAYMENT_RE, PROMO_LINE_RE, UNIT_AFTER_RE,
} from './lexicon.js';

export interface OtpText {
  text: string;
  /** Flat [start, end, …] emphasised ranges (from HTML), ascending. */
  emphasis?: readonly number[];
}

export interface OtpFound {
  value: string;
  /** Offset in the body text, or -1 when the code was taken from the subject. */
  pos: number;
  score: number;
}

const enum Kind { Neg = 0, Strong = 1, Generic = 2 }
interface Keyword { start: number; end: number; kind: Kind }
interface Candidate { start: number; end: number; value: string; shape: number; src: 0 | 1; score: number }

/** Scores at or above this are reported. Tuned so a generic "code" word plus a 4-digit token passes. */
const THRESHOLD = 6;

// URLs and addresses are masked before scanning: ids inside them are never codes.
// Every alternative starts at a token boundary (lookbehind), so a long run of word characters
// is scanned once, not once per position.
const MASK_RE = /\b(?:https?:\/\/|www\.)[^\s<>"]+|(?<![\w.+-])[\w.+-]{1,64}@[\w-]+(?:\.[\w-]+)+|(?<![\w.-])[\w-]+(?:\.[\w-]+)*\.(?:com|net|org|io|dev|app|co|de|fr|es|it|nl|pl|ru|jp|cn|kr|br|pt|tr|uk|us|eu)\/[^\s<>"]*/gi;
// Runs of digits joined by one separator: "482 913", "482-913", "4 8 2 9 1 3", "2024-03-15".
const DIGITS_RE = /(?<![0-9A-Za-z_])\d+(?:[ \t\-–·.\/:,]\d+)*(?![0-9A-Za-z_])/g;
// Mixed letter+digit tokens, optionally one hyphen pair: "K7P2QX", "K7P-2QX".
const ALNUM_RE = /(?<![0-9A-Za-z_\-])(?=[A-Za-z0-9-]*\d)(?=[A-Za-z0-9-]*[A-Za-z])[A-Za-z0-9]{2,10}(?:-[A-Za-z0-9]{2,10})?(?![0-9A-Za-z_\-])/g;
// Letter-only hyphen pairs some services use ("XKJ-4PQ" is alnum; "QWE-RTY" is this).
const LETTER_PAIR_RE = /(?<![0-9A-Za-z_\-])[A-Z]{3,4}-[A-Z]{3,4}(?![0-9A-Za-z_\-])/g;
const UNITY_RE = /^\d+(?:st|nd|rd|th|am|pm|h|hrs?|min|mins|s|ms|gb|mb|kb|tb|px|pt|k|m|x|fps|hz|mhz|ghz|kg|km|cm|mm|ml|l|mah|w|kw|kwh|v|d|y|yrs?|p|g|ft|in|oz|lb|lbs)$/i;
const YEAR_RE = /^(?:19|20)\d\d$/;
const ISOLATE_TRIM_RE = /^[\s:：\-–—*_"'“”«»‘’()\[\]【】「」『』<>|.,!·•→=#]+|[\s:：\-–—*_"'“”«»‘’()\[\]【】「」『』<>|.,!·•→=]+$/g;
const LABEL_PREFIX_RE = /(?:^|[^0-9A-Za-z_])([A-Z]{1,3})-$/;
const CURRENCY_BEFORE_RE = /[$€£¥₺₽₩₹¢]\s?$|(?:usd|eur|gbp|chf|pln|brl|r\$|zł|us\$)\s?$/i;
const MASKED_BEFORE_RE = /(?:[*•·xX]{2,}|\.{3}|…)\s?-?$/;
const NUMBER_SIGN_BEFORE_RE = /(?:#|№|n[°º]|\bno\.|\bnr\.)\s?$/i;
const PHONE_BEFORE_RE = /(?:\+|\(\d{1,4}\)\s?|\+\d{1,3}[\s-]?)$/;

function mask(text: string): string {
  return text.replace(MASK_RE, (m) => ' '.repeat(m.length));
}

interface Context { meeting: boolean; booking: boolean; payment: boolean }

// What may stand between a code and a code word that follows it: "482913 is your Acme
// verification code", "482913 - Acme code", "482913 est votre code", "482913は認証コード".
// Not "48291 lines of code".
const AFTER_GAP_RE = /^\s*[-–—:|(\[]?\s*(?:(?:is|are|was|as|=|est|es|é|è|ist|jest|to|это|olarak)\s+)?(?:(?:your|the|my|a|votre|ton|tu|su|seu|sua|o seu|a sua|il tuo|la tua|ihr|ihre|dein|je|uw|twój|twoj|sizin|ваш|твой)\s+)?(?:\p{Lu}[\p{L}\p{N}&'.-]*\s+){0,2}$|^[\s\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}、，,]{0,8}$/u;

function keywords(text: string, ctx: Context): Keyword[] {
  const out: Keyword[] = [];
  OTP_KEYWORD_RE.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = OTP_KEYWORD_RE.exec(text)) !== null) {
    let kind = m[1] !== undefined ? Kind.Neg : m[2] !== undefined ? Kind.Strong : Kind.Generic;
    // A meeting's passcode and a booking's confirmation code are not sign-in codes.
    if (kind === Kind.Strong && ctx.meeting && /pass|kenn/i.test(m[0])) kind = Kind.Neg;
    if (kind === Kind.Strong && ctx.booking && /confirm|best[äa]tig|confirma|conferma|bevestig|onay|подтвержд|確認|确认|확인/i.test(m[0])) kind = Kind.Neg;
    if (kind === Kind.Strong && ctx.payment && /^(?:auth|authori[sz]ation|approval) code$/i.test(m[0])) kind = Kind.Neg;
    out.push({ start: m.index, end: m.index + m[0].length, kind });
    if (m[0].length === 0) OTP_KEYWORD_RE.lastIndex++;
  }
  return out;
}

/** Judges a run of digits; returns the typed value and a shape bonus, or null if it is not code-shaped. */
function digitShape(raw: string): { value: string; shape: number } | null {
  if (/^\d+$/.test(raw)) {
    const n = raw.length;
    if (n < 4 || n > 10) return null;
    let shape = n === 6 ? 2 : n === 4 ? 0 : n <= 8 ? 1 : -1;
    if (n === 4 && YEAR_RE.test(raw)) shape -= 4;
    return { value: raw, shape };
  }
  const seps = raw.match(/\D/g)!;
  const sep = seps[0]!;
  // Dates, times, prices and versions use these; codes never do.
  if (seps.some((s) => s !== sep) || sep === ':' || sep === ',' || sep === '.' || sep === '/') return null;
  const groups = raw.split(/\D/);
  const total = groups.reduce((a, g) => a + g.length, 0);
  if (total < 4 || total > 10) return null;
  if (groups.every((g) => g.length === 1)) return total >= 4 ? { value: groups.join(''), shape: 1 } : null;
  if (sep === '\t') return null;
  // Visual grouping is regular: 3+3, 4+4, 2+2+2, 3+3+3. Phone numbers and dates are not.
  const first = groups[0]!.length;
  if (first < 2 || !groups.every((g) => g.length === first) || total < 6) return null;
  return { value: groups.join(''), shape: 2 };
}

function alnumShape(raw: string): { value: string; shape: number } | null {
  const value = raw.replace('-', '');
  if (value.length < 5 || value.length > 10) return null;
  if (UNITY_RE.test(value)) return null;
  const digits = value.replace(/\D/g, '').length;
  if (digits === 0 && !raw.includes('-')) return null;
  const upper = value === value.toUpperCase();
  if (!upper && /^[a-z]+\d+$/i.test(value)) return null; // "user123", "iPhone15"
  let shape = upper ? 1 : -1;
  if (digits >= value.length - 1) shape -= 1; // letter + digits ("A1234567"): usually an id
  if (raw.includes('-')) {
    const [a, b] = raw.split('-');
    if (a!.length < 3 || b!.length < 3 || Math.abs(a!.length - b!.length) > 1) return null;
    shape += 1;
  }
  return { value, shape };
}

function lineStart(text: string, pos: number): number {
  return text.lastIndexOf('\n', pos - 1) + 1;
}
function lineEnd(text: string, pos: number): number {
  const e = text.indexOf('\n', pos);
  return e < 0 ? text.length : e;
}

function isEmphasised(emph: readonly number[] | undefined, start: number, end: number): boolean {
  if (!emph) return false;
  for (let i = 0; i + 1 < emph.length; i += 2) {
    if (emph[i]! >= end) return false;
    if (emph[i + 1]! > start) return true;
  }
  return false;
}

/** Anchor score from the code words around a candidate; -1 means vetoed by a label. */
function anchorScore(text: string, kws: Keyword[], c: { start: number; end: number }, isolated: boolean): number {
  const ls = lineStart(text, c.start);
  const le = lineEnd(text, c.end);
  let best = 0;
  // Same line, before: the nearest keyword decides; a label right before vetoes.
  let i = kws.length - 1;
  while (i >= 0 && kws[i]!.end > c.start) i--;
  for (let j = i; j >= 0 && kws[j]!.start >= ls; j--) {
    const k = kws[j]!;
    const dist = c.start - k.end;
    if (k.kind === Kind.Neg) {
      if (dist <= 40) return -1;
      continue;
    }
    if (dist <= 120) best = Math.max(best, (k.kind === Kind.Strong ? 8 : 6) - Math.floor(dist / 30));
    break;
  }
  // Same line, after: "482913 is your verification code", "482913 est votre code".
  for (let j = i + 1; j < kws.length && kws[j]!.start < le; j++) {
    const k = kws[j]!;
    if (k.start < c.end) continue;
    const dist = k.start - c.end;
    if (dist > 40) break;
    if (k.kind === Kind.Neg) { if (best === 0 && dist <= 15) return -1; break; }
    if (AFTER_GAP_RE.test(text.slice(c.end, k.start))) best = Math.max(best, k.kind === Kind.Strong ? 7 : 5);
    break;
  }
  if (best > 0 || !isolated) return best;
  // Isolated token: the code word on one of the three lines above, or the two below.
  let lines = 0;
  let p = ls - 1;
  let j = i;
  while (p > 0 && lines < 3 && ls - p < 400) {
    const s = lineStart(text, p);
    if (text.slice(s, p).trim()) {
      lines++;
      for (; j >= 0 && kws[j]!.start >= s; j--) {
        const k = kws[j]!;
        if (k.kind === Kind.Neg) return best;
        return (k.kind === Kind.Strong ? 6 : 4) - (lines - 1);
      }
    }
    p = s - 1;
  }
  lines = 0;
  p = le + 1;
  let k0 = i + 1;
  while (p < text.length && lines < 2 && p - le < 300) {
    const e = lineEnd(text, p);
    if (text.slice(p, e).trim()) {
      lines++;
      for (; k0 < kws.length && kws[k0]!.start < e; k0++) {
        const k = kws[k0]!;
        if (k.start < p) continue;
        if (k.kind === Kind.Neg) return best;
        return k.kind === Kind.Strong ? 4 : 3;
      }
    }
    p = e + 1;
  }
  return best;
}

function candidates(text: string): Candidate[] {
  const out: Candidate[] = [];
  const push = (start: number, end: number, v: { value: string; shape: number } | null): void => {
    if (v) out.push({ start, end, value: v.value, shape: v.shape, src: 1, score: 0 });
  };
  DIGITS_RE.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = DIGITS_RE.exec(text)) !== null) {
    const raw = m[0];
    let start = m.index;
    const end = start + raw.length;
    const before = text.slice(Math.max(0, start - 8), start);
    if (NUMBER_SIGN_BEFORE_RE.test(before) || CURRENCY_BEFORE_RE.test(before) || MASKED_BEFORE_RE.test(before)) continue;
    if (PHONE_BEFORE_RE.test(before)) continue;
    if (/^[.,]\d/.test(text.slice(end, end + 2))) continue; // decimal tail cut by a line break
    let shaped = digitShape(raw);
    if (shaped && /^\d+$/.test(raw)) {
      // "G-482913": an untyped label prefix, dropped.
      const pre = LABEL_PREFIX_RE.exec(before);
      if (pre) start -= pre[1]!.length + 1;
      else if (before.endsWith('-') || before.endsWith('/')) shaped = null;
    }
    if (!shaped && /[ \t]/.test(raw) && !PHONE_BEFORE_RE.test(before)) {
      // Not one code; a table row or sentence may still hold one ("482913\t10 min").
      const re = /\d+/g;
      let g: RegExpExecArray | null;
      while ((g = re.exec(raw)) !== null) {
        const v = digitShape(g[0]);
        if (v) push(m.index + g.index, m.index + g.index + g[0].length, { value: v.value, shape: v.shape - 2 });
      }
      continue;
    }
    if (!shaped) continue;
    if (UNIT_AFTER_RE.test(text.slice(end, end + 12))) continue;
    push(start, end, shaped);
  }
  ALNUM_RE.lastIndex = 0;
  while ((m = ALNUM_RE.exec(text)) !== null) {
    if (/^[\d-]+$/.test(m[0])) continue;
    push(m.index, m.index + m[0].length, alnumShape(m[0]));
  }
  LETTER_PAIR_RE.lastIndex = 0;
  while ((m = LETTER_PAIR_RE.exec(text)) !== null) {
    push(m.index, m.index + m[0].length, { value: m[0].replace('-', ''), shape: 0 });
  }
  return out;
}

function isIsolated(text: string, c: { start: number; end: number }): boolean {
  const ls = lineStart(text, c.start);
  const le = lineEnd(text, c.end);
  return text.slice(ls, c.start).replace(ISOLATE_TRIM_RE, '') === '' && text.slice(c.end, le).replace(ISOLATE_TRIM_RE, '') === '';
}

/**
 * Scores every candidate of one text (subject or body). `subjectNamesCode`: the subject
 * has a strong code word, so a body token that stands alone or stands out is anchored too.
 */
function scoreText(src: OtpText, ctx: Context, which: 0 | 1, subjectNamesCode = false): Candidate[] {
  const text = mask(src.text);
  const kws = keywords(text, ctx);
  if (!subjectNamesCode && !kws.some((k) => k.kind !== Kind.Neg)) return [];
  const out: Candidate[] = [];
  for (const c of candidates(text)) {
    const isolated = isIsolated(text, c);
    const emph = isEmphasised(src.emphasis, c.start, c.end);
    let anchor = anchorScore(text, kws, c, isolated);
    if (anchor === 0 && subjectNamesCode && (isolated || emph)) anchor = 3;
    if (anchor <= 0) continue;
    // Promotions: "use code SAVE20 at checkout for 20% off".
    const ls = lineStart(text, c.start);
    const window = text.slice(Math.max(ls, c.start - 80), Math.min(lineEnd(text, c.end), c.end + 60));
    if (PROMO_LINE_RE.test(window)) continue;
    let score = anchor + c.shape;
    if (isolated) score += 2;
    if (emph) score += 2;
    out.push({ ...c, src: which, score });
  }
  return out;
}

/**
 * Finds the one-time code of a message. `body` is the text the reader sees (HTML-derived
 * when there is HTML); `alt` is the other body, consulted only when the first has none.
 */
export function findOtp(subject: string, body: OtpText, alt: OtpText | null): OtpFound | null {
  const all = `${subject}\n${body.text.slice(0, 20000)}`;
  const ctx: Context = { meeting: MEETING_RE.test(all), booking: BOOKING_RE.test(all), payment: PAYMENT_RE.test(all) };
  const subjKws = subject ? keywords(mask(subject), ctx) : [];
  const subjectNamesCode = subjKws.some((k) => k.kind === Kind.Strong);
  const subj = subject ? scoreText({ text: subject }, ctx, 0) : [];
  let main = scoreText(body, ctx, 1, subjectNamesCode);
  if (alt && !main.some((c) => c.score >= THRESHOLD)) {
    // The text part may word it better than the HTML; positions there do not map to the body.
    main = scoreText(alt, ctx, 1, subjectNamesCode).map((c) => ({ ...c, start: -1, end: -1 }));
  }
  const list = [...subj, ...main];
  if (list.length === 0) return null;
  // Subject and body agreeing on a value is the strongest evidence there is.
  for (const c of list) if (list.some((o) => o.src !== c.src && o.value === c.value)) c.score += 2;
  list.sort((a, b) => b.score - a.score || a.src - b.src || a.start - b.start);
  const top = list[0]!;
  if (top.score < THRESHOLD) return null;
  // Two different codes and little to choose between them (a list of backup codes, say):
  // say nothing. Subject and body agreeing is a clear choice.
  const agreed = list.some((c) => c !== top && c.value === top.value && c.src !== top.src);
  const rival = list.find((c) => c.value !== top.value);
  if (rival && !agreed && rival.score >= top.score - 1 && rival.score >= THRESHOLD - 1) return null;
  const inBody = list.find((c) => c.src === 1 && c.value === top.value && c.start >= 0);
  return { value: top.value, pos: inBody ? inBody.start : -1, score: top.score };
}
