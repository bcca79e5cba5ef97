import { DEFAULTS } from './service.js';
import { MAX_PAGE_SIZE } from './inboxes/validate.js';
import { DEFAULT_PAGE_SIZE } from './inboxes/inboxes.js';
import { MAX_WEBHOOKS_PER_ACCOUNT, WEBHOOK_DEFAULTS } from './webhooks/index.js';
import { DISABLE_AFTER_EXHAUSTED, FINISHED_RETENTION_MS, RETRY_SCHEDULE_MS } from './webhooks/dispatcher.js';
import { ANALYSIS_DEFAULTS } from './analysis/queue.js';
import { DEFAULT_MAX_BACKLOG } from './events/stream.js';
import { SEARCH_LIMITS } from './messages/filters.js';

/**
 * Core's limits and defaults in one place, read by the daemon's generated limits table
 * (docs/daemon.md) so the documentation states what the code enforces.
 */
export const LIMITS = Object.freeze({
  pageSize: { default: DEFAULT_PAGE_SIZE, max: MAX_PAGE_SIZE },
  /** Bounds of the message listings' text filters (q, from, subject). */
  search: SEARCH_LIMITS,
  idempotencyRetentionMs: DEFAULTS.idempotencyRetentionMs,
  maintenanceIntervalMs: DEFAULTS.maintenanceIntervalMs,
  eventLogRetentionMs: DEFAULTS.eventLogRetentionMs,
  eventStreamBacklog: DEFAULT_MAX_BACKLOG,
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
