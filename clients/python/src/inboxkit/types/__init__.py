"""The API's resources and answers as TypedDicts, under the names docs/openapi.json gives them.

Example::

    from inboxkit.types import MessageDetail
"""
from .common import ErrorBody, ErrorEnvelope, HealthResponse, NextAction, PageInfo, SCOPES, Scope, SuccessEnvelope, Timestamp
from .inboxes import (AnalysisMode, CreateInboxRequest, CreateInboxResponse, DeleteInboxResponse, EmptyInboxResponse,
                      GetInboxResponse, Inbox, InboxMessageAnalysis, LifecycleMode, ListInboxesResponse, WildcardAddress)
from .manage import (AccountResponse, AutoRelease, AutoReleaseResponse, CreateApiKeyRequest, CreateApiKeyResponse,
                     IssuedApiKey, ListApiKeysResponse, MessageChecksResponse, PutSmtpFaultsRequest, RelayResponse,
                     RelayResult, ReleaseMessageRequest, RevokeApiKeyResponse, SendMessageRequest,
                     SetAutoReleaseRequest, SmtpFaultAction, SmtpFaultRule, SmtpFaultRuleInput, SmtpFaultRuleResponse,
                     SmtpFaultsResponse, SmtpFaultStage)
from .messages import (CONTENT_MODES, LINK_TYPES, MESSAGE_INTENTS, AnalysisStatus, AnyMessageDetail, AssistantDirected,
                       ContentMode, DeleteMessageResponse, ExtractedLink, GetMessageResponse, HiddenText,
                       InvisibleCharacters, LinkType, ListMessagesResponse, MessageAnalysis, MessageAttachment,
                       MessageDetail, MessageHeader, MessageIntent, MessageLinksDetail, MessageOtpDetail, MessageSafety,
                       MessageSummary, MessageTextOnlyDetail, MismatchedLink, OtpCandidate, SetReadRequest,
                       SetReadResponse, WaitMessageResponse)
from .tags import (CreateTagRuleRequest, DeletedTagResponse, DeletedTagRuleResponse, RenameTagRequest, RenameTagResponse,
                   SetTagsRequest, SetTagsResponse, TagCount, TagRule, TagRuleResponse, TagRulesResponse, TagsResponse)
from .webhooks import (CreateWebhookRequest, CreateWebhookResponse, EventType, ListWebhookDeliveriesResponse,
                       ListWebhooksResponse, SendTestEventResponse, Webhook, WebhookAttempt, WebhookDelivery,
                       WebhookEventData, WebhookEventInbox, WebhookEventPayload, WebhookResponse,
                       WebhookTestEventPayload)
