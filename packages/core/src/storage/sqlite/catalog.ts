import type { Db } from './connection.js';
import type { Catalog } from '../port.js';

/**
 * The catalog epoch (port.ts) of one SQLite connection. It moves when
 * - this connection writes a cached row (the group yields `changed`), and
 * - another connection (the CLI, a second process on the same file) has committed anything
 *   since the last look: SQLite's `PRAGMA data_version` changes then.
 * A write of ours may still roll back: epoch() is null until its transaction ends.
 *
 * No other connection can commit while ours holds a write transaction, so inside one the
 * version is read once (`transactionStarted()` marks each): a batch of messages asks for the
 * epoch several times per message.
 */
export class CatalogGuard implements Catalog {
  private current = 0;
  private dataVersion: number;
  private uncommitted = false;
  /** The version was read in the current transaction. */
  private readInTransaction = false;
  private readonly versionStmt;

  constructor(private readonly db: Db) {
    this.versionStmt = db.prepare('PRAGMA data_version').pluck();
    this.dataVersion = this.versionStmt.get() as number;
  }

  epoch(): number | null {
    if (this.uncommitted) {
      if (this.db.inTransaction) return null;
      this.uncommitted = false;
      this.current++;
    }
    if (this.db.inTransaction) {
      if (this.readInTransaction) return this.current;
      this.readInTransaction = true;
    }
    const version = this.versionStmt.get() as number;
    if (version !== this.dataVersion) {
      this.dataVersion = version;
      this.current++;
    }
    return this.current;
  }

  /** The connection began a transaction: the next epoch() reads the version again. */
  transactionStarted(): void {
    this.readInTransaction = false;
  }

  /** Call after writing a cached row (before or after commit: both are handled). */
  changed(): void {
    this.current++;
    if (this.db.inTransaction) this.uncommitted = true;
  }
}

