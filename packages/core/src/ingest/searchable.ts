import type { SearchableText } from '../storage/index.js';
import type { MessageHeader } from '../types.js';
import type { ParsedMail } from './parse.js';

/** The values of the headers named `name` (lower case), joined by spaces; null when there is none. */
const valuesOf = (headers: readonly MessageHeader[], name: string): string | null => {
  const found = headers.filter((h) => h.name.toLowerCase() === name).map((h) => h.value);
  return found.length === 0 ? null : found.join(' ');
};

/**
 * What the search index reads of a message besides its row: the sender's name, the body's text
 * (for HTML-only mail, the text derived from the HTML), the To header with the copy's envelope
 * recipient (`to:`), the Cc header (`cc:`) and every header (`header:`).
 */
export function searchableOf(
  item: { parsed: ParsedMail; htmlSearchText: string | null; headers: readonly MessageHeader[] },
  recipient: string,
): SearchableText {
  const to = valuesOf(item.headers, 'to');
  return {
    from_name: item.parsed.fromName,
    body_text: item.parsed.text ?? item.htmlSearchText,
    to: to === null ? recipient : `${to} ${recipient}`,
    cc: valuesOf(item.headers, 'cc'),
    headers: item.headers,
  };
}
