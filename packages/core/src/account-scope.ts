import { InboxkitError } from './errors.js';
import type { Clock } from './clock.js';
import type {
  AttachmentContent, AutoRelease, ContentMode, DeletedInbox, DeletedMessage, EmptiedInbox, Inbox, InboxLimit, IssuedApiKey,
  MessageAnalysis, MessageByMode, MessageDetail, MessageReadState, MessageState, MessageSummary, MessageTags, Page, TagCount, TagRule,
} from './types.js';
import type { Tags } from './tags/tags.js';
import type { Storage } from './storage/index.js';
import type { ListOptions } from './validate.js';
import type { Accounts } from './accounts/accounts.js';
import type { ApiKeys } from './auth/api-keys.js';
import type { Inboxes, InboxPage } from './inboxes/inboxes.js';
import type { CreateInboxInput } from './inboxes/validate.js';
import type { AutoReleases } from './inboxes/auto-release.js';
import type { Messages, MessageListOptions, SearchOptions } from './messages/messages.js';
import type { Checks, MessageChecks } from './checks/index.js';
import { waitForMessage, type WaitForMessageOptions } from './messages/wait.js';
import type { WaitRegistry } from './messages/wait-registry.js';
import type { EmailEvent, InboxEventEmitter } from './events/events.js';
import { streamEvents, type EventStreamOptions } from './events/stream.js';
import type { StreamBudget } from './events/stream-budget.js';
import type { Idempotency, IdempotentRequest } from './idempotency/idempotency.js';
import type { CreateWebhookInput, Webhook, WebhookDelivery, WebhookTestEvent, Webhooks } from './webhooks/index.js';
import type { SmtpFaultService, SmtpFaultsApi } from './smtp-faults/index.js';
import { billingOf } from './signin/profile.js';
import type { AccountOverview } from './signin/types.js';
import { limitToInboxes } from './inbox-limit.js';

/** The inbox and message API of one account. Every call that reads or writes storage returns a Promise. */
export interface AccountScope {
  readonly accountId: string;
  readonly inboxes: {
    create(input: CreateInboxInput): Promise<Inbox>;
    list(options?: ListOptions): Promise<InboxPage>;
    get(inboxId: string): Promise<Inbox>;
    /**
     * Deletes the inbox and its messages: its address is refused at once, like one never
     * issued, and its active-inbox slot is free. Webhooks scoped to it are archived. The
     * wildcard inbox cannot be deleted (`conflict`). `not_found` once it is gone.
     */
    delete(inboxId: string): Promise<DeletedInbox>;
    /** Deletes the messages the inbox holds now (later arrivals stay); the inbox keeps receiving. */
    empty(inboxId: string): Promise<EmptiedInbox>;
    /** Where the inbox's new mail is released to through the daemon's SMTP relay (`to: []`: off). */
    autoRelease(inboxId: string): Promise<AutoRelease>;
    /** Replaces it: at most 10 addresses (`invalid_request` on `to` otherwise); `[]` turns it off. */
    setAutoRelease(inboxId: string, to: readonly string[]): Promise<AutoRelease>;
  };
  readonly messages: {
    /** Newest first; optional filters (q, from, subject, received_after/before, has_otp, intent). */
    list(inboxId: string, options?: MessageListOptions): Promise<Page<MessageSummary>>;
    get<M extends ContentMode = 'full'>(messageId: string, contentMode?: M): Promise<MessageByMode[M]>;
    /** Its analysis alone: the one part of a stored message that changes (not_found as get). */
    analysis(messageId: string): Promise<MessageAnalysis>;
    /** Its analysis and read state: what can change in a stored message (not_found as get). */
    state(messageId: string): Promise<MessageState>;
    /** Marks it read (true) or unread (false); waits and claims are untouched (`invalid_request` on `read` otherwise). */
    setRead(messageId: string, read: boolean): Promise<MessageReadState>;
    /** Replaces its tags (`invalid_request` on `tags` for a name that is not a tag's). */
    setTags(messageId: string, tags: readonly string[]): Promise<MessageTags>;
    /** The account's messages to `recipient` and/or matching the filters, newest first. */
    search(options: SearchOptions): Promise<Page<MessageSummary>>;
    /** The source exactly as received. */
    raw(messageId: string): Promise<Buffer>;
    /** One attachment's decoded bytes (`att_<n>` from MessageDetail.attachments). */
    attachment(messageId: string, attachmentId: string): Promise<AttachmentContent>;
    /** Deletes the message; `not_found` once it is gone. Webhook deliveries already queued keep their copy. */
    delete(messageId: string): Promise<DeletedMessage>;
    /** Is the mail right? Authentication, HTML compatibility, links, spam score and lint (docs/checks.md). */
    checks(messageId: string): Promise<MessageChecks>;
    /** Runs the link check (HTTP status of every link and image), keeps it, answers the report. */
    checkLinks(messageId: string): Promise<MessageChecks>;
  };
  readonly webhooks: {
    /** Registers a target for email.received and email.enriched; the signing secret is shown only here. */
    create(input: CreateWebhookInput): Promise<{ webhook: Webhook; signing_secret: string }>;
    list(): Promise<Webhook[]>;
    get(webhookId: string): Promise<Webhook>;
    archive(webhookId: string): Promise<Webhook>;
    /** Turns a disabled webhook back on (new events only). */
    enable(webhookId: string): Promise<Webhook>;
    /** Recent deliveries, newest first, each with its attempts. */
    deliveries(webhookId: string, limit?: number): Promise<WebhookDelivery[]>;
    /** Queues a signed `webhook.test` event for an active webhook; `conflict` otherwise. */
    sendTest(webhookId: string): Promise<{ event: WebhookTestEvent; delivery: WebhookDelivery }>;
  };
  /** The tags of the account's messages, account-wide, and its tag rules (docs/http-api.md, "Tags"). */
  readonly tags: {
    list(): Promise<TagCount[]>;
    /** Renames the tag on every message (`not_found` when none has it). */
    rename(tag: string, name: string): Promise<TagCount>;
    /** Takes the tag off every message (`not_found` when none has it). */
    delete(tag: string): Promise<{ name: string; deleted: true; message_count: number }>;
    rules(): Promise<TagRule[]>;
    /** New mail `query` (the search language) matches gets `tags`. */
    addRule(input: { query: string; tags: readonly string[] }): Promise<TagRule>;
    deleteRule(ruleId: string): Promise<{ id: string; deleted: true }>;
  };
  /** The SMTP fault rules of the account's inboxes (docs/smtp.md, "Fault rules"). */
  readonly smtpFaults: SmtpFaultsApi;
  /** The account's API keys (never a secret). Issuing one is `apiKeys.create` or the sign-in flow. */
  readonly keys: {
    /** Every key, revoked and expired ones included, newest first. */
    list(): Promise<IssuedApiKey[]>;
    get(keyId: string): Promise<IssuedApiKey>;
    /** Revokes the key (refused at once by every authentication after the commit); a revoked key is answered as it is. */
    revoke(keyId: string): Promise<IssuedApiKey>;
  };
  /** The account's name, plan and usage against it (active inboxes, this month's messages). */
  overview(): Promise<AccountOverview>;
  /** Resolves with the first message that fits (one already stored counts); see WaitForMessageOptions. */
  waitForMessage(options: WaitForMessageOptions): Promise<MessageDetail>;
  /**
   * The account's email.received and email.enriched events, from the event log after
   * `lastEventId` and then live (see EventStreamOptions). Checks `inboxId` first (`not_found`).
   */
  streamEvents(options?: EventStreamOptions): Promise<AsyncIterable<EmailEvent>>;
  /**
   * Runs `operation` at most once per idempotency key (see idempotency/idempotency.ts): a repeat
   * replays the first result; the same key with another fingerprint is a `conflict`.
   */
  idempotent<T>(request: IdempotentRequest, operation: () => Promise<T>): Promise<{ value: T; replayed: boolean }>;
}

/** The parts of the service one account's API runs on (service.ts makes them once). */
export interface ScopeParts {
  storage: Storage;
  clock: Clock;
  accounts: Accounts;
  apiKeys: ApiKeys;
  inboxes: Inboxes;
  autoReleases: AutoReleases;
  messages: Messages;
  checks: Checks;
  waiters: WaitRegistry;
  events: InboxEventEmitter;
  /** What event streams may hold for readers behind, shared by every account's streams. */
  streamBudget: StreamBudget;
  idempotency: Idempotency;
  webhooks: Webhooks | null;
  smtpFaults: SmtpFaultService;
  tags: Tags;
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
  const { storage, clock, accounts, apiKeys, inboxes, autoReleases, messages, checks, waiters, events, streamBudget, idempotency, webhooks, smtpFaults, tags, live, guard } = parts;
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
      autoRelease: live(async (id) => {
        await inboxes.get(accountId, id);
        return autoReleases.get(id);
      }),
      setAutoRelease: live(async (id, to) => {
        await inboxes.get(accountId, id);
        return autoReleases.set(id, to);
      }),
    },
    messages: {
      list: live((inboxId, opts) => messages.list(accountId, inboxId, opts)),
      get: live((id, mode) => messages.get(accountId, id, mode)) as AccountScope['messages']['get'],
      analysis: live((id) => messages.analysis(accountId, id)),
      state: live((id) => messages.state(accountId, id)),
      setRead: live((id, read) => messages.setRead(accountId, id, read, clock())),
      setTags: live((id, list) => tags.set(accountId, id, list)),
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
    tags: {
      list: live(() => tags.list(accountId)),
      rename: live((tag, name) => tags.rename(accountId, tag, name)),
      delete: live((tag) => tags.remove(accountId, tag)),
      rules: live(() => tags.rules(accountId)),
      addRule: live((input) => tags.addRule(accountId, input)),
      deleteRule: live((id) => tags.removeRule(accountId, id)),
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
