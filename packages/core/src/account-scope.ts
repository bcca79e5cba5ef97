import { InboxkitError } from './errors.js';
import type { Clock } from './clock.js';
import type { Storage } from './storage/index.js';
import type { Accounts } from './accounts/accounts.js';
import type { ApiKeys } from './auth/api-keys.js';
import type { Inboxes } from './inboxes/inboxes.js';
import type { Messages } from './messages/messages.js';
import type { Checks } from './checks/index.js';
import { waitForMessage } from './messages/wait.js';
import type { WaitRegistry } from './messages/wait-registry.js';
import type { InboxEventEmitter } from './events/events.js';
import { streamEvents } from './events/stream.js';
import type { StreamBudget } from './events/stream-budget.js';
import type { Idempotency } from './idempotency/idempotency.js';
import type { Webhooks } from './webhooks/index.js';
import type { SmtpFaultService } from './smtp-faults/index.js';
import { billingOf } from './signin/profile.js';
import type { AccountScope } from './service.js';
import type { InboxLimit } from './types.js';
import { limitToInboxes } from './inbox-limit.js';

/** The parts of the service one account's API runs on (service.ts makes them once). */
export interface ScopeParts {
  storage: Storage;
  clock: Clock;
  accounts: Accounts;
  apiKeys: ApiKeys;
  inboxes: Inboxes;
  messages: Messages;
  checks: Checks;
  waiters: WaitRegistry;
  events: InboxEventEmitter;
  /** What event streams may hold for readers behind, shared by every account's streams. */
  streamBudget: StreamBudget;
  idempotency: Idempotency;
  webhooks: Webhooks | null;
  smtpFaults: SmtpFaultService;
  /** Wraps a call so it rejects with `closed` once the service is closed. */
  live: <A extends unknown[], R>(fn: (...args: A) => Promise<R>) => (...args: A) => Promise<R>;
  /** Throws `closed` once the service is closed. */
  guard: () => void;
}

/**
 * The inbox and message API of one account over the service's parts: every read and write is
 * scoped to `accountId`, so one account never reaches another's rows (they read as not found).
 * With `limit`, the API as a key limited to inboxes sees it (inbox-limit.ts).
 *
 * @example
 * const acme = accountScope(account.id, parts);
 * await acme.inboxes.create({ label: 'signup', lifecycle_mode: 'temporary' });
 */
export function accountScope(accountId: string, parts: ScopeParts, limit?: InboxLimit | null): AccountScope {
  if (limit) return limitToInboxes(accountScope(accountId, parts), parts, limit);
  const { storage, clock, accounts, apiKeys, inboxes, messages, checks, waiters, events, streamBudget, idempotency, webhooks, smtpFaults, live, guard } = parts;
  const webhooksOn = () => {
    guard();
    if (!webhooks) throw new InboxkitError('unavailable', 'webhooks are turned off in this service');
    return webhooks;
  };
  return {
    accountId,
    inboxes: {
      create: live((input) => inboxes.create(accountId, input)),
      list: live((opts) => inboxes.list(accountId, opts)),
      get: live((id) => inboxes.get(accountId, id)),
      delete: live(async (id) => {
        const inbox = await inboxes.delete(accountId, id, webhooks ? (tx, row) => webhooks.inboxDeleted(tx, accountId, row.id) : undefined);
        // Nothing can arrive for a deleted inbox: its held waits end now rather than at their timeout.
        waiters.failInbox(inbox.id, new InboxkitError('not_found', 'the inbox was deleted', { field: 'inbox_id' }));
        return { inbox_id: inbox.id, deleted: true, deleted_messages: await messages.purgeInbox(inbox.id) };
      }),
      empty: live(async (id) => ({ inbox_id: id, deleted_messages: await messages.empty(accountId, id) })),
    },
    messages: {
      list: live((inboxId, opts) => messages.list(accountId, inboxId, opts)),
      get: live((id, mode) => messages.get(accountId, id, mode)) as AccountScope['messages']['get'],
      analysis: live((id) => messages.analysis(accountId, id)),
      search: live((opts) => messages.search(accountId, opts)),
      raw: live((id) => messages.raw(accountId, id)),
      attachment: live((id, attachmentId) => messages.attachment(accountId, id, attachmentId)),
      delete: live((id) => messages.delete(accountId, id)),
      checks: live((id) => checks.report(accountId, id)),
      checkLinks: live((id) => checks.checkLinks(accountId, id)),
    },
    webhooks: {
      create: async (input) => webhooksOn().create(accountId, input),
      list: async () => webhooksOn().list(accountId),
      get: async (id) => webhooksOn().get(accountId, id),
      archive: async (id) => webhooksOn().archive(accountId, id),
      enable: async (id) => webhooksOn().enable(accountId, id),
      deliveries: async (id, limit) => webhooksOn().deliveries(accountId, id, limit),
      sendTest: async (id) => webhooksOn().sendTest(accountId, id),
    },
    smtpFaults: {
      get: live((id) => smtpFaults.rules.get(accountId, id)),
      put: live((id, input) => smtpFaults.rules.put(accountId, id, input)),
      add: live((id, input) => smtpFaults.rules.add(accountId, id, input)),
      remove: live((id, ruleId) => smtpFaults.rules.remove(accountId, id, ruleId)),
      clear: live((id) => smtpFaults.rules.clear(accountId, id)),
    },
    keys: {
      list: live(() => apiKeys.list(accountId)),
      get: live((id) => apiKeys.get(accountId, id)),
      revoke: live((id) => apiKeys.revoke(accountId, id)),
    },
    overview: live(async () => {
      const account = await accounts.get(accountId);
      return { id: account.id, name: account.name, slug: account.slug, billing: await billingOf(accounts, account, clock()) };
    }),
    waitForMessage: live((opts) => waitForMessage({ db: storage, messages, waiters, clock }, accountId, opts)),
    streamEvents: live(async (opts = {}) => {
      if (opts.inboxId !== undefined) await inboxes.get(accountId, opts.inboxId);
      return streamEvents({ db: storage, messages, events, budget: streamBudget }, accountId, opts);
    }),
    idempotent: async (request, operation) => {
      guard();
      return idempotency.run(accountId, request, operation);
    },
  };
}
