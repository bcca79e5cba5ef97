// Tags and tag rules (additive to the spec; docs/http-api.md, "Tags").
import type { SuccessEnvelope, Timestamp } from './common.js';

/** PUT /v1/messages/{message_id}/tags */
export interface SetTagsRequest {
  tags: string[];
}

/** PUT /v1/messages/{message_id}/tags: the message's tags now (lower case). */
export interface SetTagsResponse extends SuccessEnvelope {
  message_id: string;
  tags: string[];
}

export interface TagCount {
  name: string;
  message_count: number;
}

/** GET /v1/tags */
export interface TagsResponse extends SuccessEnvelope {
  tags: TagCount[];
}

/** PUT /v1/tags/{tag} */
export interface RenameTagRequest {
  name: string;
}

export interface RenameTagResponse extends SuccessEnvelope {
  tag: TagCount;
}

/** DELETE /v1/tags/{tag} */
export interface DeletedTagResponse extends SuccessEnvelope {
  name: string;
  deleted: boolean;
  message_count: number;
}

/** New mail `query` (the search language of `q`) matches gets `tags`. */
export interface TagRule {
  id: string;
  query: string;
  tags: string[];
  created_at: Timestamp;
}

export interface CreateTagRuleRequest {
  query: string;
  tags: string[];
}

export interface TagRuleResponse extends SuccessEnvelope {
  rule: TagRule;
}

export interface TagRulesResponse extends SuccessEnvelope {
  rules: TagRule[];
}

export interface DeletedTagRuleResponse extends SuccessEnvelope {
  id: string;
  deleted: boolean;
}
