import type { Step } from './index.js';

/**
 * Tags, tag rules and what the search language reads of a message besides its full-text entry
 * (issue 31).
 */
export const TAG_STEPS: Step[] = [
  {
    name: 'message tags, tag rules and search facets',
    // - messages.tags: the message's tags as a JSON array (NULL: none), read with every summary;
    //   message_tags holds the same pairs for `tag:` (its primary key walks one tag newest
    //   first; the second index serves a message's own tags and the cascade).
    // - messages.facets: bits of what a search asks and a column does not say directly (1: an
    //   attachment; 2, 4, 8, 16, 32: a link of type verification, magic_link, password_reset,
    //   unsubscribe, other). Rows stored before are set here from their columns (links kept
    //   packed, past 2,048 characters, are not read: such a row has no link bit).
    // - messages_read: the read messages of an account, newest first, for `is:read` (rows are
    //   unread when stored, so ingest writes no entry).
    // - messages_account (SQLite; PostgreSQL has had it from its first step): an account's
    //   messages newest first, for account-wide listings with no condition on the full-text
    //   entry (FTS5 steps back through a long doclist one entry at a time, so a walk below a
    //   cursor or a before: bound deep in the account's word cost 20 ms at 600,000 messages).
    // - accounts.tag_rules: the account's rules (JSON), read with the account's cached row.
    // - messages.search_terms: 1 when the message's full-text entry holds the search language's
    //   term tokens (storage/search-terms.ts); rows stored before are 0 until core's background
    //   reindex (ingest/reindex.ts) rewrites their entry, found through messages_unindexed.
    sql: `
      ALTER TABLE messages ADD COLUMN tags TEXT;
      ALTER TABLE messages ADD COLUMN facets INTEGER NOT NULL DEFAULT 0;
      ALTER TABLE accounts ADD COLUMN tag_rules TEXT;
      ALTER TABLE messages ADD COLUMN search_terms INTEGER NOT NULL DEFAULT 0;
      CREATE INDEX messages_unindexed ON messages(seq) WHERE search_terms = 0;
      CREATE TABLE message_tags (
        account_id TEXT NOT NULL,
        tag TEXT NOT NULL,
        seq BIGINT NOT NULL REFERENCES messages(seq) ON DELETE CASCADE,
        PRIMARY KEY (account_id, tag, seq)
      ) WITHOUT ROWID;
      CREATE INDEX message_tags_seq ON message_tags(seq);
      CREATE INDEX messages_read ON messages(account_id, seq) WHERE read_at IS NOT NULL;
      @sqlite CREATE INDEX messages_account ON messages(account_id, seq);
      UPDATE messages SET facets =
          CASE WHEN attachments IS NOT NULL AND attachments <> '[]' THEN 1 ELSE 0 END
        + CASE WHEN links LIKE '%"type":"verification"%' THEN 2 ELSE 0 END
        + CASE WHEN links LIKE '%"type":"magic_link"%' THEN 4 ELSE 0 END
        + CASE WHEN links LIKE '%"type":"password_reset"%' THEN 8 ELSE 0 END
        + CASE WHEN links LIKE '%"type":"unsubscribe"%' THEN 16 ELSE 0 END
        + CASE WHEN links LIKE '%"type":"other"%' THEN 32 ELSE 0 END
      WHERE (attachments IS NOT NULL AND attachments <> '[]') OR links LIKE '%"type":%';
    `,
  },
];
