import { resolve } from 'node:path';
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { DEFAULTS as CORE_DEFAULTS, SCOPES, isWellFormedKey, parseScopes, type MainThreadShare, type Scope, type WalCheckpoints } from '@inboxkit/core';
import { SMTP_DEFAULTS } from './smtp/listener.js';

/** Defaults of `inboxkit serve`; docs/daemon.md lists the same values. */
export const DAEMON_DEFAULTS = {
  dataDir: './.data',
  databaseFile: 'inboxkit.sqlite',
  host: '127.0.0.1',
  /** Clear of Mailpit's 1025/8025 so both can run side by side. */
  httpPort: 4780,
  smtpPort: 2525,
  domain: CORE_DEFAULTS.domain,
  maxMessageBytes: SMTP_DEFAULTS.maxMessageBytes,
  /** Sample messages each parse worker prepares at start: the JIT settles after a few hundred. */
  prepareWarmUp: 300,
  /** WAL checkpoints off the committing thread: a commit never waits for their fsyncs. */
  walCheckpoints: 'background' as WalCheckpoints,
} as const;

/** A mistake on the command line: printed as one line, exit status 2. */
export class UsageError extends Error {
  constructor(message: string, readonly command: string = '') {
    super(message);
    this.name = 'UsageError';
  }
}

export type Env = Record<string, string | undefined>;

export interface ServeConfig {
  dataDir: string;
  /** `<dataDir>/inboxkit.sqlite` */
  database: string;
  host: string;
  httpPort: number;
  smtpPort: number;
  domain: string;
  /** null: derived from the bound HTTP address once listening. */
  baseUrl: string | null;
  maxMessageBytes: number;
  tls: { certFile: string; keyFile: string } | null;
  smtpAuth: { username: string; password: string } | null;
  /** INBOXKIT_API_KEY: accepted for the default account. */
  apiKey: string | null;
  /** Allow http:// and private/loopback webhook targets (self-hosted test setups). */
  webhookAllowPrivate: boolean;
  /** Which analyzer runs: the built-in one, an OpenAI-compatible endpoint, or none. */
  analyzer: { kind: 'builtin' } | { kind: 'off' } | { kind: 'openai'; baseUrl: string; model: string; apiKey: string | null };
  /** Outbound mail relay for sign-in mail, e.g. smtp://user:pass@host:587. */
  smtpRelay: string | null;
  /** Sign-in allowlist: exact addresses or @domain entries. Empty: open on loopback only. */
  signinAllow: string[];
  /** SMTP transactions per connection before 421 (null: the listener's default). */
  maxMessagesPerConnection: number | null;
  /** Requests per address per 10 s window of the /v1 abuse shield; 0 turns it off (null: default). */
  ipShieldMax: number | null;
  /** Worker threads that parse incoming mail; 0 parses on the main thread (null: cores - 1, at most 4). */
  prepareThreads: number | null;
  /** When the main thread parses too, with worker threads (null: the service's default, 'never'). */
  mainThreadParse: MainThreadShare | null;
  /** Sample messages each parse worker prepares at start (null: the daemon's default). */
  prepareWarmUp: number | null;
  /** Where SQLite's WAL checkpoints run (null: the daemon's default, 'background'). */
  walCheckpoints: WalCheckpoints | null;
}

export interface KeysCreateConfig {
  dataDir: string;
  database: string;
  account: string;
  scopes: Scope[];
  label: string | null;
}

export interface NamespaceClaimConfig {
  dataDir: string;
  database: string;
  domain: string;
  account: string;
  namespace: string;
}

export const HELP = {
  main: `Usage: inboxkit <command> [options]

Receiving inboxes for tests: SMTP in, structured fields out over an HTTP API.

Server commands (work on the data directory):
  serve              Run the SMTP listener and the HTTP API
  keys create        Create an API key (prints only the secret on stdout)
  namespace claim    Claim an account's wildcard namespace (*@<namespace>.<domain>)

Client commands (talk to a running daemon; INBOXKIT_API_KEY and INBOXKIT_BASE_URL override login):
  login, logout      Sign in by email (magic link or code) and store the key; forget it
  inboxes create|list
  messages list|show
  webhooks create
  wait               Print the next code (--otp) or link (--link TYPE) of an inbox

Run "inboxkit <command> --help" for the options of a command.
Options:
  -h, --help         Show this help
  -v, --version      Show the version
`,
  serve: `Usage: inboxkit serve [options]

Options (each also read from the environment variable shown; a flag wins):
  --data-dir DIR            INBOXKIT_DATA_DIR        Data directory, holds inboxkit.sqlite (default ${DAEMON_DEFAULTS.dataDir})
  --host HOST               INBOXKIT_HOST            Address both listeners bind (default ${DAEMON_DEFAULTS.host})
  --http-port PORT          INBOXKIT_HTTP_PORT       HTTP API port, 0 picks a free one (default ${DAEMON_DEFAULTS.httpPort})
  --smtp-port PORT          INBOXKIT_SMTP_PORT       SMTP port, 0 picks a free one (default ${DAEMON_DEFAULTS.smtpPort})
  --domain DOMAIN           INBOXKIT_DOMAIN          Domain of generated addresses (default ${DAEMON_DEFAULTS.domain})
  --base-url URL            INBOXKIT_BASE_URL        Public URL of the HTTP API (default http://<host>:<http-port>)
  --max-message-bytes N     INBOXKIT_MAX_MESSAGE_BYTES  Largest message accepted; K/M/G suffixes allowed (default 25M)
  --tls-cert FILE           INBOXKIT_TLS_CERT        PEM certificate; with --tls-key enables STARTTLS
  --tls-key FILE            INBOXKIT_TLS_KEY         PEM private key
  --smtp-auth USER:PASS     INBOXKIT_SMTP_AUTH       Require SMTP AUTH PLAIN/LOGIN with these credentials (off by default)
                            INBOXKIT_API_KEY         An API key secret (ik_live_...) accepted for the default account
  --webhook-allow-private   INBOXKIT_WEBHOOK_ALLOW_PRIVATE=1  Allow http:// and private/loopback webhook targets
  --analyzer KIND           INBOXKIT_ANALYZER        builtin (default), openai, or off
  --openai-base-url URL     INBOXKIT_OPENAI_BASE_URL OpenAI-compatible API, e.g. http://127.0.0.1:11434/v1 (Ollama)
  --openai-model NAME       INBOXKIT_OPENAI_MODEL    Model name for --analyzer openai
                            INBOXKIT_OPENAI_API_KEY  Bearer key for the OpenAI-compatible API (optional)
  --smtp-relay URL          INBOXKIT_SMTP_RELAY      Relay for sign-in mail, e.g. smtp://user:pass@host:587
  --signin-allow LIST       INBOXKIT_SIGNIN_ALLOW    Who may sign in: addresses or @domains, comma-separated
                                                     (default: anyone, but only while bound to loopback)
  --max-messages-per-connection N  INBOXKIT_MAX_MESSAGES_PER_CONNECTION  SMTP transactions per connection (default 100000)
  --ip-shield-max N         INBOXKIT_IP_SHIELD_MAX   /v1 requests per client address per 10 s; 0 = off (default 1000)
  --prepare-threads N       INBOXKIT_PREPARE_THREADS Worker threads that parse mail; 0 = main thread (default cores - 1, max 4)
  --main-thread-parse WHEN  INBOXKIT_MAIN_THREAD_PARSE  With parse workers, when the main thread parses too:
                                                     never (default), backlog (workers 4+ deep), lone-and-backlog
  --prepare-warm-up N       INBOXKIT_PREPARE_WARM_UP Sample messages each parse worker prepares at start (default 300; 0 = off)
  --wal-checkpoints WHERE   INBOXKIT_WAL_CHECKPOINTS SQLite WAL checkpoints: background (default: a thread of their
                                                     own) or commit (inside the commit that fills the WAL)
  -h, --help                Show this help

Stops cleanly on SIGINT/SIGTERM: in-flight messages are committed and answered first.
`,
  keysCreate: `Usage: inboxkit keys create [options]

Creates an API key and prints its secret as the only line on stdout. Works while the daemon runs.
Options:
  --data-dir DIR     INBOXKIT_DATA_DIR   Data directory (default ${DAEMON_DEFAULTS.dataDir})
  --account NAME     Account slug or name; created when missing (default "default")
  --scopes LIST      Comma-separated: ${SCOPES.join(',')} (default: all three)
  --label LABEL      Label of the key (default "CLI key")
  -h, --help         Show this help
`,
  namespaceClaim: `Usage: inboxkit namespace claim --namespace NS [options]

Claims <NS>.<domain> for the account: mail to any address there lands in its wildcard inbox.
Prints the wildcard address on stdout.
Options:
  --data-dir DIR     INBOXKIT_DATA_DIR   Data directory (default ${DAEMON_DEFAULTS.dataDir})
  --domain DOMAIN    INBOXKIT_DOMAIN     Receiving domain (default ${DAEMON_DEFAULTS.domain})
  --account NAME     Account slug or name; created when missing (default "default")
  --namespace NS     DNS label: a-z, 0-9 and inner hyphens
  -h, --help         Show this help
`,
} as const;

type Options = NonNullable<ParseArgsConfig['options']>;

/** node:util parseArgs, strict, with one-line errors that name the command. */
function parse(command: string, args: string[], options: Options): Record<string, string | boolean | undefined> {
  try {
    const { values, positionals } = parseArgs({
      args,
      options: { ...options, help: { type: 'boolean', short: 'h' } },
      strict: true,
      allowPositionals: true,
    });
    if (positionals.length > 0) throw new UsageError(`unexpected argument "${positionals[0]}"`, command);
    return values as Record<string, string | boolean | undefined>;
  } catch (error) {
    if (error instanceof UsageError) throw error;
    const e = error as Error & { code?: string };
    const option = /'([^']+)'/.exec(e.message)?.[1];
    switch (e.code) {
      case 'ERR_PARSE_ARGS_UNKNOWN_OPTION':
        throw new UsageError(`unknown option ${option ?? ''}`.trim(), command);
      case 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE':
        throw new UsageError(
          option ? `option ${option.replace(/ <value>$/, '')} needs a value` : e.message.split('\n')[0]!,
          command,
        );
      default:
        throw new UsageError(e.message.split('\n')[0]!, command);
    }
  }
}

const STRING = { type: 'string' } as const;

function pick(flag: unknown, env: Env, envName: string | null): string | undefined {
  if (typeof flag === 'string') return flag;
  if (envName) {
    const value = env[envName];
    if (value !== undefined && value !== '') return value;
  }
  return undefined;
}

function port(value: string | undefined, fallback: number, name: string, command: string): number {
  if (value === undefined) return fallback;
  if (!/^\d{1,5}$/.test(value) || Number(value) > 65535) {
    throw new UsageError(`${name} must be a port number from 0 to 65535, got "${value}"`, command);
  }
  return Number(value);
}

/** Bytes, with an optional K/M/G (binary) suffix: "26214400", "25M", "512KiB". */
export function parseByteSize(value: string): number | null {
  const m = /^(\d+)\s*(?:([kmg])(?:i?b)?|b)?$/i.exec(value.trim());
  if (!m) return null;
  const scale = { k: 1024, m: 1024 ** 2, g: 1024 ** 3 }[(m[2] ?? '').toLowerCase() as 'k' | 'm' | 'g'] ?? 1;
  const bytes = Number(m[1]) * scale;
  return Number.isSafeInteger(bytes) && bytes > 0 ? bytes : null;
}

function dataDirOf(flag: unknown, env: Env, cwd: string): { dataDir: string; database: string } {
  const dataDir = resolve(cwd, pick(flag, env, 'INBOXKIT_DATA_DIR') ?? DAEMON_DEFAULTS.dataDir);
  return { dataDir, database: resolve(dataDir, DAEMON_DEFAULTS.databaseFile) };
}

export function parseServe(args: string[], env: Env, cwd = process.cwd()): ServeConfig | 'help' {
  const cmd = 'serve';
  const v = parse(cmd, args, {
    'data-dir': STRING,
    host: STRING,
    'http-port': STRING,
    'smtp-port': STRING,
    domain: STRING,
    'base-url': STRING,
    'max-message-bytes': STRING,
    'tls-cert': STRING,
    'tls-key': STRING,
    'smtp-auth': STRING,
    'webhook-allow-private': { type: 'boolean' },
    analyzer: STRING,
    'openai-base-url': STRING,
    'openai-model': STRING,
    'smtp-relay': STRING,
    'signin-allow': STRING,
    'max-messages-per-connection': STRING,
    'ip-shield-max': STRING,
    'prepare-threads': STRING,
    'main-thread-parse': STRING,
    'prepare-warm-up': STRING,
    'wal-checkpoints': STRING,
  });
  if (v.help) return 'help';
  const host = pick(v.host, env, 'INBOXKIT_HOST') ?? DAEMON_DEFAULTS.host;
  const httpPort = port(pick(v['http-port'], env, 'INBOXKIT_HTTP_PORT'), DAEMON_DEFAULTS.httpPort, '--http-port', cmd);
  const smtpPort = port(pick(v['smtp-port'], env, 'INBOXKIT_SMTP_PORT'), DAEMON_DEFAULTS.smtpPort, '--smtp-port', cmd);
  const domain = (pick(v.domain, env, 'INBOXKIT_DOMAIN') ?? DAEMON_DEFAULTS.domain).toLowerCase();
  if (!/^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)+$/.test(domain)) {
    throw new UsageError(`--domain must be a domain name such as inboxkit.test, got "${domain}"`, cmd);
  }
  const baseUrlRaw = pick(v['base-url'], env, 'INBOXKIT_BASE_URL');
  let baseUrl: string | null = null;
  if (baseUrlRaw !== undefined) {
    let url: URL;
    try {
      url = new URL(baseUrlRaw);
    } catch {
      throw new UsageError(`--base-url must be an absolute http(s) URL, got "${baseUrlRaw}"`, cmd);
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
      throw new UsageError(`--base-url must be an absolute http(s) URL, got "${baseUrlRaw}"`, cmd);
    }
    baseUrl = baseUrlRaw.replace(/\/+$/, '');
  }
  const sizeRaw = pick(v['max-message-bytes'], env, 'INBOXKIT_MAX_MESSAGE_BYTES');
  let maxMessageBytes: number = DAEMON_DEFAULTS.maxMessageBytes;
  if (sizeRaw !== undefined) {
    const parsed = parseByteSize(sizeRaw);
    if (parsed === null) throw new UsageError(`--max-message-bytes must be a positive size such as 26214400 or 25M, got "${sizeRaw}"`, cmd);
    maxMessageBytes = parsed;
  }
  const certFile = pick(v['tls-cert'], env, 'INBOXKIT_TLS_CERT');
  const keyFile = pick(v['tls-key'], env, 'INBOXKIT_TLS_KEY');
  if ((certFile === undefined) !== (keyFile === undefined)) {
    throw new UsageError('--tls-cert and --tls-key go together: give both or neither', cmd);
  }
  const authRaw = pick(v['smtp-auth'], env, 'INBOXKIT_SMTP_AUTH');
  let smtpAuth: ServeConfig['smtpAuth'] = null;
  if (authRaw !== undefined) {
    const colon = authRaw.indexOf(':');
    if (colon < 1 || colon === authRaw.length - 1) throw new UsageError('--smtp-auth must be USER:PASS', cmd);
    smtpAuth = { username: authRaw.slice(0, colon), password: authRaw.slice(colon + 1) };
  }
  const apiKey = pick(undefined, env, 'INBOXKIT_API_KEY') ?? null;
  if (apiKey !== null && !isWellFormedKey(apiKey)) {
    throw new UsageError('INBOXKIT_API_KEY must be ik_live_ followed by at least 16 letters or digits', cmd);
  }
  const allowPrivateEnv = env.INBOXKIT_WEBHOOK_ALLOW_PRIVATE;
  const webhookAllowPrivate = v['webhook-allow-private'] === true || allowPrivateEnv === '1' || allowPrivateEnv === 'true';
  const analyzer = parseAnalyzer(v, env, cmd);
  const smtpRelay = pick(v['smtp-relay'], env, 'INBOXKIT_SMTP_RELAY') ?? null;
  if (smtpRelay !== null && !/^smtps?:\/\/[^/]+/.test(smtpRelay)) {
    throw new UsageError(`--smtp-relay must be an smtp:// or smtps:// URL, got "${smtpRelay}"`, cmd);
  }
  const signinAllow = (pick(v['signin-allow'], env, 'INBOXKIT_SIGNIN_ALLOW') ?? '')
    .split(',').map((s) => s.trim().toLowerCase()).filter(Boolean);
  return {
    ...dataDirOf(v['data-dir'], env, cwd),
    host, httpPort, smtpPort, domain, baseUrl, maxMessageBytes,
    tls: certFile !== undefined && keyFile !== undefined ? { certFile: resolve(cwd, certFile), keyFile: resolve(cwd, keyFile) } : null,
    smtpAuth, apiKey, webhookAllowPrivate, analyzer, smtpRelay, signinAllow,
    maxMessagesPerConnection: count(pick(v['max-messages-per-connection'], env, 'INBOXKIT_MAX_MESSAGES_PER_CONNECTION'), '--max-messages-per-connection', 1, cmd),
    ipShieldMax: count(pick(v['ip-shield-max'], env, 'INBOXKIT_IP_SHIELD_MAX'), '--ip-shield-max', 0, cmd),
    prepareThreads: count(pick(v['prepare-threads'], env, 'INBOXKIT_PREPARE_THREADS'), '--prepare-threads', 0, cmd),
    mainThreadParse: oneOf(pick(v['main-thread-parse'], env, 'INBOXKIT_MAIN_THREAD_PARSE'), '--main-thread-parse', MAIN_THREAD_PARSE, cmd),
    prepareWarmUp: count(pick(v['prepare-warm-up'], env, 'INBOXKIT_PREPARE_WARM_UP'), '--prepare-warm-up', 0, cmd),
    walCheckpoints: oneOf(pick(v['wal-checkpoints'], env, 'INBOXKIT_WAL_CHECKPOINTS'), '--wal-checkpoints', WAL_CHECKPOINTS, cmd),
  };
}

const WAL_CHECKPOINTS: readonly WalCheckpoints[] = ['background', 'commit'];

const MAIN_THREAD_PARSE: readonly MainThreadShare[] = ['backlog', 'lone-and-backlog', 'never'];

function oneOf<T extends string>(value: string | undefined, name: string, allowed: readonly T[], cmd: string): T | null {
  if (value === undefined) return null;
  const found = allowed.find((m) => m === value.toLowerCase());
  if (!found) throw new UsageError(`${name} must be ${allowed.join(', ')}, got "${value}"`, cmd);
  return found;
}

function count(value: string | undefined, name: string, min: number, cmd: string): number | null {
  if (value === undefined) return null;
  if (!/^\d{1,9}$/.test(value) || Number(value) < min) throw new UsageError(`${name} must be a whole number of at least ${min}, got "${value}"`, cmd);
  return Number(value);
}

function parseAnalyzer(v: Record<string, string | boolean | undefined>, env: Env, cmd: string): ServeConfig['analyzer'] {
  const kind = (pick(v.analyzer, env, 'INBOXKIT_ANALYZER') ?? 'builtin').toLowerCase();
  if (kind === 'builtin' || kind === 'off') return { kind };
  if (kind !== 'openai') throw new UsageError(`--analyzer must be builtin, openai or off, got "${kind}"`, cmd);
  const baseUrl = pick(v['openai-base-url'], env, 'INBOXKIT_OPENAI_BASE_URL');
  const model = pick(v['openai-model'], env, 'INBOXKIT_OPENAI_MODEL');
  if (!baseUrl || !/^https?:\/\//.test(baseUrl)) throw new UsageError('--analyzer openai needs --openai-base-url (an http(s) URL)', cmd);
  if (!model) throw new UsageError('--analyzer openai needs --openai-model', cmd);
  return { kind, baseUrl, model, apiKey: pick(undefined, env, 'INBOXKIT_OPENAI_API_KEY') ?? null };
}

export function parseKeysCreate(args: string[], env: Env, cwd = process.cwd()): KeysCreateConfig | 'help' {
  const cmd = 'keys create';
  const v = parse(cmd, args, { 'data-dir': STRING, account: STRING, scopes: STRING, label: STRING });
  if (v.help) return 'help';
  const account = typeof v.account === 'string' ? v.account.trim() : 'default';
  if (!account) throw new UsageError('--account must not be empty', cmd);
  let scopes: Scope[] = [...SCOPES];
  if (typeof v.scopes === 'string') {
    const list = v.scopes.split(',').map((s) => s.trim()).filter(Boolean);
    try {
      scopes = parseScopes(list);
    } catch {
      throw new UsageError(`--scopes must be a comma-separated list of ${SCOPES.join(', ')}`, cmd);
    }
    if (scopes.length === 0) throw new UsageError('--scopes must name at least one scope', cmd);
  }
  const label = typeof v.label === 'string' ? v.label : null;
  if (label !== null && (label.length < 1 || label.length > 100)) throw new UsageError('--label must be 1 to 100 characters', cmd);
  return { ...dataDirOf(v['data-dir'], env, cwd), account, scopes, label };
}

export function parseNamespaceClaim(args: string[], env: Env, cwd = process.cwd()): NamespaceClaimConfig | 'help' {
  const cmd = 'namespace claim';
  const v = parse(cmd, args, { 'data-dir': STRING, domain: STRING, account: STRING, namespace: STRING });
  if (v.help) return 'help';
  if (typeof v.namespace !== 'string' || !v.namespace) throw new UsageError('--namespace is required', cmd);
  const account = typeof v.account === 'string' ? v.account.trim() : 'default';
  if (!account) throw new UsageError('--account must not be empty', cmd);
  const domain = (pick(v.domain, env, 'INBOXKIT_DOMAIN') ?? DAEMON_DEFAULTS.domain).toLowerCase();
  return { ...dataDirOf(v['data-dir'], env, cwd), domain, account, namespace: v.namespace };
}
