/**
 * The storage port's key inboxes group: the inboxes an API key is limited to (schema 15). A
 * key is limited when its row's `inbox_limited` is 1; its links say to which inboxes. Listings
 * filter by a key's links in SQL (`MessageQuery.key_id`, `inboxes.activePage`, the event log's
 * reads), so a page of a limited key is as full as any other.
 */

/** One link of a key to an inbox. */
export interface KeyInboxLink {
  key_id: string;
  inbox_id: string;
}

export interface KeyInboxesPort {
  /**
   * Links the key to each inbox (a link that exists is kept); each inbox must exist (a foreign
   * key). Call it in the transaction that writes the key or the inbox, so they commit together.
   * Moves the catalog epoch, so authentications cached before see the new set.
   */
  add(keyId: string, inboxIds: readonly string[], at: number): Promise<void>;
  /** The ids of the key's inboxes, oldest inbox first; a deleted inbox's link went with it. */
  of(keyId: string): Promise<string[]>;
  /** Every link of the account's keys, each key's oldest inbox first (listing the keys). */
  ofAccount(accountId: string): Promise<KeyInboxLink[]>;
}
