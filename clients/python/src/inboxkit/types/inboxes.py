"""Inboxes: the resource, the wildcard address, and the requests and answers of /v1/inboxes.

Example::

    inbox: Inbox = client.inboxes.create({"label": "signup", "lifecycle_mode": "temporary"})["inbox"]
"""
from typing import List, Literal, Optional, TypedDict

from .common import PageInfo, SuccessEnvelope, Timestamp

LifecycleMode = Literal["temporary", "persistent"]
AnalysisMode = Literal["all", "disabled", "allowlist", "blocklist"]


class InboxMessageAnalysis(TypedDict):
    mode: AnalysisMode
    recipients: List[str]


class _Inbox(TypedDict):
    id: str
    label: str
    email_address: str
    lifecycle_mode: LifecycleMode
    #: ``active`` or ``expired`` (open to values a later server may add).
    status: str
    created_at: Timestamp
    message_analysis: InboxMessageAnalysis


class Inbox(_Inbox, total=False):
    ttl_minutes: Optional[int]
    expires_at: Optional[Timestamp]
    last_message_received_at: Optional[Timestamp]


class WildcardAddress(TypedDict):
    email_address: str
    inbox_id: str


class _CreateInboxRequest(TypedDict):
    label: str
    lifecycle_mode: LifecycleMode


class CreateInboxRequest(_CreateInboxRequest, total=False):
    ttl_minutes: int
    message_analysis: InboxMessageAnalysis


class ListInboxesResponse(SuccessEnvelope):
    wildcard_address: Optional[WildcardAddress]
    inboxes: List[Inbox]
    page_info: PageInfo


class CreateInboxResponse(SuccessEnvelope):
    inbox: Inbox


class GetInboxResponse(SuccessEnvelope):
    inbox: Inbox


class DeleteInboxResponse(SuccessEnvelope):
    inbox_id: str
    deleted: bool
    deleted_messages: int


class EmptyInboxResponse(SuccessEnvelope):
    inbox_id: str
    deleted_messages: int
