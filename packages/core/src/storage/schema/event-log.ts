import type { Step } from './index.js';

/** The event log and wait claims. */
export const EVENT_LOG_STEPS: Step[] = [
  {
    name: 'event log, wait claims',
    sql: `
      -- Every email.received and email.enriched event, in commit order, for event streams that
      -- reconnect (Last-Event-ID). Only the facts are kept: the payload is the message as it is
      -- read at replay, so a message is never stored twice. Kept for a window, then purged
      -- oldest first (the log is appended in time order, so no index on created_at is needed).
      CREATE TABLE event_log (
        seq SEQ_PK,                          -- stream position
        id TEXT NOT NULL UNIQUE,             -- evt_…, the event id a client names in Last-Event-ID
        account_id TEXT NOT NULL,
        inbox_id TEXT NOT NULL,
        type TEXT NOT NULL,                  -- email.received | email.enriched
        message_seq BIGINT NOT NULL,
        created_at BIGINT NOT NULL
      );
      CREATE INDEX event_log_account ON event_log(account_id, seq);

      -- When a server-side wait returned the message (NULL: never), so the next wait on the
      -- inbox returns the next message rather than the same one again.
      ALTER TABLE messages ADD COLUMN wait_claimed_at BIGINT;
    `,
  },
];
