import { InboxkitError, invalid } from '../errors.js';
import { CONTENT_MODES, type ContentMode, type MessageByMode, type MessageDetail, type MessageSummary, type Page } from '../types.js';
import { decodeCursor, encodeCursor, toAnalysis, toDetail, toSummary, type DetailRow, type Store, type SummaryRow } from '../store/index.js';
import { validateLimit, isEmail } from '../inboxes/validate.js';
import { DEFAULT_PAGE_SIZE, type ListOptions } from '../inboxes/inboxes.js';
import { normalizeAddress } from '../ingest/route.js';

export function parseContentMode(value: unknown): ContentMode {
  if (value === undefined || value === null || value === '') return 'full';
  if (typeof value !== 'string' || !CONTENT_MODES.includes(value as ContentMode)) {
    throw invalid('content_mode', `content_mode must be one of ${CONTENT_MODES.join(', ')}`);
  }
  return value as ContentMode;
}

/** Shapes a stored message as the spec's detail variant for `mode`. */
export function shapeDetail<M extends ContentMode>(row: DetailRow, mode: M, content: () => { text_body: string | null; html_body: string | null }): MessageByMode[M] {
  const summary = toSummary(row);
  const analysis = toAnalysis(row);
  switch (mode) {
    case 'otp': return { ...summary, otp: row.otp, analysis } as MessageByMode[M];
    case 'links': return { ...summary, links: JSON.parse(row.links), analysis } as MessageByMode[M];
    case 'text_only': return { ...summary, text_body: content().text_body, analysis } as MessageByMode[M];
    default: return toDetail(row, content()) as MessageByMode[M];
  }
}

function page(rows: SummaryRow[], limit: number): Page<MessageSummary> {
  const items = rows.slice(0, limit).map(toSummary);
  const hasMore = rows.length > limit;
  return { items, page_info: { has_more: hasMore, next_cursor: hasMore ? encodeCursor('msg', rows[limit - 1]!.seq) : null } };
}

export interface SearchOptions extends ListOptions {
  recipient: string;
}

export class Messages {
  constructor(private readonly store: Store) {}

  /** Newest first. `not_found` when the inbox is not the account's. */
  list(accountId: string, inboxId: string, options: ListOptions = {}): Page<MessageSummary> {
    const limit = validateLimit(options.limit, DEFAULT_PAGE_SIZE);
    const before = decodeCursor('msg', options.cursor);
    const inbox = this.store.inboxes.byId(inboxId);
    if (!inbox || inbox.account_id !== accountId) throw new InboxkitError('not_found', 'no such inbox', { field: 'inbox_id' });
    return page(this.store.messages.inboxPage(inboxId, before, limit), limit);
  }

  /** Messages whose stored recipient equals `recipient` (case-insensitive), newest first. */
  search(accountId: string, options: SearchOptions): Page<MessageSummary> {
    if (!isEmail(options.recipient)) throw invalid('recipient_email', 'recipient_email is required and must be an email address');
    const limit = validateLimit(options.limit, DEFAULT_PAGE_SIZE);
    const before = decodeCursor('msg', options.cursor);
    const recipient = normalizeAddress(options.recipient)!;
    return page(this.store.messages.recipientPage(accountId, recipient, before, limit), limit);
  }

  get<M extends ContentMode = 'full'>(accountId: string, messageId: string, mode?: M): MessageByMode[M] {
    const row = this.row(accountId, messageId);
    return shapeDetail(row, (mode ?? 'full') as M, () => this.store.messages.content(row.seq));
  }

  /** The message's source exactly as received. */
  raw(accountId: string, messageId: string): Buffer {
    const row = this.row(accountId, messageId);
    return this.store.messages.raw(row.seq) ?? Buffer.alloc(0);
  }

  row(accountId: string, messageId: string): DetailRow {
    const row = this.store.messages.byId(messageId);
    if (!row || row.account_id !== accountId) throw new InboxkitError('not_found', 'no such message', { field: 'message_id' });
    return row;
  }

  full(row: DetailRow): MessageDetail {
    return toDetail(row, this.store.messages.content(row.seq));
  }
}
