import type { UsagePort } from '../storage/index.js';

/** Usage counters as a batch transaction sees them: what is committed plus what the batch added. */
export interface UsageCounter {
  get(accountId: string, metric: string): Promise<number>;
  add(accountId: string, metric: string, n: number): void;
}

/**
 * The usage counters of one batch transaction for one period. Each (account, metric) is read
 * once and kept in memory while the batch runs, so a quota stays exact at its boundary, then
 * written once at the end: one SELECT and one UPSERT per account and metric instead of one
 * of each per message. `mark()`/`rollbackTo()` take back what a rolled-back savepoint added.
 */
export class BatchUsage implements UsageCounter {
  private readonly entries = new Map<string, { accountId: string; metric: string; base: number | null; added: number }>();
  private readonly journal: Array<{ key: string; n: number }> = [];

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
    entry.base ??= await this.usage.get(accountId, metric, this.period);
    return entry.base + entry.added;
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
    for (const { accountId, metric, added } of this.entries.values()) if (added > 0) await this.usage.add(accountId, metric, this.period, added);
  }
}
