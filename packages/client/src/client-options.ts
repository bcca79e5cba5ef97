// The options of createClient and of its calls.
import type { InboxkitApiError } from './errors.js';
import type { Method } from './retry.js';
import type { ContentMode, ListOptions, MessageFilters } from './types/index.js';

export type FetchLike = (input: string | URL, init?: RequestInit) => Promise<Response>;

export interface RetryInfo {
  method: Method;
  url: string;
  status: number;
  /** 1 for the first retry. */
  attempt: number;
  delayMs: number;
  error: InboxkitApiError;
}

export interface ClientOptions {
  /** e.g. `http://127.0.0.1:4780` (a path prefix is kept). */
  baseUrl: string;
  /** Sent as `Authorization: Bearer <apiKey>` on every endpoint except /health and sign-in. */
  apiKey?: string | null;
  /** Default: the global fetch. */
  fetch?: FetchLike;
  /** Default `inboxkit-client/<version> node/<version>`. */
  userAgent?: string;
  /** Retries of a 429 (any method) or 503 (GET). Default 3. */
  maxRetries?: number;
  /** A Retry-After longer than this is not waited out; the 429 goes to the caller. Default 60,000 ms. */
  maxRetryDelayMs?: number;
  /** Per attempt; 0 turns it off. Default 30,000 ms. */
  timeoutMs?: number;
  /** Epoch ms. Used for Retry-After dates and wait deadlines. Default Date.now. */
  clock?: () => number;
  /** Used between retries and polls. Default an abortable setTimeout. */
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
  /** Called before each retry (e.g. to log "rate limited, retrying in 2 s"). */
  onRetry?: (info: RetryInfo) => void;
}

export interface RequestOptions {
  signal?: AbortSignal;
}

export interface IdempotentRequestOptions extends RequestOptions {
  /** `Idempotency-Key` header, at most 255 characters. */
  idempotencyKey?: string;
}

export interface ListRequestOptions extends ListOptions, RequestOptions {}

/** A page of an inbox's messages, optionally filtered. */
export interface ListMessagesOptions extends ListRequestOptions, MessageFilters {}

/** GET /v1/messages: the exact recipient, filters, or both (the recipient is required when no filter is given). */
export interface SearchMessagesOptions extends ListMessagesOptions {
  recipient_email?: string;
}

export interface GetMessageOptions<M extends ContentMode> extends RequestOptions {
  content_mode?: M;
}

/** One server-side wait: on an inbox or a recipient address (see GET …/messages/wait). */
export type WaitRequestOptions<M extends ContentMode = 'full'> = ({ inbox_id: string } | { recipient_email: string }) & RequestOptions & {
  /** 1 to 60; default 30. */
  timeout_seconds?: number;
  /** Comma-separated requirements: otp, links, link:<type>, intent:<intent>. */
  require?: string;
  /** Only messages after this message id; nothing is claimed unless `claim` says so. */
  after?: string;
  /** Default: true without `after`, false with it. */
  claim?: boolean;
  /** Only messages whose sender (address or name) contains this, case-insensitively. */
  from?: string;
  /** Only messages whose subject contains this, case-insensitively. */
  subject?: string;
  content_mode?: M;
};

export interface DeliveriesOptions extends RequestOptions {
  /** 1 to 100; default 20. */
  limit?: number;
}
