import { simpleParser } from 'mailparser';
import { PARSER_OPTIONS } from '../content/attachments.js';
import { readHtml } from './lint-html.js';
import type { LintInput } from './types.js';

/** A stored message read back for the checks that work on its parts: lint, HTML compatibility, the link check. */
export interface CheckedMail extends LintInput {
  fromName: string | null;
  fromEmail: string | null;
}

const unfold = (line: string): string => line.slice(line.indexOf(':') + 1).replace(/\r?\n[ \t]+/g, ' ').trim();

/**
 * Parses the raw source again (the headers lint reads are not stored apart). Never throws: an
 * unreadable source reads as a message with no parts and no headers.
 *
 * @example const mail = await readMail(raw); lint(mail);
 */
export async function readMail(raw: Buffer): Promise<CheckedMail> {
  try {
    const parsed = await simpleParser(raw, PARSER_OPTIONS); // no text made from HTML: lint must see a missing text part
    const headers: Record<string, string> = {};
    for (const { key, line } of parsed.headerLines) if (!(key in headers)) headers[key] = unfold(line);
    const from = Array.isArray(parsed.from) ? parsed.from[0] : parsed.from;
    return {
      subject: parsed.subject ?? null,
      text: typeof parsed.text === 'string' ? parsed.text : null,
      html: typeof parsed.html === 'string' ? parsed.html : null,
      headers,
      fromName: from?.value[0]?.name || null,
      fromEmail: from?.value[0]?.address || null,
    };
  } catch {
    return { subject: null, text: null, html: null, headers: {}, fromName: null, fromEmail: null };
  }
}

/** Every `<img src>` that is a web address, in order, once each: the images lint reads (lint-html.ts). */
export function imageSources(html: string | null): string[] {
  if (!html) return [];
  const out = new Set<string>();
  for (const img of readHtml(html).images) {
    const src = img.attrs.get('src')?.trim() ?? '';
    if (/^https?:\/\//i.test(src)) out.add(src);
  }
  return [...out];
}
