// Worker-thread side of the prepare pool: parse + extract (+ built-in analysis), nothing else.
// Stateless. Jobs arrive in batches (one per main-thread loop turn); results finished in the
// same turn here go back together.
import { parentPort } from 'node:worker_threads';
import { prepareMail } from './prepare.js';
import type { JobBatch, ResultBatch } from './prepare-pool.js';

let outbox: ResultBatch['results'] = [];
let scheduled = false;
const send = (result: ResultBatch['results'][number]) => {
  outbox.push(result);
  if (scheduled) return;
  scheduled = true;
  setImmediate(() => {
    scheduled = false;
    const results = outbox;
    outbox = [];
    parentPort!.postMessage({ results } satisfies ResultBatch);
  });
};

parentPort!.on('message', (batch: JobBatch) => {
  for (const job of batch.jobs) {
    prepareMail(Buffer.from(job.raw.buffer, job.raw.byteOffset, job.raw.byteLength), { analyze: batch.analyze }).then(
      (prepared) => send({ id: job.id, prepared }),
      (error: unknown) => send({ id: job.id, error: error instanceof Error ? error.message : String(error) }),
    );
  }
});
