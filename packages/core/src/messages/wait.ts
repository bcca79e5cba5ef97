import { InboxkitError, invalid } from '../errors.js';
import type { MessageDetail } from '../types.js';
import type { StorageGroups } from '../storage/index.js';
import type { EmailEvent, EventContext, InboxEventEmitter } from '../events/events.js';
import { normalizeAddress } from '../ingest/route.js';
import type { Messages } from './messages.js';

export interface WaitForMessageOptions {
  /** Wait on one inbox… */
  inboxId?: string;
  /** …or on an exact recipient address within the account (case-insensitive). */
  recipient?: string;
  /**
   * Only messages after this point: a message id (exclusive; pass the last id you read),
   * or a Date / epoch ms / ISO string (received at or after). Omitted: messages already
   * stored count too, oldest first, so a mail that arrived before the call is not missed.
   */
  since?: string | number | Date;
  /** Default 30,000 ms. */
  timeoutMs?: number;
  /** Extra condition on the full message, e.g. `(m) => m.otp !== null`. */
  match?: (message: MessageDetail) => boolean;
  signal?: AbortSignal;
}

export const DEFAULT_WAIT_TIMEOUT_MS = 30_000;
const SCAN_BATCH = 200;

/**
 * Waits for the first message, oldest first, that fits the options. It registers for new
 * messages before it reads what is stored, and holds back what arrives during that read until
 * the read is done, so a message committed between a caller's last read and this call is
 * always seen, and the oldest match wins.
 */
export async function waitForMessage(
  deps: { db: StorageGroups; messages: Messages; events: InboxEventEmitter },
  accountId: string,
  options: WaitForMessageOptions,
): Promise<MessageDetail> {
  const { db, messages, events } = deps;
  if (!!options.inboxId === !!options.recipient) {
    throw invalid('inboxId', 'waitForMessage needs exactly one of inboxId or recipient');
  }
  let recipient: string | null = null;
  if (options.inboxId) {
    const inbox = await db.inboxes.byId(options.inboxId);
    if (!inbox || inbox.account_id !== accountId) throw new InboxkitError('not_found', 'no such inbox', { field: 'inboxId' });
  } else {
    recipient = normalizeAddress(options.recipient!);
    if (!recipient) throw invalid('recipient', 'recipient must be an email address');
  }
  let afterSeq = 0;
  let notBefore = -Infinity;
  const since = options.since;
  if (typeof since === 'string' && !/^\d{4}-\d\d-\d\d/.test(since)) {
    const row = await db.messages.byId(since);
    if (!row || row.account_id !== accountId) throw new InboxkitError('not_found', 'since names no message of this account', { field: 'since' });
    afterSeq = row.seq;
  } else if (since !== undefined) {
    notBefore = since instanceof Date ? since.getTime() : typeof since === 'number' ? since : Date.parse(since);
    if (!Number.isFinite(notBefore)) throw invalid('since', 'since must be a message id, a Date, epoch ms or an ISO timestamp');
  }
  const timeoutMs = options.timeoutMs ?? DEFAULT_WAIT_TIMEOUT_MS;
  const fits = (m: MessageDetail) => Date.parse(m.received_at) >= notBefore && (!options.match || options.match(m));

  return new Promise<MessageDetail>((resolve, reject) => {
    let timer: NodeJS.Timeout | undefined;
    let done = false;
    /** Arrivals (with their seq) while the stored messages are read; null once that read is over. */
    let heldBack: Array<{ seq: number; message: MessageDetail }> | null = [];
    const finish = (error: unknown, message?: MessageDetail) => {
      if (done) return;
      done = true;
      events.off('email.received', onReceived);
      if (timer) clearTimeout(timer);
      options.signal?.removeEventListener('abort', onAbort);
      if (error) reject(error);
      else resolve(message!);
    };
    const consider = (m: MessageDetail) => {
      try {
        if (fits(m)) finish(null, m);
      } catch (error) {
        finish(error);
      }
    };
    const onReceived = (event: EmailEvent, ctx: EventContext) => {
      if (ctx.seq <= afterSeq || ctx.accountId !== accountId) return;
      const m = event.data.message;
      if (options.inboxId ? m.inbox_id !== options.inboxId : normalizeAddress(m.to_email) !== recipient) return;
      if (heldBack) heldBack.push({ seq: ctx.seq, message: m });
      else consider(m);
    };
    const onAbort = () => finish(new InboxkitError('timeout', 'waitForMessage was aborted'));
    events.on('email.received', onReceived);
    if (options.signal?.aborted) return onAbort();
    options.signal?.addEventListener('abort', onAbort);
    timer = setTimeout(() => finish(new InboxkitError('timeout', `no matching message within ${timeoutMs} ms`)), timeoutMs);
    void (async () => {
      let lastSeq = afterSeq;
      for (let cursor = afterSeq; !done;) {
        const rows = options.inboxId
          ? await db.messages.inboxAfter(options.inboxId, cursor, SCAN_BATCH)
          : await db.messages.recipientAfter(accountId, recipient!, cursor, SCAN_BATCH);
        for (const row of rows) {
          lastSeq = row.seq;
          consider(await messages.full(row));
          if (done) return;
        }
        if (rows.length < SCAN_BATCH) break;
        cursor = rows[rows.length - 1]!.seq;
      }
      // Arrivals the read already covered are skipped; the rest count in arrival order.
      const arrived = heldBack ?? [];
      heldBack = null;
      for (const { seq, message } of arrived) {
        if (done) return;
        if (seq > lastSeq) consider(message);
      }
    })().catch((error: unknown) => finish(error));
  });
}
