// The client's hand-written types (src/types/) against the API document: openapi-typescript's
// types generated from docs/openapi.json (test/openapi.generated.ts, rewritten by
// test/openapi-generate.ts). Every component schema of the document has a check below (the
// object's type requires one per schema name, so a new schema fails `tsc -p tsconfig.test.json`
// until it is checked), and each check is mutual assignability: what the document says the
// API sends, the client's type accepts, and the other way round. The exceptions are spelled out
// (Sends<>, one way) with the reason. The runtime test fails when the committed generated file
// is not what the document generates now.
import { readFileSync } from 'node:fs';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type * as client from '../src/types/index.js';
import type { components, operations } from './openapi.generated.js';
import { GENERATED, generatedTypes } from './openapi-generate.js';

type S = components['schemas'];

/** True when every value of A is a B and every B an A. */
type Mutual<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
/** True when every value of A is a B (one way). */
type Sends<A, B> = [A] extends [B] ? true : false;
/** Compiles only when T is `true`; an error here names the schema that drifted. */
const ok = <T extends true>(): T => true as T;

/** Every MessageDetail variant the document allows: the client's, keyed by content mode. */
type AnyDetail = client.MessageByMode[client.ContentMode];
/** The query of GET /v1/messages, as the document types it. */
type SearchQuery = NonNullable<operations['searchMessages']['parameters']['query']>;

export const checks: { [Name in keyof S]: true } = {
  // Envelopes
  RequestId: ok<Mutual<client.SuccessEnvelope['request_id'], S['RequestId']>>(),
  ErrorEnvelope: ok<Mutual<client.ErrorEnvelope, S['ErrorEnvelope']>>(),

  // Resources
  LifecycleMode: ok<Mutual<client.LifecycleMode, S['LifecycleMode']>>(),
  AnalysisMode: ok<Mutual<client.AnalysisMode, S['AnalysisMode']>>(),
  InboxMessageAnalysis: ok<Mutual<client.InboxMessageAnalysis, S['InboxMessageAnalysis']>>(),
  Inbox: ok<Mutual<client.Inbox, S['Inbox']>>(),
  WildcardAddress: ok<Mutual<client.WildcardAddress, S['WildcardAddress']>>(),
  PageInfo: ok<Mutual<client.PageInfo, S['PageInfo']>>(),
  MessageSummary: ok<Mutual<client.MessageSummary, S['MessageSummary']>>(),
  ExtractedLink: ok<Mutual<client.ExtractedLink, S['ExtractedLink']>>(),
  // The client's MessageIntent is the value; the fields that hold it add `| null`.
  MessageIntent: ok<Mutual<client.MessageIntent | null, S['MessageIntent']>>(),
  MessageAnalysis: ok<Mutual<client.MessageAnalysis, S['MessageAnalysis']>>(),
  MessageAttachment: ok<Mutual<client.MessageAttachment, S['MessageAttachment']>>(),
  MessageSafety: ok<Mutual<client.MessageSafety, S['MessageSafety']>>(),
  MessageHeader: ok<Mutual<client.MessageHeader, S['MessageHeader']>>(),
  MessageDetail: ok<Mutual<client.MessageDetail, S['MessageDetail']>>(),
  MessageOtpDetail: ok<Mutual<client.MessageOtpDetail, S['MessageOtpDetail']>>(),
  MessageLinksDetail: ok<Mutual<client.MessageLinksDetail, S['MessageLinksDetail']>>(),
  MessageTextOnlyDetail: ok<Mutual<client.MessageTextOnlyDetail, S['MessageTextOnlyDetail']>>(),
  AnyMessageDetail: ok<Mutual<AnyDetail, S['AnyMessageDetail']>>(),
  Webhook: ok<Mutual<client.Webhook, S['Webhook']>>(),
  WebhookAttempt: ok<Mutual<client.WebhookAttempt, S['WebhookAttempt']>>(),
  WebhookDelivery: ok<Mutual<client.WebhookDelivery, S['WebhookDelivery']>>(),
  WebhookEventPayload: ok<Mutual<client.WebhookEventPayload, S['WebhookEventPayload']>>(),
  WebhookTestEventPayload: ok<Mutual<client.WebhookTestEventPayload, S['WebhookTestEventPayload']>>(),
  IssuedApiKey: ok<Mutual<client.IssuedApiKey, S['IssuedApiKey']>>(),
  AccountOverview: ok<Mutual<client.AccountOverview, S['AccountOverview']>>(),
  RequestBudgetWindow: ok<Mutual<client.RequestBudgetWindow, S['RequestBudgetWindow']>>(),
  AccountAuth: ok<Mutual<client.AccountAuth, S['AccountAuth']>>(),

  // Requests: what the client sends, the document accepts (one way: the API also takes
  // ttl_minutes null, and a partial message_analysis whose missing fields take defaults).
  CreateInboxRequest: ok<Sends<client.CreateInboxRequest, S['CreateInboxRequest']>>(),
  CreateWebhookRequest: ok<Mutual<client.CreateWebhookRequest, S['CreateWebhookRequest']>>(),
  CreateApiKeyRequest: ok<Mutual<client.CreateApiKeyRequest, S['CreateApiKeyRequest']>>(),
  CliAuthStartRequest: ok<Mutual<client.CliAuthStartRequest, S['CliAuthStartRequest']>>(),
  CliAuthVerifyOtpRequest: ok<Mutual<client.CliAuthVerifyOtpRequest, S['CliAuthVerifyOtpRequest']>>(),
  CliAuthExchangeRequest: ok<Mutual<client.CliAuthExchangeRequest, S['CliAuthExchangeRequest']>>(),

  // 2xx bodies. /health: one way, the client reads any fields (the spec promises only a 200),
  // the document states this service's `status: "ok"`.
  HealthResponse: ok<Sends<S['HealthResponse'], client.HealthResponse>>(),
  ListInboxesResponse: ok<Mutual<client.ListInboxesResponse, S['ListInboxesResponse']>>(),
  CreateInboxResponse: ok<Mutual<client.CreateInboxResponse, S['CreateInboxResponse']>>(),
  GetInboxResponse: ok<Mutual<client.GetInboxResponse, S['GetInboxResponse']>>(),
  DeleteInboxResponse: ok<Mutual<client.DeleteInboxResponse, S['DeleteInboxResponse']>>(),
  EmptyInboxResponse: ok<Mutual<client.EmptyInboxResponse, S['EmptyInboxResponse']>>(),
  ListMessagesResponse: ok<Mutual<client.ListMessagesResponse, S['ListMessagesResponse']>>(),
  GetMessageResponse: ok<Mutual<client.GetMessageResponse<client.ContentMode>, S['GetMessageResponse']>>(),
  WaitMessageResponse: ok<Mutual<client.WaitMessageResponse<client.ContentMode>, S['WaitMessageResponse']>>(),
  DeleteMessageResponse: ok<Mutual<client.DeleteMessageResponse, S['DeleteMessageResponse']>>(),
  SetReadRequest: ok<Mutual<client.SetReadRequest, S['SetReadRequest']>>(),
  SetReadResponse: ok<Mutual<client.SetReadResponse, S['SetReadResponse']>>(),

  // Tags
  SetTagsRequest: ok<Mutual<client.SetTagsRequest, S['SetTagsRequest']>>(),
  SetTagsResponse: ok<Mutual<client.SetTagsResponse, S['SetTagsResponse']>>(),
  TagCount: ok<Mutual<client.TagCount, S['TagCount']>>(),
  TagsResponse: ok<Mutual<client.TagsResponse, S['TagsResponse']>>(),
  RenameTagRequest: ok<Mutual<client.RenameTagRequest, S['RenameTagRequest']>>(),
  RenameTagResponse: ok<Mutual<client.RenameTagResponse, S['RenameTagResponse']>>(),
  DeletedTagResponse: ok<Mutual<client.DeletedTagResponse, S['DeletedTagResponse']>>(),
  TagRule: ok<Mutual<client.TagRule, S['TagRule']>>(),
  CreateTagRuleRequest: ok<Mutual<client.CreateTagRuleRequest, S['CreateTagRuleRequest']>>(),
  TagRuleResponse: ok<Mutual<client.TagRuleResponse, S['TagRuleResponse']>>(),
  TagRulesResponse: ok<Mutual<client.TagRulesResponse, S['TagRulesResponse']>>(),
  DeletedTagRuleResponse: ok<Mutual<client.DeletedTagRuleResponse, S['DeletedTagRuleResponse']>>(),
  CreateWebhookResponse: ok<Mutual<client.CreateWebhookResponse, S['CreateWebhookResponse']>>(),
  ListWebhooksResponse: ok<Mutual<client.ListWebhooksResponse, S['ListWebhooksResponse']>>(),
  WebhookResponse: ok<Mutual<client.WebhookResponse, S['WebhookResponse']>>(),
  ListWebhookDeliveriesResponse: ok<Mutual<client.ListWebhookDeliveriesResponse, S['ListWebhookDeliveriesResponse']>>(),
  SendTestEventResponse: ok<Mutual<client.SendTestEventResponse, S['SendTestEventResponse']>>(),
  ListApiKeysResponse: ok<Mutual<client.ListApiKeysResponse, S['ListApiKeysResponse']>>(),
  RevokeApiKeyResponse: ok<Mutual<client.RevokeApiKeyResponse, S['RevokeApiKeyResponse']>>(),
  CreateApiKeyResponse: ok<Mutual<client.CreateApiKeyResponse, S['CreateApiKeyResponse']>>(),
  AccountResponse: ok<Mutual<client.AccountResponse, S['AccountResponse']>>(),

  // The checks of a message
  AuthenticationReport: ok<Mutual<client.AuthenticationReport, S['AuthenticationReport']>>(),
  HtmlCompatibilityReport: ok<Mutual<client.HtmlCompatibilityReport, S['HtmlCompatibilityReport']>>(),
  LinkCheckReport: ok<Mutual<client.LinkCheckReport, S['LinkCheckReport']>>(),
  SpamReport: ok<Mutual<client.SpamReport, S['SpamReport']>>(),
  LintFinding: ok<Mutual<client.LintFinding, S['LintFinding']>>(),
  MessageChecks: ok<Mutual<client.MessageChecks, S['MessageChecks']>>(),
  MessageChecksResponse: ok<Mutual<client.MessageChecksResponse, S['MessageChecksResponse']>>(),

  // An inbox's SMTP fault rules
  SmtpFaultStage: ok<Mutual<client.SmtpFaultStage, S['SmtpFaultStage']>>(),
  SmtpFaultAction: ok<Mutual<client.SmtpFaultAction, S['SmtpFaultAction']>>(),
  SmtpFaultRule: ok<Mutual<client.SmtpFaultRule, S['SmtpFaultRule']>>(),
  SmtpFaultRuleInput: ok<Mutual<client.SmtpFaultRuleInput, S['SmtpFaultRuleInput']>>(),
  PutSmtpFaultsRequest: ok<Mutual<client.PutSmtpFaultsRequest, S['PutSmtpFaultsRequest']>>(),
  SmtpFaultsResponse: ok<Mutual<client.SmtpFaultsResponse, S['SmtpFaultsResponse']>>(),
  SmtpFaultRuleResponse: ok<Mutual<client.SmtpFaultRuleResponse, S['SmtpFaultRuleResponse']>>(),
  // Release and send through the relay, and auto-release
  RelayResult: ok<Mutual<client.RelayResult, S['RelayResult']>>(),
  AutoRelease: ok<Mutual<client.AutoRelease, S['AutoRelease']>>(),
  ReleaseMessageRequest: ok<Mutual<client.ReleaseMessageRequest, S['ReleaseMessageRequest']>>(),
  SendMessageRequest: ok<Mutual<client.SendMessageRequest, S['SendMessageRequest']>>(),
  SetAutoReleaseRequest: ok<Mutual<client.SetAutoReleaseRequest, S['SetAutoReleaseRequest']>>(),
  RelayResponse: ok<Mutual<client.RelayResponse, S['RelayResponse']>>(),
  AutoReleaseResponse: ok<Mutual<client.AutoReleaseResponse, S['AutoReleaseResponse']>>(),

  // Sign-in
  CliAuthStartResponse: ok<Mutual<client.CliAuthStartResponse, S['CliAuthStartResponse']>>(),
  CliAuthUser: ok<Mutual<client.CliAuthUser, S['CliAuthUser']>>(),
  CliAuthAccount: ok<Mutual<client.CliAuthAccount, S['CliAuthAccount']>>(),
  CliAuthEntitlements: ok<Mutual<client.CliAuthEntitlements, S['CliAuthEntitlements']>>(),
  CliAuthUsage: ok<Mutual<client.CliAuthUsage, S['CliAuthUsage']>>(),
  CliAuthBilling: ok<Mutual<client.CliAuthBilling, S['CliAuthBilling']>>(),
  CliAuthOnboarding: ok<Mutual<client.CliAuthOnboarding, S['CliAuthOnboarding']>>(),
  CliAuthCompleteEnvelope: ok<Mutual<client.CliAuthCompleteEnvelope, S['CliAuthCompleteEnvelope']>>(),
};

/** Query parameters: the client's filters are the document's (names and values). */
export type QueryChecks = [
  ReturnType<typeof ok<Mutual<keyof client.MessageFilters, Exclude<keyof SearchQuery, 'recipient_email' | 'limit' | 'cursor'>>>>,
  ReturnType<typeof ok<Mutual<client.MessageFilters, Omit<SearchQuery, 'recipient_email' | 'limit' | 'cursor'>>>>,
  ReturnType<typeof ok<Sends<client.ContentMode, NonNullable<NonNullable<operations['getMessage']['parameters']['query']>['content_mode']>>>>,
];

test('test/openapi.generated.ts is what openapi-typescript generates from docs/openapi.json now (rewrite: node --conditions=source --import tsx packages/client/test/openapi-generate.ts --write)', async () => {
  assert.fixture(readFileSync(GENERATED, 'utf8'), await generatedTypes());
});

test('every schema of the document is checked above', () => {
  const doc = JSON.parse(readFileSync(new URL('../../../docs/openapi.json', import.meta.url), 'utf8'));
  assert.equal(Object.keys(checks).sort(), Object.keys(doc.components.schemas).sort());
});

test.run();
