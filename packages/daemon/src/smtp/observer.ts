import type { SmtpRefusalReason, SmtpStage } from '../log/index.js';

/**
 * What the SMTP listener tells as it happens, for the daemon's metrics (metrics/): plain calls
 * on the hot path, so each must be quick and never throw. Default: NO_SMTP_OBSERVER.
 *
 * @example
 * startSmtpListener({ service, host, port: 0, observer: { ...NO_SMTP_OBSERVER, session: () => sessions.inc() } });
 */
export interface SmtpObserver {
  /** A connection got its greeting (one the connection guards refused does not count: see `refused`). */
  session(): void;
  /** A transaction answered 250: the copies stored, the message's bytes, seconds from the final dot to the 250. */
  accepted(copies: number, bytes: number, seconds: number): void;
  /** A connection, command, recipient or message refused, with the stable reason the log line carries. */
  refused(stage: SmtpStage, reason: SmtpRefusalReason): void;
}

export const NO_SMTP_OBSERVER: SmtpObserver = Object.freeze({
  session: () => {},
  accepted: () => {},
  refused: () => {},
});
