/**
 * Normalised text and HTML for mail snapshots: deterministic, and readable in a diff. Pure
 * functions, no I/O. What changes between runs (codes, tokens, dates) is masked afterwards
 * (mail-mask.ts); this file only removes differences of form:
 *
 * - text: line ends as `\n`, spaces and tabs in a line collapsed, lines trimmed at the end, at
 *   most one blank line in a row, none at the start or end; non-breaking spaces are spaces and
 *   zero-width characters (U+200B–U+200D, U+2060, U+FEFF, U+034F, soft hyphens) are removed.
 * - HTML: one tag or text run per line, indented two spaces per open element; comments removed
 *   (conditional comments too); entities decoded; attributes sorted by name, their values'
 *   whitespace collapsed, `style` declarations as `prop: value` joined by `; `; end tags a
 *   parser would imply (`<p>a<p>b`, an unclosed `<td>`, the end of the document) written out;
 *   stray end tags dropped; `<style>` a line per selector and declaration block, `<script>` one line.
 *
 * @example
 * normaliseHtml('<P CLASS="a  b" id=x>Hi&nbsp;<b>you</b><!-- x --></p>')
 * // '<p class="a b" id="x">\n  Hi\n  <b>\n    you\n  </b>\n</p>'
 */

const ZERO_WIDTH = /[\u200B-\u200D\u2060\uFEFF\u034F\u00AD]/g;
const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'param', 'source', 'track', 'wbr']);
/** A start tag of one of these closes an open element of the same name (`<li>a<li>b`). */
const SELF_CLOSING_SIBLINGS = new Set(['p', 'li', 'dt', 'dd', 'tr', 'td', 'th', 'option']);
/** A start tag of one of these closes an open `<p>`, as an HTML parser does. */
const CLOSES_P = new Set([
  'address', 'article', 'aside', 'blockquote', 'div', 'dl', 'fieldset', 'footer', 'form', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6',
  'header', 'hr', 'main', 'nav', 'ol', 'p', 'pre', 'section', 'table', 'ul',
]);
const RAW_TEXT = new Set(['script', 'style', 'title', 'textarea']);

const ENTITIES: Record<string, string> = {
  amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00A0', copy: '©', reg: '®', trade: '™', hellip: '…',
  mdash: '—', ndash: '–', lsquo: '‘', rsquo: '’', ldquo: '“', rdquo: '”', laquo: '«', raquo: '»', bull: '•', middot: '·',
  euro: '€', pound: '£', yen: '¥', cent: '¢', deg: '°', times: '×', zwnj: '\u200C', zwj: '\u200D', shy: '\u00AD',
  thinsp: '\u2009', ensp: '\u2002', emsp: '\u2003', rarr: '→', larr: '←', check: '✓', iexcl: '¡', iquest: '¿',
  eacute: 'é', egrave: 'è', aacute: 'á', agrave: 'à', iacute: 'í', oacute: 'ó', uacute: 'ú', ntilde: 'ñ', ccedil: 'ç',
  auml: 'ä', ouml: 'ö', uuml: 'ü', Auml: 'Ä', Ouml: 'Ö', Uuml: 'Ü', szlig: 'ß', Eacute: 'É',
};

/** Decodes named (a common set), decimal and hexadecimal character references; unknown ones stay. */
export function decodeEntities(text: string): string {
  return text.replace(/&(?:#(\d{1,7})|#[xX]([0-9a-fA-F]{1,6})|([A-Za-z][A-Za-z0-9]{1,31}));?/g, (whole, dec: string | undefined, hex: string | undefined, name: string | undefined) => {
    if (dec !== undefined || hex !== undefined) {
      const code = dec !== undefined ? Number(dec) : parseInt(hex!, 16);
      return code > 0 && code <= 0x10FFFF ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name!] ?? whole;
  });
}

/** Spaces, tabs, line ends and non-breaking spaces as one space; zero-width characters removed. */
const collapse = (s: string) => s.replace(ZERO_WIDTH, '').replace(/[\s\u00A0]+/g, ' ').trim();

/** A text part (or a subject), normalised as described above. */
export function normaliseText(text: string): string {
  const lines = text.replace(/\r\n?/g, '\n').replace(ZERO_WIDTH, '').replace(/\u00A0/g, ' ').split('\n')
    .map((line) => line.replace(/[ \t\f\v]+/g, ' ').replace(/ $/, ''));
  return lines.join('\n').replace(/\n{3,}/g, '\n\n').replace(/^\n+|\n+$/g, '');
}

type Token =
  | { kind: 'start'; name: string; attrs: Array<[string, string | null]>; selfClosing: boolean }
  | { kind: 'end'; name: string }
  | { kind: 'text'; text: string }
  | { kind: 'doctype'; text: string };

function parseAttributes(source: string): Array<[string, string | null]> {
  const attrs: Array<[string, string | null]> = [];
  const seen = new Set<string>();
  const re = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g;
  for (let m = re.exec(source); m; m = re.exec(source)) {
    const name = m[1]!.toLowerCase();
    if (seen.has(name)) continue; // the first of a repeated attribute counts, as in a browser
    seen.add(name);
    const value = m[2] ?? m[3] ?? m[4];
    attrs.push([name, value === undefined ? null : decodeEntities(value)]);
  }
  return attrs;
}

/** Where the tag that starts at `from` ends (its `>`, outside quoted attribute values), or -1. */
function tagEnd(html: string, from: number): number {
  let quote: string | null = null;
  let afterEquals = false;
  for (let j = from + 1; j < html.length; j++) {
    const c = html[j]!;
    if (quote !== null) {
      if (c === quote) quote = null;
    } else if ((c === '"' || c === "'") && afterEquals) {
      quote = c;
      afterEquals = false;
    } else if (c === '>') {
      return j;
    } else if (c === '=') {
      afterEquals = true;
    } else if (c !== ' ' && c !== '\t' && c !== '\n' && c !== '\r') {
      afterEquals = false;
    }
  }
  return -1;
}

/** Splits HTML into tags and text; comments are dropped, raw text elements read to their end tag. */
function tokenize(html: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  let text = '';
  const flush = () => {
    if (text) tokens.push({ kind: 'text', text: decodeEntities(text) });
    text = '';
  };
  while (i < html.length) {
    const lt = html.indexOf('<', i);
    if (lt < 0) { text += html.slice(i); break; }
    text += html.slice(i, lt);
    i = lt;
    if (html.startsWith('<!--', i)) {
      const end = html.indexOf('-->', i + 4);
      i = end < 0 ? html.length : end + 3;
      continue;
    }
    if (html.startsWith('<![CDATA[', i)) {
      const end = html.indexOf(']]>', i);
      text += html.slice(i + 9, end < 0 ? html.length : end);
      i = end < 0 ? html.length : end + 3;
      continue;
    }
    if (html.startsWith('<!', i)) {
      const end = html.indexOf('>', i);
      flush();
      tokens.push({ kind: 'doctype', text: collapse(html.slice(i, end < 0 ? html.length : end + 1)).toLowerCase() });
      i = end < 0 ? html.length : end + 1;
      continue;
    }
    const end = /^<\/?[A-Za-z]/.test(html.slice(i, i + 3)) ? tagEnd(html, i) : -1;
    const tag = end < 0 ? null : /^<(\/?)([A-Za-z][A-Za-z0-9:-]*)([\s\S]*)>$/.exec(html.slice(i, end + 1));
    if (!tag) { text += '<'; i += 1; continue; }
    flush();
    i += tag[0].length;
    const name = tag[2]!.toLowerCase();
    if (tag[1]) { tokens.push({ kind: 'end', name }); continue; }
    const rest = tag[3]!;
    tokens.push({ kind: 'start', name, attrs: parseAttributes(rest.replace(/\/\s*$/, '')), selfClosing: /\/\s*$/.test(rest) });
    if (RAW_TEXT.has(name) && !/\/\s*$/.test(rest)) {
      const close = new RegExp(`</${name}\\s*>`, 'i').exec(html.slice(i));
      const body = close ? html.slice(i, i + close.index) : html.slice(i);
      if (body) tokens.push({ kind: 'text', text: name === 'script' || name === 'style' ? body : decodeEntities(body) });
      i += close ? close.index : body.length;
    }
  }
  flush();
  return tokens;
}

/** `a:b ; c : d;` → `a: b; c: d`; property names lower-cased, the order kept (it matters in CSS). */
function normaliseStyle(value: string): string {
  return value.split(';').map((decl) => {
    const colon = decl.indexOf(':');
    if (colon < 0) return collapse(decl);
    return `${collapse(decl.slice(0, colon)).toLowerCase()}: ${collapse(decl.slice(colon + 1))}`;
  }).filter(Boolean).join('; ');
}

/** CSS of a `<style>` element: comments removed, a line per selector, declaration block and `}`, nested blocks indented. */
function normaliseCss(css: string): string[] {
  const lines: string[] = [];
  let depth = 0;
  let buffer = '';
  for (const ch of css.replace(/\/\*[\s\S]*?\*\//g, '')) {
    if (ch === '{') {
      lines.push(`${'  '.repeat(depth)}${collapse(buffer)} {`);
      depth++;
    } else if (ch === '}') {
      if (collapse(buffer)) lines.push('  '.repeat(depth) + normaliseStyle(buffer));
      depth = Math.max(0, depth - 1);
      lines.push(`${'  '.repeat(depth)}}`);
    } else {
      buffer += ch;
      continue;
    }
    buffer = '';
  }
  if (collapse(buffer)) lines.push(collapse(buffer));
  return lines;
}

/** Only `"` is escaped: `&` stays as the URL has it, so a link reads (and is masked) as written. */
const escapeAttr = (value: string) => value.replace(/"/g, '&quot;');

function formatStart(name: string, attrs: Array<[string, string | null]>): string {
  const sorted = [...attrs].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const parts = sorted.map(([attr, value]) => {
    if (value === null) return attr;
    const v = attr === 'style' ? normaliseStyle(value) : collapse(value);
    return `${attr}="${escapeAttr(v)}"`;
  });
  return `<${[name, ...parts].join(' ')}>`;
}

/** HTML normalised as described above: one tag or text run per line. */
export function normaliseHtml(html: string): string {
  const out: string[] = [];
  const stack: string[] = [];
  const indent = () => '  '.repeat(stack.length);
  const closeTop = () => {
    const name = stack.pop()!;
    out.push(`${indent()}</${name}>`);
  };
  let rawParent: string | null = null;
  for (const token of tokenize(html)) {
    if (token.kind === 'doctype') { out.push(token.text); continue; }
    if (token.kind === 'text') {
      if (rawParent === 'style') out.push(...normaliseCss(token.text).map((l) => indent() + l));
      else {
        const text = collapse(token.text);
        if (text) out.push(indent() + text.replace(/</g, '&lt;'));
      }
      continue;
    }
    if (token.kind === 'end') {
      rawParent = null;
      const at = stack.lastIndexOf(token.name);
      if (at < 0) continue; // a stray end tag: nothing to close
      while (stack.length > at) closeTop();
      continue;
    }
    const top = stack.at(-1);
    if (top !== undefined && ((SELF_CLOSING_SIBLINGS.has(token.name) && top === token.name) || (top === 'p' && CLOSES_P.has(token.name)))) closeTop();
    out.push(indent() + formatStart(token.name, token.attrs));
    rawParent = RAW_TEXT.has(token.name) && !token.selfClosing ? token.name : null;
    if (!VOID.has(token.name) && !token.selfClosing) stack.push(token.name);
  }
  while (stack.length > 0) closeTop();
  return out.join('\n');
}
