import { extract } from '../extract/index.js';
import type { ExtractResult } from '../extract/types.js';
import { parseMail, type ParsedMail } from './parse.js';

/** A message decoded and its fields extracted: everything ingest computes before storing. */
export interface PreparedMail {
  parsed: ParsedMail;
  extracted: ExtractResult;
}

/** Turns raw source into a PreparedMail; inline by default, or on worker threads. */
export type Preparer = (raw: Buffer) => Promise<PreparedMail>;

export async function prepareMail(raw: Buffer): Promise<PreparedMail> {
  const parsed = await parseMail(raw);
  const extracted = extract({
    subject: parsed.subject, text: parsed.text, html: parsed.html, listUnsubscribe: parsed.listUnsubscribe,
    fromName: parsed.fromName, fromEmail: parsed.fromEmail,
  });
  return { parsed, extracted };
}
