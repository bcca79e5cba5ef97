"""Retry policy, pure so it is tested without a network (the same rules as ``@inboxkit/client``).

- 429 is retried for every method: the service refused before doing anything.
- 503 is retried for GET and PUT only (a PUT sets a whole state; a POST or DELETE may have run).
- Nothing else is retried, network errors neither.

Example::

    retry_decision("GET", 429, attempt=0, max_retries=3, max_delay=60, retry_after_header="2")  # 2.0
"""
from __future__ import annotations

import re
from email.utils import parsedate_to_datetime
from typing import Optional

_SECONDS = re.compile(r"^\d+(\.\d+)?$")


def is_retryable_status(method: str, status: int) -> bool:
    if status == 429:
        return True
    return status == 503 and method in ("GET", "PUT")


def parse_retry_after(value: Optional[str], now: float) -> Optional[float]:
    """``Retry-After`` in seconds: a number of seconds, or an HTTP date measured against ``now``
    (epoch seconds). None when absent or unreadable."""
    if value is None:
        return None
    text = value.strip()
    if text == "":
        return None
    if _SECONDS.match(text):
        return float(text)
    if not re.search(r"[a-z]", text, re.IGNORECASE):
        return None
    try:
        date = parsedate_to_datetime(text)
    except (TypeError, ValueError, IndexError):
        return None
    if date is None:
        return None
    return max(0.0, date.timestamp() - now)


def retry_delay(attempt: int, retry_after_header: Optional[str], retry_after_seconds: Optional[float],
                now: float, base_delay: float = 0.5) -> float:
    """What the service asked for (header, then envelope), else 0.5 s doubling, at most 30 s."""
    from_header = parse_retry_after(retry_after_header, now)
    if from_header is not None:
        return from_header
    if isinstance(retry_after_seconds, (int, float)) and retry_after_seconds >= 0:
        return float(retry_after_seconds)
    return min(base_delay * 2 ** attempt, 30.0)


def retry_decision(method: str, status: int, attempt: int, max_retries: int, max_delay: float,
                   retry_after_header: Optional[str] = None, retry_after_seconds: Optional[float] = None,
                   now: float = 0.0) -> Optional[float]:
    """The delay in seconds before the next attempt, or None when the answer goes to the caller."""
    if not is_retryable_status(method, status) or attempt >= max_retries:
        return None
    delay = retry_delay(attempt, retry_after_header, retry_after_seconds, now)
    return None if delay > max_delay else delay
