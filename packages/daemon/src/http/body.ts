import { badRequest } from './errors.js';

/** Default maximum request body: 1 MiB. */
export const DEFAULT_MAX_BODY_BYTES = 1024 * 1024;
/** Deepest nesting of arrays and objects a JSON body may have: no endpoint takes more than 3; code that walks a body (the idempotency hash) may then recurse. */
export const MAX_JSON_DEPTH = 32;

/** Nesting depth of a parsed JSON value, walked without recursion; stops counting past `limit`. */
function depthExceeds(value: unknown, limit: number): boolean {
  const stack: Array<{ v: unknown; d: number }> = [{ v: value, d: 0 }];
  while (stack.length > 0) {
    const { v, d } = stack.pop()!;
    if (v === null || typeof v !== 'object') continue;
    if (d + 1 > limit) return true;
    for (const child of Array.isArray(v) ? v : Object.values(v as Record<string, unknown>)) stack.push({ v: child, d: d + 1 });
  }
  return false;
}

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
 * missing or false Content-Length does not help), invalid UTF-8, malformed JSON and JSON
 * nested deeper than MAX_JSON_DEPTH.
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
        let next: ReadableStreamReadResult<Uint8Array>;
        try {
          next = await reader.read();
        } catch {
          // The client went away or the request timed out mid-body: nobody waits for an answer.
          throw badRequest('body', 'the body was not received completely');
        }
        const { done, value } = next;
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
  let parsed: unknown;
  try {
    parsed = JSON.parse(text) as unknown;
  } catch {
    throw badRequest('body', 'the body is not valid JSON');
  }
  if (depthExceeds(parsed, MAX_JSON_DEPTH)) throw badRequest('body', `the body must not nest arrays and objects more than ${MAX_JSON_DEPTH} deep`);
  return parsed;
}
