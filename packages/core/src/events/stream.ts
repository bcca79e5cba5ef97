import { InboxkitError } from '../errors.js';
import type { StorageGroups } from '../storage/index.js';
import type { EmailEvent, EventContext, InboxEventEmitter } from './events.js';
import { replayEvent, type MessageReader } from './log.js';
import { eventBytes, type StreamBudget } from './stream-budget.js';

export interface EventStreamOptions {
  /** Only this inbox's events (the caller has checked it is the account's). */
  inboxId?: string;
  /**
   * Only the events of the inboxes a key is limited to: live ones of `inboxIds` (as they are
   * when the stream opens), and the log's of the key's inboxes in storage (the replay, and where
   * the stream started). Ignored beside `inboxId` (the caller checked the key may see it).
   */
  limit?: { keyId: string; inboxIds: ReadonlySet<string> };
  /**
   * Resume after this event: what the log holds after it is replayed first, then live events
   * follow. An id the log does not know (purged, or never the account's) replays the whole
   * retained log: a reader may see an event twice, never miss one. Omitted: live events only.
   */
  lastEventId?: string;
  /** Ends the stream (the iterator returns). */
  signal?: AbortSignal;
  /**
   * Called once, at once, when the stream is dropped for falling behind past a bound of the
   * service's stream budget (`eventStreams`): what it held is already let go, nothing more is
   * kept for it, and the iterator throws `unavailable` at its next read. A caller whose reader
   * is stalled (a socket that takes nothing) learns it here rather than at a read that may
   * never come. `startedAfter` is where the stream started: `lastEventId`, else the account's
   * (inbox's) last event when it opened, null only when the log held none then. A reader that
   * got no event from it resumes there; one that did, after the last it got.
   */
  onDropped?: (reason: string, startedAfter: string | null) => void;
}

const REPLAY_BATCH = 200;
const droppedError = (reason: string) => new InboxkitError('unavailable', `${reason}; reconnect with the last event id`);

interface Pending {
  event: EmailEvent;
  /** Emitted while the log was being replayed: the replay may hold it already. */
  duringReplay: boolean;
  /** Its place in the log, when the emitter knew it (see EventContext.position). */
  position: number | undefined;
  /** What it counts for in the budget (eventBytes). */
  bytes: number;
}

/**
 * The account's email events as an async iterable: the log after `lastEventId`, then live
 * events as they are committed, in commit order, each once. It listens before it reads the
 * log and drops live events the replay already gave, so nothing committed in between is lost.
 * Live events wait for the reader as references to the emitted event (shared by every stream),
 * counted in bytes against `budget`; a reader that falls past its bound is dropped (see
 * EventStreamOptions.onDropped) and resumes from the log.
 *
 * @example
 * for await (const event of service.events.stream({ lastEventId })) console.log(event.type, event.id);
 */
export async function* streamEvents(
  deps: { db: StorageGroups; messages: MessageReader; events: InboxEventEmitter; budget: StreamBudget },
  accountId: string,
  options: EventStreamOptions = {},
): AsyncGenerator<EmailEvent, void, undefined> {
  const { db, messages, events, budget } = deps;
  const keyId = options.inboxId === undefined ? options.limit?.keyId : undefined;
  const inboxes = keyId !== undefined ? new Set(options.limit!.inboxIds) : null;
  const pending: Pending[] = [];
  let replaying = options.lastEventId !== undefined;
  let dropped: string | null = null;
  let wake: (() => void) | null = null;
  const notify = () => {
    const w = wake;
    wake = null;
    w?.();
  };
  const onEvent = (event: EmailEvent, context: EventContext) => {
    if (context.accountId !== accountId) return;
    if (options.inboxId !== undefined && event.data.inbox.id !== options.inboxId) return;
    if (inboxes !== null && !inboxes.has(event.data.inbox.id)) return;
    const bytes = eventBytes(event);
    if (!holder.admit(bytes)) return;
    pending.push({ event, duringReplay: replaying, position: context.position, bytes });
    notify();
  };
  const stopListening = () => {
    events.off('email.received', onEvent);
    events.off('email.enriched', onEvent);
  };
  /** Where the stream started: see EventStreamOptions.onDropped. Known once it is positioned. */
  let startedAfter: string | null = options.lastEventId ?? null;
  let positioned = false;
  const tell = (reason: string) => {
    try {
      options.onDropped?.(reason, startedAfter);
    } catch {
      // The caller's trouble; the stream is dropped either way.
    }
  };
  const holder = budget.open((reason) => {
    // Let go of everything at once: the reader may never come back for it.
    dropped = reason;
    pending.length = 0;
    stopListening();
    notify();
    if (positioned) tell(reason); // else once the start is known, below
  });
  const signal = options.signal;
  signal?.addEventListener('abort', notify);
  events.on('email.received', onEvent);
  events.on('email.enriched', onEvent);
  try {
    const replayed = new Set<string>();
    // Live events at or below this position were committed before the stream started (a
    // live-only stream starts at the log's head) or were replayed already: a relay on a shared
    // database emits them a moment after their commit. Only events that carry their position
    // can be told apart; the others are emitted at their commit, and the replay set covers them.
    let liveAfter = options.lastEventId === undefined ? await db.eventLog.head() : 0;
    if (options.lastEventId === undefined) startedAfter = await db.eventLog.latest(accountId, liveAfter, options.inboxId, keyId);
    positioned = true;
    if (dropped !== null) tell(dropped);
    if (options.lastEventId !== undefined) {
      let position = (await db.eventLog.position(accountId, options.lastEventId)) ?? 0;
      for (;;) {
        const rows = await db.eventLog.after(accountId, position, REPLAY_BATCH, options.inboxId, keyId);
        for (const row of rows) {
          if (signal?.aborted) return;
          if (dropped !== null) throw droppedError(dropped);
          position = row.seq;
          liveAfter = row.seq;
          const event = await replayEvent(db, messages, row);
          if (!event) continue;
          replayed.add(event.id);
          yield event;
        }
        if (rows.length < REPLAY_BATCH) break;
      }
      replaying = false;
    }
    for (;;) {
      if (signal?.aborted) return;
      if (dropped !== null) throw droppedError(dropped);
      const next = pending.shift();
      if (next) {
        holder.release(next.bytes);
        const early = next.position !== undefined && next.position <= liveAfter;
        if (!early && !(next.duringReplay && replayed.has(next.event.id))) yield next.event;
        continue;
      }
      replayed.clear();
      await new Promise<void>((resolve) => { wake = resolve; });
    }
  } finally {
    stopListening();
    holder.close();
    signal?.removeEventListener('abort', notify);
  }
}
