import type { Storage, StorageTx } from '../port.js';
import type { PgDriver } from './driver.js';
import { serverDriver } from './server.js';
import { pgliteDriver, pgliteLocation } from './pglite.js';
import { PgConnection } from './connection.js';
import { migrate, schemaVersion } from './schema.js';
import { PG_MIGRATIONS, type Migration } from '../schema/index.js';
import { PgCatalog } from './catalog.js';
import { PgCommitFeed } from './feed.js';
import { pgSingleton } from './singleton.js';
import { bindGroups, storageGroups } from '../groups/index.js';
import { pgRunner } from './exec.js';
import { pgDialect } from './dialect.js';
import { keepStatistics, type StatisticsOptions } from './statistics.js';

export { migrate } from './schema.js';
export { PG_MIGRATIONS } from '../schema/index.js';
export { dumpPglite } from './pglite.js';
export type { PgDriver } from './driver.js';

export interface PostgresStorageOptions {
  /** postgres:// or postgresql:// (a server, through node-postgres), or pglite: (in this process; see pglite.ts). */
  url: string;
  /** Connections to a server. Default 10. */
  poolSize?: number;
  /** Schema steps to run at open. Default: every step (PG_MIGRATIONS). */
  migrations?: Migration[];
  /** When the planner's statistics are taken again as messages are stored (see statistics.ts). */
  statistics?: Partial<StatisticsOptions>;
}

export { isPostgresUrl } from './url.js';

export function openPostgresDriver(options: PostgresStorageOptions): Promise<PgDriver> {
  const pglite = pgliteLocation(options.url);
  return pglite ? pgliteDriver(pglite) : Promise.resolve(serverDriver({ url: options.url, poolSize: options.poolSize }));
}

/**
 * The storage port on PostgreSQL: migrates the database (once, whoever else opens it at the
 * same moment), listens for catalog changes, and serves every group. Outside a transaction each
 * statement runs on its own pool connection; a transaction holds a connection of its own, so it
 * never holds up other callers, and what it needs to hold against them it locks (tx.lock, the
 * sequence lock of messages.insert and eventLog.append, FOR UPDATE SKIP LOCKED for due work).
 */
export async function openPostgresStorage(options: PostgresStorageOptions): Promise<Storage> {
  const driver = await openPostgresDriver(options);
  const connection = new PgConnection(driver);
  const catalog = new PgCatalog();
  const feed = new PgCommitFeed();
  const statistics = keepStatistics(driver, options.statistics);
  try {
    // Awaited after a schema change (instant on the new tables); on a database that had its
    // schema already, in the background, so a large one does not delay the start.
    if ((await migrate(driver, options.migrations ?? PG_MIGRATIONS)) > 0) await statistics.take();
    else void statistics.take();
    await catalog.start(driver);
    await feed.start(driver);
  } catch (error) {
    await feed.stop().catch(() => {});
    await catalog.stop().catch(() => {});
    await driver.close().catch(() => {});
    throw error;
  }
  // Each stored message counts towards the next statistics run (a plan made on near-empty tables lasts until then).
  const groups = storageGroups(catalog, {
    ...pgDialect,
    *insertMany(messages) {
      const seqs = yield* pgDialect.insertMany(messages);
      for (let i = 0; i < seqs.length; i++) statistics.inserted();
      return seqs;
    },
  });
  return {
    engine: 'postgres',
    catalog,
    feed,
    singleton: pgSingleton(driver),
    ...bindGroups(groups, pgRunner(connection.outside, catalog)),
    // A commit counts the messages it stored towards the next statistics run (statistics.ts).
    transaction: (fn) => connection.transaction((t) => {
      const tx: StorageTx = {
        ...bindGroups(groups, pgRunner(t, catalog)),
        savepoint: (inner) => t.savepoint(inner),
        onCommit: (callback) => t.onCommit(callback),
        onRollback: (callback) => t.onRollback(callback),
        lock: (key) => t.lock(key),
      };
      return fn(tx);
    }).then((result) => {
      statistics.committed();
      return result;
    }),
    schemaVersion: () => schemaVersion(driver),
    get open() {
      return connection.open;
    },
    close: async () => {
      if (!connection.open) return;
      await feed.stop();
      await catalog.stop();
      await statistics.stop();
      await connection.close();
    },
  };
}
