/**
 * A failed test's mail, as files for its report: each message's raw source (`.eml`, the bytes
 * exactly as received) and one JSON file with the extracted fields of them all.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { InboxkitClient, MessageDetail } from '@inboxkit/client';
import { readArrived } from './arrived.js';

export interface ReportFile {
  /** A file name, unique within one inbox's report. */
  name: string;
  contentType: string;
  body: Buffer;
}

/** The report's JSON: the inbox and, per message, what the extractors found. */
function fieldsOf(message: MessageDetail, returned: boolean) {
  return {
    id: message.id, received_at: message.received_at, from: message.from_email, to: message.to_email,
    subject: message.subject ?? null, otp: message.otp, intent: message.intent, links: message.links,
    returned_by_a_wait: returned,
    analysis: message.analysis, attachments: message.attachments,
    text_body: message.text_body,
  };
}

export async function reportFiles(
  client: InboxkitClient, inbox: { id: string; address: string }, returned: ReadonlySet<string>,
): Promise<ReportFile[]> {
  const { messages, more } = await readArrived(client, inbox.id, returned);
  const prefix = `inboxkit-${inbox.address}`;
  const json = {
    inbox: { id: inbox.id, address: inbox.address },
    messages: messages.map((m) => fieldsOf(m, returned.has(m.id))),
    ...(more ? { note: 'older messages not included' } : {}),
  };
  const files: ReportFile[] = [{ name: `${prefix}.json`, contentType: 'application/json', body: Buffer.from(`${JSON.stringify(json, null, 2)}\n`) }];
  let n = 0;
  for (const message of messages) {
    const raw = await client.messages.raw(message.id);
    files.push({ name: `${prefix}-${String(++n).padStart(2, '0')}-${message.id}.eml`, contentType: 'message/rfc822', body: Buffer.from(raw.bytes) });
  }
  return files;
}

/** Writes the files into `dir` (made when missing); returns their paths. */
export function writeReportFiles(dir: string, files: readonly ReportFile[]): string[] {
  mkdirSync(dir, { recursive: true });
  return files.map((file) => {
    const path = join(dir, file.name.replace(/[^\w@.+-]+/g, '_'));
    writeFileSync(path, file.body);
    return path;
  });
}

/** Where failed tests' mail goes when the runner has no attachments of its own: the option, else $INBOXKIT_REPORT_DIR, else test-results/inboxkit. */
export function reportDir(option?: string): string {
  return resolve(option ?? process.env.INBOXKIT_REPORT_DIR ?? 'test-results/inboxkit');
}

/** A directory name from a test's title: letters, digits, dashes; at most 100 characters. */
export function slug(title: string): string {
  return title.replace(/[^\w]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 100) || 'test';
}
