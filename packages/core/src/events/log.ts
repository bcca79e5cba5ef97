import type { DetailRow, StorageGroups } from '../storage/index.js';
import type { EventLogRow } from '../storage/rows.js';
import type { MessageDetail } from '../types.js';
import type { EmailEvent } from './events.js';
import type { EventSubscriber } from './publish.js';
import { emailEvent } from './message-event.js';

/**
 * What a replay needs of the messages: a stored row read as the full message. The service
 * passes its `Messages` (messages/messages.ts), which has this method; events names only the
 * method, so this folder stays below messages, which imports it for its waits.
 */
export interface MessageReader {
  full(row: DetailRow): Promise<MessageDetail>;
}

/** How long the event log keeps an event for streams that reconnect. */
export const DEFAULT_EVENT_LOG_RETENTION_MS = 24 * 60 * 60 * 1000;

/**
 * The event log as a subscriber of the publish step: writes every email event to the log, in
 * the transaction that made it true (nothing after the commit), so an event is in the log
 * exactly when what it announces is committed.
 */
export const eventLogSubscriber: EventSubscriber = {
  name: 'event log',
  async write(tx, event, context) {
    await tx.eventLog.append({
      id: event.id, account_id: context.accountId, inbox_id: event.data.inbox.id, type: event.type,
      message_seq: context.seq, created_at: Date.parse(event.created_at),
    });
  },
};

/**
 * The event a log entry records, with its message read now: the log keeps facts, not payloads,
 * so a replayed event carries the message as it is at replay time (its analysis may be further
 * along than when the event happened). Null when the message is gone (deleted or purged).
 */
export async function replayEvent(db: StorageGroups, messages: MessageReader, row: EventLogRow): Promise<EmailEvent | null> {
  const stored = await db.messages.bySeq(row.message_seq);
  if (!stored) return null;
  return emailEvent(row.id, row.type, row.created_at, await messages.full(stored));
}
