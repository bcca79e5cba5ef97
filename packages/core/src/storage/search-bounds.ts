import type { MessageQuery } from './port.js';
import { get, stmt, type Gen } from './sql/ops.js';
import { receivedWindow } from './search-terms.js';

/*
 * How a listing's received-at window (`after:`, `before:`, `received_after`, …) bounds its walk
 * in seq order, on both engines. Seqs grow with arrival but received_at is the clock's, so the
 * bounds come from messages_received, read a few thousand entries deep:
 *
 * - floor: the smallest seq among messages received after `after`. No row received after it
 *   has a smaller seq, whatever the clock did. Computed over at most PROBE_ROWS + 1 entries
 *   (all accounts); past that, received_after is only checked row by row.
 * - ceiling: the largest seq among the PROBE_ROWS + 1 latest received before `before`. Exact
 *   unless the clock stepped back across more than PROBE_ROWS messages; read only when more
 *   than PROBE_ROWS messages came after `before` (walking past fewer costs less than the probe).
 */

/** How deep into messages_received a probe reads. */
export const PROBE_ROWS = 4096;

// SQLite's planner is told the index; PostgreSQL's takes it for the order.
const probe = (sql: string) => stmt(sql, { sqlite: (shared) => shared.replace('FROM messages WHERE', 'FROM messages INDEXED BY messages_received WHERE') });

/** The three probes: the floor, the ceiling, and how many came at or after a time (each counted up to PROBE_ROWS + 1). */
export const BOUND_PROBES = {
  floor: probe(`SELECT count(*) AS count, min(seq) AS floor FROM
    (SELECT seq FROM messages WHERE received_at > ? ORDER BY received_at LIMIT ${PROBE_ROWS + 1}) p`),
  ceiling: probe(`SELECT count(*) AS count, max(seq) AS ceiling FROM
    (SELECT seq FROM messages WHERE received_at < ? ORDER BY received_at DESC LIMIT ${PROBE_ROWS + 1}) p`),
  since: probe(`SELECT count(*) AS count FROM
    (SELECT 1 FROM messages WHERE received_at >= ? ORDER BY received_at LIMIT ${PROBE_ROWS + 1}) p`),
};

/** The walk's seq bounds: below `beforeSeq`, from `floorSeq` up (null: unbounded). */
export interface SeqBounds {
  beforeSeq: number | null;
  floorSeq: number | null;
}

/**
 * The walk's bounds for `query` below the cursor `beforeSeq`; null when no message at all was
 * received in its window.
 *
 * @example
 *   const bounds = yield* receivedBounds(query, cursorSeq);
 *   if (bounds === null) return []; // nothing at all was received in the window
 */
export function* receivedBounds(query: MessageQuery, beforeSeq: number | null): Gen<SeqBounds | null> {
  let floorSeq: number | null = null;
  const window = receivedWindow(query);
  if (window.after !== null) {
    const since = (yield* get<{ count: number | string; floor: number | string | null }>(BOUND_PROBES.floor, [window.after]))!;
    if (Number(since.count) === 0) return null;
    if (Number(since.count) <= PROBE_ROWS) floorSeq = Number(since.floor);
  }
  if (window.before !== null && Number((yield* get<{ count: number | string }>(BOUND_PROBES.since, [window.before]))!.count) > PROBE_ROWS) {
    const until = (yield* get<{ count: number | string; ceiling: number | string | null }>(BOUND_PROBES.ceiling, [window.before]))!;
    if (Number(until.count) === 0) return null;
    const ceiling = Number(until.ceiling) + 1;
    beforeSeq = beforeSeq === null ? ceiling : Math.min(beforeSeq, ceiling);
  }
  return { beforeSeq, floorSeq };
}
