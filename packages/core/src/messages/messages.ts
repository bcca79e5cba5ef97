import { InboxkitError, invalid } from '../errors.js';
import { CONTENT_MODES, type ContentMode, type MessageByMode, type MessageDetail, type MessageSummary, type Page } from '../types.js';
import type { DetailRow, StorageGroups, SummaryRow } from '../storage/index.js';
import { decodeCursor, encodeCursor } from '../cursor.js';
import { toAnalysis, toDetail, toSummary } from './rows.js';
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
export async function shapeDetail<M extends ContentMode>(
  row: DetailRow, mode: M, content: () => Promise<{ text_body: string | null; html_body: string | null }>,
): Promise<MessageByMode[M]> {
  const summary = toSummary(row);
  const analysis = toAnalysis(row);
  switch (mode) {
    case 'otp': return { ...summary, otp: row.otp, analysis } as MessageByMode[M];
    case 'links': return { ...summary, links: JSON.parse(row.links), analysis } as MessageByMode[M];
    case 'text_only': return { ...summary, text_body: (await content()).text_body, analysis } as MessageByMode[M];
    default: return toDetail(row, await content()) as MessageByMode[M];
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
  constructor(private readonly db: StorageGroups) {}

  /** Newest first. `not_found` when the inbox is not the account's. */
  async list(accountId: string, inboxId: string, options: ListOptions = {}): Promise<Page<MessageSummary>> {
    const limit = validateLimit(options.limit, DEFAULT_PAGE_SIZE);
    const before = decodeCursor('msg', options.cursor);
    const inbox = await this.db.inboxes.byId(inboxId);
    if (!inbox || inbox.account_id !== accountId) throw new InboxkitError('not_found', 'no such inbox', { field: 'inbox_id' });
    return page(await this.db.messages.inboxPage(inboxId, before, limit), limit);
  }

  /** Messages whose stored recipient equals `recipient` (case-insensitive), newest first. */
  async search(accountId: string, options: SearchOptions): Promise<Page<MessageSummary>> {
    if (!isEmail(options.recipient)) throw invalid('recipient_email', 'recipient_email is required and must be an email address');
    const limit = validateLimit(options.limit, DEFAULT_PAGE_SIZE);
    const before = decodeCursor('msg', options.cursor);
    const recipient = normalizeAddress(options.recipient)!;
    return page(await this.db.messages.recipientPage(accountId, recipient, before, limit), limit);
  }

  async get<M extends ContentMode = 'full'>(accountId: string, messageId: string, mode?: M): Promise<MessageByMode[M]> {
    const row = await this.row(accountId, messageId);
    return shapeDetail(row, (mode ?? 'full') as M, () => this.db.messages.content(row.seq));
  }

  /** The message's source exactly as received. */
  async raw(accountId: string, messageId: string): Promise<Buffer> {
    const row = await this.row(accountId, messageId);
    return (await this.db.messages.raw(row.seq)) ?? Buffer.alloc(0);
  }

  async row(accountId: string, messageId: string): Promise<DetailRow> {
    const row = await this.db.messages.byId(messageId);
    if (!row || row.account_id !== accountId) throw new InboxkitError('not_found', 'no such message', { field: 'message_id' });
    return row;
  }

  async full(row: DetailRow): Promise<MessageDetail> {
    return toDetail(row, await this.db.messages.content(row.seq));
  }
}
