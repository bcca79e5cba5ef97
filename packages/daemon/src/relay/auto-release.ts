// An inbox's auto-release (PUT /v1/inboxes/{id}/auto-release): each message the SMTP listener
// stored for it is relayed to its addresses in the background, after the 250 (the sender never
// waits for the relay), as POST …/release would, with retries when the relay fails for a reason
// that may pass. In memory: what is pending when the daemon stops is not relayed (logged).
import type { InboxService, StoredMessageRef } from '@inboxkit/core';
import { RelayFailure, type Relay } from './relay.js';

/** Default waits before the 2nd, 3rd and 4th attempt of a failed auto-release. */
export const AUTO_RELEASE_RETRY_DELAYS_MS: readonly number[] = [10_000, 60_000, 300_000];
/** Releases relayed at once; the rest wait in order. */
export const AUTO_RELEASE_CONCURRENCY = 2;
/** Releases waiting at most (further ones are dropped, logged). */
export const AUTO_RELEASE_QUEUE = 1_000;

/** What the log hears of each auto-release. */
export interface AutoReleaseReport {
  messageId: string;
  inboxId: string;
  to: string[];
  /** 1-based. */
  attempt: number;
  outcome: 'released' | 'failed' | 'dropped';
  /** The relay's reply (released), or why it failed or was dropped. */
  detail: string;
  /** When the next attempt comes, in ms from now; null: none. */
  retryInMs: number | null;
}

export interface AutoRelease {
  /** The listener stored these copies (after the 250): each one of an inbox with auto-release on is queued. */
  stored(refs: readonly StoredMessageRef[]): void;
  /** Resolves once nothing is queued, waiting to be retried or in flight. */
  idle(): Promise<void>;
  /** Stops: in-flight attempts finish, what waits is dropped (reported). */
  close(): Promise<void>;
}

interface Job { ref: StoredMessageRef; to: string[]; attempt: number }

export function createAutoRelease(o: {
  service: InboxService;
  relay: Relay;
  retryDelaysMs?: readonly number[];
  report: (r: AutoReleaseReport) => void;
}): AutoRelease {
  const delays = o.retryDelaysMs ?? AUTO_RELEASE_RETRY_DELAYS_MS;
  const queue: Job[] = [];
  const timers = new Map<NodeJS.Timeout, Job>();
  let looking = 0;
  let running = 0;
  let closed = false;
  let idleWaiters: Array<() => void> = [];
  const checkIdle = () => {
    if (looking === 0 && running === 0 && queue.length === 0 && timers.size === 0) for (const wake of idleWaiters.splice(0)) wake();
  };
  const report = (job: Job, outcome: AutoReleaseReport['outcome'], detail: string, retryInMs: number | null = null) =>
    o.report({ messageId: job.ref.messageId, inboxId: job.ref.inboxId, to: job.to, attempt: job.attempt, outcome, detail, retryInMs });

  const enqueue = (job: Job) => {
    if (closed) return report(job, 'dropped', 'the daemon is stopping');
    if (queue.length >= AUTO_RELEASE_QUEUE) return report(job, 'dropped', `more than ${AUTO_RELEASE_QUEUE} auto-releases waiting`);
    queue.push(job);
    pump();
  };

  const attempt = async (job: Job) => {
    // The relay's allow list may have changed since the setting was made (a restart): only what it allows now.
    const to = job.to.filter((address) => o.relay.allow.allows(address));
    if (to.length === 0) return report(job, 'failed', 'no address of the setting is allowed by the relay\'s allow list now');
    const data = o.service.account(job.ref.accountId);
    let raw: Buffer;
    let from: string;
    try {
      [raw, from] = await Promise.all([data.messages.raw(job.ref.messageId), data.messages.get(job.ref.messageId, 'otp').then((m) => m.from_email)]);
    } catch (error) {
      return report(job, 'failed', `the message could not be read (${(error as Error).message}); deleted meanwhile?`);
    }
    try {
      const result = await o.relay.release({ raw, messageId: job.ref.messageId, from: from || null, to, via: 'auto-release' });
      report(job, 'released', result.reply);
    } catch (error) {
      const temporary = error instanceof RelayFailure ? error.temporary : true;
      const wait = temporary && !closed ? delays[job.attempt - 1] : undefined;
      report(job, 'failed', (error as Error).message, wait ?? null);
      if (wait === undefined) return;
      const timer = setTimeout(() => {
        timers.delete(timer);
        enqueue({ ...job, attempt: job.attempt + 1 });
      }, wait);
      timer.unref();
      timers.set(timer, job);
    }
  };

  const pump = () => {
    while (running < AUTO_RELEASE_CONCURRENCY && queue.length > 0) {
      const job = queue.shift()!;
      running++;
      void attempt(job).catch(() => {}).finally(() => {
        running--;
        pump();
        checkIdle();
      });
    }
  };

  return {
    stored(refs) {
      if (closed) return;
      for (const ref of refs) {
        looking++;
        o.service.autoReleaseTo(ref.inboxId).then(
          (to) => { if (to.length > 0) enqueue({ ref, to, attempt: 1 }); },
          () => {}, // the service is closing: nothing to release
        ).finally(() => {
          looking--;
          checkIdle();
        });
      }
    },
    idle() {
      return new Promise<void>((resolve) => {
        idleWaiters.push(resolve);
        checkIdle();
      });
    },
    async close() {
      closed = true;
      for (const [timer, job] of timers) {
        clearTimeout(timer);
        report(job, 'dropped', 'the daemon stopped before the retry');
      }
      timers.clear();
      for (const job of queue.splice(0)) report(job, 'dropped', 'the daemon stopped before it was relayed');
      if (running > 0 || looking > 0) await new Promise<void>((resolve) => { idleWaiters.push(resolve); });
      idleWaiters = [];
    },
  };
}
