import type { AnalysisFields } from '../storage/index.js';
import { FIELD_LIMITS, isAnalysisCategory } from './types.js';

/** An analyzer produced something that is not a valid set of analysis fields. */
export class InvalidAnalysisError extends Error {
  override readonly name = 'InvalidAnalysisError';
}

const STRING_FIELDS = ['detected_otp', 'sender_name', 'category', 'extracted_id', 'amount_mentioned', 'summary'] as const;
const BOOLEAN_FIELDS = ['is_urgent', 'action_required'] as const;

// eslint-disable-next-line no-control-regex
const SQUASH_RE = /[\s\u0000-\u001f\u007f\u200b-\u200f\u2028\u2029\ufeff]+/g;
/** What SQUASH_RE would change: anything it matches but a single space. */
// eslint-disable-next-line no-control-regex
const SQUASH_NEEDED_RE = /[^\S ]|[\u0000-\u001f\u007f\u200b-\u200f]| {2}/;

/** Collapses whitespace runs and control characters into single spaces, then trims. */
export function squash(s: string): string {
  return (SQUASH_NEEDED_RE.test(s) ? s.replace(SQUASH_RE, ' ') : s).trim();
}

/** Cuts to at most `max` characters, on a word boundary when one is near, ending with '…'. */
export function clip(s: string, max: number): string {
  if (s.length <= max) return s;
  // Counts code points as Array.from(s) would (a lone surrogate is one), without the array.
  let i = 0;
  let n = 0;
  let cutAt = 0; // end of the first max - 1 code points
  while (i < s.length && n < max) {
    if (n === max - 1) cutAt = i;
    const c = s.charCodeAt(i);
    const pair = c >= 0xd800 && c <= 0xdbff && i + 1 < s.length && (s.charCodeAt(i + 1) & 0xfc00) === 0xdc00;
    i += pair ? 2 : 1;
    n++;
  }
  if (i >= s.length) return s; // max code points or fewer
  let cut = s.slice(0, cutAt);
  const space = cut.lastIndexOf(' ');
  if (space > max * 0.6) cut = cut.slice(0, space);
  return `${cut.replace(/[\s,;:.\-–—]+$/u, '')}…`;
}

/**
 * Checks and normalises analysis fields from any analyzer. Types are strict: every string
 * field is a string or null, every flag a boolean or null; a wrong type throws
 * InvalidAnalysisError (the attempt fails). A missing key reads as null. Strings are
 * trimmed with whitespace collapsed; empty becomes null. Free text (summary, sender name)
 * is clipped to its limit; identifiers that are too long to be real become null rather
 * than being cut into something wrong. A category outside the documented set is null.
 */
export function validateAnalysisFields(value: unknown): AnalysisFields {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new InvalidAnalysisError('analysis result must be a JSON object');
  }
  const v = value as Record<string, unknown>;
  const out: AnalysisFields = {
    detected_otp: null, sender_name: null, category: null, extracted_id: null,
    amount_mentioned: null, is_urgent: null, action_required: null, summary: null,
  };
  for (const key of STRING_FIELDS) {
    const raw = v[key];
    if (raw === undefined || raw === null) continue;
    if (typeof raw !== 'string') throw new InvalidAnalysisError(`${key} must be a string or null, got ${typeof raw}`);
    const s = squash(raw);
    if (s === '') continue;
    switch (key) {
      case 'category': {
        const c = s.toLowerCase();
        out.category = isAnalysisCategory(c) ? c : null;
        break;
      }
      case 'summary': out.summary = clip(s, FIELD_LIMITS.summary); break;
      case 'sender_name': out.sender_name = clip(s, FIELD_LIMITS.sender_name); break;
      default: out[key] = s.length <= FIELD_LIMITS[key] ? s : null;
    }
  }
  for (const key of BOOLEAN_FIELDS) {
    const raw = v[key];
    if (raw === undefined || raw === null) continue;
    if (typeof raw !== 'boolean') throw new InvalidAnalysisError(`${key} must be a boolean or null, got ${typeof raw}`);
    out[key] = raw;
  }
  return out;
}
