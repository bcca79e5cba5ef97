import { InboxkitError, invalid } from '../errors.js';
import { validateLabel } from '../inboxes/validate.js';
import type { Entitlements, WildcardAddress } from '../types.js';
import { monthPeriod, type Store, type StoredAccount } from '../store/index.js';
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

export class Accounts {
  constructor(
    private readonly store: Store,
    private readonly clock: Clock,
    private readonly ids: IdGenerator,
    private readonly domain: string,
    private readonly plan: Partial<Entitlements>,
  ) {}

  create(input: CreateAccountInput): StoredAccount {
    validateLabel(input.name, 'name');
    const slug = input.slug ?? slugify(input.name);
    if (this.store.accounts.bySlug(slug)) throw new InboxkitError('conflict', `an account with slug ${slug} exists`, { field: 'slug' });
    const id = this.ids('acc');
    this.store.accounts.insert({
      id, name: input.name, slug, tier: input.tier ?? DEFAULT_TIER,
      entitlements: resolveEntitlements({ ...this.plan, ...input.entitlements }), createdAt: this.clock(),
    });
    return this.store.accounts.byId(id)!;
  }

  /** The account with this slug, created on first use. */
  ensure(slug: string, name = slug): StoredAccount {
    return this.store.accounts.bySlug(slug) ?? this.create({ name, slug });
  }

  get(id: string): StoredAccount {
    const account = this.store.accounts.byId(id);
    if (!account) throw new InboxkitError('not_found', 'no such account', { field: 'account_id' });
    return account;
  }

  bySlug(slug: string): StoredAccount | null {
    return this.store.accounts.bySlug(slug);
  }

  setEntitlements(id: string, entitlements: Partial<Entitlements>, tier?: string): StoredAccount {
    const account = this.get(id);
    this.store.accounts.setEntitlements(id, tier ?? account.tier, resolveEntitlements({ ...account.entitlements, ...entitlements }));
    return this.get(id);
  }

  usage(id: string): AccountUsage {
    const account = this.get(id);
    const now = this.clock();
    const month = monthPeriod(now);
    return {
      active_inboxes: { used: this.store.inboxes.countActive(id, now), limit: account.entitlements.active_inboxes },
      monthly_received_messages: {
        used: this.store.usage.get(id, 'received_messages', month),
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
  claimWildcardNamespace(accountId: string, namespace: string): WildcardAddress {
    const ns = String(namespace ?? '').toLowerCase();
    if (!NAMESPACE_RE.test(ns)) throw invalid('namespace', 'namespace must be a DNS label: a-z, 0-9 and inner hyphens, 1 to 63 characters');
    return this.store.tx(() => {
      const account = this.get(accountId);
      if (!account.entitlements.wildcard_namespace) {
        throw new InboxkitError('forbidden', "the account's plan does not include a wildcard namespace");
      }
      if (account.wildcard_namespace === ns) return this.wildcardAddress(account)!;
      if (account.wildcard_namespace) {
        throw new InboxkitError('conflict', `the account already holds namespace ${account.wildcard_namespace}`, { field: 'namespace' });
      }
      if (this.store.accounts.byNamespace(ns)) throw new InboxkitError('conflict', `namespace ${ns} is taken`, { field: 'namespace' });
      const inboxId = this.ids('inb');
      const address = `*@${ns}.${this.domain}`;
      this.store.inboxes.insert({
        id: inboxId, account_id: accountId, label: `Wildcard ${address}`, email_address: address,
        lifecycle_mode: 'persistent', ttl_minutes: null, expires_at: null, status: 'active', is_wildcard: 1,
        analysis_mode: 'disabled', analysis_recipients: '[]', created_at: this.clock(),
      });
      this.store.accounts.setNamespace(accountId, ns, inboxId);
      return { email_address: address, inbox_id: inboxId };
    });
  }
}
