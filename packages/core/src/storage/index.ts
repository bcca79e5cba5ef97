/**
 * Persistence: the storage port (port.ts, rows.ts) and its engines. Features depend on the
 * port only; the service picks the engine.
 */
export type * from './port.js';
export { SEARCH_BODY_CHARS } from './port.js';
export type * from './rows.js';
export { EpochCache } from './epoch-cache.js';
export { openSqliteStorage, MIGRATIONS, type Migration, type SqliteStorageOptions, type WalCheckpoints } from './sqlite/index.js';
