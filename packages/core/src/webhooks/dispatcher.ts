import type { Clock, IdGenerator } from '../clock.js';
import type { Store } from '../store/index.js';
import { sendAttempt, type AttemptResult, type Resolver } from './delivery.js';
import {
  HEADER_DELIVERY_ID, HEADER_EVENT_ID, HEADER_SIGNATURE, HEADER_SIGNATURE_COMPAT, HEADER_TIMESTAMP, signWebhook,
} from './signature.js';
import type { ActiveWebhook, DueDelivery, WebhooksTable } from './table.js';

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
/** Finished deliveries (delivered, failed, cancelled) are kept this long for inspection. */
export const FINISHED_RETENTION_MS = 7 * 86_400_000;
const PRUNE_EVERY_MS = 3_600_000;
const PRUNE_BATCH = 500;
const PRUNE_BATCHES_PER_TICK = 10;
/** A lease outlives the attempt it covers by this much; after it, a dead process's attempt is retried. */
const LEASE_GRACE_MS = 30_000;

export const USER_AGENT = 'Inboxkit-Webhooks/1';

export interface DispatcherConfig {
  store: Store;
  table: WebhooksTable;
  clock: Clock;
  ids: IdGenerator;
  allowPrivate: boolean;
  concurrency: number;
  perWebhookConcurrency: number;
  attemptTimeoutMs: number;
  pollIntervalMs: number;
  resolve: Resolver;
}

interface Claimed {
  delivery: DueDelivery;
  webhook: ActiveWebhook;
  attempt: number;
  attemptId: string;
  startedAt: number;
}

/**
 * Claims due outbox rows with a lease (so a crashed process's attempts come back once the
 * lease runs out), sends them with bounded global and per-webhook concurrency, and records
 * each outcome: delivered, a retry at the next step of the schedule, or failed.
 */
export class Dispatcher {
  private readonly inFlight = new Map<string, Promise<void>>();
  private readonly perWebhook = new Map<string, number>();
  private rotation = 0;
  private running = false;
  private stopped = false;
  private kickScheduled = false;
  private timer: NodeJS.Timeout | null = null;
  private lastPrune = Number.NEGATIVE_INFINITY;

  constructor(private readonly c: DispatcherConfig) {}

  start(): void {
    if (this.running) return;
    this.running = true;
    this.stopped = false;
    this.timer = setInterval(() => this.tick(), this.c.pollIntervalMs);
    this.timer.unref();
    this.kick();
  }

  async stop(): Promise<void> {
    this.running = false;
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await Promise.allSettled([...this.inFlight.values()]);
  }

  /** Looks for due work soon (after the current transaction has committed). */
  kick(): void {
    if (!this.running || this.kickScheduled) return;
    this.kickScheduled = true;
    setImmediate(() => {
      this.kickScheduled = false;
      this.pump(this.c.clock());
    });
  }

  /** Runs every attempt due at clock() now; resolves when all of them have finished. */
  async runDue(): Promise<number> {
    if (this.stopped) return 0;
    const now = this.c.clock();
    let count = 0;
    for (;;) {
      count += this.pump(now);
      if (this.inFlight.size === 0) break;
      await Promise.race(this.inFlight.values());
    }
    return count;
  }

  private tick(): void {
    if (!this.running) return;
    if (!this.c.store.db.open) {
      void this.stop();
      return;
    }
    const now = this.c.clock();
    if (now - this.lastPrune >= PRUNE_EVERY_MS) this.prune(now);
    this.pump(now);
  }

  /**
   * Deletes finished deliveries past retention, a few small transactions per tick so ingest
   * never waits long; when more are left, the next tick continues instead of waiting an hour.
   */
  private prune(now: number): void {
    try {
      for (let batch = 0; batch < PRUNE_BATCHES_PER_TICK; batch++) {
        const n = this.c.store.tx(() => this.c.table.pruneFinished(now - FINISHED_RETENTION_MS, PRUNE_BATCH));
        if (n < PRUNE_BATCH) {
          this.lastPrune = now;
          return;
        }
      }
    } catch {
      this.lastPrune = now; // housekeeping: try again on a later round
    }
  }

  /** Claims what is due at `now` within the concurrency limits and starts it. */
  private pump(now: number): number {
    if (this.stopped || !this.c.store.db.open) return 0;
    let claimed: Claimed[];
    try {
      claimed = this.claim(now);
    } catch {
      return 0; // database closed or busy: the next kick or tick tries again
    }
    for (const item of claimed) this.launch(item);
    return claimed.length;
  }

  private claim(now: number): Claimed[] {
    const free = this.c.concurrency - this.inFlight.size;
    if (free <= 0) return [];
    const { table, store, clock, ids } = this.c;
    return store.tx(() => {
      const webhooks = table.active();
      const claimed: Claimed[] = [];
      if (webhooks.length === 0) return claimed;
      // Candidates per webhook, within its own cap; start with a different webhook each time.
      const first = this.rotation++ % webhooks.length;
      const queues: Array<{ webhook: ActiveWebhook; rows: DueDelivery[] }> = [];
      for (let i = 0; i < webhooks.length; i++) {
        const webhook = webhooks[(first + i) % webhooks.length]!;
        const busy = this.perWebhook.get(webhook.id) ?? 0;
        const room = Math.min(this.c.perWebhookConcurrency - busy, free);
        if (room <= 0) continue;
        // Rows of attempts still in flight here can reappear once a lease runs out; skip them.
        const rows = table.due(webhook.id, now, room + busy).filter((r) => !this.inFlight.has(r.id)).slice(0, room);
        if (rows.length > 0) queues.push({ webhook, rows });
      }
      // Hand out the free slots one per webhook per round, so every webhook with due work gets one.
      for (let round = 0; claimed.length < free && queues.some((q) => q.rows.length > round); round++) {
        for (const { webhook, rows } of queues) {
          const delivery = rows[round];
          if (!delivery || claimed.length >= free) continue;
          const startedAt = clock();
          if (!table.lease(delivery.id, startedAt + this.c.attemptTimeoutMs + LEASE_GRACE_MS)) continue;
          const attempt = delivery.attempts + 1;
          const attemptId = ids('att');
          table.insertAttempt(attemptId, delivery.id, attempt, startedAt);
          claimed.push({ delivery, webhook, attempt, attemptId, startedAt });
        }
      }
      return claimed;
    });
  }

  private launch(item: Claimed): void {
    const { id } = item.delivery;
    const webhookId = item.webhook.id;
    this.perWebhook.set(webhookId, (this.perWebhook.get(webhookId) ?? 0) + 1);
    const run = this.send(item)
      .then((result) => this.record(item, result))
      .catch(() => {
        // The database was closed under the attempt: its lease runs out and it is retried.
      })
      .finally(() => {
        this.inFlight.delete(id);
        const left = (this.perWebhook.get(webhookId) ?? 1) - 1;
        if (left > 0) this.perWebhook.set(webhookId, left);
        else this.perWebhook.delete(webhookId);
        this.kick();
      });
    this.inFlight.set(id, run);
  }

  private send(item: Claimed): Promise<AttemptResult> {
    const timestamp = Math.floor(item.startedAt / 1000);
    const signature = signWebhook(item.webhook.signing_secret, timestamp, item.delivery.body);
    return sendAttempt({
      url: item.webhook.target_url,
      body: item.delivery.body,
      headers: {
        'Content-Type': 'application/json',
        'User-Agent': USER_AGENT,
        [HEADER_EVENT_ID]: item.delivery.event_id,
        [HEADER_DELIVERY_ID]: item.attemptId,
        [HEADER_TIMESTAMP]: String(timestamp),
        [HEADER_SIGNATURE]: signature,
        [HEADER_SIGNATURE_COMPAT]: signature,
      },
      timeoutMs: this.c.attemptTimeoutMs,
      allowPrivate: this.c.allowPrivate,
      resolve: this.c.resolve,
      now: item.startedAt,
    });
  }

  private record(item: Claimed, result: AttemptResult): void {
    const { store, table, clock } = this.c;
    if (!store.db.open) return;
    const now = clock();
    const { id } = item.delivery;
    const webhookId = item.webhook.id;
    const base = { id, attempts: item.attempt, started: item.startedAt, code: result.statusCode };
    store.tx(() => {
      table.finishAttempt(item.attemptId, result.durationMs, result.statusCode, result.error);
      // Archived or disabled meanwhile: the row was cancelled and stays so.
      if (table.deliveryStatus(id) !== 'pending') return;
      if (result.ok) {
        table.markDelivered({ ...base, now });
        table.delivered(webhookId, now);
        return;
      }
      if (result.statusCode === 410) {
        table.markFailed({ ...base, error: `${result.error}; the target is gone, webhook disabled`, now });
        this.disable(webhookId, 'the target answered 410 Gone', now);
        return;
      }
      if (item.attempt >= MAX_ATTEMPTS) {
        table.markFailed({ ...base, error: result.error, now });
        if (table.exhausted(webhookId) >= DISABLE_AFTER_EXHAUSTED) {
          this.disable(webhookId, `${DISABLE_AFTER_EXHAUSTED} deliveries in a row failed every attempt`, now);
        }
        return;
      }
      let delay = RETRY_SCHEDULE_MS[item.attempt]!;
      if (result.retryAfterMs !== null && result.retryAfterMs > delay) delay = Math.min(result.retryAfterMs, MAX_RETRY_AFTER_MS);
      table.markRetry({ ...base, error: result.error, next: item.startedAt + delay });
    });
  }

  private disable(webhookId: string, reason: string, now: number): void {
    if (this.c.table.setStatus(webhookId, 'active', 'disabled', reason, now)) {
      this.c.table.cancelPending(webhookId, 'webhook disabled', now);
    }
  }
}
