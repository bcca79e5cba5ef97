import type { Entitlements } from '../../types.js';
import type { AccountsPort } from '../port.js';
import type { StoredAccount } from '../rows.js';
import { deepFreeze, toAccount, type AccountRow } from '../account-row.js';
import type { PgContext } from './connection.js';
import type { PgShared } from './shared.js';
import { sql } from './sql.js';

const Q = {
  all: sql('SELECT * FROM accounts ORDER BY created_at, id COLLATE "C"'),
  insert: sql('INSERT INTO accounts (id, name, slug, tier, entitlements, created_at) VALUES ($1, $2, $3, $4, $5, $6)'),
  byId: sql('SELECT * FROM accounts WHERE id = $1'),
  bySlug: sql('SELECT * FROM accounts WHERE slug = $1'),
  byNamespace: sql('SELECT * FROM accounts WHERE wildcard_namespace = $1'),
  setNamespace: sql('UPDATE accounts SET wildcard_namespace = $1, wildcard_inbox_id = $2 WHERE id = $3'),
  setEntitlements: sql('UPDATE accounts SET tier = $1, entitlements = $2 WHERE id = $3'),
};

/** Accounts on PostgreSQL. Writes move the catalog epoch (here and, by NOTIFY, in every other process). */
export class PgAccounts implements AccountsPort {
  constructor(private readonly c: PgContext, private readonly s: PgShared) {}

  async all(): Promise<StoredAccount[]> {
    return (await this.c.query<AccountRow>(Q.all)).rows.map(toAccount);
  }

  insert(a: { id: string; name: string; slug: string; tier: string; entitlements: Entitlements; createdAt: number }): Promise<void> {
    return this.c.atomic(async (c) => {
      await c.query(Q.insert, [a.id, a.name, a.slug, a.tier, JSON.stringify(a.entitlements), a.createdAt]);
      await this.s.catalog.changed(c.tx!);
    });
  }

  /** Served from a cache of frozen rows until the catalog changes (see PgCatalog). */
  byId(id: string): Promise<StoredAccount | null> {
    return this.s.accounts.get(id, async (key) => {
      const row = (await this.c.query<AccountRow>(Q.byId, [key])).rows[0];
      return row ? deepFreeze(toAccount(row)) : null;
    });
  }

  async bySlug(slug: string): Promise<StoredAccount | null> {
    const row = (await this.c.query<AccountRow>(Q.bySlug, [slug])).rows[0];
    return row ? toAccount(row) : null;
  }

  async byNamespace(namespace: string): Promise<StoredAccount | null> {
    const row = (await this.c.query<AccountRow>(Q.byNamespace, [namespace])).rows[0];
    return row ? toAccount(row) : null;
  }

  setNamespace(id: string, namespace: string, inboxId: string): Promise<void> {
    return this.c.atomic(async (c) => {
      await c.query(Q.setNamespace, [namespace, inboxId, id]);
      await this.s.catalog.changed(c.tx!);
    });
  }

  setEntitlements(id: string, tier: string, entitlements: Entitlements): Promise<void> {
    return this.c.atomic(async (c) => {
      await c.query(Q.setEntitlements, [tier, JSON.stringify(entitlements), id]);
      await this.s.catalog.changed(c.tx!);
    });
  }
}
