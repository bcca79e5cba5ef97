/**
 * Fixed time windows aligned to the clock (UTC): minute, day, ISO week (Monday 00:00 UTC)
 * and calendar month. Day, week and month boundaries are also minute boundaries, so the
 * set of windows only has to be recomputed when the minute changes.
 */
export type BudgetWindow = 'minute' | 'day' | 'week' | 'month';
export const BUDGET_WINDOWS: readonly BudgetWindow[] = ['minute', 'day', 'week', 'month'];

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
const WEEK_MS = 7 * DAY_MS;
/** 1970-01-05 was a Monday; weeks are counted from there. */
const FIRST_MONDAY_MS = 4 * DAY_MS;

export interface WindowSet {
  /** Start of each window in BUDGET_WINDOWS order, epoch ms. */
  readonly starts: readonly [number, number, number, number];
  /** End (exclusive) of each window in BUDGET_WINDOWS order, epoch ms. */
  readonly ends: readonly [number, number, number, number];
}

export function windowsAt(now: number): WindowSet {
  const minute = Math.floor(now / MINUTE_MS) * MINUTE_MS;
  const day = Math.floor(now / DAY_MS) * DAY_MS;
  const week = Math.floor((now - FIRST_MONDAY_MS) / WEEK_MS) * WEEK_MS + FIRST_MONDAY_MS;
  const d = new Date(now);
  const month = Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1);
  const nextMonth = Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1);
  return {
    starts: [minute, day, week, month],
    ends: [minute + MINUTE_MS, day + DAY_MS, week + WEEK_MS, nextMonth],
  };
}

/** Whole seconds until `end`, at least 1 (a Retry-After of 0 invites a busy loop). */
export function secondsUntil(end: number, now: number): number {
  return Math.max(1, Math.ceil((end - now) / 1000));
}
