/**
 * Excerpts of lint findings (docs/checks.md, "Lint"): the offending text with a little context,
 * on one line (every run of white space one space), at most 120 characters.
 */

export const EXCERPT_MAX = 120;
/** Characters of context looked at on each side of the offending text. */
const CONTEXT = 40;
const WS_RE = /\s+/g;
const SPACES_RE = / {2,}/g;

const flat = (s: string): string => s.replace(WS_RE, ' ');
const isHigh = (c: number): boolean => c >= 0xd800 && c <= 0xdbff;
const isLow = (c: number): boolean => c >= 0xdc00 && c <= 0xdfff;

/** s without a surrogate half left at either end by a cut. */
function whole(s: string): string {
  let from = 0;
  let to = s.length;
  if (to > 0 && isLow(s.charCodeAt(0))) from++;
  if (to > from && isHigh(s.charCodeAt(to - 1))) to--;
  return s.slice(from, to);
}

/** Cuts s to at most max characters (never inside a surrogate pair). */
function cut(s: string, max: number): string {
  return s.length <= max ? s : whole(s.slice(0, max));
}

/**
 * Any text as an excerpt: one line, at most 120 characters.
 *
 * @example clip('Hi {{name}},\n\nWelcome') // 'Hi {{name}}, Welcome'
 */
export function clip(s: string): string {
  return cut(flat(s).trim(), EXCERPT_MAX).trim();
}

/**
 * The text from `start` to `end` of `source` with up to 40 characters of context on each side,
 * cut at a word where the context is cut, on one line, at most 120 characters.
 *
 * @example excerptAt('Dear customer, hello {{first_name}}, welcome aboard', 21, 35)
 * // 'Dear customer, hello {{first_name}}, welcome aboard'
 */
export function excerptAt(source: string, start: number, end: number): string {
  const core = flat(source.slice(start, end));
  if (core.length >= EXCERPT_MAX) return cut(core.trim(), EXCERPT_MAX).trim();
  const fullBefore = flat(source.slice(Math.max(0, start - 2 * CONTEXT), start));
  const fullAfter = flat(source.slice(end, end + 2 * CONTEXT));
  const room = Math.min(EXCERPT_MAX - core.length, 2 * CONTEXT);
  let bLen = Math.min(fullBefore.length, Math.floor(room / 2));
  const aLen = Math.min(fullAfter.length, room - bLen);
  bLen = Math.min(fullBefore.length, room - aLen);
  let before = fullBefore.slice(fullBefore.length - bLen);
  let after = fullAfter.slice(0, aLen);
  // Where the context is cut, cut it at a word rather than inside one.
  if (bLen < fullBefore.length || start - 2 * CONTEXT > 0) {
    const sp = before.indexOf(' ');
    if (sp >= 0 && sp < before.length - 1) before = before.slice(sp + 1);
  }
  if (aLen < fullAfter.length || end + 2 * CONTEXT < source.length) {
    const sp = after.lastIndexOf(' ');
    if (sp > 0) after = after.slice(0, sp);
  }
  const line = `${whole(before)}${core}${whole(after)}`.replace(SPACES_RE, ' ').trim();
  return cut(line, EXCERPT_MAX).trim();
}
