/**
 * Message reads, serialised once and kept while still fresh: a large message's UTF-8 bytes
 * (shared by every reader), a small one's JSON string.
 *
 * Sixty clients reading one 20 MB message one after another would each cost a 20 MB read,
 * a 20 MB JSON string and a 20 MB buffer (GBs of garbage, seconds of a blocked event loop);
 * here they cost one of each, and every response streams the same bytes. A small message read
 * again (a test polling it, a dashboard) skips its content read, inflate and serialisation. A message's body,
 * code, links and intent never change once stored; only its `analysis` does, so an entry is
 * kept with the analysis it was made with (its version) and served only while a cheap read
 * of the current analysis still matches. A deleted or foreign message fails that cheap read
 * first, so a cached entry never answers for it.
 *
 * @example
 *   const reads = createReadCache({ maxBytes: 64 * 1024 * 1024 });
 *   const bytes = reads.get(key, version) ?? reads.put(key, version, Buffer.from(json));
 */

export interface ReadCacheOptions {
  /** Bytes (a string: its length) kept at most; the least recently used entries go first. Default 64 MiB. */
  maxBytes: number;
  /** An entry nobody asked for this long is dropped, so idle memory comes back. Default 5 s. */
  idleMs: number;
  /** Time source. Default Date.now. */
  now: () => number;
}

export const READ_CACHE_DEFAULTS: ReadCacheOptions = { maxBytes: 64 * 1024 * 1024, idleMs: 5_000, now: Date.now };

export interface ReadCache {
  /** Whether an entry exists for `key`, fresh or not (worth checking its version). */
  has(key: string): boolean;
  /** The body when the entry exists and was made from `version`; a stale entry is dropped. */
  get(key: string, version: string): Buffer | string | undefined;
  /** Keeps `body` (unless larger than maxBytes: a string counts its length) and returns it. */
  put<B extends Buffer | string>(key: string, version: string, body: B): B;
  /** Bytes currently kept. */
  size(): number;
}

interface Entry {
  version: string;
  bytes: Buffer | string;
  usedAt: number;
}

export function createReadCache(options: Partial<ReadCacheOptions> = {}): ReadCache {
  const { maxBytes, idleMs, now } = { ...READ_CACHE_DEFAULTS, ...options };
  // A Map iterates in insertion order; re-inserting on use makes it least-recently-used first.
  const entries = new Map<string, Entry>();
  let total = 0;
  let sweeper: NodeJS.Timeout | undefined;

  const drop = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    total -= entry.bytes.length;
  };
  const sweep = () => {
    const cutoff = now() - idleMs;
    for (const [key, entry] of entries) if (entry.usedAt <= cutoff) drop(key);
    if (entries.size === 0) {
      clearInterval(sweeper);
      sweeper = undefined;
    }
  };

  return {
    has: (key) => entries.has(key),
    get(key, version) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.version !== version || entry.usedAt <= now() - idleMs) {
        drop(key);
        return undefined;
      }
      entries.delete(key);
      entries.set(key, entry);
      entry.usedAt = now();
      return entry.bytes;
    },
    put(key, version, bytes) {
      drop(key);
      if (bytes.length > maxBytes) return bytes;
      entries.set(key, { version, bytes, usedAt: now() });
      total += bytes.length;
      for (const oldest of entries.keys()) {
        if (total <= maxBytes) break;
        drop(oldest);
      }
      sweeper ??= setInterval(sweep, Math.max(1, idleMs / 2)).unref();
      return bytes;
    },
    size: () => total,
  };
}
