import type { OutboxPort } from '../port.js';
import { atomic, catalogWrite, changedAny, changes, insertInto, row, rows, run, scalar, stmt, write, type GroupOf } from '../sql/ops.js';

const ATTEMPT = ['id', 'delivery_id', 'attempt', 'started_at', 'duration_ms', 'status_code', 'error'] as const;

const S = {
  insert: stmt(`INSERT INTO webhooks (id, account_id, inbox_id, label, target_url, signing_secret, status, created_at, updated_at)
    VALUES (?, ?, ?, ?, ?, ?, 'active', ?, ?)`),
  byId: stmt('SELECT * FROM webhooks WHERE id = ?'),
  listLive: stmt(`SELECT * FROM webhooks WHERE account_id = ? AND status <> 'archived' ORDER BY seq DESC`),
  countLive: stmt(`SELECT COUNT(*) AS n FROM webhooks WHERE account_id = ? AND status <> 'archived'`),
  // Served by the partial index of pending rows (webhook_deliveries_due), never the finished ones.
  countPending: stmt(`SELECT COUNT(*) AS n FROM webhook_deliveries WHERE status = 'pending'`),
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
  insertAttempt: stmt(insertInto('webhook_attempts', ATTEMPT)),
  attemptsOf: stmt('SELECT * FROM webhook_attempts WHERE delivery_id = ? ORDER BY started_at, attempt'),
};

/**
 * Webhooks, their outbox of deliveries and the attempts made. Writes to the webhooks table
 * move the catalog epoch, so cached webhook lists start over.
 */
export const outbox: GroupOf<OutboxPort> = {
  *insert(r) {
    yield* catalogWrite(S.insert, [r.id, r.account_id, r.inbox_id, r.label, r.target_url, r.signing_secret, r.created_at, r.created_at]);
  },
  byId: row(S.byId),
  listLive: rows(S.listLive),
  countLive: scalar(S.countLive),
  countPending: scalar(S.countPending),
  matching: rows(S.matching),
  active: rows(S.active),
  *setStatus(id, from, status, reason, now) {
    return (yield* catalogWrite(S.setStatus, [status, reason, now, status, status, now, id, from])) > 0;
  },
  delivered: write(S.delivered, (id, at) => [at, id]),
  exhausted: scalar(S.exhausted),
  insertDelivery: changedAny(S.insertDelivery, (r) => [r.id, r.webhook_id, r.account_id, r.event_id, r.event_type, r.body, r.now, r.locked_until, r.now]),
  unlease: write(S.unlease),
  delivery: row(S.delivery),
  deliveriesOf: rows(S.deliveriesOf),
  due: rows(S.due, (webhookId, now, limit) => [webhookId, now, now, limit]),
  lease: changedAny(S.lease, (id, until) => [until, id]),
  markDelivered: changedAny(S.markDelivered, (v) => [v.attempts, v.started, v.code, v.now, v.now, v.id]),
  markRetry: changedAny(S.markRetry, (v) => [v.attempts, v.next, v.started, v.code, v.error, v.id]),
  markFailed: changedAny(S.markFailed, (v) => [v.attempts, v.started, v.code, v.error, v.now, v.id]),
  cancelPending: changes(S.cancelPending, (webhookId, reason, now) => [reason, now, webhookId]),
  *pruneFinished(before, limit) {
    return yield* atomic((function* () {
      yield* run(S.pruneAttempts, [before, limit]);
      return yield* run(S.pruneDeliveries, [before, limit]);
    })());
  },
  insertAttempt: write(S.insertAttempt, (r) => ATTEMPT.map((c) => r[c])),
  attemptsOf: rows(S.attemptsOf),
};
