/**
 * The typing normalisation every text the extractors read goes through: zero-width characters
 * out, full-width letters and every script's digits to ASCII, decomposed text composed; and
 * the line and blank normalisation of text/plain bodies.
 */

const CR_RE = /\r\n?/g;
const BLANKS_RE = /[ \t\f\v]+/g;
const NL_SPACES_RE = / ?\n ?/g;
const BLANKS_NEED_WORK_RE = /[\t\f\v]| {2}/;

// Characters that change how a token is typed but not how it reads: zero-width and soft
// hyphen go, full-width letters (common in Japanese and Chinese mail) become ASCII, and so
// does every script's decimal digit (\p{Nd}: Arabic-Indic ٤٨٢, Persian ۴۸۲, Devanagari ४८२,
// Bengali ৪৮২, Thai ๔๘๒, full-width ４８２ …). Full-width punctuation stays: "482913，5分钟"
// must not read as the number 482913,5.
const ODD_CLASS = '\\u00AD\\u200B-\\u200F\\u2060\\uFEFF\\uFF21-\\uFF3A\\uFF41-\\uFF5A\\u3000\\u00A0\\u2007\\u202F';
export const ODD_RE = new RegExp(`[${ODD_CLASS}]|[^\\P{Nd}0-9]`, 'gu');
export const HAS_ODD_RE = new RegExp(`[${ODD_CLASS}]|[^\\P{Nd}0-9]`, 'u');
/**
 * A cheap pre-check for non-ASCII digits, without the `u` flag: the runs of \p{Nd} in the BMP
 * and the lead surrogates of those beyond it (a test compares this with \p{Nd}).
 */
export const OTHER_DIGITS = '\\u0660-\\u0669\\u06F0-\\u06F9\\u07C0-\\u07C9\\u0966-\\u096F\\u09E6-\\u09EF\\u0A66-\\u0A6F\\u0AE6-\\u0AEF'
  + '\\u0B66-\\u0B6F\\u0BE6-\\u0BEF\\u0C66-\\u0C6F\\u0CE6-\\u0CEF\\u0D66-\\u0D6F\\u0DE6-\\u0DEF\\u0E50-\\u0E59\\u0ED0-\\u0ED9\\u0F20-\\u0F29'
  + '\\u1040-\\u1049\\u1090-\\u1099\\u17E0-\\u17E9\\u1810-\\u1819\\u1946-\\u194F\\u19D0-\\u19D9\\u1A80-\\u1A89\\u1A90-\\u1A99\\u1B50-\\u1B59'
  + '\\u1BB0-\\u1BB9\\u1C40-\\u1C49\\u1C50-\\u1C59\\uA620-\\uA629\\uA8D0-\\uA8D9\\uA900-\\uA909\\uA9D0-\\uA9D9\\uA9F0-\\uA9F9\\uAA50-\\uAA59'
  + '\\uABF0-\\uABF9\\uFF10-\\uFF19\\uD801\\uD803-\\uD807\\uD818\\uD81A\\uD81B\\uD833\\uD835\\uD838-\\uD83A\\uD83E';
export const DIGIT_RE = new RegExp(`[0-9${OTHER_DIGITS}]`);
const ND_RE = /\p{Nd}/u;
/** A decimal digit of any script as ASCII: every run of \p{Nd} is whole sets of 0–9, so its value is its distance from the run's start. */
function asciiDigit(c: string): string {
  const cp = c.codePointAt(0)!;
  let zero = cp;
  while (ND_RE.test(String.fromCodePoint(zero - 1))) zero--;
  return String.fromCharCode(48 + ((cp - zero) % 10));
}
export function oddChar(c: string): string {
  const code = c.charCodeAt(0);
  if (code >= 0xff21 && code <= 0xff5a) return String.fromCharCode(code - 0xfee0);
  if (code === 0x3000 || code === 0xa0 || code === 0x2007 || code === 0x202f) return ' ';
  if (c.length > 1 || ND_RE.test(c)) return asciiDigit(c);
  return '';
}

/** Applies the typing normalisation (zero-width out, full-width letters and every script's digits → ASCII) to any text. */
export function normaliseChars(s: string): string {
  if (!NEEDS_CHAR_WORK_RE.test(s)) return s; // one scan for the usual text, which needs neither
  const t = HAS_ODD_RE.test(s) ? s.replace(ODD_RE, oddChar) : s;
  return COMBINING_RE.test(t) ? t.normalize('NFC') : t;
}
/**
 * Text the keyword tables spell otherwise until it is in NFC: combining marks written apart
 * (Vietnamese in windows-1258 always is: "ma\u0303" reads as "mã"), and the Devanagari and
 * Bengali letters with a nukta that NFC writes as two characters (য় U+09DF is য + ়).
 */
export const NFC_CLASS = '\\u0300-\\u036f\\u0958-\\u095f\\u09dc\\u09dd\\u09df';
export const COMBINING_RE = new RegExp(`[${NFC_CLASS}]`);
/** HAS_ODD_RE's characters (digits by their cheap pre-check) and COMBINING_RE's, in one class. */
const NEEDS_CHAR_WORK_RE = new RegExp(`[${ODD_CLASS}${OTHER_DIGITS}${NFC_CLASS}]`);

/** Normalises a text/plain body: line endings, odd characters, runs of blanks. */
export function normaliseText(s: string): string {
  let t = s.indexOf('\r') >= 0 ? s.replace(CR_RE, '\n') : s;
  t = normaliseChars(t);
  // Both replaces are identities on most text (single spaces, no space beside a line break):
  // a scan that says so costs a fraction of a replace that rewrites nothing.
  if (BLANKS_NEED_WORK_RE.test(t)) t = t.replace(BLANKS_RE, ' ');
  return t.includes(' \n') || t.includes('\n ') ? t.replace(NL_SPACES_RE, '\n') : t;
}

