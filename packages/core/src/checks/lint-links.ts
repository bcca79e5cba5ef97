/**
 * The lint rules that read what the extractors find in each part alone (docs/checks.md,
 * "Lint"): `text_html_mismatch` (the one-time code, or a verification, magic-link,
 * password-reset or unsubscribe link, in one part and not the other) and `insecure_token_link`
 * (a token link over `http://` to a host that is not loopback).
 */
import { extract, unwrapTracking } from '../extract/index.js';
import type { ExtractedLink, LinkType } from '../types.js';
import { clip } from './lint-excerpt.js';
import type { LintFinding } from './types.js';

/** What the extractors read from one part alone. */
export interface PartReading {
  otp: string | null;
  links: ExtractedLink[];
}

/**
 * Runs the extractors over the subject and one part (the other left out), as
 * `text_html_mismatch` compares them.
 *
 * @example readPart('Sign in', 'text', 'Your code is 482913').otp // '482913'
 */
export function readPart(subject: string | null, part: 'text' | 'html', body: string): PartReading {
  const r = extract({
    subject, text: part === 'text' ? body : null, html: part === 'html' ? body : null,
    listUnsubscribe: null, fromName: null, fromEmail: null,
  });
  return { otp: r.otp, links: r.links };
}

/** The link types whose absence from one part is a mismatch, in the order findings come. */
const COMPARED: readonly LinkType[] = ['verification', 'magic_link', 'password_reset', 'unsubscribe'];
const TYPE_NAME: Record<LinkType, string> = {
  verification: 'verification link', magic_link: 'magic (sign-in) link', password_reset: 'password-reset link',
  unsubscribe: 'unsubscribe link', other: 'link',
};
const PART_NAME = { text: 'text part', html: 'HTML part' } as const;

/**
 * `text_html_mismatch`: both parts exist and their codes differ, or a compared link type is
 * among one part's links and not the other's (types, not URLs: the parts often wrap one link in
 * different tracking redirects). Each finding names the part that lacks the thing; two different
 * codes give one finding per part (each lacks the other's).
 *
 * @example mismatchFindings({ otp: '482913', links: [] }, { otp: null, links: [] })[0]?.part // 'html'
 */
export function mismatchFindings(text: PartReading, html: PartReading): LintFinding[] {
  const out: LintFinding[] = [];
  if (text.otp !== html.otp) {
    for (const [part, own, other, otherPart] of [['text', text.otp, html.otp, 'html'], ['html', html.otp, text.otp, 'text']] as const) {
      if (other === null) continue;
      out.push({
        code: 'text_html_mismatch', severity: 'warning', part,
        message: own === null
          ? `The ${PART_NAME[otherPart]} has the one-time code ${other}; the ${PART_NAME[part]} has none`
          : `The ${PART_NAME[part]} has the one-time code ${own}; the ${PART_NAME[otherPart]} has ${other}`,
        excerpt: own,
      });
    }
  }
  for (const type of COMPARED) {
    const inText = text.links.find((l) => l.type === type);
    const inHtml = html.links.find((l) => l.type === type);
    if (!inText === !inHtml) continue;
    const [part, other, link] = inText ? (['html', 'text', inText] as const) : (['text', 'html', inHtml!] as const);
    out.push({
      code: 'text_html_mismatch', severity: 'warning', part,
      message: `The ${PART_NAME[other]} has a ${TYPE_NAME[type]} (${clip(link.url)}); the ${PART_NAME[part]} has none`,
      excerpt: null,
    });
  }
  return out;
}

const IPV4_LOOPBACK_RE = /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/;
const HTTP_RE = /^http:\/\//i;
const HOST_RE = /^http:\/\/(?:[^@/?#]*@)?(\[[^\]/?#]*\]|[^/?#:]*)/i;

/** Loopback: `localhost`, `*.localhost`, 127.0.0.0/8, `[::1]` (a development server on the same machine). */
export function isLoopback(hostname: string): boolean {
  let h = hostname.toLowerCase();
  if (h.endsWith('.')) h = h.slice(0, -1);
  return h === 'localhost' || h.endsWith('.localhost') || h === '[::1]' || IPV4_LOOPBACK_RE.test(h);
}

/** The host of an `http://` URL (as the WHATWG parser reads it: `127.1` is `127.0.0.1`), or null for any other scheme. */
function httpHost(url: string): string | null {
  if (!HTTP_RE.test(url)) return null;
  try {
    return new URL(url).hostname;
  } catch {
    return HOST_RE.exec(url)?.[1] ?? '';
  }
}

/** The URL of a link, or of the redirect's target, that sends a token over plain HTTP to a host that is not loopback. */
function insecureUrl(url: string): { url: string; host: string } | null {
  for (const candidate of [url, unwrapTracking(url)]) {
    if (candidate === null) continue;
    const host = httpHost(candidate);
    if (host !== null && !isLoopback(host)) return { url: candidate, host };
  }
  return null;
}

const TOKEN_TYPES: ReadonlySet<LinkType> = new Set(['verification', 'magic_link', 'password_reset']);

/**
 * `insecure_token_link`: the part's verification, magic-link and password-reset links whose URL
 * (as written, or a tracking redirect's target) is `http://` to a host that is not loopback.
 *
 * @example insecureLinkFindings('text', { otp: null, links: [{ url: 'http://acme.example/reset?t=1', type: 'password_reset' }] }).length // 1
 */
export function insecureLinkFindings(part: 'text' | 'html', reading: PartReading): LintFinding[] {
  const out: LintFinding[] = [];
  for (const link of reading.links) {
    if (!TOKEN_TYPES.has(link.type)) continue;
    const bad = insecureUrl(link.url);
    if (!bad) continue;
    const behind = bad.url === link.url ? '' : ' behind its tracking redirect';
    out.push({
      code: 'insecure_token_link', severity: 'error', part,
      message: `A ${TYPE_NAME[link.type]} goes over plain http:// to ${bad.host || 'its host'}${behind}: its token can be read on the way`,
      excerpt: clip(bad.url),
    });
  }
  return out;
}
