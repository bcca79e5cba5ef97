"""The HTTP layer: one request of an endpoint as JSON (or bytes), with the typed errors and the
retries of retry.py. Standard library only (urllib.request).

Example::

    transport = Transport(TransportConfig(base_url="http://127.0.0.1:4780", api_key=key))
    body = transport.request("GET", "/v1/inboxes", query={"limit": 10})
"""
from __future__ import annotations

import json
import re
import socket
import time
import urllib.error
import urllib.parse
import urllib.request
from dataclasses import dataclass, field
from typing import Any, Callable, Dict, Mapping, Optional

from .errors import InboxkitApiError, InboxkitNetworkError, is_error_envelope
from .retry import parse_retry_after, retry_decision

Query = Mapping[str, Any]


@dataclass
class Download:
    """A downloaded body (raw message or attachment) and what the answer said of it."""

    bytes: bytes
    content_type: str
    filename: Optional[str]
    request_id: Optional[str]


@dataclass
class RetryInfo:
    """What ``on_retry`` is told before each retry."""

    method: str
    url: str
    status: int
    attempt: int
    delay: float
    error: InboxkitApiError


@dataclass
class TransportConfig:
    """What the transport needs; ``Client`` fills it from its keyword arguments."""

    base_url: str
    api_key: Optional[str] = None
    user_agent: str = "inboxkit-python"
    max_retries: int = 3
    max_retry_delay: float = 60.0
    #: Seconds a socket may wait for the service per attempt; 0 or None: no limit.
    timeout: Optional[float] = 30.0
    clock: Callable[[], float] = time.time
    sleep: Callable[[float], None] = time.sleep
    on_retry: Callable[[RetryInfo], None] = field(default=lambda info: None)
    opener: Optional[urllib.request.OpenerDirector] = None


def _query_value(value: Any) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, (list, tuple)):
        return ",".join(str(v) for v in value)
    return str(value)


def disposition_filename(header: Optional[str]) -> Optional[str]:
    """The file name of a Content-Disposition: the UTF-8 ``filename*`` when given, else ``filename``."""
    if not header:
        return None
    extended = re.search(r"(?:^|;)\s*filename\*\s*=\s*UTF-8'[^']*'([^;\s]+)", header, re.IGNORECASE)
    if extended:
        return urllib.parse.unquote(extended.group(1), errors="strict") if "%" in extended.group(1) else extended.group(1)
    quoted = re.search(r'(?:^|;)\s*filename\s*=\s*"((?:[^"\\]|\\.)*)"', header, re.IGNORECASE)
    if quoted:
        return re.sub(r"\\(.)", r"\1", quoted.group(1))
    bare = re.search(r"(?:^|;)\s*filename\s*=\s*([^;\s]+)", header, re.IGNORECASE)
    return bare.group(1) if bare else None


def _is_timeout(error: BaseException) -> bool:
    reason = getattr(error, "reason", error)
    return isinstance(reason, (socket.timeout, TimeoutError))


class Transport:
    """Sends requests; returns the success envelope (a dict) or a Download; raises the typed errors."""

    def __init__(self, config: TransportConfig) -> None:
        self.config = config
        self.base_url = config.base_url.rstrip("/")
        self._opener = config.opener or urllib.request.build_opener()

    def build_url(self, path: str, query: Optional[Query] = None) -> str:
        """The URL of a path and its query (None values left out)."""
        url = self.base_url + path
        if query:
            pairs = [(k, _query_value(v)) for k, v in query.items() if v is not None]
            if pairs:
                url += "?" + urllib.parse.urlencode(pairs)
        return url

    def open(self, method: str, url: str, headers: Dict[str, str], body: Optional[bytes], timeout: Optional[float]) -> Any:
        """One HTTP exchange: the response (2xx) or the HTTPError (which reads like one)."""
        request = urllib.request.Request(url, data=body, method=method, headers=headers)
        try:
            if timeout:
                return self._opener.open(request, timeout=timeout)
            return self._opener.open(request)
        except urllib.error.HTTPError as answer:
            return answer
        except (urllib.error.URLError, OSError) as error:
            if _is_timeout(error):
                raise InboxkitNetworkError("request_timeout", f"{method} {url} got no answer within {timeout} s", method, url) from error
            reason = getattr(error, "reason", error)
            raise InboxkitNetworkError("network_error", f"cannot reach {self.base_url}: {reason}", method, url) from error

    def headers(self, auth: bool, extra: Optional[Mapping[str, str]] = None, accept: str = "application/json") -> Dict[str, str]:
        headers = {"Accept": accept, "User-Agent": self.config.user_agent}
        if auth and self.config.api_key:
            headers["Authorization"] = f"Bearer {self.config.api_key}"
        if extra:
            headers.update(extra)
        return headers

    def _attempt(self, method: str, url: str, headers: Dict[str, str], body: Optional[bytes],
                 timeout: Optional[float], download: bool) -> Any:
        response = self.open(method, url, headers, body, timeout)
        try:
            status = response.status if hasattr(response, "status") else response.code
            try:
                data = response.read()
            except (OSError, socket.timeout) as error:
                code = "request_timeout" if _is_timeout(error) else "network_error"
                raise InboxkitNetworkError(code, f"{method} {url}: the answer broke off: {error}", method, url) from error
            request_id = response.headers.get("x-request-id")
            if download and 200 <= status < 300:
                return Download(
                    bytes=data,
                    content_type=response.headers.get("content-type") or "application/octet-stream",
                    filename=disposition_filename(response.headers.get("content-disposition")),
                    request_id=request_id,
                )
            try:
                parsed = json.loads(data.decode("utf-8")) if data else None
            except (ValueError, UnicodeDecodeError):
                parsed = None
            if 200 <= status < 300 and isinstance(parsed, dict) and parsed.get("success") is True:
                return parsed
            retry_after = response.headers.get("retry-after")
            seconds = parse_retry_after(retry_after, self.config.clock())
            if is_error_envelope(parsed):
                error = InboxkitApiError.from_envelope(status, parsed, request_id=request_id, retry_after_seconds=seconds,
                                                       method=method, url=url)
            else:
                error = InboxkitApiError(status, "invalid_response",
                                         f"unexpected answer to {method} {url}: HTTP {status}, not an Inboxkit JSON envelope",
                                         request_id=request_id, retry_after_seconds=seconds, method=method, url=url)
            error.retry_after_header = retry_after  # type: ignore[attr-defined]
            return error
        finally:
            response.close()

    def request(self, method: str, path: str, *, query: Optional[Query] = None, body: Any = None,
                headers: Optional[Mapping[str, str]] = None, auth: bool = True, timeout: Optional[float] = None,
                download: bool = False) -> Any:
        """The success envelope (or Download) of a request, after the retries retry.py allows."""
        url = self.build_url(path, query)
        all_headers = self.headers(auth, headers)
        data = None
        if body is not None:
            data = json.dumps(body).encode("utf-8")
            all_headers["Content-Type"] = "application/json"
        limit = self.config.timeout if timeout is None else timeout
        attempt = 0
        while True:
            result = self._attempt(method, url, all_headers, data, limit, download)
            if not isinstance(result, InboxkitApiError):
                return result
            delay = retry_decision(method, result.status, attempt, self.config.max_retries, self.config.max_retry_delay,
                                   getattr(result, "retry_after_header", None), result.retry_after_seconds, self.config.clock())
            if delay is None:
                raise result
            attempt += 1
            self.config.on_retry(RetryInfo(method=method, url=url, status=result.status, attempt=attempt, delay=delay, error=result))
            self.config.sleep(delay)
