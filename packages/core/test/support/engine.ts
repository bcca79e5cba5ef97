// The engine a test runs on, and what reads its database beside the service: shared by the
// core and daemon tests. SQLite by default; PostgreSQL when INBOXKIT_TEST_ENGINE is `postgres`
// (run-tests.mjs runs the service and daemon files that need it once more so), on a real
// server or PGlite (see postgres.ts).
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { isPostgresUrl } from '../../src/storage/index.js';
import { testPostgres, type TestPostgres } from './postgres.js';

/** The engine of the services tests make. */
export const TEST_ENGINE: 'sqlite' | 'postgres' = process.env.INBOXKIT_TEST_ENGINE === 'postgres' ? 'postgres' : 'sqlite';

let postgres: TestPostgres | null = null;

/** A new database for one test service: a SQLite file in `dir`, or a fresh PostgreSQL database. */
export async function testDatabase(dir: string): Promise<{ database: string; release(): Promise<void> }> {
  if (TEST_ENGINE === 'sqlite') return { database: join(dir, 'inboxkit.sqlite'), release: async () => {} };
  postgres ??= testPostgres();
  const database = await postgres.fresh();
  return { database, release: () => postgres!.release(database) };
}

/**
 * Reads a service's database through a connection of its own: what is committed, as another
 * process would see it (test-only: the service exposes no SQL). `?` placeholders, on either
 * engine; the SQL must mean the same on both.
 */
export async function peek<T = Record<string, unknown>>(target: { database: string } | string, sql: string, ...params: unknown[]): Promise<T | undefined> {
  return (await peekAll<T>(target, sql, ...params))[0];
}

/** Every row of peek's query. */
export async function peekAll<T = Record<string, unknown>>(target: { database: string } | string, sql: string, ...params: unknown[]): Promise<T[]> {
  const database = typeof target === 'string' ? target : target.database;
  if (isPostgresUrl(database)) {
    postgres ??= testPostgres();
    let n = 0;
    return postgres.query<T>(database, sql.replace(/\?/g, () => `$${++n}`), params);
  }
  const db = new Database(database, { readonly: true });
  try {
    return db.prepare(sql).all(...params) as T[];
  } finally {
    db.close();
  }
}


/** Runs one writing statement on a service's database from beside it (`?` placeholders, on either engine). */
export async function execSql(target: { database: string } | string, sql: string, ...params: unknown[]): Promise<void> {
  const database = typeof target === 'string' ? target : target.database;
  if (isPostgresUrl(database)) {
    await peekAll(database, sql, ...params);
    return;
  }
  const db = new Database(database);
  try {
    db.prepare(sql).run(...params);
  } finally {
    db.close();
  }
}
