import type { StorageTx } from '../storage/index.js';
import type { EmailEvent, EventContext } from './events.js';

/**
 * Work that must commit or roll back together with the change that produced an event: a
 * webhook outbox row written in the same transaction as the message (email.received) or as
 * the analysis result (email.enriched). A sink writes through `tx` only.
 */
export type EventSink = (tx: StorageTx, event: EmailEvent, context: EventContext) => Promise<void>;

export class EventSinks {
  private readonly sinks: EventSink[] = [];

  add(sink: EventSink): () => void {
    this.sinks.push(sink);
    return () => {
      const i = this.sinks.indexOf(sink);
      if (i >= 0) this.sinks.splice(i, 1);
    };
  }

  /** Call inside the transaction that made the event true. */
  async write(tx: StorageTx, event: EmailEvent, context: EventContext): Promise<void> {
    for (const sink of this.sinks) await sink(tx, event, context);
  }
}
