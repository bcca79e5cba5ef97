import { invalid } from './errors.js';

/**
 * Input rules several folders share (a shared leaf, like errors.ts): labels, email addresses
 * and listing pages. They sit here, below every feature, so that accounts, API keys, inboxes,
 * messages, webhooks and sign-in check them alike without importing one another.
 *
 * @example
 * const limit = validateLimit(options.limit, DEFAULT_PAGE_SIZE); // 20 when unset; `invalid('limit')` past 100
 */

/** A listing's page size when the caller names none. */
export const DEFAULT_PAGE_SIZE = 20;
/** Largest page a listing hands out (the spec's bound on `limit`). */
export const MAX_PAGE_SIZE = 100;

/** What every keyset listing takes: a page size and the cursor of the page before. */
export interface ListOptions {
  limit?: number | string;
  cursor?: string | null;
}

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isEmail(value: unknown): value is string {
  return typeof value === 'string' && value.length <= 320 && EMAIL_RE.test(value);
}

/** Lower-cases and strips angle brackets; returns null for anything without local@domain. */
export function normalizeAddress(value: string): string | null {
  const addr = value.trim().replace(/^<|>$/g, '').toLowerCase();
  const at = addr.lastIndexOf('@');
  if (at < 1 || at === addr.length - 1) return null;
  return addr;
}

/** Length in characters (code points), as JSON Schema counts it, not UTF-16 code units. */
export function charLength(value: string): number {
  let n = 0;
  for (const _ of value) n++;
  return n;
}

export function validateLabel(value: unknown, field = 'label'): string {
  if (typeof value !== 'string') throw invalid(field, `${field} is required and must be a string`);
  if (value.length < 1 || charLength(value) > 100) throw invalid(field, `${field} must be 1 to 100 characters`);
  return value;
}

export function validateLimit(value: unknown, fallback: number): number {
  if (value === undefined || value === null || value === '') return fallback;
  const n = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isInteger(n) || n < 1 || n > MAX_PAGE_SIZE) throw invalid('limit', `limit must be an integer from 1 to ${MAX_PAGE_SIZE}`);
  return n;
}
