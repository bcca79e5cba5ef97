import type { Step } from './index.js';

/**
 * Sign-in: users, their account memberships, CLI sign-in requests with their emailed
 * challenges, and dashboard sessions. Every secret (OTP, magic-link token, exchange code,
 * session token) is stored only as its SHA-256.
 */
export const SIGNIN_STEPS: Step[] = [
  {
    name: 'users, account members, cli auth requests and challenges, dashboard sessions',
    sql: `
      CREATE TABLE users (
        id TEXT PRIMARY KEY,
        email TEXT NOT NULL UNIQUE,          -- lower case
        display_name TEXT,
        avatar_url TEXT,
        identity_login TEXT,                 -- external identity login name; NULL for email sign-in
        created_at BIGINT NOT NULL,
        last_sign_in_at BIGINT
      );

      CREATE TABLE account_members (
        user_id TEXT NOT NULL REFERENCES users(id),
        account_id TEXT NOT NULL REFERENCES accounts(id),
        role TEXT NOT NULL,                  -- owner | admin | member
        created_at BIGINT NOT NULL,
        PRIMARY KEY (user_id, account_id)
      ) WITHOUT ROWID;
      CREATE INDEX account_members_account ON account_members(account_id);

      -- One CLI sign-in attempt: what the key will be, and where it stands.
      CREATE TABLE auth_requests (
        id TEXT PRIMARY KEY,
        email TEXT NOT NULL,                 -- lower case
        scopes TEXT NOT NULL,                -- JSON array of the key's scopes
        label TEXT NOT NULL,                 -- the key's label
        key_expires_at BIGINT,              -- the key's expires_at
        callback_url TEXT,                   -- loopback http URL of the CLI, normalised
        callback_state TEXT,
        next_dashboard_path TEXT,
        client_version TEXT,                 -- X-Service-Client-Version at start
        remote_address TEXT,
        status TEXT NOT NULL,                -- pending | approved | completed | locked | cancelled
        expires_at BIGINT NOT NULL,         -- the OTP and the magic link die then
        exchange_code_hash BYTEA,             -- set when the magic link approved the request
        exchange_expires_at BIGINT,
        exchange_attempts INTEGER NOT NULL DEFAULT 0,
        user_id TEXT,                        -- set on approval or completion
        account_id TEXT,
        api_key_id TEXT,                     -- set on completion
        created_at BIGINT NOT NULL,
        approved_at BIGINT,
        completed_at BIGINT
      );
      CREATE INDEX auth_requests_expires ON auth_requests(expires_at);

      -- What was emailed for a request: one code and one link, with a shared attempt budget.
      CREATE TABLE auth_challenges (
        id TEXT PRIMARY KEY,
        auth_request_id TEXT NOT NULL REFERENCES auth_requests(id) ON DELETE CASCADE,
        otp_hash BYTEA NOT NULL,
        token_hash BYTEA NOT NULL,
        attempts INTEGER NOT NULL DEFAULT 0, -- wrong codes and wrong tokens
        max_attempts INTEGER NOT NULL,
        expires_at BIGINT NOT NULL,
        token_used_at BIGINT,               -- the magic link works once
        created_at BIGINT NOT NULL
      );
      CREATE INDEX auth_challenges_request ON auth_challenges(auth_request_id);

      CREATE TABLE dashboard_sessions (
        id TEXT PRIMARY KEY,
        token_hash BYTEA NOT NULL UNIQUE,
        user_id TEXT NOT NULL REFERENCES users(id),
        account_id TEXT NOT NULL REFERENCES accounts(id),
        auth_request_id TEXT,
        expires_at BIGINT NOT NULL,
        created_at BIGINT NOT NULL
      );
      CREATE INDEX dashboard_sessions_expires ON dashboard_sessions(expires_at);
    `,
  },
  {
    name: 'dashboard sessions of every kind: browser sessions (opened with a key, a magic link or a one-time link) and one-time links',
    // SQLite cannot drop NOT NULL from a column: the table is copied (PostgreSQL alters it). Rows from before are the
    // magic link's session tokens (kind 'link'), with the scopes of a default sign-in.
    sqlite: `
      CREATE TABLE dashboard_sessions_v10 (
        id TEXT PRIMARY KEY,
        token_hash BLOB NOT NULL UNIQUE,
        kind TEXT NOT NULL,                  -- link (magic link, traded once) | once (inboxkit dashboard) | browser (a cookie)
        user_id TEXT REFERENCES users(id),   -- NULL: opened with an API key or a one-time link
        account_id TEXT NOT NULL REFERENCES accounts(id),
        api_key_id TEXT,                     -- opened with this key: ends when the key is revoked or expires
        scopes TEXT NOT NULL,                -- JSON array
        auth_request_id TEXT,
        expires_at INTEGER NOT NULL,
        created_at INTEGER NOT NULL
      );
      INSERT INTO dashboard_sessions_v10 (id, token_hash, kind, user_id, account_id, api_key_id, scopes, auth_request_id, expires_at, created_at)
        SELECT id, token_hash, 'link', user_id, account_id, NULL, '["inboxes:write","messages:read","webhooks:write"]',
          auth_request_id, expires_at, created_at FROM dashboard_sessions;
      DROP TABLE dashboard_sessions;
      ALTER TABLE dashboard_sessions_v10 RENAME TO dashboard_sessions;
      CREATE INDEX dashboard_sessions_expires ON dashboard_sessions(expires_at);
    `,
    postgres: `
      ALTER TABLE dashboard_sessions ADD COLUMN kind TEXT NOT NULL DEFAULT 'link';
      ALTER TABLE dashboard_sessions ALTER COLUMN kind DROP DEFAULT;
      ALTER TABLE dashboard_sessions ALTER COLUMN user_id DROP NOT NULL;
      ALTER TABLE dashboard_sessions ADD COLUMN api_key_id TEXT;
      ALTER TABLE dashboard_sessions ADD COLUMN scopes TEXT NOT NULL DEFAULT '["inboxes:write","messages:read","webhooks:write"]';
      ALTER TABLE dashboard_sessions ALTER COLUMN scopes DROP DEFAULT;
    `,
  },
];
