export {
  createClient,
  type InboxkitClient, type ClientOptions, type FetchLike, type RetryInfo, type RequestOptions,
  type IdempotentRequestOptions, type ListRequestOptions, type ListMessagesOptions, type SearchMessagesOptions, type GetMessageOptions,
  type WaitRequestOptions,
  type DeliveriesOptions,
} from './client.js';
export { type EventStreamOptions } from './events.js';
export {
  InboxkitClientError, InboxkitApiError, InboxkitNetworkError, WaitTimeoutError, isInboxkitApiError,
  type InboxkitApiErrorInit,
} from './errors.js';
export {
  WAIT_DEFAULTS,
  type WaitTarget, type WaitOptions, type WaitForMessageOptions, type WaitForOtpOptions, type WaitForLinkOptions, type OtpMatch, type LinkMatch,
} from './wait.js';
export { parseRetryAfter, retryDelayMs, retryDecision, isRetryableStatus } from './retry.js';
export {
  checksVerdict, LINT_CODES, CHECK_PARTS, IGNORABLE_CHECKS, type ChecksVerdict, type ChecksVerdictOptions, type CheckPart,
} from './checks-verdict.js';
export { CLIENT_VERSION } from './version.js';
export * from './types/index.js';
