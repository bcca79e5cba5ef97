import { successResponse } from './respond.js';
import type { V1Route } from './routes.js';
import { MANAGE_SCOPES } from './manage-scopes.js';

/**
 * GET /v1/account: who the caller is and what the account may still do: its plan's
 * entitlements and usage (core's overview: active inboxes, this month's messages), the
 * request budgets spent (every daemon's on the database, read now), and how the caller authenticated (key or
 * dashboard session, its scopes). Any scope will do: every caller may know its own account.
 */
export const accountRoutes: readonly V1Route[] = [
  {
    method: 'GET',
    path: '/v1/account',
    statuses: [400, 401, 403, 429],
    scopes: MANAGE_SCOPES.account,
    async handle({ requestId, principal }, runtime) {
      const session = principal.session;
      await runtime.budgets.refresh(principal.account.id);
      return successResponse(200, requestId, {
        account: await principal.data.overview(),
        api_requests: runtime.budgets.usage(principal.account.id, principal.account.entitlements.api_requests ?? null),
        auth: {
          via: principal.via,
          key_id: principal.via === 'bearer' ? principal.keyId : session?.api_key_id ?? null,
          scopes: principal.scopes,
          session: session === null ? null : { method: session.method, expires_at: session.expires_at, user: session.user },
        },
      });
    },
  },
];

