// PostgreSQL for tests: a real server when INBOXKIT_TEST_DATABASE_URL is set (a scratch database
// per fresh(), dropped by release() or cleanup()), else PGlite in this process (a named in-memory
// database per fresh(), held until cleanup() so a service closed and opened again finds its data,
// as on a server; a released one is emptied and handed out again). Either way nothing is
// skipped: a fresh machine runs the PostgreSQL tests on PGlite.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import pg from 'pg';
import { dumpPglite, migrate, openPostgresDriver, PG_MIGRATIONS, type PgDriver } from '../../src/storage/postgres/index.js';

export interface TestPostgres {
  readonly kind: 'server' | 'pglite';
  /**
   * The URL of a new database with no data. On PGlite it is migrated already (started from the
   * template) unless `unmigrated`: then it is as initdb left it (a server's always is).
   */
  fresh(options?: { unmigrated?: boolean }): Promise<string>;
  /** Runs one statement on the database `url` names (what is committed, as another process sees it). */
  query<R = Record<string, unknown>>(url: string, text: string, values?: unknown[]): Promise<R[]>;
  /** Drops (server) or lets go of (PGlite) one database fresh() made. */
  release(url: string): Promise<void>;
  /** Drops (server) or lets go of (PGlite) every database fresh() made. */
  cleanup(): Promise<void>;
}

export const TEST_DATABASE_URL = process.env.INBOXKIT_TEST_DATABASE_URL || null;

/**
 * Drops the scratch databases of test processes that no longer run (a crash, or a release
 * that did not finish before its process exited): their names carry the pid, and the server
 * runs on this machine.
 */
async function sweep(client: pg.Client): Promise<void> {
  const { rows } = await client.query<{ datname: string }>("SELECT datname FROM pg_database WHERE datname LIKE 'ik\\_%'");
  for (const { datname } of rows) {
    const pid = Number(/^ik_(\d+)_/.exec(datname)?.[1]);
    if (!Number.isInteger(pid) || pid === process.pid || alive(pid)) continue;
    await client.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`).catch(() => {});
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

let counter = 0;
const scratchName = () => `ik_${process.pid}_${++counter}_${Math.random().toString(36).slice(2, 8)}`;

/**
 * A dump of a migrated, empty PGlite database, kept in the temp directory under a name that
 * changes with PGlite's version and the migrations: a database started from it (`?load=`) is
 * ready in under a second of CPU, where a new cluster takes three (initdb) plus its migrations.
 * Made by the first test process that needs it; a race only makes it twice.
 */
let template: Promise<string> | null = null;
function pgliteTemplate(): Promise<string> {
  template ??= (async () => {
    // The package's exports hide its package.json: read it beside the resolved entry (dist/).
    const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
    const version = (JSON.parse(readFileSync(join(dirname(entry), '..', 'package.json'), 'utf8')) as { version: string }).version;
    const key = createHash('sha256').update(version).update(JSON.stringify(PG_MIGRATIONS)).digest('hex').slice(0, 16);
    const file = join(tmpdir(), `inboxkit-pglite-${key}.tar.gz`);
    if (existsSync(file)) return file;
    const url = `pglite://memory/template-${scratchName()}`;
    const driver = await openPostgresDriver({ url });
    try {
      await migrate(driver);
      const dump = Buffer.from(await (await dumpPglite(url)).arrayBuffer());
      const partial = `${file}.${process.pid}`;
      writeFileSync(partial, dump);
      renameSync(partial, file);
      return file;
    } finally {
      await driver.close();
    }
  })();
  return template;
}

export function testPostgres(): TestPostgres {
  const drivers = new Map<string, PgDriver>();
  const driverFor = async (url: string) => {
    let driver = drivers.get(url);
    if (!driver) drivers.set(url, driver = await openPostgresDriver({ url, poolSize: 2 }));
    return driver;
  };
  const base = TEST_DATABASE_URL;
  if (!base) {
    // Released databases are kept (their instance running) and emptied for the next fresh():
    // a TRUNCATE is milliseconds, starting PGlite, even from the template, most of a second.
    // One nobody takes within IDLE_MS is closed: a PGlite instance keeps the process running
    // for up to 10 s after its last statement (its idle statistics timer) until it is closed.
    const free: string[] = [];
    const IDLE_MS = 200;
    const closeIdle = async () => {
      for (const url of free.splice(0)) {
        await drivers.get(url)?.close();
        drivers.delete(url);
      }
    };
    return {
      kind: 'pglite',
      async fresh(options = {}) {
        if (options.unmigrated) {
          const url = `pglite://memory/${scratchName()}`;
          await driverFor(url);
          return url;
        }
        const reused = free.pop();
        if (reused) {
          const driver = await driverFor(reused);
          const tables = (await driver.query<{ t: string }>(
            "SELECT tablename AS t FROM pg_tables WHERE schemaname = 'public' AND tablename <> 'schema_migrations'")).rows.map((r) => r.t);
          if (tables.length > 0) await driver.query(`TRUNCATE ${tables.join(', ')} RESTART IDENTITY CASCADE`);
          return reused;
        }
        const url = `pglite://memory/${scratchName()}?load=${encodeURIComponent(await pgliteTemplate())}`;
        await driverFor(url); // held: the database lives until cleanup()
        return url;
      },
      async query(url, text, values) {
        return (await (await driverFor(url)).query(text, values)).rows as never;
      },
      async release(url) {
        if (!drivers.has(url) || free.includes(url) || !url.includes('?load=')) return;
        free.push(url);
        setTimeout(() => { if (free.includes(url)) void closeIdle(); }, IDLE_MS).unref();
      },
      async cleanup() {
        free.length = 0;
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
  let swept: Promise<void> | null = null;
  return {
    kind: 'server',
    async fresh() {
      swept ??= admin(sweep);
      await swept;
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
