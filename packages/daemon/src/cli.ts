#!/usr/bin/env node
// The `inboxkit` command. stdout carries only a command's result (a key secret, an
// address, help text); every log line goes to stderr, so `KEY=$(inboxkit keys create)` works.
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { createInboxService, createOpenAiAnalyzer, isInboxkitError, slugify, type AnalysisOptions, type InboxService, type StoredAccount } from '@inboxkit/core';
import { runClientCommand } from '@inboxkit/client/cli';
import {
  DAEMON_DEFAULTS, HELP, UsageError, parseKeysCreate, parseNamespaceClaim, parseServe, type Env, type ServeConfig,
} from './config.js';
import { hostPort, startDaemon, type DaemonHandle } from './daemon.js';

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
  'namespace claim': 'inboxkit namespace claim --help',
};

const CLIENT_COMMANDS = new Set(['login', 'logout', 'inboxes', 'messages', 'webhooks', 'wait']);

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
      if (sub === undefined || sub === '--help' || sub === '-h') {
        out(HELP.keysCreate);
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

/** How to get a key, with --data-dir only when it is not the default. */
function keyHint(config: ServeConfig): string {
  const rel = relative(process.cwd(), config.dataDir) || '.';
  const shown = rel.startsWith('..') ? config.dataDir : rel;
  const quoted = /^[\w./@:+-]+$/.test(shown) ? shown : `'${shown.replace(/'/g, `'\\''`)}'`;
  const dataDir = rel === '.data' ? '' : ` --data-dir ${quoted}`;
  return `npx inboxkit keys create${dataDir} --account default --scopes inboxes:write,messages:read,webhooks:write`;
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

async function serve(args: string[], env: Env): Promise<number> {
  const config = parseServe(args, env);
  if (config === 'help') {
    out(HELP.serve);
    return 0;
  }
  const tls = config.tls ? { cert: readPem(config.tls.certFile, 'certificate'), key: readPem(config.tls.keyFile, 'key') } : null;
  releaseWorkerYoungGeneration();
  let daemon: DaemonHandle;
  try {
    daemon = await startDaemon({
      database: config.database,
      domain: config.domain,
      host: config.host,
      smtpPort: config.smtpPort,
      httpPort: config.httpPort,
      ...(config.baseUrl ? { baseUrl: config.baseUrl } : {}),
      limits: {
        maxMessageBytes: config.maxMessageBytes,
        ...(config.maxMessagesPerConnection !== null ? { maxMessagesPerConnection: config.maxMessagesPerConnection } : {}),
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
        ...(config.mainThreadParse !== null ? { prepareOnMainThread: config.mainThreadParse } : {}),
        ...(config.prepareWarmUp !== null ? { prepareWarmUp: config.prepareWarmUp } : {}),
        ...(config.walCheckpoints !== null ? { walCheckpoints: config.walCheckpoints } : {}),
      },
      log: err,
    });
  } catch (error) {
    const e = error as Error & { code?: string; port?: number; address?: string };
    if (e.code === 'EADDRINUSE' || e.code === 'EACCES' || e.code === 'EADDRNOTAVAIL') {
      throw new Error(`cannot listen on ${hostPort(e.address ?? config.host, e.port ?? 0)}: ${e.code} (choose another port with --smtp-port/--http-port)`);
    }
    throw error;
  }
  err(`inboxkit: data in ${config.database}; receiving domain ${config.domain}`);
  if (config.tls) err('inboxkit: STARTTLS enabled');
  if (config.smtpAuth) err('inboxkit: SMTP AUTH required');
  if (config.apiKey) err('inboxkit: INBOXKIT_API_KEY accepted for the default account');
  const activeKeys = daemon.service.apiKeys.list(daemon.service.accountId).filter((k) => k.revoked_at === null);
  if (activeKeys.length === 0) {
    // One write, so a reader of stderr never sees the first line without the command.
    err(`inboxkit: the default account has no API key yet; create one with:\ninboxkit:   ${keyHint(config)}`);
  }

  return new Promise<number>((done) => {
    let signalled = false;
    const onSignal = (signal: NodeJS.Signals) => {
      if (signalled) {
        err(`inboxkit: ${signal} again, exiting without waiting`);
        process.exit(1);
      }
      signalled = true;
      err(`inboxkit: ${signal} received, finishing in-flight mail and requests`);
      const started = Date.now();
      daemon.stop().then(
        () => {
          err(`inboxkit: stopped in ${Date.now() - started} ms`);
          done(0);
        },
        (error: unknown) => {
          err(`inboxkit: error while stopping: ${(error as Error).message}`);
          done(1);
        },
      );
    };
    process.on('SIGINT', onSignal);
    process.on('SIGTERM', onSignal);
  });
}

/** The account named by slug, else by the slug of the name; created when missing. */
function accountFor(service: InboxService, name: string): { account: StoredAccount; created: boolean } {
  const existing = service.accounts.bySlug(name) ?? service.accounts.bySlug(slugify(name));
  if (existing) return { account: existing, created: false };
  return { account: service.accounts.create({ name, slug: slugify(name) }), created: true };
}

/** The service for one-shot commands: no maintenance timer, closed right after. */
async function withService<T>(database: string, domain: string, fn: (service: InboxService) => T): Promise<T> {
  const service = createInboxService({ database, domain, maintenanceIntervalMs: 0 });
  try {
    return fn(service);
  } finally {
    await service.close();
  }
}

async function keysCreate(args: string[], env: Env): Promise<number> {
  const config = parseKeysCreate(args, env);
  if (config === 'help') {
    out(HELP.keysCreate);
    return 0;
  }
  const domain = env.INBOXKIT_DOMAIN || DAEMON_DEFAULTS.domain;
  const { secret, key, account, created } = await withService(config.database, domain, (service) => {
    const { account, created } = accountFor(service, config.account);
    const issued = service.apiKeys.create(account.id, { scopes: config.scopes, label: config.label ?? 'CLI key' });
    return { ...issued, account, created };
  });
  if (created) err(`inboxkit: created account ${account.slug} (${account.id})`);
  err(`inboxkit: created API key ${key.id} for account ${account.slug} with scopes ${key.scopes.join(',')}`);
  out(secret);
  return 0;
}

async function namespaceClaim(args: string[], env: Env): Promise<number> {
  const config = parseNamespaceClaim(args, env);
  if (config === 'help') {
    out(HELP.namespaceClaim);
    return 0;
  }
  const { address, account, created } = await withService(config.database, config.domain, (service) => {
    const { account, created } = accountFor(service, config.account);
    return { address: service.accounts.claimWildcardNamespace(account.id, config.namespace), account, created };
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
