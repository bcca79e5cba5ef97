/**
 * The groups of the port are written once, for both engines, as generators that yield the
 * statements they run (the "gensync" pattern): SQLite's driver answers each at once, so a
 * whole method runs synchronously in one turn of the connection (one resolved promise, as
 * before); PostgreSQL's awaits each. A method that is one statement is declared as data.
 *
 * @example
 * const S = { byId: stmt('SELECT * FROM inboxes WHERE id = ?') };
 * const inboxes = {
 *   byId: row<[string], InboxRow>(S.byId),
 *   *touch(id: string, at: number) { yield* run(S.touch, [at, id]); },
 * };
 */

/**
 * A statement written once, with `?` placeholders; PostgreSQL's text ($1, $2, …) is derived.
 * Where the dialects differ, `sqlite` or `postgres` replaces the text (a string, or a function
 * of the shared text). `lockRows`: on PostgreSQL inside a transaction the rows read stay the
 * transaction's and other transactions pass over them (FOR UPDATE SKIP LOCKED); SQLite runs
 * one transaction at a time and needs nothing.
 */
export interface Stmt {
  readonly id: number;
  readonly sqlite: string;
  readonly pg: { readonly name: string; readonly text: string };
  readonly pgLocked: { readonly name: string; readonly text: string } | null;
}

type Override = string | ((shared: string) => string);
let count = 0;

/** `?` placeholders as PostgreSQL's `$1`, `$2`, …. */
export const numbered = (sql: string): string => {
  let n = 0;
  return sql.replace(/\?/g, () => `$${++n}`);
};

export function stmt(sql: string, dialect: { sqlite?: Override; postgres?: Override; lockRows?: boolean } = {}): Stmt {
  const pick = (o: Override | undefined) => (o === undefined ? sql : typeof o === 'string' ? o : o(sql));
  const id = ++count;
  const pg = numbered(pick(dialect.postgres));
  return {
    id,
    sqlite: pick(dialect.sqlite),
    pg: { name: `ik_${id}`, text: pg },
    pgLocked: dialect.lockRows ? { name: `ik_${id}_locked`, text: `${pg} FOR UPDATE SKIP LOCKED` } : null,
  };
}

/** What a group method yields: a statement to run, or one of the few things the engines do their own way. */
export type Op =
  | { readonly k: 'all' | 'get' | 'run'; readonly s: Stmt | string; readonly p: readonly unknown[] }
  /** Holds a lock to the transaction's end (tx.lock). */
  | { readonly k: 'lock'; readonly key: string }
  /** A cached catalog row (account, inbox, key, webhook) changed: the catalog epoch moves. */
  | { readonly k: 'changed' }
  /** Runs `g` in the current transaction, or in a new one outside a transaction (PostgreSQL; SQLite's connection is one writer already). */
  | { readonly k: 'atomic'; readonly g: Gen<unknown> }
  /** The engine's transaction handle, or null outside one. */
  | { readonly k: 'tx' };

export type Gen<T> = Generator<Op, T, unknown>;

/** A dynamic statement is given as text (`?` placeholders on SQLite, `$n` on PostgreSQL): the engine's own code builds it. */
export function* all<R>(s: Stmt | string, p: readonly unknown[] = []): Gen<R[]> {
  return (yield { k: 'all', s, p }) as R[];
}
export function* get<R>(s: Stmt | string, p: readonly unknown[] = []): Gen<R | null> {
  return (yield { k: 'get', s, p }) as R | null;
}
/** Runs a write; returns the rows it changed. */
export function* run(s: Stmt | string, p: readonly unknown[] = []): Gen<number> {
  return (yield { k: 'run', s, p }) as number;
}
export function* lock(key: string): Gen<void> {
  yield { k: 'lock', key };
}
export function* changed(): Gen<void> {
  yield { k: 'changed' };
}
export function* atomic<T>(g: Gen<T>): Gen<T> {
  return (yield { k: 'atomic', g }) as T;
}
export function* transaction<T>(): Gen<T | null> {
  return (yield { k: 'tx' }) as T | null;
}

/** `INSERT INTO table (columns) VALUES (?, …)`. */
export const insertInto = (table: string, columns: readonly string[]): string =>
  `INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`;

/**
 * A write to a cached catalog row (account, inbox, API key, webhook): the row and the epoch's
 * move commit together. Returns the rows it changed; the epoch moves only when some did.
 */
export function* catalogWrite(s: Stmt, p: readonly unknown[]): Gen<number> {
  return yield* atomic((function* () {
    const n = yield* run(s, p);
    if (n > 0) yield* changed();
    return n;
  })());
}

// Methods of one statement, as data: the method's arguments are the parameters, unless `params`
// maps them. Their types are the port method's they implement (GroupOf), never written twice.
type Params<A extends unknown[]> = ((...a: A) => readonly unknown[]) | undefined;
const method = <A extends unknown[], R>(k: 'all' | 'get' | 'run', s: Stmt, params: Params<A>, out: (answer: unknown) => R) =>
  function* (...a: A): Gen<R> { return out(yield { k, s, p: params ? params(...a) : a }); };

/** Every row. */
export const rows = <A extends unknown[], R>(s: Stmt, params?: Params<A>) => method<A, R[]>('all', s, params, (v) => v as R[]);
/** The first row, or null. */
export const row = <A extends unknown[], R>(s: Stmt, params?: Params<A>) => method<A, R | null>('get', s, params, (v) => v as R | null);
/** Whether the statement finds a row. */
export const found = <A extends unknown[]>(s: Stmt, params?: Params<A>) => method<A, boolean>('get', s, params, (v) => v !== null);
/** Column `n` of the first row (a count, a counter), 0 when there is none. */
export const scalar = <A extends unknown[]>(s: Stmt, params?: Params<A>) =>
  method<A, number>('get', s, params, (v) => (v as { n: number } | null)?.n ?? 0);
/** A write; nothing returned. */
export const write = <A extends unknown[]>(s: Stmt, params?: Params<A>) => method<A, void>('run', s, params, () => undefined);
/** A write; the rows it changed. */
export const changes = <A extends unknown[]>(s: Stmt, params?: Params<A>) => method<A, number>('run', s, params, (v) => v as number);
/** A write; whether it changed a row. */
export const changedAny = <A extends unknown[]>(s: Stmt, params?: Params<A>) =>
  method<A, boolean>('run', s, params, (v) => (v as number) > 0);

/** A group of the port written as generators: each method of `P` yields its statements. */
export type GroupOf<P> = { [K in keyof P]: P[K] extends (...a: infer A) => Promise<infer R> ? (...a: A) => Gen<R> : never };

/** Runs a method's generator on one engine context. */
export type Runner = <T>(g: Gen<T>) => Promise<T>;

/** Drives a generator with a driver that answers at once (SQLite): no promise inside. */
export function driveSync<T>(exec: (op: Op) => unknown, g: Gen<T>): T {
  let r = g.next();
  while (!r.done) r = g.next(exec(r.value));
  return r.value;
}

/** Drives a generator with a driver that answers later (PostgreSQL). */
export async function driveAsync<T>(exec: (op: Op) => Promise<unknown>, g: Gen<T>): Promise<T> {
  let r = g.next();
  while (!r.done) r = g.next(await exec(r.value));
  return r.value;
}
