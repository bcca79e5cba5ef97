"""The client against a real daemon: the one INBOXKIT_BASE_URL / INBOXKIT_API_KEY /
INBOXKIT_SMTP_HOST / INBOXKIT_SMTP_PORT name (``inboxkit run -- python3 -m unittest`` sets them;
clients/python/test/python-client.test.ts runs it so). Mail goes in over SMTP with smtplib."""
import os
import smtplib
import threading
import unittest
from email.message import EmailMessage

from inboxkit import Client, InboxkitApiError, WaitTimeoutError

NEEDS = ("INBOXKIT_BASE_URL", "INBOXKIT_API_KEY", "INBOXKIT_SMTP_HOST", "INBOXKIT_SMTP_PORT")


def send(to, subject, text, sender="app@example.com", headers=None):
    """Sends one message over SMTP; the daemon answers 250 once it is stored, so it is listed then."""
    mail = EmailMessage()
    mail["From"], mail["To"], mail["Subject"] = sender, to, subject
    for name, value in (headers or {}).items():
        mail[name] = value
    mail.set_content(text)
    with smtplib.SMTP(os.environ["INBOXKIT_SMTP_HOST"], int(os.environ["INBOXKIT_SMTP_PORT"]), timeout=30) as smtp:
        smtp.send_message(mail)


@unittest.skipUnless(all(os.environ.get(n) for n in NEEDS), "needs a daemon: run under `inboxkit run --`")
class AgainstTheDaemon(unittest.TestCase):
    def setUp(self):
        self.client = Client()
        self.inbox = self.client.inboxes.create({"label": self.id()[-100:], "lifecycle_mode": "temporary", "ttl_minutes": 30})["inbox"]
        self.address = self.inbox["email_address"]

    def test_inboxes_create_get_list_empty_delete(self):
        self.assertEqual(self.client.inboxes.get(self.inbox["id"])["inbox"]["email_address"], self.address)
        self.assertIn(self.inbox["id"], [i["id"] for i in self.client.inboxes.list(limit=100)["inboxes"]])
        send(self.address, "one", "hello")
        self.client.wait_for_message(self.inbox["id"], timeout=10)
        self.assertEqual(self.client.inboxes.empty(self.inbox["id"])["deleted_messages"], 1)
        deleted = self.client.inboxes.delete(self.inbox["id"])
        self.assertEqual((deleted["inbox_id"], deleted["deleted"]), (self.inbox["id"], True))
        with self.assertRaises(InboxkitApiError) as caught:
            self.client.inboxes.get(self.inbox["id"])
        self.assertEqual((caught.exception.status, caught.exception.code), (404, "not_found"))

    def test_errors_carry_the_apis_code_and_name_the_field(self):
        with self.assertRaises(InboxkitApiError) as caught:
            self.client.inboxes.create({"label": "", "lifecycle_mode": "temporary"})
        self.assertEqual((caught.exception.status, caught.exception.code), (400, "invalid_request"))
        self.assertIn("label", caught.exception.message)
        self.assertTrue(caught.exception.request_id.startswith("req_"))
        with self.assertRaises(InboxkitApiError) as caught:
            Client(api_key="ik_wrong").inboxes.list()
        self.assertEqual(caught.exception.status, 401)

    def test_two_otp_waits_return_two_codes_in_order_mail_sent_before_the_wait_included(self):
        send(self.address, "Your sign-in code", "Your code is 482913")
        send(self.address, "Your sign-in code", "Your code is 771204")
        self.assertEqual(self.client.wait_for_otp(self.inbox["id"], timeout=10), "482913")
        found = self.client.wait_for_otp_message({"recipient_email": self.address}, timeout=10)
        self.assertEqual((found.otp, found.message["to_email"]), ("771204", self.address))
        with self.assertRaises(WaitTimeoutError) as caught:
            self.client.wait_for_otp(self.inbox["id"], timeout=1)
        self.assertEqual((caught.exception.code, caught.exception.status), ("wait_timeout", 0))

    def test_wait_for_link_by_type_and_message_with_match_and_since(self):
        send(self.address, "Newsletter", "Nothing to do here.")
        send(self.address, "Reset your password", "Reset it here: https://app.example.com/reset?token=abc123")
        url = self.client.wait_for_link("password_reset", self.inbox["id"], timeout=10)
        self.assertEqual(url, "https://app.example.com/reset?token=abc123")
        newsletter = self.client.wait_for_message(self.inbox["id"], timeout=10, match=lambda m: m["subject"] == "Newsletter")
        self.assertEqual(newsletter["subject"], "Newsletter")
        self.assertIn("text_body", newsletter)
        send(self.address, "Later", "after the others")
        later = self.client.wait_for_message(self.inbox["id"], since=newsletter["id"], timeout=10,
                                             match=lambda m: m["subject"] == "Later")
        self.assertEqual(later["subject"], "Later")

    def test_search_filters_content_modes_raw_and_read_state(self):
        send(self.address, "Invoice 42", "Your invoice is attached.", sender="Billing <billing@shop.example>")
        send(self.address, "Your code", "Your code is 990011")
        self.client.wait_for_otp(self.inbox["id"], timeout=10)
        found = self.client.messages.search(recipient_email=self.address, from_="billing@shop.example")["messages"]
        self.assertEqual([m["subject"] for m in found], ["Invoice 42"])
        with_code = self.client.inboxes.messages(self.inbox["id"], has_otp=True)["messages"]
        self.assertEqual([m["subject"] for m in with_code], ["Your code"])
        message_id = with_code[0]["id"]
        self.assertEqual(set(self.client.messages.get(message_id, content_mode="otp")["message"]) - set(with_code[0]), {"otp", "analysis"})
        self.assertIn(b"Your code is 990011", self.client.messages.raw(message_id).bytes)
        self.assertEqual(self.client.messages.set_read(message_id, True)["read"], True)
        self.assertTrue(self.client.messages.get(message_id)["message"]["read"])
        self.assertEqual(self.client.messages.delete(message_id)["deleted"], True)

    def test_the_event_stream_yields_mail_sent_once_it_is_connected(self):
        with self.client.events.stream(inbox_id=self.inbox["id"],
                                       on_connect=lambda info: send(self.address, "Streamed", "Your code is 246810")) as events:
            event = next(iter(events))
        self.assertEqual((event["type"], event["data"]["inbox"]["id"]), ("email.received", self.inbox["id"]))
        self.assertEqual((event["data"]["message"]["subject"], event["data"]["message"]["otp"]), ("Streamed", "246810"))
        self.assertTrue(events.last_event_id)

    def test_close_ends_a_stream_blocked_in_a_read_from_another_thread(self):
        stream = self.client.events.stream(inbox_id=self.inbox["id"], on_connect=lambda info: connected.set())
        connected, got = threading.Event(), []
        reader = threading.Thread(target=lambda: got.extend(stream))
        reader.start()
        self.assertTrue(connected.wait(10))
        stream.close()
        reader.join(10)
        self.assertFalse(reader.is_alive())
        self.assertEqual(got, [])

    def test_an_unknown_inbox_ends_the_stream_with_the_api_error(self):
        with self.assertRaises(InboxkitApiError) as caught:
            next(iter(self.client.events.stream(inbox_id="inb_unknown")))
        self.assertEqual(caught.exception.status, 404)

    def test_webhooks_create_list_test_event_deliveries_delete(self):
        created = self.client.webhooks.create({"label": "py", "target_url": "https://hooks.example.com/in", "inbox_id": self.inbox["id"]})
        webhook = created["webhook"]
        self.assertTrue(created["signing_secret"].startswith("whsec_"))
        self.assertEqual(webhook["delivery_scope"], "inbox")
        self.assertIn(webhook["id"], [w["id"] for w in self.client.webhooks.list()["webhooks"]])
        sent = self.client.webhooks.send_test(webhook["id"])
        self.assertEqual((sent["event"]["type"], sent["delivery"]["status"]), ("webhook.test", "pending"))
        self.assertIn(sent["delivery"]["id"], [d["id"] for d in self.client.webhooks.deliveries(webhook["id"], limit=5)["deliveries"]])
        self.assertEqual(self.client.webhooks.delete(webhook["id"])["webhook"]["status"], "archived")

    def test_smtp_faults_fail_the_next_message_once(self):
        rule = self.client.inboxes.smtp_faults.add(self.inbox["id"], {"stage": "rcpt", "code": 451, "times": 1})["rule"]
        with self.assertRaises(smtplib.SMTPRecipientsRefused):
            send(self.address, "first", "refused")
        send(self.address, "second", "accepted")
        self.assertEqual(self.client.wait_for_message(self.inbox["id"], timeout=10)["subject"], "second")
        rules = self.client.inboxes.smtp_faults.get(self.inbox["id"])["rules"]
        self.assertEqual([(r["id"], r["fired"]) for r in rules], [(rule["id"], 1)])

    def test_health_and_account(self):
        self.assertEqual(self.client.health()["status"], "ok")
        self.assertIn("account", self.client.account.get())


if __name__ == "__main__":
    unittest.main()
