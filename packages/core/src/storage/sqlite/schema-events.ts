import type { Migration } from './schema.js';

/** The event log and wait claims (schema version 7). */
export const EVENT_LOG_MIGRATIONS: Migration[] = [
  {
    version: 7,
    name: 'event log, wait claims',
    sql: `
      -- Every email.received and email.enriched event, in commit order, for event streams that
      -- reconnect (Last-Event-ID). Only the facts are kept: the payload is the message as it is
      -- read at replay, so a message is never stored twice. Kept for a window, then purged
      -- oldest first (the log is appended in time order, so no index on created_at is needed).
      CREATE TABLE event_log (
        seq INTEGER PRIMARY KEY,             -- stream position
        id TEXT NOT NULL UNIQUE,             -- evt_…, the event id a client names in Last-Event-ID
        account_id TEXT NOT NULL,
        inbox_id TEXT NOT NULL,
        type TEXT NOT NULL,                  -- email.received | email.enriched
        message_seq INTEGER NOT NULL,
        created_at INTEGER NOT NULL
      );
      CREATE INDEX event_log_account ON event_log(account_id, seq);

      -- When a server-side wait returned the message (NULL: never), so the next wait on the
      -- inbox returns the next message rather than the same one again.
      ALTER TABLE messages ADD COLUMN wait_claimed_at INTEGER;
    `,
  },
];
