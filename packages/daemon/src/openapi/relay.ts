// Release and send through the daemon's SMTP relay, and an inbox's auto-release
// (docs/smtp.md, "Release and send"): their schemas and their four operations.
import { jsonAnswer, successEnvelope } from './envelopes.js';
import { params } from './parameters.js';
import type { OperationSpec } from './operations.js';
import { arr, nullable, object, optional, ref, requestObject, str, timestamp, type Schema } from './schema.js';

const addresses = (description: string, minItems: number) => arr(str({ format: 'email' }), { minItems, maxItems: 10, description });
const NOT_ALLOWED = 'Each must be allowed by the daemon\'s `--relay-allow` list (400 naming `to` otherwise).';

export const RELAY_SCHEMAS: Record<string, Schema> = {
  RelayResult: object({
    upstream: str({ description: 'The relay (`--relay-url`) without its password.' }),
    envelope: object({
      mail_from: nullable(str({ description: 'MAIL FROM: `--relay-mail-from`, else the message\'s From (release) or the inbox\'s address (send); null for the null sender.' })),
      rcpt_to: arr(str()),
    }),
    accepted: arr(str(), { description: 'Recipients the relay took.' }),
    rejected: arr(object({ address: str(), reply: str({ description: 'The relay\'s reply to RCPT.' }) }), { description: 'Recipients it refused (the others were sent to).' }),
    reply: str({ description: 'The relay\'s reply to the message, e.g. `250 2.0.0 Ok: queued as 4F2A`.' }),
    message_id: nullable(str({ description: 'The Message-ID header of what was sent.' })),
  }, { description: 'What the upstream SMTP server answered.' }),
  AutoRelease: object({
    inbox_id: str(),
    to: arr(str(), { maxItems: 10, description: 'Where the inbox\'s new mail is released to, right after it is stored; empty: off.' }),
    updated_at: nullable(timestamp({ description: 'When it was set; null while off.' })),
  }, { description: 'An inbox\'s auto-release setting.' }),
  ReleaseMessageRequest: requestObject({ to: addresses(`Where to release the message (1 to 10). ${NOT_ALLOWED}`, 1) }),
  SendMessageRequest: requestObject({
    to: addresses(`Recipients (1 to 10). ${NOT_ALLOWED}`, 1),
    subject: str({ maxLength: 998 }),
    text: optional(nullable(str({ description: 'The text part; `text` or `html` is required.' }))),
    html: optional(nullable(str({ description: 'The HTML part.' }))),
    in_reply_to: optional(nullable(str({ description: 'A message id (`msg_…`, one this key can read: its Message-ID and References are replied to) or a Message-ID (`<abc@example.com>`): sets In-Reply-To and References.' }))),
  }),
  SetAutoReleaseRequest: requestObject({ to: addresses(`Where the inbox's new mail goes (0 to 10; \`[]\` turns it off). ${NOT_ALLOWED}`, 0) }),
  RelayResponse: successEnvelope({ relay: ref('RelayResult') }),
  AutoReleaseResponse: successEnvelope({ auto_release: ref('AutoRelease') }),
};

const jsonBody = (name: string) => ({ required: true, content: { 'application/json': { schema: ref(name) } } });
const NEEDS_RELAY = 'Needs the daemon\'s SMTP relay (`--relay-url`, `--relay-allow`): 503 without one. The relay\'s refusal, or a relay that cannot be reached, is 502 `relay_failed` quoting its reply.';

export const RELAY_OPERATIONS: Record<string, OperationSpec> = {
  'POST /v1/messages/{message_id}/release': {
    operationId: 'releaseMessage', tags: ['Messages'], summary: 'Relay a stored message to real addresses, byte for byte behind a Received trace header',
    description: `The source as stored, with one \`Received: from inboxkit (HTTP API release) … id <message_id>\` line in front. ${NEEDS_RELAY}`,
    parameters: params('MessageId'),
    requestBody: jsonBody('ReleaseMessageRequest'),
    success: { 200: jsonAnswer('The relay took it for at least one recipient.', 'RelayResponse') },
  },
  'POST /v1/inboxes/{inbox_id}/send': {
    operationId: 'sendFromInbox', tags: ['Inboxes'], summary: 'Send a new message from the inbox\'s address through the relay',
    description: `For testing applications that process incoming mail (a reply to what they sent, say). The message is not stored. The wildcard inbox has no address to send from (409). ${NEEDS_RELAY}`,
    parameters: params('InboxId'),
    requestBody: jsonBody('SendMessageRequest'),
    success: { 200: jsonAnswer('The relay took it for at least one recipient.', 'RelayResponse') },
  },
  'GET /v1/inboxes/{inbox_id}/auto-release': {
    operationId: 'getAutoRelease', tags: ['Inboxes'], summary: 'Where the inbox\'s new mail is released to',
    parameters: params('InboxId'),
    success: { 200: jsonAnswer('The setting.', 'AutoReleaseResponse') },
  },
  'PUT /v1/inboxes/{inbox_id}/auto-release': {
    operationId: 'setAutoRelease', tags: ['Inboxes'], summary: 'Release the inbox\'s new mail to these addresses (`[]`: off)',
    description: 'Each message stored for the inbox from then on is relayed in the background, after its SMTP 250, as a release is, with retries when the relay fails for a reason that may pass. Turning it on needs the relay (503 without one); turning it off does not.',
    parameters: params('InboxId'),
    requestBody: jsonBody('SetAutoReleaseRequest'),
    success: { 200: jsonAnswer('The setting now.', 'AutoReleaseResponse') },
  },
};
