/**
 * The HTML part as lint reads it, in one pass: its visible text as docs/checks.md ("Lint")
 * defines it — the document outside `<head>`, `<style>`, `<script>`, `<title>` and comments,
 * entities decoded — and its `<a href>` and `<img>` tags with their attributes.
 *
 * Not extract/html-text.ts: that one reads for the extractors, so it folds characters (no-break
 * spaces, full-width letters, other scripts' digits), drops zero-width ones, shows image alt
 * text and form values, and keeps `<head>` text; lint must see the characters as they are
 * (mojibake is a character matter) and nothing from attributes.
 * An indexOf-driven scanner like that one: no DOM, linear in the input.
 */
import { decodeEntities } from '../extract/entities.js';

export interface HtmlTag {
  /** Offset of the tag's `<` in the HTML. */
  at: number;
  /** The tag as written. */
  raw: string;
  /** Attributes by lower-case name (the first of repeated ones), entities decoded; '' when valueless. */
  attrs: Map<string, string>;
}

export interface LintHtml {
  /** What a reader sees: blocks and cells end lines, white space collapsed as a browser does (no-break spaces kept). */
  text: string;
  /** Flat pairs [offset in text, offset in html], one per piece of text, ascending. */
  pieces: number[];
  /** `<a>` tags with an `href` outside head, comments, style and script, in document order. */
  anchors: HtmlTag[];
  /** `<img>` tags outside head, comments, style and script, in document order. */
  images: HtmlTag[];
}

/** Elements whose content is never shown. */
const SKIP = new Set(['style', 'script', 'title']);
/** What may stand in `<head>`: any other element starts the body, as in a browser. */
const HEAD_ONLY = new Set(['meta', 'link', 'style', 'script', 'title', 'base', 'noscript', 'template', 'xml', 'basefont', 'bgsound']);
/** Elements that end a line (table cells too: each is a box of its own). */
const BLOCK = new Set([
  'p', 'div', 'br', 'tr', 'td', 'th', 'li', 'ul', 'ol', 'table', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote',
  'pre', 'hr', 'section', 'article', 'header', 'footer', 'center', 'dl', 'dt', 'dd', 'form', 'address', 'body',
  'main', 'nav', 'aside', 'figure', 'figcaption', 'caption', 'tbody', 'thead', 'tfoot', 'html', 'textarea',
]);
const HTML_WS_RE = /[ \t\n\f\r]+/g;
const CR_RE = /\r\n?/g;
/** `&nbsp;` is U+00A0 here (decodeEntities folds it to a space, which would hide `Â&nbsp;`). */
const NBSP_RE = /&nbsp;/g;

const isAsciiLetter = (c: number): boolean => (c >= 97 && c <= 122) || (c >= 65 && c <= 90);
const isNameChar = (c: number): boolean => isAsciiLetter(c) || (c >= 48 && c <= 57) || c === 45 || c === 58 || c === 95;
const isSpace = (c: number): boolean => c === 32 || c === 9 || c === 10 || c === 12 || c === 13;

function decode(s: string): string {
  return s.indexOf('&') < 0 ? s : decodeEntities(s.replace(NBSP_RE, '\u00a0'));
}

/**
 * Reads the attributes of a tag from `from` (just past its name) to its `>`; quoted values may
 * hold `>`. An unclosed quote ends the tag at the next `>` instead of swallowing the mail.
 */
function readAttrs(html: string, from: number, keep: boolean): { attrs: Map<string, string>; end: number } {
  const attrs = new Map<string, string>();
  const n = html.length;
  let k = from;
  for (;;) {
    while (k < n && (isSpace(html.charCodeAt(k)) || html.charCodeAt(k) === 47)) k++;
    if (k >= n) return { attrs, end: n };
    if (html.charCodeAt(k) === 62) return { attrs, end: k + 1 };
    const nameFrom = k;
    k++; // a name's first character may be anything but space, '/' or '>'
    for (; k < n; k++) { const c = html.charCodeAt(k); if (isSpace(c) || c === 47 || c === 62 || c === 61) break; }
    const name = html.slice(nameFrom, k).toLowerCase();
    let j = k;
    while (j < n && isSpace(html.charCodeAt(j))) j++;
    let value = '';
    if (html.charCodeAt(j) === 61) {
      j++;
      while (j < n && isSpace(html.charCodeAt(j))) j++;
      const q = html.charCodeAt(j);
      if (q === 34 || q === 39) {
        const close = html.indexOf(q === 34 ? '"' : "'", j + 1);
        if (close < 0) {
          const gt = html.indexOf('>', j);
          if (keep && !attrs.has(name)) attrs.set(name, decode(html.slice(j + 1, gt < 0 ? n : gt)));
          return { attrs, end: gt < 0 ? n : gt + 1 };
        }
        value = html.slice(j + 1, close);
        k = close + 1;
      } else {
        k = j;
        while (k < n && !isSpace(html.charCodeAt(k)) && html.charCodeAt(k) !== 62) k++;
        value = html.slice(j, k);
      }
    }
    if (keep && !attrs.has(name)) attrs.set(name, decode(value));
  }
}

/** Index just past the close tag `</name…>` at or after `from`, or the end (an unclosed one hides the rest, as in a browser). */
function pastClose(html: string, from: number, name: string): number {
  for (let k = from; ;) {
    const close = html.indexOf('</', k);
    if (close < 0) return html.length;
    const at = close + 2;
    if (html.slice(at, at + name.length).toLowerCase() === name && !isNameChar(html.charCodeAt(at + name.length))) {
      const gt = html.indexOf('>', at);
      return gt < 0 ? html.length : gt + 1;
    }
    k = at;
  }
}

/**
 * Reads an HTML body for lint. Never throws.
 *
 * @example readHtml('<head><title>x</title></head><p>Hi &amp; bye</p>').text // 'Hi & bye\n'
 */
export function readHtml(html: string): LintHtml {
  let out = '';
  let last = 10; // last character written ('\n' at the start)
  let pendingSpace = false;
  let inHead = false;
  let pre = 0;
  const pieces: number[] = [];
  const anchors: HtmlTag[] = [];
  const images: HtmlTag[] = [];

  const write = (s: string, at: number): void => {
    pieces.push(out.length, at);
    out += s;
    last = s.charCodeAt(s.length - 1);
  };
  const newline = (): void => {
    pendingSpace = false;
    if (last !== 10) { out += '\n'; last = 10; }
  };
  const text = (from: number, to: number): void => {
    if (inHead) return;
    let s = decode(html.slice(from, to));
    if (pre > 0) {
      s = s.replace(CR_RE, '\n');
      if (s) write(s, from);
      return;
    }
    s = s.replace(HTML_WS_RE, ' ');
    if (s === ' ') { pendingSpace = true; return; }
    const lead = s.charCodeAt(0) === 32;
    const trail = s.charCodeAt(s.length - 1) === 32;
    s = s.slice(lead ? 1 : 0, trail ? s.length - 1 : s.length);
    if (!s) return;
    if ((pendingSpace || lead) && last !== 10 && last !== 32) { out += ' '; last = 32; }
    pendingSpace = trail;
    write(s, from);
  };

  const n = html.length;
  let textStart = 0;
  let i = 0;
  while (i < n) {
    const lt = html.indexOf('<', i);
    if (lt < 0) break;
    const c = html.charCodeAt(lt + 1);
    const closing = c === 47;
    const nameStart = closing ? lt + 2 : lt + 1;
    const isTag = isAsciiLetter(html.charCodeAt(nameStart));
    if (!isTag && (closing || (c !== 33 && c !== 63))) { i = lt + 1; continue; } // a literal '<'
    if (lt > textStart) text(textStart, lt);
    if (!isTag) {
      // Comment (Outlook's conditional blocks too), doctype, CDATA, processing instruction.
      let end: number;
      if (html.startsWith('<!--', lt)) {
        if (html.startsWith('<!-->', lt)) end = lt + 5;
        else if (html.startsWith('<!--->', lt)) end = lt + 6;
        else { const e = html.indexOf('-->', lt + 4); end = e < 0 ? n : e + 3; }
      } else {
        const e = html.indexOf('>', lt + 2);
        end = e < 0 ? n : e + 1;
      }
      i = textStart = end;
      continue;
    }
    let j = nameStart + 1;
    while (j < n && isNameChar(html.charCodeAt(j))) j++;
    const name = html.slice(nameStart, j).toLowerCase();
    const keep = !closing && (name === 'a' || name === 'img');
    const { attrs, end } = readAttrs(html, j, keep);
    i = textStart = end;
    if (closing) {
      if (name === 'head') inHead = false;
      else if (name === 'pre' && pre > 0) pre--;
      if (BLOCK.has(name)) newline();
      continue;
    }
    if (name === 'head') { inHead = true; continue; }
    if (inHead && (name === 'body' || (!HEAD_ONLY.has(name) && name.indexOf(':') < 0))) inHead = false;
    if (SKIP.has(name) || (inHead && name === 'xml')) {
      if (html.charCodeAt(end - 2) !== 47) i = textStart = pastClose(html, end, name);
      continue;
    }
    if (inHead) continue;
    if (BLOCK.has(name)) newline();
    if (name === 'pre' && html.charCodeAt(end - 2) !== 47) pre++;
    if (name === 'a' && attrs.has('href')) anchors.push({ at: lt, raw: html.slice(lt, end), attrs });
    else if (name === 'img') images.push({ at: lt, raw: html.slice(lt, end), attrs });
  }
  if (textStart < n) text(textStart, n);
  return { text: out, pieces, anchors, images };
}

/** The offset in the HTML of an offset in `LintHtml.text` (approximate inside a piece). */
export function htmlOffset(page: LintHtml, at: number): number {
  const p = page.pieces;
  let lo = 0;
  let hi = p.length / 2 - 1;
  if (hi < 0) return 0;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (p[2 * mid]! <= at) lo = mid; else hi = mid - 1;
  }
  return p[2 * lo + 1]! + Math.max(0, at - p[2 * lo]!);
}
