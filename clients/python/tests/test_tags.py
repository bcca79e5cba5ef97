"""Tags and the search language of ``q`` against a real daemon (as tests/test_client.py: under
``inboxkit run -- python3 -m unittest``): tags from X-Tags and plus addresses, ``set_tags``, the
account's tags listed, renamed and deleted, a rule tagging new mail, ``q`` with ``tag:`` and a
negated ``from:``, and a bad term as the API's ``invalid_request``. Tags and rules are the
account's, shared by every test of the run: each test's tag names start with its inbox's id."""
import os
import unittest

from inboxkit import Client, InboxkitApiError

from .test_client import NEEDS, send


@unittest.skipUnless(all(os.environ.get(n) for n in NEEDS), "needs a daemon: run under `inboxkit run --`")
class TagsAgainstTheDaemon(unittest.TestCase):
    def setUp(self):
        self.client = Client()
        self.inbox = self.client.inboxes.create({"label": self.id()[-100:], "lifecycle_mode": "temporary", "ttl_minutes": 30})["inbox"]
        self.address = self.inbox["email_address"]
        self.p = self.inbox["id"].lower().replace("_", "")  # this test's tag prefix

    def listed(self, **filters):
        return self.client.inboxes.messages(self.inbox["id"], **filters)["messages"]

    def delete_rule_if_left(self, rule_id):
        """A failed test's rule would tag the other tests' mail."""
        if rule_id in [r["id"] for r in self.client.tags.rules()["rules"]]:
            self.client.tags.delete_rule(rule_id)

    def test_x_tags_and_a_plus_address_show_as_tags_and_set_tags_replaces_them(self):
        send(self.address, "Welcome", "hi", headers={"X-Tags": f"{self.p}-Signup, {self.p} welcome email"})
        send(self.address.replace("@", f"+{self.p}-qa@"), "Plus", "hi")
        plus, welcome = self.listed()
        self.assertEqual(welcome["tags"], [f"{self.p}-signup", f"{self.p}-welcome-email"])
        self.assertEqual(plus["tags"], [f"{self.p}-qa"])
        self.assertEqual(self.client.messages.get(welcome["id"])["message"]["tags"], welcome["tags"])
        answer = self.client.messages.set_tags(welcome["id"], [f"{self.p}/Personal", f"{self.p}/personal", f"{self.p}-qa"])
        self.assertEqual((answer["message_id"], answer["tags"]), (welcome["id"], [f"{self.p}/personal", f"{self.p}-qa"]))
        self.assertEqual(self.client.messages.get(welcome["id"], content_mode="otp")["message"]["tags"], answer["tags"])
        self.assertEqual(self.client.messages.set_tags(plus["id"], [])["tags"], [])
        self.assertEqual(self.listed()[0]["tags"], [])
        with self.assertRaises(InboxkitApiError) as caught:
            self.client.messages.set_tags(plus["id"], ["two words"])
        self.assertEqual((caught.exception.status, caught.exception.code), (400, "invalid_request"))
        self.assertIn("tags", caught.exception.message)

    def test_tags_list_rename_and_delete_a_tag_with_a_slash(self):
        send(self.address, "one", "x")
        send(self.address, "two", "x")
        two, one = self.listed()
        self.client.messages.set_tags(one["id"], [f"{self.p}/a"])
        self.client.messages.set_tags(two["id"], [f"{self.p}/a", f"{self.p}-b"])
        mine = lambda: [t for t in self.client.tags.list()["tags"] if t["name"].startswith(self.p)]
        self.assertEqual(mine(), [{"name": f"{self.p}-b", "message_count": 1}, {"name": f"{self.p}/a", "message_count": 2}])
        renamed = self.client.tags.rename(f"{self.p}/a", f"{self.p}/c")
        self.assertEqual(renamed["tag"], {"name": f"{self.p}/c", "message_count": 2})
        self.assertEqual(self.client.messages.get(two["id"])["message"]["tags"], [f"{self.p}/c", f"{self.p}-b"])
        deleted = self.client.tags.delete(f"{self.p}/c")
        self.assertEqual((deleted["name"], deleted["deleted"], deleted["message_count"]), (f"{self.p}/c", True, 2))
        self.assertEqual(mine(), [{"name": f"{self.p}-b", "message_count": 1}])
        self.assertEqual([m["tags"] for m in self.listed()], [[f"{self.p}-b"], []])
        with self.assertRaises(InboxkitApiError) as caught:
            self.client.tags.delete(f"{self.p}/c")
        self.assertEqual((caught.exception.status, caught.exception.code), (404, "not_found"))

    def test_a_rule_tags_new_mail_its_query_matches_until_it_is_deleted(self):
        tag = f"{self.p}-billing"
        rule = self.client.tags.add_rule(f"to:{self.address} subject:invoice -from:friend@pals.example", [tag])["rule"]
        self.addCleanup(self.delete_rule_if_left, rule["id"])
        self.assertEqual((rule["query"], rule["tags"]), (f"to:{self.address} subject:invoice -from:friend@pals.example", [tag]))
        self.assertIn(rule, self.client.tags.rules()["rules"])
        send(self.address, "Invoice 7", "due", sender="Shop <shop@store.example>")
        send(self.address, "Invoice from a friend", "x", sender="friend@pals.example")
        send(self.address, "Hello", "x")
        self.assertEqual([(m["subject"], m["tags"]) for m in self.listed()],
                         [("Hello", []), ("Invoice from a friend", []), ("Invoice 7", [tag])])
        deleted = self.client.tags.delete_rule(rule["id"])
        self.assertEqual((deleted["id"], deleted["deleted"]), (rule["id"], True))
        self.assertNotIn(rule["id"], [r["id"] for r in self.client.tags.rules()["rules"]])
        send(self.address, "Invoice 8", "due", sender="shop@store.example")
        self.assertEqual(self.listed(q="subject:invoice")[0]["tags"], [])

    def test_q_with_a_tag_and_a_negated_sender_finds_the_one_message(self):
        tagged = {"X-Tags": f"{self.p}-x"}
        send(self.address, "From Alice, tagged", "a", sender="Alice <alice@corp.example>", headers=tagged)
        send(self.address, "From Bob, tagged", "b", sender="bob@corp.example", headers=tagged)
        send(self.address, "From Alice, untagged", "c", sender="alice@corp.example")
        q = f"tag:{self.p}-x -from:bob@corp.example"
        self.assertEqual([m["subject"] for m in self.listed(q=q)], ["From Alice, tagged"])
        self.assertEqual([m["subject"] for m in self.client.messages.search(q=q)["messages"]], ["From Alice, tagged"])
        self.assertEqual([m["subject"] for m in self.listed(q=f"-tag:{self.p}-x from:alice")], ["From Alice, untagged"])
        self.assertEqual([m["subject"] for m in self.listed(q='subject:"alice, tagged" is:unread')], ["From Alice, tagged"])

    def test_a_bad_search_term_is_invalid_request_naming_it(self):
        with self.assertRaises(InboxkitApiError) as caught:
            self.client.messages.search(recipient_email=self.address, q="from:alice is:flagged")
        e = caught.exception
        self.assertEqual((e.status, e.code), (400, "invalid_request"))
        self.assertTrue(e.message.startswith("q"), e.message)
        self.assertIn("is:flagged", e.message)
        with self.assertRaises(InboxkitApiError) as caught:
            self.client.tags.add_rule("larger:huge", [f"{self.p}-x"])
        self.assertEqual((caught.exception.status, caught.exception.code), (400, "invalid_request"))
        self.assertIn("query", caught.exception.message)


if __name__ == "__main__":
    unittest.main()
