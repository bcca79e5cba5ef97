/**
 * Reads the From display name back out of a stored raw message. The messages table keeps
 * from_email but not the name, and a full MIME parse per job would cost more than the
 * analysis itself; the header block is small and this reads only that.
 */

import { TextDecoder } from 'node:util';

const MAX_HEADER_BYTES = 64 * 1024;
const ENCODED_WORD_RE = /=\?([^?\s]+)\?([bBqQ])\?([^?\s]*)\?=/g;

function decoderFor(charset: string): TextDecoder {
  const label = charset.replace(/\*.*$/, '').trim().toLowerCase(); // RFC 2231 language suffix
  try {
    return new TextDecoder(label);
  } catch {
    return new TextDecoder('utf-8');
  }
}

/** Decodes RFC 2047 encoded words; whitespace between adjacent encoded words is dropped. */
export function decodeEncodedWords(value: string): string {
  if (value.indexOf('=?') < 0) return value;
  const joined = value.replace(/(\?=)\s+(?==\?)/g, '$1');
  // Adjacent words in one charset may split a multi-byte character: decode runs together.
  const pieces: Array<{ charset: string; bytes: Buffer } | string> = [];
  let pos = 0;
  ENCODED_WORD_RE.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = ENCODED_WORD_RE.exec(joined)) !== null) {
    if (m.index > pos) pieces.push(joined.slice(pos, m.index));
    pos = ENCODED_WORD_RE.lastIndex;
    const charset = m[1]!.toLowerCase();
    const data = m[3]!;
    const bytes = m[2]!.toLowerCase() === 'b'
      ? Buffer.from(data, 'base64')
      : Buffer.from(data.replace(/_/g, ' ').replace(/=([0-9a-fA-F]{2})/g, (_s, h: string) => String.fromCharCode(parseInt(h, 16))), 'latin1');
    const prev = pieces[pieces.length - 1];
    if (prev && typeof prev !== 'string' && prev.charset === charset) prev.bytes = Buffer.concat([prev.bytes, bytes]);
    else pieces.push({ charset, bytes });
  }
  if (pos < joined.length) pieces.push(joined.slice(pos));
  return pieces.map((p) => (typeof p === 'string' ? p : decoderFor(p.charset).decode(p.bytes))).join('');
}

/** The unfolded value of the first header named `name` in a raw message, or null. */
export function rawHeader(raw: Buffer, name: string): string | null {
  const head = raw.subarray(0, Math.min(raw.length, MAX_HEADER_BYTES));
  // Header bytes beyond ASCII are UTF-8 in practice (RFC 6532); a lone Latin-1 byte becomes U+FFFD.
  let text = head.toString('utf8');
  const end = text.search(/\r?\n\r?\n/);
  if (end >= 0) text = text.slice(0, end);
  const lines = text.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/);
  const prefix = `${name.toLowerCase()}:`;
  for (const line of lines) {
    if (line.slice(0, prefix.length).toLowerCase() === prefix) return line.slice(prefix.length).trim();
  }
  return null;
}

/** The display name of an address header value: `"Name" <a@b>`, `Name <a@b>` or `a@b (Name)`. */
export function displayName(headerValue: string): string | null {
  const value = decodeEncodedWords(headerValue).trim();
  let name: string | null = null;
  const angle = value.indexOf('<');
  if (angle > 0) {
    name = value.slice(0, angle);
  } else if (angle < 0) {
    const comment = /\(([^()]*)\)/.exec(value);
    if (comment) name = comment[1] ?? null;
  }
  if (name === null) return null;
  name = name.trim();
  if (name.startsWith('"') && name.endsWith('"') && name.length >= 2) name = name.slice(1, -1).replace(/\\(.)/g, '$1');
  name = name.replace(/\s+/g, ' ').trim();
  return name === '' ? null : name;
}

/** The From display name of a stored raw message, or null. */
export function fromDisplayName(raw: Buffer | null): string | null {
  if (!raw || raw.length === 0) return null;
  const from = rawHeader(raw, 'from');
  return from === null ? null : displayName(from);
}
