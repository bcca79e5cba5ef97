import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { sqliteOptions } from './binding.js';
import { transact, Turns, TxStack } from '../tx-stack.js';

export type Db = Database.Database;

export interface SqliteConnectionOptions {
  /** File path, or ':memory:'. */
  path: string;
  /**
   * 'normal' (default): in WAL mode a commit survives a crash of the process, which is
   * what "stored" means for a test inbox. 'full': each commit is also fsynced, so it
   * survives power loss, at a large cost in commits per second.
   */
  durability?: 'normal' | 'full';
}

/** How long a writer waits for a lock held by another connection (another process, the CLI). */
const BUSY_TIMEOUT_MS = 5000;

/** Runs one synchronous piece of work against the connection and hands back its result as a promise. */
export type Runner = <T>(work: () => T) => Promise<T>;

const settle = <T>(work: () => T): Promise<T> => {
  try {
    return Promise.resolve(work());
  } catch (error) {
    return Promise.reject(error);
  }
};

/**
 * One better-sqlite3 connection shared by every caller in the process, with transactions that
 * may await. better-sqlite3 is synchronous, so a statement never interleaves with another; a
 * transaction whose callback awaits could, so a transaction holds the connection until it ends
 * and every other caller's work waits its turn (first come, first served). Work that finds the
 * connection free runs at once, in the caller's turn of the event loop: the hot path pays one
 * resolved promise, not a queue.
 */
export class SqliteConnection {
  readonly db: Db;
  private readonly turns = new Turns();
  /** The open transaction's callbacks and savepoints; null between transactions. */
  private stack: TxStack | null = null;
  /** Transaction control, prepared once (db.exec would parse the SQL on every call, and a batch savepoints each message). */
  private readonly control: { begin: Database.Statement; commit: Database.Statement; rollback: Database.Statement };
  private readonly savepointControl: Array<{ open: Database.Statement; release: Database.Statement; rollback: Database.Statement }> = [];

  /** Called right after each BEGIN (the catalog's version check is per transaction). */
  onBegin: () => void = () => {};

  constructor(options: SqliteConnectionOptions) {
    if (options.path !== ':memory:') mkdirSync(dirname(options.path), { recursive: true });
    this.db = new Database(options.path, sqliteOptions());
    this.db.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);
    this.db.pragma('journal_mode = WAL');
    this.db.pragma(`synchronous = ${options.durability === 'full' ? 'FULL' : 'NORMAL'}`);
    this.db.pragma('foreign_keys = ON');
    // 16 MiB of page cache keeps the hot index pages resident; bodies live in their own table
    // and are read once, so a bigger cache mostly grows RSS (64 MiB measured ~60 MB more).
    this.db.pragma('cache_size = -16384');
    this.db.pragma('temp_store = MEMORY');
    this.control = { begin: this.db.prepare('BEGIN IMMEDIATE'), commit: this.db.prepare('COMMIT'), rollback: this.db.prepare('ROLLBACK') };
  }

  /** Work outside any transaction: at once when the connection is free, else after the transactions ahead of it. */
  readonly run: Runner = (work) => {
    if (this.turns.free) return settle(work);
    return this.turns.acquire().then(() => {
      try {
        return work();
      } finally {
        this.turns.release();
      }
    });
  };

  /** Work inside the open transaction (the transaction's own handle): never queues. */
  readonly direct: Runner = (work) => {
    if (this.turns.free) return Promise.reject(new Error('storage: a transaction handle was used after its transaction ended'));
    return settle(work);
  };

  /**
   * Runs `fn` in one transaction (BEGIN IMMEDIATE: the write lock is taken at once, so a
   * transaction never fails halfway for want of it). Commits when `fn` resolves, rolls back when
   * it rejects. `onCommit` callbacks run after the commit, in order.
   */
  async transaction<T>(fn: () => Promise<T>): Promise<T> {
    await this.turns.acquire();
    return transact({
      begin: () => {
        this.control.begin.run();
        this.onBegin();
        this.stack = new TxStack(this.savepointStatement);
      },
      commit: () => void this.control.commit.run(),
      rollback: () => { if (this.db.inTransaction) this.control.rollback.run(); },
      end: (committed) => this.current().end(committed),
      release: () => {
        this.stack = null;
        this.turns.release();
      },
    }, fn);
  }

  /** The open transaction's stack (savepoint, onCommit, onRollback go there). */
  current(): TxStack {
    if (!this.stack) throw new Error('storage: a transaction handle was used after its transaction ended');
    return this.stack;
  }

  private readonly savepointStatement = (action: 'open' | 'release' | 'rollback', depth: number): void => {
    const sp = this.savepointControl[depth] ??= {
      open: this.db.prepare(`SAVEPOINT sp${depth}`), release: this.db.prepare(`RELEASE sp${depth}`), rollback: this.db.prepare(`ROLLBACK TO sp${depth}`),
    };
    if (action === 'rollback') sp.rollback.run();
    if (action !== 'open') sp.release.run();
    else sp.open.run();
  };

  get open(): boolean {
    return this.db.open;
  }

  /** Waits for the transactions under way, then closes (SQLite then checkpoints and removes the WAL). */
  async close(): Promise<void> {
    if (this.db.open) await this.turns.hold(() => { if (this.db.open) this.db.close(); });
  }
}
