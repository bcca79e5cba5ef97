import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { migrate } from './migrations.js';

export type Db = Database.Database;

export interface OpenDatabaseOptions {
  /** File path, or ':memory:'. */
  path: string;
  /**
   * 'normal' (default): in WAL mode a commit survives a crash of the process, which is
   * what "stored" means for a test inbox. 'full': each commit is also fsynced, so it
   * survives power loss, at a large cost in commits per second.
   */
  durability?: 'normal' | 'full';
  /** How long a writer waits for a lock held by another connection. Default 5000 ms. */
  busyTimeoutMs?: number;
}

export function openDatabase(options: OpenDatabaseOptions): Db {
  if (options.path !== ':memory:') mkdirSync(dirname(options.path), { recursive: true });
  const db = new Database(options.path);
  db.pragma(`busy_timeout = ${Math.max(0, Math.floor(options.busyTimeoutMs ?? 5000))}`);
  db.pragma('journal_mode = WAL');
  db.pragma(`synchronous = ${options.durability === 'full' ? 'FULL' : 'NORMAL'}`);
  db.pragma('foreign_keys = ON');
  // 16 MiB of page cache keeps the hot index pages resident; bodies live in their own table
  // and are read once, so a bigger cache mostly grows RSS (64 MiB measured ~60 MB more).
  db.pragma('cache_size = -16384');
  db.pragma('temp_store = MEMORY');
  migrate(db);
  return db;
}
