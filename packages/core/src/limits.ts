import { DEFAULT_IDEMPOTENCY_RETENTION_MS } from './idempotency/idempotency.js';
import { DEFAULT_MAINTENANCE_INTERVAL_MS } from './maintenance/maintenance.js';
import { DEFAULT_EVENT_LOG_RETENTION_MS } from './events/log.js';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from './validate.js';
import { MAX_WEBHOOKS_PER_ACCOUNT, WEBHOOK_DEFAULTS } from './webhooks/index.js';
import { DISABLE_AFTER_EXHAUSTED, FINISHED_RETENTION_MS, RETRY_SCHEDULE_MS } from './webhooks/dispatcher.js';
import { ANALYSIS_DEFAULTS } from './analysis/queue.js';
import { EVENT_STREAM_DEFAULTS } from './events/stream-budget.js';
import { SEARCH_LIMITS } from './messages/filters.js';
import { MAX_KEY_INBOXES } from './auth/api-keys.js';
import { SMTP_FAULT_LIMITS } from './smtp-faults/index.js';

/**
 * Core's limits and defaults in one place, read by the daemon's generated limits table
 * (docs/daemon.md) so the documentation states what the code enforces.
 */
export const LIMITS = Object.freeze({
  pageSize: { default: DEFAULT_PAGE_SIZE, max: MAX_PAGE_SIZE },
  /** Bounds of the message listings' text filters (q, from, subject). */
  search: SEARCH_LIMITS,
  idempotencyRetentionMs: DEFAULT_IDEMPOTENCY_RETENTION_MS,
  maintenanceIntervalMs: DEFAULT_MAINTENANCE_INTERVAL_MS,
  eventLogRetentionMs: DEFAULT_EVENT_LOG_RETENTION_MS,
  /** Inboxes a key may be limited to when it is created (`inbox_ids`). */
  keyInboxes: MAX_KEY_INBOXES,
  /** SMTP fault rules: per inbox, a delay's wait, a greylist window, a reply's text. */
  smtpFaults: SMTP_FAULT_LIMITS,
  /** Bytes event streams may hold for readers behind: per stream, all together. */
  eventStreams: { maxStreamBytes: EVENT_STREAM_DEFAULTS.maxStreamBytes, maxTotalBytes: EVENT_STREAM_DEFAULTS.maxTotalBytes },
  webhooks: {
    perAccount: MAX_WEBHOOKS_PER_ACCOUNT,
    concurrency: WEBHOOK_DEFAULTS.concurrency,
    perWebhookConcurrency: WEBHOOK_DEFAULTS.perWebhookConcurrency,
    attemptTimeoutMs: WEBHOOK_DEFAULTS.attemptTimeoutMs,
    retryScheduleMs: RETRY_SCHEDULE_MS,
    disableAfterExhausted: DISABLE_AFTER_EXHAUSTED,
    finishedRetentionMs: FINISHED_RETENTION_MS,
  },
  analysis: {
    concurrency: ANALYSIS_DEFAULTS.concurrency,
    maxAttempts: ANALYSIS_DEFAULTS.maxAttempts,
    retryDelaysMs: ANALYSIS_DEFAULTS.retryDelaysMs,
    attemptTimeoutMs: ANALYSIS_DEFAULTS.attemptTimeoutMs,
  },
});
