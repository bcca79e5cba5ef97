import type { PgDriver, PgQuery, PgResult, PgSession } from './driver.js';
import { runCallback, transact, TxStack } from '../tx-stack.js';

/**
 * Advisory locks of Inboxkit: the first key of PostgreSQL's two-key form, so another
 * application's locks on the same database (single bigint keys, or its own first key) never
 * collide with ours. The second key is hashtext() of the lock's name.
 */
export const LOCK_SPACE = 0x696b6278; // 'ikbx'
const LOCK: PgQuery = { name: 'ik_lock', text: `SELECT pg_advisory_xact_lock(${LOCK_SPACE}, hashtext($1))` };

/** Where a group's statements run: a transaction's session, or the pool (each statement on its own). */
export interface PgContext {
  query<R = Record<string, unknown>>(query: PgQuery | string, values?: readonly unknown[]): Promise<PgResult<R>>;
  /** The transaction the statements run in, or null outside one. */
  readonly tx: PgTransaction | null;
  /** Runs `fn` in this context's transaction, or in a new one outside a transaction: for writes of several statements that must commit together. */
  atomic<T>(fn: (ctx: PgContext) => Promise<T>): Promise<T>;
}

/**
 * One transaction on a session of its own: BEGIN … COMMIT, savepoints, advisory locks held to
 * the end, and the callbacks to run after the commit (or for undone work), kept as every engine
 * keeps them (TxStack; the contract tests hold both engines to the same semantics).
 */
export class PgTransaction extends TxStack implements PgContext {
  readonly tx = this;
  /** Run right after COMMIT or ROLLBACK, before the session goes back (the catalog's bookkeeping). */
  readonly ending: Array<(committed: boolean) => void> = [];
  /** Writes held back to the commit, run in order right before COMMIT (the event log's rows, one statement per transaction). */
  private readonly deferred: Array<() => Promise<void>> = [];

  constructor(private readonly session: PgSession) {
    super(async (action, depth) => {
      if (action === 'open') return void await session.query(`SAVEPOINT sp${depth}`);
      if (action === 'rollback') await session.query(`ROLLBACK TO SAVEPOINT sp${depth}`);
      await session.query(`RELEASE SAVEPOINT sp${depth}`);
    });
  }

  query<R = Record<string, unknown>>(query: PgQuery | string, values?: readonly unknown[]): Promise<PgResult<R>> {
    if (this.closed) return Promise.reject(new Error('storage: a transaction handle was used after its transaction ended'));
    return this.session.query<R>(query, values);
  }

  atomic<T>(fn: (ctx: PgContext) => Promise<T>): Promise<T> {
    return fn(this);
  }

  /**
   * Runs `write` right before the commit, whatever savepoints roll back meanwhile: what it
   * writes is the caller's to keep in step with them (with onRollback).
   */
  beforeCommit(write: () => Promise<void>): void {
    if (this.closed) throw new Error('storage: a transaction handle was used after its transaction ended');
    this.deferred.push(write);
  }

  /** The writes held back to the commit, in order (PgConnection calls it before COMMIT). */
  async flush(): Promise<void> {
    for (const write of this.deferred.splice(0)) await write();
  }

  /** Holds `name` until the transaction ends (or the savepoint that took it rolls back). */
  async lock(name: string): Promise<void> {
    if (this.holds(name)) return;
    await this.query(LOCK, [name]);
    this.took(name);
  }

  override end(committed: boolean): Array<() => void> {
    const callbacks = super.end(committed);
    for (const hook of this.ending) runCallback(() => hook(committed));
    return callbacks;
  }
}

/**
 * The engine's statements over a driver: outside a transaction each statement runs on its own
 * (a pool connection, or PGlite's one session in its turn), and a transaction holds a session
 * of its own from BEGIN to COMMIT, so other callers are never held up by it on a server (they
 * see only what it committed).
 */
export class PgConnection {
  private active = 0;
  private idle: Array<() => void> = [];
  private closing = false;
  private closed = false;
  readonly outside: PgContext;

  constructor(readonly driver: PgDriver) {
    this.outside = {
      query: (query, values) => this.closed
        ? Promise.reject(new Error('storage: the database is closed'))
        : this.driver.query(query, values),
      tx: null,
      atomic: (fn) => this.transaction((tx) => fn(tx)),
    };
  }

  get open(): boolean {
    return !this.closing;
  }

  /** Runs `fn` in one transaction; commits when it resolves, rolls back when it rejects. */
  async transaction<T>(fn: (tx: PgTransaction) => Promise<T>): Promise<T> {
    if (this.closing) throw new Error('storage: the database is closed');
    this.active++;
    let session: PgSession;
    try {
      session = await this.driver.connect();
    } catch (error) {
      this.finished();
      throw error;
    }
    const tx = new PgTransaction(session);
    // The session is discarded unless BEGIN, and ROLLBACK when one was needed, succeeded: its state is unknown then.
    let broken = true;
    return transact({
      begin: async () => {
        await session.query('BEGIN');
        broken = false;
      },
      commit: async () => {
        await tx.flush();
        await session.query('COMMIT');
      },
      rollback: () => session.query('ROLLBACK').then(() => {}, () => { broken = true; }),
      end: (committed) => tx.end(committed),
      release: () => {
        session.release(broken);
        this.finished();
      },
    }, () => fn(tx));
  }

  /** Waits for the transactions under way, then closes the driver. */
  async close(): Promise<void> {
    if (this.closing) return;
    this.closing = true;
    if (this.active > 0) await new Promise<void>((resolve) => this.idle.push(resolve));
    this.closed = true;
    await this.driver.close();
  }

  private finished(): void {
    if (--this.active === 0) for (const resolve of this.idle.splice(0)) resolve();
  }
}
