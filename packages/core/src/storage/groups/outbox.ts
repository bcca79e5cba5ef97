import type { OutboxPort } from '../port.js';
import type { ActiveWebhook, AttemptRow, DeliveryRow, DueDelivery, WebhookMatch, WebhookRow, WebhookStatus } from '../rows.js';
import { atomic, changed, changedAny, changes, row, rows, run, scalar, stmt, write, type GroupOf } from '../sql/ops.js';

type NewWebhook = Pick<WebhookRow, 'id' | 'account_id' | 'inbox_id' | 'label' | 'target_url' | 'signing_secret' | 'created_at'>;
type NewDelivery = Pick<DeliveryRow, 'id' | 'webhook_id' | 'account_id' | 'event_id' | 'event_type' | 'body' | 'locked_until'> & { now: number };
const ATTEMPT = ['id', 'delivery_id', 'attempt', 'started_at', 'duration_ms', 'status_code', 'error'] as const;

const S = {
  insert: stmt(`INSERT INTO webhooks (id, account_id, inbox_id, label, target_url, signing_secret, status, created_at, updated_at)
    VALUES (?, ?, ?, ?, ?, ?, 'active', ?, ?)`),
  byId: stmt('SELECT * FROM webhooks WHERE id = ?'),
  listLive: stmt(`SELECT * FROM webhooks WHERE account_id = ? AND status <> 'archived' ORDER BY seq DESC`),
  countLive: stmt(`SELECT COUNT(*) AS n FROM webhooks WHERE account_id = ? AND status <> 'archived'`),
  matching: stmt(`SELECT id, inbox_id FROM webhooks WHERE account_id = ? AND status = 'active' ORDER BY seq`),
  active: stmt(`SELECT id, target_url, signing_secret FROM webhooks WHERE status = 'active' ORDER BY seq`),
  setStatus: stmt(`UPDATE webhooks SET status = ?, disabled_reason = ?, updated_at = ?,
    consecutive_exhausted = CASE WHEN ? = 'active' THEN 0 ELSE consecutive_exhausted END,
    archived_at = CASE WHEN ? = 'archived' THEN ? ELSE archived_at END
    WHERE id = ? AND status = ?`),
  delivered: stmt('UPDATE webhooks SET last_delivery_at = ?, consecutive_exhausted = 0 WHERE id = ?'),
  exhausted: stmt('UPDATE webhooks SET consecutive_exhausted = consecutive_exhausted + 1 WHERE id = ? RETURNING consecutive_exhausted AS n'),

  insertDelivery: stmt(`INSERT INTO webhook_deliveries
    (id, webhook_id, account_id, event_id, event_type, body, status, attempts, next_attempt_at, locked_until, created_at)
    VALUES (?, ?, ?, ?, ?, ?, 'pending', 0, ?, ?, ?) ON CONFLICT DO NOTHING`),
  unlease: stmt(`UPDATE webhook_deliveries SET locked_until = NULL WHERE id = ? AND status = 'pending'`),
  delivery: stmt('SELECT * FROM webhook_deliveries WHERE id = ?'),
  deliveriesOf: stmt('SELECT * FROM webhook_deliveries WHERE webhook_id = ? ORDER BY seq DESC LIMIT ?'),
  // In a transaction on PostgreSQL the rows stay ours until it ends: two dispatchers never lease the same row.
  due: stmt(`SELECT id, webhook_id, event_id, body, attempts FROM webhook_deliveries
    WHERE webhook_id = ? AND status = 'pending' AND next_attempt_at <= ? AND (locked_until IS NULL OR locked_until <= ?)
    ORDER BY next_attempt_at, seq LIMIT ?`, { lockRows: true }),
  lease: stmt(`UPDATE webhook_deliveries SET locked_until = ? WHERE id = ? AND status = 'pending'`),
  markDelivered: stmt(`UPDATE webhook_deliveries SET status = 'delivered', attempts = ?, next_attempt_at = NULL,
    locked_until = NULL, last_attempt_at = ?, last_status_code = ?, last_error = NULL,
    delivered_at = ?, finished_at = ? WHERE id = ? AND status = 'pending'`),
  markRetry: stmt(`UPDATE webhook_deliveries SET attempts = ?, next_attempt_at = ?, locked_until = NULL,
    last_attempt_at = ?, last_status_code = ?, last_error = ? WHERE id = ? AND status = 'pending'`),
  markFailed: stmt(`UPDATE webhook_deliveries SET status = 'failed', attempts = ?, next_attempt_at = NULL,
    locked_until = NULL, last_attempt_at = ?, last_status_code = ?, last_error = ?, finished_at = ?
    WHERE id = ? AND status = 'pending'`),
  cancelPending: stmt(`UPDATE webhook_deliveries SET status = 'cancelled', next_attempt_at = NULL, locked_until = NULL,
    last_error = COALESCE(last_error || '; ', '') || ?, finished_at = ? WHERE webhook_id = ? AND status = 'pending'`),
  // The attempts of the oldest finished deliveries, then those deliveries.
  pruneAttempts: stmt(`DELETE FROM webhook_attempts WHERE delivery_id IN (SELECT id FROM webhook_deliveries
    WHERE status <> 'pending' AND finished_at < ? ORDER BY finished_at, seq LIMIT ?)`),
  pruneDeliveries: stmt(`DELETE FROM webhook_deliveries WHERE seq IN (SELECT seq FROM webhook_deliveries
    WHERE status <> 'pending' AND finished_at < ? ORDER BY finished_at, seq LIMIT ?)`),
  insertAttempt: stmt(`INSERT INTO webhook_attempts (${ATTEMPT.join(', ')}) VALUES (${ATTEMPT.map(() => '?').join(', ')})`),
  attemptsOf: stmt('SELECT * FROM webhook_attempts WHERE delivery_id = ? ORDER BY started_at, attempt'),
};

/**
 * Webhooks, their outbox of deliveries and the attempts made. Writes to the webhooks table
 * move the catalog epoch, so cached webhook lists start over.
 */
export const outbox: GroupOf<OutboxPort> = {
  *insert(r: NewWebhook) {
    yield* atomic((function* () {
      yield* run(S.insert, [r.id, r.account_id, r.inbox_id, r.label, r.target_url, r.signing_secret, r.created_at, r.created_at]);
      yield* changed();
    })());
  },
  byId: row<[string], WebhookRow>(S.byId),
  listLive: rows<[string], WebhookRow>(S.listLive),
  countLive: scalar<[string]>(S.countLive),
  matching: rows<[string], WebhookMatch>(S.matching),
  active: rows<[], ActiveWebhook>(S.active),
  *setStatus(id: string, from: WebhookStatus, status: WebhookStatus, reason: string | null, now: number) {
    return yield* atomic((function* () {
      const moved = (yield* run(S.setStatus, [status, reason, now, status, status, now, id, from])) > 0;
      if (moved) yield* changed();
      return moved;
    })());
  },
  delivered: write<[string, number]>(S.delivered, (id, at) => [at, id]),
  exhausted: scalar<[string]>(S.exhausted),
  insertDelivery: changedAny<[NewDelivery]>(S.insertDelivery,
    (r) => [r.id, r.webhook_id, r.account_id, r.event_id, r.event_type, r.body, r.now, r.locked_until, r.now]),
  unlease: write<[string]>(S.unlease),
  delivery: row<[string], DeliveryRow>(S.delivery),
  deliveriesOf: rows<[string, number], DeliveryRow>(S.deliveriesOf),
  due: rows<[string, number, number], DueDelivery>(S.due, (webhookId, now, limit) => [webhookId, now, now, limit]),
  lease: changedAny<[string, number]>(S.lease, (id, until) => [until, id]),
  markDelivered: changedAny<[{ id: string; attempts: number; started: number; code: number | null; now: number }]>(S.markDelivered,
    (v) => [v.attempts, v.started, v.code, v.now, v.now, v.id]),
  markRetry: changedAny<[{ id: string; attempts: number; started: number; next: number; code: number | null; error: string | null }]>(
    S.markRetry, (v) => [v.attempts, v.next, v.started, v.code, v.error, v.id]),
  markFailed: changedAny<[{ id: string; attempts: number; started: number; code: number | null; error: string | null; now: number }]>(
    S.markFailed, (v) => [v.attempts, v.started, v.code, v.error, v.now, v.id]),
  cancelPending: changes<[string, string, number]>(S.cancelPending, (webhookId, reason, now) => [reason, now, webhookId]),
  *pruneFinished(before: number, limit: number) {
    return yield* atomic((function* () {
      yield* run(S.pruneAttempts, [before, limit]);
      return yield* run(S.pruneDeliveries, [before, limit]);
    })());
  },
  insertAttempt: write<[AttemptRow]>(S.insertAttempt, (r) => ATTEMPT.map((c) => r[c])),
  attemptsOf: rows<[string], AttemptRow>(S.attemptsOf),
};
