/**
 * Tags of an account's messages: set on one message, listed, renamed or deleted account-wide,
 * and the account's tag rules (docs/http-api.md, "Tags").
 *
 *   await tags.set(accountId, messageId, ['signup', 'welcome']);
 *   await tags.rename(accountId, 'welcome', 'onboarding');
 *   await tags.addRule(accountId, { query: 'from:github.com subject:"pull request"', tags: ['github'] });
 */
import { InboxkitError, invalid } from '../errors.js';
import type { Clock, IdGenerator } from '../clock.js';
import type { MessageTags, TagCount, TagRule } from '../types.js';
import type { Storage } from '../storage/index.js';
import { parseFilters } from '../messages/filters.js';
import { normalizeTag, TAG_LIMITS, uniqueTags } from '../messages/tag-names.js';
import { readTagRules, toTagRule, writeTagRules, type StoredTagRule } from './rules-codec.js';

/** At most this many rules per account: each is one more query per stored message. */
export const TAG_RULE_LIMIT = 50;
/** Messages retagged per transaction by a rename or a delete. */
const BATCH = 500;

/** A list of tag names from a request (`field` names it in errors). */
export function tagList(value: unknown, field: string): string[] {
  if (!Array.isArray(value)) throw invalid(field, `${field} must be an array of tag names`);
  if (value.length > TAG_LIMITS.perMessage) throw invalid(field, `${field} must have at most ${TAG_LIMITS.perMessage} tags`);
  return uniqueTags(value.map((v, i) => {
    const tag = typeof v === 'string' ? normalizeTag(v) : null;
    if (tag === null) throw invalid(field, `${field}[${i}] must be a tag name: a letter or digit, then letters, digits, ".", "_", "-" or "/", at most ${TAG_LIMITS.chars} characters`);
    return tag;
  }));
}

function tagName(value: unknown, field: string): string {
  const tag = typeof value === 'string' ? normalizeTag(value) : null;
  if (tag === null) throw invalid(field, `${field} must be a tag name: a letter or digit, then letters, digits, ".", "_", "-" or "/", at most ${TAG_LIMITS.chars} characters`);
  return tag;
}

export class Tags {
  constructor(private readonly storage: Storage, private readonly clock: Clock, private readonly ids: IdGenerator) {}

  /** Replaces the message's tags. `not_found` for a message the account does not have. */
  async set(accountId: string, messageId: string, value: unknown): Promise<MessageTags> {
    const tags = tagList(value, 'tags');
    const row = typeof messageId === 'string' ? await this.storage.messages.byId(messageId) : null;
    if (!row || row.account_id !== accountId) throw new InboxkitError('not_found', 'no such message', { field: 'message_id' });
    await this.storage.tags.set(row.seq, accountId, tags);
    return { message_id: messageId, tags };
  }

  list(accountId: string): Promise<TagCount[]> {
    return this.storage.tags.counts(accountId);
  }

  /**
   * Renames a tag on every message of the account (merged into `to` where a message has both).
   * `not_found` when no message carries it.
   */
  async rename(accountId: string, from: string, toValue: unknown): Promise<TagCount> {
    const to = tagName(toValue, 'name');
    const name = tagName(from, 'tag');
    if (to === name) throw invalid('name', 'name must differ from the tag renamed');
    const moved = await this.retag(accountId, name, (tags) => tags.map((t) => (t === name ? to : t)));
    if (moved === 0) throw new InboxkitError('not_found', 'no message has this tag', { field: 'tag' });
    const counts = await this.storage.tags.counts(accountId);
    return counts.find((c) => c.name === to) ?? { name: to, message_count: 0 };
  }

  /** Takes a tag off every message of the account; answers how many had it. `not_found` when none did. */
  async remove(accountId: string, tagValue: string): Promise<{ name: string; deleted: true; message_count: number }> {
    const name = tagName(tagValue, 'tag');
    const removed = await this.retag(accountId, name, (tags) => tags.filter((t) => t !== name));
    if (removed === 0) throw new InboxkitError('not_found', 'no message has this tag', { field: 'tag' });
    return { name, deleted: true, message_count: removed };
  }

  rules(accountId: string): Promise<TagRule[]> {
    return this.account(accountId).then((rules) => rules.map(toTagRule));
  }

  /** Adds a rule; new mail its query matches gets its tags. `invalid_request` naming `query` or `tags`. */
  async addRule(accountId: string, input: unknown): Promise<TagRule> {
    const body = (input ?? {}) as { query?: unknown; tags?: unknown };
    if (typeof body.query !== 'string' || body.query.trim() === '') throw invalid('query', 'query must be a search (the language of q)');
    const query = body.query.trim();
    try {
      if (parseFilters({ q: query }).key === null) throw invalid('query', 'query must have a term');
    } catch (error) {
      if (error instanceof InboxkitError && error.code === 'invalid_request') throw invalid('query', error.message.replace(/^q\b/, 'query'));
      throw error;
    }
    const tags = tagList(body.tags, 'tags');
    if (tags.length === 0) throw invalid('tags', 'tags must name at least one tag');
    const rule: StoredTagRule = { id: this.ids('trl'), query, tags, created_at: this.clock() };
    await this.update(accountId, (rules) => {
      if (rules.length >= TAG_RULE_LIMIT) throw new InboxkitError('conflict', `an account has at most ${TAG_RULE_LIMIT} tag rules`);
      return [...rules, rule];
    });
    return toTagRule(rule);
  }

  async removeRule(accountId: string, ruleId: string): Promise<{ id: string; deleted: true }> {
    let found = false;
    await this.update(accountId, (rules) => rules.filter((r) => (r.id === ruleId ? !(found = true) : true)));
    if (!found) throw new InboxkitError('not_found', 'no such tag rule', { field: 'rule_id' });
    return { id: ruleId, deleted: true };
  }

  private async account(accountId: string): Promise<StoredTagRule[]> {
    const account = await this.storage.accounts.byId(accountId);
    if (!account) throw new InboxkitError('not_found', 'no such account');
    return readTagRules(account.tag_rules);
  }

  private async update(accountId: string, change: (rules: StoredTagRule[]) => StoredTagRule[]): Promise<void> {
    await this.storage.transaction(async (tx) => {
      await tx.lock(`tag-rules:${accountId}`);
      const account = await tx.accounts.byId(accountId);
      if (!account) throw new InboxkitError('not_found', 'no such account');
      await tx.accounts.setTagRules(accountId, writeTagRules(change(readTagRules(account.tag_rules))));
    });
  }

  /** Rewrites the tags of every message carrying `tag`, a batch per transaction; answers how many. */
  private async retag(accountId: string, tag: string, change: (tags: string[]) => string[]): Promise<number> {
    let total = 0;
    for (;;) {
      const n = await this.storage.transaction(async (tx) => {
        const batch = await tx.tags.carrying(accountId, tag, BATCH);
        for (const message of batch) await tx.tags.set(message.seq, accountId, uniqueTags(change(message.tags)));
        return batch.length;
      });
      total += n;
      if (n < BATCH) return total;
    }
  }
}
