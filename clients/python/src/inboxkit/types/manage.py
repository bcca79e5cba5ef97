"""API keys, SMTP fault rules, the relay (release, send, auto-release), checks and the account.

Example::

    client.inboxes.smtp_faults.add(inbox_id, {"stage": "rcpt", "code": 451, "times": 1})
"""
from typing import Any, Dict, List, Literal, Optional, TypedDict

from .common import Scope, SuccessEnvelope, Timestamp

SmtpFaultStage = Literal["connect", "mail", "rcpt", "data"]
SmtpFaultAction = Literal["reply", "disconnect", "delay", "greylist"]


class _IssuedApiKey(TypedDict):
    id: str
    label: str
    key_prefix: str
    scopes: List[Scope]
    created_at: Timestamp
    inbox_ids: Optional[List[str]]


class IssuedApiKey(_IssuedApiKey, total=False):
    last_used_at: Optional[Timestamp]
    expires_at: Optional[Timestamp]
    revoked_at: Optional[Timestamp]
    created_by_user_id: Optional[str]


class CreateApiKeyRequest(TypedDict, total=False):
    label: str
    scopes: List[Scope]
    expires_at: Optional[Timestamp]
    inbox_ids: Optional[List[str]]


class CreateApiKeyResponse(SuccessEnvelope):
    #: The secret, this once.
    api_key: str
    key: IssuedApiKey


class ListApiKeysResponse(SuccessEnvelope):
    keys: List[IssuedApiKey]


class RevokeApiKeyResponse(SuccessEnvelope):
    key: IssuedApiKey


class SmtpFaultRule(TypedDict):
    id: str
    stage: SmtpFaultStage
    action: SmtpFaultAction
    code: Optional[int]
    enhanced_code: Optional[str]
    text: Optional[str]
    times: Optional[int]
    remaining: Optional[int]
    probability: float
    delay_ms: Optional[int]
    greylist_seconds: Optional[int]
    fired: int
    last_fired_at: Optional[Timestamp]
    created_at: Timestamp


class _SmtpFaultRuleInput(TypedDict):
    stage: SmtpFaultStage


class SmtpFaultRuleInput(_SmtpFaultRuleInput, total=False):
    action: SmtpFaultAction
    code: int
    enhanced_code: str
    text: str
    times: Optional[int]
    probability: float
    delay_ms: int
    greylist_seconds: int


class PutSmtpFaultsRequest(TypedDict):
    #: Tried in this order (at most 20); empty: no rules.
    rules: List[SmtpFaultRuleInput]


class SmtpFaultsResponse(SuccessEnvelope):
    inbox_id: str
    rules: List[SmtpFaultRule]


class SmtpFaultRuleResponse(SuccessEnvelope):
    rule: SmtpFaultRule


class RelayResult(TypedDict):
    upstream: str
    envelope: Dict[str, Any]
    accepted: List[str]
    rejected: List[Dict[str, Any]]
    reply: str
    message_id: Optional[str]


class RelayResponse(SuccessEnvelope):
    relay: RelayResult


class ReleaseMessageRequest(TypedDict):
    to: List[str]


class _SendMessageRequest(TypedDict):
    to: List[str]
    subject: str


class SendMessageRequest(_SendMessageRequest, total=False):
    text: Optional[str]
    html: Optional[str]
    in_reply_to: Optional[str]


class AutoRelease(TypedDict):
    inbox_id: str
    to: List[str]
    updated_at: Optional[Timestamp]


class SetAutoReleaseRequest(TypedDict):
    to: List[str]


class AutoReleaseResponse(SuccessEnvelope):
    auto_release: AutoRelease


class MessageChecksResponse(SuccessEnvelope):
    #: The checks report (docs/checks.md), left untyped here.
    checks: Dict[str, Any]


class AccountResponse(SuccessEnvelope):
    #: Plan, usage and how the caller authenticated, left untyped here.
    account: Dict[str, Any]
    api_requests: Dict[str, Any]
    auth: Dict[str, Any]
