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
  /**
   * Additive to the spec's MessageSummary (and so every detail variant): marked read, by the
   * dashboard opening it or PUT /v1/messages/{message_id}/read. Waits and claims ignore it.
   */
  read: boolean;
  /**
   * Additive: the message's tags (lower case, in the order they were given), from its
   * plus-address, its X-Tags header, the account's tag rules and PUT /v1/messages/{message_id}/tags.
   */
  tags: string[];
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

/** What PUT /v1/messages/{message_id}/read answers: the read state now. */
export interface MessageReadState {
  message_id: string;
  read: boolean;
}

/** What a stored message has that changes after it is stored: its analysis, its read state and its tags. */
export interface MessageState {
  analysis: MessageAnalysis;
  read: boolean;
  tags: string[];
}

/** What PUT /v1/messages/{message_id}/tags answers: the message's tags now. */
export interface MessageTags {
  message_id: string;
  tags: string[];
}

/** One tag of an account, with how many of its messages carry it (GET /v1/tags). */
export interface TagCount {
  name: string;
  message_count: number;
}

/**
 * A tag rule of an account: new mail that `query` (the search language of `q`) matches gets
 * `tags`. Rules apply to mail stored after they are made.
 */
export interface TagRule {
  id: string;
  query: string;
  tags: string[];
  created_at: Timestamp;
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

/**
 * Where an inbox's new mail is released to through the daemon's SMTP relay, right after it is
 * stored (GET and PUT /v1/inboxes/{inbox_id}/auto-release). `to` empty: off.
 */
export interface AutoRelease {
  inbox_id: string;
  /** Addresses, lower case, each at most once; at most 10. */
  to: string[];
  /** When it was set; null while it is off. */
  updated_at: Timestamp | null;
}

/** What emptying an inbox answers. */
export interface EmptiedInbox {
  inbox_id: string;
  deleted_messages: number;
}

/** A code-shaped value the extractor scored but did not report as `otp`. */
export interface OtpCandidate { value: string; score: number }

/** The safety flags of a message, in this order (docs/agents.md, "Safety flags"). */
export type SafetyFlag = 'hidden_text' | 'invisible_characters' | 'mismatched_links' | 'assistant_directed';
export const SAFETY_FLAGS: readonly SafetyFlag[] = Object.freeze(['hidden_text', 'invisible_characters', 'mismatched_links', 'assistant_directed'] as const);
/** What makes a piece of the HTML's text invisible to its human reader. */
export type HiddenReason = 'display_none' | 'visibility_hidden' | 'zero_size' | 'transparent' | 'same_colour' | 'off_screen' | 'clipped';
export const HIDDEN_REASONS: readonly HiddenReason[] = Object.freeze(['display_none', 'visibility_hidden', 'zero_size', 'transparent', 'same_colour', 'off_screen', 'clipped'] as const);

/** Text of the HTML part a human reading the rendered mail cannot see. */
export interface HiddenTextFinding {
  reason: HiddenReason;
  /** The hidden text, white space collapsed, at most 200 characters. */
  text: string;
}

/** One invisible or reordering code point, counted per place it occurs in. */
export interface InvisibleCharFinding {
  /** `U+200B`: upper-case hex, at least four digits. */
  code_point: string;
  /** The Unicode character name. */
  name: string;
  kind: 'invisible' | 'bidi' | 'tag';
  count: number;
  where: 'subject' | 'text' | 'html';
}

/** An HTML link whose visible text names a host on another site than its target. */
export interface MismatchedLinkFinding {
  /** The link's visible text, white space collapsed, at most 200 characters. */
  text: string;
  /** The host the text names, lower case, as written. */
  text_host: string;
  /** The link's href as written. */
  url: string;
  /** The host the link leads to (behind a click-tracking redirector, its destination's). */
  url_host: string;
}

/** A sentence written to instruct an AI assistant, agent or language model. */
export interface AssistantDirectedFinding {
  /** The sentence, white space collapsed, at most 200 characters. */
  text: string;
  /** True when the sentence was in hidden text. */
  hidden: boolean;
}

/**
 * Additive to the spec's MessageDetail: what in the message could steer an agent that reads it
 * (docs/agents.md, "Safety flags"). `flags` names the non-empty lists, in SAFETY_FLAGS order;
 * each list holds at most 20 findings, in document order.
 */
export interface MessageSafety {
  flags: SafetyFlag[];
  hidden_text: HiddenTextFinding[];
  invisible_characters: InvisibleCharFinding[];
  mismatched_links: MismatchedLinkFinding[];
  assistant_directed: AssistantDirectedFinding[];
}

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
  /** Additive to the spec's MessageDetail: hidden text, invisible characters, disguised links, text addressed to an assistant. */
  safety: MessageSafety;
  /**
   * Additive to the spec's MessageDetail: the header fields in the source's order, repeated
   * names kept, values unfolded and RFC 2047-decoded; at most 100 fields and 64 KB of text.
   */
  headers: MessageHeader[];
  /** Additive: the addresses the Cc header names, in order ([] when none). */
  cc: string[];
  /** Additive: the envelope recipients of this copy that neither To nor Cc names ([] when none). */
  bcc: string[];
}

/** One header field of a message: its name as written and its decoded value. */
export interface MessageHeader {
  name: string;
  value: string;
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
