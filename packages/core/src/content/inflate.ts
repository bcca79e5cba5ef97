import { inflateRaw, inflateRawSync, type ZlibOptions } from 'node:zlib';

/**
 * Inflating stored content without stalling the event loop. inflateRawSync of a 20 MB message
 * holds the loop for tens of milliseconds (twice for its source, whose dictionary is the
 * inflated bodies), and sixty such reads in a row held `/health` for most of a second. So a
 * blob that inflates to INFLATE_DEFAULTS.poolFrom bytes or more is inflated by zlib's async API,
 * on libuv's thread pool, and at most `inFlight` of those run at once: the pool (4 threads by
 * default) is shared with file and DNS work, which must still find a free thread. Smaller blobs,
 * nearly every message, stay synchronous: a pool round trip costs more than their inflate.
 *
 * @example
 *   const bytes = await inflateRawBlob(blob.subarray(5), { chunkSize: n, maxOutputLength: n }, n);
 */
export const INFLATE_DEFAULTS = {
  /** Inflated bytes from which a blob goes to the thread pool (256 KiB: about 1 ms inflated in place). */
  poolFrom: 256 * 1024,
  /** Pooled inflates running at once; the rest wait their turn in arrival order. */
  inFlight: 2,
} as const;

let running = 0;
const waiting: (() => void)[] = [];
/** How many inflates went to the pool since start (tests prove a large read took that route). */
let pooled = 0;

export const inflateCounters = (): { pooled: number; running: number; waiting: number } => ({ pooled, running, waiting: waiting.length });

async function turn(): Promise<void> {
  if (running < INFLATE_DEFAULTS.inFlight) {
    running++;
    return;
  }
  // The slot is handed over by release(), so `running` never drops below the cap while others wait.
  await new Promise<void>((resolve) => waiting.push(resolve));
}

function release(): void {
  const next = waiting.shift();
  if (next) next();
  else running--;
}

/** inflateRaw of `input` with `options`; on the thread pool when `length` (the inflated size) is large. */
export async function inflateRawBlob(input: Buffer, options: ZlibOptions, length: number): Promise<Buffer> {
  if (length < INFLATE_DEFAULTS.poolFrom) return inflateRawSync(input, options);
  await turn();
  pooled++;
  try {
    return await new Promise<Buffer>((resolve, reject) => {
      inflateRaw(input, options, (error, out) => (error ? reject(error) : resolve(out)));
    });
  } finally {
    release();
  }
}
