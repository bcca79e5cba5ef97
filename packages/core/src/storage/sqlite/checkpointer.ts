import { Worker } from 'node:worker_threads';
import { WORKER_SQLITE_LOADER, workerSqliteDriver } from './binding.js';

/**
 * Where WAL checkpoints run (copying committed pages from the -wal file back into the
 * database file, then fsyncing both):
 * - 'commit' (SQLite's own, the default): inside the commit that takes the WAL past 1,000
 *   pages, so that commit, and every message queued behind it, waits for the copy and the
 *   two fsyncs;
 * - 'background': a second connection on a thread of its own runs PASSIVE checkpoints, which
 *   never block a writer, spaced so that each copies about as many pages as SQLite's own would
 *   (1,000): the thread learns the rate from what each checkpoint copied, so a quiet database
 *   costs one cheap look a second and a busy one is not stalled by a stream of small fsyncs.
 *   The committing connection keeps a checkpoint of its own only as a fallback, at 10,000
 *   pages, so the WAL stays bounded if the thread falls behind. Same-run A/B on 2 vCPUs:
 *   docs/decisions.md, "WAL checkpoints on a thread of their own in the daemon".
 */
export type WalCheckpoints = 'commit' | 'background';

export const FALLBACK_CHECKPOINT_PAGES = 10_000;
/** Pages a checkpoint aims to copy (SQLite's wal_autocheckpoint default), and the bounds of the spacing. */
const CHECKPOINT = { targetPages: 1_000, minMs: 25, maxMs: 1_000 };

// Plain CommonJS, evaluated: no build step, the same under tsx, built and in the single binary
// (binding.ts says where better-sqlite3 comes from). It asks SQLite, not the WAL's files, how
// far the log is: wal_checkpoint answers the frames in the log and the frames copied so far (a
// restarted log starts both again from zero).
const WORKER_SOURCE = `${WORKER_SQLITE_LOADER}
const { workerData, parentPort } = require('node:worker_threads');
const { Database, options } = loadSqliteDriver(workerData.driver);
const { targetPages, minMs, maxMs } = workerData;
const db = new Database(workerData.path, { ...options, fileMustExist: true });
db.pragma('busy_timeout = 0');
const checkpoint = db.prepare('PRAGMA wal_checkpoint(PASSIVE)');
let waitMs = 200, lastLog = 0, lastDone = 0, timer = null;
function tick() {
  let copied = 0;
  try {
    const { log, checkpointed } = checkpoint.get();
    copied = log < lastLog ? checkpointed : checkpointed - lastDone;
    lastLog = log;
    lastDone = checkpointed;
  } catch { /* busy: the next tick tries again */ }
  if (copied > 2 * targetPages) waitMs = Math.max(minMs, waitMs / 2);
  else if (copied < targetPages / 2) waitMs = Math.min(maxMs, waitMs * 2);
  timer = setTimeout(tick, waitMs);
}
timer = setTimeout(tick, waitMs);
parentPort.once('message', () => {
  clearTimeout(timer);
  db.close();
  parentPort.postMessage('closed');
});
parentPort.postMessage('ready');
`;

export interface Checkpointer {
  /** Stops the thread after it closed its connection (so the committing connection closes last and removes the WAL). */
  close(): Promise<void>;
}

/**
 * Starts the checkpoint thread for the database file at `path` (which must exist). A thread
 * that fails leaves the fallback: the committing connection checkpoints at 10,000 pages.
 */
export function startCheckpointer(path: string): Checkpointer {
  const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { driver: workerSqliteDriver(), path, ...CHECKPOINT } });
  worker.unref();
  worker.on('error', () => {}); // its exit ends close() as well
  const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
  let closing: Promise<void> | null = null;
  return {
    close() {
      closing ??= (async () => {
        // 'ready' may still be on its way: wait for the answer to 'close' itself. The worker is
        // unref'd while it runs; from here on the process must stay alive for its answer, or
        // a caller awaiting close() could see the event loop drain and the process exit.
        worker.ref();
        const closed = new Promise<void>((resolve) => worker.on('message', (m) => { if (m === 'closed') resolve(); }));
        worker.postMessage('close');
        await Promise.race([closed, exited]);
        await worker.terminate();
      })();
      return closing;
    },
  };
}
