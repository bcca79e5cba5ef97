import type { Entitlements } from '../../types.js';
import { iso } from '../../clock.js';
import type { AccountsPort, Catalog } from '../port.js';
import type { StoredAccount } from '../rows.js';
import { EpochCache } from '../epoch-cache.js';
import { all, catalogWrite, get, stmt, type Gen, type GroupOf } from '../sql/ops.js';

const S = {
  // Ids compare byte by byte on both engines (a PostgreSQL locale may order them otherwise).
  all: stmt('SELECT * FROM accounts ORDER BY created_at, id', { postgres: (t) => `${t} COLLATE "C"` }),
  insert: stmt('INSERT INTO accounts (id, name, slug, tier, entitlements, created_at) VALUES (?, ?, ?, ?, ?, ?)'),
  byId: stmt('SELECT * FROM accounts WHERE id = ?'),
  bySlug: stmt('SELECT * FROM accounts WHERE slug = ?'),
  byNamespace: stmt('SELECT * FROM accounts WHERE wildcard_namespace = ?'),
  setNamespace: stmt('UPDATE accounts SET wildcard_namespace = ?, wildcard_inbox_id = ? WHERE id = ?'),
  setEntitlements: stmt('UPDATE accounts SET tier = ?, entitlements = ? WHERE id = ?'),
  setTagRules: stmt('UPDATE accounts SET tag_rules = ? WHERE id = ?'),
};

/** An accounts row as both engines store it (entitlements as JSON text, epoch ms). */
type AccountRow = Omit<StoredAccount, 'entitlements' | 'created_at'> & { entitlements: string; created_at: number };

const toAccount = (row: AccountRow): StoredAccount =>
  ({ ...row, entitlements: JSON.parse(row.entitlements) as Entitlements, created_at: iso(row.created_at) });

/** Frozen all the way down: one cached object is handed to every caller. */
function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    for (const v of Object.values(value)) deepFreeze(v);
    Object.freeze(value);
  }
  return value;
}

function* account(s: typeof S.byId, key: string): Gen<StoredAccount | null> {
  const found = yield* get<AccountRow>(s, [key]);
  return found ? toAccount(found) : null;
}

/**
 * Accounts. byId is read for every routed recipient and every queued analysis; parsing the
 * entitlements JSON each time showed in profiles, so it is served from frozen rows cached
 * until the catalog changes (here, or in another process on the same database).
 */
export function accounts(catalog: Catalog): GroupOf<AccountsPort> {
  const cache = new EpochCache<string, StoredAccount | null>(catalog, 1_000);
  const load = function* (id: string): Gen<StoredAccount | null> {
    return deepFreeze(yield* account(S.byId, id));
  };
  // The rows a catalog write changed are not the port's answer.
  const write = function* (s: typeof S.insert, params: unknown[]): Gen<void> {
    yield* catalogWrite(s, params);
  };
  return {
    *all() {
      return (yield* all<AccountRow>(S.all)).map(toAccount);
    },
    insert: (a) => write(S.insert, [a.id, a.name, a.slug, a.tier, JSON.stringify(a.entitlements), a.createdAt]),
    byId: (id) => cache.through(id, load),
    bySlug: (slug) => account(S.bySlug, slug),
    byNamespace: (namespace) => account(S.byNamespace, namespace),
    setNamespace: (id, namespace, inboxId) => write(S.setNamespace, [namespace, inboxId, id]),
    setEntitlements: (id, tier, entitlements) => write(S.setEntitlements, [tier, JSON.stringify(entitlements), id]),
    setTagRules: (id, rules) => write(S.setTagRules, [rules, id]),
  };
}
