"""Webhooks: the resource, deliveries and attempts, and the event payloads (what a webhook POSTs
and what the event stream yields).

Example::

    for event in client.events.stream(inbox_id=inbox["id"]):
        event["data"]["message"]["otp"]
"""
from typing import List, Literal, Optional, TypedDict

from .common import SuccessEnvelope, Timestamp
from .messages import MessageDetail

EventType = Literal["email.received", "email.enriched"]


class _Webhook(TypedDict):
    id: str
    inbox_id: Optional[str]
    label: str
    target_url: str
    delivery_scope: Literal["account", "inbox"]
    subscribed_events: List[EventType]
    #: ``active``, ``disabled`` or ``archived``.
    status: str
    created_at: Timestamp
    updated_at: Timestamp


class Webhook(_Webhook, total=False):
    last_delivery_at: Optional[Timestamp]
    archived_at: Optional[Timestamp]


class WebhookAttempt(TypedDict):
    id: str
    attempt: int
    started_at: Timestamp
    duration_ms: Optional[int]
    status_code: Optional[int]
    error: Optional[str]


class WebhookDelivery(TypedDict):
    id: str
    webhook_id: str
    event_id: str
    event_type: str
    status: Literal["pending", "delivered", "failed", "cancelled"]
    attempts: int
    next_attempt_at: Optional[Timestamp]
    last_attempt_at: Optional[Timestamp]
    last_status_code: Optional[int]
    last_error: Optional[str]
    delivered_at: Optional[Timestamp]
    created_at: Timestamp
    attempt_log: List[WebhookAttempt]


class WebhookEventInbox(TypedDict):
    id: str
    email_address: str
    label: str


class WebhookEventData(TypedDict):
    inbox: WebhookEventInbox
    message: MessageDetail


class WebhookEventPayload(TypedDict):
    """An ``email.received`` or ``email.enriched`` event: a webhook's body, an event stream's item."""

    id: str
    type: EventType
    created_at: Timestamp
    data: WebhookEventData


class WebhookTestEventPayload(TypedDict):
    id: str
    #: ``webhook.test``
    type: str
    created_at: Timestamp
    data: dict


class _CreateWebhookRequest(TypedDict):
    label: str
    target_url: str


class CreateWebhookRequest(_CreateWebhookRequest, total=False):
    inbox_id: Optional[str]


class CreateWebhookResponse(SuccessEnvelope):
    webhook: Webhook
    #: Shown this once: keep it to verify deliveries (``verify_webhook``).
    signing_secret: str


class ListWebhooksResponse(SuccessEnvelope):
    webhooks: List[Webhook]


class WebhookResponse(SuccessEnvelope):
    webhook: Webhook


class ListWebhookDeliveriesResponse(SuccessEnvelope):
    deliveries: List[WebhookDelivery]


class SendTestEventResponse(SuccessEnvelope):
    event: WebhookTestEventPayload
    delivery: WebhookDelivery
