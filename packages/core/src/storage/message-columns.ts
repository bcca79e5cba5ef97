/** The columns of message listings, reads and inserts, as both engines spell them. */
/** Summary columns joined with the inbox's address and label: what a listing reads (`m` messages, `i` inboxes). */
export const SUMMARY_COLUMNS = `m.seq, m.id, m.inbox_id, i.email_address AS inbox_email_address, i.label AS inbox_label,
  m.from_email, m.to_email, m.subject, m.preview_text, m.received_at,
  m.has_text_body, m.has_html_body, m.read_at, m.tags`;

export const DETAIL_COLUMNS = `${SUMMARY_COLUMNS}, m.account_id, m.otp, m.otp_candidates, m.links, m.intent, m.malformed, m.parse_error,
  m.analysis_eligible, m.analysis_status, m.analysis_requested_at, m.analysis_completed_at, m.analysis_result,
  m.attachments, m.safety, m.envelope`;

/** What messages.insert writes, in this order. */
export const NEW_MESSAGE_COLUMNS = ['id', 'account_id', 'inbox_id', 'from_email', 'to_email', 'to_email_norm', 'subject', 'preview_text',
  'received_at', 'has_text_body', 'has_html_body', 'otp', 'links', 'intent', 'malformed', 'parse_error', 'size_bytes',
  'analysis_eligible', 'analysis_status', 'analysis_requested_at', 'analysis_completed_at', 'analysis_result', 'analysis_attempts',
  'attachments', 'otp_candidates', 'envelope', 'safety', 'facets', 'search_terms'] as const;

/** Written with every new row: its facets default to none, and its full-text entry holds the term tokens. */
const NEW_ROW_DEFAULTS: Partial<Record<(typeof NEW_MESSAGE_COLUMNS)[number], number>> = { facets: 0, search_terms: 1 };

/** A new row's values in NEW_MESSAGE_COLUMNS' order (a column left out is NULL, or its NEW_ROW_DEFAULTS value). */
export const newMessageValues = (row: Readonly<Partial<Record<(typeof NEW_MESSAGE_COLUMNS)[number], unknown>>>): unknown[] =>
  NEW_MESSAGE_COLUMNS.map((c) => row[c] ?? NEW_ROW_DEFAULTS[c] ?? null);
