import type * as http from 'node:http';
import type { Clock, IdGenerator } from '../clock.js';
import {
  EpochCache, type ActiveWebhook, type Catalog, type DueDelivery, type Storage, type StorageGroups, type StorageTx,
  type WebhookMatch,
} from '../storage/index.js';
import {
  createWebhookAgent, pinnedLookup, sendAttempt, type AddressRule, type AttemptResult, type Resolver,
} from './delivery.js';
import {
  HEADER_DELIVERY_ID, HEADER_EVENT_ID, HEADER_SIGNATURE, HEADER_SIGNATURE_COMPAT, HEADER_TIMESTAMP, signWebhook,
} from './signature.js';

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
/** Finished attempts are recorded together, at most this long after the first of them finished. */
export const RECORD_DELAY_MS = 10;

export const USER_AGENT = 'Inboxkit-Webhooks/1';

interface ActiveSet {
  list: ActiveWebhook[];
  byId: Map<string, ActiveWebhook>;
}

/**
 * The active webhooks, as the outbox reads them for every event and the dispatcher for every
 * claim: cached over the storage's catalog epoch (the mechanism the routing cache uses), which
 * moves with every change of the webhooks table, here or in another process. Each read names
 * its reader: a transaction's handle inside a transaction (the storage's own groups would wait
 * for it to end), else the storage.
 */
export class WebhookLists {
  private readonly perAccount: EpochCache<string, WebhookMatch[]>;
  private readonly everyActive: EpochCache<0, ActiveSet>;

  constructor(catalog: Catalog) {
    this.perAccount = new EpochCache(catalog, 10_000);
    this.everyActive = new EpochCache(catalog, 1);
  }

  /** Ids of the account's active webhooks that get events of this inbox, in creation order. */
  async matching(reader: StorageGroups, accountId: string, inboxId: string): Promise<string[]> {
    const rows = await this.perAccount.get(accountId, (id) => reader.outbox.matching(id));
    const ids: string[] = [];
    for (const r of rows) if (r.inbox_id === null || r.inbox_id === inboxId) ids.push(r.id);
    return ids;
  }

  /** Every active webhook, in creation order, and by id. Shared: do not change. */
  active(reader: StorageGroups): Promise<ActiveSet> {
    return this.everyActive.get(0, async () => {
      const list = await reader.outbox.active();
      return { list, byId: new Map(list.map((w) => [w.id, w])) };
    });
  }
}

export interface DispatcherConfig {
  storage: Storage;
  lists: WebhookLists;
  clock: Clock;
  ids: IdGenerator;
  allowPrivate: boolean;
  /** Extra connect-time address rule (WebhookOptions.isBlockedAddress). */
  blocked?: AddressRule;
  concurrency: number;
  perWebhookConcurrency: number;
  attemptTimeoutMs: number;
  /** A lease outlives the attempt it covers by this much; after it, a dead process's attempt is retried. */
  leaseGraceMs: number;
  pollIntervalMs: number;
  resolve: Resolver;
  /** WebhookOptions.onAttemptFailed: told of each failed attempt as soon as it finished. */
  onAttemptFailed: (attempt: FailedAttempt) => void;
}

/** One delivery attempt that did not get a 2xx answer (WebhookOptions.onAttemptFailed). */
export interface FailedAttempt {
  webhookId: string;
  /** The outbox row: one per (webhook, event), the same for every attempt. */
  deliveryId: string;
  eventId: string;
  /** 1 for the first attempt, up to MAX_ATTEMPTS. */
  attempt: number;
  /** The answer's HTTP status, or null when none arrived (timeout, refused, blocked, TLS). */
  statusCode: number | null;
  /** Why it failed: `HTTP 500: <start of the body>`, `timed out after 10000 ms`, … */
  error: string;
  durationMs: number;
  /**
   * When the next attempt is planned (epoch ms, Retry-After included), or null when there is
   * none: the schedule is used up, or the target answered 410 Gone (the webhook is disabled).
   * A webhook archived meanwhile gets no further attempt whatever this says.
   */
  nextAttemptAt: number | null;
}

/** When the attempt after a failed one is due, or null when the delivery fails for good. */
export function nextAttemptAt(attempt: number, startedAt: number, result: AttemptResult): number | null {
  if (result.statusCode === 410 || attempt >= MAX_ATTEMPTS) return null;
  let delay = RETRY_SCHEDULE_MS[attempt]!;
  if (result.retryAfterMs !== null && result.retryAfterMs > delay) delay = Math.min(result.retryAfterMs, MAX_RETRY_AFTER_MS);
  return startedAt + delay;
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
 * The rows one producer's transaction wrote already leased, and the slots it took for them.
 * Settled once: on commit (the attempts start) or on rollback of the transaction or of a
 * savepoint around the rows (the slots come back).
 */
export interface HandOff {
  /**
   * Takes a slot of this webhook for a row about to be written, if one is free and the
   * background dispatcher runs: returns the lease to write with the row, else null.
   */
  reserve(webhook: ActiveWebhook, deliveryId: string, now: number): number | null;
  /** The row of a reserve()d slot, as written (`added` false: the (webhook, event) row existed, nothing was written). */
  written(delivery: DueDelivery, added: boolean): void;
}

/**
 * Claims due outbox rows with a lease (so a crashed process's attempts come back once the
 * lease runs out), sends them with bounded global and per-webhook concurrency over one
 * keep-alive agent per webhook, and records each outcome: delivered, a retry at the next
 * step of the schedule, or failed.
 *
 * A new outbox row for a webhook with a free slot is written already leased (handOff()): its
 * first attempt starts from the producer's tx.onCommit, so no claim transaction is needed. A
 * producer that wrote rows the dispatcher could not take kicks it from tx.onCommit too: with
 * an async storage a microtask may run before the commit, so only onCommit means "committed".
 *
 * Otherwise each turn is one write transaction (storage.transaction): it records every
 * outcome that arrived since the last turn (the attempt row together with its outcome) and
 * claims the next due rows. Turns run one at a time. Finished attempts are recorded within
 * RECORD_DELAY_MS, together with any others that finish meanwhile.
 *
 * Slots are counted in memory: attempts in flight, plus slots reserved for rows that are
 * written leased but not started yet (a producer's uncommitted rows, a turn's claims until its
 * commit), so the limits hold whichever transaction commits first.
 */
export class Dispatcher {
  private readonly inFlight = new Map<string, Promise<void>>();
  private readonly perWebhook = new Map<string, number>();
  private readonly agents = new Map<string, { url: string; agent: http.Agent }>();
  private agentsEpoch: number | null = -1;
  private outcomes: Outcome[] = [];
  private rotation = 0;
  private running = false;
  private stopped = false;
  private kickScheduled = false;
  private backgroundQueued = false;
  /** Turns (and the final record of stop()) run one after another on this chain. */
  private chain: Promise<unknown> = Promise.resolve();
  /** Rows may be due that no attempt has taken yet: the next turn claims (else a turn only records). */
  private claimWanted = true;
  private recordTimer: NodeJS.Timeout | null = null;
  /** Slots promised to rows written leased whose attempts have not started yet. */
  private reservedTotal = 0;
  private readonly reservedPer = new Map<string, number>();
  private timer: NodeJS.Timeout | null = null;
  private lastPrune = Number.NEGATIVE_INFINITY;
  private pruning: Promise<void> | null = null;
  constructor(private readonly c: DispatcherConfig) {}

  /** Whether the background loop runs (rows are written leased only then). */
  get started(): boolean {
    return this.running;
  }

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
    await this.chain; // a turn under way ends (claims it made after stop() began go back to the queue)
    await this.pruning;
    await Promise.allSettled([...this.inFlight.values()]);
    if (this.outcomes.length > 0) await this.serial(() => this.turn(null, false));
    for (const { agent } of this.agents.values()) agent.destroy();
    this.agents.clear();
  }

  /** Looks for due work soon: call after a commit that wrote rows no attempt took (tx.onCommit). */
  kick(): void {
    this.claimWanted = true;
    if (!this.running || this.kickScheduled) return;
    this.kickScheduled = true;
    queueMicrotask(() => {
      this.kickScheduled = false;
      this.background();
    });
  }

  /**
   * Inside a producer's transaction, before it writes outbox rows: where the slots of rows
   * written leased go. The attempts start after the commit; nothing happens if it rolls back.
   */
  handOff(tx: StorageTx): HandOff {
    const slots: string[] = [];
    const rows: Array<{ delivery: DueDelivery; webhook: ActiveWebhook; startedAt: number }> = [];
    const pending = new Map<string, { webhook: ActiveWebhook; startedAt: number }>();
    let armed = false;
    let settled = false;
    const release = () => {
      for (const webhookId of slots.splice(0)) this.unreserve(webhookId);
    };
    const committed = () => {
      settled = true;
      try {
        release();
        for (const { delivery, webhook, startedAt } of rows) {
          if (this.stopped) {
            // Not started after all: back to the due queue instead of waiting for the lease to run out.
            this.c.storage.outbox.unlease(delivery.id).catch(() => {});
            continue;
          }
          this.launch({ delivery, webhook, attempt: delivery.attempts + 1, attemptId: this.c.ids('att'), startedAt });
        }
      } catch {
        // Never fail the producer's commit: the leases run out and the rows are claimed again.
      }
    };
    /** The rows were never written after all (rolled back): their slots come back. */
    const undone = () => {
      settled = true;
      release();
    };
    return {
      reserve: (webhook, deliveryId, now) => {
        if (!this.running || this.stopped) return null;
        if (this.inFlight.size + this.reservedTotal >= this.c.concurrency) return null;
        if (this.busy(webhook.id) >= this.c.perWebhookConcurrency) return null;
        if (!armed) {
          armed = true;
          tx.onCommit(committed);
          tx.onRollback(undone);
        }
        this.reserveSlot(webhook.id);
        slots.push(webhook.id);
        pending.set(deliveryId, { webhook, startedAt: now });
        return now + this.c.attemptTimeoutMs + this.c.leaseGraceMs;
      },
      written: (delivery, added) => {
        const reserved = pending.get(delivery.id);
        if (!reserved || settled) return;
        pending.delete(delivery.id);
        if (added) {
          rows.push({ delivery, webhook: reserved.webhook, startedAt: reserved.startedAt });
        } else {
          // Nothing was written: the slot comes back at once.
          const i = slots.indexOf(delivery.webhook_id);
          if (i >= 0) slots.splice(i, 1);
          this.unreserve(delivery.webhook_id);
        }
      },
    };
  }

  /** Webhooks were created, archived, enabled or disabled: drop the agents of those no longer active. */
  webhooksChanged(): void {
    this.pruneAgents().catch(() => {});
  }

  /** Runs every attempt due at clock() now; resolves when all of them have finished and are recorded. */
  async runDue(): Promise<number> {
    if (this.stopped) return 0;
    const now = this.c.clock();
    let count = 0;
    for (;;) {
      const started = await this.serial(() => this.turn(now, true));
      if (started < 0) {
        // The turn's transaction failed (busy, closing): what is in flight still finishes.
        if (this.inFlight.size === 0) break;
      } else {
        count += started;
      }
      if (this.inFlight.size === 0) {
        if (this.outcomes.length === 0 || this.stopped || !this.c.storage.open) break;
        continue;
      }
      await Promise.race(this.inFlight.values());
      // Like the background loop: the outcomes of one poll phase are recorded together.
      await new Promise<void>((resolve) => setImmediate(resolve));
    }
    return count;
  }

  private busy(webhookId: string): number {
    return (this.perWebhook.get(webhookId) ?? 0) + (this.reservedPer.get(webhookId) ?? 0);
  }

  private reserveSlot(webhookId: string): void {
    this.reservedTotal++;
    this.reservedPer.set(webhookId, (this.reservedPer.get(webhookId) ?? 0) + 1);
  }

  private unreserve(webhookId: string): void {
    this.reservedTotal--;
    const left = (this.reservedPer.get(webhookId) ?? 1) - 1;
    if (left > 0) this.reservedPer.set(webhookId, left);
    else this.reservedPer.delete(webhookId);
  }

  /** Runs `fn` after every turn queued before it. */
  private serial<T>(fn: () => Promise<T>): Promise<T> {
    const run = this.chain.then(fn);
    this.chain = run.then(() => {}, () => {});
    return run;
  }

  /** A background turn, unless one is already waiting to start (it will see what this one would). */
  private background(): void {
    if (!this.running || this.backgroundQueued) return;
    this.backgroundQueued = true;
    this.serial(async () => {
      this.backgroundQueued = false;
      return this.running ? this.turn(this.c.clock(), false) : 0;
    }).catch(() => {
      // Not expected (turn() catches what storage throws); the next tick tries again.
    });
  }

  private tick(): void {
    if (!this.running) return;
    if (!this.c.storage.open) {
      void this.stop();
      return;
    }
    const now = this.c.clock();
    if (now - this.lastPrune >= PRUNE_EVERY_MS && !this.pruning) {
      this.pruning = this.prune(now).finally(() => { this.pruning = null; });
    }
    this.claimWanted = true; // retries that came due, expired leases
    this.background();
  }

  /** A turn soon, to record finished attempts (background mode only) together with those finishing meanwhile. */
  private scheduleRecord(): void {
    if (!this.running || this.recordTimer) return;
    this.recordTimer = setTimeout(() => {
      this.recordTimer = null;
      this.background();
    }, RECORD_DELAY_MS);
  }

  /**
   * Deletes finished deliveries past retention, a few small transactions per tick so ingest
   * never waits long; when more are left, the next tick continues instead of waiting an hour.
   */
  private async prune(now: number): Promise<void> {
    const { storage } = this.c;
    try {
      for (let batch = 0; batch < PRUNE_BATCHES_PER_TICK; batch++) {
        if (this.stopped) return;
        const n = await storage.transaction((tx) => tx.outbox.pruneFinished(now - FINISHED_RETENTION_MS, PRUNE_BATCH));
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
   * One transaction: records the queued outcomes, then (claimAt not null, not stopped, a claim
   * wanted or `force`) claims what is due at claimAt within the concurrency limits. Starts the
   * claimed attempts after the commit; returns how many it started, or -1 when the transaction
   * failed (the outcomes stay queued).
   */
  private async turn(claimAt: number | null, force: boolean): Promise<number> {
    const outcomes = this.outcomes;
    this.outcomes = [];
    const { storage } = this.c;
    if (!storage.open) return 0; // outcomes dropped: their leases run out and they are retried
    const at = this.stopped ? null : claimAt;
    const claimed: Claimed[] = [];
    try {
      await storage.transaction(async (tx) => {
        if (outcomes.length > 0) await this.record(tx, outcomes);
        if (at !== null && (force || this.claimWanted)) await this.claim(tx, at, claimed);
      });
    } catch {
      // Busy or closing: nothing was written. Keep the outcomes; the next turn or tick tries again.
      for (const item of claimed) this.unreserve(item.webhook.id);
      this.claimWanted ||= claimed.length > 0;
      this.outcomes = outcomes.concat(this.outcomes);
      return -1;
    }
    for (const item of claimed) this.unreserve(item.webhook.id);
    if (this.stopped) {
      // stop() began while this turn claimed: the rows go back to the due queue.
      await Promise.allSettled(claimed.map((item) => storage.outbox.unlease(item.delivery.id)));
      return 0;
    }
    for (const item of claimed) this.launch(item);
    let epoch: number | null = null;
    try {
      epoch = storage.catalog.epoch();
    } catch {
      // closed meanwhile
    }
    if (epoch !== null && epoch !== this.agentsEpoch) await this.pruneAgents();
    return claimed.length;
  }

  /** Inside the turn's transaction: leases due rows into `claimed`, each with a reserved slot until the commit. */
  private async claim(tx: StorageTx, now: number, claimed: Claimed[]): Promise<void> {
    const free = this.c.concurrency - this.inFlight.size - this.reservedTotal;
    if (free <= 0) return;
    const { clock, ids } = this.c;
    const webhooks = (await this.c.lists.active(tx)).list;
    // Stays wanted while a limit kept rows back: the turns that record finished attempts claim them.
    let limited = false;
    this.claimWanted = false;
    if (webhooks.length === 0) return;
    // Candidates per webhook, within its own cap; start with a different webhook each time.
    const first = this.rotation++ % webhooks.length;
    const queues: Array<{ webhook: ActiveWebhook; rows: DueDelivery[] }> = [];
    for (let i = 0; i < webhooks.length; i++) {
      const webhook = webhooks[(first + i) % webhooks.length]!;
      const busy = this.busy(webhook.id);
      const room = Math.min(this.c.perWebhookConcurrency - busy, free);
      if (room <= 0) {
        limited = true;
        continue;
      }
      // Rows of attempts still in flight here can reappear once a lease runs out; skip them.
      let rows = await tx.outbox.due(webhook.id, now, room + busy);
      if (busy > 0) rows = rows.filter((r) => !this.inFlight.has(r.id));
      if (rows.length >= room) limited = true;
      if (rows.length > room) rows = rows.slice(0, room);
      if (rows.length > 0) queues.push({ webhook, rows });
    }
    if (queues.length === 0) {
      if (limited) this.claimWanted = true;
      return;
    }
    // Hand out the free slots one per webhook per round, so every webhook with due work gets one.
    const startedAt = clock();
    const lease = startedAt + this.c.attemptTimeoutMs + this.c.leaseGraceMs;
    for (let round = 0; claimed.length < free && queues.some((q) => q.rows.length > round); round++) {
      for (const { webhook, rows } of queues) {
        const delivery = rows[round];
        if (!delivery || claimed.length >= free) continue;
        if (!(await tx.outbox.lease(delivery.id, lease))) continue;
        this.reserveSlot(webhook.id);
        claimed.push({ delivery, webhook, attempt: delivery.attempts + 1, attemptId: ids('att'), startedAt });
      }
    }
    if (limited || claimed.length >= free) this.claimWanted = true;
  }

  private launch(item: Claimed): void {
    const { id } = item.delivery;
    const webhookId = item.webhook.id;
    this.perWebhook.set(webhookId, (this.perWebhook.get(webhookId) ?? 0) + 1);
    const run = this.send(item)
      .then((result) => {
        this.outcomes.push({ item, result });
        if (!result.ok) this.reportFailure(item, result);
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

  private reportFailure(item: Claimed, result: AttemptResult): void {
    try {
      this.c.onAttemptFailed({
        webhookId: item.webhook.id, deliveryId: item.delivery.id, eventId: item.delivery.event_id, attempt: item.attempt,
        statusCode: result.statusCode, error: result.error ?? 'failed', durationMs: result.durationMs,
        nextAttemptAt: nextAttemptAt(item.attempt, item.startedAt, result),
      });
    } catch {
      // An observer's failure never touches delivery.
    }
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
  private async pruneAgents(): Promise<void> {
    if (this.agents.size === 0) return;
    let active: ActiveSet;
    try {
      const epoch = this.c.storage.catalog.epoch();
      active = await this.c.lists.active(this.c.storage);
      this.agentsEpoch = epoch;
    } catch {
      return; // storage closed: stop() destroys them
    }
    for (const [id, { url, agent }] of this.agents) {
      if (active.byId.get(id)?.target_url !== url) {
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
  private async record(tx: StorageTx, outcomes: Outcome[]): Promise<void> {
    const now = this.c.clock();
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
          await this.disable(tx, webhookId, 'the target answered 410 Gone', now);
        }
        continue;
      }
      if (item.attempt >= MAX_ATTEMPTS) {
        if (await tx.outbox.markFailed({ ...base, error: result.error, now })) {
          await flushDelivered(webhookId); // a success earlier in this batch resets the run first
          if (await tx.outbox.exhausted(webhookId) >= DISABLE_AFTER_EXHAUSTED) {
            await this.disable(tx, webhookId, `${DISABLE_AFTER_EXHAUSTED} deliveries in a row failed every attempt`, now);
          }
        }
        continue;
      }
      await tx.outbox.markRetry({ ...base, error: result.error, next: nextAttemptAt(item.attempt, item.startedAt, result)! });
    }
    for (const webhookId of [...deliveredAt.keys()]) await flushDelivered(webhookId);
  }

  private async disable(tx: StorageTx, webhookId: string, reason: string, now: number): Promise<void> {
    if (await tx.outbox.setStatus(webhookId, 'active', 'disabled', reason, now)) {
      await tx.outbox.cancelPending(webhookId, 'webhook disabled', now);
    }
  }
}
