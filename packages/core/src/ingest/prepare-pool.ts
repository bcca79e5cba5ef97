import { Worker } from 'node:worker_threads';
import { InboxkitError } from '../errors.js';
import { EMBEDDED, embeddedText, inBinary } from '../embedded.js';
import { prepareMail, type PreparedMail, type PrepareOptions, type Preparer } from './prepare.js';

export interface PreparePool {
  prepare: Preparer;
  /**
   * Jobs done on workers (large ones counted again in largeJobs), jobs done here (after a
   * worker failure), worker deaths, messages posted to workers, warm-up prepares finished, and
   * how many times the large-message worker was started.
   */
  stats(): PreparePoolStats;
  /** Resolves once every worker started so far has finished its warm-up (at once without warmUp). */
  warm(): Promise<void>;
  close(): Promise<void>;
}

export interface PreparePoolStats {
  workerJobs: number;
  inlineJobs: number;
  deaths: number;
  broken: boolean;
  posts: number;
  warmedUp: number;
  largeJobs: number;
  largeStarts: number;
  /** The large-message worker is running now. */
  largeRunning: boolean;
}

/** Workers that die this many times in a row without finishing a job are given up on. */
const MAX_CONSECUTIVE_DEATHS = 3;

// Parsing makes short-lived garbage only: a small young generation keeps the worker's heap
// (and the daemon's RSS) flat. It costs CPU: at 32 MB the worker used 22 % less per message,
// for 25 MB more RSS at the end of a pooled run; RSS has the target that binds. A capped old
// generation stops V8 from letting the heap grow for minutes before collecting; below 64 MB
// the worker thrashes (both: docs/decisions.md, "Parse workers get a 6 MB young and a 64 MB old generation"). The cap holds
// because a worker prepares one message at a time and never gets a large one. (A
// --max-semi-space-size on the command line overrides these, nodejs/node#43991: the daemon
// unsets it before starting workers.)
const WORKER_LIMITS = { maxYoungGenerationSizeMb: 6, maxOldGenerationSizeMb: 64 };
/** Messages above this size go to the large-message worker (their strings would crowd a parse worker's capped heap). */
export const WORKER_MAX_RAW_BYTES = 4 * 1024 * 1024;
/**
 * The large-message worker: a heap for a message up to the 25 MB SMTP limit (a 24 MB HTML
 * message needs more than 128 MB of old generation, and passes at 256), started when one arrives and stopped once idle
 * for LARGE_WORKER_IDLE_MS, so its heap is given back and a daemon that never gets large mail
 * never holds one. Off the main thread, a 5 MB message's parse (about 0.2 s) no longer
 * stalls every other connection.
 */
const LARGE_WORKER_LIMITS = { maxYoungGenerationSizeMb: 16, maxOldGenerationSizeMb: 512 };
export const LARGE_WORKER_IDLE_MS = 2_000;

/** The worker's code in the single binary (no module file on disk there): read once. */
let embeddedWorker: string | null = null;

/**
 * Under tsx (tests, benches) this module and its worker are .ts, and a worker thread does not
 * inherit the main thread's loader hooks on Node 20, so the worker first registers tsx. In the
 * single binary the worker is one bundled script among the binary's assets, evaluated.
 */
function startWorker(workerUrl: URL | null, workerData: WorkerData, resourceLimits: typeof WORKER_LIMITS): Worker {
  if (workerUrl === null) {
    embeddedWorker ??= embeddedText(EMBEDDED.prepareWorker);
    return new Worker(embeddedWorker, { eval: true, resourceLimits, workerData });
  }
  if (!workerUrl.pathname.endsWith('.ts')) return new Worker(workerUrl, { resourceLimits, workerData });
  const tsxApi = import.meta.resolve('tsx/esm/api');
  const bootstrap = `import(${JSON.stringify(tsxApi)}).then((m) => { m.register(); return import(${JSON.stringify(workerUrl.href)}); })`;
  return new Worker(bootstrap, { eval: true, resourceLimits, workerData });
}

interface Slot {
  worker: Worker;
  inFlight: number;
  alive: boolean;
  /** Jobs of this loop turn, posted together in one message at the next setImmediate. */
  outbox: Array<{ id: number; raw: Uint8Array }>;
  /** Settles when the worker reports its warm-up done (or dies). */
  warmed: Promise<void>;
  markWarm: () => void;
  /** The large-message worker: stopped when idle, started again on demand. */
  large: boolean;
  idleTimer?: NodeJS.Timeout;
}

/** One message from the main thread to a worker: the jobs of one loop turn. */
export interface JobBatch { jobs: Array<{ id: number; raw: Uint8Array }>; analyze: boolean }
/** One message from a worker: the results it finished in one of its loop turns, or that it finished warming up. */
export interface ResultBatch { results: Array<{ id: number; prepared?: PreparedMail; error?: string }>; warmedUp?: number }
/** What a worker starts with. */
export interface WorkerData { warmUp: number; analyze: boolean }

/** A Buffer over the same bytes (no copy): structured cloning hands a worker's Buffers over as plain Uint8Arrays. */
const asBuffer = (bytes: Uint8Array): Buffer => (Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));

/** A worker's PreparedMail as the inline path gives it: the stored bytes as Buffers. */
function withBuffers(prepared: PreparedMail): PreparedMail {
  const { stored } = prepared;
  return { ...prepared, stored: { ...stored, bodies: asBuffer(stored.bodies), raw: asBuffer(stored.raw) } };
}

/**
 * An exactly sized copy of raw in its own ArrayBuffer, to be transferred (moved, not
 * serialised) to a worker. raw itself stays here: it is stored with the message and is what a
 * job falls back to if its worker dies. (Structured clone would copy raw's whole backing
 * ArrayBuffer, which for small Buffers is Node's shared 8 KB pool slab.)
 */
function transferableCopy(raw: Buffer): Uint8Array {
  const copy = new Uint8Array(raw.byteLength);
  copy.set(raw);
  return copy;
}

/**
 * Parses and extracts on `threads` worker threads so the thread that speaks SMTP and
 * commits to SQLite is not also the one decoding MIME. Jobs go to the least busy worker.
 * A worker that dies is replaced; its jobs fall back to this thread rather than being lost.
 */
export interface PreparePoolOptions extends PrepareOptions {
  workerUrl?: URL;
  /**
   * Prepares per worker of built-in sample messages when it starts, so the first real
   * messages do not run cold code. Done only while the worker has no real job. Default
   * WARM_UP_SAMPLES.
   */
  warmUp?: number;
  /** How long the large-message worker may sit idle before it is stopped. Default LARGE_WORKER_IDLE_MS. */
  largeIdleMs?: number;
}

/**
 * A cold worker took ~125 ms for its first message; averages over messages 1–9, 10–49, 50–99
 * and 100+ were 6.3, 2.1, 1.8 and 1.7 ms (a fresh `prepareMail` loop). Past 50 the gain is
 * within the noise, so 50 samples (~0.1 s of one core) buy what 300 did.
 */
export const WARM_UP_SAMPLES = 50;

export function createPreparePool(threads: number, options: PreparePoolOptions = {}): PreparePool {
  const analyze = options.analyze === true;
  const warmUp = Math.max(0, Math.floor(options.warmUp ?? WARM_UP_SAMPLES));
  const inline = (raw: Buffer) => prepareMail(raw, { analyze });
  // Under tsx (tests, benches) this module is .ts and so is its worker; built, both are .js;
  // in the single binary, an asset (null here).
  const ext = import.meta.url.endsWith('.ts') ? '.ts' : '.js';
  const workerUrl = options.workerUrl ?? (inBinary() ? null : new URL(`./prepare-worker${ext}`, import.meta.url));
  let nextId = 1;
  let closed = false;
  let broken = false;
  let consecutiveDeaths = 0;
  const counts = { workerJobs: 0, inlineJobs: 0, deaths: 0, posts: 0, warmedUp: 0, largeJobs: 0, largeStarts: 0 };
  const pending = new Map<number, { raw: Buffer; slot: Slot; resolve: (p: PreparedMail) => void; reject: (e: unknown) => void }>();
  const slots: Slot[] = [];
  /** The large-message worker while it runs. */
  let large: Slot | null = null;
  let largeBroken = false;
  let largeDeaths = 0;

  const spawn = (index: number, isLarge = false) => {
    let markWarm = () => {};
    const warming = isLarge ? 0 : warmUp;
    const warmed = warming === 0 ? Promise.resolve() : new Promise<void>((resolve) => { markWarm = resolve; });
    const worker = startWorker(workerUrl, { warmUp: warming, analyze }, isLarge ? LARGE_WORKER_LIMITS : WORKER_LIMITS);
    const slot: Slot = { worker, inFlight: 0, alive: true, outbox: [], warmed, markWarm: () => markWarm(), large: isLarge };
    slot.worker.unref();
    slot.worker.on('message', (msg: ResultBatch) => {
      if (msg.warmedUp !== undefined) {
        counts.warmedUp += msg.warmedUp;
        slot.markWarm();
      }
      for (const r of msg.results) {
        const job = pending.get(r.id);
        if (!job) continue;
        pending.delete(r.id);
        slot.inFlight--;
        counts.workerJobs++;
        if (slot.large) {
          largeDeaths = 0;
          counts.largeJobs++;
          if (slot.inFlight === 0) stopWhenIdle(slot);
        } else consecutiveDeaths = 0;
        if (r.prepared) job.resolve(withBuffers(r.prepared));
        else job.reject(new InboxkitError('internal', r.error ?? 'prepare failed'));
      }
    });
    const onDeath = () => {
      if (!slot.alive) return;
      slot.alive = false;
      if (closed) return;
      counts.deaths++;
      slot.outbox = [];
      slot.markWarm(); // nothing to wait for: its replacement warms up on its own
      for (const [id, job] of pending) {
        if (job.slot !== slot) continue;
        pending.delete(id);
        counts.inlineJobs++;
        inline(job.raw).then(job.resolve, job.reject);
      }
      // A worker that cannot even start would otherwise be respawned forever.
      if (slot.large) {
        clearTimeout(slot.idleTimer);
        if (large === slot) large = null; // started again by the next large message
        if (++largeDeaths >= MAX_CONSECUTIVE_DEATHS) largeBroken = true;
      } else if (++consecutiveDeaths >= MAX_CONSECUTIVE_DEATHS) broken = true;
      else slots[index] = spawn(index);
    };
    slot.worker.on('error', onDeath);
    slot.worker.on('exit', onDeath);
    return slot;
  };
  for (let i = 0; i < Math.max(1, threads); i++) slots.push(spawn(i));

  /** Stops the large-message worker once it has had no job for LARGE_WORKER_IDLE_MS. */
  const stopWhenIdle = (slot: Slot) => {
    clearTimeout(slot.idleTimer);
    slot.idleTimer = setTimeout(() => {
      if (slot.inFlight > 0 || !slot.alive) return;
      slot.alive = false;
      if (large === slot) large = null;
      void slot.worker.terminate();
    }, options.largeIdleMs ?? LARGE_WORKER_IDLE_MS);
    slot.idleTimer.unref();
  };

  /** Hands a job to `slot`, posted with the others of this loop turn. */
  const enqueue = (slot: Slot, raw: Buffer) => {
    slot.inFlight++;
    const id = nextId++;
    return new Promise<PreparedMail>((resolve, reject) => {
      pending.set(id, { raw, slot, resolve, reject });
      slot.outbox.push({ id, raw: transferableCopy(raw) });
      if (!postScheduled) {
        postScheduled = true;
        setImmediate(postAll);
      }
    });
  };

  // Jobs queued in this loop turn go out together: one postMessage (and one wake-up of the
  // worker) per turn instead of one per message.
  let postScheduled = false;
  const postAll = () => {
    postScheduled = false;
    for (const slot of large ? [...slots, large] : slots) {
      if (slot.outbox.length === 0 || !slot.alive) continue;
      const jobs = slot.outbox;
      slot.outbox = [];
      const batch: JobBatch = { jobs, analyze };
      counts.posts++;
      slot.worker.postMessage(batch, jobs.map((j) => j.raw.buffer as ArrayBuffer));
    }
  };

  return {
    prepare(raw) {
      if (!closed && raw.length > WORKER_MAX_RAW_BYTES && !largeBroken) {
        if (!large) {
          counts.largeStarts++;
          large = spawn(-1, true);
        }
        clearTimeout(large.idleTimer);
        return enqueue(large, raw);
      }
      const live = slots.filter((s) => s.alive);
      if (closed || broken || live.length === 0 || raw.length > WORKER_MAX_RAW_BYTES) {
        counts.inlineJobs++;
        return inline(raw);
      }
      let slot = live[0]!;
      for (const s of live) if (s.inFlight < slot.inFlight) slot = s;
      return enqueue(slot, raw);
    },
    stats: () => ({ ...counts, broken, largeRunning: large !== null }),
    async warm() {
      await Promise.all(slots.map((s) => s.warmed));
    },
    async close() {
      closed = true;
      // Let in-flight jobs finish, then stop the workers.
      while (pending.size > 0) await new Promise((r) => setTimeout(r, 5));
      const all = large ? [...slots, large] : slots;
      large = null;
      await Promise.all(all.map((s) => { clearTimeout(s.idleTimer); s.alive = false; return s.worker.terminate(); }));
    },
  };
}
