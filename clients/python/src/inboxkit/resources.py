"""The endpoints, one method each, grouped by resource (inboxes, messages, tags, webhooks, API
keys, account). Each returns the endpoint's 2xx JSON body, envelope included.

Example::

    client.messages.search(q='"reset your password"', from_="github.com", has_otp=True)
    client.messages.search(q="tag:signup -from:noreply@example.com is:unread")
"""
from __future__ import annotations

import urllib.parse
from typing import Any, Dict, List, Optional, Sequence, Union

from .transport import Download, Transport
from .types import (AccountResponse, AutoReleaseResponse, CreateApiKeyResponse, CreateInboxRequest, CreateInboxResponse,
                    CreateWebhookRequest, CreateWebhookResponse, DeleteInboxResponse, DeleteMessageResponse,
                    DeletedTagResponse, DeletedTagRuleResponse, EmptyInboxResponse, GetInboxResponse, GetMessageResponse, ListApiKeysResponse, ListInboxesResponse,
                    ListMessagesResponse, ListWebhookDeliveriesResponse, ListWebhooksResponse, MessageChecksResponse,
                    RelayResponse, RenameTagResponse, RevokeApiKeyResponse, SendTestEventResponse, SetReadResponse,
                    SetTagsResponse, SmtpFaultRuleInput, SmtpFaultRuleResponse, SmtpFaultsResponse, TagRuleResponse,
                    TagRulesResponse, TagsResponse, WaitMessageResponse, WebhookResponse)


def segment(value: str, name: str) -> str:
    """A path segment, percent-encoded; an empty one is a ValueError naming the argument."""
    if not isinstance(value, str) or value == "":
        raise ValueError(f"{name} must be a non-empty string")
    return urllib.parse.quote(value, safe="")


def tag_names(value: Sequence[str], name: str) -> List[str]:
    """A list of tag names to send; a lone string (which would be sent letter by letter) is a
    TypeError naming the argument. The server checks the names themselves (400 naming the field)."""
    if isinstance(value, (str, bytes)):
        raise TypeError(f"{name} must be a list of tag names, not a string: [{value!r}]")
    return list(value)


def filters(q: Optional[str] = None, from_: Optional[str] = None, subject: Optional[str] = None,
            received_after: Optional[str] = None, received_before: Optional[str] = None,
            has_otp: Optional[bool] = None, intent: Optional[str] = None) -> Dict[str, Any]:
    """The message filters as query parameters (docs/http-api.md, "Message filters"). ``q`` is a
    search in the daemon's search language: words, "quoted phrases", ``from:``, ``to:``, ``cc:``,
    ``subject:``, ``header:``, ``tag:``, ``is:read``/``unread``/``tagged``, ``has:otp``/``attachment``,
    ``intent:``, ``link:``, ``before:``, ``after:``, ``larger:``, ``smaller:``, ``-`` to negate; a bad
    term is a 400 ``invalid_request`` naming it."""
    return {"q": q, "from": from_, "subject": subject, "received_after": received_after,
            "received_before": received_before, "has_otp": has_otp, "intent": intent}


class _Resource:
    def __init__(self, transport: Transport) -> None:
        self._t = transport


class SmtpFaults(_Resource):
    """/v1/inboxes/{id}/smtp-faults: make the SMTP listener fail on purpose (docs/smtp.md)."""

    def _path(self, inbox_id: str) -> str:
        return f"/v1/inboxes/{segment(inbox_id, 'inbox_id')}/smtp-faults"

    def get(self, inbox_id: str) -> SmtpFaultsResponse:
        return self._t.request("GET", self._path(inbox_id))

    def put(self, inbox_id: str, rules: Sequence[SmtpFaultRuleInput]) -> SmtpFaultsResponse:
        return self._t.request("PUT", self._path(inbox_id), body={"rules": list(rules)})

    def add(self, inbox_id: str, rule: SmtpFaultRuleInput) -> SmtpFaultRuleResponse:
        return self._t.request("POST", self._path(inbox_id), body=rule)

    def remove(self, inbox_id: str, rule_id: str) -> SmtpFaultsResponse:
        return self._t.request("DELETE", f"{self._path(inbox_id)}/{segment(rule_id, 'rule_id')}")

    def delete(self, inbox_id: str) -> SmtpFaultsResponse:
        return self._t.request("DELETE", self._path(inbox_id))


class Inboxes(_Resource):
    """/v1/inboxes"""

    def __init__(self, transport: Transport) -> None:
        super().__init__(transport)
        self.smtp_faults = SmtpFaults(transport)

    def list(self, limit: Optional[int] = None, cursor: Optional[str] = None) -> ListInboxesResponse:
        """Active inboxes, newest first."""
        return self._t.request("GET", "/v1/inboxes", query={"limit": limit, "cursor": cursor})

    def create(self, body: CreateInboxRequest, idempotency_key: Optional[str] = None) -> CreateInboxResponse:
        headers = {"Idempotency-Key": idempotency_key} if idempotency_key is not None else None
        return self._t.request("POST", "/v1/inboxes", body=body, headers=headers)

    def get(self, inbox_id: str) -> GetInboxResponse:
        return self._t.request("GET", f"/v1/inboxes/{segment(inbox_id, 'inbox_id')}")

    def delete(self, inbox_id: str) -> DeleteInboxResponse:
        """The inbox and its messages; its address is refused from then on."""
        return self._t.request("DELETE", f"/v1/inboxes/{segment(inbox_id, 'inbox_id')}")

    def empty(self, inbox_id: str) -> EmptyInboxResponse:
        return self._t.request("DELETE", f"/v1/inboxes/{segment(inbox_id, 'inbox_id')}/messages")

    def messages(self, inbox_id: str, limit: Optional[int] = None, cursor: Optional[str] = None,
                 **filter_args: Any) -> ListMessagesResponse:
        """Summaries, newest first; filters: ``q``, ``from_``, ``subject``, ``received_after``,
        ``received_before``, ``has_otp``, ``intent``."""
        query = {**filters(**filter_args), "limit": limit, "cursor": cursor}
        return self._t.request("GET", f"/v1/inboxes/{segment(inbox_id, 'inbox_id')}/messages", query=query)

    def send(self, inbox_id: str, to: List[str], subject: str, text: Optional[str] = None, html: Optional[str] = None,
             in_reply_to: Optional[str] = None) -> RelayResponse:
        """A new message from the inbox's address through the daemon's relay (docs/smtp.md)."""
        body = {"to": to, "subject": subject, "text": text, "html": html, "in_reply_to": in_reply_to}
        return self._t.request("POST", f"/v1/inboxes/{segment(inbox_id, 'inbox_id')}/send",
                               body={k: v for k, v in body.items() if v is not None})

    def auto_release(self, inbox_id: str) -> AutoReleaseResponse:
        return self._t.request("GET", f"/v1/inboxes/{segment(inbox_id, 'inbox_id')}/auto-release")

    def set_auto_release(self, inbox_id: str, to: List[str]) -> AutoReleaseResponse:
        return self._t.request("PUT", f"/v1/inboxes/{segment(inbox_id, 'inbox_id')}/auto-release", body={"to": to})


class Messages(_Resource):
    """/v1/messages"""

    def _path(self, message_id: str, rest: str = "") -> str:
        return f"/v1/messages/{segment(message_id, 'message_id')}{rest}"

    def search(self, recipient_email: Optional[str] = None, limit: Optional[int] = None, cursor: Optional[str] = None,
               **filter_args: Any) -> ListMessagesResponse:
        """GET /v1/messages: by recipient, or across the account when a filter is given."""
        query = {"recipient_email": recipient_email, **filters(**filter_args), "limit": limit, "cursor": cursor}
        return self._t.request("GET", "/v1/messages", query=query)

    def get(self, message_id: str, content_mode: Optional[str] = None) -> GetMessageResponse:
        """``content_mode``: ``full`` (default), ``otp``, ``links``, ``text_only``."""
        return self._t.request("GET", self._path(message_id), query={"content_mode": content_mode})

    def set_read(self, message_id: str, read: bool) -> SetReadResponse:
        return self._t.request("PUT", self._path(message_id, "/read"), body={"read": read})

    def set_tags(self, message_id: str, tags: Sequence[str]) -> SetTagsResponse:
        """Replaces the message's tags (``[]``: none); answers them as stored (lower case, each once)."""
        return self._t.request("PUT", self._path(message_id, "/tags"), body={"tags": tag_names(tags, "tags")})

    def delete(self, message_id: str) -> DeleteMessageResponse:
        return self._t.request("DELETE", self._path(message_id))

    def raw(self, message_id: str) -> Download:
        """The source exactly as received."""
        return self._t.request("GET", self._path(message_id, "/raw"), download=True)

    def attachment(self, message_id: str, attachment_id: str) -> Download:
        return self._t.request("GET", self._path(message_id, f"/attachments/{segment(attachment_id, 'attachment_id')}"),
                               download=True)

    def checks(self, message_id: str) -> MessageChecksResponse:
        return self._t.request("GET", self._path(message_id, "/checks"))

    def check_links(self, message_id: str) -> MessageChecksResponse:
        timeout = self._t.config.timeout
        return self._t.request("POST", self._path(message_id, "/checks/links"), timeout=max(timeout, 120) if timeout else None)

    def release(self, message_id: str, to: List[str]) -> RelayResponse:
        return self._t.request("POST", self._path(message_id, "/release"), body={"to": to})

    def wait(self, inbox_id: Optional[str] = None, recipient_email: Optional[str] = None,
             timeout_seconds: Optional[int] = None, require: Union[str, Sequence[str], None] = None,
             after: Optional[str] = None, claim: Optional[bool] = None, content_mode: Optional[str] = None,
             from_: Optional[str] = None, subject: Optional[str] = None) -> WaitMessageResponse:
        """One server-side wait (held up to ``timeout_seconds``, default 30): ``message`` or None."""
        if (inbox_id is None) == (recipient_email is None):
            raise ValueError("messages.wait: give inbox_id or recipient_email")
        query = {"timeout_seconds": timeout_seconds, "require": require, "after": after, "claim": claim,
                 "content_mode": content_mode, "from": from_, "subject": subject}
        seconds = timeout_seconds if timeout_seconds is not None else 30
        limit = self._t.config.timeout
        held = max(limit, seconds + 10) if limit else None
        if inbox_id is not None:
            return self._t.request("GET", f"/v1/inboxes/{segment(inbox_id, 'inbox_id')}/messages/wait", query=query, timeout=held)
        return self._t.request("GET", "/v1/messages/wait", query={**query, "recipient_email": recipient_email}, timeout=held)


class Tags(_Resource):
    """/v1/tags and /v1/tag-rules: the account's tags, and the rules that tag new mail.

    Example::

        client.tags.add_rule('from:github.com subject:"pull request"', ["github"])
        client.tags.rename("github", "code/github")     # "/" is sent as %2F
    """

    def _path(self, tag: str) -> str:
        return f"/v1/tags/{segment(tag, 'tag')}"

    def list(self) -> TagsResponse:
        """Every tag in use, with its message count."""
        return self._t.request("GET", "/v1/tags")

    def rename(self, tag: str, name: str) -> RenameTagResponse:
        """Renames it on every message (merged where a message has both); 404 when none has it."""
        return self._t.request("PUT", self._path(tag), body={"name": name})

    def delete(self, tag: str) -> DeletedTagResponse:
        """Takes it off every message; ``message_count`` says how many had it. 404 when none did."""
        return self._t.request("DELETE", self._path(tag))

    def rules(self) -> TagRulesResponse:
        return self._t.request("GET", "/v1/tag-rules")

    def add_rule(self, query: str, tags: Sequence[str]) -> TagRuleResponse:
        """New mail ``query`` (the search language of ``q``) matches gets ``tags``; mail already
        stored is left as it is. A bad term is a 400 naming ``query``."""
        return self._t.request("POST", "/v1/tag-rules", body={"query": query, "tags": tag_names(tags, "tags")})

    def delete_rule(self, rule_id: str) -> DeletedTagRuleResponse:
        return self._t.request("DELETE", f"/v1/tag-rules/{segment(rule_id, 'rule_id')}")


class Webhooks(_Resource):
    """/v1/webhooks"""

    def _path(self, webhook_id: str, rest: str = "") -> str:
        return f"/v1/webhooks/{segment(webhook_id, 'webhook_id')}{rest}"

    def create(self, body: CreateWebhookRequest, idempotency_key: Optional[str] = None) -> CreateWebhookResponse:
        """The answer holds ``signing_secret``, this once: keep it for ``verify_webhook``."""
        headers = {"Idempotency-Key": idempotency_key} if idempotency_key is not None else None
        return self._t.request("POST", "/v1/webhooks", body=body, headers=headers)

    def list(self) -> ListWebhooksResponse:
        return self._t.request("GET", "/v1/webhooks")

    def get(self, webhook_id: str) -> WebhookResponse:
        return self._t.request("GET", self._path(webhook_id))

    def delete(self, webhook_id: str) -> WebhookResponse:
        return self._t.request("DELETE", self._path(webhook_id))

    def deliveries(self, webhook_id: str, limit: Optional[int] = None) -> ListWebhookDeliveriesResponse:
        return self._t.request("GET", self._path(webhook_id, "/deliveries"), query={"limit": limit})

    def send_test(self, webhook_id: str) -> SendTestEventResponse:
        return self._t.request("POST", self._path(webhook_id, "/test"))


class ApiKeys(_Resource):
    """/v1/api-keys"""

    def create(self, label: Optional[str] = None, scopes: Optional[List[str]] = None, expires_at: Optional[str] = None,
               inbox_ids: Optional[List[str]] = None) -> CreateApiKeyResponse:
        body = {"label": label, "scopes": scopes, "expires_at": expires_at, "inbox_ids": inbox_ids}
        return self._t.request("POST", "/v1/api-keys", body={k: v for k, v in body.items() if v is not None})

    def list(self) -> ListApiKeysResponse:
        return self._t.request("GET", "/v1/api-keys")

    def revoke(self, key_id: str) -> RevokeApiKeyResponse:
        return self._t.request("DELETE", f"/v1/api-keys/{segment(key_id, 'key_id')}")


class Account(_Resource):
    """/v1/account"""

    def get(self) -> AccountResponse:
        return self._t.request("GET", "/v1/account")
