import { InboxkitError, invalid } from '../errors.js';
import { iso, type Clock, type IdGenerator } from '../clock.js';
import type { Accounts } from '../accounts/accounts.js';
import type { ApiKeys } from '../auth/api-keys.js';
import type { SessionKind, SessionRow, Storage, StoredAccount } from '../storage/index.js';
import { SCOPES, type Scope } from '../types.js';
import { hashSecret, newToken } from './secrets.js';
import { toCliAuthUser } from './profile.js';
import type { BrowserSession, OpenedSession, OneTimeLink } from './types.js';

export interface DashboardSessionOptions {
  /** Lifetime of a browser session (never past the key it was opened with). Default: the sign-in's sessionTtlMs, 12 hours. */
  sessionTtlMs: number;
  /** Lifetime of a one-time sign-in link (`inboxkit dashboard`). Default 5 minutes. */
  oneTimeLinkTtlMs: number;
}

export const DASHBOARD_SESSION_DEFAULTS = Object.freeze({ oneTimeLinkTtlMs: 5 * 60_000 });

/** Longest token looked up; anything longer is not one of ours (tokens are 43 characters). */
const TOKEN_MAX = 256;

/**
 * The dashboard's sessions: what a browser's cookie stands for. A session is opened with an
 * API key (it carries that key's account and scopes, and ends when the key is revoked or
 * expires), by trading the token the magic link put on the completion page (the signed-in
 * user's account, every scope), or by trading a one-time link (`issueOneTimeLink`, for the
 * operator of the daemon's machine: the account, every scope). The tokens traded work once.
 *
 * Only the SHA-256 of a token is stored; `resolve` answers null for anything that is not a
 * live browser session, so the caller has one answer for every failure.
 */
export interface DashboardSessions {
  readonly sessionTtlMs: number;
  readonly oneTimeLinkTtlMs: number;
  /** A session for an API key's secret; `unauthorized` when the key is unknown, revoked, expired or limited to inboxes. */
  openWithKey(secret: string): Promise<OpenedSession>;
  /** Trades the completion page's session token (from a magic link) for a browser session; `unauthorized` when it is not valid, used or expired. */
  openWithSigninToken(token: string): Promise<OpenedSession>;
  /** Trades a one-time link's token for a browser session; `unauthorized` when it is not valid, used or expired. */
  openWithOneTimeLink(token: string): Promise<OpenedSession>;
  /** A one-time sign-in link's token for the account (every scope), valid oneTimeLinkTtlMs. */
  issueOneTimeLink(accountId: string): Promise<OneTimeLink>;
  /** The live browser session of a cookie's token, or null (unknown, ended, expired, its key revoked or expired). */
  resolve(token: string): Promise<BrowserSession | null>;
  /** Ends a browser session (sign-out); false when there was none. */
  end(token: string): Promise<boolean>;
}

export interface DashboardSessionDeps {
  storage: Storage;
  clock: Clock;
  ids: IdGenerator;
  accounts: Accounts;
  apiKeys: ApiKeys;
}

const unauthorized = (message: string) => new InboxkitError('unauthorized', message);
const hashOf = (token: string) => hashSecret('session', '', token);
const usable = (token: unknown): token is string => typeof token === 'string' && token.length > 0 && token.length <= TOKEN_MAX;

class StorageDashboardSessions implements DashboardSessions {
  readonly sessionTtlMs: number;
  readonly oneTimeLinkTtlMs: number;

  constructor(private readonly deps: DashboardSessionDeps, options: DashboardSessionOptions) {
    for (const name of ['sessionTtlMs', 'oneTimeLinkTtlMs'] as const) {
      if (!Number.isFinite(options[name]) || options[name] <= 0) throw invalid(name, `${name} must be a positive number`);
    }
    this.sessionTtlMs = options.sessionTtlMs;
    this.oneTimeLinkTtlMs = options.oneTimeLinkTtlMs;
  }

  async openWithKey(secret: string): Promise<OpenedSession> {
    const { account, key } = await this.deps.apiKeys.authenticate(String(secret ?? '').trim());
    // The dashboard is the whole account's; a key limited to inboxes is for an agent, over the API.
    if (key.inbox_ids !== null) throw new InboxkitError('unauthorized', 'a key limited to inboxes does not open the dashboard');
    const now = this.deps.clock();
    let expires = now + this.sessionTtlMs;
    if (key.expires_at !== null) expires = Math.min(expires, Date.parse(key.expires_at));
    return this.insertBrowser({ user_id: null, account_id: account.id, api_key_id: key.id, scopes: key.scopes, auth_request_id: null }, expires, account);
  }

  openWithSigninToken(token: string): Promise<OpenedSession> {
    return this.trade(token, 'link', 'the sign-in link\'s session is not valid, was already used, or expired; sign in again');
  }

  openWithOneTimeLink(token: string): Promise<OpenedSession> {
    return this.trade(token, 'once', 'the one-time sign-in link is not valid, was already used, or expired; run "inboxkit dashboard" again');
  }

  async issueOneTimeLink(accountId: string): Promise<OneTimeLink> {
    await this.deps.accounts.get(accountId);
    const token = newToken();
    const now = this.deps.clock();
    const expires = now + this.oneTimeLinkTtlMs;
    await this.deps.storage.signin.insertSession({
      id: this.deps.ids('sess'), token_hash: hashOf(token), kind: 'once', user_id: null, account_id: accountId,
      api_key_id: null, scopes: JSON.stringify(SCOPES), auth_request_id: null, expires_at: expires, created_at: now,
    });
    return { token, expires_at: iso(expires), expiresAtMs: expires };
  }

  async resolve(token: string): Promise<BrowserSession | null> {
    if (!usable(token)) return null;
    const { storage, clock, accounts, apiKeys } = this.deps;
    const row = await storage.signin.sessionByHash(hashOf(token));
    if (!row || row.kind !== 'browser' || row.expires_at <= clock()) return null;
    if (row.api_key_id !== null) {
      // The key may have been revoked or have expired since: the session goes with it.
      const key = await apiKeys.get(row.account_id, row.api_key_id).catch(() => null);
      if (!key || key.revoked_at !== null || (key.expires_at !== null && Date.parse(key.expires_at) <= clock())) {
        await storage.signin.deleteSession(row.id);
        return null;
      }
    }
    const account = await accounts.get(row.account_id).catch(() => null);
    if (!account) return null;
    return this.describe(row, account);
  }

  async end(token: string): Promise<boolean> {
    if (!usable(token)) return false;
    const row = await this.deps.storage.signin.sessionByHash(hashOf(token));
    if (!row || row.kind !== 'browser') return false;
    return this.deps.storage.signin.deleteSession(row.id);
  }

  /**
   * Deletes the token's row of `kind` and opens a browser session in its place, in one
   * transaction, so a token is traded once even by two requests at the same time. An expired
   * token is deleted too (that commits) and refused.
   */
  private async trade(token: string, kind: SessionKind, refusal: string): Promise<OpenedSession> {
    if (!usable(token)) throw unauthorized(refusal);
    const { storage, clock } = this.deps;
    const outcome = await storage.transaction(async (tx) => {
      const row = await tx.signin.sessionByHash(hashOf(token));
      if (!row || row.kind !== kind) return null;
      await tx.signin.deleteSession(row.id);
      if (row.expires_at <= clock()) return null;
      return row;
    });
    if (!outcome) throw unauthorized(refusal);
    const account = await this.deps.accounts.get(outcome.account_id);
    return this.insertBrowser({
      user_id: outcome.user_id, account_id: outcome.account_id, api_key_id: null,
      scopes: JSON.parse(outcome.scopes) as Scope[], auth_request_id: outcome.auth_request_id,
    }, clock() + this.sessionTtlMs, account);
  }

  private async insertBrowser(
    fields: { user_id: string | null; account_id: string; api_key_id: string | null; scopes: readonly Scope[]; auth_request_id: string | null },
    expires: number,
    account: StoredAccount,
  ): Promise<OpenedSession> {
    const token = newToken();
    const row: SessionRow = {
      id: this.deps.ids('sess'), token_hash: hashOf(token), kind: 'browser', ...fields, scopes: JSON.stringify(fields.scopes),
      expires_at: expires, created_at: this.deps.clock(),
    };
    await this.deps.storage.signin.insertSession(row);
    return { token, session: await this.describe(row, account) };
  }

  private async describe(row: SessionRow, account: StoredAccount): Promise<BrowserSession> {
    const user = row.user_id === null ? null : await this.deps.storage.signin.userById(row.user_id);
    return {
      session_id: row.id,
      account,
      scopes: JSON.parse(row.scopes) as Scope[],
      api_key_id: row.api_key_id,
      user: user ? toCliAuthUser(user) : null,
      method: row.api_key_id !== null ? 'api_key' : row.user_id !== null ? 'email' : 'one_time_link',
      expires_at: iso(row.expires_at),
      expiresAtMs: row.expires_at,
    };
  }
}

export function createDashboardSessions(deps: DashboardSessionDeps, options: DashboardSessionOptions): DashboardSessions {
  return new StorageDashboardSessions(deps, options);
}
