import type { StorageTx } from '../storage/index.js';
import type { EmailEvent, EventContext, InboxEventEmitter } from './events.js';

/**
 * One subscriber of the publish step. `write` runs inside the transaction that made the event
 * true and writes through `tx` only (the event log, the webhook outbox): what it writes commits
 * or rolls back with the change, and a throw refuses the change. `committed` runs after the
 * commit, in this process (the emitter that waits and streams listen on, the relay's read-back);
 * what it throws is ignored: the change is committed either way.
 */
export interface EventSubscriber {
  readonly name: string;
  write?(tx: StorageTx, event: EmailEvent, context: EventContext): Promise<void>;
  committed?(event: EmailEvent, context: EventContext): void;
}

/** Call inside the transaction that made the event true, once per event. */
export type Publish = (tx: StorageTx, event: EmailEvent, context: EventContext) => Promise<void>;

/**
 * The one way an email event leaves the transaction that made it true: every subscriber's
 * `write` in list order, inside the transaction; then, registered with tx.onCommit (only
 * onCommit means committed: with transactions that await, a microtask may run before the
 * commit), every subscriber's `committed`, in list order. Inside a savepoint, both go with it
 * when it rolls back. The service declares its list once (service.ts).
 *
 * @example
 * const publish = createPublish([eventLogSubscriber, webhooks.outbox, emitTo(events)]);
 * await storage.transaction(async (tx) => {
 *   const seq = await tx.messages.insert(row, content, search);
 *   await publish(tx, event, { accountId, seq });
 * });
 */
export function createPublish(subscribers: readonly EventSubscriber[]): Publish {
  const writers = subscribers.filter((s) => s.write !== undefined);
  const after = subscribers.filter((s) => s.committed !== undefined);
  return async (tx, event, context) => {
    for (const s of writers) await s.write!(tx, event, context);
    if (after.length === 0) return;
    tx.onCommit(() => {
      for (const s of after) {
        try {
          s.committed!(event, context);
        } catch {
          // A throwing in-process listener must not undo or repeat what committed.
        }
      }
    });
  };
}

/** The in-process emitter (service.events) as the subscriber that hears each event after its commit. */
export function emitTo(events: InboxEventEmitter): EventSubscriber {
  return { name: 'emitter', committed: (event, context) => { events.emit(event.type, event, context); } };
}
