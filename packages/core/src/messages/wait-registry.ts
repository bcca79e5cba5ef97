import type { MessageDetail } from '../types.js';
import type { EmailEvent, EventContext, InboxEventEmitter } from '../events/events.js';
import { normalizeAddress } from '../validate.js';

/** One held wait, as the registry sees it. */
export interface Waiter {
  onMessage(seq: number, message: MessageDetail): void;
  fail(error: unknown): void;
}

/**
 * Every held wait of a service, by inbox and by recipient: one listener on email.received hands
 * a message to the waits on its inbox or its address only, so a thousand waits cost a map entry
 * each, not a thousand listeners called for every message.
 */
export class WaitRegistry {
  private readonly byKey = new Map<string, Set<Waiter>>();
  /** Recipient waits held per account (wants() answers without knowing the recipient). */
  private readonly recipientWaits = new Map<string, number>();
  private count = 0;

  constructor(events: InboxEventEmitter) {
    events.on('email.received', (event: EmailEvent, context: EventContext) => {
      const message = event.data.message;
      this.deliver(`i\u0000${message.inbox_id}`, context.seq, message);
      const to = normalizeAddress(message.to_email);
      if (to) this.deliver(`r\u0000${context.accountId}\u0000${to}`, context.seq, message);
    });
  }

  /** Registers a wait on an inbox; returns its removal. */
  onInbox(inboxId: string, waiter: Waiter): () => void {
    return this.add(`i\u0000${inboxId}`, waiter);
  }

  /** Registers a wait on a normalised recipient address of an account; returns its removal. */
  onRecipient(accountId: string, recipient: string, waiter: Waiter): () => void {
    this.recipientWaits.set(accountId, (this.recipientWaits.get(accountId) ?? 0) + 1);
    const remove = this.add(`r\u0000${accountId}\u0000${recipient}`, waiter);
    let removed = false;
    return () => {
      if (removed) return;
      removed = true;
      remove();
      const n = this.recipientWaits.get(accountId)! - 1;
      if (n === 0) this.recipientWaits.delete(accountId);
      else this.recipientWaits.set(accountId, n);
    };
  }

  /** Whether a wait held now could take a message of this inbox (on it, or on a recipient of the account). */
  wants(accountId: string, inboxId: string): boolean {
    return this.byKey.has(`i\u0000${inboxId}`) || this.recipientWaits.has(accountId);
  }

  /** Waits held now. */
  get size(): number {
    return this.count;
  }

  /** Fails the waits held on one inbox (it was deleted). */
  failInbox(inboxId: string, error: unknown): void {
    for (const waiter of [...(this.byKey.get(`i\u0000${inboxId}`) ?? [])]) waiter.fail(error);
  }

  /** Fails every held wait (the service is closing). */
  failAll(error: unknown): void {
    for (const set of [...this.byKey.values()]) for (const waiter of [...set]) waiter.fail(error);
  }

  private add(key: string, waiter: Waiter): () => void {
    let set = this.byKey.get(key);
    if (!set) this.byKey.set(key, (set = new Set()));
    set.add(waiter);
    this.count++;
    let removed = false;
    return () => {
      if (removed) return;
      removed = true;
      this.count--;
      set.delete(waiter);
      if (set.size === 0 && this.byKey.get(key) === set) this.byKey.delete(key);
    };
  }

  private deliver(key: string, seq: number, message: MessageDetail): void {
    const set = this.byKey.get(key);
    if (!set) return;
    for (const waiter of [...set]) waiter.onMessage(seq, message);
  }
}
