import type { IRequest } from 'itty-router';
import { badRequest } from './errors.js';
import { MANAGE_SCOPES } from './manage-scopes.js';
import { successResponse } from './respond.js';
import { queryParam, type V1Route } from './routes.js';

/** An optional `limit` query parameter, an integer from 1 to 100 (400 naming it otherwise). */
export function limitParam(request: IRequest): number | undefined {
  const raw = queryParam(request, 'limit');
  if (raw === undefined) return undefined;
  if (!/^\d{1,3}$/.test(raw) || Number(raw) < 1 || Number(raw) > 100) throw badRequest('limit', 'limit must be an integer from 1 to 100');
  return Number(raw);
}

/** Deliveries listed when no `limit` is given (the other lists' default page size). */
const DELIVERIES_PAGE = 20;

/** Listing, reading, archiving and testing webhooks; their recent deliveries. */
export const webhookRoutes: readonly V1Route[] = [
  {
    method: 'GET',
    path: '/v1/webhooks',
    statuses: [400, 401, 403, 429],
    scopes: MANAGE_SCOPES.webhooks,
    async handle({ requestId, principal }) {
      // At most 20 live webhooks per account: one page, no cursor.
      return successResponse(200, requestId, { webhooks: await principal.data.webhooks.list() });
    },
  },
  {
    method: 'GET',
    path: '/v1/webhooks/:webhook_id',
    statuses: [400, 401, 403, 404, 429],
    scopes: MANAGE_SCOPES.webhooks,
    async handle({ request, requestId, principal }) {
      return successResponse(200, requestId, { webhook: await principal.data.webhooks.get(request.params.webhook_id!) });
    },
  },
  {
    method: 'DELETE',
    path: '/v1/webhooks/:webhook_id',
    statuses: [400, 401, 403, 404, 429, 503],
    scopes: MANAGE_SCOPES.webhooks,
    async handle({ request, requestId, principal }) {
      // Archives (idempotent): pending deliveries are cancelled, nothing more is sent.
      return successResponse(200, requestId, { webhook: await principal.data.webhooks.archive(request.params.webhook_id!) });
    },
  },
  {
    method: 'GET',
    path: '/v1/webhooks/:webhook_id/deliveries',
    statuses: [400, 401, 403, 404, 429],
    scopes: MANAGE_SCOPES.webhooks,
    async handle({ request, requestId, principal }) {
      const limit = limitParam(request) ?? DELIVERIES_PAGE;
      return successResponse(200, requestId, { deliveries: await principal.data.webhooks.deliveries(request.params.webhook_id!, limit) });
    },
  },
  {
    method: 'POST',
    path: '/v1/webhooks/:webhook_id/test',
    statuses: [400, 401, 403, 404, 409, 429, 503],
    scopes: MANAGE_SCOPES.webhooks,
    async handle({ request, requestId, principal }) {
      // No body is read: the event is always the same shape. 202: it is delivered after this answer.
      return successResponse(202, requestId, await principal.data.webhooks.sendTest(request.params.webhook_id!));
    },
  },
];
