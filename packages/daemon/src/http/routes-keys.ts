import { SCOPES } from '@inboxkit/core';
import type { Principal } from './auth.js';
import { ApiError } from './errors.js';
import { successResponse } from './respond.js';
import type { V1Route } from './routes.js';
import { MANAGE_SCOPES } from './manage-scopes.js';

/**
 * Managing keys is the account's highest power (a key that can revoke others can lock the
 * account out), so it takes a key with every scope, the `manage_api_keys` of the spec's
 * permissions. A key may always revoke itself, whatever its scopes.
 */
function requireEveryScope(principal: Principal): void {
  if (SCOPES.every((s) => principal.scopes.includes(s))) return;
  throw new ApiError('forbidden', `managing API keys needs a key with every scope (${SCOPES.join(', ')})`);
}

/** Listing and revoking the account's API keys (never a secret). */
export const keyRoutes: readonly V1Route[] = [
  {
    method: 'GET',
    path: '/v1/api-keys',
    statuses: [400, 401, 403, 429],
    scopes: MANAGE_SCOPES.apiKeys,
    async handle({ requestId, principal }) {
      requireEveryScope(principal);
      return successResponse(200, requestId, { keys: await principal.data.keys.list() });
    },
  },
  {
    method: 'DELETE',
    path: '/v1/api-keys/:key_id',
    statuses: [400, 401, 403, 404, 429, 503],
    scopes: MANAGE_SCOPES.apiKeys,
    async handle({ request, requestId, principal }) {
      const id = request.params.key_id!;
      if (id !== principal.keyId) requireEveryScope(principal);
      // From the commit on the key is refused, here and by any process on the database: the
      // authentication cache checks core's key revision, which the revocation moves.
      return successResponse(200, requestId, { key: await principal.data.keys.revoke(id) });
    },
  },
];
