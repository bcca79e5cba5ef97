/**
 * Server-side waits: what 1,000 held waits cost, and how soon a wait answers after the commit.
 *
 *   npm run bench -- wait
 *
 * The built daemon runs as its own process on a data directory with 1,000 inboxes.
 * - Memory, exactly: in this process, core's heap after a full GC with 1,000 waits held on
 *   1,000 inboxes, against the same service with none (heap used is exact where RSS is not).
 * - Memory, the whole daemon: its RSS with 1,000 waits held (one per inbox, each on its own
 *   keep-alive connection), against the same-run baseline of 1,000 idle keep-alive connections
 *   that each made one /health request; both measured twice after the daemon settled. RSS
 *   moves by more than a held wait's cost between samples, so this one bounds it only.
 * - Latency: one message per inbox over SMTP (raw sockets, one connection, 50 messages/s) while
 *   the waits are held. The commit happens between the end of DATA (`.`) and the 250, so
 *   "dot → answer" bounds "commit → answer" from above; "dot → 250" is the same run's ingest
 *   alone. Prints `name: value` lines.
 */
import * as http from 'node:http';
import { buildPackages, loadCore, ProcRss, prepareData, sendAtRate, sampleMessage, spawnDaemon, sleep, type DaemonProcess } from './_daemon.js';
import { fmt, gc, note, nowMs, percentile, report, tempDir } from './_lib.js';

const WAITS = Number(process.env.BENCH_WAITS ?? 1000);

buildPackages();
const { dir, cleanup } = tempDir('ik-bench-wait-');
const inboxes: Array<{ id: string; address: string }> = [];
const prepared = await prepareData(dir, {
  seed: async (service) => {
    for (let i = 0; i < WAITS; i++) {
      const inbox = await service.inboxes.create({ label: `wait ${i}`, lifecycle_mode: 'persistent' });
      inboxes.push({ id: inbox.id, address: inbox.email_address });
    }
  },
});
const auth = { authorization: `Bearer ${prepared.apiKey}` };

/** RSS after the daemon has been quiet for a moment (a GC-friendly pause), MB. */
async function settledRss(daemon: DaemonProcess): Promise<number> {
  await sleep(1500);
  const rss = new ProcRss(daemon.pid, 100).start();
  await sleep(500);
  rss.stop();
  return rss.samples.reduce((sum, s) => sum + s.mb, 0) / rss.samples.length;
}

/** `count` keep-alive connections, each idle after one /health request. */
async function idleConnections(daemon: DaemonProcess, count: number): Promise<http.Agent> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: count + 10 });
  await Promise.all(Array.from({ length: count }, () => new Promise<void>((resolve, reject) => {
    http.get(`${daemon.httpUrl}/health`, { agent }, (res) => { res.resume(); res.on('end', resolve); }).on('error', reject);
  })));
  return agent;
}

interface HeldWait { answered: Promise<{ at: number; id: string | null }>; request: http.ClientRequest }

/** One held wait per inbox, each on its own connection; resolves once the daemon holds them all. */
async function holdWaits(daemon: DaemonProcess, agent: http.Agent): Promise<HeldWait[]> {
  const held = inboxes.map(({ id }) => {
    let request!: http.ClientRequest;
    const answered = new Promise<{ at: number; id: string | null }>((resolve, reject) => {
      request = http.get(`${daemon.httpUrl}/v1/inboxes/${id}/messages/wait?timeout_seconds=60&content_mode=otp`, { agent, headers: auth }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (body += c));
        res.on('end', () => {
          const at = nowMs();
          try {
            resolve({ at, id: (JSON.parse(body) as { message: { id: string } | null }).message?.id ?? null });
          } catch (error) {
            reject(error);
          }
        });
      });
      request.on('error', reject);
    });
    answered.catch(() => {});
    return { answered, request };
  });
  // A wait is held once its request was written; give the daemon time to register them all.
  await sleep(2000);
  return held;
}

/** Core's heap per held wait, in this process: 1,000 waits against none, each after a full GC. */
async function heapPerWait(): Promise<number> {
  const core = await loadCore();
  const service = await core.createInboxService({ maintenanceIntervalMs: 0, analysis: false, webhooks: false });
  try {
    await service.accounts.setEntitlements(service.accountId, { active_inboxes: WAITS + 10 });
    const ids: string[] = [];
    for (let i = 0; i < WAITS; i++) ids.push((await service.inboxes.create({ label: `heap ${i}`, lifecycle_mode: 'persistent' })).id);
    const samples: number[] = [];
    for (let round = 0; round < 3; round++) {
      gc();
      const before = process.memoryUsage().heapUsed;
      const controller = new AbortController();
      const held = ids.map((inboxId) => service.waitForMessage({ inboxId, claim: true, timeoutMs: 60_000, signal: controller.signal }).catch(() => null));
      while (service.heldWaits() < WAITS) await sleep(10);
      gc();
      samples.push((process.memoryUsage().heapUsed - before) / WAITS);
      controller.abort();
      await Promise.all(held);
    }
    note(`core heap per held wait: ${samples.map((v) => v.toFixed(0)).join(', ')} bytes`);
    return samples.sort((a, b) => a - b)[1]!;
  } finally {
    await service.close();
  }
}
report('core_heap_per_held_wait_bytes', await heapPerWait());

// One client address makes thousands of requests here: the per-IP shield is off, as in bench/http.ts.
const daemon = await spawnDaemon(dir, ['--ip-shield-max', '0']);
try {
  const base = await settledRss(daemon);
  const rounds: Array<{ idle: number; waits: number }> = [];
  for (let round = 0; round < 2; round++) {
    const idleAgent = await idleConnections(daemon, WAITS);
    const idle = await settledRss(daemon);
    idleAgent.destroy();
    await sleep(500);
    const waitAgent = new http.Agent({ keepAlive: true, maxSockets: WAITS + 10 });
    const held = await holdWaits(daemon, waitAgent);
    const waits = await settledRss(daemon);
    rounds.push({ idle, waits });
    note(`round ${round + 1}: idle connections ${fmt(idle)} MB, held waits ${fmt(waits)} MB (daemon alone ${fmt(base)} MB)`);
    if (round === 0) {
      for (const h of held) h.request.destroy();
      waitAgent.destroy();
      await sleep(1000);
      continue;
    }
    // Latency: one message per inbox while the waits are held.
    const dots = new Map<number, { dot: number; reply: number }>();
    const sending = await sendAtRate({
      port: daemon.smtpPort, connections: 1, rate: 50, count: WAITS, maxMs: 120_000,
      from: 'bench@example.com', to: (i) => inboxes[i]!.address, message: (i) => sampleMessage(`wait ${i}`, inboxes[i]!.address, i),
      onSent: (i, { tDot, tReply }) => dots.set(i, { dot: tDot, reply: tReply }),
    });
    const answers = await Promise.all(held.map((h) => h.answered));
    const dotToAnswer: number[] = [];
    const dotTo250: number[] = [];
    const replyToAnswer: number[] = [];
    answers.forEach((a, i) => {
      const t = dots.get(i);
      if (!t || a.id === null) return;
      dotToAnswer.push(a.at - t.dot);
      dotTo250.push(t.reply - t.dot);
      replyToAnswer.push(a.at - t.reply);
    });
    note(`sent ${sending.sent}, failed ${sending.failed}; answered ${dotToAnswer.length} of ${WAITS} waits`);
    report('wait_answers', dotToAnswer.length);
    report('wait_dot_to_answer_p50_ms', percentile(dotToAnswer, 50));
    report('wait_dot_to_answer_p99_ms', percentile(dotToAnswer, 99));
    report('wait_250_to_answer_p99_ms', percentile(replyToAnswer, 99));
    report('baseline_dot_to_250_p50_ms', percentile(dotTo250, 50));
    report('baseline_dot_to_250_p99_ms', percentile(dotTo250, 99));
    waitAgent.destroy();
  }
  const perWaitKb = rounds.map((r) => ((r.waits - r.idle) * 1024) / WAITS);
  report('rss_daemon_alone_mb', base);
  report('rss_idle_connections_mb', rounds.reduce((s, r) => s + r.idle, 0) / rounds.length);
  report('rss_held_waits_mb', rounds.reduce((s, r) => s + r.waits, 0) / rounds.length);
  report('rss_per_held_wait_kb', perWaitKb.reduce((s, v) => s + v, 0) / perWaitKb.length);
  note(`per held wait over an idle connection: ${perWaitKb.map((v) => v.toFixed(1)).join(', ')} KB`);
} finally {
  await daemon.stop();
  cleanup();
}
