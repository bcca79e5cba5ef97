import { randomUUID } from 'node:crypto';
import type { Catalog } from '../port.js';
import type { PgDriver, ListenGap } from './driver.js';
import type { PgTransaction } from './connection.js';

/** The channel catalog writes NOTIFY on. */
export const CATALOG_CHANNEL = 'inboxkit_catalog';
const NOTIFY = { name: 'ik_catalog_notify', text: `SELECT pg_notify('${CATALOG_CHANNEL}', $1)` };

/**
 * The catalog epoch (port.ts) on PostgreSQL. Every write to a cached row sends NOTIFY
 * inboxkit_catalog in its transaction, which PostgreSQL delivers at the commit to every listening
 * session: each storage listens on a connection of its own, and moves its epoch when another
 * storage's commit is announced (this process's other storages, the CLI, other daemons). A cache
 * is stale at most for the time a notification takes to arrive, milliseconds on one network.
 * Writes of this storage move the epoch themselves; while one is uncommitted the epoch is null,
 * and so it is while the listening connection is down, until it is back.
 */
export class PgCatalog implements Catalog {
  private current = 0;
  private uncommitted = 0;
  private listening = false;
  /** The payload of our own notifications, which we hear too and skip. */
  private readonly origin = randomUUID();
  private readonly marked = new WeakSet<PgTransaction>();
  private stopListening: (() => Promise<void>) | null = null;

  /** Starts listening; the epoch is null until it does. */
  async start(driver: PgDriver): Promise<void> {
    this.stopListening = await driver.listen(CATALOG_CHANNEL, (payload) => {
      if (payload !== this.origin) this.current++;
    }, (gap: ListenGap) => {
      this.listening = gap === 'back';
      this.current++;
    });
    this.listening = true;
    this.current++;
  }

  async stop(): Promise<void> {
    this.listening = false;
    await this.stopListening?.();
  }

  epoch(): number | null {
    return this.uncommitted > 0 || !this.listening ? null : this.current;
  }

  /** Call in the transaction that writes a cached row: announces it at the commit, and holds our caches off until the transaction ends. */
  async changed(tx: PgTransaction): Promise<void> {
    if (!this.marked.has(tx)) {
      this.marked.add(tx);
      this.uncommitted++;
      this.current++;
      tx.ending.push(() => {
        this.uncommitted--;
        this.current++;
      });
    }
    // Every time (PostgreSQL folds repeats within a transaction): one sent in a savepoint that
    // rolled back is gone with it.
    await tx.query(NOTIFY, [this.origin]);
  }
}
