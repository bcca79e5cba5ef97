// kill -9 under SMTP load: every message the daemon acknowledged with 250 is there, complete,
// after it is killed mid-traffic and started again on the same data dir, cycle after cycle;
// the SQLite file passes PRAGMA integrity_check at the end. The daemon is the shipped CLI
// (`inboxkit serve`), so a stale lock left by the killed process is part of what is tested.
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import Database from 'better-sqlite3';
import { freePort, startServe, tempDataDir, type DaemonProcess } from './lib/daemon-process.js';
import { sendMail } from './lib/mail.js';
import { figure } from './lib/figures.js';
import { FULL, scale } from './lib/scale.js';
import { decodeRaw } from '@inboxkit/core/internal';

const CYCLES = scale(2, 12);
const SENDERS = scale(4, 8);
/**
 * How long the load runs before the kill, in ms, counted from when the daemon has acknowledged
 * its first messages of the cycle (a cold start's first messages are slow on a loaded machine,
 * and a kill before any acknowledgment would test nothing): a seeded spread, so kills land at
 * different points.
 */
const LOAD_MS: [number, number] = scale([100, 600], [800, 4_000]);
/** Acknowledgments a cycle waits for before its load clock starts. */
const WARM_ACKS = SENDERS;

/** A small deterministic PRNG (mulberry32): the same kill points on every run. */
function prng(seed: number): () => number {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The body of message `tag`: a few 7bit lines that name it, so completeness is checkable. */
const bodyOf = (tag: string) => Array.from({ length: 12 }, (_, i) => `${tag} line ${i} ${'0123456789'.repeat(5)}`).join('\n') + '\n';

test(`${CYCLES} kill -9 cycles under ${SENDERS} concurrent SMTP senders: no acknowledged message lost, integrity ok`, async () => {
  const data = tempDataDir();
  const random = prng(13);
  const ports = ['--smtp-port', String(await freePort()), '--http-port', String(await freePort())];
  const acknowledged = new Map<string, string>(); // subject → body
  let refusedOrCut = 0;
  let daemon: DaemonProcess | undefined;
  try {
    daemon = await startServe(data.dir, ports);
    const inbox = (await daemon.api('POST', '/v1/inboxes', { label: 'kill9', lifecycle_mode: 'persistent' })).body.inbox;
    for (let cycle = 0; cycle < CYCLES; cycle++) {
      if (cycle > 0) daemon = await startServe(data.dir, ports);
      const current = daemon;
      let killed = false;
      let acked = 0;
      let warmed!: () => void;
      const warm = new Promise<void>((resolve) => { warmed = resolve; });
      const senders = Array.from({ length: SENDERS }, async (_, s) => {
        for (let n = 0; !killed; n++) {
          const subject = `k9-${cycle}-${s}-${n}`;
          const text = bodyOf(subject);
          try {
            const sent = await sendMail(current.smtpPort, { to: inbox.email_address, subject, text });
            if (sent.response.startsWith('250')) {
              acknowledged.set(subject, text);
              if (++acked === WARM_ACKS) warmed();
            }
          } catch {
            refusedOrCut++; // not acknowledged: the daemon owes nothing for it
          }
        }
      });
      const [low, high] = LOAD_MS;
      let stall: NodeJS.Timeout | undefined;
      // A wall-clock bound in the full run only; in the short form a stall is the runner's per-file timeout.
      await Promise.race([warm, new Promise<never>((_, fail) => {
        if (FULL) stall = setTimeout(() => fail(new Error(`cycle ${cycle}: fewer than ${WARM_ACKS} acknowledgments within 60 s`)), 60_000);
      })]).finally(() => clearTimeout(stall)).catch((error: unknown) => {
        killed = true; // the senders stop; the daemon is killed below
        throw error;
      });
      await new Promise((r) => setTimeout(r, low + random() * (high - low)));
      killed = true;
      await current.kill9();
      await Promise.all(senders);
    }
    daemon = await startServe(data.dir, ports);
    assert.is(await daemon.stop(), 0, 'the last start stops cleanly');
  } finally {
    await daemon?.kill9();
  }

  const db = new Database(join(data.dir, 'inboxkit.sqlite'), { readonly: true });
  try {
    const integrity = db.pragma('integrity_check', { simple: true });
    const stored = new Map<string, Buffer>();
    const rows = db.prepare('SELECT m.subject, c.raw, c.bodies, c.text_body, c.html_body FROM messages m JOIN message_content c ON c.seq = m.seq');
    for (const row of rows.iterate() as Iterable<{ subject: string; raw: Buffer; bodies: Buffer | null; text_body: string | null; html_body: string | null }>) {
      stored.set(row.subject, decodeRaw(row)); // stored deflated (core/src/content/codec.ts)
    }
    const missing = [...acknowledged.keys()].filter((s) => !stored.has(s));
    const incomplete = [...acknowledged].filter(([s, text]) => stored.has(s) && !stored.get(s)!.includes(text.replace(/\n/g, '\r\n')));
    figure('kill9: cycles of kill -9 under load', CYCLES);
    figure('kill9: messages acknowledged (250)', acknowledged.size, 'messages');
    figure('kill9: acknowledged messages missing or incomplete', missing.length + incomplete.length, 'messages', '0');
    figure('kill9: sends refused or cut by the kill (not acknowledged)', refusedOrCut);
    figure('kill9: PRAGMA integrity_check', String(integrity), undefined, 'ok');
    assert.ok(acknowledged.size > CYCLES * SENDERS, `load ran: ${acknowledged.size} acknowledged`);
    assert.equal(missing, [], 'every acknowledged message is stored');
    assert.equal(incomplete.map(([s]) => s), [], 'and complete');
    assert.is(integrity, 'ok');
  } finally {
    db.close();
    data.cleanup();
  }
});

test.run();
