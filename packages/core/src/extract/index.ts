/**
 * Deterministic extractors: one-time code, typed links and intent of a received message.
 * Pure functions of the decoded message parts; the HTML is converted once and shared.
 * See docs/extractors.md for the conventions.
 */
import type { ExtractedLink, MessageIntent } from '../types.js';
import { normaliseChars, normaliseText } from './chars.js';
import { emphasisTest } from './emphasis.js';
import { htmlToText, type Anchor, type HtmlText } from './html-text.js';
import { detectIntent } from './intent.js';
import { MAGIC_CUES } from './lexicon.js';
import { collectLinks, type LinkHit } from './links.js';
import { mailLanguages, type LanguageSet } from './mail-languages.js';
import { findOtp, type OtpResult } from './otp.js';
import type { ExtractInput, ExtractResult } from './types.js';
import { asUri } from './uri.js';

export type { ExtractInput, ExtractResult } from './types.js';
export { htmlToText, type HtmlText } from './html-text.js';
export { decodeEntities } from './entities.js';
export { normaliseChars } from './chars.js';
export { unwrapTracking } from './unwrap.js';
export { listUnsubscribeUrls } from './links.js';

/** The message as the extractors read it. */
interface Prepared {
  subject: string;
  /** What the reader sees: HTML-derived text when there is HTML, else the text part. */
  body: string;
  emphasis: ((start: number, end: number) => boolean) | undefined;
  /** Anchors of the HTML, or null for text-only mail. */
  anchors: Anchor[] | null;
  /** The text part when the HTML was used as body (a second chance for the code). */
  alt: string | null;
  listUnsubscribe: string | null;
  /** The languages the mail may be in: the keyword scanners read theirs only. */
  langs: LanguageSet;
}

const WS_RUN_RE = /\s+/g;

function prepare(input: ExtractInput, converted?: HtmlText): Prepared {
  const subject = normaliseChars(input.subject ?? '').replace(WS_RUN_RE, ' ').trim();
  if (input.html) {
    const h = converted ?? htmlToText(input.html);
    const alt = input.text ? normaliseText(input.text) : null;
    return {
      subject, body: h.text, emphasis: emphasisTest(h), anchors: h.anchors, alt, listUnsubscribe: input.listUnsubscribe,
      langs: mailLanguages(subject, h.text, alt),
    };
  }
  const body = normaliseText(input.text ?? '');
  return {
    subject, body, emphasis: undefined, anchors: null, alt: null, listUnsubscribe: input.listUnsubscribe,
    langs: mailLanguages(subject, body),
  };
}

function otpOf(p: Prepared): OtpResult {
  return findOtp(p.subject, { text: p.body, emphasis: p.emphasis }, p.alt === null ? null : { text: p.alt }, p.langs);
}

function linksOf(p: Prepared): LinkHit[] {
  let magic: boolean | undefined;
  const magicCue = (): boolean => (magic ??= MAGIC_CUES.test(p.subject, p.langs) || MAGIC_CUES.test(p.body, p.langs));
  return collectLinks(p.body, p.anchors, p.listUnsubscribe, { magicCue, langs: p.langs }, p.alt);
}

/**
 * The public links: each url as an RFC 3986 URI (uri.ts; one already a URI is unchanged), and
 * once: two spellings of one address (`über`, `%C3%BCber`) keep the first, typed as the better
 * of the two, as collectLinks does for repeats.
 */
function strip(links: LinkHit[]): ExtractedLink[] {
  const out: ExtractedLink[] = [];
  const at = new Map<string, number>();
  for (const l of links) {
    const url = asUri(l.url);
    const i = at.get(url);
    if (i === undefined) {
      at.set(url, out.length);
      out.push({ url, type: l.type });
    } else if (out[i]!.type === 'other' && l.type !== 'other') out[i]!.type = l.type;
  }
  return out;
}

/**
 * Runs all three extractors over one message. `converted` is `htmlToText(input.html)` when
 * the caller already has it (ingest converts once for extraction, preview and analysis).
 */
export function extract(input: ExtractInput, converted?: HtmlText): ExtractResult {
  const p = prepare(input, converted);
  const otp = otpOf(p);
  const links = linksOf(p);
  return {
    otp: otp.found?.value ?? null, otpCandidates: otp.others, links: strip(links),
    intent: detectIntent(p.subject, p.body, otp.found, links, p.langs),
  };
}

/** The code a human would type into a form, or null. */
export function extractOtp(input: ExtractInput): string | null {
  return otpOf(prepare(input)).found?.value ?? null;
}

/** Every clickable link, typed, deduplicated, in reading order; List-Unsubscribe last. */
export function extractLinks(input: ExtractInput): ExtractedLink[] {
  return strip(linksOf(prepare(input)));
}

/** The message's primary purpose, or null. */
export function extractIntent(input: ExtractInput): MessageIntent | null {
  const p = prepare(input);
  return detectIntent(p.subject, p.body, otpOf(p).found, linksOf(p), p.langs);
}
