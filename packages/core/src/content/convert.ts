/**
 * The background conversion of content stored before schema 11 (text and HTML bodies as text,
 * the source as received, links as JSON) into the codec's form. A batch at a time: the rows
 * are read and encoded outside any transaction, then written in one short transaction, and the
 * loop pauses between batches, so ingest never waits long behind it. Readers handle both
 * forms meanwhile (codec.ts). Several processes on one PostgreSQL database may run it at once:
 * a row converted by another is skipped (messages.convert answers false).
 */
import type { Storage } from '../storage/index.js';
import { decodeLinks, encodeContent, encodeLinks, type CodecOptions } from './codec.js';
import { batchLoop, type BatchLoop } from '../work/index.js';

export interface ConversionOptions extends CodecOptions {
  /** Rows per transaction. Default 50 (about 15 ms of encoding for 20 KB HTML mail). */
  batchSize?: number;
  /** Pause between batches, so other work gets the connection and the CPU. Default 20 ms. */
  pauseMs?: number;
}

export const CONVERSION_DEFAULTS = { batchSize: 50, pauseMs: 20 } as const;

/** step() converts the next batch (a row that cannot be encoded, links that are not JSON, is passed over and stays readable as it is); run() resolves with the rows read. */
export type ContentConversion = BatchLoop;

export function createContentConversion(storage: Storage, options: ConversionOptions = {}): ContentConversion {
  const { batchSize, pauseMs, ...codec } = { ...CONVERSION_DEFAULTS, ...options };
  let after = 0;
  return batchLoop(async () => {
    const rows = await storage.messages.unconverted(after, batchSize);
    if (rows.length === 0) return 0;
    const encoded = rows.flatMap(({ seq, links, content }) => {
      try {
        return [{ seq, links: encodeLinks(decodeLinks(links), codec), content: encodeContent(content.text_body, content.html_body, content.raw, codec) }];
      } catch {
        return [];
      }
    });
    await storage.transaction(async (tx) => {
      // false: another process converted it meanwhile, or it was deleted.
      for (const row of encoded) await tx.messages.convert(row.seq, row.content, row.links);
    });
    after = rows.at(-1)!.seq;
    return rows.length;
  }, { pauseMs, open: () => storage.open });
}
