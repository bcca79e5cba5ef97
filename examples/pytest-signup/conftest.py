# The app under test on a free port for the session, and the inboxkit pytest plugin. When the
# `inboxkit` package is installed (pip), its plugin is registered already and the two lines that
# put clients/python/src on the path are not needed; here it runs from the repository as it is.
import os
import sys
from urllib.parse import urlencode
from urllib.request import urlopen

import pytest

try:
    import inboxkit  # noqa: F401  (installed)
except ImportError:
    sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "..", "clients", "python", "src"))
sys.path.insert(0, os.path.dirname(__file__))

pytest_plugins = ["inboxkit.pytest_plugin"]


class Browser:
    """Posts the app's forms, as a person at a browser would, and keeps the last page."""

    def __init__(self, base_url: str) -> None:
        self.base_url = base_url
        self.status = 0
        self.page = ""

    def post(self, path: str, **form: str) -> str:
        from urllib.error import HTTPError
        try:
            with urlopen(self.base_url + path, data=urlencode(form).encode(), timeout=30) as answer:
                self.status, self.page = answer.status, answer.read().decode()
        except HTTPError as answer:
            self.status, self.page = answer.code, answer.read().decode()
        return self.page


@pytest.fixture(scope="session")
def app_url():
    from app import serve
    server = serve(0)
    yield f"http://127.0.0.1:{server.server_address[1]}"
    server.shutdown()


@pytest.fixture
def browser(app_url):
    return Browser(app_url)
