import type { Catalog } from './port.js';
import type { Gen } from './sql/ops.js';

/**
 * A map of rarely changing rows (accounts, inboxes, webhooks) tied to the storage's catalog
 * epoch: emptied when the epoch moves or it grows past maxEntries. While the epoch is null (a
 * write of ours to the catalog is not yet committed) every read goes to the loader.
 *
 * @example
 * const inboxFor = new EpochCache<string, InboxRow | null>(storage.catalog);
 * const inbox = await inboxFor.get(address, (a) => storage.inboxes.byAddress(a));
 */
export class EpochCache<K, V> {
  private map = new Map<K, V>();
  private filledIn = -1;

  constructor(private readonly catalog: Catalog, private readonly maxEntries = 10_000) {}

  /** The cached value, or the loader's (cached only when the epoch did not move while it loaded). */
  async get(key: K, load: (key: K) => Promise<V>): Promise<V> {
    const epoch = this.current();
    if (epoch !== null && this.map.has(key)) return this.map.get(key) as V;
    return this.keep(epoch, key, await load(key));
  }

  /** The same for a loader that is a storage group's generator (the engines' own cache of accounts). */
  *through(key: K, load: (key: K) => Gen<V>): Gen<V> {
    const epoch = this.current();
    if (epoch !== null && this.map.has(key)) return this.map.get(key) as V;
    return this.keep(epoch, key, yield* load(key));
  }

  private current(): number | null {
    const epoch = this.catalog.epoch();
    if (epoch !== null && epoch !== this.filledIn) {
      this.map.clear();
      this.filledIn = epoch;
    }
    return epoch;
  }

  private keep(epoch: number | null, key: K, value: V): V {
    if (epoch !== null && this.catalog.epoch() === epoch) {
      if (this.map.size >= this.maxEntries) this.map.clear();
      this.map.set(key, value);
    }
    return value;
  }
}
