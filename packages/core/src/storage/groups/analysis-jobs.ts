import type { AnalysisJobsPort } from '../port.js';
import { changedAny, found, rows, scalar, stmt, write, type GroupOf } from '../sql/ops.js';

const S = {
  insert: stmt(`INSERT INTO analysis_jobs (seq, account_id, attempts, run_at, locked_until, last_error, created_at)
    VALUES (?, ?, 0, ?, NULL, NULL, ?) ON CONFLICT (seq) DO NOTHING`),
  // In a transaction on PostgreSQL the rows stay ours until it ends, and another node's turn passes over them.
  due: stmt(`SELECT seq, account_id, attempts FROM analysis_jobs
    WHERE run_at <= ? AND (locked_until IS NULL OR locked_until <= ?) ORDER BY run_at, seq LIMIT ?`, { lockRows: true }),
  lease: stmt('UPDATE analysis_jobs SET locked_until = ?, attempts = ? WHERE seq = ?'),
  exists: stmt('SELECT 1 AS n FROM analysis_jobs WHERE seq = ?'),
  remove: stmt('DELETE FROM analysis_jobs WHERE seq = ?'),
  retry: stmt('UPDATE analysis_jobs SET run_at = ?, locked_until = NULL, attempts = ?, last_error = ? WHERE seq = ?'),
  release: stmt('UPDATE analysis_jobs SET locked_until = NULL, attempts = CASE WHEN attempts > 0 THEN attempts - 1 ELSE 0 END WHERE seq = ?'),
  count: stmt('SELECT COUNT(*) AS n FROM analysis_jobs'),
};

/**
 * The durable analysis queue: one row per message whose analysis waits for the analyzer,
 * written in the ingest transaction and deleted in the one that records the outcome.
 */
export const analysisJobs: GroupOf<AnalysisJobsPort> = {
  insert: changedAny(S.insert, (seq, accountId, runAt) => [seq, accountId, runAt, runAt]),
  due: rows(S.due, (now, limit) => [now, now, limit]),
  lease: write(S.lease, (seq, until, attempts) => [until, attempts, seq]),
  exists: found(S.exists),
  remove: write(S.remove),
  retry: write(S.retry, (seq, runAt, attempts, error) => [runAt, attempts, error, seq]),
  release: write(S.release),
  count: scalar(S.count),
};
