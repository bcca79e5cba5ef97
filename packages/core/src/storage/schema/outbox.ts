import type { Step } from './index.js';

/** Webhooks, the outbox of their deliveries, and the attempts made. */
export const OUTBOX_STEPS: Step[] = [
  {
    name: 'webhooks, webhook deliveries (outbox), webhook attempts',
    sql: `
      CREATE TABLE webhooks (
        seq SEQ_PK,                          -- creation order
        id TEXT NOT NULL UNIQUE,
        account_id TEXT NOT NULL REFERENCES accounts(id),
        inbox_id TEXT,                       -- NULL: every inbox of the account (delivery_scope account)
        label TEXT NOT NULL,
        target_url TEXT NOT NULL,
        signing_secret TEXT NOT NULL,        -- kept in clear: every delivery is signed with it
        status TEXT NOT NULL,                -- active | disabled | archived
        disabled_reason TEXT,
        consecutive_exhausted INTEGER NOT NULL DEFAULT 0, -- deliveries that used every attempt, since the last success
        last_delivery_at BIGINT,             -- last 2xx answer
        archived_at BIGINT,
        created_at BIGINT NOT NULL,
        updated_at BIGINT NOT NULL
      );
      CREATE INDEX webhooks_account ON webhooks(account_id, status, seq);

      -- The outbox: one row per (event, webhook), written in the transaction that made the event true.
      CREATE TABLE webhook_deliveries (
        seq SEQ_PK,
        id TEXT NOT NULL UNIQUE,
        webhook_id TEXT NOT NULL REFERENCES webhooks(id),
        account_id TEXT NOT NULL,
        event_id TEXT NOT NULL,
        event_type TEXT NOT NULL,
        body TEXT NOT NULL,                  -- the exact bytes sent on every attempt
        status TEXT NOT NULL,                -- pending | delivered | failed | cancelled
        attempts INTEGER NOT NULL DEFAULT 0, -- finished attempts
        next_attempt_at BIGINT,              -- NULL once final
        locked_until BIGINT,                 -- lease of an attempt in flight; expires if the process dies
        last_attempt_at BIGINT,
        last_status_code INTEGER,
        last_error TEXT,
        delivered_at BIGINT,
        finished_at BIGINT,                  -- when it became delivered, failed or cancelled
        created_at BIGINT NOT NULL,
        UNIQUE (webhook_id, event_id)
      );
      CREATE INDEX webhook_deliveries_due ON webhook_deliveries(webhook_id, next_attempt_at) WHERE status = 'pending';
      CREATE INDEX webhook_deliveries_finished ON webhook_deliveries(finished_at) WHERE status <> 'pending';

      -- One row per HTTP attempt; id is the X-Service-Delivery-Id header of that attempt.
      CREATE TABLE webhook_attempts (
        id TEXT PRIMARY KEY,
        delivery_id TEXT NOT NULL,
        attempt INTEGER NOT NULL,            -- 1..7
        started_at BIGINT NOT NULL,
        duration_ms INTEGER,                 -- NULL while in flight, or if the process died during it
        status_code INTEGER,
        error TEXT
      ) WITHOUT ROWID;
      CREATE INDEX webhook_attempts_delivery ON webhook_attempts(delivery_id, started_at);
    `,
  },
];
