import type { Statement } from 'better-sqlite3';
import type { Db } from './connection.js';
import type { CatalogGuard } from './catalog.js';
import { driveSync, type Op, type Stmt } from '../sql/ops.js';

/** Statements built at run time (filtered listings: one text per combination of conditions); past this many the cache starts over. */
const MAX_DYNAMIC = 256;

/**
 * The SQLite driver: answers each operation a group method yields at once, on the one
 * connection, with statements prepared once. Locks have nothing to do (one transaction at a
 * time), and a write of several statements is atomic already (no other caller interleaves).
 */
export function sqliteExec(db: Db, catalog: CatalogGuard): (op: Op) => unknown {
  const prepared: Statement[] = [];
  const dynamic = new Map<string, Statement>();
  const prepare = (s: Stmt | string): Statement => {
    if (typeof s !== 'string') return prepared[s.id] ??= db.prepare(s.sqlite);
    let statement = dynamic.get(s);
    if (!statement) {
      if (dynamic.size >= MAX_DYNAMIC) dynamic.clear();
      dynamic.set(s, statement = db.prepare(s));
    }
    return statement;
  };
  const exec = (op: Op): unknown => {
    switch (op.k) {
      case 'all': return prepare(op.s).all(...op.p);
      case 'get': return prepare(op.s).get(...op.p) ?? null;
      case 'run': return prepare(op.s).run(...op.p).changes;
      case 'changed': return catalog.changed();
      case 'atomic': return driveSync(exec, op.g);
      case 'lock': case 'tx': return null;
    }
  };
  return exec;
}
