import type { Clock, IdGenerator } from '../clock.js';
import type { ActiveWebhook, DueDelivery, Storage, StorageTx } from '../storage/index.js';
import { createLeaseWorker, type ClaimResult, type ClaimTurn, type LeaseWorker } from '../work/index.js';
import { sendAttempt, type AddressRule, type AttemptResult, type Resolver } from './delivery.js';
import {
  HEADER_DELIVERY_ID, HEADER_EVENT_ID, HEADER_SIGNATURE, HEADER_SIGNATURE_COMPAT, HEADER_TIMESTAMP, signWebhook,
} from './signature.js';
import type { WebhookLists } from './lists.js';
import { WebhookAgents } from './agents.js';
import { nextAttemptAt, recordOutcomes, type Claimed, type Outcome } from './outcomes.js';

export { RETRY_SCHEDULE_MS, MAX_ATTEMPTS, DISABLE_AFTER_EXHAUSTED, nextAttemptAt } from './outcomes.js';

/** Finished deliveries (delivered, failed, cancelled) are kept this long for inspection. */
export const FINISHED_RETENTION_MS = 7 * 86_400_000;
const PRUNE_EVERY_MS = 3_600_000;
const PRUNE_BATCH = 500;
const PRUNE_BATCHES_PER_TICK = 10;
/** Finished attempts are recorded together, at most this long after the first of them finished. */
export const RECORD_DELAY_MS = 10;

export const USER_AGENT = 'Inboxkit-Webhooks/1';

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
  /** WebhookOptions.onAttemptDelivered: told of each attempt answered 2xx as soon as it finished. */
  onAttemptDelivered: (attempt: DeliveredAttempt) => void;
}

/** One delivery attempt answered 2xx (WebhookOptions.onAttemptDelivered). */
export interface DeliveredAttempt {
  webhookId: string;
  deliveryId: string;
  eventId: string;
  /** 1 for the first attempt, up to MAX_ATTEMPTS. */
  attempt: number;
  statusCode: number;
  durationMs: number;
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
 * The delivery policy over the lease worker (work/): claims due outbox rows with a lease (so
 * a crashed process's attempts come back once the lease runs out), sends them with bounded
 * global and per-webhook concurrency (a webhook is a slot group) over one keep-alive agent
 * per webhook, and records each outcome: delivered, a retry at the next step of the
 * schedule, or failed.
 *
 * A new outbox row for a webhook with a free slot is written already leased (handOff()): its
 * first attempt starts from the producer's tx.onCommit, so no claim transaction is needed. A
 * producer that wrote rows the dispatcher could not take kicks it from tx.onCommit too: with
 * an async storage a microtask may run before the commit, so only onCommit means "committed".
 *
 * Otherwise each turn of the worker is one write transaction: it records every outcome that
 * arrived since the last turn (the attempt row together with its outcome) and claims the next
 * due rows. Finished attempts are recorded within RECORD_DELAY_MS, together with any others
 * that finish meanwhile.
 *
 * Slots are counted by the worker: attempts in flight, plus slots reserved for rows that are
 * written leased but not started yet (a producer's uncommitted rows, a turn's claims until its
 * commit), so the limits hold whichever transaction commits first.
 */
export class Dispatcher {
  private readonly worker: LeaseWorker<Claimed>;
  private readonly agents: WebhookAgents;
  private rotation = 0;
  private lastPrune = Number.NEGATIVE_INFINITY;
  private pruning: Promise<void> | null = null;

  constructor(private readonly c: DispatcherConfig) {
    this.agents = new WebhookAgents({
      storage: c.storage, lists: c.lists, maxSockets: c.perWebhookConcurrency, allowPrivate: c.allowPrivate, resolve: c.resolve, blocked: c.blocked,
    });
    this.worker = createLeaseWorker<StorageTx, Claimed, Outcome>(c.storage, {
      key: (item) => item.delivery.id,
      group: (item) => item.webhook.id,
      claim: (tx, turn) => this.claim(tx, turn),
      attempt: (item) => this.attempt(item),
      abandoned: (item) => ({ item, result: null }),
      record: async (tx, outcomes, now) => {
        await recordOutcomes(tx, outcomes, now);
        return 0;
      },
      afterTurn: () => this.agents.follow(),
    }, {
      clock: c.clock, concurrency: c.concurrency, pollIntervalMs: c.pollIntervalMs,
      leaseMs: c.attemptTimeoutMs + c.leaseGraceMs, recordDelayMs: RECORD_DELAY_MS,
      onPoll: (now) => {
        if (now - this.lastPrune >= PRUNE_EVERY_MS && !this.pruning) {
          this.pruning = this.prune(now).finally(() => { this.pruning = null; });
        }
      },
    });
  }

  /** Whether the background loop runs (rows are written leased only then). */
  get started(): boolean {
    return this.worker.running;
  }

  start(): void {
    this.worker.start();
  }

  /** Takes no new attempts, waits for those in flight (at most their timeout) and records them. */
  async stop(): Promise<void> {
    await this.worker.stop();
    await this.pruning;
    this.agents.destroyAll();
  }

  /** Looks for due work soon: call after a commit that wrote rows no attempt took (tx.onCommit). */
  kick(): void {
    this.worker.kick();
  }

  /**
   * Inside a producer's transaction, before it writes outbox rows: where the slots of rows
   * written leased go. The attempts start after the commit; nothing happens if it rolls back.
   */
  handOff(tx: StorageTx): HandOff {
    const { worker } = this;
    const slots: string[] = [];
    const rows: Array<{ delivery: DueDelivery; webhook: ActiveWebhook; startedAt: number }> = [];
    const pending = new Map<string, { webhook: ActiveWebhook; startedAt: number }>();
    let armed = false;
    let settled = false;
    const release = () => {
      for (const webhookId of slots.splice(0)) worker.unreserve(webhookId);
    };
    const committed = () => {
      settled = true;
      try {
        release();
        for (const { delivery, webhook, startedAt } of rows) {
          if (worker.stopping) {
            // Not started after all: back to the due queue instead of waiting for the lease to run out.
            this.c.storage.outbox.unlease(delivery.id).catch(() => {});
            continue;
          }
          worker.launch({ delivery, webhook, attempt: delivery.attempts + 1, attemptId: this.c.ids('att'), startedAt });
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
        if (!worker.running) return null;
        if (worker.free() <= 0 || worker.busy(webhook.id) >= this.c.perWebhookConcurrency) return null;
        if (!armed) {
          armed = true;
          tx.onCommit(committed);
          tx.onRollback(undone);
        }
        worker.reserve(webhook.id);
        slots.push(webhook.id);
        pending.set(deliveryId, { webhook, startedAt: now });
        return worker.leaseUntil(now);
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
          worker.unreserve(delivery.webhook_id);
        }
      },
    };
  }

  /** Webhooks were created, archived, enabled or disabled: drop the agents of those no longer active. */
  webhooksChanged(): void {
    this.agents.prune().catch(() => {});
  }

  /** Runs every attempt due at clock() now; resolves with how many it started, once all of them have finished and are recorded. */
  async runDue(): Promise<number> {
    return this.worker.runDue(this.c.clock()).catch(() => 0);
  }

  /**
   * Deletes finished deliveries past retention, a few small transactions per tick so ingest
   * never waits long; when more are left, the next tick continues instead of waiting an hour.
   */
  private async prune(now: number): Promise<void> {
    const { storage } = this.c;
    try {
      for (let batch = 0; batch < PRUNE_BATCHES_PER_TICK; batch++) {
        if (this.worker.stopping) return;
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

  /** Inside the turn's transaction: leases due rows, each taken with a reserved slot until the commit. */
  private async claim(tx: StorageTx, turn: ClaimTurn<Claimed>): Promise<ClaimResult> {
    const { free } = turn;
    const webhooks = (await this.c.lists.active(tx)).list;
    if (webhooks.length === 0) return {};
    // Claimed again next turn while a limit kept rows back: the turns that record finished attempts do it.
    let limited = false;
    // Candidates per webhook, within its own cap; start with a different webhook each time.
    const first = this.rotation++ % webhooks.length;
    const queues: Array<{ webhook: ActiveWebhook; rows: DueDelivery[] }> = [];
    for (let i = 0; i < webhooks.length; i++) {
      const webhook = webhooks[(first + i) % webhooks.length]!;
      const busy = turn.busy(webhook.id);
      const room = Math.min(this.c.perWebhookConcurrency - busy, free);
      if (room <= 0) {
        limited = true;
        continue;
      }
      // Rows of attempts still in flight here can reappear once a lease runs out; skip them.
      let rows = await tx.outbox.due(webhook.id, turn.now, room + busy);
      if (busy > 0) rows = rows.filter((r) => !turn.inFlight(r.id));
      if (rows.length >= room) limited = true;
      if (rows.length > room) rows = rows.slice(0, room);
      if (rows.length > 0) queues.push({ webhook, rows });
    }
    if (queues.length === 0) return { again: limited };
    // Hand out the free slots one per webhook per round, so every webhook with due work gets one.
    const startedAt = this.c.clock();
    const lease = this.worker.leaseUntil(startedAt);
    for (let round = 0; turn.taken < free && queues.some((q) => q.rows.length > round); round++) {
      for (const { webhook, rows } of queues) {
        const delivery = rows[round];
        if (!delivery || turn.taken >= free) continue;
        if (!(await tx.outbox.lease(delivery.id, lease))) continue;
        turn.take({ delivery, webhook, attempt: delivery.attempts + 1, attemptId: this.c.ids('att'), startedAt });
      }
    }
    return { handled: turn.taken, again: limited || turn.taken >= free };
  }

  /** Sends one attempt; never rejects. */
  private async attempt(item: Claimed): Promise<Outcome> {
    const result = await this.send(item);
    if (!result.ok) this.reportFailure(item, result);
    else this.reportDelivered(item, result);
    return { item, result };
  }

  private reportDelivered(item: Claimed, result: AttemptResult): void {
    try {
      this.c.onAttemptDelivered({
        webhookId: item.webhook.id, deliveryId: item.delivery.id, eventId: item.delivery.event_id, attempt: item.attempt,
        statusCode: result.statusCode ?? 200, durationMs: result.durationMs,
      });
    } catch {
      // An observer's failure never touches delivery.
    }
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
      agent: this.worker.stopping ? undefined : this.agents.for(item.webhook), // runDue after stop: no agent left behind
      now: item.startedAt,
    });
  }
}
