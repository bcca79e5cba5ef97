const PREVIEW_LENGTH = 200;

/** Drops tags, style/script/head blocks and common entities: enough for a preview line. */
function roughHtmlText(html: string): string {
  return html
    .replace(/<(style|script|head|title)\b[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;|&#160;/gi, ' ')
    .replace(/&amp;/gi, '&')
    .replace(/&lt;/gi, '<')
    .replace(/&gt;/gi, '>')
    .replace(/&quot;/gi, '"')
    .replace(/&#39;|&apos;/gi, "'");
}

/** The first ~200 characters a mail client would show under the subject, or null. */
export function previewText(text: string | null, html: string | null): string | null {
  const source = text ?? (html ? roughHtmlText(html.length > 200_000 ? html.slice(0, 200_000) : html) : '');
  // Zero-width and invisible preheader padding characters are noise in a preview.
  const flat = source.slice(0, 20_000).replace(/[\u200b-\u200f\u034f\u00ad\ufeff]/g, '').replace(/\s+/g, ' ').trim();
  if (!flat) return null;
  return flat.length > PREVIEW_LENGTH ? `${flat.slice(0, PREVIEW_LENGTH - 1)}…` : flat;
}
