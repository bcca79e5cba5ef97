import { LRUCache } from 'lru-cache';
import { EpochCache, type InboxRow, type Storage, type StorageGroups, type StoredAccount } from '../storage/index.js';
import { monthPeriod } from '../clock.js';
import { effectiveStatus } from '../inboxes/rows.js';
import { normalizeAddress } from '../validate.js';

export type RejectReason = 'unknown_recipient' | 'inbox_inactive' | 'quota_exceeded';

export type RouteDecision =
  | { ok: true; inbox: InboxRow; account: StoredAccount; recipient: string; normalized: string }
  | { ok: false; reason: RejectReason; recipient: string };

/** Messages an account has received this period; the pipeline adds what its open batch holds. */
export type ReceivedCount = (accountId: string, period: string) => Promise<number>;

/** How long the RCPT check may use a count read before (another daemon's commits), ms. */
export const RECEIVED_TTL_MS = 1_000;

/**
 * Decides which inbox, if any, receives mail for one envelope recipient:
 * the exact address; else `name+tag@` to `name@`; else the wildcard inbox of the account
 * that holds `<namespace>.<domain>`. Expired inboxes and spent monthly quotas refuse.
 */
export class Router {
  /**
   * Address → the inbox it routes to (or null), until an inbox or account changes (see
   * storage/epoch-cache.ts). Routing runs at RCPT and again at commit for every recipient. Rows are
   * shared and frozen; last_message_received_at in them is not kept current.
   */
  private readonly inboxFor: EpochCache<string, InboxRow | null>;
  /**
   * Account → its count of received messages this period, for the check at RCPT (the check at
   * commit reads it in the batch's transaction, exactly): read once, then set by each commit of
   * this process's (`committed`, the count its transaction left), so this process's own mail is
   * never missed; another daemon's commits on a shared database are seen within
   * `RECEIVED_TTL_MS`. Concurrent RCPTs share one read. Saves a statement per recipient at RCPT.
   */
  private readonly receivedCount = new LRUCache<string, { period: string; at: number; n: Promise<number> }>({ max: 10_000 });

  constructor(private readonly storage: Storage, private readonly domain: string) {
    this.inboxFor = new EpochCache(storage.catalog, 10_000);
  }

  /** This process committed at `now`, leaving these accounts' counts of received messages (account → count). */
  committed(counts: ReadonlyMap<string, number>, now: number): void {
    const period = monthPeriod(now);
    for (const [accountId, n] of counts) this.receivedCount.set(accountId, { period, at: now, n: Promise.resolve(n) });
  }

  private committedCount(accountId: string, period: string, now: number): Promise<number> {
    const known = this.receivedCount.get(accountId);
    if (known && known.period === period && now - known.at < RECEIVED_TTL_MS && now >= known.at) return known.n;
    const entry = { period, at: now, n: this.storage.usage.get(accountId, 'received_messages', period) };
    this.receivedCount.set(accountId, entry);
    // A failed read is not kept.
    entry.n.catch(() => { if (this.receivedCount.get(accountId) === entry) this.receivedCount.delete(accountId); });
    return entry.n;
  }

  /**
   * Where mail for this recipient goes at `now`. Expiry and the monthly quota are checked on
   * every call; `received` counts the account's messages (default: what is committed, as of at
   * most RECEIVED_TTL_MS ago for other processes' commits). Inside a transaction, pass its
   * handle as `db` (then the count is read in it).
   */
  async route(recipient: string, now: number, db: StorageGroups = this.storage, received?: ReceivedCount): Promise<RouteDecision> {
    const normalized = normalizeAddress(recipient);
    if (!normalized) return { ok: false, reason: 'unknown_recipient', recipient };
    const inbox = await this.inboxFor.get(normalized, (address) => this.lookup(db, address));
    if (!inbox) return { ok: false, reason: 'unknown_recipient', recipient };
    if (effectiveStatus(inbox, now) !== 'active') return { ok: false, reason: 'inbox_inactive', recipient };
    const account = await db.accounts.byId(inbox.account_id);
    if (!account) return { ok: false, reason: 'unknown_recipient', recipient };
    const period = monthPeriod(now);
    const used = received ? await received(account.id, period)
      : db === this.storage ? await this.committedCount(account.id, period, now) : await db.usage.get(account.id, 'received_messages', period);
    if (used >= account.entitlements.monthly_received_messages) return { ok: false, reason: 'quota_exceeded', recipient };
    return { ok: true, inbox, account, recipient, normalized };
  }

  /** The exact address; else `name+tag@` to `name@`; else the namespace's wildcard inbox. */
  private async lookup(db: StorageGroups, normalized: string): Promise<InboxRow | null> {
    const at = normalized.lastIndexOf('@');
    const local = normalized.slice(0, at);
    const domain = normalized.slice(at + 1);
    let inbox = await db.inboxes.byAddress(normalized);
    if (!inbox && local.includes('+')) inbox = await db.inboxes.byAddress(`${local.slice(0, local.indexOf('+'))}@${domain}`);
    if (!inbox) inbox = await this.wildcardInbox(db, domain);
    return inbox ? Object.freeze(inbox) : null;
  }

  private async wildcardInbox(db: StorageGroups, domain: string): Promise<InboxRow | null> {
    const suffix = `.${this.domain}`;
    if (!domain.endsWith(suffix)) return null;
    const namespace = domain.slice(0, -suffix.length);
    if (!namespace || namespace.includes('.')) return null;
    const account = await db.accounts.byNamespace(namespace);
    return account?.wildcard_inbox_id ? db.inboxes.byId(account.wildcard_inbox_id) : null;
  }
}
