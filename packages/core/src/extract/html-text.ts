/**
 * One-pass HTML → text for the extractors. Not a renderer: it keeps what a reader sees in
 * reading order, one line per block, cells separated by tabs, and remembers the two
 * things the extractors need from the markup: where the anchors are (with their text)
 * and which elements may make a token stand out (bold, big, letter-spaced, monospace).
 * A scanner driven by indexOf, no DOM and no tag regex: mail HTML is table soup, a DOM costs
 * an order of magnitude more for nothing we use, and every step here is linear in the input.
 */

import { COMBINING_RE, DIGIT_RE, HAS_ODD_RE, NFC_CLASS, ODD_RE, OTHER_DIGITS, oddChar } from './chars.js';
import { decodeEntities } from './entities.js';

export interface Anchor {
  /** href with entities decoded, trimmed; '' when the anchor had none. */
  href: string;
  /** Visible text of the anchor (normalised), plus img alt / title / aria-label when useful. */
  label: string;
  /** Offsets of the anchor's text in HtmlText.text. */
  start: number;
  end: number;
}

export interface HtmlText {
  text: string;
  anchors: Anchor[];
  /**
   * Elements that may emphasise their content, as flat [textStart, textEnd, attrFrom, attrTo]
   * records in document order: attrFrom -1 for tags that emphasise by themselves (<b>, <h1>…),
   * else the offsets of the element's attributes in `html`, whose style is read only when
   * asked (see isEmphasised): most styles never need reading.
   */
  styled: number[];
  html: string;
}

/** Elements whose content is never shown. */
const SKIP_CONTENT = ['style', 'script', 'title', 'xml', 'template', 'svg', 'o:p'];
/** Elements that end a line. */
const BLOCK = ([
  'p', 'div', 'br', 'tr', 'li', 'ul', 'ol', 'table', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote',
  'pre', 'hr', 'section', 'article', 'header', 'footer', 'center', 'dl', 'dt', 'dd', 'form', 'address',
  'body', 'main', 'nav', 'aside', 'figure', 'figcaption', 'caption', 'tbody', 'thead', 'tfoot', 'html',
]);
const CELL = ['td', 'th'];
const VOID = ['br', 'img', 'meta', 'link', 'hr', 'input', 'col', 'area', 'base', 'wbr', 'source', 'param', 'embed', 'track'];
/** Tags that emphasise by themselves. */
const EMPH_TAG = ['strong', 'b', 'h1', 'h2', 'h3', 'code', 'big', 'kbd', 'samp', 'tt', 'mark'];

/** Elements whose inline style may make a code stand out (layout tables and rows cannot). */
const STYLE_HOLDERS = ['td', 'th', 'span', 'div', 'p', 'font', 'a', 'h4', 'h5', 'h6', 'center', 'li', 'pre', 'i', 'em', 'u', 'label', 'blockquote'];
const OTHER_TAGS = ['html', 'head', 'meta', 'link', 'small', 'sub', 'sup', 'button', 'input', 'picture', 'o:p', 'v:roundrect'];

// One lookup per tag instead of one per list.
const F_BLOCK = 1, F_CELL = 2, F_VOID = 4, F_SKIP = 8, F_EMPH = 16, F_STYLE = 32;
const TAG_FLAGS = new Map<string, number>();
for (const [list, flag] of [[BLOCK, F_BLOCK], [CELL, F_CELL], [VOID, F_VOID], [SKIP_CONTENT, F_SKIP], [EMPH_TAG, F_EMPH], [STYLE_HOLDERS, F_STYLE], [OTHER_TAGS, 0]] as const) {
  for (const t of list) TAG_FLAGS.set(t, (TAG_FLAGS.get(t) ?? 0) | flag);
}

/**
 * Tags of up to 5 characters by a numeric key (6 bits per character, case folded), which
 * stays a small integer: one probe of an open-addressed typed-array table gives a tag's name
 * and flags, with no slice, no lowercasing, no string hashing and no Map call. Longer names
 * (a few per mail) take the string path through TAG_FLAGS.
 */
const NAME_CODE = (c: number): number => (c >= 97 && c <= 122 ? c - 96 : c >= 65 && c <= 90 ? c - 64 : c >= 48 && c <= 57 ? c - 21 : -1);
const SHORT_NAME = 5;
function shortKey(s: string, from: number, to: number): number {
  if (to - from > SHORT_NAME) return -1;
  let key = 0;
  for (let k = from; k < to; k++) {
    const v = NAME_CODE(s.charCodeAt(k));
    if (v < 0) return -1;
    key = (key << 6) | v;
  }
  return key;
}
const SLOTS = 1024; // power of two, several times the number of short tags
const slotOf = (key: number): number => (key ^ (key >>> 10) ^ (key >>> 20)) & (SLOTS - 1);
const SLOT_KEY = new Int32Array(SLOTS);
const SLOT_TAG = new Int32Array(SLOTS); // index into SHORT_TAG_NAME; 0 = empty slot
const SHORT_TAG_NAME: string[] = [''];
const SHORT_TAG_FLAGS: number[] = [0];
for (const [name, flags] of TAG_FLAGS) {
  const key = shortKey(name, 0, name.length);
  if (key < 0) continue;
  let slot = slotOf(key);
  while (SLOT_TAG[slot] !== 0) slot = (slot + 1) & (SLOTS - 1);
  SLOT_KEY[slot] = key;
  SLOT_TAG[slot] = SHORT_TAG_NAME.length;
  SHORT_TAG_NAME.push(name);
  SHORT_TAG_FLAGS.push(flags);
}
/** Index of a known short tag in SHORT_TAG_NAME, or 0. */
function shortTag(key: number): number {
  for (let slot = slotOf(key); ; slot = (slot + 1) & (SLOTS - 1)) {
    const tag = SLOT_TAG[slot]!;
    if (tag === 0 || SLOT_KEY[slot] === key) return tag;
  }
}
const HREF_RE = /\bhref\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i;
const VALUE_RE = /\bvalue\s*=\s*(?:"([^"]*)"|'([^']*)')/i;
const HIDDEN_RE = /\btype\s*=\s*["']?(?:hidden|submit|button|checkbox|radio)\b/i;
const ALT_RE = /\b(?:alt|title|aria-label)\s*=\s*(?:"([^"]*)"|'([^']*)')/i;

const WS_RE = /\s+/g;
/**
 * A text chunk needs any work at all (entities, odd characters, whitespace). Most do not.
 * (A per-character JavaScript loop measured 25 % slower for the whole conversion: chunks
 * are slices of the HTML, and the regex reads them without per-character dispatch.)
 */
const NEEDS_WORK_RE = new RegExp(`[&\\t\\n\\r\\f\\v\\u00a0\\u3000\\ufeff\\u00ad\\u200b-\\u200f\\u2060\\uff21-\\uff5a\\u2007\\u202f${NFC_CLASS}${OTHER_DIGITS}]|  `);
const MAX_STACK = 512;

function isNameChar(c: number): boolean {
  return (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 48 && c <= 57) || c === 45 || c === 58;
}

/**
 * Where reading resumes after an element whose content is never shown (`<style>`, `<script>`…,
 * `name` lower case), its start tag ending at `from`: just past the matching end tag; an
 * unclosed one hides the rest, as browsers do.
 */
export function afterRawText(html: string, from: number, name: string): number {
  for (let k = from; ;) {
    const close = html.indexOf('</', k);
    if (close < 0) return html.length;
    if (html.slice(close + 2, close + 2 + name.length).toLowerCase() === name && !isNameChar(html.charCodeAt(close + 2 + name.length))) {
      const gt = html.indexOf('>', close);
      return gt < 0 ? html.length : gt + 1;
    }
    k = close + 2;
  }
}


/**
 * Finds tag ends with native indexOf only. Quote positions are cached and only move forward,
 * so a document is scanned for each quote kind once in total, however many tags it has.
 */
class TagEnds {
  private dq = -2;
  private sq = -2;
  constructor(private readonly html: string) {}
  private next(kind: 34 | 39, from: number): number {
    let p = kind === 34 ? this.dq : this.sq;
    if (p !== -1 && p < from) p = this.html.indexOf(kind === 34 ? '"' : "'", from);
    if (kind === 34) this.dq = p; else this.sq = p;
    return p;
  }
  /** Index just past the `>` that ends the tag whose attributes start at `from`. */
  end(from: number): number {
    const html = this.html;
    let gt = html.indexOf('>', from);
    if (gt < 0) return html.length;
    let k = from;
    for (;;) {
      const d = this.next(34, k);
      const s = this.next(39, k);
      const q = d >= 0 && d < gt && (s < 0 || d < s) ? d : s >= 0 && s < gt ? s : -1;
      if (q < 0) return gt + 1;
      const close = this.next(q === d ? 34 : 39, q + 1);
      // An unclosed quote would swallow the rest of the mail; end the tag at the next '>'.
      if (close < 0) return gt + 1;
      k = close + 1;
      if (k > gt) { gt = html.indexOf('>', k); if (gt < 0) return html.length; } // '>' inside quotes
    }
  }
}

/**
 * Next occurrence of a fixed string at or after a position that only moves forward: the
 * document is searched once in total (a plain indexOf per tag would rescan to the next
 * occurrence, or to the end, for every tag without one).
 */
class Finder {
  private at = -2;
  constructor(private readonly html: string, private readonly needle: string) {}
  within(from: number, to: number): boolean {
    if (this.at !== -1 && this.at < from) this.at = this.html.indexOf(this.needle, from);
    return this.at >= 0 && this.at < to;
  }
}

/** Converts an HTML body to text in one pass. Never throws. */
export function htmlToText(html: string): HtmlText {
  let out = ''; // the text so far (concatenation: V8 joins the pieces once, at the end)
  let len = 0; // out.length, kept in a local
  let last = 10; // char code of the last character written ('\n' at start)
  let pendingSpace = false;
  const anchors: Anchor[] = [];
  const styled: number[] = [];
  // Open elements as parallel arrays (no object per tag): name, styled record, anchor index.
  const stackName: string[] = [];
  const stackRec: number[] = [];
  const stackAnchor: number[] = [];
  let openAnchor = -1; // index into anchors of the innermost open <a>, or -1
  let anchorText = '';

  const write = (s: string): void => {
    out += s;
    len += s.length;
    last = s.charCodeAt(s.length - 1);
    if (openAnchor >= 0) anchorText += s;
  };
  const text = (raw: string): void => {
    let s = raw;
    if (NEEDS_WORK_RE.test(s)) {
      if (s.indexOf('&') >= 0) s = decodeEntities(s);
      if (HAS_ODD_RE.test(s)) { s = s.replace(ODD_RE, oddChar); if (s.length === 0) return; }
      if (COMBINING_RE.test(s)) s = s.normalize('NFC');
      s = s.replace(WS_RE, ' ');
    }
    if (s === ' ') { pendingSpace = true; return; }
    const lead = s.charCodeAt(0) === 32;
    const trail = s.charCodeAt(s.length - 1) === 32;
    if (lead || trail) s = s.slice(lead ? 1 : 0, trail ? s.length - 1 : s.length);
    if ((pendingSpace || lead) && last !== 10 && last !== 9 && last !== 32) write(' ');
    pendingSpace = trail;
    const anchor = openAnchor >= 0 ? anchors[openAnchor]! : null;
    if (anchor && anchor.start < 0) anchor.start = len;
    write(s);
  };
  const newline = (): void => {
    pendingSpace = false;
    if (last !== 10) write('\n');
  };
  const cell = (): void => {
    pendingSpace = false;
    if (last !== 10 && last !== 9) write('\t');
  };
  const closeAnchor = (): void => {
    if (openAnchor < 0) return;
    const a = anchors[openAnchor]!;
    if (a.start < 0) a.start = len;
    a.end = len;
    const t = anchorText.trim();
    if (t) a.label = a.label ? `${t} ${a.label}` : t;
    openAnchor = -1;
    anchorText = '';
  };
  const pop = (name: string): void => {
    for (let i = stackName.length - 1; i >= 0; i--) {
      if (stackName[i] !== name) continue;
      while (stackName.length > i) {
        stackName.pop();
        const rec = stackRec.pop()!;
        if (rec >= 0) styled[rec + 1] = len;
        if (stackAnchor.pop()! >= 0) closeAnchor();
      }
      return;
    }
  };

  const n = html.length;
  const ends = new TagEnds(html);
  const styleLower = new Finder(html, 'style');
  const styleUpper = new Finder(html, 'STYLE');
  let textStart = 0; // start of text not yet emitted
  let i = 0;
  while (i < n) {
    const lt = html.indexOf('<', i);
    if (lt < 0) break;
    const c = html.charCodeAt(lt + 1);
    const closing = c === 47; // '/'
    const nameStart = closing ? lt + 2 : lt + 1;
    const c0 = html.charCodeAt(nameStart);
    const isTag = (c0 >= 97 && c0 <= 122) || (c0 >= 65 && c0 <= 90);
    if (!isTag && c !== 33 && c !== 63) { i = lt + 1; continue; } // a literal '<'
    if (lt > textStart) {
      // Indentation between tags is the common case: detect it without slicing.
      let k = textStart;
      while (k < lt) { const ch = html.charCodeAt(k); if (ch !== 32 && ch !== 10 && ch !== 13 && ch !== 9) break; k++; }
      if (k >= lt) pendingSpace = true;
      else text(html.slice(textStart, lt));
    }
    if (!isTag) {
      // Comment (including Outlook conditional blocks), doctype, CDATA, processing instruction.
      const end = html.startsWith('<!--', lt) ? html.indexOf('-->', lt + 4) : html.indexOf('>', lt + 2);
      i = textStart = end < 0 ? n : end + (html.startsWith('<!--', lt) ? 3 : 1);
      continue;
    }
    let j = nameStart + 1;
    while (j < n && isNameChar(html.charCodeAt(j))) j++;
    const key = shortKey(html, nameStart, j);
    const tag = key >= 0 ? shortTag(key) : 0;
    const name = tag !== 0 ? SHORT_TAG_NAME[tag]! : html.slice(nameStart, j).toLowerCase();
    const end = ends.end(j);
    i = textStart = end;
    const flags = tag !== 0 ? SHORT_TAG_FLAGS[tag]! : TAG_FLAGS.get(name) ?? 0;
    if (closing) {
      if (flags & F_BLOCK) newline();
      else if (flags & F_CELL) cell();
      pop(name);
      continue;
    }
    const selfClosing = html.charCodeAt(end - 2) === 47;
    if (flags & F_SKIP && !selfClosing) {
      i = textStart = afterRawText(html, end, name);
      continue;
    }
    if (flags & F_BLOCK) newline();
    else if (flags & F_CELL) cell();
    if (name === 'img') {
      // An image inside a link names the link ("Unsubscribe" buttons drawn as images). Outside
      // a link, an image whose alt text carries a digit is read as a line of its own: a code
      // drawn as a picture ("Your code: 482913") is what the reader sees; logos stay out.
      // (Most images outside links have no alt text: it is looked for before the tag is sliced.)
      if (openAnchor >= 0) {
        const alt = ALT_RE.exec(html.slice(j, end - 1));
        const v = alt ? decodeEntities(alt[1] ?? alt[2] ?? '').trim() : '';
        if (v) { const a = anchors[openAnchor]!; a.label = a.label ? `${a.label} ${v}` : v; }
      } else {
        const at = html.indexOf('alt', j);
        const alt = at >= 0 && at < end ? ALT_RE.exec(html.slice(j, end - 1)) : null;
        const v = alt ? decodeEntities(alt[1] ?? alt[2] ?? '').trim() : '';
        if (v && DIGIT_RE.test(v)) { newline(); text(v); newline(); }
      }
      continue;
    }
    if (name === 'input') {
      // A code shown in a read-only form field (<input value="482913" readonly>) is text the
      // reader sees, set apart in its own box: a line of its own, emphasised.
      const attrs = html.slice(j, end - 1);
      const v = DIGIT_RE.test(attrs) ? VALUE_RE.exec(attrs) : null;
      const value = v && !HIDDEN_RE.test(attrs) ? decodeEntities(v[1] ?? v[2] ?? '').trim() : '';
      if (value && value.length <= 40) {
        newline();
        const from = len;
        text(value);
        if (stackName.length < MAX_STACK) styled.push(from, len, -1, -1);
        newline();
      }
      continue;
    }
    if (flags & F_VOID || selfClosing) continue;
    let rec = -1;
    if (stackName.length < MAX_STACK) {
      if (flags & F_EMPH) { rec = styled.length; styled.push(len, -1, -1, -1); }
      else if (flags & F_STYLE && end - j > 12 && (styleLower.within(j, end) || styleUpper.within(j, end))) { rec = styled.length; styled.push(len, -1, j, end - 1); }
    }
    let anchor = -1;
    if (name === 'a') {
      closeAnchor(); // <a> does not nest; an unclosed one ends here
      const attrs = html.slice(j, end - 1);
      const h = HREF_RE.exec(attrs);
      const href = h ? decodeEntities(h[1] ?? h[2] ?? h[3] ?? '').trim() : '';
      const t = ALT_RE.exec(attrs);
      const title = t ? decodeEntities(t[1] ?? t[2] ?? '').trim() : '';
      anchors.push({ href, label: title, start: -1, end: -1 });
      anchor = openAnchor = anchors.length - 1;
      anchorText = '';
    }
    if (stackName.length >= MAX_STACK) continue;
    stackName.push(name);
    stackRec.push(rec);
    stackAnchor.push(anchor);
  }
  if (textStart < n) text(html.slice(textStart));
  closeAnchor();
  for (let r = 1; r < styled.length; r += 4) if (styled[r]! < 0) styled[r] = len;
  for (const a of anchors) if (a.start < 0) a.start = a.end = len;
  return { text: out, anchors, styled, html };
}
