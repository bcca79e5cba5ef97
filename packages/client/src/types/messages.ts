// Messages: the summary, the detail of each content mode, what the extractor found, and the
// requests and answers of the message endpoints (list, search, wait, delete).
import type { PageInfo, SuccessEnvelope, Timestamp } from './common.js';

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
  /** Additive to the spec: marked read (the dashboard opened it, or `messages.setRead`). Waits and claims ignore it. */
  read: boolean;
  /** Additive to the spec: its tags, lower case (plus-address, X-Tags header, tag rules, `messages.setTags`). */
  tags: string[];
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
  /** Additive to the spec: what in the message could steer an agent reading it (docs/agents.md, "Safety flags"). */
  safety: MessageSafety;
  /**
   * Additive to the spec: the header fields in the source's order, repeated names kept, values
   * unfolded and RFC 2047-decoded; at most 100 fields and 64 KB of text.
   */
  headers: MessageHeader[];
  /** Additive: the addresses the Cc header names, in order. */
  cc: string[];
  /** Additive: the envelope recipients of this copy that neither To nor Cc names. */
  bcc: string[];
}

/** One header field of a message: its name as written and its decoded value. */
export interface MessageHeader {
  name: string;
  value: string;
}

/** The safety flags, in the order `flags` lists them. */
export type SafetyFlag = 'hidden_text' | 'invisible_characters' | 'mismatched_links' | 'assistant_directed';
export const SAFETY_FLAGS: readonly SafetyFlag[] = ['hidden_text', 'invisible_characters', 'mismatched_links', 'assistant_directed'];
export type HiddenReason = 'display_none' | 'visibility_hidden' | 'zero_size' | 'transparent' | 'same_colour' | 'off_screen' | 'clipped';

/** Hidden text, invisible characters, disguised links and text addressed to an assistant (at most 20 of each). */
export interface MessageSafety {
  flags: SafetyFlag[];
  hidden_text: Array<{ reason: HiddenReason; text: string }>;
  invisible_characters: Array<{ code_point: string; name: string; kind: 'invisible' | 'bidi' | 'tag'; count: number; where: 'subject' | 'text' | 'html' }>;
  mismatched_links: Array<{ text: string; text_host: string; url: string; url_host: string }>;
  assistant_directed: Array<{ text: string; hidden: boolean }>;
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

/** PUT /v1/messages/{message_id}/read */
export interface SetReadRequest {
  read: boolean;
}

/** PUT /v1/messages/{message_id}/read: the read state now. */
export interface SetReadResponse extends SuccessEnvelope {
  message_id: string;
  read: boolean;
}

/** DELETE /v1/messages/{message_id} */
export interface DeleteMessageResponse extends SuccessEnvelope {
  message_id: string;
  deleted: true;
}
