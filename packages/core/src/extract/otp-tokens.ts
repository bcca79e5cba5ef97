/**
 * Code-shaped tokens and how they sit on their line: the candidates of otp.ts. Every run of
 * digits is read with the token around it (digit groups, letter+digit tokens, letter pairs);
 * shapes that mean something else (dates, times, prices, versions, phone numbers, ids in URLs)
 * are dropped here, before any word is read.
 */

import { CURRENCY_BEFORE_RE, UNIT_AFTER_RE } from './lexicon.js';

export interface Candidate { start: number; end: number; value: string; shape: number; src: 0 | 1; score: number }

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
export const isAlnum = (c: number): boolean => (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
const isWordChar = (c: number): boolean => isAlnum(c) || c === 95;
export const isBlank = (c: number): boolean => c === 32 || c === 10 || c === 9 || c === 13 || c === 160 || c === 12288;

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
export function inUrl(text: string, start: number, end: number): boolean {
  // A token hundreds of characters long is a URL, a hash or garbage: never a code's context.
  let a = start;
  while (a > 0 && !isBlank(text.charCodeAt(a - 1))) if (start - --a > 256) return true;
  let b = end;
  while (b < text.length && !isBlank(text.charCodeAt(b))) if (++b - end > 256) return true;
  const token = text.slice(a, b);
  return token.includes('://') || token.includes('@') || WWW_RE.test(token) || HOST_PATH_RE.test(token);
}


/** Judges a run of digits; returns the typed value and a shape bonus, or null if it is not code-shaped. */
export function digitShape(raw: string): { value: string; shape: number } | null {
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

export function alnumShape(raw: string): { value: string; shape: number } | null {
  const value = raw.replace('-', '');
  if (value.length < 4 || value.length > 10) return null;
  if (UNITY_RE.test(value)) return null;
  let digits = 0;
  for (let k = 0; k < value.length; k++) if (isDigit(value.charCodeAt(k))) digits++;
  if (digits === 0 && !raw.includes('-')) return null;
  const upper = value === value.toUpperCase();
  if (!upper && LETTERS_THEN_DIGITS_RE.test(value)) return null; // "user123", "iPhone15"
  let shape = upper ? 1 : -1;
  if (digits >= value.length - 1) shape -= 1; // letter + digits ("A1234567"): usually an id
  if (value.length === 4) {
    // Four characters ("7KQ2") only in capitals, letters and digits mixed, and weak: a code
    // word or the layout must carry it.
    if (!upper || digits === 0 || digits === 4 || raw.includes('-')) return null;
    shape -= 1;
  }
  if (raw.includes('-')) {
    const [a, b] = raw.split('-');
    if (a!.length < 3 || b!.length < 3 || Math.abs(a!.length - b!.length) > 1) return null;
    shape += 1;
  }
  return { value, shape };
}

const CAPS_GROUP_RE = /[A-Z0-9]{2,5}/y;
/**
 * A capitals-and-digits code grouped by single spaces, ending its line ("K7P2 QX9M 4T"):
 * groups of 2–5 after a first of 3–5, 6–10 characters in all, letters and digits both.
 */
function spacedGroups(text: string, a: number, b: number): { value: string; end: number } | null {
  if (b - a < 3 || b - a > 5 || text.charCodeAt(b) !== 32) return null;
  let value = text.slice(a, b);
  if (value !== value.toUpperCase()) return null;
  let end = b;
  while (text.charCodeAt(end) === 32) {
    CAPS_GROUP_RE.lastIndex = end + 1;
    const m = CAPS_GROUP_RE.exec(text);
    if (!m || isAlnum(text.charCodeAt(CAPS_GROUP_RE.lastIndex)) || value.length + m[0].length > 10) break;
    value += m[0];
    end = CAPS_GROUP_RE.lastIndex;
  }
  if (end === b || value.length < 6 || !/[A-Z]/.test(value) || !/[0-9]/.test(value)) return null;
  return endsLine(text, end) ? { value, end } : null;
}

/**
 * Start/end of the line around pos, looking at most LINE_LOOK characters away: every use
 * needs only the nearby part of a line, and an unbounded search on a megabyte-long line
 * repeated per candidate would be quadratic.
 */
export const LINE_LOOK = 600;
export function lineStart(text: string, pos: number, look = LINE_LOOK): number {
  const stop = Math.max(0, pos - look);
  for (let k = pos - 1; k >= stop; k--) if (text.charCodeAt(k) === 10) return k + 1;
  return stop;
}
export function lineEnd(text: string, pos: number, look = LINE_LOOK): number {
  const stop = Math.min(text.length, pos + look);
  for (let k = pos; k < stop; k++) if (text.charCodeAt(k) === 10) return k;
  return stop;
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
export function candidates(text: string, near: (start: number, end: number) => boolean): Candidate[] {
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
      if (b - a < 4 || b - a > 21) continue;
      const grouped = spacedGroups(text, a, b);
      if (grouped) {
        i = Math.max(i, grouped.end);
        if (near(a, grouped.end)) push(a, grouped.end, { value: grouped.value, shape: 2 });
        continue;
      }
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

/** Decoration a code may sit in on its own line: brackets, quotes, colons, bullets, blanks. */
const DECOR = new Set([...' \t:：-–—*_"\'“”«»‘’‹›()[]【】「」『』<>|.,!·•=#~→←⟶⟵➜➔➝➞►◄▶◀▸◂⇒⇐⇨⇦\u00a0\u3000']);

/** Only decoration between the line start and `pos`. */
export function startsLine(text: string, pos: number): boolean {
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

/** Only decoration between `pos` and the line end. */
function endsLine(text: string, pos: number): boolean {
  for (let k = pos; k < text.length; k++) {
    const ch = text[k]!;
    if (ch === '\n') return true;
    if (!DECOR.has(ch)) return false;
  }
  return true;
}

export function isIsolated(text: string, c: { start: number; end: number }): boolean {
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
