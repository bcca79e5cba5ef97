import type { Storage } from '../storage/index.js';
import type { Clock } from '../clock.js';
import { purgeEndedRequestCounts } from '../request-counts/request-counts.js';

export interface MaintenanceReport {
  expiredInboxes: number;
  purgedMessages: number;
  purgedIdempotencyRecords: number;
  purgedEvents: number;
  /** Request-count windows that ended (see request-counts/). */
  purgedRequestCounts: number;
}

/** How long what maintenance purges is kept. */
export interface Retention {
  idempotencyRetentionMs: number;
  eventLogRetentionMs: number;
}

/** How often the service runs maintenance when it names no interval. */
export const DEFAULT_MAINTENANCE_INTERVAL_MS = 60_000;

/** What a round that did nothing reports (another node ran it). */
export const emptyReport = (): MaintenanceReport => ({
  expiredInboxes: 0, purgedMessages: 0, purgedIdempotencyRecords: 0, purgedEvents: 0, purgedRequestCounts: 0,
});

const PURGE_BATCH = 500;
const DAY_MS = 86_400_000;

/** Yields to the event loop so SMTP and HTTP work interleaves with a long purge. */
const yieldToLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Expires temporary inboxes past expires_at, deletes messages older than their account's
 * retention, idempotency records and events older than their windows and request counts of
 * windows that ended, in small transactions so ingest
 * never waits long for the lock.
 */
export async function runMaintenance(storage: Storage, clock: Clock, retention: Retention): Promise<MaintenanceReport> {
  const now = clock();
  const report = emptyReport();
  report.expiredInboxes = await storage.inboxes.expireDue(now);
  for (const account of await storage.accounts.all()) {
    const cutoff = now - account.entitlements.message_retention_days * DAY_MS;
    for (;;) {
      const n = await storage.messages.purgeOlderThan(account.id, cutoff, PURGE_BATCH);
      report.purgedMessages += n;
      if (n < PURGE_BATCH) break;
      await yieldToLoop();
    }
  }
  report.purgedIdempotencyRecords = await storage.idempotency.purgeOlderThan(now - retention.idempotencyRetentionMs);
  report.purgedRequestCounts = await purgeEndedRequestCounts(storage, now);
  for (;;) {
    const n = await storage.eventLog.purgeOlderThan(now - retention.eventLogRetentionMs, PURGE_BATCH);
    report.purgedEvents += n;
    if (n < PURGE_BATCH) break;
    await yieldToLoop();
  }
  return report;
}
