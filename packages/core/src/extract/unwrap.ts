/**
 * Click-tracking unwrapping. ESPs rewrite every link through their redirector; to judge
 * what a link does we need the destination. The URL reported stays as written; this only
 * feeds the classifier. Unknown or opaque wrappers return null (the classifier then relies
 * on the anchor's words).
 */
import { inflateSync } from 'node:zlib';

const HTTP_IN_RE = /https?:\/\/[^\s"'<>\\]+/i;
// Module-level so each is one RegExp object (a literal in a function is a new one per call).
const NON_B64_RE = /[^A-Za-z0-9+/=_-]/g;
const DASH_RE = /-/g;
const UNDERSCORE_RE = /_/g;
const ESC_SLASH_RE = /\\+\//g;
const ESC_AMP_RE = /\\+u0026/gi;
const ESC_QUOTE_RE = /\\+"/g;
const TRAILING_JSON_RE = /[",}\]]+$/;
const DASH_HEX_RE = /-([0-9A-F]{2})/g;
const UPN_PREFIX_RE = /^[a-z]\d{3}\./i;
const ENCODED_HTTP_RE = /https?%3A%2F%2F[^\s"'&<>]+/i;
const REDIRECT_PARAMS = ['url', 'u', 'target', 'redirect', 'redirect_url', 'r', 'link', 'dest', 'destination', 'goto', 'to', 'q', 'href', 'l', 'out'];
/** ESP redirector hosts: nothing on them is a destination. */
const ESP_HOST_RE = /(?:^|\.)(?:sendgrid\.net|mandrillapp\.com|pstmrk\.it|awstrack\.me|mailgun\.org|mailchi\.mp|hubspotlinks\.com|cmail\d*\.com|createsend\d*\.com|rs6\.net|exacttarget\.com|sparkpostmail\.com|mjt\.lu|sendibt\d*\.com|mlsend\.com|klclick\d*\.com)$/i;
/**
 * Mail-security gateways that rewrite every link of a received mail (Microsoft Safe Links,
 * Proofpoint URL Defense, Mimecast, Barracuda, Cisco): redirectors like an ESP's, readable or not.
 */
const GATEWAY_HOST_RE = /(?:^|\.)(?:safelinks\.protection\.outlook\.com|urldefense\.(?:com|proofpoint\.com|us)|protect(?:-[a-z]{2,3})?\.mimecast\.com|linkprotect\.cudasvc\.com|secure-web\.cisco\.com)$/i;
/** Branded tracking subdomains ("email.mg.example.com", "click.example.com"): trackers only on tracker paths. */
const BRANDED_HOST_RE = /^(?:links?|click|clicks|email|track|trk|go|r|e|em|url\d*|ablink)\./i;
/** ESP redirector paths on any (branded) host: what is behind them is not visible. */
const TRACKER_PATH_RE = /^\/(?:ls\/click|wf\/click|track\/click|l0\/|cl0\/|ss\/c\/|e3t\/|api\/track)/i;
/** Paths that often redirect ("/c/…", "/r/…", "/click"): worth trying to unwrap, but a real
 * page can live there too, so failing to unwrap leaves the URL itself to be judged. */
const REDIRECT_PATH_RE = /^\/(?:c\/|l\/|r\/|\d+s[a-z]*\/|(?:click|redirect|track)(?:\/|$))/i;

function tryDecodeURIComponent(s: string): string {
  try { return decodeURIComponent(s); } catch { return s; }
}

/** base64 or base64url → text; null when it does not decode to mostly printable text. */
function base64Text(s: string): string | null {
  const clean = s.replace(NON_B64_RE, '');
  if (clean.length < 8) return null;
  const buf = Buffer.from(clean.replace(DASH_RE, '+').replace(UNDERSCORE_RE, '/'), 'base64');
  if (buf.length === 0) return null;
  // Mailgun and some others compress the payload. A zlib header is 0x78 then a byte that
  // makes the pair a multiple of 31: checking that first spares a throw from inflateSync.
  if (buf.length >= 2 && buf[0] === 0x78 && ((buf[0] << 8) | buf[1]!) % 31 === 0) {
    try { return inflateSync(buf, { maxOutputLength: 1 << 16 }).toString('utf8'); } catch { /* not zlib */ }
  }
  const text = buf.toString('utf8');
  let printable = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if ((c >= 32 && c < 127) || c === 10 || c === 13 || c === 9) printable++;
  }
  return printable / text.length > 0.9 ? text : null;
}

/** Finds a destination URL inside decoded payload text (JSON, nested JSON, or plain). */
function urlInPayload(text: string): string | null {
  // JSON payloads escape "/" (sometimes twice, when the JSON is nested in a JSON string).
  const unescaped = text.replace(ESC_SLASH_RE, '/').replace(ESC_AMP_RE, '&').replace(ESC_QUOTE_RE, '"');
  const m = HTTP_IN_RE.exec(unescaped);
  if (m) return m[0].replace(TRAILING_JSON_RE, '');
  const enc = ENCODED_HTTP_RE.exec(text);
  return enc ? tryDecodeURIComponent(enc[0]) : null;
}

/** A host-plus-path segment as Postmark and SES embed it: "example.com%2Fverify%3Ft%3D1". */
function urlFromSegment(seg: string): string | null {
  let s = tryDecodeURIComponent(seg);
  if (/%2F/i.test(s)) s = tryDecodeURIComponent(s);
  if (/^https?:\/\//i.test(s)) return s;
  if (/^[a-z0-9-]+(?:\.[a-z0-9-]+)+(?:[/?#]|$)/i.test(s) && /[/?]/.test(s)) return `https://${s}`;
  return null;
}

// Host and path read without a full URL parse, for the cheap "is this a redirector" test.
const HOST_PATH_RE = /^https?:\/\/(?:[^@/?#]*@)?([^/?#:]+)(?::\d+)?(\/[^?#]*)?/i;

const L0_RE = /^\/L0\//i;

/** How a URL looks to the unwrapper, read with one regex (no URL parse). */
export interface UrlLook {
  /** An ESP redirector (host or tracker path): nothing behind it is visible without unwrapping. */
  tracker: boolean;
  /** Worth trying to unwrap (trackers, branded click hosts, SES paths). */
  unwrappable: boolean;
}

export function look(url: string): UrlLook {
  const m = HOST_PATH_RE.exec(url);
  if (!m) return { tracker: false, unwrappable: false };
  const host = m[1]!;
  const path = m[2] ?? '/';
  const tracker = ESP_HOST_RE.test(host) || GATEWAY_HOST_RE.test(host) || TRACKER_PATH_RE.test(path);
  return { tracker, unwrappable: tracker || REDIRECT_PATH_RE.test(path) || L0_RE.test(path) || BRANDED_HOST_RE.test(host) };
}

function unwrapOnce(url: string, known?: UrlLook): string | null {
  if (!(known ?? look(url)).unwrappable) return null;
  let u: URL;
  try { u = new URL(url); } catch { return null; }
  const host = u.hostname.toLowerCase();
  const path = u.pathname;
  // AWS SES: https://<id>.r.us-east-1.awstrack.me/L0/<urlencoded target>/1/…
  if (host.endsWith('awstrack.me') || /^\/L0\//i.test(path)) {
    const seg = path.split('/')[2];
    if (seg) { const t = urlFromSegment(seg); if (t) return t; }
  }
  // Proofpoint URL Defense: v3 carries the URL between "__" and "__;" ("*" stands for
  // characters listed after it, left as they are: the shape is what matters); v2 in `u`,
  // with "-" for "%" and "_" for "/".
  if (host.startsWith('urldefense.')) {
    const v3 = /^\/v3\/__(.+?)__;/.exec(path + u.search);
    if (v3 && /^https?:\/\//i.test(v3[1]!)) return v3[1]!;
    const v2 = u.searchParams.get('u');
    if (v2) { const t = tryDecodeURIComponent(v2.replace(DASH_RE, '%').replace(UNDERSCORE_RE, '/')); if (/^https?:\/\//i.test(t)) return t; }
    return null;
  }
  // Query parameters that carry the destination, plain or encoded.
  const tracker = ESP_HOST_RE.test(host) || GATEWAY_HOST_RE.test(host) || TRACKER_PATH_RE.test(path) || REDIRECT_PATH_RE.test(path) || BRANDED_HOST_RE.test(host);
  if (!tracker) return null;
  for (const name of REDIRECT_PARAMS) {
    const v = u.searchParams.get(name);
    if (v && /^https?:\/\//i.test(v)) return v;
  }
  for (const [name, v] of u.searchParams) {
    if (/^utm_/i.test(name) || v.length < 12) continue;
    // SendGrid's upn escapes "%" as "-": "-2F" → "%2F".
    const unescaped = tryDecodeURIComponent(v.replace(DASH_HEX_RE, '%$1'));
    const direct = urlInPayload(unescaped);
    if (direct) return direct;
    const unprefixed = v.replace(UPN_PREFIX_RE, '');
    for (const part of unprefixed === v ? [v] : [v, unprefixed]) {
      const dec = base64Text(part);
      const found = dec && urlInPayload(dec);
      if (found) return found;
    }
  }
  // Path payloads: Postmark (/3s/<host%2Fpath>/…), Mailgun (/c/<base64>), generic /r/<base64>.
  const segs = path.split('/').filter(Boolean);
  for (const seg of segs) {
    if (seg.length < 6) continue;
    const t = urlFromSegment(seg);
    if (t) return t;
  }
  // Only the longest segment can be a payload (Mailgun's /c/<payload>); one decode attempt.
  const longest = segs.reduce((a, b) => (b.length > a.length ? b : a), '');
  if (longest.length >= 16) {
    const dec = base64Text(longest);
    const found = dec && urlInPayload(dec);
    if (found) return found;
  }
  return null;
}

/** True when the URL is a redirector we may not be able to see through. */
/** The destination behind (possibly nested) click-tracking redirects, or null if there is none to see. */
export function unwrapTracking(url: string, known?: UrlLook): string | null {
  let current = url;
  let found: string | null = null;
  for (let depth = 0; depth < 3; depth++) {
    const next = unwrapOnce(current, depth === 0 ? known : undefined);
    if (!next || next === current) break;
    found = current = next;
  }
  return found;
}
