import type { Db } from './connection.js';
import type { CatalogGuard } from './catalog.js';
import type {
  ActiveWebhook, AttemptRow, DeliveryRow, DueDelivery, WebhookMatch, WebhookRow, WebhookStatus,
} from '../rows.js';

/**
 * Webhooks, their outbox of deliveries and the attempts made. Writes to the webhooks table move
 * the catalog epoch, so cached webhook lists start over.
 */
export class SqliteOutbox {
  private readonly s;

  constructor(db: Db, private readonly catalog: CatalogGuard) {
    const p = (sql: string) => db.prepare(sql);
    this.s = {
      insert: p(`INSERT INTO webhooks (id, account_id, inbox_id, label, target_url, signing_secret, status, created_at, updated_at)
        VALUES (@id, @account_id, @inbox_id, @label, @target_url, @signing_secret, 'active', @created_at, @created_at)`),
      byId: p('SELECT * FROM webhooks WHERE id = ?'),
      listLive: p(`SELECT * FROM webhooks WHERE account_id = ? AND status <> 'archived' ORDER BY seq DESC`),
      countLive: p(`SELECT COUNT(*) AS n FROM webhooks WHERE account_id = ? AND status <> 'archived'`),
      matching: p(`SELECT id, inbox_id FROM webhooks WHERE account_id = ? AND status = 'active' ORDER BY seq`),
      active: p(`SELECT id, target_url, signing_secret FROM webhooks WHERE status = 'active' ORDER BY seq`),
      setStatus: p(`UPDATE webhooks SET status = @status, disabled_reason = @reason, updated_at = @now,
        consecutive_exhausted = CASE WHEN @status = 'active' THEN 0 ELSE consecutive_exhausted END,
        archived_at = CASE WHEN @status = 'archived' THEN @now ELSE archived_at END
        WHERE id = @id AND status = @from`),
      delivered: p('UPDATE webhooks SET last_delivery_at = ?, consecutive_exhausted = 0 WHERE id = ?'),
      exhausted: p('UPDATE webhooks SET consecutive_exhausted = consecutive_exhausted + 1 WHERE id = ? RETURNING consecutive_exhausted AS n'),

      insertDelivery: p(`INSERT OR IGNORE INTO webhook_deliveries
        (id, webhook_id, account_id, event_id, event_type, body, status, attempts, next_attempt_at, locked_until, created_at)
        VALUES (@id, @webhook_id, @account_id, @event_id, @event_type, @body, 'pending', 0, @now, @locked_until, @now)`),
      unlease: p(`UPDATE webhook_deliveries SET locked_until = NULL WHERE id = ? AND status = 'pending'`),
      delivery: p('SELECT * FROM webhook_deliveries WHERE id = ?'),
      deliveriesOf: p('SELECT * FROM webhook_deliveries WHERE webhook_id = ? ORDER BY seq DESC LIMIT ?'),
      due: p(`SELECT id, webhook_id, event_id, body, attempts FROM webhook_deliveries
        WHERE webhook_id = ? AND status = 'pending' AND next_attempt_at <= ? AND (locked_until IS NULL OR locked_until <= ?)
        ORDER BY next_attempt_at, seq LIMIT ?`),
      lease: p(`UPDATE webhook_deliveries SET locked_until = ? WHERE id = ? AND status = 'pending'`),
      markDelivered: p(`UPDATE webhook_deliveries SET status = 'delivered', attempts = @attempts, next_attempt_at = NULL,
        locked_until = NULL, last_attempt_at = @started, last_status_code = @code, last_error = NULL,
        delivered_at = @now, finished_at = @now WHERE id = @id AND status = 'pending'`),
      markRetry: p(`UPDATE webhook_deliveries SET attempts = @attempts, next_attempt_at = @next, locked_until = NULL,
        last_attempt_at = @started, last_status_code = @code, last_error = @error WHERE id = @id AND status = 'pending'`),
      markFailed: p(`UPDATE webhook_deliveries SET status = 'failed', attempts = @attempts, next_attempt_at = NULL,
        locked_until = NULL, last_attempt_at = @started, last_status_code = @code, last_error = @error, finished_at = @now
        WHERE id = @id AND status = 'pending'`),
      cancelPending: p(`UPDATE webhook_deliveries SET status = 'cancelled', next_attempt_at = NULL, locked_until = NULL,
        last_error = COALESCE(last_error || '; ', '') || @reason, finished_at = @now WHERE webhook_id = @webhook_id AND status = 'pending'`),
      pruneAttempts: p(`DELETE FROM webhook_attempts WHERE delivery_id IN (SELECT id FROM webhook_deliveries
        WHERE status <> 'pending' AND finished_at < ? ORDER BY finished_at, seq LIMIT ?)`),
      pruneDeliveries: p(`DELETE FROM webhook_deliveries WHERE seq IN (SELECT seq FROM webhook_deliveries
        WHERE status <> 'pending' AND finished_at < ? ORDER BY finished_at, seq LIMIT ?)`),

      insertAttempt: p(`INSERT INTO webhook_attempts (id, delivery_id, attempt, started_at, duration_ms, status_code, error)
        VALUES (@id, @delivery_id, @attempt, @started_at, @duration_ms, @status_code, @error)`),
      attemptsOf: p('SELECT * FROM webhook_attempts WHERE delivery_id = ? ORDER BY started_at, attempt'),
    };
  }

  insert(row: Pick<WebhookRow, 'id' | 'account_id' | 'inbox_id' | 'label' | 'target_url' | 'signing_secret' | 'created_at'>): void {
    this.s.insert.run(row);
    this.catalog.changed();
  }
  byId(id: string): WebhookRow | null {
    return (this.s.byId.get(id) as WebhookRow | undefined) ?? null;
  }
  listLive(accountId: string): WebhookRow[] {
    return this.s.listLive.all(accountId) as WebhookRow[];
  }
  countLive(accountId: string): number {
    return (this.s.countLive.get(accountId) as { n: number }).n;
  }
  /** The account's active webhooks (id and inbox scope), in creation order. */
  matching(accountId: string): WebhookMatch[] {
    return this.s.matching.all(accountId) as WebhookMatch[];
  }
  /** Every active webhook, in creation order. */
  active(): ActiveWebhook[] {
    return this.s.active.all() as ActiveWebhook[];
  }
  /** Moves a webhook from one status to another; false if it was not in `from`. */
  setStatus(id: string, from: WebhookStatus, status: WebhookStatus, reason: string | null, now: number): boolean {
    const changed = this.s.setStatus.run({ id, from, status, reason, now }).changes > 0;
    if (changed) this.catalog.changed();
    return changed;
  }
  delivered(id: string, at: number): void {
    this.s.delivered.run(at, id);
  }
  /** Counts one more delivery that used every attempt; returns the run since the last success. */
  exhausted(id: string): number {
    return (this.s.exhausted.get(id) as { n: number } | undefined)?.n ?? 0;
  }

  /** A new outbox row, due now; `locked_until` set when the dispatcher takes it at once. False if the (webhook, event) pair existed. */
  insertDelivery(row: Pick<DeliveryRow, 'id' | 'webhook_id' | 'account_id' | 'event_id' | 'event_type' | 'body' | 'locked_until'> & { now: number }): boolean {
    return this.s.insertDelivery.run(row).changes > 0;
  }
  /** Gives a leased row back to the due queue (an attempt that will not start). */
  unlease(id: string): void {
    this.s.unlease.run(id);
  }
  delivery(id: string): DeliveryRow | null {
    return (this.s.delivery.get(id) as DeliveryRow | undefined) ?? null;
  }
  deliveriesOf(webhookId: string, limit: number): DeliveryRow[] {
    return this.s.deliveriesOf.all(webhookId, limit) as DeliveryRow[];
  }
  due(webhookId: string, now: number, limit: number): DueDelivery[] {
    return this.s.due.all(webhookId, now, now, limit) as DueDelivery[];
  }
  lease(id: string, until: number): boolean {
    return this.s.lease.run(until, id).changes > 0;
  }
  /** The mark* updates apply to a pending row only; false when it was cancelled (or finished) meanwhile. */
  markDelivered(v: { id: string; attempts: number; started: number; code: number | null; now: number }): boolean {
    return this.s.markDelivered.run(v).changes > 0;
  }
  markRetry(v: { id: string; attempts: number; started: number; next: number; code: number | null; error: string | null }): boolean {
    return this.s.markRetry.run(v).changes > 0;
  }
  markFailed(v: { id: string; attempts: number; started: number; code: number | null; error: string | null; now: number }): boolean {
    return this.s.markFailed.run(v).changes > 0;
  }
  cancelPending(webhookId: string, reason: string, now: number): number {
    return this.s.cancelPending.run({ webhook_id: webhookId, reason, now }).changes;
  }
  /** Deletes up to `limit` finished deliveries (and their attempts) that finished before `before`. */
  pruneFinished(before: number, limit: number): number {
    this.s.pruneAttempts.run(before, limit);
    return this.s.pruneDeliveries.run(before, limit).changes;
  }

  /** One finished HTTP attempt, written together with its outcome. */
  insertAttempt(row: AttemptRow): void {
    this.s.insertAttempt.run(row);
  }
  attemptsOf(deliveryId: string): AttemptRow[] {
    return this.s.attemptsOf.all(deliveryId) as AttemptRow[];
  }
}
