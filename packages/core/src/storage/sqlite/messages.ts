import type { Db } from './connection.js';
import type { AnalysisStatus } from '../../types.js';
import type { DetailRow, NewMessageRow, SummaryRow } from '../rows.js';

/** Summary columns joined with the inbox's address and label: what a listing reads. */
const SUMMARY_COLUMNS = `m.seq, m.id, m.inbox_id, i.email_address AS inbox_email_address, i.label AS inbox_label,
  m.from_email, m.to_email, m.subject, m.preview_text, m.received_at,
  m.has_text_body, m.has_html_body`;

const DETAIL_COLUMNS = `${SUMMARY_COLUMNS}, m.account_id, m.otp, m.links, m.intent, m.malformed, m.parse_error,
  m.analysis_eligible, m.analysis_status, m.analysis_requested_at, m.analysis_completed_at, m.analysis_result,
  m.attachments`;









export class SqliteMessages {
  private readonly insertStmt;
  private readonly insertContentStmt;
  private readonly byIdStmt;
  private readonly bySeqStmt;
  private readonly contentStmt;
  private readonly rawStmt;
  private readonly rawHeadStmt;
  private readonly inboxPageStmt;
  private readonly inboxPageAfterStmt;
  private readonly recipientPageStmt;
  private readonly recipientPageAfterStmt;
  private readonly inboxAfterSeqStmt;
  private readonly recipientAfterSeqStmt;
  private readonly purgeBatchStmt;
  private readonly setAnalysisStmt;
  private readonly deleteStmt;
  private readonly lastOfInboxStmt;
  private readonly deleteInboxBatchStmt;

  constructor(db: Db) {
    this.insertStmt = db.prepare(`INSERT INTO messages
      (id, account_id, inbox_id, from_email, to_email, to_email_norm, subject, preview_text, received_at,
       has_text_body, has_html_body, otp, links, intent, malformed, parse_error, size_bytes,
       analysis_eligible, analysis_status, analysis_requested_at, analysis_completed_at, analysis_result, analysis_attempts,
       attachments)
      VALUES (@id, @account_id, @inbox_id, @from_email, @to_email, @to_email_norm, @subject, @preview_text,
       @received_at, @has_text_body, @has_html_body, @otp, @links, @intent, @malformed, @parse_error,
       @size_bytes, @analysis_eligible, @analysis_status, @analysis_requested_at, @analysis_completed_at,
       @analysis_result, @analysis_attempts, @attachments)`);
    this.insertContentStmt = db.prepare('INSERT INTO message_content (seq, text_body, html_body, raw) VALUES (?, ?, ?, ?)');
    const from = 'FROM messages m JOIN inboxes i ON i.id = m.inbox_id';
    this.byIdStmt = db.prepare(`SELECT ${DETAIL_COLUMNS} ${from} WHERE m.id = ?`);
    this.bySeqStmt = db.prepare(`SELECT ${DETAIL_COLUMNS} ${from} WHERE m.seq = ?`);
    this.contentStmt = db.prepare('SELECT text_body, html_body FROM message_content WHERE seq = ?');
    this.rawStmt = db.prepare('SELECT raw FROM message_content WHERE seq = ?');
    this.rawHeadStmt = db.prepare('SELECT substr(raw, 1, ?) FROM message_content WHERE seq = ?').pluck();
    // Listings are newest first; a cursor is the seq of the last row handed out.
    this.inboxPageStmt = db.prepare(`SELECT ${SUMMARY_COLUMNS} ${from} WHERE m.inbox_id = ? ORDER BY m.seq DESC LIMIT ?`);
    this.inboxPageAfterStmt = db.prepare(
      `SELECT ${SUMMARY_COLUMNS} ${from} WHERE m.inbox_id = ? AND m.seq < ? ORDER BY m.seq DESC LIMIT ?`);
    this.recipientPageStmt = db.prepare(`SELECT ${SUMMARY_COLUMNS} ${from}
      WHERE m.account_id = ? AND m.to_email_norm = ? ORDER BY m.seq DESC LIMIT ?`);
    this.recipientPageAfterStmt = db.prepare(`SELECT ${SUMMARY_COLUMNS} ${from}
      WHERE m.account_id = ? AND m.to_email_norm = ? AND m.seq < ? ORDER BY m.seq DESC LIMIT ?`);
    // Waits read forward, oldest first, from a known seq.
    this.inboxAfterSeqStmt = db.prepare(`SELECT ${DETAIL_COLUMNS} ${from}
      WHERE m.inbox_id = ? AND m.seq > ? ORDER BY m.seq ASC LIMIT ?`);
    this.recipientAfterSeqStmt = db.prepare(`SELECT ${DETAIL_COLUMNS} ${from}
      WHERE m.account_id = ? AND m.to_email_norm = ? AND m.seq > ? ORDER BY m.seq ASC LIMIT ?`);
    this.purgeBatchStmt = db.prepare(`DELETE FROM messages WHERE seq IN (
      SELECT seq FROM messages WHERE received_at < ? AND account_id = ? LIMIT ?)`);
    this.setAnalysisStmt = db.prepare(`UPDATE messages SET analysis_status = @status,
      analysis_completed_at = @completed_at, analysis_result = @result, analysis_attempts = @attempts,
      analysis_error = @error WHERE seq = @seq`);
    // Content and the analysis job cascade (foreign keys); webhook outbox rows keep their own copy.
    this.deleteStmt = db.prepare('DELETE FROM messages WHERE seq = ?');
    this.lastOfInboxStmt = db.prepare('SELECT MAX(seq) FROM messages WHERE inbox_id = ?').pluck();
    this.deleteInboxBatchStmt = db.prepare(`DELETE FROM messages WHERE seq IN (
      SELECT seq FROM messages WHERE inbox_id = ? AND seq <= ? ORDER BY seq LIMIT ?)`);
  }

  /** Inserts the row and its content; returns the seq. Call inside a transaction. */
  insert(row: NewMessageRow, content: { text_body: string | null; html_body: string | null; raw: Buffer }): number {
    const seq = Number(this.insertStmt.run(row).lastInsertRowid);
    this.insertContentStmt.run(seq, content.text_body, content.html_body, content.raw);
    return seq;
  }

  byId(id: string): DetailRow | null {
    return (this.byIdStmt.get(id) as DetailRow | undefined) ?? null;
  }

  bySeq(seq: number): DetailRow | null {
    return (this.bySeqStmt.get(seq) as DetailRow | undefined) ?? null;
  }

  content(seq: number): { text_body: string | null; html_body: string | null } {
    return (this.contentStmt.get(seq) as { text_body: string | null; html_body: string | null } | undefined)
      ?? { text_body: null, html_body: null };
  }

  raw(seq: number): Buffer | null {
    return (this.rawStmt.get(seq) as { raw: Buffer } | undefined)?.raw ?? null;
  }

  /** The first `bytes` bytes of the raw source. */
  rawHead(seq: number, bytes: number): Buffer | null {
    return (this.rawHeadStmt.get(bytes, seq) as Buffer | null | undefined) ?? null;
  }

  inboxPage(inboxId: string, beforeSeq: number | null, limit: number): SummaryRow[] {
    return (beforeSeq === null
      ? this.inboxPageStmt.all(inboxId, limit + 1)
      : this.inboxPageAfterStmt.all(inboxId, beforeSeq, limit + 1)) as SummaryRow[];
  }

  recipientPage(accountId: string, recipient: string, beforeSeq: number | null, limit: number): SummaryRow[] {
    return (beforeSeq === null
      ? this.recipientPageStmt.all(accountId, recipient, limit + 1)
      : this.recipientPageAfterStmt.all(accountId, recipient, beforeSeq, limit + 1)) as SummaryRow[];
  }

  inboxAfter(inboxId: string, afterSeq: number, limit: number): DetailRow[] {
    return this.inboxAfterSeqStmt.all(inboxId, afterSeq, limit) as DetailRow[];
  }

  recipientAfter(accountId: string, recipient: string, afterSeq: number, limit: number): DetailRow[] {
    return this.recipientAfterSeqStmt.all(accountId, recipient, afterSeq, limit) as DetailRow[];
  }


  /** Deletes up to `batch` of the account's messages received before `cutoff`; content cascades. */
  purgeOlderThan(accountId: string, cutoff: number, batch: number): number {
    return this.purgeBatchStmt.run(cutoff, accountId, batch).changes;
  }

  /** Deletes one message (its content and analysis job cascade); false when it was gone. */
  delete(seq: number): boolean {
    return this.deleteStmt.run(seq).changes > 0;
  }

  /** The seq of the inbox's newest message, or null when it has none. */
  lastOfInbox(inboxId: string): number | null {
    return (this.lastOfInboxStmt.get(inboxId) as number | null | undefined) ?? null;
  }

  /** Deletes up to `batch` of the inbox's messages with seq at most `maxSeq`, oldest first. */
  deleteInboxBatch(inboxId: string, maxSeq: number, batch: number): number {
    return this.deleteInboxBatchStmt.run(inboxId, maxSeq, batch).changes;
  }

  setAnalysis(u: { seq: number; status: AnalysisStatus; completed_at: number | null; result: string | null;
    attempts: number; error: string | null }): void {
    this.setAnalysisStmt.run(u);
  }
}
