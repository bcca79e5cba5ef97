import pg from 'pg';
import { withoutNul, type ListenGap, type PgDriver, type PgQuery, type PgResult, type PgSession } from './driver.js';

const INT8 = 20;

/**
 * bigint columns (epoch milliseconds, sequence numbers, counts) as JavaScript numbers: exact up
 * to 2^53, which neither a millisecond clock nor a sequence reaches. node-postgres hands int8
 * out as strings by default; this parser is per pool, not pg's global one, so another user of
 * `pg` in the process keeps its own.
 */
const types = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === INT8 ? (value: string) => Number(value) : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

export interface ServerDriverOptions {
  /** postgres://user:password@host:port/database (any libpq-style URL node-postgres reads). */
  url: string;
  /** Connections in the pool. Default 10. */
  poolSize?: number;
}

/** How long the listening connection waits before it tries again, doubling up to the cap. */
const RECONNECT_MS = { first: 100, max: 5_000 };

/** node-postgres over a pool of connections to a PostgreSQL server. */
export function serverDriver(options: ServerDriverOptions): PgDriver {
  const config = { connectionString: options.url, types, application_name: 'inboxkit' };
  const pool = new pg.Pool({ ...config, max: options.poolSize ?? 10 });
  // An idle connection the server dropped: the pool discards it and opens another when needed.
  pool.on('error', () => {});
  const listeners = new Set<() => Promise<void>>();

  const run = async <R>(client: pg.Pool | pg.PoolClient, query: PgQuery | string, values?: readonly unknown[]): Promise<PgResult<R>> => {
    const config = typeof query === 'string' ? { text: query } : query;
    const result = await client.query<R & pg.QueryResultRow>({ ...config, values: withoutNul(values) });
    return { rows: result.rows, rowCount: result.rowCount ?? result.rows.length };
  };

  return {
    kind: 'server',
    query: (query, values) => run(pool, query, values),
    async connect(): Promise<PgSession> {
      const client = await pool.connect();
      // A connection lost while checked out (a server restart, a terminated backend) is
      // reported by the statement that fails; unheard, its 'error' event would end the process.
      let lost: Error | null = null;
      const onError = (error: Error) => { lost = error; };
      client.on('error', onError);
      let released = false;
      return {
        query: (query, values) => run(client, query, values),
        exec: async (sql) => { await client.query(sql); },
        release(broken = false) {
          if (released) return;
          released = true;
          client.off('error', onError);
          client.release(broken || lost ? (lost ?? new Error('storage: session discarded')) : undefined);
        },
      };
    },
    async listen(channel, onNotify, onGap) {
      if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`storage: not a channel name: ${channel}`);
      let client: pg.Client | null = null;
      let stopped = false;
      let retry: NodeJS.Timeout | null = null;
      let wait = RECONNECT_MS.first;
      const open = async (): Promise<void> => {
        const c = new pg.Client(config);
        c.on('notification', (msg) => { if (msg.channel === channel) onNotify(msg.payload ?? ''); });
        c.on('error', () => lost(c));
        c.on('end', () => lost(c));
        await c.connect();
        await c.query(`LISTEN ${channel}`);
        if (stopped) {
          await c.end().catch(() => {});
          return;
        }
        client = c;
        wait = RECONNECT_MS.first;
      };
      const lost = (c: pg.Client) => {
        if (client !== c || stopped) return;
        client = null;
        c.end().catch(() => {});
        onGap('lost');
        schedule();
      };
      const schedule = () => {
        if (stopped || retry) return;
        retry = setTimeout(() => {
          retry = null;
          open().then(() => { if (!stopped) onGap('back' satisfies ListenGap); }, () => {
            wait = Math.min(RECONNECT_MS.max, wait * 2);
            schedule();
          });
        }, wait);
        retry.unref();
      };
      await open();
      const stop = async () => {
        stopped = true;
        if (retry) clearTimeout(retry);
        const c = client;
        client = null;
        listeners.delete(stop);
        await c?.end().catch(() => {});
      };
      listeners.add(stop);
      return stop;
    },
    async close() {
      await Promise.all([...listeners].map((stop) => stop()));
      await pool.end();
    },
  };
}
