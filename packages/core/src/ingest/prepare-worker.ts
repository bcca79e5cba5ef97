// Worker-thread side of the prepare pool: parse + extract (+ built-in analysis), nothing else.
// Stateless. Jobs arrive in batches (one per main-thread loop turn) and are prepared one at a
// time, oldest first, each answered as soon as it is done: started together, N jobs would
// interleave in mailparser's streams and all finish at the end, so every one of them would
// wait for the whole batch before its 250.
import { parentPort } from 'node:worker_threads';
import { prepareMail } from './prepare.js';
import type { JobBatch, ResultBatch } from './prepare-pool.js';

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
}

parentPort!.on('message', (batch: JobBatch) => {
  for (const job of batch.jobs) queue.push({ id: job.id, raw: job.raw, analyze: batch.analyze });
  if (!running) void drain();
});
