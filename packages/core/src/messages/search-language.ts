/**
 * The search language of `q` (docs/http-api.md, "Search"): Mailpit's where the two overlap.
 *
 *   parseSearch('from:alice "reset your" -tag:seen larger:1MB')
 *   // → { terms: [{ field: 'sender', text: 'alice', … }, { field: 'any', text: 'reset your', … }],
 *   //     checks: [{ kind: 'tag', tag: 'seen', negate: true }, { kind: 'larger', bytes: 1048576, … }] }
 *
 * Terms are separated by spaces and must all hold. A term is a word, a "quoted phrase", or
 * `name:value` (the value quoted when it holds spaces: `subject:"your code"`); `-` before a term
 * negates it. A `name:` that is not one of the language's is plain text (`re:`, `https://…`).
 * A bad value is a 400 naming the term.
 */
import { invalid } from '../errors.js';
import { LINK_TYPES, MESSAGE_INTENTS, type LinkType, type MessageIntent } from '../types.js';
import type { RowTerm, TextTerm } from '../storage/index.js';
import { isEmail, normalizeAddress } from '../validate.js';
import { normalizeTag } from './tag-names.js';

/** Bounds of q: each term is one more condition for the walk to check. */
export const SEARCH_LANGUAGE_LIMITS = Object.freeze({ chars: 500, terms: 16 });

export interface ParsedSearch {
  terms: TextTerm[];
  checks: RowTerm[];
}

const HAS_WORD = /[\p{L}\p{N}]/u;
/**
 * `-`? then `name:` (optional) then the value: a run of anything but spaces, where a "quoted
 * part" may hold spaces (an unclosed quote runs to the end): `"reset your"`,
 * `subject:"your code"`, `header:X-Campaign="spring launch"`. The quotes are dropped.
 */
const TERM = /(-?)(?:([A-Za-z][\w-]*):)?((?:[^\s"]|"[^"]*"?)*)/g;
const RFC3339 = /^\d{4}-\d{2}-\d{2}[Tt ]\d{2}:\d{2}:\d{2}(?:\.\d{1,9})?(?:[Zz]|[+-]\d{2}:\d{2})$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const SIZE = /^(\d+(?:\.\d+)?)\s*(b|k|kb|m|mb|g|gb)?$/i;
const UNITS: Record<string, number> = { b: 1, k: 1024, kb: 1024, m: 1024 ** 2, mb: 1024 ** 2, g: 1024 ** 3, gb: 1024 ** 3 };
/** A header name as RFC 5322 allows it (printable ASCII but the colon). */
const HEADER_NAME = /^[!-9;-~]+$/;

const FIELDS = { from: 'sender', to: 'to', cc: 'cc', subject: 'subject' } as const;
const NAMES = new Set(['from', 'to', 'cc', 'subject', 'tag', 'is', 'has', 'intent', 'link', 'before', 'after', 'larger', 'smaller', 'header']);

const bad = (term: string, why: string) => invalid('q', `q: "${term}" ${why}`);

/** Parses q; throws a 400 (field q) naming the first bad term. */
export function parseSearch(q: string): ParsedSearch {
  const out: ParsedSearch = { terms: [], checks: [] };
  let count = 0;
  for (const m of q.matchAll(TERM)) {
    const [whole, minus, rawName, raw] = m;
    if (whole === '') continue;
    const value = (raw ?? '').replace(/"/g, '').trim();
    const negate = minus === '-';
    const name = rawName?.toLowerCase();
    if (name === undefined || !NAMES.has(name)) {
      // Plain text: the whole term (a name that is not the language's stays part of it).
      const text = rawName === undefined ? value : `${rawName}:${value}`;
      if (!HAS_WORD.test(text)) continue;
      out.terms.push({ field: 'any', text, negate });
    } else {
      term(out, name, value, negate, whole.trim());
    }
    if (++count > SEARCH_LANGUAGE_LIMITS.terms) throw invalid('q', `q must have at most ${SEARCH_LANGUAGE_LIMITS.terms} terms`);
  }
  return out;
}

function term(out: ParsedSearch, name: string, value: string, negate: boolean, whole: string): void {
  if (value === '') throw bad(whole, `needs a value after "${name}:"`);
  switch (name) {
    case 'from':
      if (isEmail(value)) out.checks.push({ kind: 'sender_address', address: normalizeAddress(value)!, negate });
      else out.terms.push({ field: 'sender', text: words(value, whole), negate });
      return;
    case 'to': case 'cc': case 'subject':
      out.terms.push({ field: FIELDS[name], text: words(value, whole), negate });
      return;
    case 'header': {
      const eq = value.indexOf('=');
      const header = (eq < 0 ? value : value.slice(0, eq)).trim();
      if (!HEADER_NAME.test(header) || !HAS_WORD.test(header)) throw bad(whole, 'needs a header name, e.g. header:X-Mailer=value');
      const text = eq < 0 ? null : value.slice(eq + 1).trim();
      if (text !== null && !HAS_WORD.test(text)) throw bad(whole, 'needs a word after "="');
      out.terms.push({ field: 'header', name: header, text, negate });
      return;
    }
    case 'tag': {
      const tag = normalizeTag(value);
      if (tag === null) throw bad(whole, 'is not a tag name (letters, digits, ".", "_", "-", "/", at most 64)');
      out.checks.push({ kind: 'tag', tag, negate });
      return;
    }
    case 'is': return flag(out, whole, negate, value.toLowerCase(), { read: 'read', unread: 'read', tagged: 'tagged' }, value.toLowerCase() === 'unread');
    case 'has': return flag(out, whole, negate, value.toLowerCase(), { otp: 'otp', attachment: 'attachment', attachments: 'attachment' }, false);
    case 'intent':
      if (!MESSAGE_INTENTS.includes(value as MessageIntent)) throw bad(whole, `is not an intent (${MESSAGE_INTENTS.join(', ')})`);
      out.checks.push({ kind: 'intent', intent: value as MessageIntent, negate });
      return;
    case 'link':
      if (!LINK_TYPES.includes(value as LinkType)) throw bad(whole, `is not a link type (${LINK_TYPES.join(', ')})`);
      out.checks.push({ kind: 'link', type: value as LinkType, negate });
      return;
    case 'before': case 'after':
      out.checks.push({ kind: name, at: instant(value, whole), negate });
      return;
    case 'larger': case 'smaller':
      out.checks.push({ kind: name, bytes: size(value, whole), negate });
      return;
  }
}

function words(value: string, whole: string): string {
  if (!HAS_WORD.test(value)) throw bad(whole, 'needs a word (letters or digits)');
  return value;
}

function flag(out: ParsedSearch, whole: string, negate: boolean, value: string,
  kinds: Record<string, 'read' | 'tagged' | 'otp' | 'attachment'>, flip: boolean): void {
  const kind = kinds[value];
  if (!kind) throw bad(whole, `is not one of ${Object.keys(kinds).map((k) => `${whole.replace(/^-/, '').split(':')[0]}:${k}`).join(', ')}`);
  out.checks.push({ kind, negate: negate !== flip });
}

/** A day (YYYY-MM-DD: its start, UTC) or an RFC 3339 timestamp, as epoch ms. */
function instant(value: string, whole: string): number {
  const ms = DAY.test(value) ? Date.parse(`${value}T00:00:00Z`) : RFC3339.test(value) ? Date.parse(value) : Number.NaN;
  if (!Number.isFinite(ms)) throw bad(whole, 'needs a date (2026-11-27) or an RFC 3339 timestamp (2026-11-27T10:00:00Z)');
  return ms;
}

/** Bytes from `2048`, `10K`, `1.5MB`, `1G` (units of 1,024). */
function size(value: string, whole: string): number {
  const m = SIZE.exec(value);
  if (!m) throw bad(whole, 'needs a size: bytes, or a number with K, M or G (10K, 1.5MB)');
  return Math.round(Number(m[1]) * UNITS[(m[2] ?? 'b').toLowerCase()]!);
}
