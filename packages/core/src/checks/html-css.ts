// The CSS side of the compatibility check (html.ts): a tolerant walk over rules and declarations.

export const isSpace = (c: number): boolean => c === 32 || c === 9 || c === 10 || c === 13 || c === 12;
export const isLetter = (c: number): boolean => (c >= 97 && c <= 122) || (c >= 65 && c <= 90);
// ---------------------------------------------------------------------------------------------
// CSS: a tolerant walk over rules and declarations; no parser that could reject the sheet.

/** Property → features. Vendor prefixes are removed before the lookup. */
const PROPERTY_FEATURES = new Map<string, string[]>();
function properties(slug: string, ...names: string[]): void {
  for (const name of names) {
    const list = PROPERTY_FEATURES.get(name);
    if (list) list.push(slug); else PROPERTY_FEATURES.set(name, [slug]);
  }
}
const SIDES = ['top', 'right', 'bottom', 'left'];
properties('css-accent-color', 'accent-color');
properties('css-align-items', 'align-items');
properties('css-animation', 'animation', ...['name', 'duration', 'timing-function', 'delay', 'iteration-count', 'direction', 'fill-mode', 'play-state'].map((p) => `animation-${p}`));
properties('css-aspect-ratio', 'aspect-ratio');
properties('css-backdrop-filter', 'backdrop-filter');
properties('css-background', 'background');
for (const p of ['blend-mode', 'clip', 'color', 'image', 'origin', 'position', 'repeat', 'size']) properties(`css-background-${p}`, `background-${p}`);
properties('css-background-position', 'background-position-x', 'background-position-y');
properties('css-block-inline-size', 'block-size', 'inline-size');
properties('css-inline-size', 'inline-size');
properties('css-border-collapse', 'border-collapse');
properties('css-border-image', 'border-image', ...['source', 'slice', 'width', 'outset', 'repeat'].map((p) => `border-image-${p}`));
properties('css-border-inline-block', 'border-inline', 'border-block');
properties('css-border-inline-block-individual', ...['inline', 'block'].flatMap((a) => [
  ...['color', 'style', 'width'].map((p) => `border-${a}-${p}`), `border-${a}-start`, `border-${a}-end`]));
properties('css-border-inline-block-longhand', ...['inline', 'block'].flatMap((a) => ['start', 'end'].flatMap((e) =>
  ['color', 'style', 'width'].map((p) => `border-${a}-${e}-${p}`))));
properties('css-border-radius-logical', 'border-start-start-radius', 'border-start-end-radius', 'border-end-start-radius', 'border-end-end-radius');
properties('css-border-radius', 'border-radius', 'border-top-left-radius', 'border-top-right-radius', 'border-bottom-left-radius', 'border-bottom-right-radius');
properties('css-border-spacing', 'border-spacing');
properties('css-border', 'border', 'border-width', 'border-style', 'border-color', ...SIDES.flatMap((s) =>
  [`border-${s}`, `border-${s}-width`, `border-${s}-style`, `border-${s}-color`]));
properties('css-box-shadow', 'box-shadow');
properties('css-box-sizing', 'box-sizing');
properties('css-caption-side', 'caption-side');
properties('css-clear', 'clear');
properties('css-clip-path', 'clip-path');
properties('css-color-scheme', 'color-scheme');
properties('css-column-count', 'column-count');
properties('css-column-layout-properties', 'columns', 'column-fill', 'column-rule', 'column-rule-color', 'column-rule-style', 'column-rule-width', 'column-span', 'column-width');
properties('css-cursor', 'cursor');
properties('css-direction', 'direction');
properties('css-display', 'display');
properties('css-empty-cells', 'empty-cells');
properties('css-filter', 'filter');
properties('css-float', 'float');
properties('css-font-kerning', 'font-kerning');
properties('css-font-size', 'font-size');
properties('css-font-stretch', 'font-stretch');
properties('css-font-weight', 'font-weight');
properties('css-font', 'font');
properties('css-gap', 'gap', 'row-gap', 'column-gap', 'grid-gap', 'grid-row-gap', 'grid-column-gap');
properties('css-grid-template', 'grid-template', 'grid-template-areas', 'grid-template-columns', 'grid-template-rows');
properties('css-height', 'height');
properties('css-hyphenate-character', 'hyphenate-character');
properties('css-hyphenate-limit-chars', 'hyphenate-limit-chars');
properties('css-hyphens', 'hyphens');
properties('css-inset', 'inset', 'inset-block', 'inset-inline', 'inset-inline-start', 'inset-inline-end', 'inset-block-start', 'inset-block-end');
properties('css-justify-content', 'justify-content');
properties('css-left-right-top-bottom', ...SIDES);
properties('css-letter-spacing', 'letter-spacing');
properties('css-line-height', 'line-height');
for (const p of ['image', 'position', 'type']) properties(`css-list-style-${p}`, `list-style-${p}`);
properties('css-list-style', 'list-style');
properties('css-margin-block-start-end', 'margin-block-start', 'margin-block-end');
properties('css-margin-inline-block', 'margin-inline', 'margin-block');
properties('css-margin-inline-start-end', 'margin-inline-start', 'margin-inline-end');
properties('css-margin', 'margin', ...SIDES.map((s) => `margin-${s}`));
properties('css-mask-image', 'mask-image');
for (const p of ['max-block-size', 'max-height', 'max-inline-size', 'max-width', 'min-block-size', 'min-height', 'min-inline-size', 'min-width']) properties(`css-${p}`, p);
properties('css-mix-blend-mode', 'mix-blend-mode');
properties('css-object-fit', 'object-fit');
properties('css-object-position', 'object-position');
properties('css-opacity', 'opacity');
properties('css-orphans', 'orphans');
properties('css-outline-offset', 'outline-offset');
properties('css-outline', 'outline', 'outline-color', 'outline-style', 'outline-width');
properties('css-overflow-wrap', 'overflow-wrap');
properties('css-overflow', 'overflow', 'overflow-x', 'overflow-y', 'overflow-block', 'overflow-inline');
properties('css-padding-block-start-end', 'padding-block-start', 'padding-block-end');
properties('css-padding-inline-block', 'padding-inline', 'padding-block');
properties('css-padding-inline-start-end', 'padding-inline-start', 'padding-inline-end');
properties('css-padding', 'padding', ...SIDES.map((s) => `padding-${s}`));
properties('css-position', 'position');
properties('css-resize', 'resize');
properties('css-scroll-snap', 'scroll-snap-type', 'scroll-snap-align', 'scroll-snap-stop');
properties('css-shape-margin', 'shape-margin');
properties('css-shape-outside', 'shape-outside');
properties('css-tab-size', 'tab-size');
properties('css-table-layout', 'table-layout');
properties('css-text-align-last', 'text-align-last');
properties('css-text-align', 'text-align');
for (const p of ['color', 'line', 'skip-ink', 'style', 'thickness']) properties(`css-text-decoration-${p}`, `text-decoration-${p}`);
properties('css-text-decoration', 'text-decoration');
properties('css-text-emphasis-position', 'text-emphasis-position');
properties('css-text-emphasis', 'text-emphasis', 'text-emphasis-color', 'text-emphasis-style');
for (const p of ['indent', 'justify', 'orientation', 'overflow', 'shadow', 'transform', 'underline-offset', 'underline-position', 'wrap']) properties(`css-text-${p}`, `text-${p}`);
properties('css-transform', 'transform', 'transform-origin');
properties('css-transition', 'transition', 'transition-property', 'transition-duration', 'transition-timing-function', 'transition-delay');
properties('css-user-select', 'user-select');
properties('css-vertical-align', 'vertical-align');
properties('css-visibility', 'visibility');
properties('css-white-space-collapse', 'white-space-collapse');
properties('css-white-space', 'white-space');
properties('css-widows', 'widows');
properties('css-width', 'width');
properties('css-word-break', 'word-break');
properties('css-word-spacing', 'word-spacing');
properties('css-word-wrap', 'word-wrap');
properties('css-writing-mode', 'writing-mode');
properties('css-z-index', 'z-index');

const FUNCTION_FEATURES = new Map<string, string>([
  ['calc', 'css-unit-calc'], ['clamp', 'css-function-clamp'], ['min', 'css-function-min'], ['max', 'css-function-max'],
  ['light-dark', 'css-function-light-dark'], ['linear-gradient', 'css-linear-gradient'],
  ['repeating-linear-gradient', 'css-linear-gradient'], ['radial-gradient', 'css-radial-gradient'],
  ['repeating-radial-gradient', 'css-radial-gradient'], ['conic-gradient', 'css-conic-gradient'],
  ['repeating-conic-gradient', 'css-conic-gradient'], ['rgb', 'css-rgb'], ['rgba', 'css-rgba'], ['lch', 'css-modern-color'],
  ['oklch', 'css-modern-color'], ['lab', 'css-modern-color'], ['oklab', 'css-modern-color'], ['var', 'css-variables'],
]);
const KEYWORD_FEATURES = new Map<string, string>([
  ['initial', 'css-unit-initial'], ['fit-content', 'css-intrinsic-size'], ['min-content', 'css-intrinsic-size'],
  ['max-content', 'css-intrinsic-size'], ['system-ui', 'css-sytem-ui'], ['ui-serif', 'css-sytem-ui'],
  ['ui-sans-serif', 'css-sytem-ui'], ['ui-rounded', 'css-sytem-ui'], ['ui-monospace', 'css-sytem-ui'],
]);
const UNIT_FEATURES = new Map<string, string>(
  ['ch', 'cm', 'em', 'ex', 'in', 'mm', 'pc', 'pt', 'px', 'rem', 'vh', 'vmax', 'vmin', 'vw'].map((u) => [u, `css-unit-${u}`]));
UNIT_FEATURES.set('%', 'css-unit-percent');

const VENDOR = /^-(?:webkit|moz|ms|o)-/;
const COMMENT_RE = /\/\*[\s\S]*?(?:\*\/|$)/g;
const STRING_OR_URL_RE = /url\([^)]*\)?|"[^"]*"?|'[^']*'?/g;
const FUNCTION_RE = /(-?[a-z][a-z0-9-]*)\(/g;
const KEYWORD_RE = /(?:^|[^\w-])(initial|fit-content|min-content|max-content|system-ui|ui-serif|ui-sans-serif|ui-rounded|ui-monospace)(?![\w-])/g;
const UNIT_RE = /(?:^|[^\w.#-])[-+]?(?:\d+(?:\.\d+)?|\.\d+)(px|rem|em|ex|ch|cm|mm|in|pt|pc|vmax|vmin|vw|vh|%)(?![\w-])/g;
const WORD_RE = /[a-z-]+/g;
/** Cheap tests that skip the keyword and unit scans for values that cannot match them. */
const KEYWORD_HINT = /initial|content|ui/;
const DIGIT = /\d/;
const IMPORTANT_RE = /!\s*important/;

function declaration(text: string, found: Set<string>): void {
  const colon = text.indexOf(':');
  if (colon <= 0) return;
  const rawProperty = text.slice(0, colon).trim().toLowerCase();
  if (rawProperty.startsWith('--')) found.add('css-variables');
  const property = rawProperty.replace(VENDOR, '');
  for (const slug of PROPERTY_FEATURES.get(property) ?? []) found.add(slug);
  let value = text.slice(colon + 1).toLowerCase();
  if (value.includes('!') && IMPORTANT_RE.test(value)) found.add('css-important');
  if (value.includes('url(') || value.includes('"') || value.includes("'")) value = value.replace(STRING_OR_URL_RE, ' ');
  if (property === 'display' || property === 'flex-direction' || property === 'flex-wrap' || property === 'flex-flow') {
    for (const w of value.match(WORD_RE) ?? []) {
      const word = w.replace(VENDOR, '');
      if (property === 'display') {
        if (word === 'flex' || word === 'inline-flex') found.add('css-display-flex');
        else if (word === 'grid' || word === 'inline-grid') found.add('css-display-grid');
        else if (word === 'none') found.add('css-display-none');
      } else if (word === 'column' || word === 'column-reverse') {
        if (property !== 'flex-wrap') found.add('css-flex-direction');
      } else if (word === 'wrap' || word === 'wrap-reverse') {
        if (property !== 'flex-direction') found.add('css-flex-wrap');
      }
    }
  }
  if (value.includes('(')) {
    for (const m of value.matchAll(FUNCTION_RE)) {
      const slug = FUNCTION_FEATURES.get(m[1]!.replace(VENDOR, ''));
      if (slug) found.add(slug);
    }
  }
  if (KEYWORD_HINT.test(value)) for (const m of value.matchAll(KEYWORD_RE)) found.add(KEYWORD_FEATURES.get(m[1]!)!);
  if (DIGIT.test(value)) for (const m of value.matchAll(UNIT_RE)) found.add(UNIT_FEATURES.get(m[1]!)!);
}

/** What a block holds. */
const TOP = 0, GROUP = 1, RULE = 2, DECLS = 3, KEYFRAMES = 4;
const MAX_DEPTH = 256;

/** Reads a stylesheet, or (inline) a style attribute's declarations. */
export function scanCss(css: string, inline: boolean, found: Set<string>): void {
  if (css.includes('/*')) {
    found.add('css-comments');
    css = css.replace(COMMENT_RE, ' ');
  }
  if (!inline && (css.includes('<!--') || css.includes('-->'))) css = css.replace(/<!--|-->/g, ' ');
  const n = css.length;
  const stack: number[] = [inline ? DECLS : TOP];
  let depth = 1; // blocks open (the stack keeps MAX_DEPTH of them; deeper ones read as their parent)
  const top = (): number => stack[Math.min(depth, MAX_DEPTH) - 1]!;
  const push = (kind: number): void => {
    if (depth < MAX_DEPTH) stack[depth] = kind;
    depth++;
  };
  let start = 0;
  let parens = 0;
  const statement = (end: number): void => {
    const text = css.slice(start, end).trim();
    if (text.length === 0) return;
    const kind = top();
    if (text.charCodeAt(0) === 64 /* @ */) atRule(text, found);
    else if (kind === DECLS || kind === RULE) declaration(text, found);
  };
  for (let i = 0; i < n; i++) {
    const c = css.charCodeAt(i);
    if (c === 34 || c === 39) {
      const close = css.indexOf(c === 34 ? '"' : "'", i + 1);
      if (close < 0) break;
      i = close;
    } else if (c === 40) {
      parens++;
    } else if (c === 41) {
      if (parens > 0) parens--;
    } else if (c === 59 /* ; */ && parens === 0) {
      statement(i);
      start = i + 1;
    } else if (c === 123 /* { */) {
      parens = 0;
      const prelude = css.slice(start, i).trim();
      const kind = top();
      if (prelude.charCodeAt(0) === 64 /* @ */) {
        const name = atRule(prelude, found);
        push(name === 'font-face' || name === 'page' ? DECLS : name === 'keyframes' ? KEYFRAMES : kind === RULE ? RULE : GROUP);
      } else if (kind === KEYFRAMES || kind === DECLS) {
        push(DECLS);
      } else {
        if (kind === RULE && !inline) found.add('css-nesting');
        if (prelude.length > 0) selector(prelude, found);
        push(RULE);
      }
      start = i + 1;
    } else if (c === 125 /* } */) {
      parens = 0;
      statement(i);
      if (depth > 1) depth--;
      start = i + 1;
    }
  }
  statement(n);
}

/** Marks an at-rule's features; answers its name without a vendor prefix. */
function atRule(text: string, found: Set<string>): string {
  const m = /^@([-\w]+)/.exec(text);
  if (!m) return '';
  const name = m[1]!.toLowerCase().replace(VENDOR, '');
  switch (name) {
    case 'media': {
      found.add('css-at-media');
      const query = text.toLowerCase();
      if (query.includes('prefers-color-scheme')) found.add('css-at-media-prefers-color-scheme');
      if (query.includes('prefers-reduced-motion')) found.add('css-at-media-prefers-reduced-motion');
      if (/(?:^|[^\w-])orientation(?![\w-])/.test(query)) found.add('css-at-media-orientation');
      if (/(?:^|[^\w-])(?:any-)?hover(?![\w-])/.test(query)) found.add('css-at-media-hover');
      if (query.includes('device-pixel-ratio')) found.add('css-at-media-device-pixel-ratio');
      break;
    }
    case 'supports': found.add('css-at-supports'); break;
    case 'font-face': found.add('css-at-font-face'); break;
    case 'import': found.add('css-at-import'); break;
    case 'keyframes': found.add('css-at-keyframes'); break;
    default: break;
  }
  return name;
}

const PSEUDO_FEATURES = new Map<string, string>([
  ...['active', 'checked', 'first-child', 'first-of-type', 'focus', 'has', 'hover', 'lang', 'last-child', 'last-of-type', 'link',
    'not', 'nth-child', 'nth-last-child', 'nth-last-of-type', 'nth-of-type', 'only-child', 'only-of-type', 'target', 'visited',
  ].map((p) => [p, `css-pseudo-class-${p}`] as [string, string]),
  ...['after', 'before', 'first-letter', 'first-line', 'marker', 'placeholder'].map((p) => [p, `css-pseudo-element-${p}`] as [string, string]),
  ['input-placeholder', 'css-pseudo-element-placeholder'],
]);

const isIdentChar = (c: number): boolean => isLetter(c) || (c >= 48 && c <= 57) || c === 45 || c === 95 || c > 127;

/** Marks the selector features of a rule's prelude (a selector list). */
function selector(sel: string, found: Set<string>): void {
  const n = sel.length;
  let parens = 0;
  let classes = 0; // class selectors in the current compound
  let inCompound = false; // a compound selector was read and no combinator follows it yet
  let space = false; // whitespace since the last compound
  const compound = (): void => {
    if (parens > 0) return;
    if (inCompound && space) { found.add('css-selector-descendant'); classes = 0; }
    inCompound = true;
    space = false;
  };
  const combinator = (slug: string): void => {
    if (parens > 0) return;
    found.add(slug);
    inCompound = false;
    space = false;
    classes = 0;
  };
  for (let i = 0; i < n; i++) {
    const c = sel.charCodeAt(i);
    if (isSpace(c)) {
      if (parens === 0) space = true;
    } else if (c === 44 /* , */) {
      if (parens === 0) {
        found.add('css-selector-grouping');
        inCompound = false;
        space = false;
        classes = 0;
      }
    } else if (c === 62 /* > */) {
      combinator('css-selector-child');
    } else if (c === 43 /* + */) {
      combinator('css-selector-adjacent-sibling');
    } else if (c === 126 /* ~ */) {
      combinator('css-selector-general-sibling');
    } else if (c === 40 /* ( */) {
      parens++;
    } else if (c === 41 /* ) */) {
      if (parens > 0) parens--;
    } else if (c === 91 /* [ */) {
      compound();
      found.add('css-selector-attribute');
      const close = sel.indexOf(']', i + 1);
      if (close < 0) return;
      i = close;
    } else if (c === 46 /* . */ || c === 35 /* # */) {
      if (i + 1 < n && isIdentChar(sel.charCodeAt(i + 1)) && !(sel.charCodeAt(i + 1) >= 48 && sel.charCodeAt(i + 1) <= 57)) {
        compound();
        if (c === 35) found.add('css-selector-id');
        else {
          found.add('css-selector-class');
          if (parens === 0 && ++classes >= 2) found.add('css-selector-chaining');
        }
        while (i + 1 < n && isIdentChar(sel.charCodeAt(i + 1))) i++;
      }
    } else if (c === 58 /* : */) {
      compound();
      let j = i + 1;
      if (sel.charCodeAt(j) === 58) j++;
      const from = j;
      while (j < n && isIdentChar(sel.charCodeAt(j))) j++;
      const slug = PSEUDO_FEATURES.get(sel.slice(from, j).toLowerCase().replace(VENDOR, ''));
      if (slug) found.add(slug);
      i = j - 1;
    } else if (c === 42 /* * */) {
      compound();
      if (parens === 0) found.add('css-selector-universal');
    } else if (c === 38 /* & */) {
      compound();
      found.add('css-nesting');
    } else if (isLetter(c) || c === 95 || c > 127) {
      if (parens === 0) {
        compound();
        found.add('css-selector-type');
      }
      while (i + 1 < n && isIdentChar(sel.charCodeAt(i + 1))) i++;
    }
  }
}
