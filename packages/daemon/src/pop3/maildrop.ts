// A session's maildrop (RFC 1939 §4–§6): the inbox's messages when the session logged in,
// numbered from 1 oldest first and fixed for the session, each with its deletion mark. Sizes
// are the CRLF form's, counted when first asked for (the source is read then, never kept);
// marked messages are deleted through core only at QUIT.
import { isInboxkitError, type AccountScope } from '@inboxkit/core';
import { crlfLines } from './wire.js';

interface Entry {
  readonly id: string;
  /** Read already when the session began: RETR does not mark it again. */
  read: boolean;
  /** Octets of the CRLF form; null until asked for. */
  size: number | null;
  deleted: boolean;
  /** Deleted by someone else since the session began. */
  gone: boolean;
}

/** What DELE's marks came to at QUIT. */
export interface Expunged {
  deleted: number;
  /** Marked ones that could not be deleted (the storage failed); the client gets -ERR. */
  failed: number;
}

export interface Maildrop {
  /** Messages in the snapshot, deleted ones included (numbers run 1..total). */
  readonly total: number;
  /** The entry numbered `n` when it exists and is not marked deleted, else null. */
  has(n: number): boolean;
  /** Its id (the unique-id listing's value). */
  id(n: number): string;
  /** Its size in octets (reads its source the first time). */
  size(n: number): Promise<number>;
  /** Messages not marked deleted, and their octets together. */
  stat(): Promise<{ count: number; octets: number }>;
  /** Numbers of the messages not marked deleted, in order. */
  live(): number[];
  /** Its CRLF lines, or null when it was deleted since the session began. */
  lines(n: number): Promise<Buffer | null>;
  /** Marks it read (RETR), once. */
  markRead(n: number): Promise<void>;
  mark(n: number): void;
  /** RSET: unmarks every message. */
  reset(): void;
  /** Deletes the marked messages (the UPDATE state). */
  expunge(): Promise<Expunged>;
}

const PAGE = 100;

/**
 * Takes the snapshot: the inbox's newest `max` messages, numbered oldest first.
 *
 * @example
 * const drop = await openMaildrop(scope, inboxId, 1_000);
 * const { count, octets } = await drop.stat();
 */
export async function openMaildrop(scope: AccountScope, inboxId: string, max: number): Promise<Maildrop> {
  const newestFirst: Entry[] = [];
  let cursor: string | null = null;
  while (newestFirst.length < max) {
    const page = await scope.messages.list(inboxId, { limit: Math.min(PAGE, max - newestFirst.length), cursor });
    for (const m of page.items) newestFirst.push({ id: m.id, read: m.read, size: null, deleted: false, gone: false });
    if (!page.page_info.has_more || page.page_info.next_cursor === null) break;
    cursor = page.page_info.next_cursor;
  }
  const entries = newestFirst.reverse();
  const at = (n: number) => entries[n - 1]!;
  const notFound = (error: unknown) => isInboxkitError(error, 'not_found');

  const lines = async (n: number): Promise<Buffer | null> => {
    const entry = at(n);
    if (entry.gone) return null;
    try {
      const crlf = crlfLines(await scope.messages.raw(entry.id));
      entry.size = crlf.length;
      return crlf;
    } catch (error) {
      if (!notFound(error)) throw error;
      entry.gone = true;
      entry.size = 0;
      return null;
    }
  };
  const size = async (n: number) => at(n).size ?? ((await lines(n)), at(n).size ?? 0);
  const live = () => entries.flatMap((e, i) => (e.deleted ? [] : [i + 1]));

  return {
    total: entries.length,
    has: (n) => Number.isInteger(n) && n >= 1 && n <= entries.length && !at(n).deleted,
    id: (n) => at(n).id,
    size,
    live,
    async stat() {
      let octets = 0;
      const numbers = live();
      for (const n of numbers) octets += await size(n);
      return { count: numbers.length, octets };
    },
    lines,
    async markRead(n) {
      const entry = at(n);
      if (entry.read) return;
      entry.read = true;
      await scope.messages.setRead(entry.id, true).catch((error: unknown) => {
        if (!notFound(error)) throw error;
      });
    },
    mark: (n) => void (at(n).deleted = true),
    reset() {
      for (const e of entries) e.deleted = false;
    },
    async expunge() {
      let deleted = 0;
      let failed = 0;
      for (const e of entries) {
        if (!e.deleted) continue;
        try {
          await scope.messages.delete(e.id);
          deleted++;
        } catch (error) {
          // Gone already (another session's QUIT, the API, retention): what DELE asked for is true.
          if (notFound(error)) deleted++;
          else failed++;
        }
      }
      return { deleted, failed };
    },
  };
}
