import { InboxkitError, invalid } from '../errors.js';
import { iso, type Clock, type IdGenerator } from '../clock.js';
import type { Accounts } from '../accounts/accounts.js';
import type { ApiKeys } from '../auth/api-keys.js';
import { isEmail, validateLabel } from '../validate.js';
import type { AuthRequestRow, Storage, StorageTx } from '../storage/index.js';
import { SCOPES, type Scope } from '../types.js';
import { checkSigninPolicy, resolveSigninPolicy, type SigninPolicy, type SigninPolicyOptions } from './policy.js';
import { hashSecret, newOtp, newToken, sameHash } from './secrets.js';
import { buildProfile, toCliAuthUser } from './profile.js';
import {
  challengeMiss, challengeOf, closedReason, conflict, decide, done, missError, refused, requestLock, requestOrThrow, type Outcome,
} from './decisions.js';
import { userAndAccount, type MemberDeps } from './members.js';
import type {
  CliAuthCompletion, DashboardSession, ExchangeCommand, MagicLinkApproval, MagicLinkCommand, SigninMethod, SigninProfile,
  StartCommand, StartMeta, StartedSignin, VerifyOtpCommand,
} from './types.js';

/** What sign-in needs of the service. */
export interface SigninDeps {
  storage: Storage;
  clock: Clock;
  ids: IdGenerator;
  accounts: Accounts;
  apiKeys: ApiKeys;
}

export interface SigninOptions {
  /** Who may sign in: a resolved policy, or the settings to resolve one from (see resolveSigninPolicy). Default: closed unless loopback. */
  policy?: SigninPolicy | SigninPolicyOptions;
  /** Lifetime of the emailed code and link. Default 15 minutes. */
  challengeTtlMs?: number;
  /** Wrong codes (and wrong link tokens) a challenge survives; wrong exchange codes a request survives. Default 5. */
  maxAttempts?: number;
  /** Lifetime of the exchange code the magic link yields. Default 10 minutes. */
  exchangeTtlMs?: number;
  /** Lifetime of a dashboard session (the magic link's token, and a browser session). Default 12 hours. */
  sessionTtlMs?: number;
  /** Lifetime of a one-time dashboard sign-in link (`inboxkit dashboard`). Default 5 minutes. */
  oneTimeLinkTtlMs?: number;
  /** How long requests are kept after they expire (for support), then purged. Default 7 days. */
  retentionMs?: number;
}

export const SIGNIN_DEFAULTS = Object.freeze({
  challengeTtlMs: 15 * 60_000,
  maxAttempts: 5,
  exchangeTtlMs: 10 * 60_000,
  sessionTtlMs: 12 * 60 * 60_000,
  retentionMs: 7 * 24 * 60 * 60_000,
});

/** The methods every challenge email carries. */
export const SIGNIN_METHODS: readonly SigninMethod[] = ['magic_link', 'otp'];

/** Label of the issued key when the start command names none. */
export const DEFAULT_KEY_LABEL = 'CLI sign-in';

/**
 * Email sign-in for the command-line client: start a request (one emailed challenge
 * carrying a 6-digit code and a magic link), then complete it once, either with the code
 * (verifyOtp) or with the link (approveMagicLink, which yields a one-time exchange code)
 * followed by exchange. Completion creates the user and a personal account on first
 * sign-in, joins that account later, and issues a new API key.
 *
 * Methods take typed commands (parsing HTTP bodies and queries is the daemon's); each
 * decision and its state change is one storage transaction, so a code cannot be used twice
 * even by concurrent requests. Errors about a command name its property in `field`.
 */
export interface Signin {
  readonly policy: SigninPolicy;
  readonly challengeTtlMs: number;
  readonly maxAttempts: number;
  readonly exchangeTtlMs: number;
  readonly sessionTtlMs: number;
  readonly retentionMs: number;
  /** Throws unless the address may sign in: `unavailable` when sign-in is closed, `invalid_request` (email) when not on the allowlist. */
  checkPolicy(email: string): void;
  /**
   * Creates a request and its challenge; resolves with the code and token to email. The
   * policy is checked here too, so no caller can skip it.
   */
  start(command: StartCommand, meta?: StartMeta): Promise<StartedSignin>;
  /** Closes a pending request (its email could not be sent). */
  cancel(authRequestId: string): Promise<void>;
  /** The address a request is for (for per-address rate limits), or null when unknown. */
  emailOf(authRequestId: string): Promise<string | null>;
  /** The emailed code completes the request and issues the key. */
  verifyOtp(command: VerifyOtpCommand): Promise<CliAuthCompletion>;
  /**
   * The emailed link approves the request (the link works once) and yields a one-time
   * exchange code and a dashboard session token. The code from the same email keeps
   * working until the request is completed either way.
   */
  approveMagicLink(command: MagicLinkCommand): Promise<MagicLinkApproval>;
  /** The one-time code from the magic link completes the request. */
  exchange(command: ExchangeCommand): Promise<CliAuthCompletion>;
  /** The magic link's session token from the completion page, while it is live and not yet traded (sessions.ts), or null. */
  session(token: string): Promise<DashboardSession | null>;
  /** User, account, billing and onboarding of a member (as a completion returns them). */
  profile(userId: string, accountId: string): Promise<SigninProfile>;
  /** Deletes requests expired longer than the retention and expired sessions; resolves with the rows removed. */
  purge(now?: number): Promise<number>;
}

const PURGE_EVERY_MS = 60 * 60_000;

function isPolicy(value: SigninPolicy | SigninPolicyOptions): value is SigninPolicy {
  return typeof (value as { mode?: unknown }).mode === 'string';
}

class StorageSignin implements Signin {
  readonly policy: SigninPolicy;
  readonly challengeTtlMs: number;
  readonly maxAttempts: number;
  readonly exchangeTtlMs: number;
  readonly sessionTtlMs: number;
  readonly retentionMs: number;
  private readonly storage: Storage;
  private readonly clock: Clock;
  private readonly ids: IdGenerator;
  private readonly accounts: Accounts;
  private readonly apiKeys: ApiKeys;
  private readonly members: MemberDeps;
  private lastPurge = Number.NEGATIVE_INFINITY;

  constructor(deps: SigninDeps, options: SigninOptions) {
    this.storage = deps.storage;
    this.clock = deps.clock;
    this.ids = deps.ids;
    this.accounts = deps.accounts;
    this.apiKeys = deps.apiKeys;
    this.members = { ids: deps.ids, accounts: deps.accounts };
    const policy = options.policy ?? {};
    this.policy = isPolicy(policy) ? policy : resolveSigninPolicy(policy);
    const positive = (v: number | undefined, fallback: number, name: string) => {
      const n = v ?? fallback;
      if (!Number.isFinite(n) || n <= 0) throw invalid(name, `${name} must be a positive number`);
      return n;
    };
    this.challengeTtlMs = positive(options.challengeTtlMs, SIGNIN_DEFAULTS.challengeTtlMs, 'challengeTtlMs');
    this.maxAttempts = Math.floor(positive(options.maxAttempts, SIGNIN_DEFAULTS.maxAttempts, 'maxAttempts'));
    this.exchangeTtlMs = positive(options.exchangeTtlMs, SIGNIN_DEFAULTS.exchangeTtlMs, 'exchangeTtlMs');
    this.sessionTtlMs = positive(options.sessionTtlMs, SIGNIN_DEFAULTS.sessionTtlMs, 'sessionTtlMs');
    this.retentionMs = positive(options.retentionMs, SIGNIN_DEFAULTS.retentionMs, 'retentionMs');
  }

  // ---- start ---------------------------------------------------------------------------

  checkPolicy(email: string): void {
    checkSigninPolicy(this.policy, email.toLowerCase());
  }

  async start(command: StartCommand, meta: StartMeta = {}): Promise<StartedSignin> {
    const email = command.email.toLowerCase();
    if (!isEmail(email)) throw invalid('email', 'email must be an email address');
    const now = this.clock();
    const scopes: Scope[] = command.scopes === undefined ? [...SCOPES] : [...new Set(command.scopes)];
    if (scopes.length === 0) throw invalid('scopes', 'scopes must name at least one scope (or be omitted for all)');
    const label = command.label === undefined ? DEFAULT_KEY_LABEL : validateLabel(command.label);
    const keyExpiresAt = command.keyExpiresAt ?? null;
    // A key that would expire before it is issued: nothing could complete this request.
    if (keyExpiresAt !== null && !(Number.isFinite(keyExpiresAt) && keyExpiresAt > now)) {
      throw invalid('keyExpiresAt', 'keyExpiresAt must be in the future');
    }
    this.checkPolicy(email);
    await this.purgeNowAndThen(now);
    const requestId = this.ids('areq');
    const challengeId = this.ids('chal');
    const otp = newOtp();
    const token = newToken();
    const expiresAt = now + this.challengeTtlMs;
    await this.storage.transaction(async (tx) => {
      await tx.signin.insertRequest({
        id: requestId, email, scopes: JSON.stringify(scopes), label,
        key_expires_at: keyExpiresAt, callback_url: command.callbackUrl ?? null, callback_state: command.callbackState ?? null,
        next_dashboard_path: command.nextDashboardPath ?? null, client_version: meta.clientVersion?.slice(0, 200) ?? null,
        remote_address: meta.remoteAddress?.slice(0, 100) ?? null, status: 'pending', expires_at: expiresAt, created_at: now,
      });
      await tx.signin.insertChallenge({
        id: challengeId, auth_request_id: requestId, otp_hash: hashSecret('otp', challengeId, otp),
        token_hash: hashSecret('link', challengeId, token), max_attempts: this.maxAttempts, expires_at: expiresAt, created_at: now,
      });
    });
    return {
      auth_request_id: requestId, challenge_id: challengeId, email, expires_at: iso(expiresAt),
      expiresAtMs: expiresAt, delivery: { channel: 'email', methods: [...SIGNIN_METHODS] }, otp, token,
    };
  }

  async cancel(authRequestId: string): Promise<void> {
    await this.storage.transaction(async (tx) => {
      await tx.lock(requestLock(authRequestId));
      const row = await tx.signin.request(authRequestId);
      if (row && row.status === 'pending') await tx.signin.setStatus(authRequestId, 'cancelled');
    });
  }

  async emailOf(authRequestId: string): Promise<string | null> {
    return (await this.storage.signin.request(authRequestId))?.email ?? null;
  }

  // ---- completion ----------------------------------------------------------------------

  verifyOtp(command: VerifyOtpCommand): Promise<CliAuthCompletion> {
    const { authRequestId, challengeId, otp } = command;
    return decide(this.storage, authRequestId, async (tx) => {
      const now = this.clock();
      const req = await requestOrThrow(tx, authRequestId);
      const ch = await challengeOf(tx, req, challengeId);
      const closed = closedReason(req, now, ch);
      if (closed) return refused(closed);
      if (!sameHash(hashSecret('otp', ch.id, otp), ch.otp_hash)) return challengeMiss(tx, req, ch, 'the code is not valid');
      return this.complete(tx, req, now);
    });
  }

  approveMagicLink(command: MagicLinkCommand): Promise<MagicLinkApproval> {
    const { authRequestId, challengeId, token } = command;
    return decide(this.storage, authRequestId, async (tx) => {
      const now = this.clock();
      const req = await requestOrThrow(tx, authRequestId);
      const ch = await challengeOf(tx, req, challengeId);
      const closed = closedReason(req, now, ch);
      if (closed) return refused(closed);
      if (ch.token_used_at !== null) return refused(conflict('this sign-in link was already used; finish in the terminal or start a new sign-in'));
      if (!sameHash(hashSecret('link', ch.id, token), ch.token_hash)) return challengeMiss(tx, req, ch, 'the sign-in link is not valid');

      await tx.signin.useToken(ch.id, now);
      const { user, accountId } = await userAndAccount(this.members, tx, req.email, now);
      const exchangeCode = newToken(24);
      const exchangeExpires = now + this.exchangeTtlMs;
      await tx.signin.approve({
        id: req.id, hash: hashSecret('exchange', req.id, exchangeCode), expires: exchangeExpires,
        user_id: user.id, account_id: accountId, now,
      });
      const sessionToken = newToken();
      const sessionExpires = now + this.sessionTtlMs;
      await tx.signin.insertSession({
        // Traded once by the completion page for a browser session (sessions.ts) with every scope:
        // the user is a member of the account, not the holder of one key.
        id: this.ids('sess'), token_hash: hashSecret('session', '', sessionToken), kind: 'link', user_id: user.id,
        account_id: accountId, api_key_id: null, scopes: JSON.stringify(SCOPES), auth_request_id: req.id,
        expires_at: sessionExpires, created_at: now,
      });
      return done({
        auth_request_id: req.id, email: req.email, exchange_code: exchangeCode, exchange_expires_at: iso(exchangeExpires),
        session_token: sessionToken, session_expires_at: iso(sessionExpires), callback_url: req.callback_url,
        callback_state: req.callback_state, next_dashboard_path: req.next_dashboard_path,
      });
    });
  }

  exchange(command: ExchangeCommand): Promise<CliAuthCompletion> {
    const { authRequestId, exchangeCode } = command;
    return decide(this.storage, authRequestId, async (tx) => {
      const now = this.clock();
      const req = await requestOrThrow(tx, authRequestId);
      const closed = closedReason(req, now, null);
      if (closed) return refused(closed);
      if (req.status === 'approved' && req.exchange_expires_at !== null && now >= req.exchange_expires_at) {
        return refused(conflict(`the exchange code expired at ${iso(req.exchange_expires_at)}; start a new sign-in`));
      }
      // Before the link is used there is no exchange code: every code is wrong (and counted).
      const stored = req.status === 'approved' ? req.exchange_code_hash : null;
      if (!sameHash(hashSecret('exchange', req.id, exchangeCode), stored)) {
        const n = await tx.signin.exchangeMiss(req.id);
        return refused(await missError(tx, req, n, 'the exchange code is not valid', this.maxAttempts));
      }
      return this.complete(tx, req, now);
    });
  }

  // ---- dashboard -----------------------------------------------------------------------

  async session(token: string): Promise<DashboardSession | null> {
    if (token === '' || token.length > 256) return null;
    const row = await this.storage.signin.sessionByHash(hashSecret('session', '', token));
    if (!row || row.kind !== 'link' || row.user_id === null || row.expires_at <= this.clock()) return null;
    const user = await this.storage.signin.userById(row.user_id);
    if (!user) return null;
    return { session_id: row.id, user: toCliAuthUser(user), account_id: row.account_id, expires_at: iso(row.expires_at) };
  }

  async profile(userId: string, accountId: string): Promise<SigninProfile> {
    const user = await this.storage.signin.userById(userId);
    const member = user ? await this.storage.signin.membership(userId, accountId) : null;
    if (!user || !member) throw new InboxkitError('not_found', 'no such member of the account', { field: 'userId' });
    return buildProfile({ signin: this.storage.signin, accounts: this.accounts, clock: this.clock }, user, accountId, member.role);
  }

  purge(now = this.clock()): Promise<number> {
    this.lastPurge = now;
    return this.storage.signin.purge(now - this.retentionMs, now);
  }

  // ---- internals (the request rules: decisions.ts; users and accounts: members.ts) -----

  /** Issues the key and marks the request completed (inside the caller's transaction). */
  private async complete(tx: StorageTx, req: AuthRequestRow, now: number): Promise<Outcome<CliAuthCompletion>> {
    if (req.key_expires_at !== null && req.key_expires_at <= now) {
      // Nothing can make this request succeed any more: close it (the change commits, then invalid_request).
      await tx.signin.setStatus(req.id, 'cancelled');
      return refused(invalid('keyExpiresAt', `the key's expires_at (${iso(req.key_expires_at)}) has passed since the sign-in started; start a new sign-in`));
    }
    const joined = await userAndAccount(this.members, tx, req.email, now, req.user_id, req.account_id);
    const { secret, key } = await this.apiKeys.within(tx).create(joined.accountId, {
      label: req.label,
      scopes: JSON.parse(req.scopes) as Scope[],
      expiresAt: req.key_expires_at,
      createdByUserId: joined.user.id,
    });
    await tx.signin.complete({ id: req.id, user_id: joined.user.id, account_id: joined.accountId, key_id: key.id, now });
    const profile = await buildProfile(
      { signin: tx.signin, accounts: this.accounts.within(tx), clock: this.clock }, joined.user, joined.accountId, joined.role,
    );
    return done({ api_key: secret, key, ...profile });
  }

  private async purgeNowAndThen(now: number): Promise<void> {
    if (now - this.lastPurge >= PURGE_EVERY_MS) await this.purge(now);
  }
}

/** Creates the sign-in module over a service's storage, clock, ids, accounts and keys. */
export function createSignin(deps: SigninDeps, options: SigninOptions = {}): Signin {
  return new StorageSignin(deps, options);
}
