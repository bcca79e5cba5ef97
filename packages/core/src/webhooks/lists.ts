import { EpochCache, type ActiveWebhook, type Catalog, type StorageGroups, type WebhookMatch } from '../storage/index.js';

export interface ActiveSet {
  list: ActiveWebhook[];
  byId: Map<string, ActiveWebhook>;
}

/**
 * The active webhooks, as the outbox reads them for every event and the dispatcher for every
 * claim: cached over the storage's catalog epoch (the mechanism the routing cache uses), which
 * moves with every change of the webhooks table, here or in another process. Each read names
 * its reader: a transaction's handle inside a transaction (the storage's own groups would wait
 * for it to end), else the storage.
 */
export class WebhookLists {
  private readonly perAccount: EpochCache<string, WebhookMatch[]>;
  private readonly everyActive: EpochCache<0, ActiveSet>;

  constructor(catalog: Catalog) {
    this.perAccount = new EpochCache(catalog, 10_000);
    this.everyActive = new EpochCache(catalog, 1);
  }

  /** Ids of the account's active webhooks that get events of this inbox, in creation order. */
  async matching(reader: StorageGroups, accountId: string, inboxId: string): Promise<string[]> {
    const rows = await this.perAccount.get(accountId, (id) => reader.outbox.matching(id));
    const ids: string[] = [];
    for (const r of rows) if (r.inbox_id === null || r.inbox_id === inboxId) ids.push(r.id);
    return ids;
  }

  /** Every active webhook, in creation order, and by id. Shared: do not change. */
  active(reader: StorageGroups): Promise<ActiveSet> {
    return this.everyActive.get(0, async () => {
      const list = await reader.outbox.active();
      return { list, byId: new Map(list.map((w) => [w.id, w])) };
    });
  }
}
