/**
 * The tags a message gets as it is stored: its recipient's plus-address tag
 * (`signup+welcome@…` → `welcome`), the names of its X-Tags headers, and the tags of each of
 * the account's rules whose query matches it (tried in the storing transaction, through the
 * same listing the search runs, so a rule matches exactly what a search for it finds).
 */
import type { MessageHeader } from '../types.js';
import type { StorageTx, StoredAccount } from '../storage/index.js';
import { parseFilters } from '../messages/filters.js';
import { plusTag, tagsFromHeader, uniqueTags } from '../messages/tag-names.js';
import { readTagRules } from './rules-codec.js';
import type { MessageQuery } from '../storage/index.js';

/** One stored copy, as its tags are decided. */
export interface TaggedCopy {
  seq: number;
  account: StoredAccount;
  /** The envelope recipient this copy was routed by, and the inbox's own address. */
  recipient: string;
  inboxAddress: string;
  headers: readonly MessageHeader[];
}

type RuleQuery = { tags: readonly string[]; query: Omit<MessageQuery, 'account_id'> };

/** Each cached account row's rules, parsed once. */
const parsedRules = new WeakMap<StoredAccount, RuleQuery[]>();

function rulesOf(account: StoredAccount): RuleQuery[] {
  let found = parsedRules.get(account);
  if (!found) {
    found = readTagRules(account.tag_rules).flatMap((rule) => {
      try {
        return [{ tags: rule.tags, query: parseFilters({ q: rule.query }).query }];
      } catch {
        // A rule this version cannot read (it was checked when made) tags nothing; mail is never refused for it.
        return [];
      }
    });
    parsedRules.set(account, found);
  }
  return found;
}

/** The copy's tags (none: an empty list), written with it when there are any. */
export async function tagAtIngest(tx: StorageTx, copy: TaggedCopy): Promise<string[]> {
  const found: string[] = [];
  const plus = plusTag(copy.recipient, copy.inboxAddress);
  if (plus !== null) found.push(plus);
  for (const header of copy.headers) if (header.name.toLowerCase() === 'x-tags') found.push(...tagsFromHeader(header.value));
  for (const rule of rulesOf(copy.account)) {
    const hit = await tx.messages.search({ ...rule.query, account_id: copy.account.id, seq: copy.seq }, null, 1);
    if (hit.length > 0) found.push(...rule.tags);
  }
  const tags = uniqueTags(found);
  if (tags.length > 0) await tx.tags.set(copy.seq, copy.account.id, tags);
  return tags;
}
