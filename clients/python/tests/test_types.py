"""The TypedDicts of inboxkit.types against docs/openapi.json, so they cannot drift: every class
named like a schema of the document (and the inline objects listed in INLINE) has exactly the
schema's properties, required where the schema requires them and optional otherwise; every
schema the client's answers refer to is modelled (or deliberately left untyped, OPAQUE); and
every object schema of the document is modelled or listed as left out (LEFT_OUT, with why).
A field or a schema added to the document fails here, naming the class to change."""
import json
import typing
import unittest
from pathlib import Path

import inboxkit.types as types

OPENAPI = Path(__file__).resolve().parents[3] / "docs" / "openapi.json"
DOCUMENT = json.loads(OPENAPI.read_text(encoding="utf-8"))
SCHEMAS = DOCUMENT["components"]["schemas"]
WHERE = "clients/python/src/inboxkit/types/"

#: Objects the document defines inline, and the class that models each ("[]": the array's items).
INLINE = {
    "ErrorEnvelope.error": "ErrorBody",
    "ErrorEnvelope.next_action": "NextAction",
    "MessageDetail.otp_candidates[]": "OtpCandidate",
    "MessageSafety.hidden_text[]": "HiddenText",
    "MessageSafety.invisible_characters[]": "InvisibleCharacters",
    "MessageSafety.mismatched_links[]": "MismatchedLink",
    "MessageSafety.assistant_directed[]": "AssistantDirected",
    "WebhookEventPayload.data": "WebhookEventData",
    "WebhookEventPayload.data.inbox": "WebhookEventInbox",
}

#: Schemas the answers refer to that the client leaves as plain dicts (typed as Dict[str, Any]).
OPAQUE = {"MessageChecks", "AccountOverview", "AccountAuth", "RequestBudgetWindow"}

#: Object schemas the client does not model, and why: the CLI sign-in (``inboxkit login``'s, left
#: out of the Python client), and the parts of the checks report (MessageChecks is OPAQUE).
LEFT_OUT = {
    "CliAuthStartRequest", "CliAuthStartResponse", "CliAuthVerifyOtpRequest", "CliAuthExchangeRequest",
    "CliAuthCompleteEnvelope", "CliAuthUser", "CliAuthAccount", "CliAuthBilling", "CliAuthEntitlements", "CliAuthUsage",
    "CliAuthOnboarding",
    "AuthenticationReport", "HtmlCompatibilityReport", "LinkCheckReport", "SpamReport", "LintFinding",
}

#: What the client's methods return or take: these must be modelled whatever else changes.
EXPECTED = [
    "Inbox", "InboxMessageAnalysis", "WildcardAddress", "PageInfo", "MessageSummary", "MessageDetail",
    "MessageOtpDetail", "MessageLinksDetail", "MessageTextOnlyDetail", "ExtractedLink", "MessageAnalysis",
    "MessageAttachment", "MessageSafety", "MessageHeader", "Webhook", "WebhookAttempt", "WebhookDelivery",
    "WebhookEventPayload", "WebhookTestEventPayload", "IssuedApiKey", "SmtpFaultRule", "SmtpFaultRuleInput",
    "RelayResult", "AutoRelease", "ErrorEnvelope", "HealthResponse", "ListInboxesResponse", "CreateInboxResponse",
    "GetInboxResponse", "DeleteInboxResponse", "EmptyInboxResponse", "ListMessagesResponse", "GetMessageResponse",
    "WaitMessageResponse", "DeleteMessageResponse", "SetReadResponse", "CreateWebhookResponse", "ListWebhooksResponse",
    "WebhookResponse", "ListWebhookDeliveriesResponse", "SendTestEventResponse", "ListApiKeysResponse",
    "RevokeApiKeyResponse", "CreateApiKeyResponse", "SmtpFaultsResponse", "SmtpFaultRuleResponse", "RelayResponse",
    "AutoReleaseResponse", "MessageChecksResponse", "AccountResponse", "CreateInboxRequest", "CreateWebhookRequest",
    "CreateApiKeyRequest", "SendMessageRequest", "ReleaseMessageRequest", "SetAutoReleaseRequest", "SetReadRequest",
    "PutSmtpFaultsRequest", "SetTagsRequest", "SetTagsResponse", "TagCount", "TagsResponse", "RenameTagRequest",
    "RenameTagResponse", "DeletedTagResponse", "TagRule", "CreateTagRuleRequest", "TagRuleResponse", "TagRulesResponse",
    "DeletedTagRuleResponse",
]


def is_typed_dict(value):
    return isinstance(value, type) and issubclass(value, dict) and hasattr(value, "__required_keys__")


def schema_at(path):
    """The schema of a name, or of an inline object under it ("Name.prop.prop[]")."""
    name, *steps = path.split(".")
    schema = SCHEMAS[name]
    for step in steps:
        items = step.endswith("[]")
        schema = schema["properties"][step[:-2] if items else step]
        if items:
            schema = schema["items"]
    return schema


def refs(schema):
    """The component names a schema refers to, at any depth."""
    found = set()
    if isinstance(schema, dict):
        if "$ref" in schema:
            found.add(schema["$ref"].split("/")[-1])
        for value in schema.values():
            found |= refs(value)
    elif isinstance(schema, list):
        for value in schema:
            found |= refs(value)
    return found


def is_object(name):
    schema = SCHEMAS[name]
    return schema.get("type") == "object" or "properties" in schema


MODELLED = {name: getattr(types, name) for name in SCHEMAS if is_typed_dict(getattr(types, name, None))}
PAIRS = {**{name: (name, cls) for name, cls in MODELLED.items()},
         **{path: (path, getattr(types, cls)) for path, cls in INLINE.items()}}


def differences(path, cls):
    """What differs between a class and its schema, one readable line each."""
    schema = schema_at(path)
    props = set(schema.get("properties", {}))
    required = set(schema.get("required", []))
    ours_required, ours_optional = set(cls.__required_keys__), set(cls.__optional_keys__)
    ours = ours_required | ours_optional
    out = []
    for field in sorted(props - ours):
        kind = "required" if field in required else "optional"
        out.append(f"docs/openapi.json's {path} has the {kind} field `{field}` that inboxkit.types.{cls.__name__} "
                   f"lacks: add it ({WHERE})")
    for field in sorted(ours - props):
        out.append(f"inboxkit.types.{cls.__name__} has `{field}`, which docs/openapi.json's {path} does not define")
    for field in sorted((props & ours) - required - ours_optional):
        out.append(f"`{field}` of {path} is optional in docs/openapi.json but required in inboxkit.types.{cls.__name__}")
    for field in sorted((props & ours) & required - ours_required):
        out.append(f"`{field}` of {path} is required in docs/openapi.json but optional in inboxkit.types.{cls.__name__}")
    return out


class TypesMatchTheDocument(unittest.TestCase):
    def test_each_class_has_its_schemas_fields_and_required_ones(self):
        problems = [line for path, (_, cls) in sorted(PAIRS.items()) for line in differences(path, cls)]
        self.assertEqual(problems, [], "\n" + "\n".join(problems))

    def test_what_the_client_returns_is_modelled(self):
        missing = [name for name in EXPECTED if name not in MODELLED]
        self.assertEqual(missing, [], "no TypedDict (or no schema in docs/openapi.json) for: " + ", ".join(missing))

    def test_every_schema_a_modelled_one_refers_to_is_modelled_too(self):
        wanted, frontier = set(), list(MODELLED)
        while frontier:  # through unions such as AnyMessageDetail; not into what is left untyped
            name = frontier.pop()
            if name in OPAQUE:
                continue
            for ref in refs(SCHEMAS[name]):
                if is_object(ref) and ref not in wanted:
                    wanted.add(ref)
                    frontier.append(ref)
        missing = sorted(wanted - set(MODELLED) - OPAQUE)
        self.assertEqual(missing, [], "schemas the modelled answers refer to, without a TypedDict in "
                         f"{WHERE}: " + ", ".join(missing))

    def test_every_object_schema_is_modelled_or_left_out_on_purpose(self):
        unlisted = sorted(name for name in SCHEMAS if is_object(name) and name not in MODELLED and name not in OPAQUE
                          and name not in LEFT_OUT)
        self.assertEqual(unlisted, [], f"schemas of docs/openapi.json without a TypedDict in {WHERE}: "
                         + ", ".join(unlisted) + " (model them, or list them in LEFT_OUT with the reason)")
        stale = sorted(name for name in LEFT_OUT | OPAQUE if name not in SCHEMAS or name in MODELLED)
        self.assertEqual(stale, [], "listed as untyped but gone from the document or modelled")

    def test_the_check_catches_a_field_the_document_adds(self):
        # What a new field in openapi.json looks like to the check above (a copy of a class, one field short).
        short = typing.TypedDict("MessageSummary", {k: str for k in types.MessageSummary.__required_keys__ - {"read"}})
        lines = differences("MessageSummary", short)
        self.assertTrue(any("`read`" in line and "required" in line and "lacks" in line for line in lines), lines)

    def test_the_inline_objects_exist(self):
        for path in INLINE:
            with self.subTest(path=path):
                self.assertIn("properties", schema_at(path))


if __name__ == "__main__":
    unittest.main()
