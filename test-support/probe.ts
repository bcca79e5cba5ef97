// Probing a server's /health from outside the process doing the load (the fault suite and the benches).
import { Worker } from 'node:worker_threads';

// Runs in a worker thread: the readers and senders of a fault keep the test's own event loop
// busy, which would otherwise show up as /health latency the daemon never had.
const PROBE = `
const { parentPort, workerData } = require('node:worker_threads');
let running = true;
parentPort.on('message', () => { running = false; });
(async () => {
  const latencies = [];
  while (running) {
    const started = performance.now();
    try {
      const res = await fetch(workerData.url, { headers: { connection: 'close' } });
      await res.arrayBuffer();
      latencies.push(res.status === 200 ? performance.now() - started : Infinity);
    } catch {
      latencies.push(Infinity);
    }
    await new Promise((r) => setTimeout(r, workerData.gapMs));
  }
  parentPort.postMessage(latencies);
})();
`;

/**
 * GET /health one request at a time from a worker thread, over a fresh connection each (so a
 * busy keep-alive socket does not hide a blocked event loop), until stop(), which returns
 * each latency in ms (Infinity for a failed probe).
 */
export function probeHealth(httpUrl: string, gapMs = 10): { stop(): Promise<number[]> } {
  const worker = new Worker(PROBE, { eval: true, workerData: { url: `${httpUrl}/health`, gapMs } });
  const result = new Promise<number[]>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  return {
    async stop() {
      worker.postMessage('stop');
      const latencies = await result;
      await worker.terminate();
      return latencies;
    },
  };
}
