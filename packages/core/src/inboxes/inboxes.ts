import { randomBytes } from 'node:crypto';
import { InboxkitError } from '../errors.js';
import type { Inbox, Page, WildcardAddress } from '../types.js';
import { decodeCursor, encodeCursor, toInbox, type Store } from '../store/index.js';
import type { Clock, IdGenerator } from '../clock.js';
import type { Accounts } from '../accounts/accounts.js';
import { validateCreateInbox, validateLimit, type CreateInboxInput } from './validate.js';

export const DEFAULT_PAGE_SIZE = 20;
const LOCAL_ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789'; // no 0/o/1/l: addresses get read aloud and typed

function randomLocalPart(length = 12): string {
  let out = '';
  for (const byte of randomBytes(length)) out += LOCAL_ALPHABET[byte % LOCAL_ALPHABET.length];
  return out;
}

export interface ListOptions {
  limit?: number | string;
  cursor?: string | null;
}

export interface InboxPage extends Page<Inbox> {
  wildcard_address: WildcardAddress | null;
}

export class Inboxes {
  constructor(
    private readonly store: Store,
    private readonly accounts: Accounts,
    private readonly clock: Clock,
    private readonly ids: IdGenerator,
    private readonly domain: string,
  ) {}

  create(accountId: string, input: CreateInboxInput): Inbox {
    const valid = validateCreateInbox(input);
    return this.store.tx(() => {
      const account = this.accounts.get(accountId);
      const now = this.clock();
      if (this.store.inboxes.countActive(accountId, now) >= account.entitlements.active_inboxes) {
        throw new InboxkitError('limit_exceeded',
          `the account has reached its limit of ${account.entitlements.active_inboxes} active inboxes`);
      }
      const id = this.ids('inb');
      let address = `${randomLocalPart()}@${this.domain}`;
      while (this.store.inboxes.byAddress(address)) address = `${randomLocalPart()}@${this.domain}`;
      this.store.inboxes.insert({
        id, account_id: accountId, label: valid.label, email_address: address,
        lifecycle_mode: valid.lifecycle_mode, ttl_minutes: valid.ttl_minutes,
        expires_at: valid.ttl_minutes === null ? null : now + valid.ttl_minutes * 60_000,
        status: 'active', is_wildcard: 0,
        analysis_mode: valid.message_analysis.mode,
        analysis_recipients: JSON.stringify(valid.message_analysis.recipients),
        created_at: now,
      });
      return toInbox(this.store.inboxes.byId(id)!, now);
    });
  }

  /** The account's inbox (expired ones included); `not_found` for another account's id. */
  get(accountId: string, inboxId: string): Inbox {
    const row = this.store.inboxes.byId(inboxId);
    if (!row || row.account_id !== accountId) throw new InboxkitError('not_found', 'no such inbox', { field: 'inbox_id' });
    return toInbox(row, this.clock());
  }

  /** Active inboxes, newest first, with the wildcard address when the account has one. */
  list(accountId: string, options: ListOptions = {}): InboxPage {
    const limit = validateLimit(options.limit, DEFAULT_PAGE_SIZE);
    const after = decodeCursor('inb', options.cursor);
    const account = this.accounts.get(accountId);
    const now = this.clock();
    const rows = this.store.inboxes.activePage(accountId, now, after, limit);
    const items = rows.slice(0, limit).map((r) => toInbox(r, now));
    const hasMore = rows.length > limit;
    return {
      items,
      page_info: { has_more: hasMore, next_cursor: hasMore ? encodeCursor('inb', rows[limit - 1]!.seq) : null },
      wildcard_address: this.accounts.wildcardAddress(account),
    };
  }
}
