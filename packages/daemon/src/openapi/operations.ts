// What each authenticated /v1 endpoint takes and answers on success, keyed by method and path
// as the routes declare them. The error statuses and scopes are not here: document.ts takes
// them from the V1Route objects the router serves, so they cannot differ.
import { FILTER_PARAMETER_NAMES, params } from './parameters.js';
import { headers, jsonAnswer, successEnvelope } from './envelopes.js';
import { SCOPES } from '@inboxkit/core';
import { arr, int, nullable, object, oneOfStrings, ref, str, timestamp, type Schema } from './schema.js';

export interface OperationSpec {
  operationId: string;
  summary: string;
  description?: string;
  tags: string[];
  parameters?: Schema[];
  requestBody?: Schema;
  /** The 2xx answers by status. */
  success: Record<number, Schema>;
}

/** The bodies of the 2xx answers, named as the client's types are. */
export const RESPONSE_SCHEMAS: Record<string, Schema> = {
  HealthResponse: successEnvelope({ status: { type: 'string', const: 'ok' } }),
  ListInboxesResponse: successEnvelope({
    wildcard_address: nullable(ref('WildcardAddress')),
    inboxes: arr(ref('Inbox')),
    page_info: ref('PageInfo'),
  }),
  CreateInboxResponse: successEnvelope({ inbox: ref('Inbox') }),
  GetInboxResponse: successEnvelope({ inbox: ref('Inbox') }),
  DeleteInboxResponse: successEnvelope({ inbox_id: str(), deleted: { type: 'boolean', const: true }, deleted_messages: int({ minimum: 0 }) }),
  EmptyInboxResponse: successEnvelope({ inbox_id: str(), deleted_messages: int({ minimum: 0 }) }),
  ListMessagesResponse: successEnvelope({ messages: arr(ref('MessageSummary')), page_info: ref('PageInfo') }),
  GetMessageResponse: successEnvelope({ message: ref('AnyMessageDetail') }),
  WaitMessageResponse: successEnvelope({ message: nullable(ref('AnyMessageDetail')) }, '`message` is null when none matched within `timeout_seconds`.'),
  DeleteMessageResponse: successEnvelope({ message_id: str(), deleted: { type: 'boolean', const: true } }),
  CreateWebhookResponse: successEnvelope({ webhook: ref('Webhook'), signing_secret: str({ description: 'Shown only this once.' }) }),
  ListWebhooksResponse: successEnvelope({ webhooks: arr(ref('Webhook')) }),
  WebhookResponse: successEnvelope({ webhook: ref('Webhook') }),
  ListWebhookDeliveriesResponse: successEnvelope({ deliveries: arr(ref('WebhookDelivery')) }),
  SendTestEventResponse: successEnvelope({ event: ref('WebhookTestEventPayload'), delivery: ref('WebhookDelivery') }),
  ListApiKeysResponse: successEnvelope({ keys: arr(ref('IssuedApiKey')) }),
  RevokeApiKeyResponse: successEnvelope({ key: ref('IssuedApiKey') }),
  CreateApiKeyResponse: successEnvelope({
    api_key: str({ description: 'The full key secret; shown this once (never stored, so never shown again).' }),
    key: ref('IssuedApiKey'),
  }),
  AccountResponse: successEnvelope({
    account: ref('AccountOverview'),
    api_requests: object({ minute: ref('RequestBudgetWindow'), day: ref('RequestBudgetWindow'), week: ref('RequestBudgetWindow'), month: ref('RequestBudgetWindow') }, {
      description: 'The account\'s request budgets: what every daemon on the database counted in each window, this request included.',
    }),
    auth: ref('AccountAuth'),
  }),
};

export const REQUEST_SCHEMAS: Record<string, Schema> = {
  CreateApiKeyRequest: {
    type: 'object',
    properties: {
      label: str({ minLength: 1, maxLength: 100, description: 'Default `API key`.' }),
      scopes: arr(oneOfStrings(SCOPES), { minItems: 1, description: 'Default: every scope.' }),
      expires_at: nullable(timestamp({ description: 'In the future; null or left out: the key does not expire.' })),
      inbox_ids: nullable(arr(str(), {
        maxItems: 100,
        description: 'Additive to the spec: limits the key to these active inboxes of the account (duplicates dropped): it sees and waits on them only '
          + '(404 for any other inbox, message or webhook), and on the inboxes it creates. An empty list, with the inboxes:write scope: a key that '
          + 'sees only what it creates. Null or left out: every inbox.',
      })),
    },
  },
  CreateInboxRequest: {
    type: 'object',
    required: ['label', 'lifecycle_mode'],
    properties: {
      label: str({ minLength: 1, maxLength: 100 }),
      lifecycle_mode: ref('LifecycleMode'),
      ttl_minutes: nullable(int({ minimum: 10, maximum: 60, description: 'Temporary inboxes only; default 60.' })),
      message_analysis: {
        type: 'object',
        properties: { mode: ref('AnalysisMode'), recipients: arr(str()) },
      },
    },
  },
  CreateWebhookRequest: {
    type: 'object',
    required: ['label', 'target_url'],
    properties: {
      label: str({ minLength: 1, maxLength: 100 }),
      target_url: str({ format: 'uri', description: 'An absolute https:// URL without credentials; not localhost nor a private, loopback or reserved IP literal.' }),
      inbox_id: nullable(str({ description: 'Deliver only this inbox\'s events (an inbox of the same account).' })),
    },
  },
};

const download = (description: string, types: Record<string, Schema>): Schema => ({
  description,
  headers: headers('Content-Disposition', 'X-Content-Type-Options', 'Content-Security-Policy'),
  content: types,
});
const bytes = { schema: { type: 'string', contentMediaType: 'application/octet-stream' } };
const jsonBody = (name: string) => ({ required: true, content: { 'application/json': { schema: ref(name) } } });
const listing = ['Limit', 'Cursor', ...FILTER_PARAMETER_NAMES];
const wait = ['TimeoutSeconds', 'Require', 'WaitFrom', 'WaitSubject', 'After', 'Claim', 'ContentMode'];

export const OPERATIONS: Record<string, OperationSpec> = {
  'GET /v1/inboxes': {
    operationId: 'listInboxes', tags: ['Inboxes'], summary: 'The account\'s active inboxes, newest first',
    parameters: params('Limit', 'Cursor'),
    success: { 200: jsonAnswer('One page of inboxes.', 'ListInboxesResponse') },
  },
  'POST /v1/inboxes': {
    operationId: 'createInbox', tags: ['Inboxes'], summary: 'Create an inbox (a receiving address)',
    parameters: params('IdempotencyKey'),
    requestBody: jsonBody('CreateInboxRequest'),
    success: { 201: jsonAnswer('Created (or replayed).', 'CreateInboxResponse', 'Idempotent-Replayed') },
  },
  'GET /v1/inboxes/{inbox_id}': {
    operationId: 'getInbox', tags: ['Inboxes'], summary: 'One inbox (expired ones and the wildcard inbox too)',
    parameters: params('InboxId'),
    success: { 200: jsonAnswer('The inbox.', 'GetInboxResponse') },
  },
  'DELETE /v1/inboxes/{inbox_id}': {
    operationId: 'deleteInbox', tags: ['Inboxes'], summary: 'Delete an inbox and its messages',
    description: 'Its address is refused from then on; webhooks scoped to it are archived. The wildcard inbox cannot be deleted (409): empty it instead.',
    parameters: params('InboxId'),
    success: { 200: jsonAnswer('Deleted.', 'DeleteInboxResponse') },
  },
  'GET /v1/inboxes/{inbox_id}/messages': {
    operationId: 'listInboxMessages', tags: ['Messages'], summary: 'An inbox\'s messages (summaries), newest first, optionally filtered',
    parameters: params('InboxId', ...listing),
    success: { 200: jsonAnswer('One page of summaries.', 'ListMessagesResponse') },
  },
  'DELETE /v1/inboxes/{inbox_id}/messages': {
    operationId: 'emptyInbox', tags: ['Inboxes'], summary: 'Delete the messages an inbox holds; it keeps receiving',
    parameters: params('InboxId'),
    success: { 200: jsonAnswer('Emptied.', 'EmptyInboxResponse') },
  },
  'GET /v1/inboxes/{inbox_id}/messages/wait': {
    operationId: 'waitForInboxMessage', tags: ['Messages'], summary: 'Hold the request until a matching message of the inbox arrives',
    description: 'A claiming wait returns the oldest matching message no claiming wait returned before, so a script run twice gets its own message each time.',
    parameters: params('InboxId', ...wait),
    success: { 200: jsonAnswer('The message, or null at the timeout.', 'WaitMessageResponse') },
  },
  'GET /v1/messages': {
    operationId: 'searchMessages', tags: ['Messages'], summary: 'Messages sent to one address, or matching filters, across the account',
    parameters: params('ListRecipientEmail', ...listing),
    success: { 200: jsonAnswer('One page of summaries.', 'ListMessagesResponse') },
  },
  'GET /v1/messages/wait': {
    operationId: 'waitForMessage', tags: ['Messages'], summary: 'Hold the request until a matching message to one address arrives',
    parameters: params('WaitRecipientEmail', ...wait),
    success: { 200: jsonAnswer('The message, or null at the timeout.', 'WaitMessageResponse') },
  },
  'GET /v1/messages/{message_id}': {
    operationId: 'getMessage', tags: ['Messages'], summary: 'One message, in the detail variant `content_mode` selects',
    parameters: params('MessageId', 'ContentMode'),
    success: { 200: jsonAnswer('The message.', 'GetMessageResponse') },
  },
  'DELETE /v1/messages/{message_id}': {
    operationId: 'deleteMessage', tags: ['Messages'], summary: 'Delete a message',
    parameters: params('MessageId'),
    success: { 200: jsonAnswer('Deleted.', 'DeleteMessageResponse') },
  },
  'GET /v1/messages/{message_id}/raw': {
    operationId: 'getRawMessage', tags: ['Messages'], summary: 'The message\'s source exactly as received',
    parameters: params('MessageId'),
    success: { 200: download('The raw source (any bytes).', { 'message/rfc822': bytes }) },
  },
  'GET /v1/messages/{message_id}/attachments/{attachment_id}': {
    operationId: 'getAttachment', tags: ['Messages'], summary: 'An attachment\'s decoded bytes',
    parameters: params('MessageId', 'AttachmentId'),
    success: { 200: download('The bytes, typed as the part declared (`application/octet-stream` when that is not a valid type).', { '*/*': bytes }) },
  },
  'GET /v1/events': {
    operationId: 'streamEvents', tags: ['Events'], summary: 'The account\'s email events as Server-Sent Events',
    description: 'Each frame is `id: <event id>`, `event: <type>`, `data: <WebhookEventPayload as JSON>`. The stream opens with `retry: 2000` and a comment, and a `: ping` comment follows every 15 s of silence. A reconnect with Last-Event-ID first replays what the event log (24 h) holds after that event. When the daemon ends a stream (a reader that fell past its byte bound, a shutdown), its last frame is `event: stream.ended` (no `id:`) with `data` `{"reason": "reader_behind" | "shutting_down" | "failed", "message", "last_event_id"}` (the last event it sent, else where it started; null only when the log held none then): reconnect with that as Last-Event-ID.',
    parameters: params('EventsInboxId', 'LastEventIdHeader', 'LastEventIdQuery'),
    success: {
      200: {
        description: 'The stream (open until the client leaves, the daemon stops, or the reader falls past its byte bound).',
        headers: headers(),
        content: { 'text/event-stream': { schema: { type: 'string', description: 'Frames whose `data` is a WebhookEventPayload.' } } },
      },
    },
  },
  'POST /v1/webhooks': {
    operationId: 'createWebhook', tags: ['Webhooks'], summary: 'Register a target for `email.received` and `email.enriched`',
    parameters: params('IdempotencyKey'),
    requestBody: jsonBody('CreateWebhookRequest'),
    success: { 201: jsonAnswer('Created (or replayed): the webhook and its signing secret.', 'CreateWebhookResponse', 'Idempotent-Replayed') },
  },
  'GET /v1/webhooks': {
    operationId: 'listWebhooks', tags: ['Webhooks'], summary: 'The account\'s live webhooks, newest first (at most 20: one page)',
    success: { 200: jsonAnswer('The webhooks.', 'ListWebhooksResponse') },
  },
  'GET /v1/webhooks/{webhook_id}': {
    operationId: 'getWebhook', tags: ['Webhooks'], summary: 'One webhook (archived ones too)',
    parameters: params('WebhookId'),
    success: { 200: jsonAnswer('The webhook.', 'WebhookResponse') },
  },
  'DELETE /v1/webhooks/{webhook_id}': {
    operationId: 'archiveWebhook', tags: ['Webhooks'], summary: 'Archive a webhook: pending deliveries are cancelled, nothing more is sent',
    parameters: params('WebhookId'),
    success: { 200: jsonAnswer('The webhook, archived (a second call answers it as it is).', 'WebhookResponse') },
  },
  'GET /v1/webhooks/{webhook_id}/deliveries': {
    operationId: 'listWebhookDeliveries', tags: ['Webhooks'], summary: 'A webhook\'s recent deliveries, newest first',
    parameters: params('WebhookId', 'Limit'),
    success: { 200: jsonAnswer('The deliveries.', 'ListWebhookDeliveriesResponse') },
  },
  'POST /v1/webhooks/{webhook_id}/test': {
    operationId: 'sendWebhookTestEvent', tags: ['Webhooks'], summary: 'Queue a `webhook.test` event for an active webhook',
    parameters: params('WebhookId'),
    success: { 202: jsonAnswer('Queued: delivered after this answer.', 'SendTestEventResponse') },
  },
  'GET /v1/api-keys': {
    operationId: 'listApiKeys', tags: ['API keys'], summary: 'Every key of the account, revoked and expired ones too (needs a key with every scope)',
    success: { 200: jsonAnswer('The keys (never a secret).', 'ListApiKeysResponse') },
  },
  'POST /v1/api-keys': {
    operationId: 'createApiKey', tags: ['API keys'], summary: 'Create a key (needs a key with every scope); its secret is in this answer only',
    description: 'No Idempotency-Key: replaying the answer would mean storing the secret, which is never stored. A retried create makes another key.',
    requestBody: jsonBody('CreateApiKeyRequest'),
    success: { 201: jsonAnswer('Created: the secret and the key.', 'CreateApiKeyResponse') },
  },
  'GET /v1/account': {
    operationId: 'getAccount', tags: ['Account'], summary: 'The caller\'s account: plan, usage against it, request budgets, and how the caller authenticated',
    success: { 200: jsonAnswer('The account.', 'AccountResponse') },
  },
  'DELETE /v1/api-keys/{key_id}': {
    operationId: 'revokeApiKey', tags: ['API keys'], summary: 'Revoke a key (needs a key with every scope, or the key itself)',
    parameters: params('KeyId'),
    success: { 200: jsonAnswer('The key, revoked; refused from its next request on.', 'RevokeApiKeyResponse') },
  },
};
