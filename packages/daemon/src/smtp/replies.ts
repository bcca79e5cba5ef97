import type { IngestResult, RejectReason } from '@inboxkit/core';
import type { SMTPServerError } from 'smtp-server';

/**
 * Every refusal the SMTP listener sends, in one place. The listener runs with
 * ENHANCEDSTATUSCODES on, and smtp-server prefixes each reply with the RFC 3463 code of its
 * basic code (550 → 5.1.1, 452 → 4.2.2, 451 → 4.3.0, 421 → 4.4.2, 552 at DATA end → 5.3.4),
 * so the texts below carry no code of their own.
 */
export function smtpError(responseCode: number, message: string): SMTPServerError {
  const error: SMTPServerError = new Error(message);
  error.responseCode = responseCode;
  return error;
}

/** Printable and short: the address comes from the client and ends up in a reply line. */
export function shown(address: string): string {
  const clean = address.replace(/[^\x21-\x7e]/g, '?');
  return clean.length > 120 ? `${clean.slice(0, 117)}...` : clean;
}

/**
 * RCPT refusals. unknown and expired are permanent (550 5.1.1): the address will not start
 * working by itself. A spent monthly quota is temporary (452 4.2.2): it ends at the month
 * boundary or when the operator raises the plan, so a sender should queue and retry rather
 * than bounce.
 */
export function rcptRefusal(reason: RejectReason, address: string): SMTPServerError {
  switch (reason) {
    case 'unknown_recipient':
      return smtpError(550, `<${shown(address)}>: no such inbox here`);
    case 'inbox_inactive':
      return smtpError(550, `<${shown(address)}>: inbox is no longer active (temporary inbox expired)`);
    case 'quota_exceeded':
      return smtpError(452, `<${shown(address)}>: monthly message quota exhausted, try again later`);
  }
}

/** DATA finished but by commit time no recipient routed any more (e.g. an inbox expired meanwhile). */
export function nothingStored(result: IngestResult): SMTPServerError {
  const reasons = new Set(result.rejected.map((r) => r.reason));
  if (reasons.size === 1 && reasons.has('quota_exceeded')) {
    return smtpError(452, 'monthly message quota exhausted, try again later');
  }
  return smtpError(550, 'no recipient of this message routes to an active inbox any more');
}

export const replies = {
  oversized: (limit: number) => smtpError(552, `message exceeds fixed maximum message size ${limit}`),
  busy: () => smtpError(452, 'too much mail in flight on this server, try again later'),
  storeFailed: () => smtpError(451, 'temporary failure while storing the message, try again later'),
  unavailable: () => smtpError(451, 'inbox service unavailable, try again later'),
  tooManyMessages: (limit: number) =>
    smtpError(421, `too many messages on one connection (limit ${limit}), reconnect to send more`),
  authFailed: 'authentication credentials invalid',
} as const;
