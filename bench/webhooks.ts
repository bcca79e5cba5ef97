/**
 * Webhook latency and the cost of background analysis, on the BUILT daemon
 * (`node packages/daemon/dist/cli.js serve`, its own process).
 *
 * 1. End of DATA → the receiver has `email.received`: the daemon runs with
 *    `--webhook-allow-private` and one webhook (registered in the data directory beforehand)
 *    pointing at a node:http receiver in this process on 127.0.0.1; mail goes in over SMTP
 *    (raw sockets, 16 persistent connections, MAIL/RCPT/DATA pipelined) at a steady 200 messages/s for 20 s, each with a
 *    unique subject; a delivery is matched by `data.message.subject`, timed when its body has
 *    arrived. The first WEBHOOKS_WARMUP_SECONDS (5) are not counted (JIT and
 *    worker warm-up); their first second is reported apart as the cold start. `email.enriched` deliveries (the
 *    built-in analyzer is on by default) are timed too. A diagnostic third variant runs the
 *    daemon with `--analyzer off` (email.received only, no analysis work in the process).
 *    Baseline, alternating with it: the bare smtp-server of bench/smtp.ts (mailparser +
 *    better-sqlite3 before the 250) which, after the 250, POSTs `{type, data.message.{id,
 *    subject}}` to the same receiver on a fresh connection (agent: false). Server CPU per message
 *    (whole process and main thread, from /proc) is reported for every variant.
 * 2. SMTP ingest with analysis on (default built-in analyzer) vs off (`--analyzer off`):
 *    `smtp-source -d -s 16 -m N -l 3000`, durable messages/s (rows after the run / wall
 *    time), alternating, fresh data directory per run. In the analysis-on runs the rows with
 *    analysis.status `complete` are counted (read-only connection) when smtp-source exits and
 *    then every 250 ms until all are complete (bounded): analyses/s during ingest, the
 *    backlog when ingest ends, and the drain rate after it. Each round also reports the
 *    machine's idle and steal CPU shares (/proc/stat; latency rounds: steal), and each
 *    on/off round pair its own drop.
 *
 * Run: npx tsc -b && node --conditions=source --import tsx --expose-gc bench/webhooks.ts   (npm run bench -- webhooks)
 * Env: WEBHOOKS_ROUNDS (2, phase 2), WEBHOOKS_LATENCY_ROUNDS (1, phase 1), WEBHOOKS_RATE (200), WEBHOOKS_SECONDS (20),
 *      WEBHOOKS_WARMUP_SECONDS (5: sent first at the same rate, not counted), WEBHOOKS_INGEST_MESSAGES
 *      (8000; N/16 must stay under the daemon's 1,000 messages per connection),
 *      WEBHOOKS_DRAIN_SECONDS (45), WEBHOOKS_ONLY=latency,analysis, BENCH_SKIP_BUILD=1,
 *      BENCH_DAEMON_NODE_ARGS.
 */
import { mkdirSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { median, note, nowMs, percentile, report, tempDir } from './_lib.js';
import {
  BASELINE_SMTP_SOURCE, CpuMeter, alternate, buildPackages, ensureTools, list, prepareData, runSmtpSource, sampleMessage,
  sendAtRate, sleep, spawnDaemon, spawnScript, type Child,
} from './_daemon.js';

const num = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const ROUNDS = num('WEBHOOKS_ROUNDS', 2);
const LATENCY_ROUNDS = num('WEBHOOKS_LATENCY_ROUNDS', 1);
const RATE = num('WEBHOOKS_RATE', 200);
const SECONDS = num('WEBHOOKS_SECONDS', 20);
/** Sent at the same rate before the measured SECONDS and not counted (JIT and worker warm-up; its first second is reported as `cold`). */
const WARMUP_SECONDS = num('WEBHOOKS_WARMUP_SECONDS', 5);
const INGEST_MESSAGES = num('WEBHOOKS_INGEST_MESSAGES', 8_000);
const DRAIN_SECONDS = num('WEBHOOKS_DRAIN_SECONDS', 45);
const ONLY = new Set((process.env.WEBHOOKS_ONLY ?? 'latency,analysis').split(','));

let work: { dir: string; cleanup: () => void };
let counter = 0;
const freshDir = (name: string) => {
  const dir = join(work.dir, `${name}-${counter++}`);
  mkdirSync(dir, { recursive: true });
  return dir;
};

// ---------------------------------------------------------------------------------------
// The receiver
// ---------------------------------------------------------------------------------------

const arrivals = { received: new Map<string, number>(), enriched: new Map<string, number>(), other: 0, bad: 0 };

/**
 * The receiver, a separate `node` process (so neither the sender nor the bench's bookkeeping
 * delays it): answers 200 at once, then prints `E <type> <time> <subject>` per event, the
 * time being process.hrtime in ms when the body had arrived; hrtime is CLOCK_MONOTONIC, the
 * same clock as this process's nowMs().
 */
const RECEIVER_SOURCE = `
import * as http from 'node:http';
const server = http.createServer((req, res) => {
  const chunks = [];
  req.on('data', (c) => chunks.push(c));
  req.on('end', () => {
    const t = Number(process.hrtime.bigint()) / 1e6;
    res.writeHead(200, { 'content-type': 'text/plain', 'content-length': '2' }).end('ok');
    let type = 'bad', subject = '';
    try {
      const event = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      type = String(event.type);
      subject = String(event.data?.message?.subject ?? '');
    } catch {}
    process.stdout.write('E ' + type + ' ' + t.toFixed(3) + ' ' + subject.replace(/\\n/g, ' ') + '\\n');
  });
});
server.listen(0, '127.0.0.1', () => console.log('READY ' + JSON.stringify({ port: server.address().port })));
process.on('SIGTERM', () => { server.closeAllConnections(); server.close(() => process.exit(0)); });
`;

async function startReceiver(): Promise<{ url: string; close: () => Promise<void> }> {
  const receiver = await spawnScript('webhook receiver', RECEIVER_SOURCE, {}, (line) => {
    const m = /^E (\S+) ([\d.]+) (.*)$/.exec(line);
    if (!m) return;
    const t = Number(m[2]);
    if (m[1] === 'email.received') arrivals.received.set(m[3]!, t);
    else if (m[1] === 'email.enriched') arrivals.enriched.set(m[3]!, t);
    else if (m[1] === 'bad') arrivals.bad++;
    else arrivals.other++;
  });
  return {
    url: `http://127.0.0.1:${String(receiver.ready.port)}/hooks/inboxkit`,
    close: async () => {
      await receiver.stop();
    },
  };
}

// ---------------------------------------------------------------------------------------
// 1. Webhook latency at a steady rate
// ---------------------------------------------------------------------------------------

interface LatencyResult {
  received: number[];
  enriched: number[];
  sent: number;
  missing: number;
  failed: number;
  late: number;
  lateP50: number;
  /** Median email.received latency of each 2-second slice of the run (does a backlog build up?). */
  trend: number[];
  /** p99 of each 2-second window (the first includes the dropped warm-up second). */
  trend99: number[];
  /** email.received latencies of the first second of load, right after the daemon started (not in `received`). */
  cold: number[];
  /** Server CPU per stored message during the run (until the last delivery or the wait ended): whole process and main thread. */
  cpuPerMsg: number;
  mainCpuPerMsg: number;
  /** Share of the machine's CPU time the hypervisor gave elsewhere during the run (steal). */
  stealPct: number;
}

type LatencyKind = 'baseline' | 'inboxkit' | 'inboxkit_analysis_off';

async function webhookLatency(kind: LatencyKind, receiverUrl: string): Promise<LatencyResult> {
  const tag = `${kind}-${counter}`;
  const dir = freshDir(kind);
  let server: Child;
  let port: number;
  let to: string;
  if (kind !== 'baseline') {
    const data = await prepareData(dir, { webhookUrl: receiverUrl });
    const daemon = await spawnDaemon(dir, ['--webhook-allow-private', ...(kind === 'inboxkit_analysis_off' ? ['--analyzer', 'off'] : [])]);
    server = daemon;
    port = daemon.smtpPort;
    to = data.address;
  } else {
    const script = await spawnScript('baseline smtp-server + POST', BASELINE_SMTP_SOURCE, { DB: join(dir, 'baseline.sqlite'), WEBHOOK_URL: receiverUrl });
    server = script;
    port = Number(script.ready.smtpPort);
    to = 'bench@baseline.test';
  }
  const warmup = RATE * WARMUP_SECONDS;
  const count = RATE * SECONDS + warmup;
  const subject = (i: number) => `webhook ${tag} ${i}`;
  const tDot = new Map<string, number>();
  try {
    const cpu = new CpuMeter(server.pid).start();
    const started = nowMs();
    const r = await sendAtRate({
      port, connections: 16, rate: RATE, count, maxMs: (SECONDS + WARMUP_SECONDS) * 1000 + 30_000, from: 'from@bench.test', to,
      message: (i) => sampleMessage(subject(i), to, i),
      onSent: (i, o) => {
        if (o.reply.code === 250) tDot.set(subject(i), o.tDot);
      },
    });
    if (r.errors.length > 0) note(`${kind}: send errors: ${r.errors.join(' | ')}`);
    // Wait (bounded) for the deliveries still on their way.
    const waitUntil = nowMs() + 20_000;
    const all = () => [...tDot.keys()].every((s) => arrivals.received.has(s) && (kind !== 'inboxkit' || arrivals.enriched.has(s)));
    while (!all() && nowMs() < waitUntil) await sleep(50);
    cpu.stop();
    const out: LatencyResult = {
      received: [], enriched: [], sent: tDot.size, missing: 0, failed: r.failed, late: r.lateOver5ms, lateP50: r.lateP50Ms, trend: [], trend99: [], cold: [],
      cpuPerMsg: cpu.result.allMs / tDot.size, mainCpuPerMsg: cpu.result.mainMs / tDot.size,
      stealPct: (cpu.result.machineStealMs / ((nowMs() - started) * availableParallelism())) * 100,
    };
    const slices: number[][] = [];
    for (let i = 0; i < count; i++) {
      const t = tDot.get(subject(i));
      if (t === undefined) continue;
      const rec = arrivals.received.get(subject(i));
      if (rec !== undefined) (slices[Math.floor(i / (2 * RATE))] ??= []).push(rec - t);
      if (i < RATE && rec !== undefined) out.cold.push(rec - t);
      if (i < warmup) continue;
      if (rec === undefined) out.missing++;
      else out.received.push(rec - t);
      const enr = arrivals.enriched.get(subject(i));
      if (enr !== undefined) out.enriched.push(enr - t);
    }
    out.trend = slices.map((xs) => median(xs));
    out.trend99 = slices.map((xs) => percentile(xs, 99));
    return out;
  } finally {
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

async function latencyPhase(receiverUrl: string): Promise<void> {
  note(`webhook latency: ${RATE} msgs/s for ${SECONDS} s over 16 SMTP connections, after ${WARMUP_SECONDS} s of warm-up at that rate (not counted), ${LATENCY_ROUNDS} round(s) each`);
  const runs = await alternate({
    baseline: () => webhookLatency('baseline', receiverUrl),
    inboxkit: () => webhookLatency('inboxkit', receiverUrl),
    inboxkit_analysis_off: () => webhookLatency('inboxkit_analysis_off', receiverUrl),
  }, LATENCY_ROUNDS, (name, round, r) => note(`${name} round ${round + 1}: email.received p50 ${percentile(r.received, 50).toFixed(2)} `
    + `p99 ${percentile(r.received, 99).toFixed(2)} max ${percentile(r.received, 100).toFixed(1)} ms`
    + (name === 'inboxkit' ? `; email.enriched p50 ${percentile(r.enriched, 50).toFixed(1)} p99 ${percentile(r.enriched, 99).toFixed(1)} ms` : '')
    + `; stored ${r.sent}, missing ${r.missing}, failed ${r.failed}, late sends ${r.late} (median lateness ${r.lateP50.toFixed(1)} ms)`
    + `; server CPU ${r.cpuPerMsg.toFixed(3)} ms/msg (main thread ${r.mainCpuPerMsg.toFixed(3)}); host steal ${r.stealPct.toFixed(1)} %; load ${loadavg()[0]!.toFixed(1)}`
    + `\n#   first second of load (daemon just started, workers warm) p50 ${percentile(r.cold, 50).toFixed(1)} p99 ${percentile(r.cold, 99).toFixed(1)} ms`
    + `\n#   received p50 per 2 s: ${list(r.trend, 1)}\n#   received p99 per 2 s: ${list(r.trend99, 1)}`));
  const pool = (rs: LatencyResult[], key: 'received' | 'enriched') => rs.flatMap((r) => r[key]);
  const base = pool(runs.baseline, 'received');
  const ik = pool(runs.inboxkit, 'received');
  const ikOff = pool(runs.inboxkit_analysis_off, 'received');
  const ikEnriched = pool(runs.inboxkit, 'enriched');
  const lateness = (rs: LatencyResult[]) => median(rs.map((r) => r.lateP50));
  report('webhook_rate_msgs_per_s', RATE);
  report('webhook_samples_per_variant', ik.length);
  report('webhook_baseline_received_p50_ms', percentile(base, 50));
  report('webhook_baseline_received_p99_ms', percentile(base, 99));
  report('webhook_inboxkit_received_p50_ms', percentile(ik, 50));
  report('webhook_inboxkit_received_p99_ms', percentile(ik, 99));
  report('webhook_inboxkit_received_max_ms', percentile(ik, 100));
  report('webhook_received_p99_ratio', percentile(ik, 99) / percentile(base, 99));
  report('webhook_inboxkit_enriched_p50_ms', percentile(ikEnriched, 50));
  report('webhook_inboxkit_enriched_p99_ms', percentile(ikEnriched, 99));
  report('webhook_inboxkit_analysis_off_received_p50_ms', percentile(ikOff, 50));
  report('webhook_inboxkit_analysis_off_received_p99_ms', percentile(ikOff, 99));
  // How far behind schedule the sender fell (median): > a few ms means the server did not keep up with the rate.
  report('webhook_baseline_send_lateness_p50_ms', lateness(runs.baseline));
  report('webhook_inboxkit_send_lateness_p50_ms', lateness(runs.inboxkit));
  report('webhook_inboxkit_analysis_off_send_lateness_p50_ms', lateness(runs.inboxkit_analysis_off));
  const cpu = (rs: LatencyResult[], key: 'cpuPerMsg' | 'mainCpuPerMsg') => median(rs.map((r) => r[key]));
  report('webhook_baseline_cpu_ms_per_msg', cpu(runs.baseline, 'cpuPerMsg'));
  report('webhook_inboxkit_cpu_ms_per_msg', cpu(runs.inboxkit, 'cpuPerMsg'));
  report('webhook_inboxkit_main_thread_cpu_ms_per_msg', cpu(runs.inboxkit, 'mainCpuPerMsg'));
  report('webhook_inboxkit_analysis_off_cpu_ms_per_msg', cpu(runs.inboxkit_analysis_off, 'cpuPerMsg'));
  report('webhook_inboxkit_analysis_off_main_thread_cpu_ms_per_msg', cpu(runs.inboxkit_analysis_off, 'mainCpuPerMsg'));
  report('webhook_missing_deliveries', [...runs.baseline, ...runs.inboxkit, ...runs.inboxkit_analysis_off].reduce((n, r) => n + r.missing + r.failed, 0));
}

// ---------------------------------------------------------------------------------------
// 2. Ingest with analysis on vs off
// ---------------------------------------------------------------------------------------

interface IngestResult {
  rate: number;
  stored: number;
  exit: string;
  cpuPerMsg: number;
  mainCpuPerMsg: number;
  /** Idle share of the machine's CPUs during the run, and the share the hypervisor took (steal). */
  machineIdlePct: number;
  machineStealPct: number;
  analysis: { duringPerS: number; backlogAtEnd: number; drainPerS: number; completeAfterDrain: number; drainSeconds: number } | null;
}

async function ingest(analysisOn: boolean): Promise<IngestResult> {
  const dir = freshDir(analysisOn ? 'analysis-on' : 'analysis-off');
  const data = await prepareData(dir);
  const daemon = await spawnDaemon(dir, analysisOn ? [] : ['--analyzer', 'off']);
  const db = new Database(data.database, { readonly: true, fileMustExist: true });
  const completeStmt = db.prepare("SELECT COUNT(*) AS n FROM messages WHERE analysis_status = 'complete'");
  const storedStmt = db.prepare('SELECT COUNT(*) AS n FROM messages');
  const complete = () => (completeStmt.get() as { n: number }).n;
  try {
    await sleep(300);
    const cpu = new CpuMeter(daemon.pid).start();
    const args = ['-d', '-s', '16', '-m', String(INGEST_MESSAGES), '-l', '3000', '-f', 'from@bench.test', '-t', data.address, `127.0.0.1:${daemon.smtpPort}`];
    const run = await runSmtpSource(args, 150_000);
    cpu.stop();
    const exit = run.timedOut ? 'timeout' : run.exit;
    if (exit !== '0') note(`analysis ${analysisOn ? 'on' : 'off'}: smtp-source exit ${exit}: ${run.stderr}`);
    const stored = (storedStmt.get() as { n: number }).n;
    let analysis: IngestResult['analysis'] = null;
    if (analysisOn) {
      const atEnd = complete();
      const t0 = nowMs();
      let done = atEnd;
      while (done < stored && nowMs() - t0 < DRAIN_SECONDS * 1000) {
        await sleep(250);
        done = complete();
      }
      const drainSeconds = (nowMs() - t0) / 1000;
      analysis = {
        duringPerS: (atEnd / run.elapsedMs) * 1000,
        backlogAtEnd: stored - atEnd,
        drainPerS: drainSeconds > 0 ? (done - atEnd) / drainSeconds : Number.NaN,
        completeAfterDrain: done,
        drainSeconds,
      };
    }
    return {
      rate: (stored / run.elapsedMs) * 1000, stored, exit,
      cpuPerMsg: cpu.result.allMs / stored, mainCpuPerMsg: cpu.result.mainMs / stored, analysis,
      machineIdlePct: (cpu.result.machineIdleMs / (run.elapsedMs * availableParallelism())) * 100,
      machineStealPct: (cpu.result.machineStealMs / (run.elapsedMs * availableParallelism())) * 100,
    };
  } finally {
    db.close();
    await daemon.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

async function analysisPhase(): Promise<void> {
  note(`ingest, analysis on vs off: smtp-source -d -s 16 -m ${INGEST_MESSAGES} -l 3000, ${ROUNDS} rounds each, alternating`);
  const runs = await alternate({ off: () => ingest(false), on: () => ingest(true) }, ROUNDS, (name, round, r) =>
    note(`analysis ${name} round ${round + 1}: ${r.rate.toFixed(0)} msgs/s (${r.stored}/${INGEST_MESSAGES} stored, exit ${r.exit}), `
      + `daemon CPU ${r.cpuPerMsg.toFixed(3)} ms/msg (main thread ${r.mainCpuPerMsg.toFixed(3)}), `
      + `machine idle ${r.machineIdlePct.toFixed(1)} %, steal ${r.machineStealPct.toFixed(1)} %`
      + (r.analysis ? `; analyses ${r.analysis.duringPerS.toFixed(0)}/s during ingest, backlog ${r.analysis.backlogAtEnd} at its end, `
        + `then ${r.analysis.drainPerS.toFixed(0)}/s (${r.analysis.completeAfterDrain}/${r.stored} complete after ${r.analysis.drainSeconds.toFixed(1)} s)` : '')
      + `; load ${loadavg()[0]!.toFixed(1)}`));
  const off = median(runs.off.map((r) => r.rate));
  const on = median(runs.on.map((r) => r.rate));
  note(`analysis off per round: ${list(runs.off.map((r) => r.rate))}; on: ${list(runs.on.map((r) => r.rate))}`);
  // Round i of each ran back to back: the host's drift between rounds shows as the spread here.
  note(`drop per round pair: ${runs.on.map((r, i) => `${((1 - r.rate / runs.off[i]!.rate) * 100).toFixed(1)} %`).join(', ')}`);
  const offCpu = median(runs.off.map((r) => r.cpuPerMsg));
  const onCpu = median(runs.on.map((r) => r.cpuPerMsg));
  report('ingest_analysis_off_msgs_per_s', off);
  report('ingest_analysis_on_msgs_per_s', on);
  report('ingest_analysis_on_off_ratio', on / off);
  report('ingest_analysis_drop_pct', (1 - on / off) * 100);
  report('ingest_analysis_off_cpu_ms_per_msg', offCpu);
  report('ingest_analysis_on_cpu_ms_per_msg', onCpu);
  report('ingest_analysis_off_main_thread_cpu_ms_per_msg', median(runs.off.map((r) => r.mainCpuPerMsg)));
  report('ingest_analysis_on_main_thread_cpu_ms_per_msg', median(runs.on.map((r) => r.mainCpuPerMsg)));
  report('ingest_analysis_off_machine_idle_pct', median(runs.off.map((r) => r.machineIdlePct)));
  report('ingest_analysis_on_machine_idle_pct', median(runs.on.map((r) => r.machineIdlePct)));
  const a = runs.on.map((r) => r.analysis!);
  report('analysis_complete_per_s_during_ingest', median(a.map((x) => x.duringPerS)));
  report('analysis_backlog_at_ingest_end', median(a.map((x) => x.backlogAtEnd)));
  report('analysis_drain_per_s_after_ingest', median(a.map((x) => x.drainPerS)));
  report('ingest_analysis_all_stored', [...runs.off, ...runs.on].every((r) => r.stored === INGEST_MESSAGES && r.exit === '0') ? 'yes' : 'NO');
}

async function main(): Promise<void> {
  ensureTools({ smtpSource: true });
  buildPackages();
  work = tempDir('ik-bench-webhooks-');
  const receiver = await startReceiver();
  const t0 = nowMs();
  report('machine_loadavg_1m_start', loadavg()[0]!);
  try {
    if (ONLY.has('latency')) await latencyPhase(receiver.url);
    if (ONLY.has('analysis')) await analysisPhase();
  } finally {
    await receiver.close();
    work.cleanup();
  }
  report('machine_loadavg_1m_end', loadavg()[0]!);
  report('webhooks_bench_seconds', (nowMs() - t0) / 1000);
}

await main();
