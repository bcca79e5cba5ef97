// SMTP AUTH (docs/smtp.md, "SMTP credentials per account"): a sender authenticates with an API
// key as its password, and its session is then the key's account's: recipients of another
// account (or, for a key limited to inboxes, of another inbox) are refused at RCPT, and the log
// names the account. `--smtp-auth USER:PASS`, the one static user of before, keeps working.
import { createHash, timingSafeEqual } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { isInboxkitError, isWellFormedKey, type InboxService } from '@inboxkit/core';
import type { SMTPServerAuthentication, SMTPServerAuthenticationResponse, SMTPServerError, SMTPServerSession } from 'smtp-server';
import { MAX_SLOWDOWN_MS } from './limits.js';
import { replies, shown, smtpError } from './replies.js';

/** `--smtp-auth`: AUTH not offered (off), offered (optional), or needed before MAIL (required). */
export type SmtpAuthMode = 'off' | 'optional' | 'required';
export const SMTP_AUTH_MODES: readonly SmtpAuthMode[] = ['off', 'optional', 'required'];

/** Who a session authenticated as (smtp-server keeps it as `session.user`; `username` is what its own logs show). */
export type SmtpPrincipal =
  | { kind: 'static'; username: string }
  | { kind: 'key'; username: string; accountId: string; account: string; keyId: string; inboxIds: ReadonlySet<string> | null };

export interface SmtpAuthOptions {
  service: InboxService;
  mode: SmtpAuthMode;
  /** The compatibility form's one user (`--smtp-auth USER:PASS`), attributed to no account. */
  staticUser: { username: string; password: string } | null;
  /** Failed AUTH in a row from one client address before each further 535 is answered later. */
  failuresBeforeSlowdown: number;
  /** How much later each further 535 is answered, up to MAX_SLOWDOWN_MS. */
  slowdownStepMs: number;
  /** Told of each refusal (the reply, the client's address, how long the answer was held back). */
  onRefused(error: SMTPServerError, remote: string, delayedMs: number): void;
  /** Told of an unexpected failure while authenticating (the client got 454). */
  onError(error: unknown, remote: string): void;
}

export interface SmtpAuth {
  /** AUTH is advertised and accepted. */
  readonly offered: boolean;
  /** A session may send without authenticating. */
  readonly optional: boolean;
  onAuth(auth: SMTPServerAuthentication, session: SMTPServerSession, callback: (err: Error | null | undefined, response?: SMTPServerAuthenticationResponse) => void): void;
  /** The 550 5.7.1 for a recipient whose inbox the session's key may not send to, or null when it may. */
  refuseRecipient(session: SMTPServerSession, inbox: { id: string; account_id: string }, address: string): SMTPServerError | null;
  /** The account and key a session sends as, for the log; null when it did not authenticate with a key. */
  sender(session: SMTPServerSession): { account_id: string; key_id: string } | null;
}

const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();

/** Client addresses whose consecutive failures are remembered (least recent dropped first). */
const MAX_TRACKED_ADDRESSES = 10_000;

const principalOf = (session: SMTPServerSession): SmtpPrincipal | null => {
  const user = session.user as unknown;
  return user !== null && typeof user === 'object' ? user as SmtpPrincipal : null;
};

export function createSmtpAuth(options: SmtpAuthOptions): SmtpAuth {
  const { service, staticUser } = options;
  const expectedUser = staticUser ? digest(staticUser.username) : null;
  const expectedPass = staticUser ? digest(staticUser.password) : null;
  /** Failed AUTH in a row per client address; a success forgets the address. */
  const failures = new LRUCache<string, number>({ max: MAX_TRACKED_ADDRESSES });

  const refuse = (session: SMTPServerSession, callback: (err: Error) => void, error = smtpError(535, replies.authFailed)) => {
    const remote = session.remoteAddress;
    const failed = (failures.get(remote) ?? 0) + 1;
    failures.set(remote, failed);
    // An address that keeps guessing waits longer for each answer.
    const wait = Math.min(MAX_SLOWDOWN_MS, Math.max(0, failed - options.failuresBeforeSlowdown) * options.slowdownStepMs);
    options.onRefused(error, remote, wait);
    if (wait > 0) setTimeout(() => callback(error), wait);
    else callback(error);
  };

  /** The static user, compared in constant time (both parts, always). */
  const isStaticUser = (username: string, password: string): boolean => {
    if (!expectedUser || !expectedPass) return false;
    const userOk = timingSafeEqual(digest(username), expectedUser);
    const passOk = timingSafeEqual(digest(password), expectedPass);
    return userOk && passOk;
  };

  /** An API key as the password; a user name that is another account's slug refuses it. */
  const keyPrincipal = async (username: string, secret: string): Promise<SmtpPrincipal | null> => {
    if (!isWellFormedKey(secret)) return null;
    let found;
    try {
      found = await service.apiKeys.authenticate(secret);
    } catch (error) {
      if (isInboxkitError(error, 'unauthorized')) return null;
      throw error;
    }
    const { account, key } = found;
    const named = username.trim().toLowerCase();
    if (named !== '' && named !== account.slug) {
      const other = await service.accounts.bySlug(named);
      if (other && other.id !== account.id) return null;
    }
    return {
      kind: 'key', username: account.slug, accountId: account.id, account: account.slug, keyId: key.id,
      inboxIds: key.inbox_ids === null ? null : new Set(key.inbox_ids),
    };
  };

  return {
    offered: options.mode !== 'off',
    optional: options.mode !== 'required',
    onAuth(auth, session, callback) {
      if (options.mode === 'off' || (auth.method !== 'PLAIN' && auth.method !== 'LOGIN')) return refuse(session, callback);
      const username = auth.username ?? '';
      const password = auth.password ?? '';
      if (isStaticUser(username, password)) {
        failures.delete(session.remoteAddress);
        return callback(null, { user: { kind: 'static', username } satisfies SmtpPrincipal });
      }
      keyPrincipal(username, password).then(
        (principal) => {
          if (!principal) return refuse(session, callback);
          failures.delete(session.remoteAddress);
          callback(null, { user: principal });
        },
        (error: unknown) => {
          options.onError(error, session.remoteAddress);
          const reply = smtpError(454, 'temporary authentication failure, try again later');
          options.onRefused(reply, session.remoteAddress, 0);
          callback(reply);
        },
      );
    },
    refuseRecipient(session, inbox, address) {
      const principal = principalOf(session);
      if (!principal || principal.kind !== 'key') return null;
      if (inbox.account_id !== principal.accountId) {
        return smtpError(550, `5.7.1 <${shown(address)}>: not an inbox of the account this session authenticated as (${principal.account})`);
      }
      if (principal.inboxIds && !principal.inboxIds.has(inbox.id)) {
        return smtpError(550, `5.7.1 <${shown(address)}>: not one of the inboxes the key this session authenticated with is limited to`);
      }
      return null;
    },
    sender(session) {
      const principal = principalOf(session);
      return principal?.kind === 'key' ? { account_id: principal.accountId, key_id: principal.keyId } : null;
    },
  };
}
