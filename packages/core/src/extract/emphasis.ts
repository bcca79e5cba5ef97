/**
 * Whether a token of a converted body stands out (bold, big, letter-spaced, monospace): read
 * lazily from the elements around it that htmlToText recorded.
 */
import type { HtmlText } from './html-text.js';

const FONT_SHORTHAND_RE = /(?:^|[;\s])font\s*:\s*([^;]*)/;
const STYLE_RE = /\bstyle\s*=\s*(?:"([^"]*)"|'([^']*)')/i;

/**
 * A test "is text[start, end) inside an element that makes it stand out (bold, big,
 * letter-spaced, monospace)?" for one converted body. Each element's style is read at most
 * once, and only for elements around the offsets asked about.
 */
export function emphasisTest(h: Pick<HtmlText, 'styled' | 'html'>): (start: number, end: number) => boolean {
  const st = h.styled;
  const known = new Map<number, boolean>();
  return (start, end) => {
    for (let i = 0; i < st.length; i += 4) {
      if (st[i]! >= end) return false;
      if (st[i + 1]! <= start) continue;
      const from = st[i + 2]!;
      if (from < 0) return true;
      let emph = known.get(i);
      if (emph === undefined) {
        const m = STYLE_RE.exec(h.html.slice(from, st[i + 3]!));
        known.set(i, (emph = !!m && emphasisStyle(m[1] ?? m[2] ?? '')));
      }
      if (emph) return true;
    }
    return false;
  };
}


/** Numeric value right after `prop:` in a style string, in px (pt and em converted), or NaN. */
function cssLength(style: string, prop: string): number {
  const i = style.indexOf(prop);
  if (i < 0) return NaN;
  let j = i + prop.length;
  while (j < style.length && (style.charCodeAt(j) === 32 || style.charCodeAt(j) === 58)) j++;
  let v = 0;
  let digits = 0;
  let scale = 0;
  for (; j < style.length; j++) {
    const c = style.charCodeAt(j);
    if (c >= 48 && c <= 57) { v = v * 10 + (c - 48); digits++; if (scale) scale *= 10; }
    else if (c === 46 && !scale) scale = 1;
    else break;
  }
  if (digits === 0) return NaN;
  if (scale > 1) v /= scale;
  const u = style.charCodeAt(j);
  if (u === 112 && style.charCodeAt(j + 1) === 116) return v * 1.333; // pt
  if (u === 101 || u === 114) return v * 16; // em, rem
  return v;
}

/** Inline styles that make a token stand out: big font, letter-spacing, bold, monospace. */
export function emphasisStyle(rawStyle: string): boolean {
  // Property names are lowercase in nearly all mail; only pay for lowercasing when they are not.
  const style = rawStyle.includes('FONT') || rawStyle.includes('Font') || rawStyle.includes('LETTER') ? rawStyle.toLowerCase() : rawStyle;
  if (style.indexOf('font') < 0 && style.indexOf('letter-spacing') < 0) return false;
  if (cssLength(style, 'font-size') >= 20) return true;
  if (cssLength(style, 'letter-spacing') >= 2) return true;
  const w = style.indexOf('font-weight');
  if (w >= 0 && /^\s*:\s*(?:bold|[6-9]00)/.test(style.slice(w + 11, w + 24))) return true;
  // The shorthand: "font: 700 28px/56px Helvetica" sets both weight and size.
  const f = FONT_SHORTHAND_RE.exec(style);
  if (f) {
    const value = f[1]!;
    if (/\b(?:bold|bolder|[6-9]00)\b/.test(value)) return true;
    const size = /(\d+(?:\.\d+)?)(px|pt|r?em)/.exec(value);
    if (size && Number(size[1]) * (size[2] === 'pt' ? 1.333 : size[2] === 'px' ? 1 : 16) >= 20) return true;
  }
  return style.includes('monospace') || style.includes('courier');
}
