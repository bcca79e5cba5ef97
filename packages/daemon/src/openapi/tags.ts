// Tags and tag rules (docs/http-api.md, "Tags"): their schemas and operations.
import { jsonAnswer, successEnvelope } from './envelopes.js';
import { params } from './parameters.js';
import type { OperationSpec } from './operations.js';
import { arr, bool, int, object, ref, requestObject, str, timestamp, type Schema } from './schema.js';

const NAME_PATTERN = '^[\\p{L}\\p{N}][\\p{L}\\p{N}._/-]{0,63}$';
const tagName = (description?: string): Schema => str({
  minLength: 1, maxLength: 64, ...(description ? { description } : {}),
});
const tagList = (description: string): Schema => arr(tagName(), { maxItems: 20, description });
const NAME_RULE = `A tag name: a letter or digit, then letters, digits, \`.\`, \`_\`, \`-\` or \`/\`, at most 64 characters (pattern \`${NAME_PATTERN}\`, case folded: stored lower case).`;
const json = (name: string) => ({ required: true, content: { 'application/json': { schema: ref(name) } } });
const tagPath = { name: 'tag', in: 'path', required: true, description: 'The tag (`/` sent as `%2F`).', schema: str() };

export const TAG_SCHEMAS: Record<string, Schema> = {
  SetTagsRequest: requestObject({ tags: tagList(`The message's tags from now on (\`[]\`: none). ${NAME_RULE} Repeats are kept once.`) }),
  SetTagsResponse: successEnvelope({ message_id: str(), tags: arr(str(), { description: 'The tags now, normalised.' }) }),
  TagCount: object({ name: str(), message_count: int({ minimum: 1 }) }),
  TagsResponse: successEnvelope({ tags: arr(ref('TagCount'), { description: 'Every tag of the account\'s messages, by name.' }) }),
  RenameTagRequest: requestObject({ name: tagName(`The new name. ${NAME_RULE} A message that has both keeps one.`) }),
  RenameTagResponse: successEnvelope({ tag: ref('TagCount') }),
  DeletedTagResponse: successEnvelope({ name: str(), deleted: bool(), message_count: int({ minimum: 1, description: 'How many messages had it.' }) }),
  TagRule: object({
    id: str(), query: str({ description: 'A search, in the language of `q`.' }), tags: arr(str()), created_at: timestamp(),
  }, { description: 'New mail the query matches, as it is stored, gets the tags (mail stored before is left as it is).' }),
  CreateTagRuleRequest: requestObject({
    query: str({ minLength: 1, maxLength: 500, description: 'A search in the language of `q` (400 naming `query` for a bad term).' }),
    tags: tagList(`At least one. ${NAME_RULE}`),
  }),
  TagRuleResponse: successEnvelope({ rule: ref('TagRule') }),
  TagRulesResponse: successEnvelope({ rules: arr(ref('TagRule'), { description: 'Oldest first.' }) }),
  DeletedTagRuleResponse: successEnvelope({ id: str(), deleted: bool() }),
};

export const TAG_OPERATIONS: Record<string, OperationSpec> = {
  'PUT /v1/messages/{message_id}/tags': {
    operationId: 'setMessageTags', tags: ['Tags'], summary: 'Replace a message\'s tags',
    description: 'Needs `messages:read` (tags are the reader\'s bookkeeping: the mail, waits and claims are untouched).',
    parameters: params('MessageId'), requestBody: json('SetTagsRequest'),
    success: { 200: jsonAnswer('The message\'s tags now.', 'SetTagsResponse') },
  },
  'GET /v1/tags': {
    operationId: 'listTags', tags: ['Tags'], summary: 'The account\'s tags with their message counts',
    description: 'Needs `messages:read`. A key limited to inboxes is refused (403): the list is the account\'s.',
    success: { 200: jsonAnswer('Every tag in use.', 'TagsResponse') },
  },
  'PUT /v1/tags/{tag}': {
    operationId: 'renameTag', tags: ['Tags'], summary: 'Rename a tag on every message of the account',
    description: 'Needs `inboxes:write`. 404 when no message has the tag.',
    parameters: [tagPath], requestBody: json('RenameTagRequest'),
    success: { 200: jsonAnswer('The tag under its new name.', 'RenameTagResponse') },
  },
  'DELETE /v1/tags/{tag}': {
    operationId: 'deleteTag', tags: ['Tags'], summary: 'Take a tag off every message of the account',
    description: 'Needs `inboxes:write`. 404 when no message has the tag.',
    parameters: [tagPath],
    success: { 200: jsonAnswer('How many messages had it.', 'DeletedTagResponse') },
  },
  'GET /v1/tag-rules': {
    operationId: 'listTagRules', tags: ['Tags'], summary: 'The account\'s tag rules',
    description: 'Needs `messages:read`.',
    success: { 200: jsonAnswer('The rules, oldest first.', 'TagRulesResponse') },
  },
  'POST /v1/tag-rules': {
    operationId: 'createTagRule', tags: ['Tags'], summary: 'Tag new mail a search matches',
    description: 'Needs `inboxes:write`. At most 50 rules per account (409). Mail stored from now on that the query matches gets the tags, in the transaction that stores it.',
    requestBody: json('CreateTagRuleRequest'),
    success: { 201: jsonAnswer('The rule made.', 'TagRuleResponse') },
  },
  'DELETE /v1/tag-rules/{rule_id}': {
    operationId: 'deleteTagRule', tags: ['Tags'], summary: 'Remove a tag rule',
    description: 'Needs `inboxes:write`. Tags it gave stay.',
    parameters: [{ name: 'rule_id', in: 'path', required: true, schema: str() }],
    success: { 200: jsonAnswer('Removed.', 'DeletedTagRuleResponse') },
  },
};
