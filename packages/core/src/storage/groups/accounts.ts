import type { Entitlements } from '../../types.js';
import type { AccountsPort, Catalog } from '../port.js';
import type { StoredAccount } from '../rows.js';
import { EpochCache } from '../epoch-cache.js';
import { deepFreeze, toAccount, type AccountRow } from '../account-row.js';
import { all, atomic, changed, get, run, stmt, type Gen, type GroupOf } from '../sql/ops.js';

const S = {
  // Ids compare byte by byte on both engines (a PostgreSQL locale may order them otherwise).
  all: stmt('SELECT * FROM accounts ORDER BY created_at, id', { postgres: (t) => `${t} COLLATE "C"` }),
  insert: stmt('INSERT INTO accounts (id, name, slug, tier, entitlements, created_at) VALUES (?, ?, ?, ?, ?, ?)'),
  byId: stmt('SELECT * FROM accounts WHERE id = ?'),
  bySlug: stmt('SELECT * FROM accounts WHERE slug = ?'),
  byNamespace: stmt('SELECT * FROM accounts WHERE wildcard_namespace = ?'),
  setNamespace: stmt('UPDATE accounts SET wildcard_namespace = ?, wildcard_inbox_id = ? WHERE id = ?'),
  setEntitlements: stmt('UPDATE accounts SET tier = ?, entitlements = ? WHERE id = ?'),
};

function* account(s: typeof S.byId, key: string): Gen<StoredAccount | null> {
  const found = yield* get<AccountRow>(s, [key]);
  return found ? toAccount(found) : null;
}

/** A catalog write: the row and the epoch's move commit together. */
function* catalogWrite(sql: typeof S.insert, params: unknown[]): Gen<void> {
  yield* atomic((function* () {
    yield* run(sql, params);
    yield* changed();
  })());
}

/**
 * Accounts. byId is read for every routed recipient and every queued analysis; parsing the
 * entitlements JSON each time showed in profiles, so it is served from frozen rows cached
 * until the catalog changes (here, or in another process on the same database).
 */
export function accounts(catalog: Catalog): GroupOf<AccountsPort> {
  const cache = new EpochCache<string, StoredAccount | null>(catalog, 1_000);
  const load = function* (id: string): Gen<StoredAccount | null> {
    const found = yield* account(S.byId, id);
    return found ? deepFreeze(found) : null;
  };
  return {
    *all() {
      return (yield* all<AccountRow>(S.all)).map(toAccount);
    },
    insert: (a: { id: string; name: string; slug: string; tier: string; entitlements: Entitlements; createdAt: number }) =>
      catalogWrite(S.insert, [a.id, a.name, a.slug, a.tier, JSON.stringify(a.entitlements), a.createdAt]),
    byId: (id: string) => cache.through(id, load),
    bySlug: (slug: string) => account(S.bySlug, slug),
    byNamespace: (namespace: string) => account(S.byNamespace, namespace),
    setNamespace: (id: string, namespace: string, inboxId: string) => catalogWrite(S.setNamespace, [namespace, inboxId, id]),
    setEntitlements: (id: string, tier: string, entitlements: Entitlements) =>
      catalogWrite(S.setEntitlements, [tier, JSON.stringify(entitlements), id]),
  };
}
