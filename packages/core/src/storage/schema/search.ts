import type { Step } from './index.js';

/** The messages' full-text index: each engine's own. */
export const SEARCH_STEPS: Step[] = [
  {
    name: 'messages full-text index (search)',
    sqlite: `
      -- Contentless (content=''): the index keeps words and positions, never a copy of the text,
      -- which lives in messages and message_content already. contentless_delete lets a row go
      -- by its rowid (the message's seq). Columns: scope (account and inbox tokens, see
      -- sqlite/fts.ts), subject, sender (address and display name), body (text, or text derived from HTML).
      CREATE VIRTUAL TABLE messages_fts USING fts5(
        scope, subject, sender, body,
        content = '', contentless_delete = 1,
        tokenize = 'unicode61 remove_diacritics 2'
      );

      -- Whatever deletes a message (retention purge, deletion) deletes its index entry.
      CREATE TRIGGER messages_fts_delete AFTER DELETE ON messages BEGIN
        DELETE FROM messages_fts WHERE rowid = old.seq;
      END;

      -- Mail stored before this step is indexed now (display names were not kept; HTML-only
      -- bodies are read with their tags dropped).
      INSERT INTO messages_fts (rowid, scope, subject, sender, body)
        SELECT m.seq, inboxkit_scope(m.account_id, m.inbox_id), inboxkit_index_text(m.subject),
          m.from_email, inboxkit_index_text(substr(COALESCE(c.text_body, inboxkit_strip_tags(substr(c.html_body, 1, 200000))), 1, 32768))
        FROM messages m LEFT JOIN message_content c ON c.seq = m.seq;
    `,
    // Every PostgreSQL database ran this step with the others at once (the engine arrived at
    // version 9): there was no mail to index yet. One tsvector per message (subject A, sender B,
    // body C, account and inbox words D: see postgres/search.ts), deleted with its message.
    postgres: `
      CREATE TABLE messages_search (
        seq BIGINT PRIMARY KEY REFERENCES messages(seq) ON DELETE CASCADE,
        words TSVECTOR NOT NULL
      );
      CREATE INDEX messages_search_words ON messages_search USING GIN (words);
    `,
  },
];
