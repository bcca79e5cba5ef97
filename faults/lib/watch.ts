// Watching the daemon from outside while a fault runs: its RSS and how fast /health answers.
import { Worker } from 'node:worker_threads';
import type { DaemonProcess } from './daemon-process.js';

/** Samples RSS every 20 ms until stop(), which returns the peak in MB. */
export function sampleRss(daemon: DaemonProcess, everyMs = 20): { stop(): number } {
  let peak = daemon.rssMb();
  const timer = setInterval(() => {
    try {
      peak = Math.max(peak, daemon.rssMb());
    } catch { /* the process is gone: the test will say so */ }
  }, everyMs);
  return { stop: () => (clearInterval(timer), peak) };
}

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

/**
 * RSS once it stops falling: sampled every 250 ms until it is at or below `target` MB (when
 * given) or has not dropped by more than 1 MB for two seconds, or `withinMs` ran out.
 */
export async function settleRss(daemon: DaemonProcess, withinMs: number, target?: number): Promise<number> {
  const deadline = Date.now() + withinMs;
  let last = daemon.rssMb();
  let stableSince = Date.now();
  while (Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 250));
    const now = daemon.rssMb();
    if (target !== undefined && now <= target) return now;
    if (now < last - 1) stableSince = Date.now();
    else if (target === undefined && Date.now() - stableSince > 2_000) return now;
    last = Math.min(last, now);
  }
  return daemon.rssMb();
}
