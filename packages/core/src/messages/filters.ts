import { createHash } from 'node:crypto';
import { invalid } from '../errors.js';
import { MESSAGE_INTENTS, type MessageIntent } from '../types.js';
import type { MessageQuery } from '../storage/index.js';
import { isEmail, normalizeAddress } from '../validate.js';
import { parseSearch, SEARCH_LANGUAGE_LIMITS } from './search-language.js';

/**
 * Optional filters of a message listing (GET /v1/inboxes/{inbox_id}/messages and
 * GET /v1/messages). Each is a string as a query string carries it; in-process callers may
 * pass typed values (a boolean, a Date). An empty string is the same as leaving it out.
 */
export interface MessageFilters {
  /**
   * The search language (search-language.ts): words that must all appear in the subject, sender
   * or text body ("quoted words" in that order), field terms (`from:`, `to:`, `cc:`, `subject:`,
   * `header:Name=value`, `tag:`, `is:read`, `has:otp`, `intent:`, `link:<type>`, `before:`,
   * `after:`, `larger:`, `smaller:`), `-` before a term to negate it.
   */
  q?: string;
  /** The sender: a whole address matches that address exactly; anything else matches as words of the address or display name. */
  from?: string;
  /** Words that must appear, in this order, in the subject. */
  subject?: string;
  /** Received strictly after this instant (RFC 3339, e.g. 2026-11-27T10:00:00Z). */
  received_after?: string | Date;
  /** Received strictly before this instant. */
  received_before?: string | Date;
  /** true: only messages with a one-time code; false: only messages without. */
  has_otp?: boolean | string;
  /** Only messages of this intent (login_code, verification, password_reset, magic_link, invite). */
  intent?: MessageIntent | (string & {});
}

/** The filter names, in the order they are validated. */
export const MESSAGE_FILTERS = ['q', 'from', 'subject', 'received_after', 'received_before', 'has_otp', 'intent'] as const;

/** Bounds of the text filters: each q term is one more index walk to intersect. */
export const SEARCH_LIMITS = Object.freeze({ qChars: SEARCH_LANGUAGE_LIMITS.chars, qTerms: SEARCH_LANGUAGE_LIMITS.terms, fromChars: 320, subjectChars: 500 });

/** The filters as the storage port's query reads them, and a key naming the set (null when none is given). */
export interface ParsedFilters {
  query: Omit<MessageQuery, 'account_id' | 'inbox_id' | 'recipient'>;
  key: string | null;
}

const HAS_WORD = /[\p{L}\p{N}]/u;
const RFC3339 = /^\d{4}-\d{2}-\d{2}[Tt ]\d{2}:\d{2}:\d{2}(?:\.\d{1,9})?(?:[Zz]|[+-]\d{2}:\d{2})$/;

const given = (value: unknown) => value !== undefined && value !== null && value !== '';

/** True when any filter is given. */
export function hasFilters(input: MessageFilters): boolean {
  return MESSAGE_FILTERS.some((name) => given(input[name]));
}

function text(input: MessageFilters, name: 'q' | 'from' | 'subject', max: number): string | undefined {
  const value = input[name];
  if (!given(value)) return undefined;
  if (typeof value !== 'string') throw invalid(name, `${name} must be a string`);
  if (value.length > max) throw invalid(name, `${name} must be at most ${max} characters`);
  if (!HAS_WORD.test(value)) throw invalid(name, `${name} must contain a word (letters or digits)`);
  return value.trim();
}

function instant(input: MessageFilters, name: 'received_after' | 'received_before'): number | undefined {
  const value = input[name];
  if (!given(value)) return undefined;
  const ms = value instanceof Date ? value.getTime()
    : typeof value === 'string' && RFC3339.test(value) ? Date.parse(value) : Number.NaN;
  if (!Number.isFinite(ms)) {
    throw invalid(name, `${name} must be an RFC 3339 timestamp with a time zone, e.g. 2026-11-27T10:00:00Z`);
  }
  return ms;
}

function flag(input: MessageFilters): boolean | undefined {
  const value = input.has_otp;
  if (!given(value)) return undefined;
  if (value === true || value === 'true') return true;
  if (value === false || value === 'false') return false;
  throw invalid('has_otp', 'has_otp must be true or false');
}

function intent(input: MessageFilters): MessageIntent | undefined {
  const value = input.intent;
  if (!given(value)) return undefined;
  if (typeof value !== 'string' || !MESSAGE_INTENTS.includes(value as MessageIntent)) {
    throw invalid('intent', `intent must be one of ${MESSAGE_INTENTS.join(', ')}`);
  }
  return value as MessageIntent;
}

/** Validates the filters (400 naming the first bad one) and turns them into the port's terms. */
export function parseFilters(input: MessageFilters): ParsedFilters {
  const query: ParsedFilters['query'] = {};
  const q = text(input, 'q', SEARCH_LIMITS.qChars);
  if (q !== undefined) {
    const { terms, checks } = parseSearch(q);
    if (terms.length > 0) query.terms = terms;
    if (checks.length > 0) query.checks = checks;
  }
  const from = text(input, 'from', SEARCH_LIMITS.fromChars);
  if (from !== undefined) {
    if (isEmail(from)) query.sender_address = normalizeAddress(from)!;
    else query.sender = from;
  }
  const subject = text(input, 'subject', SEARCH_LIMITS.subjectChars);
  if (subject !== undefined) query.subject = subject;
  const after = instant(input, 'received_after');
  if (after !== undefined) query.received_after = after;
  const before = instant(input, 'received_before');
  if (before !== undefined) query.received_before = before;
  const otp = flag(input);
  if (otp !== undefined) query.has_otp = otp;
  const kind = intent(input);
  if (kind !== undefined) query.intent = kind;
  if (Object.keys(query).length === 0) return { query, key: null };
  // Field order is fixed above, so equal filter sets give equal keys.
  return { query, key: createHash('sha256').update(JSON.stringify(query)).digest('hex').slice(0, 12) };
}
