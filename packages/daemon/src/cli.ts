#!/usr/bin/env node
// The `inboxkit` command. stdout carries only a command's result (a key secret, an
// address, help text); every log line goes to stderr, so `KEY=$(inboxkit keys create)` works.
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { createOpenAiAnalyzer, isInboxkitError, slugify, type AnalysisOptions, type InboxService, type StoredAccount } from '@inboxkit/core';
import { runClientCommand } from '@inboxkit/client/cli';
import {
  DAEMON_DEFAULTS, redactUrl, HELP, UsageError, parseKeysCreate, parseKeysList, parseKeysRevoke, parseNamespaceClaim, parseServe,
  type Env, type ServeConfig,
} from './config.js';
import { keysList, keysRevoke } from './cli-keys.js';
import { findAccount, withService } from './one-shot.js';
import { hostPort, startDaemon, type DaemonHandle } from './daemon.js';
import { prepareDataDir } from './data-dir.js';
import { lockDataDir } from './lock.js';
import { createLogger } from './log/index.js';

const out = (text: string) => process.stdout.write(text.endsWith('\n') ? text : `${text}\n`);
const err = (text: string) => process.stderr.write(text.endsWith('\n') ? text : `${text}\n`);

function version(): string {
  try {
    // src/cli.ts and dist/cli.js both sit one level below the package root.
    const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version?: string };
    return pkg.version ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

const HELP_HINT: Record<string, string> = {
  '': 'inboxkit --help',
  serve: 'inboxkit serve --help',
  'keys create': 'inboxkit keys create --help',
  'keys list': 'inboxkit keys list --help',
  'keys revoke': 'inboxkit keys revoke --help',
  'namespace claim': 'inboxkit namespace claim --help',
};

const CLIENT_COMMANDS = new Set(['login', 'logout', 'inboxes', 'messages', 'webhooks', 'wait', 'tail']);

async function main(argv: string[], env: Env): Promise<number> {
  const [command, ...rest] = argv;
  switch (command) {
    case undefined:
      err(HELP.main);
      return 2;
    case '-h':
    case '--help':
    case 'help':
      out(HELP.main);
      return 0;
    case '-v':
    case '--version':
      out(version());
      return 0;
    case 'serve':
      return serve(rest, env);
    case 'keys': {
      const [sub, ...args] = rest;
      if (sub === 'create') return keysCreate(args, env);
      if (sub === 'list') return keysListCommand(args, env);
      if (sub === 'revoke') return keysRevokeCommand(args, env);
      if (sub === undefined || sub === '--help' || sub === '-h') {
        (sub === undefined ? err : out)(HELP.keys);
        return sub === undefined ? 2 : 0;
      }
      throw new UsageError(`unknown command "keys ${sub}"`);
    }
    case 'namespace': {
      const [sub, ...args] = rest;
      if (sub === 'claim') return namespaceClaim(args, env);
      if (sub === undefined || sub === '--help' || sub === '-h') {
        out(HELP.namespaceClaim);
        return sub === undefined ? 2 : 0;
      }
      throw new UsageError(`unknown command "namespace ${sub}"`);
    }
    default:
      if (command.startsWith('-')) throw new UsageError(`unknown option ${command}`);
      // Client commands talk to a running daemon over HTTP; @inboxkit/client implements them.
      if (CLIENT_COMMANDS.has(command)) {
        return runClientCommand(argv, { stdin: process.stdin, stdout: process.stdout, stderr: process.stderr, env });
      }
      throw new UsageError(`unknown command "${command}"`);
  }
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

/** How to get a key, with --data-dir only when it is not the default (or the --database, password left out). */
function keyHint(config: ServeConfig): string {
  const scopes = '--account default --scopes inboxes:write,messages:read,webhooks:write';
  if (config.dataDir === null) return `npx inboxkit keys create --database '${redactUrl(config.database)}' ${scopes}`;
  const rel = relative(process.cwd(), config.dataDir) || '.';
  const shown = rel.startsWith('..') ? config.dataDir : rel;
  const quoted = /^[\w./@:+-]+$/.test(shown) ? shown : `'${shown.replace(/'/g, `'\\''`)}'`;
  const dataDir = rel === '.data' ? '' : ` --data-dir ${quoted}`;
  return `npx inboxkit keys create${dataDir} ${scopes}`;
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
      return `cannot listen on ${where}: EADDRINUSE, the port is taken (choose another port with --smtp-port/--http-port)`;
    case 'EACCES':
      return `cannot listen on ${where}: EACCES, ports below 1024 need privileges (choose another port with --smtp-port/--http-port)`;
    case 'EADDRNOTAVAIL':
      return `cannot listen on ${where}: EADDRNOTAVAIL, no such address on this machine (check --host)`;
    default:
      return `cannot listen on ${where}: ${e.code ?? e.message}`;
  }
}

/** The client's INBOXKIT_BASE_URL, when it is set and names something else than this daemon. */
function clientBaseUrlElsewhere(env: Env, daemonUrl: string): string | null {
  const raw = env.INBOXKIT_BASE_URL;
  if (!raw) return null;
  return raw.replace(/\/+$/, '') === daemonUrl ? null : raw;
}

async function serve(args: string[], env: Env): Promise<number> {
  const config = parseServe(args, env);
  if (config === 'help') {
    out(HELP.serve);
    return 0;
  }
  const tls = config.tls ? { cert: readPem(config.tls.certFile, 'certificate'), key: readPem(config.tls.keyFile, 'key') } : null;
  // Before the database opens and before anything listens: a data directory that cannot be
  // used, or one another daemon runs on, fails here with the path and the cause. On
  // PostgreSQL there is no directory, and no lock: daemons share the database.
  const lock = config.dataDir === null ? null : (prepareDataDir(config.dataDir, DAEMON_DEFAULTS.databaseFile), lockDataDir(config.dataDir));
  process.on('exit', () => lock?.release());
  if (lock?.tookOver) err(`inboxkit: took over ${lock.path} from pid ${lock.tookOver.pid}, which no longer runs`);
  // Signals are handled from here on: one that arrives while the daemon starts stops it once
  // it is up (a default SIGTERM would end the process without releasing the lock).
  let signalled: NodeJS.Signals | null = null;
  let stopNow: (() => void) | null = null;
  const onSignal = (signal: NodeJS.Signals) => {
    if (signalled) {
      err(`inboxkit: ${signal} again, exiting without waiting`);
      process.exit(1);
    }
    signalled = signal;
    err(`inboxkit: ${signal} received, finishing in-flight mail and requests`);
    stopNow?.();
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  releaseWorkerYoungGeneration();
  // The event log shares stderr with the lines below, which stay plain text in either format.
  const logger = createLogger({ level: config.logLevel, ...(config.logFormat ? { format: config.logFormat } : {}) });
  let daemon: DaemonHandle;
  try {
    daemon = await startDaemon({
      database: config.database,
      domain: config.domain,
      host: config.host,
      smtpPort: config.smtpPort,
      httpPort: config.httpPort,
      ...(config.publicUrl ? { baseUrl: config.publicUrl } : {}),
      limits: {
        maxMessageBytes: config.maxMessageBytes,
        ...(config.maxMessagesPerConnection !== null ? { maxMessagesPerConnection: config.maxMessagesPerConnection } : {}),
        ...(config.maxConnectionsPerAddress !== null ? { maxConnectionsPerAddress: config.maxConnectionsPerAddress } : {}),
      },
      ...(config.ipShieldMax !== null ? { ipShield: config.ipShieldMax === 0 ? false as const : { max: config.ipShieldMax } } : {}),
      tls,
      smtpAuth: config.smtpAuth,
      apiKey: config.apiKey,
      webhookAllowPrivate: config.webhookAllowPrivate,
      signin: { smtpRelay: config.smtpRelay, allow: config.signinAllow },
      serviceOptions: {
        analysis: analysisOptions(config.analyzer),
        ...(config.prepareThreads !== null ? { prepareThreads: config.prepareThreads } : {}),
      },
      log: err,
      logger,
    });
  } catch (error) {
    lock?.release();
    const listen = listenFailure(error, config.host);
    if (listen) throw new Error(listen);
    throw error;
  }
  lock?.update({ smtp: hostPort(daemon.smtp.host, daemon.smtp.port), http: daemon.http.url });
  const running = daemon;
  const stopped = new Promise<number>((done) => {
    stopNow = () => {
      const started = Date.now();
      running.stop().then(
        () => {
          lock?.release();
          err(`inboxkit: stopped in ${Date.now() - started} ms`);
          done(0);
        },
        (error: unknown) => {
          lock?.release();
          err(`inboxkit: error while stopping: ${(error as Error).message}`);
          done(1);
        },
      );
    };
    if (signalled) stopNow();
  });
  err(`inboxkit: data in ${redactUrl(config.database)}; receiving domain ${config.domain}`);
  const elsewhere = config.publicUrl ? null : clientBaseUrlElsewhere(env, daemon.baseUrl);
  if (elsewhere) {
    err(`inboxkit: INBOXKIT_BASE_URL (${elsewhere}) is the client commands' setting; serve ignores it and advertises ${daemon.baseUrl} (set --public-url or INBOXKIT_PUBLIC_URL to change that)`);
  }
  if (config.tls) err('inboxkit: STARTTLS enabled');
  if (config.smtpAuth) err('inboxkit: SMTP AUTH required');
  if (config.apiKey) err('inboxkit: INBOXKIT_API_KEY accepted for the default account');
  // A stop may have begun meanwhile; then the hint is moot and the service may be closed.
  const activeKeys = await daemon.service.apiKeys.list(daemon.service.accountId).then(
    (keys) => keys.filter((k) => k.revoked_at === null).length,
    () => null,
  );
  if (activeKeys === 0 && !signalled) {
    // One write, so a reader of stderr never sees the first line without the command.
    err(`inboxkit: the default account has no API key yet; create one with:\ninboxkit:   ${keyHint(config)}`);
  }
  return stopped;
}

/** The account named by slug, else by the slug of the name; created when missing. */
async function accountFor(service: InboxService, name: string): Promise<{ account: StoredAccount; created: boolean }> {
  const existing = await findAccount(service, name);
  if (existing) return { account: existing, created: false };
  return { account: await service.accounts.create({ name, slug: slugify(name) }), created: true };
}

async function keysCreate(args: string[], env: Env): Promise<number> {
  const config = parseKeysCreate(args, env);
  if (config === 'help') {
    out(HELP.keysCreate);
    return 0;
  }
  const domain = env.INBOXKIT_DOMAIN || DAEMON_DEFAULTS.domain;
  const { secret, key, account, created } = await withService(config.dataDir, config.database, domain, async (service) => {
    const { account, created } = await accountFor(service, config.account);
    const issued = await service.apiKeys.create(account.id, { scopes: config.scopes, label: config.label ?? 'CLI key' });
    return { ...issued, account, created };
  });
  if (created) err(`inboxkit: created account ${account.slug} (${account.id})`);
  err(`inboxkit: created API key ${key.id} for account ${account.slug} with scopes ${key.scopes.join(',')}`);
  out(secret);
  return 0;
}

async function keysListCommand(args: string[], env: Env): Promise<number> {
  const config = parseKeysList(args, env);
  if (config === 'help') {
    out(HELP.keysList);
    return 0;
  }
  return keysList(config, env, { out, err });
}

async function keysRevokeCommand(args: string[], env: Env): Promise<number> {
  const config = parseKeysRevoke(args, env);
  if (config === 'help') {
    out(HELP.keysRevoke);
    return 0;
  }
  return keysRevoke(config, env, { out, err });
}

async function namespaceClaim(args: string[], env: Env): Promise<number> {
  const config = parseNamespaceClaim(args, env);
  if (config === 'help') {
    out(HELP.namespaceClaim);
    return 0;
  }
  const { address, account, created } = await withService(config.dataDir, config.database, config.domain, async (service) => {
    const { account, created } = await accountFor(service, config.account);
    return { address: await service.accounts.claimWildcardNamespace(account.id, config.namespace), account, created };
  });
  if (created) err(`inboxkit: created account ${account.slug} (${account.id})`);
  err(`inboxkit: account ${account.slug} receives mail for ${address.email_address} in inbox ${address.inbox_id}`);
  out(address.email_address);
  return 0;
}

/** Exits once stdout and stderr have flushed what was written to them. */
function exit(code: number): void {
  process.stdout.write('', () => process.stderr.write('', () => process.exit(code)));
}

main(process.argv.slice(2), process.env).then(exit, (error: unknown) => {
  if (error instanceof UsageError) {
    err(`inboxkit: ${error.message} (see "${HELP_HINT[error.command] ?? HELP_HINT['']}")`);
    return exit(2);
  }
  err(`inboxkit: ${isInboxkitError(error) ? error.message : ((error as Error)?.message ?? String(error))}`);
  exit(1);
});
