// PostgreSQL for tests: a real server when INBOXKIT_TEST_DATABASE_URL is set (a scratch database
// per fresh(), dropped by cleanup()), else PGlite in this process (a named in-memory database per
// fresh(), held until cleanup() so a service closed and opened again finds its data, as on a
// server). Either way nothing is skipped: a fresh machine runs the PostgreSQL tests on PGlite.
import pg from 'pg';
import { openPostgresDriver, type PgDriver } from '../../src/storage/postgres/index.js';

export interface TestPostgres {
  readonly kind: 'server' | 'pglite';
  /** The URL of a new, empty database. */
  fresh(): Promise<string>;
  /** Runs one statement on the database `url` names (what is committed, as another process sees it). */
  query<R = Record<string, unknown>>(url: string, text: string, values?: unknown[]): Promise<R[]>;
  /** Drops (server) or lets go of (PGlite) one database fresh() made. */
  release(url: string): Promise<void>;
  /** Drops (server) or lets go of (PGlite) every database fresh() made. */
  cleanup(): Promise<void>;
}

export const TEST_DATABASE_URL = process.env.INBOXKIT_TEST_DATABASE_URL || null;

let counter = 0;
const scratchName = () => `ik_${process.pid}_${++counter}_${Math.random().toString(36).slice(2, 8)}`;

export function testPostgres(): TestPostgres {
  const drivers = new Map<string, PgDriver>();
  const driverFor = async (url: string) => {
    let driver = drivers.get(url);
    if (!driver) drivers.set(url, driver = await openPostgresDriver({ url, poolSize: 2 }));
    return driver;
  };
  const base = TEST_DATABASE_URL;
  if (!base) {
    return {
      kind: 'pglite',
      async fresh() {
        const url = `pglite://memory/${scratchName()}`;
        await driverFor(url); // held: the database lives until cleanup()
        return url;
      },
      async query(url, text, values) {
        return (await (await driverFor(url)).query(text, values)).rows as never;
      },
      async release(url) {
        await drivers.get(url)?.close();
        drivers.delete(url);
      },
      async cleanup() {
        for (const driver of drivers.values()) await driver.close();
        drivers.clear();
      },
    };
  }
  const created: string[] = [];
  const admin = async <T>(work: (client: pg.Client) => Promise<T>): Promise<T> => {
    const client = new pg.Client({ connectionString: base });
    await client.connect();
    try {
      return await work(client);
    } finally {
      await client.end();
    }
  };
  return {
    kind: 'server',
    async fresh() {
      const name = scratchName();
      await admin((c) => c.query(`CREATE DATABASE ${name}`));
      created.push(name);
      const url = new URL(base);
      url.pathname = `/${name}`;
      return url.toString();
    },
    async query(url, text, values) {
      return (await (await driverFor(url)).query(text, values)).rows as never;
    },
    async release(url) {
      await drivers.get(url)?.close();
      drivers.delete(url);
      const name = new URL(url).pathname.slice(1);
      const i = created.indexOf(name);
      if (i < 0) return;
      created.splice(i, 1);
      await admin((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
    async cleanup() {
      for (const driver of drivers.values()) await driver.close();
      drivers.clear();
      if (created.length === 0) return;
      await admin(async (c) => {
        for (const name of created.splice(0)) await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      });
    },
  };
}
