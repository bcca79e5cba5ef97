import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { availableParallelism } from 'node:os';
import { basename, dirname, resolve } from 'node:path';
import { createInboxService, type Clock, type InboxService, type InboxServiceOptions } from '@inboxkit/core';
import { createSigninHandler, isLoopbackDaemon } from './signin/index.js';
import { createApi, type IpShieldOptions } from './http/index.js';
import { mcpHandler } from './mcp/http.js';
import { createDashboardHandler } from './dashboard/handler.js';
import { answerClientError, answerConnect } from './http/client-errors.js';
import { guardConnections, httpConnectionLimits, type ConnectionGuard, type HttpConnectionLimits } from './http/connections.js';
import { startSmtpListener, type SmtpLimits, type SmtpListener } from './smtp/listener.js';
import type { SmtpAuthMode } from './smtp/auth.js';
import { startPop3Listener, type Pop3Limits, type Pop3Listener } from './pop3/listener.js';
import { DAEMON_DEFAULTS, isDatabaseUrl } from './config/index.js';
import { prepareDataDir } from './data-dir.js';
import { createLogger, logHttpConnectionLimited, logRelay, logUnexpected, logWebhookAttemptFailed, type Logger } from './log/index.js';
import { createRelay, type RelayOptions } from './relay/relay.js';
import { createAutoRelease, type AutoRelease } from './relay/auto-release.js';
import { createDaemonMetrics, startMetricsServer, withMetrics, METRICS_DEFAULT_HOST, type MetricsOptions, type MetricsServer } from './metrics/index.js';

export interface StartDaemonOptions {
  /**
   * A ready service. The daemon takes it over: `stop()` closes it. When omitted, one is
   * created from `database`/`dataDir`, `domain`, `clock` and `serviceOptions`.
   */
  service?: InboxService;
  /**
   * The database of the service the daemon creates: a SQLite file, ':memory:' (default, or see
   * dataDir), or a PostgreSQL URL (`postgres://…`, which several daemons may share; `pglite:…`).
   */
  database?: string;
  /** Shorthand for database `<dataDir>/inboxkit.sqlite`, as the command line uses it (ignored when `database` is given). */
  dataDir?: string;
  /** Receiving domain of the service the daemon creates. Default 'inboxkit.test'. */
  domain?: string;
  /** Time source for the service it creates and for the HTTP API. */
  clock?: Clock;
  /** Further options of the service the daemon creates (prepareThreads defaults to cores - 1, max 4). */
  serviceOptions?: Omit<InboxServiceOptions, 'database' | 'domain' | 'clock'>;
  /** Address both listeners bind. Default 127.0.0.1. */
  host?: string;
  /** Default 2525; 0 picks a free port. */
  smtpPort?: number;
  /** Default 4780; 0 picks a free port. */
  httpPort?: number;
  /** Implicit TLS (SMTPS): a second SMTP port, TLS from the first byte, with `tls`'s certificate; 0 picks a free port. Default none. */
  smtpsPort?: number | null;
  /** POP3 (docs/pop3.md): each inbox a maildrop, an API key its password; STLS with `tls`'s certificate; 0 picks a free port. Default none. */
  pop3Port?: number | null;
  /** The POP3 listener's limits (pop3/limits.ts). */
  pop3Limits?: Partial<Pop3Limits>;
  /** Public URL of the HTTP API (links, redirects). Default http://<host>:<bound http port>. */
  baseUrl?: string;
  /** SMTP limits; maxMessageBytes defaults to 25 MiB. */
  limits?: Partial<SmtpLimits>;
  /** PEM key and certificate (contents, not paths): enables STARTTLS. */
  tls?: { key: string | Buffer; cert: string | Buffer } | null;
  /** A static SMTP user (`--smtp-auth USER:PASS`): AUTH required, these credentials accepted beside API keys. Default none. */
  smtpAuth?: { username: string; password: string } | null;
  /**
   * SMTP AUTH: `off`, `optional` or `required` (docs/smtp.md, "SMTP credentials per account"):
   * a sender's password is an API key, and its session sends only to its account's inboxes.
   * Default `required` with `smtpAuth` (its static user then works beside the keys), else `off`.
   */
  smtpAuthMode?: SmtpAuthMode;
  /** An API key secret to accept for the default account (INBOXKIT_API_KEY). */
  apiKey?: string | null;
  /** How long stop() lets in-flight SMTP transactions and HTTP requests finish. Default 10 s. */
  shutdownGraceMs?: number;
  /** Email sign-in for the CLI: outbound relay, who may sign in (addresses or @domains), From address. */
  signin?: { smtpRelay?: string | null; allow?: readonly string[]; mailFrom?: string | null };
  /** The per-IP abuse shield on /v1 (see http/index.ts); false turns it off (load tests). */
  ipShield?: IpShieldOptions | false;
  /** How often an idle event stream gets a keep-alive comment. Default 15,000 ms. */
  eventStreamHeartbeatMs?: number;
  /**
   * The SMTP relay of release, send and auto-release (--relay-url, --relay-allow; docs/smtp.md,
   * "Release and send"). Default none: those answer 503.
   */
  relay?: RelayOptions | null;
  /** Allow http:// and private/loopback webhook targets (--webhook-allow-private). Default false. */
  webhookAllowPrivate?: boolean;
  /** How long a request's headers and body may take to arrive before it is answered 408 and closed. Default 30,000 ms. */
  requestTimeoutMs?: number;
  /**
   * The HTTP server's connection caps (in all and per client address), header and keep-alive
   * timeouts; see http/connections.ts and docs/daemon.md, "Limits".
   */
  httpLimits?: Partial<HttpConnectionLimits>;
  /**
   * The operator's lines, for a person: the bound addresses, parse workers warm, sign-in codes
   * of a loopback daemon. `inboxkit serve` prints them on stderr as they are, whatever the log
   * format. Default: silent (sign-in codes still go to stderr).
   */
  log?: (line: string) => void;
  /**
   * The event log (docs/daemon.md, "Logs"): one line per SMTP transaction accepted or refused
   * (info), per failed webhook attempt (warn, only for a service the daemon creates), per HTTP
   * request (debug), and unexpected errors (error). Default: `createLogger({ level: 'error' })`,
   * errors only, on stderr.
   */
  logger?: Logger;
  /** Prometheus metrics at `GET /metrics` (docs/metrics.md): on the API's port, a port of their own, or both. Default none. */
  metrics?: MetricsOptions | null;
}

export interface DaemonHandle {
  readonly service: InboxService;
  readonly smtp: { readonly host: string; readonly port: number };
  /** The implicit-TLS SMTP port (smtpsPort), or null without one. */
  readonly smtps: { readonly host: string; readonly port: number } | null;
  /** The POP3 port (pop3Port), or null without one. */
  readonly pop3: { readonly host: string; readonly port: number } | null;
  readonly http: { readonly host: string; readonly port: number; readonly url: string };
  /** The public base URL the HTTP API was given. */
  readonly baseUrl: string;
  /** The metrics' own listener (metrics.port), or null without one. */
  readonly metrics: { readonly host: string; readonly port: number; readonly url: string } | null;
  /**
   * Stops accepting, lets in-flight SMTP transactions (a DATA in progress gets its 250
   * after commit) and HTTP requests finish, then closes the service and its database.
   * Idempotent.
   */
  stop(): Promise<void>;
}

const DEFAULT_SHUTDOWN_GRACE_MS = 10_000;

/** `host:port`, with IPv6 literals in brackets. */
/** A host a client connects to: a wildcard bind is reached on loopback. */
export function connectHost(host: string): string {
  if (host === '0.0.0.0' || host === '') return '127.0.0.1';
  if (host === '::') return '::1';
  return host;
}

export function hostPort(host: string, port: number): string {
  return host.includes(':') ? `[${host}]:${port}` : `${host}:${port}`;
}

/** A host a URL can name: wildcard binds become localhost. */
function urlHost(host: string): string {
  if (host === '0.0.0.0' || host === '::' || host === '') return 'localhost';
  return host.includes(':') ? `[${host}]` : host;
}

/**
 * Worker threads for MIME parsing in a service the daemon creates: one per core beyond the
 * first (the main thread speaks SMTP/HTTP and commits), at most 4, none on one core.
 */
function defaultPrepareThreads(): number {
  // Run from TypeScript source (tsx: tests, `node --import tsx src/cli.ts`), each worker
  // would compile core's sources on start (seconds), so parse in this thread there.
  // Built JS gets the pool.
  if (import.meta.url.endsWith('.ts')) return 0;
  const cores = availableParallelism();
  return cores > 1 ? Math.min(4, cores - 1) : 0;
}

/**
 * Ensures the INBOXKIT_API_KEY secret authenticates as the default account. Daemons that share
 * a database and start together with the same secret may race to store it: the losers find it.
 */
export async function acceptApiKey(service: InboxService, secret: string): Promise<'created' | 'existing'> {
  if (await service.apiKeys.exists(secret)) return 'existing';
  try {
    await service.apiKeys.create(service.accountId, { secret, label: 'INBOXKIT_API_KEY' });
  } catch (error) {
    if (await service.apiKeys.exists(secret)) return 'existing';
    throw error;
  }
  return 'created';
}

export async function startDaemon(options: StartDaemonOptions = {}): Promise<DaemonHandle> {
  const log = options.log ?? (() => {});
  const logger = options.logger ?? createLogger({ level: 'error' });
  const givenWebhooks = options.serviceOptions?.webhooks;
  const host = options.host ?? DAEMON_DEFAULTS.host;
  const ownsService = !options.service;
  const metrics = options.metrics ? createDaemonMetrics() : null;
  const database = options.database ?? (options.dataDir ? resolve(options.dataDir, DAEMON_DEFAULTS.databaseFile) : undefined);
  // Sign-in is open only on a daemon bound to loopback whose public URL is loopback too;
  // otherwise an allowlist is required (see docs/signin.md). Without a public URL the daemon
  // advertises its own address, which is loopback exactly when the bind address is.
  const loopback = isLoopbackDaemon(host, options.baseUrl ?? `http://${hostPort(urlHost(host), 1)}`);
  const allow = options.signin?.allow ?? [];
  // A directory that cannot hold the database fails here, naming the path and the cause,
  // before anything opens or listens (serve also takes the directory's lock before this).
  if (ownsService && database !== undefined && database !== ':memory:' && !isDatabaseUrl(database)) prepareDataDir(dirname(database), basename(database));
  const service =
    options.service ??
    await createInboxService({
      prepareThreads: defaultPrepareThreads(),
      // SQLite: commits never wait for a checkpoint's fsyncs (+11 % pooled ingest in a same-run A/B).
      walCheckpoints: 'background',
      signin: { policy: { loopback, allow: allow.length > 0 ? allow : null, configureHint: '--signin-allow / INBOXKIT_SIGNIN_ALLOW' } },
      ...options.serviceOptions,
      webhooks: givenWebhooks === false ? false : {
        ...givenWebhooks,
        ...(options.webhookAllowPrivate !== undefined ? { allowPrivateTargets: options.webhookAllowPrivate } : {}),
        onAttemptFailed: (attempt) => {
          logWebhookAttemptFailed(logger, attempt);
          metrics?.webhookFailed(attempt);
          givenWebhooks?.onAttemptFailed?.(attempt);
        },
        onAttemptDelivered: (attempt) => {
          metrics?.webhookDelivered(attempt);
          givenWebhooks?.onAttemptDelivered?.(attempt);
        },
      },
      ...(database !== undefined ? { database } : {}),
      ...(options.domain !== undefined ? { domain: options.domain } : {}),
      ...(options.clock !== undefined ? { clock: options.clock } : {}),
    });
  const clock = options.clock ?? service.clock;
  const grace = options.shutdownGraceMs ?? DEFAULT_SHUTDOWN_GRACE_MS;

  let smtp: SmtpListener | null = null;
  let pop3: Pop3Listener | null = null;
  let httpServer: Server | null = null;
  let guard: ConnectionGuard | null = null;
  let autoRelease: AutoRelease | null = null;
  let metricsServer: MetricsServer | null = null;
  let closeApi = () => {};
  let flushApi = async () => {};
  try {
    if (options.apiKey) await acceptApiKey(service, options.apiKey);
    const relay = options.relay ? createRelay(options.relay, { domain: service.options.domain, clock }) : null;
    autoRelease = relay ? createAutoRelease({
      service, relay, ...(options.relay?.retryDelaysMs ? { retryDelaysMs: options.relay.retryDelaysMs } : {}),
      report: (r) => logRelay(logger, {
        via: 'auto-release', message_id: r.messageId, inbox_id: r.inboxId, to: r.to, attempt: r.attempt, retry_in_ms: r.retryInMs,
        reply: r.outcome === 'released' ? r.detail : null, error: r.outcome === 'released' ? null : r.detail,
      }),
    }) : null;
    const released = autoRelease;

    smtp = await startSmtpListener({
      service,
      host,
      port: options.smtpPort ?? DAEMON_DEFAULTS.smtpPort,
      limits: options.limits,
      tls: options.tls ?? null,
      securePort: options.smtpsPort ?? null,
      auth: options.smtpAuth ?? null,
      ...(options.smtpAuthMode ? { authMode: options.smtpAuthMode } : {}),
      logger,
      ...(metrics ? { observer: metrics.smtp } : {}),
      ...(released ? { onStored: (stored: Parameters<AutoRelease['stored']>[0]) => released.stored(stored) } : {}),
    });

    if (options.pop3Port !== undefined && options.pop3Port !== null) {
      pop3 = await startPop3Listener({
        service, host, port: options.pop3Port, tls: options.tls ?? null, logger,
        ...(options.pop3Limits ? { limits: options.pop3Limits } : {}),
      });
    }

    // The API needs its base URL, which needs the bound port, so the listener is attached
    // after listen(); requests cannot arrive in between (same tick), the guard is for form.
    let handle: ((req: IncomingMessage, res: ServerResponse) => void) | null = null;
    const requestTimeoutMs = options.requestTimeoutMs ?? DAEMON_DEFAULTS.requestTimeoutMs;
    const httpLimits = httpConnectionLimits(options.httpLimits);
    const headersTimeoutMs = Math.min(httpLimits.headersTimeoutMs, requestTimeoutMs);
    const server = createServer({
      // A request whose headers or body stop arriving is answered 408 and its connection
      // closed, so a short body cannot hold a handler (and its memory) forever; a connection
      // that sends no complete head (nothing at all, or half of one) is closed the same way.
      requestTimeout: requestTimeoutMs,
      headersTimeout: headersTimeoutMs,
      keepAliveTimeout: httpLimits.keepAliveTimeoutMs,
      connectionsCheckingInterval: Math.min(1_000, Math.max(10, Math.floor(headersTimeoutMs / 4))),
      // Node would answer a missing Host with a bare 400; the API answers it in the envelope.
      requireHostHeader: false,
    }, (req, res) => {
      if (handle) return handle(req, res);
      res.writeHead(503, { 'content-type': 'application/json', 'retry-after': '1', 'cache-control': 'no-store' }).end(
        JSON.stringify({ success: false, request_id: 'starting', error: { code: 'service_unavailable', message: 'the daemon is starting' } }),
      );
    });
    httpServer = server;
    server.on('clientError', answerClientError);
    server.on('connect', answerConnect);
    guard = guardConnections(server, httpLimits, (report) => logHttpConnectionLimited(logger, report));
    await new Promise<void>((ok, fail) => {
      server.once('error', fail);
      server.listen(options.httpPort ?? DAEMON_DEFAULTS.httpPort, host, () => {
        server.off('error', fail);
        ok();
      });
    });
    server.on('error', (error) => logUnexpected(logger, 'http.server_error', error));
    const bound = server.address() as AddressInfo;
    const localUrl = `http://${hostPort(urlHost(bound.address), bound.port)}`;
    const baseUrl = (options.baseUrl ?? localUrl).replace(/\/+$/, '');
    const signinHandler = createSigninHandler({
      service, signin: service.signin, baseUrl, loopback: isLoopbackDaemon(host, baseUrl), clock,
      smtpRelay: options.signin?.smtpRelay ?? null,
      mailFrom: options.signin?.mailFrom ?? null,
      // Sign-in codes for a local user go to the log; never drop them silently.
      log: options.log ?? ((line) => process.stderr.write(`${line}\n`)),
      onError: (error, info) => logUnexpected(logger, 'signin.error', error, { request_id: info.requestId, method: info.method, url: info.url }),
    });
    const dashboardHandler = createDashboardHandler({
      service, baseUrl, clock,
      onError: (error, info) => logUnexpected(logger, 'dashboard.error', error, { request_id: info.requestId, method: info.method, url: info.url }),
    });
    // The sign-in operations and completion page first, then the web dashboard's paths.
    const publicHandler = async (request: Request, ctx: { remoteAddress: string; requestId: string }) =>
      (await signinHandler(request, ctx)) ?? dashboardHandler(request, ctx);
    const api = createApi({
      service, baseUrl, clock, publicHandler, logger, relay,
      mcp: mcpHandler({ smtp: { host: connectHost(smtp.host), port: smtp.port } }),
      ...(options.ipShield !== undefined ? { ipShield: options.ipShield } : {}),
      ...(options.eventStreamHeartbeatMs !== undefined ? { eventStreamHeartbeatMs: options.eventStreamHeartbeatMs } : {}),
      ...(metrics ? { onRequest: (r: Parameters<typeof metrics.http>[0]) => metrics.http(r) } : {}),
    });
    handle = metrics && options.metrics?.onApiPort ? withMetrics(metrics, api.nodeListener) : (req, res) => api.nodeListener(req, res);
    metrics?.watch({ service, smtp });
    const metricsPort = options.metrics?.port;
    if (metrics && metricsPort !== undefined && metricsPort !== null) {
      metricsServer = await startMetricsServer(metrics, options.metrics?.host ?? METRICS_DEFAULT_HOST, metricsPort);
    }
    closeApi = () => api.close();
    flushApi = () => api.flush();

    log(`inboxkit: SMTP listening on ${hostPort(smtp.host, smtp.port)}`);
    if (smtp.secure) log(`inboxkit: SMTPS (implicit TLS) listening on ${hostPort(smtp.secure.host, smtp.secure.port)}`);
    if (pop3) log(`inboxkit: POP3 listening on ${hostPort(pop3.host, pop3.port)}`);
    log(`inboxkit: HTTP API on ${localUrl}${baseUrl !== localUrl ? ` (public URL ${baseUrl})` : ''}`);
    if (metrics) log(`inboxkit: metrics at ${[options.metrics?.onApiPort ? `${localUrl}/metrics` : null, metricsServer?.url].filter(Boolean).join(' and ') || 'no address (collected, not served)'}`);
    // Mail is accepted meanwhile; this only tells an operator (and the benchmarks) when the
    // parse workers run warm code.
    const warmStart = performance.now();
    void service.prepareWarm().then((samples) => {
      if (samples > 0) log(`inboxkit: parse workers warm after ${Math.round(performance.now() - warmStart)} ms`);
    }, () => {});

    const [smtpListener, ownMetrics, pop3Listener] = [smtp, metricsServer, pop3];
    let stopping: Promise<void> | null = null;
    const stop = (): Promise<void> => {
      stopping ??= (async () => {
        // Held waits answer 503 and event streams end now, not after the grace period.
        closeApi();
        await Promise.all([smtpListener.close(grace), closeHttp(server, grace), ownMetrics?.close(), pop3Listener?.close(grace)]);
        guard?.close();
        // Auto-releases under way finish; those waiting for a retry are dropped (logged).
        await released?.close();
        // Request counts not yet shared go to the database, so a restart or another daemon sees them.
        await flushApi();
        await service.close();
        // Lines still held for a slow destination are written before stop() resolves.
        await new Promise<void>((done) => logger.flush(() => done()));
      })();
      return stopping;
    };

    return {
      service,
      smtp: { host: smtp.host, port: smtp.port },
      smtps: smtp.secure,
      pop3: pop3 ? { host: pop3.host, port: pop3.port } : null,
      http: { host: bound.address, port: bound.port, url: localUrl },
      baseUrl,
      metrics: ownMetrics ? { host: ownMetrics.host, port: ownMetrics.port, url: ownMetrics.url } : null,
      stop,
    };
  } catch (error) {
    await Promise.all([smtp?.close(0), pop3?.close(0)].map((p) => p?.catch(() => {})));
    await autoRelease?.close().catch(() => {});
    await metricsServer?.close().catch(() => {});
    if (httpServer?.listening) await closeHttp(httpServer, 0).catch(() => {});
    if (ownsService) await service.close().catch(() => {});
    throw error;
  }
}

/**
 * Stops accepting, lets requests in progress finish for up to graceMs, then cuts what is
 * left (e.g. a long-poll still waiting for a message).
 */
function closeHttp(server: Server, graceMs: number): Promise<void> {
  return new Promise<void>((resolveClosed) => {
    if (!server.listening) return resolveClosed();
    let sweep: NodeJS.Timeout | null = null;
    const deadline = setTimeout(() => server.closeAllConnections(), graceMs);
    server.close(() => {
      clearTimeout(deadline);
      if (sweep) clearInterval(sweep);
      resolveClosed();
    });
    // close() drops idle keep-alive sockets once; a socket that goes idle later (its request
    // just finished) has to be swept again.
    server.closeIdleConnections();
    sweep = setInterval(() => server.closeIdleConnections(), 25);
  });
}
