// Watching the daemon from outside while a fault runs: its RSS and how fast /health answers.
import type { DaemonProcess } from './daemon-process.js';

export { probeHealth } from '../../test-support/probe.js';

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
