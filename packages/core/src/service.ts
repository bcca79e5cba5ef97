import { createSearchReindex, type ReindexOptions, type SearchReindex } from './ingest/reindex.js';
import { Tags } from './tags/tags.js';
import { randomBytes } from 'node:crypto';
import { InboxkitError } from './errors.js';
import { createCursors, CURSOR_SECRET } from './cursor.js';
import { defaultIdGenerator, systemClock, type Clock, type IdGenerator } from './clock.js';
import type { Entitlements, InboxLimit } from './types.js';
import { openStorage, type Storage, type WalCheckpoints } from './storage/index.js';
import { Accounts } from './accounts/accounts.js';
import { ApiKeys } from './auth/api-keys.js';
import { Inboxes } from './inboxes/inboxes.js';
import { AutoReleases } from './inboxes/auto-release.js';
import { Messages } from './messages/messages.js';
import { WaitRegistry } from './messages/wait-registry.js';
import { InboxEventEmitter, type EmailEventType } from './events/events.js';
import { DEFAULT_EVENT_LOG_RETENTION_MS, eventLogSubscriber } from './events/log.js';
import { createStreamBudget, type EventStreamLimits, type EventStreamStats } from './events/stream-budget.js';
import { startEventRelay, type EventRelay } from './events/relay.js';
import { createPublish, emitTo } from './events/publish.js';
import { prepareMail } from './ingest/prepare.js';
import { createPreparePool, type PreparePool } from './ingest/prepare-pool.js';
import { IngestPipeline, toMailEnvelope, type Envelope, type IngestResult } from './ingest/pipeline.js';
import { Router, type RouteDecision } from './ingest/route.js';
import { DEFAULT_MAINTENANCE_INTERVAL_MS, emptyReport, runMaintenance, type MaintenanceReport } from './maintenance/maintenance.js';
import { createRequestCounts, type RequestCounts } from './request-counts/request-counts.js';
import { createContentConversion, type ContentConversion, type ConversionOptions } from './content/convert.js';
import { DEFAULT_IDEMPOTENCY_RETENTION_MS, Idempotency, IDEMPOTENCY_DEFAULTS } from './idempotency/idempotency.js';
import { createAnalysisQueue, type AnalysisOptions, type AnalysisQueue } from './analysis/index.js';
import { createWebhooks, type WebhookOptions, type Webhooks } from './webhooks/index.js';
import { accountScope, type AccountScope } from './account-scope.js';
import { createChecks, type ChecksOptions } from './checks/index.js';
import {
  createDashboardSessions, createSignin, DASHBOARD_SESSION_DEFAULTS, type DashboardSessions, type Signin, type SigninOptions,
} from './signin/index.js';
import { createSmtpFaults, type SmtpFaultListener } from './smtp-faults/index.js';

export type { AccountScope } from './account-scope.js';

export interface InboxServiceOptions {
  /**
   * Where the data lives. A SQLite file path, or ':memory:' (default): embedded, one process;
   * a file survives restarts. Or a PostgreSQL URL: `postgres://user@host:5432/db` (a server,
   * through node-postgres; several services and daemons may share it), or `pglite:…` (PGlite
   * in this process, for tests and trials: see storage/postgres/pglite.ts).
   */
  database?: string;
  /** PostgreSQL: connections in the pool. Default 10. */
  databasePoolSize?: number;
  /** Receiving domain of generated addresses. Default 'inboxkit.test'. */
  domain?: string;
  /** SQLite: 'normal' (default): commits survive a process crash; 'full': also power loss, much slower. */
  durability?: 'normal' | 'full';
  /**
   * SQLite: where the WAL checkpoints run: 'commit' (default: inside the commit that fills the
   * WAL) or 'background' (a thread of its own, so no commit waits for the copy and its fsyncs;
   * the daemon's choice). See storage/sqlite/checkpointer.ts.
   */
  walCheckpoints?: WalCheckpoints;
  /** Entitlements of new accounts, over the generous self-hosted defaults. */
  plan?: Partial<Entitlements>;
  /** Slug of the account used when no account is named (the in-process API). Default 'default'. */
  defaultAccount?: string;
  /** How often expiry and retention run. Default 60,000 ms; 0 turns the timer off. */
  maintenanceIntervalMs?: number;
  /** How long idempotency records are kept. Default 24 hours. */
  idempotencyRetentionMs?: number;
  /**
   * An idempotent operation under way in another process (its claim on the key) is presumed
   * dead after this long, and the next request with the key runs the operation itself. Longer
   * than any operation takes; default 30,000 ms.
   */
  idempotencyStaleClaimMs?: number;
  /** How long the event log keeps events for streams that resume (Last-Event-ID). Default 24 hours. */
  eventLogRetentionMs?: number;
  /**
   * Bytes event streams may hold for readers that fall behind: 16 MiB per stream, 128 MiB for
   * all together by default. A stream past a bound is dropped and its reader resumes from the
   * event log (see events/stream-budget.ts).
   */
  eventStreams?: Partial<EventStreamLimits>;
  /** Time source in epoch ms. Default Date.now. */
  clock?: Clock;
  /** Id generator. Default time-ordered random ids. */
  ids?: IdGenerator;
  /**
   * Worker threads that parse and extract, so SMTP framing and commits keep this thread.
   * Default 0: everything in this thread (simplest for an in-process harness). The daemon
   * uses 1 on a 2-core machine. Workers warm up on a few built-in samples when they start.
   */
  prepareThreads?: number;
  /**
   * Webhook delivery settings; `autoStart: false` leaves the dispatcher stopped (tests drive
   * it with runDue). `false` turns webhooks off entirely: no outbox, no dispatcher.
   */
  webhooks?: (WebhookOptions & { autoStart?: boolean }) | false;
  /**
   * Background analysis: the built-in analyzer by default, or `analyzer:
   * createOpenAiAnalyzer(…)`. `autoStart: false` leaves the workers stopped (tests drive them
   * with runDue). `false` turns analysis off: eligible messages stay `none`.
   */
  analysis?: (AnalysisOptions & { autoStart?: boolean }) | false;
  /** Email sign-in for the CLI and the dashboard (policy, lifetimes). Default: closed unless loopback. */
  signin?: SigninOptions;
  /**
   * The background conversion of messages stored before schema 11 into the compact form
   * (content/convert.ts): batch size, pause between batches. It starts with the service
   * unless `autoStart: false` (tests then drive it with `contentConversion.step()`).
   */
  contentConversion?: ConversionOptions & { autoStart?: boolean };
  /**
   * The background rewrite of the full-text entries of messages stored before schema 20, so the
   * search language's to:, cc:, header:, size and fact terms find them (ingest/reindex.ts). It
   * starts with the service unless `autoStart: false` (tests then drive it with `searchReindex.step()`).
   */
  searchReindex?: ReindexOptions & { autoStart?: boolean };
  /** The checks of each message: authentication after the commit (DNS), spamd, the link check's rules (docs/checks.md). */
  checks?: ChecksOptions;
}

export const DEFAULTS = {
  database: ':memory:',
  domain: 'inboxkit.test',
  defaultAccount: 'default',
  maintenanceIntervalMs: DEFAULT_MAINTENANCE_INTERVAL_MS,
  idempotencyRetentionMs: DEFAULT_IDEMPOTENCY_RETENTION_MS,
  eventLogRetentionMs: DEFAULT_EVENT_LOG_RETENTION_MS,
} as const;

/**
 * The in-memory queues of this process now (what a metrics scrape reads; the durable queues
 * are `analysisQueue.pending()` and `webhookDispatcher.pending()`).
 *
 * @example
 * const { ingest, checks } = service.queueDepths();
 */
export interface QueueDepths {
  /** Messages in ingest: being parsed, or waiting for their batch's commit. */
  ingest: number;
  /** Messages whose background checks (authentication, spam) are queued or running. */
  checks: number;
}

/** Start, stop and drive a background loop (tests with an injected clock call runDue). */
export interface BackgroundControl {
  start(): void;
  stop(): Promise<void>;
  /** Runs everything due at clock() now; resolves with how much it handled. */
  runDue(): Promise<number>;
}

export interface InboxService extends AccountScope, SmtpFaultListener {
  readonly options: Readonly<Required<Pick<InboxServiceOptions, 'database' | 'domain' | 'defaultAccount'>>>;
  readonly accounts: Accounts;
  readonly apiKeys: ApiKeys;
  readonly signin: Signin;
  /** The dashboard's browser sessions (cookie tokens), opened with a key, a magic link or a one-time link. */
  readonly sessions: DashboardSessions;
  readonly events: InboxEventEmitter;
  /**
   * Request counts per account and time window, shared by every service on the database (the
   * daemon's request budgets; see request-counts/).
   */
  readonly requestCounts: RequestCounts;
  /** The analysis loop; null when analysis is off. `pending()` counts jobs not yet finished. */
  readonly analysisQueue: (BackgroundControl & { pending(): Promise<number> }) | null;
  /** The webhook dispatcher; null when webhooks are off. `pending()` counts deliveries not finished yet. */
  readonly webhookDispatcher: (BackgroundControl & { pending(): Promise<number> }) | null;
  /** The rewrite of full-text entries stored before schema 20 (runs in the background from the start by default). */
  readonly searchReindex: SearchReindex;
  /** The conversion of content stored before schema 11 (runs in the background from the start by default). */
  readonly contentConversion: ContentConversion;
  readonly clock: Clock;
  readonly ids: IdGenerator;
  /** The same API for another account (not checked: an unknown one's calls answer `not_found`); with `limit`, as that key sees it (a view of its own each call: inbox-limit.ts). */
  account(accountId: string, limit?: InboxLimit | null): AccountScope;
  /** Parses, extracts and stores raw mail for each routable envelope recipient. */
  ingest(raw: Buffer | string, envelope: Envelope): Promise<IngestResult>;
  /** Resolves once no background check (authentication, spam) is queued or running. */
  checksIdle(): Promise<void>;
  /** Where mail for this recipient would go now (for refusing at SMTP RCPT time). */
  route(recipient: string): Promise<RouteDecision>;
  /** The addresses an inbox's new mail is released to (its auto-release setting; [] when off), for the daemon's relay after the commit. */
  autoReleaseTo(inboxId: string): Promise<string[]>;
  runMaintenance(): Promise<MaintenanceReport>;
  /** False once close() began or the storage was closed. */
  isOpen(): boolean;
  /** Waits (waitForMessage) held now, over every account. */
  heldWaits(): number;
  /** The in-memory queues of this process now: ingests under way, background checks waiting or running. */
  queueDepths(): QueueDepths;
  /** Event streams open now, the bytes of events they hold for their readers, and how many were dropped for falling behind. */
  eventStreamStats(): EventStreamStats;
  /** Resolves once the parse workers have warmed up, with the samples they prepared; 0 at once without workers. */
  prepareWarm(): Promise<number>;
  /** Waits for in-flight ingests, stops background work and closes storage. */
  close(): Promise<void>;
}

/**
 * The whole inbox service in-process: storage (embedded SQLite, or PostgreSQL), ingest,
 * extraction, waits, webhooks, analysis and sign-in.
 *
 * @example
 * const inboxes = await createInboxService();
 * const inbox = await inboxes.inboxes.create({ label: 'signup', lifecycle_mode: 'temporary' });
 * await inboxes.ingest(raw, { rcptTo: [inbox.email_address] });
 * const mail = await inboxes.waitForMessage({ inboxId: inbox.id });
 */
export async function createInboxService(options: InboxServiceOptions = {}): Promise<InboxService> {
  const clock = options.clock ?? systemClock;
  const ids = options.ids ?? defaultIdGenerator;
  const domain = (options.domain ?? DEFAULTS.domain).toLowerCase();
  const database = options.database ?? DEFAULTS.database;
  const storage: Storage = await openStorage(database, {
    durability: options.durability, walCheckpoints: options.walCheckpoints, poolSize: options.databasePoolSize,
  });
  const events = new InboxEventEmitter();
  const accounts = new Accounts(storage, clock, ids, domain, options.plan ?? {});
  const apiKeys = new ApiKeys(storage, clock, ids, storage.catalog);
  const cursors = createCursors(await storage.secrets.keep(CURSOR_SECRET, randomBytes(32), clock()));
  const inboxes = new Inboxes(storage, accounts, clock, ids, domain, cursors);
  const autoReleases = new AutoReleases(storage, clock);
  const messages = new Messages(storage, cursors);
  const router = new Router(storage, domain);
  const idempotencyRetentionMs = options.idempotencyRetentionMs ?? DEFAULTS.idempotencyRetentionMs;
  const idempotency = new Idempotency(storage, clock, {
    retentionMs: idempotencyRetentionMs, staleClaimMs: options.idempotencyStaleClaimMs ?? IDEMPOTENCY_DEFAULTS.staleClaimMs,
  });
  const waiters = new WaitRegistry(events);
  const streamBudget = createStreamBudget(options.eventStreams);
  const requestCounts = createRequestCounts(storage);
  const eventLogRetentionMs = options.eventLogRetentionMs ?? DEFAULTS.eventLogRetentionMs;
  const signin = createSignin({ storage, clock, ids, accounts, apiKeys }, options.signin ?? {});
  const sessions = createDashboardSessions({ storage, clock, ids, accounts, apiKeys }, {
    sessionTtlMs: signin.sessionTtlMs,
    oneTimeLinkTtlMs: options.signin?.oneTimeLinkTtlMs ?? DASHBOARD_SESSION_DEFAULTS.oneTimeLinkTtlMs,
  });
  // With the built-in analyzer, its fields are computed while preparing (on the worker
  // threads when there are any) and recorded with the message row.
  const analyzeWhilePreparing = options.analysis !== false && (options.analysis?.analyzer === undefined || options.analysis.analyzer.name === 'builtin');
  const pool: PreparePool | null = (options.prepareThreads ?? 0) > 0
    ? createPreparePool(options.prepareThreads!, { analyze: analyzeWhilePreparing }) : null;
  // Listeners of `events` other than the wait registry's own (streams, callers'): they hear everything.
  const othersListen = (type: EmailEventType) => events.listenerCount(type) > (type === 'email.received' ? 1 : 0);
  const relay: EventRelay | null = storage.feed.shared ? await startEventRelay({
    storage, messages, events,
    wanted: (row) => othersListen(row.type) || (row.type === 'email.received' && waiters.wants(row.account_id, row.inbox_id)),
    listening: () => waiters.size > 0 || othersListen('email.received') || othersListen('email.enriched'),
  }) : null;
  const webhooks: Webhooks | null = options.webhooks === false ? null
    : createWebhooks({ storage, clock, ids, options: options.webhooks });
  // Every email event goes through this one list, after the transaction that made it true:
  // the log and the outbox write inside it; the in-process listeners (waits, streams) hear it
  // after the commit. One process per database (SQLite): straight to `events`. A shared one
  // (PostgreSQL): the relay emits every process's events on `events`, ours included, in the
  // log's order, so each node's waits and streams see every node's mail.
  const publish = createPublish([
    eventLogSubscriber,
    ...(webhooks ? [webhooks.outbox] : []),
    relay ? relay.subscriber : emitTo(events),
  ]);
  const analysis: AnalysisQueue | null = options.analysis === false ? null
    : createAnalysisQueue({ storage, clock, ids, publish, options: options.analysis });
  const pipeline = new IngestPipeline({
    storage, router, publish, clock, ids, analysis: analysis?.hook ?? null,
    prepare: pool ? pool.prepare : (raw) => prepareMail(raw, { analyze: analyzeWhilePreparing }),
  });
  const checks = createChecks({ storage, clock, raw: (a, id) => messages.raw(a, id), ingesting: (quietMs) => pipeline.busy(quietMs) }, options.checks);
  const smtpFaults = createSmtpFaults({ storage, clock, ids });
  const tags = new Tags(storage, clock, ids);
  const defaultAccount = await accounts.ensure(options.defaultAccount ?? DEFAULTS.defaultAccount);
  let closed = false;
  const guard = () => { if (closed) throw new InboxkitError('closed', 'the inbox service is closed'); };
  /** Runs `fn` unless the service is closed (then rejects with `closed`). */
  const live = <A extends unknown[], R>(fn: (...args: A) => Promise<R>) => async (...args: A): Promise<R> => {
    guard();
    return fn(...args);
  };

  const scopes = new Map<string, AccountScope>();
  const scope = (accountId: string, limit?: InboxLimit | null): AccountScope => accountScope(accountId, {
    storage, clock, accounts, apiKeys, inboxes, autoReleases, messages, checks, waiters, events, streamBudget, idempotency, webhooks, smtpFaults, tags, live, guard,
  }, limit);

  const interval = options.maintenanceIntervalMs ?? DEFAULTS.maintenanceIntervalMs;
  let maintaining: Promise<MaintenanceReport> | null = null;
  const maintain = live(() => {
    // One node at a time on a shared database; the others skip the round (an empty report).
    maintaining ??= storage.singleton('maintenance', () => runMaintenance(storage, clock, { idempotencyRetentionMs, eventLogRetentionMs }))
      .then((outcome) => (outcome.ran ? outcome.value : emptyReport())).finally(() => { maintaining = null; });
    return maintaining;
  });
  const timer = interval > 0 ? setInterval(() => { maintain().catch(() => {}); }, interval) : null;
  timer?.unref();
  if (!(options.webhooks && options.webhooks.autoStart === false)) webhooks?.start();
  if (!(options.analysis && options.analysis.autoStart === false)) analysis?.start();
  const conversion = createContentConversion(storage, options.contentConversion);
  // Nothing to do (no row from before schema 11) costs one indexed read of an empty index.
  if (options.contentConversion?.autoStart !== false) conversion.run().catch(() => {});
  const reindex = createSearchReindex(storage, options.searchReindex);
  if (options.searchReindex?.autoStart !== false) reindex.run().catch(() => {});

  return {
    ...scope(defaultAccount.id),
    options: { database, domain, defaultAccount: defaultAccount.slug },
    accounts, apiKeys, signin, sessions, events, clock, ids,
    requestCounts: { shared: requestCounts.shared, add: live(requestCounts.add) },
    analysisQueue: analysis,
    webhookDispatcher: webhooks,
    contentConversion: conversion,
    searchReindex: reindex,
    account: (accountId, limit) => {
      let found = limit ? scope(accountId, limit) : scopes.get(accountId);
      if (!found) {
        found = scope(accountId);
        if (scopes.size < 10_000) scopes.set(accountId, found);
      }
      return found;
    },
    ingest: live(async (raw, envelope) => {
      const result = await pipeline.ingest(raw, envelope);
      checks.received(Buffer.isBuffer(raw) ? raw : Buffer.from(raw), toMailEnvelope(envelope), result.stored.map((s) => s.messageId));
      return result;
    }),
    checksIdle: () => checks.idle(),
    route: live((recipient) => router.route(recipient, clock())),
    smtpFaultAt: live(smtpFaults.decide),
    autoReleaseTo: live((inboxId) => autoReleases.recipients(inboxId)),
    runMaintenance: maintain,
    isOpen: () => !closed && storage.open,
    heldWaits: () => waiters.size,
    queueDepths: () => ({ ingest: pipeline.size, checks: checks.size() }),
    eventStreamStats: () => streamBudget.stats(),
    prepareWarm: async () => (pool ? pool.warm().then(() => pool.stats().warmedUp) : 0),
    close: async () => {
      if (closed) return;
      closed = true;
      if (timer) clearInterval(timer);
      waiters.failAll(new InboxkitError('closed', 'the inbox service is closing'));
      await pipeline.idle();
      await pool?.close();
      await analysis?.stop();
      await checks.close();
      await webhooks?.stop();
      await maintaining?.catch(() => {});
      await conversion.stop();
      await reindex.stop();
      await relay?.close();
      await storage.close();
    },
  };
}
