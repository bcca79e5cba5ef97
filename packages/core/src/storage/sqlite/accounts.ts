import type { Db } from './connection.js';
import type { Entitlements } from '../../types.js';
import type { StoredAccount } from '../rows.js';
import { EpochCache } from '../epoch-cache.js';
import { deepFreeze, toAccount, type AccountRow } from '../account-row.js';
import type { CatalogGuard } from './catalog.js';

export class SqliteAccounts {
  private readonly insertStmt;
  private readonly byIdStmt;
  private readonly bySlugStmt;
  private readonly byNamespaceStmt;
  private readonly setNamespaceStmt;
  private readonly setEntitlementsStmt;
  private readonly allStmt;
  /**
   * byId is read for every routed recipient and every queued analysis; parsing the
   * entitlements JSON each time showed in profiles. Cached (frozen) until the catalog changes.
   */
  private readonly byIdCache: EpochCache<string, StoredAccount | null>;

  constructor(db: Db, private readonly catalog: CatalogGuard) {
    this.byIdCache = new EpochCache(catalog, 1_000);
    this.insertStmt = db.prepare(
      'INSERT INTO accounts (id, name, slug, tier, entitlements, created_at) VALUES (?, ?, ?, ?, ?, ?)',
    );
    this.byIdStmt = db.prepare('SELECT * FROM accounts WHERE id = ?');
    this.bySlugStmt = db.prepare('SELECT * FROM accounts WHERE slug = ?');
    this.byNamespaceStmt = db.prepare('SELECT * FROM accounts WHERE wildcard_namespace = ?');
    this.setNamespaceStmt = db.prepare('UPDATE accounts SET wildcard_namespace = ?, wildcard_inbox_id = ? WHERE id = ?');
    this.setEntitlementsStmt = db.prepare('UPDATE accounts SET tier = ?, entitlements = ? WHERE id = ?');
    this.allStmt = db.prepare('SELECT * FROM accounts ORDER BY created_at, id');
  }

  all(): StoredAccount[] {
    return (this.allStmt.all() as AccountRow[]).map(toAccount);
  }

  insert(a: { id: string; name: string; slug: string; tier: string; entitlements: Entitlements; createdAt: number }): void {
    this.insertStmt.run(a.id, a.name, a.slug, a.tier, JSON.stringify(a.entitlements), a.createdAt);
    this.catalog.changed();
  }

  /** The account, frozen and shared between callers: copy it to change anything. */
  byId(id: string): StoredAccount | null {
    return this.byIdCache.getSync(id, this.loadById);
  }

  private readonly loadById = (id: string): StoredAccount | null => {
    const row = this.byIdStmt.get(id) as AccountRow | undefined;
    return row ? deepFreeze(toAccount(row)) : null;
  };

  bySlug(slug: string): StoredAccount | null {
    const row = this.bySlugStmt.get(slug) as AccountRow | undefined;
    return row ? toAccount(row) : null;
  }

  byNamespace(namespace: string): StoredAccount | null {
    const row = this.byNamespaceStmt.get(namespace) as AccountRow | undefined;
    return row ? toAccount(row) : null;
  }

  setNamespace(id: string, namespace: string, inboxId: string): void {
    this.setNamespaceStmt.run(namespace, inboxId, id);
    this.catalog.changed();
  }

  setEntitlements(id: string, tier: string, entitlements: Entitlements): void {
    this.setEntitlementsStmt.run(tier, JSON.stringify(entitlements), id);
    this.catalog.changed();
  }
}
