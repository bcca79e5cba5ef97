import type { AnalysisStatus } from '../../types.js';
import { SEQUENCE_LOCK, type MessageQuery, type MessagesPort, type NewContent, type SearchableText } from '../port.js';
import type { DetailRow, NewMessageRow, StoredContent, SummaryRow, UnconvertedContent } from '../rows.js';
import { DETAIL_COLUMNS, SUMMARY_COLUMNS } from '../message-columns.js';
import type { PgContext } from './connection.js';
import { searchStatement, searchVector } from './search.js';
import { sql } from './sql.js';

const FROM = 'FROM messages m JOIN inboxes i ON i.id = m.inbox_id';
const Q = {
  // The row, its content and its index entry in one statement (one round trip per message).
  insert: sql(`WITH m AS (
      INSERT INTO messages (id, account_id, inbox_id, from_email, to_email, to_email_norm, subject, preview_text, received_at,
        has_text_body, has_html_body, otp, links, intent, malformed, parse_error, size_bytes, analysis_eligible, analysis_status,
        analysis_requested_at, analysis_completed_at, analysis_result, analysis_attempts, attachments, otp_candidates)
      VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $30)
      RETURNING seq),
    c AS (INSERT INTO message_content (seq, text_body, html_body, raw, bodies) SELECT seq, $25, $26, $27, $29 FROM m),
    s AS (INSERT INTO messages_search (seq, words) SELECT seq, $28::tsvector FROM m)
    SELECT seq FROM m`),
  byId: sql(`SELECT ${DETAIL_COLUMNS} ${FROM} WHERE m.id = $1`),
  bySeq: sql(`SELECT ${DETAIL_COLUMNS} ${FROM} WHERE m.seq = $1`),
  content: sql('SELECT bodies, text_body, html_body, raw FROM message_content WHERE seq = $1'),
  // Walks the partial index message_content_unconverted (schema 11): only rows still to convert.
  unconverted: sql(`SELECT c.seq, m.links, c.bodies, c.text_body, c.html_body, c.raw
    FROM message_content c JOIN messages m ON m.seq = c.seq
    WHERE c.seq > $1 AND c.bodies IS NULL ORDER BY c.seq LIMIT $2`),
  convert: sql(`WITH c AS (UPDATE message_content SET bodies = $1, raw = $2, text_body = NULL, html_body = NULL
      WHERE seq = $3 AND bodies IS NULL RETURNING seq)
    UPDATE messages SET links = $4 WHERE seq IN (SELECT seq FROM c)`),
  // Listings are newest first; a cursor is the seq of the last row handed out.
  inboxPage: sql(`SELECT ${SUMMARY_COLUMNS} ${FROM} WHERE m.inbox_id = $1 ORDER BY m.seq DESC LIMIT $2`),
  inboxPageBefore: sql(`SELECT ${SUMMARY_COLUMNS} ${FROM} WHERE m.inbox_id = $1 AND m.seq < $2 ORDER BY m.seq DESC LIMIT $3`),
  recipientPage: sql(`SELECT ${SUMMARY_COLUMNS} ${FROM} WHERE m.account_id = $1 AND m.to_email_norm = $2 ORDER BY m.seq DESC LIMIT $3`),
  recipientPageBefore: sql(`SELECT ${SUMMARY_COLUMNS} ${FROM}
    WHERE m.account_id = $1 AND m.to_email_norm = $2 AND m.seq < $3 ORDER BY m.seq DESC LIMIT $4`),
  // Waits read forward, oldest first, from a known seq.
  inboxAfter: sql(`SELECT ${DETAIL_COLUMNS} ${FROM} WHERE m.inbox_id = $1 AND m.seq > $2 ORDER BY m.seq ASC LIMIT $3`),
  inboxUnclaimedAfter: sql(`SELECT ${DETAIL_COLUMNS} ${FROM}
    WHERE m.inbox_id = $1 AND m.seq > $2 AND m.wait_claimed_at IS NULL ORDER BY m.seq ASC LIMIT $3`),
  recipientAfter: sql(`SELECT ${DETAIL_COLUMNS} ${FROM}
    WHERE m.account_id = $1 AND m.to_email_norm = $2 AND m.seq > $3 ORDER BY m.seq ASC LIMIT $4`),
  recipientUnclaimedAfter: sql(`SELECT ${DETAIL_COLUMNS} ${FROM}
    WHERE m.account_id = $1 AND m.to_email_norm = $2 AND m.seq > $3 AND m.wait_claimed_at IS NULL ORDER BY m.seq ASC LIMIT $4`),
  claim: sql('UPDATE messages SET wait_claimed_at = $1 WHERE seq = $2 AND wait_claimed_at IS NULL'),
  // Content, index entry and analysis job cascade (foreign keys); webhook outbox rows keep their own copy.
  purge: sql(`DELETE FROM messages WHERE seq IN (
    SELECT seq FROM messages WHERE account_id = $1 AND received_at < $2 LIMIT $3)`),
  delete: sql('DELETE FROM messages WHERE seq = $1'),
  lastOfInbox: sql('SELECT MAX(seq) AS seq FROM messages WHERE inbox_id = $1'),
  deleteInboxBatch: sql(`DELETE FROM messages WHERE seq IN (
    SELECT seq FROM messages WHERE inbox_id = $1 AND seq <= $2 ORDER BY seq LIMIT $3)`),
  setAnalysis: sql(`UPDATE messages SET analysis_status = $1, analysis_completed_at = $2, analysis_result = $3,
    analysis_attempts = $4, analysis_error = $5 WHERE seq = $6`),
};

export class PgMessages implements MessagesPort {
  constructor(private readonly c: PgContext) {}

  /**
   * Inserts the row, its content and its index entry; returns the seq. Holds the sequence lock
   * until the transaction ends, so seqs become visible in the order they were handed out.
   */
  insert(row: NewMessageRow, content: NewContent, searchable?: SearchableText): Promise<number> {
    return this.c.atomic(async (c) => {
      await c.tx!.lock(SEQUENCE_LOCK);
      const body = searchable ? searchable.body_text : content.text_body;
      const sender = searchable?.from_name ? `${row.from_email} ${searchable.from_name}` : row.from_email;
      const result = await c.query<{ seq: number }>(Q.insert, [
        row.id, row.account_id, row.inbox_id, row.from_email, row.to_email, row.to_email_norm, row.subject, row.preview_text,
        row.received_at, row.has_text_body, row.has_html_body, row.otp, row.links, row.intent, row.malformed, row.parse_error,
        row.size_bytes, row.analysis_eligible, row.analysis_status, row.analysis_requested_at, row.analysis_completed_at,
        row.analysis_result, row.analysis_attempts, row.attachments,
        content.text_body, content.html_body, content.raw,
        searchVector(row.account_id, row.inbox_id, row.subject, sender, body), content.bodies ?? null, row.otp_candidates,
      ]);
      return result.rows[0]!.seq;
    });
  }

  async byId(id: string): Promise<DetailRow | null> {
    return (await this.c.query<DetailRow>(Q.byId, [id])).rows[0] ?? null;
  }

  async bySeq(seq: number): Promise<DetailRow | null> {
    return (await this.c.query<DetailRow>(Q.bySeq, [seq])).rows[0] ?? null;
  }

  async content(seq: number): Promise<StoredContent | null> {
    return (await this.c.query<StoredContent>(Q.content, [seq])).rows[0] ?? null;
  }

  async unconverted(afterSeq: number, limit: number): Promise<UnconvertedContent[]> {
    const rows = (await this.c.query<StoredContent & { seq: number; links: string }>(Q.unconverted, [afterSeq, limit])).rows;
    return rows.map(({ seq, links, ...content }) => ({ seq, links, content }));
  }

  async convert(seq: number, content: { bodies: Buffer; raw: Buffer }, links: string): Promise<boolean> {
    return (await this.c.query(Q.convert, [content.bodies, content.raw, seq, links])).rowCount > 0;
  }

  async inboxPage(inboxId: string, beforeSeq: number | null, limit: number): Promise<SummaryRow[]> {
    return (beforeSeq === null
      ? await this.c.query<SummaryRow>(Q.inboxPage, [inboxId, limit + 1])
      : await this.c.query<SummaryRow>(Q.inboxPageBefore, [inboxId, beforeSeq, limit + 1])).rows;
  }

  async recipientPage(accountId: string, recipient: string, beforeSeq: number | null, limit: number): Promise<SummaryRow[]> {
    return (beforeSeq === null
      ? await this.c.query<SummaryRow>(Q.recipientPage, [accountId, recipient, limit + 1])
      : await this.c.query<SummaryRow>(Q.recipientPageBefore, [accountId, recipient, beforeSeq, limit + 1])).rows;
  }

  async inboxAfter(inboxId: string, afterSeq: number, limit: number, unclaimed = false): Promise<DetailRow[]> {
    return (await this.c.query<DetailRow>(unclaimed ? Q.inboxUnclaimedAfter : Q.inboxAfter, [inboxId, afterSeq, limit])).rows;
  }

  async recipientAfter(accountId: string, recipient: string, afterSeq: number, limit: number, unclaimed = false): Promise<DetailRow[]> {
    return (await this.c.query<DetailRow>(unclaimed ? Q.recipientUnclaimedAfter : Q.recipientAfter,
      [accountId, recipient, afterSeq, limit])).rows;
  }

  async claim(seq: number, at: number): Promise<boolean> {
    return (await this.c.query(Q.claim, [at, seq])).rowCount === 1;
  }

  async search(query: MessageQuery, beforeSeq: number | null, limit: number): Promise<SummaryRow[]> {
    const statement = searchStatement(query, beforeSeq, limit);
    if (!statement) return [];
    return (await this.c.query<SummaryRow>(statement.text, statement.values)).rows;
  }

  async purgeOlderThan(accountId: string, cutoff: number, batch: number): Promise<number> {
    return (await this.c.query(Q.purge, [accountId, cutoff, batch])).rowCount;
  }

  async delete(seq: number): Promise<boolean> {
    return (await this.c.query(Q.delete, [seq])).rowCount > 0;
  }

  async lastOfInbox(inboxId: string): Promise<number | null> {
    return (await this.c.query<{ seq: number | null }>(Q.lastOfInbox, [inboxId])).rows[0]?.seq ?? null;
  }

  async deleteInboxBatch(inboxId: string, maxSeq: number, batch: number): Promise<number> {
    return (await this.c.query(Q.deleteInboxBatch, [inboxId, maxSeq, batch])).rowCount;
  }

  async setAnalysis(u: { seq: number; status: AnalysisStatus; completed_at: number | null; result: string | null;
    attempts: number; error: string | null }): Promise<void> {
    await this.c.query(Q.setAnalysis, [u.status, u.completed_at, u.result, u.attempts, u.error, u.seq]);
  }
}
