/**
 * The resources of Inboxkit's public HTTP API v1, named and spelled as in the spec.
 *
 * Standalone on purpose (no import of @inboxkit/core): the client must be usable on its own.
 * A field the spec marks "required: no" is optional here (`?`), and "nullable" adds `| null`.
 * Where the spec leaves the allowed values of a string open ("not shown"), the type lists the
 * values this service is known to use and still accepts any other string.
 */

/** ISO 8601 date-time string. */
export type Timestamp = string;

/** A string union that stays open to values a later server may add. */
export type OpenString<Known extends string> = Known | (string & {});

export type Scope = 'inboxes:write' | 'messages:read' | 'webhooks:write';
export const SCOPES: readonly Scope[] = ['inboxes:write', 'messages:read', 'webhooks:write'];

// ---------------------------------------------------------------------------------------
// Envelopes

export interface SuccessEnvelope {
  success: true;
  request_id: string;
}

export interface NextAction {
  type: 'open_dashboard';
  url: string;
}

export interface ErrorBody {
  code: string;
  message: string;
  retry_after_seconds?: number;
}

export interface ErrorEnvelope {
  success: false;
  request_id: string;
  error: ErrorBody;
  next_action?: NextAction;
}

// ---------------------------------------------------------------------------------------
// Inboxes

export type LifecycleMode = 'temporary' | 'persistent';
/** Allowed values not shown by the spec; this service uses `active` and `expired`. */
export type InboxStatus = OpenString<'active' | 'expired'>;
export type AnalysisMode = 'all' | 'disabled' | 'allowlist' | 'blocklist';

export interface InboxMessageAnalysis {
  mode: AnalysisMode;
  /** Exact recipient addresses used by `allowlist` and `blocklist` modes. */
  recipients: string[];
}

export interface Inbox {
  id: string;
  label: string;
  /** The receiving address. */
  email_address: string;
  lifecycle_mode: LifecycleMode;
  ttl_minutes?: number | null;
  expires_at?: Timestamp | null;
  last_message_received_at?: Timestamp | null;
  status: InboxStatus;
  created_at: Timestamp;
  message_analysis: InboxMessageAnalysis;
}

export interface WildcardAddress {
  /** `*@<namespace_domain>` */
  email_address: string;
  inbox_id: string;
}

// ---------------------------------------------------------------------------------------
// Messages

export interface MessageSummary {
  id: string;
  inbox_id: string;
  inbox_email_address: string;
  inbox_label: string;
  from_email: string;
  to_email: string;
  subject?: string | null;
  preview_text?: string | null;
  received_at: Timestamp;
  has_text_body: boolean;
  has_html_body: boolean;
}

export type LinkType = 'verification' | 'magic_link' | 'password_reset' | 'unsubscribe' | 'other';
export const LINK_TYPES: readonly LinkType[] = ['verification', 'magic_link', 'password_reset', 'unsubscribe', 'other'];

export interface ExtractedLink {
  url: string;
  type: LinkType;
}

/** Nullable string; when present one of these. */
export type MessageIntent = 'login_code' | 'verification' | 'password_reset' | 'magic_link' | 'invite';
export const MESSAGE_INTENTS: readonly MessageIntent[] = ['login_code', 'verification', 'password_reset', 'magic_link', 'invite'];

export type AnalysisStatus = 'none' | 'queued' | 'complete' | 'failed' | 'skipped_quota';

export interface MessageAnalysis {
  eligible: boolean;
  status: AnalysisStatus;
  requested_at: Timestamp | null;
  completed_at: Timestamp | null;
  /** Model-derived OTP candidate, separate from the top-level `otp`. */
  detected_otp: string | null;
  sender_name: string | null;
  category: string | null;
  /** Tracking, invoice or similar reference identifier mentioned in the email. */
  extracted_id: string | null;
  amount_mentioned: string | null;
  is_urgent: boolean | null;
  action_required: boolean | null;
  summary: string | null;
}

export type AttachmentDisposition = 'attachment' | 'inline';

/** One attachment (additive to the spec's MessageDetail). Its bytes: `messages.attachment()`. */
export interface MessageAttachment {
  /** `att_<n>`: the part's place (1-based) among the message's attachments. */
  id: string;
  /** Decoded; null when the part names none. */
  filename: string | null;
  /** As declared by the part, lower case. */
  content_type: string;
  /** Decoded size in bytes. */
  size: number;
  /** The Content-ID without angle brackets (what `cid:` URLs in the HTML name), or null. */
  content_id: string | null;
  disposition: AttachmentDisposition;
}

/** A code-shaped value the extractor scored but did not report as `otp`. */
export interface OtpCandidate {
  /** As it would be typed (grouping removed, ASCII digits). */
  value: string;
  score: number;
}

/** `content_mode` `full` (or omitted). */
export interface MessageDetail extends MessageSummary {
  text_body: string | null;
  html_body: string | null;
  /** The deterministic extractor's code: the primary one. */
  otp: string | null;
  /**
   * Additive to the spec: the other code-shaped values the extractor scored, best first (at
   * most five); `otp` is reported from a score of 6 with a clear lead. Shows a near miss.
   */
  otp_candidates: OtpCandidate[];
  links: ExtractedLink[];
  intent: MessageIntent | null;
  analysis: MessageAnalysis;
  /** Additive to the spec: every attachment, in the message's order (full mode only). */
  attachments: MessageAttachment[];
}

/** `content_mode=otp` */
export interface MessageOtpDetail extends MessageSummary {
  otp: string | null;
  analysis: MessageAnalysis;
}

/** `content_mode=links` */
export interface MessageLinksDetail extends MessageSummary {
  links: ExtractedLink[];
  analysis: MessageAnalysis;
}

/** `content_mode=text_only` */
export interface MessageTextOnlyDetail extends MessageSummary {
  text_body: string | null;
  analysis: MessageAnalysis;
}

export type ContentMode = 'full' | 'otp' | 'links' | 'text_only';
export const CONTENT_MODES: readonly ContentMode[] = ['full', 'otp', 'links', 'text_only'];

/** The detail variant each `content_mode` selects. */
export interface MessageByMode {
  full: MessageDetail;
  otp: MessageOtpDetail;
  links: MessageLinksDetail;
  text_only: MessageTextOnlyDetail;
}

export interface PageInfo {
  has_more: boolean;
  next_cursor: string | null;
}

// ---------------------------------------------------------------------------------------
// Webhooks and events

export type WebhookEventType = 'email.received' | 'email.enriched';
export type DeliveryScope = 'account' | 'inbox';
/** Allowed values not shown by the spec. */
export type WebhookStatus = OpenString<'active' | 'disabled' | 'archived'>;

export interface Webhook {
  id: string;
  inbox_id: string | null;
  label: string;
  target_url: string;
  delivery_scope: DeliveryScope;
  subscribed_events: WebhookEventType[];
  status: WebhookStatus;
  last_delivery_at?: Timestamp | null;
  archived_at?: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** Allowed values of a delivery's status. */
export type DeliveryStatus = 'pending' | 'delivered' | 'failed' | 'cancelled';

/** One HTTP attempt of a delivery. */
export interface WebhookAttempt {
  /** Sent as X-Service-Delivery-Id. */
  id: string;
  /** 1 to 7. */
  attempt: number;
  started_at: Timestamp;
  duration_ms: number | null;
  /** The receiver's HTTP status; null when none arrived (timeout, refused, blocked address, TLS). */
  status_code: number | null;
  /** Why it failed, or null on success. */
  error: string | null;
}

/** One event for one webhook (GET /v1/webhooks/{id}/deliveries; additive to the spec). */
export interface WebhookDelivery {
  id: string;
  webhook_id: string;
  event_id: string;
  /** `email.received`, `email.enriched` or `webhook.test`. */
  event_type: string;
  status: DeliveryStatus;
  /** Attempts finished. */
  attempts: number;
  next_attempt_at: Timestamp | null;
  last_attempt_at: Timestamp | null;
  last_status_code: number | null;
  last_error: string | null;
  delivered_at: Timestamp | null;
  created_at: Timestamp;
  /** Every finished attempt, oldest first. */
  attempt_log: WebhookAttempt[];
}

/** The body of the test event (POST /v1/webhooks/{id}/test), signed like every delivery. */
export interface WebhookTestEventPayload {
  id: string;
  type: 'webhook.test';
  created_at: Timestamp;
  data: { webhook: { id: string; label: string; target_url: string } };
}

/** The JSON body of a webhook delivery (both event types). */
export interface WebhookEventPayload<T extends WebhookEventType = WebhookEventType> {
  id: string;
  type: T;
  created_at: Timestamp;
  data: {
    inbox: { id: string; email_address: string; label: string };
    message: MessageDetail;
  };
}

// ---------------------------------------------------------------------------------------
// API keys and sign-in

export interface IssuedApiKey {
  id: string;
  label: string;
  key_prefix: string;
  scopes: Scope[];
  last_used_at?: Timestamp | null;
  expires_at?: Timestamp | null;
  revoked_at?: Timestamp | null;
  created_at: Timestamp;
  created_by_user_id?: string | null;
}

export interface CliAuthUser {
  id: string;
  email: string;
  display_name: string | null;
  avatar_url: string | null;
  /** External identity login name. */
  identity_login: string | null;
}

export interface CliAuthAccount {
  id: string;
  name: string;
  slug: string;
  role: string;
  permissions: {
    manage_api_keys: boolean;
    manage_inboxes: boolean;
    manage_webhooks: boolean;
  };
}

export interface CliAuthEntitlements {
  active_inboxes: number;
  monthly_received_messages: number;
  api_requests: { minute: number; day: number; week: number; month: number };
  message_retention_days: number;
  webhook_mode: string;
  support_level: string;
  managed_subdomain_namespace: boolean;
  wildcard_namespace: boolean;
}

export interface CliAuthUsage {
  active_inboxes: { used: number; limit: number };
  monthly_received_messages: { used: number; limit: number; usage_month: string };
}

export interface CliAuthBilling {
  tier: string;
  status: string;
  current_period_end: Timestamp | null;
  grace_until: Timestamp | null;
  entitlements: CliAuthEntitlements;
  usage: CliAuthUsage;
}

export interface CliAuthOnboarding {
  required: boolean;
  completed: boolean;
  steps: {
    create_inbox: boolean;
    configure_webhook: boolean;
    claim_managed_subdomain: boolean;
  };
}

export interface CliAuthCompleteResponse {
  /** The full key secret. Shown once. */
  api_key: string;
  key: IssuedApiKey;
  user: CliAuthUser;
  account: CliAuthAccount;
  billing: CliAuthBilling;
  onboarding: CliAuthOnboarding;
  dashboard_url?: string | null;
  dashboard_billing_url?: string | null;
}

export type SignInMethod = 'magic_link' | 'otp';

export interface CliAuthStartRequest {
  email: string;
  scopes?: Scope[];
  /** 1 to 100 characters. */
  label?: string;
  expires_at?: Timestamp;
  /** Loopback-only HTTP callback URL. */
  localhost_callback_url?: string;
  /** At most 512 characters. */
  callback_state?: string;
  next_dashboard_path?: string;
}

export interface CliAuthStartResponse extends SuccessEnvelope {
  auth_request_id: string;
  challenge_id: string;
  expires_at: Timestamp;
  email: string;
  delivery: { channel: 'email'; methods: SignInMethod[] };
}

export interface CliAuthVerifyOtpRequest {
  auth_request_id: string;
  challenge_id: string;
  code: string;
}

export interface CliAuthExchangeRequest {
  auth_request_id: string;
  code: string;
}

/** Query of GET /v1/auth/cli/email/verify (the magic link). */
export interface MagicLinkVerifyParams {
  auth_request: string;
  challenge: string;
  token: string;
}

// ---------------------------------------------------------------------------------------
// Requests and 2xx bodies of the endpoints

export interface ListOptions {
  /** 1 to 100. */
  limit?: number;
  cursor?: string | null;
}

/**
 * Optional filters of GET /v1/inboxes/{inbox_id}/messages and GET /v1/messages (this
 * service's addition to the spec). A cursor pages only the filters it was returned with.
 */
export interface MessageFilters {
  /** Words that must all appear in the subject, sender or text body; "quoted words" must appear in that order. At most 500 characters, 16 terms. */
  q?: string;
  /** A whole address matches that sender exactly; anything else matches as words of the sender's address or display name. */
  from?: string;
  /** Words that must appear, in this order, in the subject. */
  subject?: string;
  /** Received strictly after (RFC 3339 with a time zone). */
  received_after?: Timestamp;
  /** Received strictly before. */
  received_before?: Timestamp;
  /** Only messages with (true) or without (false) a one-time code. */
  has_otp?: boolean;
  intent?: MessageIntent;
}

export interface CreateInboxRequest {
  /** 1 to 100 characters. */
  label: string;
  lifecycle_mode: LifecycleMode;
  /** 10 to 60. */
  ttl_minutes?: number;
  message_analysis?: InboxMessageAnalysis;
}

export interface CreateWebhookRequest {
  /** 1 to 100 characters. */
  label: string;
  /** HTTPS only; localhost, embedded credentials and private IP literals are rejected. */
  target_url: string;
  inbox_id?: string | null;
}

/** GET /health: the spec only promises 200; this service adds `status`. */
export interface HealthResponse extends SuccessEnvelope {
  status?: string;
  [field: string]: unknown;
}

export interface ListInboxesResponse extends SuccessEnvelope {
  wildcard_address: WildcardAddress | null;
  inboxes: Inbox[];
  page_info: PageInfo;
}

export interface CreateInboxResponse extends SuccessEnvelope {
  inbox: Inbox;
}

export interface ListMessagesResponse extends SuccessEnvelope {
  messages: MessageSummary[];
  page_info: PageInfo;
}

export interface GetMessageResponse<M extends ContentMode = 'full'> extends SuccessEnvelope {
  message: MessageByMode[M];
}

/** What a waited-for message must hold (several: comma-separated, all of them). */
export type WaitRequirement = 'otp' | 'links' | `link:${LinkType}` | `intent:${MessageIntent}`;

/** GET /v1/inboxes/{id}/messages/wait and GET /v1/messages/wait: the message, or null at the timeout. */
export interface WaitMessageResponse<M extends ContentMode = 'full'> extends SuccessEnvelope {
  message: MessageByMode[M] | null;
}

export interface CreateWebhookResponse extends SuccessEnvelope {
  webhook: Webhook;
  /** Shown once. */
  signing_secret: string;
}

export interface CliAuthCompleteEnvelope extends SuccessEnvelope, CliAuthCompleteResponse {}

// ---------------------------------------------------------------------------------------
// Manage and download (additive to the spec: see docs/http-api.md)

export interface GetInboxResponse extends SuccessEnvelope {
  inbox: Inbox;
}

/** DELETE /v1/inboxes/{inbox_id}: the inbox and its messages are gone. */
export interface DeleteInboxResponse extends SuccessEnvelope {
  inbox_id: string;
  deleted: true;
  deleted_messages: number;
}

/** DELETE /v1/inboxes/{inbox_id}/messages */
export interface EmptyInboxResponse extends SuccessEnvelope {
  inbox_id: string;
  deleted_messages: number;
}

/** DELETE /v1/messages/{message_id} */
export interface DeleteMessageResponse extends SuccessEnvelope {
  message_id: string;
  deleted: true;
}

/** A downloaded body (raw message or attachment): the bytes and what the answer said of them. */
export interface Download {
  bytes: Uint8Array;
  /** The Content-Type header, e.g. `message/rfc822` or `text/plain; charset=iso-8859-1`. */
  content_type: string;
  /** The file name of Content-Disposition (its UTF-8 form when given), or null. */
  filename: string | null;
  request_id: string | null;
}

export interface ListWebhooksResponse extends SuccessEnvelope {
  webhooks: Webhook[];
}

/** GET and DELETE (archive) of /v1/webhooks/{id}. */
export interface WebhookResponse extends SuccessEnvelope {
  webhook: Webhook;
}

export interface ListWebhookDeliveriesResponse extends SuccessEnvelope {
  deliveries: WebhookDelivery[];
}

/** POST /v1/webhooks/{id}/test (202): the event queued and its delivery. */
export interface SendTestEventResponse extends SuccessEnvelope {
  event: WebhookTestEventPayload;
  delivery: WebhookDelivery;
}

export interface ListApiKeysResponse extends SuccessEnvelope {
  keys: IssuedApiKey[];
}

/** DELETE /v1/api-keys/{id}: the key, revoked. */
export interface RevokeApiKeyResponse extends SuccessEnvelope {
  key: IssuedApiKey;
}

/** POST /v1/api-keys body: every field optional (label `API key`, every scope, no expiry). */
export interface CreateApiKeyRequest {
  label?: string;
  scopes?: Scope[];
  expires_at?: Timestamp | null;
}

/** POST /v1/api-keys (201): the secret, shown this once, and the key. */
export interface CreateApiKeyResponse extends SuccessEnvelope {
  api_key: string;
  key: IssuedApiKey;
}

/** An account: who it is, its plan's entitlements and its usage against them. */
export interface AccountOverview {
  id: string;
  name: string;
  slug: string;
  billing: CliAuthBilling;
}

/** One window of the account's request budget, as this daemon counted it. */
export interface RequestBudgetWindow {
  /** null: no budget for this window. */
  limit: number | null;
  used: number;
  resets_at: Timestamp;
}

/** How the caller authenticated: an API key, or the dashboard's session cookie. */
export interface AccountAuth {
  via: 'bearer' | 'session';
  key_id: string | null;
  scopes: Scope[];
  session: {
    method: 'api_key' | 'email' | 'one_time_link';
    expires_at: Timestamp;
    user: CliAuthUser | null;
  } | null;
}

/** GET /v1/account */
export interface AccountResponse extends SuccessEnvelope {
  account: AccountOverview;
  api_requests: { minute: RequestBudgetWindow; day: RequestBudgetWindow; week: RequestBudgetWindow; month: RequestBudgetWindow };
  auth: AccountAuth;
}
