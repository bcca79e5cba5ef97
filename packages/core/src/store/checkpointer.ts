import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import type { Db } from './db.js';

/**
 * WAL checkpoints on a thread of their own. SQLite's automatic checkpoint runs inside the
 * commit that crosses 1,000 WAL pages, on the committing thread, and fsyncs the database:
 * measured in the daemon at 200 msgs/s, those commits stalled the main thread for up to
 * 0.6 s (webhook p99 78 ms, max 589 ms; with checkpoints off that thread, 28 / 76 ms).
 * A PASSIVE checkpoint from a second connection never blocks the writer.
 */
export interface BackgroundCheckpoints {
  /** Checkpoints now and resolves with SQLite's answer (frames in the WAL, frames copied back). */
  checkpointNow(): Promise<CheckpointResult>;
  /** Whether the thread is running; false after stop() or after it failed (then SQLite checkpoints again). */
  readonly running: boolean;
  /** Last checkpoint on the way out, then the thread's connection closes. */
  stop(): Promise<void>;
}

export interface CheckpointResult {
  busy: boolean;
  walFrames: number;
  checkpointedFrames: number;
}

export interface BackgroundCheckpointOptions {
  /** How often the thread checkpoints. Default 250 ms: the WAL stays a few MB at thousands of msgs/s. */
  intervalMs?: number;
  /** Told when the thread fails and SQLite's own checkpoints are back. */
  onError?: (error: Error) => void;
  /** Module the thread loads better-sqlite3 from. Default: the one core resolves (bundlers may need another). */
  driver?: string;
}

/** SQLite's default, restored if the thread stops working, so the WAL never grows unbounded. */
const SQLITE_AUTOCHECKPOINT_PAGES = 1000;

// Plain JavaScript, run with `eval`, so it needs no build step and works the same from sources.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.file);
db.pragma('busy_timeout = 5000');
const checkpoint = () => {
  const [row] = db.pragma('wal_checkpoint(PASSIVE)');
  return { busy: row.busy === 1, walFrames: row.log, checkpointedFrames: row.checkpointed };
};
const timer = setInterval(checkpoint, workerData.intervalMs);
parentPort.on('message', (msg) => {
  if (msg.type === 'now') parentPort.postMessage({ id: msg.id, result: checkpoint() });
  if (msg.type === 'stop') {
    clearInterval(timer);
    checkpoint();
    db.close();
    parentPort.close();
  }
});
`;

export function startBackgroundCheckpoints(db: Db, options: BackgroundCheckpointOptions = {}): BackgroundCheckpoints {
  if (db.memory) throw new Error('background checkpoints need a database file');
  const driver = options.driver ?? createRequire(import.meta.url).resolve('better-sqlite3');
  db.pragma('wal_autocheckpoint = 0');
  const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { driver, file: db.name, intervalMs: options.intervalMs ?? 250 } });
  let running = true;
  let stopping = false;
  let nextId = 0;
  const waiting = new Map<number, { resolve: (r: CheckpointResult) => void; reject: (e: Error) => void }>();
  // A process that never calls stop() may still exit: every commit is durable in the WAL, and
  // the last connection to close checkpoints it.
  worker.unref();
  const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));

  const fail = (error: Error) => {
    if (!running) return;
    running = false;
    if (db.open) db.pragma(`wal_autocheckpoint = ${SQLITE_AUTOCHECKPOINT_PAGES}`);
    for (const w of waiting.values()) w.reject(error);
    waiting.clear();
    if (!stopping) options.onError?.(error);
  };
  worker.on('message', (msg: { id: number; result: CheckpointResult }) => {
    waiting.get(msg.id)?.resolve(msg.result);
    waiting.delete(msg.id);
    if (waiting.size === 0 && !stopping) worker.unref();
  });
  worker.on('error', fail);
  worker.on('exit', (code) => fail(new Error(`the checkpoint thread exited (code ${code})`)));

  return {
    get running() {
      return running;
    },
    checkpointNow() {
      if (!running) return Promise.reject(new Error('background checkpoints are not running'));
      const id = nextId++;
      return new Promise<CheckpointResult>((resolve, reject) => {
        waiting.set(id, { resolve, reject });
        worker.ref(); // an awaited answer keeps the process alive until it comes
        worker.postMessage({ type: 'now', id });
      });
    },
    async stop() {
      if (stopping) return exited;
      stopping = true;
      worker.ref();
      if (running) worker.postMessage({ type: 'stop' });
      await exited;
    },
  };
}
