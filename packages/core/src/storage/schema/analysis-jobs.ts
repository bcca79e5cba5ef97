import type { Step } from './index.js';

/** The analysis queue. */
export const ANALYSIS_JOB_STEPS: Step[] = [
  {
    name: 'analysis job queue',
    sql: `
      -- One durable job per message whose analysis is queued. The row is the queue: it is
      -- written in the ingest transaction and deleted in the transaction that records the
      -- outcome (complete or failed), so a job is never lost and never done twice.
      CREATE TABLE analysis_jobs (
        seq BIGINT PRIMARY KEY REFERENCES messages(seq) ON DELETE CASCADE, -- the message; retention purges cascade here
        account_id TEXT NOT NULL,
        attempts INTEGER NOT NULL DEFAULT 0,   -- attempts started (incremented when claimed)
        run_at BIGINT NOT NULL,                -- not before (epoch ms): enqueue time, then retry backoff
        locked_until BIGINT,                   -- lease of the worker running it; an expired lease means a crash
        last_error TEXT,
        precomputed TEXT,
        created_at BIGINT NOT NULL
      );
      CREATE INDEX analysis_jobs_due ON analysis_jobs(run_at, seq);
    `,
  },
  // Fields computed while parsing are recorded with the message row at ingest; a job is always run by the analyzer.
  { name: 'analysis jobs without precomputed fields', sql: 'ALTER TABLE analysis_jobs DROP COLUMN precomputed;' },
];
