/**
 * PostgreSQL for the daemon benchmarks (`npm run bench -- smtp --database URL`): a scratch
 * database per round on the server the URL names (made through node-postgres, dropped after),
 * rows counted there, and the CPU the server's own processes spend, which the daemon's
 * figures do not include: both engines' runs are then compared on the same machine's CPU.
 */
import { readFileSync, readdirSync } from 'node:fs';
import pg from 'pg';

/** BENCH_DATABASE, which run-bench.mjs sets from `--database URL`: a server the benches may make databases on. */
export const BENCH_DATABASE = process.env.BENCH_DATABASE || null;

/** Runs `work` on a client connected to `url`, closed after whatever happens. */
export async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

let counter = 0;

/** A new database on the server of `base`; drop() removes it. */
export async function scratchDatabase(base: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `ik_bench_${process.pid}_${++counter}`;
  await withClient(base, (c) => c.query(`CREATE DATABASE ${name}`));
  const url = new URL(base);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => withClient(base, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => {}) };
}

/** Runs `sql` on the database `url` names. */
export async function runSql(url: string, sql: string): Promise<void> {
  await withClient(url, (c) => c.query(sql));
}

/** Transactions committed so far in the database `url` names (pg_stat_database; a session's count arrives when it ends or goes idle). */
export async function commits(url: string): Promise<number> {
  return withClient(url, async (c) => Number((await c.query<{ n: string }>(
    'SELECT xact_commit AS n FROM pg_stat_database WHERE datname = current_database()')).rows[0]!.n));
}

/** Rows of the messages table in the database `url` names. */
export async function countMessages(url: string): Promise<number> {
  return withClient(url, async (c) => Number((await c.query<{ n: string }>('SELECT count(*) AS n FROM messages')).rows[0]!.n));
}

/**
 * Bytes per table of the database `url` names, indexes and TOAST included
 * (pg_total_relation_size), after VACUUM and a CHECKPOINT; and the raw bytes of its messages.
 */
export async function relationSizes(url: string): Promise<{ messages: number; raw: number; tables: Array<{ name: string; bytes: number }> }> {
  return withClient(url, async (c) => {
    await c.query('VACUUM');
    await c.query('CHECKPOINT');
    const totals = (await c.query<{ n: string; raw: string }>('SELECT count(*) AS n, COALESCE(sum(size_bytes), 0) AS raw FROM messages')).rows[0]!;
    const tables = (await c.query<{ name: string; bytes: string }>(`SELECT c.relname AS name, pg_total_relation_size(c.oid) AS bytes
      FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = 'public' AND c.relkind = 'r' ORDER BY 2 DESC`)).rows;
    return { messages: Number(totals.n), raw: Number(totals.raw), tables: tables.map((t) => ({ name: t.name, bytes: Number(t.bytes) })) };
  });
}

const USER_HZ = 100;

/** CPU ms of every process named `postgres` so far, their reaped children included (backends that exited). */
function postgresCpuMs(): number {
  let ticks = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      if (!stat.includes('(postgres)')) continue;
      const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks += Number(f[11]) + Number(f[12]) + Number(f[13]) + Number(f[14]);
    } catch {
      // gone meanwhile
    }
  }
  return (ticks * 1000) / USER_HZ;
}

/** The server's CPU over a span: start(), stop(), then `ms`. */
export class PostgresCpu {
  private at = 0;
  ms = Number.NaN;
  start(): this {
    this.at = postgresCpuMs();
    return this;
  }
  stop(): this {
    this.ms = postgresCpuMs() - this.at;
    return this;
  }
}

/**
 * Where the server's time went, per statement, in the database `url` names: read from
 * pg_stat_statements when the server loads it (bench/pg-server.sh starts one that does), else
 * nothing. reset() at the start of a span; top() after it.
 */
export class StatementStats {
  private available = false;
  constructor(private readonly url: string) {}

  async reset(): Promise<this> {
    this.available = await withClient(this.url, async (c) => {
      try {
        await c.query('CREATE EXTENSION IF NOT EXISTS pg_stat_statements');
        await c.query('SELECT pg_stat_statements_reset()');
        return true;
      } catch {
        return false; // not in shared_preload_libraries
      }
    });
    return this;
  }

  /** The `limit` statements of most execution time, per message stored; [] when unavailable. */
  async top(perMessages: number, limit = 10, by: 'time' | 'calls' = 'time'): Promise<Array<{ calls: number; ms: number; rows: number; query: string }>> {
    if (!this.available || limit === 0) return [];
    return withClient(this.url, async (c) => {
      const r = await c.query<{ calls: string; ms: number; rows: string; query: string }>(`SELECT calls, total_exec_time AS ms, rows, query
        FROM pg_stat_statements WHERE dbid = (SELECT oid FROM pg_database WHERE datname = current_database())
          AND query NOT LIKE '%pg_stat_statements%'
        ORDER BY ${by === 'time' ? 'total_exec_time' : 'calls'} DESC LIMIT ${limit}`);
      return r.rows.map((x) => ({
        calls: Number(x.calls) / perMessages, ms: x.ms / perMessages, rows: Number(x.rows) / perMessages,
        query: x.query.replace(/\s+/g, ' ').slice(0, Number(process.env.SMTP_PG_STATEMENT_CHARS ?? 110)),
      }));
    });
  }
}
