import type { Step } from './index.js';

/** The fault rules of inboxes (docs/smtp.md, "Fault rules") and their greylisting state. */
export const SMTP_FAULT_STEPS: Step[] = [
  {
    name: 'smtp fault rules per inbox',
    // Issue 30. A rule makes the SMTP listener fail on purpose for mail to its inbox. Rules are
    // read only for an inbox whose `smtp_faults` flag is 1, and the flag is on the inbox row
    // routing already caches (moved with the catalog epoch), so mail to an inbox without rules
    // costs no statement. `remaining` (NULL: unlimited) counts down with a conditional UPDATE,
    // so daemons sharing the database share it; `fired` counts each time the rule acted. A
    // greylisted (client, sender, recipient) triple is kept per rule with its first attempt;
    // both go with the inbox (or the rule) they belong to.
    sql: `
      ALTER TABLE inboxes ADD COLUMN smtp_faults INTEGER NOT NULL DEFAULT 0;
      CREATE TABLE smtp_fault_rules (
        id TEXT PRIMARY KEY,
        inbox_id TEXT NOT NULL REFERENCES inboxes(id) ON DELETE CASCADE,
        position INTEGER NOT NULL,
        stage TEXT NOT NULL,                 -- connect, mail, rcpt, data
        action TEXT NOT NULL,                -- reply, disconnect, delay, greylist
        code INTEGER,
        enhanced_code TEXT,
        text TEXT,
        times INTEGER,                       -- as given; NULL: unlimited
        remaining INTEGER,                   -- times left; NULL: unlimited
        probability DOUBLE PRECISION NOT NULL,
        delay_ms INTEGER,
        greylist_seconds INTEGER,
        fired INTEGER NOT NULL DEFAULT 0,
        last_fired_at BIGINT,
        created_at BIGINT NOT NULL
      );
      CREATE INDEX smtp_fault_rules_inbox ON smtp_fault_rules(inbox_id, position);
      CREATE TABLE smtp_greylist (
        rule_id TEXT NOT NULL REFERENCES smtp_fault_rules(id) ON DELETE CASCADE,
        client_address TEXT NOT NULL,
        mail_from TEXT NOT NULL,
        rcpt_to TEXT NOT NULL,
        first_seen_at BIGINT NOT NULL,
        PRIMARY KEY (rule_id, client_address, mail_from, rcpt_to)
      ) WITHOUT ROWID;
    `,
  },
];
