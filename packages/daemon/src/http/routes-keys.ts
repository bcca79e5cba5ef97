import { SCOPES, parseScopes, type Scope } from '@inboxkit/core';
import { readJsonBody } from './body.js';
import { badRequest } from './errors.js';
import { validateFutureDateTime } from '../signin/validate.js';
import type { Principal } from './auth.js';
import { ApiError } from './errors.js';
import { successResponse } from './respond.js';
import type { V1Route } from './routes.js';
import { MANAGE_SCOPES } from './manage-scopes.js';

/**
 * Managing keys is the account's highest power (a key that can revoke others can lock the
 * account out), so it takes a key with every scope, the `manage_api_keys` of the spec's
 * permissions, and not limited to inboxes (it could make itself an unlimited key). A key may
 * always revoke itself, whatever its scopes.
 */
function requireEveryScope(principal: Principal): void {
  if (principal.inboxIds !== null) throw new ApiError('forbidden', 'a key limited to inboxes cannot manage API keys (it may revoke itself)');
  if (SCOPES.every((s) => principal.scopes.includes(s))) return;
  throw new ApiError('forbidden', `managing API keys needs a key with every scope (${SCOPES.join(', ')})`);
}

/** Longest key label, in characters (code points), as core's labels. */
const LABEL_MAX = 100;

interface CreateKey { label?: string; scopes: Scope[]; expiresAt: number | null; inboxIds: string[] | null }

/**
 * The body of POST /v1/api-keys: optional label, scopes (default every scope), expires_at and
 * inbox_ids (an array of inbox ids; core checks each is an active inbox of the account).
 */
function parseCreateKey(body: unknown, now: number): CreateKey {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw badRequest('body', 'the body must be a JSON object');
  const b = body as Record<string, unknown>;
  const out: CreateKey = { scopes: [...SCOPES], expiresAt: null, inboxIds: null };
  if (b.label !== undefined && b.label !== null) {
    if (typeof b.label !== 'string' || b.label.length < 1 || [...b.label].length > LABEL_MAX) {
      throw badRequest('label', `label must be a string of 1 to ${LABEL_MAX} characters`);
    }
    out.label = b.label;
  }
  if (b.scopes !== undefined && b.scopes !== null) {
    out.scopes = parseScopes(b.scopes);
    if (out.scopes.length === 0) throw badRequest('scopes', 'scopes must name at least one scope (or be omitted for all)');
  }
  if (b.expires_at !== undefined && b.expires_at !== null) out.expiresAt = validateFutureDateTime(b.expires_at, now);
  if (b.inbox_ids !== undefined && b.inbox_ids !== null) {
    if (!Array.isArray(b.inbox_ids) || b.inbox_ids.some((id) => typeof id !== 'string' || id === '')) {
      throw badRequest('inbox_ids', 'inbox_ids must be an array of inbox ids (strings), or null for every inbox');
    }
    out.inboxIds = b.inbox_ids as string[];
  }
  return out;
}

/** Creating, listing and revoking the account's API keys (a secret only in the creating answer). */
export const keyRoutes: readonly V1Route[] = [
  {
    method: 'POST',
    path: '/v1/api-keys',
    statuses: [400, 401, 403, 429, 503],
    scopes: MANAGE_SCOPES.apiKeys,
    async handle({ request, requestId, principal }, runtime) {
      requireEveryScope(principal);
      const input = parseCreateKey(await readJsonBody(request, runtime.maxBodyBytes), runtime.clock());
      // No Idempotency-Key: a replay would have to store the secret to answer it again, and
      // the secret is never stored. A retried create makes another key; revoke the spare.
      const { secret, key } = await runtime.service.apiKeys.create(principal.account.id, {
        ...(input.label !== undefined ? { label: input.label } : {}), scopes: input.scopes, expiresAt: input.expiresAt,
        inboxIds: input.inboxIds, createdByUserId: principal.session?.user?.id ?? null,
      });
      return successResponse(201, requestId, { api_key: secret, key });
    },
  },
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
