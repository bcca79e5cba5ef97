import type * as http from 'node:http';
import type { Clock, IdGenerator } from '../clock.js';
import type { Store } from '../store/index.js';
import {
  createWebhookAgent, pinnedLookup, sendAttempt, type AddressRule, type AttemptResult, type Resolver,
} from './delivery.js';
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
/** Finished attempts are recorded together, at most this long after the first of them finished. */
export const RECORD_DELAY_MS = 10;

export const USER_AGENT = 'Inboxkit-Webhooks/1';

export interface DispatcherConfig {
  store: Store;
  table: WebhooksTable;
  clock: Clock;
  ids: IdGenerator;
  allowPrivate: boolean;
  /** Extra connect-time address rule (WebhookOptions.isBlockedAddress). */
  blocked?: AddressRule;
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

interface Outcome {
  item: Claimed;
  result: AttemptResult;
}

/**
 * Claims due outbox rows with a lease (so a crashed process's attempts come back once the
 * lease runs out), sends them with bounded global and per-webhook concurrency over one
 * keep-alive agent per webhook, and records each outcome: delivered, a retry at the next
 * step of the schedule, or failed.
 *
 * A new outbox row for a webhook with a free slot is written already leased (reserve()) and
 * handed over (handOff()): its first attempt starts in a microtask right after the producer's
 * transaction, once a read confirms the row committed. No claim transaction is needed.
 *
 * Otherwise each loop turn is one write transaction: it records every outcome that arrived
 * since the last turn (the attempt row together with its outcome) and claims the next due
 * rows. Finished attempts are recorded within RECORD_DELAY_MS, together with any others that
 * finish meanwhile; a commit that wrote rows the dispatcher could not take at once triggers
 * a turn in the same turn of the event loop.
 */
export class Dispatcher {
  private readonly inFlight = new Map<string, Promise<void>>();
  private readonly perWebhook = new Map<string, number>();
  private readonly agents = new Map<string, { url: string; agent: http.Agent }>();
  private agentsGen = -1;
  private outcomes: Outcome[] = [];
  private rotation = 0;
  private running = false;
  private stopped = false;
  private kickScheduled = false;
  /** Rows may be due that no attempt has taken yet: the next turn claims (else a turn only records). */
  private claimWanted = true;
  private recordTimer: NodeJS.Timeout | null = null;
  /** Slots promised to rows written leased (reserve()) whose attempts have not started yet. */
  private reservedTotal = 0;
  private readonly reservedPer = new Map<string, number>();
  private handOffs: Array<{ delivery: DueDelivery; startedAt: number; added: boolean }> = [];
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
    if (this.recordTimer) clearTimeout(this.recordTimer);
    this.recordTimer = null;
    await Promise.allSettled([...this.inFlight.values()]);
    if (this.outcomes.length > 0) this.turn(null);
    for (const { agent } of this.agents.values()) agent.destroy();
    this.agents.clear();
  }

  /**
   * Looks for due work right after the current synchronous work (a microtask): called from
   * inside a producer's transaction, it runs once that transaction has committed.
   */
  kick(): void {
    this.claimWanted = true;
    if (!this.running || this.kickScheduled) return;
    this.kickScheduled = true;
    queueMicrotask(() => {
      this.kickScheduled = false;
      if (this.running) this.turn(this.c.clock());
    });
  }

  /**
   * Inside a producer's transaction: takes a slot for a new row of this webhook if one is free
   * (the background dispatcher runs), returning the lease to write with the row, else null.
   */
  reserve(webhookId: string, now: number): number | null {
    if (!this.running || this.stopped) return null;
    if (this.inFlight.size + this.reservedTotal >= this.c.concurrency) return null;
    const reserved = this.reservedPer.get(webhookId) ?? 0;
    if ((this.perWebhook.get(webhookId) ?? 0) + reserved >= this.c.perWebhookConcurrency) return null;
    this.reservedTotal++;
    this.reservedPer.set(webhookId, reserved + 1);
    return now + this.c.attemptTimeoutMs + LEASE_GRACE_MS;
  }

  /** The row of a reserve()d slot: its attempt starts after the producer's transaction, if the row committed. */
  handOff(delivery: DueDelivery, startedAt: number, added: boolean): void {
    this.handOffs.push({ delivery, startedAt, added });
    if (this.handOffs.length === 1) queueMicrotask(() => this.startHandOffs());
  }

  /** A microtask after the producer's (synchronous) transaction: it has committed or rolled back by now. */
  private startHandOffs(): void {
    const list = this.handOffs;
    this.handOffs = [];
    const { table, store, ids } = this.c;
    for (const { delivery, startedAt, added } of list) {
      const webhookId = delivery.webhook_id;
      this.reservedTotal--;
      const left = (this.reservedPer.get(webhookId) ?? 1) - 1;
      if (left > 0) this.reservedPer.set(webhookId, left);
      else this.reservedPer.delete(webhookId);
      if (!added || !store.db.open) continue;
      try {
        // Rolled back with its message (or analysis): nothing to send.
        if (!table.deliveryExists(delivery.id)) continue;
        const webhook = table.activeById(webhookId);
        if (this.stopped || !webhook) {
          // Not started after all: back to the due queue instead of waiting for the lease to run out.
          table.unlease(delivery.id);
          continue;
        }
        this.launch({ delivery, webhook, attempt: delivery.attempts + 1, attemptId: ids('att'), startedAt });
      } catch {
        // The database is closing: the lease runs out and the row is claimed again.
      }
    }
  }

  /** Webhooks were created, archived, enabled or disabled: drop the agents of those no longer active. */
  webhooksChanged(): void {
    this.pruneAgents();
  }

  /** Runs every attempt due at clock() now; resolves when all of them have finished and are recorded. */
  async runDue(): Promise<number> {
    if (this.stopped) return 0;
    const now = this.c.clock();
    let count = 0;
    for (;;) {
      this.claimWanted = true;
      count += this.turn(now);
      if (this.inFlight.size === 0) {
        if (this.outcomes.length === 0 || this.stopped) break;
        continue;
      }
      await Promise.race(this.inFlight.values());
      // Like the background loop: the outcomes of one poll phase are recorded together.
      await new Promise<void>((resolve) => setImmediate(resolve));
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
    this.claimWanted = true; // retries that came due, expired leases
    this.turn(now);
  }

  /** A turn soon, to record finished attempts (background mode only) together with those finishing meanwhile. */
  private scheduleRecord(): void {
    if (!this.running || this.recordTimer) return;
    this.recordTimer = setTimeout(() => {
      this.recordTimer = null;
      if (this.running) this.turn(this.c.clock());
    }, RECORD_DELAY_MS);
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

  /**
   * One transaction: records the queued outcomes, then (claimAt not null, not stopped) claims
   * what is due at claimAt within the concurrency limits. Starts the claimed attempts after
   * the commit; returns how many it started.
   */
  private turn(claimAt: number | null): number {
    const outcomes = this.outcomes;
    this.outcomes = [];
    if (!this.c.store.db.open) return 0; // outcomes dropped: their leases run out and they are retried
    let claimed: Claimed[];
    try {
      const at = this.stopped ? null : claimAt;
      claimed = this.c.store.tx(() => this.turnInTx(outcomes, at));
    } catch {
      // Busy or closing: nothing was written. Keep the outcomes; the next turn or tick tries again.
      this.c.table.invalidate(); // a webhook disabled inside the rolled-back transaction is active again
      this.outcomes = outcomes.concat(this.outcomes);
      return 0;
    }
    if (this.agentsGen !== this.c.table.generation()) this.pruneAgents();
    for (const item of claimed) this.launch(item);
    return claimed.length;
  }

  private turnInTx(outcomes: Outcome[], claimAt: number | null): Claimed[] {
    if (outcomes.length > 0) this.record(outcomes);
    return claimAt === null || !this.claimWanted ? [] : this.claim(claimAt);
  }

  private claim(now: number): Claimed[] {
    const free = this.c.concurrency - this.inFlight.size - this.reservedTotal;
    if (free <= 0) return [];
    const { table, clock, ids } = this.c;
    const webhooks = table.active();
    const claimed: Claimed[] = [];
    // Stays wanted while a limit kept rows back: the turns that record finished attempts claim them.
    let limited = false;
    this.claimWanted = false;
    if (webhooks.length === 0) return claimed;
    // Candidates per webhook, within its own cap; start with a different webhook each time.
    const first = this.rotation++ % webhooks.length;
    const queues: Array<{ webhook: ActiveWebhook; rows: DueDelivery[] }> = [];
    for (let i = 0; i < webhooks.length; i++) {
      const webhook = webhooks[(first + i) % webhooks.length]!;
      const busy = (this.perWebhook.get(webhook.id) ?? 0) + (this.reservedPer.get(webhook.id) ?? 0);
      const room = Math.min(this.c.perWebhookConcurrency - busy, free);
      if (room <= 0) {
        limited = true;
        continue;
      }
      // Rows of attempts still in flight here can reappear once a lease runs out; skip them.
      let rows = table.due(webhook.id, now, room + busy);
      if (busy > 0) rows = rows.filter((r) => !this.inFlight.has(r.id));
      if (rows.length >= room) limited = true;
      if (rows.length > room) rows = rows.slice(0, room);
      if (rows.length > 0) queues.push({ webhook, rows });
    }
    if (queues.length === 0) return claimed;
    // Hand out the free slots one per webhook per round, so every webhook with due work gets one.
    const startedAt = clock();
    const lease = startedAt + this.c.attemptTimeoutMs + LEASE_GRACE_MS;
    for (let round = 0; claimed.length < free && queues.some((q) => q.rows.length > round); round++) {
      for (const { webhook, rows } of queues) {
        const delivery = rows[round];
        if (!delivery || claimed.length >= free) continue;
        if (!table.lease(delivery.id, lease)) continue;
        claimed.push({ delivery, webhook, attempt: delivery.attempts + 1, attemptId: ids('att'), startedAt });
      }
    }
    if (limited || claimed.length >= free) this.claimWanted = true;
    return claimed;
  }

  private launch(item: Claimed): void {
    const { id } = item.delivery;
    const webhookId = item.webhook.id;
    this.perWebhook.set(webhookId, (this.perWebhook.get(webhookId) ?? 0) + 1);
    const run = this.send(item)
      .then((result) => {
        this.outcomes.push({ item, result });
      })
      .finally(() => {
        this.inFlight.delete(id);
        const left = (this.perWebhook.get(webhookId) ?? 1) - 1;
        if (left > 0) this.perWebhook.set(webhookId, left);
        else this.perWebhook.delete(webhookId);
        this.scheduleRecord();
      });
    this.inFlight.set(id, run);
  }

  private agentFor(webhook: ActiveWebhook): http.Agent | undefined {
    if (this.stopped) return undefined; // runDue after stop: no agent left behind
    const known = this.agents.get(webhook.id);
    if (known && known.url === webhook.target_url) return known.agent;
    known?.agent.destroy();
    let protocol: string;
    try {
      protocol = new URL(webhook.target_url).protocol;
    } catch {
      return undefined; // sendAttempt reports the invalid URL
    }
    const agent = createWebhookAgent(protocol, {
      maxSockets: this.c.perWebhookConcurrency,
      lookup: pinnedLookup(this.c.resolve, this.c.allowPrivate, this.c.blocked),
    });
    this.agents.set(webhook.id, { url: webhook.target_url, agent });
    return agent;
  }

  /** Destroys the agents (and their idle connections) of webhooks that are no longer active or changed target. */
  private pruneAgents(): void {
    this.agentsGen = this.c.table.generation();
    if (this.agents.size === 0) return;
    let active: ActiveWebhook[];
    try {
      active = this.c.table.active();
    } catch {
      return; // database closed: stop() destroys them
    }
    const urls = new Map(active.map((w) => [w.id, w.target_url]));
    for (const [id, { url, agent }] of this.agents) {
      if (urls.get(id) !== url) {
        agent.destroy();
        this.agents.delete(id);
      }
    }
  }

  private send(item: Claimed): Promise<AttemptResult> {
    const timestamp = Math.floor(item.startedAt / 1000);
    const body = Buffer.from(item.delivery.body, 'utf8'); // encoded once: signed and sent
    const signature = signWebhook(item.webhook.signing_secret, timestamp, body);
    return sendAttempt({
      url: item.webhook.target_url,
      body,
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
      blocked: this.c.blocked,
      agent: this.agentFor(item.webhook),
      now: item.startedAt,
    });
  }

  /** Inside the turn's transaction: each attempt row with its outcome; last_delivery_at once per webhook. */
  private record(outcomes: Outcome[]): void {
    const { table, clock } = this.c;
    const now = clock();
    const deliveredAt = new Map<string, number>();
    const flushDelivered = (webhookId: string) => {
      const at = deliveredAt.get(webhookId);
      if (at === undefined) return;
      table.delivered(webhookId, at);
      deliveredAt.delete(webhookId);
    };
    for (const { item, result } of outcomes) {
      const { id } = item.delivery;
      const webhookId = item.webhook.id;
      table.insertAttempt({
        id: item.attemptId, delivery_id: id, attempt: item.attempt, started_at: item.startedAt,
        duration_ms: result.durationMs, status_code: result.statusCode, error: result.error,
      });
      const base = { id, attempts: item.attempt, started: item.startedAt, code: result.statusCode };
      // Each mark* applies to a pending row only: archived or disabled meanwhile, it stays cancelled.
      if (result.ok) {
        if (table.markDelivered({ ...base, now })) deliveredAt.set(webhookId, now);
        continue;
      }
      if (result.statusCode === 410) {
        if (table.markFailed({ ...base, error: `${result.error}; the target is gone, webhook disabled`, now })) {
          this.disable(webhookId, 'the target answered 410 Gone', now);
        }
        continue;
      }
      if (item.attempt >= MAX_ATTEMPTS) {
        if (table.markFailed({ ...base, error: result.error, now })) {
          flushDelivered(webhookId); // a success earlier in this batch resets the run first
          if (table.exhausted(webhookId) >= DISABLE_AFTER_EXHAUSTED) {
            this.disable(webhookId, `${DISABLE_AFTER_EXHAUSTED} deliveries in a row failed every attempt`, now);
          }
        }
        continue;
      }
      let delay = RETRY_SCHEDULE_MS[item.attempt]!;
      if (result.retryAfterMs !== null && result.retryAfterMs > delay) delay = Math.min(result.retryAfterMs, MAX_RETRY_AFTER_MS);
      table.markRetry({ ...base, error: result.error, next: item.startedAt + delay });
    }
    for (const webhookId of [...deliveredAt.keys()]) flushDelivered(webhookId);
  }

  private disable(webhookId: string, reason: string, now: number): void {
    if (this.c.table.setStatus(webhookId, 'active', 'disabled', reason, now)) {
      this.c.table.cancelPending(webhookId, 'webhook disabled', now);
    }
  }
}
