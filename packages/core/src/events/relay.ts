import type { Storage, StorageTx } from '../storage/index.js';
import type { EventLogRow } from '../storage/rows.js';
import type { EmailEvent, EventContext, InboxEventEmitter } from './events.js';
import { replayEvent, type MessageReader } from './log.js';
import type { EventSubscriber } from './publish.js';

export interface EventRelayOptions {
  storage: Storage;
  messages: MessageReader;
  /** Where the relayed events go: the emitter waits and streams listen on. */
  events: InboxEventEmitter;
  /**
   * Whether anyone here would hear an event of this log entry: only those are read back and
   * emitted, so a node reads the messages other nodes store only when something waits for them.
   */
  wanted(row: EventLogRow): boolean;
  /**
   * Whether anything here listens at all (a wait, a stream). While nothing does, the log is
   * not read: announcements move the position past what they announce. Nothing is lost by
   * that: a wait reads what is stored after it registered, a stream replays from the log.
   */
  listening(): boolean;
}

const BATCH = 500;
/** How long this process's own payloads wait for the relay to reach them (it stops reading when nothing listens). */
const OWN_PAYLOAD_MS = 60_000;

export interface EventRelay {
  /**
   * This process's events in the publish step: `write` keeps each as it was committed (the
   * webhook's payload), so the relay emits it as it is instead of reading it back; `committed`
   * reads the log at once (kick) rather than when the commit's announcement comes round.
   */
  readonly subscriber: EventSubscriber;
  /** Reads the log after the last position relayed, now (a commit of this process), when anything here listens. */
  kick(): void;
  close(): Promise<void>;
}

/**
 * Events of every process on a shared database (PostgreSQL), emitted here in the log's order
 * (this process's own with the payload they were committed with, others' read back):
 * the storage's feed announces each commit that appended events (ours too), and the relay reads
 * the log after the last position it relayed, so waits and event streams on this node see mail
 * stored through any other, in one order on every node. A lost announcement delays an event
 * until the next one (or the listening connection's return); none is skipped, since the
 * position, not the announcement, says what is new.
 *
 * @example
 * const relay = await startEventRelay({ storage, messages, events, wanted: () => true, listening: () => true });
 * const publish = createPublish([eventLogSubscriber, relay.subscriber]);
 */
export async function startEventRelay(options: EventRelayOptions): Promise<EventRelay> {
  const { storage, messages, events, wanted, listening } = options;
  let position = await storage.eventLog.head();
  let running: Promise<void> | null = null;
  let again = false;
  let closed = false;
  /** This process's events by id, in append order, until the relay passes them. */
  const own = new Map<string, { event: EmailEvent; context: EventContext; at: number }>();
  const forgetOld = () => {
    const before = performance.now() - OWN_PAYLOAD_MS;
    for (const [id, entry] of own) {
      if (entry.at >= before) break;
      own.delete(id);
    }
  };
  /** The subscriber's `write`: keeps this process's event (its payload) until the relay reaches its row. */
  const keep = async (tx: StorageTx, event: EmailEvent, context: EventContext): Promise<void> => {
    // Nobody to hear it now: the relay will not read it, and reads it back if that changes.
    if (!listening()) return;
    own.set(event.id, { event, context, at: performance.now() });
    tx.onRollback(() => own.delete(event.id));
  };

  const emit = async (row: EventLogRow) => {
    const mine = own.get(row.id);
    if (mine) {
      own.delete(row.id);
      events.emit(row.type, mine.event, { ...mine.context, position: row.seq });
      return;
    }
    if (!wanted(row)) return;
    const event: EmailEvent | null = await replayEvent(storage, messages, row);
    if (!event) return;
    const context: EventContext = { accountId: row.account_id, seq: row.message_seq, position: row.seq };
    events.emit(row.type, event, context);
  };
  const pump = async () => {
    do {
      again = false;
      for (;;) {
        const rows = await storage.eventLog.since(position, BATCH);
        for (const row of rows) {
          if (closed) return;
          await emit(row);
          position = row.seq;
        }
        if (rows.length < BATCH) break;
      }
    } while (again && !closed);
  };
  /** `head`: every position up to it is committed (an announcement's), or null (a commit of ours, a reconnection). */
  const kick = (head: number | null = null) => {
    if (closed) return;
    forgetOld();
    if (!running && !listening()) {
      if (head !== null && head > position) position = head;
      return;
    }
    if (running) {
      again = true;
      return;
    }
    // A failed read is tried again at the next announcement or commit: the position did not move.
    running = pump().catch(() => {}).finally(() => { running = null; });
  };
  const stop = storage.feed.onEvents(kick);
  return {
    subscriber: { name: 'relay', write: keep, committed: () => kick(null) },
    kick: () => kick(null),
    close: async () => {
      closed = true;
      stop();
      while (running) await running;
    },
  };
}
