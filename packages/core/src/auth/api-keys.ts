import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { InboxkitError, invalid } from '../errors.js';
import { validateLabel } from '../validate.js';
import { SCOPES, type IssuedApiKey, type Scope } from '../types.js';
import type { ApiKeyRow, Catalog, Storage, StorageGroups, StoredAccount } from '../storage/index.js';
import { iso, type Clock, type IdGenerator } from '../clock.js';

/** Every key starts with this; secret scanners and humans can recognise it. */
export const LIVE_KEY_PREFIX = 'ik_live_';
const PUBLIC_PART = 8; // characters after ik_live_ that are stored in clear as the lookup handle
const SECRET_PART = 32;
/** Inboxes a key may be limited to when it is created (it may create more, with inboxes:write). */
export const MAX_KEY_INBOXES = 100;
const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

function base62(length: number): string {
  // Rejection sampling keeps every character equally likely.
  let out = '';
  while (out.length < length) {
    for (const byte of randomBytes(length * 2)) {
      if (byte < 248 && out.length < length) out += BASE62[byte % 62];
    }
  }
  return out;
}

function hashKey(secret: string): Buffer {
  // Keys carry ~190 bits of randomness, so a fast hash is enough; no stretching needed.
  return createHash('sha256').update(secret, 'utf8').digest();
}

export function keyPrefixOf(secret: string): string | null {
  if (!secret.startsWith(LIVE_KEY_PREFIX)) return null;
  const handle = secret.slice(0, LIVE_KEY_PREFIX.length + PUBLIC_PART);
  return handle.length === LIVE_KEY_PREFIX.length + PUBLIC_PART ? handle : null;
}

export function isWellFormedKey(secret: string): boolean {
  return new RegExp(`^${LIVE_KEY_PREFIX}[0-9A-Za-z]{${PUBLIC_PART + 8},128}$`).test(secret);
}

export function parseScopes(value: unknown, field = 'scopes'): Scope[] {
  if (!Array.isArray(value)) throw invalid(field, `${field} must be an array of scope names`);
  const out: Scope[] = [];
  for (const s of value) {
    if (typeof s !== 'string' || !SCOPES.includes(s as Scope)) {
      throw invalid(field, `${field} items must be one of ${SCOPES.join(', ')}`);
    }
    if (!out.includes(s as Scope)) out.push(s as Scope);
  }
  return out;
}

export interface CreateApiKeyInput {
  label?: string;
  scopes?: Scope[];
  /** ISO timestamp or epoch ms; null/omitted for a key that does not expire. */
  expiresAt?: string | number | null;
  createdByUserId?: string | null;
  /** Accept this exact secret instead of generating one (e.g. INBOXKIT_API_KEY in CI). */
  secret?: string;
  /**
   * Limits the key to these inboxes of the account (active ones, at most MAX_KEY_INBOXES,
   * duplicates dropped): it sees and waits on those only, and on the inboxes it creates. An
   * empty list makes a key that sees only what it creates, so it needs `inboxes:write`.
   * null/omitted: every inbox of the account.
   */
  inboxIds?: readonly string[] | null;
}

export interface Authenticated {
  account: StoredAccount;
  key: IssuedApiKey;
}

/** The key as the API shows it; `inboxIds` are its links (ignored unless the key is limited). */
export function toIssuedApiKey(row: ApiKeyRow, inboxIds: readonly string[] = []): IssuedApiKey {
  return {
    id: row.id,
    label: row.label,
    key_prefix: row.key_prefix,
    scopes: JSON.parse(row.scopes) as Scope[],
    last_used_at: row.last_used_at === null ? null : iso(row.last_used_at),
    expires_at: row.expires_at === null ? null : iso(row.expires_at),
    revoked_at: row.revoked_at === null ? null : iso(row.revoked_at),
    created_at: iso(row.created_at),
    created_by_user_id: row.created_by_user_id,
    inbox_ids: row.inbox_limited === 1 ? [...inboxIds] : null,
  };
}

/** `inbox_ids` of a new key: an array of distinct strings, at most MAX_KEY_INBOXES, empty only with inboxes:write. */
function inboxIdsOf(value: readonly string[], scopes: readonly Scope[]): string[] {
  if (!Array.isArray(value)) throw invalid('inbox_ids', 'inbox_ids must be an array of inbox ids (or null for every inbox)');
  const ids = [...new Set<unknown>(value)];
  if (ids.some((id) => typeof id !== 'string' || id === '')) throw invalid('inbox_ids', 'inbox_ids items must be inbox ids (strings)');
  if (ids.length > MAX_KEY_INBOXES) throw invalid('inbox_ids', `inbox_ids may name at most ${MAX_KEY_INBOXES} inboxes`);
  if (ids.length === 0 && !scopes.includes('inboxes:write')) {
    throw invalid('inbox_ids', 'an empty inbox_ids makes a key that sees only the inboxes it creates, so it needs the inboxes:write scope');
  }
  return ids as string[];
}

/** API keys: issue, authenticate (constant-time), list, revoke. `db` is the storage or a transaction's handle. */
export class ApiKeys {
  constructor(
    private readonly db: StorageGroups,
    private readonly clock: Clock,
    private readonly ids: IdGenerator,
    private readonly catalog: Catalog | null = null,
  ) {}

  /** The same API inside a transaction. */
  within(tx: StorageGroups): ApiKeys {
    return new ApiKeys(tx, this.clock, this.ids, this.catalog);
  }

  /**
   * Moves whenever a key may have been revoked since: a revocation here, or any commit of
   * another process on the same database (e.g. `inboxkit keys revoke` beside the daemon). It
   * moves with the catalog epoch, so also on other catalog changes (an inbox created). A
   * cached authentication made at one revision is good while the revision is the same. Null
   * while a catalog change of ours is uncommitted (a revocation is not in force before its
   * commit), and always null without a catalog.
   */
  revision(): number | null {
    return this.catalog?.epoch() ?? null;
  }

  async create(accountId: string, input: CreateApiKeyInput = {}): Promise<{ secret: string; key: IssuedApiKey }> {
    const label = validateLabel(input.label ?? 'API key');
    const scopes = input.scopes ?? [...SCOPES];
    const inboxIds = input.inboxIds === undefined || input.inboxIds === null ? null : inboxIdsOf(input.inboxIds, scopes);
    let expiresAt: number | null = null;
    if (input.expiresAt !== undefined && input.expiresAt !== null) {
      expiresAt = typeof input.expiresAt === 'number' ? input.expiresAt : Date.parse(input.expiresAt);
      if (!Number.isFinite(expiresAt)) throw invalid('expires_at', 'expires_at must be an ISO 8601 date-time');
      if (expiresAt <= this.clock()) throw invalid('expires_at', 'expires_at must be in the future');
    }
    if (input.secret !== undefined && !isWellFormedKey(input.secret)) {
      throw invalid('secret', `an API key must be ${LIVE_KEY_PREFIX} followed by at least 16 letters or digits`);
    }
    const secret = input.secret ?? `${LIVE_KEY_PREFIX}${base62(PUBLIC_PART)}${base62(SECRET_PART)}`;
    const prefix = keyPrefixOf(secret)!;
    const id = this.ids('key');
    const now = this.clock();
    // The key and its links commit together (a transaction of its own unless given one: `within`).
    const write = async (db: StorageGroups) => {
      if (inboxIds !== null) await activeInboxes(db, accountId, inboxIds, now);
      await db.apiKeys.insert({
        id, account_id: accountId, label, key_prefix: prefix, secret_hash: hashKey(secret),
        scopes: JSON.stringify(scopes), created_by_user_id: input.createdByUserId ?? null,
        expires_at: expiresAt, created_at: now, inbox_limited: inboxIds === null ? 0 : 1,
      });
      if (inboxIds !== null) await db.keyInboxes.add(id, inboxIds, now);
      return toIssuedApiKey((await db.apiKeys.byPrefix(prefix))!, inboxIds === null ? [] : await db.keyInboxes.of(id));
    };
    const key = isStorage(this.db) && inboxIds !== null ? await this.db.transaction(write) : await write(this.db);
    return { secret, key };
  }

  /** Resolves a bearer secret to its account and key, or throws `unauthorized`. */
  async authenticate(secret: string): Promise<Authenticated> {
    const fail = (why: string) => new InboxkitError('unauthorized', why);
    const prefix = keyPrefixOf(secret);
    const row = prefix ? await this.db.apiKeys.byPrefix(prefix) : null;
    // Hash even when no row matched, so a miss costs what a hit costs.
    const given = hashKey(secret);
    const expected = row?.secret_hash ?? Buffer.alloc(given.length);
    if (!row || !timingSafeEqual(given, expected)) throw fail('the API key is not valid');
    const now = this.clock();
    if (row.revoked_at !== null) throw fail('the API key has been revoked');
    if (row.expires_at !== null && row.expires_at <= now) throw fail('the API key has expired');
    const account = await this.db.accounts.byId(row.account_id);
    if (!account) throw fail('the API key is not valid');
    // last_used_at at minute precision: one write per key per minute, not per request.
    if (row.last_used_at === null || now - row.last_used_at >= 60_000) {
      await this.db.apiKeys.touch(row.id, now);
      row.last_used_at = now;
    }
    return { account, key: await this.issued(row) };
  }

  /** Whether a key with this exact secret already exists (for accepting a fixed CI key). */
  async exists(secret: string): Promise<boolean> {
    const prefix = keyPrefixOf(secret);
    const row = prefix ? await this.db.apiKeys.byPrefix(prefix) : null;
    return !!row && timingSafeEqual(row.secret_hash, hashKey(secret));
  }

  /** The account's keys, revoked and expired ones included, newest first (never a secret or its hash). */
  async list(accountId: string): Promise<IssuedApiKey[]> {
    const rows = await this.db.apiKeys.byAccount(accountId);
    const links = rows.some((r) => r.inbox_limited === 1) ? await this.db.keyInboxes.ofAccount(accountId) : [];
    return rows.map((row) => toIssuedApiKey(row, links.filter((l) => l.key_id === row.id).map((l) => l.inbox_id)));
  }

  /** One key of the account; `not_found` for another account's id. */
  async get(accountId: string, keyId: string): Promise<IssuedApiKey> {
    return this.issued(await this.owned(accountId, keyId));
  }

  /**
   * Revokes the key: from the commit on, it authenticates nothing. Revoking a revoked key
   * changes nothing and answers it as it is (revoked_at of the first revocation).
   */
  async revoke(accountId: string, keyId: string): Promise<IssuedApiKey> {
    const row = await this.owned(accountId, keyId);
    if (row.revoked_at === null) await this.db.apiKeys.revoke(accountId, row.id, this.clock());
    return this.issued((await this.db.apiKeys.byId(row.id))!);
  }

  /** The row as the API shows it, its inboxes read when it is limited. */
  private async issued(row: ApiKeyRow): Promise<IssuedApiKey> {
    return toIssuedApiKey(row, row.inbox_limited === 1 ? await this.db.keyInboxes.of(row.id) : []);
  }

  private async owned(accountId: string, keyId: string): Promise<ApiKeyRow> {
    const row = typeof keyId === 'string' ? await this.db.apiKeys.byId(keyId) : null;
    if (!row || row.account_id !== accountId) throw new InboxkitError('not_found', 'no such API key', { field: 'key_id' });
    return row;
  }
}

const isStorage = (db: StorageGroups): db is Storage => typeof (db as Partial<Storage>).transaction === 'function';

/** `invalid('inbox_ids')` unless each id is an active inbox of the account (not the wildcard inbox, not expired). */
async function activeInboxes(db: StorageGroups, accountId: string, inboxIds: readonly string[], now: number): Promise<void> {
  for (const id of inboxIds) {
    const row = await db.inboxes.byId(id);
    const active = row !== null && row.account_id === accountId && row.status === 'active' && row.is_wildcard === 0
      && (row.expires_at === null || row.expires_at > now);
    if (!active) throw invalid('inbox_ids', `inbox_ids: ${id.slice(0, 64)} is not an active inbox of the account`);
  }
}
