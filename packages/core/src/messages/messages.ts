import { InboxkitError, invalid } from '../errors.js';
import {
  CONTENT_MODES, type AttachmentContent, type ContentMode, type DeletedMessage, type MessageByMode, type MessageDetail,
  type MessageAnalysis, type MessageReadState, type MessageState, type MessageSummary, type Page,
} from '../types.js';
import type { DetailRow, StorageGroups, SummaryRow } from '../storage/index.js';
import { decodeLinks, readContent } from '../content/codec.js';
import type { Cursors, CursorScope } from '../cursor.js';
import { attachmentsOf, headerFieldsOf, toAnalysis, toDetail, toSummary } from './rows.js';
import { attachmentIndex, readAttachmentBytes, toAttachments } from '../content/attachments.js';
import { DEFAULT_PAGE_SIZE, isEmail, normalizeAddress, validateLimit, type ListOptions } from '../validate.js';
import { hasFilters, MESSAGE_FILTERS, parseFilters, type MessageFilters } from './filters.js';

export function parseContentMode(value: unknown): ContentMode {
  if (value === undefined || value === null || value === '') return 'full';
  if (typeof value !== 'string' || !CONTENT_MODES.includes(value as ContentMode)) {
    throw invalid('content_mode', `content_mode must be one of ${CONTENT_MODES.join(', ')}`);
  }
  return value as ContentMode;
}

/** Shapes a stored message as the spec's detail variant for `mode` (only `full` lists attachments). */
export async function shapeDetail<M extends ContentMode>(
  row: DetailRow, mode: M, content: () => Promise<{ text_body: string | null; html_body: string | null }>,
  raw: () => Promise<Buffer | null>,
): Promise<MessageByMode[M]> {
  const summary = toSummary(row);
  const analysis = toAnalysis(row);
  switch (mode) {
    case 'otp': return { ...summary, otp: row.otp, analysis } as MessageByMode[M];
    case 'links': return { ...summary, links: decodeLinks(row.links), analysis } as MessageByMode[M];
    case 'text_only': return { ...summary, text_body: (await content()).text_body, analysis } as MessageByMode[M];
    default: return toDetail(row, await content(), await attachmentsOf(row, raw), await headerFieldsOf(row, raw)) as MessageByMode[M];
  }
}

type Bodies = { text_body: string | null; html_body: string | null };
const NO_BODIES: Bodies = { text_body: null, html_body: null };

/** A message's stored content, read at most once, its bodies and source decoded when asked for. */
export function storedContent(db: StorageGroups, seq: number): { bodies(): Promise<Bodies>; raw(): Promise<Buffer | null> } {
  let read: Promise<ReturnType<typeof readContent> | null> | null = null;
  const stored = () => (read ??= db.messages.content(seq).then((content) => (content ? readContent(content) : null)));
  return {
    bodies: async () => (await stored())?.bodies() ?? NO_BODIES,
    raw: async () => (await stored())?.raw() ?? null,
  };
}

/** The cursor kind of a listing: `msg` unfiltered, else one per filter set (a cursor pages the filters it came with). */
const cursorKind = (key: string | null) => (key === null ? 'msg' : `msg_${key}`);

function page(rows: SummaryRow[], limit: number, cursors: Cursors, scope: CursorScope): Page<MessageSummary> {
  const items = rows.slice(0, limit).map(toSummary);
  const hasMore = rows.length > limit;
  return { items, page_info: { has_more: hasMore, next_cursor: hasMore ? cursors.encode(scope, rows[limit - 1]!.seq) : null } };
}

/** Options of an inbox's listing: a page, and optional filters. */
export interface MessageListOptions extends ListOptions, MessageFilters {}

export interface SearchOptions extends ListOptions, MessageFilters {
  /** Exact recipient address (case-insensitive). Required when no filter is given. */
  recipient?: string;
}

/** Messages deleted per statement when an inbox is emptied or deleted: each batch is a short write. */
const DELETE_BATCH = 500;

/** Yields to the event loop between batches, so SMTP and HTTP work interleaves with a long delete. */
const yieldToLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

export class Messages {
  constructor(private readonly db: StorageGroups, private readonly cursors: Cursors) {}

  /** Newest first, optionally filtered. `not_found` when the inbox is not the account's. */
  async list(accountId: string, inboxId: string, options: MessageListOptions = {}): Promise<Page<MessageSummary>> {
    const filters = parseFilters(options);
    const limit = validateLimit(options.limit, DEFAULT_PAGE_SIZE);
    const scope = { kind: cursorKind(filters.key), account: accountId, listing: `inbox:${inboxId}` };
    const before = this.cursors.decode(scope, options.cursor);
    const inbox = await this.db.inboxes.byId(inboxId);
    if (!inbox || inbox.account_id !== accountId) throw new InboxkitError('not_found', 'no such inbox', { field: 'inbox_id' });
    const rows = filters.key === null
      ? await this.db.messages.inboxPage(inboxId, before, limit)
      : await this.db.messages.search({ ...filters.query, account_id: accountId, inbox_id: inboxId }, before, limit);
    return page(rows, limit, this.cursors, scope);
  }

  /**
   * Messages of the whole account, newest first: those whose stored recipient equals
   * `recipient` (case-insensitive), and/or those the filters match. Without any filter the
   * recipient is required. With `keyId`, only the messages of the inboxes that key is limited to.
   */
  async search(accountId: string, options: SearchOptions, keyId?: string): Promise<Page<MessageSummary>> {
    const hasRecipient = options.recipient !== undefined && options.recipient !== null && options.recipient !== '';
    if (!hasRecipient && !hasFilters(options)) {
      throw invalid('recipient_email', `recipient_email is required unless a filter is given (${MESSAGE_FILTERS.join(', ')})`);
    }
    if (hasRecipient && !isEmail(options.recipient)) throw invalid('recipient_email', 'recipient_email must be an email address');
    const filters = parseFilters(options);
    const limit = validateLimit(options.limit, DEFAULT_PAGE_SIZE);
    const recipient = hasRecipient ? normalizeAddress(options.recipient!)! : undefined;
    const scope = { kind: cursorKind(filters.key), account: accountId, listing: recipient === undefined ? 'account' : `recipient:${recipient}` };
    const before = this.cursors.decode(scope, options.cursor);
    // A limited key's listing (`keyId`) goes through the filtered listing, which keeps to its inboxes in SQL.
    const rows = filters.key === null && keyId === undefined
      ? await this.db.messages.recipientPage(accountId, recipient!, before, limit)
      : await this.db.messages.search({
        ...filters.query, account_id: accountId, ...(recipient ? { recipient } : {}), ...(keyId !== undefined ? { key_id: keyId } : {}),
      }, before, limit);
    return page(rows, limit, this.cursors, scope);
  }

  /** The id of the inbox the account's message is in; `not_found` for a message it does not have. */
  async inboxOf(accountId: string, messageId: string): Promise<string> {
    const row = typeof messageId === 'string' ? await this.db.messages.analysisById(messageId) : null;
    if (!row || row.account_id !== accountId) throw new InboxkitError('not_found', 'no such message', { field: 'message_id' });
    return row.inbox_id;
  }

  /**
   * The message's analysis alone, from its owner and analysis columns: the one part of a stored
   * message that changes, read cheaply (the daemon checks a kept answer against it).
   */
  async analysis(accountId: string, messageId: string): Promise<MessageAnalysis> {
    const row = await this.db.messages.analysisById(messageId);
    if (!row || row.account_id !== accountId) throw new InboxkitError('not_found', 'no such message', { field: 'message_id' });
    return toAnalysis(row);
  }

  /** Its analysis and read state, from the same cheap read as `analysis`: what can change in a stored message. */
  async state(accountId: string, messageId: string): Promise<MessageState> {
    const row = await this.db.messages.analysisById(messageId);
    if (!row || row.account_id !== accountId) throw new InboxkitError('not_found', 'no such message', { field: 'message_id' });
    return { analysis: toAnalysis(row), read: row.read_at !== null, tags: row.tags === null ? [] : (JSON.parse(row.tags) as string[]) };
  }

  /** Marks the message read (at `at`, epoch ms) or unread. Waits and claims are untouched. */
  async setRead(accountId: string, messageId: string, read: unknown, at: number): Promise<MessageReadState> {
    if (typeof read !== 'boolean') throw invalid('read', 'read must be true or false');
    if (typeof messageId !== 'string' || !(await this.db.messages.setRead(accountId, messageId, read ? at : null))) {
      throw new InboxkitError('not_found', 'no such message', { field: 'message_id' });
    }
    return { message_id: messageId, read };
  }

  async get<M extends ContentMode = 'full'>(accountId: string, messageId: string, mode?: M): Promise<MessageByMode[M]> {
    const row = await this.row(accountId, messageId);
    const content = storedContent(this.db, row.seq);
    return shapeDetail(row, (mode ?? 'full') as M, content.bodies, content.raw);
  }

  /**
   * The decoded bytes of one attachment, read again from the raw source (they are not stored
   * apart). `not_found` for an id the message does not have.
   */
  async attachment(accountId: string, messageId: string, attachmentId: string): Promise<AttachmentContent> {
    const row = await this.row(accountId, messageId);
    const { raw } = storedContent(this.db, row.seq);
    const records = await attachmentsOf(row, raw);
    const index = typeof attachmentId === 'string' ? attachmentIndex(attachmentId) : null;
    const record = index === null ? undefined : records[index];
    if (index === null || !record) throw new InboxkitError('not_found', 'no such attachment', { field: 'attachment_id' });
    const source = await raw();
    const bytes = source ? await readAttachmentBytes(source, index, record.md5) : null;
    if (!bytes) {
      // Only a parser that reads the stored source differently from the one that described it
      // gets here: better an error than another part's bytes.
      throw new InboxkitError('internal', `attachment ${attachmentId} of message ${row.id} could not be read again from the stored source`);
    }
    return { attachment: toAttachments(records)[index]!, charset: record.charset, bytes };
  }

  /** Deletes one message (content and analysis job with it). `not_found` once it is gone. */
  async delete(accountId: string, messageId: string): Promise<DeletedMessage> {
    const row = await this.row(accountId, messageId);
    if (!(await this.db.messages.delete(row.seq))) throw new InboxkitError('not_found', 'no such message', { field: 'message_id' });
    return { message_id: row.id, deleted: true };
  }

  /**
   * Deletes the inbox's messages stored so far (up to its newest message now: what arrives
   * meanwhile stays), in batches that each commit on their own. Returns how many went.
   */
  async empty(accountId: string, inboxId: string): Promise<number> {
    const inbox = await this.db.inboxes.byId(inboxId);
    if (!inbox || inbox.account_id !== accountId) throw new InboxkitError('not_found', 'no such inbox', { field: 'inbox_id' });
    return this.purgeInbox(inbox.id);
  }

  /** Deletes the inbox's messages up to its newest one now, batch by batch; for an inbox just deleted too. */
  async purgeInbox(inboxId: string): Promise<number> {
    const last = await this.db.messages.lastOfInbox(inboxId);
    if (last === null) return 0;
    let deleted = 0;
    for (;;) {
      const n = await this.db.messages.deleteInboxBatch(inboxId, last, DELETE_BATCH);
      deleted += n;
      if (n < DELETE_BATCH) return deleted;
      await yieldToLoop();
    }
  }

  /** The message's source exactly as received. */
  async raw(accountId: string, messageId: string): Promise<Buffer> {
    const row = await this.row(accountId, messageId);
    return (await storedContent(this.db, row.seq).raw()) ?? Buffer.alloc(0);
  }

  async row(accountId: string, messageId: string): Promise<DetailRow> {
    const row = await this.db.messages.byId(messageId);
    if (!row || row.account_id !== accountId) throw new InboxkitError('not_found', 'no such message', { field: 'message_id' });
    return row;
  }

  async full(row: DetailRow): Promise<MessageDetail> {
    const content = storedContent(this.db, row.seq);
    const attachments = await attachmentsOf(row, content.raw);
    return toDetail(row, await content.bodies(), attachments, await headerFieldsOf(row, content.raw));
  }
}
