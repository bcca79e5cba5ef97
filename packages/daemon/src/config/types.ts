// What the parsers of the server commands (serve.ts, one-shot.ts) return.
import type { Scope } from '@inboxkit/core';
import type { LogFormat, LogLevel } from '../log/index.js';
import type { SmtpAuthMode } from '../smtp/auth.js';

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
  /** --smtps-port: the implicit-TLS SMTP port (needs --tls-cert and --tls-key); null: none. */
  smtpsPort: number | null;
  /** --pop3-port: the POP3 port (docs/pop3.md); null: none. */
  pop3Port: number | null;
  domain: string;
  /** --public-url / INBOXKIT_PUBLIC_URL; null: derived from the bound HTTP address once listening. */
  publicUrl: string | null;
  /** --ready-file: where the bound addresses are written once both listeners are up (absolute); null: nowhere. */
  readyFile: string | null;
  maxMessageBytes: number;
  tls: { certFile: string; keyFile: string } | null;
  /** The static user of `--smtp-auth USER:PASS` (the older form); null: none. */
  smtpAuth: { username: string; password: string } | null;
  /** `--smtp-auth required|optional|off` (USER:PASS: required). */
  smtpAuthMode: SmtpAuthMode;
  /** INBOXKIT_API_KEY: accepted for the default account. */
  apiKey: string | null;
  /** Allow http:// and private/loopback webhook targets (self-hosted test setups). */
  webhookAllowPrivate: boolean;
  /** The checks of each message (docs/checks.md): authentication on or off, its DNS server, spamd, the link check's SSRF rule. */
  checks: { authentication: boolean; dnsServer: string | null; spamd: string | null; linkCheck: { allowPrivate: boolean } };
  /** Which analyzer runs: the built-in one, an OpenAI-compatible endpoint, or none. */
  analyzer: { kind: 'builtin' } | { kind: 'off' } | { kind: 'openai'; baseUrl: string; model: string; apiKey: string | null };
  /** Outbound mail relay for sign-in mail, e.g. smtp://user:pass@host:587. */
  smtpRelay: string | null;
  /** Sign-in allowlist: exact addresses or @domain entries. Empty: open on loopback only. */
  signinAllow: string[];
  /** The SMTP relay of release, send and auto-release (--relay-url and its companions); null: none. */
  relay: { url: string; allow: string[]; allowPrivate: boolean; mailFrom: string | null } | null;
  /** SMTP transactions per connection before 421 (null: the listener's default). */
  maxMessagesPerConnection: number | null;
  /** SMTP connections one client address may hold at once (null: the listener's default). */
  maxConnectionsPerAddress: number | null;
  /** HTTP connections open at once (null: the server's default). */
  httpMaxConnections: number | null;
  /** HTTP connections one client address may hold at once (null: the server's default). */
  httpMaxConnectionsPerAddress: number | null;
  /** Requests per address per 10 s window of the /v1 abuse shield; 0 turns it off (null: default). */
  ipShieldMax: number | null;
  /** Worker threads that parse incoming mail; 0 parses on the main thread (null: cores - 1, at most 4). */
  prepareThreads: number | null;
  /** Lowest level of the event log. */
  logLevel: LogLevel;
  /** Format of the event log; null: pretty on a terminal, else JSON. */
  logFormat: LogFormat | null;
  /** Prometheus metrics (--metrics, --metrics-port, --metrics-host); null: off. */
  metrics: { onApiPort: boolean; port: number | null; host: string } | null;
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
  /** --inbox: the inboxes the key is limited to (`[]`: `--inbox none`); null: every inbox. */
  inboxIds: string[] | null;
  /** --expires-in, in ms from the key's creation; null: not given. */
  expiresInMs: number | null;
  /** --expires-at, epoch ms; null: not given. */
  expiresAt: number | null;
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

export interface McpConfig {
  /** Start a daemon in the process (with the settings below) rather than use INBOXKIT_BASE_URL. */
  embedded: boolean;
  serve: Omit<ServeConfig, 'dataDir' | 'database'>;
  dataDir: string | null;
  database: string | null;
  keepData: boolean;
}
