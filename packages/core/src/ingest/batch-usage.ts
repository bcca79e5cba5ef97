import type { UsagePort } from '../storage/index.js';

/** Usage counters as a batch transaction sees them: what is committed plus what the batch added. */
export interface UsageCounter {
  get(accountId: string, metric: string): Promise<number>;
  add(accountId: string, metric: string, n: number): void;
}

/**
 * The usage counters of one batch transaction for one period. Each account's counters are
 * read once and kept in memory while the batch runs, so a quota stays exact at its boundary,
 * then written once at the end: one SELECT per account and one UPSERT per batch instead of
 * one of each per message and metric. `mark()`/`rollbackTo()` take back what a rolled-back savepoint added.
 */
export class BatchUsage implements UsageCounter {
  private readonly entries = new Map<string, { accountId: string; metric: string; base: number | null; added: number }>();
  private readonly journal: Array<{ key: string; n: number }> = [];
  /** Each account's counters as read (a metric absent counts 0). */
  private readonly read = new Map<string, Map<string, number>>();

  constructor(private readonly usage: UsagePort, private readonly period: string) {}

  private entry(accountId: string, metric: string) {
    const key = `${metric}\u0000${accountId}`;
    let entry = this.entries.get(key);
    if (!entry) {
      entry = { accountId, metric, base: null, added: 0 };
      this.entries.set(key, entry);
    }
    return { key, entry };
  }

  async get(accountId: string, metric: string): Promise<number> {
    const { entry } = this.entry(accountId, metric);
    if (entry.base === null) {
      // Every counter of the account in one read (ingest asks for two: received messages, analyses).
      let counts = this.read.get(accountId);
      if (!counts) this.read.set(accountId, counts = await this.usage.ofAccount(accountId, this.period));
      for (const e of this.entries.values()) if (e.accountId === accountId && e.base === null) e.base = counts.get(e.metric) ?? 0;
    }
    return entry.base! + entry.added;
  }

  add(accountId: string, metric: string, n: number): void {
    const { key, entry } = this.entry(accountId, metric);
    entry.added += n;
    this.journal.push({ key, n });
  }

  mark(): number {
    return this.journal.length;
  }

  rollbackTo(mark: number): void {
    for (const { key, n } of this.journal.splice(mark)) this.entries.get(key)!.added -= n;
  }

  /** Each account's count of `metric` as the batch leaves it (read and added to), for those it read. */
  counts(metric: string): Map<string, number> {
    const out = new Map<string, number>();
    for (const e of this.entries.values()) if (e.metric === metric && e.base !== null) out.set(e.accountId, e.base + e.added);
    return out;
  }

  /** Writes what the batch added; call last, inside the batch transaction. */
  async write(): Promise<void> {
    const counts = [...this.entries.values()].filter((e) => e.added > 0).map((e) => ({ accountId: e.accountId, metric: e.metric, n: e.added }));
    await this.usage.addMany(this.period, counts);
  }
}
