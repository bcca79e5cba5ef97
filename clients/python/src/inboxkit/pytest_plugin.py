"""The pytest plugin: an ``inbox`` fixture (a temporary inbox per test) on the daemon that
``INBOXKIT_BASE_URL`` / ``INBOXKIT_API_KEY`` name, as ``inboxkit run -- python3 -m pytest`` sets
them; when a test fails, its inbox's messages are listed in the report and the inbox is kept.

Registered through the ``pytest11`` entry point when the package is installed; otherwise
``-p inboxkit.pytest_plugin`` or, in a conftest.py, ``pytest_plugins = ["inboxkit.pytest_plugin"]``.

Example::

    def test_signs_up(inbox):
        sign_up(inbox.address)
        assert len(inbox.wait_for_otp()) == 6
"""
from __future__ import annotations

import os
from typing import Any, Iterator, List

import pytest

from .client import Client
from .errors import InboxkitError
from .testing import DEFAULT_WAIT_TIMEOUT, TestInbox

_INBOXES = "_inboxkit_inboxes"


def pytest_addoption(parser: Any) -> None:
    parser.addini("inboxkit_timeout", f"seconds the inbox fixture's waits wait (default {DEFAULT_WAIT_TIMEOUT:g})",
                  default=str(DEFAULT_WAIT_TIMEOUT))
    parser.addini("inboxkit_keep_inboxes", "keep every test's inbox, passed or not (default false)", type="bool",
                  default=False)


@pytest.fixture(scope="session")
def inboxkit_client() -> Client:
    """The client of the daemon named by INBOXKIT_BASE_URL and INBOXKIT_API_KEY."""
    if not os.environ.get("INBOXKIT_BASE_URL") or not os.environ.get("INBOXKIT_API_KEY"):
        raise pytest.UsageError(
            "the inbox fixture needs a daemon: run the tests under `inboxkit run -- python3 -m pytest`, "
            "or set INBOXKIT_BASE_URL and INBOXKIT_API_KEY")
    return Client()


@pytest.fixture
def inbox(request: Any, inboxkit_client: Client) -> Iterator[TestInbox]:
    """A temporary inbox of this test's own, labelled with the test's id; deleted after a passed test,
    kept (until its 60-minute TTL) after a failed one, whose report lists what arrived."""
    timeout = float(request.config.getini("inboxkit_timeout"))
    test_inbox = TestInbox.create(inboxkit_client, label=request.node.nodeid[-100:], timeout=timeout)
    inboxes: List[TestInbox] = getattr(request.node, _INBOXES, [])
    inboxes.append(test_inbox)
    setattr(request.node, _INBOXES, inboxes)
    yield test_inbox
    failed = any(getattr(request.node, f"_inboxkit_failed_{when}", False) for when in ("setup", "call"))
    if not failed and not request.config.getini("inboxkit_keep_inboxes"):
        try:
            inboxkit_client.inboxes.delete(test_inbox.id)
        except InboxkitError:
            pass


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item: Any, call: Any) -> Iterator[None]:
    outcome = yield
    report = outcome.get_result()
    if report.when not in ("setup", "call") or not report.failed:
        return
    setattr(item, f"_inboxkit_failed_{report.when}", True)
    for test_inbox in getattr(item, _INBOXES, []):
        try:
            text = test_inbox.describe_arrived()
        except InboxkitError as error:
            text = f"Could not read what arrived at {test_inbox.address}: {error}"
        report.sections.append((f"inboxkit: {test_inbox.address} (inbox {test_inbox.id}, kept)", text))
