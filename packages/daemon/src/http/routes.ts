import {
  InboxkitError, MESSAGE_FILTERS, parseContentMode, validateCreateInbox,
  type CreateInboxInput, type CreateWebhookInput, type InboxService, type MessageFilters, type Scope,
} from '@inboxkit/core';
import type { IRequest } from 'itty-router';
import type { Principal } from './auth.js';
import { readJsonBody } from './body.js';
import { badRequest } from './errors.js';
import { readIdempotencyKey, requestHash, IDEMPOTENCY_HEADER } from './idempotency.js';
import { ApiError } from './errors.js';
import type { ReadCache } from './read-cache.js';
import type { RequestBudgets } from '../limits/budgets.js';
import type { Logger } from '../log/index.js';
import type { Relay } from '../relay/relay.js';
import { jsonResponse, sharedFieldResponse, successResponse } from './respond.js';
import { SLICE_CHARS, stringifyInSlices } from './serialise.js';

/** What every authenticated route handler gets. */
export interface RouteCall {
  /** The request, with itty-router's `params` (path) and `query` (search parameters). */
  readonly request: IRequest;
  readonly requestId: string;
  readonly principal: Principal;
}

/** Shared, per-API settings a handler may need. */
export interface ApiRuntime {
  readonly service: InboxService;
  readonly clock: () => number;
  readonly maxBodyBytes: number;
  /** Serialised messages kept for their next readers while fresh (see read-cache.ts). */
  readonly readCache: ReadCache;
  /** Aborted when the API closes: held waits answer 503 and event streams end. */
  readonly closing: AbortSignal;
  /** How often an idle event stream gets a keep-alive comment. */
  readonly heartbeatMs: number;
  /** The accounts' request budgets (GET /v1/account shows what is spent). */
  readonly budgets: RequestBudgets;
  /** The daemon's event log, when it has one (limits that bite are logged). */
  readonly logger: Logger | null;
  /** The SMTP relay of release and send (--relay-url), or null when none is configured. */
  readonly relay: Relay | null;
}

/**
 * One authenticated /v1 endpoint. The pipeline around `handle` runs the IP shield, the
 * key lookup, the account budget and the scope check, and maps any error to the error
 * envelope with a status from `statuses` (the endpoint's list in the spec).
 */
export interface V1Route {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** itty-router pattern, e.g. `/v1/inboxes/:inbox_id/messages`. */
  path: string;
  /** Error statuses the spec lists for the endpoint. */
  statuses: readonly number[];
  /** The key needs at least one of these scopes. */
  scopes: readonly Scope[];
  handle(call: RouteCall, runtime: ApiRuntime): Response | Promise<Response>;
}

/** One query parameter; 400 naming it when it is repeated. */
export function queryParam(request: IRequest, name: string): string | undefined {
  const value = request.query[name];
  if (value === undefined || typeof value === 'string') return value;
  throw badRequest(name, `${name} must be given at most once`);
}

const listOptions = (request: IRequest) => ({ limit: queryParam(request, 'limit'), cursor: queryParam(request, 'cursor') });

/** The message listings' optional filters (q, from, subject, …), as given; core validates them. */
function messageFilters(request: IRequest): MessageFilters {
  const filters: Record<string, string> = {};
  for (const name of MESSAGE_FILTERS) {
    const value = queryParam(request, name);
    if (value !== undefined) filters[name] = value;
  }
  return filters;
}

/** Scope policy of the built-in endpoints (see docs/http-api.md). */
export const ROUTE_SCOPES = Object.freeze({
  listInboxes: ['inboxes:write', 'messages:read'] as readonly Scope[],
  createInbox: ['inboxes:write'] as readonly Scope[],
  readMessages: ['messages:read'] as readonly Scope[],
  createWebhook: ['webhooks:write'] as readonly Scope[],
});

/** A message read and serialised once for every identical request in flight at the same time. */
export interface SharedRead {
  /** The JSON of a small message (below SHARE_FROM_CHARS), for the one-string fast path. */
  json?: string;
  /** The UTF-8 JSON of a large one, made once and streamed to every reader. */
  bytes?: Buffer;
  /** The message's analysis as JSON, what may change after it is stored (see read-cache.ts). */
  version: string;
}

/**
 * Reads in flight by (account, message, content mode): requests that arrive while a read is
 * under way share it. An entry is dropped as soon as its read resolves; what outlives it is
 * the read cache, which checks freshness.
 */
const readsInFlight = new Map<string, Promise<SharedRead>>();

export function sharedRead(key: string, read: () => Promise<SharedRead>): Promise<SharedRead> {
  let pending = readsInFlight.get(key);
  if (!pending) {
    pending = read();
    readsInFlight.set(key, pending);
    const forget = () => { if (readsInFlight.get(key) === pending) readsInFlight.delete(key); };
    pending.then(forget, forget);
  }
  return pending;
}

/** Below this, a response is one string like any other (the fast path); above, the shared bytes are streamed. */
export const SHARE_FROM_CHARS = 64 * 1024;

/** What can change in a stored message, as the read cache keys an entry's freshness. */
const versionOf = (state: { analysis: unknown; read: boolean; tags: readonly string[] }) => `${state.read ? 'r' : 'u'}${JSON.stringify(state.tags)}${JSON.stringify(state.analysis)}`;

async function serialise(message: { analysis: unknown; read: boolean; tags: readonly string[] }): Promise<SharedRead> {
  const version = versionOf(message);
  // A body long enough to slice is far past SHARE_FROM_CHARS: its JSON is built in slices (./serialise.ts).
  if (Object.values(message).some((field) => typeof field === 'string' && field.length > SLICE_CHARS)) {
    return { bytes: await stringifyInSlices(message), version };
  }
  const json = JSON.stringify(message);
  if (json.length < SHARE_FROM_CHARS) return { json, version };
  return { bytes: Buffer.from(json), version };
}

export const builtinRoutes: readonly V1Route[] = [
  {
    // The hottest endpoint first: itty-router tries routes in order.
    method: 'GET',
    path: '/v1/messages/:message_id',
    statuses: [400, 401, 403, 404, 429],
    scopes: ROUTE_SCOPES.readMessages,
    async handle({ request, requestId, principal }, runtime) {
      const mode = parseContentMode(queryParam(request, 'content_mode'));
      const id = request.params.message_id!;
      const key = `${principal.account.id}\u0000${id}\u0000${mode}`;
      // A small message's JSON goes out as one string; a large one's shared bytes are streamed.
      const answer = (body: string | Buffer) => (typeof body === 'string'
        ? jsonResponse(200, `{"success":true,"request_id":${JSON.stringify(requestId)},"message":${body}}`, requestId)
        : sharedFieldResponse(200, requestId, 'message', body));
      if (runtime.readCache.has(key)) {
        // Cheap (its analysis and read columns alone): proves the message is still there, the account's, and unchanged.
        const state = await principal.data.messages.state(id);
        const cached = runtime.readCache.get(key, versionOf(state));
        if (cached !== undefined) return answer(cached);
      }
      // A key limited to inboxes never joins another caller's read: its own checks whether it may see the message.
      const flight = principal.inboxIds === null ? key : `${key}\u0000${principal.keyId}`;
      const read = await sharedRead(flight, async () => serialise(await principal.data.messages.get(id, mode)));
      return answer(runtime.readCache.put(key, read.version, read.json ?? read.bytes!));
    },
  },
  {
    method: 'GET',
    path: '/v1/messages',
    statuses: [400, 401, 403, 429],
    scopes: ROUTE_SCOPES.readMessages,
    async handle({ request, requestId, principal }) {
      const page = await principal.data.messages.search({
        recipient: queryParam(request, 'recipient_email') ?? '', ...messageFilters(request), ...listOptions(request),
      });
      return successResponse(200, requestId, { messages: page.items, page_info: page.page_info });
    },
  },
  {
    method: 'GET',
    path: '/v1/inboxes/:inbox_id/messages',
    statuses: [400, 401, 403, 404, 429],
    scopes: ROUTE_SCOPES.readMessages,
    async handle({ request, requestId, principal }) {
      const page = await principal.data.messages.list(request.params.inbox_id!, { ...messageFilters(request), ...listOptions(request) });
      return successResponse(200, requestId, { messages: page.items, page_info: page.page_info });
    },
  },
  {
    method: 'GET',
    path: '/v1/inboxes',
    statuses: [400, 401, 403, 429],
    scopes: ROUTE_SCOPES.listInboxes,
    async handle({ request, requestId, principal }) {
      const page = await principal.data.inboxes.list(listOptions(request));
      return successResponse(200, requestId, {
        wildcard_address: page.wildcard_address, inboxes: page.items, page_info: page.page_info,
      });
    },
  },
  {
    method: 'POST',
    path: '/v1/inboxes',
    statuses: [400, 401, 403, 409, 429, 503],
    scopes: ROUTE_SCOPES.createInbox,
    handle(call, runtime) {
      return idempotentCreate(call, runtime, 'POST /v1/inboxes', (body) => {
        validateCreateInbox(body); // 400 before the key is looked at: a bad body is bad whatever the key
      }, async (body) => ({ inbox: await call.principal.data.inboxes.create(body as CreateInboxInput) }));
    },
  },
  {
    method: 'POST',
    path: '/v1/webhooks',
    statuses: [400, 401, 403, 404, 409, 429, 503],
    scopes: ROUTE_SCOPES.createWebhook,
    handle(call, runtime) {
      // Target checks (HTTPS, no credentials, no private or reserved literals) run in core's
      // create; a 404 names an inbox_id of another account.
      return idempotentCreate(call, runtime, 'POST /v1/webhooks', null, async (body) => {
        const { webhook, signing_secret } = await call.principal.data.webhooks.create(body as CreateWebhookInput);
        return { webhook, signing_secret };
      });
    },
  },
];

/**
 * The shape of every creating POST: optional Idempotency-Key, a JSON body, an optional
 * validation that runs before the key is consulted, then `create` answering 201 — at most once
 * per key (core's idempotent()), a repeat replaying the first answer.
 */
export async function idempotentCreate(
  { request, requestId, principal }: RouteCall,
  runtime: ApiRuntime,
  operation: string,
  validate: ((body: unknown) => void) | null,
  create: (body: unknown) => Promise<Record<string, unknown>>,
): Promise<Response> {
  const key = readIdempotencyKey(request);
  const body = await readJsonBody(request, runtime.maxBodyBytes);
  validate?.(body);
  if (key === null) return successResponse(201, requestId, await create(body));
  let result: { value: Record<string, unknown>; replayed: boolean };
  try {
    result = await principal.data.idempotent({ operation, key, fingerprint: requestHash(body) }, () => create(body));
  } catch (error) {
    if (error instanceof InboxkitError && error.code === 'conflict' && error.field === 'idempotency_key') {
      throw new ApiError('idempotency_conflict',
        `${IDEMPOTENCY_HEADER} was already used with a different request body; use a new key for a new request`,
        { field: IDEMPOTENCY_HEADER });
    }
    throw error;
  }
  return successResponse(201, requestId, result.value, result.replayed ? { 'Idempotent-Replayed': 'true' } : undefined);
}
