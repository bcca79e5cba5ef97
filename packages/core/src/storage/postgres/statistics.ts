import type { PgDriver } from './driver.js';

/**
 * The tables each stored message writes to: their statistics are what the planner reads for
 * the hot path, foreign-key checks included.
 */
export const GROWING_TABLES = ['messages', 'message_content', 'messages_search', 'event_log', 'analysis_jobs', 'webhook_deliveries'];

export interface StatisticsOptions {
  /** Messages this process stores before it takes the statistics again the first time. Default 500. */
  first: number;
  /** Each later time waits for this many times as many messages. Default 4. */
  growth: number;
}

export const STATISTICS_DEFAULTS: Readonly<StatisticsOptions> = Object.freeze({ first: 500, growth: 4 });

export interface Statistics {
  /** Takes them now (after the migrations): resolves when done. */
  take(): Promise<void>;
  /** One more message inserted by this process, counted at the next commit. */
  inserted(): void;
  /** A transaction committed: what was inserted counts now; past the next mark, statistics are taken in the background (seeing the commit). */
  committed(): void;
  /** How many times they were taken, and the last error (null when none). */
  status(): { taken: number; lastError: string | null };
  /** Waits for a run under way. */
  stop(): Promise<void>;
}

/**
 * Keeps the planner's statistics of the growing tables current without autovacuum, which a
 * server may run with off (or slowly): ANALYZE at open and each time this process has stored
 * `first`, then `first × growth`, … messages. A plan cached while a table was nearly empty (a
 * foreign-key check's sequential scan of `messages`, for one) lasts until the statistics
 * change; ANALYZE invalidates it, so it is planned again at the table's size. Runs on a pooled
 * connection outside any transaction, one at a time; a failure is kept for `status()` and the
 * next mark tries again.
 *
 * @example
 * const statistics = keepStatistics(driver);
 * await statistics.take();            // after migrate()
 * statistics.inserted();              // per message inserted
 * statistics.committed();             // after each commit
 */
export function keepStatistics(driver: PgDriver, options: Partial<StatisticsOptions> = {}): Statistics {
  const { first, growth } = { ...STATISTICS_DEFAULTS, ...options };
  let stored = 0;
  /** Inserted but not yet counted: taken before the commit, ANALYZE would not see them. */
  let pending = 0;
  let mark = first;
  let taken = 0;
  let lastError: string | null = null;
  let running: Promise<void> | null = null;
  /** A mark was passed while a run was under way: one more run follows it (it may predate the rows). */
  let again = false;
  const run = (): Promise<void> => driver.query(`ANALYZE ${GROWING_TABLES.join(', ')}`)
    .then(() => { taken++; lastError = null; }, (error: unknown) => { lastError = error instanceof Error ? error.message : String(error); })
    .then(() => {
      if (!again) return;
      again = false;
      return run();
    });
  const take = (): Promise<void> => {
    if (running) {
      again = true;
      return running;
    }
    running = run().finally(() => { running = null; });
    return running;
  };
  return {
    take,
    inserted() {
      pending++;
    },
    committed() {
      if (pending === 0) return;
      stored += pending;
      pending = 0;
      if (stored < mark) return;
      while (mark <= stored) mark = Math.ceil(mark * growth);
      void take();
    },
    status: () => ({ taken, lastError }),
    stop: async () => { await running; },
  };
}
