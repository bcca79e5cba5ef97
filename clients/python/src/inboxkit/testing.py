"""A test's inbox: a temporary inbox of its own, waits that default to the test's timeout, and
the list of what arrived (for a failure report). What the pytest plugin's ``inbox`` fixture gives.

Example::

    inbox = TestInbox.create(Client(), label="signs up")
    code = inbox.wait_for_otp()
    print(inbox.describe_arrived())
"""
from __future__ import annotations

import json
from typing import Any, Callable, List, Optional, Sequence, Set, Union

from .client import Client
from .types import Inbox, MessageDetail
from .waits import LinkMatch, OtpMatch

#: At most this many messages are read for a report.
ARRIVED_LIMIT = 50
DEFAULT_WAIT_TIMEOUT = 10.0


class TestInbox:
    """An inbox for one test: ``id``, ``address``, ``inbox`` (the API's Inbox), ``client``."""

    __test__ = False  # not a test class, whatever pytest's naming rules say

    def __init__(self, client: Client, inbox: Inbox, timeout: float = DEFAULT_WAIT_TIMEOUT) -> None:
        self.client = client
        self.inbox = inbox
        self.id: str = inbox["id"]
        self.address: str = inbox["email_address"]
        self.timeout = timeout
        #: Ids of the messages the waits returned.
        self.returned: Set[str] = set()

    @classmethod
    def create(cls, client: Client, label: str, ttl_minutes: int = 60, timeout: float = DEFAULT_WAIT_TIMEOUT) -> "TestInbox":
        """A new temporary inbox (``label`` cut to the API's 100 characters)."""
        body = {"label": (label or "test")[:100], "lifecycle_mode": "temporary", "ttl_minutes": ttl_minutes}
        return cls(client, client.inboxes.create(body)["inbox"], timeout)

    def _timeout(self, timeout: Optional[float]) -> float:
        return self.timeout if timeout is None else timeout

    def wait_for_otp_message(self, timeout: Optional[float] = None, match: Optional[Callable[[Any], bool]] = None) -> OtpMatch:
        found = self.client.wait_for_otp_message(self.id, timeout=self._timeout(timeout), match=match)
        self.returned.add(found.message["id"])
        return found

    def wait_for_otp(self, timeout: Optional[float] = None, match: Optional[Callable[[Any], bool]] = None) -> str:
        """The code of the next message with one (each wait returns a message no earlier one did)."""
        return self.wait_for_otp_message(timeout, match).otp

    def wait_for_link_message(self, type: Union[str, Sequence[str]], timeout: Optional[float] = None,
                              match: Optional[Callable[[Any], bool]] = None) -> LinkMatch:
        found = self.client.wait_for_link_message(type, self.id, timeout=self._timeout(timeout), match=match)
        self.returned.add(found.message["id"])
        return found

    def wait_for_link(self, type: Union[str, Sequence[str]], timeout: Optional[float] = None,
                      match: Optional[Callable[[Any], bool]] = None) -> str:
        """The URL of the next link of the type (``verification``, ``magic_link``, ``password_reset``, …)."""
        return self.wait_for_link_message(type, timeout, match).url

    def wait_for_message(self, subject: Optional[str] = None, from_: Optional[str] = None, intent: Optional[str] = None,
                         otp: bool = False, link: Optional[str] = None, match: Optional[Callable[[Any], bool]] = None,
                         timeout: Optional[float] = None) -> MessageDetail:
        """The next message that fits: ``subject`` and ``from_`` (substrings, any case), ``intent``,
        ``otp=True``, ``link`` (a link type), ``match`` (a function of the message); all must hold."""
        require: List[str] = []
        if otp:
            require.append("otp")
        if link:
            require.append(f"link:{link}")
        if intent:
            require.append(f"intent:{intent}")
        message = self.client.wait_for_message(self.id, timeout=self._timeout(timeout), require=require or None,
                                               from_=from_, subject=subject, match=match)
        self.returned.add(message["id"])
        return message

    def fail_next(self, **rule: Any) -> Any:
        """Makes the SMTP listener fail the next message on purpose: ``fail_next(stage="rcpt", code=451)``
        (``stage`` ``rcpt`` and ``times`` 1 unless given; docs/smtp.md, "Fault rules")."""
        return self.client.inboxes.smtp_faults.add(self.id, {"stage": "rcpt", "times": 1, **rule})["rule"]

    def messages(self) -> List[MessageDetail]:
        """The inbox's messages (the newest ARRIVED_LIMIT), oldest first, in full."""
        page = self.client.inboxes.messages(self.id, limit=ARRIVED_LIMIT)
        summaries = sorted(page["messages"], key=lambda m: (m["received_at"], m["id"]))
        return [self.client.messages.get(s["id"])["message"] for s in summaries]

    def describe_arrived(self) -> str:
        """One line per message: time, sender, subject, code, intent, link types."""
        messages = self.messages()
        if not messages:
            return f"Nothing arrived at {self.address}."
        lines = [f"What arrived at {self.address} ({len(messages)} message{'' if len(messages) == 1 else 's'}, oldest first):"]
        for n, m in enumerate(messages, 1):
            links = ",".join(dict.fromkeys(link["type"] for link in m["links"])) or "-"
            subject = json.dumps(m["subject"], ensure_ascii=False) if m.get("subject") is not None else "(no subject)"
            lines.append(f"  {n}. {m['received_at']}  from {m['from_email']}  {subject}  code {m['otp'] or '-'}  "
                         f"intent {m['intent'] or '-'}  links {links}  id {m['id']}"
                         + ("  (already returned by an earlier wait)" if m["id"] in self.returned else ""))
        return "\n".join(lines)
