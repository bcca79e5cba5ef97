import { driveAsync, type Op, type Runner, type Stmt } from '../sql/ops.js';
import type { PgContext } from './connection.js';
import type { PgCatalog } from './catalog.js';

/**
 * The PostgreSQL driver for one context (the pool, or a transaction's session): awaits each
 * operation a group method yields. Locks and catalog announcements belong to a transaction:
 * outside one, the group wraps them in `atomic`, which opens one.
 */
export function pgRunner(c: PgContext, catalog: PgCatalog): Runner {
  const text = (s: Stmt | string) => (typeof s === 'string' ? s : c.tx && s.pgLocked ? s.pgLocked : s.pg);
  const exec = async (op: Op): Promise<unknown> => {
    switch (op.k) {
      case 'all': return (await c.query(text(op.s), op.p)).rows;
      case 'get': return (await c.query(text(op.s), op.p)).rows[0] ?? null;
      case 'run': return (await c.query(text(op.s), op.p)).rowCount;
      case 'tx': return c.tx;
      case 'atomic': return c.tx ? driveAsync(exec, op.g) : c.atomic((tx) => pgRunner(tx, catalog)(op.g));
      case 'lock': return within(c).lock(op.key);
      case 'changed': return catalog.changed(within(c));
    }
  };
  return (g) => driveAsync(exec, g);
}

const within = (c: PgContext) => {
  if (!c.tx) throw new Error('storage: a lock or a catalog change needs a transaction (atomic)');
  return c.tx;
};
