import { MANAGE_SCOPES } from './manage-scopes.js';
import { successResponse } from './respond.js';
import type { V1Route } from './routes.js';

/** A message's checks (docs/checks.md): the report, and the link check on request. */
export const checkRoutes: readonly V1Route[] = [
  {
    method: 'GET',
    path: '/v1/messages/:message_id/checks',
    statuses: [400, 401, 403, 404, 429],
    scopes: MANAGE_SCOPES.download,
    async handle({ request, requestId, principal }) {
      return successResponse(200, requestId, { checks: await principal.data.messages.checks(request.params.message_id!) });
    },
  },
  {
    method: 'POST',
    path: '/v1/messages/:message_id/checks/links',
    statuses: [400, 401, 403, 404, 429],
    scopes: MANAGE_SCOPES.download,
    async handle({ request, requestId, principal }) {
      return successResponse(200, requestId, { checks: await principal.data.messages.checkLinks(request.params.message_id!) });
    },
  },
];
