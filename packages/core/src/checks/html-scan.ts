// The HTML side of the compatibility check (html.ts): elements, attributes, images, and the CSS
// of style attributes and <style> elements handed to html-css.ts.
import { isLetter, isSpace, scanCss } from './html-css.js';

// ---------------------------------------------------------------------------------------------
// HTML: elements, attributes, images; CSS from style attributes and <style> elements.

const TAG_FEATURES = new Map<string, string>([
  ['abbr', 'html-abbr'], ['acronym', 'html-acronym'], ['address', 'html-address'], ['audio', 'html-audio'],
  ['base', 'html-base'], ['bdi', 'html-bdi'], ['blockquote', 'html-blockquote'], ['body', 'html-body'],
  ['code', 'html-code'], ['del', 'html-del'], ['dfn', 'html-dfn'], ['dialog', 'html-dialog'], ['div', 'html-div'],
  ['form', 'html-form'], ['hr', 'html-hr'], ['img', 'html-img'], ['link', 'html-link'], ['marquee', 'html-marquee'],
  ['meter', 'html-meter'], ['object', 'html-object'], ['embed', 'html-object'], ['p', 'html-p'],
  ['picture', 'html-picture'], ['pre', 'html-pre'], ['progress', 'html-progress'], ['rp', 'html-rp'], ['rt', 'html-rt'],
  ['ruby', 'html-ruby'], ['select', 'html-select'], ['small', 'html-small'], ['span', 'html-span'],
  ['strike', 'html-strike'], ['strong', 'html-strong'], ['style', 'html-style'], ['svg', 'html-svg'],
  ['table', 'html-table'], ['textarea', 'html-textarea'], ['video', 'html-video'], ['wbr', 'html-wbr'],
  ['map', 'html-image-maps'], ['area', 'html-image-maps'],
  ...['h1', 'h2', 'h3', 'h4', 'h5', 'h6'].map((t) => [t, 'html-h1-h6'] as [string, string]),
  ...['ul', 'ol', 'dl'].map((t) => [t, 'html-lists'] as [string, string]),
  ...['article', 'aside', 'details', 'figcaption', 'figure', 'footer', 'header', 'main', 'mark', 'nav', 'section', 'summary', 'time']
    .map((t) => [t, 'html-semantics'] as [string, string]),
]);

const ATTR_FEATURES = new Map<string, string>([
  ['align', 'html-align'], ['valign', 'html-valign'], ['width', 'html-width'], ['height', 'html-height'],
  ['background', 'html-background'], ['cellpadding', 'html-cellpadding'], ['cellspacing', 'html-cellspacing'],
  ['dir', 'html-dir'], ['lang', 'html-lang'], ['hidden', 'html-hidden'], ['loading', 'html-loading-attribute'],
  ['popover', 'html-popover'], ['required', 'html-required'], ['role', 'html-role'], ['target', 'html-target'],
  ['srcset', 'html-srcset'], ['sizes', 'html-srcset'], ['usemap', 'html-image-maps'],
  ['aria-describedby', 'html-aria-describedby'], ['aria-hidden', 'html-aria-hidden'], ['aria-label', 'html-aria-label'],
  ['aria-labelledby', 'html-aria-labelledby'], ['aria-live', 'html-aria-live'],
]);

const INPUT_TYPES = new Map([['checkbox', 'html-input-checkbox'], ['hidden', 'html-input-hidden'], ['radio', 'html-input-radio'],
  ['reset', 'html-input-reset'], ['submit', 'html-input-submit'], ['text', 'html-input-text']]);

/** Image formats by file extension or the subtype of a `data:image/…` or `type="image/…"`. */
const IMAGE_FORMATS = new Map([
  ['png', 'image-png'], ['apng', 'image-apng'], ['avif', 'image-avif'], ['bmp', 'image-bmp'], ['gif', 'image-gif'],
  ['hdr', 'image-hdr'], ['heif', 'image-heif'], ['heic', 'image-heif'], ['ico', 'image-ico'], ['x-icon', 'image-ico'],
  ['vnd.microsoft.icon', 'image-ico'], ['jpg', 'image-jpg'], ['jpeg', 'image-jpg'], ['jpe', 'image-jpg'],
  ['jfif', 'image-jpg'], ['pjpeg', 'image-jpg'], ['mp4', 'image-mp4'], ['svg', 'image-svg'], ['svg+xml', 'image-svg'],
  ['tif', 'image-tiff'], ['tiff', 'image-tiff'], ['webp', 'image-webp'],
]);

/** Elements whose content is text up to their end tag, never markup. */
const RAW_END = new Map<string, RegExp>(['style', 'script', 'textarea', 'title', 'xmp'].map((t) => [t, new RegExp(`</${t}`, 'gi')]));

const HTML5_DOCTYPE = /^<!doctype\s+html\s*>$/i;


export function scanHtml(html: string, found: Set<string>): void {
  const n = html.length;
  const styles = new Set<string>(); // style attribute values already read (mail repeats them)
  // Once a quote has no closing match after some point it has none after any later one either.
  let noDoubleQuote = false;
  let noSingleQuote = false;
  let pos = 0;
  while (pos < n) {
    const lt = html.indexOf('<', pos);
    if (lt < 0 || lt + 1 >= n) break;
    const next = html.charCodeAt(lt + 1);
    if (next === 33 /* ! */) {
      if (html.startsWith('<!--', lt)) {
        found.add('html-comments');
        const end = html.indexOf('-->', lt + 4);
        if (end < 0) break;
        pos = end + 3;
      } else {
        const gt = html.indexOf('>', lt);
        const end = gt < 0 ? n : gt + 1;
        if (end - lt < 64 && HTML5_DOCTYPE.test(html.slice(lt, end))) found.add('html-doctype');
        pos = end;
      }
      continue;
    }
    if (next === 47 /* / */ || next === 63 /* ? */) {
      const gt = html.indexOf('>', lt);
      if (gt < 0) break;
      pos = gt + 1;
      continue;
    }
    if (!isLetter(next)) {
      pos = lt + 1;
      continue;
    }

    // A start tag: its name, then its attributes up to the '>' outside quotes.
    let i = lt + 1;
    while (i < n) {
      const c = html.charCodeAt(i);
      if (isSpace(c) || c === 47 || c === 62) break;
      i++;
    }
    const name = html.slice(lt + 1, i).toLowerCase();
    let type: string | null = null, href: string | null = null, src: string | null = null, metaName: string | null = null;
    while (i < n) {
      let c = html.charCodeAt(i);
      if (c === 62 /* > */) { i++; break; }
      if (isSpace(c) || c === 47) { i++; continue; }
      const from = i;
      while (i < n) {
        c = html.charCodeAt(i);
        if (isSpace(c) || c === 47 || c === 62 || (c === 61 && i > from)) break;
        i++;
      }
      if (i === from) { i++; continue; }
      const attr = html.slice(from, i).toLowerCase();
      while (i < n && isSpace(html.charCodeAt(i))) i++;
      let value = '';
      if (html.charCodeAt(i) === 61 /* = */) {
        i++;
        while (i < n && isSpace(html.charCodeAt(i))) i++;
        const q = html.charCodeAt(i);
        if (q === 34 || q === 39) {
          let close = -1;
          if (q === 34 ? !noDoubleQuote : !noSingleQuote) {
            close = html.indexOf(q === 34 ? '"' : "'", i + 1);
            if (close < 0) { if (q === 34) noDoubleQuote = true; else noSingleQuote = true; }
          }
          if (close < 0) {
            // Never closed: the value (and the tag) end at the next '>'.
            const gt = html.indexOf('>', i + 1);
            const end = gt < 0 ? n : gt;
            value = html.slice(i + 1, end);
            i = end;
          } else {
            value = html.slice(i + 1, close);
            i = close + 1;
          }
        } else {
          const vFrom = i;
          while (i < n) {
            c = html.charCodeAt(i);
            if (isSpace(c) || c === 62) break;
            i++;
          }
          value = html.slice(vFrom, i);
        }
      }
      const feature = ATTR_FEATURES.get(attr);
      if (feature) found.add(feature);
      switch (attr) {
        case 'style':
          if (value.length > 0 && !styles.has(value)) {
            styles.add(value);
            scanCss(value.includes('&') ? decodeBasicEntities(value) : value, true, found);
          }
          break;
        case 'type': type = value.trim().toLowerCase(); break;
        case 'href': href = value.trim(); break;
        case 'src': src = value.trim(); break;
        case 'name': metaName = value.trim().toLowerCase(); break;
        case 'amp4email': case '⚡4email': if (name === 'html') found.add('amp'); break;
        default: break;
      }
    }
    pos = i;

    const feature = TAG_FEATURES.get(name);
    if (feature) found.add(feature);
    switch (name) {
      case 'input': {
        const slug = INPUT_TYPES.get(type || 'text'); // other types (email, password, image…) have no data
        if (slug) found.add(slug);
        break;
      }
      case 'button':
        if (type === 'reset') found.add('html-button-reset');
        else if (type === null || type === 'submit') found.add('html-button-submit');
        break;
      case 'a':
        if (href !== null) {
          if (href.length > 1 && href.startsWith('#')) found.add('html-anchor-links'); // a bare '#' is a placeholder
          else if (/^mailto:/i.test(href)) found.add('html-mailto-links');
        }
        break;
      case 'img': if (src) imageFormat(src, found); break;
      case 'source':
        if (src) imageFormat(src, found);
        if (type?.startsWith('image/')) {
          const format = IMAGE_FORMATS.get(type.slice(6));
          if (format) found.add(format);
        }
        break;
      case 'meta': if (metaName === 'color-scheme' || metaName === 'supported-color-schemes') found.add('html-meta-color-scheme'); break;
      default: break;
    }

    const rawEnd = RAW_END.get(name);
    if (rawEnd) {
      rawEnd.lastIndex = pos;
      const m = rawEnd.exec(html);
      const end = m ? m.index : n;
      if (name === 'style') scanCss(html.slice(pos, end), false, found);
      pos = end;
    }
  }
}

/** The few entities a style attribute holds (quotes around font names, an ampersand). */
function decodeBasicEntities(s: string): string {
  return s.replace(/&(?:quot|#34|#x22);/gi, '"').replace(/&(?:apos|#39|#x27);/gi, "'").replace(/&amp;/gi, '&');
}

function imageFormat(src: string, found: Set<string>): void {
  if (/^data:/i.test(src)) {
    const m = /^data:image\/([a-z0-9.+-]+)/i.exec(src);
    if (!m) return;
    const comma = src.indexOf(',');
    if (/;base64/i.test(src.slice(0, comma < 0 ? 200 : Math.min(comma, 200)))) found.add('image-base64');
    const format = IMAGE_FORMATS.get(m[1]!.toLowerCase());
    if (format) found.add(format);
    return;
  }
  let end = src.length;
  const q = src.indexOf('?');
  if (q >= 0) end = q;
  const h = src.indexOf('#');
  if (h >= 0 && h < end) end = h;
  const slash = src.lastIndexOf('/', end - 1);
  const dot = src.lastIndexOf('.', end - 1);
  if (dot <= slash || end - dot > 6) return;
  const format = IMAGE_FORMATS.get(src.slice(dot + 1, end).toLowerCase());
  if (format) found.add(format);
}

