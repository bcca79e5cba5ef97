"""Waiting for mail with the server's wait endpoints: no polling, nothing missed or repeated.

The server holds a wait until a matching message is committed (at most 60 s per request; the
client repeats it until its own timeout). By default a wait claims its message: the oldest
match no earlier wait returned, mail that arrived before the wait started included. ``since``
(a message id, or ``"now"``) reads only later messages and claims nothing; so does ``match``
(a condition only your code can check), reading forward from the oldest message.

Example::

    code = client.wait_for_otp(inbox["id"], timeout=30)
    url = client.wait_for_link("password_reset", {"recipient_email": "someone@inboxkit.test"})
"""
from __future__ import annotations

import math
import time
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Callable, Dict, Mapping, Optional, Sequence, Union

from .errors import InboxkitNetworkError, WaitTimeoutError
from .types import ExtractedLink, MessageDetail, MessageLinksDetail, MessageOtpDetail

if TYPE_CHECKING:  # pragma: no cover
    from .client import Client

#: An inbox id, ``{"inbox_id": ...}`` or ``{"recipient_email": ...}``.
WaitTarget = Union[str, Mapping[str, str]]
DEFAULT_TIMEOUT = 60.0
MAX_REQUEST_SECONDS = 60


@dataclass
class OtpMatch:
    otp: str
    message: MessageOtpDetail


@dataclass
class LinkMatch:
    url: str
    link: ExtractedLink
    message: MessageLinksDetail


def _target(target: WaitTarget) -> Dict[str, str]:
    if isinstance(target, str):
        if not target:
            raise ValueError("wait: the inbox id is empty")
        return {"inbox_id": target}
    if target.get("inbox_id"):
        return {"inbox_id": target["inbox_id"]}
    if target.get("recipient_email"):
        return {"recipient_email": target["recipient_email"]}
    raise ValueError("wait: give an inbox id, {'inbox_id': ...} or {'recipient_email': ...}")


def _describe(on: Mapping[str, str]) -> str:
    return f"inbox {on['inbox_id']}" if "inbox_id" in on else f"messages to {on['recipient_email']}"


def _seconds(value: float) -> str:
    return f"{value:g} s"


def server_wait(client: "Client", target: WaitTarget, accept: Callable[[Any], Any], what: str, *, timeout: Optional[float],
                since: Optional[str], claim: bool, content_mode: Optional[str] = None,
                require: Union[str, Sequence[str], None] = None, from_: Optional[str] = None,
                subject: Optional[str] = None, clock: Callable[[], float] = time.monotonic) -> Any:
    """Server waits until one returns a message ``accept`` turns into a result (not None), or the timeout."""
    limit = DEFAULT_TIMEOUT if timeout is None else float(timeout)
    if not math.isfinite(limit) or limit < 0:
        raise ValueError("wait: timeout must be a non-negative number of seconds")
    on = _target(target)
    deadline = clock() + limit
    required = None if require is None else require if isinstance(require, str) else ",".join(require)
    checked = 0
    last_request_id: Optional[str] = None

    def timed_out() -> WaitTimeoutError:
        note = f" ({checked} message{'' if checked == 1 else 's'} did not match)" if checked else ""
        return WaitTimeoutError(f"no {what} arrived for {_describe(on)} within {_seconds(limit)}{note}",
                                timeout=limit, checked=checked, request_id=last_request_id)

    after: Optional[str] = since
    if since == "now":
        page = (client.inboxes.messages(on["inbox_id"], limit=1) if "inbox_id" in on
                else client.messages.search(recipient_email=on["recipient_email"], limit=1))
        after = page["messages"][0]["id"] if page["messages"] else None
    claiming = False if since else claim
    while True:
        remaining = deadline - clock()
        seconds = min(MAX_REQUEST_SECONDS, max(1, math.ceil(remaining)))
        try:
            answer = client.messages.wait(**on, timeout_seconds=seconds, content_mode=content_mode, require=required,
                                          after=after, claim=None if claiming else False, from_=from_, subject=subject)
        except InboxkitNetworkError as error:
            # The request outlived the wait's own deadline: that is the timeout, not a network fault.
            if error.code == "request_timeout" and deadline - clock() <= 0:
                raise timed_out() from error
            raise
        last_request_id = answer.get("request_id")
        message = answer.get("message")
        if message is not None:
            checked += 1
            result = accept(message)
            if result is not None:
                return result
            if not claiming:
                after = message["id"]
        if deadline - clock() <= 0:
            raise timed_out()


def wait_for_message(client: "Client", target: WaitTarget, *, timeout: Optional[float] = None, since: Optional[str] = None,
                     content_mode: Optional[str] = None, require: Union[str, Sequence[str], None] = None,
                     from_: Optional[str] = None, subject: Optional[str] = None,
                     match: Optional[Callable[[Any], bool]] = None) -> MessageDetail:
    """The next message (claimed, unless ``since`` or ``match``): see the module's doc."""
    return server_wait(client, target, lambda m: m if match is None or match(m) else None,
                       "matching message" if match or require else "message", timeout=timeout, since=since,
                       claim=match is None, content_mode=content_mode, require=require, from_=from_, subject=subject)


def wait_for_otp_message(client: "Client", target: WaitTarget, *, timeout: Optional[float] = None, since: Optional[str] = None,
                         match: Optional[Callable[[MessageOtpDetail], bool]] = None) -> OtpMatch:
    """The next message with a one-time code, and the code (the top-level ``otp``)."""
    def accept(message: Any) -> Optional[OtpMatch]:
        if not message.get("otp") or (match is not None and not match(message)):
            return None
        return OtpMatch(otp=message["otp"], message=message)
    return server_wait(client, target, accept, "message with a one-time code", timeout=timeout, since=since,
                       claim=match is None, content_mode="otp", require="otp")


def wait_for_otp(client: "Client", target: WaitTarget, **options: Any) -> str:
    """The code of the next message with one."""
    return wait_for_otp_message(client, target, **options).otp


def wait_for_link_message(client: "Client", type: Union[str, Sequence[str]], target: WaitTarget, *,
                          timeout: Optional[float] = None, since: Optional[str] = None,
                          match: Optional[Callable[[MessageLinksDetail], bool]] = None) -> LinkMatch:
    """The next message with a link of the type (or one of the types), and that link."""
    types = [type] if isinstance(type, str) else list(type)
    if not types:
        raise ValueError("wait_for_link: give a link type")

    def accept(message: Any) -> Optional[LinkMatch]:
        link = next((l for l in message.get("links", []) if l["type"] in types), None)
        if link is None or (match is not None and not match(message)):
            return None
        return LinkMatch(url=link["url"], link=link, message=message)
    # One type is checked by the server; a choice of types needs any link, then a look here.
    require = f"link:{types[0]}" if len(types) == 1 else "links"
    return server_wait(client, target, accept, f"message with a {' or '.join(types)} link", timeout=timeout, since=since,
                       claim=match is None and len(types) == 1, content_mode="links", require=require)


def wait_for_link(client: "Client", type: Union[str, Sequence[str]], target: WaitTarget, **options: Any) -> str:
    """The URL of the first link of the type in the next message with one."""
    return wait_for_link_message(client, type, target, **options).url
