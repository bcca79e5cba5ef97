// The client's hand-written API types (src/types/, standalone so the client ships without
// @inboxkit/core) against core's, which the daemon serialises. The checks are types: a drift
// on either side fails `tsc -p tsconfig.test.json` (the type-check step of `npm test`), and
// the named check says which resource drifted. The runtime test below compares the constant
// lists, and keeps this file a test file the runner accepts.
//
// "Equal" is exact: same fields, same types, same optionality. The client may differ from
// core only where the spec (public-api-v1.md) lets a reader expect less than this service
// sends, and each such difference is spelled out below instead of being let through by a
// looser check:
//   - a field the spec marks "required: no" (and nullable) is optional in the client
//     (core always sends it, as null when empty);
//   - a string whose "allowed values: not shown" is open in the client (OpenString), so a
//     later server's new status does not break compiled callers.
// Every core value is still assignable to its client type (checked too: Sends<>).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import * as core from '@inboxkit/core';
import * as client from '../src/types/index.js';

// ---------------------------------------------------------------------------------------
// Type-level helpers

/** True when A and B are the same type (not just mutually assignable). */
type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends (<T>() => T extends B ? 1 : 2) ? true : false;
/** Compiles only when T is `true`. */
type Expect<T extends true> = T;
/** True when every value of A is a B (what core sends, the client accepts). */
type Sends<A, B> = [A] extends [B] ? true : false;
/** One object type from an intersection, so Equal compares members. */
type Flat<T> = { [K in keyof T]: T[K] };
/** T with the fields K optional: the spec's "required: no". */
type SpecOptional<T, K extends keyof T> = Flat<Omit<T, K> & { [P in K]?: T[P] }>;
/** T with some fields' types replaced. */
type With<T, R> = Flat<Omit<T, keyof R> & R>;

// ---------------------------------------------------------------------------------------
// What the client should be, derived from core plus the spec's allowances

/** Inbox: ttl_minutes, expires_at, last_message_received_at "required: no"; status "allowed values: not shown". */
type ExpectedInbox = SpecOptional<
  With<core.Inbox, { status: client.OpenString<core.InboxStatus> }>,
  'ttl_minutes' | 'expires_at' | 'last_message_received_at'
>;
/** MessageSummary (and so every detail variant): subject and preview_text "required: no". */
type Summary<T extends core.MessageSummary> = SpecOptional<T, 'subject' | 'preview_text'>;
/** Webhook: last_delivery_at and archived_at "required: no"; status "allowed values: not shown". */
type ExpectedWebhook = SpecOptional<
  With<core.Webhook, { status: client.OpenString<core.Webhook['status']> }>,
  'last_delivery_at' | 'archived_at'
>;
/** IssuedApiKey: last_used_at, expires_at, revoked_at, created_by_user_id "required: no". */
type ExpectedIssuedApiKey = SpecOptional<core.IssuedApiKey, 'last_used_at' | 'expires_at' | 'revoked_at' | 'created_by_user_id'>;
type ExpectedMessageDetail = Summary<core.MessageDetail>;

// ---------------------------------------------------------------------------------------
// The checks (an error on one of these lines names the drifted type)

export type Checks = [
  // Value lists
  Expect<Equal<client.Timestamp, core.Timestamp>>,
  Expect<Equal<client.Scope, core.Scope>>,
  Expect<Equal<client.LifecycleMode, core.LifecycleMode>>,
  Expect<Equal<client.AnalysisMode, core.AnalysisMode>>,
  Expect<Equal<client.InboxStatus, client.OpenString<core.InboxStatus>>>,
  Expect<Equal<client.LinkType, core.LinkType>>,
  Expect<Equal<client.MessageIntent, core.MessageIntent>>,
  Expect<Equal<client.AnalysisStatus, core.AnalysisStatus>>,
  Expect<Equal<client.ContentMode, core.ContentMode>>,
  Expect<Equal<client.WebhookEventType, core.EmailEventType>>,
  Expect<Equal<client.DeliveryScope, core.Webhook['delivery_scope']>>,
  Expect<Equal<client.WebhookStatus, client.OpenString<core.Webhook['status']>>>,
  Expect<Equal<client.SignInMethod, core.SigninMethod>>,

  // Inboxes
  Expect<Equal<client.InboxMessageAnalysis, core.InboxMessageAnalysis>>,
  Expect<Equal<client.Inbox, ExpectedInbox>>,
  Expect<Sends<core.Inbox, client.Inbox>>,
  Expect<Equal<client.WildcardAddress, core.WildcardAddress>>,
  Expect<Equal<client.PageInfo, core.PageInfo>>,

  // Messages
  Expect<Equal<client.MessageSummary, Summary<core.MessageSummary>>>,
  Expect<Sends<core.MessageSummary, client.MessageSummary>>,
  Expect<Equal<client.ExtractedLink, core.ExtractedLink>>,
  Expect<Equal<client.MessageAnalysis, core.MessageAnalysis>>,
  Expect<Equal<client.MessageDetail, ExpectedMessageDetail>>,
  Expect<Equal<client.MessageOtpDetail, Summary<core.MessageOtpDetail>>>,
  Expect<Equal<client.MessageLinksDetail, Summary<core.MessageLinksDetail>>>,
  Expect<Equal<client.MessageTextOnlyDetail, Summary<core.MessageTextOnlyDetail>>>,
  Expect<Equal<keyof client.MessageByMode, keyof core.MessageByMode>>,
  Expect<Sends<core.MessageByMode, client.MessageByMode>>,
  Expect<Equal<client.MessageAttachment, core.MessageAttachment>>,
  Expect<Equal<client.MessageSafety, core.MessageSafety>>,
  Expect<Equal<client.MessageHeader, core.MessageHeader>>,
  Expect<Equal<client.AttachmentDisposition, core.AttachmentDisposition>>,

  // Webhooks and events
  Expect<Equal<client.Webhook, ExpectedWebhook>>,
  Expect<Sends<core.Webhook, client.Webhook>>,
  Expect<Equal<client.WebhookEventPayload, With<core.EmailEvent, { data: { inbox: core.EmailEvent['data']['inbox']; message: ExpectedMessageDetail } }>>>,
  Expect<Sends<core.EmailEvent, client.WebhookEventPayload>>,
  Expect<Equal<client.DeliveryStatus, core.DeliveryStatus>>,
  Expect<Equal<client.WebhookAttempt, core.WebhookAttempt>>,
  Expect<Equal<client.WebhookDelivery, core.WebhookDelivery>>,
  Expect<Equal<client.WebhookTestEventPayload, Flat<core.WebhookTestEvent>>>,

  // Manage and download: each answer is the envelope around core's result
  Expect<Equal<Flat<Omit<client.DeleteInboxResponse, keyof client.SuccessEnvelope>>, core.DeletedInbox>>,
  Expect<Equal<Flat<Omit<client.EmptyInboxResponse, keyof client.SuccessEnvelope>>, core.EmptiedInbox>>,
  Expect<Equal<Flat<Omit<client.DeleteMessageResponse, keyof client.SuccessEnvelope>>, core.DeletedMessage>>,
  Expect<Equal<Flat<Omit<client.SetReadResponse, keyof client.SuccessEnvelope>>, core.MessageReadState>>,
  Expect<Sends<Awaited<ReturnType<core.AccountScope['webhooks']['sendTest']>>, Omit<client.SendTestEventResponse, keyof client.SuccessEnvelope>>>,
  Expect<Sends<Awaited<ReturnType<core.AccountScope['keys']['list']>>, client.ListApiKeysResponse['keys']>>,

  // An inbox's auto-release
  Expect<Equal<client.AutoRelease, core.AutoRelease>>,

  // The checks of a message
  Expect<Equal<client.MessageChecks, core.MessageChecks>>,
  Expect<Equal<client.LintFinding, core.LintFinding>>,
  Expect<Equal<client.AuthenticationReport, core.AuthenticationReport>>,
  Expect<Equal<Flat<Omit<client.MessageChecksResponse, keyof client.SuccessEnvelope>>, { checks: core.MessageChecks }>>,

  // An inbox's SMTP fault rules
  Expect<Equal<client.SmtpFaultStage, core.SmtpFaultStage>>,
  Expect<Equal<client.SmtpFaultAction, core.SmtpFaultAction>>,
  Expect<Equal<client.SmtpFaultRule, core.SmtpFaultRule>>,
  Expect<Equal<client.SmtpFaultRuleInput, core.SmtpFaultRuleInput>>,
  Expect<Equal<Flat<Omit<client.SmtpFaultsResponse, keyof client.SuccessEnvelope>>, core.SmtpFaults>>,
  Expect<Equal<Flat<Omit<client.SmtpFaultRuleResponse, keyof client.SuccessEnvelope>>, { rule: core.SmtpFaultRule }>>,
  Expect<Equal<client.PutSmtpFaultsRequest, Parameters<core.SmtpFaultsApi['put']>[1]>>,

  // API keys and sign-in
  Expect<Equal<client.IssuedApiKey, ExpectedIssuedApiKey>>,
  Expect<Sends<core.IssuedApiKey, client.IssuedApiKey>>,
  Expect<Equal<client.CliAuthUser, core.CliAuthUser>>,
  Expect<Equal<client.CliAuthAccount, core.CliAuthAccount>>,
  Expect<Equal<client.CliAuthEntitlements, Flat<core.CliAuthEntitlements>>>,
  Expect<Equal<client.CliAuthUsage, core.CliAuthUsage>>,
  Expect<Equal<client.CliAuthBilling, core.CliAuthBilling>>,
  Expect<Equal<client.AccountOverview, core.AccountOverview>>,
  Expect<Equal<client.AccountAuth['session'] extends infer S ? S extends { method: infer M } ? M : never : never, core.SessionMethod>>,
  Expect<Equal<client.CliAuthOnboarding, core.CliAuthOnboarding>>,
  // Core's completion lacks only the two dashboard URLs the HTTP layer adds (spec: nullable, not required).
  Expect<Equal<client.CliAuthCompleteResponse, Flat<With<core.CliAuthCompletion, { key: ExpectedIssuedApiKey }> & { dashboard_url?: string | null; dashboard_billing_url?: string | null }>>>,
  Expect<Sends<core.CliAuthCompletion, Omit<client.CliAuthCompleteResponse, 'dashboard_url' | 'dashboard_billing_url'>>>,

  // Requests: what the client sends, core's create operations take
  Expect<Sends<client.CreateInboxRequest, core.CreateInboxInput>>,
  Expect<Equal<keyof client.CreateInboxRequest, keyof core.CreateInboxInput>>,
  Expect<Sends<client.CreateWebhookRequest, core.CreateWebhookInput>>,
  Expect<Equal<keyof client.CreateWebhookRequest, keyof core.CreateWebhookInput>>,
  // The message listings' filters: same names, and every value the client sends core accepts
  Expect<Equal<keyof client.MessageFilters, keyof core.MessageFilters>>,
  Expect<Sends<client.MessageFilters, core.MessageFilters>>,
];

// ---------------------------------------------------------------------------------------
// The constant lists, at runtime (the types above cannot see their contents or order)

test('the client\'s value lists are core\'s', () => {
  assert.equal(client.SCOPES, core.SCOPES);
  assert.equal(client.LINK_TYPES, core.LINK_TYPES);
  assert.equal(client.CONTENT_MODES, core.CONTENT_MODES);
});


test.run();
