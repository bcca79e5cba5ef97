import { InboxkitError, invalid } from '../errors.js';
import { iso, type Clock, type IdGenerator } from '../clock.js';
import { slugify, type Accounts } from '../accounts/accounts.js';
import type { ApiKeys } from '../auth/api-keys.js';
import type { Store } from '../store/index.js';
import type { Scope } from '../types.js';
import { checkSigninPolicy, resolveSigninPolicy, type SigninPolicy, type SigninPolicyOptions } from './policy.js';
import { OTP_LENGTH, hashSecret, newOtp, newToken, sameHash } from './secrets.js';
import { SigninTable, type AuthRequestRow, type ChallengeRow, type UserRow } from './table.js';
import { OWNER_ROLE, buildProfile, toCliAuthUser } from './profile.js';
import { validateExchange, validateMagicLink, validateStart, validateVerifyOtp, type StartInput } from './validate.js';
import type {
  CliAuthCompletion, DashboardSession, MagicLinkApproval, SigninMethod, SigninProfile, StartMeta, StartedSignin,
} from './types.js';

/** What sign-in needs of the service. */
export interface SigninDeps {
  store: Store;
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
  /** Lifetime of a dashboard session. Default 12 hours. */
  sessionTtlMs?: number;
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

const PURGE_EVERY_MS = 60 * 60_000;
const OTP_RE = new RegExp(`^\\d{${OTP_LENGTH}}$`);

/** The result of a decision taken inside a transaction: state changes commit, then the error is thrown. */
type Outcome<T> = { ok: true; value: T } | { ok: false; error: InboxkitError };

const conflict = (message: string, field?: string) => new InboxkitError('conflict', message, { field });
const notFound = (message: string, field: string) => new InboxkitError('not_found', message, { field });
const unauthorized = (message: string) => new InboxkitError('unauthorized', message);

function isPolicy(value: SigninPolicy | SigninPolicyOptions): value is SigninPolicy {
  return typeof (value as { mode?: unknown }).mode === 'string';
}

/**
 * Email sign-in for the command-line client: start a request (one emailed challenge
 * carrying a 6-digit code and a magic link), then complete it once, either with the code
 * (verifyOtp) or with the link (verifyMagicLink, which yields a one-time exchange code)
 * followed by exchange. Completion creates the user and a personal account on first
 * sign-in, joins that account later, and issues a new API key.
 *
 * Every method is synchronous; each decision and its state change is one SQLite
 * transaction, so a code cannot be used twice even by concurrent requests.
 */
export class Signin {
  readonly policy: SigninPolicy;
  readonly table: SigninTable;
  readonly challengeTtlMs: number;
  readonly maxAttempts: number;
  readonly exchangeTtlMs: number;
  readonly sessionTtlMs: number;
  readonly retentionMs: number;
  private readonly store: Store;
  private readonly clock: Clock;
  private readonly ids: IdGenerator;
  private readonly accounts: Accounts;
  private readonly apiKeys: ApiKeys;
  private lastPurge = Number.NEGATIVE_INFINITY;

  constructor(deps: SigninDeps, options: SigninOptions = {}) {
    this.store = deps.store;
    this.clock = deps.clock;
    this.ids = deps.ids;
    this.accounts = deps.accounts;
    this.apiKeys = deps.apiKeys;
    this.table = new SigninTable(deps.store.db);
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

  /** Checks and normalises a start body (400 naming the field). Does not look at the policy. */
  parseStart(body: unknown): StartInput {
    return validateStart(body, this.clock());
  }

  /** Throws unless the address may sign in: 503 when sign-in is closed, 400 (email) when not on the allowlist. */
  checkPolicy(email: string): void {
    checkSigninPolicy(this.policy, email.toLowerCase());
  }

  /**
   * Creates a request and its challenge; returns the code and token to email. The policy
   * is checked again here, so no caller can skip it.
   */
  start(input: StartInput, meta: StartMeta = {}): StartedSignin {
    this.checkPolicy(input.email);
    const now = this.clock();
    this.purgeNowAndThen(now);
    const requestId = this.ids('areq');
    const challengeId = this.ids('chal');
    const otp = newOtp();
    const token = newToken();
    const expiresAt = now + this.challengeTtlMs;
    this.store.tx(() => {
      this.table.insertRequest({
        id: requestId, email: input.email, scopes: JSON.stringify(input.scopes), label: input.label,
        key_expires_at: input.keyExpiresAt, callback_url: input.callbackUrl, callback_state: input.callbackState,
        next_dashboard_path: input.nextDashboardPath, client_version: meta.clientVersion?.slice(0, 200) ?? null,
        remote_address: meta.remoteAddress?.slice(0, 100) ?? null, status: 'pending', expires_at: expiresAt, created_at: now,
      });
      this.table.insertChallenge({
        id: challengeId, auth_request_id: requestId, otp_hash: hashSecret('otp', challengeId, otp),
        token_hash: hashSecret('link', challengeId, token), max_attempts: this.maxAttempts, expires_at: expiresAt, created_at: now,
      });
    });
    return {
      auth_request_id: requestId, challenge_id: challengeId, email: input.email, expires_at: iso(expiresAt),
      expiresAtMs: expiresAt, delivery: { channel: 'email', methods: [...SIGNIN_METHODS] }, otp, token,
    };
  }

  /** Closes a request whose email could not be sent. */
  cancel(authRequestId: string): void {
    const row = this.table.request(authRequestId);
    if (row && row.status === 'pending') this.table.setStatus(authRequestId, 'cancelled');
  }

  /** The address a request is for (for per-address rate limits), or null when unknown. */
  emailOf(authRequestId: string): string | null {
    return typeof authRequestId === 'string' ? this.table.request(authRequestId)?.email ?? null : null;
  }

  // ---- completion ----------------------------------------------------------------------

  /** POST /v1/auth/cli/email/verify: the emailed code completes the request and issues the key. */
  verifyOtp(body: unknown): CliAuthCompletion {
    const input = validateVerifyOtp(body);
    const code = input.code.replace(/[\s-]/g, '');
    if (!OTP_RE.test(code)) throw invalid('code', `code must be the ${OTP_LENGTH}-digit code from the email`);
    return this.decide(() => {
      const now = this.clock();
      const req = this.requestOrThrow(input.auth_request_id, 'auth_request_id');
      const ch = this.challengeOf(req, input.challenge_id, 'challenge_id');
      const closed = this.closedReason(req, now, ch);
      if (closed) return { ok: false, error: closed };
      if (!sameHash(hashSecret('otp', ch.id, code), ch.otp_hash)) return this.challengeMiss(req, ch, 'the code is not valid');
      return this.complete(req, now);
    });
  }

  /**
   * GET /v1/auth/cli/email/verify: the emailed link approves the request (the link works
   * once) and yields a one-time exchange code and a dashboard session token. The code
   * from the same email keeps working until the request is completed either way.
   */
  verifyMagicLink(query: Record<string, unknown>): MagicLinkApproval {
    const input = validateMagicLink(query);
    return this.decide(() => {
      const now = this.clock();
      const req = this.requestOrThrow(input.auth_request, 'auth_request');
      const ch = this.challengeOf(req, input.challenge, 'challenge');
      const closed = this.closedReason(req, now, ch);
      if (closed) return { ok: false, error: closed };
      if (ch.token_used_at !== null) return { ok: false, error: conflict('this sign-in link was already used; finish in the terminal or start a new sign-in') };
      if (!sameHash(hashSecret('link', ch.id, input.token), ch.token_hash)) return this.challengeMiss(req, ch, 'the sign-in link is not valid');

      this.table.useToken(ch.id, now);
      const { user, accountId } = this.userAndAccount(req.email, now);
      const exchangeCode = newToken(24);
      const exchangeExpires = now + this.exchangeTtlMs;
      this.table.approve({
        id: req.id, hash: hashSecret('exchange', req.id, exchangeCode), expires: exchangeExpires,
        user_id: user.id, account_id: accountId, now,
      });
      const sessionToken = newToken();
      const sessionExpires = now + this.sessionTtlMs;
      this.table.insertSession({
        id: this.ids('sess'), token_hash: hashSecret('session', '', sessionToken), user_id: user.id, account_id: accountId,
        auth_request_id: req.id, expires_at: sessionExpires, created_at: now,
      });
      return {
        ok: true,
        value: {
          auth_request_id: req.id, email: req.email, exchange_code: exchangeCode, exchange_expires_at: iso(exchangeExpires),
          session_token: sessionToken, session_expires_at: iso(sessionExpires), callback_url: req.callback_url,
          callback_state: req.callback_state, next_dashboard_path: req.next_dashboard_path,
        },
      };
    });
  }

  /** POST /v1/auth/cli/exchange: the one-time code from the magic link completes the request. */
  exchange(body: unknown): CliAuthCompletion {
    const input = validateExchange(body);
    return this.decide(() => {
      const now = this.clock();
      const req = this.requestOrThrow(input.auth_request_id, 'auth_request_id');
      const closed = this.closedReason(req, now, null);
      if (closed) return { ok: false, error: closed };
      if (req.status === 'approved' && req.exchange_expires_at !== null && now >= req.exchange_expires_at) {
        return { ok: false, error: conflict(`the exchange code expired at ${iso(req.exchange_expires_at)}; start a new sign-in`) };
      }
      // Before the link is used there is no exchange code: every code is wrong (and counted).
      const stored = req.status === 'approved' ? req.exchange_code_hash : null;
      if (!sameHash(hashSecret('exchange', req.id, input.code), stored)) {
        const n = this.table.exchangeMiss(req.id);
        return { ok: false, error: this.missError(req, n, 'the exchange code is not valid') };
      }
      return this.complete(req, now);
    });
  }

  // ---- dashboard -----------------------------------------------------------------------

  /** The live dashboard session of a token from the completion page, or null. */
  session(token: string): DashboardSession | null {
    if (typeof token !== 'string' || token === '' || token.length > 256) return null;
    const row = this.table.sessionByHash(hashSecret('session', '', token));
    if (!row || row.expires_at <= this.clock()) return null;
    const user = this.table.userById(row.user_id);
    if (!user) return null;
    return { session_id: row.id, user: toCliAuthUser(user), account_id: row.account_id, expires_at: iso(row.expires_at) };
  }

  /** User, account, billing and onboarding of a member (as a completion returns them). */
  profile(userId: string, accountId: string): SigninProfile {
    const user = this.table.userById(userId);
    const member = user ? this.table.membership(userId, accountId) : null;
    if (!user || !member) throw new InboxkitError('not_found', 'no such member of the account', { field: 'user_id' });
    return buildProfile({ table: this.table, accounts: this.accounts, clock: this.clock }, user, accountId, member.role);
  }

  /** Deletes requests expired longer than the retention and expired sessions; returns rows removed. */
  purge(now = this.clock()): number {
    this.lastPurge = now;
    return this.table.purge(now - this.retentionMs, now);
  }

  // ---- internals -----------------------------------------------------------------------

  /** Runs a decision in one transaction; an error outcome is thrown after its state changes commit. */
  private decide<T>(fn: () => Outcome<T>): T {
    const outcome = this.store.tx(fn);
    if (!outcome.ok) throw outcome.error;
    return outcome.value;
  }

  private requestOrThrow(id: string, field: string): AuthRequestRow {
    const row = this.table.request(id);
    if (!row) throw notFound('no such sign-in request', field);
    return row;
  }

  private challengeOf(req: AuthRequestRow, id: string, field: string): ChallengeRow {
    const ch = this.table.challenge(id);
    if (!ch || ch.auth_request_id !== req.id) throw notFound('no such challenge for this sign-in request', field);
    return ch;
  }

  /** Why a request (and its challenge) cannot be used any more, or null. */
  private closedReason(req: AuthRequestRow, now: number, ch: ChallengeRow | null): InboxkitError | null {
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
    const challengeExpiry = ch ? ch.expires_at : req.expires_at;
    if (ch && now >= challengeExpiry) return conflict(`the code and link expired at ${iso(challengeExpiry)}; start a new sign-in`);
    if (!ch && req.status === 'pending' && now >= req.expires_at) {
      return conflict(`the sign-in request expired at ${iso(req.expires_at)}; start a new sign-in`);
    }
    return null;
  }

  private challengeMiss<T>(req: AuthRequestRow, ch: ChallengeRow, message: string): Outcome<T> {
    const n = this.table.challengeMiss(ch.id);
    return { ok: false, error: this.missError(req, n, message, ch.max_attempts) };
  }

  /** A wrong secret: 401 with the attempts left; the last one also closes the request. */
  private missError(req: AuthRequestRow, attempts: number, message: string, max = this.maxAttempts): InboxkitError {
    const left = Math.max(0, max - attempts);
    if (left === 0) {
      this.table.setStatus(req.id, 'locked');
      return unauthorized(`${message}; no attempts left: this sign-in request is closed, start a new sign-in`);
    }
    return unauthorized(`${message}; ${left} attempt${left === 1 ? '' : 's'} left`);
  }

  /** Issues the key and marks the request completed (inside the caller's transaction). */
  private complete(req: AuthRequestRow, now: number): Outcome<CliAuthCompletion> {
    if (req.key_expires_at !== null && req.key_expires_at <= now) {
      // Nothing can make this request succeed any more: close it (the change commits, then 400).
      this.table.setStatus(req.id, 'cancelled');
      return { ok: false, error: invalid('expires_at', `the key's expires_at (${iso(req.key_expires_at)}) has passed since the sign-in started; start a new sign-in`) };
    }
    const joined = this.userAndAccount(req.email, now, req.user_id, req.account_id);
    const { secret, key } = this.apiKeys.create(joined.accountId, {
      label: req.label,
      scopes: JSON.parse(req.scopes) as Scope[],
      expiresAt: req.key_expires_at,
      createdByUserId: joined.user.id,
    });
    this.table.complete({ id: req.id, user_id: joined.user.id, account_id: joined.accountId, key_id: key.id, now });
    const profile = buildProfile({ table: this.table, accounts: this.accounts, clock: this.clock }, joined.user, joined.accountId, joined.role);
    return { ok: true, value: { api_key: secret, key, ...profile } };
  }

  /**
   * The user for an address, created on first sign-in together with a personal account
   * (named after the address, slug derived from it) that the user owns. Later sign-ins join
   * the account recorded at approval when still a member, else the user's first account.
   */
  private userAndAccount(email: string, now: number, userId?: string | null, accountId?: string | null): {
    user: UserRow; accountId: string; role: string;
  } {
    let user = (userId ? this.table.userById(userId) : null) ?? this.table.userByEmail(email);
    if (!user) {
      const id = this.ids('usr');
      this.table.insertUser({ id, email, display_name: null, avatar_url: null, identity_login: null, created_at: now });
      user = this.table.userById(id)!;
    }
    let member = accountId ? this.table.membership(user.id, accountId) : null;
    member ??= this.table.firstMembership(user.id);
    if (!member) {
      const account = this.accounts.create({ name: email.slice(0, 100), slug: this.freeSlug(email) });
      this.table.addMember(user.id, account.id, OWNER_ROLE, now);
      member = this.table.membership(user.id, account.id)!;
    }
    this.table.touchUser(user.id, now);
    user.last_sign_in_at = now;
    return { user, accountId: member.account_id, role: member.role };
  }

  /** `alice-example-com`, or `alice-example-com-2`, … when taken. */
  private freeSlug(email: string): string {
    const base = slugify(email);
    if (!this.table.slugTaken(base)) return base;
    for (let n = 2; n < 100; n++) {
      const slug = `${base}-${n}`;
      if (!this.table.slugTaken(slug)) return slug;
    }
    return `${base}-${newToken(6).toLowerCase().replace(/[^a-z0-9]/g, '')}`;
  }

  private purgeNowAndThen(now: number): void {
    if (now - this.lastPurge >= PURGE_EVERY_MS) this.purge(now);
  }
}

/** Creates the sign-in module over a service's store, clock, ids, accounts and keys. */
export function createSignin(deps: SigninDeps, options: SigninOptions = {}): Signin {
  return new Signin(deps, options);
}
