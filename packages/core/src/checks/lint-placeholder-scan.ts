/**
 * Finds what a template left unrendered in a piece of text (docs/checks.md, "Lint",
 * `unrendered_placeholder`): template syntax of the common engines, printf conversions, and
 * empty values stringified (`undefined`, `NaN`, `[object Object]`; `null`, `None` and `nil`
 * where a value would go).
 */

export type PlaceholderKind = 'template' | 'printf' | 'empty_value';

export interface PlaceholderHit {
  /** The placeholder as written. */
  value: string;
  start: number;
  end: number;
  kind: PlaceholderKind;
}

const W = '\\p{L}\\p{N}_';
/** Template syntax, each bounded (a stray opener never scans the rest of the mail). */
const TEMPLATE_RES: RegExp[] = [
  /\{\{\{?[^{}]{0,200}\}\}\}?/g, // {{…}} Handlebars, Mustache, Liquid, Jinja, Go ({{{raw}}} too)
  /\{%[^]{0,200}?%\}/g, // {%…%} Liquid, Jinja, Django tags
  /\$\{[^{}]{0,200}\}/g, // ${…} JavaScript, JSP EL, Freemarker
  /#\{[^{}]{0,200}\}/g, // #{…} Ruby, Thymeleaf
  /%\{[^{}]{0,200}\}/g, // %{…} Ruby i18n
  /<%[^]{0,200}?%>/g, // <%…%> ERB, EJS
  /\*\|[^|\n]{1,100}\|\*/g, // *|…|* Mailchimp merge tags
  /\[\[[^[\]]{1,200}\]\]/g, // [[…]] Thymeleaf inline
];
/** {name}: ICU, Python str.format — a bare identifier (at least one letter, digit or `_`). */
const IDENT_RE = new RegExp(`\\{[${W}.\\-]{1,200}\\}`, 'gu');
/** printf conversions: %s or %d not followed by a letter or digit. */
const PRINTF_RE = /%[sd](?![\p{L}\p{N}])/gu;
/** Always an empty value stringified, as whole words in exactly this case. */
const EMPTY_RE = new RegExp(`(?<![${W}])(?:undefined|NaN)(?![${W}])|\\[object Object\\]`, 'gu');
/** An empty value only where a value would go (see valueSlot). */
const NULLISH_RE = new RegExp(`(?<![${W}])(?:null|None|nil)(?![${W}])`, 'gu');
/** URLs in running text: inside one, `null` is a value wherever it stands. */
const URL_RE = /\b(?:https?:\/\/|mailto:|www\.)[^\s<>"]+/gi;
const WORD_RE = new RegExp(`[${W}]`, 'u');
const LETTER_RE = /\p{L}/u;

/** The code point at i as a string ('' past the end). */
function charAt(s: string, i: number): string {
  const cp = s.codePointAt(i);
  return cp === undefined ? '' : String.fromCodePoint(cp);
}
/** The code point ending just before i ('' at the start). */
function charBefore(s: string, i: number): string {
  if (i <= 0) return '';
  const c = s.charCodeAt(i - 1);
  return c >= 0xdc00 && c <= 0xdfff && i >= 2 ? s.slice(i - 2, i) : s[i - 1]!;
}

/**
 * Does a whole-word `null`/`None`/`nil` from start to end stand where a value would go? It does
 * when followed by the end of the text or line, by punctuation, or inside a URL (`Hi null,`,
 * `/reset/null`, `?token=None`); not when a space and another word follow, as in running prose
 * (`null and void`, `None of your data`), nor in a hyphenated word (`null-terminated`, `non-null`)
 * outside a URL.
 */
function valueSlot(s: string, start: number, end: number, inUrl: boolean): boolean {
  const prev = charBefore(s, start);
  if (!inUrl && (prev === '-' || prev === '\u2010') && LETTER_RE.test(charBefore(s, start - 1))) return false;
  let k = end;
  const next = charAt(s, k);
  if (next === '') return true;
  if (!inUrl && (next === '-' || next === '\u2010') && LETTER_RE.test(charAt(s, k + 1))) return false;
  if (next !== ' ' && next !== '\t' && next !== '\u00a0') return true; // punctuation, symbol, line end
  while (k < s.length && (s[k] === ' ' || s[k] === '\t' || s[k] === '\u00a0')) k++;
  const after = charAt(s, k);
  return after === '' || !WORD_RE.test(after);
}

function urlSpans(s: string): number[] {
  const spans: number[] = [];
  URL_RE.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = URL_RE.exec(s)) !== null) spans.push(m.index, m.index + m[0].length);
  return spans;
}

function within(spans: number[], at: number): boolean {
  for (let k = 0; k < spans.length; k += 2) if (spans[k]! <= at && at < spans[k + 1]!) return true;
  return false;
}

function collect(re: RegExp, s: string, kind: PlaceholderKind, out: PlaceholderHit[], keep?: (start: number, end: number) => boolean): void {
  re.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = re.exec(s)) !== null) {
    const end = m.index + m[0].length;
    if (!keep || keep(m.index, end)) out.push({ value: m[0], start: m.index, end, kind });
    if (m[0].length === 0) re.lastIndex++;
  }
}

/**
 * Every unrendered placeholder in s, in order; one inside another (`{name}` in `{{name}}`,
 * `%d` in `{% … %}`) is not reported apart. `url` says s is a link's address (a `href`).
 *
 * @example scanPlaceholders('Hi {{ first_name }}, your total is NaN.').map((h) => h.value)
 * // ['{{ first_name }}', 'NaN']
 */
export function scanPlaceholders(s: string, url = false): PlaceholderHit[] {
  const hits: PlaceholderHit[] = [];
  for (const re of TEMPLATE_RES) collect(re, s, 'template', hits);
  collect(IDENT_RE, s, 'template', hits, (start, end) => WORD_RE.test(s.slice(start + 1, end - 1)));
  collect(PRINTF_RE, s, 'printf', hits);
  collect(EMPTY_RE, s, 'empty_value', hits);
  let spans: number[] | null = null;
  collect(NULLISH_RE, s, 'empty_value', hits, (start, end) => valueSlot(s, start, end, url || within((spans ??= urlSpans(s)), start)));
  hits.sort((a, b) => a.start - b.start || b.end - a.end);
  const out: PlaceholderHit[] = [];
  let reach = -1;
  for (const h of hits) {
    if (h.start < reach) continue;
    out.push(h);
    reach = h.end;
  }
  return out;
}
