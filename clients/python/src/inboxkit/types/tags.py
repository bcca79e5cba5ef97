"""Tags and tag rules: a message's tags, the account's tags with their counts, and the rules
that tag new mail (the requests and answers of /v1/messages/{id}/tags, /v1/tags, /v1/tag-rules).

Tag names are stored lower case: a letter or digit, then letters, digits, ``.``, ``_``, ``-``
or ``/``, at most 64 characters.

Example::

    rule: TagRule = client.tags.add_rule("from:github.com", ["github"])["rule"]
    [(t["name"], t["message_count"]) for t in client.tags.list()["tags"]]
"""
from typing import List, TypedDict

from .common import SuccessEnvelope, Timestamp


class SetTagsRequest(TypedDict):
    tags: List[str]


class SetTagsResponse(SuccessEnvelope):
    """The message's tags now (lower case, each once)."""

    message_id: str
    tags: List[str]


class TagCount(TypedDict):
    name: str
    message_count: int


class TagsResponse(SuccessEnvelope):
    tags: List[TagCount]


class RenameTagRequest(TypedDict):
    name: str


class RenameTagResponse(SuccessEnvelope):
    tag: TagCount


class DeletedTagResponse(SuccessEnvelope):
    name: str
    deleted: bool
    #: How many messages had it.
    message_count: int


class TagRule(TypedDict):
    """New mail ``query`` (the search language of ``q``) matches, as it is stored, gets ``tags``."""

    id: str
    query: str
    tags: List[str]
    created_at: Timestamp


class CreateTagRuleRequest(TypedDict):
    query: str
    tags: List[str]


class TagRuleResponse(SuccessEnvelope):
    rule: TagRule


class TagRulesResponse(SuccessEnvelope):
    rules: List[TagRule]


class DeletedTagRuleResponse(SuccessEnvelope):
    id: str
    deleted: bool
