import type { AnalysisJobsPort } from '../port.js';
import type { AnalysisJobRow } from '../rows.js';
import type { PgContext } from './connection.js';
import { sql } from './sql.js';

const DUE = `SELECT seq, account_id, attempts FROM analysis_jobs
  WHERE run_at <= $1 AND (locked_until IS NULL OR locked_until <= $1) ORDER BY run_at, seq LIMIT $2`;
const Q = {
  insert: sql(`INSERT INTO analysis_jobs (seq, account_id, attempts, run_at, locked_until, last_error, created_at)
    VALUES ($1, $2, 0, $3, NULL, NULL, $3) ON CONFLICT (seq) DO NOTHING`),
  due: sql(DUE),
  // In a transaction: the rows stay ours until it ends, and another node's turn passes over them.
  dueLocked: sql(`${DUE} FOR UPDATE SKIP LOCKED`),
  lease: sql('UPDATE analysis_jobs SET locked_until = $1, attempts = $2 WHERE seq = $3'),
  exists: sql('SELECT 1 FROM analysis_jobs WHERE seq = $1'),
  remove: sql('DELETE FROM analysis_jobs WHERE seq = $1'),
  retry: sql('UPDATE analysis_jobs SET run_at = $1, locked_until = NULL, attempts = $2, last_error = $3 WHERE seq = $4'),
  release: sql('UPDATE analysis_jobs SET locked_until = NULL, attempts = GREATEST(attempts - 1, 0) WHERE seq = $1'),
  count: sql('SELECT COUNT(*) AS n FROM analysis_jobs'),
};

/** The durable analysis queue on PostgreSQL; due jobs are taken with FOR UPDATE SKIP LOCKED inside a transaction. */
export class PgAnalysisJobs implements AnalysisJobsPort {
  constructor(private readonly c: PgContext) {}

  async insert(seq: number, accountId: string, runAt: number): Promise<boolean> {
    return (await this.c.query(Q.insert, [seq, accountId, runAt])).rowCount > 0;
  }
  async due(now: number, limit: number): Promise<AnalysisJobRow[]> {
    return (await this.c.query<AnalysisJobRow>(this.c.tx ? Q.dueLocked : Q.due, [now, limit])).rows;
  }
  async lease(seq: number, until: number, attempts: number): Promise<void> {
    await this.c.query(Q.lease, [until, attempts, seq]);
  }
  async exists(seq: number): Promise<boolean> {
    return (await this.c.query(Q.exists, [seq])).rows.length > 0;
  }
  async remove(seq: number): Promise<void> {
    await this.c.query(Q.remove, [seq]);
  }
  async retry(seq: number, runAt: number, attempts: number, error: string): Promise<void> {
    await this.c.query(Q.retry, [runAt, attempts, error, seq]);
  }
  async release(seq: number): Promise<void> {
    await this.c.query(Q.release, [seq]);
  }
  async count(): Promise<number> {
    return (await this.c.query<{ n: number }>(Q.count)).rows[0]!.n;
  }
}
