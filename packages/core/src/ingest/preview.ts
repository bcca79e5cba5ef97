import { htmlToText } from '../extract/html-text.js';

const PREVIEW_LENGTH = 200;

/** The first ~200 characters a mail client would show under the subject, or null. */
export function previewText(text: string | null, html: string | null): string | null {
  const source = text ?? (html ? htmlToText(html.length > 200_000 ? html.slice(0, 200_000) : html).text : '');
  // Zero-width and invisible preheader padding characters are noise in a preview.
  const flat = source.slice(0, 20_000).replace(/[\u200b-\u200f\u034f\u00ad\ufeff]/g, '').replace(/\s+/g, ' ').trim();
  if (!flat) return null;
  return flat.length > PREVIEW_LENGTH ? `${flat.slice(0, PREVIEW_LENGTH - 1)}…` : flat;
}
