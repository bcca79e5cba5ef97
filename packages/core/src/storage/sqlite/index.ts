import type { Storage, StorageGroups, StorageTx } from '../port.js';
import { SqliteConnection, type Runner, type SqliteConnectionOptions } from './connection.js';
import { migrate, schemaVersion } from './schema.js';
import { MIGRATIONS, type Migration } from '../schema/index.js';
import { CatalogGuard } from './catalog.js';
import { bindGroups, storageGroups } from '../groups/index.js';
import { driveSync, type Gen } from '../sql/ops.js';
import { sqliteExec } from './driver.js';
import { sqliteDialect } from './dialect.js';
import { FALLBACK_CHECKPOINT_PAGES, startCheckpointer, type WalCheckpoints } from './checkpointer.js';

export type { SqliteConnectionOptions } from './connection.js';
export type { WalCheckpoints } from './checkpointer.js';

export interface SqliteStorageOptions extends SqliteConnectionOptions {
  /** Schema steps to run at open. Default: every group's (MIGRATIONS). */
  migrations?: Migration[];
  /** Where WAL checkpoints run (see checkpointer.ts). Default 'commit'; a ':memory:' database has none. */
  walCheckpoints?: WalCheckpoints;
}

/**
 * The storage port on one SQLite file (or ':memory:') through better-sqlite3. Statements are
 * prepared once; each group's methods (written once for both engines, groups/) run through the
 * connection's queue outside a transaction, and directly on a transaction's handle.
 */
export function openSqliteStorage(options: SqliteStorageOptions): Storage {
  const connection = new SqliteConnection(options);
  const { db } = connection;
  migrate(db, options.migrations ?? MIGRATIONS);
  const checkpointer = options.walCheckpoints === 'background' && options.path !== ':memory:'
    ? (db.pragma(`wal_autocheckpoint = ${FALLBACK_CHECKPOINT_PAGES}`), startCheckpointer(options.path)) : null;
  const catalog = new CatalogGuard(db);
  connection.onBegin = () => catalog.transactionStarted();
  const exec = sqliteExec(db, catalog);
  const groups = storageGroups(catalog, sqliteDialect);
  // A group method runs whole in the connection's turn: one resolved promise, no hop per statement.
  const over = (run: Runner): StorageGroups => bindGroups(groups, <T>(g: Gen<T>) => run(() => driveSync(exec, g)));
  // One transaction at a time on the connection, so one handle serves them all.
  const tx: StorageTx = {
    ...over(connection.direct),
    savepoint: async (fn) => connection.current().savepoint(fn),
    onCommit: (callback) => connection.current().onCommit(callback),
    onRollback: (callback) => connection.current().onRollback(callback),
    // One transaction at a time: nothing else can interleave, so a lock holds already.
    lock: () => connection.direct(() => undefined),
  };
  return {
    engine: 'sqlite',
    catalog,
    // One process per file (the data directory's lock): nobody else commits, one node does every duty.
    feed: { shared: false, onEvents: () => () => {} },
    singleton: async (_name, fn) => ({ ran: true, value: await fn() }),
    ...over(connection.run),
    transaction: (fn) => connection.transaction(() => fn(tx)),
    schemaVersion: () => connection.run(() => schemaVersion(db)),
    get open() {
      return connection.open;
    },
    close: async () => {
      // The checkpoint thread's connection closes first, so this one is the last: SQLite then
      // checkpoints and removes the WAL.
      await checkpointer?.close();
      await connection.close();
    },
  };
}
