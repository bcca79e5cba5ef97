import { InboxkitError } from './errors.js';
import { defaultIdGenerator, systemClock, type Clock, type IdGenerator } from './clock.js';
import type { ContentMode, Entitlements, Inbox, MessageByMode, MessageDetail, MessageSummary, Page } from './types.js';
import { Store, type WalCheckpoints } from './store/index.js';
import { Accounts } from './accounts/accounts.js';
import { ApiKeys } from './auth/api-keys.js';
import { Inboxes, type InboxPage, type ListOptions } from './inboxes/inboxes.js';
import type { CreateInboxInput } from './inboxes/validate.js';
import { Messages, type SearchOptions } from './messages/messages.js';
import { waitForMessage, type WaitForMessageOptions } from './messages/wait.js';
import { InboxEventEmitter } from './events/events.js';
import { EventSinks } from './events/sinks.js';
import { prepareMail } from './ingest/prepare.js';
import { createPreparePool, type MainThreadShare, type PreparePool } from './ingest/prepare-pool.js';
import { IngestPipeline, type Envelope, type IngestResult } from './ingest/pipeline.js';
import { Router, type RouteDecision } from './ingest/route.js';
import { runMaintenance, type MaintenanceReport } from './maintenance/maintenance.js';
import { createAnalysisQueue, type AnalysisOptions, type AnalysisQueue } from './analysis/index.js';
import { createWebhooks, type CreateWebhookInput, type Webhook, type WebhookOptions, type Webhooks } from './webhooks/index.js';

export interface InboxServiceOptions {
  /** SQLite file path, or ':memory:' (default). A file survives restarts. */
  database?: string;
  /** Receiving domain of generated addresses. Default 'inboxkit.test'. */
  domain?: string;
  /** 'normal' (default): commits survive a process crash; 'full': also power loss, much slower. */
  durability?: 'normal' | 'full';
  /**
   * Where SQLite's WAL checkpoints run: 'commit' (default: inside the commit that fills the
   * WAL, which then waits for the copy and two fsyncs) or 'background' (a thread of its own;
   * the daemon's default). See WalCheckpoints.
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
  /** Time source in epoch ms. Default Date.now. */
  clock?: Clock;
  /** Id generator. Default time-ordered random ids. */
  ids?: IdGenerator;
  /**
   * Worker threads that parse and extract, so SMTP framing and SQLite commits keep this
   * thread. Default 0: everything in this thread (simplest for an in-process harness).
   * The daemon uses 1 on a 2-core machine.
   */
  prepareThreads?: number;
  /**
   * With prepareThreads, when this thread still prepares a message itself: 'never' (default:
   * it parses less efficiently than a worker, docs/performance.md §S5), 'backlog' (when the
   * workers have 4 or more jobs queued each) or 'lone-and-backlog' (also a lone message,
   * skipping two thread hand-offs). See PreparePoolOptions.share.
   */
  prepareOnMainThread?: MainThreadShare;
  /** With prepareThreads, sample messages each worker prepares when it starts (PreparePoolOptions.warmUp). Default 0. */
  prepareWarmUp?: number;
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
}

export const DEFAULTS = {
  database: ':memory:',
  domain: 'inboxkit.test',
  defaultAccount: 'default',
  maintenanceIntervalMs: 60_000,
  idempotencyRetentionMs: 24 * 60 * 60 * 1000,
} as const;

/** The inbox and message API of one account. */
export interface AccountScope {
  readonly accountId: string;
  readonly inboxes: {
    create(input: CreateInboxInput): Inbox;
    list(options?: ListOptions): InboxPage;
    get(inboxId: string): Inbox;
  };
  readonly messages: {
    list(inboxId: string, options?: ListOptions): Page<MessageSummary>;
    get<M extends ContentMode = 'full'>(messageId: string, contentMode?: M): MessageByMode[M];
    search(options: SearchOptions): Page<MessageSummary>;
    raw(messageId: string): Buffer;
  };
  readonly webhooks: {
    /** Registers a target for email.received and email.enriched; the signing secret is shown only here. */
    create(input: CreateWebhookInput): { webhook: Webhook; signing_secret: string };
    list(): Webhook[];
    get(webhookId: string): Webhook;
    archive(webhookId: string): Webhook;
  };
  waitForMessage(options: WaitForMessageOptions): Promise<MessageDetail>;
}

export interface InboxService extends AccountScope {
  readonly options: Readonly<Required<Pick<InboxServiceOptions, 'database' | 'domain' | 'defaultAccount'>>>;
  readonly accounts: Accounts;
  readonly apiKeys: ApiKeys;
  readonly events: InboxEventEmitter;
  /** Transactional event consumers (webhook outbox); see events/sinks.ts. */
  readonly sinks: EventSinks;
  /** Low-level access for packages that extend the service (daemon, webhooks). */
  readonly store: Store;
  readonly pipeline: IngestPipeline;
  /** The analysis queue and its workers (start/stop/runDue); null when turned off. */
  readonly analysisQueue: AnalysisQueue | null;
  /** The webhook outbox and dispatcher (start/stop/runDue, deliveries, enable); null when turned off. */
  readonly webhookDispatcher: Webhooks | null;
  readonly clock: Clock;
  readonly ids: IdGenerator;
  /** The same API for another account. */
  account(accountId: string): AccountScope;
  /** Parses, extracts and stores raw mail for each routable envelope recipient. */
  ingest(raw: Buffer | string, envelope: Envelope): Promise<IngestResult>;
  /** Where mail for this recipient would go now (for refusing at SMTP RCPT time). */
  route(recipient: string): RouteDecision;
  runMaintenance(): Promise<MaintenanceReport>;
  /** Resolves once the parse workers have warmed up (prepareWarmUp), with the samples they prepared; 0 at once without them. */
  prepareWarm(): Promise<number>;
  /** Waits for in-flight ingests, stops timers and closes the database. */
  close(): Promise<void>;
}

export function createInboxService(options: InboxServiceOptions = {}): InboxService {
  const clock = options.clock ?? systemClock;
  const ids = options.ids ?? defaultIdGenerator;
  const domain = (options.domain ?? DEFAULTS.domain).toLowerCase();
  const database = options.database ?? DEFAULTS.database;
  const store = Store.open({ path: database, durability: options.durability, walCheckpoints: options.walCheckpoints });
  const events = new InboxEventEmitter();
  const sinks = new EventSinks();
  const accounts = new Accounts(store, clock, ids, domain, options.plan ?? {});
  const apiKeys = new ApiKeys(store, clock, ids);
  const inboxes = new Inboxes(store, accounts, clock, ids, domain);
  const messages = new Messages(store);
  const router = new Router(store, domain);
  // With the built-in analyzer, its fields are computed while preparing (on the worker
  // threads when there are any), so the analysis queue only records them.
  const analyzeWhilePreparing = options.analysis !== false && (options.analysis?.analyzer === undefined || options.analysis.analyzer.name === 'builtin');
  const pool: PreparePool | null = (options.prepareThreads ?? 0) > 0
    ? createPreparePool(options.prepareThreads!, {
      analyze: analyzeWhilePreparing, share: options.prepareOnMainThread ?? 'never', warmUp: options.prepareWarmUp ?? 0,
    }) : null;
  const analysis = options.analysis === false ? null
    : createAnalysisQueue({ store, clock, ids, events, sinks, options: options.analysis });
  const pipeline = new IngestPipeline({
    store, router, events, sinks, clock, ids, prepare: pool ? pool.prepare : (raw) => prepareMail(raw, { analyze: analyzeWhilePreparing }),
    initialAnalysis: analysis ? analysis.initialAnalysis : () => ({ status: 'none', recorded: null }),
    analysisEnabled: analysis !== null,
  });
  if (analysis) pipeline.hooks.push(analysis.enqueueHook);
  const webhooks = options.webhooks === false ? null : createWebhooks({ store, clock, ids, sinks, options: options.webhooks });
  const webhooksOn = () => {
    guard();
    if (!webhooks) throw new InboxkitError('unavailable', 'webhooks are turned off in this service');
    return webhooks;
  };
  const defaultAccount = accounts.ensure(options.defaultAccount ?? DEFAULTS.defaultAccount);
  let closed = false;
  const guard = () => {
    if (closed) throw new InboxkitError('closed', 'the inbox service is closed');
  };

  const scopes = new Map<string, AccountScope>();
  const scope = (accountId: string): AccountScope => ({
    accountId,
    inboxes: {
      create: (input) => (guard(), inboxes.create(accountId, input)),
      list: (opts) => (guard(), inboxes.list(accountId, opts)),
      get: (id) => (guard(), inboxes.get(accountId, id)),
    },
    messages: {
      list: (inboxId, opts) => (guard(), messages.list(accountId, inboxId, opts)),
      get: (id, mode) => (guard(), messages.get(accountId, id, mode)),
      search: (opts) => (guard(), messages.search(accountId, opts)),
      raw: (id) => (guard(), messages.raw(accountId, id)),
    },
    webhooks: {
      create: (input) => webhooksOn().create(accountId, input),
      list: () => webhooksOn().list(accountId),
      get: (id) => webhooksOn().get(accountId, id),
      archive: (id) => webhooksOn().archive(accountId, id),
    },
    waitForMessage: (opts) => {
      guard();
      return waitForMessage({ store, messages, events }, accountId, opts);
    },
  });

  const idempotencyRetentionMs = options.idempotencyRetentionMs ?? DEFAULTS.idempotencyRetentionMs;
  const interval = options.maintenanceIntervalMs ?? DEFAULTS.maintenanceIntervalMs;
  let maintaining: Promise<MaintenanceReport> | null = null;
  const maintain = () => {
    guard();
    maintaining ??= runMaintenance(store, clock, idempotencyRetentionMs).finally(() => { maintaining = null; });
    return maintaining;
  };
  const timer = interval > 0 ? setInterval(() => { maintain().catch(() => {}); }, interval) : null;
  timer?.unref();
  if (!(options.webhooks && options.webhooks.autoStart === false)) webhooks?.start();
  if (!(options.analysis && options.analysis.autoStart === false)) analysis?.start();

  return {
    ...scope(defaultAccount.id),
    options: { database, domain, defaultAccount: defaultAccount.slug },
    accounts, apiKeys, events, sinks, store, pipeline, clock, ids, webhookDispatcher: webhooks, analysisQueue: analysis,
    account: (accountId) => {
      // Accounts are never deleted, so a scope, once checked, stays valid; the HTTP layer asks
      // for one on every request and should not re-read the account each time.
      let found = scopes.get(accountId);
      if (!found) {
        accounts.get(accountId);
        found = scope(accountId);
        scopes.set(accountId, found);
      }
      return found;
    },
    ingest: (raw, envelope) => {
      guard();
      return pipeline.ingest(raw, envelope);
    },
    route: (recipient) => (guard(), router.route(recipient, clock())),
    runMaintenance: maintain,
    prepareWarm: async () => {
      if (!pool) return 0;
      await pool.warm();
      return pool.stats().warmedUp;
    },
    close: async () => {
      if (closed) return;
      closed = true;
      if (timer) clearInterval(timer);
      await pipeline.idle();
      await pool?.close();
      await analysis?.stop();
      await webhooks?.stop();
      await maintaining?.catch(() => {});
      await store.close();
    },
  };
}
