import type { KeyInboxesPort, KeyInboxLink } from '../port-key-inboxes.js';
import { atomic, changed, rows, run, stmt, type GroupOf } from '../sql/ops.js';

/**
 * `column` is one of the inboxes the key (the next `?`) is limited to: the condition every
 * filtered listing of a limited key adds (the primary key of api_key_inboxes serves it).
 */
export const inboxOfKey = (column: string): string => `${column} IN (SELECT inbox_id FROM api_key_inboxes WHERE key_id = ?)`;

const S = {
  add: stmt('INSERT INTO api_key_inboxes (key_id, inbox_id, created_at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING'),
  of: stmt(`SELECT l.inbox_id FROM api_key_inboxes l JOIN inboxes i ON i.id = l.inbox_id
    WHERE l.key_id = ? ORDER BY i.seq`),
  ofAccount: stmt(`SELECT l.key_id, l.inbox_id FROM api_key_inboxes l JOIN api_keys k ON k.id = l.key_id
    JOIN inboxes i ON i.id = l.inbox_id WHERE k.account_id = ? ORDER BY l.key_id, i.seq`),
};

/** The inboxes of keys limited to inboxes. */
export const keyInboxes: GroupOf<KeyInboxesPort> = {
  *add(keyId, inboxIds, at) {
    if (inboxIds.length === 0) return;
    yield* atomic((function* () {
      for (const inboxId of inboxIds) yield* run(S.add, [keyId, inboxId, at]);
      // What a key may see is part of its authentication: cached ones start over.
      yield* changed();
    })());
  },
  *of(keyId) {
    return (yield* rows<[string], { inbox_id: string }>(S.of)(keyId)).map((r) => r.inbox_id);
  },
  ofAccount: rows<[string], KeyInboxLink>(S.ofAccount),
};
