import type { SmtpFaultRuleInput } from '@inboxkit/core';
import { readJsonBody } from './body.js';
import { MANAGE_SCOPES } from './manage-scopes.js';
import { successResponse } from './respond.js';
import type { V1Route } from './routes.js';

const PATH = '/v1/inboxes/:inbox_id/smtp-faults';

/**
 * An inbox's SMTP fault rules (docs/smtp.md, "Fault rules"): read with either scope that reads
 * the inbox, changed with inboxes:write. Core checks the rules (400 naming e.g.
 * `rules[0].code`) and the inbox (404 for another account's, or another inbox than a limited
 * key's). No Idempotency-Key on POST: adding a rule again adds another (PUT sets the list whole).
 */
export const smtpFaultRoutes: readonly V1Route[] = [
  {
    method: 'GET',
    path: PATH,
    statuses: [400, 401, 403, 404, 429],
    scopes: MANAGE_SCOPES.readInbox,
    async handle({ request, requestId, principal }) {
      return successResponse(200, requestId, await principal.data.smtpFaults.get(request.params.inbox_id!));
    },
  },
  {
    method: 'PUT',
    path: PATH,
    statuses: [400, 401, 403, 404, 429, 503],
    scopes: MANAGE_SCOPES.smtpFaults,
    async handle({ request, requestId, principal }, runtime) {
      const body = await readJsonBody(request, runtime.maxBodyBytes);
      return successResponse(200, requestId, await principal.data.smtpFaults.put(request.params.inbox_id!, body as { rules: SmtpFaultRuleInput[] }));
    },
  },
  {
    method: 'POST',
    path: PATH,
    statuses: [400, 401, 403, 404, 409, 429, 503],
    scopes: MANAGE_SCOPES.smtpFaults,
    async handle({ request, requestId, principal }, runtime) {
      const body = await readJsonBody(request, runtime.maxBodyBytes);
      return successResponse(201, requestId, { rule: await principal.data.smtpFaults.add(request.params.inbox_id!, body as SmtpFaultRuleInput) });
    },
  },
  {
    method: 'DELETE',
    path: PATH,
    statuses: [400, 401, 403, 404, 429, 503],
    scopes: MANAGE_SCOPES.smtpFaults,
    async handle({ request, requestId, principal }) {
      return successResponse(200, requestId, await principal.data.smtpFaults.clear(request.params.inbox_id!));
    },
  },
  {
    method: 'DELETE',
    path: `${PATH}/:rule_id`,
    statuses: [400, 401, 403, 404, 429, 503],
    scopes: MANAGE_SCOPES.smtpFaults,
    async handle({ request, requestId, principal }) {
      return successResponse(200, requestId, await principal.data.smtpFaults.remove(request.params.inbox_id!, request.params.rule_id!));
    },
  },
];
