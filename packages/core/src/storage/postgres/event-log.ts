import { SEQUENCE_LOCK, type EventLogPort } from '../port.js';
import type { EventLogRow } from '../rows.js';
import type { PgContext, PgTransaction } from './connection.js';
import { sql } from './sql.js';

type NewEvent = Omit<EventLogRow, 'seq'>;

/** The channel a commit that appended events announces itself on (feed.ts listens). */
export const EVENTS_CHANNEL = 'inboxkit_events';

const Q = {
  // A transaction's events in one statement, in the order they were appended, and the
  // announcement every process hears at the commit (PostgreSQL sends NOTIFY only then).
  // The payload is the highest position written, so a process with nobody listening can move
  // past it without reading the log.
  append: sql(`WITH written AS (
      INSERT INTO event_log (id, account_id, inbox_id, type, message_seq, created_at)
      SELECT id, account_id, inbox_id, type, message_seq, created_at
      FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::bigint[], $6::bigint[]) WITH ORDINALITY
        AS e(id, account_id, inbox_id, type, message_seq, created_at, n) ORDER BY n
      RETURNING seq)
    SELECT pg_notify('${EVENTS_CHANNEL}', (SELECT max(seq) FROM written)::text)`),
  since: sql('SELECT * FROM event_log WHERE seq > $1 ORDER BY seq LIMIT $2'),
  position: sql('SELECT seq FROM event_log WHERE id = $1 AND account_id = $2'),
  head: sql('SELECT COALESCE(MAX(seq), 0) AS seq FROM event_log'),
  after: sql('SELECT * FROM event_log WHERE account_id = $1 AND seq > $2 ORDER BY seq LIMIT $3'),
  afterInInbox: sql('SELECT * FROM event_log WHERE account_id = $1 AND seq > $2 AND inbox_id = $3 ORDER BY seq LIMIT $4'),
  // The oldest `batch` rows, of which those created before the cutoff: never a scan of the whole log.
  purge: sql(`DELETE FROM event_log WHERE seq IN (SELECT seq FROM event_log ORDER BY seq LIMIT $1) AND created_at < $2`),
};

/** A transaction's events waiting for its commit. */
const pending = new WeakMap<PgTransaction, NewEvent[]>();

/**
 * The event log on PostgreSQL. A transaction's events are written together right before its
 * commit (one statement instead of one per event), under the sequence lock held to the commit,
 * so positions become visible in order: a reader that resumes after position N never finds an
 * event below N committed later.
 */
export class PgEventLog implements EventLogPort {
  constructor(private readonly c: PgContext) {}

  append(row: NewEvent): Promise<void> {
    return this.c.atomic(async (c) => {
      const tx = c.tx!;
      let rows = pending.get(tx);
      if (!rows) {
        pending.set(tx, rows = []);
        const write = async () => {
          const batch = pending.get(tx)!;
          pending.delete(tx);
          if (batch.length === 0) return;
          await tx.lock(SEQUENCE_LOCK);
          await tx.query(Q.append, [batch.map((e) => e.id), batch.map((e) => e.account_id), batch.map((e) => e.inbox_id),
            batch.map((e) => e.type), batch.map((e) => e.message_seq), batch.map((e) => e.created_at)]);
        };
        tx.beforeCommit(write);
      }
      // Dropped with a savepoint that rolls back: the row is the savepoint's.
      const list = rows;
      const undo = () => {
        const i = list.indexOf(row);
        if (i >= 0) list.splice(i, 1);
      };
      list.push(row);
      tx.onRollback(undo);
    });
  }

  async position(accountId: string, eventId: string): Promise<number | null> {
    return (await this.c.query<{ seq: number }>(Q.position, [eventId, accountId])).rows[0]?.seq ?? null;
  }

  async head(): Promise<number> {
    return (await this.c.query<{ seq: number }>(Q.head)).rows[0]!.seq;
  }

  async since(afterSeq: number, limit: number): Promise<EventLogRow[]> {
    return (await this.c.query<EventLogRow>(Q.since, [afterSeq, limit])).rows;
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
