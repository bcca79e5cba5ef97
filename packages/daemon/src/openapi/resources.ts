// The API's resources as component schemas, field for field as docs/spec/public-api-v1.md lists
// them (plus issue 15's additions). Required and nullable follow the spec's columns; value
// lists come from core's constants, or are checked against core's types (members<>()), so they
// cannot drift. A string whose "allowed values: not shown" in the spec stays an open string
// (the values this service uses are in its description): a generated client in a strict
// language must not fail on a value a later server adds.
import {
  CONTENT_MODES, HIDDEN_REASONS, LINK_TYPES, MESSAGE_INTENTS, SAFETY_FLAGS, SCOPES,
  type AnalysisMode, type AnalysisStatus, type AttachmentDisposition, type DeliveryStatus, type EmailEventType,
  type InboxStatus, type LifecycleMode, type SessionMethod, type SigninMethod, type Webhook, type WebhookStatus, type WebhookTestEvent,
} from '@inboxkit/core';
import {
  arr, bool, constant, int, members, nullable, object, oneOfStrings, optional, propertiesOf, ref, str, timestamp, type Schema,
} from './schema.js';

const LIFECYCLE_MODES = members<LifecycleMode>()(['temporary', 'persistent']);
const ANALYSIS_MODES = members<AnalysisMode>()(['all', 'disabled', 'allowlist', 'blocklist']);
const ANALYSIS_STATUSES = members<AnalysisStatus>()(['none', 'queued', 'complete', 'failed', 'skipped_quota']);
const INBOX_STATUSES = members<InboxStatus>()(['active', 'expired']);
const WEBHOOK_STATUSES = members<WebhookStatus>()(['active', 'disabled', 'archived']);
const DELIVERY_STATUSES = members<DeliveryStatus>()(['pending', 'delivered', 'failed', 'cancelled']);
const DISPOSITIONS = members<AttachmentDisposition>()(['attachment', 'inline']);
const DELIVERY_SCOPES = members<Webhook['delivery_scope']>()(['account', 'inbox']);
export const EMAIL_EVENT_TYPES = members<EmailEventType>()(['email.received', 'email.enriched']);
export const TEST_EVENT = members<WebhookTestEvent['type']>()(['webhook.test'])[0]!;
export const SIGNIN_METHODS = members<SigninMethod>()(['magic_link', 'otp']);
const SESSION_METHODS = members<SessionMethod>()(['api_key', 'email', 'one_time_link']);

/** An open string: the values this service uses, named in its description and examples. */
const openString = (known: readonly string[], what: string): Schema =>
  str({ description: `${what} Values this service uses: ${known.map((v) => `\`${v}\``).join(', ')}; others may come.`, examples: [...known] });

export { CONTENT_MODES };

const summary = object({
  id: str(),
  inbox_id: str(),
  inbox_email_address: str(),
  inbox_label: str(),
  from_email: str(),
  to_email: str(),
  subject: optional(nullable(str())),
  preview_text: optional(nullable(str())),
  received_at: timestamp(),
  has_text_body: bool(),
  has_html_body: bool(),
  read: bool({ description: 'Additive to the spec: marked read (the dashboard opened it, or PUT /v1/messages/{message_id}/read). Waits and claims ignore it.' }),
  tags: arr(str(), { description: 'Additive to the spec: the message\'s tags, lower case: from its plus-address, its X-Tags header, the account\'s tag rules and PUT /v1/messages/{message_id}/tags.' }),
}, { description: 'One message in a listing: no bodies (those come from the message detail endpoint).' });

const links = arr(ref('ExtractedLink'));

/** A detail variant: every MessageSummary field plus these. */
const detail = (description: string, fields: Parameters<typeof object>[0]): Schema =>
  object({ ...propertiesOf(summary), ...fields }, { description });

export const RESOURCE_SCHEMAS: Record<string, Schema> = {
  LifecycleMode: oneOfStrings(LIFECYCLE_MODES),
  AnalysisMode: oneOfStrings(ANALYSIS_MODES, { description: 'Whether background analysis runs for the inbox\'s mail (`all` by default; wildcard inboxes `disabled`).' }),
  InboxMessageAnalysis: object({
    mode: ref('AnalysisMode'),
    recipients: arr(str(), { description: 'Exact recipient addresses used by the `allowlist` and `blocklist` modes.' }),
  }),
  Inbox: object({
    id: str(),
    label: str(),
    email_address: str({ description: 'The receiving address.' }),
    lifecycle_mode: ref('LifecycleMode'),
    ttl_minutes: optional(nullable(int())),
    expires_at: optional(nullable(timestamp())),
    last_message_received_at: optional(nullable(timestamp())),
    status: openString(INBOX_STATUSES, 'Allowed values: not shown by the spec.'),
    created_at: timestamp(),
    message_analysis: ref('InboxMessageAnalysis'),
  }),
  WildcardAddress: object({
    email_address: str({ description: 'The account\'s wildcard pattern, `*@<namespace_domain>`.' }),
    inbox_id: str(),
  }),
  PageInfo: object({
    has_more: bool(),
    next_cursor: nullable(str({ description: 'Opaque; pass it back as `cursor` for the next page.' })),
  }),
  MessageSummary: summary,
  ExtractedLink: object({
    url: str({ format: 'uri' }),
    type: oneOfStrings(LINK_TYPES),
  }),
  MessageIntent: nullable(oneOfStrings(MESSAGE_INTENTS)),
  MessageAnalysis: object({
    eligible: bool(),
    status: oneOfStrings(ANALYSIS_STATUSES),
    requested_at: nullable(timestamp()),
    completed_at: nullable(timestamp()),
    detected_otp: nullable(str({ description: 'Model-derived OTP candidate, separate from the top-level `otp`.' })),
    sender_name: nullable(str()),
    category: nullable(str()),
    extracted_id: nullable(str({ description: 'Tracking, invoice or similar reference identifier mentioned in the email.' })),
    amount_mentioned: nullable(str()),
    is_urgent: nullable(bool()),
    action_required: nullable(bool()),
    summary: nullable(str()),
  }),
  MessageAttachment: object({
    id: str({ pattern: '^att_[1-9][0-9]*$', description: '`att_<n>`: the part\'s place (1-based) among the message\'s attachments.' }),
    filename: nullable(str()),
    content_type: str({ description: 'As declared by the part, lower case.' }),
    size: int({ minimum: 0, description: 'Decoded size in bytes.' }),
    content_id: nullable(str({ description: 'The Content-ID without angle brackets (what `cid:` URLs in the HTML name).' })),
    disposition: oneOfStrings(DISPOSITIONS),
  }, { description: 'One MIME part that is not the text or HTML body (additive to the spec). Its bytes: GET /v1/messages/{message_id}/attachments/{attachment_id}.' }),
  MessageSafety: object({
    flags: arr(oneOfStrings(SAFETY_FLAGS), { description: 'The names of the non-empty lists below, in this order; empty for a clean message.' }),
    hidden_text: arr(object({ reason: oneOfStrings(HIDDEN_REASONS), text: str({ maxLength: 201 }) }),
      { maxItems: 20, description: 'Text of the HTML part its human reader cannot see (CSS-hidden, zero-size, same colour as the background, off-screen, clipped).' }),
    invisible_characters: arr(object({
      code_point: str({ pattern: '^U\\+[0-9A-F]{4,6}$' }), name: str(), kind: oneOfStrings(['invisible', 'bidi', 'tag']),
      count: int({ minimum: 1 }), where: oneOfStrings(['subject', 'text', 'html']),
    }), { maxItems: 20, description: 'Characters that render as nothing or reorder the text, one entry per code point and place.' }),
    mismatched_links: arr(object({ text: str(), text_host: str(), url: str(), url_host: str() }),
      { maxItems: 20, description: 'Links whose visible text names another site than their target.' }),
    assistant_directed: arr(object({ text: str({ maxLength: 201 }), hidden: bool() }),
      { maxItems: 20, description: 'Sentences written to instruct an AI assistant or model reading the mail; `hidden` when in hidden text.' }),
  }, { description: 'Additive to the spec: what in the message could steer an agent that reads it (docs/agents.md, "Safety flags"). Describes the message; changes nothing else.' }),
  MessageDetail: detail('`content_mode` `full` (or omitted).', {
    text_body: nullable(str()),
    html_body: nullable(str()),
    otp: nullable(str({ description: 'The deterministic extractor\'s code: the primary one.' })),
    otp_candidates: arr(object({
      value: str({ description: 'As it would be typed (grouping removed, ASCII digits).' }),
      score: int({ description: 'The extractor\'s score; `otp` is reported from 6 with a clear lead over any other value.' }),
    }), { description: 'Additive to the spec: the other code-shaped values the extractor scored, best first (at most five); empty when there were none. Shows a near miss; `otp` is never taken from here.' }),
    links,
    intent: ref('MessageIntent'),
    analysis: ref('MessageAnalysis'),
    attachments: arr(ref('MessageAttachment'), { description: 'Additive to the spec: every attachment, in the message\'s order.' }),
    safety: ref('MessageSafety'),
    headers: arr(ref('MessageHeader'), { maxItems: 100, description: 'Additive to the spec: the header fields in the source\'s order, repeated names kept, values unfolded and RFC 2047-decoded; at most 100 fields and 64 KB of names and values (the list stops there).' }),
    cc: arr(str(), { description: 'Additive to the spec: the addresses the Cc header names, in order.' }),
    bcc: arr(str(), { description: 'Additive to the spec: the envelope recipients of this stored copy that neither To nor Cc names (compared without case): a blind copy.' }),
  }),
  MessageHeader: object({
    name: str({ description: 'As written in the source.' }),
    value: str({ description: 'Unfolded, RFC 2047-decoded.' }),
  }, { description: 'One header field of a message (additive to the spec).' }),
  MessageOtpDetail: detail('`content_mode=otp`.', { otp: nullable(str()), analysis: ref('MessageAnalysis') }),
  MessageLinksDetail: detail('`content_mode=links`.', { links, analysis: ref('MessageAnalysis') }),
  MessageTextOnlyDetail: detail('`content_mode=text_only`.', { text_body: nullable(str()), analysis: ref('MessageAnalysis') }),
  AnyMessageDetail: {
    description: `The detail variant \`content_mode\` selects (${CONTENT_MODES.map((m) => `\`${m}\``).join(', ')}).`,
    oneOf: ['MessageDetail', 'MessageOtpDetail', 'MessageLinksDetail', 'MessageTextOnlyDetail'].map(ref),
  },
  Webhook: object({
    id: str(),
    inbox_id: nullable(str()),
    label: str(),
    target_url: str({ description: 'The target as the URL parser normalised it (the spec types it a plain string here).' }),
    delivery_scope: oneOfStrings(DELIVERY_SCOPES, { description: '`inbox` when `inbox_id` is set, else `account`.' }),
    subscribed_events: arr(oneOfStrings(EMAIL_EVENT_TYPES)),
    status: openString(WEBHOOK_STATUSES, 'Allowed values: not shown by the spec.'),
    last_delivery_at: optional(nullable(timestamp())),
    archived_at: optional(nullable(timestamp())),
    created_at: timestamp(),
    updated_at: timestamp(),
  }),
  WebhookAttempt: object({
    id: str({ description: 'Sent as X-Service-Delivery-Id.' }),
    attempt: int({ minimum: 1 }),
    started_at: timestamp(),
    duration_ms: nullable(int({ minimum: 0 })),
    status_code: nullable(int({ description: 'The receiver\'s HTTP status; null when none arrived.' })),
    error: nullable(str()),
  }),
  WebhookDelivery: object({
    id: str(),
    webhook_id: str(),
    event_id: str(),
    event_type: str({ description: `${[...EMAIL_EVENT_TYPES, TEST_EVENT].map((t) => `\`${t}\``).join(', ')}.` }),
    status: oneOfStrings(DELIVERY_STATUSES),
    attempts: int({ minimum: 0, description: 'Attempts finished.' }),
    next_attempt_at: nullable(timestamp()),
    last_attempt_at: nullable(timestamp()),
    last_status_code: nullable(int()),
    last_error: nullable(str()),
    delivered_at: nullable(timestamp()),
    created_at: timestamp(),
    attempt_log: arr(ref('WebhookAttempt'), { description: 'Every finished attempt, oldest first.' }),
  }, { description: 'One event for one webhook (additive to the spec).' }),
  WebhookEventPayload: object({
    id: str(),
    type: oneOfStrings(EMAIL_EVENT_TYPES),
    created_at: timestamp(),
    data: object({
      inbox: object({ id: str(), email_address: str(), label: str() }),
      message: ref('MessageDetail'),
    }),
  }, { description: 'The body of a webhook delivery, and the `data` of an event stream frame.' }),
  WebhookTestEventPayload: object({
    id: str(),
    type: constant(TEST_EVENT),
    created_at: timestamp(),
    data: object({ webhook: object({ id: str(), label: str(), target_url: str() }) }),
  }, { description: 'The test event of POST /v1/webhooks/{webhook_id}/test, signed like every delivery.' }),
  IssuedApiKey: object({
    id: str(),
    label: str(),
    key_prefix: str(),
    scopes: arr(oneOfStrings(SCOPES)),
    last_used_at: optional(nullable(timestamp())),
    expires_at: optional(nullable(timestamp())),
    revoked_at: optional(nullable(timestamp())),
    created_at: timestamp(),
    created_by_user_id: optional(nullable(str())),
    inbox_ids: nullable(arr(str(), { description: 'Additive to the spec: the inboxes the key is limited to, oldest first (it sees and waits on those only, and on the inboxes it creates); null: every inbox of the account.' })),
  }, { description: 'An API key as listed: never its secret or hash.' }),
  AccountOverview: object({
    id: str(),
    name: str(),
    slug: str(),
    billing: ref('CliAuthBilling'),
  }, { description: 'An account: who it is, its plan\'s entitlements and its usage against them (as a sign-in returns them).' }),
  RequestBudgetWindow: object({
    limit: nullable(int({ minimum: 0, description: 'null: no budget for this window.' })),
    used: int({ minimum: 0 }),
    resets_at: timestamp(),
  }),
  AccountAuth: object({
    via: oneOfStrings(['bearer', 'session'], { description: '`bearer`: an API key; `session`: the dashboard\'s session cookie.' }),
    key_id: nullable(str({ description: 'The key used, or the key the session was opened with; null for a session opened another way.' })),
    scopes: arr(oneOfStrings(SCOPES)),
    session: nullable(object({
      method: oneOfStrings(SESSION_METHODS, { description: 'How the session was opened: with an API key, an emailed magic link, or a one-time link (`inboxkit dashboard`).' }),
      expires_at: timestamp(),
      user: nullable(ref('CliAuthUser')),
    })),
  }, { description: 'How the caller authenticated.' }),
};
