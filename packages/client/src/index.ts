export {
  createClient,
  type InboxkitClient, type ClientOptions, type FetchLike, type RetryInfo, type RequestOptions,
  type IdempotentRequestOptions, type ListRequestOptions, type SearchMessagesOptions, type GetMessageOptions,
  type DeliveriesOptions,
} from './client.js';
export {
  InboxkitClientError, InboxkitApiError, InboxkitNetworkError, WaitTimeoutError, isInboxkitApiError,
  type InboxkitApiErrorInit,
} from './errors.js';
export {
  WAIT_DEFAULTS,
  type WaitTarget, type WaitOptions, type WaitForMessageSummaryOptions, type WaitForMessageDetailOptions,
  type WaitForOtpOptions, type WaitForLinkOptions, type OtpMatch, type LinkMatch,
} from './wait.js';
export { parseRetryAfter, retryDelayMs, retryDecision, isRetryableStatus } from './retry.js';
export { CLIENT_VERSION } from './version.js';
export * from './types.js';
