import { Response as AdapterResponse } from '@whatwg-node/server';
import { InboxkitError, type InboxService, type Signin } from '@inboxkit/core';
import { API_VERSION, errorResponse, successResponse } from '../http/respond.js';
import { ApiError, badRequest, describeError } from '../http/errors.js';
import { readJsonBody } from '../http/body.js';
import { SigninLimits, type SigninLimitOptions } from './limits.js';
import { SIGNIN_WIRE_FIELDS, parseExchangeBody, parseMagicLinkQuery, parseStartBody, parseVerifyOtpBody } from './validate.js';
import { createSigninMailer, type SigninMailer } from './mailer.js';
import { SIGNIN_PATHS, SIGNIN_STATUSES, CLIENT_HEADER, CLIENT_VERSION_HEADER, CLIENT_VERSION_MAX } from './paths.js';
import { COMPLETION_CSP, COMPLETION_PAGE, FRAGMENT_FIELDS } from './pages.js';

/** What a completion resolves with: CliAuthCompleteResponse without the dashboard URLs. */
type Completion = Awaited<ReturnType<Signin['verifyOtp']>>;

export interface SigninHandlerDeps {
  service: InboxService;
  /** Core's sign-in module. Default service.signin (made from the service's `signin` option). */
  signin?: Signin;
  /** Public base URL of the daemon (magic links, redirects, dashboard URLs). */
  baseUrl: string;
  /** A ready mailer; default one made from `smtpRelay`, `loopback`, `mailFrom` and `log`. */
  mailer?: SigninMailer;
  /** SMTP relay URL (--smtp-relay / INBOXKIT_SMTP_RELAY), for the default mailer. */
  smtpRelay?: string | null;
  /** Whether only this machine can reach the daemon (isLoopbackDaemon), for the default mailer. */
  loopback?: boolean;
  /** From header of sign-in emails, for the default mailer. */
  mailFrom?: string | null;
  /** The daemon's log (stderr) for the default mailer and unexpected errors. */
  log?: (line: string) => void;
  /** Time source of the rate limits. Default service.clock. */
  clock?: () => number;
  /** Largest sign-in request body. Default 16 KiB. */
  maxBodyBytes?: number;
  limits?: SigninLimitOptions;
  /** Unexpected errors (the client gets a generic message). Default: one line to `log`. */
  onError?: (error: unknown, info: { requestId: string; method: string; url: string }) => void;
}

export interface SigninCallContext {
  /** Client address (after any trusted-proxy resolution). */
  remoteAddress: string;
  requestId: string;
}

export type SigninHandler = (request: Request, ctx: SigninCallContext) => Promise<Response | null>;

export { SIGNIN_PATHS, SIGNIN_STATUSES, CLIENT_HEADER, CLIENT_VERSION_HEADER };

const DEFAULT_SIGNIN_BODY_BYTES = 16 * 1024;

/** 400 naming the header unless X-Service-Client is `cli` and X-Service-Client-Version is a short printable string. */
export function checkClientHeaders(request: Request): string {
  const client = request.headers.get(CLIENT_HEADER);
  if (client === null || client === '') throw badRequest(CLIENT_HEADER, `the ${CLIENT_HEADER} header is required and must be cli`);
  if (client !== 'cli') throw badRequest(CLIENT_HEADER, `the ${CLIENT_HEADER} header must be cli`);
  const version = request.headers.get(CLIENT_VERSION_HEADER);
  if (version === null || version.trim() === '') {
    throw badRequest(CLIENT_VERSION_HEADER, `the ${CLIENT_VERSION_HEADER} header is required (the client's version)`);
  }
  if (version.length > CLIENT_VERSION_MAX || !/^[\x21-\x7e][\x20-\x7e]*$/.test(version)) {
    throw badRequest(CLIENT_VERSION_HEADER, `the ${CLIENT_VERSION_HEADER} header must be printable ASCII, at most ${CLIENT_VERSION_MAX} characters`);
  }
  return version;
}

function htmlResponse(body: string, requestId: string, csp: string): Response {
  return new AdapterResponse(body, {
    status: 200,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Length': String(Buffer.byteLength(body)),
      'Cache-Control': 'no-store',
      'Content-Security-Policy': csp,
      'Referrer-Policy': 'no-referrer',
      'X-Content-Type-Options': 'nosniff',
      'X-Frame-Options': 'DENY',
      'X-Request-Id': requestId,
      'X-Service-Api-Version': API_VERSION,
    },
  }) as unknown as Response;
}

function redirectResponse(location: string, requestId: string): Response {
  return new AdapterResponse(null, {
    status: 302,
    headers: {
      Location: location,
      'Content-Length': '0',
      'Cache-Control': 'no-store',
      'Referrer-Policy': 'no-referrer',
      'X-Request-Id': requestId,
      'X-Service-Api-Version': API_VERSION,
    },
  }) as unknown as Response;
}

/** The query as an object of single values; 400 naming a parameter given twice. */
function singleQuery(url: URL): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const name of new Set(url.searchParams.keys())) {
    const values = url.searchParams.getAll(name);
    if (values.length > 1) throw badRequest(name, `${name} must be given once`);
    out[name] = values[0];
  }
  return out;
}

/**
 * Core names a command's property in InboxkitError.field (`authRequestId`); the answer names
 * the field of the request (`auth_request_id`, or `auth_request` in the link's query).
 */
function onTheWire(error: unknown, fields: Readonly<Record<string, string>>): unknown {
  if (!(error instanceof InboxkitError) || error.field === undefined) return error;
  const wire = fields[error.field];
  if (wire === undefined || wire === error.field) return error;
  return new InboxkitError(error.code, error.message, { field: wire, retryAfterSeconds: error.retryAfterSeconds, cause: error });
}

/** Runs a core call, naming request fields in its errors. */
async function wire<T>(fields: Readonly<Record<string, string>>, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw onTheWire(error, fields);
  }
}

function rateLimited(wait: number, what: string): ApiError {
  return new ApiError('rate_limited', `too many ${what}; retry in ${wait} s`, { retryAfterSeconds: wait });
}

/**
 * HTTP handling of the sign-in operations and the completion page (the web dashboard's pages
 * are dashboard/handler.ts's). Answers null for any
 * path and method that is not one of them, so the API's router can go on.
 */
export function createSigninHandler(deps: SigninHandlerDeps): SigninHandler {
  const { service } = deps;
  const signin: Signin = deps.signin ?? service.signin;
  const base = deps.baseUrl.replace(/\/+$/, '');
  const clock = deps.clock ?? service.clock;
  const log = deps.log ?? ((line: string) => { process.stderr.write(`${line}\n`); });
  const mailer = deps.mailer ?? createSigninMailer({
    service, smtpRelay: deps.smtpRelay ?? null, loopback: deps.loopback === true, from: deps.mailFrom ?? null, log,
  });
  const limits = new SigninLimits(deps.limits ?? {}, clock);
  const maxBodyBytes = deps.maxBodyBytes ?? DEFAULT_SIGNIN_BODY_BYTES;
  const dashboardUrl = `${base}${SIGNIN_PATHS.dashboard}`;
  const billingUrl = `${base}${SIGNIN_PATHS.billing}`;
  const validMinutes = (expiresAtMs: number) => Math.max(1, Math.round((expiresAtMs - clock()) / 60_000));
  const onError = deps.onError ?? ((error: unknown, info: { requestId: string; method: string; url: string }) => {
    log(`[inboxkit signin] ${info.requestId} ${info.method} ${new URL(info.url).pathname} failed: ${error instanceof Error ? error.stack ?? error.message : String(error)}`);
  });

  const fail = (error: unknown, request: Request, requestId: string, statuses: readonly number[]): Response => {
    let closed = false;
    try {
      closed = !service.isOpen();
    } catch {
      closed = true;
    }
    const described = describeError(error, statuses, closed);
    let status = described.status;
    // Only the statuses the spec lists for the endpoint: anything else becomes the closest listed one.
    if (!statuses.includes(status)) status = status >= 500 || status === 429 ? (statuses.includes(503) ? 503 : 429) : 400;
    // A wrong code is not fixed in a dashboard: sign-in errors carry no next_action.
    const outcome = { ...described, status, nextAction: false };
    if (outcome.unexpected) {
      try {
        onError(error, { requestId, method: request.method, url: request.url });
      } catch {
        // a failing logger must not take the request down with it
      }
    }
    return errorResponse(outcome, requestId, () => dashboardUrl);
  };

  const completed = (requestId: string, c: Completion): Response =>
    successResponse(200, requestId, {
      api_key: c.api_key, key: c.key, user: c.user, account: c.account, billing: c.billing, onboarding: c.onboarding,
      dashboard_url: dashboardUrl, dashboard_billing_url: billingUrl,
    });

  // Counted before the body is checked: a malformed attempt is an attempt too.
  const takeAttempt = async (remoteAddress: string, authRequestId: unknown) => {
    const email = typeof authRequestId === 'string' && authRequestId.length > 0 && authRequestId.length <= 256
      ? await signin.emailOf(authRequestId) : null;
    const hit = limits.attempt(remoteAddress, email);
    if (hit) throw rateLimited(hit.retryAfterSeconds, hit.scope === 'ip' ? 'sign-in code attempts from this address' : 'sign-in code attempts for this email address');
  };

  const field = (body: unknown, name: string): unknown =>
    typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>)[name] : undefined;

  const start = async (request: Request, ctx: SigninCallContext): Promise<Response> => {
    const version = checkClientHeaders(request);
    const body = await readJsonBody(request, maxBodyBytes);
    const command = parseStartBody(body, clock());
    const hit = limits.start(ctx.remoteAddress, command.email);
    if (hit) throw rateLimited(hit.retryAfterSeconds, hit.scope === 'ip' ? 'sign-in requests from this address' : 'sign-in requests for this email address');
    signin.checkPolicy(command.email);
    await mailer.route(command.email); // 503 before anything is stored when the mail cannot go anywhere
    const started = await wire(SIGNIN_WIRE_FIELDS.start, () =>
      signin.start(command, { clientVersion: version, remoteAddress: ctx.remoteAddress }));
    const link = `${base}${SIGNIN_PATHS.verify}?${new URLSearchParams({
      auth_request: started.auth_request_id, challenge: started.challenge_id, token: started.token,
    })}`;
    try {
      await mailer.send({
        to: started.email, code: started.otp, link, expiresAt: started.expires_at, validMinutes: validMinutes(started.expiresAtMs),
      });
    } catch (error) {
      await signin.cancel(started.auth_request_id).catch(() => {}); // the send's error is the one to report
      throw error;
    }
    return successResponse(200, ctx.requestId, {
      auth_request_id: started.auth_request_id,
      challenge_id: started.challenge_id,
      expires_at: started.expires_at,
      email: started.email,
      delivery: { channel: started.delivery.channel, methods: [...started.delivery.methods] },
    });
  };

  const verifyPost = async (request: Request, ctx: SigninCallContext): Promise<Response> => {
    checkClientHeaders(request);
    const body = await readJsonBody(request, maxBodyBytes);
    await takeAttempt(ctx.remoteAddress, field(body, 'auth_request_id'));
    const command = parseVerifyOtpBody(body);
    return completed(ctx.requestId, await wire(SIGNIN_WIRE_FIELDS.verifyOtp, () => signin.verifyOtp(command)));
  };

  const exchange = async (request: Request, ctx: SigninCallContext): Promise<Response> => {
    checkClientHeaders(request);
    const body = await readJsonBody(request, maxBodyBytes);
    await takeAttempt(ctx.remoteAddress, field(body, 'auth_request_id'));
    const command = parseExchangeBody(body);
    return completed(ctx.requestId, await wire(SIGNIN_WIRE_FIELDS.exchange, () => signin.exchange(command)));
  };

  const verifyGet = async (url: URL, ctx: SigninCallContext): Promise<Response> => {
    const command = parseMagicLinkQuery(singleQuery(url));
    const approval = await wire(SIGNIN_WIRE_FIELDS.magicLink, () => signin.approveMagicLink(command));
    const fragment = new URLSearchParams();
    fragment.set(FRAGMENT_FIELDS.authRequestId, approval.auth_request_id);
    fragment.set(FRAGMENT_FIELDS.exchangeCode, approval.exchange_code);
    fragment.set(FRAGMENT_FIELDS.sessionToken, approval.session_token);
    fragment.set(FRAGMENT_FIELDS.expiresAt, approval.exchange_expires_at);
    fragment.set(FRAGMENT_FIELDS.email, approval.email);
    if (approval.callback_url !== null) fragment.set(FRAGMENT_FIELDS.callbackUrl, approval.callback_url);
    if (approval.callback_state !== null) fragment.set(FRAGMENT_FIELDS.state, approval.callback_state);
    if (approval.next_dashboard_path !== null) fragment.set(FRAGMENT_FIELDS.next, approval.next_dashboard_path);
    return redirectResponse(`${base}${SIGNIN_PATHS.complete}#${fragment}`, ctx.requestId);
  };

  return async (request, ctx) => {
    let url: URL;
    try {
      url = new URL(request.url);
    } catch {
      return null;
    }
    const path = url.pathname;
    const method = request.method;
    const guard = async (statuses: readonly number[], run: () => Response | Promise<Response>): Promise<Response> => {
      try {
        return await run();
      } catch (error) {
        return fail(error, request, ctx.requestId, statuses);
      }
    };
    if (method === 'POST') {
      if (path === SIGNIN_PATHS.start) return guard(SIGNIN_STATUSES.start, () => start(request, ctx));
      if (path === SIGNIN_PATHS.verify) return guard(SIGNIN_STATUSES.verifyPost, () => verifyPost(request, ctx));
      if (path === SIGNIN_PATHS.exchange) return guard(SIGNIN_STATUSES.exchange, () => exchange(request, ctx));
      return null;
    }
    if (method === 'GET') {
      if (path === SIGNIN_PATHS.verify) return guard(SIGNIN_STATUSES.verifyGet, () => verifyGet(url, ctx));
      if (path === SIGNIN_PATHS.complete) return htmlResponse(COMPLETION_PAGE, ctx.requestId, COMPLETION_CSP);
    }
    return null;
  };
}
