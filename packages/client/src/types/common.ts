// What every resource shares: timestamps, open string unions, scopes, the success and error
// envelopes, paging, and a downloaded body.

/** ISO 8601 date-time string. */
export type Timestamp = string;

/** A string union that stays open to values a later server may add. */
export type OpenString<Known extends string> = Known | (string & {});

export type Scope = 'inboxes:write' | 'messages:read' | 'webhooks:write';

export const SCOPES: readonly Scope[] = ['inboxes:write', 'messages:read', 'webhooks:write'];

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

export interface PageInfo {
  has_more: boolean;
  next_cursor: string | null;
}

export interface ListOptions {
  /** 1 to 100. */
  limit?: number;
  cursor?: string | null;
}

/** GET /health: the spec only promises 200; this service adds `status`. */
export interface HealthResponse extends SuccessEnvelope {
  status?: string;
  [field: string]: unknown;
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
