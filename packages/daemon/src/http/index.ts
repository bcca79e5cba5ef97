import type { IncomingMessage, ServerResponse } from 'node:http';
import { createServerAdapter } from '@whatwg-node/server';
import { Router, type IRequest } from 'itty-router';
import type { InboxService } from '@inboxkit/core';
import { IpShield, type IpShieldOptions } from '../limits/ip-shield.js';
import { RequestBudgets } from '../limits/budgets.js';
import { Authenticator, DEFAULT_AUTH_CACHE_TTL_MS, bearerSecret, requireScope } from './auth.js';
import { allowedOrigins } from './session-cookie.js';
import { DEFAULT_MAX_BODY_BYTES } from './body.js';
import { ApiError, describeError } from './errors.js';
import { errorResponse, jsonResponse, newRequestId, successResponse } from './respond.js';
import { createReadCache } from './read-cache.js';
import { requestTargetProblem, type RawRequestHead } from './request-target.js';
import type { ApiRuntime, V1Route } from './routes.js';
import { EVENT_STREAM_HEARTBEAT_MS } from './routes-events.js';
import { v1Routes } from './routes-v1.js';
import { OPENAPI_PATH, openApiJson } from '../openapi/document.js';
import type { Relay } from '../relay/relay.js';
import { logHttpRequest, logUnexpected, logsHttpRequests, type Logger } from '../log/index.js';
import { methodLabel, routeLabel, type HttpRequestReport } from './route-label.js';

export interface ApiOptions {
  service: InboxService;
  /** Public base URL; next_action urls point at `${baseUrl}/dashboard`. Default: the request's origin. */
  baseUrl?: string;
  /** Time source in epoch ms. Default service.clock. */
  clock?: () => number;
  /** Per-IP abuse shield on /v1 (before key lookup). Default 1,000 requests per 10 s window; false turns it off. */
  ipShield?: IpShieldOptions | false;
  /** Largest accepted request body. Default 1 MiB. */
  maxBodyBytes?: number;
  /** Take the client address from the last X-Forwarded-For entry (one trusted proxy). Default false: the socket address. */
  trustProxy?: boolean;
  /** How long a successful authentication is reused; a revoked key stops working within it. Default 5,000 ms; 0 = no cache. */
  authCacheTtlMs?: number;
  /** Further authenticated /v1 endpoints, served by the same pipeline (tried before the built-in ones). */
  routes?: readonly V1Route[];
  /**
   * Handles the unauthenticated sign-in endpoints (/v1/auth/…) and dashboard pages
   * (/dashboard…): returns a Response, or null when the path is not its own. Runs after the
   * per-IP shield (except for the GET magic-link verify, for which the spec lists no 429).
   */
  publicHandler?: (request: Request, ctx: { remoteAddress: string; requestId: string }) => Promise<Response | null>;
  /**
   * How often the accounts' request counts are added to the counts every daemon on the
   * database shares, and their totals read back (the budgets' bound; see limits/budgets.ts).
   * Default 250 ms.
   */
  budgetSyncIntervalMs?: number;
  /** The request budgets to use (tests drive their sync). Default: made from `service.requestCounts`, `clock` and `budgetSyncIntervalMs`. */
  budgets?: RequestBudgets;
  /**
   * Serves `/mcp` (any method) once the caller's bearer key is good, after the per-IP shield;
   * `dispatch` answers a request as this API would over HTTP from the same address (shield,
   * key, budget and all), which is how the MCP tools reach the API. Default: no `/mcp`.
   */
  mcp?: McpHandler;
  /** How often an idle event stream (GET /v1/events) gets a keep-alive comment. Default 15,000 ms. */
  eventStreamHeartbeatMs?: number;
  /** The SMTP relay of release, send and auto-release (docs/smtp.md); without one they answer 503. */
  relay?: Relay | null;
  /**
   * Gets one line per request at debug (method, path without the query, status, ms, request
   * id; never a header), and unexpected errors at error. Default: none.
   */
  logger?: Logger;
  /**
   * Told of every request from a client once its response is ready (not of the calls the MCP
   * tools make inside the process): method, route pattern, status, seconds. For the daemon's
   * metrics; keep it quick. Default: none.
   */
  onRequest?: (report: HttpRequestReport) => void;
  /** Called with unexpected errors (the client gets a generic message). Default: the logger at error when one is given, else console.error. */
  onError?: (error: unknown, info: { requestId: string; method: string; url: string }) => void;
}

export interface Api {
  fetch(request: Request, context: { remoteAddress: string }): Promise<Response>;
  /** Ends what the API holds open: held waits answer 503 (retry), event streams end. Call before closing the server. */
  close(): void;
  /**
   * Adds the request counts not yet shared to the database and stops sharing them. Call once
   * the server is closed, before the service is.
   */
  flush(): Promise<void>;
  /** A node:http request listener (via @whatwg-node/server's createServerAdapter). */
  nodeListener: (req: IncomingMessage, res: ServerResponse) => void;
}

/** The `/mcp` endpoint, given the authenticated caller's secret and a way to call this API in the process. */
export type McpHandler = (request: Request, call: { apiKey: string; dispatch: (request: Request) => Promise<Response> }) => Promise<Response>;

interface CallContext {
  requestId: string;
  remoteAddress: string;
}

type Handler = (request: IRequest, ctx: CallContext) => Response | Promise<Response>;

interface NodeServerContext {
  req?: IncomingMessage;
  remoteAddress?: string;
}

const NOT_FOUND = () => new ApiError('not_found', 'no such endpoint');

export function createApi(options: ApiOptions): Api {
  const service = options.service;
  const clock = options.clock ?? service.clock;
  const closing = new AbortController();
  const budgets = options.budgets ?? new RequestBudgets({
    clock, shared: service.requestCounts, syncIntervalMs: options.budgetSyncIntervalMs,
    onSyncError: (error) => {
      // A closing service refuses the last timer's sync: nothing to report.
      if (logger && service.isOpen()) logUnexpected(logger, 'budgets.sync_error', error, {});
    },
  });
  const runtime: ApiRuntime = {
    service,
    clock,
    budgets,
    maxBodyBytes: options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES,
    readCache: createReadCache(),
    closing: closing.signal,
    heartbeatMs: options.eventStreamHeartbeatMs ?? EVENT_STREAM_HEARTBEAT_MS,
    logger: options.logger ?? null,
    relay: options.relay ?? null,
  };
  const trustProxy = options.trustProxy === true;
  const shield = options.ipShield === false ? null : new IpShield({ ...options.ipShield, clock });
  const auth = new Authenticator({ service, clock, cacheTtlMs: options.authCacheTtlMs ?? DEFAULT_AUTH_CACHE_TTL_MS });
  const baseDashboard = options.baseUrl ? `${options.baseUrl.replace(/\/+$/, '')}/dashboard` : null;
  const logger = options.logger ?? null;
  const onError = options.onError ?? (logger
    ? (error, info) => logUnexpected(logger, 'http.error', error, { request_id: info.requestId, method: info.method, url: info.url })
    : (error, info) => console.error(`[inboxkit http] ${info.requestId} ${info.method} ${info.url} failed:`, error));

  const dashboardUrl = (request: Request) => {
    if (baseDashboard) return baseDashboard;
    try {
      return `${new URL(request.url).origin}/dashboard`;
    } catch {
      return 'http://localhost/dashboard';
    }
  };

  const fail = (error: unknown, request: Request, ctx: CallContext, statuses?: readonly number[]): Response => {
    let closed = false;
    try {
      closed = !service.isOpen();
    } catch {
      closed = true;
    }
    const outcome = describeError(error, statuses, closed);
    if (outcome.unexpected) {
      try {
        onError(error, { requestId: ctx.requestId, method: request.method, url: request.url });
      } catch {
        // a failing logger must not take the request down with it
      }
    }
    return errorResponse(outcome, ctx.requestId, () => dashboardUrl(request));
  };

  const clientAddress = (request: Request, socketAddress: string): string => {
    if (trustProxy) {
      const forwarded = request.headers.get('x-forwarded-for');
      if (forwarded) {
        const last = forwarded.slice(forwarded.lastIndexOf(',') + 1).trim();
        if (last) return last;
      }
    }
    return socketAddress || 'unknown';
  };

  /** The /v1 abuse shield: runs before anything touches the database. */
  const shieldCheck = (request: Request, ctx: CallContext) => {
    if (!shield) return;
    const wait = shield.hit(clientAddress(request, ctx.remoteAddress));
    if (wait > 0) {
      throw new ApiError('rate_limited', `too many requests from this address; retry in ${wait} s`, { retryAfterSeconds: wait });
    }
  };

  const v1 = (route: V1Route): Handler => {
    const { statuses, scopes } = route;
    return async (request, ctx) => {
      try {
        shieldCheck(request, ctx);
        const principal = await auth.authenticateRequest(request, allowedOrigins(request, options.baseUrl ?? null));
        const budget = principal.account.entitlements.api_requests;
        let spent = null;
        if (budget) {
          const reading = budgets.ready(principal.account.id); // only when this daemon's figure is stale
          if (reading) await reading;
          spent = budgets.take(principal.account.id, budget);
        }
        if (spent) {
          throw new ApiError('rate_limited',
            `the account's API request budget of ${spent.limit} per ${spent.window} is spent; retry in ${spent.retryAfterSeconds} s`,
            { retryAfterSeconds: spent.retryAfterSeconds, nextAction: spent.window !== 'minute' });
        }
        requireScope(principal, scopes);
        return await route.handle({ request, requestId: ctx.requestId, principal }, runtime);
      } catch (error) {
        return fail(error, request, ctx, statuses);
      }
    };
  };

  // Built and serialised once per process, before the first request asks for it.
  const openapi = openApiJson();

  const router = Router<IRequest, [CallContext]>();
  router.get('/health', (request: IRequest, ctx: CallContext) => {
    return service.isOpen()
      ? successResponse(200, ctx.requestId, { status: 'ok' })
      : fail(new ApiError('service_unavailable', 'the service is shutting down'), request, ctx);
  });
  // The API document: no key (a client generator has none yet), behind the shield like all of /v1.
  router.get(OPENAPI_PATH, (request: IRequest, ctx: CallContext) => {
    try {
      shieldCheck(request, ctx);
      return jsonResponse(200, openapi, ctx.requestId);
    } catch (error) {
      return fail(error, request, ctx);
    }
  });
  for (const route of [...(options.routes ?? []), ...v1Routes]) {
    router[route.method.toLowerCase()]!(route.path, v1(route));
  }
  // Unknown /v1 paths and known paths with another method: 404 (405 is not in the spec), after the shield.
  const mcp = options.mcp;
  if (mcp) {
    // A bearer key only (no dashboard cookie: a browser must not be able to drive the tools
    // of a signed-in user), checked before any MCP work.
    router.all('/mcp', async (request: IRequest, ctx: CallContext) => {
      try {
        shieldCheck(request, ctx);
        const header = request.headers.get('authorization');
        await auth.authenticate(header);
        return await mcp(request, { apiKey: bearerSecret(header), dispatch: (inner) => handle(inner, ctx.remoteAddress) });
      } catch (error) {
        return fail(error, request, ctx);
      }
    });
  }
  router.all('/v1/*', (request: IRequest, ctx: CallContext) => {
    try {
      shieldCheck(request, ctx);
      throw NOT_FOUND();
    } catch (error) {
      return fail(error, request, ctx);
    }
  });
  router.all('*', (request: IRequest, ctx: CallContext) => fail(NOT_FOUND(), request, ctx));

  const publicHandler = options.publicHandler;
  const handlePublic = async (request: Request, ctx: CallContext): Promise<Response | null> => {
    const path = new URL(request.url).pathname;
    if (path.startsWith('/v1/auth/') && !(request.method === 'GET' && path === '/v1/auth/cli/email/verify')) {
      shieldCheck(request, ctx);
    }
    return publicHandler!(request, { remoteAddress: clientAddress(request, ctx.remoteAddress), requestId: ctx.requestId });
  };

  const route = (request: Request, ctx: CallContext, raw?: RawRequestHead): Promise<Response> => {
    // `*` or a full URL as the target (404), a Host header that makes no URL (400): before any routing.
    const problem = requestTargetProblem(request.url, raw);
    if (problem !== null) return Promise.resolve(fail(new ApiError(problem.code, problem.message), request, ctx));
    // Cheap substring tests keep the sign-in detour off the hot path of every other request.
    if (publicHandler && (request.url.includes('/v1/auth/') || request.url.includes('/dashboard'))) {
      return handlePublic(request, ctx)
        .then((response) => response ?? (router.fetch(request, ctx) as Promise<Response>))
        .catch((error: unknown) => fail(error, request, ctx));
    }
    // Nothing may escape: a URL the router cannot parse still gets an envelope.
    return router.fetch(request, ctx).catch((error: unknown) => fail(error, request, ctx)) as Promise<Response>;
  };

  const handle = (request: Request, remoteAddress: string, raw?: RawRequestHead): Promise<Response> => {
    const ctx: CallContext = { requestId: newRequestId(), remoteAddress };
    // The request line is decided per request, so a logger whose level changes is followed.
    if (logger === null || !logsHttpRequests(logger)) return route(request, ctx, raw);
    const started = performance.now();
    return route(request, ctx, raw).then((response) => {
      logHttpRequest(logger, {
        method: request.method, url: request.url, status: response.status, ms: performance.now() - started,
        requestId: ctx.requestId, remote: clientAddress(request, ctx.remoteAddress),
      });
      return response;
    });
  };

  // A client's request (not an MCP tool's call inside the process), told to onRequest when one is given.
  const onRequest = options.onRequest;
  const fromClient = !onRequest ? handle : (request: Request, remoteAddress: string, raw?: RawRequestHead): Promise<Response> => {
    const started = performance.now();
    return handle(request, remoteAddress, raw).then((response) => {
      onRequest({
        method: methodLabel(request.method), route: routeLabel((request as IRequest).route as string | undefined, request.url),
        status: response.status, seconds: (performance.now() - started) / 1000,
      });
      return response;
    });
  };

  const adapter = createServerAdapter<NodeServerContext>((request, ctx) =>
    fromClient(request, ctx.req?.socket?.remoteAddress ?? ctx.remoteAddress ?? '', ctx.req));

  return {
    fetch: (request, context) => fromClient(request, context?.remoteAddress ?? ''),
    close: () => closing.abort(),
    flush: () => budgets.close(),
    nodeListener: (req, res) => {
      void adapter.requestListener(req, res);
    },
  };
}

export { API_VERSION, newRequestId, successResponse, errorResponse, jsonResponse, type NextAction } from './respond.js';
export { ApiError, badRequest, describeError, ERROR_STATUS, type ApiErrorCode, type ErrorOutcome } from './errors.js';
export { Authenticator, bearerSecret, requireScope, DEFAULT_AUTH_CACHE_TTL_MS, type Principal } from './auth.js';
export { readJsonBody, isJsonContentType, DEFAULT_MAX_BODY_BYTES, MAX_JSON_DEPTH } from './body.js';
export {
  readIdempotencyKey, requestHash, canonicalJson, IDEMPOTENCY_HEADER, IDEMPOTENCY_KEY_MAX_LENGTH,
} from './idempotency.js';
export { waitRoutes, WAIT_TIMEOUT_SECONDS } from './routes-wait.js';
export { eventRoutes, frameEvent, EVENT_STREAM_HEARTBEAT_MS, EVENT_STREAM_RETRY_MS } from './routes-events.js';
export { builtinRoutes, idempotentCreate, queryParam, ROUTE_SCOPES, type V1Route, type RouteCall, type ApiRuntime } from './routes.js';
export { manageRoutes, MANAGE_SCOPES } from './routes-manage.js';
export { v1Routes } from './routes-v1.js';
export { methodLabel, routeLabel, type HttpRequestReport } from './route-label.js';
export { contentDisposition, safeFilename, DOWNLOAD_SECURITY_HEADERS } from './download.js';
export { IpShield, IP_SHIELD_DEFAULTS, clientKey, type IpShieldOptions } from '../limits/ip-shield.js';
export {
  RequestBudgets, DEFAULT_BUDGET_SYNC_INTERVAL_MS, type RequestBudget, type BudgetExceeded, type RequestBudgetsOptions,
} from '../limits/budgets.js';
