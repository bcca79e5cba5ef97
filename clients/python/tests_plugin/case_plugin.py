# Cases for the pytest plugin, run by clients/python/test/pytest-plugin.test.ts under
# `inboxkit run -- python3 -m pytest -p inboxkit.pytest_plugin -o python_files=case_*.py`.
# In order: a passing test's inbox is deleted, a failing one's is kept and its report lists
# what arrived. Two tests fail on purpose (named `test_fails_…`).
import os
import smtplib
from email.message import EmailMessage

import pytest

from inboxkit import InboxkitApiError

seen = {}


def send(to, subject, text):
    mail = EmailMessage()
    mail["From"], mail["To"], mail["Subject"] = "app@example.com", to, subject
    mail.set_content(text)
    with smtplib.SMTP(os.environ["INBOXKIT_SMTP_HOST"], int(os.environ["INBOXKIT_SMTP_PORT"]), timeout=30) as smtp:
        smtp.send_message(mail)


def test_passes_with_its_own_inbox(inbox):
    seen["passed"] = inbox.id
    send(inbox.address, "Your code", "Your code is 135790")
    assert inbox.wait_for_otp() == "135790"
    assert inbox.inbox["label"].endswith("test_passes_with_its_own_inbox")


def test_the_passed_tests_inbox_was_deleted(inbox, inboxkit_client):
    assert inbox.id != seen["passed"]
    with pytest.raises(InboxkitApiError) as caught:
        inboxkit_client.inboxes.get(seen["passed"])
    assert caught.value.code == "not_found"


def test_fails_listing_what_arrived(inbox):
    seen["failed"] = inbox.id
    send(inbox.address, "Our spring newsletter", "Nothing to type here.")
    send(inbox.address, "Reset your password", "Reset it here: https://app.example.com/reset?token=abc123")
    inbox.wait_for_link("password_reset")
    inbox.wait_for_otp(timeout=1)


def test_the_failed_tests_inbox_was_kept(inboxkit_client):
    assert inboxkit_client.inboxes.get(seen["failed"])["inbox"]["id"] == seen["failed"]


def test_fails_with_nothing_arrived(inbox):
    assert inbox.address == "someone else"
