import type { PgDriver } from './driver.js';
import { LOCK_SPACE } from './connection.js';
import { pending, PG_MIGRATIONS, type Migration } from '../schema/index.js';

/** The advisory lock (session level) the migrations run under. */
const MIGRATION_LOCK = 1;

/**
 * Runs the steps not yet recorded, in version order, each in its own transaction, and returns
 * how many this call ran. Under a session-level advisory lock: several processes opening one
 * fresh database at the same moment run each step exactly once (the others wait, then find
 * every step recorded).
 */
export async function migrate(driver: PgDriver, migrations: Migration[] = PG_MIGRATIONS): Promise<number> {
  const session = await driver.connect();
  let broken = false;
  try {
    await session.query('SELECT pg_advisory_lock($1, $2)', [LOCK_SPACE, MIGRATION_LOCK]);
    try {
      await session.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
        version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at BIGINT NOT NULL)`);
      const applied = new Set((await session.query<{ version: number }>('SELECT version FROM schema_migrations')).rows.map((r) => r.version));
      const steps = pending(migrations, applied);
      for (const step of steps) {
        await session.query('BEGIN');
        try {
          await session.exec(step.sql);
          await session.query('INSERT INTO schema_migrations (version, name, applied_at) VALUES ($1, $2, $3)', [step.version, step.name, Date.now()]);
          await session.query('COMMIT');
        } catch (error) {
          await session.query('ROLLBACK').catch(() => { broken = true; });
          throw error;
        }
      }
      return steps.length;
    } finally {
      await session.query('SELECT pg_advisory_unlock($1, $2)', [LOCK_SPACE, MIGRATION_LOCK]).catch(() => { broken = true; });
    }
  } finally {
    session.release(broken);
  }
}

export async function schemaVersion(driver: PgDriver): Promise<number> {
  return (await driver.query<{ v: number }>('SELECT COALESCE(MAX(version), 0) AS v FROM schema_migrations')).rows[0]!.v;
}
