import { openDatabase, type Db, type OpenDatabaseOptions } from './db.js';
import { AccountsTable } from './accounts.js';
import { ApiKeysTable } from './api-keys.js';
import { InboxesTable } from './inboxes.js';
import { MessagesTable } from './messages.js';
import { UsageTable } from './usage.js';
import { IdempotencyTable } from './idempotency.js';
import { CatalogGuard } from './catalog.js';
import { startBackgroundCheckpoints, type BackgroundCheckpointOptions, type BackgroundCheckpoints, type WalCheckpoints } from './checkpoints.js';

export { openDatabase, type Db, type OpenDatabaseOptions } from './db.js';
export { migrate, schemaVersion, MIGRATIONS, type Migration } from './migrations.js';
export { encodeCursor, decodeCursor } from './cursor.js';
export { monthPeriod, type UsageTable } from './usage.js';
export * from './accounts.js';
export * from './api-keys.js';
export * from './inboxes.js';
export * from './messages.js';
export * from './idempotency.js';
export { CatalogGuard, EpochCache } from './catalog.js';
export { startBackgroundCheckpoints, type BackgroundCheckpointOptions, type BackgroundCheckpoints, type WalCheckpoints } from './checkpoints.js';

export interface StoreOptions extends OpenDatabaseOptions {
  /** Where WAL checkpoints run (see WalCheckpoints). Default 'commit'; ignored for ':memory:'. */
  walCheckpoints?: WalCheckpoints;
  backgroundCheckpoints?: BackgroundCheckpointOptions;
}

/** All tables over one connection. Later concerns add their own tables beside these. */
export class Store {
  readonly accounts: AccountsTable;
  readonly apiKeys: ApiKeysTable;
  readonly inboxes: InboxesTable;
  readonly messages: MessagesTable;
  readonly usage: UsageTable;
  readonly idempotency: IdempotencyTable;
  /** When cached accounts and inboxes (routing) must be read again; see catalog.ts. */
  readonly catalog: CatalogGuard;
  /** One reusable transaction function: db.transaction() per call compiled a wrapper each time. */
  private readonly runInTx: (fn: () => unknown) => unknown;
  private checkpoints: BackgroundCheckpoints | null = null;

  constructor(readonly db: Db) {
    this.catalog = new CatalogGuard(db);
    this.accounts = new AccountsTable(db, this.catalog);
    this.apiKeys = new ApiKeysTable(db);
    this.inboxes = new InboxesTable(db, this.catalog);
    this.messages = new MessagesTable(db);
    this.usage = new UsageTable(db);
    this.idempotency = new IdempotencyTable(db);
    this.runInTx = db.transaction((fn: () => unknown) => fn());
  }

  static open(options: StoreOptions): Store {
    const store = new Store(openDatabase(options));
    if (options.walCheckpoints === 'background' && options.path !== ':memory:') {
      store.checkpoints = startBackgroundCheckpoints(store.db, options.backgroundCheckpoints);
    }
    return store;
  }

  /** Runs fn in one transaction. fn must be synchronous: better-sqlite3 cannot await inside. */
  tx<T>(fn: () => T): T {
    // Nested calls become savepoints, as with db.transaction(fn)().
    return this.runInTx(fn) as T;
  }

  /**
   * A batch in one transaction, optimistically: first with `isolate` false (no savepoint per
   * item; the first failure throws out and rolls everything back), then, only if that threw,
   * again with `isolate` true, where `fn` gives each item a savepoint of its own so a failure
   * fails that item alone. Failures are rare; a savepoint per item costs on every batch.
   * `beforeRetry` resets whatever `fn` collected during the failed attempt.
   */
  batchTx<T>(fn: (isolate: boolean) => T, beforeRetry?: () => void): T {
    try {
      return this.tx(() => fn(false));
    } catch {
      beforeRetry?.();
      return this.tx(() => fn(true));
    }
  }

  /**
   * Closes the connection, at once without a checkpoint thread. With one, that thread closes
   * its connection first, so this one is the last: SQLite then checkpoints and removes the WAL.
   */
  close(): Promise<void> {
    const checkpoints = this.checkpoints;
    this.checkpoints = null;
    if (!checkpoints) {
      if (this.db.open) this.db.close();
      return Promise.resolve();
    }
    return checkpoints.close(() => {
      if (this.db.open) this.db.close();
    });
  }
}
