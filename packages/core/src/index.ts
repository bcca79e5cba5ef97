/**
 * @inboxkit/core: the whole inbox service in-process. This root export is what an in-process
 * user and the daemon need; everything else is private to the package.
 */
export { LIMITS } from './limits.js';
export {
  createInboxService, DEFAULTS,
  type InboxService, type InboxServiceOptions, type AccountScope, type BackgroundControl, type QueueDepths,
} from './service.js';
export { InboxkitError, isInboxkitError, invalid, type InboxkitErrorCode } from './errors.js';
export * from './types.js';
export { systemClock, sequentialIds, type Clock, type IdGenerator } from './clock.js';
export type { EmailEvent, EmailEventType, InboxEvents, EventContext, InboxEventEmitter } from './events/events.js';
export type { Envelope, IngestResult, StoredMessageRef } from './ingest/pipeline.js';
export type { RouteDecision, RejectReason } from './ingest/route.js';
export { extract } from './extract/index.js';
export { assessSafety, visibleText, stripInvisible, type SafetyInput } from './safety/index.js';
export type { ExtractInput, ExtractResult } from './extract/types.js';
export { parseScopes, isWellFormedKey, type Authenticated, type CreateApiKeyInput } from './auth/api-keys.js';
export { slugify, type AccountUsage, type CreateAccountInput } from './accounts/accounts.js';
export type { StoredAccount } from './storage/index.js';
export { validateCreateInbox, type CreateInboxInput } from './inboxes/validate.js';
export type { InboxPage } from './inboxes/inboxes.js';
export type { ListOptions } from './validate.js';
export { parseContentMode, type SearchOptions, type MessageListOptions } from './messages/messages.js';
export { MESSAGE_FILTERS, type MessageFilters } from './messages/filters.js';
export type { WaitForMessageOptions } from './messages/wait.js';
export type { WaitRequirement } from './messages/require.js';
export type { EventStreamOptions } from './events/stream.js';
export { EVENT_STREAM_DEFAULTS, type EventStreamLimits, type EventStreamStats } from './events/stream-budget.js';
export type { ContentConversion, ConversionOptions } from './content/convert.js';
export type { ReindexOptions, SearchReindex } from './ingest/reindex.js';
export type { MaintenanceReport } from './maintenance/maintenance.js';
export type { IdempotentRequest } from './idempotency/idempotency.js';
export type { RequestCounts, RequestCountWindow } from './request-counts/request-counts.js';
export {
  signWebhook, verifyWebhook, type VerifyWebhookOptions,
  type Webhook, type WebhookDelivery, type WebhookAttempt, type WebhookTestEvent, type WebhookOptions, type CreateWebhookInput,
  type FailedAttempt, type DeliveredAttempt, outboundHostRefusal, outboundLookup,
} from './webhooks/index.js';
export type { WebhookStatus, DeliveryStatus } from './storage/index.js';
export {
  createOpenAiAnalyzer, createBuiltinAnalyzer,
  type Analyzer, type AnalyzerInput, type AnalysisFields, type AnalysisOptions, type OpenAiAnalyzerOptions,
} from './analysis/index.js';
export { parseDnsServer, parseSpamdAddress, CHECKS_DEFAULTS, type ChecksOptions, type MailEnvelope } from './checks/index.js';
export type * from './checks/types.js';
export { resolveSigninPolicy, type DashboardSessions, type Signin, type SigninOptions, type SigninPolicy, type SigninPolicyOptions } from './signin/index.js';
export type * from './signin/types.js';
export type {
  SmtpFaultStage, SmtpFaultAction, SmtpFaultRule, SmtpFaultRuleInput, SmtpFaults, SmtpFaultsApi, SmtpFaultQuery, SmtpFaultHit, SmtpFaultOutcome,
  SmtpFaultListener,
} from './smtp-faults/index.js';
