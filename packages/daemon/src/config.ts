import { resolve } from 'node:path';
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { DEFAULTS as CORE_DEFAULTS, SCOPES, isWellFormedKey, parseScopes, type Scope } from '@inboxkit/core';
import { SMTP_DEFAULTS } from './smtp/listener.js';
import { IP_SHIELD_DEFAULTS } from './limits/ip-shield.js';
import { LOG_DEFAULTS, LOG_FORMATS, LOG_LEVELS, type LogFormat, type LogLevel } from './log/index.js';

/** Defaults of `inboxkit serve`; the option table below (and so docs/daemon.md) shows the same values. */
export const DAEMON_DEFAULTS = {
  dataDir: './.data',
  databaseFile: 'inboxkit.sqlite',
  host: '127.0.0.1',
  /** Clear of Mailpit's 1025/8025 so both can run side by side. */
  httpPort: 4780,
  smtpPort: 2525,
  domain: CORE_DEFAULTS.domain,
  maxMessageBytes: SMTP_DEFAULTS.maxMessageBytes,
  /** An HTTP request's headers and body must arrive within this, or it is answered 408. */
  requestTimeoutMs: 30_000,
  logLevel: LOG_DEFAULTS.level,
} as const;

/** A mistake on the command line: printed as one line, exit status 2. */
export class UsageError extends Error {
  constructor(message: string, readonly command: string = '') {
    super(message);
    this.name = 'UsageError';
  }
}

export type Env = Record<string, string | undefined>;

/**
 * One option of a command: its flag, its environment variable, or both. `--help` and
 * the flag table of docs/daemon.md are rendered from these, and the parser reads exactly
 * these flags and variables, so the three cannot drift apart.
 *
 * In `description` and `default`, `backticks` mark code: docs/daemon.md keeps them, `--help`
 * drops them.
 */
export interface OptionSpec<K extends string = string> {
  /** The parsed value's name. */
  readonly key: K;
  /** Long flag without the dashes; null: the environment variable only. */
  readonly flag: string | null;
  /** Older spellings of the flag, still accepted. */
  readonly aliases?: readonly string[];
  /** Environment variable; null: the flag only. */
  readonly env: string | null;
  /** Placeholder of the value (DIR, PORT); null: a switch (the variable then takes 1 or 0). */
  readonly value: string | null;
  readonly description: string;
  /** The default as shown to people; null: none (unset). */
  readonly default: string | null;
}

const DATA_DIR_OPTION = {
  key: 'dataDir', flag: 'data-dir', env: 'INBOXKIT_DATA_DIR', value: 'DIR',
  description: 'data directory: holds `inboxkit.sqlite` and, while `serve` runs, `inboxkit.lock`; created when missing',
  default: `\`${DAEMON_DEFAULTS.dataDir}\` (relative to the working directory)`,
} as const satisfies OptionSpec;

const DATABASE_OPTION = {
  key: 'database', flag: 'database', env: 'INBOXKIT_DATABASE_URL', value: 'URL',
  description: 'a PostgreSQL database instead of the SQLite file of the data directory: `postgres://user:pass@host:5432/db` '
    + '(several daemons may share it; no data directory is then made or locked), or `pglite:…` (PGlite in this process, for trials)',
  default: 'none (SQLite in the data directory)',
} as const satisfies OptionSpec;

const ACCOUNT_OPTION = {
  key: 'account', flag: 'account', env: null, value: 'NAME',
  description: 'account slug or name; created when missing', default: '`default`',
} as const satisfies OptionSpec;

/** Every flag and environment variable of `inboxkit serve`, in the order `--help` and the docs list them. */
export const SERVE_OPTIONS = [
  DATA_DIR_OPTION,
  DATABASE_OPTION,
  {
    key: 'host', flag: 'host', env: 'INBOXKIT_HOST', value: 'HOST',
    description: 'address both listeners bind', default: `\`${DAEMON_DEFAULTS.host}\``,
  },
  {
    key: 'httpPort', flag: 'http-port', env: 'INBOXKIT_HTTP_PORT', value: 'PORT',
    description: 'HTTP API port; `0` picks a free one', default: `\`${DAEMON_DEFAULTS.httpPort}\``,
  },
  {
    key: 'smtpPort', flag: 'smtp-port', env: 'INBOXKIT_SMTP_PORT', value: 'PORT',
    description: 'SMTP port; `0` picks a free one', default: `\`${DAEMON_DEFAULTS.smtpPort}\``,
  },
  {
    key: 'domain', flag: 'domain', env: 'INBOXKIT_DOMAIN', value: 'DOMAIN',
    description: 'domain of generated addresses', default: `\`${DAEMON_DEFAULTS.domain}\``,
  },
  {
    key: 'publicUrl', flag: 'public-url', aliases: ['base-url'], env: 'INBOXKIT_PUBLIC_URL', value: 'URL',
    description: 'public URL of the HTTP API, used in links and redirects (a wildcard host becomes `localhost`); '
      + 'never read from `INBOXKIT_BASE_URL`, the client commands\' variable',
    default: '`http://<host>:<http-port>`',
  },
  {
    key: 'readyFile', flag: 'ready-file', env: 'INBOXKIT_READY_FILE', value: 'PATH',
    description: 'once both listeners are up, write their addresses here as JSON (written aside, then renamed into place); '
      + 'removed at start and when the daemon stops',
    default: null,
  },
  {
    key: 'maxMessageBytes', flag: 'max-message-bytes', env: 'INBOXKIT_MAX_MESSAGE_BYTES', value: 'N',
    description: 'largest message accepted; `K`/`M`/`G` (binary) suffixes allowed',
    default: `\`25M\` (${DAEMON_DEFAULTS.maxMessageBytes.toLocaleString('en-US')})`,
  },
  {
    key: 'tlsCert', flag: 'tls-cert', env: 'INBOXKIT_TLS_CERT', value: 'FILE',
    description: 'PEM certificate; with `--tls-key`, enables STARTTLS', default: null,
  },
  {
    key: 'tlsKey', flag: 'tls-key', env: 'INBOXKIT_TLS_KEY', value: 'FILE',
    description: 'PEM private key of `--tls-cert`', default: null,
  },
  {
    key: 'smtpAuth', flag: 'smtp-auth', env: 'INBOXKIT_SMTP_AUTH', value: 'USER:PASS',
    description: 'require SMTP AUTH PLAIN/LOGIN with these credentials', default: 'off',
  },
  {
    key: 'apiKey', flag: null, env: 'INBOXKIT_API_KEY', value: 'KEY',
    description: 'an `ik_live_…` secret accepted for the default account (added once, found again on restart)',
    default: null,
  },
  {
    key: 'webhookAllowPrivate', flag: 'webhook-allow-private', env: 'INBOXKIT_WEBHOOK_ALLOW_PRIVATE', value: null,
    description: 'allow `http://` and private/loopback webhook targets (self-hosted test setups)', default: 'off',
  },
  {
    key: 'analyzer', flag: 'analyzer', env: 'INBOXKIT_ANALYZER', value: 'KIND',
    description: 'which analyzer runs: `builtin`, `openai` (an OpenAI-compatible endpoint) or `off`', default: '`builtin`',
  },
  {
    key: 'openaiBaseUrl', flag: 'openai-base-url', env: 'INBOXKIT_OPENAI_BASE_URL', value: 'URL',
    description: 'OpenAI-compatible API for `--analyzer openai`, e.g. `http://127.0.0.1:11434/v1` (Ollama)', default: null,
  },
  {
    key: 'openaiModel', flag: 'openai-model', env: 'INBOXKIT_OPENAI_MODEL', value: 'NAME',
    description: 'model name for `--analyzer openai`', default: null,
  },
  {
    key: 'openaiApiKey', flag: null, env: 'INBOXKIT_OPENAI_API_KEY', value: 'KEY',
    description: 'bearer key for the OpenAI-compatible API', default: 'none',
  },
  {
    key: 'smtpRelay', flag: 'smtp-relay', env: 'INBOXKIT_SMTP_RELAY', value: 'URL',
    description: 'relay for sign-in mail, e.g. `smtp://user:pass@host:587`', default: 'none (codes go to the log)',
  },
  {
    key: 'signinAllow', flag: 'signin-allow', env: 'INBOXKIT_SIGNIN_ALLOW', value: 'LIST',
    description: 'who may sign in: addresses or `@domains`, comma-separated', default: 'anyone, but only while bound to loopback',
  },
  {
    key: 'maxMessagesPerConnection', flag: 'max-messages-per-connection', env: 'INBOXKIT_MAX_MESSAGES_PER_CONNECTION', value: 'N',
    description: 'SMTP transactions per connection before `421`',
    default: `\`${SMTP_DEFAULTS.maxMessagesPerConnection}\``,
  },
  {
    key: 'maxConnectionsPerAddress', flag: 'max-connections-per-address', env: 'INBOXKIT_MAX_CONNECTIONS_PER_ADDRESS', value: 'N',
    description: `SMTP connections one client address may hold at once (of ${SMTP_DEFAULTS.maxClients}); the next gets \`421\``,
    default: `\`${SMTP_DEFAULTS.maxConnectionsPerAddress}\``,
  },
  {
    key: 'ipShieldMax', flag: 'ip-shield-max', env: 'INBOXKIT_IP_SHIELD_MAX', value: 'N',
    description: `\`/v1\` requests per client address per ${IP_SHIELD_DEFAULTS.windowMs / 1000} s; \`0\` turns the shield off`,
    default: `\`${IP_SHIELD_DEFAULTS.max}\``,
  },
  {
    key: 'prepareThreads', flag: 'prepare-threads', env: 'INBOXKIT_PREPARE_THREADS', value: 'N',
    description: 'worker threads that parse mail; `0` = the main thread only',
    default: 'cores − 1, at most 4 (`0` when run from TypeScript source)',
  },
  {
    key: 'logLevel', flag: 'log-level', env: 'INBOXKIT_LOG_LEVEL', value: 'LEVEL',
    description: `lowest level of the event log on stderr: ${LOG_LEVELS.map((l) => `\`${l}\``).join(', ')} (\`debug\` adds a line per HTTP request)`,
    default: `\`${LOG_DEFAULTS.level}\``,
  },
  {
    key: 'logFormat', flag: 'log-format', env: 'INBOXKIT_LOG_FORMAT', value: 'FORMAT',
    description: '`pretty` (one line a person reads) or `json` (one JSON object per line)',
    default: '`pretty` when stderr is a terminal, else `json`',
  },
] as const satisfies readonly OptionSpec[];

/** What `inboxkit run` changes of serve's defaults: free ports, a fresh data directory, a quieter log. */
export const RUN_DEFAULTS = { httpPort: 0, smtpPort: 0, logLevel: 'warn' } as const;

type ServeKey = (typeof SERVE_OPTIONS)[number]['key'];
const RUN_CHANGES: Partial<Record<ServeKey, Pick<OptionSpec, 'description' | 'default'>>> = {
  dataDir: {
    description: 'data directory (kept after the run); `inboxkit.sqlite` and `inboxkit.lock` live there',
    default: 'a fresh temporary directory, removed after the run (see `--keep-data`)',
  },
  httpPort: { description: 'HTTP API port', default: `\`${RUN_DEFAULTS.httpPort}\` (a free port)` },
  smtpPort: { description: 'SMTP port', default: `\`${RUN_DEFAULTS.smtpPort}\` (a free port)` },
  logLevel: { description: SERVE_OPTIONS.find((o) => o.key === 'logLevel')!.description, default: `\`${RUN_DEFAULTS.logLevel}\`` },
};

/** `inboxkit run`: every option of serve (some with other defaults), and --keep-data. */
export const RUN_OPTIONS = [
  ...SERVE_OPTIONS.map((o): OptionSpec<ServeKey> => ({ ...o, ...RUN_CHANGES[o.key] })),
  {
    key: 'keepData', flag: 'keep-data', env: null, value: null,
    description: 'keep the temporary data directory (its path is printed on stderr) instead of removing it', default: null,
  } as OptionSpec<'keepData'>,
] as const;

/** The database options of the one-shot commands: the daemon's, which may be running. */
const ONE_SHOT_DATABASE_OPTIONS = [
  { ...DATA_DIR_OPTION, description: 'data directory of the daemon (it may be running)' },
  { ...DATABASE_OPTION, description: 'the PostgreSQL database of the daemons (they may be running), instead of a data directory' },
] as const satisfies readonly OptionSpec[];

export const KEYS_CREATE_OPTIONS = [
  ...ONE_SHOT_DATABASE_OPTIONS,
  ACCOUNT_OPTION,
  {
    key: 'scopes', flag: 'scopes', env: null, value: 'LIST',
    description: `comma-separated: ${SCOPES.join(',')}`, default: 'all three',
  },
  { key: 'label', flag: 'label', env: null, value: 'LABEL', description: 'label of the key', default: '`CLI key`' },
] as const satisfies readonly OptionSpec[];

/** The account of `keys list` and `keys revoke`: looked up, never created. */
const EXISTING_ACCOUNT_OPTION = { ...ACCOUNT_OPTION, description: 'account slug or name' } as const satisfies OptionSpec;

export const KEYS_LIST_OPTIONS = [
  ...ONE_SHOT_DATABASE_OPTIONS,
  EXISTING_ACCOUNT_OPTION,
  { key: 'json', flag: 'json', env: null, value: null, description: 'print the keys as a JSON array of IssuedApiKey', default: null },
] as const satisfies readonly OptionSpec[];

export const KEYS_REVOKE_OPTIONS = [
  ...ONE_SHOT_DATABASE_OPTIONS,
  EXISTING_ACCOUNT_OPTION,
] as const satisfies readonly OptionSpec[];

export const DASHBOARD_OPTIONS = [
  { ...DATA_DIR_OPTION, description: 'data directory of the daemon (it may be running)' },
  { ...EXISTING_ACCOUNT_OPTION, description: 'account slug or name to sign in to' },
  {
    key: 'publicUrl', flag: 'public-url', env: 'INBOXKIT_PUBLIC_URL', value: 'URL',
    description: 'base URL of the link', default: 'the running daemon\'s public URL (its lock file), else `http://127.0.0.1:4780`',
  },
  { key: 'noOpen', flag: 'no-open', env: null, value: null, description: 'print the link only; do not open a browser', default: null },
] as const satisfies readonly OptionSpec[];

export const NAMESPACE_CLAIM_OPTIONS = [
  ...ONE_SHOT_DATABASE_OPTIONS,
  {
    key: 'domain', flag: 'domain', env: 'INBOXKIT_DOMAIN', value: 'DOMAIN',
    description: "receiving domain; must be the daemon's", default: `\`${DAEMON_DEFAULTS.domain}\``,
  },
  ACCOUNT_OPTION,
  {
    key: 'namespace', flag: 'namespace', env: null, value: 'NS',
    description: 'DNS label: a-z, 0-9 and inner hyphens (required)', default: null,
  },
] as const satisfies readonly OptionSpec[];

/** Where the data lives: the data directory's SQLite file, or a PostgreSQL database (no data directory then). */
export interface StorageConfig {
  /** The data directory; null with --database (PostgreSQL). */
  dataDir: string | null;
  /** `<dataDir>/inboxkit.sqlite`, or the --database URL. */
  database: string;
}

export interface ServeConfig extends StorageConfig {
  host: string;
  httpPort: number;
  smtpPort: number;
  domain: string;
  /** --public-url / INBOXKIT_PUBLIC_URL; null: derived from the bound HTTP address once listening. */
  publicUrl: string | null;
  /** --ready-file: where the bound addresses are written once both listeners are up (absolute); null: nowhere. */
  readyFile: string | null;
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
  /** SMTP connections one client address may hold at once (null: the listener's default). */
  maxConnectionsPerAddress: number | null;
  /** Requests per address per 10 s window of the /v1 abuse shield; 0 turns it off (null: default). */
  ipShieldMax: number | null;
  /** Worker threads that parse incoming mail; 0 parses on the main thread (null: cores - 1, at most 4). */
  prepareThreads: number | null;
  /** Lowest level of the event log. */
  logLevel: LogLevel;
  /** Format of the event log; null: pretty on a terminal, else JSON. */
  logFormat: LogFormat | null;
}

/** `inboxkit run`: serve's settings (data directory apart), what to run, and what to keep. */
export interface RunConfig {
  serve: Omit<ServeConfig, 'dataDir' | 'database'>;
  /** The data directory given (--data-dir, INBOXKIT_DATA_DIR), absolute; null: a fresh temporary one (or the database below). */
  dataDir: string | null;
  /** A PostgreSQL URL given with --database: the run uses it, and no data directory. */
  database: string | null;
  /** Keep the temporary data directory after the run. */
  keepData: boolean;
  /** The command and its arguments, as given after `--` (run without a shell). */
  command: string[];
}

export interface KeysCreateConfig extends StorageConfig {
  account: string;
  scopes: Scope[];
  label: string | null;
}

export interface KeysListConfig extends StorageConfig {
  account: string;
  json: boolean;
}

export interface KeysRevokeConfig extends StorageConfig {
  account: string;
  keyId: string;
}

export interface DashboardConfig extends StorageConfig {
  account: string;
  /** --public-url / INBOXKIT_PUBLIC_URL; null: the running daemon's, else the default. */
  publicUrl: string | null;
  open: boolean;
}

export interface NamespaceClaimConfig extends StorageConfig {
  domain: string;
  account: string;
  namespace: string;
}

/** Drops the `code` marks of a description for plain-text output. */
export function plainText(text: string): string {
  return text.replace(/`/g, '');
}

/** `--flag VALUE` as a person types it; `INBOXKIT_X=1` for a switch's variable. */
export function flagLabel(spec: OptionSpec): string | null {
  return spec.flag === null ? null : `--${spec.flag}${spec.value ? ` ${spec.value}` : ''}`;
}

export function envLabel(spec: OptionSpec): string | null {
  return spec.env === null ? null : `${spec.env}${spec.value === null ? '=1' : ''}`;
}

function wrap(text: string, indent: string, width = 96): string {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && indent.length + line.length + 1 + word.length > width) {
      lines.push(indent + line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(indent + line);
  return lines.join('\n');
}

/** The option list of a command's `--help`: flag and variable, then what it does and its default. */
export function renderOptionHelp(specs: readonly OptionSpec[]): string {
  const width = Math.max(...specs.map((s) => (flagLabel(s) ?? '').length)) + 2;
  return specs.map((s) => {
    const flag = flagLabel(s);
    const env = envLabel(s);
    const head = `  ${(flag ?? '').padEnd(width)}${env ?? ''}`.trimEnd();
    const dflt = s.default !== null ? ` Default: ${s.default}.` : '';
    const aliases = s.aliases?.length ? ` Also accepted as ${s.aliases.map((a) => `--${a}`).join(', ')}.` : '';
    const text = plainText(`${s.description[0]!.toUpperCase()}${s.description.slice(1)}.${dflt}${aliases}`);
    return `${head}\n${wrap(text, '      ')}`;
  }).join('\n');
}

export const HELP = {
  main: `Usage: inboxkit <command> [options]

Receiving inboxes for tests: SMTP in, structured fields out over an HTTP API.

Server commands (work on the data directory, or the --database):
  serve              Run the SMTP listener and the HTTP API
  run -- CMD [ARGS]  Run CMD against a daemon of its own (free ports, a fresh data directory)
  keys create        Create an API key (prints only the secret on stdout)
  keys list          List an account's API keys (never a secret)
  keys revoke ID     Revoke an API key (refused by the running daemon at once)
  namespace claim    Claim an account's wildcard namespace (*@<namespace>.<domain>)
  dashboard          Print (and open) a one-time sign-in link to the web dashboard

Client commands (talk to a running daemon; INBOXKIT_API_KEY and INBOXKIT_BASE_URL override login):
  login, logout      Sign in by email (magic link or code) and store the key; forget it
  inboxes create|list
  messages list|show
  webhooks create
  wait               Print the next code (--otp) or link (--link TYPE) of an inbox
  tail               Print one line per message as it arrives

Run "inboxkit <command> --help" for the options of a command.
Options:
  -h, --help         Show this help
  -v, --version      Show the version
`,
  serve: `Usage: inboxkit serve [options]

Options (each also read from the environment variable shown; a flag wins, an empty variable
counts as unset):
${renderOptionHelp(SERVE_OPTIONS)}
  -h, --help
      Show this help

One daemon per data directory: a second one refuses to start and names the first. Daemons on
one PostgreSQL database (--database) share it: no data directory is made or locked then.
Stops cleanly on SIGINT/SIGTERM: in-flight messages are committed and answered first.
`,
  run: `Usage: inboxkit run [options] -- <command> [args…]

Starts a daemon on free ports with a fresh temporary data directory, creates an API key for its
default account (or accepts INBOXKIT_API_KEY), and runs the command (no shell) with
INBOXKIT_BASE_URL, INBOXKIT_API_KEY, INBOXKIT_SMTP_HOST, INBOXKIT_SMTP_PORT and INBOXKIT_DOMAIN
in its environment. SIGINT, SIGTERM and SIGHUP are passed on to the command. When it ends, the
daemon stops, the temporary directory is removed, and run exits with the command's exit status
(128 + the signal's number when a signal ended it).

Options (serve's, each also read from the environment variable shown):
${renderOptionHelp(RUN_OPTIONS)}
  -h, --help
      Show this help
`,
  keysCreate: `Usage: inboxkit keys create [options]

Creates an API key and prints its secret as the only line on stdout. Works while the daemon runs.
Options:
${renderOptionHelp(KEYS_CREATE_OPTIONS)}
  -h, --help
      Show this help
`,
  keys: `Usage: inboxkit keys <create|list|revoke> [options]

  keys create        Create an API key (prints only the secret on stdout)
  keys list          List an account's API keys: id, prefix, label, scopes, status, dates
  keys revoke ID     Revoke an API key

They work on the data directory (or the --database), also while the daemon runs on it.
Run "inboxkit keys <command> --help" for the options of a command.
`,
  keysList: `Usage: inboxkit keys list [options]

Lists the account's API keys, newest first, revoked and expired ones included. Secrets are
never stored, so never shown. Works while the daemon runs.
Options:
${renderOptionHelp(KEYS_LIST_OPTIONS)}
  -h, --help
      Show this help
`,
  keysRevoke: `Usage: inboxkit keys revoke KEY_ID [options]

Revokes the API key KEY_ID (key_…, as \`keys list\` shows it). A daemon running on the data
directory refuses the key from its next request on. Revoking a revoked key changes nothing.
Options:
${renderOptionHelp(KEYS_REVOKE_OPTIONS)}
  -h, --help
      Show this help
`,
  dashboard: `Usage: inboxkit dashboard [options]

Prints a one-time sign-in link to the web dashboard for an account (every scope), and opens it
in a browser when this machine seems to have one. The link works once, for 5 minutes; its
secret is in the fragment (#token=…), which no server log or Referer sees. Run it on the
machine that runs the daemon: it writes to the data directory.
Options:
${renderOptionHelp(DASHBOARD_OPTIONS)}
  -h, --help
      Show this help
`,
  namespaceClaim: `Usage: inboxkit namespace claim --namespace NS [options]

Claims <NS>.<domain> for the account: mail to any address there lands in its wildcard inbox.
Prints the wildcard address on stdout.
Options:
${renderOptionHelp(NAMESPACE_CLAIM_OPTIONS)}
  -h, --help
      Show this help
`,
} as const;

type ParseOptions = NonNullable<ParseArgsConfig['options']>;

/** What the command line and the environment gave for each option of a table. */
class Given<K extends string> {
  constructor(
    private readonly specs: ReadonlyMap<K, OptionSpec<K>>,
    private readonly values: ReadonlyMap<K, { value: string | boolean; from: string }>,
    readonly command: string,
    /** The arguments that are not options (at most the number the command allows). */
    readonly positionals: readonly string[] = [],
  ) {}

  /** The string value (flag, else non-empty variable), or undefined. */
  str(key: K): string | undefined {
    const v = this.values.get(key)?.value;
    return typeof v === 'string' ? v : undefined;
  }

  /** A switch: the flag, or its variable set to 1/true/yes/on (0/false/no/off: off). */
  bool(key: K): boolean {
    const v = this.values.get(key)?.value;
    if (v === undefined || typeof v === 'boolean') return v === true;
    if (/^(1|true|yes|on)$/i.test(v)) return true;
    if (/^(0|false|no|off)$/i.test(v)) return false;
    throw new UsageError(`${this.from(key)} must be 1 or 0, got "${v}"`, this.command);
  }

  /** Where the value came from, for error messages: `--flag` or the variable's name. */
  from(key: K): string {
    const spec = this.specs.get(key)!;
    return this.values.get(key)?.from ?? (spec.flag ? `--${spec.flag}` : spec.env!);
  }
}

/** node:util parseArgs over an option table, strict, with one-line errors that name the command; up to `maxPositionals` arguments. */
function parseWith<K extends string>(command: string, args: string[], env: Env, specs: readonly OptionSpec<K>[], maxPositionals = 0): Given<K> | 'help' {
  const options: ParseOptions = { help: { type: 'boolean', short: 'h' } };
  for (const s of specs) {
    for (const name of [s.flag, ...(s.aliases ?? [])]) {
      if (name !== null) options[name] = { type: s.value === null ? 'boolean' : 'string' };
    }
  }
  let values: Record<string, string | boolean | undefined>;
  let positionals: string[];
  try {
    const parsed = parseArgs({ args, options, strict: true, allowPositionals: true });
    if (parsed.positionals.length > maxPositionals) throw new UsageError(`unexpected argument "${parsed.positionals[maxPositionals]}"`, command);
    values = parsed.values as Record<string, string | boolean | undefined>;
    positionals = parsed.positionals;
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
  if (values.help) return 'help';
  const given = new Map<K, { value: string | boolean; from: string }>();
  for (const s of specs) {
    const flagged = [s.flag, ...(s.aliases ?? [])].find((name) => name !== null && values[name] !== undefined);
    if (flagged) {
      given.set(s.key, { value: values[flagged]!, from: `--${flagged}` });
    } else if (s.env !== null && env[s.env] !== undefined && env[s.env] !== '') {
      given.set(s.key, { value: env[s.env]!, from: s.env });
    }
  }
  return new Given(new Map(specs.map((s) => [s.key, s])), given, command, positionals);
}

type KeyOf<T extends readonly OptionSpec[]> = T[number]['key'];

function port<K extends string>(given: Given<K>, key: K, fallback: number): number {
  const value = given.str(key);
  if (value === undefined) return fallback;
  if (!/^\d{1,5}$/.test(value) || Number(value) > 65535) {
    throw new UsageError(`${given.from(key)} must be a port number from 0 to 65535, got "${value}"`, given.command);
  }
  return Number(value);
}

function count<K extends string>(given: Given<K>, key: K, min: number): number | null {
  const value = given.str(key);
  if (value === undefined) return null;
  if (!/^\d{1,9}$/.test(value) || Number(value) < min) {
    throw new UsageError(`${given.from(key)} must be a whole number of at least ${min}, got "${value}"`, given.command);
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

/** A PostgreSQL URL --database takes: a server's, or PGlite's (in this process). */
const DATABASE_URL = /^(postgres|postgresql):\/\/[^/]|^pglite:/i;

/** True when `database` is a PostgreSQL URL rather than a SQLite file path. */
export function isDatabaseUrl(database: string): boolean {
  return DATABASE_URL.test(database);
}

/**
 * The data directory's SQLite file, or the --database URL (then no data directory: several
 * daemons share a PostgreSQL database, so there is nothing of one's own to hold or lock).
 * Both at once is refused rather than guessed.
 */
function storageOf<K extends string>(options: Given<K>, cwd: string): StorageConfig {
  const given = options as unknown as Given<'dataDir' | 'database'>;
  const url = given.str('database');
  if (url !== undefined) {
    if (!DATABASE_URL.test(url)) {
      throw new UsageError(`${given.from('database')} must be a postgres:// URL (SQLite lives in the data directory: --data-dir), got "${redactUrl(url)}"`, given.command);
    }
    if (given.str('dataDir') !== undefined) {
      throw new UsageError(`${given.from('dataDir')} and ${given.from('database')} name two places for the data: give one`, given.command);
    }
    return { dataDir: null, database: url };
  }
  const dataDir = resolve(cwd, given.str('dataDir') ?? DAEMON_DEFAULTS.dataDir);
  return { dataDir, database: resolve(dataDir, DAEMON_DEFAULTS.databaseFile) };
}

/** A database URL without its password, for logs and messages. */
export function redactUrl(url: string): string {
  return url.replace(/^([a-z]+:\/\/[^/:@]*:)[^@/]*@/i, '$1***@');
}

function httpUrl<K extends string>(given: Given<K>, key: K): string | null {
  const raw = given.str(key);
  if (raw === undefined) return null;
  let url: URL | null = null;
  try {
    url = new URL(raw);
  } catch {
    // reported below
  }
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
    throw new UsageError(`${given.from(key)} must be an absolute http(s) URL, got "${raw}"`, given.command);
  }
  return raw.replace(/\/+$/, '');
}

export function parseServe(args: string[], env: Env, cwd = process.cwd()): ServeConfig | 'help' {
  const v = parseWith<ServeKey>('serve', args, env, SERVE_OPTIONS);
  if (v === 'help') return 'help';
  return { ...storageOf(v, cwd), ...serveSettings(v, cwd, DAEMON_DEFAULTS) };
}

/**
 * `inboxkit run [options] -- <command> [args…]`: serve's options before the `--` (ports and
 * log level default as RUN_DEFAULTS says), the command after it.
 */
export function parseRun(args: string[], env: Env, cwd = process.cwd()): RunConfig | 'help' {
  const cmd = 'run';
  const split = args.indexOf('--');
  const options = split < 0 ? args : args.slice(0, split);
  const noCommand = new UsageError('the command to run goes after --: inboxkit run [options] -- <command> [args…]', cmd);
  let v;
  try {
    v = parseWith<KeyOf<typeof RUN_OPTIONS>>(cmd, options, env, RUN_OPTIONS);
  } catch (error) {
    // `inboxkit run npm test`: the command without its --.
    if (split < 0 && (error as Error).message.startsWith('unexpected argument')) throw noCommand;
    throw error;
  }
  if (v === 'help') return 'help';
  if (split < 0) throw noCommand;
  const command = args.slice(split + 1);
  if (command.length === 0 || command[0] === '') throw new UsageError('no command after --', cmd);
  // A data directory or a database, when given, is the run's; else a fresh temporary directory.
  const given = v.str('dataDir') !== undefined || v.str('database') !== undefined ? storageOf(v, cwd) : null;
  if (given?.dataDir === null && v.bool('keepData')) throw new UsageError('--keep-data keeps a temporary data directory; with --database there is none', cmd);
  return {
    serve: serveSettings(v, cwd, { ...DAEMON_DEFAULTS, ...RUN_DEFAULTS }),
    dataDir: given?.dataDir ?? null,
    database: given?.dataDir === null ? given.database : null,
    keepData: v.bool('keepData'),
    command,
  };
}

/** Every setting of serve but the data directory, from what was given (serve's options, maybe more) and these defaults. */
function serveSettings<K extends string>(
  v: Given<K | ServeKey>, cwd: string, defaults: { httpPort: number; smtpPort: number; logLevel: LogLevel },
): Omit<ServeConfig, 'dataDir' | 'database'> {
  const cmd = v.command;
  const host = v.str('host') ?? DAEMON_DEFAULTS.host;
  const httpPort = port(v, 'httpPort', defaults.httpPort);
  const smtpPort = port(v, 'smtpPort', defaults.smtpPort);
  const domain = (v.str('domain') ?? DAEMON_DEFAULTS.domain).toLowerCase();
  if (!/^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)+$/.test(domain)) {
    throw new UsageError(`${v.from('domain')} must be a domain name such as inboxkit.test, got "${domain}"`, cmd);
  }
  const publicUrl = httpUrl(v, 'publicUrl');
  const sizeRaw = v.str('maxMessageBytes');
  let maxMessageBytes: number = DAEMON_DEFAULTS.maxMessageBytes;
  if (sizeRaw !== undefined) {
    const parsed = parseByteSize(sizeRaw);
    if (parsed === null) throw new UsageError(`${v.from('maxMessageBytes')} must be a positive size such as 26214400 or 25M, got "${sizeRaw}"`, cmd);
    maxMessageBytes = parsed;
  }
  const certFile = v.str('tlsCert');
  const keyFile = v.str('tlsKey');
  if ((certFile === undefined) !== (keyFile === undefined)) {
    throw new UsageError('--tls-cert and --tls-key go together: give both or neither', cmd);
  }
  const authRaw = v.str('smtpAuth');
  let smtpAuth: ServeConfig['smtpAuth'] = null;
  if (authRaw !== undefined) {
    const colon = authRaw.indexOf(':');
    if (colon < 1 || colon === authRaw.length - 1) throw new UsageError(`${v.from('smtpAuth')} must be USER:PASS`, cmd);
    smtpAuth = { username: authRaw.slice(0, colon), password: authRaw.slice(colon + 1) };
  }
  const apiKey = v.str('apiKey') ?? null;
  if (apiKey !== null && !isWellFormedKey(apiKey)) {
    throw new UsageError('INBOXKIT_API_KEY must be ik_live_ followed by at least 16 letters or digits', cmd);
  }
  const smtpRelay = v.str('smtpRelay') ?? null;
  if (smtpRelay !== null && !/^smtps?:\/\/[^/]+/.test(smtpRelay)) {
    throw new UsageError(`${v.from('smtpRelay')} must be an smtp:// or smtps:// URL, got "${smtpRelay}"`, cmd);
  }
  const signinAllow = (v.str('signinAllow') ?? '').split(',').map((s) => s.trim().toLowerCase()).filter(Boolean);
  const readyFile = v.str('readyFile');
  return {
    host, httpPort, smtpPort, domain, publicUrl, maxMessageBytes,
    readyFile: readyFile === undefined ? null : resolve(cwd, readyFile),
    tls: certFile !== undefined && keyFile !== undefined ? { certFile: resolve(cwd, certFile), keyFile: resolve(cwd, keyFile) } : null,
    smtpAuth, apiKey,
    webhookAllowPrivate: v.bool('webhookAllowPrivate'),
    analyzer: parseAnalyzer(v),
    smtpRelay, signinAllow,
    maxMessagesPerConnection: count(v, 'maxMessagesPerConnection', 1),
    maxConnectionsPerAddress: count(v, 'maxConnectionsPerAddress', 1),
    ipShieldMax: count(v, 'ipShieldMax', 0),
    prepareThreads: count(v, 'prepareThreads', 0),
    logLevel: oneOf(v, 'logLevel', LOG_LEVELS) ?? defaults.logLevel,
    logFormat: oneOf(v, 'logFormat', LOG_FORMATS),
  };
}

/** One of a fixed list of words (any case), or null when not given. */
function oneOf<K extends string, T extends string>(given: Given<K>, key: K, allowed: readonly T[]): T | null {
  const raw = given.str(key);
  if (raw === undefined) return null;
  const value = raw.trim().toLowerCase();
  if ((allowed as readonly string[]).includes(value)) return value as T;
  throw new UsageError(`${given.from(key)} must be ${allowed.slice(0, -1).join(', ')} or ${allowed.at(-1)}, got "${raw}"`, given.command);
}

function parseAnalyzer<K extends string>(v: Given<K | ServeKey>): ServeConfig['analyzer'] {
  const cmd = v.command;
  const kind = (v.str('analyzer') ?? 'builtin').toLowerCase();
  if (kind === 'builtin' || kind === 'off') return { kind };
  if (kind !== 'openai') throw new UsageError(`${v.from('analyzer')} must be builtin, openai or off, got "${kind}"`, cmd);
  const baseUrl = v.str('openaiBaseUrl');
  const model = v.str('openaiModel');
  if (!baseUrl || !/^https?:\/\//.test(baseUrl)) throw new UsageError('--analyzer openai needs --openai-base-url (an http(s) URL)', cmd);
  if (!model) throw new UsageError('--analyzer openai needs --openai-model', cmd);
  return { kind, baseUrl, model, apiKey: v.str('openaiApiKey') ?? null };
}

export function parseKeysCreate(args: string[], env: Env, cwd = process.cwd()): KeysCreateConfig | 'help' {
  const cmd = 'keys create';
  const v = parseWith<KeyOf<typeof KEYS_CREATE_OPTIONS>>(cmd, args, env, KEYS_CREATE_OPTIONS);
  if (v === 'help') return 'help';
  const account = (v.str('account') ?? 'default').trim();
  if (!account) throw new UsageError('--account must not be empty', cmd);
  let scopes: Scope[] = [...SCOPES];
  const scopesRaw = v.str('scopes');
  if (scopesRaw !== undefined) {
    const list = scopesRaw.split(',').map((s) => s.trim()).filter(Boolean);
    try {
      scopes = parseScopes(list);
    } catch {
      throw new UsageError(`--scopes must be a comma-separated list of ${SCOPES.join(', ')}`, cmd);
    }
    if (scopes.length === 0) throw new UsageError('--scopes must name at least one scope', cmd);
  }
  const label = v.str('label') ?? null;
  if (label !== null && (label.length < 1 || label.length > 100)) throw new UsageError('--label must be 1 to 100 characters', cmd);
  return { ...storageOf(v, cwd), account, scopes, label };
}

function accountName<K extends string>(v: Given<K>, key: K): string {
  const account = (v.str(key) ?? 'default').trim();
  if (!account) throw new UsageError('--account must not be empty', v.command);
  return account;
}

export function parseKeysList(args: string[], env: Env, cwd = process.cwd()): KeysListConfig | 'help' {
  const v = parseWith<KeyOf<typeof KEYS_LIST_OPTIONS>>('keys list', args, env, KEYS_LIST_OPTIONS);
  if (v === 'help') return 'help';
  return { ...storageOf(v, cwd), account: accountName(v, 'account'), json: v.bool('json') };
}

export function parseKeysRevoke(args: string[], env: Env, cwd = process.cwd()): KeysRevokeConfig | 'help' {
  const cmd = 'keys revoke';
  const v = parseWith<KeyOf<typeof KEYS_REVOKE_OPTIONS>>(cmd, args, env, KEYS_REVOKE_OPTIONS, 1);
  if (v === 'help') return 'help';
  const keyId = v.positionals[0];
  if (!keyId) throw new UsageError('the id of the key to revoke is required (key_…, see "inboxkit keys list")', cmd);
  return { ...storageOf(v, cwd), account: accountName(v, 'account'), keyId };
}

export function parseDashboard(args: string[], env: Env, cwd = process.cwd()): DashboardConfig | 'help' {
  const v = parseWith<KeyOf<typeof DASHBOARD_OPTIONS>>('dashboard', args, env, DASHBOARD_OPTIONS);
  if (v === 'help') return 'help';
  return {
    ...storageOf(v, cwd), account: accountName(v, 'account'), publicUrl: httpUrl(v, 'publicUrl'), open: !v.bool('noOpen'),
  };
}

export function parseNamespaceClaim(args: string[], env: Env, cwd = process.cwd()): NamespaceClaimConfig | 'help' {
  const cmd = 'namespace claim';
  const v = parseWith<KeyOf<typeof NAMESPACE_CLAIM_OPTIONS>>(cmd, args, env, NAMESPACE_CLAIM_OPTIONS);
  if (v === 'help') return 'help';
  const namespace = v.str('namespace');
  if (!namespace) throw new UsageError('--namespace is required', cmd);
  const account = (v.str('account') ?? 'default').trim();
  if (!account) throw new UsageError('--account must not be empty', cmd);
  const domain = (v.str('domain') ?? DAEMON_DEFAULTS.domain).toLowerCase();
  return { ...storageOf(v, cwd), domain, account, namespace };
}
