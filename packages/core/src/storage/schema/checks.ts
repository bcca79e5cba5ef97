import type { Step } from './index.js';

/** What the checks of a message (core/src/checks, docs/checks.md) keep. */
export const CHECKS_STEPS: Step[] = [
  {
    name: 'message envelopes and checks',
    // Issue 28. The SMTP envelope (MAIL FROM, client address, HELO) as JSON, written at ingest:
    // authentication needs it after the commit. The kept results (authentication and spam
    // after the commit, links on request) are JSON documents, a row per checked message.
    sql: `
      ALTER TABLE messages ADD COLUMN envelope TEXT;
      CREATE TABLE message_checks (
        seq BIGINT PRIMARY KEY REFERENCES messages(seq) ON DELETE CASCADE,
        authentication TEXT,
        spam TEXT,
        links TEXT,
        updated_at BIGINT NOT NULL
      ) WITHOUT ROWID;
    `,
  },
];
