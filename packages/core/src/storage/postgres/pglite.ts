import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { Turns } from '../tx-stack.js';
import { textOf, withoutNul, type PgDriver, type PgQuery, type PgResult, type PgSession } from './driver.js';

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
 * `?load=<file>` starts a new in-memory database from a dump (PGlite's dumpDataDir, see
 * dumpPglite below) instead of an empty cluster: under a second of CPU where initdb takes three
 * (the tests start from a dump of a migrated database).
 *
 * PGlite arms a timer of up to 10 s after each statement (PostgreSQL's idle statistics flush),
 * which keeps the process running that long: close the storage when done.
 */

export type PgliteLocation = { memory: true; name: string | null; load: string | null } | { memory: false; dir: string };

/** Parses a `pglite:` URL; null when `url` is not one. */
export function pgliteLocation(url: string): PgliteLocation | null {
  if (!url.startsWith('pglite:')) return null;
  const rest = url.slice('pglite:'.length);
  const memory = /^\/\/memory(?:\/([^/?#]*))?(?:\?load=([^#]+))?$/.exec(rest);
  if (memory) {
    return { memory: true, name: memory[1] ? decodeURIComponent(memory[1]) : null, load: memory[2] ? decodeURIComponent(memory[2]) : null };
  }
  const dir = rest.startsWith('//') ? rest.slice(2) : rest;
  if (dir === '') throw new Error(`storage: ${url} names no PGlite database (pglite://memory, pglite://memory/<name> or pglite:<directory>)`);
  return { memory: false, dir: resolve(dir) };
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

async function start(dataDir?: string, load?: string | null): Promise<Instance> {
  let module: typeof import('@electric-sql/pglite');
  try {
    module = await import('@electric-sql/pglite');
  } catch {
    throw new Error('storage: pglite: URLs need the optional package @electric-sql/pglite (npm install @electric-sql/pglite)');
  }
  const db = new module.PGlite({
    ...(dataDir ? { dataDir } : {}),
    ...(load ? { loadDataDir: new Blob([readFileSync(load)]) } : {}),
    // Started from a dump, PostgreSQL recovers it and arms a startup-progress timer it never
    // clears in PGlite's single-user mode: that timer alone would keep the process running.
    postgresqlconf: ['log_startup_progress_interval = 0'],
    // The same value types as the server adapter: int8 as number, bytea as Buffer.
    parsers: { [INT8]: (v: string) => Number(v), [BYTEA]: (v: string) => Buffer.from(v.slice(2), 'hex') },
  });
  await db.waitReady;
  return { db, turns: new Turns(), refs: 0 };
}

async function acquire(location: PgliteLocation): Promise<{ instance: Instance; done: () => Promise<void> }> {
  const fresh = () => (location.memory ? start(undefined, location.load) : start(location.dir));
  if (location.memory && location.name === null) {
    const instance = await fresh();
    return { instance, done: () => instance.db.close() };
  }
  const key = location.memory ? `memory:${location.name}` : `dir:${location.dir}`;
  let pending = shared.get(key);
  if (!pending) {
    pending = fresh();
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
      await instance.db.close();
    },
  };
}

/** A gzipped dump of the named in-memory database (open now), for `?load=`. */
export async function dumpPglite(url: string): Promise<Blob> {
  const location = pgliteLocation(url);
  const pending = location?.memory && location.name !== null ? shared.get(`memory:${location.name}`) : undefined;
  if (!pending) throw new Error(`storage: ${url} is no open named in-memory PGlite database`);
  const { db, turns } = await pending;
  return turns.hold(() => db.dumpDataDir('gzip'));
}

/** Opens the PGlite database a `pglite:` URL names. */
export async function pgliteDriver(location: PgliteLocation): Promise<PgDriver> {
  const { instance, done } = await acquire(location);
  const { db, turns } = instance;
  const stops = new Set<() => Promise<void>>();
  let closed = false;

  const run = async <R>(query: PgQuery | string, values?: readonly unknown[]): Promise<PgResult<R>> => {
    const result = await db.query<R>(textOf(query), withoutNul(values) as unknown[] | undefined);
    const rowCount = (result as { rowCount?: number }).rowCount ?? result.affectedRows ?? result.rows.length;
    return { rows: result.rows, rowCount };
  };

  return {
    kind: 'pglite',
    query: (query, values) => {
      if (closed) return Promise.reject(new Error('storage: the database is closed'));
      return turns.hold(() => run(query, values));
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
      const unlisten = await turns.hold(() => db.listen(channel, onNotify));
      const stop = async () => {
        if (!stops.delete(stop)) return;
        await turns.hold(() => unlisten()).catch(() => {});
      };
      stops.add(stop);
      return stop;
    },
    async close() {
      if (closed) return;
      await Promise.all([...stops].map((stop) => stop()));
      closed = true;
      // The last user's turn ends before the instance is emptied or closed.
      await turns.hold(async () => {});
      await done();
    },
  };
}
