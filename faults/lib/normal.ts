// The normal client every attack is judged by: on 127.0.0.1, one message after another over
// SMTP (every fourth 5 MB, as an application with attachments sends) and /health polled from
// a worker thread, while an attacker on another loopback address does its worst.
import type { DaemonProcess } from './daemon-process.js';
import { bigText, sendMail } from './mail.js';
import { probeHealth } from './watch.js';

export const NORMAL_ADDRESS = '127.0.0.1';
const BIG = 5 * 1024 * 1024;

export interface NormalRun {
  sent: number;
  delivered: number;
  /** Connect → 250 of each message, ms (Infinity for a failed send). */
  smtpMs: number[];
  /** Each /health probe's latency, ms (Infinity for a failed one); empty unless asked for. */
  healthMs: number[];
}

export interface NormalOptions {
  /** Keep sending until this many ms have passed (and at least `minMessages` went)… */
  forMs?: number;
  /** …or until this says to stop. */
  until?: () => boolean;
  minMessages?: number;
  /** Every n-th message is 5 MB; 0: none. Default 4. */
  bigEvery?: number;
  /** Poll /health meanwhile. Default false. */
  health?: boolean;
}

/**
 * Runs the normal client against `daemon`, delivering to `to`, and returns what it saw.
 *
 * @example
 * const normal = await normalClient(daemon, inbox.email_address, 'flood', { forMs: 60_000, health: true });
 * assert.is(normal.delivered, normal.sent);
 */
export async function normalClient(daemon: DaemonProcess, to: string, tag: string, options: NormalOptions): Promise<NormalRun> {
  const { forMs = 0, minMessages = 4, bigEvery = 4, health = false } = options;
  const deadline = Date.now() + forMs;
  const more = options.until ? () => !options.until!() : () => Date.now() < deadline;
  const probe = health ? probeHealth(daemon.httpUrl) : undefined;
  const smtpMs: number[] = [];
  let sent = 0;
  let delivered = 0;
  while (more() || sent < minMessages) {
    const big = bigEvery > 0 && sent % bigEvery === 1;
    const text = big ? bigText(BIG, tag) : `normal message ${sent} of ${tag}`;
    sent++;
    try {
      const r = await sendMail(daemon.smtpPort, { to, subject: `${tag}-${sent}`, text }, NORMAL_ADDRESS);
      if (r.response.startsWith('250')) delivered++;
      smtpMs.push(r.ms);
    } catch (err) {
      smtpMs.push(Number.POSITIVE_INFINITY);
      console.log(`${tag}: normal send ${sent} failed: ${(err as Error).message}`);
    }
  }
  const healthMs = probe ? await probe.stop() : [];
  return { sent, delivered, smtpMs, healthMs };
}
