import type { ActiveWebhook, DueDelivery, StorageTx } from '../storage/index.js';
import type { AttemptResult } from './delivery.js';

/**
 * Delay before each attempt, measured from the start of the previous one (the first is
 * immediate): the spec's schedule, 7 attempts in total, spanning about 31 h 21 min.
 */
export const RETRY_SCHEDULE_MS: readonly number[] = [0, 60_000, 300_000, 900_000, 3_600_000, 21_600_000, 86_400_000];
export const MAX_ATTEMPTS = RETRY_SCHEDULE_MS.length;
/** A webhook whose deliveries used every attempt this many times in a row (no 2xx between) is disabled. */
export const DISABLE_AFTER_EXHAUSTED = 5;
/** Retry-After never pushes a retry further out than the longest step of the schedule. */
const MAX_RETRY_AFTER_MS = 86_400_000;

/** A leased delivery and the attempt it is taken for. */
export interface Claimed {
  delivery: DueDelivery;
  webhook: ActiveWebhook;
  attempt: number;
  attemptId: string;
  startedAt: number;
}

/** A finished attempt, or (result null) a claimed row whose attempt never started: it goes back to the due queue. */
export interface Outcome {
  item: Claimed;
  result: AttemptResult | null;
}

/** When the attempt after a failed one is due, or null when the delivery fails for good. */
export function nextAttemptAt(attempt: number, startedAt: number, result: AttemptResult): number | null {
  if (result.statusCode === 410 || attempt >= MAX_ATTEMPTS) return null;
  let delay = RETRY_SCHEDULE_MS[attempt]!;
  if (result.retryAfterMs !== null && result.retryAfterMs > delay) delay = Math.min(result.retryAfterMs, MAX_RETRY_AFTER_MS);
  return startedAt + delay;
}

/**
 * Inside the turn's transaction: each attempt row with its outcome (delivered, a retry at the
 * next step of the schedule, or failed; a 410 or repeated exhaustion disables the webhook);
 * last_delivery_at once per webhook.
 */
export async function recordOutcomes(tx: StorageTx, outcomes: readonly Outcome[], now: number): Promise<void> {
  const deliveredAt = new Map<string, number>();
  const flushDelivered = async (webhookId: string) => {
    const at = deliveredAt.get(webhookId);
    if (at === undefined) return;
    await tx.outbox.delivered(webhookId, at);
    deliveredAt.delete(webhookId);
  };
  for (const { item, result } of outcomes) {
    const { id } = item.delivery;
    const webhookId = item.webhook.id;
    if (!result) {
      await tx.outbox.unlease(id); // claimed as stop() began: never sent
      continue;
    }
    await tx.outbox.insertAttempt({
      id: item.attemptId, delivery_id: id, attempt: item.attempt, started_at: item.startedAt,
      duration_ms: result.durationMs, status_code: result.statusCode, error: result.error,
    });
    const base = { id, attempts: item.attempt, started: item.startedAt, code: result.statusCode };
    // Each mark* applies to a pending row only: archived or disabled meanwhile, it stays cancelled.
    if (result.ok) {
      if (await tx.outbox.markDelivered({ ...base, now })) deliveredAt.set(webhookId, now);
      continue;
    }
    if (result.statusCode === 410) {
      if (await tx.outbox.markFailed({ ...base, error: `${result.error}; the target is gone, webhook disabled`, now })) {
        await disable(tx, webhookId, 'the target answered 410 Gone', now);
      }
      continue;
    }
    if (item.attempt >= MAX_ATTEMPTS) {
      if (await tx.outbox.markFailed({ ...base, error: result.error, now })) {
        await flushDelivered(webhookId); // a success earlier in this batch resets the run first
        if (await tx.outbox.exhausted(webhookId) >= DISABLE_AFTER_EXHAUSTED) {
          await disable(tx, webhookId, `${DISABLE_AFTER_EXHAUSTED} deliveries in a row failed every attempt`, now);
        }
      }
      continue;
    }
    await tx.outbox.markRetry({ ...base, error: result.error, next: nextAttemptAt(item.attempt, item.startedAt, result)! });
  }
  for (const webhookId of [...deliveredAt.keys()]) await flushDelivered(webhookId);
}

async function disable(tx: StorageTx, webhookId: string, reason: string, now: number): Promise<void> {
  if (await tx.outbox.setStatus(webhookId, 'active', 'disabled', reason, now)) {
    await tx.outbox.cancelPending(webhookId, 'webhook disabled', now);
  }
}
