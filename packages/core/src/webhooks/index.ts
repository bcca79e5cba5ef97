import { InboxkitError, invalid } from '../errors.js';
import { iso, type Clock, type IdGenerator } from '../clock.js';
import type { Timestamp } from '../types.js';
import type { EmailEventType } from '../events/events.js';
import type { EventSubscriber } from '../events/publish.js';
import {
  accountLock, type AttemptRow, type DeliveryRow, type DeliveryStatus, type Storage, type StorageGroups, type StorageTx,
  type WebhookRow, type WebhookStatus,
} from '../storage/index.js';
import { validateLabel } from '../validate.js';
import { checkTargetUrl } from './targets.js';
import { generateSigningSecret } from './signature.js';
import { systemResolver, type Resolver } from './delivery.js';
import { Dispatcher, type DeliveredAttempt, type FailedAttempt } from './dispatcher.js';
import { WebhookLists } from './lists.js';
import { testEvent, TEST_EVENT_TYPE, type WebhookTestEvent } from './test-event.js';

export { signWebhook, verifyWebhook, generateSigningSecret, DEFAULT_TOLERANCE_SECONDS, type VerifyWebhookOptions } from './signature.js';
export { checkTargetUrl, isForbiddenAddress, ALLOW_PRIVATE_HINT } from './targets.js';
export { outboundHostRefusal, outboundLookup } from './outbound.js';
export { RETRY_SCHEDULE_MS, MAX_ATTEMPTS, DISABLE_AFTER_EXHAUSTED, FINISHED_RETENTION_MS, USER_AGENT, type DeliveredAttempt, type FailedAttempt } from './dispatcher.js';
export type { WebhookStatus, DeliveryStatus } from '../storage/index.js';
export { TEST_EVENT_TYPE, type WebhookTestEvent } from './test-event.js';

export const WEBHOOK_EVENTS: readonly EmailEventType[] = ['email.received', 'email.enriched'];
/** Live (not archived) webhooks per account: bounds the fan-out of every stored message. */
export const MAX_WEBHOOKS_PER_ACCOUNT = 20;

/** The spec's Webhook resource, field for field. */
export interface Webhook {
  id: string;
  inbox_id: string | null;
  label: string;
  target_url: string;
  /** `inbox` when inbox_id is set, else `account` (every inbox of the account). */
  delivery_scope: 'account' | 'inbox';
  subscribed_events: EmailEventType[];
  /** active: delivering. disabled: stopped by a 410 or by repeated exhaustion. archived: removed by its owner. */
  status: WebhookStatus;
  /** When a delivery attempt last got a 2xx answer. */
  last_delivery_at: Timestamp | null;
  archived_at: Timestamp | null;
  created_at: Timestamp;
  /** Last change of configuration or status (not touched by deliveries). */
  updated_at: Timestamp;
}

/**
 * One event for one webhook, as kept for inspection (GET /v1/webhooks/{id}/deliveries, additive
 * to the spec). Finished ones are kept FINISHED_RETENTION_MS.
 */
export interface WebhookDelivery {
  id: string;
  webhook_id: string;
  event_id: string;
  event_type: string;
  /** pending: an attempt is due (next_attempt_at) or under way. delivered: a 2xx. failed: out of attempts, or 410. cancelled: the webhook was archived or disabled first. */
  status: DeliveryStatus;
  /** Attempts finished. */
  attempts: number;
  next_attempt_at: Timestamp | null;
  last_attempt_at: Timestamp | null;
  last_status_code: number | null;
  last_error: string | null;
  delivered_at: Timestamp | null;
  created_at: Timestamp;
  /** Every finished attempt, oldest first. */
  attempt_log: WebhookAttempt[];
}

/** One HTTP attempt of a delivery. */
export interface WebhookAttempt {
  /** Sent as X-Service-Delivery-Id. */
  id: string;
  /** 1 to 7. */
  attempt: number;
  started_at: Timestamp;
  /** Null for an attempt the process did not see end. */
  duration_ms: number | null;
  /** The receiver's HTTP status; null when none arrived (timeout, refused, blocked address, TLS). */
  status_code: number | null;
  /** Why it failed (e.g. `HTTP 500: …`, `timeout after 10000 ms`), or null on success. */
  error: string | null;
}

export interface WebhookOptions {
  /** Allow http:// and private/loopback targets (self-hosted test setups). Default false. */
  allowPrivateTargets?: boolean;
  /** Concurrent delivery attempts in total. Default 64. */
  concurrency?: number;
  /** Concurrent attempts to one webhook, so one slow receiver cannot take every slot. Default 16. */
  perWebhookConcurrency?: number;
  /** Per-attempt timeout. Default 10_000 (spec). */
  attemptTimeoutMs?: number;
  /**
   * How long a leased attempt outlives its timeout before another dispatcher (this process's
   * after a restart, or another daemon's on the same database) takes it over: the time a
   * delivery of a process that died mid-attempt waits. Default 30,000 ms.
   */
  leaseGraceMs?: number;
  /** How often the dispatcher looks for due attempts when idle. Default 1000 ms. */
  pollIntervalMs?: number;
  /** DNS resolver, injectable for tests (default dns.promises.lookup with all:true). */
  lookup?: (hostname: string) => Promise<Array<{ address: string; family: 4 | 6 }>>;
  /**
   * An extra connect-time rule, applied to every address a target resolves to whenever a new
   * connection is opened, even when private targets are allowed: true refuses the address.
   */
  isBlockedAddress?: (address: string) => boolean;
  /**
   * Told of every delivery attempt that got no 2xx answer, once, as soon as it finished (before
   * its outcome is recorded): which webhook, delivery and event, the attempt number, the status
   * or error, and when the next attempt is planned (null: none). For logs and metrics; it runs
   * on the dispatcher's path, so keep it quick, and what it throws is ignored. Never given the
   * target URL or the body. Default: does nothing.
   */
  onAttemptFailed?: (attempt: FailedAttempt) => void;
  /**
   * Told of every delivery attempt answered 2xx, once, as soon as it finished (before its outcome
   * is recorded), as `onAttemptFailed` is of the others: for metrics. Same rules: keep it quick,
   * what it throws is ignored. Default: does nothing.
   *
   * @example
   * createInboxService({ webhooks: { onAttemptDelivered: (a) => delivered.inc(), onAttemptFailed: (a) => failed.inc() } });
   */
  onAttemptDelivered?: (attempt: DeliveredAttempt) => void;
}

export const WEBHOOK_DEFAULTS = {
  allowPrivateTargets: false,
  concurrency: 64,
  perWebhookConcurrency: 16,
  attemptTimeoutMs: 10_000,
  leaseGraceMs: 30_000,
  pollIntervalMs: 1000,
  onAttemptFailed: (_attempt: FailedAttempt): void => {},
  onAttemptDelivered: (_attempt: DeliveredAttempt): void => {},
} as const;

export interface CreateWebhookInput {
  label: unknown;
  target_url: unknown;
  inbox_id?: unknown;
}

export interface Webhooks {
  /** Validates (label 1..100, target_url, inbox_id of this account), stores, returns the secret once. */
  create(accountId: string, input: CreateWebhookInput): Promise<{ webhook: Webhook; signing_secret: string }>;
  /** 'not_found' for an unknown id or another account's id. Archived webhooks are returned too. */
  get(accountId: string, id: string): Promise<Webhook>;
  /** The account's active and disabled webhooks, newest first (archived ones are left out). */
  list(accountId: string): Promise<Webhook[]>;
  /** Final: no further deliveries; pending ones are cancelled. Idempotent. */
  archive(accountId: string, id: string): Promise<Webhook>;
  /** Turns a disabled webhook back on (new events only); 'conflict' if archived. */
  enable(accountId: string, id: string): Promise<Webhook>;
  /** Recent deliveries of one webhook, newest first, each with its attempts, for inspection. */
  deliveries(accountId: string, webhookId: string, limit?: number): Promise<WebhookDelivery[]>;
  /**
   * Queues a signed `webhook.test` event for an active webhook, delivered like any event;
   * `conflict` for an archived or disabled one. Returns the event and its delivery (pending).
   */
  sendTest(accountId: string, webhookId: string): Promise<{ event: WebhookTestEvent; delivery: WebhookDelivery }>;
  /**
   * Inside the transaction that deletes an inbox: archives the webhooks scoped to it (they
   * could never deliver again) and cancels what they had pending.
   */
  inboxDeleted(tx: StorageTx, accountId: string, inboxId: string): Promise<void>;
  /**
   * The outbox, as a subscriber of the publish step: inside the transaction that made an event
   * true, one row per matching active webhook (written already leased when a slot is free).
   */
  readonly outbox: EventSubscriber;
  /** Starts the background dispatcher (timers unref'd). */
  start(): void;
  /** Stops taking new attempts and waits for in-flight ones (at most their timeout). */
  stop(): Promise<void>;
  /** Runs every attempt due at clock() now and resolves when they finished: for tests with an injected clock. */
  runDue(): Promise<number>;
  /** Deliveries not finished yet (due, waiting for a retry, or under way), over every account and process on the database. */
  pending(): Promise<number>;
}

export interface WebhookDeps {
  storage: Storage;
  clock: Clock;
  ids: IdGenerator;
  options?: WebhookOptions;
}

function toWebhook(row: WebhookRow): Webhook {
  return {
    id: row.id,
    inbox_id: row.inbox_id,
    label: row.label,
    target_url: row.target_url,
    delivery_scope: row.inbox_id === null ? 'account' : 'inbox',
    subscribed_events: [...WEBHOOK_EVENTS],
    status: row.status,
    last_delivery_at: row.last_delivery_at === null ? null : iso(row.last_delivery_at),
    archived_at: row.archived_at === null ? null : iso(row.archived_at),
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
}

function toDelivery(row: DeliveryRow, attempts: readonly AttemptRow[]): WebhookDelivery {
  const t = (v: number | null) => (v === null ? null : iso(v));
  return {
    id: row.id, webhook_id: row.webhook_id, event_id: row.event_id, event_type: row.event_type, status: row.status,
    attempts: row.attempts, next_attempt_at: t(row.next_attempt_at), last_attempt_at: t(row.last_attempt_at),
    last_status_code: row.last_status_code, last_error: row.last_error, delivered_at: t(row.delivered_at),
    created_at: iso(row.created_at),
    attempt_log: attempts.map((a) => ({
      id: a.id, attempt: a.attempt, started_at: iso(a.started_at), duration_ms: a.duration_ms,
      status_code: a.status_code, error: a.error,
    })),
  };
}

function positiveInt(value: number | undefined, fallback: number, name: string): number {
  if (value === undefined) return fallback;
  if (!Number.isFinite(value) || value < 1) throw new InboxkitError('invalid_request', `webhook option ${name} must be a positive number`, { field: name });
  return Math.floor(value);
}

const DEFAULT_DELIVERIES_LIMIT = 50;
const MAX_DELIVERIES_LIMIT = 500;

export function createWebhooks(deps: WebhookDeps): Webhooks {
  const { storage, clock, ids } = deps;
  const options = deps.options ?? {};
  const allowPrivate = options.allowPrivateTargets ?? WEBHOOK_DEFAULTS.allowPrivateTargets;
  const lists = new WebhookLists(storage.catalog);
  const resolve: Resolver = options.lookup ?? systemResolver;
  const dispatcher = new Dispatcher({
    storage, lists, clock, ids, allowPrivate, resolve, blocked: options.isBlockedAddress,
    concurrency: positiveInt(options.concurrency, WEBHOOK_DEFAULTS.concurrency, 'concurrency'),
    perWebhookConcurrency: positiveInt(options.perWebhookConcurrency, WEBHOOK_DEFAULTS.perWebhookConcurrency, 'perWebhookConcurrency'),
    attemptTimeoutMs: positiveInt(options.attemptTimeoutMs, WEBHOOK_DEFAULTS.attemptTimeoutMs, 'attemptTimeoutMs'),
    leaseGraceMs: positiveInt(options.leaseGraceMs, WEBHOOK_DEFAULTS.leaseGraceMs, 'leaseGraceMs'),
    pollIntervalMs: positiveInt(options.pollIntervalMs, WEBHOOK_DEFAULTS.pollIntervalMs, 'pollIntervalMs'),
    onAttemptFailed: options.onAttemptFailed ?? WEBHOOK_DEFAULTS.onAttemptFailed,
    onAttemptDelivered: options.onAttemptDelivered ?? WEBHOOK_DEFAULTS.onAttemptDelivered,
  });

  // The outbox: runs inside the transaction that stores the message (or the analysis result),
  // so the rows commit or roll back with it. The body is serialised once, here; every attempt
  // sends these exact bytes. The matching webhooks are cached per account over the catalog
  // epoch (no query for an account without webhooks). What must wait for the commit (starting
  // a row's attempt, waking the dispatcher) goes through tx.onCommit.
  const outbox: EventSubscriber = {
    name: 'webhook outbox',
    async write(tx, event, ctx) {
      const webhookIds = await lists.matching(tx, ctx.accountId, event.data.inbox.id);
      if (webhookIds.length === 0) return;
      const body = JSON.stringify(event);
      const now = clock();
      const active = dispatcher.started ? await lists.active(tx) : null;
      const handOff = active ? dispatcher.handOff(tx) : null;
      let waiting = false;
      for (const webhookId of webhookIds) {
        const id = ids('whd');
        // With a free slot, the row is written already leased and its first attempt starts once
        // this transaction committed (no claim transaction); otherwise it waits in the outbox.
        const webhook = active?.byId.get(webhookId);
        const lease = webhook && handOff ? handOff.reserve(webhook, id, now) : null;
        const added = await tx.outbox.insertDelivery({
          id, webhook_id: webhookId, account_id: ctx.accountId, event_id: event.id, event_type: event.type, body, now, locked_until: lease,
        });
        if (lease !== null) handOff!.written({ id, webhook_id: webhookId, event_id: event.id, body, attempts: 0 }, added);
        else if (added) waiting = true;
      }
      if (waiting) tx.onCommit(() => dispatcher.kick());
    },
  };

  const owned = async (reader: StorageGroups, accountId: string, id: string): Promise<WebhookRow> => {
    const row = typeof id === 'string' ? await reader.outbox.byId(id) : null;
    if (!row || row.account_id !== accountId) throw new InboxkitError('not_found', 'no such webhook', { field: 'webhook_id' });
    return row;
  };

  /**
   * A change of the webhooks table, in one transaction that reads the row it changes (so a
   * status the dispatcher set meanwhile is seen). The catalog epoch moves with the write, so
   * the cached lists start over; the agents of webhooks no longer active go.
   */
  const change = async (fn: (tx: StorageTx) => Promise<{ row: WebhookRow; changed: boolean }>): Promise<WebhookRow> => {
    const { row, changed } = await storage.transaction(fn);
    if (changed) dispatcher.webhooksChanged();
    return row;
  };

  return {
    async create(accountId, input) {
      if (typeof input !== 'object' || input === null || Array.isArray(input)) throw invalid('body', 'the body must be a JSON object');
      if (!(await storage.accounts.byId(accountId))) throw new InboxkitError('not_found', 'no such account', { field: 'account_id' });
      const label = validateLabel(input.label);
      const target = checkTargetUrl(input.target_url, { allowPrivate });
      let inboxId: string | null = null;
      if (input.inbox_id !== undefined && input.inbox_id !== null) {
        if (typeof input.inbox_id !== 'string') throw invalid('inbox_id', 'inbox_id must be a string or null');
        const inbox = await storage.inboxes.byId(input.inbox_id);
        if (!inbox || inbox.account_id !== accountId) throw new InboxkitError('not_found', 'no such inbox', { field: 'inbox_id' });
        inboxId = inbox.id;
      }
      const signingSecret = generateSigningSecret();
      const id = ids('whk');
      const row = await change(async (tx) => {
        await tx.lock(accountLock(accountId));
        if (await tx.outbox.countLive(accountId) >= MAX_WEBHOOKS_PER_ACCOUNT) {
          throw new InboxkitError('limit_exceeded', `an account has at most ${MAX_WEBHOOKS_PER_ACCOUNT} webhooks; archive one first`);
        }
        await tx.outbox.insert({
          id, account_id: accountId, inbox_id: inboxId, label, target_url: target.href,
          signing_secret: signingSecret, created_at: clock(),
        });
        return { row: (await tx.outbox.byId(id))!, changed: true };
      });
      return { webhook: toWebhook(row), signing_secret: signingSecret };
    },

    get: async (accountId, id) => toWebhook(await owned(storage, accountId, id)),

    list: async (accountId) => (await storage.outbox.listLive(accountId)).map(toWebhook),

    archive: async (accountId, id) => toWebhook(await change(async (tx) => {
      const row = await owned(tx, accountId, id);
      if (row.status === 'archived') return { row, changed: false };
      const now = clock();
      if (await tx.outbox.setStatus(row.id, row.status, 'archived', null, now)) await tx.outbox.cancelPending(row.id, 'webhook archived', now);
      return { row: (await tx.outbox.byId(row.id))!, changed: true };
    })),

    enable: async (accountId, id) => toWebhook(await change(async (tx) => {
      const row = await owned(tx, accountId, id);
      if (row.status === 'archived') throw new InboxkitError('conflict', 'an archived webhook cannot be enabled; create a new one', { field: 'webhook_id' });
      if (row.status !== 'disabled') return { row, changed: false };
      await tx.outbox.setStatus(row.id, 'disabled', 'active', null, clock());
      return { row: (await tx.outbox.byId(row.id))!, changed: true };
    })),

    async deliveries(accountId, webhookId, limit = DEFAULT_DELIVERIES_LIMIT) {
      const row = await owned(storage, accountId, webhookId);
      const n = Number.isFinite(limit) ? Math.max(1, Math.min(MAX_DELIVERIES_LIMIT, Math.floor(limit))) : DEFAULT_DELIVERIES_LIMIT;
      const rows = await storage.outbox.deliveriesOf(row.id, n);
      // At most 7 attempts each, by an indexed lookup: one query per delivery is cheap.
      return Promise.all(rows.map(async (d) => toDelivery(d, await storage.outbox.attemptsOf(d.id))));
    },

    async sendTest(accountId, webhookId) {
      const deliveryId = ids('whd');
      const event = await storage.transaction(async (tx) => {
        const row = await owned(tx, accountId, webhookId);
        if (row.status !== 'active') {
          throw new InboxkitError('conflict', `the webhook is ${row.status}; only an active webhook gets events`, { field: 'webhook_id' });
        }
        const now = clock();
        const test = testEvent(row, ids('evt'), iso(now));
        await tx.outbox.insertDelivery({
          id: deliveryId, webhook_id: row.id, account_id: accountId, event_id: test.id, event_type: TEST_EVENT_TYPE,
          body: JSON.stringify(test), now, locked_until: null,
        });
        tx.onCommit(() => dispatcher.kick());
        return test;
      });
      const delivery = (await storage.outbox.delivery(deliveryId))!;
      return { event, delivery: toDelivery(delivery, await storage.outbox.attemptsOf(deliveryId)) };
    },

    async inboxDeleted(tx, accountId, inboxId) {
      const now = clock();
      let changed = false;
      for (const row of await tx.outbox.listLive(accountId)) {
        if (row.inbox_id !== inboxId) continue;
        if (await tx.outbox.setStatus(row.id, row.status, 'archived', null, now)) {
          await tx.outbox.cancelPending(row.id, 'its inbox was deleted', now);
          changed = true;
        }
      }
      if (changed) tx.onCommit(() => dispatcher.webhooksChanged());
    },

    outbox,
    start: () => dispatcher.start(),
    stop: () => dispatcher.stop(),
    runDue: () => dispatcher.runDue(),
    pending: () => storage.outbox.countPending(),
  };
}
