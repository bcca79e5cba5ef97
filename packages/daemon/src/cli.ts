#!/usr/bin/env node
// The `inboxkit` command. stdout carries only a command's result (a key secret, an
// address, help text); every log line goes to stderr, so `KEY=$(inboxkit keys create)` works.
import { relative } from 'node:path';
import { isInboxkitError, slugify, type InboxService, type StoredAccount } from '@inboxkit/core';
import { runClientCommand } from '@inboxkit/client/cli';
import {
  DAEMON_DEFAULTS, redactUrl, HELP, UsageError, parseDashboard, parseKeysCreate, parseKeysList, parseKeysRevoke, parseMcp, parseNamespaceClaim, parseRun, parseServe,
  type Env, type ServeConfig,
} from './config/index.js';
import { keyLimits, keysList, keysRevoke } from './cli-keys.js';
import { dashboardLink } from './cli-dashboard.js';
import { findAccount, withService } from './one-shot.js';
import { readAsset } from './assets.js';
import { startServing } from './serving.js';
import { runCommand } from './run.js';
import { mcpCommand } from './mcp/stdio.js';

const out = (text: string) => process.stdout.write(text.endsWith('\n') ? text : `${text}\n`);
const err = (text: string) => process.stderr.write(text.endsWith('\n') ? text : `${text}\n`);

function version(): string {
  try {
    const pkg = JSON.parse(readAsset('package.json').toString('utf8')) as { version?: string };
    return pkg.version ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

const HELP_HINT: Record<string, string> = {
  '': 'inboxkit --help',
  serve: 'inboxkit serve --help',
  run: 'inboxkit run --help',
  'keys create': 'inboxkit keys create --help',
  'keys list': 'inboxkit keys list --help',
  'keys revoke': 'inboxkit keys revoke --help',
  'namespace claim': 'inboxkit namespace claim --help',
  dashboard: 'inboxkit dashboard --help',
  mcp: 'inboxkit mcp --help',
};

const CLIENT_COMMANDS = new Set(['login', 'logout', 'inboxes', 'messages', 'webhooks', 'wait', 'tail', 'check']);

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
    case 'run': {
      const config = parseRun(rest, env);
      if (config === 'help') {
        out(HELP.run);
        return 0;
      }
      return runCommand(config, env, err);
    }
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
    case 'dashboard':
      return dashboardCommand(rest, env);
    case 'mcp': {
      const config = parseMcp(rest, env);
      if (config === 'help') {
        out(HELP.mcp);
        return 0;
      }
      return mcpCommand(config, env, err);
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
  const serving = await startServing(config, err);
  const { daemon } = serving;
  const stopped = new Promise<number>((done) => {
    stopNow = () => void serving.stop().then(done);
    if (signalled) stopNow();
  });
  const elsewhere = config.publicUrl ? null : clientBaseUrlElsewhere(env, daemon.baseUrl);
  if (elsewhere) {
    err(`inboxkit: INBOXKIT_BASE_URL (${elsewhere}) is the client commands' setting; serve ignores it and advertises ${daemon.baseUrl} (set --public-url or INBOXKIT_PUBLIC_URL to change that)`);
  }
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
    const expiresAt = config.expiresInMs !== null ? service.clock() + config.expiresInMs : config.expiresAt;
    const issued = await service.apiKeys.create(account.id, {
      scopes: config.scopes, label: config.label ?? 'CLI key', expiresAt, inboxIds: config.inboxIds,
    });
    return { ...issued, account, created };
  });
  if (created) err(`inboxkit: created account ${account.slug} (${account.id})`);
  err(`inboxkit: created API key ${key.id} for account ${account.slug} with scopes ${key.scopes.join(',')}${keyLimits(key)}`);
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

async function dashboardCommand(args: string[], env: Env): Promise<number> {
  const config = parseDashboard(args, env);
  if (config === 'help') {
    out(HELP.dashboard);
    return 0;
  }
  return dashboardLink(config, env, { out, err });
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
