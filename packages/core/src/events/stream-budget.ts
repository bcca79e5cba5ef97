import type { EmailEvent } from './events.js';

/** What event streams may hold for readers that have not taken their events yet, in bytes. */
export interface EventStreamLimits {
  /**
   * One stream: an event that would take it past this is not kept; the stream is dropped
   * instead (its reader resumes from the event log). A stream holding nothing takes any one
   * event, however large, so a reader that keeps up gets every message.
   */
  maxStreamBytes: number;
  /** Every stream of the service together: past it, the stream holding the most is dropped first. */
  maxTotalBytes: number;
}

export const EVENT_STREAM_DEFAULTS: Readonly<EventStreamLimits> = Object.freeze({
  maxStreamBytes: 16 * 1024 * 1024,
  maxTotalBytes: 128 * 1024 * 1024,
});

/** What the service's event streams hold now (the counter the tests and operators read). */
export interface EventStreamStats {
  /** Streams open now. */
  open: number;
  /** Bytes of the events they hold for their readers, all streams together. */
  heldBytes: number;
  /** Streams dropped since the service started for falling behind past a bound. */
  dropped: number;
}

/** One stream's account with the budget. */
export interface StreamHolder {
  /** Bytes it holds now. */
  readonly held: number;
  /** Keeps an event of `bytes` for the reader; false: the stream was dropped instead (nothing of it is held any more). */
  admit(bytes: number): boolean;
  /** The reader took an event of `bytes`. */
  release(bytes: number): void;
  /** The stream ended: whatever it still held is let go. */
  close(): void;
}

export interface StreamBudget {
  readonly limits: Readonly<EventStreamLimits>;
  /** A new stream's account; `drop` is called (once) when the budget drops it, after its bytes were let go. */
  open(drop: (reason: string) => void): StreamHolder;
  stats(): EventStreamStats;
}

const sizes = new WeakMap<EmailEvent, number>();

/**
 * An event's size as JSON, estimated without serialising it: string lengths (keys included)
 * plus a few bytes per value. Computed once per event (the same object goes to every stream),
 * so a stream pays a walk of the message, not a copy of it.
 */
export function eventBytes(event: EmailEvent): number {
  let size = sizes.get(event);
  if (size === undefined) {
    size = jsonBytes(event, 0);
    sizes.set(event, size);
  }
  return size;
}

function jsonBytes(value: unknown, depth: number): number {
  if (typeof value === 'string') return value.length + 2;
  if (value === null || typeof value !== 'object' || depth > 32) return 8;
  let size = 2;
  if (Array.isArray(value)) {
    for (const item of value) size += jsonBytes(item, depth + 1) + 1;
    return size;
  }
  for (const [key, item] of Object.entries(value)) size += key.length + 4 + jsonBytes(item, depth + 1);
  return size;
}

/**
 * The bytes every event stream of a service holds, bounded per stream and in total. A stream
 * that would go past a bound is dropped: what it held is let go at once (its reader resumes
 * with Last-Event-ID from the event log, which keeps facts, not payloads), so a reader that
 * never reads costs at most its bound, and only until it falls past it.
 *
 * @example
 * const budget = createStreamBudget({ maxStreamBytes: 16 << 20, maxTotalBytes: 128 << 20 });
 * const holder = budget.open((why) => end(why));
 * if (holder.admit(eventBytes(event))) pending.push(event);
 */
export function createStreamBudget(limits: Partial<EventStreamLimits> = {}): StreamBudget {
  const bounds: EventStreamLimits = { ...EVENT_STREAM_DEFAULTS, ...limits };
  const holders = new Set<Holder>();
  let total = 0;
  let dropped = 0;

  class Holder implements StreamHolder {
    held = 0;
    private open = true;
    constructor(private readonly onDrop: (reason: string) => void) {}

    admit(bytes: number): boolean {
      if (!this.open) return false;
      if (this.held > 0 && this.held + bytes > bounds.maxStreamBytes) {
        this.drop(`the reader fell more than ${bounds.maxStreamBytes} bytes of events behind`);
        return false;
      }
      while (total + bytes > bounds.maxTotalBytes) {
        let largest: Holder | null = null;
        for (const h of holders) if (h.held > 0 && (largest === null || h.held > largest.held)) largest = h;
        if (largest === null) break;
        largest.drop(`the event streams held more than ${bounds.maxTotalBytes} bytes together, this reader the most`);
        if (largest === this) return false;
      }
      this.held += bytes;
      total += bytes;
      return true;
    }

    release(bytes: number): void {
      if (!this.open) return;
      const freed = Math.min(bytes, this.held);
      this.held -= freed;
      total -= freed;
    }

    close(): void {
      if (!this.open) return;
      this.open = false;
      total -= this.held;
      this.held = 0;
      holders.delete(this);
    }

    private drop(reason: string): void {
      this.close();
      dropped++;
      this.onDrop(reason);
    }
  }

  return {
    limits: bounds,
    open(drop) {
      const holder = new Holder(drop);
      holders.add(holder);
      return holder;
    },
    stats: () => ({ open: holders.size, heldBytes: total, dropped }),
  };
}
