import { MailParser, type AttachmentCommon, type AttachmentStream, type MailParserOptions, type MessageText } from 'mailparser';
import type { AttachmentDisposition, MessageAttachment } from '../types.js';

/**
 * Attachments. Only their description is stored (a JSON array in the message row, written at
 * ingest from what the parser saw anyway); the bytes stay in the raw source, which is stored
 * once, and are decoded again from it on download. So a message never takes more room than
 * its raw source plus a few hundred bytes.
 */

/** What is stored per attachment: the public fields, plus what a download needs. */
export interface AttachmentRecord {
  filename: string | null;
  content_type: string;
  /** The part's charset parameter (for a text part's download Content-Type), or null. */
  charset: string | null;
  size: number;
  content_id: string | null;
  disposition: AttachmentDisposition;
  /** MD5 of the decoded bytes (the parser computes it anyway): a download checks it found the same part. */
  md5: string;
}

/** The parser options of every pass over a source (ingest and download see the same parts, in the same order). */
export const PARSER_OPTIONS: MailParserOptions = {
  skipImageLinks: true,
  skipTextToHtml: true,
  skipTextLinks: true,
  // html-to-text of HTML-only mail is costly and we keep text as sent.
  skipHtmlToText: true,
};

/** A `type/subtype` token pair, lower case; anything else reads as application/octet-stream. */
const MEDIA_TYPE = /^[a-z0-9][a-z0-9!#$&^_.+-]{0,126}\/[a-z0-9][a-z0-9!#$&^_.+-]{0,126}$/;
const CHARSET = /^[a-z0-9][a-z0-9!#$%&'+^_`{}~.-]{0,39}$/i;

function charsetOf(part: AttachmentCommon): string | null {
  const header = part.headers?.get('content-type') as { params?: Record<string, string> } | undefined;
  const charset = header?.params?.charset;
  return typeof charset === 'string' && CHARSET.test(charset) ? charset.toLowerCase() : null;
}

/** The stored description of one attachment the parser produced (its checksum and size are final). */
export function attachmentRecord(part: AttachmentCommon): AttachmentRecord {
  const type = String(part.contentType ?? '').toLowerCase();
  return {
    filename: typeof part.filename === 'string' && part.filename !== '' ? part.filename : null,
    content_type: MEDIA_TYPE.test(type) ? type : 'application/octet-stream',
    charset: charsetOf(part),
    size: part.size ?? 0,
    content_id: typeof part.cid === 'string' && part.cid !== '' ? part.cid : null,
    disposition: part.contentDisposition === 'inline' ? 'inline' : 'attachment',
    md5: part.checksum ?? '',
  };
}

/** `att_<n>`, 1-based: the id of the attachment at `index`. */
export const attachmentId = (index: number): string => `att_${index + 1}`;

/** The index an `att_<n>` id names, or null for anything else. */
export function attachmentIndex(id: string): number | null {
  const m = /^att_([1-9]\d{0,5})$/.exec(id);
  return m ? Number(m[1]) - 1 : null;
}

/** The public view of the stored records. */
export function toAttachments(records: readonly AttachmentRecord[]): MessageAttachment[] {
  return records.map((r, i) => ({
    id: attachmentId(i), filename: r.filename, content_type: r.content_type, size: r.size,
    content_id: r.content_id, disposition: r.disposition,
  }));
}

/**
 * One pass of the parser over `raw`, calling `onPart` with each attachment (in order) once its
 * bytes were read; `keep(index)` says which parts' bytes to collect (the others are drained).
 * `onPart` returning true ends the pass early. Never rejects on a malformed source: the parts
 * seen until the parser gave up are what it has.
 */
function walk(
  raw: Buffer,
  keep: (index: number) => boolean,
  onPart: (index: number, part: AttachmentCommon, bytes: Buffer | null) => boolean | void,
): Promise<void> {
  return new Promise((resolve) => {
    const parser = new MailParser(PARSER_OPTIONS);
    let index = 0;
    let settled = false;
    const finish = () => {
      if (settled) return;
      settled = true;
      resolve();
    };
    parser.on('data', (data: AttachmentStream | MessageText) => {
      if (data.type !== 'attachment') return;
      const mine = index++;
      const collect = keep(mine);
      const chunks: Buffer[] = [];
      data.content.on('data', (chunk: Buffer) => { if (collect) chunks.push(chunk); });
      data.content.on('end', () => {
        data.release();
        if (settled) return;
        if (onPart(mine, data, collect ? Buffer.concat(chunks) : null) === true) {
          finish();
          parser.destroy();
        }
      });
    });
    parser.on('error', finish);
    parser.on('end', finish);
    parser.on('close', finish);
    parser.end(raw);
  });
}

/** Describes the attachments of a stored source (for messages stored before descriptions were kept). */
export async function readAttachmentRecords(raw: Buffer): Promise<AttachmentRecord[]> {
  const records: AttachmentRecord[] = [];
  await walk(raw, () => false, (_i, part) => { records.push(attachmentRecord(part)); });
  return records;
}

/**
 * The decoded bytes of the attachment at `index`, when that part is still the one described by
 * `md5` (a parser that saw the parts differently would hand out another file); else null.
 */
export async function readAttachmentBytes(raw: Buffer, index: number, md5: string): Promise<Buffer | null> {
  let found: Buffer | null = null;
  await walk(raw, (i) => i === index, (i, part, bytes) => {
    if (i !== index) return false;
    if (bytes && (md5 === '' || part.checksum === md5)) found = bytes;
    return true;
  });
  return found;
}
