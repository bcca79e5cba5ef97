// The option tables of the server commands: every flag and environment variable, with its
// description and default as people see them (in `--help` and docs/daemon.md).
import { SCOPES } from '@inboxkit/core';
import { SMTP_DEFAULTS } from '../smtp/listener.js';
import { IP_SHIELD_DEFAULTS } from '../limits/ip-shield.js';
import { HTTP_CONNECTION_DEFAULTS } from '../http/connections.js';
import { LOG_DEFAULTS, LOG_LEVELS } from '../log/index.js';
import { DAEMON_DEFAULTS, RUN_DEFAULTS } from './defaults.js';
import { METRICS_DEFAULT_HOST } from '../metrics/metrics-serve.js';

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
  /** The flag may be given again, each time adding a value (a flag only: `env` is null). */
  readonly multiple?: boolean;
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
    key: 'smtpsPort', flag: 'smtps-port', env: 'INBOXKIT_SMTPS_PORT', value: 'PORT',
    description: 'a second SMTP port for implicit TLS (SMTPS: TLS from the first byte), with the STARTTLS certificate (`--tls-cert`, `--tls-key`); `0` picks a free one',
    default: 'none',
  },
  {
    key: 'pop3Port', flag: 'pop3-port', env: 'INBOXKIT_POP3_PORT', value: 'PORT',
    description: 'a POP3 port (docs/pop3.md): each inbox a maildrop, its address the user and an API key with `messages:read` the password; '
      + 'STLS with the STARTTLS certificate when one is given; `0` picks a free one',
    default: 'none (off)',
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
    key: 'smtpAuth', flag: 'smtp-auth', env: 'INBOXKIT_SMTP_AUTH', value: 'MODE',
    description: 'SMTP AUTH PLAIN/LOGIN with an API key as the password: `required` (before MAIL), `optional` or `off`; a session that '
      + 'authenticated sends only to its account\'s inboxes (docs/smtp.md). `USER:PASS` (the older form): `required`, with this one user accepted beside the keys',
    default: '`off`',
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
    key: 'authChecks', flag: 'auth-checks', env: 'INBOXKIT_AUTH_CHECKS', value: 'on|off',
    description: 'SPF, DKIM, DMARC and ARC of each message after the commit (docs/checks.md)', default: '`on`',
  },
  {
    key: 'dnsServer', flag: 'dns-server', env: 'INBOXKIT_DNS_SERVER', value: 'HOST:PORT',
    description: 'the DNS server authentication checks ask (a test\'s or an air-gapped setup\'s own)', default: 'the system\'s resolvers',
  },
  {
    key: 'spamd', flag: 'spamd', env: 'INBOXKIT_SPAMD', value: 'HOST:PORT',
    description: 'SpamAssassin\'s spamd: each message\'s spam score after the commit', default: 'none (`spam` is null)',
  },
  {
    key: 'linkCheckAllowPrivate', flag: 'link-check-allow-private', env: 'INBOXKIT_LINK_CHECK_ALLOW_PRIVATE', value: null,
    description: 'let the link check reach private and loopback addresses (an app on the same machine)', default: 'off',
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
    key: 'relayUrl', flag: 'relay-url', env: 'INBOXKIT_RELAY_URL', value: 'URL',
    description: 'the upstream SMTP server of release, send and auto-release (docs/smtp.md): `smtp://user:pass@host:587` (STARTTLS when offered) '
      + 'or `smtps://…` (TLS from the start); needs `--relay-allow`',
    default: 'none (they answer `503`)',
  },
  {
    key: 'relayAllow', flag: 'relay-allow', env: 'INBOXKIT_RELAY_ALLOW', value: 'LIST',
    description: 'who mail may be relayed to, comma-separated: addresses, `@domain` (or `domain`), `*.domain` (its subdomains), or `*` (anyone); any other recipient is `400`',
    default: 'nobody',
  },
  {
    key: 'relayAllowPrivate', flag: 'relay-allow-private', env: 'INBOXKIT_RELAY_ALLOW_PRIVATE', value: null,
    description: 'let the relay be localhost or on a loopback or private address (refused otherwise, as webhook targets are)', default: 'off',
  },
  {
    key: 'relayMailFrom', flag: 'relay-mail-from', env: 'INBOXKIT_RELAY_MAIL_FROM', value: 'ADDRESS',
    description: 'the envelope sender (MAIL FROM) of everything relayed, for an upstream that takes only its own domain; the headers are not changed',
    default: 'the message\'s From (release), the inbox\'s address (send)',
  },
  {
    key: 'maxMessagesPerConnection', flag: 'max-messages-per-connection', env: 'INBOXKIT_MAX_MESSAGES_PER_CONNECTION', value: 'N',
    description: 'SMTP transactions per connection before `421`',
    default: `\`${SMTP_DEFAULTS.maxMessagesPerConnection}\``,
  },
  {
    key: 'maxConnectionsPerAddress', flag: 'max-connections-per-address', env: 'INBOXKIT_MAX_CONNECTIONS_PER_ADDRESS', value: 'N',
    description: `SMTP connections one client address (an IPv6 /64) may hold at once (of ${SMTP_DEFAULTS.maxClients}); the next gets \`421\``,
    default: `\`${SMTP_DEFAULTS.maxConnectionsPerAddress}\``,
  },
  {
    key: 'httpMaxConnections', flag: 'http-max-connections', env: 'INBOXKIT_HTTP_MAX_CONNECTIONS', value: 'N',
    description: 'HTTP connections open at once; when full, the one idle the longest is closed for a new one, and with none idle the new one gets `503`',
    default: `\`${HTTP_CONNECTION_DEFAULTS.maxConnections}\``,
  },
  {
    key: 'httpMaxConnectionsPerAddress', flag: 'http-max-connections-per-address', env: 'INBOXKIT_HTTP_MAX_CONNECTIONS_PER_ADDRESS', value: 'N',
    description: 'HTTP connections one client address (an IPv6 /64) may hold at once; the next gets `503`',
    default: `\`${HTTP_CONNECTION_DEFAULTS.maxConnectionsPerAddress}\``,
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
  {
    key: 'metrics', flag: 'metrics', env: 'INBOXKIT_METRICS', value: null,
    description: 'serve Prometheus metrics at `GET /metrics` on the HTTP API port, without a key (docs/metrics.md)', default: 'off',
  },
  {
    key: 'metricsPort', flag: 'metrics-port', env: 'INBOXKIT_METRICS_PORT', value: 'PORT',
    description: 'serve `GET /metrics` on a port of its own (with or without `--metrics`); `0` picks a free one', default: 'none',
  },
  {
    key: 'metricsHost', flag: 'metrics-host', env: 'INBOXKIT_METRICS_HOST', value: 'HOST',
    description: 'address the `--metrics-port` listener binds', default: `\`${METRICS_DEFAULT_HOST}\` (whatever \`--host\` is)`,
  },
] as const satisfies readonly OptionSpec[];

export type ServeKey = (typeof SERVE_OPTIONS)[number]['key'];
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

/** `inboxkit mcp`: --embedded, and run's options for the daemon it then starts. */
export const MCP_OPTIONS = [
  {
    key: 'embedded', flag: 'embedded', env: null, value: null,
    description: 'start a daemon of its own in this process (free ports, a fresh temporary data directory; the options below apply to it) instead of using the daemon at INBOXKIT_BASE_URL', default: null,
  } as OptionSpec<'embedded'>,
  ...RUN_OPTIONS,
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
  {
    key: 'inbox', flag: 'inbox', env: null, value: 'ID', multiple: true,
    description: 'limit the key to this inbox of the account (again for each, at most 100): it sees and waits on those inboxes only, '
      + 'and on those it creates; `--inbox none` (with `inboxes:write`): a key that sees only the inboxes it creates',
    default: 'every inbox',
  },
  {
    key: 'expiresIn', flag: 'expires-in', env: null, value: 'DURATION',
    description: 'the key expires this long from now: a whole number with `m`, `h`, `d` or `w` (minutes, hours, days, weeks), e.g. `30d`',
    default: 'never',
  },
  {
    key: 'expiresAt', flag: 'expires-at', env: null, value: 'TIME',
    description: 'the key expires at this ISO 8601 date-time, e.g. `2027-01-31T00:00:00Z` (not with `--expires-in`)', default: 'never',
  },
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
