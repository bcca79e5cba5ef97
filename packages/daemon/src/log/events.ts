// The daemon's event lines, one function each, so every field name lives in one place (and
// docs/daemon.md, "Logs", lists the same). Each checks the level first: when it is off,
// nothing is built.
import type { FailedAttempt } from '@inboxkit/core';
import type { Logger } from './logger.js';

/** Where in the SMTP dialogue something was refused. */
export type SmtpStage = 'connect' | 'auth' | 'mail' | 'rcpt' | 'data';

/** Why, as a stable word (the reply text is what the client saw). */
export type SmtpRefusalReason =
  | 'unknown_recipient' | 'inbox_inactive' | 'quota_exceeded' | 'lookup_failed' | 'not_authorized'
  | 'too_many_clients' | 'too_many_connections' | 'evicted' | 'no_mail' | 'auth_failed' | 'too_many_messages'
  | 'too_large' | 'busy' | 'too_slow' | 'aborted' | 'no_recipient' | 'store_failed' | 'smtp_fault';

export interface SmtpRefusal {
  stage: SmtpStage;
  /** The reply code sent (550, 452, 421, …). */
  code: number;
  reason: SmtpRefusalReason;
  /** The client's address. */
  remote: string;
  /** The refused RCPT address (stage rcpt). */
  recipient?: string;
  /** How long the reply was held back: the slowdown for an address that keeps guessing recipients or credentials (stages rcpt and auth, only when > 0). */
  delayed_ms?: number;
  /** The fault rule that answered (reason smtp_fault; code 0 when it dropped the connection). */
  rule_id?: string;
}

const round1 = (ms: number) => Math.round(ms * 10) / 10;

/**
 * One SMTP transaction answered 250: the stored message(s), its size, the time from the final
 * dot to the 250, and the account and key the session authenticated with (when it did, with a key).
 */
export function logSmtpAccepted(
  logger: Logger, stored: ReadonlyArray<{ messageId: string; inboxId: string }>, bytes: number, msTo250: number, remote: string,
  sender: { account_id: string; key_id: string } | null = null,
): void {
  if (!logger.isLevelEnabled('info')) return;
  const messageIds: string[] = [];
  const inboxIds: string[] = [];
  for (const s of stored) {
    messageIds.push(s.messageId);
    inboxIds.push(s.inboxId);
  }
  logger.info({ event: 'smtp.accepted', message_ids: messageIds, inbox_ids: inboxIds, bytes, ms_to_250: round1(msTo250), remote, ...sender });
}

/** A recipient, a message or a connection refused (the reply code went to the client). */
export function logSmtpRefused(logger: Logger, refusal: SmtpRefusal): void {
  if (!logger.isLevelEnabled('info')) return;
  logger.info({ event: 'smtp.refused', ...refusal });
}

/** A connection's socket failed other than by a reset (a client's broken TLS or protocol, mostly): warn. */
export function logSmtpConnectionError(logger: Logger, error: Error & { code?: string }): void {
  if (!logger.isLevelEnabled('warn')) return;
  logger.warn({ event: 'smtp.connection_error', code: error.code ?? null, error: error.message });
}

/**
 * An HTTP connection limit bit (http/connections.ts): the first time at once, then at most one
 * line per reason per interval, `count` saying how many times it bit since the last one.
 */
export function logHttpConnectionLimited(
  logger: Logger, r: { reason: string; remote: string; count: number; open: number },
): void {
  if (!logger.isLevelEnabled('warn')) return;
  logger.warn({ event: 'http.connection_limited', reason: r.reason, count: r.count, remote: r.remote, open: r.open });
}

/** One webhook delivery attempt without a 2xx answer (core's WebhookOptions.onAttemptFailed). */
export function logWebhookAttemptFailed(logger: Logger, a: FailedAttempt): void {
  if (!logger.isLevelEnabled('warn')) return;
  logger.warn({
    event: 'webhook.attempt_failed', webhook_id: a.webhookId, delivery_id: a.deliveryId, event_id: a.eventId,
    attempt: a.attempt, status: a.statusCode, error: a.error, ms: a.durationMs,
    next_attempt_at: a.nextAttemptAt === null ? null : new Date(a.nextAttemptAt).toISOString(),
  });
}

/** Mail through the SMTP relay: a release, a send or an auto-release. */
export interface RelayOutcome {
  via: 'release' | 'send' | 'auto-release';
  /** The stored message released (null for a send). */
  message_id: string | null;
  inbox_id: string | null;
  to: string[];
  /** The relay's reply when it took the message; else null. */
  reply: string | null;
  /** Why it failed, or was dropped; null when it was taken. */
  error: string | null;
  /** Auto-release: the attempt (1-based), and when the next comes (ms from now; null: none). */
  attempt?: number;
  retry_in_ms?: number | null;
}

/** `relay.sent` (info) when the relay took the message, `relay.failed` (warn) when not. */
export function logRelay(logger: Logger, r: RelayOutcome): void {
  if (r.error === null) {
    if (logger.isLevelEnabled('info')) logger.info({ event: 'relay.sent', ...r });
  } else if (logger.isLevelEnabled('warn')) logger.warn({ event: 'relay.failed', ...r });
}

/** An event stream the daemon ended because its reader fell past its byte bound (the client resumes with Last-Event-ID): warn. */
export function logEventStreamDropped(
  logger: Logger, d: { requestId: string; accountId: string; inboxId: string | null; reason: string },
): void {
  if (!logger.isLevelEnabled('warn')) return;
  logger.warn({ event: 'http.event_stream_dropped', request_id: d.requestId, account_id: d.accountId, inbox_id: d.inboxId, reason: d.reason });
}

/** Whether HTTP request lines are written: checked once per request, before any timing. */
export const logsHttpRequests = (logger: Logger): boolean => logger.isLevelEnabled('debug');

/**
 * One HTTP request, once its response is ready: the path without the query string (a
 * sign-in link carries its token there), never a header.
 */
export function logHttpRequest(
  logger: Logger, r: { method: string; url: string; status: number; ms: number; requestId: string; remote: string },
): void {
  logger.debug({
    event: 'http.request', method: r.method, path: pathOf(r.url), status: r.status, ms: round1(r.ms),
    request_id: r.requestId, remote: r.remote,
  });
}

/** Something that should not happen: the client got a generic answer, the operator gets this. */
export function logUnexpected(logger: Logger, event: string, error: unknown, fields: Record<string, unknown> = {}): void {
  if (!logger.isLevelEnabled('error')) return;
  const { url, ...rest } = fields;
  logger.error({
    event, ...rest, ...(url !== undefined ? { path: pathOf(String(url)) } : {}),
    err: error instanceof Error ? error : new Error(String(error)),
  });
}

/** The path of a request URL, without query or fragment. */
export function pathOf(url: string): string {
  const start = url.indexOf('://');
  const slash = start < 0 ? url.indexOf('/') : url.indexOf('/', start + 3);
  if (slash < 0) return '/';
  const end = url.slice(slash).search(/[?#]/);
  return end < 0 ? url.slice(slash) : url.slice(slash, slash + end);
}
