/**
 * Masks for mail snapshots: what changes from one run to the next is replaced by what it
 * means, so a snapshot compares the wording and the layout, not this run's code or date. Pure
 * functions of the text and what the extractors found in the message (its `otp`, its typed
 * `links`, the inbox's address). The rules run in the order of MASK_RULES:
 *
 * | rule | replaced | by |
 * |---|---|---|
 * | token-links | in a URL of a verification, magic-link, password-reset or unsubscribe link: every query and fragment value, and each path segment of 8+ characters that is not lower-case words (`reset-password`) | `<token>` |
 * | tracking | the value of a tracking parameter in any URL (utm_*, mc_eid, fbclid, gclid, _hsenc, …) | `<tracking>` |
 * | inbox | the inbox's address (also percent-encoded), and its local part as a whole word | `<inbox>` |
 * | uuid | UUIDs | `<uuid>` |
 * | message-id | `<local@host>` identifiers, as Message-ID headers write them | `<message-id>` |
 * | datetime | ISO 8601 and RFC 2822 dates and times; dates like `November 29, 2026`, `29 Nov 2026`, `Nov 29`, `11/29/2026`, `29.11.2026` | `<date>` |
 * | time | times like `10:00`, `10:00:59`, `9:30 AM`, `10am`, with a zone (`UTC`, `PST`, `+01:00`) | `<time>` |
 * | otp | the message's one-time code, also grouped (`123 456`, `123-456`) | `<otp>` |
 * | hex | runs of 16 or more hexadecimal digits | `<hex>` |
 * | url-ids | in any URL, a path segment (its extension kept) or query value of 16+ characters that is not lower-case words (of at most 15 letters) and numbers (`top-10-tips`) | `<id>` |
 * | random | elsewhere, runs of 16 or more base64url characters that look random (looksRandom: not words, slugs or numbers with a suffix) | `<id>` |
 *
 * @example
 * maskMail('Your code is 482913, sent 2026-11-29T10:00:00Z', { otp: '482913', links: [], inbox: null })
 * // 'Your code is <otp>, sent <date>'
 */
import type { ExtractedLink } from '@inboxkit/client';

export interface MaskContext {
  /** The message's one-time code (the detail's `otp`). */
  otp: string | null;
  /** The message's links, as the extractors typed them. */
  links: readonly ExtractedLink[];
  /** The inbox's address. */
  inbox: string | null;
}

export interface MaskRule {
  name: string;
  apply(text: string, context: MaskContext): string;
}

const TOKEN_LINK_TYPES = new Set(['verification', 'magic_link', 'password_reset', 'unsubscribe']);
const TRACKING_PARAM = /^(?:utm_[a-z0-9_]+|mc_eid|mc_cid|fbclid|gclid|gclsrc|dclid|gbraid|wbraid|msclkid|yclid|twclid|ttclid|igshid|li_fat_id|_hsenc|_hsmi|__hstc|__hssc|__hsfp|hsctatracking|mkt_tok|_ke|vero_id|vero_conv|oly_enc_id|oly_anon_id|rb_clickid|s_cid|_bta_tid|_bta_c|ml_subscriber|ml_subscriber_hash|ss_campaign_id|_kx)$/i;
/** A URL in text or in an attribute: up to a space, a quote, an angle bracket (a mask already in it, `<token>`, is part of it); trailing punctuation is not part of it. */
const URL_RE = /\bhttps?:\/\/(?:[^\s"'<>]|<[a-z-]+>)+/gi;
const TRAILING = /[.,;:!?)\]}]+$/;
const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A word as slugs and prose write it: lower, Capitalised or camelCase, an acronym, each with a number after it; or a number with a short suffix (`2fa`, `3rd`). */
const WORDY = /^(?:(?:[A-Z]?[a-z]+(?:[A-Z][a-z]+)*|[A-Z]{2,6})\d*|\d+[a-z]{0,3})$/;
/** Lower-case words with separators (`reset-password`): what a token link's path says, not its token. */
const PATH_WORDS = /^[a-z]+(?:[-_.][a-z]+)*$/;
/** Words of at most 15 letters and numbers (`top-10-tips`): what any URL's long path segments and values may say. */
const PATH_WORDS_AND_NUMBERS = /^(?:[a-z]{1,15}|\d+)(?:[-_.](?:[a-z]{1,15}|\d+))*$/;
const TOKEN_CHARS = /^[A-Za-z0-9_.~+=-]+$/;

/**
 * Does a run of base64url characters in text look random (a token, an id) rather than words?
 * A number of 6 digits or more, or any part (between `-` and `_`) that is not a word as WORDY
 * has them. `min` is the shortest length that counts.
 *
 * @example looksRandom('Zk29sPq81LmX0aB7', 8) // true;  looksRandom('covid19-vaccine-2021', 8) // false
 */
export function looksRandom(run: string, min: number): boolean {
  const s = run.replace(/=+$/, '');
  if (s.length < min || !/^[A-Za-z0-9_-]+$/.test(s)) return false;
  if (/^[\d_-]+$/.test(s)) return s.replace(/[-_]/g, '').length >= Math.max(min, 6);
  return s.split(/[-_]+/).filter(Boolean).some((part) => !WORDY.test(part));
}

/**
 * A path segment or query value that holds a token: at least `min` characters of a token's
 * alphabet and not `words` (PATH_WORDS in a token link, PATH_WORDS_AND_NUMBERS elsewhere). A
 * file extension (`.gif`) stays.
 */
function maskSegment(segment: string, min: number, words: RegExp, by: string): string {
  const [, name = '', ext = ''] = /^(.*?)(\.[A-Za-z0-9]{1,5})?$/.exec(segment) ?? [];
  const value = decodeSafe(name);
  return value.length >= min && TOKEN_CHARS.test(value) && !words.test(value) ? by + ext : segment;
}

/** Each URL in the text, passed through `fn` (trailing punctuation kept outside). */
function eachUrl(text: string, fn: (url: string) => string): string {
  return text.replace(URL_RE, (found) => {
    const tail = TRAILING.exec(found)?.[0] ?? '';
    const url = found.slice(0, found.length - tail.length);
    return fn(url) + tail;
  });
}

/** `k=v&k2=v2` with each value passed through `fn(name, value)`. */
const mapParams = (params: string, fn: (name: string, value: string) => string) =>
  params.split('&').map((pair) => {
    const eq = pair.indexOf('=');
    return eq < 0 ? pair : `${pair.slice(0, eq)}=${fn(pair.slice(0, eq), pair.slice(eq + 1))}`;
  }).join('&');

/** A token link with every query and fragment value, and each path segment of 8+ characters that is not lower-case words, as `<token>`. */
export function maskTokenUrl(url: string): string {
  const hashAt = url.indexOf('#');
  const [beforeHash, hash] = hashAt < 0 ? [url, null] : [url.slice(0, hashAt), url.slice(hashAt + 1)];
  const queryAt = beforeHash.indexOf('?');
  const [base, query] = queryAt < 0 ? [beforeHash, null] : [beforeHash.slice(0, queryAt), beforeHash.slice(queryAt + 1)];
  const origin = /^https?:\/\/[^/]*/i.exec(base)?.[0] ?? '';
  const path = base.slice(origin.length).split('/').map((seg) => maskSegment(seg, 8, PATH_WORDS, '<token>')).join('/');
  const value = (_: string, v: string) => (v === '' ? '' : '<token>');
  return origin + path + (query === null ? '' : `?${mapParams(query, value)}`) +
    (hash === null ? '' : `#${hash.includes('=') ? mapParams(hash, value) : maskSegment(hash, 8, PATH_WORDS, '<token>')}`);
}

function decodeSafe(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

/** `https://host/path` of a URL (lower-case host), for telling whether two URLs are one link. */
function linkKey(url: string): string | null {
  try {
    const u = new URL(url);
    return `${u.protocol}//${u.host}${u.pathname}`;
  } catch {
    return null;
  }
}

const MONTH = '(?:Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|Jun(?:e)?|Jul(?:y)?|Aug(?:ust)?|Sep(?:t(?:ember)?)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?)\\.?';
const WEEKDAY = '(?:Mon(?:day)?|Tue(?:s(?:day)?)?|Wed(?:nesday)?|Thu(?:r(?:s(?:day)?)?)?|Fri(?:day)?|Sat(?:urday)?|Sun(?:day)?)\\.?';
const DAY = '(?:[12]\\d|3[01]|0?[1-9])(?:st|nd|rd|th)?';
const ZONE = '(?:\\s*(?:UTC|GMT|UT|Z|[A-Z]{2,4}T|[+-]\\d{2}:?\\d{2})(?:\\s*\\([A-Za-z ]+\\))?)?';
const B = '(?<![A-Za-z0-9])';
const E = '(?![A-Za-z0-9])';
const DATE_PATTERNS = [
  // ISO 8601: 2026-11-29, 2026-11-29T10:00:00.123Z, 2026-11-29 10:00+01:00, 20261129T100000Z
  `${B}\\d{4}-\\d{2}-\\d{2}(?:[T ]\\d{2}:\\d{2}(?::\\d{2}(?:[.,]\\d+)?)?(?:Z|[+-]\\d{2}(?::?\\d{2})?)?)?${E}`,
  `${B}\\d{8}T\\d{6}(?:Z|[+-]\\d{4})?${E}`,
  // RFC 2822: Sun, 29 Nov 2026 10:00:00 +0000 (the weekday, seconds and zone optional)
  `${B}(?:${WEEKDAY},?\\s+)?\\d{1,2}\\s+${MONTH}\\s+\\d{4}\\s+\\d{2}:\\d{2}(?::\\d{2})?${ZONE}`,
  // Sunday, November 29th, 2026 / Nov 29, 2026 / November 29 / November 2026
  `${B}(?:${WEEKDAY},?\\s+)?${MONTH}\\s+${DAY},?\\s+\\d{4}${E}`,
  `${B}(?:${WEEKDAY},?\\s+)?${DAY}\\s+(?:of\\s+)?${MONTH},?\\s+\\d{4}${E}`,
  `${B}(?:${WEEKDAY},?\\s+)?${MONTH}\\s+(?:${DAY}|\\d{4})${E}`,
  `${B}(?:${WEEKDAY},?\\s+)?${DAY}\\s+${MONTH}${E}`,
  // 11/29/2026, 29/11/26, 2026/11/29, 29.11.2026
  `${B}\\d{1,2}/\\d{1,2}/(?:\\d{4}|\\d{2})${E}`,
  `${B}\\d{4}/\\d{1,2}/\\d{1,2}${E}`,
  `${B}\\d{1,2}\\.\\d{1,2}\\.\\d{4}${E}`,
].map((p) => new RegExp(p, 'g'));
const TIME_PATTERNS = [
  `${B}(?:[01]?\\d|2[0-3]):[0-5]\\d(?::[0-5]\\d(?:[.,]\\d+)?)?(?:\\s*[AaPp]\\.?[Mm]\\.?${E})?${ZONE}${E}`,
  `${B}(?:1[0-2]|0?[1-9])\\s*[AaPp]\\.?[Mm]\\.?${E}${ZONE}`,
].map((p) => new RegExp(p, 'g'));

const replaceAll = (patterns: readonly RegExp[], by: string) => (text: string) => patterns.reduce((t, re) => t.replace(re, by), text);

export const MASK_RULES: readonly MaskRule[] = [
  {
    name: 'token-links',
    apply(text, { links }) {
      const typed = links.filter((l) => TOKEN_LINK_TYPES.has(l.type));
      if (typed.length === 0) return text;
      const urls = new Set(typed.map((l) => l.url));
      const keys = new Set(typed.map((l) => linkKey(l.url)).filter((k): k is string => k !== null));
      return eachUrl(text, (url) => (urls.has(url) || keys.has(linkKey(url) ?? '') ? maskTokenUrl(url) : url));
    },
  },
  {
    name: 'tracking',
    apply: (text) => eachUrl(text, (url) => {
      const q = url.indexOf('?');
      if (q < 0) return url;
      const hashAt = url.indexOf('#', q);
      const end = hashAt < 0 ? url.length : hashAt;
      return url.slice(0, q + 1) + mapParams(url.slice(q + 1, end), (name, v) => (TRACKING_PARAM.test(name) && v !== '' ? '<tracking>' : v)) + url.slice(end);
    }),
  },
  {
    name: 'inbox',
    apply(text, { inbox }) {
      if (!inbox) return text;
      const local = inbox.slice(0, inbox.lastIndexOf('@'));
      let out = text.replace(new RegExp(`${escapeRe(inbox)}|${escapeRe(encodeURIComponent(inbox))}`, 'gi'), '<inbox>');
      if (local.length >= 6) out = out.replace(new RegExp(`${B}${escapeRe(local)}${E}`, 'gi'), '<inbox>');
      return out;
    },
  },
  { name: 'uuid', apply: replaceAll([/(?<![0-9a-fA-F])[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}(?![0-9a-fA-F])/g], '<uuid>') },
  { name: 'message-id', apply: replaceAll([/<[^<>\s@"]+@[^<>\s@"]+\.[^<>\s@"]+>/g], '<message-id>') },
  { name: 'datetime', apply: replaceAll(DATE_PATTERNS, '<date>') },
  { name: 'time', apply: replaceAll(TIME_PATTERNS, '<time>') },
  {
    name: 'otp',
    apply(text, { otp }) {
      if (!otp) return text;
      const grouped = [...otp].map(escapeRe).join('[ \\u00A0-]?');
      return text.replace(new RegExp(`${B}${grouped}${E}`, 'g'), '<otp>');
    },
  },
  { name: 'hex', apply: replaceAll([/(?<![A-Za-z0-9_-])[0-9a-fA-F]{16,}(?![A-Za-z0-9_-])/g], '<hex>') },
  {
    name: 'url-ids',
    apply: (text) => eachUrl(text, (url) => {
      const origin = /^https?:\/\/[^/?#]*/i.exec(url)?.[0] ?? '';
      const q = url.indexOf('?');
      const pathEnd = q < 0 ? (url.indexOf('#') < 0 ? url.length : url.indexOf('#')) : q;
      const path = url.slice(origin.length, pathEnd).split('/').map((seg) => maskSegment(seg, 16, PATH_WORDS_AND_NUMBERS, '<id>')).join('/');
      if (q < 0) return origin + path + url.slice(pathEnd);
      const hashAt = url.indexOf('#', q);
      const end = hashAt < 0 ? url.length : hashAt;
      return origin + path + '?' + mapParams(url.slice(q + 1, end), (_, v) => maskSegment(v, 16, PATH_WORDS_AND_NUMBERS, '<id>')) + url.slice(end);
    }),
  },
  {
    name: 'random',
    apply: (text) => text.replace(/(?<![A-Za-z0-9_-])[A-Za-z0-9_-]{16,}={0,2}(?![A-Za-z0-9_=-])/g, (run) => (looksRandom(run, 16) ? '<id>' : run)),
  },
];

/** The text with every rule of MASK_RULES applied, in order. */
export function maskMail(text: string, context: MaskContext, rules: readonly MaskRule[] = MASK_RULES): string {
  return rules.reduce((t, rule) => rule.apply(t, context), text);
}
