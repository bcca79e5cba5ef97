/**
 * Transactions the same way on every engine: their course (transact), the turns of a
 * connection only one user can hold (Turns), and what a transaction remembers besides its SQL
 * (TxStack): savepoint depth,
 * the callbacks to run after the commit (onCommit) and those to run for undone work
 * (onRollback, one list per open savepoint level), and the locks taken at each level (a
 * rolled-back savepoint releases its own). The engine gives the savepoint statements; a
 * synchronous one (SQLite) costs no promise hop.
 *
 * @example
 * const stack = new TxStack((action, depth) => db.exec(`${action} sp${depth}`));
 * await stack.savepoint(async () => { stack.onCommit(() => events.emit('x')); });
 * for (const callback of stack.end(true)) runCallback(callback);
 */
export type SavepointStatement = (action: 'open' | 'release' | 'rollback', depth: number) => void | Promise<void>;

/** A callback's failure must not undo a commit or mask a rollback's cause: it surfaces as an uncaught error. */
export function runCallback(callback: () => void): void {
  try {
    callback();
  } catch (error) {
    queueMicrotask(() => { throw error; });
  }
}

export class TxStack {
  private depth = 0;
  private ended = false;
  private readonly afterCommit: Array<() => void> = [];
  private readonly undone: Array<Array<() => void>> = [[]];
  /** Lock names taken, with the savepoint depth that took them. */
  private readonly locks = new Map<string, number>();

  constructor(private readonly statement: SavepointStatement) {}

  /** True once the transaction ended: its handle must not be used any more. */
  get closed(): boolean {
    return this.ended;
  }

  /** Whether `name` is held already (a second lock of it costs nothing). */
  holds(name: string): boolean {
    return this.locks.has(name);
  }

  /** Records a lock taken at the current level. */
  took(name: string): void {
    this.locks.set(name, this.depth);
  }

  onCommit(callback: () => void): void {
    if (this.ended) throw new Error('storage: onCommit needs an open transaction');
    this.afterCommit.push(callback);
  }

  onRollback(callback: () => void): void {
    if (this.ended) throw new Error('storage: onRollback needs an open transaction');
    this.undone[this.undone.length - 1]!.push(callback);
  }

  /** A nested transaction: when `fn` rejects, its changes alone roll back and its onCommit callbacks are dropped. */
  async savepoint<T>(fn: () => Promise<T>): Promise<T> {
    if (this.ended) throw new Error('storage: a savepoint needs an open transaction');
    const depth = ++this.depth;
    const mark = this.afterCommit.length;
    this.undone.push([]);
    let undone: Array<() => void> = [];
    try {
      const opened = this.statement('open', depth);
      if (opened) await opened;
    } catch (error) {
      this.depth--;
      this.undone.pop();
      throw error;
    }
    try {
      const value = await fn();
      const released = this.statement('release', depth);
      if (released) await released;
      // Kept: its work (and its locks) now end with the enclosing level.
      const own = this.undone.pop()!;
      this.undone[this.undone.length - 1]!.push(...own);
      for (const [name, at] of this.locks) if (at >= depth) this.locks.set(name, depth - 1);
      return value;
    } catch (error) {
      const rolledBack = this.statement('rollback', depth);
      if (rolledBack) await rolledBack;
      this.afterCommit.length = mark;
      undone = this.undone.pop()!;
      for (const [name, at] of this.locks) if (at >= depth) this.locks.delete(name);
      throw error;
    } finally {
      this.depth--;
      for (const callback of undone) runCallback(callback);
    }
  }

  /** Marks the end; returns the callbacks to run for the outcome (the caller runs them once the connection is free). */
  end(committed: boolean): Array<() => void> {
    this.ended = true;
    return committed ? this.afterCommit : this.undone.flat();
  }
}

/**
 * One transaction's course: BEGIN, `fn`, then COMMIT, or ROLLBACK when anything failed; the
 * callbacks for the outcome run last, once the connection is released. A step that is
 * synchronous (SQLite) costs no promise hop.
 */
export async function transact<T>(steps: {
  begin(): void | Promise<void>;
  commit(): void | Promise<void>;
  rollback(): void | Promise<void>;
  /** Marks the end; the callbacks to run for the outcome (TxStack.end). */
  end(committed: boolean): Array<() => void>;
  release(): void;
}, fn: () => Promise<T>): Promise<T> {
  let callbacks: Array<() => void> = [];
  try {
    const began = steps.begin();
    if (began) await began;
    try {
      const value = await fn();
      const committed = steps.commit();
      if (committed) await committed;
      callbacks = steps.end(true);
      return value;
    } catch (error) {
      const rolledBack = steps.rollback();
      if (rolledBack) await rolledBack;
      callbacks = steps.end(false);
      throw error;
    }
  } finally {
    steps.release();
    for (const callback of callbacks) runCallback(callback);
  }
}

/** A connection lent to one user at a time, first come, first served. */
export class Turns {
  private held = false;
  private readonly waiting: Array<() => void> = [];

  /** Nobody holds it (and so nobody waits). */
  get free(): boolean {
    return !this.held;
  }

  acquire(): Promise<void> {
    if (!this.held) {
      this.held = true;
      return Promise.resolve();
    }
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  /** Hands the connection to the next in line, if any. */
  release(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.held = false;
  }

  /** Runs `work` holding the connection. */
  async hold<T>(work: () => T | Promise<T>): Promise<T> {
    await this.acquire();
    try {
      return await work();
    } finally {
      this.release();
    }
  }
}
