"""What every resource shares: the envelopes and paging.

Field names are the API's (docs/openapi.json). A TypedDict's required keys are its schema's
``required`` list and its optional keys the other properties; tests/test_types.py checks each
class against the document of the same name, so they cannot drift.

Example::

    page: ListInboxesResponse = client.inboxes.list(limit=10)
    page["page_info"]["next_cursor"]
"""
from typing import Literal, Optional, TypedDict

#: ISO 8601 date-time string.
Timestamp = str
Scope = Literal["inboxes:write", "messages:read", "webhooks:write"]
SCOPES = ("inboxes:write", "messages:read", "webhooks:write")


class SuccessEnvelope(TypedDict):
    success: bool
    request_id: str


class NextAction(TypedDict):
    type: str
    url: str


class _ErrorBody(TypedDict):
    code: str
    message: str


class ErrorBody(_ErrorBody, total=False):
    retry_after_seconds: int


class _ErrorEnvelope(TypedDict):
    success: bool
    request_id: str
    error: ErrorBody


class ErrorEnvelope(_ErrorEnvelope, total=False):
    next_action: NextAction


class PageInfo(TypedDict):
    has_more: bool
    next_cursor: Optional[str]


class HealthResponse(SuccessEnvelope):
    status: str
