"""The HTTP layer against a loopback test double (http.server): retries of 429 and 503, what is
never retried, typed errors, network errors and timeouts, headers. No sleeping: the client's
``sleep`` is recorded instead."""
import json
import socket
import threading
import unittest
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

from inboxkit import Client, InboxkitApiError, InboxkitNetworkError


class Double:
    """Answers each request with the next scripted (status, headers, body); records the requests."""

    def __init__(self):
        self.script, self.seen = [], []
        double = self

        class Handler(BaseHTTPRequestHandler):
            def answer(self):
                length = int(self.headers.get("Content-Length") or 0)
                double.seen.append((self.command, self.path, dict(self.headers), self.rfile.read(length)))
                status, headers, body = double.script.pop(0)
                data = body if isinstance(body, bytes) else json.dumps(body).encode()
                self.send_response(status)
                for k, v in headers.items():
                    self.send_header(k, v)
                self.send_header("Content-Length", str(len(data)))
                self.end_headers()
                self.wfile.write(data)

            do_GET = do_POST = do_PUT = do_DELETE = answer

            def log_message(self, *args):
                pass

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        threading.Thread(target=self.server.serve_forever, daemon=True).start()
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}"

    def close(self):
        self.server.shutdown()
        self.server.server_close()


def ok(**fields):
    return (200, {"Content-Type": "application/json"}, {"success": True, "request_id": "req_ok", **fields})


def error(status, code, headers=None, **extra):
    return (status, {"Content-Type": "application/json", "X-Request-Id": "req_err", **(headers or {})},
            {"success": False, "request_id": "req_err", "error": {"code": code, "message": f"{code} happened", **extra}})


class Transport(unittest.TestCase):
    def setUp(self):
        self.double = Double()
        self.slept = []
        self.client = Client(self.double.url, "key_secret", sleep=self.slept.append)

    def tearDown(self):
        self.double.close()

    def test_a_429_is_retried_after_retry_after_even_for_a_post(self):
        self.double.script = [error(429, "rate_limited", {"Retry-After": "2"}), ok(inbox={"id": "inb_1"})]
        answer = self.client.inboxes.create({"label": "x", "lifecycle_mode": "temporary"}, idempotency_key="k1")
        self.assertEqual(answer["inbox"]["id"], "inb_1")
        self.assertEqual(self.slept, [2.0])
        method, path, headers, body = self.double.seen[-1]
        self.assertEqual((method, path, json.loads(body)), ("POST", "/v1/inboxes", {"label": "x", "lifecycle_mode": "temporary"}))
        self.assertEqual((headers["Authorization"], headers["Idempotency-Key"], headers["Content-Type"]),
                         ("Bearer key_secret", "k1", "application/json"))
        self.assertTrue(headers["User-Agent"].startswith("inboxkit-python/"))

    def test_a_503_is_retried_for_get_with_backoff_but_not_for_post(self):
        self.double.script = [error(503, "unavailable"), error(503, "unavailable"), ok(inboxes=[], wildcard_address=None, page_info={})]
        self.client.inboxes.list(limit=5)
        self.assertEqual(self.slept, [0.5, 1.0])
        self.assertEqual(self.double.seen[0][1], "/v1/inboxes?limit=5")
        self.double.script = [error(503, "unavailable")]
        with self.assertRaises(InboxkitApiError) as caught:
            self.client.webhooks.send_test("whk_1")
        self.assertEqual((caught.exception.status, caught.exception.code), (503, "unavailable"))
        self.assertEqual(len(self.double.seen), 4)

    def test_errors_carry_the_api_code_and_are_not_retried(self):
        self.double.script = [error(400, "invalid_request", retry_after_seconds=None)]
        with self.assertRaises(InboxkitApiError) as caught:
            self.client.messages.get("msg/1", content_mode="otp")
        e = caught.exception
        self.assertEqual((e.status, e.code, e.message, e.request_id, e.method), (400, "invalid_request", "invalid_request happened", "req_err", "GET"))
        self.assertEqual(self.double.seen[0][1], "/v1/messages/msg%2F1?content_mode=otp")
        self.assertEqual(self.slept, [])

    def test_retries_stop_at_max_retries_and_at_a_too_long_delay(self):
        self.double.script = [error(429, "rate_limited", {"Retry-After": "0"})] * 4
        with self.assertRaises(InboxkitApiError):
            self.client.health()
        self.assertEqual(len(self.double.seen), 4)
        self.double.script = [error(429, "rate_limited", {"Retry-After": "3600"})]
        with self.assertRaises(InboxkitApiError) as caught:
            self.client.health()
        self.assertEqual(caught.exception.retry_after_seconds, 3600)

    def test_an_answer_that_is_not_an_envelope_is_invalid_response(self):
        self.double.script = [(502, {"Content-Type": "text/html"}, b"<h1>Bad gateway</h1>")]
        with self.assertRaises(InboxkitApiError) as caught:
            self.client.health()
        self.assertEqual((caught.exception.status, caught.exception.code), (502, "invalid_response"))

    def test_a_download_is_bytes_with_its_type_and_name(self):
        self.double.script = [(200, {"Content-Type": "message/rfc822", "Content-Disposition": "attachment; filename*=UTF-8''m%C3%A9.eml",
                                     "X-Request-Id": "req_dl"}, b"Subject: hi\r\n\r\nbody")]
        download = self.client.messages.raw("msg_1")
        self.assertEqual((download.bytes, download.content_type, download.filename, download.request_id),
                         (b"Subject: hi\r\n\r\nbody", "message/rfc822", "mé.eml", "req_dl"))

    def test_search_sends_the_filters(self):
        self.double.script = [ok(messages=[], page_info={"has_more": False, "next_cursor": None})]
        self.client.messages.search(q='"reset your"', from_="github.com", has_otp=False, intent="password_reset")
        self.assertEqual(self.double.seen[0][1], "/v1/messages?q=%22reset+your%22&from=github.com&has_otp=false&intent=password_reset")

    def test_the_tag_calls_send_their_method_path_and_body_a_tag_with_a_slash_encoded(self):
        calls = [
            (lambda: self.client.messages.set_tags("msg_1", ("a", "b/c")), "PUT", "/v1/messages/msg_1/tags", {"tags": ["a", "b/c"]}),
            (lambda: self.client.tags.list(), "GET", "/v1/tags", None),
            (lambda: self.client.tags.rename("code/github", "gh"), "PUT", "/v1/tags/code%2Fgithub", {"name": "gh"}),
            (lambda: self.client.tags.delete("a b"), "DELETE", "/v1/tags/a%20b", None),
            (lambda: self.client.tags.rules(), "GET", "/v1/tag-rules", None),
            (lambda: self.client.tags.add_rule("from:x.example", ["x"]), "POST", "/v1/tag-rules", {"query": "from:x.example", "tags": ["x"]}),
            (lambda: self.client.tags.delete_rule("trl_1"), "DELETE", "/v1/tag-rules/trl_1", None),
        ]
        self.double.script = [ok()] * len(calls)
        for call, method, path, body in calls:
            with self.subTest(path=path):
                call()
                seen_method, seen_path, _, seen_body = self.double.seen[-1]
                self.assertEqual((seen_method, seen_path, json.loads(seen_body) if seen_body else None), (method, path, body))
        # A lone string would go out letter by letter; an empty tag is no path.
        with self.assertRaises(TypeError):
            self.client.messages.set_tags("msg_1", "signup")
        with self.assertRaises(ValueError):
            self.client.tags.delete("")
        self.assertEqual(len(self.double.seen), len(calls))


class Network(unittest.TestCase):
    def test_a_refused_connection_is_a_network_error(self):
        with socket.socket() as s:
            s.bind(("127.0.0.1", 0))
            port = s.getsockname()[1]
        with self.assertRaises(InboxkitNetworkError) as caught:
            Client(f"http://127.0.0.1:{port}", "k").health()
        self.assertEqual(caught.exception.code, "network_error")

    def test_no_answer_within_the_timeout_is_request_timeout(self):
        with socket.socket() as listener:
            listener.bind(("127.0.0.1", 0))
            listener.listen()
            with self.assertRaises(InboxkitNetworkError) as caught:
                Client(f"http://127.0.0.1:{listener.getsockname()[1]}", "k", timeout=0.2).health()
        self.assertEqual(caught.exception.code, "request_timeout")

    def test_a_bad_base_url_is_refused_at_once(self):
        with self.assertRaises(ValueError):
            Client("ftp://example.com")


if __name__ == "__main__":
    unittest.main()
