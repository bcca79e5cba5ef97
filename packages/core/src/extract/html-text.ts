/**
 * One-pass HTML → text for the extractors. Not a renderer: it keeps what a reader sees in
 * reading order, one line per block, cells separated by tabs, and remembers the two
 * things the extractors need from the markup: where the anchors are (with their text)
 * and which stretches were visually emphasised (bold, big, letter-spaced, monospace).
 * Regex tokeniser with linear-time patterns, no DOM: mail HTML is table soup and a DOM
 * costs an order of magnitude more for nothing we use.
 */

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
  /** Emphasised ranges as flat [start, end, start, end, …] offsets into text, ascending. */
  emphasis: number[];
}

// Tag, comment, CDATA or declaration. Attribute values may contain '>' when quoted. Every
// alternative starts on a distinct character, so the match is linear even when unclosed.
const TOKEN_RE = /<(?:!--[\s\S]*?(?:-->|$)|!\[CDATA\[[\s\S]*?(?:\]\]>|$)|[!?][^>]*>?|(\/?)([a-zA-Z][a-zA-Z0-9:-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>?)/g;

/** Elements whose content is never shown. */
const SKIP_CONTENT = new Set(['style', 'script', 'title', 'xml', 'template', 'svg', 'o:p']);
/** Elements that end a line. */
const BLOCK = new Set([
  'p', 'div', 'br', 'tr', 'li', 'ul', 'ol', 'table', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote',
  'pre', 'hr', 'section', 'article', 'header', 'footer', 'center', 'dl', 'dt', 'dd', 'form', 'address',
  'body', 'main', 'nav', 'aside', 'figure', 'figcaption', 'caption', 'tbody', 'thead', 'tfoot', 'html',
]);
const CELL = new Set(['td', 'th']);
const VOID = new Set(['br', 'img', 'meta', 'link', 'hr', 'input', 'col', 'area', 'base', 'wbr', 'source', 'param', 'embed', 'track']);
/** Tags that emphasise by themselves. */
const EMPH_TAG = new Set(['strong', 'b', 'h1', 'h2', 'h3', 'code', 'big', 'kbd', 'samp', 'tt', 'mark']);
/** Inline styles that make a token stand out: big font, letter-spacing, bold, monospace. */
const EMPH_STYLE_RE = /font-size\s*:\s*(?:(?:[2-9]\d|1\d\d)(?:\.\d+)?px|(?:1[6-9]|[2-9]\d)(?:\.\d+)?pt|(?:1\.[4-9]|[2-9])(?:\.\d+)?(?:em|rem)|x+-large)|letter-spacing\s*:\s*(?:[2-9]|\d\d)|font-weight\s*:\s*(?:bold|[6-9]00)|monospace|courier/i;
const STYLE_ATTR_RE = /\bstyle\s*=\s*(?:"([^"]*)"|'([^']*)')/i;
const HREF_RE = /\bhref\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i;
const ALT_RE = /\b(?:alt|title|aria-label)\s*=\s*(?:"([^"]*)"|'([^']*)')/i;

const NAMED: Record<string, string> = {
  amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', ensp: ' ', emsp: ' ', thinsp: ' ',
  zwnj: '', zwj: '', lrm: '', rlm: '', shy: '', ndash: '–', mdash: '—', lsquo: '‘', rsquo: '’',
  sbquo: '‚', ldquo: '“', rdquo: '”', bdquo: '„', bull: '•', hellip: '…', middot: '·', euro: '€',
  trade: '™', copy: '©', reg: '®', laquo: '«', raquo: '»', lsaquo: '‹', rsaquo: '›', rarr: '→',
  larr: '←', uarr: '↑', darr: '↓', oelig: 'œ', OElig: 'Œ', scaron: 'š', Scaron: 'Š', dagger: '†',
  times: '×', divide: '÷', deg: '°', hearts: '♥', check: '✓', numero: '№',
};
// Latin-1 names for U+00A0…U+00FF, in order (HTML 4 list).
'nbsp iexcl cent pound curren yen brvbar sect uml copy ordf laquo not shy reg macr deg plusmn sup2 sup3 acute micro para middot cedil sup1 ordm raquo frac14 frac12 frac34 iquest Agrave Aacute Acirc Atilde Auml Aring AElig Ccedil Egrave Eacute Ecirc Euml Igrave Iacute Icirc Iuml ETH Ntilde Ograve Oacute Ocirc Otilde Ouml times Oslash Ugrave Uacute Ucirc Uuml Yacute THORN szlig agrave aacute acirc atilde auml aring aelig ccedil egrave eacute ecirc euml igrave iacute icirc iuml eth ntilde ograve oacute ocirc otilde ouml divide oslash ugrave uacute ucirc uuml yacute thorn yuml'
  .split(' ')
  .forEach((name, i) => { if (!(name in NAMED)) NAMED[name] = String.fromCharCode(0xa0 + i); });

const ENTITY_RE = /&(?:#(\d{1,7})|#[xX]([0-9a-fA-F]{1,6})|([a-zA-Z][a-zA-Z0-9]{1,31}));/g;

function fromCodePoint(cp: number): string {
  if (cp === 0 || cp > 0x10ffff || (cp >= 0xd800 && cp <= 0xdfff)) return '\uFFFD';
  return String.fromCodePoint(cp);
}

/** Decodes character references. Unknown names are left as written. */
export function decodeEntities(s: string): string {
  if (s.indexOf('&') < 0) return s;
  return s.replace(ENTITY_RE, (m, dec: string | undefined, hex: string | undefined, name: string | undefined) => {
    if (dec) return fromCodePoint(parseInt(dec, 10));
    if (hex) return fromCodePoint(parseInt(hex, 16));
    const v = NAMED[name!];
    return v === undefined ? m : v;
  });
}

// Characters that change how a token is typed but not how it reads: zero-width and soft
// hyphen go, full-width letters and digits (common in Japanese and Chinese mail) become
// ASCII. Full-width punctuation stays: "482913，5分钟" must not read as the number 482913,5.
const ODD_RE = /[\u00AD\u200B-\u200F\u2060\uFEFF\uFF10-\uFF19\uFF21-\uFF3A\uFF41-\uFF5A\u3000\u00A0\u2007\u202F]/g;
function oddChar(c: string): string {
  const code = c.charCodeAt(0);
  if (code >= 0xff10 && code <= 0xff5a) return String.fromCharCode(code - 0xfee0);
  if (code === 0x3000 || code === 0xa0 || code === 0x2007 || code === 0x202f) return ' ';
  return '';
}
const HAS_ODD_RE = /[\u00AD\u200B-\u200F\u2060\uFEFF\uFF10-\uFF19\uFF21-\uFF3A\uFF41-\uFF5A\u3000\u00A0\u2007\u202F]/;

/** Applies the typing normalisation (zero-width out, full-width → ASCII) to any text. */
export function normaliseChars(s: string): string {
  return HAS_ODD_RE.test(s) ? s.replace(ODD_RE, oddChar) : s;
}

/** Normalises a text/plain body: line endings, odd characters, runs of blanks. */
export function normaliseText(s: string): string {
  let t = s.indexOf('\r') >= 0 ? s.replace(/\r\n?/g, '\n') : s;
  t = normaliseChars(t);
  return t.replace(/[ \t\f\v]+/g, ' ').replace(/ ?\n ?/g, '\n');
}

const WS_RE = /\s+/g;
/** `</name>` finders for the skipped elements, built once (lastIndex is set by each use). */
const CLOSE_RES = new Map<string, RegExp>(
  [...SKIP_CONTENT].map((n) => [n, new RegExp(`</${n.replace(':', '\\:')}\\s*>`, 'ig')]),
);
const MAX_STACK = 512;

interface Open { name: string; emph: boolean; anchor: number }

/** Converts an HTML body to text in one pass. Never throws. */
export function htmlToText(html: string): HtmlText {
  const parts: string[] = [];
  let len = 0; // length of parts.join('')
  let last = '\n'; // last character written
  let pendingSpace = false;
  const anchors: Anchor[] = [];
  const emphasis: number[] = [];
  const stack: Open[] = [];
  let emphDepth = 0;
  let openAnchor = -1; // index into anchors of the innermost open <a>, or -1
  let anchorText = '';

  const write = (s: string): void => {
    parts.push(s);
    len += s.length;
    last = s[s.length - 1]!;
    if (openAnchor >= 0) anchorText += s;
  };
  const text = (raw: string): void => {
    let s = raw.indexOf('&') >= 0 ? decodeEntities(raw) : raw;
    s = normaliseChars(s);
    if (s.length === 0) return;
    s = s.replace(WS_RE, ' ');
    if (s === ' ') { pendingSpace = true; return; }
    const lead = s.charCodeAt(0) === 32;
    const trail = s.charCodeAt(s.length - 1) === 32;
    if (lead || trail) s = s.slice(lead ? 1 : 0, trail ? s.length - 1 : s.length);
    if ((pendingSpace || lead) && last !== '\n' && last !== '\t' && last !== ' ') write(' ');
    pendingSpace = trail;
    const anchor = openAnchor >= 0 ? anchors[openAnchor]! : null;
    if (anchor && anchor.start < 0) anchor.start = len;
    write(s);
  };
  const newline = (): void => {
    pendingSpace = false;
    if (last !== '\n') write('\n');
  };
  const cell = (): void => {
    pendingSpace = false;
    if (last !== '\n' && last !== '\t') write('\t');
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
    for (let i = stack.length - 1; i >= 0; i--) {
      if (stack[i]!.name !== name) continue;
      while (stack.length > i) {
        const o = stack.pop()!;
        if (o.emph && --emphDepth === 0) emphasis.push(len);
        if (o.anchor >= 0) closeAnchor();
      }
      return;
    }
  };

  TOKEN_RE.lastIndex = 0;
  let pos = 0;
  let m: RegExpExecArray | null;
  while ((m = TOKEN_RE.exec(html)) !== null) {
    if (m.index > pos) text(html.slice(pos, m.index));
    pos = TOKEN_RE.lastIndex;
    const rawName = m[2];
    if (rawName === undefined) continue; // comment, doctype, CDATA, processing instruction
    const name = rawName.toLowerCase();
    const attrs = m[3] ?? '';
    if (m[1]) {
      // Closing tag.
      if (BLOCK.has(name)) newline();
      else if (CELL.has(name)) cell();
      pop(name);
      continue;
    }
    if (SKIP_CONTENT.has(name) && !attrs.endsWith('/')) {
      // Jump past the matching close tag; an unclosed one hides the rest, as browsers do.
      const closeRe = CLOSE_RES.get(name)!;
      closeRe.lastIndex = pos;
      const close = closeRe.exec(html);
      pos = close ? closeRe.lastIndex : html.length;
      TOKEN_RE.lastIndex = pos;
      continue;
    }
    if (BLOCK.has(name)) newline();
    else if (CELL.has(name)) cell();
    if (name === 'img') {
      // An image inside a link names the link ("Unsubscribe" buttons drawn as images).
      if (openAnchor >= 0) {
        const alt = ALT_RE.exec(attrs);
        const v = alt ? decodeEntities(alt[1] ?? alt[2] ?? '').trim() : '';
        if (v) { const a = anchors[openAnchor]!; a.label = a.label ? `${a.label} ${v}` : v; }
      }
      continue;
    }
    if (VOID.has(name) || attrs.endsWith('/')) continue;
    let emph = EMPH_TAG.has(name);
    if (!emph && attrs.length > 6) {
      const st = STYLE_ATTR_RE.exec(attrs);
      if (st && EMPH_STYLE_RE.test(st[1] ?? st[2] ?? '')) emph = true;
    }
    let anchor = -1;
    if (name === 'a') {
      closeAnchor(); // <a> does not nest; an unclosed one ends here
      const h = HREF_RE.exec(attrs);
      const href = h ? decodeEntities(h[1] ?? h[2] ?? h[3] ?? '').trim() : '';
      const t = ALT_RE.exec(attrs);
      const title = t ? decodeEntities(t[1] ?? t[2] ?? '').trim() : '';
      anchors.push({ href, label: title, start: -1, end: -1 });
      anchor = openAnchor = anchors.length - 1;
      anchorText = '';
    }
    if (stack.length >= MAX_STACK) continue;
    if (emph && emphDepth++ === 0) emphasis.push(len);
    stack.push({ name, emph, anchor });
  }
  if (pos < html.length) text(html.slice(pos));
  closeAnchor();
  if (emphDepth > 0) emphasis.push(len);
  for (const a of anchors) if (a.start < 0) a.start = a.end = len;
  return { text: parts.join(''), anchors, emphasis };
}
