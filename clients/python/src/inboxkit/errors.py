"""The errors the client raises: each carries ``code``, the API's ``error.code`` or the client's own.

Example::

    try:
        client.messages.get("msg_missing")
    except InboxkitApiError as error:
        assert error.code == "not_found" and error.status == 404
"""
from __future__ import annotations

from typing import Any, Dict, Optional


class InboxkitError(Exception):
    """Base of every error raised on purpose. ``code`` is the API's ``error.code`` for errors the
    service answered with, or one of the client's own: ``network_error``, ``request_timeout``,
    ``invalid_response``, ``wait_timeout``."""

    def __init__(self, code: str, message: str) -> None:
        super().__init__(message)
        self.code = code
        self.message = message


class InboxkitApiError(InboxkitError):
    """The service answered with an error envelope (or with something that is not one: code
    ``invalid_response``). The fields mirror the envelope."""

    def __init__(
        self,
        status: int,
        code: str,
        message: str,
        request_id: Optional[str] = None,
        retry_after_seconds: Optional[float] = None,
        next_action: Optional[Dict[str, Any]] = None,
        method: Optional[str] = None,
        url: Optional[str] = None,
    ) -> None:
        super().__init__(code, message)
        self.status = status
        self.request_id = request_id
        self.retry_after_seconds = retry_after_seconds
        self.next_action = next_action
        self.method = method
        self.url = url

    def __str__(self) -> str:
        return f"{self.message} ({self.code}, HTTP {self.status}, {self.request_id or 'no request id'})"

    @classmethod
    def from_envelope(cls, status: int, envelope: Dict[str, Any], request_id: Optional[str] = None,
                      retry_after_seconds: Optional[float] = None, method: Optional[str] = None,
                      url: Optional[str] = None) -> "InboxkitApiError":
        """The error of a parsed error envelope (``{"success": false, "error": {...}}``)."""
        error = envelope["error"]
        return cls(
            status=status,
            code=error["code"],
            message=error["message"],
            request_id=envelope.get("request_id") or request_id,
            retry_after_seconds=error.get("retry_after_seconds", retry_after_seconds),
            next_action=envelope.get("next_action"),
            method=method,
            url=url,
        )


def is_error_envelope(value: Any) -> bool:
    """Whether a parsed body is an Inboxkit error envelope."""
    return (isinstance(value, dict) and value.get("success") is False and isinstance(value.get("error"), dict)
            and isinstance(value["error"].get("code"), str) and isinstance(value["error"].get("message"), str))


class InboxkitNetworkError(InboxkitError):
    """No HTTP answer: refused, reset, DNS (``network_error``), or the per-attempt timeout
    (``request_timeout``)."""

    def __init__(self, code: str, message: str, method: str, url: str) -> None:
        super().__init__(code, message)
        self.method = method
        self.url = url


class WaitTimeoutError(InboxkitError):
    """A wait reached its timeout. Shaped like an API error (``status`` 0, ``request_id`` of the
    last wait request) so callers can report both the same way."""

    def __init__(self, message: str, timeout: float, checked: int, request_id: Optional[str]) -> None:
        super().__init__("wait_timeout", message)
        self.status = 0
        self.timeout = timeout
        self.checked = checked
        self.request_id = request_id
        self.retry_after_seconds = None
        self.next_action = None
