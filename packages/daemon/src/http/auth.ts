import * as nodeCrypto from 'node:crypto';
import { LRUCache } from 'lru-cache';
import {
  InboxkitError, type AccountScope, type BrowserSession, type InboxService, type Scope, type StoredAccount,
} from '@inboxkit/core';
import { ApiError } from './errors.js';
import { checkCookieRequest, sessionTokenOf } from './session-cookie.js';

/**
 * Default lifetime of a cached authentication. A revocation does not wait for it: a cached
 * entry is also dropped as soon as the key revision moves (see Authenticator).
 */
export const DEFAULT_AUTH_CACHE_TTL_MS = 5_000;
const AUTH_CACHE_MAX = 10_000;

/** SHA-256 (base64) of a secret: crypto.hash one-shot where present (Node ≥ 20.12), else a Hash object. */
const sha256: (value: string) => string = typeof nodeCrypto.hash === 'function'
  ? (value) => nodeCrypto.hash('sha256', value, 'base64')
  : (value) => nodeCrypto.createHash('sha256').update(value).digest('base64');

/** Who is calling: the key's (or the dashboard session's) account, its scopes, and the account's data API. */
export interface Principal {
  readonly account: StoredAccount;
  /** The key's id; for a dashboard session, the key it was opened with, else the session's id. */
  readonly keyId: string;
  /** How the caller authenticated: a bearer key, or the dashboard's session cookie. */
  readonly via: 'bearer' | 'session';
  /** The dashboard session, when `via` is `session`. */
  readonly session: BrowserSession | null;
  readonly scopes: readonly Scope[];
  /**
   * The inboxes the key is limited to, as authentication read them (`IssuedApiKey.inbox_ids`);
   * null: every inbox. `data` is then the account's API as that key sees it, which also counts
   * the inboxes it creates; an inbox created moves the key revision, so a cached principal is
   * made again with them.
   */
  readonly inboxIds: readonly string[] | null;
  readonly data: AccountScope;
  /** Until when (clock ms) this cached authentication may be reused. */
  readonly validUntil: number;
  /** core's key revision when the key was looked up (null: unknown, never reused). */
  readonly revision: number | null;
}

export interface AuthenticatorOptions {
  service: InboxService;
  clock: () => number;
  /** 0 turns the cache off (every request looks the key up). */
  cacheTtlMs?: number;
}

/**
 * Resolves `Authorization: Bearer <key>` through core's ApiKeys, with a small LRU of
 * recent successes keyed by the SHA-256 of the secret (the secret itself is never a map
 * key). Entries live `cacheTtlMs` at most and never past the key's own expiry, and are
 * reused only while core's key revision (`apiKeys.revision()`: one `PRAGMA data_version`
 * read) is the one they were made at. A revocation moves it, in this process or in another
 * on the same database, so a revoked key is refused from the next request on. Failures are
 * never cached.
 */
export class Authenticator {
  private readonly service: InboxService;
  private readonly clock: () => number;
  private readonly ttlMs: number;
  private readonly cache: LRUCache<string, Principal> | null;

  constructor(options: AuthenticatorOptions) {
    this.service = options.service;
    this.clock = options.clock;
    this.ttlMs = Math.max(0, options.cacheTtlMs ?? DEFAULT_AUTH_CACHE_TTL_MS);
    this.cache = this.ttlMs > 0 ? new LRUCache({ max: AUTH_CACHE_MAX }) : null;
  }

  async authenticate(header: string | null): Promise<Principal> {
    const secret = bearerSecret(header);
    const now = this.clock();
    let digest: string | undefined;
    if (this.cache) {
      digest = sha256(secret);
      const hit = this.cache.get(digest);
      if (hit !== undefined) {
        if (hit.validUntil > now && this.stillCurrent(hit)) return hit;
        this.cache.delete(digest);
      }
    }
    // Read before the lookup: a revocation committed during it moves the revision past this one.
    const revision = this.cache ? this.revision() ?? null : null;
    const { account, key } = await this.service.apiKeys.authenticate(secret);
    let validUntil = now + this.ttlMs;
    if (key.expires_at !== null) validUntil = Math.min(validUntil, Date.parse(key.expires_at));
    const limit = key.inbox_ids === null ? null : { keyId: key.id, inboxIds: key.inbox_ids };
    const principal: Principal = {
      account, keyId: key.id, via: 'bearer', session: null, scopes: key.scopes, inboxIds: key.inbox_ids,
      data: this.service.account(account.id, limit), validUntil, revision,
    };
    if (this.cache && digest !== undefined) this.cache.set(digest, principal);
    return principal;
  }

  /**
   * A /v1 request's caller: the bearer key when an Authorization header is sent (it wins:
   * no other site can make a browser send one), else the dashboard's session cookie, which
   * must pass the cross-site guard (session-cookie.ts). Sessions are looked up on every
   * request (never cached): a sign-out, an expiry or a revoked key counts at once.
   */
  async authenticateRequest(request: Request, origins: ReadonlySet<string>): Promise<Principal> {
    const header = request.headers.get('authorization');
    if (header !== null && header !== '') return this.authenticate(header);
    const token = sessionTokenOf(request.headers.get('cookie'));
    if (token === null) return this.authenticate(header);
    const session = await this.service.sessions.resolve(token);
    if (!session) {
      throw new InboxkitError('unauthorized', 'the dashboard session has ended (signed out, expired, or its API key was revoked); sign in again');
    }
    checkCookieRequest(request, token, origins);
    return {
      // A key limited to inboxes opens no session (core refuses it): a session sees the account.
      account: session.account, keyId: session.api_key_id ?? session.session_id, via: 'session', session,
      scopes: session.scopes, inboxIds: null, data: this.service.account(session.account.id), validUntil: this.clock(), revision: null,
    };
  }

  /** core's key revision now; undefined when it cannot be read (a closed service). */
  private revision(): number | null | undefined {
    try {
      return this.service.apiKeys.revision();
    } catch {
      return undefined;
    }
  }

  /**
   * Whether a cached authentication may stand: made at the current revision, or the revision
   * is null because a catalog change of ours is uncommitted (a revocation is not in force
   * before its commit, and the commit moves the revision).
   */
  private stillCurrent(hit: Principal): boolean {
    const now = this.revision();
    return now === null || (now !== undefined && hit.revision !== null && now === hit.revision);
  }

  /** Drops every cached authentication (e.g. after revoking keys in-process). */
  clear(): void {
    this.cache?.clear();
  }
}

/** The secret of a `Bearer` Authorization header, or `unauthorized`. */
export function bearerSecret(header: string | null): string {
  if (header === null || header === '') {
    throw new InboxkitError('unauthorized', 'the Authorization header is missing; send Authorization: Bearer <API key> (or sign in to the dashboard)');
  }
  // "Bearer" is case-insensitive (RFC 7235); exactly one token follows.
  if (header.length < 8 || header.charCodeAt(6) !== 32 || header.slice(0, 6).toLowerCase() !== 'bearer') {
    throw new InboxkitError('unauthorized', 'the Authorization header must be Bearer <API key>');
  }
  const secret = header.slice(7).trim();
  if (secret === '' || secret.indexOf(' ') !== -1) {
    throw new InboxkitError('unauthorized', 'the Authorization header must be Bearer <API key>');
  }
  return secret;
}

/** `forbidden` unless the key holds at least one of `anyOf`. */
export function requireScope(principal: Principal, anyOf: readonly Scope[]): void {
  for (const s of anyOf) if (principal.scopes.includes(s)) return;
  throw new ApiError('forbidden', anyOf.length === 1
    ? `the API key lacks the ${anyOf[0]} scope`
    : `the API key needs one of the scopes ${anyOf.join(', ')}`);
}
