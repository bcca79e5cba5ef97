// POP3 logins (docs/pop3.md, "Logging in"): the user is an inbox's address and the password an
// API key of that inbox's account with `messages:read` (a key limited to inboxes opens only
// those). The same key check as SMTP AUTH and the HTTP API (`service.apiKeys.authenticate`), and
// the same answer to an address that keeps guessing: each failure after a few in a row waits
// longer, up to SMTP's bound.
import { LRUCache } from 'lru-cache';
import { isInboxkitError, isWellFormedKey, type AccountScope, type InboxService, type Scope } from '@inboxkit/core';
import { clientKey } from '../limits/ip-shield.js';
import { MAX_SLOWDOWN_MS } from '../smtp/limits.js';

/** Who a session logged in as, and the maildrop it opened. */
export interface Pop3Principal {
  accountId: string;
  keyId: string;
  inboxId: string;
  /** The inbox's own address. */
  address: string;
  scopes: readonly Scope[];
  /** The account's API as the key sees it (limited to its inboxes when it is). */
  scope: AccountScope;
}

/** Why a login failed: the words of `pop3.refused`'s reason. */
export type Pop3LoginRefusal = 'bad_key' | 'no_scope' | 'no_inbox';

export type Pop3LoginResult =
  | { ok: true; principal: Pop3Principal }
  | { ok: false; reason: Pop3LoginRefusal; message: string; delayedMs: number };

export interface Pop3AuthOptions {
  service: InboxService;
  failuresBeforeSlowdown: number;
  slowdownStepMs: number;
}

export interface Pop3Auth {
  /** Checks the credentials; a refusal resolves after its slowdown. Rejects only when the lookup itself failed (storage). */
  login(user: string, password: string, remote: string): Promise<Pop3LoginResult>;
}

/** Client addresses whose consecutive failures are remembered (least recent dropped first). */
const MAX_TRACKED_ADDRESSES = 10_000;
/** Pages of the account's inboxes read to find an inbox of an account whose monthly quota is spent (route() refuses its address). */
const MAX_INBOX_PAGES = 100;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The login check of the POP3 listener.
 *
 * @example
 * const auth = createPop3Auth({ service, failuresBeforeSlowdown: 10, slowdownStepMs: 250 });
 * const result = await auth.login('k7p2qx9m4dhe@inboxkit.test', 'ik_live_…', '127.0.0.1');
 */
export function createPop3Auth(options: Pop3AuthOptions): Pop3Auth {
  const { service } = options;
  const failures = new LRUCache<string, number>({ max: MAX_TRACKED_ADDRESSES });

  const refuse = async (remote: string, reason: Pop3LoginRefusal, message: string): Promise<Pop3LoginResult> => {
    const key = clientKey(remote);
    const failed = (failures.get(key) ?? 0) + 1;
    failures.set(key, failed);
    const delayedMs = Math.min(MAX_SLOWDOWN_MS, Math.max(0, failed - options.failuresBeforeSlowdown) * options.slowdownStepMs);
    if (delayedMs > 0) await wait(delayedMs);
    return { ok: false, reason, message, delayedMs };
  };

  /** The inbox the address names, when it is one the scope sees; null otherwise. */
  const inboxOf = async (scope: AccountScope, address: string): Promise<{ id: string; email_address: string } | null> => {
    const routed = await service.route(address);
    let id: string | null = null;
    if (routed.ok) {
      if (routed.inbox.account_id !== scope.accountId) return null;
      id = routed.inbox.id;
    } else if (routed.reason === 'quota_exceeded') {
      // The account's monthly quota is spent: no mail comes in, but what is stored can still be
      // read. Found among the (active) inboxes the key sees. An expired inbox is not opened: its
      // address is refused here as at SMTP's RCPT.
      const wanted = address.trim().replace(/^<|>$/g, '').toLowerCase();
      let cursor: string | null = null;
      for (let page = 0; page < MAX_INBOX_PAGES && id === null; page++) {
        const listed = await scope.inboxes.list({ limit: 100, cursor });
        id = listed.items.find((inbox) => inbox.email_address === wanted)?.id ?? null;
        if (!listed.page_info.has_more) break;
        cursor = listed.page_info.next_cursor;
      }
    }
    if (id === null) return null;
    try {
      const inbox = await scope.inboxes.get(id);
      return { id: inbox.id, email_address: inbox.email_address };
    } catch (error) {
      if (isInboxkitError(error, 'not_found')) return null; // another inbox than the key's own
      throw error;
    }
  };

  return {
    async login(user, password, remote) {
      const invalid = 'invalid user name or password';
      if (!isWellFormedKey(password)) return refuse(remote, 'bad_key', invalid);
      let found;
      try {
        found = await service.apiKeys.authenticate(password);
      } catch (error) {
        if (isInboxkitError(error, 'unauthorized')) return refuse(remote, 'bad_key', invalid);
        throw error;
      }
      const { account, key } = found;
      if (!key.scopes.includes('messages:read')) return refuse(remote, 'no_scope', 'the API key lacks the messages:read scope');
      const scope = service.account(account.id, key.inbox_ids && { keyId: key.id, inboxIds: key.inbox_ids });
      const inbox = await inboxOf(scope, user);
      if (!inbox) return refuse(remote, 'no_inbox', 'no inbox with that address for this API key');
      failures.delete(clientKey(remote));
      return {
        ok: true,
        principal: { accountId: account.id, keyId: key.id, inboxId: inbox.id, address: inbox.email_address, scopes: key.scopes, scope },
      };
    },
  };
}
