import { LRUCache } from 'lru-cache';
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
  /** Accounts tracked at once; the least recently seen is forgotten first. Default 10,000. */
  maxAccounts?: number;
}

export const DEFAULT_MAX_BUDGET_ACCOUNTS = 10_000;

interface Counters {
  starts: [number, number, number, number];
  counts: [number, number, number, number];
}

/**
 * Per-account request budgets over fixed windows aligned to the clock (UTC minute, day,
 * Monday-based week, calendar month). Counts live in memory only: they start from zero
 * when the daemon restarts, and an account pushed out of the bounded table starts over.
 * A request refused by a budget is not counted against the other windows.
 */
export class RequestBudgets {
  private readonly clock: () => number;
  private readonly accounts: LRUCache<string, Counters>;
  private current: WindowSet;

  constructor(options: RequestBudgetsOptions) {
    this.clock = options.clock;
    this.accounts = new LRUCache({ max: Math.max(1, options.maxAccounts ?? DEFAULT_MAX_BUDGET_ACCOUNTS) });
    this.current = windowsAt(this.clock());
  }

  /** Counts one request, or returns the spent window without counting it. */
  take(accountId: string, budget: RequestBudget): BudgetExceeded | null {
    const now = this.clock();
    let w = this.current;
    if (now >= w.ends[0] || now < w.starts[0]) w = this.current = windowsAt(now);
    let c = this.accounts.get(accountId);
    if (c === undefined) {
      c = { starts: [w.starts[0], w.starts[1], w.starts[2], w.starts[3]], counts: [0, 0, 0, 0] };
      this.accounts.set(accountId, c);
    }
    let exceeded: BudgetExceeded | null = null;
    for (let i = 0; i < 4; i++) {
      if (c.starts[i] !== w.starts[i]) {
        c.starts[i] = w.starts[i]!;
        c.counts[i] = 0;
      }
      const window = BUDGET_WINDOWS[i]!;
      const limit = budget[window];
      if (typeof limit === 'number' && c.counts[i]! >= limit) {
        const retryAfterSeconds = secondsUntil(w.ends[i]!, now);
        if (!exceeded || retryAfterSeconds > exceeded.retryAfterSeconds) exceeded = { window, limit, retryAfterSeconds };
      }
    }
    if (exceeded) return exceeded;
    c.counts[0]++;
    c.counts[1]++;
    c.counts[2]++;
    c.counts[3]++;
    return null;
  }

  /**
   * What the account has spent of each window now (counted in memory since the daemon
   * started), with the window's limit and when it starts over.
   */
  usage(accountId: string, budget: RequestBudget | null): Record<BudgetWindow, WindowUsage> {
    const now = this.clock();
    const w = windowsAt(now);
    const c = this.accounts.peek(accountId);
    const out = {} as Record<BudgetWindow, WindowUsage>;
    BUDGET_WINDOWS.forEach((window, i) => {
      const used = c !== undefined && c.starts[i] === w.starts[i] ? c.counts[i]! : 0;
      out[window] = { limit: typeof budget?.[window] === 'number' ? budget[window] : null, used, resets_at: new Date(w.ends[i]!).toISOString() };
    });
    return out;
  }

  /** Forgets every count (tests, or an operator raising a plan mid-window). */
  reset(accountId?: string): void {
    if (accountId === undefined) this.accounts.clear();
    else this.accounts.delete(accountId);
  }
}
