/**
 * Mismatched links (docs/agents.md, "Mismatched links"): an HTML link whose visible text names a
 * host — a URL, a `www.` name, or a host name whose last label is a real top-level domain, alone
 * or inside the sentence that is the link's text — and whose target is on another site. Sites are
 * registrable domains (the public suffix list, private section included, through tldts); hosts
 * are compared in their ASCII (punycode) form, so a Unicode and a punycode spelling of one host
 * are one host and a look-alike in another script is another. A target on a click-tracking or
 * mail-security redirector is judged by the destination written in it (extract/unwrap.ts), and
 * not at all when that cannot be read.
 */
import { domainToASCII } from 'node:url';
import { getDomain, parse } from 'tldts';
import { look, unwrapTracking } from '../extract/unwrap.js';
import type { HtmlAnchor } from './html-reader.js';
import type { MismatchedLinkFinding } from './types.js';
import { MAX_FINDINGS, excerpt, pushUnique } from './text.js';

/**
 * ESP click-tracking hosts extract/unwrap.ts does not list (its list serves link typing): Mailchimp
 * (list-manage.com, mcsv.net), HubSpot, Customer.io, ConvertKit, AWeber, Iterable, ActiveCampaign,
 * rapidmail, Pardot. Their destinations are mostly unreadable: such a link is then not flagged.
 */
const EXTRA_REDIRECTOR_RE = /(?:^|\.)(?:list-manage\.com|mcsv\.net|hubspotemail\.net|customeriomail\.com|convertkit-mail\d*\.com|clicks\.aweber\.com|links\.iterable\.com|acemln[a-d]\.com|emailsys\d*[a-z]?\.net|go\.pardot\.com)$/i;
const WEB_URL_RE = /^(?:https?:)?\/\//i;
const SCHEME_RE = /^[a-z][a-z0-9+.-]*:/i;
const OPENERS = '([{<"\'“‘«‹';
const CLOSERS = '.,;:!?)]}>"\'”’»›…';
const SPLIT_RE = /\s+/;
const WEB_SCHEME_RE = /^(?:https?|ftp):\/\//;
const PATH_START_RE = /[/?#]/;
const HOST_END_RE = /[/?#:]/;
const ASCII_LETTER_RE = /[a-z]/;

interface NamedHost {
  /** As written, lower case. */
  host: string;
  /** ASCII (punycode) form. */
  ascii: string;
}

const isHostChar = (c: number): boolean => (c >= 97 && c <= 122) || (c >= 48 && c <= 57) || c === 45 || c === 46 || c > 127;

/** The host a token of link text names, or null. */
function hostOfToken(raw: string): NamedHost | null {
  let from = 0, to = raw.length;
  while (from < to && OPENERS.includes(raw[from]!)) from++;
  while (to > from && CLOSERS.includes(raw[to - 1]!)) to--;
  let t = raw.slice(from, to).toLowerCase();
  if (t.indexOf('.') < 0) return null;
  let www = false;
  const scheme = SCHEME_RE.exec(t);
  if (scheme) {
    if (!WEB_SCHEME_RE.test(t)) return null; // mailto:, tel:, file names with a colon…
    t = t.slice(t.indexOf('//') + 2);
    const end = t.search(PATH_START_RE);
    if (end >= 0) t = t.slice(0, end);
    const at = t.lastIndexOf('@');
    if (at >= 0) t = t.slice(at + 1);
    www = true; // a URL names its host whatever its ending
  } else {
    const end = t.search(HOST_END_RE);
    const hostPart = end >= 0 ? t.slice(0, end) : t;
    if (hostPart.indexOf('@') >= 0) return null; // an e-mail address
    t = hostPart;
  }
  const colon = t.lastIndexOf(':');
  if (colon >= 0) t = t.slice(0, colon);
  if (t.endsWith('.')) t = t.slice(0, -1);
  if (t.length < 3 || t.length > 253) return null;
  let letter = false;
  for (let i = 0; i < t.length; i++) {
    const c = t.charCodeAt(i);
    if (!isHostChar(c)) return null;
    if (c === 46 && (i === 0 || t.charCodeAt(i - 1) === 46)) return null;
    if ((c >= 97 && c <= 122) || c > 127) letter = true;
  }
  if (!letter && !www) return null; // a URL may name an IP address; a bare name must hold a letter
  const ascii = domainToASCII(t);
  if (ascii.length === 0) return null;
  if (!www && t.startsWith('www.') && t.length > 4) www = true;
  if (!www) {
    // A bare name: its last label must be a real top-level domain, and some label before it must hold a letter.
    const info = parse(ascii);
    if (info.isIcann !== true || !info.publicSuffix || info.isIp) return null;
    const head = ascii.slice(0, ascii.length - info.publicSuffix.length);
    if (!ASCII_LETTER_RE.test(head)) return null;
  }
  return { host: t, ascii };
}

/** The hosts the link text names, in order. */
export function hostsNamed(label: string): NamedHost[] {
  if (label.indexOf('.') < 0) return [];
  const out: NamedHost[] = [];
  for (const token of label.split(SPLIT_RE)) {
    if (token.indexOf('.') < 0) continue;
    const h = hostOfToken(token);
    if (h) out.push(h);
  }
  return out;
}

const siteOf = (asciiHost: string): string => getDomain(asciiHost, { allowPrivateDomains: true }) ?? asciiHost;

/** The host of a web URL, lower case, ASCII, without a trailing dot; null when it has none. */
function urlHost(url: string): string | null {
  try {
    const u = new URL(url.startsWith('//') ? `https:${url}` : url);
    if (u.protocol !== 'http:' && u.protocol !== 'https:') return null;
    const h = u.hostname.toLowerCase();
    return (h.endsWith('.') ? h.slice(0, -1) : h) || null;
  } catch {
    return null;
  }
}

/** The host a link really leads to: its own, or its destination's behind a redirector; null when unreadable. */
function targetHost(href: string): string | null {
  const own = urlHost(href);
  if (own === null) return null;
  const known = look(href.startsWith('//') ? `https:${href}` : href);
  const redirector = known.tracker || EXTRA_REDIRECTOR_RE.test(own);
  if (known.unwrappable || redirector) {
    const dest = unwrapTracking(href, known);
    if (dest) return urlHost(dest);
    if (redirector) return null;
  }
  return own;
}

/**
 * The mismatched links among `anchors`, at most MAX_FINDINGS, duplicates once. `clean` removes
 * invisible characters from a label before it is read.
 */
export function mismatchedLinks(anchors: HtmlAnchor[], clean: (s: string) => string): MismatchedLinkFinding[] {
  const out: MismatchedLinkFinding[] = [];
  const seen = new Set<string>();
  for (const a of anchors) {
    if (out.length >= MAX_FINDINGS) break;
    if (a.label.indexOf('.') < 0 || !WEB_URL_RE.test(a.href)) continue;
    const label = clean(a.label);
    const named = hostsNamed(label);
    if (named.length === 0) continue;
    const host = targetHost(a.href);
    if (host === null) continue;
    const site = siteOf(host);
    if (named.some((n) => n.ascii === host || siteOf(n.ascii) === site)) continue;
    pushUnique(out, { text: excerpt(label), text_host: named[0]!.host, url: a.href, url_host: host },
      (f) => `${f.text}\n${f.url}`, seen);
  }
  return out;
}
