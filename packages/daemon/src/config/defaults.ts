// The defaults of the daemon's commands; the option tables (options.ts) show them to people.
import { DEFAULTS as CORE_DEFAULTS } from '@inboxkit/core';
import { SMTP_DEFAULTS } from '../smtp/listener.js';
import { LOG_DEFAULTS } from '../log/index.js';

/** Defaults of `inboxkit serve`; its option table (options.ts, and so docs/daemon.md) shows the same values. */
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

/** What `inboxkit run` changes of serve's defaults: free ports, a fresh data directory, a quieter log. */
export const RUN_DEFAULTS = { httpPort: 0, smtpPort: 0, logLevel: 'warn' } as const;
