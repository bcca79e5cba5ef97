import { resolve } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { withoutNul, type PgDriver, type PgQuery, type PgResult, type PgSession } from './driver.js';

/**
 * PGlite: PostgreSQL compiled to WebAssembly, running in this process. It is what the tests
 * use when no server is given, and `pglite:` URLs select it for a trial run. It has one
 * session, so this adapter lends it to one user at a time (a transaction holds it until it
 * ends, like the SQLite engine's one connection); it is an optional dependency
 * (@electric-sql/pglite), loaded only when a `pglite:` URL is opened.
 *
 * - `pglite://memory` — a new, empty in-memory database;
 * - `pglite://memory/<name>` — the in-memory database of that name, shared by every storage of
 *   this process that opens the name (as two connections share a server), gone when the last
 *   one closes;
 * - `pglite:<path>` (or `pglite://<absolute path>`) — a data directory, shared the same way
 *   within the process; never open one directory from two processes.
 *
 * Starting PGlite takes seconds, so an in-memory database nobody holds any more is emptied
 * (its schema dropped and made again) and kept for the next in-memory database the process
 * opens.
 */

export type PgliteLocation = { memory: true; name: string | null } | { memory: false; dir: string };

/** Parses a `pglite:` URL; null when `url` is not one. */
export function pgliteLocation(url: string): PgliteLocation | null {
  if (!url.startsWith('pglite:')) return null;
  const rest = url.slice('pglite:'.length);
  const memory = /^\/\/memory(?:\/([^/?#]*))?$/.exec(rest);
  if (memory) return { memory: true, name: memory[1] ? decodeURIComponent(memory[1]) : null };
  const dir = rest.startsWith('//') ? rest.slice(2) : rest;
  if (dir === '') throw new Error(`storage: ${url} names no PGlite database (pglite://memory, pglite://memory/<name> or pglite:<directory>)`);
  return { memory: false, dir: resolve(dir) };
}

/** One session handed to one user at a time, first come first served. */
class Turns {
  private held = false;
  private readonly waiting: Array<() => void> = [];

  acquire(): Promise<void> {
    if (!this.held) {
      this.held = true;
      return Promise.resolve();
    }
    return new Promise((ok) => this.waiting.push(ok));
  }

  release(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.held = false;
  }
}

interface Instance {
  db: PGlite;
  turns: Turns;
  refs: number;
}

const INT8 = 20;
const BYTEA = 17;
/** Shared instances by name or directory. */
const shared = new Map<string, Promise<Instance>>();
/** Emptied in-memory instances, ready for the next in-memory database. */
const spares: Instance[] = [];
const MAX_SPARES = 2;

async function start(dataDir?: string): Promise<Instance> {
  let module: typeof import('@electric-sql/pglite');
  try {
    module = await import('@electric-sql/pglite');
  } catch {
    throw new Error('storage: pglite: URLs need the optional package @electric-sql/pglite (npm install @electric-sql/pglite)');
  }
  const db = new module.PGlite({
    ...(dataDir ? { dataDir } : {}),
    // The same value types as the server adapter: int8 as number, bytea as Buffer.
    parsers: { [INT8]: (v: string) => Number(v), [BYTEA]: (v: string) => Buffer.from(v.slice(2), 'hex') },
  });
  await db.waitReady;
  return { db, turns: new Turns(), refs: 0 };
}

/** Drops everything a storage made, so the instance is as new. */
async function empty(instance: Instance): Promise<void> {
  // ROLLBACK outside a transaction only warns; one left open by a lost session ends here.
  await instance.db.exec(`ROLLBACK; UNLISTEN *; SELECT pg_advisory_unlock_all(); RESET ALL;
    DROP SCHEMA public CASCADE; CREATE SCHEMA public;`);
}

/** The last user is gone: an in-memory instance is emptied and kept for the next opener, a directory's closed. */
async function retire(instance: Instance, memory: boolean): Promise<void> {
  try {
    if (!memory || spares.length >= MAX_SPARES) throw new Error('not kept');
    await empty(instance);
    spares.push(instance);
  } catch {
    await instance.db.close();
  }
}

async function acquire(location: PgliteLocation): Promise<{ instance: Instance; done: () => Promise<void> }> {
  const fresh = () => (location.memory ? Promise.resolve(spares.pop() ?? start()) : start(location.dir));
  if (location.memory && location.name === null) {
    const instance = await fresh();
    instance.refs = 1;
    return { instance, done: () => retire(instance, true) };
  }
  const key = location.memory ? `memory:${location.name}` : `dir:${location.dir}`;
  let pending = shared.get(key);
  if (!pending) {
    pending = fresh().then((instance) => Object.assign(instance, { refs: 0 }));
    shared.set(key, pending);
    pending.catch(() => shared.delete(key));
  }
  const instance = await pending;
  instance.refs++;
  return {
    instance,
    done: async () => {
      if (--instance.refs > 0) return;
      shared.delete(key);
      await retire(instance, location.memory);
    },
  };
}

/** Opens the PGlite database a `pglite:` URL names. */
export async function pgliteDriver(location: PgliteLocation): Promise<PgDriver> {
  const { instance, done } = await acquire(location);
  const { db, turns } = instance;
  const stops = new Set<() => Promise<void>>();
  let closed = false;

  const run = async <R>(query: PgQuery | string, values?: readonly unknown[]): Promise<PgResult<R>> => {
    const result = await db.query<R>(typeof query === 'string' ? query : query.text, withoutNul(values) as unknown[] | undefined);
    const rowCount = (result as { rowCount?: number }).rowCount ?? result.affectedRows ?? result.rows.length;
    return { rows: result.rows, rowCount };
  };
  /** Runs `work` with the session to itself. */
  const exclusive = async <T>(work: () => Promise<T>): Promise<T> => {
    await turns.acquire();
    try {
      return await work();
    } finally {
      turns.release();
    }
  };

  return {
    kind: 'pglite',
    query: (query, values) => {
      if (closed) return Promise.reject(new Error('storage: the database is closed'));
      return exclusive(() => run(query, values));
    },
    async connect(): Promise<PgSession> {
      if (closed) throw new Error('storage: the database is closed');
      await turns.acquire();
      let released = false;
      return {
        query: (query, values) => run(query, values),
        exec: async (sql) => { await db.exec(sql); },
        release() {
          if (released) return;
          released = true;
          turns.release();
        },
      };
    },
    async listen(channel, onNotify) {
      // LISTEN in the one session: never inside someone's open transaction, which could undo it.
      const unlisten = await exclusive(() => db.listen(channel, onNotify));
      const stop = async () => {
        if (!stops.delete(stop)) return;
        await exclusive(() => unlisten()).catch(() => {});
      };
      stops.add(stop);
      return stop;
    },
    async close() {
      if (closed) return;
      await Promise.all([...stops].map((stop) => stop()));
      closed = true;
      // The last user's turn ends before the instance is emptied or closed.
      await exclusive(async () => {});
      await done();
    },
  };
}
