import type { Db } from './db.js';
import type {
  AnalysisStatus, ExtractedLink, MessageAnalysis, MessageDetail, MessageIntent, MessageSummary,
} from '../types.js';
import { iso } from '../clock.js';

/** Summary columns joined with the inbox's address and label: what a listing reads. */
const SUMMARY_COLUMNS = `m.seq, m.id, m.inbox_id, i.email_address AS inbox_email_address, i.label AS inbox_label,
  m.from_email, m.to_email, m.subject, m.preview_text, m.received_at,
  m.has_text_body, m.has_html_body`;

const DETAIL_COLUMNS = `${SUMMARY_COLUMNS}, m.account_id, m.otp, m.links, m.intent, m.malformed, m.parse_error,
  m.analysis_eligible, m.analysis_status, m.analysis_requested_at, m.analysis_completed_at, m.analysis_result`;

export interface SummaryRow {
  seq: number;
  id: string;
  inbox_id: string;
  inbox_email_address: string;
  inbox_label: string;
  from_email: string;
  to_email: string;
  subject: string | null;
  preview_text: string | null;
  received_at: number;
  has_text_body: number;
  has_html_body: number;
}

export interface DetailRow extends SummaryRow {
  account_id: string;
  otp: string | null;
  links: string;
  intent: MessageIntent | null;
  malformed: number;
  parse_error: string | null;
  analysis_eligible: number;
  analysis_status: AnalysisStatus;
  analysis_requested_at: number | null;
  analysis_completed_at: number | null;
  analysis_result: string | null;
}

export interface NewMessageRow {
  id: string;
  account_id: string;
  inbox_id: string;
  from_email: string;
  to_email: string;
  to_email_norm: string;
  subject: string | null;
  preview_text: string | null;
  received_at: number;
  has_text_body: number;
  has_html_body: number;
  otp: string | null;
  links: string;
  intent: MessageIntent | null;
  malformed: number;
  parse_error: string | null;
  size_bytes: number;
  analysis_eligible: number;
  analysis_status: AnalysisStatus;
  analysis_requested_at: number | null;
  /** Set when the analysis is recorded with the row itself (the built-in analyzer's, computed while parsing). */
  analysis_completed_at: number | null;
  analysis_result: string | null;
  analysis_attempts: number;
}

/** The model-derived analysis fields, stored as one JSON document. */
export type AnalysisFields = Pick<MessageAnalysis,
  'detected_otp' | 'sender_name' | 'category' | 'extracted_id' | 'amount_mentioned' | 'is_urgent' | 'action_required' | 'summary'>;

export const EMPTY_ANALYSIS_FIELDS: AnalysisFields = {
  detected_otp: null, sender_name: null, category: null, extracted_id: null,
  amount_mentioned: null, is_urgent: null, action_required: null, summary: null,
};

export function toSummary(row: SummaryRow): MessageSummary {
  return {
    id: row.id,
    inbox_id: row.inbox_id,
    inbox_email_address: row.inbox_email_address,
    inbox_label: row.inbox_label,
    from_email: row.from_email,
    to_email: row.to_email,
    subject: row.subject,
    preview_text: row.preview_text,
    received_at: iso(row.received_at),
    has_text_body: row.has_text_body === 1,
    has_html_body: row.has_html_body === 1,
  };
}

export function toAnalysis(row: DetailRow): MessageAnalysis {
  const fields = row.analysis_result ? (JSON.parse(row.analysis_result) as AnalysisFields) : EMPTY_ANALYSIS_FIELDS;
  return {
    eligible: row.analysis_eligible === 1,
    status: row.analysis_status,
    requested_at: row.analysis_requested_at === null ? null : iso(row.analysis_requested_at),
    completed_at: row.analysis_completed_at === null ? null : iso(row.analysis_completed_at),
    ...EMPTY_ANALYSIS_FIELDS,
    ...fields,
  };
}

export function toDetail(row: DetailRow, content: { text_body: string | null; html_body: string | null }): MessageDetail {
  return {
    ...toSummary(row),
    text_body: content.text_body,
    html_body: content.html_body,
    otp: row.otp,
    links: JSON.parse(row.links) as ExtractedLink[],
    intent: row.intent,
    analysis: toAnalysis(row),
  };
}

export class MessagesTable {
  private readonly insertStmt;
  private readonly insertContentStmt;
  private readonly byIdStmt;
  private readonly bySeqStmt;
  private readonly contentStmt;
  private readonly rawStmt;
  private readonly inboxPageStmt;
  private readonly inboxPageAfterStmt;
  private readonly recipientPageStmt;
  private readonly recipientPageAfterStmt;
  private readonly inboxAfterSeqStmt;
  private readonly recipientAfterSeqStmt;
  private readonly maxSeqStmt;
  private readonly purgeBatchStmt;
  private readonly setAnalysisStmt;

  constructor(db: Db) {
    this.insertStmt = db.prepare(`INSERT INTO messages
      (id, account_id, inbox_id, from_email, to_email, to_email_norm, subject, preview_text, received_at,
       has_text_body, has_html_body, otp, links, intent, malformed, parse_error, size_bytes,
       analysis_eligible, analysis_status, analysis_requested_at, analysis_completed_at, analysis_result, analysis_attempts)
      VALUES (@id, @account_id, @inbox_id, @from_email, @to_email, @to_email_norm, @subject, @preview_text,
       @received_at, @has_text_body, @has_html_body, @otp, @links, @intent, @malformed, @parse_error,
       @size_bytes, @analysis_eligible, @analysis_status, @analysis_requested_at, @analysis_completed_at,
       @analysis_result, @analysis_attempts)`);
    this.insertContentStmt = db.prepare('INSERT INTO message_content (seq, text_body, html_body, raw) VALUES (?, ?, ?, ?)');
    const from = 'FROM messages m JOIN inboxes i ON i.id = m.inbox_id';
    this.byIdStmt = db.prepare(`SELECT ${DETAIL_COLUMNS} ${from} WHERE m.id = ?`);
    this.bySeqStmt = db.prepare(`SELECT ${DETAIL_COLUMNS} ${from} WHERE m.seq = ?`);
    this.contentStmt = db.prepare('SELECT text_body, html_body FROM message_content WHERE seq = ?');
    this.rawStmt = db.prepare('SELECT raw FROM message_content WHERE seq = ?');
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
    this.maxSeqStmt = db.prepare('SELECT COALESCE(MAX(seq), 0) AS seq FROM messages');
    this.purgeBatchStmt = db.prepare(`DELETE FROM messages WHERE seq IN (
      SELECT seq FROM messages WHERE received_at < ? AND account_id = ? LIMIT ?)`);
    this.setAnalysisStmt = db.prepare(`UPDATE messages SET analysis_status = @status,
      analysis_completed_at = @completed_at, analysis_result = @result, analysis_attempts = @attempts,
      analysis_error = @error WHERE seq = @seq`);
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

  maxSeq(): number {
    return (this.maxSeqStmt.get() as { seq: number }).seq;
  }

  /** Deletes up to `batch` of the account's messages received before `cutoff`; content cascades. */
  purgeOlderThan(accountId: string, cutoff: number, batch: number): number {
    return this.purgeBatchStmt.run(cutoff, accountId, batch).changes;
  }

  setAnalysis(u: { seq: number; status: AnalysisStatus; completed_at: number | null; result: string | null;
    attempts: number; error: string | null }): void {
    this.setAnalysisStmt.run(u);
  }
}
