import { simpleParser, type AddressObject } from 'mailparser';
import type { MessageHeader } from '../types.js';

/** At most this many header fields are listed; past it the list stops (`headers` is cut, not the message). */
export const MAX_HEADERS = 100;
/** At most this many characters of names and decoded values together; a field past it is left out, and the list stops. */
export const MAX_HEADER_CHARS = 64 * 1024;

/** A message's header fields, decoded, and the addresses its To and Cc name. */
export interface MessageHeaders {
  /** In the source's order, repeated names kept, names as written, values unfolded and RFC 2047-decoded. */
  headers: MessageHeader[];
  to: string[];
  cc: string[];
}

/** The header block: the source up to its first empty line (the whole source when it has none). */
export function headerBlock(raw: Buffer): Buffer {
  for (let i = 0; i < raw.length; i++) {
    if (raw[i] !== 0x0a) continue;
    if (raw[i + 1] === 0x0a) return raw.subarray(0, i + 1);
    if (raw[i + 1] === 0x0d && raw[i + 2] === 0x0a) return raw.subarray(0, i + 1);
  }
  return raw;
}

const ENCODED_WORD = /=\?([^?\s]+)\?([bBqQ])\?([^?\s]*)\?=/g;

function decodeWord(charset: string, encoding: string, text: string): string | null {
  const name = charset.split('*')[0]!.toLowerCase();
  let bytes: Buffer;
  if (encoding === 'b' || encoding === 'B') bytes = Buffer.from(text, 'base64');
  else {
    const q = text.replace(/_/g, ' ').replace(/=([0-9a-fA-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    bytes = Buffer.from(q, 'latin1');
  }
  try {
    return new TextDecoder(name).decode(bytes);
  } catch {
    return null;
  }
}

/**
 * RFC 2047: every encoded word decoded (white space between two adjacent encoded words
 * dropped); a word of an unknown charset is kept as written.
 */
export function decodeWords(value: string): string {
  const joined = value.replace(/(=\?[^?\s]+\?[bBqQ]\?[^?\s]*\?=)\s+(?==\?[^?\s]+\?[bBqQ]\?[^?\s]*\?=)/g, '$1');
  return joined.replace(ENCODED_WORD, (word, charset: string, encoding: string, text: string) => decodeWord(charset, encoding, text) ?? word);
}

/** The header fields of a header block, unfolded, in order; a line that is no field continues nothing and is skipped. */
export function readHeaderFields(block: Buffer): MessageHeader[] {
  const text = block.toString('utf8');
  const out: MessageHeader[] = [];
  let chars = 0;
  let current: string | null = null;
  const flush = () => {
    if (current === null) return true;
    const colon = current.indexOf(':');
    const name = current.slice(0, colon).trim();
    const value = decodeWords(current.slice(colon + 1).replace(/\r?\n(?=[ \t])/g, '').trim());
    current = null;
    if (!name) return true;
    chars += name.length + value.length;
    if (out.length >= MAX_HEADERS || chars > MAX_HEADER_CHARS) return false;
    out.push({ name, value });
    return true;
  };
  for (const line of text.split(/\n/)) {
    const bare = line.endsWith('\r') ? line.slice(0, -1) : line;
    if (/^[ \t]/.test(bare) && current !== null) {
      current += `\n${bare}`;
      continue;
    }
    if (!flush()) return out;
    current = /^[!-9;-~]+[ \t]*:/.test(bare) ? bare : null;
  }
  flush();
  return out;
}

/** Every address an address header names, group members included, in order. */
export function addressesOf(value: AddressObject | AddressObject[] | undefined): string[] {
  const list = Array.isArray(value) ? value : value ? [value] : [];
  const out: string[] = [];
  for (const obj of list) for (const v of obj.value) collect(v, out);
  return out;
}

type Entry = AddressObject['value'][number];
function collect(entry: Entry, out: string[]): void {
  if (entry.address) out.push(entry.address);
  for (const member of entry.group ?? []) collect(member, out);
}

/** The fields and the To and Cc addresses of a message's source (its header block only is read). */
export async function readHeaders(raw: Buffer): Promise<MessageHeaders> {
  const block = headerBlock(raw);
  const headers = readHeaderFields(block);
  try {
    const mail = await simpleParser(Buffer.concat([block, Buffer.from('\r\n')]), { skipHtmlToText: true, skipTextToHtml: true, skipTextLinks: true });
    return { headers, to: addressesOf(mail.to), cc: addressesOf(mail.cc) };
  } catch {
    return { headers, to: [], cc: [] };
  }
}

/**
 * The envelope recipients of one stored copy that neither To nor Cc names (compared without
 * case): whom the copy reached as a blind copy.
 */
export function blindRecipients(recipients: readonly string[], to: readonly string[], cc: readonly string[]): string[] {
  const named = new Set([...to, ...cc].map((a) => a.toLowerCase()));
  const out: string[] = [];
  for (const r of recipients) {
    const key = r.toLowerCase();
    if (named.has(key) || out.some((o) => o.toLowerCase() === key)) continue;
    out.push(r);
  }
  return out;
}

/** The values of the header fields named `name` (any case), joined by spaces; null when there is none. */
export function headerValues(headers: readonly MessageHeader[], name: string): string | null {
  const lower = name.toLowerCase();
  const found = headers.filter((h) => h.name.toLowerCase() === lower).map((h) => h.value);
  return found.length === 0 ? null : found.join(' ');
}
