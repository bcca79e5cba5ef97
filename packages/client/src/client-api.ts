// What createClient returns: one method per endpoint, grouped by resource, and the waitFor* helpers.
import type {
  AccountResponse, AutoReleaseResponse, CliAuthCompleteEnvelope, CliAuthExchangeRequest, CliAuthStartRequest, CliAuthStartResponse, CliAuthVerifyOtpRequest,
  ContentMode, CreateApiKeyRequest, CreateApiKeyResponse, CreateInboxRequest, CreateInboxResponse, CreateWebhookRequest,
  CreateWebhookResponse, DeleteInboxResponse, DeleteMessageResponse, Download, EmptyInboxResponse, GetInboxResponse,
  GetMessageResponse, HealthResponse, MessageChecksResponse, LinkType, ListApiKeysResponse, ListInboxesResponse, ListMessagesResponse,
  ListWebhookDeliveriesResponse, ListWebhooksResponse, MagicLinkVerifyParams, MessageByMode, RelayResponse, ReleaseMessageRequest,
  RevokeApiKeyResponse, SendMessageRequest, SetReadResponse, SetTagsResponse, TagsResponse, RenameTagResponse, DeletedTagResponse,
  TagRulesResponse, TagRuleResponse, CreateTagRuleRequest, DeletedTagRuleResponse, SendTestEventResponse, SetAutoReleaseRequest, SmtpFaultRuleInput, SmtpFaultRuleResponse, SmtpFaultsResponse,
  WaitMessageResponse, WebhookEventPayload, WebhookResponse,
} from './types/index.js';
import type { EventStreamOptions } from './events.js';
import type { LinkMatch, OtpMatch, WaitForLinkOptions, WaitForMessageOptions, WaitForOtpOptions, WaitTarget } from './wait.js';
import type {
  DeliveriesOptions, GetMessageOptions, IdempotentRequestOptions, ListMessagesOptions, ListRequestOptions, RequestOptions,
  SearchMessagesOptions, WaitRequestOptions,
} from './client-options.js';

export interface InboxkitClient {
  readonly baseUrl: string;
  /** GET /health (no authentication). */
  health(options?: RequestOptions): Promise<HealthResponse>;
  readonly inboxes: {
    /** GET /v1/inboxes: active inboxes, newest first. */
    list(options?: ListRequestOptions): Promise<ListInboxesResponse>;
    /** POST /v1/inboxes */
    create(body: CreateInboxRequest, options?: IdempotentRequestOptions): Promise<CreateInboxResponse>;
    /** GET /v1/inboxes/{inbox_id}/messages: summaries, newest first, optionally filtered. */
    messages(inboxId: string, options?: ListMessagesOptions): Promise<ListMessagesResponse>;
    /** GET /v1/inboxes/{inbox_id} (expired ones too). Scope: inboxes:write or messages:read. */
    get(inboxId: string, options?: RequestOptions): Promise<GetInboxResponse>;
    /** DELETE /v1/inboxes/{inbox_id}: the inbox and its messages; its address is refused from then on. Scope: inboxes:write. */
    delete(inboxId: string, options?: RequestOptions): Promise<DeleteInboxResponse>;
    /** DELETE /v1/inboxes/{inbox_id}/messages: deletes what the inbox holds; it keeps receiving. Scope: inboxes:write. */
    empty(inboxId: string, options?: RequestOptions): Promise<EmptyInboxResponse>;
    /**
     * The inbox's SMTP fault rules (docs/smtp.md, "Fault rules"): the daemon's SMTP listener
     * fails on purpose for mail to it. Reading: inboxes:write or messages:read; changing: inboxes:write.
     */
    readonly smtpFaults: {
      /** GET /v1/inboxes/{inbox_id}/smtp-faults: the rules in order, with how often each fired. */
      get(inboxId: string, options?: RequestOptions): Promise<SmtpFaultsResponse>;
      /** PUT /v1/inboxes/{inbox_id}/smtp-faults: replaces every rule (counts start over). */
      put(inboxId: string, rules: SmtpFaultRuleInput[], options?: RequestOptions): Promise<SmtpFaultsResponse>;
      /** POST /v1/inboxes/{inbox_id}/smtp-faults: adds one rule after the others (409 past 20). */
      add(inboxId: string, rule: SmtpFaultRuleInput, options?: RequestOptions): Promise<SmtpFaultRuleResponse>;
      /** DELETE /v1/inboxes/{inbox_id}/smtp-faults/{rule_id}: removes one rule. */
      remove(inboxId: string, ruleId: string, options?: RequestOptions): Promise<SmtpFaultsResponse>;
      /** DELETE /v1/inboxes/{inbox_id}/smtp-faults: removes every rule. */
      delete(inboxId: string, options?: RequestOptions): Promise<SmtpFaultsResponse>;
    };
    /** POST /v1/inboxes/{inbox_id}/send: a new message from the inbox's address through the daemon's relay (not stored). Scope: inboxes:write. */
    send(inboxId: string, body: SendMessageRequest, options?: RequestOptions): Promise<RelayResponse>;
    /** GET /v1/inboxes/{inbox_id}/auto-release: where the inbox's new mail is released to. */
    autoRelease(inboxId: string, options?: RequestOptions): Promise<AutoReleaseResponse>;
    /** PUT /v1/inboxes/{inbox_id}/auto-release: release its new mail to these addresses (`[]`: off). Scope: inboxes:write. */
    setAutoRelease(inboxId: string, body: SetAutoReleaseRequest, options?: RequestOptions): Promise<AutoReleaseResponse>;
  };
  /** The account's tags and tag rules (docs/http-api.md, "Tags"). */
  readonly tags: {
    /** GET /v1/tags: every tag in use, with its message count. */
    list(options?: RequestOptions): Promise<TagsResponse>;
    /** PUT /v1/tags/{tag}: renames it on every message. Scope: inboxes:write. */
    rename(tag: string, name: string, options?: RequestOptions): Promise<RenameTagResponse>;
    /** DELETE /v1/tags/{tag}: takes it off every message. Scope: inboxes:write. */
    delete(tag: string, options?: RequestOptions): Promise<DeletedTagResponse>;
    /** GET /v1/tag-rules */
    rules(options?: RequestOptions): Promise<TagRulesResponse>;
    /** POST /v1/tag-rules: new mail the query matches gets the tags. Scope: inboxes:write. */
    addRule(body: CreateTagRuleRequest, options?: RequestOptions): Promise<TagRuleResponse>;
    /** DELETE /v1/tag-rules/{rule_id}. Scope: inboxes:write. */
    deleteRule(ruleId: string, options?: RequestOptions): Promise<DeletedTagRuleResponse>;
  };
  readonly messages: {
    /** GET /v1/messages?recipient_email=…&q=…: the account's messages to a recipient and/or matching filters. */
    search(options: SearchMessagesOptions): Promise<ListMessagesResponse>;
    /** GET /v1/messages/{message_id}; the `message` shape follows `content_mode`. */
    get<M extends ContentMode = 'full'>(messageId: string, options?: GetMessageOptions<M>): Promise<GetMessageResponse<M>>;
    /** PUT /v1/messages/{message_id}/read: marks it read (`true`) or unread (`false`); waits and claims are unchanged. Scope: messages:read. */
    setRead(messageId: string, read: boolean, options?: RequestOptions): Promise<SetReadResponse>;
    /** PUT /v1/messages/{message_id}/tags: replaces its tags (`[]`: none). Scope: messages:read. */
    setTags(messageId: string, tags: readonly string[], options?: RequestOptions): Promise<SetTagsResponse>;
    /** DELETE /v1/messages/{message_id}. Scope: inboxes:write. */
    delete(messageId: string, options?: RequestOptions): Promise<DeleteMessageResponse>;
    /** GET /v1/messages/{message_id}/raw: the source exactly as received (message/rfc822). Scope: messages:read. */
    raw(messageId: string, options?: RequestOptions): Promise<Download>;
    /** GET /v1/messages/{message_id}/attachments/{attachment_id}: the decoded bytes. Scope: messages:read. */
    attachment(messageId: string, attachmentId: string, options?: RequestOptions): Promise<Download>;
    /** GET /v1/messages/{message_id}/checks: authentication, HTML compatibility, links, spam score, lint. Scope: messages:read. */
    checks(messageId: string, options?: RequestOptions): Promise<MessageChecksResponse>;
    /** POST /v1/messages/{message_id}/checks/links: checks every link and image over HTTP, then answers the report. */
    checkLinks(messageId: string, options?: RequestOptions): Promise<MessageChecksResponse>;
    /** POST /v1/messages/{message_id}/release: relays it to allowed addresses through the daemon's relay, behind a Received trace header. Scope: inboxes:write. */
    release(messageId: string, body: ReleaseMessageRequest, options?: RequestOptions): Promise<RelayResponse>;
    /**
     * One server-side wait (GET /v1/inboxes/{id}/messages/wait or GET /v1/messages/wait): held
     * until a match is stored, `message: null` at the timeout. The waitFor* helpers repeat it.
     */
    wait<M extends ContentMode = 'full'>(options: WaitRequestOptions<M>): Promise<WaitMessageResponse<M>>;
  };
  /** GET /v1/events: the account's events as they happen, reconnecting with Last-Event-ID. See events.ts. */
  readonly events: {
    stream(options?: EventStreamOptions): AsyncIterable<WebhookEventPayload>;
  };
  readonly webhooks: {
    /** POST /v1/webhooks; the signing secret is in the answer only. */
    create(body: CreateWebhookRequest, options?: IdempotentRequestOptions): Promise<CreateWebhookResponse>;
    /** GET /v1/webhooks: the live (not archived) ones, newest first. Scope: webhooks:write. */
    list(options?: RequestOptions): Promise<ListWebhooksResponse>;
    /** GET /v1/webhooks/{id} (archived ones too). Scope: webhooks:write. */
    get(webhookId: string, options?: RequestOptions): Promise<WebhookResponse>;
    /** DELETE /v1/webhooks/{id}: archives it (nothing more is delivered). Scope: webhooks:write. */
    delete(webhookId: string, options?: RequestOptions): Promise<WebhookResponse>;
    /** GET /v1/webhooks/{id}/deliveries: recent deliveries and their attempts, newest first. Scope: webhooks:write. */
    deliveries(webhookId: string, options?: DeliveriesOptions): Promise<ListWebhookDeliveriesResponse>;
    /** POST /v1/webhooks/{id}/test: queues a signed `webhook.test` event. Scope: webhooks:write. */
    sendTest(webhookId: string, options?: RequestOptions): Promise<SendTestEventResponse>;
  };
  /** The account's API keys (never a secret). Scope: a key with every scope; any key may revoke itself. */
  readonly apiKeys: {
    /** POST /v1/api-keys: a new key; its secret (`api_key`) is in this answer only. No Idempotency-Key (the secret is never stored to replay it). */
    create(body?: CreateApiKeyRequest, options?: RequestOptions): Promise<CreateApiKeyResponse>;
    /** GET /v1/api-keys: every key, revoked ones included, newest first. */
    list(options?: RequestOptions): Promise<ListApiKeysResponse>;
    /** DELETE /v1/api-keys/{id}: revoked; the key gets 401 from the next request on. */
    revoke(keyId: string, options?: RequestOptions): Promise<RevokeApiKeyResponse>;
  };
  /** The caller's account. Any scope. */
  readonly account: {
    /** GET /v1/account: plan, usage against it, request budgets spent, and how the caller authenticated. */
    get(options?: RequestOptions): Promise<AccountResponse>;
  };
  /** The sign-in flow (no authentication; sends X-Service-Client: cli). */
  readonly auth: {
    /** POST /v1/auth/cli/email/start */
    start(body: CliAuthStartRequest, options?: RequestOptions): Promise<CliAuthStartResponse>;
    /** POST /v1/auth/cli/email/verify: completes with the emailed one-time code. */
    verifyOtp(body: CliAuthVerifyOtpRequest, options?: RequestOptions): Promise<CliAuthCompleteEnvelope>;
    /** POST /v1/auth/cli/exchange: completes with the one-time approval code of the magic link. */
    exchange(body: CliAuthExchangeRequest, options?: RequestOptions): Promise<CliAuthCompleteEnvelope>;
    /** The GET /v1/auth/cli/email/verify URL (the magic link) for these parameters. */
    verifyMagicLinkUrl(params: MagicLinkVerifyParams): string;
  };

  /** Resolves with the first message (oldest first) that fits; by default claims it. See wait.ts. */
  waitForMessage<M extends ContentMode = 'full'>(target: WaitTarget, options?: WaitForMessageOptions<M>): Promise<MessageByMode[M]>;
  /** The first new message with a one-time code, and that code. */
  waitForOtpMessage(target: WaitTarget, options?: WaitForOtpOptions): Promise<OtpMatch>;
  /** The code of the first new message that has one. */
  waitForOtp(target: WaitTarget, options?: WaitForOtpOptions): Promise<string>;
  waitForLinkMessage(type: LinkType | readonly LinkType[], target: WaitTarget, options?: WaitForLinkOptions): Promise<LinkMatch>;
  /** The URL of the first link of `type` in the first new message that has one. */
  waitForLink(type: LinkType | readonly LinkType[], target: WaitTarget, options?: WaitForLinkOptions): Promise<string>;
}
