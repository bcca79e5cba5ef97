"""The pure parts: retry policy, Retry-After, webhook signatures (against a value @inboxkit/core's
signWebhook computed), the SSE parser, Content-Disposition names, the version."""
import re
import unittest
from email.utils import formatdate
from pathlib import Path

from inboxkit import sign_webhook, verify_webhook
from inboxkit.events import SseParser
from inboxkit.retry import is_retryable_status, parse_retry_after, retry_decision, retry_delay
from inboxkit.transport import disposition_filename
from inboxkit.version import VERSION

SECRET = "whsec_test-secret"
BODY = '{"id":"evt_1","type":"email.received","note":"é"}'
# node -e 'import("@inboxkit/core").then(c => console.log(c.signWebhook(SECRET, 1775037600, BODY)))'
CORE_SIGNATURE = "v1=GDICBvWHhopRWsD8v6G7XxYrGn_ungKe8gDoX0065BA"
NOW = 1775037600


class Retry(unittest.TestCase):
    def test_which_statuses_are_retried(self):
        self.assertTrue(all(is_retryable_status(m, 429) for m in ("GET", "POST", "PUT", "DELETE")))
        self.assertEqual([m for m in ("GET", "POST", "PUT", "DELETE") if is_retryable_status(m, 503)], ["GET", "PUT"])
        self.assertFalse(any(is_retryable_status("GET", s) for s in (400, 401, 404, 500, 502)))

    def test_retry_after_seconds_and_dates(self):
        self.assertEqual(parse_retry_after("3", NOW), 3.0)
        self.assertEqual(parse_retry_after(" 1.5 ", NOW), 1.5)
        self.assertEqual(parse_retry_after(formatdate(NOW + 7, usegmt=True), NOW), 7.0)
        self.assertEqual(parse_retry_after(formatdate(NOW - 7, usegmt=True), NOW), 0.0)
        for bad in (None, "", "-3", "soon", "12abc"):
            self.assertIsNone(parse_retry_after(bad, NOW), bad)

    def test_delay_prefers_the_header_then_the_envelope_then_doubles(self):
        self.assertEqual(retry_delay(0, "2", 9, NOW), 2.0)
        self.assertEqual(retry_delay(0, None, 9, NOW), 9.0)
        self.assertEqual([retry_delay(n, None, None, NOW) for n in range(4)], [0.5, 1.0, 2.0, 4.0])
        self.assertEqual(retry_delay(20, None, None, NOW), 30.0)

    def test_decision_stops_at_max_retries_and_at_a_long_delay(self):
        self.assertEqual(retry_decision("POST", 429, 0, 3, 60, "1"), 1.0)
        self.assertIsNone(retry_decision("POST", 429, 3, 3, 60, "1"))
        self.assertIsNone(retry_decision("GET", 429, 0, 3, 60, "61"))
        self.assertIsNone(retry_decision("POST", 503, 0, 3, 60, "1"))


class Signatures(unittest.TestCase):
    def headers(self, signature=CORE_SIGNATURE, timestamp=NOW):
        return {"X-Service-Timestamp": str(timestamp), "X-Service-Signature": signature}

    def test_the_same_signature_as_inboxkit_core(self):
        self.assertEqual(sign_webhook(SECRET, NOW, BODY), CORE_SIGNATURE)
        self.assertEqual(sign_webhook(SECRET, str(NOW), BODY.encode("utf-8")), CORE_SIGNATURE)

    def test_verify_accepts_the_delivery_in_any_header_case_and_form(self):
        self.assertIs(verify_webhook(BODY, self.headers(), SECRET, now=NOW), True)
        self.assertTrue(verify_webhook(BODY.encode(), {"x-service-timestamp": str(NOW), "service-signature": CORE_SIGNATURE}, SECRET, now=NOW))
        self.assertTrue(verify_webhook(BODY, self.headers(f"v1=wrong {CORE_SIGNATURE}"), SECRET, now=NOW))

    def test_verify_refuses_what_was_changed_or_is_stale(self):
        self.assertFalse(verify_webhook(BODY.replace("é", "e"), self.headers(), SECRET, now=NOW))
        self.assertFalse(verify_webhook(BODY, self.headers(), "whsec_other", now=NOW))
        self.assertFalse(verify_webhook(BODY, self.headers(), SECRET, now=NOW + 301))
        self.assertTrue(verify_webhook(BODY, self.headers(), SECRET, now=NOW + 300))
        self.assertTrue(verify_webhook(BODY, self.headers(), SECRET, now=NOW + 800, tolerance_seconds=900))
        self.assertFalse(verify_webhook(BODY, {"X-Service-Signature": CORE_SIGNATURE}, SECRET, now=NOW))
        self.assertFalse(verify_webhook(BODY, self.headers(timestamp="17x"), SECRET, now=NOW))
        self.assertFalse(verify_webhook(BODY, self.headers(), "", now=NOW))
        self.assertFalse(verify_webhook(None, self.headers(), SECRET, now=NOW))


class Sse(unittest.TestCase):
    def frames(self, text):
        parser = SseParser()
        return [f for f in (parser.push_line(line) for line in text.split("\n")) if f is not None]

    def test_frames_fields_comments_and_multiline_data(self):
        frames = self.frames("retry: 2000\n: stream req_1\n\nid: evt_1\nevent: email.received\ndata: {\"a\":\ndata: 1}\n\n: ping\n\n")
        self.assertEqual([(f.id, f.event, f.data, f.retry) for f in frames],
                         [(None, None, None, 2000), ("evt_1", "email.received", '{"a":\n1}', None)])


class Small(unittest.TestCase):
    def test_disposition_names(self):
        self.assertEqual(disposition_filename("attachment; filename=\"a b.txt\"; filename*=UTF-8''r%C3%A9sum%C3%A9.pdf"), "résumé.pdf")
        self.assertEqual(disposition_filename('attachment; filename="say \\"hi\\".txt"'), 'say "hi".txt')
        self.assertEqual(disposition_filename("inline; filename=plain.eml"), "plain.eml")
        self.assertIsNone(disposition_filename(None))

    def test_the_version_is_pyprojects(self):
        pyproject = (Path(__file__).resolve().parents[1] / "pyproject.toml").read_text()
        self.assertEqual(re.search(r'^version = "([^"]+)"', pyproject, re.M).group(1), VERSION)


if __name__ == "__main__":
    unittest.main()
