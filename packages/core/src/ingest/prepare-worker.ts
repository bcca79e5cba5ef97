// Worker-thread side of the prepare pool: parse + extract (+ built-in analysis), nothing else.
// Stateless. Jobs arrive in batches (one per main-thread loop turn) and are prepared one at a
// time, oldest first, each answered as soon as it is done: started together, N jobs would
// interleave in mailparser's streams and all finish at the end, so every one of them would
// wait for the whole batch before its 250.
import { parentPort, workerData } from 'node:worker_threads';
import { prepareMail } from './prepare.js';
import type { JobBatch, ResultBatch, WorkerData } from './prepare-pool.js';
import { warmUpMessage } from './warm-up.js';

const queue: Array<{ id: number; raw: Uint8Array; analyze: boolean }> = [];
let running = false;

async function drain(): Promise<void> {
  running = true;
  while (queue.length > 0) {
    const job = queue.shift()!;
    let result: ResultBatch['results'][number];
    try {
      const prepared = await prepareMail(Buffer.from(job.raw.buffer, job.raw.byteOffset, job.raw.byteLength), { analyze: job.analyze });
      result = { id: job.id, prepared };
    } catch (error) {
      result = { id: job.id, error: error instanceof Error ? error.message : String(error) };
    }
    parentPort!.postMessage({ results: [result] } satisfies ResultBatch);
  }
  running = false;
  scheduleWarmUp();
}

parentPort!.on('message', (batch: JobBatch) => {
  for (const job of batch.jobs) queue.push({ id: job.id, raw: job.raw, analyze: batch.analyze });
  if (!running) void drain();
});

// Warm-up: one sample at a time, each in its own loop turn, and only while no real job is
// queued or running (drain() resumes it), so a real message waits for at most one sample.
const { warmUp = 0, analyze = false } = (workerData ?? {}) as Partial<WorkerData>;
let warmed = 0;
let warmUpScheduled = false;
let warming = false;

function scheduleWarmUp(): void {
  if (warmed >= warmUp || warmUpScheduled || warming) return;
  warmUpScheduled = true;
  setImmediate(() => void warmUpStep());
}

async function warmUpStep(): Promise<void> {
  warmUpScheduled = false;
  if (running || queue.length > 0) return;
  warming = true;
  await prepareMail(warmUpMessage(warmed), { analyze }).catch(() => {});
  warming = false;
  warmed++;
  if (warmed === warmUp) parentPort!.postMessage({ results: [], warmedUp: warmed } satisfies ResultBatch);
  else scheduleWarmUp();
}

scheduleWarmUp();
