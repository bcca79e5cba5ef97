"""Inboxkit for Python: a client of the HTTP API v1 (standard library only) and a pytest plugin
(``inboxkit.pytest_plugin``: an ``inbox`` fixture per test). Python 3.9+.

Example::

    from inboxkit import Client
    client = Client()                      # INBOXKIT_BASE_URL, INBOXKIT_API_KEY (as `inboxkit run` sets them)
    inbox = client.inboxes.create({"label": "signup", "lifecycle_mode": "temporary"})["inbox"]
    code = client.wait_for_otp(inbox["id"])
"""
from .client import Client, Events
from .errors import InboxkitApiError, InboxkitError, InboxkitNetworkError, WaitTimeoutError
from .events import EventStream
from .signature import sign_webhook, verify_webhook
from .transport import Download, RetryInfo
from .version import VERSION
from .waits import LinkMatch, OtpMatch

__version__ = VERSION
__all__ = [
    "Client", "Events", "EventStream", "Download", "RetryInfo", "InboxkitError", "InboxkitApiError",
    "InboxkitNetworkError", "WaitTimeoutError", "LinkMatch", "OtpMatch", "sign_webhook", "verify_webhook",
    "VERSION", "__version__",
]
