import { InboxkitError, isInboxkitError } from './errors.js';
import { normalizeAddress } from './validate.js';
import type { InboxLimit } from './types.js';
import type { AccountScope, ScopeParts } from './account-scope.js';

const notFound = (what: string, field: string) => new InboxkitError('not_found', `no such ${what}`, { field });
/** A message id, as `since` names one (an ISO date-time is a time instead). */
const isMessageId = (since: unknown): since is string => typeof since === 'string' && !/^\d{4}-\d\d-\d\d/.test(since);

/**
 * One account's API as a key limited to inboxes sees it (`service.account(id, limit)`): those
 * inboxes, their messages, waits, events and SMTP fault rules, and the inboxes it creates
 * itself (linked to the key in the transaction that creates them). Anything else reads as not
 * found, as another account's ids do, so a limited key learns nothing of the rest of the
 * account. Account-wide webhooks are neither listed nor made; keys are not managed (a key may
 * revoke itself). Listings keep to the key's inboxes in SQL (its links in storage), so their
 * pages stay full; single ids are checked against `inboxIds` (what authentication read, plus
 * what this view created).
 *
 * @example
 * const { account, key } = await service.apiKeys.authenticate(secret);
 * const data = service.account(account.id, key.inbox_ids && { keyId: key.id, inboxIds: key.inbox_ids });
 */
export function limitToInboxes(scope: AccountScope, parts: ScopeParts, limit: InboxLimit): AccountScope {
  const { storage, clock, inboxes, messages, live } = parts;
  const { accountId } = scope;
  const { keyId } = limit;
  const mine = new Set(limit.inboxIds);
  /** The id, when it is one of the key's inboxes; else not found. */
  const inbox = (id: string, field = 'inbox_id') => {
    if (typeof id !== 'string' || !mine.has(id)) throw notFound('inbox', field);
    return id;
  };
  /** The id, when the message is in one of the key's inboxes; else not found. */
  const message = async (id: string, field = 'message_id') => {
    const inboxId = await messages.inboxOf(accountId, id).catch((error: unknown) => {
      if (isInboxkitError(error, 'not_found')) return null;
      throw error;
    });
    if (inboxId === null || !mine.has(inboxId)) throw notFound('message', field);
    return id;
  };
  /** The id, when the webhook is scoped to one of the key's inboxes (never an account-wide one); else not found. */
  const webhook = async (id: string) => {
    const found = await scope.webhooks.get(id);
    if (found.inbox_id === null || !mine.has(found.inbox_id)) throw notFound('webhook', 'webhook_id');
    return id;
  };
  /** A recipient a wait may name: the address of one of the key's inboxes, or its `name+tag@` (as mail to it is routed). */
  const recipient = async (address: string) => {
    const normalized = normalizeAddress(address);
    if (!normalized) return; // the wait refuses it (invalid_request)
    const at = normalized.lastIndexOf('@');
    const local = normalized.slice(0, at);
    let row = await storage.inboxes.byAddress(normalized);
    if (!row && local.includes('+')) row = await storage.inboxes.byAddress(`${local.slice(0, local.indexOf('+'))}${normalized.slice(at)}`);
    if (!row || row.account_id !== accountId || !mine.has(row.id)) {
      throw new InboxkitError('not_found', 'no inbox of this key receives mail for the recipient', { field: 'recipient' });
    }
  };
  const tagsRefused = () => new InboxkitError('forbidden', 'a key limited to inboxes cannot manage the account\'s tags (it may tag its inboxes\' messages)');
  const keysRefused = () => new InboxkitError('forbidden', 'a key limited to inboxes cannot manage API keys (it may revoke itself)');
  const ownKey = (id: string) => {
    if (id !== keyId) throw keysRefused();
    return id;
  };
  return {
    accountId,
    inboxes: {
      create: live(async (input) => {
        const created = await inboxes.create(accountId, input, (tx, id) => tx.keyInboxes.add(keyId, [id], clock()));
        mine.add(created.id);
        return created;
      }),
      list: live((options) => inboxes.list(accountId, options, keyId)),
      get: live(async (id) => scope.inboxes.get(inbox(id))),
      delete: live(async (id) => {
        const deleted = await scope.inboxes.delete(inbox(id));
        mine.delete(id);
        return deleted;
      }),
      empty: live(async (id) => scope.inboxes.empty(inbox(id))),
      autoRelease: live(async (id) => scope.inboxes.autoRelease(inbox(id))),
      setAutoRelease: live(async (id, to) => scope.inboxes.setAutoRelease(inbox(id), to)),
    },
    messages: {
      list: live(async (inboxId, options) => scope.messages.list(inbox(inboxId), options)),
      get: live(async (id, mode) => scope.messages.get(await message(id), mode)) as AccountScope['messages']['get'],
      analysis: live(async (id) => scope.messages.analysis(await message(id))),
      state: live(async (id) => scope.messages.state(await message(id))),
      setRead: live(async (id, read) => scope.messages.setRead(await message(id), read)),
      setTags: live(async (id, list) => scope.messages.setTags(await message(id), list)),
      search: live((options) => messages.search(accountId, options, keyId)),
      raw: live(async (id) => scope.messages.raw(await message(id))),
      attachment: live(async (id, attachmentId) => scope.messages.attachment(await message(id), attachmentId)),
      delete: live(async (id) => scope.messages.delete(await message(id))),
      checks: live(async (id) => scope.messages.checks(await message(id))),
      checkLinks: live(async (id) => scope.messages.checkLinks(await message(id))),
    },
    webhooks: {
      create: async (input) => {
        const inboxId = (input as { inbox_id?: unknown } | null)?.inbox_id;
        if (inboxId === undefined || inboxId === null) {
          throw new InboxkitError('forbidden', 'a key limited to inboxes creates only webhooks of one of its inboxes: give inbox_id', { field: 'inbox_id' });
        }
        if (typeof inboxId === 'string') inbox(inboxId);
        return scope.webhooks.create(input);
      },
      list: async () => (await scope.webhooks.list()).filter((w) => w.inbox_id !== null && mine.has(w.inbox_id)),
      get: async (id) => scope.webhooks.get(await webhook(id)),
      archive: async (id) => scope.webhooks.archive(await webhook(id)),
      enable: async (id) => scope.webhooks.enable(await webhook(id)),
      deliveries: async (id, limit) => scope.webhooks.deliveries(await webhook(id), limit),
      sendTest: async (id) => scope.webhooks.sendTest(await webhook(id)),
    },
    // Account-wide: a rename, a delete or a rule reaches other inboxes' mail.
    tags: {
      list: async () => { throw tagsRefused(); },
      rename: async () => { throw tagsRefused(); },
      delete: async () => { throw tagsRefused(); },
      rules: async () => { throw tagsRefused(); },
      addRule: async () => { throw tagsRefused(); },
      deleteRule: async () => { throw tagsRefused(); },
    },
    smtpFaults: {
      get: live(async (id) => scope.smtpFaults.get(inbox(id))),
      put: live(async (id, input) => scope.smtpFaults.put(inbox(id), input)),
      add: live(async (id, input) => scope.smtpFaults.add(inbox(id), input)),
      remove: live(async (id, ruleId) => scope.smtpFaults.remove(inbox(id), ruleId)),
      clear: live(async (id) => scope.smtpFaults.clear(inbox(id))),
    },
    keys: {
      list: async () => { throw keysRefused(); },
      get: live(async (id) => scope.keys.get(ownKey(id))),
      revoke: live(async (id) => scope.keys.revoke(ownKey(id))),
    },
    overview: scope.overview,
    waitForMessage: live(async (options) => {
      if (options.inboxId !== undefined) inbox(options.inboxId, 'inboxId');
      else if (typeof options.recipient === 'string') await recipient(options.recipient);
      if (isMessageId(options.since)) await message(options.since, 'since');
      // A recipient's mail may have gone to another inbox (before one of the key's took the
      // address): the key's own only.
      const match = options.match;
      return scope.waitForMessage({ ...options, match: (m) => mine.has(m.inbox_id) && (!match || match(m)) });
    }),
    streamEvents: live(async (options = {}) => {
      if (options.inboxId !== undefined) inbox(options.inboxId);
      return scope.streamEvents({ ...options, limit: { keyId, inboxIds: mine } });
    }),
    // A limited key's idempotency keys are its own: another key's record of the account (an
    // inbox it made) is never replayed to it.
    idempotent: (request, operation) => scope.idempotent({ ...request, operation: `${request.operation} (key ${keyId})` }, operation),
  };
}
