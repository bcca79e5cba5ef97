import type { Statement } from 'better-sqlite3';
import type { Db } from './connection.js';
import type { AnalysisStatus } from '../../types.js';
import type { DetailRow, NewMessageRow, StoredContent, SummaryRow, UnconvertedContent } from '../rows.js';
import { SEARCH_BODY_CHARS, type MessageQuery, type NewContent, type SearchableText } from '../port.js';
import { DETAIL_COLUMNS, SUMMARY_COLUMNS } from '../message-columns.js';
import { indexText, scopeText } from './fts.js';
import { FLOOR_PROBE_ROWS, FLOOR_PROBE_SQL, hasTextConditions, PROBE_ROWS, searchSql, type SearchStatement } from './search.js';

/** Filtered listings prepare one statement per combination of conditions; past this many the cache starts over. */
const MAX_SEARCH_STATEMENTS = 256;

/** A filtered listing's statement, prepared once per SQL text (one per combination of conditions). */
function cached(db: Db, cache: Map<string, Statement>, sql: string): Statement {
  let stmt = cache.get(sql);
  if (!stmt) {
    if (cache.size >= MAX_SEARCH_STATEMENTS) cache.clear();
    stmt = db.prepare(sql);
    cache.set(sql, stmt);
  }
  return stmt;
}

export class SqliteMessages {
  private readonly insertStmt;
  private readonly insertContentStmt;
  private readonly insertIndexStmt;
  private readonly searchStmts = new Map<string, Statement>();
  private readonly floorProbeStmt;
  private readonly byIdStmt;
  private readonly bySeqStmt;
  private readonly contentStmt;
  private readonly unconvertedStmt;
  private readonly convertContentStmt;
  private readonly convertLinksStmt;
  private readonly inboxPageStmt;
  private readonly inboxPageAfterStmt;
  private readonly recipientPageStmt;
  private readonly recipientPageAfterStmt;
  private readonly inboxAfterSeqStmt;
  private readonly recipientAfterSeqStmt;
  private readonly inboxUnclaimedAfterStmt;
  private readonly recipientUnclaimedAfterStmt;
  private readonly claimStmt;
  private readonly purgeBatchStmt;
  private readonly setAnalysisStmt;
  private readonly deleteStmt;
  private readonly lastOfInboxStmt;
  private readonly deleteInboxBatchStmt;

  constructor(private readonly db: Db) {
    this.insertStmt = db.prepare(`INSERT INTO messages
      (id, account_id, inbox_id, from_email, to_email, to_email_norm, subject, preview_text, received_at,
       has_text_body, has_html_body, otp, links, intent, malformed, parse_error, size_bytes,
       analysis_eligible, analysis_status, analysis_requested_at, analysis_completed_at, analysis_result, analysis_attempts,
       attachments, otp_candidates)
      VALUES (@id, @account_id, @inbox_id, @from_email, @to_email, @to_email_norm, @subject, @preview_text,
       @received_at, @has_text_body, @has_html_body, @otp, @links, @intent, @malformed, @parse_error,
       @size_bytes, @analysis_eligible, @analysis_status, @analysis_requested_at, @analysis_completed_at,
       @analysis_result, @analysis_attempts, @attachments, @otp_candidates)`);
    this.insertContentStmt = db.prepare('INSERT INTO message_content (seq, text_body, html_body, raw, bodies) VALUES (?, ?, ?, ?, ?)');
    // The index's delete side is a trigger on messages (schema-search.ts), so every delete path keeps it in step.
    this.floorProbeStmt = db.prepare(FLOOR_PROBE_SQL);
    this.insertIndexStmt = db.prepare('INSERT INTO messages_fts (rowid, scope, subject, sender, body) VALUES (?, ?, ?, ?, ?)');
    const from = 'FROM messages m JOIN inboxes i ON i.id = m.inbox_id';
    this.byIdStmt = db.prepare(`SELECT ${DETAIL_COLUMNS} ${from} WHERE m.id = ?`);
    this.bySeqStmt = db.prepare(`SELECT ${DETAIL_COLUMNS} ${from} WHERE m.seq = ?`);
    this.contentStmt = db.prepare('SELECT bodies, text_body, html_body, raw FROM message_content WHERE seq = ?');
    // Walks the partial index message_content_unconverted (schema 11): only rows still to convert.
    this.unconvertedStmt = db.prepare(`SELECT c.seq, m.links, c.bodies, c.text_body, c.html_body, c.raw
      FROM message_content c JOIN messages m ON m.seq = c.seq
      WHERE c.seq > ? AND c.bodies IS NULL ORDER BY c.seq LIMIT ?`);
    this.convertContentStmt = db.prepare(`UPDATE message_content SET bodies = ?, raw = ?, text_body = NULL, html_body = NULL
      WHERE seq = ? AND bodies IS NULL`);
    this.convertLinksStmt = db.prepare('UPDATE messages SET links = ? WHERE seq = ?');
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
    this.inboxUnclaimedAfterStmt = db.prepare(`SELECT ${DETAIL_COLUMNS} ${from}
      WHERE m.inbox_id = ? AND m.seq > ? AND m.wait_claimed_at IS NULL ORDER BY m.seq ASC LIMIT ?`);
    this.recipientUnclaimedAfterStmt = db.prepare(`SELECT ${DETAIL_COLUMNS} ${from}
      WHERE m.account_id = ? AND m.to_email_norm = ? AND m.seq > ? AND m.wait_claimed_at IS NULL ORDER BY m.seq ASC LIMIT ?`);
    this.claimStmt = db.prepare('UPDATE messages SET wait_claimed_at = ? WHERE seq = ? AND wait_claimed_at IS NULL');
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
  insert(row: NewMessageRow, content: NewContent, searchable?: SearchableText): number {
    const seq = Number(this.insertStmt.run(row).lastInsertRowid);
    this.insertContentStmt.run(seq, content.text_body, content.html_body, content.raw, content.bodies ?? null);
    const body = searchable ? searchable.body_text : content.text_body;
    const sender = searchable?.from_name ? `${row.from_email} ${searchable.from_name}` : row.from_email;
    this.insertIndexStmt.run(seq, scopeText(row.account_id, row.inbox_id), indexText(row.subject), indexText(sender),
      indexText(body && body.length > SEARCH_BODY_CHARS ? body.slice(0, SEARCH_BODY_CHARS) : body));
    return seq;
  }

  byId(id: string): DetailRow | null {
    return (this.byIdStmt.get(id) as DetailRow | undefined) ?? null;
  }

  bySeq(seq: number): DetailRow | null {
    return (this.bySeqStmt.get(seq) as DetailRow | undefined) ?? null;
  }

  content(seq: number): StoredContent | null {
    return (this.contentStmt.get(seq) as StoredContent | undefined) ?? null;
  }

  unconverted(afterSeq: number, limit: number): UnconvertedContent[] {
    const rows = this.unconvertedStmt.all(afterSeq, limit) as Array<StoredContent & { seq: number; links: string }>;
    return rows.map(({ seq, links, ...content }) => ({ seq, links, content }));
  }

  /** Call inside a transaction: the content and the links change together. */
  convert(seq: number, content: { bodies: Buffer; raw: Buffer }, links: string): boolean {
    if (this.convertContentStmt.run(content.bodies, content.raw, seq).changes === 0) return false;
    this.convertLinksStmt.run(links, seq);
    return true;
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

  inboxAfter(inboxId: string, afterSeq: number, limit: number, unclaimed = false): DetailRow[] {
    return (unclaimed ? this.inboxUnclaimedAfterStmt : this.inboxAfterSeqStmt).all(inboxId, afterSeq, limit) as DetailRow[];
  }

  recipientAfter(accountId: string, recipient: string, afterSeq: number, limit: number, unclaimed = false): DetailRow[] {
    return (unclaimed ? this.recipientUnclaimedAfterStmt : this.recipientAfterSeqStmt)
      .all(accountId, recipient, afterSeq, limit) as DetailRow[];
  }

  claim(seq: number, at: number): boolean {
    return this.claimStmt.run(at, seq).changes === 1;
  }


  search(query: MessageQuery, beforeSeq: number | null, limit: number): SummaryRow[] {
    const all = ({ sql, params }: SearchStatement) => cached(this.db, this.searchStmts, sql).all(...params) as SummaryRow[];
    let floorSeq: number | null = null;
    if (query.received_after !== undefined) {
      const since = this.floorProbeStmt.get(query.received_after) as { count: number; floor: number | null };
      if (since.count === 0) return []; // nothing at all was received since
      if (since.count <= FLOOR_PROBE_ROWS) floorSeq = since.floor;
    }
    if (query.inbox_id !== undefined || !hasTextConditions(query)) {
      return all(searchSql(query, { beforeSeq, floorSeq, limit }));
    }
    // Text over an account: the newest matches of all accounts first (see PROBE_ROWS), then
    // the account's token below the last one read, if the page is not full by then.
    const rows: SummaryRow[] = [];
    let read = 0;
    let last = beforeSeq;
    const probe = searchSql(query, { beforeSeq, floorSeq, limit }, 'probe');
    for (const { hit, ...row } of cached(this.db, this.searchStmts, probe.sql).iterate(...probe.params) as Iterable<SummaryRow & { hit: number }>) {
      read++;
      last = row.seq;
      if (hit === 1 && rows.push(row) > limit) break;
    }
    if (rows.length > limit || read < PROBE_ROWS) return rows;
    return rows.concat(all(searchSql(query, { beforeSeq: last, floorSeq, limit: limit - rows.length })));
  }

  /** Deletes up to `batch` of the account's messages received before `cutoff`; content cascades, the index entries go by trigger. */
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
