// A message's read state (docs/http-api.md, "Read state"): its request, answer and operation.
import { jsonAnswer, successEnvelope } from './envelopes.js';
import { params } from './parameters.js';
import type { OperationSpec } from './operations.js';
import { bool, ref, requestObject, str, type Schema } from './schema.js';

export const READ_STATE_SCHEMAS: Record<string, Schema> = {
  SetReadRequest: requestObject({ read: bool({ description: '`true` marks the message read, `false` unread.' }) }),
  SetReadResponse: successEnvelope({ message_id: str(), read: bool({ description: 'The read state now.' }) }),
};

export const READ_STATE_OPERATIONS: Record<string, OperationSpec> = {
  'PUT /v1/messages/{message_id}/read': {
    operationId: 'setMessageRead', tags: ['Messages'], summary: 'Mark a message read or unread',
    description: 'Sets `read`, which every message shape carries (the dashboard marks a message read when it opens it). Waits and claims are unchanged: a wait returns read and unread messages alike. Needs `messages:read`.',
    parameters: params('MessageId'),
    requestBody: { required: true, content: { 'application/json': { schema: ref('SetReadRequest') } } },
    success: { 200: jsonAnswer('The read state now.', 'SetReadResponse') },
  },
};
