import type { Storage } from '../storage/index.js';
import type { Clock } from '../clock.js';

export interface MaintenanceReport {
  expiredInboxes: number;
  purgedMessages: number;
  purgedIdempotencyRecords: number;
}

const PURGE_BATCH = 500;
const DAY_MS = 86_400_000;

/** Yields to the event loop so SMTP and HTTP work interleaves with a long purge. */
const yieldToLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Expires temporary inboxes past expires_at and deletes messages older than their
 * account's retention, in small transactions so ingest never waits long for the lock.
 */
export async function runMaintenance(storage: Storage, clock: Clock, idempotencyRetentionMs: number): Promise<MaintenanceReport> {
  const now = clock();
  const report: MaintenanceReport = { expiredInboxes: 0, purgedMessages: 0, purgedIdempotencyRecords: 0 };
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
  report.purgedIdempotencyRecords = await storage.idempotency.purgeOlderThan(now - idempotencyRetentionMs);
  return report;
}
