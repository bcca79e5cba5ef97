import type { MessageAnalysis, MessageDetail, MessageHeader, MessageSafety, MessageSummary, OtpCandidate } from '../types.js';
import { blindRecipients, readHeaders } from '../content/headers.js';
import { assessSafety } from '../safety/index.js';
import { decodeSafety } from '../safety/codec.js';
import { iso } from '../clock.js';
import type { AnalysisFields, AnalysisRow, DetailRow, SummaryRow } from '../storage/index.js';
import { decodeLinks } from '../content/codec.js';
import { EMPTY_ANALYSIS_FIELDS } from '../events/message-event.js';
import { readAttachmentRecords, toAttachments, type AttachmentRecord } from '../content/attachments.js';

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
    read: row.read_at !== null,
    tags: row.tags === null ? [] : (JSON.parse(row.tags) as string[]),
  };
}

export function toAnalysis(row: AnalysisRow): MessageAnalysis {
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

/**
 * The stored attachment descriptions of a row; for a row stored before they were kept (schema
 * version 9), read from its raw source (what `raw` loads).
 */
export async function attachmentsOf(row: DetailRow, raw: () => Promise<Buffer | null>): Promise<AttachmentRecord[]> {
  if (row.attachments !== null) return JSON.parse(row.attachments) as AttachmentRecord[];
  const source = await raw();
  return source ? readAttachmentRecords(source) : [];
}

/**
 * The safety findings kept with a row (`{}`: none); a row stored before they were kept is
 * assessed from its bodies now.
 */
export function safetyOf(row: Pick<DetailRow, 'safety' | 'subject'>, content: { text_body: string | null; html_body: string | null }): MessageSafety {
  if (row.safety === null) return assessSafety({ subject: row.subject, text: content.text_body, html: content.html_body });
  return decodeSafety(row.safety);
}

/** A detail's header fields: `headers`, `cc` and `bcc`. */
export interface HeaderFields { headers: MessageHeader[]; cc: string[]; bcc: string[] }

/** The envelope recipients routed to this copy; for a row stored before they were kept, its `to_email`. */
function copyRecipients(row: Pick<DetailRow, 'envelope' | 'to_email'>): string[] {
  if (row.envelope !== null) {
    try {
      const kept = (JSON.parse(row.envelope) as { rcpt_to?: unknown }).rcpt_to;
      if (Array.isArray(kept) && kept.every((r) => typeof r === 'string')) return kept as string[];
    } catch { /* read as before it was kept */ }
  }
  return [row.to_email];
}

/** The header fields of a stored message, read from its raw source (what `raw` loads: only its header block is parsed). */
export async function headerFieldsOf(row: Pick<DetailRow, 'envelope' | 'to_email'>, raw: () => Promise<Buffer | null>): Promise<HeaderFields> {
  const source = await raw();
  const read = source ? await readHeaders(source) : { headers: [], to: [], cc: [] };
  return { headers: read.headers, cc: read.cc, bcc: blindRecipients(copyRecipients(row), read.to, read.cc) };
}

export function toDetail(
  row: DetailRow, content: { text_body: string | null; html_body: string | null }, attachments: readonly AttachmentRecord[],
  header: HeaderFields,
): MessageDetail {
  return {
    ...toSummary(row),
    text_body: content.text_body,
    html_body: content.html_body,
    otp: row.otp,
    otp_candidates: row.otp_candidates ? (JSON.parse(row.otp_candidates) as OtpCandidate[]) : [],
    links: decodeLinks(row.links),
    intent: row.intent,
    analysis: toAnalysis(row),
    attachments: toAttachments(attachments),
    safety: safetyOf(row, content),
    headers: header.headers,
    cc: header.cc,
    bcc: header.bcc,
  };
}
