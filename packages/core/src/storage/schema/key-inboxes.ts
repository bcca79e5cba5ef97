import type { Step } from './index.js';

/** The inboxes an API key is limited to. */
export const KEY_INBOX_STEPS: Step[] = [
  {
    name: 'api keys limited to inboxes',
    // A key created with inbox_ids sees and waits on those inboxes only (and on the ones it
    // creates itself). `inbox_limited` says the key is limited, so a key whose last inbox was
    // deleted sees none rather than every inbox: the links alone cannot tell "none" from "not
    // limited". A link goes with its key or its inbox (foreign keys, ON DELETE CASCADE); the
    // primary key serves the lookup by key, the second index the cascade of an inbox's delete.
    sql: `
      ALTER TABLE api_keys ADD COLUMN inbox_limited INTEGER NOT NULL DEFAULT 0;
      CREATE TABLE api_key_inboxes (
        key_id TEXT NOT NULL REFERENCES api_keys(id) ON DELETE CASCADE,
        inbox_id TEXT NOT NULL REFERENCES inboxes(id) ON DELETE CASCADE,
        created_at BIGINT NOT NULL,
        PRIMARY KEY (key_id, inbox_id)
      ) WITHOUT ROWID;
      CREATE INDEX api_key_inboxes_inbox ON api_key_inboxes(inbox_id);
    `,
  },
];
