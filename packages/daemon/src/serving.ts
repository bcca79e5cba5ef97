// A daemon as the `inboxkit` command runs it, for `serve` and `run`: the data directory checked
// and locked, the daemon started from a ServeConfig, its addresses recorded in the lock and the
// ready file, and one stop that undoes all of it. Signals are the commands' own business.
import { readFileSync } from 'node:fs';
import { setFlagsFromString } from 'node:v8';
import { createOpenAiAnalyzer, type AnalysisOptions } from '@inboxkit/core';
import { DAEMON_DEFAULTS, redactUrl, type ServeConfig } from './config/index.js';
import { hostPort, startDaemon, type DaemonHandle } from './daemon.js';
import { prepareDataDir } from './data-dir.js';
import { lockDataDir } from './lock.js';
import { createLogger } from './log/index.js';
import { prepareReadyFile, type ReadyFile } from './ready-file.js';

export interface Serving {
  readonly daemon: DaemonHandle;
  /**
   * Stops the daemon (in-flight mail and requests finish first), then releases the data
   * directory's lock and removes the ready file. Resolves 0, or 1 when stopping failed (said on
   * stderr). Idempotent.
   */
  stop(): Promise<number>;
}

function analysisOptions(analyzer: ServeConfig['analyzer']): AnalysisOptions | false {
  if (analyzer.kind === 'off') return false;
  if (analyzer.kind === 'builtin') return {};
  return { analyzer: createOpenAiAnalyzer({ baseUrl: analyzer.baseUrl, model: analyzer.model, ...(analyzer.apiKey ? { apiKey: analyzer.apiKey } : {}) }) };
}

function readPem(path: string, what: string): Buffer {
  try {
    return readFileSync(path);
  } catch (error) {
    throw new Error(`cannot read the TLS ${what} ${path}: ${(error as Error).message}`);
  }
}

/**
 * The launchers start this process with `--max-semi-space-size=2` for the main thread's sake,
 * and a V8 heap flag given on the command line overrides a worker's `resourceLimits`
 * (nodejs/node#43991), so the parse workers' young generation would be the flag's, whatever
 * core asks for. The main thread's heap is sized already; unset the flag so the workers
 * started from here get core's limits.
 */
function releaseWorkerYoungGeneration(): void {
  setFlagsFromString('--max-semi-space-size=0');
}

/** A listen failure as one line with what to do about it; null for any other error. */
function listenFailure(error: unknown, host: string): string | null {
  const e = error as Error & { code?: string; port?: number; address?: string; syscall?: string };
  if (e?.syscall !== 'listen' && e?.syscall !== 'bind') return null;
  const where = hostPort(e.address ?? host, e.port ?? 0);
  switch (e.code) {
    case 'EADDRINUSE':
      return `cannot listen on ${where}: EADDRINUSE, the port is taken (choose another port with --smtp-port/--smtps-port/--pop3-port/--http-port/--metrics-port)`;
    case 'EACCES':
      return `cannot listen on ${where}: EACCES, ports below 1024 need privileges (choose another port with --smtp-port/--smtps-port/--pop3-port/--http-port/--metrics-port)`;
    case 'EADDRNOTAVAIL':
      return `cannot listen on ${where}: EADDRNOTAVAIL, no such address on this machine (check --host)`;
    default:
      return `cannot listen on ${where}: ${e.code ?? e.message}`;
  }
}

/**
 * Before the database opens and before anything listens, a data directory that cannot be used,
 * or one another daemon runs on, fails with the path and the cause; so does a ready file that
 * cannot be placed. Then the daemon starts, and its addresses go into the lock and the ready file.
 */
export async function startServing(config: ServeConfig, err: (text: string) => void): Promise<Serving> {
  const tls = config.tls ? { cert: readPem(config.tls.certFile, 'certificate'), key: readPem(config.tls.keyFile, 'key') } : null;
  // On PostgreSQL there is no data directory and no lock: daemons share the database.
  const lock = config.dataDir === null ? null : (prepareDataDir(config.dataDir, DAEMON_DEFAULTS.databaseFile), lockDataDir(config.dataDir));
  process.on('exit', () => lock?.release());
  if (lock?.tookOver) err(`inboxkit: took over ${lock.path} from pid ${lock.tookOver.pid}, which no longer runs`);
  let readyFile: ReadyFile | null;
  try {
    readyFile = config.readyFile === null ? null : prepareReadyFile(config.readyFile);
  } catch (error) {
    lock?.release();
    throw error;
  }
  process.on('exit', () => readyFile?.remove());
  releaseWorkerYoungGeneration();
  // The event log shares stderr with the operator's lines, which stay plain text in either format.
  const logger = createLogger({ level: config.logLevel, ...(config.logFormat ? { format: config.logFormat } : {}) });
  let daemon: DaemonHandle;
  try {
    daemon = await startDaemon({
      database: config.database,
      domain: config.domain,
      host: config.host,
      smtpPort: config.smtpPort,
      smtpsPort: config.smtpsPort,
      pop3Port: config.pop3Port,
      httpPort: config.httpPort,
      ...(config.publicUrl ? { baseUrl: config.publicUrl } : {}),
      limits: {
        maxMessageBytes: config.maxMessageBytes,
        ...(config.maxMessagesPerConnection !== null ? { maxMessagesPerConnection: config.maxMessagesPerConnection } : {}),
        ...(config.maxConnectionsPerAddress !== null ? { maxConnectionsPerAddress: config.maxConnectionsPerAddress } : {}),
      },
      httpLimits: {
        ...(config.httpMaxConnections !== null ? { maxConnections: config.httpMaxConnections } : {}),
        ...(config.httpMaxConnectionsPerAddress !== null ? { maxConnectionsPerAddress: config.httpMaxConnectionsPerAddress } : {}),
      },
      ...(config.ipShieldMax !== null ? { ipShield: config.ipShieldMax === 0 ? false as const : { max: config.ipShieldMax } } : {}),
      tls,
      smtpAuth: config.smtpAuth,
      smtpAuthMode: config.smtpAuthMode,
      apiKey: config.apiKey,
      webhookAllowPrivate: config.webhookAllowPrivate,
      signin: { smtpRelay: config.smtpRelay, allow: config.signinAllow },
      relay: config.relay,
      serviceOptions: {
        analysis: analysisOptions(config.analyzer),
        checks: config.checks,
        ...(config.prepareThreads !== null ? { prepareThreads: config.prepareThreads } : {}),
      },
      log: err,
      logger,
      metrics: config.metrics,
    });
  } catch (error) {
    lock?.release();
    const listen = listenFailure(error, config.host);
    if (listen) throw new Error(listen);
    throw error;
  }
  const running = daemon;
  let stopping: Promise<number> | null = null;
  const stop = (): Promise<number> => {
    stopping ??= (async () => {
      const started = Date.now();
      try {
        await running.stop();
        err(`inboxkit: stopped in ${Date.now() - started} ms`);
        return 0;
      } catch (error) {
        err(`inboxkit: error while stopping: ${(error as Error).message}`);
        return 1;
      } finally {
        readyFile?.remove();
        lock?.release();
      }
    })();
    return stopping;
  };
  try {
    lock?.update({ smtp: hostPort(daemon.smtp.host, daemon.smtp.port), http: daemon.http.url, base_url: daemon.baseUrl });
    readyFile?.write({
      pid: process.pid,
      data_dir: config.dataDir,
      domain: config.domain,
      smtp: { host: daemon.smtp.host, port: daemon.smtp.port },
      ...(daemon.smtps ? { smtps: { host: daemon.smtps.host, port: daemon.smtps.port } } : {}),
      ...(daemon.pop3 ? { pop3: { host: daemon.pop3.host, port: daemon.pop3.port } } : {}),
      http: { host: daemon.http.host, port: daemon.http.port, url: daemon.http.url },
      base_url: daemon.baseUrl,
      ready_at: new Date().toISOString(),
    });
  } catch (error) {
    await stop();
    throw error;
  }
  err(`inboxkit: data in ${redactUrl(config.database)}; receiving domain ${config.domain}`);
  if (config.tls) err('inboxkit: STARTTLS enabled');
  if (config.smtpAuthMode !== 'off') err(`inboxkit: SMTP AUTH ${config.smtpAuthMode} (API keys${config.smtpAuth ? ' and the static user' : ''})`);
  if (config.apiKey) err('inboxkit: INBOXKIT_API_KEY accepted for the default account');
  if (config.relay) err(`inboxkit: release and send through ${config.relay.url.replace(/^(smtps?:\/\/[^:/@]*:)[^@]*@/, '$1***@')} to ${config.relay.allow.join(', ')}`);
  return { daemon, stop };
}
