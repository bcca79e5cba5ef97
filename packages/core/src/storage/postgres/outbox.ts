import type { OutboxPort } from '../port.js';
import type { ActiveWebhook, AttemptRow, DeliveryRow, DueDelivery, WebhookMatch, WebhookRow, WebhookStatus } from '../rows.js';
import type { PgContext } from './connection.js';
import type { PgShared } from './shared.js';
import { sql } from './sql.js';

const DUE = `SELECT id, webhook_id, event_id, body, attempts FROM webhook_deliveries
  WHERE webhook_id = $1 AND status = 'pending' AND next_attempt_at <= $2 AND (locked_until IS NULL OR locked_until <= $2)
  ORDER BY next_attempt_at, seq LIMIT $3`;
const Q = {
  insert: sql(`INSERT INTO webhooks (id, account_id, inbox_id, label, target_url, signing_secret, status, created_at, updated_at)
    VALUES ($1, $2, $3, $4, $5, $6, 'active', $7, $7)`),
  byId: sql('SELECT * FROM webhooks WHERE id = $1'),
  listLive: sql(`SELECT * FROM webhooks WHERE account_id = $1 AND status <> 'archived' ORDER BY seq DESC`),
  countLive: sql(`SELECT COUNT(*) AS n FROM webhooks WHERE account_id = $1 AND status <> 'archived'`),
  matching: sql(`SELECT id, inbox_id FROM webhooks WHERE account_id = $1 AND status = 'active' ORDER BY seq`),
  active: sql(`SELECT id, target_url, signing_secret FROM webhooks WHERE status = 'active' ORDER BY seq`),
  setStatus: sql(`UPDATE webhooks SET status = $3, disabled_reason = $4, updated_at = $5,
    consecutive_exhausted = CASE WHEN $3 = 'active' THEN 0 ELSE consecutive_exhausted END,
    archived_at = CASE WHEN $3 = 'archived' THEN $5 ELSE archived_at END
    WHERE id = $1 AND status = $2`),
  delivered: sql('UPDATE webhooks SET last_delivery_at = $1, consecutive_exhausted = 0 WHERE id = $2'),
  exhausted: sql('UPDATE webhooks SET consecutive_exhausted = consecutive_exhausted + 1 WHERE id = $1 RETURNING consecutive_exhausted AS n'),

  insertDelivery: sql(`INSERT INTO webhook_deliveries
    (id, webhook_id, account_id, event_id, event_type, body, status, attempts, next_attempt_at, locked_until, created_at)
    VALUES ($1, $2, $3, $4, $5, $6, 'pending', 0, $7, $8, $7) ON CONFLICT DO NOTHING`),
  unlease: sql(`UPDATE webhook_deliveries SET locked_until = NULL WHERE id = $1 AND status = 'pending'`),
  delivery: sql('SELECT * FROM webhook_deliveries WHERE id = $1'),
  deliveriesOf: sql('SELECT * FROM webhook_deliveries WHERE webhook_id = $1 ORDER BY seq DESC LIMIT $2'),
  due: sql(DUE),
  // In a transaction: the rows stay ours until it ends, and another node's turn passes over them.
  dueLocked: sql(`${DUE} FOR UPDATE SKIP LOCKED`),
  lease: sql(`UPDATE webhook_deliveries SET locked_until = $1 WHERE id = $2 AND status = 'pending'`),
  markDelivered: sql(`UPDATE webhook_deliveries SET status = 'delivered', attempts = $2, next_attempt_at = NULL,
    locked_until = NULL, last_attempt_at = $3, last_status_code = $4, last_error = NULL,
    delivered_at = $5, finished_at = $5 WHERE id = $1 AND status = 'pending'`),
  markRetry: sql(`UPDATE webhook_deliveries SET attempts = $2, next_attempt_at = $3, locked_until = NULL,
    last_attempt_at = $4, last_status_code = $5, last_error = $6 WHERE id = $1 AND status = 'pending'`),
  markFailed: sql(`UPDATE webhook_deliveries SET status = 'failed', attempts = $2, next_attempt_at = NULL,
    locked_until = NULL, last_attempt_at = $3, last_status_code = $4, last_error = $5, finished_at = $6
    WHERE id = $1 AND status = 'pending'`),
  cancelPending: sql(`UPDATE webhook_deliveries SET status = 'cancelled', next_attempt_at = NULL, locked_until = NULL,
    last_error = COALESCE(last_error || '; ', '') || $2, finished_at = $3 WHERE webhook_id = $1 AND status = 'pending'`),
  // One statement: the attempts of the oldest finished deliveries, then those deliveries.
  prune: sql(`WITH gone AS (SELECT seq, id FROM webhook_deliveries WHERE status <> 'pending' AND finished_at < $1
      ORDER BY finished_at, seq LIMIT $2),
    attempts AS (DELETE FROM webhook_attempts WHERE delivery_id IN (SELECT id FROM gone))
    DELETE FROM webhook_deliveries WHERE seq IN (SELECT seq FROM gone)`),
  insertAttempt: sql(`INSERT INTO webhook_attempts (id, delivery_id, attempt, started_at, duration_ms, status_code, error)
    VALUES ($1, $2, $3, $4, $5, $6, $7)`),
  attemptsOf: sql('SELECT * FROM webhook_attempts WHERE delivery_id = $1 ORDER BY started_at, attempt'),
};

/**
 * Webhooks, their outbox of deliveries and the attempts made, on PostgreSQL. Writes to the
 * webhooks table move the catalog epoch; due deliveries are taken with FOR UPDATE SKIP LOCKED
 * inside a transaction, so two dispatchers on one database never lease the same row.
 */
export class PgOutbox implements OutboxPort {
  constructor(private readonly c: PgContext, private readonly s: PgShared) {}

  insert(row: Pick<WebhookRow, 'id' | 'account_id' | 'inbox_id' | 'label' | 'target_url' | 'signing_secret' | 'created_at'>): Promise<void> {
    return this.c.atomic(async (c) => {
      await c.query(Q.insert, [row.id, row.account_id, row.inbox_id, row.label, row.target_url, row.signing_secret, row.created_at]);
      await this.s.catalog.changed(c.tx!);
    });
  }
  async byId(id: string): Promise<WebhookRow | null> {
    return (await this.c.query<WebhookRow>(Q.byId, [id])).rows[0] ?? null;
  }
  async listLive(accountId: string): Promise<WebhookRow[]> {
    return (await this.c.query<WebhookRow>(Q.listLive, [accountId])).rows;
  }
  async countLive(accountId: string): Promise<number> {
    return (await this.c.query<{ n: number }>(Q.countLive, [accountId])).rows[0]!.n;
  }
  async matching(accountId: string): Promise<WebhookMatch[]> {
    return (await this.c.query<WebhookMatch>(Q.matching, [accountId])).rows;
  }
  async active(): Promise<ActiveWebhook[]> {
    return (await this.c.query<ActiveWebhook>(Q.active)).rows;
  }
  setStatus(id: string, from: WebhookStatus, status: WebhookStatus, reason: string | null, now: number): Promise<boolean> {
    return this.c.atomic(async (c) => {
      const changed = (await c.query(Q.setStatus, [id, from, status, reason, now])).rowCount > 0;
      if (changed) await this.s.catalog.changed(c.tx!);
      return changed;
    });
  }
  async delivered(id: string, at: number): Promise<void> {
    await this.c.query(Q.delivered, [at, id]);
  }
  async exhausted(id: string): Promise<number> {
    return (await this.c.query<{ n: number }>(Q.exhausted, [id])).rows[0]?.n ?? 0;
  }

  async insertDelivery(row: Pick<DeliveryRow, 'id' | 'webhook_id' | 'account_id' | 'event_id' | 'event_type' | 'body' | 'locked_until'> & { now: number }): Promise<boolean> {
    return (await this.c.query(Q.insertDelivery, [row.id, row.webhook_id, row.account_id, row.event_id, row.event_type, row.body,
      row.now, row.locked_until])).rowCount > 0;
  }
  async unlease(id: string): Promise<void> {
    await this.c.query(Q.unlease, [id]);
  }
  async delivery(id: string): Promise<DeliveryRow | null> {
    return (await this.c.query<DeliveryRow>(Q.delivery, [id])).rows[0] ?? null;
  }
  async deliveriesOf(webhookId: string, limit: number): Promise<DeliveryRow[]> {
    return (await this.c.query<DeliveryRow>(Q.deliveriesOf, [webhookId, limit])).rows;
  }
  async due(webhookId: string, now: number, limit: number): Promise<DueDelivery[]> {
    return (await this.c.query<DueDelivery>(this.c.tx ? Q.dueLocked : Q.due, [webhookId, now, limit])).rows;
  }
  async lease(id: string, until: number): Promise<boolean> {
    return (await this.c.query(Q.lease, [until, id])).rowCount > 0;
  }
  async markDelivered(v: { id: string; attempts: number; started: number; code: number | null; now: number }): Promise<boolean> {
    return (await this.c.query(Q.markDelivered, [v.id, v.attempts, v.started, v.code, v.now])).rowCount > 0;
  }
  async markRetry(v: { id: string; attempts: number; started: number; next: number; code: number | null; error: string | null }): Promise<boolean> {
    return (await this.c.query(Q.markRetry, [v.id, v.attempts, v.next, v.started, v.code, v.error])).rowCount > 0;
  }
  async markFailed(v: { id: string; attempts: number; started: number; code: number | null; error: string | null; now: number }): Promise<boolean> {
    return (await this.c.query(Q.markFailed, [v.id, v.attempts, v.started, v.code, v.error, v.now])).rowCount > 0;
  }
  async cancelPending(webhookId: string, reason: string, now: number): Promise<number> {
    return (await this.c.query(Q.cancelPending, [webhookId, reason, now])).rowCount;
  }
  async pruneFinished(before: number, limit: number): Promise<number> {
    return (await this.c.query(Q.prune, [before, limit])).rowCount;
  }
  async insertAttempt(row: AttemptRow): Promise<void> {
    await this.c.query(Q.insertAttempt, [row.id, row.delivery_id, row.attempt, row.started_at, row.duration_ms, row.status_code, row.error]);
  }
  async attemptsOf(deliveryId: string): Promise<AttemptRow[]> {
    return (await this.c.query<AttemptRow>(Q.attemptsOf, [deliveryId])).rows;
  }
}
