/**
 * The little the PostgreSQL engine needs of a driver: run a statement, hold one session for a
 * transaction, hear NOTIFY on a channel. Two adapters implement it: node-postgres (`pg`, a
 * pool of connections to a server: server.ts) and PGlite (PostgreSQL compiled to WebAssembly,
 * in this process, one session: pglite.ts), which the tests use when no server is given.
 */

/** A statement; a `name` lets a driver prepare it once per connection (pg does, PGlite ignores it). */
export interface PgQuery {
  text: string;
  name?: string;
}

export interface PgResult<R> {
  rows: R[];
  /** Rows a write changed, or rows a read returned. */
  rowCount: number;
}

export interface PgQueryable {
  query<R = Record<string, unknown>>(query: PgQuery | string, values?: readonly unknown[]): Promise<PgResult<R>>;
}

/** One connection, held from connect() to release(): what a transaction runs on. */
export interface PgSession extends PgQueryable {
  /** Runs a script of several statements (a migration step). */
  exec(sql: string): Promise<void>;
  /** Gives the session back; `broken` discards it (its state is unknown after a failed rollback). */
  release(broken?: boolean): void;
}

/** Deliveries on a channel may have been missed ('lost': the listening connection dropped) or are heard again ('back'). */
export type ListenGap = 'lost' | 'back';

export interface PgDriver extends PgQueryable {
  /** 'server' (node-postgres) or 'pglite' (in this process). */
  readonly kind: 'server' | 'pglite';
  connect(): Promise<PgSession>;
  /**
   * Calls `onNotify` with the payload of every NOTIFY on `channel` (other sessions' and our
   * own), from commits after the returned promise resolves. `onGap` tells when deliveries may
   * have been missed and when they are heard again. Resolves with a function that stops.
   */
  listen(channel: string, onNotify: (payload: string) => void, onGap: (gap: ListenGap) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/**
 * PostgreSQL text cannot hold U+0000 (SQLite's can): a NUL in a string parameter is stored as
 * U+FFFD, the replacement character, rather than refusing the whole write (a mail header may
 * carry one). Checked per parameter: includes() is a native scan, and almost always false.
 */
export function withoutNul(values: readonly unknown[] | undefined): unknown[] | undefined {
  if (!values) return undefined;
  let out: unknown[] | null = null;
  for (let i = 0; i < values.length; i++) {
    const v = values[i];
    if (typeof v === 'string' && v.includes('\0')) {
      out ??= [...values];
      out[i] = v.replaceAll('\0', '\uFFFD');
    }
  }
  return out ?? (values as unknown[]);
}

/** The statement text of a query given either way. */
export const textOf = (query: PgQuery | string): string => (typeof query === 'string' ? query : query.text);
