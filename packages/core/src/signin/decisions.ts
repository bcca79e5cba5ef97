// The rules every decision on a sign-in request follows, inside its transaction: the
// request's lock, whether it is still open, and what a wrong secret costs.
import { InboxkitError } from '../errors.js';
import { iso } from '../clock.js';
import type { AuthRequestRow, ChallengeRow, Storage, StorageTx } from '../storage/index.js';

/** The lock a request's decisions (and its cancellation) hold. */
export const requestLock = (authRequestId: string) => `signin:${authRequestId}`;

/** The result of a decision taken inside a transaction: state changes commit, then the error is thrown. */
export type Outcome<T> = { ok: true; value: T } | { ok: false; error: InboxkitError };

export const done = <T>(value: T): Outcome<T> => ({ ok: true, value });
export const refused = <T>(error: InboxkitError): Outcome<T> => ({ ok: false, error });
export const conflict = (message: string) => new InboxkitError('conflict', message);
const notFound = (message: string, field: string) => new InboxkitError('not_found', message, { field });
const unauthorized = (message: string) => new InboxkitError('unauthorized', message);

/**
 * Runs a decision on a request in one transaction, holding the request's lock so two
 * answers at once (two daemons, two tabs) are decided one after the other; an error outcome
 * is thrown after its state changes commit.
 */
export async function decide<T>(storage: Storage, authRequestId: string, fn: (tx: StorageTx) => Promise<Outcome<T>>): Promise<T> {
  const outcome = await storage.transaction(async (tx) => {
    await tx.lock(requestLock(authRequestId));
    return fn(tx);
  });
  if (!outcome.ok) throw outcome.error;
  return outcome.value;
}

/** The request, or not_found (field authRequestId). */
export async function requestOrThrow(tx: StorageTx, id: string): Promise<AuthRequestRow> {
  const row = await tx.signin.request(id);
  if (!row) throw notFound('no such sign-in request', 'authRequestId');
  return row;
}

/** The request's challenge, or not_found (field challengeId). */
export async function challengeOf(tx: StorageTx, req: AuthRequestRow, id: string): Promise<ChallengeRow> {
  const ch = await tx.signin.challenge(id);
  if (!ch || ch.auth_request_id !== req.id) throw notFound('no such challenge for this sign-in request', 'challengeId');
  return ch;
}

/** Why a request (and its challenge) cannot be used any more, or null. */
export function closedReason(req: AuthRequestRow, now: number, ch: ChallengeRow | null): InboxkitError | null {
  switch (req.status) {
    case 'completed':
      return conflict('this sign-in request was already completed; start a new sign-in for another key');
    case 'locked':
      return conflict('too many wrong codes: this sign-in request is closed; start a new sign-in');
    case 'cancelled':
      return conflict('this sign-in request was cancelled; start a new sign-in');
    default:
      break;
  }
  if (ch && ch.attempts >= ch.max_attempts) return conflict('too many wrong codes: this sign-in request is closed; start a new sign-in');
  // Once approved, the exchange code has its own lifetime; the challenge's still bounds the code and link.
  if (ch && now >= ch.expires_at) return conflict(`the code and link expired at ${iso(ch.expires_at)}; start a new sign-in`);
  if (!ch && req.status === 'pending' && now >= req.expires_at) {
    return conflict(`the sign-in request expired at ${iso(req.expires_at)}; start a new sign-in`);
  }
  return null;
}

/** A wrong code or link token: counted on the challenge, against its own limit. */
export async function challengeMiss<T>(tx: StorageTx, req: AuthRequestRow, ch: ChallengeRow, message: string): Promise<Outcome<T>> {
  const n = await tx.signin.challengeMiss(ch.id);
  return refused(await missError(tx, req, n, message, ch.max_attempts));
}

/** A wrong secret: 401 with the attempts left; the last one also closes the request. */
export async function missError(tx: StorageTx, req: AuthRequestRow, attempts: number, message: string, max: number): Promise<InboxkitError> {
  const left = Math.max(0, max - attempts);
  if (left === 0) {
    await tx.signin.setStatus(req.id, 'locked');
    return unauthorized(`${message}; no attempts left: this sign-in request is closed, start a new sign-in`);
  }
  return unauthorized(`${message}; ${left} attempt${left === 1 ? '' : 's'} left`);
}
