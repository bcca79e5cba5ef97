import { TypedEmitter } from 'tiny-typed-emitter';
import type { MessageDetail } from '../types.js';

export type EmailEventType = 'email.received' | 'email.enriched';

/** The spec's webhook payload; in-process listeners get exactly what a receiver would. */
export interface EmailEvent {
  id: string;
  type: EmailEventType;
  created_at: string;
  data: {
    inbox: { id: string; email_address: string; label: string };
    message: MessageDetail;
  };
}

/** Internal routing facts that travel with an event but are not part of its payload. */
export interface EventContext {
  accountId: string;
  seq: number;
  /** The event's position in the event log, when the emitter knows it (events the relay read from the log). */
  position?: number;
}

export interface InboxEvents {
  'email.received': (event: EmailEvent, context: EventContext) => void;
  'email.enriched': (event: EmailEvent, context: EventContext) => void;
}

export class InboxEventEmitter extends TypedEmitter<InboxEvents> {
  constructor() {
    super();
    // Every waiting test holds a listener; hundreds at once are normal, not a leak.
    this.setMaxListeners(0);
  }
}
