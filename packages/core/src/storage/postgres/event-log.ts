import { SEQUENCE_LOCK, type EventLogPort } from '../port.js';
import type { EventLogRow } from '../rows.js';
import type { PgContext } from './connection.js';
import { sql } from './sql.js';

const Q = {
  append: sql(`INSERT INTO event_log (id, account_id, inbox_id, type, message_seq, created_at)
    VALUES ($1, $2, $3, $4, $5, $6) RETURNING seq`),
  position: sql('SELECT seq FROM event_log WHERE id = $1 AND account_id = $2'),
  head: sql('SELECT COALESCE(MAX(seq), 0) AS seq FROM event_log'),
  after: sql('SELECT * FROM event_log WHERE account_id = $1 AND seq > $2 ORDER BY seq LIMIT $3'),
  afterInInbox: sql('SELECT * FROM event_log WHERE account_id = $1 AND seq > $2 AND inbox_id = $3 ORDER BY seq LIMIT $4'),
  // The oldest `batch` rows, of which those created before the cutoff: never a scan of the whole log.
  purge: sql(`DELETE FROM event_log WHERE seq IN (SELECT seq FROM event_log ORDER BY seq LIMIT $1) AND created_at < $2`),
};

/**
 * The event log on PostgreSQL. Positions come from an identity column under the sequence lock
 * (held to the commit), so they become visible in order: a reader that resumes after position
 * N never finds an event below N committed later.
 */
export class PgEventLog implements EventLogPort {
  constructor(private readonly c: PgContext) {}

  append(row: Omit<EventLogRow, 'seq'>): Promise<number> {
    return this.c.atomic(async (c) => {
      await c.tx!.lock(SEQUENCE_LOCK);
      const result = await c.query<{ seq: number }>(Q.append, [row.id, row.account_id, row.inbox_id, row.type, row.message_seq, row.created_at]);
      return result.rows[0]!.seq;
    });
  }

  async position(accountId: string, eventId: string): Promise<number | null> {
    return (await this.c.query<{ seq: number }>(Q.position, [eventId, accountId])).rows[0]?.seq ?? null;
  }

  async head(): Promise<number> {
    return (await this.c.query<{ seq: number }>(Q.head)).rows[0]!.seq;
  }

  async after(accountId: string, afterSeq: number, limit: number, inboxId?: string): Promise<EventLogRow[]> {
    return (inboxId === undefined
      ? await this.c.query<EventLogRow>(Q.after, [accountId, afterSeq, limit])
      : await this.c.query<EventLogRow>(Q.afterInInbox, [accountId, afterSeq, inboxId, limit])).rows;
  }

  async purgeOlderThan(cutoff: number, batch: number): Promise<number> {
    return (await this.c.query(Q.purge, [batch, cutoff])).rowCount;
  }
}
