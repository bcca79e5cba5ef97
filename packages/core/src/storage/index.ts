/**
 * Persistence: the storage port (port.ts, rows.ts) and its engines. Features depend on the
 * port only; the service picks the engine (openStorage).
 */
import type { Storage } from './port.js';
import { openSqliteStorage, type WalCheckpoints } from './sqlite/index.js';
import type { PostgresStorageOptions } from './postgres/index.js';
import { isPostgresUrl } from './postgres/url.js';

export type * from './port.js';
export type * from './port-checks.js';
export type * from './port-key-inboxes.js';
export type * from './port-smtp-faults.js';
export type * from './port-tags.js';
export { facetsOf } from './search-terms.js';
export type * from './port-auto-release.js';
export { SEQUENCE_LOCK, SEARCH_BODY_CHARS, accountLock } from './port.js';
export type * from './rows.js';
export { EpochCache } from './epoch-cache.js';
export { MIGRATIONS, PG_MIGRATIONS, type Migration } from './schema/index.js';
export { openSqliteStorage, type SqliteStorageOptions, type WalCheckpoints } from './sqlite/index.js';
export { isPostgresUrl } from './postgres/url.js';
export type { PostgresStorageOptions } from './postgres/index.js';

/**
 * PostgreSQL storage (postgres/index.ts), its module and node-postgres loaded on first use: a
 * process on SQLite never pays for them (some 0.1 s of CPU at start).
 */
export async function openPostgresStorage(options: PostgresStorageOptions): Promise<Storage> {
  return (await import('./postgres/index.js')).openPostgresStorage(options);
}

export interface OpenStorageOptions {
  /** SQLite: see SqliteConnectionOptions. */
  durability?: 'normal' | 'full';
  /** SQLite: where WAL checkpoints run. */
  walCheckpoints?: WalCheckpoints;
  /** PostgreSQL: connections in the pool. */
  poolSize?: number;
}

/**
 * The engine `database` names: a postgres:// or postgresql:// URL (a server) or a pglite: URL
 * (PGlite in this process) opens PostgreSQL; anything else is a SQLite file path, or ':memory:'.
 */
export function openStorage(database: string, options: OpenStorageOptions = {}): Promise<Storage> {
  if (isPostgresUrl(database)) return openPostgresStorage({ url: database, poolSize: options.poolSize });
  return Promise.resolve(openSqliteStorage({ path: database, durability: options.durability, walCheckpoints: options.walCheckpoints }));
}
