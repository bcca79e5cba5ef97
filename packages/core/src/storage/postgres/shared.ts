import type { EpochCache } from '../epoch-cache.js';
import type { StoredAccount } from '../rows.js';
import type { PgCatalog } from './catalog.js';

/** What every context's groups share: the catalog epoch and the caches tied to it. */
export interface PgShared {
  catalog: PgCatalog;
  /** accounts.byId, frozen rows until the catalog changes. */
  accounts: EpochCache<string, StoredAccount | null>;
}
