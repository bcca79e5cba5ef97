/**
 * Small text helpers shared by the safety scanners: white space as the reports collapse it,
 * excerpts of at most 200 characters, and the 20-finding cap.
 */

/** Findings per list. */
export const MAX_FINDINGS = 20;
/** Characters per excerpt (an ellipsis included when cut). */
export const MAX_EXCERPT = 200;

/**
 * White space a browser or a reader shows as one space: ASCII blanks, line breaks, no-break and
 * the typographic spaces. Not U+FEFF or U+180E (JavaScript's \s has the first; both are
 * invisible characters the scanner must still see).
 */
export const WS_CLASS = ' \\t\\n\\r\\f\\v\\u00a0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000';
const WS_RUN_RE = new RegExp(`[${WS_CLASS}]+`, 'g');
const NEEDS_COLLAPSE_RE = new RegExp(`[${WS_CLASS.slice(1)}]| {2}|^ | $`);

/** Collapses runs of white space to one space and trims. */
export function collapse(s: string): string {
  return NEEDS_COLLAPSE_RE.test(s) ? s.replace(WS_RUN_RE, ' ').trim() : s;
}

/** A collapsed excerpt of at most MAX_EXCERPT characters, cut with an ellipsis. */
export function excerpt(s: string): string {
  const t = collapse(s);
  if (t.length <= MAX_EXCERPT) return t;
  let cut = MAX_EXCERPT - 1;
  // Never split a surrogate pair.
  const c = t.charCodeAt(cut - 1);
  if (c >= 0xd800 && c <= 0xdbff) cut--;
  return `${t.slice(0, cut).trimEnd()}…`;
}

/**
 * Letters and digits, near enough, by UTF-16 code unit: ASCII ones, and every non-ASCII
 * character that is not punctuation, a symbol, a space, an invisible character or half of an
 * emoji. A table: the scanners read it for every character.
 */
export const WORD = new Uint8Array(0x10000);
for (let c = 0; c < 0x10000; c++) {
  WORD[c] = (c < 128 ? (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 48 && c <= 57)
    : c >= 0xc0 && c !== 0xd7 && c !== 0xf7 && !(c >= 0x2000 && c <= 0x2bff) && !(c >= 0x3000 && c <= 0x303f)
      && !(c >= 0xd800 && c <= 0xdfff) && !(c >= 0xfe00 && c <= 0xfe6f) && c !== 0xfeff && !(c >= 0xff00 && c <= 0xff20)
      && c !== 0x034f && c !== 0x115f && c !== 0x1160 && c !== 0x180e && c !== 0x3164 && c !== 0xffa0) ? 1 : 0;
}

/** Appends a finding unless the list is full or already holds an equal one. */
export function pushUnique<T>(list: T[], item: T, key: (t: T) => string, seen: Set<string>): void {
  if (list.length >= MAX_FINDINGS) return;
  const k = key(item);
  if (seen.has(k)) return;
  seen.add(k);
  list.push(item);
}
