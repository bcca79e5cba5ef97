import type { TaggedMessageRow, TagCountRow, TagsPort } from '../port-tags.js';
import { all, atomic, rows, run, stmt, type GroupOf } from '../sql/ops.js';

const S = {
  clear: stmt('DELETE FROM message_tags WHERE seq = ?'),
  add: stmt('INSERT INTO message_tags (account_id, tag, seq) VALUES (?, ?, ?) ON CONFLICT DO NOTHING'),
  row: stmt('UPDATE messages SET tags = ? WHERE seq = ?'),
  // Names compare byte by byte on both engines.
  counts: stmt('SELECT tag AS name, count(*) AS message_count FROM message_tags WHERE account_id = ? GROUP BY tag ORDER BY tag',
    { postgres: (t) => t.replace('ORDER BY tag', 'ORDER BY tag COLLATE "C"') }),
  carrying: stmt(`SELECT m.seq, m.tags FROM message_tags t JOIN messages m ON m.seq = t.seq
    WHERE t.account_id = ? AND t.tag = ? ORDER BY t.seq LIMIT ?`),
};

/** Tags: the row's JSON and message_tags, written together. */
export const tags: GroupOf<TagsPort> = {
  *set(seq, accountId, list) {
    yield* atomic((function* () {
      yield* run(S.clear, [seq]);
      for (const tag of list) yield* run(S.add, [accountId, tag, seq]);
      yield* run(S.row, [list.length === 0 ? null : JSON.stringify(list), seq]);
    })());
  },
  *counts(accountId) {
    // PostgreSQL's count(*) is a bigint, which its driver hands over as text.
    return (yield* rows<[string], TagCountRow>(S.counts)(accountId)).map((r) => ({ name: r.name, message_count: Number(r.message_count) }));
  },
  *carrying(accountId, tag, limit) {
    const found = yield* all<{ seq: number; tags: string | null }>(S.carrying, [accountId, tag, limit]);
    return found.map((r): TaggedMessageRow => ({ seq: Number(r.seq), tags: r.tags === null ? [] : (JSON.parse(r.tags) as string[]) }));
  },
};
