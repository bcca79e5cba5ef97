import { createHash, timingSafeEqual } from 'node:crypto';
import { ApiError } from './errors.js';

/**
 * The dashboard's session cookie and its cross-site request forgery guard, shared by the /v1
 * pipeline (cookie authentication) and the dashboard's own pages (which set and clear it).
 *
 * The cookie holds a random session token (core's `service.sessions`, stored hashed):
 * HttpOnly, so no page script can read it; SameSite=Strict, so no other site's page makes a
 * browser send it; Secure when the public URL is https. The CSRF token a page sends back in
 * X-CSRF-Token is derived from the session token (SHA-256 over a label and the token), so it
 * needs no storage, changes with every session, and reveals nothing of the token.
 */
export const SESSION_COOKIE = 'inboxkit_session';
export const CSRF_HEADER = 'X-CSRF-Token';
/** Where the dashboard's HTML carries the CSRF token for its script: `<meta name="…" content="…">`. */
export const CSRF_META = 'inboxkit-csrf-token';

const SAFE_METHODS = new Set(['GET', 'HEAD']);

/** The session token of a Cookie header, or null. */
export function sessionTokenOf(cookieHeader: string | null): string | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== SESSION_COOKIE) continue;
    const value = part.slice(eq + 1).trim();
    return value === '' ? null : value;
  }
  return null;
}

/** The CSRF token of a session token: base64url SHA-256 of a label and the token. */
export function csrfTokenFor(sessionToken: string): string {
  return createHash('sha256').update(`inboxkit csrf\0${sessionToken}`, 'utf8').digest('base64url');
}

/** Constant-time comparison of two strings (a length mismatch costs the same as a mismatch). */
export function sameSecret(given: string, expected: string): boolean {
  const a = createHash('sha256').update(given, 'utf8').digest();
  const b = createHash('sha256').update(expected, 'utf8').digest();
  return timingSafeEqual(a, b) && given.length === expected.length;
}

export interface CookieOptions {
  /** Secure attribute: when the public base URL is https. */
  secure: boolean;
  /** Max-Age in seconds (0 clears the cookie). */
  maxAgeSeconds: number;
}

/** A Set-Cookie value for the session cookie; an empty token with maxAgeSeconds 0 clears it. */
export function sessionCookie(token: string, options: CookieOptions): string {
  const parts = [`${SESSION_COOKIE}=${token}`, 'Path=/', `Max-Age=${Math.max(0, Math.floor(options.maxAgeSeconds))}`, 'HttpOnly', 'SameSite=Strict'];
  if (options.secure) parts.push('Secure');
  return parts.join('; ');
}

/** The origins a same-origin request of the dashboard may carry: the public base URL's and the request's own. */
export function allowedOrigins(request: Request, baseUrl: string | null): Set<string> {
  const origins = new Set<string>();
  if (baseUrl) {
    try { origins.add(new URL(baseUrl).origin); } catch { /* not a URL: ignored */ }
  }
  try { origins.add(new URL(request.url).origin); } catch { /* unreachable: the adapter built it */ }
  return origins;
}

const refused = (why: string) => new ApiError('forbidden', `cross-site request refused: ${why}`);

/**
 * Why a request that changes state is not plainly same-origin, or null when it is: its Origin
 * is this daemon's, or, where a browser sends none or `null` (it does on a POST from a page
 * with `Referrer-Policy: no-referrer`, as the dashboard's pages are), its Sec-Fetch-Site is
 * `same-origin` (a header no page can set). Any Sec-Fetch-Site other than same-origin or
 * none (typed, bookmarked) is refused whatever the Origin.
 */
export function crossSiteReason(request: Request, origins: ReadonlySet<string>): string | null {
  const site = request.headers.get('sec-fetch-site');
  if (site !== null && site !== 'same-origin' && site !== 'none') return `Sec-Fetch-Site is ${site}`;
  const origin = request.headers.get('origin');
  if (origin !== null && origin !== 'null') return origins.has(origin) ? null : `Origin ${origin} is not this dashboard's`;
  return site === 'same-origin' ? null : 'no Origin header (and no Sec-Fetch-Site: same-origin)';
}

/**
 * The guard of every cookie-authenticated request (a bearer key needs none: no other site can
 * make a browser send an Authorization header). Any method: a browser's Sec-Fetch-Site, when
 * sent, must be `same-origin` (or `none`: typed, bookmarked). A method that changes state
 * (anything but GET and HEAD) must also be same-origin by crossSiteReason, and carry the
 * session's CSRF token in X-CSRF-Token, compared in constant time. `forbidden` otherwise.
 */
export function checkCookieRequest(request: Request, sessionToken: string, origins: ReadonlySet<string>): void {
  const site = request.headers.get('sec-fetch-site');
  if (site !== null && site !== 'same-origin' && site !== 'none') throw refused(`Sec-Fetch-Site is ${site}`);
  if (SAFE_METHODS.has(request.method)) return;
  const why = crossSiteReason(request, origins);
  if (why !== null) throw refused(why);
  const token = request.headers.get(CSRF_HEADER);
  if (token === null || token === '') throw refused(`the ${CSRF_HEADER} header is missing`);
  if (!sameSecret(token, csrfTokenFor(sessionToken))) throw refused(`the ${CSRF_HEADER} header does not match the session`);
}
