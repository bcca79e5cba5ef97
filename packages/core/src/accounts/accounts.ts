import { InboxkitError, invalid } from '../errors.js';
import { validateLabel } from '../validate.js';
import type { Entitlements, WildcardAddress } from '../types.js';
import { accountLock, type Storage, type StorageGroups, type StoredAccount } from '../storage/index.js';
import { monthPeriod } from '../clock.js';
import type { Clock, IdGenerator } from '../clock.js';
import { DEFAULT_TIER, resolveEntitlements } from './plans.js';

export interface CreateAccountInput {
  name: string;
  /** URL-safe unique handle; derived from name when omitted. */
  slug?: string;
  tier?: string;
  entitlements?: Partial<Entitlements>;
}

export interface AccountUsage {
  active_inboxes: { used: number; limit: number };
  monthly_received_messages: { used: number; limit: number; usage_month: string };
}

const NAMESPACE_RE = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

export function slugify(name: string): string {
  return name.toLowerCase().normalize('NFKD').replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 48) || 'account';
}

/**
 * Accounts: create, read, entitlements, usage and the wildcard namespace. Reads and single
 * writes go to `db`, the storage or a transaction's handle (see within()).
 */
export class Accounts {
  constructor(
    private readonly storage: Storage,
    private readonly clock: Clock,
    private readonly ids: IdGenerator,
    private readonly domain: string,
    private readonly plan: Partial<Entitlements>,
    private readonly db: StorageGroups = storage,
  ) {}

  /** The same API inside a transaction. */
  within(tx: StorageGroups): Accounts {
    return new Accounts(this.storage, this.clock, this.ids, this.domain, this.plan, tx);
  }

  async create(input: CreateAccountInput): Promise<StoredAccount> {
    validateLabel(input.name, 'name');
    const slug = input.slug ?? slugify(input.name);
    if (await this.db.accounts.bySlug(slug)) throw new InboxkitError('conflict', `an account with slug ${slug} exists`, { field: 'slug' });
    const id = this.ids('acc');
    await this.db.accounts.insert({
      id, name: input.name, slug, tier: input.tier ?? DEFAULT_TIER,
      entitlements: resolveEntitlements({ ...this.plan, ...input.entitlements }), createdAt: this.clock(),
    });
    return (await this.db.accounts.byId(id))!;
  }

  /**
   * The account with this slug, created on first use. Two processes starting on one new
   * database at once both try to create it: the one that loses finds the winner's.
   */
  async ensure(slug: string, name = slug): Promise<StoredAccount> {
    const found = await this.db.accounts.bySlug(slug);
    if (found) return found;
    try {
      return await this.create({ name, slug });
    } catch (error) {
      const made = await this.db.accounts.bySlug(slug);
      if (made) return made;
      throw error;
    }
  }

  async get(id: string): Promise<StoredAccount> {
    const account = await this.db.accounts.byId(id);
    if (!account) throw new InboxkitError('not_found', 'no such account', { field: 'account_id' });
    return account;
  }

  bySlug(slug: string): Promise<StoredAccount | null> {
    return this.db.accounts.bySlug(slug);
  }

  async setEntitlements(id: string, entitlements: Partial<Entitlements>, tier?: string): Promise<StoredAccount> {
    const account = await this.get(id);
    await this.db.accounts.setEntitlements(id, tier ?? account.tier, resolveEntitlements({ ...account.entitlements, ...entitlements }));
    return this.get(id);
  }

  async usage(id: string): Promise<AccountUsage> {
    const account = await this.get(id);
    const now = this.clock();
    const month = monthPeriod(now);
    return {
      active_inboxes: { used: await this.db.inboxes.countActive(id, now), limit: account.entitlements.active_inboxes },
      monthly_received_messages: {
        used: await this.db.usage.get(id, 'received_messages', month),
        limit: account.entitlements.monthly_received_messages,
        usage_month: month,
      },
    };
  }

  wildcardAddress(account: StoredAccount): WildcardAddress | null {
    if (!account.wildcard_namespace || !account.wildcard_inbox_id) return null;
    return { email_address: `*@${account.wildcard_namespace}.${this.domain}`, inbox_id: account.wildcard_inbox_id };
  }

  /**
   * Claims `<namespace>.<domain>` for the account: mail to any address there lands in the
   * account's wildcard inbox, whose analysis mode starts `disabled` (spec default).
   */
  async claimWildcardNamespace(accountId: string, namespace: string): Promise<WildcardAddress> {
    const ns = String(namespace ?? '').toLowerCase();
    if (!NAMESPACE_RE.test(ns)) throw invalid('namespace', 'namespace must be a DNS label: a-z, 0-9 and inner hyphens, 1 to 63 characters');
    return this.storage.transaction(async (tx) => {
      // The account's, then the name's: a claim elsewhere of either waits for this one.
      await tx.lock(accountLock(accountId));
      await tx.lock(`namespace:${ns}`);
      const account = await this.within(tx).get(accountId);
      if (!account.entitlements.wildcard_namespace) {
        throw new InboxkitError('forbidden', "the account's plan does not include a wildcard namespace");
      }
      if (account.wildcard_namespace === ns) return this.wildcardAddress(account)!;
      if (account.wildcard_namespace) {
        throw new InboxkitError('conflict', `the account already holds namespace ${account.wildcard_namespace}`, { field: 'namespace' });
      }
      if (await tx.accounts.byNamespace(ns)) throw new InboxkitError('conflict', `namespace ${ns} is taken`, { field: 'namespace' });
      const inboxId = this.ids('inb');
      const address = `*@${ns}.${this.domain}`;
      await tx.inboxes.insert({
        id: inboxId, account_id: accountId, label: `Wildcard ${address}`, email_address: address,
        lifecycle_mode: 'persistent', ttl_minutes: null, expires_at: null, status: 'active', is_wildcard: 1,
        analysis_mode: 'disabled', analysis_recipients: '[]', created_at: this.clock(),
      });
      await tx.accounts.setNamespace(accountId, ns, inboxId);
      return { email_address: address, inbox_id: inboxId };
    });
  }
}
