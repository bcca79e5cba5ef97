import { InboxkitError, type InboxkitErrorCode } from '@inboxkit/core';

/**
 * The public `error.code` values of HTTP API v1, and THE one place where codes become
 * HTTP statuses. Everything else in the daemon throws codes (core's InboxkitError or an
 * ApiError) and lets `describeError` pick the status allowed for the endpoint.
 */
export type ApiErrorCode =
  | 'invalid_request' // 400: a field, header, query parameter or the body is missing, malformed or out of bounds
  | 'unauthorized' // 401: missing, malformed, unknown, revoked or expired API key
  | 'forbidden' // 403: the key lacks the endpoint's scope, or the plan lacks the feature
  | 'not_found' // 404: unknown path, or an id that is unknown or belongs to another account
  | 'conflict' // 409: the resource's state forbids the operation
  | 'idempotency_conflict' // 409: Idempotency-Key reused with a different body
  | 'limit_exceeded' // 403: a plan entitlement is spent (e.g. active inboxes)
  | 'rate_limited' // 429: per-IP abuse shield or account request budget
  | 'request_timeout' // 408: the request (headers and body) did not arrive within the request timeout
  | 'headers_too_large' // 431: the request line and headers exceed Node's limit (16 KiB)
  | 'relay_failed' // 502: the SMTP relay refused a release or send, or could not be reached
  | 'service_unavailable' // 503 (429 where 503 is not listed): the service is closed or shutting down
  | 'internal_error'; // 503 (429 where 503 is not listed): an unexpected failure, logged

export const ERROR_STATUS: Readonly<Record<ApiErrorCode, number>> = Object.freeze({
  invalid_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  idempotency_conflict: 409,
  limit_exceeded: 403,
  rate_limited: 429,
  request_timeout: 408,
  headers_too_large: 431,
  relay_failed: 502,
  service_unavailable: 503,
  internal_error: 503,
});

/** Core's codes as public codes. */
const FROM_CORE: Readonly<Record<InboxkitErrorCode, ApiErrorCode>> = Object.freeze({
  invalid_request: 'invalid_request',
  unauthorized: 'unauthorized',
  forbidden: 'forbidden',
  not_found: 'not_found',
  conflict: 'conflict',
  limit_exceeded: 'limit_exceeded',
  rate_limited: 'rate_limited',
  inbox_inactive: 'conflict',
  unavailable: 'service_unavailable',
  timeout: 'service_unavailable',
  closed: 'service_unavailable',
  internal: 'internal_error',
});

/** Codes whose remedy is a step in the dashboard (new key, more scopes, a bigger plan). */
const DASHBOARD_CODES: ReadonlySet<ApiErrorCode> = new Set<ApiErrorCode>(['unauthorized', 'forbidden', 'limit_exceeded']);

/** Seconds suggested to retry a request the service could not serve right now. */
export const UNAVAILABLE_RETRY_SECONDS = 1;

export interface ApiErrorOptions {
  field?: string;
  retryAfterSeconds?: number;
  /** Force `next_action: open_dashboard` on (true) or off (false); default per code. */
  nextAction?: boolean;
  cause?: unknown;
}

/** An error raised by the HTTP layer itself (body parsing, shield, budgets, idempotency). */
export class ApiError extends Error {
  readonly code: ApiErrorCode;
  readonly field: string | undefined;
  readonly retryAfterSeconds: number | undefined;
  readonly nextAction: boolean | undefined;

  constructor(code: ApiErrorCode, message: string, options: ApiErrorOptions = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'ApiError';
    this.code = code;
    this.field = options.field;
    this.retryAfterSeconds = options.retryAfterSeconds;
    this.nextAction = options.nextAction;
  }
}

/** Shorthand: a named request field is wrong (400 invalid_request). */
export function badRequest(field: string, message: string): ApiError {
  return new ApiError('invalid_request', message, { field });
}

export interface ErrorOutcome {
  status: number;
  code: ApiErrorCode;
  message: string;
  retryAfterSeconds: number | undefined;
  nextAction: boolean;
  /** Not an error a caller can act on: the caller should log it. */
  unexpected: boolean;
}

/**
 * Turns anything thrown while serving a request into the status, code and message to
 * answer with. `allowed` is the endpoint's list of error statuses from the spec; when the
 * natural status is not in it, the closest listed one is used:
 *   404 / 409 → 400 (the request cannot be served as given);
 *   503 → 429 with Retry-After (the only listed "try again later" status).
 * `serviceClosed` marks failures of a closed database as service_unavailable.
 */
export function describeError(error: unknown, allowed?: readonly number[], serviceClosed = false): ErrorOutcome {
  let code: ApiErrorCode;
  let message: string;
  let field: string | undefined;
  let retryAfterSeconds: number | undefined;
  let nextAction: boolean | undefined;
  let unexpected = false;
  if (error instanceof ApiError) {
    ({ code, message, field, retryAfterSeconds, nextAction } = error);
  } else if (error instanceof InboxkitError) {
    code = FROM_CORE[error.code] ?? 'internal_error';
    message = error.message;
    field = error.field;
    retryAfterSeconds = error.retryAfterSeconds;
    unexpected = code === 'internal_error';
  } else if (serviceClosed) {
    code = 'service_unavailable';
    message = 'the service is shutting down';
  } else {
    code = 'internal_error';
    message = 'an unexpected error occurred; it has been logged';
    unexpected = true;
  }
  if (field && !message.includes(field)) message = `${field}: ${message}`;

  let status = ERROR_STATUS[code];
  if (allowed && !allowed.includes(status)) {
    if ((status === 404 || status === 409) && allowed.includes(400)) status = 400;
    else if (status === 503 && allowed.includes(429)) status = 429;
  }
  if ((status === 429 || status === 503) && retryAfterSeconds === undefined) retryAfterSeconds = UNAVAILABLE_RETRY_SECONDS;
  if (retryAfterSeconds !== undefined) retryAfterSeconds = Math.max(1, Math.ceil(retryAfterSeconds));
  return { status, code, message, retryAfterSeconds, nextAction: nextAction ?? DASHBOARD_CODES.has(code), unexpected };
}
