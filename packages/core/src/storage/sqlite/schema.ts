import type { Db } from './connection.js';
import { MIGRATIONS, pending, type Migration } from '../schema/index.js';
import { registerSearchFunctions } from './fts.js';

/** Runs the steps not yet recorded, in version order; returns how many ran. */
export function migrate(db: Db, migrations: Migration[] = MIGRATIONS): number {
  registerSearchFunctions(db); // the search index's backfill calls them
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at INTEGER NOT NULL)`);
  const applied = new Set(db.prepare('SELECT version FROM schema_migrations').pluck().all() as number[]);
  const record = db.prepare('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)');
  const steps = pending(migrations, applied);
  for (const step of steps) {
    db.transaction(() => {
      db.exec(step.sql);
      record.run(step.version, step.name, Date.now());
    })();
  }
  return steps.length;
}

export function schemaVersion(db: Db): number {
  return (db.prepare('SELECT COALESCE(MAX(version), 0) FROM schema_migrations').pluck().get() as number);
}
