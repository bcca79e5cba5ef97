import type { Storage, StorageGroups, StorageTx } from '../port.js';
import { SqliteConnection, type Runner, type SqliteConnectionOptions } from './connection.js';
import { migrate, schemaVersion, MIGRATIONS, type Migration } from './schema.js';
import { CatalogGuard } from './catalog.js';
import { SqliteAccounts } from './accounts.js';
import { SqliteApiKeys } from './api-keys.js';
import { inboxes } from '../groups/inboxes.js';
import { bind, driveSync, type Gen } from '../sql/ops.js';
import { sqliteExec } from './driver.js';
import { SqliteMessages } from './messages.js';
import { SqliteUsage } from './usage.js';
import { SqliteIdempotency } from './idempotency.js';
import { SqliteOutbox } from './outbox.js';
import { SqliteAnalysisJobs } from './analysis-jobs.js';
import { SqliteSignin } from './signin.js';
import { SqliteEventLog } from './event-log.js';
import { FALLBACK_CHECKPOINT_PAGES, startCheckpointer, type WalCheckpoints } from './checkpointer.js';

export { MIGRATIONS, type Migration } from './schema.js';
export type { SqliteConnectionOptions } from './connection.js';
export type { WalCheckpoints } from './checkpointer.js';

export interface SqliteStorageOptions extends SqliteConnectionOptions {
  /** Schema steps to run at open. Default: every group's (MIGRATIONS). */
  migrations?: Migration[];
  /** Where WAL checkpoints run (see checkpointer.ts). Default 'commit'; a ':memory:' database has none. */
  walCheckpoints?: WalCheckpoints;
}

/** The Promise-returning view of a synchronous group: each method runs through `run`. */
type Async<T> = { [K in keyof T]: T[K] extends (...args: infer A) => infer R ? (...args: A) => Promise<R> : never };

function asyncGroup<T extends object>(group: T, run: Runner): Async<T> {
  const out: Record<string, unknown> = {};
  for (const name of Object.getOwnPropertyNames(Object.getPrototypeOf(group))) {
    const method = (group as Record<string, unknown>)[name];
    if (name === 'constructor' || typeof method !== 'function') continue;
    out[name] = (...args: unknown[]) => run(() => (method as (...a: unknown[]) => unknown).apply(group, args));
  }
  return out as Async<T>;
}

/**
 * The storage port on one SQLite file (or ':memory:') through better-sqlite3. Statements are
 * prepared once; each group's methods run through the connection's queue outside a
 * transaction, and directly on a transaction's handle.
 */
export function openSqliteStorage(options: SqliteStorageOptions): Storage {
  const connection = new SqliteConnection(options);
  const { db } = connection;
  migrate(db, options.migrations ?? MIGRATIONS);
  const checkpointer = options.walCheckpoints === 'background' && options.path !== ':memory:'
    ? (db.pragma(`wal_autocheckpoint = ${FALLBACK_CHECKPOINT_PAGES}`), startCheckpointer(options.path)) : null;
  const catalog = new CatalogGuard(db);
  connection.onBegin = () => catalog.transactionStarted();
  const tables = {
    accounts: new SqliteAccounts(db, catalog),
    apiKeys: new SqliteApiKeys(db, catalog),
    messages: new SqliteMessages(db),
    usage: new SqliteUsage(db),
    idempotency: new SqliteIdempotency(db),
    outbox: new SqliteOutbox(db, catalog),
    analysisJobs: new SqliteAnalysisJobs(db),
    signin: new SqliteSignin(db),
    eventLog: new SqliteEventLog(db),
  };
  const exec = sqliteExec(db, catalog);
  const groups = (run: Runner): StorageGroups => ({
    accounts: asyncGroup(tables.accounts, run),
    apiKeys: asyncGroup(tables.apiKeys, run),
    inboxes: bind(inboxes, <T>(g: Gen<T>) => run(() => driveSync(exec, g))),
    messages: asyncGroup(tables.messages, run),
    usage: asyncGroup(tables.usage, run),
    idempotency: asyncGroup(tables.idempotency, run),
    outbox: asyncGroup(tables.outbox, run),
    analysisJobs: asyncGroup(tables.analysisJobs, run),
    signin: asyncGroup(tables.signin, run),
    eventLog: asyncGroup(tables.eventLog, run),
  });
  // One transaction at a time on the connection, so one handle serves them all.
  const tx: StorageTx = {
    ...groups(connection.direct),
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
    ...groups(connection.run),
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
