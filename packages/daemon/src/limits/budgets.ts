import { LRUCache } from 'lru-cache';
import type { RequestCounts } from '@inboxkit/core';
import { BUDGET_WINDOWS, secondsUntil, windowsAt, type BudgetWindow, type WindowSet } from './windows.js';

/** Requests an account may make per window (its plan's `entitlements.api_requests`). */
export interface RequestBudget {
  minute: number;
  day: number;
  week: number;
  month: number;
}

/** One window of an account's request budget: its limit, what is spent, and when it starts over. */
export interface WindowUsage {
  /** null: no budget for this window. */
  limit: number | null;
  used: number;
  resets_at: string;
}

export interface BudgetExceeded {
  /** The window that is spent (the one that frees up last when several are). */
  window: BudgetWindow;
  limit: number;
  retryAfterSeconds: number;
}

export interface RequestBudgetsOptions {
  clock: () => number;
  /** Accounts tracked at once; the least recently seen is forgotten first (its counts stay in the database). Default 10,000. */
  maxAccounts?: number;
  /**
   * Where the counts are shared with every daemon on the database (the service's
   * `requestCounts`). Default none: this process's memory only.
   */
  shared?: RequestCounts | null;
  /**
   * How often an account's new requests are added to the shared counts and the total of every
   * daemon read back. Default 250 ms. The bound it sets: see RequestBudgets.
   */
  syncIntervalMs?: number;
  /** Told when a sync fails (the counts stay here and go with the next one). Default: nothing. */
  onSyncError?: (error: unknown) => void;
}

export const DEFAULT_MAX_BUDGET_ACCOUNTS = 10_000;
export const DEFAULT_BUDGET_SYNC_INTERVAL_MS = 250;

type Four = [number, number, number, number];

interface Counters {
  starts: Four;
  ends: Four;
  /** Every daemon's count (ours included) as last read back from the database. */
  synced: Four;
  /** Counted here and being added now. */
  sending: Four;
  /** Counted here since, not yet added. */
  unsent: Four;
  /** performance.now() of the last read-back; -Infinity before the first. */
  readAt: number;
  /** The minute window the last read-back was for. */
  readMinute: number;
  syncing: Promise<void> | null;
}

const zeros = (): Four => [0, 0, 0, 0];

/**
 * Per-account request budgets over fixed windows aligned to the clock (UTC minute, day,
 * Monday-based week, calendar month). A request refused by a budget is not counted against
 * the other windows.
 *
 * The check on the request path is synchronous and in memory: what every daemon had counted at
 * the last read-back, plus what this daemon counted since. With `shared` counts, every
 * `syncIntervalMs` each account that made requests here adds them to its shared counters
 * (usage_counters, through core) and reads back the total, so the budget holds across daemons
 * and restarts. An account whose total was not read within two intervals (new here, idle, or
 * after a restart) is read before its request is checked (`ready`); alone on its database
 * (SQLite), only its first request here waits for that read. The bound: a daemon does
 * not see what the others admitted since its last read-back, so an account may overshoot a
 * limit by what the other daemons admitted within about one sync interval (plus a round trip).
 */
export class RequestBudgets {
  private readonly clock: () => number;
  private readonly accounts: LRUCache<string, Counters>;
  private readonly shared: RequestCounts | null;
  private readonly syncIntervalMs: number;
  private readonly onSyncError: (error: unknown) => void;
  /** Accounts with counts not yet added (kept even when the table forgets them). */
  private readonly dirty = new Map<string, Counters>();
  private timer: NodeJS.Timeout | null = null;
  private closed = false;
  private current: WindowSet;

  constructor(options: RequestBudgetsOptions) {
    this.clock = options.clock;
    this.accounts = new LRUCache({ max: Math.max(1, options.maxAccounts ?? DEFAULT_MAX_BUDGET_ACCOUNTS) });
    this.shared = options.shared ?? null;
    this.syncIntervalMs = Math.max(1, options.syncIntervalMs ?? DEFAULT_BUDGET_SYNC_INTERVAL_MS);
    this.onSyncError = options.onSyncError ?? (() => {});
    this.current = windowsAt(this.clock());
  }

  /**
   * Null when the account's counts are fresh enough to check at once; else a promise that
   * resolves once they were read from the database (never rejects: a failed read leaves the
   * check to what this daemon knows).
   */
  ready(accountId: string): Promise<void> | null {
    if (!this.shared || this.closed) return null;
    const w = this.windows();
    const c = this.counters(accountId, w);
    // Alone on the database, the first read is the only one the request path needs to wait for.
    const alone = !this.shared.shared && c.readAt > -Infinity;
    if (alone || (c.readMinute === w.starts[0] && performance.now() - c.readAt < 2 * this.syncIntervalMs)) return null;
    return this.syncAccount(accountId, c);
  }

  /** Counts one request, or returns the spent window without counting it. */
  take(accountId: string, budget: RequestBudget): BudgetExceeded | null {
    const now = this.clock();
    const w = this.windows(now);
    const c = this.counters(accountId, w);
    let exceeded: BudgetExceeded | null = null;
    for (let i = 0; i < 4; i++) {
      const window = BUDGET_WINDOWS[i]!;
      const limit = budget[window];
      if (typeof limit === 'number' && c.synced[i]! + c.sending[i]! + c.unsent[i]! >= limit) {
        const retryAfterSeconds = secondsUntil(w.ends[i]!, now);
        if (!exceeded || retryAfterSeconds > exceeded.retryAfterSeconds) exceeded = { window, limit, retryAfterSeconds };
      }
    }
    if (exceeded) return exceeded;
    for (let i = 0; i < 4; i++) c.unsent[i]!++;
    this.markDirty(accountId, c);
    return null;
  }

  /** Reads the account's shared counts now (adding this daemon's), so `usage` tells every daemon's. */
  async refresh(accountId: string): Promise<void> {
    if (!this.shared || this.closed) return;
    await this.syncAccount(accountId, this.counters(accountId, this.windows()));
  }

  /**
   * What the account has spent of each window now (every daemon's count at the last read-back
   * and this daemon's since), with the window's limit and when it starts over.
   */
  usage(accountId: string, budget: RequestBudget | null): Record<BudgetWindow, WindowUsage> {
    const w = windowsAt(this.clock());
    const c = this.accounts.peek(accountId) ?? this.dirty.get(accountId);
    const out = {} as Record<BudgetWindow, WindowUsage>;
    BUDGET_WINDOWS.forEach((window, i) => {
      const used = c !== undefined && c.starts[i] === w.starts[i] ? c.synced[i]! + c.sending[i]! + c.unsent[i]! : 0;
      out[window] = { limit: typeof budget?.[window] === 'number' ? budget[window] : null, used, resets_at: new Date(w.ends[i]!).toISOString() };
    });
    return out;
  }

  /** Adds every account's unsent counts now and reads back their totals (the timer does this every interval). */
  async sync(): Promise<void> {
    if (this.timer) {
      clearTimeout(this.timer);
      this.timer = null;
    }
    const batch = [...this.dirty];
    this.dirty.clear();
    await Promise.all(batch.map(([accountId, c]) => this.syncAccount(accountId, c)));
  }

  /** Stops the timer and adds what is unsent (a daemon stopping); counting goes on in memory only. */
  async close(): Promise<void> {
    await this.sync();
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  /** Forgets this daemon's memory of the counts (tests); shared counts are read again at the next request. */
  reset(accountId?: string): void {
    if (accountId === undefined) this.accounts.clear();
    else this.accounts.delete(accountId);
  }

  private windows(now = this.clock()): WindowSet {
    let w = this.current;
    if (now >= w.ends[0] || now < w.starts[0]) w = this.current = windowsAt(now);
    return w;
  }

  /** The account's counters, their windows moved to `w` (a window that ended starts from zero). */
  private counters(accountId: string, w: WindowSet): Counters {
    let c = this.accounts.get(accountId) ?? this.dirty.get(accountId);
    if (c === undefined) {
      c = { starts: [...w.starts], ends: [...w.ends], synced: zeros(), sending: zeros(), unsent: zeros(), readAt: -Infinity, readMinute: -1, syncing: null };
      this.accounts.set(accountId, c);
    } else if (this.accounts.peek(accountId) === undefined) {
      this.accounts.set(accountId, c);
    }
    for (let i = 0; i < 4; i++) {
      if (c.starts[i] === w.starts[i]) continue;
      c.starts[i] = w.starts[i]!;
      c.ends[i] = w.ends[i]!;
      c.synced[i] = c.sending[i] = c.unsent[i] = 0;
    }
    return c;
  }

  private markDirty(accountId: string, c: Counters): void {
    if (!this.shared || this.closed) return;
    this.dirty.set(accountId, c);
    if (this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.sync();
    }, this.syncIntervalMs);
    this.timer.unref();
  }

  /** Adds the account's unsent counts and reads back the totals; one at a time per account. Never rejects. */
  private syncAccount(accountId: string, c: Counters): Promise<void> {
    if (c.syncing) {
      return c.syncing.then(() => (c.unsent.some((n) => n > 0) || c.readMinute !== c.starts[0] ? this.syncAccount(accountId, c) : undefined));
    }
    const starts = [...c.starts];
    const sent = c.unsent;
    c.sending = sent;
    c.unsent = zeros();
    const windows = BUDGET_WINDOWS.map((window, i) => ({ window, start: starts[i]!, end: c.ends[i]!, add: sent[i]! }));
    c.syncing = this.shared!.add(accountId, windows).then((totals) => {
      for (let i = 0; i < 4; i++) {
        if (c.starts[i] !== starts[i]) continue; // the window ended meanwhile
        c.synced[i] = totals[i]!;
        c.sending[i] = 0;
      }
      c.readAt = performance.now();
      c.readMinute = starts[0]!;
    }, (error: unknown) => {
      for (let i = 0; i < 4; i++) {
        if (c.starts[i] !== starts[i]) continue;
        c.unsent[i]! += c.sending[i]!;
        c.sending[i] = 0;
      }
      if (c.unsent.some((n) => n > 0)) this.markDirty(accountId, c);
      this.onSyncError(error);
    }).finally(() => {
      c.syncing = null;
    });
    return c.syncing;
  }
}
