import type { Storage } from '../storage/index.js';

/** Request counts live in usage_counters under `api_requests:<window>`, period `<start>/<end>` (ISO 8601 interval). */
export const REQUEST_COUNT_METRIC_PREFIX = 'api_requests:';

/** One time window of an account's requests, named and bounded by the caller (the daemon's budgets). */
export interface RequestCountWindow {
  /** The window's name, e.g. `minute`: counters of one name and start are one counter. */
  window: string;
  /** Epoch ms, inclusive. */
  start: number;
  /** Epoch ms, exclusive: maintenance deletes the counter once this has passed. */
  end: number;
  /** Requests to add; 0 only reads. */
  add: number;
}

/**
 * Request counts shared by every process on the database: a daemon counts requests in memory
 * and adds them here now and then, reading back what all processes counted.
 */
export interface RequestCounts {
  /**
   * Whether other processes count on the same database (PostgreSQL). When not (SQLite, one
   * process per file), what a daemon read once and counted since is every count there is.
   */
  readonly shared: boolean;
  /**
   * Adds each window's count and resolves with each window's total over every process on the
   * database, in the order given; one transaction, none lost to a concurrent add.
   */
  add(accountId: string, windows: readonly RequestCountWindow[]): Promise<number[]>;
}

const iso = (ms: number) => new Date(ms).toISOString();

export function createRequestCounts(storage: Storage): RequestCounts {
  return {
    shared: storage.feed.shared,
    add: (accountId, windows) => storage.transaction(async (tx) => {
      const totals: number[] = [];
      for (const w of windows) {
        totals.push(await tx.usage.addAndGet(accountId, REQUEST_COUNT_METRIC_PREFIX + w.window, `${iso(w.start)}/${iso(w.end)}`, w.add));
      }
      return totals;
    }),
  };
}

/** Deletes the request counters of every window that ended by `now` (maintenance). */
export function purgeEndedRequestCounts(storage: Storage, now: number): Promise<number> {
  return storage.usage.purgeEndedIntervals(REQUEST_COUNT_METRIC_PREFIX, iso(now));
}
