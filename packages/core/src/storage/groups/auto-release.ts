import type { AutoReleasePort, AutoReleaseRow } from '../port-auto-release.js';
import { catalogWrite, row, stmt, type GroupOf } from '../sql/ops.js';

const S = {
  get: stmt('SELECT inbox_id, recipients, updated_at FROM inbox_auto_release WHERE inbox_id = ?'),
  put: stmt(`INSERT INTO inbox_auto_release (inbox_id, recipients, updated_at) VALUES (?, ?, ?)
    ON CONFLICT (inbox_id) DO UPDATE SET recipients = excluded.recipients, updated_at = excluded.updated_at`),
  clear: stmt('DELETE FROM inbox_auto_release WHERE inbox_id = ?'),
};

/** Inboxes' auto-release settings; writes move the catalog epoch (the service caches them per inbox). */
export const autoRelease: GroupOf<AutoReleasePort> = {
  get: row<[string], AutoReleaseRow>(S.get),
  *put(r) {
    yield* catalogWrite(S.put, [r.inbox_id, r.recipients, r.updated_at]);
  },
  *clear(inboxId) {
    return (yield* catalogWrite(S.clear, [inboxId])) > 0;
  },
};
