import { randomBytes } from 'node:crypto';
import { InboxkitError } from '../errors.js';
import type { Inbox, Page, WildcardAddress } from '../types.js';
import { accountLock, type InboxRow, type Storage, type StorageTx } from '../storage/index.js';
import type { Cursors } from '../cursor.js';
import { toInbox } from './rows.js';
import type { Clock, IdGenerator } from '../clock.js';
import type { Accounts } from '../accounts/accounts.js';
import { validateCreateInbox, type CreateInboxInput } from './validate.js';
import { DEFAULT_PAGE_SIZE, validateLimit, type ListOptions } from '../validate.js';

const LOCAL_ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789'; // no 0/o/1/l: addresses get read aloud and typed

function randomLocalPart(length = 12): string {
  let out = '';
  for (const byte of randomBytes(length)) out += LOCAL_ALPHABET[byte % LOCAL_ALPHABET.length];
  return out;
}

export interface InboxPage extends Page<Inbox> {
  wildcard_address: WildcardAddress | null;
}

export class Inboxes {
  constructor(
    private readonly storage: Storage,
    private readonly accounts: Accounts,
    private readonly clock: Clock,
    private readonly ids: IdGenerator,
    private readonly domain: string,
    private readonly cursors: Cursors,
  ) {}

  /** `inTransaction` runs in the same transaction, after the insert (what else goes with the inbox: a key's link to it). */
  async create(accountId: string, input: CreateInboxInput, inTransaction?: (tx: StorageTx, inboxId: string) => Promise<void>): Promise<Inbox> {
    const valid = validateCreateInbox(input);
    return this.storage.transaction(async (tx) => {
      // Counted and inserted under the account's lock: two creates at once never both fit the last slot.
      await tx.lock(accountLock(accountId));
      const account = await this.accounts.within(tx).get(accountId);
      const now = this.clock();
      if (await tx.inboxes.countActive(accountId, now) >= account.entitlements.active_inboxes) {
        throw new InboxkitError('limit_exceeded',
          `the account has reached its limit of ${account.entitlements.active_inboxes} active inboxes`);
      }
      const id = this.ids('inb');
      let address = `${randomLocalPart()}@${this.domain}`;
      while (await tx.inboxes.byAddress(address)) address = `${randomLocalPart()}@${this.domain}`;
      await tx.inboxes.insert({
        id, account_id: accountId, label: valid.label, email_address: address,
        lifecycle_mode: valid.lifecycle_mode, ttl_minutes: valid.ttl_minutes,
        expires_at: valid.ttl_minutes === null ? null : now + valid.ttl_minutes * 60_000,
        status: 'active', is_wildcard: 0,
        analysis_mode: valid.message_analysis.mode,
        analysis_recipients: JSON.stringify(valid.message_analysis.recipients),
        created_at: now,
      });
      await inTransaction?.(tx, id);
      return toInbox((await tx.inboxes.byId(id))!, now);
    });
  }

  /** The account's inbox (expired ones included); `not_found` for another account's id. */
  async get(accountId: string, inboxId: string): Promise<Inbox> {
    const row = await this.storage.inboxes.byId(inboxId);
    if (!row || row.account_id !== accountId) throw new InboxkitError('not_found', 'no such inbox', { field: 'inbox_id' });
    return toInbox(row, this.clock());
  }

  /**
   * Removes the account's inbox: from the commit on its address routes nowhere (mail to it is
   * refused like mail to an address never issued) and its id is not found. `inTransaction`
   * runs in the same transaction (what else goes with the inbox: its webhooks). The messages
   * are the caller's to delete; none is visible once the row is gone. The wildcard inbox holds
   * the account's namespace and is not deleted (`conflict`).
   */
  async delete(accountId: string, inboxId: string, inTransaction?: (tx: StorageTx, inbox: InboxRow) => Promise<void>): Promise<InboxRow> {
    return this.storage.transaction(async (tx) => {
      const row = typeof inboxId === 'string' ? await tx.inboxes.byId(inboxId) : null;
      if (!row || row.account_id !== accountId) throw new InboxkitError('not_found', 'no such inbox', { field: 'inbox_id' });
      if (row.is_wildcard === 1) {
        throw new InboxkitError('conflict', 'the wildcard inbox receives the account\'s namespace and cannot be deleted; empty it instead', { field: 'inbox_id' });
      }
      // A delete that ran meanwhile (another connection) got there first.
      if (!(await tx.inboxes.delete(row.id))) throw new InboxkitError('not_found', 'no such inbox', { field: 'inbox_id' });
      await inTransaction?.(tx, row);
      return row;
    });
  }

  /**
   * Active inboxes, newest first, with the wildcard address when the account has one. With
   * `keyId`, only the inboxes that key is limited to, and no wildcard address (not one of them).
   */
  async list(accountId: string, options: ListOptions = {}, keyId?: string): Promise<InboxPage> {
    const limit = validateLimit(options.limit, DEFAULT_PAGE_SIZE);
    const scope = { kind: 'inb', account: accountId };
    const after = this.cursors.decode(scope, options.cursor);
    const account = await this.accounts.get(accountId);
    const now = this.clock();
    const rows = await this.storage.inboxes.activePage(accountId, now, after, limit, keyId);
    const items = rows.slice(0, limit).map((r) => toInbox(r, now));
    const hasMore = rows.length > limit;
    return {
      items,
      page_info: { has_more: hasMore, next_cursor: hasMore ? this.cursors.encode(scope, rows[limit - 1]!.seq) : null },
      wildcard_address: keyId === undefined ? this.accounts.wildcardAddress(account) : null,
    };
  }
}
