import { Response as AdapterResponse } from '@whatwg-node/server';
import { API_VERSION } from './respond.js';

/**
 * Downloads: the bytes of a raw message or of an attachment, the API's only bodies that are
 * not JSON envelopes (errors still are). What they hold comes from senders, so nothing about
 * them may let a browser run it on the API's origin (which also serves the sign-in pages):
 * always `attachment` (never `inline`, whatever the part asked for), `nosniff` so the
 * declared type is the only one, and a CSP sandbox in case the bytes are rendered anyway.
 */
export const DOWNLOAD_SECURITY_HEADERS = Object.freeze({
  'Content-Security-Policy': "sandbox; default-src 'none'",
  'X-Content-Type-Options': 'nosniff',
});

/** Longest file name handed out, in characters (names in the wild reach a few hundred). */
const MAX_FILENAME_CHARS = 200;

/**
 * A file name safe to hand to a browser or a shell: control and bidirectional-override
 * characters (which can disguise an extension: `invoice\u202Efdp.exe`) removed, path
 * separators and quotes replaced by `_`, no leading dots (a hidden file), no trailing dots or
 * spaces (Windows drops them), at most MAX_FILENAME_CHARS; `fallback` when nothing is left.
 */
export function safeFilename(name: string | null, fallback: string): string {
  if (name === null) return fallback;
  let clean = name.normalize('NFC')
    .replace(/[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '')
    .replace(/[/\\"]/g, '_')
    .replace(/^[\s.]+/, '')
    .replace(/[\s.]+$/, '');
  const chars = Array.from(clean);
  if (chars.length > MAX_FILENAME_CHARS) clean = chars.slice(0, MAX_FILENAME_CHARS).join('').replace(/[\s.]+$/, '');
  return clean === '' ? fallback : clean;
}

/** RFC 5987 `attr-char` encoding: encodeURIComponent leaves `'()*` as they are, which it must not. */
function encodeRfc5987(value: string): string {
  return encodeURIComponent(value).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/**
 * `attachment; filename="<ASCII fallback>"; filename*=UTF-8''<the name>` (RFC 6266): every
 * browser reads the UTF-8 form; the quoted one, for older readers, has each character outside
 * printable ASCII (and `%`, which some decode) replaced by `_`. The name is safeFilename's.
 */
export function contentDisposition(name: string | null, fallback: string): string {
  const safe = safeFilename(name, fallback);
  const ascii = safe.replace(/[^\x20-\x7e]|%/gu, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeRfc5987(safe)}`;
}

/** A download answer: the bytes as they are (no copy), with the API's usual headers. */
export function downloadResponse(bytes: Buffer, contentType: string, filename: string | null, fallback: string, requestId: string): Response {
  const headers: Record<string, string> = {
    'Content-Type': contentType,
    'Content-Length': String(bytes.length),
    'Content-Disposition': contentDisposition(filename, fallback),
    'Cache-Control': 'no-store',
    'X-Request-Id': requestId,
    'X-Service-Api-Version': API_VERSION,
    ...DOWNLOAD_SECURITY_HEADERS,
  };
  return new AdapterResponse(bytes as unknown as Uint8Array<ArrayBuffer>, { status: 200, headers }) as unknown as Response;
}
