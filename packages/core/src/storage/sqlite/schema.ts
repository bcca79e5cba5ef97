import type { Db } from './connection.js';
import { OUTBOX_MIGRATIONS } from './schema-outbox.js';
import { ANALYSIS_JOB_MIGRATIONS } from './schema-analysis.js';
import { SIGNIN_MIGRATIONS } from './schema-signin.js';
import { EVENT_LOG_MIGRATIONS } from './schema-events.js';
import { SEARCH_MIGRATIONS } from './schema-search.js';
import { registerSearchFunctions } from './fts.js';

/**
 * One schema step. Versions are global across the groups of the storage port (accounts,
 * inboxes and messages 1, outbox 2, analysis jobs 3, sign-in 4, …, the search index 7): each
 * group keeps its steps beside its SQL, and this list is where they meet. Each runs once, in its own transaction, and
 * is recorded in schema_migrations. Never edit a step that has shipped: add the next one.
 */
export interface Migration {
  version: number;
  name: string;
  sql: string;
}

export const CORE_MIGRATIONS: Migration[] = [
  {
    version: 1,
    name: 'accounts, api keys, inboxes, messages',
    sql: `
      CREATE TABLE accounts (
        id TEXT PRIMARY KEY,
        name TEXT NOT NULL,
        slug TEXT NOT NULL UNIQUE,
        tier TEXT NOT NULL,
        entitlements TEXT NOT NULL,          -- JSON Entitlements
        wildcard_namespace TEXT UNIQUE,      -- lower-case label; mail to *@<ns>.<domain>
        wildcard_inbox_id TEXT,
        created_at INTEGER NOT NULL
      );

      CREATE TABLE api_keys (
        id TEXT PRIMARY KEY,
        account_id TEXT NOT NULL REFERENCES accounts(id),
        label TEXT NOT NULL,
        key_prefix TEXT NOT NULL UNIQUE,     -- public lookup handle, e.g. ik_live_ab12cd34
        secret_hash BLOB NOT NULL,           -- sha256 of the whole key; the key itself is never stored
        scopes TEXT NOT NULL,                -- JSON array
        created_by_user_id TEXT,
        last_used_at INTEGER,
        expires_at INTEGER,
        revoked_at INTEGER,
        created_at INTEGER NOT NULL
      );
      CREATE INDEX api_keys_account ON api_keys(account_id);

      CREATE TABLE inboxes (
        seq INTEGER PRIMARY KEY,             -- creation order, for keyset pagination
        id TEXT NOT NULL UNIQUE,
        account_id TEXT NOT NULL REFERENCES accounts(id),
        label TEXT NOT NULL,
        email_address TEXT NOT NULL UNIQUE,  -- lower case; the wildcard inbox holds *@<ns>.<domain>
        lifecycle_mode TEXT NOT NULL,
        ttl_minutes INTEGER,
        expires_at INTEGER,
        last_message_received_at INTEGER,
        status TEXT NOT NULL,
        is_wildcard INTEGER NOT NULL DEFAULT 0,
        analysis_mode TEXT NOT NULL,
        analysis_recipients TEXT NOT NULL,   -- JSON array of lower-case addresses
        created_at INTEGER NOT NULL
      );
      CREATE INDEX inboxes_account_status ON inboxes(account_id, status, seq);
      CREATE INDEX inboxes_expiring ON inboxes(expires_at) WHERE status = 'active' AND expires_at IS NOT NULL;

      CREATE TABLE messages (
        seq INTEGER PRIMARY KEY,             -- arrival order; cursors and waits key on it
        id TEXT NOT NULL UNIQUE,
        account_id TEXT NOT NULL,
        inbox_id TEXT NOT NULL,
        from_email TEXT NOT NULL,
        to_email TEXT NOT NULL,              -- the envelope recipient as sent
        to_email_norm TEXT NOT NULL,         -- lower case, for recipient search
        subject TEXT,
        preview_text TEXT,
        received_at INTEGER NOT NULL,
        has_text_body INTEGER NOT NULL,
        has_html_body INTEGER NOT NULL,
        otp TEXT,
        links TEXT NOT NULL,                 -- JSON ExtractedLink[]
        intent TEXT,
        malformed INTEGER NOT NULL DEFAULT 0,
        parse_error TEXT,
        size_bytes INTEGER NOT NULL,
        analysis_eligible INTEGER NOT NULL,
        analysis_status TEXT NOT NULL,
        analysis_requested_at INTEGER,
        analysis_completed_at INTEGER,
        analysis_result TEXT,                -- JSON of the model-derived fields
        analysis_attempts INTEGER NOT NULL DEFAULT 0,
        analysis_error TEXT
      );
      CREATE INDEX messages_inbox ON messages(inbox_id, seq);
      CREATE INDEX messages_recipient ON messages(account_id, to_email_norm, seq);
      CREATE INDEX messages_received ON messages(received_at);

      -- Bodies and the raw source live apart so listings never page them in.
      CREATE TABLE message_content (
        seq INTEGER PRIMARY KEY REFERENCES messages(seq) ON DELETE CASCADE,
        text_body TEXT,
        html_body TEXT,
        raw BLOB NOT NULL
      );

      CREATE TABLE usage_counters (
        account_id TEXT NOT NULL,
        metric TEXT NOT NULL,                -- e.g. received_messages, analyses
        period TEXT NOT NULL,                -- e.g. 2026-11
        count INTEGER NOT NULL,
        PRIMARY KEY (account_id, metric, period)
      ) WITHOUT ROWID;

      CREATE TABLE idempotency_records (
        account_id TEXT NOT NULL,
        scope TEXT NOT NULL,                 -- the operation, e.g. POST /v1/inboxes
        key TEXT NOT NULL,
        request_hash TEXT NOT NULL,
        status INTEGER NOT NULL,
        body TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        PRIMARY KEY (account_id, scope, key)
      ) WITHOUT ROWID;
      CREATE INDEX idempotency_created ON idempotency_records(created_at);
    `,
  },
];

/** Steps that change tables of the first step. */
export const LATER_CORE_MIGRATIONS: Migration[] = [
  {
    version: 5,
    name: 'idempotency records keep the result only',
    // The HTTP status was the daemon's; the record now keeps the operation's result as JSON.
    sql: 'ALTER TABLE idempotency_records DROP COLUMN status;',
  },
  {
    version: 9,
    name: 'messages describe their attachments',
    // A JSON array written at ingest; NULL on older rows, whose attachments are read from the
    // raw source when asked for. The bytes are never stored apart from the raw source.
    sql: 'ALTER TABLE messages ADD COLUMN attachments TEXT;',
  },
  {
    version: 11,
    name: 'message content stored encoded (bodies), rows still to convert indexed',
    // Issue 19. The service writes the bodies and the raw source encoded (compressed: see
    // core/src/content/codec.ts) into `bodies` and `raw`; text_body and html_body stay NULL
    // then. Rows written before keep their shape until the service's background conversion
    // rewrites them, a batch per transaction; the partial index lists exactly those rows (and
    // is empty once they are done), so finding the next batch never scans the table.
    sql: `
      ALTER TABLE message_content ADD COLUMN bodies BLOB;
      CREATE INDEX message_content_unconverted ON message_content(seq) WHERE bodies IS NULL;
    `,
  },
  {
    version: 12,
    name: 'messages keep the runner-up code candidates',
    // A JSON array ({ value, score }, best first) written at ingest, NULL when there were none
    // and on older rows (read as an empty list).
    sql: 'ALTER TABLE messages ADD COLUMN otp_candidates TEXT;',
  },
];

export const MIGRATIONS: Migration[] = [
  ...CORE_MIGRATIONS, ...OUTBOX_MIGRATIONS, ...ANALYSIS_JOB_MIGRATIONS, ...SIGNIN_MIGRATIONS, ...LATER_CORE_MIGRATIONS,
  ...EVENT_LOG_MIGRATIONS, ...SEARCH_MIGRATIONS,
].sort((a, b) => a.version - b.version);

/** Runs the steps not yet recorded, in version order; returns how many ran. */
export function migrate(db: Db, migrations: Migration[] = MIGRATIONS): number {
  registerSearchFunctions(db); // the search index's backfill calls them
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at INTEGER NOT NULL)`);
  const applied = new Set(db.prepare('SELECT version FROM schema_migrations').pluck().all() as number[]);
  const record = db.prepare('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)');
  let ran = 0;
  for (const step of [...migrations].sort((a, b) => a.version - b.version)) {
    if (applied.has(step.version)) continue;
    db.transaction(() => {
      db.exec(step.sql);
      record.run(step.version, step.name, Date.now());
    })();
    ran++;
  }
  return ran;
}

export function schemaVersion(db: Db): number {
  return (db.prepare('SELECT COALESCE(MAX(version), 0) FROM schema_migrations').pluck().get() as number);
}
