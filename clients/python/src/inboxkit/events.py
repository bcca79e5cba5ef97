"""GET /v1/events read as an iterator of event payloads (Server-Sent Events).

When the connection drops or the server ends the stream (a restart, a reader that fell
behind), the stream reconnects after the server's ``retry:`` (2 s; doubling up to 30 s while it
fails) with the last event id it saw, and the server replays what happened in between. Only
``email.received`` and ``email.enriched`` are yielded. A 4xx other than 408/429 ends the
iteration with the ``InboxkitApiError``.

Example::

    with client.events.stream(inbox_id=inbox["id"]) as events:
        for event in events:
            if event["type"] == "email.received":
                print(event["data"]["message"]["subject"])
                break
"""
from __future__ import annotations

import json
import socket
import threading
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Callable, Dict, Iterator, List, Optional

from .errors import InboxkitApiError, InboxkitNetworkError, is_error_envelope
from .types import WebhookEventPayload

if TYPE_CHECKING:  # pragma: no cover
    from .transport import Transport

MAX_RECONNECT_DELAY = 30.0
EMAIL_EVENTS = ("email.received", "email.enriched")


@dataclass
class Frame:
    id: Optional[str] = None
    event: Optional[str] = None
    data: Optional[str] = None
    retry: Optional[int] = None


class SseParser:
    """Splits SSE text into frames; keeps what is incomplete for the next chunk."""

    def __init__(self) -> None:
        self._lines: List[str] = []

    def push_line(self, line: str) -> Optional[Frame]:
        """One line without its ending; a frame when the line is the blank one that ends it."""
        if line.startswith(":"):
            return None  # a comment (the server's keep-alive ping)
        if line != "":
            self._lines.append(line)
            return None
        lines, self._lines = self._lines, []
        if not lines:
            return None
        frame = Frame()
        for text in lines:
            field, _, value = text.partition(":")
            value = value[1:] if value.startswith(" ") else value
            if field == "id":
                frame.id = value
            elif field == "event":
                frame.event = value
            elif field == "data":
                frame.data = value if frame.data is None else f"{frame.data}\n{value}"
            elif field == "retry" and value.isdigit():
                frame.retry = int(value)
        return frame


def _is_final(error: BaseException) -> bool:
    return isinstance(error, InboxkitApiError) and 400 <= error.status < 500 and error.status not in (408, 429)


class EventStream:
    """An iterator of ``WebhookEventPayload``; ``close()`` (from any thread) ends it."""

    def __init__(self, transport: "Transport", inbox_id: Optional[str] = None, last_event_id: Optional[str] = None,
                 reconnect_delay: Optional[float] = None, read_timeout: float = 90.0,
                 on_connect: Optional[Callable[[Dict[str, Any]], None]] = None,
                 on_reconnect: Optional[Callable[[Dict[str, Any]], None]] = None) -> None:
        self._transport = transport
        self.inbox_id = inbox_id
        #: The id of the last event yielded: pass it as ``last_event_id`` to resume elsewhere.
        self.last_event_id = last_event_id
        self._fixed_delay = reconnect_delay
        self._read_timeout = read_timeout
        self._on_connect = on_connect
        self._on_reconnect = on_reconnect
        self._closed = threading.Event()
        self._response: Any = None
        self._iterator = self._run()

    def __iter__(self) -> Iterator[WebhookEventPayload]:
        return self

    def __next__(self) -> WebhookEventPayload:
        return next(self._iterator)

    def __enter__(self) -> "EventStream":
        return self

    def __exit__(self, *exc: Any) -> None:
        self.close()

    def close(self) -> None:
        """Ends the iteration (a blocked read returns); safe to call from another thread."""
        self._closed.set()
        response = self._response
        if response is not None:
            try:
                fp = getattr(response, "fp", None)
                raw = getattr(getattr(fp, "raw", None), "_sock", None)
                if raw is not None:
                    raw.shutdown(socket.SHUT_RDWR)
            except OSError:
                pass

    def _connect(self) -> Any:
        transport = self._transport
        query = {"inbox_id": self.inbox_id} if self.inbox_id else None
        url = transport.build_url("/v1/events", query)
        headers = transport.headers(True, accept="text/event-stream")
        if self.last_event_id:
            headers["Last-Event-ID"] = self.last_event_id
        response = transport.open("GET", url, headers, None, self._read_timeout)
        status = getattr(response, "status", None) or response.code
        if status != 200:
            try:
                text = response.read().decode("utf-8", "replace")
            finally:
                response.close()
            try:
                parsed = json.loads(text)
            except ValueError:
                parsed = None
            if is_error_envelope(parsed):
                raise InboxkitApiError.from_envelope(status, parsed, request_id=response.headers.get("x-request-id"),
                                                     method="GET", url=url)
            raise InboxkitApiError(status, "invalid_response", f"GET {url}: HTTP {status}", method="GET", url=url)
        return response

    def _run(self) -> Iterator[WebhookEventPayload]:
        retry = self._fixed_delay if self._fixed_delay is not None else 2.0
        failures = 0
        while not self._closed.is_set():
            error: Optional[BaseException] = None
            try:
                response = self._connect()
                self._response = response
                failures = 0
                if self._on_connect is not None:
                    self._on_connect({"last_event_id": self.last_event_id})
                parser = SseParser()
                with response:
                    while not self._closed.is_set():
                        raw = response.readline()
                        if not raw:
                            break
                        frame = parser.push_line(raw.decode("utf-8", "replace").rstrip("\r\n"))
                        if frame is None:
                            continue
                        if frame.retry is not None and self._fixed_delay is None:
                            retry = frame.retry / 1000
                        if frame.event == "stream.ended" and self.last_event_id is None and frame.data:
                            try:
                                self.last_event_id = json.loads(frame.data).get("last_event_id") or None
                            except ValueError:
                                pass
                        if frame.event not in EMAIL_EVENTS or frame.data is None:
                            continue
                        if frame.id:
                            self.last_event_id = frame.id
                        yield json.loads(frame.data)
            except (InboxkitApiError, InboxkitNetworkError, OSError, ValueError) as caught:
                if self._closed.is_set():
                    return
                if _is_final(caught):
                    raise
                error = caught
            finally:
                self._response = None
            if self._closed.is_set():
                return
            failures += 1
            delay = retry if error is None else min(MAX_RECONNECT_DELAY, retry * 2 ** (failures - 1))
            if self._on_reconnect is not None:
                self._on_reconnect({"attempt": failures, "delay": delay, "error": error})
            if self._closed.wait(delay):
                return
