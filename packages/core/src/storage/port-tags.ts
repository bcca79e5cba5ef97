/**
 * The storage port's tags group (schema 20): a message's tags are kept twice, as a JSON array
 * on its row (read with every summary) and as rows of message_tags (walked by `tag:`); the
 * group writes both together. Tag names arrive normalised (core's tags/names.ts).
 */

/** One tag of an account and how many messages carry it. */
export interface TagCountRow {
  name: string;
  message_count: number;
}

/** A message carrying a tag, with all its tags (oldest first, as set). */
export interface TaggedMessageRow {
  seq: number;
  tags: string[];
}

export interface TagsPort {
  /** Sets the message's tags (an empty list clears them); the message's account is `accountId`. */
  set(seq: number, accountId: string, tags: readonly string[]): Promise<void>;
  /** The account's tags, by name, with their message counts. */
  counts(accountId: string): Promise<TagCountRow[]>;
  /** Up to `limit` of the account's messages carrying `tag`, oldest first. */
  carrying(accountId: string, tag: string, limit: number): Promise<TaggedMessageRow[]>;
}
