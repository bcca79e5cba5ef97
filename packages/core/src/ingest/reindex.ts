/**
 * The background rewrite of the full-text entries of messages stored before schema 20, whose
 * entries lack the search language's term tokens (to:, cc:, header:, sizes and the facts a row
 * term asks: storage/search-terms.ts). Until a message is rewritten, a positive term of those
 * kinds does not find it. A batch at a time, like the content conversion (content/convert.ts):
 * read and prepared outside any transaction, written in one short one, with a pause between
 * batches. Several processes on one PostgreSQL database may run it at once: a message another
 * rewrote is passed over.
 *
 *   const reindex = createSearchReindex(storage);
 *   await reindex.run(); // resolves once every entry holds its tokens (or at stop())
 */
import type { ReindexEntry, SearchableText, Storage, UnindexedMessage } from '../storage/index.js';
import { SEARCH_BODY_CHARS } from '../storage/index.js';
import { decodeBodies, decodeRaw } from '../content/codec.js';
import { headerBlock, headerValues, readHeaderFields } from '../content/headers.js';
import { htmlToText } from '../extract/index.js';
import { batchLoop, type BatchLoop } from '../work/index.js';

export interface ReindexOptions {
  /** Messages per transaction. Default 100. */
  batchSize?: number;
  /** Pause between batches, so ingest gets the connection and the CPU. Default 20 ms. */
  pauseMs?: number;
}

export const REINDEX_DEFAULTS = { batchSize: 100, pauseMs: 20 } as const;

/** step() rewrites the next batch; run() resolves with the messages read (a message rewritten by another process meanwhile is passed over). */
export type SearchReindex = BatchLoop;

/** The display name of a From header (`"Acme Team" <a@b>` → `Acme Team`), or null. */
function displayName(from: string | null): string | null {
  if (from === null || !from.includes('<')) return null;
  return from.slice(0, from.indexOf('<')).replace(/"/g, '').trim() || null;
}

/** What a stored message gives the index, read back from its content as ingest read it. */
export function searchableFromStored(message: UnindexedMessage): SearchableText {
  const bodies = decodeBodies(message.content);
  const headers = readHeaderFields(headerBlock(decodeRaw(message.content)));
  const to = headerValues(headers, 'to');
  const body = bodies.text_body ?? (bodies.html_body ? htmlToText(bodies.html_body).text.slice(0, SEARCH_BODY_CHARS) : null);
  return {
    from_name: displayName(headerValues(headers, 'from')),
    body_text: body,
    to,
    recipient: message.row.to_email,
    cc: headerValues(headers, 'cc'),
    headers,
  };
}

export function createSearchReindex(storage: Storage, options: ReindexOptions = {}): SearchReindex {
  const { batchSize, pauseMs } = { ...REINDEX_DEFAULTS, ...options };
  let after = 0;
  return batchLoop(async () => {
    const found = await storage.messages.unindexed(after, batchSize);
    if (found.length === 0) return 0;
    const entries: ReindexEntry[] = [];
    for (const message of found) {
      try {
        entries.push({ seq: message.seq, row: message.row, searchable: searchableFromStored(message) });
      } catch {
        // Content that cannot be read back keeps its entry as it is (found as before).
      }
    }
    await storage.transaction((tx) => tx.messages.reindex(entries));
    after = found.at(-1)!.seq;
    return found.length;
  }, { pauseMs, open: () => storage.open });
}
