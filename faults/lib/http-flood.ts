// Starts and stops http-flood-child.mjs: an HTTP connection flood from one loopback address.
import { fork } from 'node:child_process';
import { join } from 'node:path';
import { REPO_ROOT } from './daemon-process.js';

export interface FloodStats {
  /** Sockets the kernel connected (the daemon then admitted or refused each). */
  connected: number;
  /** Closed after a 503 (a connection cap). */
  refused503: number;
  /** Closed after a 408 (the head never arrived in time). */
  timedOut408: number;
  /** Connected sockets the daemon closed, for any reason (an idle one closed for a newcomer has no answer). */
  closedByServer: number;
  /** Connects that failed outright. */
  errors: number;
  /** Most sockets open at once. */
  peakOpen: number;
  reopened: number;
  openAtStop: number;
}

export interface Flood {
  stop(): Promise<FloodStats>;
}

/**
 * `connections` sockets from `from`, each sending a head that never ends, reopened as the
 * daemon closes them (at most `reopenPerSecond`).
 *
 * @example
 * const flood = await httpFlood(port, '127.0.0.2', 10_200, 200);
 * const stats = await flood.stop();
 */
export async function httpFlood(port: number, from: string, connections: number, reopenPerSecond: number): Promise<Flood> {
  const child = fork(join(REPO_ROOT, 'faults/lib/http-flood-child.mjs'), [], {
    env: { ...process.env, INBOXKIT_FLOOD: JSON.stringify({ port, from, connections, reopenPerSecond }) },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  await new Promise<void>((resolve, reject) => {
    child.once('message', () => resolve());
    child.once('exit', (code) => reject(new Error(`the flood from ${from} exited (${code}) before it started`)));
  });
  return {
    stop: () => new Promise<FloodStats>((resolve, reject) => {
      child.once('message', (stats) => resolve(stats as FloodStats));
      child.once('exit', (code) => reject(new Error(`the flood from ${from} exited (${code}) without its figures`)));
      child.send('stop');
    }),
  };
}
