"""Webhook signatures: check that a delivery came from Inboxkit (docs/webhooks.md, "Signature").

``X-Service-Signature = "v1=" + base64url(HMAC-SHA256(key=secret, msg=timestamp + "." + raw_body))``,
the key being the UTF-8 bytes of the whole secret (``whsec_`` included), base64url unpadded.

Example::

    if not verify_webhook(raw_body, request.headers, os.environ["WEBHOOK_SECRET"]):
        return 400
"""
from __future__ import annotations

import base64
import hashlib
import hmac
import re
import time
from typing import Any, Mapping, Optional, Union

HEADER_EVENT_ID = "X-Service-Event-Id"
HEADER_DELIVERY_ID = "X-Service-Delivery-Id"
HEADER_TIMESTAMP = "X-Service-Timestamp"
HEADER_SIGNATURE = "X-Service-Signature"
HEADER_SIGNATURE_COMPAT = "Service-Signature"
DEFAULT_TOLERANCE_SECONDS = 300

Body = Union[bytes, bytearray, str]


def _bytes(body: Body) -> bytes:
    return body.encode("utf-8") if isinstance(body, str) else bytes(body)


def sign_webhook(secret: str, timestamp: Union[int, str], raw_body: Body) -> str:
    """The ``X-Service-Signature`` value of a body sent at ``timestamp`` (unix seconds)."""
    mac = hmac.new(secret.encode("utf-8"), f"{timestamp}.".encode("utf-8") + _bytes(raw_body), hashlib.sha256)
    return "v1=" + base64.urlsafe_b64encode(mac.digest()).decode("ascii").rstrip("=")


def _header(headers: Any, name: str) -> Optional[str]:
    """A header of a mapping in any case (dict, http.client.HTTPMessage, a framework's headers)."""
    getter = getattr(headers, "get", None)
    if getter is None:
        return None
    value = getter(name)
    if value is None:
        value = getter(name.lower())
    if value is None and isinstance(headers, Mapping):
        lower = name.lower()
        for key in headers:
            if isinstance(key, str) and key.lower() == lower:
                value = headers[key]
                break
    if isinstance(value, (list, tuple)):
        value = " ".join(str(v) for v in value)
    return value if isinstance(value, str) else None


def verify_webhook(raw_body: Body, headers: Any, secret: str, tolerance_seconds: float = DEFAULT_TOLERANCE_SECONDS,
                   now: Optional[float] = None) -> bool:
    """Whether a delivery is signed with ``secret`` and its timestamp is within ``tolerance_seconds``
    of ``now`` (epoch seconds, default the clock). Checks the raw body exactly as received;
    reads ``X-Service-Signature`` (else ``Service-Signature``); any one of several
    space-separated ``v1=`` values may match; compares in constant time. Returns a plain bool."""
    if not isinstance(secret, str) or secret == "" or not isinstance(raw_body, (bytes, bytearray, str)):
        return False
    timestamp = (_header(headers, HEADER_TIMESTAMP) or "").strip()
    signatures = _header(headers, HEADER_SIGNATURE) or _header(headers, HEADER_SIGNATURE_COMPAT)
    if not re.fullmatch(r"\d{1,12}", timestamp) or not signatures:
        return False
    current = time.time() if now is None else now
    if abs(int(current) - int(timestamp)) > tolerance_seconds:
        return False
    expected = sign_webhook(secret, timestamp, raw_body).encode("utf-8")
    ok = False
    for candidate in re.split(r"[\s,]+", signatures):
        if candidate and hmac.compare_digest(candidate.encode("utf-8"), expected):
            ok = True
    return ok
