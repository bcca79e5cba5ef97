/**
 * `image_without_alt` (docs/checks.md, "Lint"): an `<img>` with no `alt` attribute at all
 * (`alt=""` marks a decorative image and is right), tracking pixels excepted: `width` and
 * `height` both 1 or less, or hidden (`display:none` in its style). One finding per image.
 */
import { clip } from './lint-excerpt.js';
import type { HtmlTag } from './lint-html.js';
import type { LintFinding } from './types.js';

const DISPLAY_NONE_RE = /(?:^|[;{\s])display\s*:\s*none\b/i;
/** A length in pixels as an attribute writes it ("1", "1px", "0.5"). */
const ATTR_PX_RE = /^\s*(\d+(?:\.\d*)?|\.\d+)\s*(?:px)?\s*$/i;

const STYLE_RE = { width: /(?:^|[;\s])width\s*:\s*([^;]*)/i, height: /(?:^|[;\s])height\s*:\s*([^;]*)/i };
const CSS_LENGTH_RE = /^(\d+(?:\.\d*)?|\.\d+)\s*([a-z%]*)\s*(?:!\s*important)?$/i;

/**
 * The pixel length a style declares for `width` or `height` (not `max-width`): a number when
 * in px, unitless or zero; null for another length; undefined when it declares none.
 */
function stylePx(style: string, prop: 'width' | 'height'): number | null | undefined {
  const m = STYLE_RE[prop].exec(style);
  if (!m) return undefined;
  const v = CSS_LENGTH_RE.exec(m[1]!.trim());
  if (!v) return null;
  const n = Number(v[1]);
  return v[2] === '' || v[2]!.toLowerCase() === 'px' || n === 0 ? n : null;
}

function attrPx(value: string | undefined): number | null {
  if (value === undefined) return null;
  const m = ATTR_PX_RE.exec(value);
  return m ? Number(m[1]) : null;
}

/** Is this image a tracking pixel: at most 1×1 (the style's size over the attributes'), or display:none? */
export function isTrackingPixel(img: HtmlTag): boolean {
  const style = img.attrs.get('style') ?? '';
  if (DISPLAY_NONE_RE.test(style)) return true;
  const sw = stylePx(style, 'width');
  const sh = stylePx(style, 'height');
  const w = sw !== undefined ? sw : attrPx(img.attrs.get('width'));
  const h = sh !== undefined ? sh : attrPx(img.attrs.get('height'));
  return w !== null && h !== null && w <= 1 && h <= 1;
}

/**
 * One finding per `<img>` without an `alt` attribute that is not a tracking pixel, quoting its `src`.
 *
 * @example imageFindings(readHtml('<img src="logo.png">').images)[0]?.excerpt // 'logo.png'
 */
export function imageFindings(images: readonly HtmlTag[]): LintFinding[] {
  const out: LintFinding[] = [];
  for (const img of images) {
    if (img.attrs.has('alt') || isTrackingPixel(img)) continue;
    const src = img.attrs.get('src')?.trim();
    out.push({
      code: 'image_without_alt', severity: 'warning', part: 'html',
      message: 'Image without an alt attribute: screen readers and clients that block images show nothing in its place (alt="" marks a decorative image)',
      excerpt: clip(src ? src : img.raw),
    });
  }
  return out;
}
