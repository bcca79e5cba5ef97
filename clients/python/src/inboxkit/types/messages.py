"""Messages: the summary, the detail of each content mode, what the extractor found, and the
answers of the message endpoints (list, search, get, wait, read state, delete).

Example::

    message: MessageDetail = client.messages.get(message_id)["message"]
    message["otp"], [link["url"] for link in message["links"]]
"""
from typing import List, Literal, Optional, TypedDict, Union

from .common import PageInfo, SuccessEnvelope, Timestamp

LinkType = Literal["verification", "magic_link", "password_reset", "unsubscribe", "other"]
LINK_TYPES = ("verification", "magic_link", "password_reset", "unsubscribe", "other")
MessageIntent = Literal["login_code", "verification", "password_reset", "magic_link", "invite"]
MESSAGE_INTENTS = ("login_code", "verification", "password_reset", "magic_link", "invite")
ContentMode = Literal["full", "otp", "links", "text_only"]
CONTENT_MODES = ("full", "otp", "links", "text_only")
AnalysisStatus = Literal["none", "queued", "complete", "failed", "skipped_quota"]


class _MessageSummary(TypedDict):
    id: str
    inbox_id: str
    inbox_email_address: str
    inbox_label: str
    from_email: str
    to_email: str
    received_at: Timestamp
    has_text_body: bool
    has_html_body: bool
    #: Marked read (the dashboard opened it, or ``messages.set_read``). Waits ignore it.
    read: bool
    #: Lower case: from a plus address (``signup+welcome@…``), ``X-Tags`` headers, the account's
    #: tag rules, or ``messages.set_tags``. ``[]`` when none.
    tags: List[str]


class MessageSummary(_MessageSummary, total=False):
    subject: Optional[str]
    preview_text: Optional[str]


class ExtractedLink(TypedDict):
    url: str
    type: LinkType


class MessageAnalysis(TypedDict):
    eligible: bool
    status: AnalysisStatus
    requested_at: Optional[Timestamp]
    completed_at: Optional[Timestamp]
    #: Model-derived code candidate, separate from the top-level ``otp``.
    detected_otp: Optional[str]
    sender_name: Optional[str]
    category: Optional[str]
    extracted_id: Optional[str]
    amount_mentioned: Optional[str]
    is_urgent: Optional[bool]
    action_required: Optional[bool]
    summary: Optional[str]


class MessageAttachment(TypedDict):
    id: str
    filename: Optional[str]
    content_type: str
    size: int
    content_id: Optional[str]
    disposition: Literal["attachment", "inline"]


class OtpCandidate(TypedDict):
    """A code-shaped value the extractor scored but did not report as ``otp``."""

    value: str
    score: float


class MessageHeader(TypedDict):
    name: str
    value: str


class HiddenText(TypedDict):
    reason: str
    text: str


class InvisibleCharacters(TypedDict):
    code_point: str
    name: str
    kind: Literal["invisible", "bidi", "tag"]
    count: int
    where: Literal["subject", "text", "html"]


class MismatchedLink(TypedDict):
    text: str
    text_host: str
    url: str
    url_host: str


class AssistantDirected(TypedDict):
    text: str
    hidden: bool


class MessageSafety(TypedDict):
    """What in the message could steer an agent reading it (docs/agents.md, "Safety flags")."""

    flags: List[Literal["hidden_text", "invisible_characters", "mismatched_links", "assistant_directed"]]
    hidden_text: List[HiddenText]
    invisible_characters: List[InvisibleCharacters]
    mismatched_links: List[MismatchedLink]
    assistant_directed: List[AssistantDirected]


class MessageDetail(MessageSummary):
    """``content_mode`` ``full`` (the default)."""

    text_body: Optional[str]
    html_body: Optional[str]
    #: The deterministic extractor's code: the primary one.
    otp: Optional[str]
    otp_candidates: List[OtpCandidate]
    links: List[ExtractedLink]
    intent: Optional[MessageIntent]
    analysis: MessageAnalysis
    attachments: List[MessageAttachment]
    safety: MessageSafety
    headers: List[MessageHeader]
    cc: List[str]
    bcc: List[str]


class MessageOtpDetail(MessageSummary):
    """``content_mode=otp``"""

    otp: Optional[str]
    analysis: MessageAnalysis


class MessageLinksDetail(MessageSummary):
    """``content_mode=links``"""

    links: List[ExtractedLink]
    analysis: MessageAnalysis


class MessageTextOnlyDetail(MessageSummary):
    """``content_mode=text_only``"""

    text_body: Optional[str]
    analysis: MessageAnalysis


AnyMessageDetail = Union[MessageDetail, MessageOtpDetail, MessageLinksDetail, MessageTextOnlyDetail]


class ListMessagesResponse(SuccessEnvelope):
    messages: List[MessageSummary]
    page_info: PageInfo


class GetMessageResponse(SuccessEnvelope):
    message: AnyMessageDetail


class WaitMessageResponse(SuccessEnvelope):
    """The message, or None when the server's wait timed out."""

    message: Optional[AnyMessageDetail]


class SetReadRequest(TypedDict):
    read: bool


class SetReadResponse(SuccessEnvelope):
    message_id: str
    read: bool


class DeleteMessageResponse(SuccessEnvelope):
    message_id: str
    deleted: bool
