// Abusive SMTP clients of issue 13 (part 1), each from one address of its own (127.0.0.2 by
// default; Linux routes all of 127/8 to loopback), so the daemon can tell it from the normal
// client on 127.0.0.1. Each runs until stop(), which returns what it saw.
import type { Socket } from 'node:net';
import { SmtpTalk } from '../../test-support/smtp.js';

export const ATTACKER_ADDRESS = '127.0.0.2';

export interface AttackStats {
  /** Connections the daemon accepted (greeting 220). */
  admitted: number;
  /** Connections answered 421 at once (connection caps). */
  refused: number;
  /** Admitted connections the daemon closed on its own (idle, pace or slowdown rules). */
  closedByServer: number;
  /** Replies of the kind the attack repeats (NOOP 250s, RCPT 550s, DATA lines sent). */
  repeated: number;
}

export interface Attack {
  readonly stats: AttackStats;
  /** Resolves once every connection has ended on its own (refused or closed by the daemon). */
  ended(): Promise<void>;
  stop(): Promise<AttackStats>;
}

/**
 * Runs `per(talk)` on each of `connections` connections opened at once; `per` loops until
 * `running()` is false. Connections refused with 421 are counted, not retried, unless
 * `reconnectMs` is given: then each connection, refused or closed by the daemon, is opened
 * again that long after, until stop() (an attacker that keeps its slots filled).
 */
function attack(port: number, connections: number, per: (talk: SmtpTalk, running: () => boolean, stats: AttackStats) => Promise<void>, from = ATTACKER_ADDRESS, reconnectMs?: number): Attack {
  const stats: AttackStats = { admitted: 0, refused: 0, closedByServer: 0, repeated: 0 };
  let running = true;
  // Every socket, from its first moment: a connection past the listener's backlog looks
  // established to us but is unknown to the daemon, and would keep this process alive forever.
  const sockets = new Set<Socket>();
  const pauses = new Set<() => void>();
  const pause = (ms: number) => new Promise<void>((resolve) => {
    const done = () => (pauses.delete(done), clearTimeout(timer), resolve());
    const timer = setTimeout(done, ms);
    pauses.add(done);
  });
  const once = async () => {
    let talk: SmtpTalk;
    try {
      const opened = await SmtpTalk.open(port, '127.0.0.1', from, (socket) => {
        sockets.add(socket);
        socket.once('close', () => sockets.delete(socket));
      });
      talk = opened.talk;
      if (opened.greeting.code !== 220) {
        stats.refused++;
        talk.end();
        return;
      }
    } catch {
      stats.refused++; // reset before a greeting
      return;
    }
    stats.admitted++;
    try {
      await per(talk, () => running, stats);
      // per() returns on the daemon's 421; the close that follows may not have arrived yet.
      if (running) await talk.waitClosed(5_000);
    } catch { /* closed under us, or still open: counted below */ }
    if (talk.closed && running) stats.closedByServer++;
  };
  const all = Promise.all(Array.from({ length: connections }, async () => {
    await once();
    while (reconnectMs !== undefined && running) {
      await pause(reconnectMs);
      if (running) await once();
    }
  }));
  return {
    stats,
    ended: () => all.then(() => {}),
    async stop() {
      running = false;
      for (const socket of sockets) socket.destroy();
      for (const wake of [...pauses]) wake();
      await all;
      return stats;
    },
  };
}

/** Several attacks as one: their stats summed, ended when all are, stopped together. */
export function together(attacks: Attack[]): Attack {
  const sum = (): AttackStats => {
    const total: AttackStats = { admitted: 0, refused: 0, closedByServer: 0, repeated: 0 };
    for (const a of attacks) for (const k of Object.keys(total) as Array<keyof AttackStats>) total[k] += a.stats[k];
    return total;
  };
  return {
    get stats() { return sum(); },
    ended: () => Promise.all(attacks.map((a) => a.ended())).then(() => {}),
    async stop() {
      await Promise.all(attacks.map((a) => a.stop()));
      return sum();
    },
  };
}

/**
 * Connections that say EHLO, then NOOP every `everyMs`, never sending mail; from `from`, and
 * opened again `reconnectMs` after each refusal or close when given.
 */
export function noopHolders(port: number, connections: number, everyMs: number, from = ATTACKER_ADDRESS, reconnectMs?: number): Attack {
  return attack(port, connections, async (talk, running, stats) => {
    await talk.command('EHLO holder.test');
    while (running() && !talk.closed) {
      const reply = await talk.command('NOOP', 60_000);
      if (reply.code !== 250) return; // the 421 that closes it
      stats.repeated++;
      await waitOrClose(talk, everyMs, running);
    }
  }, from, reconnectMs);
}

/** Connections that send nothing at all after the greeting. */
export function idleFlood(port: number, connections: number): Attack {
  return attack(port, connections, async (talk, running) => {
    await waitOrClose(talk, Number.POSITIVE_INFINITY, running);
  });
}

/** Connections that start a DATA of `totalBytes` to `to` and send one 80-byte line every `lineEveryMs`. */
export function trickleData(port: number, connections: number, to: string, lineEveryMs: number): Attack {
  return attack(port, connections, async (talk, running, stats) => {
    await talk.command('EHLO trickle.test');
    await talk.command('MAIL FROM:<trickle@attacker.test>');
    await talk.command(`RCPT TO:<${to}>`);
    const go = await talk.command('DATA');
    if (go.code !== 354) return;
    talk.write('Subject: trickle\r\n\r\n');
    while (running() && !talk.closed) {
      talk.write(`${'x'.repeat(78)}\r\n`);
      stats.repeated++;
      await waitOrClose(talk, lineEveryMs, running);
    }
  });
}

/** One connection that asks for unknown recipients as fast as the replies come. */
export function unknownRecipients(port: number, domain: string): Attack {
  return attack(port, 1, async (talk, running, stats) => {
    await talk.command('EHLO guesser.test');
    await talk.command('MAIL FROM:<guesser@attacker.test>');
    for (let i = 0; running() && !talk.closed; i++) {
      const reply = await talk.command(`RCPT TO:<nobody-${i}@${domain}>`, 60_000);
      if (reply.code >= 500) stats.repeated++;
      if (reply.code === 421) return;
    }
  });
}

/** Resolves after ms, or as soon as the server closes the connection or the attack stops (which destroys the socket). */
function waitOrClose(talk: SmtpTalk, ms: number, running: () => boolean): Promise<void> {
  if (!running() || talk.closed) return Promise.resolve();
  return new Promise<void>((resolve) => {
    const timer = Number.isFinite(ms) ? setTimeout(done, ms) : undefined;
    function done() {
      clearTimeout(timer);
      talk.socket.off('close', done);
      resolve();
    }
    talk.socket.once('close', done);
  });
}
