import { closeSync, existsSync, fstatSync, openSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import type { Db } from './db.js';

/**
 * Where WAL checkpoints run (copying committed pages from the -wal file back into the
 * database file, then fsyncing both):
 * - 'commit' (SQLite's default): inside the commit that takes the WAL past 1,000 pages. On
 *   this host that commit then takes ~13 ms, ~10 of them in the two fsyncs, and every
 *   message queued behind it waits too (docs/performance.md §S5);
 * - 'background': a second connection on a thread of its own runs a PASSIVE checkpoint once
 *   as many pages wait (it looks every `intervalMs`). A passive checkpoint never blocks a
 *   writer, so commits no longer wait for the copy or the fsyncs.
 */
export type WalCheckpoints = 'commit' | 'background';

export interface BackgroundCheckpointOptions {
  /** How often the checkpoint thread looks at the WAL. Default 50 ms. */
  intervalMs?: number;
  /** It checkpoints once this many committed pages wait in the WAL (SQLite's own default). Default 1,000. */
  pages?: number;
  /**
   * The committing connection still checkpoints by itself once the WAL holds this many pages
   * (4 KB each), so the WAL stays bounded if the thread falls behind or dies. Default 10,000.
   */
  fallbackPages?: number;
}

export interface BackgroundCheckpoints {
  /**
   * Stops the thread (it closes its connection first), then runs `closeDatabase`, so the
   * committing connection closes last: SQLite then checkpoints and removes the WAL.
   */
  close(closeDatabase: () => void): Promise<void>;
}

// Plain CommonJS, evaluated: it needs no build step and runs the same under tsx and built.
// Pages waiting for a checkpoint are read from the WAL index (the -shm file, format at
// https://sqlite.org/walformat.html, native byte order): mxFrame at byte 16 of its header,
// nBackfill at byte 96. A torn read only moves one checkpoint a tick earlier or later. The
// descriptor is opened and closed by the caller, after every connection has closed: closing
// any descriptor of a file drops all of this process's POSIX locks on it, SQLite's included.
const WORKER_SOURCE = `
const { workerData, parentPort } = require('node:worker_threads');
const fs = require('node:fs');
const Database = require(workerData.driver);
const db = new Database(workerData.path, { fileMustExist: true });
db.pragma('busy_timeout = 0');
const header = Buffer.alloc(100);
const le = require('node:os').endianness() === 'LE';
const u32 = (at) => (le ? header.readUInt32LE(at) : header.readUInt32BE(at));
function pendingPages() {
  try {
    if (fs.readSync(workerData.shm, header, 0, 100, 0) < 100) return 0;
    const mxFrame = u32(16), nBackfill = u32(96);
    return mxFrame > nBackfill ? mxFrame - nBackfill : 0;
  } catch {
    return 0;
  }
}
const timer = setInterval(() => {
  if (pendingPages() < workerData.pages) return;
  try {
    db.pragma('wal_checkpoint(PASSIVE)');
  } catch {
    // Busy (another checkpoint runs) or the file is going away: the next tick tries again.
  }
}, workerData.intervalMs);
parentPort.once('message', () => {
  clearInterval(timer);
  try { db.close(); } catch {}
  parentPort.close();
});
`;

const DRIVER = createRequire(import.meta.url).resolve('better-sqlite3');

/**
 * Closes the descriptor once no connection can be using that -shm file: the last one to close
 * deletes it. If it is still there (another connection to the file stays open, maybe in this
 * process), closing would drop that connection's locks, so the descriptor is left open.
 */
function releaseShm(fd: number, path: string): void {
  try {
    const ours = fstatSync(fd).ino;
    if (existsSync(path) && statSync(path).ino === ours) return;
  } catch {
    // The file went away between the checks: nobody uses it.
  }
  closeSync(fd);
}

/**
 * Moves `db`'s WAL checkpoints to a thread of its own. `db` must be a WAL-mode file database
 * that has been read (its -shm file exists). Null when that file cannot be opened: SQLite's
 * own checkpoints then stay as they were.
 */
export function startBackgroundCheckpoints(db: Db, options: BackgroundCheckpointOptions = {}): BackgroundCheckpoints | null {
  const intervalMs = Math.max(1, Math.floor(options.intervalMs ?? 50));
  const pages = Math.max(1, Math.floor(options.pages ?? 1_000));
  let shm: number;
  try {
    shm = openSync(`${db.name}-shm`, 'r');
  } catch {
    return null;
  }
  db.pragma(`wal_autocheckpoint = ${Math.max(1, Math.floor(options.fallbackPages ?? 10_000))}`);
  const worker = new Worker(WORKER_SOURCE, {
    eval: true,
    workerData: { driver: DRIVER, path: db.name, shm, intervalMs, pages },
    resourceLimits: { maxYoungGenerationSizeMb: 1, maxOldGenerationSizeMb: 16 },
  });
  worker.unref();
  // A thread that fails (cannot open the file) leaves checkpoints to the fallback above.
  worker.on('error', () => {});
  const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
  let closing: Promise<void> | null = null;
  return {
    close(closeDatabase) {
      closing ??= (async () => {
        worker.postMessage('close');
        const timer = setTimeout(() => void worker.terminate(), 5_000);
        await exited;
        clearTimeout(timer);
        try {
          closeDatabase();
        } finally {
          releaseShm(shm, `${db.name}-shm`);
        }
      })();
      return closing;
    },
  };
}
