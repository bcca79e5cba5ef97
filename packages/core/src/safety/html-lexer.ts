/**
 * The low-level pieces of the safety HTML reader (html-reader.ts): what each tag is (block,
 * void, raw text, head-only; which open elements its start tag ends, HTML's implied end tags,
 * simplified), a start tag's attributes (only those the rules read), a text chunk's entities
 * and white space, and the pre-pass that reads every `<style>` element outside comments.
 */
import { decodeEntities } from '../extract/entities.js';
import { addRules, emptySheet, type StyleSheet } from './stylesheet.js';
import { WS_CLASS } from './text.js';

const SKIP = new Set(['style', 'script', 'title', 'template', 'xml', 'svg', 'noframes']);
const HEAD_ONLY = new Set(['meta', 'link', 'style', 'script', 'title', 'base', 'noscript', 'template', 'xml', 'basefont', 'bgsound', 'head', 'html']);
const BLOCK = new Set([
  'p', 'div', 'br', 'tr', 'td', 'th', 'li', 'ul', 'ol', 'table', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote',
  'pre', 'hr', 'section', 'article', 'header', 'footer', 'center', 'dl', 'dt', 'dd', 'form', 'address', 'body',
  'main', 'nav', 'aside', 'figure', 'figcaption', 'caption', 'tbody', 'thead', 'tfoot', 'html', 'textarea', 'fieldset',
  'legend', 'details', 'summary', 'option', 'menu', 'dir',
]);
const VOID = new Set(['br', 'img', 'meta', 'link', 'hr', 'input', 'col', 'area', 'base', 'wbr', 'source', 'param', 'embed', 'track', 'keygen', 'basefont', 'bgsound']);
/** Start tags that end an open `<p>` (HTML's implied end tags, simplified). */
const CLOSES_P = new Set([
  'p', 'div', 'ul', 'ol', 'dl', 'table', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'pre', 'hr', 'section', 'article',
  'header', 'footer', 'center', 'form', 'address', 'main', 'nav', 'aside', 'figure', 'figcaption', 'fieldset', 'details',
  'menu', 'dir', 'li', 'dd', 'dt',
]);
export const P_ONLY = ['p'];
export const P_SCOPE = ['html', 'table', 'td', 'th', 'caption', 'button', 'marquee', 'object', 'template'];
/** For a start tag: the open elements it ends, and the elements that stop the search. */
export const IMPLIED: Record<string, [string[], string[]]> = Object.assign(Object.create(null) as Record<string, [string[], string[]]>, {
  li: [['li'], ['ul', 'ol', ...P_SCOPE]],
  dd: [['dd', 'dt'], ['dl', ...P_SCOPE]],
  dt: [['dd', 'dt'], ['dl', ...P_SCOPE]],
  td: [['td', 'th'], ['tr', 'table', 'tbody', 'thead', 'tfoot']],
  th: [['td', 'th'], ['tr', 'table', 'tbody', 'thead', 'tfoot']],
  tr: [['tr'], ['table', 'tbody', 'thead', 'tfoot']],
  tbody: [['tbody', 'thead', 'tfoot'], ['table']],
  thead: [['tbody', 'thead', 'tfoot'], ['table']],
  tfoot: [['tbody', 'thead', 'tfoot'], ['table']],
  option: [['option'], ['select', 'datalist']],
});
export const MAX_STACK = 512;

// One lookup per tag instead of one per list. Above the flag bits: the element's slot in the
// counts of open elements that an implied end tag may close (p, li, td…), 0 for the others.
export const F_SKIP = 1, F_HEAD = 2, F_BLOCK = 4, F_VOID = 8, F_CLOSES_P = 16, F_IMPLIES = 32, TRACK_SHIFT = 8;
export const TRACKED = ['p', 'li', 'dd', 'dt', 'td', 'th', 'tr', 'tbody', 'thead', 'tfoot', 'option'];
export const TAG_FLAGS = new Map<string, number>();
for (const [list, flag] of [[SKIP, F_SKIP], [HEAD_ONLY, F_HEAD], [BLOCK, F_BLOCK], [VOID, F_VOID], [CLOSES_P, F_CLOSES_P], [Object.keys(IMPLIED), F_IMPLIES]] as const) {
  for (const t of list) TAG_FLAGS.set(t, (TAG_FLAGS.get(t) ?? 0) | flag);
}
TRACKED.forEach((t, i) => TAG_FLAGS.set(t, (TAG_FLAGS.get(t) ?? 0) | ((i + 1) << TRACK_SHIFT)));
export const trackOf = (name: string): number => (TAG_FLAGS.get(name) ?? 0) >> TRACK_SHIFT;

export const isSpace = (c: number): boolean => c === 32 || c === 9 || c === 10 || c === 13 || c === 12;
export const isNameChar = (c: number): boolean => (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 48 && c <= 57) || c === 45 || c === 58 || c === 95;

const ZW_ENTITY_RE = /&(zwnj|zwj|shy|lrm|rlm);/gi;
const ZW_NUMERIC: Record<string, string> = { zwnj: '&#8204;', zwj: '&#8205;', shy: '&#173;', lrm: '&#8206;', rlm: '&#8207;' };
export const WS_RE = new RegExp(`[${WS_CLASS}]+`, 'g');
const NEEDS_WS_RE = new RegExp(`[${WS_CLASS.slice(1)}]| {2}`);

const zwNumeric = (_m: string, name: string): string => ZW_NUMERIC[name.toLowerCase()]!;

/**
 * Entities decoded (the zero-width ones kept as characters), white space collapsed (not
 * trimmed). One pass over the text first says which of the two it needs: most text needs neither.
 */
export function decodeText(raw: string): string {
  let amp = false, blanks = false, prevSpace = false;
  for (let k = 0; k < raw.length; k++) {
    const c = raw.charCodeAt(k);
    if (c === 38) amp = true;
    else if (c === 32) { if (prevSpace) blanks = true; prevSpace = true; continue; }
    else if (c < 32 || c === 0xa0 || (c >= 0x1680 && (c === 0x1680 || (c >= 0x2000 && c <= 0x200a) || c === 0x2028 || c === 0x2029 || c === 0x202f || c === 0x205f || c === 0x3000))) blanks = true;
    prevSpace = false;
  }
  let s = raw;
  if (amp) {
    ZW_ENTITY_RE.lastIndex = 0;
    if (ZW_ENTITY_RE.test(s)) s = s.replace(ZW_ENTITY_RE, zwNumeric);
    s = decodeEntities(s);
    if (!blanks) blanks = NEEDS_WS_RE.test(s); // &nbsp; decodes to a blank
  }
  return blanks ? s.replace(WS_RE, ' ') : s;
}

const STYLE_TEST_RE = /<style/i;
const STYLE_OR_COMMENT_RE = /<!--|<style\b[^>]*>/gi;
const STYLE_END_RE = /<\/style/gi;

/** The rules of every `<style>` element outside comments; null when there are none. */
export function readStyleSheet(html: string): StyleSheet | null {
  if (!STYLE_TEST_RE.test(html)) return null;
  const sheet = emptySheet();
  STYLE_OR_COMMENT_RE.lastIndex = 0;
  for (let m = STYLE_OR_COMMENT_RE.exec(html); m; m = STYLE_OR_COMMENT_RE.exec(html)) {
    const from = m.index + m[0].length;
    if (m[0] === '<!--') {
      const end = html.indexOf('-->', from);
      if (end < 0) break;
      STYLE_OR_COMMENT_RE.lastIndex = end + 3;
      continue;
    }
    STYLE_END_RE.lastIndex = from;
    const close = STYLE_END_RE.exec(html);
    const to = close ? close.index : html.length;
    addRules(sheet, html.slice(from, to));
    STYLE_OR_COMMENT_RE.lastIndex = to;
  }
  return sheet.count > 0 ? sheet : null;
}

/** The attributes the reader uses, refilled for each start tag. */
export interface Attrs {
  style: string | null;
  cls: string | null;
  id: string | null;
  hidden: boolean;
  bgcolor: string | null;
  background: boolean;
  color: string | null;
  href: string | null;
}

/** Reads a start tag's attributes from `from` (just past its name); returns the index past its `>`. */
export function readAttrs(html: string, from: number, a: Attrs, quotes: { dq: boolean; sq: boolean }): number {
  a.style = a.cls = a.id = a.bgcolor = a.color = a.href = null;
  a.hidden = a.background = false;
  const n = html.length;
  let k = from;
  for (;;) {
    while (k < n && (isSpace(html.charCodeAt(k)) || html.charCodeAt(k) === 47)) k++;
    if (k >= n) return n;
    if (html.charCodeAt(k) === 62) return k + 1;
    const nameFrom = k++;
    for (; k < n; k++) { const c = html.charCodeAt(k); if (isSpace(c) || c === 47 || c === 62 || c === 61) break; }
    const nameTo = k;
    while (k < n && isSpace(html.charCodeAt(k))) k++;
    let value: string | null = null;
    if (html.charCodeAt(k) === 61) {
      k++;
      while (k < n && isSpace(html.charCodeAt(k))) k++;
      const q = html.charCodeAt(k);
      if (q === 34 || q === 39) {
        const dq = q === 34;
        let close = -1;
        if (dq ? !quotes.dq : !quotes.sq) {
          close = html.indexOf(dq ? '"' : "'", k + 1);
          if (close < 0) { if (dq) quotes.dq = true; else quotes.sq = true; }
        }
        if (close < 0) {
          const gt = html.indexOf('>', k + 1); // never closed: the value and the tag end at the next '>'
          const end = gt < 0 ? n : gt;
          value = html.slice(k + 1, end);
          k = end;
        } else {
          value = html.slice(k + 1, close);
          k = close + 1;
        }
      } else {
        const vFrom = k;
        while (k < n && !isSpace(html.charCodeAt(k)) && html.charCodeAt(k) !== 62) k++;
        value = html.slice(vFrom, k);
      }
    }
    const len = nameTo - nameFrom;
    const c0 = html.charCodeAt(nameFrom) | 32;
    // style class color (5, s/c), id (2, i), href hidden (4/6, h), bgcolor background (7/10, b).
    if (((len === 5 && (c0 === 115 || c0 === 99)) || (len === 2 && c0 === 105) || ((len === 4 || len === 6) && c0 === 104)
      || ((len === 7 || len === 10) && c0 === 98))) {
      switch (html.slice(nameFrom, nameTo).toLowerCase()) {
        case 'style': a.style = value; break;
        case 'class': a.cls = value; break;
        case 'id': a.id = value; break;
        case 'hidden': a.hidden = true; break;
        case 'bgcolor': a.bgcolor = value; break;
        case 'background': a.background = value !== null && value.trim().length > 0; break;
        case 'color': a.color = value; break;
        case 'href': a.href = value; break;
        default: break;
      }
    }
  }
}

