/**
 * The computed visibility of an element for the hidden-text rules: what it inherits from its
 * parent and what its own declarations (style sheet rules, then the style attribute) and
 * attributes (`hidden`, `bgcolor`, `background`, `<font color>`, a link's default colour) add.
 * Some hiding cannot be undone by a descendant (display:none, opacity 0, zero size with
 * overflow hidden, off-screen positioning, clipping); visibility, font size, text colour and
 * text-indent are inherited values a descendant may set again. A state is immutable: elements
 * that change nothing share their parent's.
 */
import { BLACK, LINK_BLUE, NO_COLOUR, WHITE, alpha, blend, near, parseColour } from './colour.js';
import { INHERIT_COLOUR, type Decl } from './css.js';
import type { HiddenReason } from './types.js';

/** Reason codes, in the documented order (a lower code wins when several apply). */
export const R_VISIBLE = 0;
const R_DISPLAY = 1, R_VISIBILITY = 2, R_ZERO = 3, R_TRANSPARENT = 4, R_SAME = 5, R_OFF = 6, R_CLIPPED = 7;
export const REASON_NAMES: readonly (HiddenReason | '')[] = [
  '', 'display_none', 'visibility_hidden', 'zero_size', 'transparent', 'same_colour', 'off_screen', 'clipped',
];

/** Text whose effective alpha (colour alpha times opacity) is at most this is transparent. */
const ALPHA_MIN = 0.02;
/** Text within this many units per channel of its background is the same colour. */
export const SAME_COLOUR_TOLERANCE = 8;
/** An offset at or beyond this (px) puts the element off screen. */
const OFF_SCREEN_PX = -500;
/** The background is an image (or a gradient): the colour behind the text is unknown. */
const BG_UNKNOWN = -1;

export interface VisState {
  /** A reason no descendant can undo (R_DISPLAY, R_ZERO, R_TRANSPARENT, R_OFF, R_CLIPPED), or 0. */
  block: number;
  blockRoot: number;
  /** Product of the opacities of the element and its ancestors. */
  opacity: number;
  visHidden: boolean;
  visRoot: number;
  fontPx: number;
  fontRoot: number;
  indentOff: boolean;
  indentRoot: number;
  color: number;
  colorRoot: number;
  /** Opaque background colour behind the text, or BG_UNKNOWN. */
  bg: number;
  bgRoot: number;
  /** reasonOf's answer, computed once (-1 until then). */
  reason: number;
  root: number;
}

/** The state of the document itself: black text on white, 16 px, all visible. */
export function rootState(): VisState {
  return {
    block: 0, blockRoot: 0, opacity: 1, visHidden: false, visRoot: 0, fontPx: 16, fontRoot: 0, indentOff: false, indentRoot: 0,
    color: BLACK, colorRoot: 0, bg: WHITE, bgRoot: 0, reason: -1, root: 0,
  };
}

/** What the reader knows of an element when it computes its state. */
export interface ElementInfo {
  id: number;
  /** Declarations from the style sheet and the style attribute, merged; null when none. */
  decl: Decl | null;
  hidden: boolean;
  bgcolor: string | null;
  /** A `background` attribute (an image). */
  backgroundImage: boolean;
  /** `<font color>`. */
  fontColor: string | null;
  /** An `<a href>`: its text takes the link colour unless a colour is set on it. */
  link: boolean;
}

const EMPTY: Decl = Object.freeze({}) as Decl;

function offScreen(d: Decl): boolean {
  if (!d.positioned) return false;
  return (d.left ?? 0) <= OFF_SCREEN_PX || (d.top ?? 0) <= OFF_SCREEN_PX || (d.right ?? 0) <= OFF_SCREEN_PX
    || (d.bottom ?? 0) <= OFF_SCREEN_PX;
}

function zeroBox(d: Decl): boolean {
  const ox = d.overflowX ?? d.overflow ?? false;
  const oy = d.overflowY ?? d.overflow ?? false;
  return (oy && (d.zeroHeight === true || d.zeroMaxHeight === true)) || (ox && (d.zeroWidth === true || d.zeroMaxWidth === true));
}

/** The state of an element whose parent has state `p`; `p` itself when the element changes nothing. */
export function childState(p: VisState, info: ElementInfo): VisState {
  const d = info.decl ?? EMPTY;
  if (d === EMPTY && !info.hidden && info.bgcolor === null && !info.backgroundImage && info.fontColor === null && !info.link) return p;
  const s: VisState = { ...p, reason: -1 };
  const id = info.id;
  // The first that applies wins: the codes are in the documented order.
  let own = 0;
  if (d.opacity !== undefined) s.opacity = p.opacity * d.opacity;
  if (info.hidden || d.displayNone) own = R_DISPLAY;
  else if (zeroBox(d)) own = R_ZERO;
  else if (s.opacity <= ALPHA_MIN && d.opacity !== undefined) own = R_TRANSPARENT;
  else if (offScreen(d)) own = R_OFF;
  else if (d.clipped || d.clipPathEmpty) own = R_CLIPPED;
  if (own !== 0 && (s.block === 0 || own < s.block)) { s.block = own; s.blockRoot = id; }

  if (d.visHidden !== undefined) { s.visHidden = d.visHidden; s.visRoot = id; }
  if (d.fontSize !== undefined) {
    s.fontPx = d.fontSize >= 0 ? d.fontSize : p.fontPx * (-d.fontSize - 1);
    s.fontRoot = id;
  }
  if (d.textIndent !== undefined) { s.indentOff = d.textIndent <= OFF_SCREEN_PX; s.indentRoot = id; }

  // Text colour: the link colour, then <font color>, then CSS (which wins over both).
  if (info.link) { s.color = LINK_BLUE; s.colorRoot = id; }
  if (info.fontColor !== null) {
    const c = parseColour(info.fontColor.trim().toLowerCase(), true);
    if (c !== NO_COLOUR) { s.color = c; s.colorRoot = id; }
  }
  if (d.color !== undefined) {
    if (d.color === INHERIT_COLOUR) { s.color = p.color; s.colorRoot = p.colorRoot; } else { s.color = d.color; s.colorRoot = id; }
  }

  // Background: attributes first, CSS over them; transparent lets the parent's show through.
  let bg = NO_COLOUR;
  let image = info.backgroundImage;
  if (info.bgcolor !== null) bg = parseColour(info.bgcolor.trim().toLowerCase(), true);
  if (d.bgColor !== undefined) bg = d.bgColor;
  if (d.bgImage !== undefined) image = d.bgImage;
  if (image) { s.bg = BG_UNKNOWN; s.bgRoot = id; } else if (bg !== NO_COLOUR && alpha(bg) > 0) {
    s.bg = alpha(bg) === 255 ? bg : p.bg === BG_UNKNOWN ? BG_UNKNOWN : blend(bg, p.bg);
    s.bgRoot = id;
  }
  return s;
}

/** The reason text with this state is hidden (R_VISIBLE when it is not); sets `state.root`. */
export function reasonOf(s: VisState): number {
  if (s.reason >= 0) return s.reason;
  // The first reason in the documented order wins; the block reasons are already in that order.
  let r = 0, root = 0;
  if (s.block === R_DISPLAY) { r = R_DISPLAY; root = s.blockRoot; }
  else if (s.visHidden) { r = R_VISIBILITY; root = s.visRoot; }
  else if (s.block === R_ZERO) { r = R_ZERO; root = s.blockRoot; }
  else if (s.fontPx === 0) { r = R_ZERO; root = s.fontRoot; }
  else if (s.block === R_TRANSPARENT) { r = R_TRANSPARENT; root = s.blockRoot; }
  else if ((alpha(s.color) / 255) * s.opacity <= ALPHA_MIN) { r = R_TRANSPARENT; root = s.colorRoot; }
  else if (s.bg !== BG_UNKNOWN && near(blend(s.color, s.bg, s.opacity), s.bg, SAME_COLOUR_TOLERANCE)) {
    r = R_SAME; root = Math.max(s.colorRoot, s.bgRoot);
  } else if (s.indentOff && (s.block === 0 || s.block > R_OFF)) { r = R_OFF; root = s.indentRoot; }
  else if (s.block !== 0) { r = s.block; root = s.blockRoot; }
  s.reason = r;
  s.root = root;
  return r;
}
