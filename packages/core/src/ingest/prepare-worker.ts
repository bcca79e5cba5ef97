// Worker-thread side of the prepare pool: parse + extract, nothing else. Stateless.
import { parentPort } from 'node:worker_threads';
import { prepareMail } from './prepare.js';

interface Job { id: number; raw: Uint8Array; analyze: boolean }

parentPort!.on('message', (job: Job) => {
  prepareMail(Buffer.from(job.raw.buffer, job.raw.byteOffset, job.raw.byteLength), { analyze: job.analyze }).then(
    (prepared) => parentPort!.postMessage({ id: job.id, prepared }),
    (error: unknown) => parentPort!.postMessage({ id: job.id, error: error instanceof Error ? error.message : String(error) }),
  );
});
