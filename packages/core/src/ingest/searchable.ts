import type { SearchableText } from '../storage/index.js';
import type { MessageHeader } from '../types.js';
import type { ParsedMail } from './parse.js';
import { headerValues } from '../content/headers.js';

/**
 * What the search index reads of a message besides its row: the sender's name, the body's text
 * (for HTML-only mail, the text derived from the HTML), the copy's envelope recipient, and the
 * To, Cc and other headers' term tokens the parse worker made (`to:`, `cc:`, `header:`).
 */
export function searchableOf(
  item: { parsed: ParsedMail; htmlSearchText: string | null; headers: readonly MessageHeader[]; searchTokens: readonly string[] },
  recipient: string,
): SearchableText {
  return {
    from_name: item.parsed.fromName,
    body_text: item.parsed.text ?? item.htmlSearchText,
    to: headerValues(item.headers, 'to'),
    cc: headerValues(item.headers, 'cc'),
    headers: item.headers,
    recipient,
    mail_tokens: item.searchTokens,
  };
}
