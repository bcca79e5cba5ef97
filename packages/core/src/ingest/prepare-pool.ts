import { Worker } from 'node:worker_threads';
import { InboxkitError } from '../errors.js';
import { prepareMail, type PreparedMail, type Preparer } from './prepare.js';

export interface PreparePool {
  prepare: Preparer;
  close(): Promise<void>;
}

interface Slot {
  worker: Worker;
  inFlight: number;
  alive: boolean;
}

/**
 * Parses and extracts on `threads` worker threads so the thread that speaks SMTP and
 * commits to SQLite is not also the one decoding MIME. Jobs go to the least busy worker.
 * A worker that dies is replaced; its jobs fall back to this thread rather than being lost.
 */
export function createPreparePool(threads: number): PreparePool {
  // Under tsx (tests, benches) this module is .ts and so is its worker; built, both are .js.
  const ext = import.meta.url.endsWith('.ts') ? '.ts' : '.js';
  const workerUrl = new URL(`./prepare-worker${ext}`, import.meta.url);
  let nextId = 1;
  let closed = false;
  const pending = new Map<number, { raw: Buffer; slot: Slot; resolve: (p: PreparedMail) => void; reject: (e: unknown) => void }>();
  const slots: Slot[] = [];

  const spawn = (index: number) => {
    const slot: Slot = { worker: new Worker(workerUrl), inFlight: 0, alive: true };
    slot.worker.unref();
    slot.worker.on('message', (msg: { id: number; prepared?: PreparedMail; error?: string }) => {
      const job = pending.get(msg.id);
      if (!job) return;
      pending.delete(msg.id);
      slot.inFlight--;
      if (msg.prepared) job.resolve(msg.prepared);
      else job.reject(new InboxkitError('internal', msg.error ?? 'prepare failed'));
    });
    const onDeath = () => {
      if (!slot.alive) return;
      slot.alive = false;
      for (const [id, job] of pending) {
        if (job.slot !== slot) continue;
        pending.delete(id);
        prepareMail(job.raw).then(job.resolve, job.reject);
      }
      if (!closed) slots[index] = spawn(index);
    };
    slot.worker.on('error', onDeath);
    slot.worker.on('exit', onDeath);
    return slot;
  };
  for (let i = 0; i < Math.max(1, threads); i++) slots.push(spawn(i));

  return {
    prepare(raw) {
      if (closed) return prepareMail(raw);
      let slot = slots[0]!;
      for (const s of slots) if (s.alive && s.inFlight < slot.inFlight) slot = s;
      slot.inFlight++;
      const id = nextId++;
      return new Promise<PreparedMail>((resolve, reject) => {
        pending.set(id, { raw, slot, resolve, reject });
        slot.worker.postMessage({ id, raw });
      });
    },
    async close() {
      closed = true;
      // Let in-flight jobs finish, then stop the workers.
      while (pending.size > 0) await new Promise((r) => setTimeout(r, 5));
      await Promise.all(slots.map((s) => { s.alive = false; return s.worker.terminate(); }));
    },
  };
}
