import { effectiveStatus, monthPeriod, type InboxRow, type Store, type StoredAccount } from '../store/index.js';

export type RejectReason = 'unknown_recipient' | 'inbox_inactive' | 'quota_exceeded';

export type RouteDecision =
  | { ok: true; inbox: InboxRow; account: StoredAccount; recipient: string; normalized: string }
  | { ok: false; reason: RejectReason; recipient: string };

/** Lower-cases and strips angle brackets; returns null for anything without local@domain. */
export function normalizeAddress(value: string): string | null {
  const addr = value.trim().replace(/^<|>$/g, '').toLowerCase();
  const at = addr.lastIndexOf('@');
  if (at < 1 || at === addr.length - 1) return null;
  return addr;
}

/**
 * Decides which inbox, if any, receives mail for one envelope recipient:
 * the exact address; else `name+tag@` to `name@`; else the wildcard inbox of the account
 * that holds `<namespace>.<domain>`. Expired inboxes and spent monthly quotas refuse.
 */
export class Router {
  constructor(private readonly store: Store, private readonly domain: string) {}

  route(recipient: string, now: number): RouteDecision {
    const normalized = normalizeAddress(recipient);
    if (!normalized) return { ok: false, reason: 'unknown_recipient', recipient };
    const at = normalized.lastIndexOf('@');
    const local = normalized.slice(0, at);
    const domain = normalized.slice(at + 1);
    let inbox = this.store.inboxes.byAddress(normalized);
    if (!inbox && local.includes('+')) inbox = this.store.inboxes.byAddress(`${local.slice(0, local.indexOf('+'))}@${domain}`);
    if (!inbox) inbox = this.wildcardInbox(domain);
    if (!inbox) return { ok: false, reason: 'unknown_recipient', recipient };
    if (effectiveStatus(inbox, now) !== 'active') return { ok: false, reason: 'inbox_inactive', recipient };
    const account = this.store.accounts.byId(inbox.account_id);
    if (!account) return { ok: false, reason: 'unknown_recipient', recipient };
    const used = this.store.usage.get(account.id, 'received_messages', monthPeriod(now));
    if (used >= account.entitlements.monthly_received_messages) return { ok: false, reason: 'quota_exceeded', recipient };
    return { ok: true, inbox, account, recipient, normalized };
  }

  private wildcardInbox(domain: string): InboxRow | null {
    const suffix = `.${this.domain}`;
    if (!domain.endsWith(suffix)) return null;
    const namespace = domain.slice(0, -suffix.length);
    if (!namespace || namespace.includes('.')) return null;
    const account = this.store.accounts.byNamespace(namespace);
    return account?.wildcard_inbox_id ? this.store.inboxes.byId(account.wildcard_inbox_id) : null;
  }
}
