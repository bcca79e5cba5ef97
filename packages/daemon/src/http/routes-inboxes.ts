import { downloadResponse } from './download.js';
import { MANAGE_SCOPES } from './manage-scopes.js';
import { successResponse } from './respond.js';
import type { V1Route } from './routes.js';

/** A text part's bytes keep the charset they were sent in: say which. */
function downloadType(contentType: string, charset: string | null): string {
  return charset !== null && contentType.startsWith('text/') ? `${contentType}; charset=${charset}` : contentType;
}

/** One inbox; deleting inboxes and messages; a message's raw source and attachments. */
export const inboxRoutes: readonly V1Route[] = [
  {
    method: 'GET',
    path: '/v1/messages/:message_id/raw',
    statuses: [400, 401, 403, 404, 429],
    scopes: MANAGE_SCOPES.download,
    async handle({ request, requestId, principal }) {
      const id = request.params.message_id!;
      const raw = await principal.data.messages.raw(id);
      return downloadResponse(raw, 'message/rfc822', `${id}.eml`, 'message.eml', requestId);
    },
  },
  {
    method: 'GET',
    path: '/v1/messages/:message_id/attachments/:attachment_id',
    statuses: [400, 401, 403, 404, 429],
    scopes: MANAGE_SCOPES.download,
    async handle({ request, requestId, principal }) {
      const { attachment, charset, bytes } = await principal.data.messages.attachment(request.params.message_id!, request.params.attachment_id!);
      return downloadResponse(bytes, downloadType(attachment.content_type, charset), attachment.filename, attachment.id, requestId);
    },
  },
  {
    method: 'DELETE',
    path: '/v1/messages/:message_id',
    statuses: [400, 401, 403, 404, 429, 503],
    scopes: MANAGE_SCOPES.deleteMail,
    async handle({ request, requestId, principal }) {
      return successResponse(200, requestId, await principal.data.messages.delete(request.params.message_id!));
    },
  },
  {
    method: 'GET',
    path: '/v1/inboxes/:inbox_id',
    statuses: [400, 401, 403, 404, 429],
    scopes: MANAGE_SCOPES.readInbox,
    async handle({ request, requestId, principal }) {
      return successResponse(200, requestId, { inbox: await principal.data.inboxes.get(request.params.inbox_id!) });
    },
  },
  {
    method: 'DELETE',
    path: '/v1/inboxes/:inbox_id',
    statuses: [400, 401, 403, 404, 409, 429, 503],
    scopes: MANAGE_SCOPES.deleteMail,
    async handle({ request, requestId, principal }) {
      return successResponse(200, requestId, await principal.data.inboxes.delete(request.params.inbox_id!));
    },
  },
  {
    method: 'DELETE',
    path: '/v1/inboxes/:inbox_id/messages',
    statuses: [400, 401, 403, 404, 429, 503],
    scopes: MANAGE_SCOPES.deleteMail,
    async handle({ request, requestId, principal }) {
      return successResponse(200, requestId, await principal.data.inboxes.empty(request.params.inbox_id!));
    },
  },
];
