import { badRequest } from './errors.js';

/** Default maximum request body: 1 MiB. */
export const DEFAULT_MAX_BODY_BYTES = 1024 * 1024;

const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });
const DIGITS = /^\d+$/;
const QUOTES = /^"|"$/g;

/** Whether the Content-Type header names application/json (parameters allowed, charset only utf-8). */
export function isJsonContentType(value: string | null): boolean {
  if (!value) return false;
  const parts = value.split(';');
  if (parts[0]!.trim().toLowerCase() !== 'application/json') return false;
  for (let i = 1; i < parts.length; i++) {
    const [name, raw] = parts[i]!.split('=', 2);
    if (name?.trim().toLowerCase() === 'charset') {
      const charset = (raw ?? '').trim().replace(QUOTES, '').toLowerCase();
      if (charset !== 'utf-8' && charset !== 'utf8') return false;
    }
  }
  return true;
}

/**
 * Reads and parses a JSON request body. Refuses (400, naming the field) a Content-Type
 * other than application/json, a body over `maxBytes` (counted while streaming: a
 * missing or false Content-Length does not help), invalid UTF-8 and malformed JSON.
 */
export async function readJsonBody(request: Request, maxBytes: number): Promise<unknown> {
  if (!isJsonContentType(request.headers.get('content-type'))) {
    throw badRequest('Content-Type', 'Content-Type must be application/json');
  }
  const tooLarge = () => badRequest('body', `the body must not exceed ${maxBytes} bytes`);
  const declared = request.headers.get('content-length');
  if (declared !== null && DIGITS.test(declared) && Number(declared) > maxBytes) throw tooLarge();

  const chunks: Uint8Array[] = [];
  let size = 0;
  const stream = request.body;
  if (stream) {
    const reader = stream.getReader();
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        size += value.byteLength;
        // Stop reading; the rest of the upload is drained by node:http after the response.
        if (size > maxBytes) throw tooLarge();
        chunks.push(value);
      }
    } finally {
      reader.releaseLock();
    }
  }
  if (size === 0) throw badRequest('body', 'the body is required and must be a JSON object');
  let text: string;
  try {
    text = utf8.decode(chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks, size));
  } catch {
    throw badRequest('body', 'the body is not valid UTF-8');
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw badRequest('body', 'the body is not valid JSON');
  }
}
