// One option's value checked and converted: ports, counts, sizes, URLs, one of a list of
// words, and where the data lives.
import { resolve } from 'node:path';
import { DAEMON_DEFAULTS } from './defaults.js';
import { UsageError, type Given } from './given.js';
import type { StorageConfig } from './types.js';

/** A port number (0 to 65535), or `fallback` when not given. */
export function port<K extends string>(given: Given<K>, key: K, fallback: number): number {
  const value = given.str(key);
  if (value === undefined) return fallback;
  if (!/^\d{1,5}$/.test(value) || Number(value) > 65535) {
    throw new UsageError(`${given.from(key)} must be a port number from 0 to 65535, got "${value}"`, given.command);
  }
  return Number(value);
}

/** A whole number of at least `min`, or null when not given (the component's own default then). */
export function count<K extends string>(given: Given<K>, key: K, min: number): number | null {
  const value = given.str(key);
  if (value === undefined) return null;
  if (!/^\d{1,9}$/.test(value) || Number(value) < min) {
    throw new UsageError(`${given.from(key)} must be a whole number of at least ${min}, got "${value}"`, given.command);
  }
  return Number(value);
}

/** Bytes, with an optional K/M/G (binary) suffix: "26214400", "25M", "512KiB". */
export function parseByteSize(value: string): number | null {
  const m = /^(\d+)\s*(?:([kmg])(?:i?b)?|b)?$/i.exec(value.trim());
  if (!m) return null;
  const scale = { k: 1024, m: 1024 ** 2, g: 1024 ** 3 }[(m[2] ?? '').toLowerCase() as 'k' | 'm' | 'g'] ?? 1;
  const bytes = Number(m[1]) * scale;
  return Number.isSafeInteger(bytes) && bytes > 0 ? bytes : null;
}

/** A PostgreSQL URL --database takes: a server's, or PGlite's (in this process). */
const DATABASE_URL = /^(postgres|postgresql):\/\/[^/]|^pglite:/i;

/** True when `database` is a PostgreSQL URL rather than a SQLite file path. */
export function isDatabaseUrl(database: string): boolean {
  return DATABASE_URL.test(database);
}

/**
 * The data directory's SQLite file, or the --database URL (then no data directory: several
 * daemons share a PostgreSQL database, so there is nothing of one's own to hold or lock).
 * Both at once is refused rather than guessed.
 */
export function storageOf<K extends string>(options: Given<K>, cwd: string): StorageConfig {
  const given = options as unknown as Given<'dataDir' | 'database'>;
  const url = given.str('database');
  if (url !== undefined) {
    if (!DATABASE_URL.test(url)) {
      throw new UsageError(`${given.from('database')} must be a postgres:// URL (SQLite lives in the data directory: --data-dir), got "${redactUrl(url)}"`, given.command);
    }
    if (given.str('dataDir') !== undefined) {
      throw new UsageError(`${given.from('dataDir')} and ${given.from('database')} name two places for the data: give one`, given.command);
    }
    return { dataDir: null, database: url };
  }
  const dataDir = resolve(cwd, given.str('dataDir') ?? DAEMON_DEFAULTS.dataDir);
  return { dataDir, database: resolve(dataDir, DAEMON_DEFAULTS.databaseFile) };
}

/** A database URL without its password, for logs and messages. */
export function redactUrl(url: string): string {
  return url.replace(/^([a-z]+:\/\/[^/:@]*:)[^@/]*@/i, '$1***@');
}

/** An absolute http(s) URL without its trailing slashes, or null when not given. */
export function httpUrl<K extends string>(given: Given<K>, key: K): string | null {
  const raw = given.str(key);
  if (raw === undefined) return null;
  let url: URL | null = null;
  try {
    url = new URL(raw);
  } catch {
    // reported below
  }
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
    throw new UsageError(`${given.from(key)} must be an absolute http(s) URL, got "${raw}"`, given.command);
  }
  return raw.replace(/\/+$/, '');
}

/** One of a fixed list of words (any case), or null when not given. */
export function oneOf<K extends string, T extends string>(given: Given<K>, key: K, allowed: readonly T[]): T | null {
  const raw = given.str(key);
  if (raw === undefined) return null;
  const value = raw.trim().toLowerCase();
  if ((allowed as readonly string[]).includes(value)) return value as T;
  throw new UsageError(`${given.from(key)} must be ${allowed.slice(0, -1).join(', ')} or ${allowed.at(-1)}, got "${raw}"`, given.command);
}
