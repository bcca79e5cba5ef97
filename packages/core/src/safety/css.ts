/**
 * CSS declarations as the hidden-text rules read them: a tolerant walk over `name: value;`
 * pairs that keeps only the properties that can hide text (display, visibility, font-size,
 * opacity, colour, background, position and offsets, text-indent, clip, clip-path, overflow,
 * width and height), each reduced to the little the rules need. `!important` is dropped: it does
 * not change the reading. Never throws; what it cannot read it leaves out.
 */
import { NO_COLOUR, parseColour } from './colour.js';

/** `color: inherit` / `currentColor`: the parent's text colour. */
export const INHERIT_COLOUR = -2;

/** What one declaration block says about visibility; every field is optional. */
export interface Decl {
  /** true for `display: none`, false for any other display. */
  displayNone?: boolean;
  /** true for `visibility: hidden | collapse`, false for `visible`. */
  visHidden?: boolean;
  /** Font size: >= 0 an absolute size in px; < 0 relative to the parent's, factor `-v - 1`. */
  fontSize?: number;
  opacity?: number;
  /** A colour (colour.ts), or INHERIT_COLOUR. */
  color?: number;
  /** Background colour (0 = transparent). */
  bgColor?: number;
  /** A background image is set: what is behind the text cannot be known. */
  bgImage?: boolean;
  /** `position: absolute | fixed`. */
  positioned?: boolean;
  left?: number; top?: number; right?: number; bottom?: number;
  textIndent?: number;
  /** `clip: rect()` of no area. */
  clipped?: boolean;
  /** `clip-path` that leaves nothing (inset of 50 % or more, a circle of radius 0). */
  clipPathEmpty?: boolean;
  overflow?: boolean; overflowX?: boolean; overflowY?: boolean;
  zeroHeight?: boolean; zeroMaxHeight?: boolean; zeroWidth?: boolean; zeroMaxWidth?: boolean;
}

const LENGTH_RE = /^(-?(?:\d+\.?\d*|\.\d+))([a-z%]*)$/;
/** px per unit, for the units that have a fixed size (em and rem as 16 px). */
const UNIT_PX: Record<string, number> = { '': 1, px: 1, pt: 4 / 3, pc: 16, in: 96, cm: 96 / 2.54, mm: 96 / 25.4, q: 96 / 101.6, em: 16, rem: 16, ex: 8, ch: 8, vw: 12, vh: 8 };

/** A length in px (em as 16 px), or NaN when it is not one. Percentages are NaN. */
export function lengthPx(v: string): number {
  const m = LENGTH_RE.exec(v);
  if (!m) return NaN;
  const unit = UNIT_PX[m[2]!];
  return unit === undefined ? NaN : parseFloat(m[1]!) * unit;
}

/** True for a length of 0 in any unit (`0`, `0px`, `0%`, `0.0em`). */
function isZero(v: string): boolean {
  const m = LENGTH_RE.exec(v);
  return m !== null && parseFloat(m[1]!) === 0;
}

const FONT_KEYWORDS: Record<string, number> = {
  'xx-small': 9, 'x-small': 10, small: 13, medium: 16, large: 18, 'x-large': 24, 'xx-large': 32, 'xxx-large': 48,
};

/** A font-size value as Decl.fontSize, or undefined (inherit, unreadable). */
function fontSize(v: string): number | undefined {
  const kw = FONT_KEYWORDS[v];
  if (kw !== undefined) return kw;
  if (v === 'smaller') return -1 - 0.8;
  if (v === 'larger') return -1 - 1.2;
  const m = LENGTH_RE.exec(v);
  if (!m) return undefined;
  const n = parseFloat(m[1]!);
  if (n < 0) return undefined;
  if (n === 0) return 0;
  const unit = m[2]!;
  if (unit === 'em') return -1 - n;
  if (unit === '%') return -1 - n / 100;
  const px = UNIT_PX[unit];
  return px === undefined ? undefined : n * px;
}

/** Splits a value into tokens at white space, keeping parenthesised groups whole. */
function tokens(v: string): string[] {
  const out: string[] = [];
  let depth = 0, from = -1;
  for (let i = 0; i <= v.length; i++) {
    const c = i < v.length ? v.charCodeAt(i) : 32;
    if (c === 40) depth++;
    else if (c === 41 && depth > 0) depth--;
    const blank = c === 32 || c === 9 || c === 10 || c === 13 || c === 12 || c === 44;
    if (blank && depth === 0) {
      if (from >= 0) out.push(v.slice(from, i));
      from = -1;
    } else if (from < 0) from = i;
  }
  return out;
}

/** The size of a `font` shorthand: the first length or size keyword, before any `/line-height`. */
function fontShorthand(v: string): number | undefined {
  for (const t of tokens(v)) {
    const slash = t.indexOf('/');
    const size = fontSize(slash >= 0 ? t.slice(0, slash) : t);
    // A unitless number other than 0 is a weight (700), not a size.
    if (size !== undefined && (slash >= 0 || !/^\d+$/.test(t) || size === 0)) return size;
  }
  return undefined;
}

/** `rect(t r b l)` (commas or blanks) enclosing no area. */
function clipEmpty(v: string): boolean {
  if (!v.startsWith('rect(')) return false;
  const parts = v.slice(5, v.indexOf(')') < 0 ? v.length : v.indexOf(')')).split(/[\s,]+/).filter(Boolean);
  if (parts.length !== 4) return false;
  const [t, r, b, l] = parts.map(lengthPx) as [number, number, number, number];
  return (!Number.isNaN(t) && !Number.isNaN(b) && b - t <= 1) || (!Number.isNaN(r) && !Number.isNaN(l) && r - l <= 1);
}

/** `inset()` of 50 % or more on opposite sides together, or a circle/ellipse of radius 0. */
function clipPathEmpty(v: string): boolean {
  if (/^(?:circle|ellipse)\(\s*0(?:px|%)?[\s)]/.test(v)) return true;
  if (!v.startsWith('inset(')) return false;
  const end = v.indexOf(')');
  const inner = v.slice(6, end < 0 ? v.length : end);
  const round = inner.indexOf('round');
  const parts = (round >= 0 ? inner.slice(0, round) : inner).trim().split(/\s+/);
  const pct = parts.map((p) => (p.endsWith('%') ? parseFloat(p) : isZero(p) ? 0 : NaN));
  if (pct.some(Number.isNaN) || pct.length === 0 || pct.length > 4) return false;
  const [t, r = t, b = t, l = r] = pct as [number, number?, number?, number?];
  return t + b! >= 100 || r! + l! >= 100;
}

function overflowHidden(v: string): boolean {
  return v.startsWith('hidden') || v.startsWith('clip');
}

/** Reads one declaration into `d`: `name` lower case, `value` lower case without `!important`. */
function apply(d: Decl, name: string, value: string): void {
  switch (name) {
    case 'display': d.displayNone = value === 'none'; break;
    case 'visibility': if (value !== 'inherit') d.visHidden = value === 'hidden' || value === 'collapse'; break;
    case 'font-size': { const s = fontSize(value); if (s !== undefined) d.fontSize = s; break; }
    case 'font': { const s = fontShorthand(value); if (s !== undefined) d.fontSize = s; break; }
    case 'opacity': {
      const o = value.endsWith('%') ? parseFloat(value) / 100 : parseFloat(value);
      if (Number.isFinite(o)) d.opacity = Math.min(1, Math.max(0, o));
      break;
    }
    case 'color':
      if (value === 'inherit' || value === 'currentcolor') d.color = INHERIT_COLOUR;
      else { const c = parseColour(value); if (c !== NO_COLOUR) d.color = c; }
      break;
    case 'background-color': { const c = parseColour(value); if (c !== NO_COLOUR) d.bgColor = c; break; }
    case 'background-image': d.bgImage = value.includes('url(') || value.includes('gradient('); break;
    case 'background': {
      // The shorthand resets both: an image, and a colour among the tokens (else transparent).
      d.bgImage = value.includes('url(') || value.includes('gradient(');
      let colour = 0;
      if (value !== 'none' && value !== 'transparent') {
        for (const t of tokens(value)) { const c = parseColour(t); if (c !== NO_COLOUR) { colour = c; break; } }
      }
      d.bgColor = colour;
      break;
    }
    case 'position': d.positioned = value === 'absolute' || value === 'fixed'; break;
    case 'left': d.left = lengthPx(value); break;
    case 'top': d.top = lengthPx(value); break;
    case 'right': d.right = lengthPx(value); break;
    case 'bottom': d.bottom = lengthPx(value); break;
    case 'text-indent': d.textIndent = lengthPx(value); break;
    case 'clip': d.clipped = clipEmpty(value); break;
    case 'clip-path': case '-webkit-clip-path': d.clipPathEmpty = clipPathEmpty(value); break;
    case 'overflow': d.overflow = overflowHidden(value); break;
    case 'overflow-x': d.overflowX = overflowHidden(value); break;
    case 'overflow-y': d.overflowY = overflowHidden(value); break;
    case 'height': d.zeroHeight = isZero(value); break;
    case 'max-height': d.zeroMaxHeight = isZero(value); break;
    case 'width': d.zeroWidth = isZero(value); break;
    case 'max-width': d.zeroMaxWidth = isZero(value); break;
    default: break;
  }
}

/** Property names read (others are skipped before their value is sliced). */
const READ = new Set([
  'display', 'visibility', 'font-size', 'font', 'opacity', 'color', 'background-color', 'background-image', 'background',
  'position', 'left', 'top', 'right', 'bottom', 'text-indent', 'clip', 'clip-path', '-webkit-clip-path', 'overflow',
  'overflow-x', 'overflow-y', 'height', 'max-height', 'width', 'max-width',
]);
const IMPORTANT_RE = /\s*!\s*important\s*$/;

/** Reads a declaration block (a style attribute's value, or a rule's body between braces). */
export function parseDeclarations(css: string): Decl {
  const d: Decl = {};
  const n = css.length;
  let i = 0;
  while (i < n) {
    let semi = css.indexOf(';', i);
    if (semi < 0) semi = n;
    const colon = css.indexOf(':', i);
    if (colon > i && colon < semi) {
      // A value may hold ';' inside url(…) (data: URIs): read to the parenthesis' end.
      const paren = css.indexOf('(', colon);
      if (paren >= 0 && paren < semi) {
        const close = css.indexOf(')', paren);
        if (close > semi) { semi = css.indexOf(';', close); if (semi < 0) semi = n; }
      }
      const name = css.slice(i, colon).trim().toLowerCase();
      if (READ.has(name)) {
        let value = css.slice(colon + 1, semi).trim().toLowerCase();
        if (value.indexOf('!') >= 0) value = value.replace(IMPORTANT_RE, '');
        apply(d, name, value);
      }
    }
    i = semi + 1;
  }
  return d;
}

/** Whether a block says anything at all (most style attributes say nothing about visibility). */
export function isEmptyDecl(d: Decl): boolean {
  for (const _ in d) return false;
  return true;
}

/** `over` applied on top of `base` (later declarations win), as a new object. */
export function mergeDecl(base: Decl, over: Decl): Decl {
  return { ...base, ...over };
}
