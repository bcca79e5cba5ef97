import type { Step } from './index.js';

/** The addresses an inbox's new mail is released to through the daemon's SMTP relay. */
export const AUTO_RELEASE_STEPS: Step[] = [
  {
    name: 'inbox auto-release recipients',
    // One row per inbox that has auto-release on: the recipients as a JSON array of addresses.
    // The row goes with its inbox (ON DELETE CASCADE); no row means off. Read by inbox id (the
    // primary key) after each commit of the inbox's mail, so the daemon knows where it goes.
    sql: `
      CREATE TABLE inbox_auto_release (
        inbox_id TEXT PRIMARY KEY REFERENCES inboxes(id) ON DELETE CASCADE,
        recipients TEXT NOT NULL,
        updated_at BIGINT NOT NULL
      ) WITHOUT ROWID;
    `,
  },
];
