/**
 * Public shapes, named and spelled as in the public API v1 spec. These are what the
 * in-process API returns and what the daemon serialises, field for field.
 */
export type Timestamp = string; // ISO 8601, UTC, millisecond precision

export type LifecycleMode = 'temporary' | 'persistent';
/** active: receives mail and is listed. expired: a temporary inbox past expires_at. */
export type InboxStatus = 'active' | 'expired';
export type AnalysisMode = 'all' | 'disabled' | 'allowlist' | 'blocklist';
export type Scope = 'inboxes:write' | 'messages:read' | 'webhooks:write';
export const SCOPES: readonly Scope[] = ['inboxes:write', 'messages:read', 'webhooks:write'];

export interface InboxMessageAnalysis {
  mode: AnalysisMode;
  recipients: string[];
}

export interface Inbox {
  id: string;
  label: string;
  email_address: string;
  lifecycle_mode: LifecycleMode;
  ttl_minutes: number | null;
  expires_at: Timestamp | null;
  last_message_received_at: Timestamp | null;
  status: InboxStatus;
  created_at: Timestamp;
  message_analysis: InboxMessageAnalysis;
}

export interface WildcardAddress {
  email_address: string;
  inbox_id: string;
}

export type LinkType = 'verification' | 'magic_link' | 'password_reset' | 'unsubscribe' | 'other';
export const LINK_TYPES: readonly LinkType[] = ['verification', 'magic_link', 'password_reset', 'unsubscribe', 'other'];

export interface ExtractedLink {
  url: string;
  type: LinkType;
}

export type MessageIntent = 'login_code' | 'verification' | 'password_reset' | 'magic_link' | 'invite';
export const MESSAGE_INTENTS: readonly MessageIntent[] = ['login_code', 'verification', 'password_reset', 'magic_link', 'invite'];

export type AnalysisStatus = 'none' | 'queued' | 'complete' | 'failed' | 'skipped_quota';

export interface MessageAnalysis {
  eligible: boolean;
  status: AnalysisStatus;
  requested_at: Timestamp | null;
  completed_at: Timestamp | null;
  detected_otp: string | null;
  sender_name: string | null;
  category: string | null;
  extracted_id: string | null;
  amount_mentioned: string | null;
  is_urgent: boolean | null;
  action_required: boolean | null;
  summary: string | null;
}

export interface MessageSummary {
  id: string;
  inbox_id: string;
  inbox_email_address: string;
  inbox_label: string;
  from_email: string;
  to_email: string;
  subject: string | null;
  preview_text: string | null;
  received_at: Timestamp;
  has_text_body: boolean;
  has_html_body: boolean;
}

/**
 * One attachment of a message (additive on MessageDetail): a MIME part that is not the text or
 * HTML body. Its bytes: GET /v1/messages/{message_id}/attachments/{id}.
 */
export interface MessageAttachment {
  /** `att_<n>`: the part's place (1-based) among the message's attachments. */
  id: string;
  /** Decoded (RFC 2231 / RFC 2047); null when the part names none. */
  filename: string | null;
  /** As declared by the part, lower case (application/octet-stream refined by the file name's extension). */
  content_type: string;
  /** Decoded size in bytes. */
  size: number;
  /** The Content-ID without angle brackets (what `cid:` URLs in the HTML name), or null. */
  content_id: string | null;
  disposition: AttachmentDisposition;
}

export type AttachmentDisposition = 'attachment' | 'inline';

/** One attachment's decoded bytes, with its description and the part's charset parameter (null when none). */
export interface AttachmentContent {
  attachment: MessageAttachment;
  charset: string | null;
  bytes: Buffer;
}

/** What deleting a message answers. */
export interface DeletedMessage {
  message_id: string;
  deleted: true;
}

/** What deleting an inbox answers: its messages went with it. */
export interface DeletedInbox {
  inbox_id: string;
  deleted: true;
  deleted_messages: number;
}

/** What emptying an inbox answers. */
export interface EmptiedInbox {
  inbox_id: string;
  deleted_messages: number;
}

/** A code-shaped value the extractor scored but did not report as `otp`. */
export interface OtpCandidate { value: string; score: number }

export interface MessageDetail extends MessageSummary {
  text_body: string | null;
  html_body: string | null;
  otp: string | null;
  /**
   * Additive to the spec's MessageDetail: the other code-shaped values scored, best first (at
   * most five), with their scores (`otp` needs 6 and a clear lead): a near miss is visible.
   */
  otp_candidates: OtpCandidate[];
  links: ExtractedLink[];
  intent: MessageIntent | null;
  analysis: MessageAnalysis;
  /** Additive to the spec's MessageDetail: every attachment, in the message's order. */
  attachments: MessageAttachment[];
}
export interface MessageOtpDetail extends MessageSummary {
  otp: string | null;
  analysis: MessageAnalysis;
}
export interface MessageLinksDetail extends MessageSummary {
  links: ExtractedLink[];
  analysis: MessageAnalysis;
}
export interface MessageTextOnlyDetail extends MessageSummary {
  text_body: string | null;
  analysis: MessageAnalysis;
}

export type ContentMode = 'full' | 'otp' | 'links' | 'text_only';
export const CONTENT_MODES: readonly ContentMode[] = ['full', 'otp', 'links', 'text_only'];

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

export interface Page<T> {
  items: T[];
  page_info: PageInfo;
}

export interface IssuedApiKey {
  id: string;
  label: string;
  key_prefix: string;
  scopes: Scope[];
  last_used_at: Timestamp | null;
  expires_at: Timestamp | null;
  revoked_at: Timestamp | null;
  created_at: Timestamp;
  created_by_user_id: string | null;
  /**
   * Additive to the spec: the ids of the inboxes the key is limited to, oldest first (it sees
   * and waits on those only, and on the inboxes it creates); null: every inbox of the account.
   */
  inbox_ids: string[] | null;
}

/**
 * A key limited to inboxes, as `service.account(accountId, limit)` takes it: the key's id (its
 * links in storage filter the listings) and its inboxes' ids as authentication returned them
 * (`IssuedApiKey.inbox_ids`). At most LIMITS.keyInboxes are named when a key is created.
 */
export interface InboxLimit {
  keyId: string;
  inboxIds: readonly string[];
}

/** Plan entitlements of an account (CliAuthBilling.entitlements in the spec). */
export interface Entitlements {
  active_inboxes: number;
  monthly_received_messages: number;
  api_requests: { minute: number; day: number; week: number; month: number };
  message_retention_days: number;
  webhook_mode: string;
  support_level: string;
  managed_subdomain_namespace: boolean;
  wildcard_namespace: boolean;
  /** Not in the spec's entitlements list: analyses per calendar month (skipped_quota past it). */
  monthly_analyses: number;
}

export interface Account {
  id: string;
  name: string;
  slug: string;
  tier: string;
  entitlements: Entitlements;
  wildcard_namespace: string | null;
  created_at: Timestamp;
}
