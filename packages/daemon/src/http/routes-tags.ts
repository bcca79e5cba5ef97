import { readJsonBody } from './body.js';
import { badRequest } from './errors.js';
import { MANAGE_SCOPES } from './manage-scopes.js';
import { successResponse } from './respond.js';
import type { V1Route } from './routes.js';

/** A JSON object body, or 400 naming `body`. */
async function objectBody(call: Parameters<V1Route['handle']>[0], maxBytes: number): Promise<Record<string, unknown>> {
  const body = await readJsonBody(call.request, maxBytes);
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw badRequest('body', 'the body must be a JSON object');
  return body as Record<string, unknown>;
}

/** A tag named in the path (`/` in a tag name is sent as %2F). */
const tagParam = (raw: string): string => {
  try {
    return decodeURIComponent(raw);
  } catch {
    throw badRequest('tag', 'the tag in the path is not valid percent-encoding');
  }
};

/**
 * Tags (docs/http-api.md, "Tags"): a message's, set by PUT; the account's, listed, renamed and
 * deleted; and the account's tag rules.
 */
export const tagRoutes: readonly V1Route[] = [
  {
    method: 'PUT',
    path: '/v1/messages/:message_id/tags',
    statuses: [400, 401, 403, 404, 429],
    scopes: MANAGE_SCOPES.tagMessages,
    async handle(call, runtime) {
      const { tags } = await objectBody(call, runtime.maxBodyBytes);
      return successResponse(200, call.requestId, await call.principal.data.messages.setTags(call.request.params.message_id!, tags as string[]));
    },
  },
  {
    method: 'GET',
    path: '/v1/tags',
    statuses: [401, 403, 429],
    scopes: MANAGE_SCOPES.tagMessages,
    async handle({ requestId, principal }) {
      return successResponse(200, requestId, { tags: await principal.data.tags.list() });
    },
  },
  {
    method: 'PUT',
    path: '/v1/tags/:tag',
    statuses: [400, 401, 403, 404, 429],
    scopes: MANAGE_SCOPES.manageTags,
    async handle(call, runtime) {
      const { name } = await objectBody(call, runtime.maxBodyBytes);
      return successResponse(200, call.requestId, { tag: await call.principal.data.tags.rename(tagParam(call.request.params.tag!), name as string) });
    },
  },
  {
    method: 'DELETE',
    path: '/v1/tags/:tag',
    statuses: [400, 401, 403, 404, 429],
    scopes: MANAGE_SCOPES.manageTags,
    async handle({ request, requestId, principal }) {
      return successResponse(200, requestId, await principal.data.tags.delete(tagParam(request.params.tag!)));
    },
  },
  {
    method: 'GET',
    path: '/v1/tag-rules',
    statuses: [401, 403, 429],
    scopes: MANAGE_SCOPES.tagMessages,
    async handle({ requestId, principal }) {
      return successResponse(200, requestId, { rules: await principal.data.tags.rules() });
    },
  },
  {
    method: 'POST',
    path: '/v1/tag-rules',
    statuses: [400, 401, 403, 409, 429],
    scopes: MANAGE_SCOPES.manageTags,
    async handle(call, runtime) {
      const body = await objectBody(call, runtime.maxBodyBytes);
      return successResponse(201, call.requestId, { rule: await call.principal.data.tags.addRule(body as { query: string; tags: string[] }) });
    },
  },
  {
    method: 'DELETE',
    path: '/v1/tag-rules/:rule_id',
    statuses: [401, 403, 404, 429],
    scopes: MANAGE_SCOPES.manageTags,
    async handle({ request, requestId, principal }) {
      return successResponse(200, requestId, await principal.data.tags.deleteRule(request.params.rule_id!));
    },
  },
];
