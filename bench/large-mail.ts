/**
 * Large mail and everyone else: how long `/health` waits while a sender delivers 5 MB and small
 * messages alternately, what the daemon's CPU costs per message, and its RSS.
 *
 *   npm run bench -- large-mail                  # this checkout, LARGE_ROUNDS rounds (default 2)
 *   npm run bench -- large-mail --base DIR       # against another checkout, rounds alternating
 *
 * Each round: a fresh data directory and daemon (`inboxkit serve`), a warm-up of two 5 MB and
 * two small messages, then LARGE_SECONDS (default 20) of one message after another over
 * nodemailer (odd ones 5 MB), `/health` polled over fresh connections from a worker thread
 * (the sender's own work stays out of the probe's loop). Reports per variant and round:
 * messages, SMTP p50/p99, `/health` p99/max, daemon CPU ms per message, RSS before/peak/after
 * (after: once it stops falling, up to 30 s).
 */
import { readFileSync } from 'node:fs';
import { createTransport } from 'nodemailer';
import { BENCH_BASE, ProcRss, alternate, buildPackages, prepareData, spawnDaemon, sleep, type DaemonProcess } from './_daemon.js';
import { fmt, note, percentile, report, tempDir } from './_lib.js';
import { probeHealth } from '../test-support/probe.js';

const ROUNDS = Number(process.env.LARGE_ROUNDS ?? 2);
const SECONDS = Number(process.env.LARGE_SECONDS ?? 20);
const BIG_BYTES = 5 * 1024 * 1024;
const bigText = (seed: string) => (`${seed} ${'lorem ipsum dolor sit amet '.repeat(3)}`.slice(0, 74) + '\n').repeat(Math.ceil(BIG_BYTES / 75)).slice(0, BIG_BYTES);

/** The process's CPU time so far (user + system, all threads), ms. */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** The process's RSS now, MB. */
const rssNow = (pid: number): number => new ProcRss(pid).start().stop().samples.at(-1)!.mb;

interface Round { messages: number; smtpP50: number; smtpP99: number; healthP99: number; healthMax: number; cpuPerMessage: number; rss: string }

async function send(daemon: DaemonProcess, to: string, text: string): Promise<number> {
  const transport = createTransport({ host: '127.0.0.1', port: daemon.smtpPort, secure: false, ignoreTLS: true } as never);
  const started = performance.now();
  try {
    const info = await transport.sendMail({ from: 'bench@example.com', to, subject: 'large-mail', text });
    if (!String(info.response).startsWith('250')) throw new Error(info.response);
  } finally {
    transport.close();
  }
  return performance.now() - started;
}

async function round(root?: string): Promise<Round> {
  const { dir, cleanup } = tempDir('ik-bench-large-');
  const prepared = await prepareData(dir, root ? { root } : {});
  const daemon = await spawnDaemon(dir, [], root ? { root } : {});
  try {
    for (let i = 0; i < 4; i++) await send(daemon, prepared.address, i % 2 ? bigText('warm') : 'warm-up');
    await sleep(2_000);
    const before = rssNow(daemon.pid);
    const peak = new ProcRss(daemon.pid, 20).start();
    const probe = probeHealth(daemon.httpUrl);
    const cpu0 = cpuMs(daemon.pid);
    const smtp: number[] = [];
    const until = Date.now() + SECONDS * 1000;
    for (let i = 0; Date.now() < until; i++) smtp.push(await send(daemon, prepared.address, i % 2 ? bigText(`m${i}`) : `small ${i}`));
    const cpu = cpuMs(daemon.pid) - cpu0;
    const healthMs = await probe.stop();
    peak.stop();
    // After: once RSS stops falling (by 1 MB in 2 s), at most 30 s on.
    let after = rssNow(daemon.pid);
    for (let waited = 0, last = Infinity; waited < 30_000 && after < last - 1; waited += 2_000) {
      last = after;
      await sleep(2_000);
      after = rssNow(daemon.pid);
    }
    return {
      messages: smtp.length, smtpP50: percentile(smtp, 50), smtpP99: percentile(smtp, 99),
      healthP99: percentile(healthMs, 99), healthMax: Math.max(...healthMs), cpuPerMessage: cpu / smtp.length,
      rss: `${fmt(before)}/${fmt(Math.max(...peak.samples.map((s) => s.mb)))}/${fmt(after)}`,
    };
  } finally {
    await daemon.stop();
    cleanup();
  }
}

buildPackages();
note(`large-mail: ${SECONDS} s of alternating 5 MB and small messages, /health polled; ${ROUNDS} rounds${BENCH_BASE ? `, this checkout and ${BENCH_BASE} alternating` : ''}`);
const variants: Record<string, () => Promise<Round>> = BENCH_BASE ? { this: () => round(), base: () => round(BENCH_BASE!) } : { this: () => round() };
await alternate(variants, ROUNDS, (name, i, r) => {
  const p = `large-mail ${name} round ${i + 1}`;
  report(`${p}: messages`, r.messages);
  report(`${p}: smtp p50 / p99 ms`, `${fmt(r.smtpP50)} / ${fmt(r.smtpP99)}`);
  report(`${p}: /health p99 / max ms`, `${fmt(r.healthP99)} / ${fmt(r.healthMax)}`);
  report(`${p}: daemon cpu ms per message`, fmt(r.cpuPerMessage));
  report(`${p}: rss before / peak / after MB`, r.rss);
});
