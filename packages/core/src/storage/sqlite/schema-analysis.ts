import type { Migration } from './schema.js';

/** Analysis queue tables (schema version 3). */
export const ANALYSIS_JOB_MIGRATIONS: Migration[] = [
  {
    version: 3,
    name: 'analysis job queue',
    sql: `
      -- One durable job per message whose analysis is queued. The row is the queue: it is
      -- written in the ingest transaction and deleted in the transaction that records the
      -- outcome (complete or failed), so a job is never lost and never done twice.
      CREATE TABLE analysis_jobs (
        seq INTEGER PRIMARY KEY REFERENCES messages(seq) ON DELETE CASCADE, -- the message; retention purges cascade here
        account_id TEXT NOT NULL,
        attempts INTEGER NOT NULL DEFAULT 0,   -- attempts started (incremented when claimed)
        run_at INTEGER NOT NULL,               -- not before (epoch ms): enqueue time, then retry backoff
        locked_until INTEGER,                  -- lease of the worker running it; an expired lease means a crash
        last_error TEXT,
        precomputed TEXT,                      -- built-in analyzer's fields computed while parsing (JSON), or NULL
        created_at INTEGER NOT NULL
      );
      CREATE INDEX analysis_jobs_due ON analysis_jobs(run_at, seq);
    `,
  },
  {
    version: 6,
    name: 'analysis jobs without precomputed fields',
    // Fields computed while parsing are recorded with the message row at ingest; a job is
    // always run by the analyzer.
    sql: 'ALTER TABLE analysis_jobs DROP COLUMN precomputed;',
  },
];
