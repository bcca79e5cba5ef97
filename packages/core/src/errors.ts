/**
 * The one error class of Inboxkit. Every failure a caller can act on carries a code from
 * this union; the daemon maps codes to HTTP statuses in exactly one place (http/errors.ts).
 */
export type InboxkitErrorCode =
  | 'invalid_request' // a field is missing, malformed or out of bounds (names the field)
  | 'unauthorized' // no key, unknown key, revoked or expired key
  | 'forbidden' // the key lacks the scope or the account the permission
  | 'not_found' // unknown id, or an id owned by another account
  | 'conflict' // idempotency key reuse with another body, challenge already used, duplicate claim
  | 'limit_exceeded' // an entitlement is spent (active inboxes, monthly messages)
  | 'rate_limited' // per-IP shield or account request budget
  | 'inbox_inactive' // the inbox expired or was deleted
  | 'unavailable' // a dependency is not configured or is shutting down
  | 'timeout' // waitForMessage gave up
  | 'closed' // the service was closed
  | 'internal';

export interface InboxkitErrorOptions {
  /** The request or option field the error is about. */
  field?: string;
  /** For rate_limited: seconds until a retry can succeed. */
  retryAfterSeconds?: number;
  cause?: unknown;
}

export class InboxkitError extends Error {
  readonly code: InboxkitErrorCode;
  readonly field: string | undefined;
  readonly retryAfterSeconds: number | undefined;

  constructor(code: InboxkitErrorCode, message: string, options: InboxkitErrorOptions = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'InboxkitError';
    this.code = code;
    this.field = options.field;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

export function isInboxkitError(value: unknown, code?: InboxkitErrorCode): value is InboxkitError {
  return value instanceof InboxkitError && (code === undefined || value.code === code);
}

/** Shorthand for the most common failure: a named field is wrong. */
export function invalid(field: string, message: string): InboxkitError {
  return new InboxkitError('invalid_request', message, { field });
}
