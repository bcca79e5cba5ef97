/**
 * CSS colour values read for the hidden-text rules: the CSS named colours, `transparent`,
 * `#rgb`/`#rgba`/`#rrggbb`/`#rrggbbaa`, `rgb()`/`rgba()` and `hsl()`/`hsla()` (comma or space
 * syntax, percentages, `/ alpha`), and the bare hex of legacy `bgcolor`/`color` attributes.
 * A colour is one number: red, green, blue and alpha (0–255 each) as 0xRRGGBBAA.
 */

/** No colour could be read. */
export const NO_COLOUR = -1;
export const BLACK = 0x000000ff;
export const WHITE = 0xffffffff;
/** The default colour of a link's text (a browser's unvisited link). */
export const LINK_BLUE = 0x0000eeff;

export const red = (c: number): number => Math.floor(c / 0x1000000) & 255;
export const green = (c: number): number => (c >>> 16) & 255;
export const blue = (c: number): number => (c >>> 8) & 255;
export const alpha = (c: number): number => c & 255;

function rgba(r: number, g: number, b: number, a: number): number {
  const k = (v: number): number => (v <= 0 ? 0 : v >= 255 ? 255 : Math.round(v));
  return ((k(r) << 16) | (k(g) << 8) | k(b)) * 256 + k(a);
}

/** The colour `fg` (with its alpha times `opacity`) drawn over the opaque colour `bg`. */
export function blend(fg: number, bg: number, opacity = 1): number {
  const a = (alpha(fg) / 255) * opacity;
  if (a >= 1) return fg;
  const mix = (f: number, b: number): number => f * a + b * (1 - a);
  return rgba(mix(red(fg), red(bg)), mix(green(fg), green(bg)), mix(blue(fg), blue(bg)), 255);
}

/** True when two opaque colours are within `tolerance` units on every channel. */
export function near(a: number, b: number, tolerance: number): boolean {
  return Math.abs(red(a) - red(b)) <= tolerance && Math.abs(green(a) - green(b)) <= tolerance
    && Math.abs(blue(a) - blue(b)) <= tolerance;
}

// The 148 CSS named colours (CSS Color 4), as name and hex.
const NAMED_LIST = 'aliceblue f0f8ff antiquewhite faebd7 aqua 00ffff aquamarine 7fffd4 azure f0ffff beige f5f5dc bisque ffe4c4 '
  + 'black 000000 blanchedalmond ffebcd blue 0000ff blueviolet 8a2be2 brown a52a2a burlywood deb887 cadetblue 5f9ea0 '
  + 'chartreuse 7fff00 chocolate d2691e coral ff7f50 cornflowerblue 6495ed cornsilk fff8dc crimson dc143c cyan 00ffff '
  + 'darkblue 00008b darkcyan 008b8b darkgoldenrod b8860b darkgray a9a9a9 darkgreen 006400 darkgrey a9a9a9 darkkhaki bdb76b '
  + 'darkmagenta 8b008b darkolivegreen 556b2f darkorange ff8c00 darkorchid 9932cc darkred 8b0000 darksalmon e9967a '
  + 'darkseagreen 8fbc8f darkslateblue 483d8b darkslategray 2f4f4f darkslategrey 2f4f4f darkturquoise 00ced1 darkviolet 9400d3 '
  + 'deeppink ff1493 deepskyblue 00bfff dimgray 696969 dimgrey 696969 dodgerblue 1e90ff firebrick b22222 floralwhite fffaf0 '
  + 'forestgreen 228b22 fuchsia ff00ff gainsboro dcdcdc ghostwhite f8f8ff gold ffd700 goldenrod daa520 gray 808080 '
  + 'green 008000 greenyellow adff2f grey 808080 honeydew f0fff0 hotpink ff69b4 indianred cd5c5c indigo 4b0082 ivory fffff0 '
  + 'khaki f0e68c lavender e6e6fa lavenderblush fff0f5 lawngreen 7cfc00 lemonchiffon fffacd lightblue add8e6 lightcoral f08080 '
  + 'lightcyan e0ffff lightgoldenrodyellow fafad2 lightgray d3d3d3 lightgreen 90ee90 lightgrey d3d3d3 lightpink ffb6c1 '
  + 'lightsalmon ffa07a lightseagreen 20b2aa lightskyblue 87cefa lightslategray 778899 lightslategrey 778899 '
  + 'lightsteelblue b0c4de lightyellow ffffe0 lime 00ff00 limegreen 32cd32 linen faf0e6 magenta ff00ff maroon 800000 '
  + 'mediumaquamarine 66cdaa mediumblue 0000cd mediumorchid ba55d3 mediumpurple 9370db mediumseagreen 3cb371 '
  + 'mediumslateblue 7b68ee mediumspringgreen 00fa9a mediumturquoise 48d1cc mediumvioletred c71585 midnightblue 191970 '
  + 'mintcream f5fffa mistyrose ffe4e1 moccasin ffe4b5 navajowhite ffdead navy 000080 oldlace fdf5e6 olive 808000 '
  + 'olivedrab 6b8e23 orange ffa500 orangered ff4500 orchid da70d6 palegoldenrod eee8aa palegreen 98fb98 paleturquoise afeeee '
  + 'palevioletred db7093 papayawhip ffefd5 peachpuff ffdab9 peru cd853f pink ffc0cb plum dda0dd powderblue b0e0e6 '
  + 'purple 800080 rebeccapurple 663399 red ff0000 rosybrown bc8f8f royalblue 4169e1 saddlebrown 8b4513 salmon fa8072 '
  + 'sandybrown f4a460 seagreen 2e8b57 seashell fff5ee sienna a0522d silver c0c0c0 skyblue 87ceeb slateblue 6a5acd '
  + 'slategray 708090 slategrey 708090 snow fffafa springgreen 00ff7f steelblue 4682b4 tan d2b48c teal 008080 thistle d8bfd8 '
  + 'tomato ff6347 turquoise 40e0d0 violet ee82ee wheat f5deb3 white ffffff whitesmoke f5f5f5 yellow ffff00 yellowgreen 9acd32';
const NAMED = new Map<string, number>([['transparent', 0]]);
{
  const parts = NAMED_LIST.split(' ');
  for (let i = 0; i + 1 < parts.length; i += 2) NAMED.set(parts[i]!, parseInt(parts[i + 1]!, 16) * 256 + 255);
}

const hex = (c: number): number => (c >= 48 && c <= 57 ? c - 48 : c >= 97 && c <= 102 ? c - 87 : c >= 65 && c <= 70 ? c - 55 : -1);

/** `rrggbb`, `rgb`, `rrggbbaa` or `rgba` hex digits from `from` to the end of `s`, or NO_COLOUR. */
function fromHex(s: string, from: number): number {
  const n = s.length - from;
  if (n !== 3 && n !== 4 && n !== 6 && n !== 8) return NO_COLOUR;
  const d: number[] = [];
  for (let i = from; i < s.length; i++) {
    const v = hex(s.charCodeAt(i));
    if (v < 0) return NO_COLOUR;
    d.push(v);
  }
  if (n <= 4) return rgba(d[0]! * 17, d[1]! * 17, d[2]! * 17, n === 4 ? d[3]! * 17 : 255);
  return rgba(d[0]! * 16 + d[1]!, d[2]! * 16 + d[3]!, d[4]! * 16 + d[5]!, n === 8 ? d[6]! * 16 + d[7]! : 255);
}

const FUNC_RE = /^(rgba?|hsla?)\(\s*([^)]*)\)$/;
const ARG_SPLIT_RE = /\s*[,/]\s*|\s+/;

/** A number, a percentage of `full` (255 for channels, 1 for alpha), or NaN. */
function component(s: string, full: number): number {
  if (s.endsWith('%')) return (parseFloat(s) / 100) * full;
  const v = parseFloat(s);
  return Number.isFinite(v) ? v : NaN;
}

function hueToRgb(p: number, q: number, t: number): number {
  if (t < 0) t += 1;
  if (t > 1) t -= 1;
  if (t < 1 / 6) return p + (q - p) * 6 * t;
  if (t < 1 / 2) return q;
  if (t < 2 / 3) return p + (q - p) * (2 / 3 - t) * 6;
  return p;
}

/**
 * Reads one colour value (lower case, trimmed). `legacy` also reads bare hex digits, as
 * browsers do for the `bgcolor` and `color` attributes. NO_COLOUR when it is not a colour.
 */
export function parseColour(value: string, legacy = false): number {
  const v = value;
  if (v.length === 0) return NO_COLOUR;
  if (v.charCodeAt(0) === 35 /* # */) return fromHex(v, 1);
  const named = NAMED.get(v);
  if (named !== undefined) return named;
  const m = v.length < 80 ? FUNC_RE.exec(v) : null;
  if (m) {
    const args = m[2]!.trim().split(ARG_SPLIT_RE);
    if (args.length < 3 || args.length > 4) return NO_COLOUR;
    const a = args.length === 4 ? component(args[3]!, 1) : 1;
    if (Number.isNaN(a)) return NO_COLOUR;
    if (m[1]!.startsWith('rgb')) {
      const r = component(args[0]!, 255), g = component(args[1]!, 255), b = component(args[2]!, 255);
      if (Number.isNaN(r) || Number.isNaN(g) || Number.isNaN(b)) return NO_COLOUR;
      return rgba(r, g, b, a * 255);
    }
    const h = ((parseFloat(args[0]!) % 360) + 360) % 360 / 360;
    const s = component(args[1]!, 1), l = component(args[2]!, 1);
    if (Number.isNaN(h) || Number.isNaN(s) || Number.isNaN(l)) return NO_COLOUR;
    if (s === 0) return rgba(l * 255, l * 255, l * 255, a * 255);
    const q = l < 0.5 ? l * (1 + s) : l + s - l * s;
    const p = 2 * l - q;
    return rgba(hueToRgb(p, q, h + 1 / 3) * 255, hueToRgb(p, q, h) * 255, hueToRgb(p, q, h - 1 / 3) * 255, a * 255);
  }
  if (legacy && (v.length === 6 || v.length === 3)) return fromHex(v, 0);
  return NO_COLOUR;
}
