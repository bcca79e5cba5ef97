import type { ErrorEnvelope, NextAction } from './types/index.js';

/**
 * Base class of every error this client throws on purpose. `code` is the API's `error.code`
 * for errors the service answered with, or one of the client's own codes:
 * `network_error`, `request_timeout`, `invalid_response`, `wait_timeout`.
 */
export class InboxkitClientError extends Error {
  readonly code: string;

  constructor(code: string, message: string, options?: { cause?: unknown }) {
    super(message, options?.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'InboxkitClientError';
    this.code = code;
  }
}

export interface InboxkitApiErrorInit {
  status: number;
  code: string;
  message: string;
  request_id: string | null;
  retry_after_seconds?: number | null;
  next_action?: NextAction | null;
  method?: string;
  url?: string;
}

/**
 * The service answered with an error envelope (or with something that is not an envelope,
 * code `invalid_response`). Fields mirror the envelope.
 */
export class InboxkitApiError extends InboxkitClientError {
  /** HTTP status. */
  readonly status: number;
  /** `X-Request-Id` / `request_id`: quote it to support. Null only when the answer had none. */
  readonly request_id: string | null;
  /** From `error.retry_after_seconds` or the `Retry-After` header. */
  readonly retry_after_seconds: number | null;
  /** `next_action` of the envelope (`open_dashboard` and a URL), when present. */
  readonly next_action: NextAction | null;
  readonly method: string | undefined;
  readonly url: string | undefined;

  constructor(init: InboxkitApiErrorInit) {
    super(init.code, init.message);
    this.name = 'InboxkitApiError';
    this.status = init.status;
    this.request_id = init.request_id;
    this.retry_after_seconds = init.retry_after_seconds ?? null;
    this.next_action = init.next_action ?? null;
    this.method = init.method;
    this.url = init.url;
  }

  /** Builds the error from a parsed error envelope. */
  static fromEnvelope(status: number, envelope: ErrorEnvelope, extra: { requestId?: string | null; retryAfterSeconds?: number | null; method?: string; url?: string } = {}): InboxkitApiError {
    return new InboxkitApiError({
      status,
      code: envelope.error.code,
      message: envelope.error.message,
      request_id: envelope.request_id ?? extra.requestId ?? null,
      retry_after_seconds: envelope.error.retry_after_seconds ?? extra.retryAfterSeconds ?? null,
      next_action: envelope.next_action ?? null,
      method: extra.method,
      url: extra.url,
    });
  }
}

/** The request never got an HTTP answer (refused, reset, DNS, TLS) or timed out (`request_timeout`). */
export class InboxkitNetworkError extends InboxkitClientError {
  readonly method: string;
  readonly url: string;

  constructor(code: 'network_error' | 'request_timeout', message: string, init: { method: string; url: string; cause?: unknown }) {
    super(code, message, { cause: init.cause });
    this.name = 'InboxkitNetworkError';
    this.method = init.method;
    this.url = init.url;
  }
}

/**
 * A wait (waitForMessage / waitForOtp / waitForLink) reached its timeout. Shaped like an API
 * error (code, message, request_id, retry_after_seconds, next_action) so callers can report
 * both the same way; `status` is 0 because no HTTP answer carried it.
 */
export class WaitTimeoutError extends InboxkitClientError {
  override readonly code = 'wait_timeout' as const;
  readonly status = 0;
  /** Request id of the last listing request, for tracing. */
  readonly request_id: string | null;
  readonly retry_after_seconds = null;
  readonly next_action = null;
  readonly timeout_ms: number;
  /** New messages looked at (none matched). */
  readonly checked: number;

  constructor(message: string, init: { timeoutMs: number; checked: number; requestId: string | null }) {
    super('wait_timeout', message);
    this.name = 'WaitTimeoutError';
    this.timeout_ms = init.timeoutMs;
    this.checked = init.checked;
    this.request_id = init.requestId;
  }
}

export function isInboxkitApiError(error: unknown): error is InboxkitApiError {
  return error instanceof InboxkitApiError;
}
