// Inboxes: the resource, the wildcard address, and the requests and answers of /v1/inboxes.
import type { OpenString, PageInfo, SuccessEnvelope, Timestamp } from './common.js';

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

export interface CreateInboxRequest {
  /** 1 to 100 characters. */
  label: string;
  lifecycle_mode: LifecycleMode;
  /** 10 to 60. */
  ttl_minutes?: number;
  message_analysis?: InboxMessageAnalysis;
}

export interface ListInboxesResponse extends SuccessEnvelope {
  wildcard_address: WildcardAddress | null;
  inboxes: Inbox[];
  page_info: PageInfo;
}

export interface CreateInboxResponse extends SuccessEnvelope {
  inbox: Inbox;
}

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
