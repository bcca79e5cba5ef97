import { simpleParser, type AddressObject } from 'mailparser';
import { attachmentRecord, PARSER_OPTIONS, type AttachmentRecord } from '../content/attachments.js';
import { addressesOf } from '../content/headers.js';

/**
 * The parts of a message Inboxkit keeps, decoded. Plain data so it can cross a
 * worker-thread boundary.
 */
export interface ParsedMail {
  subject: string | null;
  fromEmail: string | null;
  fromName: string | null;
  /** Addresses named in the To header (not the envelope). */
  to: string[];
  /** Addresses named in the Cc header. */
  cc: string[];
  /** text/plain body as sent, decoded; null when the mail had no text part. */
  text: string | null;
  /** text/html body as sent, decoded; null when the mail had no html part. */
  html: string | null;
  listUnsubscribe: string | null;
  messageId: string | null;
  /** Every attachment, described (their bytes are not kept: see attachments.ts). */
  attachments: AttachmentRecord[];
  /** True when the source could not be fully read as MIME; what could be read is kept. */
  malformed: boolean;
  parseError: string | null;
}

function firstAddress(value: AddressObject | AddressObject[] | undefined): { address: string | null; name: string | null } {
  const obj = Array.isArray(value) ? value[0] : value;
  const first = obj?.value?.[0];
  return { address: first?.address || null, name: first?.name || null };
}

function headerLine(lines: ReadonlyArray<{ key: string; line: string }>, key: string): string | null {
  const found = lines.find((l) => l.key === key);
  if (!found) return null;
  const colon = found.line.indexOf(':');
  return found.line.slice(colon + 1).replace(/\r?\n[ \t]+/g, ' ').trim() || null;
}

/**
 * Heuristic for "this is not MIME at all": no header block before the first blank line. A field
 * name may be followed by white space before its colon (RFC 5322 §4.5 obsolete syntax,
 * `Subject    : Hi`), which mailparser reads as a header too.
 */
function looksLikeMime(raw: Buffer): boolean {
  const head = raw.subarray(0, 4096).toString('latin1');
  return /^[!-9;-~]+[ \t]*:/m.test(head.split(/\r?\n\r?\n/, 1)[0] ?? '');
}

/**
 * Parses raw RFC 5322 source. Never throws: a source mailparser cannot read is returned
 * flagged `malformed` with its text kept, so nothing accepted over SMTP is lost.
 */
export async function parseMail(raw: Buffer): Promise<ParsedMail> {
  try {
    const mail = await simpleParser(raw, PARSER_OPTIONS);
    const from = firstAddress(mail.from);
    const html = typeof mail.html === 'string' && mail.html.length > 0 ? mail.html : null;
    const text = typeof mail.text === 'string' && mail.text.length > 0 ? mail.text : null;
    const malformed = !looksLikeMime(raw);
    return {
      subject: mail.subject ?? null,
      fromEmail: from.address,
      fromName: from.name,
      to: addressesOf(mail.to),
      cc: addressesOf(mail.cc),
      text,
      html,
      listUnsubscribe: headerLine(mail.headerLines ?? [], 'list-unsubscribe'),
      messageId: mail.messageId ?? null,
      attachments: mail.attachments.map(attachmentRecord),
      malformed,
      parseError: malformed ? 'no RFC 5322 header block found' : null,
    };
  } catch (error) {
    return {
      subject: null,
      fromEmail: null,
      fromName: null,
      to: [],
      cc: [],
      text: raw.toString('utf8'),
      html: null,
      listUnsubscribe: null,
      messageId: null,
      attachments: [],
      malformed: true,
      parseError: error instanceof Error ? error.message : String(error),
    };
  }
}
