"""The client of the Inboxkit HTTP API v1: one method per endpoint, grouped by resource as in
``@inboxkit/client``, and the waits. Answers are the endpoint's JSON (envelope included) as
TypedDicts of ``inboxkit.types``.

Example::

    from inboxkit import Client
    client = Client()                      # INBOXKIT_BASE_URL, INBOXKIT_API_KEY
    inbox = client.inboxes.create({"label": "signup", "lifecycle_mode": "temporary"})["inbox"]
    code = client.wait_for_otp(inbox["id"], timeout=30)
"""
from __future__ import annotations

import os
import platform
import urllib.parse
from typing import Any, Callable, Mapping, Optional, Sequence, Union

from . import waits
from .events import EventStream
from .resources import Account, ApiKeys, Inboxes, Messages, Tags, Webhooks
from .transport import RetryInfo, Transport, TransportConfig
from .types import HealthResponse, MessageDetail
from .version import VERSION

DEFAULT_BASE_URL = "http://127.0.0.1:4780"


class Events:
    """GET /v1/events."""

    def __init__(self, transport: Transport) -> None:
        self._transport = transport

    def stream(self, inbox_id: Optional[str] = None, last_event_id: Optional[str] = None,
               on_connect: Optional[Callable[[Any], None]] = None, on_reconnect: Optional[Callable[[Any], None]] = None,
               reconnect_delay: Optional[float] = None, read_timeout: float = 90.0) -> EventStream:
        """The account's (or one inbox's) email events as they happen; see ``inboxkit.events``.
        ``on_connect`` is called each time the stream is connected (the server is subscribed then)."""
        return EventStream(self._transport, inbox_id=inbox_id, last_event_id=last_event_id, on_connect=on_connect,
                           on_reconnect=on_reconnect, reconnect_delay=reconnect_delay, read_timeout=read_timeout)


class Client:
    """A client of one Inboxkit server.

    ``base_url`` defaults to ``INBOXKIT_BASE_URL`` (else http://127.0.0.1:4780) and ``api_key`` to
    ``INBOXKIT_API_KEY``, as ``inboxkit run`` sets them. ``timeout`` is per attempt in seconds
    (0: none); 429 (any method) and 503 (GET, PUT) are retried ``max_retries`` times, waiting what
    ``Retry-After`` says unless that is longer than ``max_retry_delay``.
    """

    def __init__(self, base_url: Optional[str] = None, api_key: Optional[str] = None, *, timeout: float = 30.0,
                 max_retries: int = 3, max_retry_delay: float = 60.0, user_agent: Optional[str] = None,
                 on_retry: Optional[Callable[[RetryInfo], None]] = None, **transport_options: Any) -> None:
        url = (base_url or os.environ.get("INBOXKIT_BASE_URL") or DEFAULT_BASE_URL).rstrip("/")
        parts = urllib.parse.urlsplit(url)
        if parts.scheme not in ("http", "https") or not parts.netloc:
            raise ValueError(f"Client: base_url must be an http(s) URL such as {DEFAULT_BASE_URL}, not {url!r}")
        self.base_url = url
        config = TransportConfig(
            base_url=url,
            api_key=api_key if api_key is not None else os.environ.get("INBOXKIT_API_KEY") or None,
            user_agent=user_agent or f"inboxkit-python/{VERSION} python/{platform.python_version()}",
            max_retries=max(0, max_retries),
            max_retry_delay=max_retry_delay,
            timeout=timeout or None,
            on_retry=on_retry or (lambda info: None),
            **transport_options,
        )
        self.transport = Transport(config)
        self.inboxes = Inboxes(self.transport)
        self.messages = Messages(self.transport)
        self.tags = Tags(self.transport)
        self.webhooks = Webhooks(self.transport)
        self.api_keys = ApiKeys(self.transport)
        self.account = Account(self.transport)
        self.events = Events(self.transport)

    def health(self) -> HealthResponse:
        """GET /health (no key)."""
        return self.transport.request("GET", "/health", auth=False)

    def wait_for_message(self, target: waits.WaitTarget, **options: Any) -> MessageDetail:
        """The next message: ``timeout`` (s, default 60), ``since``, ``require``, ``from_``, ``subject``,
        ``match``, ``content_mode``. Raises ``WaitTimeoutError``."""
        return waits.wait_for_message(self, target, **options)

    def wait_for_otp_message(self, target: waits.WaitTarget, **options: Any) -> waits.OtpMatch:
        """The next message with a one-time code: ``OtpMatch(otp, message)``."""
        return waits.wait_for_otp_message(self, target, **options)

    def wait_for_otp(self, target: waits.WaitTarget, **options: Any) -> str:
        """The code of the next message with one (``timeout``, ``since``, ``match``)."""
        return waits.wait_for_otp(self, target, **options)

    def wait_for_link_message(self, type: Union[str, Sequence[str]], target: waits.WaitTarget, **options: Any) -> waits.LinkMatch:
        """The next message with a link of the type: ``LinkMatch(url, link, message)``."""
        return waits.wait_for_link_message(self, type, target, **options)

    def wait_for_link(self, type: Union[str, Sequence[str]], target: waits.WaitTarget, **options: Any) -> str:
        """The URL of the next link of the type (``verification``, ``magic_link``, ``password_reset``, …)."""
        return waits.wait_for_link(self, type, target, **options)
