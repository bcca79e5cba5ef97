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
  AFTER_GAP_RE, BOOKING_RE, CARD_CODE_RE, CONFIRM_WORD_RE, CURRENCY_BEFORE_RE, MEETING_RE, OTP_KEYWORD_RE, PASS_WORD_RE, PAYMENT_RE,
  PROMO_LINE_RE, PROMO_TRIGGER_RE, SPENT_LINE_RE, TRIGGER_ALL_RE, TRIGGER_RE, TYPE_VERB_BEFORE_RE, UNIT_AFTER_RE,
} from './lexicon.js';

export interface OtpText {
  text: string;
  /** Whether text[start, end) was visually emphasised (HTML bodies only). */
  emphasis?: (start: number, end: number) => boolean;
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
/** Candidates looked at per text, in reading order: real mail has dozens; this bounds hostile input. */
const MAX_CANDIDATES = 1000;

// Digit-group separators inside one code: "482 913", "482-913", "4 8 2 9 1 3"; also the
// separators of dates, times, prices and versions, so that those are seen whole and dropped.
const SEPARATORS = ' \t-–·./:,';
// Letter-only hyphen pairs some services use ("XKJ-4PQ" is alnum; "QWE-RTY" is this).
const LETTER_PAIR_RE = /(?<![0-9A-Za-z_\-])[A-Z]{3,4}-[A-Z]{3,4}(?![0-9A-Za-z_\-])/y; // sticky: tried at a given offset
const UNITY_RE = /^\d+(?:st|nd|rd|th|am|pm|h|hrs?|min|mins|s|ms|gb|mb|kb|tb|px|pt|k|m|x|fps|hz|mhz|ghz|kg|km|cm|mm|ml|l|mah|w|kw|kwh|v|d|y|yrs?|p|g|ft|in|oz|lb|lbs)$/i;
const YEAR_RE = /^(?:19|20)\d\d$/;
const LABEL_PREFIX_RE = /(?:^|[^0-9A-Za-z_])([A-Z]{1,3})-$/;
const MASKED_BEFORE_RE = /(?:[*•·xX]{2,}|\.{3}|…)\s?-?$/;
const NUMBER_SIGN_BEFORE_RE = /(?:#|№|n[°º]|\bno\.|\bnr\.)\s?$/i;
const PHONE_BEFORE_RE = /(?:\+|\(\d{1,4}\)\s?|\+\d{1,3}[\s-]?)$/;

const isDigit = (c: number): boolean => c >= 48 && c <= 57;
const isUpper = (c: number): boolean => c >= 65 && c <= 90;
const isAlnum = (c: number): boolean => (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
const isWordChar = (c: number): boolean => isAlnum(c) || c === 95;
const isBlank = (c: number): boolean => c === 32 || c === 10 || c === 9 || c === 13 || c === 160 || c === 12288;

// Patterns used inside the per-candidate functions, compiled once.
const WWW_RE = /^[(<\["']?www\./i;
const HOST_PATH_RE = /[a-z0-9-]\.[a-z]{2,}\/\S/i;
const ALL_DIGITS_RE = /^\d+$/;
const DECIMAL_TAIL_RE = /^[.,]\d/;
const LETTERS_THEN_DIGITS_RE = /^[a-z]+\d+$/i;

/**
 * True when [start, end) sits inside a URL, an e-mail address or a host/path: ids there are
 * never codes and code words there are not code words ("…/verify?code=482913").
 */
function inUrl(text: string, start: number, end: number): boolean {
  // A token hundreds of characters long is a URL, a hash or garbage: never a code's context.
  let a = start;
  while (a > 0 && !isBlank(text.charCodeAt(a - 1))) if (start - --a > 256) return true;
  let b = end;
  while (b < text.length && !isBlank(text.charCodeAt(b))) if (++b - end > 256) return true;
  const token = text.slice(a, b);
  return token.includes('://') || token.includes('@') || WWW_RE.test(token) || HOST_PATH_RE.test(token);
}

/** Mail-level facts, computed only when a keyword needs them (they scan the whole mail). */
class Context {
  private m: boolean | undefined;
  private b: boolean | undefined;
  private p: boolean | undefined;
  constructor(private readonly all: string) {}
  get meeting(): boolean { return (this.m ??= MEETING_RE.test(this.all)); }
  get booking(): boolean { return (this.b ??= BOOKING_RE.test(this.all)); }
  get payment(): boolean { return (this.p ??= PAYMENT_RE.test(this.all)); }
}

/**
 * "Is there a trigger in text[from, to)?" Few questions are answered by testing each window;
 * past a handful (number-heavy mail), one scan of the whole text and binary search is cheaper.
 */
function triggerTest(text: string): (from: number, to: number) => boolean {
  let asked = 0;
  let hits: number[] | null = null;
  return (from, to) => {
    if (hits === null && ++asked > 16) {
      hits = [];
      TRIGGER_ALL_RE.lastIndex = 0;
      let m: RegExpExecArray | null;
      while ((m = TRIGGER_ALL_RE.exec(text)) !== null) hits.push(m.index);
    }
    if (hits === null) return TRIGGER_RE.test(text.slice(Math.max(0, from), to));
    let lo = 0;
    let hi = hits.length;
    while (lo < hi) { const mid = (lo + hi) >> 1; if (hits[mid]! < from) lo = mid + 1; else hi = mid; }
    return lo < hits.length && hits[lo]! < to - 2;
  };
}

/** Characters that end a word (blanks and ASCII punctuation). */
const isBreak = (c: number): boolean => c <= 32 || (c < 128 && !isAlnum(c) && c !== 95) || c === 160 || c === 12288;

/** Keywords in text[from, to) (whole words: the window is widened to word edges). */
function keywords(text: string, ctx: Context, from = 0, to = text.length): Keyword[] {
  const out: Keyword[] = [];
  while (from > 0 && !isBreak(text.charCodeAt(from - 1))) from--;
  while (to < text.length && !isBreak(text.charCodeAt(to))) to++;
  const slice = from === 0 && to === text.length ? text : text.slice(from, to);
  OTP_KEYWORD_RE.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = OTP_KEYWORD_RE.exec(slice)) !== null) {
    let kind = m[1] !== undefined || m[4] !== undefined ? Kind.Neg : m[2] !== undefined || m[5] !== undefined ? Kind.Strong : Kind.Generic;
    // A meeting's passcode and a booking's confirmation code are not sign-in codes.
    // Cheap word test first: the context flags each scan the whole mail once.
    if (kind === Kind.Strong && PASS_WORD_RE.test(m[0]) && ctx.meeting) kind = Kind.Neg;
    if (kind === Kind.Strong && CONFIRM_WORD_RE.test(m[0]) && ctx.booking) kind = Kind.Neg;
    if (kind === Kind.Strong && CARD_CODE_RE.test(m[0]) && ctx.payment) kind = Kind.Neg;
    // A label of another number right before the bare noun claims it ("Boîte à clés : code 0612").
    const prev = out[out.length - 1];
    if (kind === Kind.Generic && prev !== undefined && prev.kind === Kind.Neg && from + m.index - prev.end <= 12
      && !slice.slice(prev.end - from, m.index).includes('\n')) kind = Kind.Neg;
    out.push({ start: from + m.index, end: from + m.index + m[0].length, kind });
    if (m[0].length === 0) OTP_KEYWORD_RE.lastIndex++;
  }
  return out;
}

/** Judges a run of digits; returns the typed value and a shape bonus, or null if it is not code-shaped. */
function digitShape(raw: string): { value: string; shape: number } | null {
  if (ALL_DIGITS_RE.test(raw)) {
    const n = raw.length;
    if (n < 4 || n > 10) return null;
    let shape = n === 6 ? 2 : n === 4 ? 0 : n <= 8 ? 1 : -1;
    if (n === 4 && YEAR_RE.test(raw)) shape -= 4;
    return { value: raw, shape };
  }
  // Groups and separators by hand (String#split(regex) compiles a regex per call).
  const groups: string[] = [];
  let sep = '';
  let from = 0;
  for (let k = 0; k < raw.length; k++) {
    const ch = raw[k]!;
    if (ch >= '0' && ch <= '9') continue;
    if (sep && ch !== sep) return null; // mixed separators: a date-time, a phone number
    sep = ch;
    groups.push(raw.slice(from, k));
    from = k + 1;
  }
  groups.push(raw.slice(from));
  // Dates, times, prices and versions use these; codes never do.
  if (sep === ':' || sep === ',' || sep === '.' || sep === '/') return null;
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
  let digits = 0;
  for (let k = 0; k < value.length; k++) if (isDigit(value.charCodeAt(k))) digits++;
  if (digits === 0 && !raw.includes('-')) return null;
  const upper = value === value.toUpperCase();
  if (!upper && LETTERS_THEN_DIGITS_RE.test(value)) return null; // "user123", "iPhone15"
  let shape = upper ? 1 : -1;
  if (digits >= value.length - 1) shape -= 1; // letter + digits ("A1234567"): usually an id
  if (raw.includes('-')) {
    const [a, b] = raw.split('-');
    if (a!.length < 3 || b!.length < 3 || Math.abs(a!.length - b!.length) > 1) return null;
    shape += 1;
  }
  return { value, shape };
}

/**
 * Start/end of the line around pos, looking at most LINE_LOOK characters away: every use
 * needs only the nearby part of a line, and an unbounded search on a megabyte-long line
 * repeated per candidate would be quadratic.
 */
const LINE_LOOK = 600;
function lineStart(text: string, pos: number, look = LINE_LOOK): number {
  const stop = Math.max(0, pos - look);
  for (let k = pos - 1; k >= stop; k--) if (text.charCodeAt(k) === 10) return k + 1;
  return stop;
}
function lineEnd(text: string, pos: number, look = LINE_LOOK): number {
  const stop = Math.min(text.length, pos + look);
  for (let k = pos; k < stop; k++) if (text.charCodeAt(k) === 10) return k;
  return stop;
}


/** Anchor score from the code words around a candidate; -1 means vetoed by a label. */
function anchorScore(text: string, kws: Keyword[], c: { start: number; end: number }, isolated: boolean): number {
  // Same-line anchors look 120 characters back and 40 ahead; only an isolated token needs
  // the real line bounds (to walk to the lines around it).
  const ls = lineStart(text, c.start, isolated ? LINE_LOOK : 130);
  const le = lineEnd(text, c.end, isolated ? LINE_LOOK : 50);
  let best = 0;
  // Same line, before: the nearest keyword decides; a label right before vetoes.
  // i = last keyword ending at or before the candidate (binary search: keywords are sorted).
  let lo = 0;
  let hi = kws.length;
  while (lo < hi) { const mid = (lo + hi) >> 1; if (kws[mid]!.end <= c.start) lo = mid + 1; else hi = mid; }
  let i = lo - 1;
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
  if (best === 0 && TYPE_VERB_BEFORE_RE.test(text.slice(Math.max(ls, c.start - 24), c.start))) best = 4;
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

const ALNUM_RUN_RE = /[A-Za-z0-9]*/y;
/** End of the run of ASCII letters and digits at `from`. */
function alnumRunEnd(text: string, from: number): number {
  ALNUM_RUN_RE.lastIndex = from;
  ALNUM_RUN_RE.test(text);
  return ALNUM_RUN_RE.lastIndex;
}

/**
 * Code-shaped tokens. Starts from each run of digits and reads the token around it: a run of
 * digit groups ("482 913", "2024-03-15") or a letter/digit token ("K7P2QX", "K7P-2QX").
 */
function candidates(text: string, near: (start: number, end: number) => boolean): Candidate[] {
  const out: Candidate[] = [];
  const push = (start: number, end: number, v: { value: string; shape: number } | null): void => {
    if (v && !inUrl(text, start, end)) out.push({ start, end, value: v.value, shape: v.shape, src: 1, score: 0 });
  };
  const n = text.length;
  let i = 0;
  const nextDigit = /\d/g; // native scan: much faster than a charCode loop over prose
  while (i < n && out.length < MAX_CANDIDATES) {
    nextDigit.lastIndex = i;
    const d = nextDigit.exec(text);
    if (!d) break;
    const s = d.index;
    let ts = s;
    while (ts > 0 && isAlnum(text.charCodeAt(ts - 1))) ts--;
    let te = s;
    while (te < n && te - s < 16 && isAlnum(text.charCodeAt(te))) te++;
    if (te - s === 16) te = alnumRunEnd(text, te); // a long token (a hash, base64, a URL path): natively
    i = te;
    if (ts > 0 && text.charCodeAt(ts - 1) === 95) continue; // snake_case ids
    let allDigits = true;
    for (let k = ts; k < te; k++) if (!isDigit(text.charCodeAt(k))) { allDigits = false; break; }
    if (!allDigits) {
      // Letter+digit token, possibly one hyphen pair either side ("K7P-2QX").
      let a = ts;
      let b = te;
      if (text.charCodeAt(b) === 45 && isAlnum(text.charCodeAt(b + 1))) {
        let c = b + 1;
        while (c < n && isAlnum(text.charCodeAt(c))) c++;
        b = c;
      } else if (a > 1 && text.charCodeAt(a - 1) === 45 && isAlnum(text.charCodeAt(a - 2))) {
        let c = a - 1;
        while (c > 0 && isAlnum(text.charCodeAt(c - 1))) c--;
        a = c;
      }
      i = Math.max(i, b);
      const before = a > 0 ? text.charCodeAt(a - 1) : 32;
      const after = b < n ? text.charCodeAt(b) : 32;
      if (isWordChar(before) || before === 45 || isWordChar(after) || after === 45) continue;
      if (b - a < 5 || b - a > 21) continue;
      const raw = text.slice(a, b);
      const shape = raw.split('-').length <= 2 ? alnumShape(raw) : null;
      if (shape && near(a, b)) push(a, b, shape);
      continue;
    }
    // Digit groups joined by single separators.
    let end = te;
    let groups = 1;
    for (;;) {
      const sep = text[end];
      if (sep === undefined || !SEPARATORS.includes(sep) || !isDigit(text.charCodeAt(end + 1))) break;
      let k = end + 1;
      while (k < n && isDigit(text.charCodeAt(k))) k++;
      if (k < n && (isAlnum(text.charCodeAt(k)) || text.charCodeAt(k) === 95)) break; // "… 10am"
      end = k;
      groups++;
    }
    i = Math.max(i, end);
    if (groups > 12) continue; // a table of numbers, not a code (and no per-group fallback)
    if (end - s < 4 || (end < n && isWordChar(text.charCodeAt(end)))) continue; // "Qty 1", "2-3"
    const raw = text.slice(s, end);
    // Shape first (cheap), then whether a code word is near enough to anchor it (a regex).
    let shaped = digitShape(raw);
    const spaced = raw.indexOf(' ') >= 0 || raw.indexOf('\t') >= 0;
    if (!shaped && !spaced) continue;
    if (!near(s, end)) continue;
    let start = s;
    const before = text.slice(Math.max(0, start - 8), start);
    if (NUMBER_SIGN_BEFORE_RE.test(before) || CURRENCY_BEFORE_RE.test(before) || MASKED_BEFORE_RE.test(before)) continue;
    if (PHONE_BEFORE_RE.test(before)) continue;
    if (DECIMAL_TAIL_RE.test(text.slice(end, end + 2))) continue; // decimal tail cut by a line break
    if (shaped && te === end) {
      // "G-482913": an untyped label prefix, dropped.
      const pre = LABEL_PREFIX_RE.exec(before);
      if (pre) start -= pre[1]!.length + 1;
      else if (before.endsWith('-') || before.endsWith('/')) shaped = null;
    }
    if (!shaped && spaced) {
      // Not one code; a table row or sentence may still hold one ("482913\t10 min").
      for (let k = 0; k < raw.length;) {
        let e = k;
        while (e < raw.length && isDigit(raw.charCodeAt(e))) e++;
        const v = e > k ? digitShape(raw.slice(k, e)) : null;
        if (v) push(s + k, s + e, { value: v.value, shape: v.shape - 2 });
        k = e + 1;
      }
      continue;
    }
    if (!shaped) continue;
    if (UNIT_AFTER_RE.test(text.slice(end, end + 12))) continue;
    push(start, end, shaped);
  }
  // Letter-only pairs ("QWE-RTY"): found from the hyphens, which are few.
  for (let h = text.indexOf('-'); h >= 0; h = text.indexOf('-', h + 1)) {
    if (!isUpper(text.charCodeAt(h - 1)) || !isUpper(text.charCodeAt(h + 1))) continue;
    for (const at of [h - 4, h - 3]) {
      if (at < 0) continue;
      LETTER_PAIR_RE.lastIndex = at;
      const m = LETTER_PAIR_RE.exec(text);
      if (m && near(at, at + m[0].length)) push(at, at + m[0].length, { value: m[0].replace('-', ''), shape: 0 });
      if (m) break;
    }
  }
  return out;
}

/**
 * "Use code SAVE20 at checkout for 20% off": the token is a promotion. Read on its line, or
 * for a token alone on its line, on the lines just above and below it too.
 */
function isPromo(text: string, c: { start: number; end: number }, isolated: boolean): boolean {
  let from = lineStart(text, c.start, 80);
  let to = lineEnd(text, c.end, 60);
  if (isolated) {
    from = lineStart(text, Math.max(0, from - 1), 160);
    to = lineEnd(text, Math.min(text.length, to + 1), 160);
  }
  const window = text.slice(from, to);
  return PROMO_TRIGGER_RE.test(window) && PROMO_LINE_RE.test(window);
}

/** "Code 583920 has already been used": read on the token's line only. */
function isSpent(text: string, c: { start: number; end: number }): boolean {
  const from = lineStart(text, c.start, 160);
  const to = lineEnd(text, c.end, 160);
  SPENT_LINE_RE.lastIndex = 0;
  return SPENT_LINE_RE.test(text.slice(from, to));
}

/** Decoration a code may sit in on its own line: brackets, quotes, colons, bullets, blanks. */
const DECOR = new Set([...' \t:：-–—*_"\'“”«»‘’()[]【】「」『』<>|.,!·•→=#\u00a0\u3000']);

/** Only decoration between the line start and `pos`. */
function startsLine(text: string, pos: number): boolean {
  let k = pos - 1;
  const stop = Math.max(-1, pos - LINE_LOOK);
  // An untyped label prefix right before the token ("G-482913") does not count.
  if (text[k] === '-') {
    let p = k - 1;
    while (p >= 0 && p > k - 4 && text[p]! >= 'A' && text[p]! <= 'Z') p--;
    if (p < k - 1) k = p;
  }
  for (; k > stop; k--) {
    const ch = text[k]!;
    if (ch === '\n') return true;
    if (!DECOR.has(ch)) return false;
  }
  return k < 0;
}

function isIsolated(text: string, c: { start: number; end: number }): boolean {
  for (let k = c.start - 1; k >= 0; k--) {
    const ch = text[k]!;
    if (ch === '\n') break;
    if (!DECOR.has(ch)) return false;
  }
  for (let k = c.end; k < text.length; k++) {
    const ch = text[k]!;
    if (ch === '\n') break;
    if (!DECOR.has(ch)) return false;
  }
  return true;
}

/**
 * Scores every candidate of one text (subject or body). `subjectNamesCode`: the subject
 * has a strong code word, so a body token that stands alone or stands out is anchored too.
 */
function scoreText(src: OtpText, ctx: Context, which: 0 | 1, spent: Set<string>, subjectNamesCode = false): Candidate[] {
  const text = src.text;
  // A code word must be near enough to anchor: on the line (same-line anchors), or within a
  // few lines for a token alone on its line. Tested per candidate on its own window, so the
  // costly scan covers a few hundred characters, not the whole body.
  // A typing verb right before a token anchors it too ("Enter 482913"): checked on the few
  // characters before it, as anchorScore reads them.
  const hasTrigger = triggerTest(text);
  const typedBefore = (a: number): boolean => TYPE_VERB_BEFORE_RE.test(text.slice(Math.max(0, a - 24), a));
  const near = (a: number, b: number): boolean => {
    const alone = startsLine(text, a);
    if (alone && subjectNamesCode) return true;
    const from = alone ? Math.max(0, a - 440) : lineStart(text, a, 140);
    const to = alone ? Math.min(text.length, b + 330) : lineEnd(text, b, 60);
    return hasTrigger(from, to) || typedBefore(a);
  };
  const cands = candidates(text, near);
  if (cands.length === 0) return [];
  // Keyword scanning is the costly part: do it only in the windows where a code word could
  // anchor a candidate (same line, or a few lines around an isolated one), and only where
  // a cheap trigger substring shows one might be.
  const windows: [number, number][] = [];
  const info = cands.map((c) => {
    const isolated = isIsolated(text, c);
    const from = Math.max(0, c.start - (isolated ? 420 : 130));
    const to = Math.min(text.length, c.end + (isolated ? 320 : 50));
    let live = hasTrigger(from - 20, to) || typedBefore(c.start);
    // Promotions ("use code SAVE20 at checkout") are dropped before any keyword work.
    if (live && isPromo(text, c, isolated)) {
      spent.add(c.value); // the same value elsewhere (a preheader, the subject) is the promotion too
      return { isolated, live: false, promo: true };
    }
    if (live && isSpent(text, c)) {
      spent.add(c.value);
      return { isolated, live: false, promo: true };
    }
    if (live) windows.push([from, to]);
    return { isolated, live };
  });
  windows.sort((a, b) => a[0] - b[0]);
  const kws: Keyword[] = [];
  for (let w = 0; w < windows.length;) {
    let [from, to] = windows[w++]!;
    while (w < windows.length && windows[w]![0] <= to) to = Math.max(to, windows[w++]![1]);
    for (const k of keywords(text, ctx, from, to)) if (!inUrl(text, k.start, k.end)) kws.push(k);
  }
  const out: Candidate[] = [];
  for (let n = 0; n < cands.length; n++) {
    const c = cands[n]!;
    const { isolated, live, promo } = info[n]! as { isolated: boolean; live: boolean; promo?: boolean };
    if (promo) continue;
    if (!live && !(subjectNamesCode && isolated)) continue;
    let anchor = live ? anchorScore(text, kws, c, isolated) : 0;
    // Labelled as another kind of number ("kortingscode VOORJAAR15", "pickup code 735190"):
    // that value is not the code anywhere else in the mail either.
    if (anchor < 0) spent.add(c.value);
    if (anchor === 0 && subjectNamesCode && isolated) anchor = 3;
    if (anchor <= 0) continue;
    const emph = src.emphasis ? src.emphasis(c.start, c.end) : false; // costly: only for anchored tokens
    if (!live && isPromo(text, c, isolated)) continue;
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
  const ctx = new Context(`${subject}\n${body.text.slice(0, 20000)}`);
  const subjKws = subject ? keywords(subject, ctx) : [];
  const subjectNamesCode = subjKws.some((k) => k.kind === Kind.Strong);
  // Values a promotion or a "this code was already used" line claims, wherever they appear.
  const spent = new Set<string>();
  const subj = subject ? scoreText({ text: subject }, ctx, 0, spent) : [];
  let main = scoreText(body, ctx, 1, spent, subjectNamesCode);
  if (alt && !main.some((c) => c.score >= THRESHOLD)) {
    // The text part may word it better than the HTML; positions there do not map to the body.
    main = scoreText(alt, ctx, 1, spent, subjectNamesCode).map((c) => ({ ...c, start: -1, end: -1 }));
  }
  const list = [...subj, ...main].filter((c) => !spent.has(c.value));
  if (list.length === 0) return null;
  // Subject and body agreeing on a value is the strongest evidence there is.
  const inSubject = new Set(subj.map((c) => c.value));
  const inBody = new Set(main.map((c) => c.value));
  for (const c of list) if ((c.src === 0 ? inBody : inSubject).has(c.value)) c.score += 2;
  list.sort((a, b) => b.score - a.score || a.src - b.src || a.start - b.start);
  const top = list[0]!;
  if (top.score < THRESHOLD) return null;
  // Two different codes and little to choose between them (a list of backup codes, say):
  // say nothing. Subject and body agreeing is a clear choice.
  const agreed = list.some((c) => c !== top && c.value === top.value && c.src !== top.src);
  const rival = list.find((c) => c.value !== top.value);
  if (rival && !agreed && rival.score >= top.score - 1 && rival.score >= THRESHOLD - 1) return null;
  const where = list.find((c) => c.src === 1 && c.value === top.value && c.start >= 0);
  return { value: top.value, pos: where ? where.start : -1, score: top.score };
}
