import { readJsonBody } from './body.js';
import { badRequest } from './errors.js';
import { MANAGE_SCOPES } from './manage-scopes.js';
import { successResponse } from './respond.js';
import type { V1Route } from './routes.js';

/** A message's read state (docs/http-api.md, "Read state"): the dashboard marks what it opens. */
export const readStateRoutes: readonly V1Route[] = [
  {
    method: 'PUT',
    path: '/v1/messages/:message_id/read',
    statuses: [400, 401, 403, 404, 429],
    scopes: MANAGE_SCOPES.readState,
    async handle(call, runtime) {
      const body = await readJsonBody(call.request, runtime.maxBodyBytes);
      if (typeof body !== 'object' || body === null || Array.isArray(body)) throw badRequest('body', 'the body must be a JSON object');
      const { read } = body as Record<string, unknown>;
      if (typeof read !== 'boolean') throw badRequest('read', 'read must be true or false');
      const state = await call.principal.data.messages.setRead(call.request.params.message_id!, read);
      return successResponse(200, call.requestId, state);
    },
  },
];
