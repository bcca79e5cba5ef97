import { Response as AdapterResponse } from '@whatwg-node/server';
import { isInboxkitError, type BrowserSession, type InboxService, type OpenedSession } from '@inboxkit/core';
import { API_VERSION, errorResponse } from '../http/respond.js';
import { ApiError, describeError } from '../http/errors.js';
import { readJsonBody } from '../http/body.js';
import { clientKey } from '../limits/ip-shield.js';
import { WindowLimiter, type WindowLimit } from '../signin/limits.js';
import {
  allowedOrigins, crossSiteReason, csrfTokenFor, sameSecret, sessionCookie, sessionTokenOf,
} from '../http/session-cookie.js';
import { loadDashboardAssets, type DashboardAssets } from './assets.js';
import { APP_CSP, NOT_BUILT_PAGE, ONCE_CSP, SIGNIN_CSP, appShell, oncePage, signinPage } from './pages.js';
import { DASHBOARD_PATHS, safeNext } from './paths.js';
import { initialDataFor, type InitialData } from './initial-data.js';

export interface DashboardHandlerDeps {
  service: InboxService;
  /** Public base URL: the Secure attribute (https) and the origin same-origin checks accept. */
  baseUrl: string;
  /** Time source of the rate limit. Default service.clock. */
  clock?: () => number;
  /** The built files. Default: loadDashboardAssets() on first use. */
  assets?: () => DashboardAssets | null;
  /** Failed sign-ins (a refused key, a used or unknown link) per client address. Default 60 per 15 minutes. */
  failedSigninsPerIp?: WindowLimit;
  /**
   * The first page's data inlined into the app's HTML (initial-data.ts), read with the
   * session's account and scopes. Default: initialDataFor over `service`; `async () => ({})`
   * turns it off (the app then asks the API).
   */
  initialData?: (session: BrowserSession, path: string, requestId: string) => Promise<InitialData>;
  /** Unexpected errors (the person gets a generic page). Default: console.error. */
  onError?: (error: unknown, info: { requestId: string; method: string; url: string }) => void;
}

export interface DashboardCallContext {
  remoteAddress: string;
  requestId: string;
}

export type DashboardHandler = (request: Request, ctx: DashboardCallContext) => Promise<Response | null>;

export const DASHBOARD_DEFAULTS = Object.freeze({
  failedSigninsPerIp: { max: 60, windowMs: 15 * 60_000 },
});

/** Largest form or JSON body of the sign-in and sign-out requests. */
const MAX_FORM_BYTES = 16 * 1024;
/** Built files are named by their content's hash: cached for a year, never revalidated. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The headers of every page: never stored, never framed, no referrer, and its CSP. */
function pageHeaders(requestId: string, csp: string, length: number): Record<string, string> {
  return {
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Length': String(length),
    'Cache-Control': 'no-store',
    'Content-Security-Policy': csp,
    'Referrer-Policy': 'no-referrer',
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'X-Request-Id': requestId,
    'X-Service-Api-Version': API_VERSION,
  };
}

function html(body: string, requestId: string, csp: string, status = 200, extra: Record<string, string> = {}): Response {
  return new AdapterResponse(body, {
    status, headers: { ...pageHeaders(requestId, csp, Buffer.byteLength(body)), ...extra },
  }) as unknown as Response;
}

function redirect(location: string, requestId: string, extra: Record<string, string> = {}): Response {
  return new AdapterResponse(null, {
    status: 303,
    headers: {
      Location: location, 'Content-Length': '0', 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer',
      'X-Request-Id': requestId, 'X-Service-Api-Version': API_VERSION, ...extra,
    },
  }) as unknown as Response;
}

/** The body as text, at most MAX_FORM_BYTES (400 naming `body` past it). */
async function readSmallText(request: Request): Promise<string> {
  const buffer = await request.arrayBuffer();
  if (buffer.byteLength > MAX_FORM_BYTES) throw new ApiError('invalid_request', `the body must not exceed ${MAX_FORM_BYTES} bytes`, { field: 'body' });
  return new TextDecoder().decode(buffer);
}

/**
 * The web dashboard's pages on the HTTP port (docs/dashboard.md): the built files, the
 * sign-in form and the one-time link's page, the requests that open and end a session, and
 * the app shell for every other /dashboard path of a signed-in browser (a browser without a
 * session is sent to the sign-in page). The app itself reads and changes data only through
 * the public /v1 API, with the session cookie. Answers null for what is not its own.
 */
export function createDashboardHandler(deps: DashboardHandlerDeps): DashboardHandler {
  const { service } = deps;
  const clock = deps.clock ?? service.clock;
  const base = deps.baseUrl.replace(/\/+$/, '');
  const secure = base.startsWith('https:');
  let loaded: DashboardAssets | null | undefined;
  const assets = deps.assets ?? (() => (loaded === undefined ? (loaded = loadDashboardAssets()) : loaded));
  const failures = new WindowLimiter(deps.failedSigninsPerIp ?? DASHBOARD_DEFAULTS.failedSigninsPerIp, clock, 10_000);
  const initialData = deps.initialData ?? ((session, path, requestId) => initialDataFor(service, session, path, requestId));
  const onError = deps.onError ?? ((error, info) => console.error(`[inboxkit dashboard] ${info.requestId} ${info.method} ${info.url} failed:`, error));

  const setCookie = (opened: OpenedSession) => sessionCookie(opened.token, {
    secure, maxAgeSeconds: Math.max(1, Math.ceil((opened.session.expiresAtMs - clock()) / 1000)),
  });
  const clearCookie = () => sessionCookie('', { secure, maxAgeSeconds: 0 });

  /** Same-origin requests only (crossSiteReason: this daemon's Origin, or Sec-Fetch-Site: same-origin). */
  const sameOrigin = (request: Request): boolean => crossSiteReason(request, allowedOrigins(request, base)) === null;

  const throttled = (ctx: DashboardCallContext): number => failures.wait(clientKey(ctx.remoteAddress));

  const signinForm = (ctx: DashboardCallContext, next: string, notice: { kind: 'error' | 'info'; text: string } | null, status = 200) => {
    const built = assets();
    if (!built) return html(NOT_BUILT_PAGE, ctx.requestId, SIGNIN_CSP, 503);
    return html(signinPage({ style: built.style, next, notice }), ctx.requestId, SIGNIN_CSP, status);
  };

  /** POST /dashboard/sign-in: the form's api_key opens a session (303 to `next`), or the form again with why not. */
  const signIn = async (request: Request, ctx: DashboardCallContext): Promise<Response> => {
    const form = new URLSearchParams(await readSmallText(request));
    const next = safeNext(form.get('next'));
    if (!sameOrigin(request)) return signinForm(ctx, next, { kind: 'error', text: 'This form must be sent from this dashboard\'s own page.' }, 403);
    const wait = throttled(ctx);
    if (wait > 0) return signinForm(ctx, next, { kind: 'error', text: `Too many failed sign-ins from this address; try again in ${wait} s.` }, 429);
    const key = (form.get('api_key') ?? '').trim();
    if (key === '') return signinForm(ctx, next, { kind: 'error', text: 'Paste an API key to sign in.' }, 400);
    try {
      const opened = await service.sessions.openWithKey(key);
      return redirect(next, ctx.requestId, { 'Set-Cookie': setCookie(opened) });
    } catch (error) {
      if (!isInboxkitError(error, 'unauthorized')) throw error;
      failures.add(clientKey(ctx.remoteAddress));
      return signinForm(ctx, next, { kind: 'error', text: `That key does not sign in: ${error.message}.` }, 401);
    }
  };

  /** POST /dashboard/session (JSON): trades a magic link's session_token or a one_time_token for the cookie. 204, or an error envelope. */
  const openSession = async (request: Request, ctx: DashboardCallContext): Promise<Response> => {
    if (!sameOrigin(request)) throw new ApiError('forbidden', 'cross-site request refused: sign in from this dashboard\'s own pages');
    const wait = throttled(ctx);
    if (wait > 0) throw new ApiError('rate_limited', `too many failed sign-ins from this address; retry in ${wait} s`, { retryAfterSeconds: wait });
    const body = await readJsonBody(request, MAX_FORM_BYTES) as Record<string, unknown> | null;
    const field = (name: string) => (body !== null && typeof body === 'object' && typeof body[name] === 'string' ? body[name] as string : null);
    const signinToken = field('session_token');
    const onceToken = field('one_time_token');
    if ((signinToken === null) === (onceToken === null)) {
      throw new ApiError('invalid_request', 'send exactly one of session_token (the magic link\'s) and one_time_token (inboxkit dashboard\'s)', { field: 'body' });
    }
    try {
      const opened = signinToken !== null
        ? await service.sessions.openWithSigninToken(signinToken)
        : await service.sessions.openWithOneTimeLink(onceToken!);
      return new AdapterResponse(null, {
        status: 204,
        headers: {
          'Set-Cookie': setCookie(opened), 'Cache-Control': 'no-store', 'X-Request-Id': ctx.requestId, 'X-Service-Api-Version': API_VERSION,
        },
      }) as unknown as Response;
    } catch (error) {
      if (isInboxkitError(error, 'unauthorized')) failures.add(clientKey(ctx.remoteAddress));
      throw error;
    }
  };

  /**
   * POST /dashboard/sign-out: ends the session (CSRF token in the form or the header), clears
   * the cookie, 303 to the sign-in page. Same-origin only, with or without a cookie: another
   * site cannot even clear it.
   */
  const signOut = async (request: Request, ctx: DashboardCallContext): Promise<Response> => {
    if (!sameOrigin(request)) throw new ApiError('forbidden', 'cross-site request refused: sign out from this dashboard\'s own page');
    const token = sessionTokenOf(request.headers.get('cookie'));
    const type = request.headers.get('content-type') ?? '';
    const form = type.startsWith('application/x-www-form-urlencoded') ? new URLSearchParams(await readSmallText(request)) : null;
    const given = request.headers.get('x-csrf-token') ?? form?.get('csrf_token') ?? '';
    if (token !== null) {
      if (!sameSecret(given, csrfTokenFor(token))) throw new ApiError('forbidden', `cross-site request refused: the CSRF token does not match the session`);
      await service.sessions.end(token);
    }
    return redirect(`${DASHBOARD_PATHS.signIn}?signed_out=1`, ctx.requestId, { 'Set-Cookie': clearCookie() });
  };

  const asset = (request: Request, name: string, ctx: DashboardCallContext): Response | null => {
    const file = assets()?.files.get(name);
    if (!file) return null;
    const headers: Record<string, string> = {
      'Content-Type': file.contentType, 'Cache-Control': IMMUTABLE, ETag: file.etag, 'X-Content-Type-Options': 'nosniff',
      'Cross-Origin-Resource-Policy': 'same-origin', Vary: 'Accept-Encoding', 'X-Request-Id': ctx.requestId,
    };
    if (request.headers.get('if-none-match') === file.etag) return new AdapterResponse(null, { status: 304, headers }) as unknown as Response;
    const gzip = /\bgzip\b/.test(request.headers.get('accept-encoding') ?? '');
    const body = gzip ? file.gzip : file.body;
    if (gzip) headers['Content-Encoding'] = 'gzip';
    headers['Content-Length'] = String(body.length);
    return new AdapterResponse(body as unknown as Uint8Array<ArrayBuffer>, { status: 200, headers }) as unknown as Response;
  };

  /** Any other GET /dashboard…: the app for a live session, else the sign-in page (303, with where to come back). */
  const page = async (request: Request, path: string, ctx: DashboardCallContext): Promise<Response> => {
    const built = assets();
    if (!built) return html(NOT_BUILT_PAGE, ctx.requestId, SIGNIN_CSP, 503);
    const token = sessionTokenOf(request.headers.get('cookie'));
    const session = token === null ? null : await service.sessions.resolve(token);
    if (!session || token === null) {
      const query = new URLSearchParams({ next: safeNext(path) });
      if (token !== null) query.set('ended', '1');
      // A dead cookie is cleared, so the sign-in page does not keep trying it.
      return redirect(`${DASHBOARD_PATHS.signIn}?${query}`, ctx.requestId, token !== null ? { 'Set-Cookie': clearCookie() } : {});
    }
    return html(appShell(built, csrfTokenFor(token), await initialData(session, path, ctx.requestId)), ctx.requestId, APP_CSP);
  };

  const fail = (error: unknown, request: Request, ctx: DashboardCallContext): Response => {
    const outcome = describeError(error, [400, 401, 403, 429, 503], !service.isOpen());
    if (outcome.unexpected) {
      try {
        onError(error, { requestId: ctx.requestId, method: request.method, url: request.url });
      } catch {
        // a failing logger must not take the request down with it
      }
    }
    return errorResponse({ ...outcome, nextAction: false }, ctx.requestId, () => `${base}${DASHBOARD_PATHS.home}`);
  };

  return async (request, ctx) => {
    let path: string;
    try {
      path = new URL(request.url).pathname;
    } catch {
      return null;
    }
    if (path !== DASHBOARD_PATHS.home && !path.startsWith(`${DASHBOARD_PATHS.home}/`)) return null;
    if (path === DASHBOARD_PATHS.complete) return null; // the sign-in handler's
    try {
      if (request.method === 'POST') {
        if (path === DASHBOARD_PATHS.signIn) return await signIn(request, ctx);
        if (path === DASHBOARD_PATHS.session) return await openSession(request, ctx);
        if (path === DASHBOARD_PATHS.signOut) return await signOut(request, ctx);
        return null;
      }
      if (request.method !== 'GET') return null;
      if (path.startsWith(DASHBOARD_PATHS.assets)) return asset(request, path.slice(DASHBOARD_PATHS.assets.length), ctx);
      const url = new URL(request.url);
      if (path === DASHBOARD_PATHS.signIn) {
        const notice = url.searchParams.has('signed_out') ? { kind: 'info' as const, text: 'You are signed out.' }
          : url.searchParams.has('ended') ? { kind: 'info' as const, text: 'Your session has ended (signed out, expired, or its API key was revoked). Sign in again.' }
            : null;
        return signinForm(ctx, safeNext(url.searchParams.get('next')), notice);
      }
      if (path === DASHBOARD_PATHS.once) {
        const built = assets();
        return built ? html(oncePage(built.style), ctx.requestId, ONCE_CSP) : html(NOT_BUILT_PAGE, ctx.requestId, SIGNIN_CSP, 503);
      }
      return await page(request, path, ctx);
    } catch (error) {
      return fail(error, request, ctx);
    }
  };
}
