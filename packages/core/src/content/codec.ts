/**
 * How a message's content is stored (issue 19): the raw source byte for byte, everything else
 * derived from it kept small. Storage keeps these bytes opaque (StoredContent); this module is
 * the only one that writes or reads them, so the format is the same on every engine.
 *
 * - `bodies`: the decoded text and HTML bodies in one payload (a flag byte, the text's byte
 *   length as 4 bytes big-endian, the text, the HTML; UTF-8), deflated.
 * - `raw`: the source, deflated with the bodies payload as the preset dictionary. The bodies
 *   are mostly the source's own words (an 8bit or quoted-printable part decodes to nearly the
 *   same bytes), so the source costs little more than its headers and MIME framing: the message
 *   is stored about once. Reading the source inflates the bodies first.
 * - `links` (the row's column): JSON as before up to LINKS_INLINE_CHARS; past it, `z` and the
 *   deflated JSON in base64, so HTML mail's long link lists do not fill the summary row's pages.
 *
 * Every blob starts with a tag byte: 0 stored as is (when deflate would not make it smaller),
 * 1 deflated, 2 deflated with the bodies as dictionary; a deflated blob then holds its inflated
 * length (4 bytes, big-endian), so inflating writes into one buffer of that size (a third
 * faster on 20 KB than zlib's 16 KB chunks joined afterwards). Rows written before schema 11 have no
 * `bodies` and are read as they were stored (see ./convert.ts, which rewrites them).
 */
import { deflateRawSync, inflateRawSync } from 'node:zlib';
import type { ExtractedLink } from '../types.js';
import type { StoredContent } from '../storage/index.js';
import { inflateRawBlob } from './inflate.js';

/** The codec's settings; `level` is zlib's (1 fastest … 9 smallest). See docs/decisions.md, Storage, "Message content". */
export const CODEC_DEFAULTS = {
  level: 6,
} as const;

export interface CodecOptions {
  level?: number;
}

/**
 * Links JSON up to this many characters stays in the row as it is: parsing it is cheaper than
 * inflating it (about 7 against 28 µs for 1.9 KB of links), and a row with it still fits its
 * page. Past it (mail with dozens of links: 5.4 KB on average in issue 19's HTML mail) the row
 * would spill into overflow pages, so the list is packed.
 */
export const LINKS_INLINE_CHARS = 2048;

/** deflate's window: a preset dictionary counts by its last 32 KB only, so only those are passed. */
const WINDOW = 32 * 1024;
const STORED = 0;
const DEFLATED = 1;
const DEFLATED_ON_BODIES = 2;
const HAS_TEXT = 1;
const HAS_HTML = 2;
const PACKED_LINKS = 'z';

export interface EncodedContent {
  bodies: Buffer;
  raw: Buffer;
}

function packBodies(text: string | null, html: string | null): Buffer {
  const textBytes = text === null ? 0 : Buffer.byteLength(text);
  const htmlBytes = html === null ? 0 : Buffer.byteLength(html);
  const out = Buffer.allocUnsafe(5 + textBytes + htmlBytes);
  out[0] = (text === null ? 0 : HAS_TEXT) | (html === null ? 0 : HAS_HTML);
  out.writeUInt32BE(textBytes, 1);
  if (text !== null) out.write(text, 5, 'utf8');
  if (html !== null) out.write(html, 5 + textBytes, 'utf8');
  return out;
}

function unpackBodies(payload: Buffer): { text_body: string | null; html_body: string | null } {
  const flags = payload[0]!;
  const textEnd = 5 + payload.readUInt32BE(1);
  return {
    text_body: flags & HAS_TEXT ? payload.toString('utf8', 5, textEnd) : null,
    html_body: flags & HAS_HTML ? payload.toString('utf8', textEnd) : null,
  };
}

const dictionaryOf = (payload: Buffer): Buffer => payload.subarray(Math.max(0, payload.length - WINDOW));

/** One tagged blob: deflated when that is smaller, else stored. */
function pack(payload: Buffer, level: number, dictionary: Buffer | null): Buffer {
  const deflated = deflateRawSync(payload, dictionary ? { level, dictionary } : { level });
  if (deflated.length + 4 >= payload.length) return Buffer.concat([Buffer.of(STORED), payload]);
  const head = Buffer.allocUnsafe(5);
  head[0] = dictionary ? DEFLATED_ON_BODIES : DEFLATED;
  head.writeUInt32BE(payload.length, 1);
  return Buffer.concat([head, deflated]);
}

/** A deflated blob's inflated length and zlib options, or null for a stored one. */
function unpacking(blob: Buffer): { length: number; options: { chunkSize: number; maxOutputLength: number }; onBodies: boolean } | null {
  const tag = blob[0];
  if (tag === STORED) return null;
  if (tag !== DEFLATED && tag !== DEFLATED_ON_BODIES) throw new Error(`stored content has an unknown encoding (tag ${String(tag)})`);
  const length = blob.readUInt32BE(1);
  // One output chunk of the known length; maxOutputLength refuses a blob that would inflate past it.
  return { length, options: { chunkSize: Math.max(64, length), maxOutputLength: Math.max(1, length) }, onBodies: tag === DEFLATED_ON_BODIES };
}

function unpack(blob: Buffer, dictionary: () => Buffer): Buffer {
  const how = unpacking(blob);
  if (!how) return blob.subarray(1);
  return inflateRawSync(blob.subarray(5), how.onBodies ? { ...how.options, dictionary: dictionary() } : how.options);
}

/** unpack, with a large blob inflated on the thread pool (./inflate.ts). */
async function unpackAsync(blob: Buffer, dictionary: () => Promise<Buffer>): Promise<Buffer> {
  const how = unpacking(blob);
  if (!how) return blob.subarray(1);
  const options = how.onBodies ? { ...how.options, dictionary: await dictionary() } : how.options;
  return inflateRawBlob(blob.subarray(5), options, how.length);
}

/** The stored form of a message's bodies and source. */
export function encodeContent(text: string | null, html: string | null, raw: Buffer, options: CodecOptions = {}): EncodedContent {
  const { level } = { ...CODEC_DEFAULTS, ...options };
  const payload = packBodies(text, html);
  return {
    bodies: pack(payload, level, null),
    raw: pack(raw, level, payload.length > 5 ? dictionaryOf(payload) : null),
  };
}

/** The text and HTML bodies of stored content, whichever form it is in. */
export function decodeBodies(content: StoredContent): { text_body: string | null; html_body: string | null } {
  if (content.bodies === null) return { text_body: content.text_body, html_body: content.html_body };
  return unpackBodies(unpack(content.bodies, () => Buffer.alloc(0)));
}

/** The raw source exactly as received, whichever form it is stored in. */
export function decodeRaw(content: StoredContent): Buffer {
  const { bodies } = content;
  if (bodies === null) return content.raw;
  return unpack(content.raw, () => dictionaryOf(unpack(bodies, () => Buffer.alloc(0))));
}

type Bodies = { text_body: string | null; html_body: string | null };

/**
 * Both reads of one stored content, for the server's reads: a large blob is inflated off the
 * event loop (./inflate.ts), and the bodies are inflated once even when the source, which
 * needs them as its dictionary, is read too (a full read of a 20 MB message used to inflate
 * them twice).
 */
export function readContent(content: StoredContent): { bodies(): Promise<Bodies>; raw(): Promise<Buffer> } {
  const { bodies } = content;
  let payload: Promise<Buffer> | null = null;
  const inflatedBodies = () => (payload ??= unpackAsync(bodies!, async () => Buffer.alloc(0)));
  return {
    bodies: async () => (bodies === null ? { text_body: content.text_body, html_body: content.html_body } : unpackBodies(await inflatedBodies())),
    raw: async () => (bodies === null ? content.raw : unpackAsync(content.raw, async () => dictionaryOf(await inflatedBodies()))),
  };
}

/** The row's links column for these links. */
export function encodeLinks(links: readonly ExtractedLink[], options: CodecOptions = {}): string {
  const json = JSON.stringify(links);
  if (json.length <= LINKS_INLINE_CHARS) return json;
  const packed = PACKED_LINKS + deflateRawSync(json, { level: options.level ?? CODEC_DEFAULTS.level }).toString('base64');
  return packed.length < json.length ? packed : json;
}

/** The links a row's links column holds (JSON, or packed by encodeLinks). */
export function decodeLinks(column: string): ExtractedLink[] {
  const json = column.startsWith(PACKED_LINKS) ? inflateRawSync(Buffer.from(column.slice(1), 'base64')).toString('utf8') : column;
  return JSON.parse(json) as ExtractedLink[];
}
