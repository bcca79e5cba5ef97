import { InboxkitError, isInboxkitError, parseContentMode, type MessageDetail, type WaitForMessageOptions, type WaitRequirement } from '@inboxkit/core';
import type { IRequest } from 'itty-router';
import { badRequest } from './errors.js';
import { successResponse } from './respond.js';
import { queryParam, ROUTE_SCOPES, type RouteCall, type V1Route, type ApiRuntime } from './routes.js';

/** Bounds of `timeout_seconds` on the wait endpoints. */
export const WAIT_TIMEOUT_SECONDS = Object.freeze({ min: 1, max: 60, default: 30 });

function timeoutSeconds(request: IRequest): number {
  const raw = queryParam(request, 'timeout_seconds');
  if (raw === undefined || raw === '') return WAIT_TIMEOUT_SECONDS.default;
  const n = Number(raw);
  if (!/^\d+$/.test(raw) || n < WAIT_TIMEOUT_SECONDS.min || n > WAIT_TIMEOUT_SECONDS.max) {
    throw badRequest('timeout_seconds', `timeout_seconds must be an integer from ${WAIT_TIMEOUT_SECONDS.min} to ${WAIT_TIMEOUT_SECONDS.max}`);
  }
  return n;
}

/** `claim`: true or false; by default a wait claims unless it reads forward from `after`. */
function claimOf(request: IRequest, after: string | undefined): boolean {
  const raw = queryParam(request, 'claim');
  if (raw === undefined || raw === '') return after === undefined;
  if (raw === 'true' || raw === 'false') return raw === 'true';
  throw badRequest('claim', 'claim must be true or false');
}

/**
 * Holds the request until a matching message is stored, then answers it; `message: null` when
 * none came in time. Without `after` the wait claims: it returns the oldest match no earlier
 * claiming wait returned and marks it, so a script run twice gets its own message each time.
 * With `after` it reads forward from that message and claims nothing. `claim` overrides either
 * default (claim=false: the oldest match, whether or not a wait returned it before).
 */
async function wait(call: RouteCall, runtime: ApiRuntime, target: Pick<WaitForMessageOptions, 'inboxId' | 'recipient'>): Promise<Response> {
  const { request, requestId, principal } = call;
  const mode = parseContentMode(queryParam(request, 'content_mode'));
  const seconds = timeoutSeconds(request);
  const after = queryParam(request, 'after');
  const require = queryParam(request, 'require') as WaitRequirement | undefined;
  if (after !== undefined && !/^msg_[A-Za-z0-9_-]{1,64}$/.test(after)) throw badRequest('after', 'after must be a message id (msg_…)');
  const claim = claimOf(request, after);
  const from = queryParam(request, 'from');
  const subject = queryParam(request, 'subject');
  // Ends when the client goes away or the daemon stops, whichever comes first.
  const signal = AbortSignal.any([request.signal, runtime.closing]);
  let message: MessageDetail | null;
  try {
    message = await principal.data.waitForMessage({
      ...target, require, timeoutMs: seconds * 1000, signal, claim,
      ...(after !== undefined ? { since: after } : {}),
      ...(from !== undefined ? { from } : {}), ...(subject !== undefined ? { subject } : {}),
    });
  } catch (error) {
    if (runtime.closing.aborted) throw new InboxkitError('closed', 'the daemon is stopping; retry the wait');
    if (isInboxkitError(error, 'not_found') && error.field === 'since') throw new InboxkitError('not_found', 'after names no message of this account', { field: 'after' });
    if (isInboxkitError(error, 'invalid_request') && error.field === 'recipient') throw badRequest('recipient_email', 'recipient_email must be an email address');
    if (isInboxkitError(error, 'not_found') && error.field === 'recipient') throw new InboxkitError('not_found', error.message, { field: 'recipient_email' });
    if (isInboxkitError(error, 'timeout')) return successResponse(200, requestId, { message: null });
    throw error;
  }
  const shaped = mode === 'full' ? message : await principal.data.messages.get(message.id, mode);
  return successResponse(200, requestId, { message: shaped });
}

const STATUSES = [400, 401, 403, 404, 429, 503] as const;

export const waitRoutes: readonly V1Route[] = [
  {
    method: 'GET',
    path: '/v1/inboxes/:inbox_id/messages/wait',
    statuses: STATUSES,
    scopes: ROUTE_SCOPES.readMessages,
    handle: (call, runtime) => wait(call, runtime, { inboxId: call.request.params.inbox_id! }),
  },
  {
    method: 'GET',
    path: '/v1/messages/wait',
    statuses: STATUSES,
    scopes: ROUTE_SCOPES.readMessages,
    handle(call, runtime) {
      const recipient = queryParam(call.request, 'recipient_email');
      if (!recipient) throw badRequest('recipient_email', 'recipient_email is required and must be an email address');
      return wait(call, runtime, { recipient });
    },
  },
];
