import { htmlToText } from '../extract/html-text.js';

const PREVIEW_LENGTH = 200;

/** HTML beyond this many characters is not converted for a preview. */
const MAX_HTML_CHARS = 200_000;

/**
 * The first ~200 characters a mail client would show under the subject, or null.
 * `htmlText` is `htmlToText(html).text` when the caller already has it.
 */
export function previewText(text: string | null, html: string | null, htmlText?: string): string | null {
  const source = text ?? (html ? fromHtml(html, htmlText) : '');
  // Zero-width and invisible preheader padding characters are noise in a preview.
  const flat = source.slice(0, 20_000).replace(/[\u200b-\u200f\u034f\u00ad\ufeff]/g, '').replace(/\s+/g, ' ').trim();
  if (!flat) return null;
  return flat.length > PREVIEW_LENGTH ? `${flat.slice(0, PREVIEW_LENGTH - 1)}…` : flat;
}

function fromHtml(html: string, htmlText: string | undefined): string {
  // The shared conversion is of the whole HTML; a huge one is converted on its head only.
  if (htmlText !== undefined && html.length <= MAX_HTML_CHARS) return htmlText;
  return htmlToText(html.length > MAX_HTML_CHARS ? html.slice(0, MAX_HTML_CHARS) : html).text;
}
