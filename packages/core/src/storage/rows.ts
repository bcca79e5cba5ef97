/**
 * The rows the storage port reads and writes: plain values (epoch milliseconds, 0/1 flags, JSON
 * text where a column holds a document), the same for every engine. Features map them to the
 * API's resources.
 */
import type {
  Account, AnalysisMode, AnalysisStatus, InboxStatus, LifecycleMode, MessageAnalysis, MessageIntent,
} from '../types.js';

export interface StoredAccount extends Account {
  wildcard_inbox_id: string | null;
  /** The account's tag rules as JSON (tags/rules-codec.ts); null when it has none. */
  tag_rules?: string | null;
}

export interface ApiKeyRow {
  id: string;
  account_id: string;
  label: string;
  key_prefix: string;
  secret_hash: Buffer;
  scopes: string;
  created_by_user_id: string | null;
  last_used_at: number | null;
  expires_at: number | null;
  revoked_at: number | null;
  created_at: number;
  /** 1: the key sees only the inboxes it is linked to (api_key_inboxes, schema 15); 0: every inbox of the account. */
  inbox_limited: number;
}

export interface InboxRow {
  seq: number;
  id: string;
  account_id: string;
  label: string;
  email_address: string;
  lifecycle_mode: LifecycleMode;
  ttl_minutes: number | null;
  expires_at: number | null;
  last_message_received_at: number | null;
  status: InboxStatus;
  is_wildcard: number;
  analysis_mode: AnalysisMode;
  analysis_recipients: string;
  created_at: number;
  /** 1 while the inbox has SMTP fault rules (schema 17): the listener reads them only then. */
  smtp_faults: number;
}

export type NewInboxRow = Omit<InboxRow, 'seq' | 'last_message_received_at' | 'smtp_faults'>;

export interface SummaryRow {
  seq: number;
  id: string;
  inbox_id: string;
  inbox_email_address: string;
  inbox_label: string;
  from_email: string;
  to_email: string;
  subject: string | null;
  preview_text: string | null;
  received_at: number;
  has_text_body: number;
  has_html_body: number;
  /** When the message was marked read (epoch ms); null while unread (and before schema version 19). */
  read_at: number | null;
  /** JSON array of the message's tags; null when it has none. */
  tags: string | null;
}

/** A message's owner and analysis columns alone: what a kept answer is checked against. */
export type AnalysisRow = Pick<DetailRow, 'account_id' | 'inbox_id' | 'read_at' | 'tags' | 'analysis_eligible' | 'analysis_status' | 'analysis_requested_at' | 'analysis_completed_at' | 'analysis_result'>;

export interface DetailRow extends SummaryRow {
  account_id: string;
  otp: string | null;
  /** JSON array of the runner-up code candidates ({ value, score }), or null when there were none (and before schema version 12). */
  otp_candidates: string | null;
  links: string;
  intent: MessageIntent | null;
  malformed: number;
  parse_error: string | null;
  analysis_eligible: number;
  analysis_status: AnalysisStatus;
  analysis_requested_at: number | null;
  analysis_completed_at: number | null;
  analysis_result: string | null;
  /** JSON array of attachment descriptions; null for messages stored before schema version 9. */
  attachments: string | null;
  /** JSON of the safety findings (`{}` for none); null for messages stored before schema version 16. */
  safety: string | null;
  /** JSON `{ mail_from, client_address, helo, rcpt_to }` (rcpt_to: the recipients routed to this copy; absent before it was kept); null on rows stored before the envelope was. */
  envelope: string | null;
}

/**
 * What messages.insert writes: the detail row's columns less the joined inbox's, and a few no
 * read returns. analysis_completed_at is set when the analysis is recorded with the row itself
 * (the built-in analyzer's, computed while parsing).
 */
export type NewMessageRow = Omit<DetailRow, 'seq' | 'inbox_email_address' | 'inbox_label' | 'attachments' | 'safety' | 'envelope' | 'read_at' | 'tags'> & {
  /** Bits of what search asks of the row (search-terms.ts's FACET and LINK_FACET); 0 when left out. */
  facets?: number;
  to_email_norm: string;
  size_bytes: number;
  analysis_attempts: number;
  /** JSON array of attachment descriptions (`[]` when none). */
  attachments: string;
  /** JSON `{ mail_from, client_address, helo, rcpt_to }`: the SMTP envelope (storage/port-checks.ts), rcpt_to this copy's recipients. */
  envelope?: string | null;
  /** JSON of the safety findings, `{}` for none (messages/rows.ts reads it). */
  safety?: string | null;
};

/**
 * A message's content as stored. Storage keeps these bytes as it is given them: the service
 * encodes and decodes them (core/src/content/codec.ts), the same on every engine.
 */
export interface StoredContent {
  /**
   * The text and HTML bodies, encoded by the service. Null on a row written before schema 11
   * (not yet converted): its bodies are then `text_body` and `html_body`, and `raw` is the
   * source as received.
   */
  bodies: Buffer | null;
  /** The text body as text: rows before schema 11 only (null otherwise). */
  text_body: string | null;
  /** The HTML body as text: rows before schema 11 only (null otherwise). */
  html_body: string | null;
  /** The raw source: encoded by the service when `bodies` is set, else as received. */
  raw: Buffer;
}

/** A row whose content is stored as before schema 11, read to be converted. */
export interface UnconvertedContent {
  seq: number;
  /** The row's links column as it is. */
  links: string;
  content: StoredContent;
}

/** The model-derived analysis fields, stored as one JSON document. */
export type AnalysisFields = Pick<MessageAnalysis,
  'detected_otp' | 'sender_name' | 'category' | 'extracted_id' | 'amount_mentioned' | 'is_urgent' | 'action_required' | 'summary'>;

export interface IdempotencyRecord {
  request_hash: string;
  /** The operation's result, as JSON; '' while the operation runs (a claim, see idempotency/idempotency.ts). */
  body: string;
  created_at: number;
}

export type WebhookStatus = 'active' | 'disabled' | 'archived';

export type DeliveryStatus = 'pending' | 'delivered' | 'failed' | 'cancelled';

export interface WebhookRow {
  seq: number;
  id: string;
  account_id: string;
  inbox_id: string | null;
  label: string;
  target_url: string;
  signing_secret: string;
  status: WebhookStatus;
  disabled_reason: string | null;
  consecutive_exhausted: number;
  last_delivery_at: number | null;
  archived_at: number | null;
  created_at: number;
  updated_at: number;
}

export interface DeliveryRow {
  seq: number;
  id: string;
  webhook_id: string;
  account_id: string;
  event_id: string;
  event_type: string;
  body: string;
  status: DeliveryStatus;
  attempts: number;
  next_attempt_at: number | null;
  locked_until: number | null;
  last_attempt_at: number | null;
  last_status_code: number | null;
  last_error: string | null;
  delivered_at: number | null;
  finished_at: number | null;
  created_at: number;
}

export interface AttemptRow {
  id: string;
  delivery_id: string;
  attempt: number;
  started_at: number;
  duration_ms: number | null;
  status_code: number | null;
  error: string | null;
}

export type DueDelivery = Pick<DeliveryRow, 'id' | 'webhook_id' | 'event_id' | 'body' | 'attempts'>;

export type ActiveWebhook = Pick<WebhookRow, 'id' | 'target_url' | 'signing_secret'>;

export type WebhookMatch = Pick<WebhookRow, 'id' | 'inbox_id'>;

export type AuthRequestStatus = 'pending' | 'approved' | 'completed' | 'locked' | 'cancelled';

export interface UserRow {
  id: string;
  email: string;
  display_name: string | null;
  avatar_url: string | null;
  identity_login: string | null;
  created_at: number;
  last_sign_in_at: number | null;
}

export interface MembershipRow {
  user_id: string;
  account_id: string;
  role: string;
  created_at: number;
}

export interface AuthRequestRow {
  id: string;
  email: string;
  scopes: string;
  label: string;
  key_expires_at: number | null;
  callback_url: string | null;
  callback_state: string | null;
  next_dashboard_path: string | null;
  client_version: string | null;
  remote_address: string | null;
  status: AuthRequestStatus;
  expires_at: number;
  exchange_code_hash: Buffer | null;
  exchange_expires_at: number | null;
  exchange_attempts: number;
  user_id: string | null;
  account_id: string | null;
  api_key_id: string | null;
  created_at: number;
  approved_at: number | null;
  completed_at: number | null;
}

export interface ChallengeRow {
  id: string;
  auth_request_id: string;
  otp_hash: Buffer;
  token_hash: Buffer;
  attempts: number;
  max_attempts: number;
  expires_at: number;
  token_used_at: number | null;
  created_at: number;
}

/**
 * What a dashboard_sessions row is: `link` the magic link's token for the completion page,
 * `once` a one-time sign-in link (`inboxkit dashboard`), both traded once for a `browser`
 * session, the one a cookie carries.
 */
export type SessionKind = 'link' | 'once' | 'browser';

export interface SessionRow {
  id: string;
  token_hash: Buffer;
  kind: SessionKind;
  /** The signed-in user; null for a session opened with an API key or a one-time link. */
  user_id: string | null;
  account_id: string;
  /** The API key a session was opened with: it ends when the key is revoked or expires. */
  api_key_id: string | null;
  /** JSON array of the session's scopes. */
  scopes: string;
  auth_request_id: string | null;
  expires_at: number;
  created_at: number;
}

export type NewAuthRequestRow = Omit<AuthRequestRow,
  'exchange_code_hash' | 'exchange_expires_at' | 'exchange_attempts' | 'user_id' | 'account_id' | 'api_key_id' |
  'approved_at' | 'completed_at'>;

/** One entry of the event log: what happened to which message, not the payload. */
export interface EventLogRow {
  seq: number;
  id: string;
  account_id: string;
  inbox_id: string;
  type: 'email.received' | 'email.enriched';
  message_seq: number;
  created_at: number;
}

/** One durable analysis job (analysis_jobs). */
export interface AnalysisJobRow {
  seq: number;
  account_id: string;
  /** Attempts started before this one. */
  attempts: number;
}

/** Content as messages.insertMany takes it: `bodies` left out (null) writes the form of rows before schema 11. */
export type NewContent = Omit<StoredContent, 'bodies'> & { bodies?: Buffer | null };
