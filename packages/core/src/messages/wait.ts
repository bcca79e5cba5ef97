import { InboxkitError, invalid } from '../errors.js';
import type { MessageDetail } from '../types.js';
import type { Clock } from '../clock.js';
import type { DetailRow, StorageGroups } from '../storage/index.js';
import { normalizeAddress } from '../validate.js';
import type { Messages } from './messages.js';
import { parseRequirements, type Extracted, type WaitRequirement } from './require.js';
import { SEARCH_LIMITS } from './filters.js';
import type { WaitRegistry } from './wait-registry.js';

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
  /** What the message must hold (all of them): 'otp', 'links', 'link:<type>', 'intent:<intent>'. */
  require?: WaitRequirement | readonly WaitRequirement[];
  /**
   * Only messages no earlier claiming wait returned, and mark the one returned, so two waits
   * (a script run twice, two workers) never get the same message. Default false.
   */
  claim?: boolean;
  /** Default 30,000 ms. */
  timeoutMs?: number;
  /** Only messages whose sender (address or name) contains this text, case-insensitively (at most 320 characters). */
  from?: string;
  /** Only messages whose subject contains this text, case-insensitively (at most 500 characters). */
  subject?: string;
  /** Extra condition on the full message, e.g. `(m) => m.otp !== null`. */
  match?: (message: MessageDetail) => boolean;
  signal?: AbortSignal;
}

export const DEFAULT_WAIT_TIMEOUT_MS = 30_000;

/** What a row or a message shows of its sender and subject. */
interface Headline { from_email: string | null; subject: string | null }

/**
 * `from` and `subject` as one condition on a stored row or a message: each, when given, must be
 * contained in its field, case-insensitively. Checked before a claim, so a wait that turns a
 * message down leaves it for the others.
 */
function containsFilter(options: Pick<WaitForMessageOptions, 'from' | 'subject'>): ((m: Headline) => boolean) | null {
  const want = (value: string | undefined, field: 'from' | 'subject', max: number): string | null => {
    if (value === undefined || value === '') return null;
    if (typeof value !== 'string' || value.length > max) throw invalid(field, `${field} must be text of at most ${max} characters`);
    return value.toLowerCase();
  };
  const from = want(options.from, 'from', SEARCH_LIMITS.fromChars);
  const subject = want(options.subject, 'subject', SEARCH_LIMITS.subjectChars);
  if (from === null && subject === null) return null;
  return (m) => (from === null || (m.from_email ?? '').toLowerCase().includes(from))
    && (subject === null || (m.subject ?? '').toLowerCase().includes(subject));
}

function both<T>(a: (m: T) => boolean, b: ((m: T) => boolean) | null): (m: T) => boolean {
  return b === null ? a : (m) => a(m) && b(m);
}
const SCAN_BATCH = 200;

export interface WaitDeps {
  db: StorageGroups;
  messages: Messages;
  waiters: WaitRegistry;
  clock: Clock;
}

/**
 * Waits for the first message, oldest first, that fits the options. It registers for new
 * messages before it reads what is stored, and holds back what arrives during that read until
 * the read is done, so a message committed between a caller's last read and this call is
 * always seen, and the oldest match wins. Candidates are considered one at a time, so a claim
 * that loses to another wait moves on to the next candidate in order.
 */
export async function waitForMessage(deps: WaitDeps, accountId: string, options: WaitForMessageOptions): Promise<MessageDetail> {
  const { db, messages, waiters, clock } = deps;
  if (!!options.inboxId === !!options.recipient) {
    throw invalid('inboxId', 'waitForMessage needs exactly one of inboxId or recipient');
  }
  const requirement = both<Extracted & Headline>(parseRequirements(options.require), containsFilter(options));
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
  const claim = options.claim === true;
  const fits = (m: MessageDetail) => Date.parse(m.received_at) >= notBefore && (!options.match || options.match(m));

  return new Promise<MessageDetail>((resolve, reject) => {
    let timer: NodeJS.Timeout | undefined;
    let done = false;
    /** Arrivals (with their seq) while the stored messages are read; null once that read is over. */
    let heldBack: Array<{ seq: number; message: MessageDetail }> | null = [];
    /** Candidates are considered in order, one at a time (a claim awaits storage). */
    let turn: Promise<void> = Promise.resolve();
    const finish = (error: unknown, message?: MessageDetail) => {
      if (done) return;
      done = true;
      unregister();
      if (timer) clearTimeout(timer);
      options.signal?.removeEventListener('abort', onAbort);
      if (error) reject(error);
      else resolve(message!);
    };
    /** Takes the message if it fits (and, for a claiming wait, if no other wait took it first). */
    const take = async (seq: number, message: MessageDetail) => {
      if (done || !requirement(message) || !fits(message)) return;
      if (claim && !(await db.messages.claim(seq, clock()))) return;
      finish(null, message);
    };
    const consider = (seq: number, message: MessageDetail) => {
      turn = turn.then(() => take(seq, message)).catch((error: unknown) => finish(error));
    };
    const onMessage = (seq: number, message: MessageDetail) => {
      if (seq <= afterSeq || done) return;
      if (heldBack) heldBack.push({ seq, message });
      else consider(seq, message);
    };
    const unregister = options.inboxId
      ? waiters.onInbox(options.inboxId, { onMessage, fail: (error) => finish(error) })
      : waiters.onRecipient(accountId, recipient!, { onMessage, fail: (error) => finish(error) });
    const onAbort = () => finish(new InboxkitError('timeout', 'waitForMessage was aborted'));
    if (options.signal?.aborted) return onAbort();
    options.signal?.addEventListener('abort', onAbort);
    timer = setTimeout(() => finish(new InboxkitError('timeout', `no matching message within ${timeoutMs} ms`)), timeoutMs);
    const stored = (row: DetailRow) => messages.full(row);
    void (async () => {
      let lastSeq = afterSeq;
      for (let cursor = afterSeq; !done;) {
        const rows = options.inboxId
          ? await db.messages.inboxAfter(options.inboxId, cursor, SCAN_BATCH, claim)
          : await db.messages.recipientAfter(accountId, recipient!, cursor, SCAN_BATCH, claim);
        for (const row of rows) {
          lastSeq = row.seq;
          // The row's own fields decide the requirement before the bodies are read.
          if (!requirement(row)) continue;
          consider(row.seq, await stored(row));
          await turn;
          if (done) return;
        }
        if (rows.length < SCAN_BATCH) break;
        cursor = rows[rows.length - 1]!.seq;
      }
      // Arrivals the read already covered are skipped; the rest count in arrival order.
      const arrived = heldBack ?? [];
      heldBack = null;
      for (const { seq, message } of arrived) if (seq > lastSeq) consider(seq, message);
    })().catch((error: unknown) => finish(error));
  });
}
