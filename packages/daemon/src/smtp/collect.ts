/**
 * Bytes of message data held in memory by all SMTP transactions together, from the first
 * DATA chunk until the message is committed. One client is bounded by the size limit;
 * this bounds all of them (maxClients × size would be gigabytes), so a burst of large
 * messages is answered 452 (try again) instead of growing the heap. One client address may
 * hold at most `ownerShare` of it, so a few slow uploads from one address cannot spend the
 * budget everyone else needs.
 */
export class ByteBudget {
  private used = 0;
  private readonly byOwner = new Map<string, number>();
  constructor(readonly limit: number, readonly ownerShare = 1) {}

  take(bytes: number, owner = ''): boolean {
    const mine = this.byOwner.get(owner) ?? 0;
    if (this.used + bytes > this.limit || mine + bytes > this.limit * this.ownerShare) return false;
    this.used += bytes;
    this.byOwner.set(owner, mine + bytes);
    return true;
  }

  release(bytes: number, owner = ''): void {
    this.used = Math.max(0, this.used - bytes);
    const left = (this.byOwner.get(owner) ?? 0) - bytes;
    if (left > 0) this.byOwner.set(owner, left);
    else this.byOwner.delete(owner);
  }

  get inUse(): number {
    return this.used;
  }
}

/** The slowest DATA still accepted: at least `minBytes` in every `windowMs` (0 turns it off). */
export interface DataPace {
  minBytes: number;
  windowMs: number;
  /** Called once when a window passes with less: the caller ends the connection. */
  onTooSlow: () => void;
}

export type CollectOutcome =
  | { kind: 'complete'; raw: Buffer }
  | { kind: 'oversized' }
  | { kind: 'busy' }
  | { kind: 'aborted'; error?: Error };

/**
 * Reads a DATA stream into one Buffer with a hard cap: past `maxBytes` (or when the shared
 * budget is spent) it stops buffering, frees what it held and only drains the rest, so the
 * library can still answer at the final dot. `release()` must be called once the caller is
 * done with the returned Buffer.
 */
export function collect(
  stream: NodeJS.ReadableStream & { sizeExceeded?: boolean },
  maxBytes: number,
  budget: ByteBudget,
  owner = '',
  pace: DataPace | null = null,
): { done: Promise<CollectOutcome>; release: () => void } {
  let chunks: Buffer[] = [];
  let held = 0;
  let state: 'reading' | 'oversized' | 'busy' = 'reading';
  const drop = () => {
    chunks = [];
    budget.release(held, owner);
    held = 0;
  };
  // Bytes seen in the current pace window (counted whether buffered or drained).
  let windowBytes = 0;
  const paceTimer = pace && pace.minBytes > 0 && pace.windowMs > 0 ? setInterval(() => {
    if (windowBytes < pace.minBytes) {
      clearInterval(paceTimer!);
      pace.onTooSlow();
    }
    windowBytes = 0;
  }, pace.windowMs) : null;
  paceTimer?.unref();
  const done = new Promise<CollectOutcome>((resolve) => {
    let settled = false;
    const settle = (outcome: CollectOutcome) => {
      if (settled) return;
      settled = true;
      if (paceTimer) clearInterval(paceTimer);
      if (outcome.kind !== 'complete') drop();
      resolve(outcome);
    };
    stream.on('data', (chunk: Buffer) => {
      windowBytes += chunk.length;
      if (state !== 'reading') return;
      if (held + chunk.length > maxBytes) {
        state = 'oversized';
        drop();
        return;
      }
      if (!budget.take(chunk.length, owner)) {
        state = 'busy';
        drop();
        return;
      }
      chunks.push(chunk);
      held += chunk.length;
    });
    stream.once('end', () => {
      if (state === 'oversized' || stream.sizeExceeded) return settle({ kind: 'oversized' });
      if (state === 'busy') return settle({ kind: 'busy' });
      const raw = chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks, held);
      chunks = [];
      settle({ kind: 'complete', raw });
    });
    // The client went away mid-message: smtp-server destroys the stream (with an error
    // when someone listens for it, which we do so that it cannot go unhandled).
    stream.once('error', (error: Error) => settle({ kind: 'aborted', error }));
    stream.once('close', () => settle({ kind: 'aborted' }));
  });
  return { done, release: drop };
}
