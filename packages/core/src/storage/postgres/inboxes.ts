import type { InboxesPort } from '../port.js';
import type { InboxRow, NewInboxRow } from '../rows.js';
import type { PgContext } from './connection.js';
import type { PgShared } from './shared.js';
import { sql } from './sql.js';

const ACTIVE = `account_id = $1 AND status = 'active' AND is_wildcard = 0 AND (expires_at IS NULL OR expires_at > $2)`;
const Q = {
  insert: sql(`INSERT INTO inboxes (id, account_id, label, email_address, lifecycle_mode, ttl_minutes, expires_at, status, is_wildcard,
    analysis_mode, analysis_recipients, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`),
  byId: sql('SELECT * FROM inboxes WHERE id = $1'),
  byAddress: sql('SELECT * FROM inboxes WHERE email_address = $1'),
  // Newest first; the wildcard inbox is reported as wildcard_address, not in the list.
  page: sql(`SELECT * FROM inboxes WHERE ${ACTIVE} ORDER BY seq DESC LIMIT $3`),
  pageAfter: sql(`SELECT * FROM inboxes WHERE ${ACTIVE} AND seq < $3 ORDER BY seq DESC LIMIT $4`),
  countActive: sql(`SELECT COUNT(*) AS n FROM inboxes WHERE ${ACTIVE}`),
  touch: sql('UPDATE inboxes SET last_message_received_at = $1 WHERE id = $2'),
  expireDue: sql(`UPDATE inboxes SET status = 'expired' WHERE status = 'active' AND expires_at IS NOT NULL AND expires_at <= $1`),
  delete: sql('DELETE FROM inboxes WHERE id = $1'),
};

export class PgInboxes implements InboxesPort {
  constructor(private readonly c: PgContext, private readonly s: PgShared) {}

  insert(row: NewInboxRow): Promise<void> {
    return this.c.atomic(async (c) => {
      await c.query(Q.insert, [row.id, row.account_id, row.label, row.email_address, row.lifecycle_mode, row.ttl_minutes,
        row.expires_at, row.status, row.is_wildcard, row.analysis_mode, row.analysis_recipients, row.created_at]);
      await this.s.catalog.changed(c.tx!);
    });
  }

  async byId(id: string): Promise<InboxRow | null> {
    return (await this.c.query<InboxRow>(Q.byId, [id])).rows[0] ?? null;
  }

  async byAddress(address: string): Promise<InboxRow | null> {
    return (await this.c.query<InboxRow>(Q.byAddress, [address])).rows[0] ?? null;
  }

  async activePage(accountId: string, now: number, afterSeq: number | null, limit: number): Promise<InboxRow[]> {
    return (afterSeq === null
      ? await this.c.query<InboxRow>(Q.page, [accountId, now, limit + 1])
      : await this.c.query<InboxRow>(Q.pageAfter, [accountId, now, afterSeq, limit + 1])).rows;
  }

  async countActive(accountId: string, now: number): Promise<number> {
    return (await this.c.query<{ n: number }>(Q.countActive, [accountId, now])).rows[0]!.n;
  }

  /** Only last_message_received_at: routing does not read it, so caches stay valid. */
  async touch(id: string, at: number): Promise<void> {
    await this.c.query(Q.touch, [at, id]);
  }

  expireDue(now: number): Promise<number> {
    return this.c.atomic(async (c) => {
      const n = (await c.query(Q.expireDue, [now])).rowCount;
      if (n > 0) await this.s.catalog.changed(c.tx!);
      return n;
    });
  }

  delete(id: string): Promise<boolean> {
    return this.c.atomic(async (c) => {
      const gone = (await c.query(Q.delete, [id])).rowCount > 0;
      if (gone) await this.s.catalog.changed(c.tx!);
      return gone;
    });
  }
}
