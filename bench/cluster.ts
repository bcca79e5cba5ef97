/**
 * Several daemons on one PostgreSQL (`npm run bench -- cluster --database postgres://…`): the
 * BUILT daemon, one, two and three processes on one scratch database per round, rounds
 * alternating, on this machine's two cores (the PostgreSQL server runs on them too).
 *
 * 1. Throughput: smtp-source -d -l 3000, CLUSTER_SESSIONS sessions and CLUSTER_MESSAGES
 *    messages split evenly over the nodes (one smtp-source per node, all at once); durable
 *    messages/s = rows stored / the slowest smtp-source's wall time. Per round: the daemons'
 *    CPU per message (all of them, and per node), the PostgreSQL server's CPU per message, and
 *    the server's share of all CPU spent.
 * 2. Cross-node wait latency (three daemons): a wait held on B over HTTP
 *    (`GET /v1/inboxes/{id}/messages/wait`), one message sent to A over SMTP (raw socket),
 *    time from A's 250 (sent after the commit) to B's answer; alternating with the same on
 *    one node (wait on A, mail to A) as the baseline. The issue's bound: 100 ms.
 *
 * Run: npx tsc -b && node --conditions=source --import tsx bench/cluster.ts (BENCH_DATABASE set)
 * Env: CLUSTER_ROUNDS (2), CLUSTER_MESSAGES (6000), CLUSTER_SESSIONS (12), CLUSTER_WAITS (150),
 *      CLUSTER_ONLY=throughput,latency, CLUSTER_NODES (1,2,3), CLUSTER_PG_STATEMENTS (0: how many of
 *      pg_stat_statements' most called to print per run), BENCH_SKIP_BUILD=1; `--base DIR`
 *      (BENCH_BASE): each count also with that checkout's daemons, alternating; BENCH_DAEMON_CPUS and BENCH_LOAD_CPUS
 *      hold the daemons and smtp-source to CPUs (taskset), with a server of the bench's own
 *      held to others: `PG_BENCH_CPUS=0 sh bench/pg-server.sh start`, then
 *      `BENCH_DAEMON_CPUS=1 BENCH_LOAD_CPUS=1 npm run bench -- cluster --database <its URL>`.
 */
import { mkdirSync, rmSync } from 'node:fs';
import * as http from 'node:http';
import { join } from 'node:path';
import { loadavg } from 'node:os';
import { median, note, nowMs, percentile, report, tempDir } from './_lib.js';
import {
  BENCH_BASE, alternate, buildPackages, CpuMeter, ensureTools, httpGet, list, prepareData, runSmtpSource, sampleMessage,
  spawnDaemon, type DaemonProcess,
} from './_daemon.js';
import { BENCH_DATABASE, commits, countMessages, PostgresCpu, scratchDatabase, StatementStats } from './_postgres.js';
import { openSession } from '../test-support/smtp.js';

const num = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const ROUNDS = num('CLUSTER_ROUNDS', 2);
const MESSAGES = num('CLUSTER_MESSAGES', 6000);
const SESSIONS = num('CLUSTER_SESSIONS', 12);
const WAITS = num('CLUSTER_WAITS', 150);
const ONLY = new Set((process.env.CLUSTER_ONLY ?? 'throughput,latency').split(','));
/** How many daemons the throughput rounds run, e.g. "2" (with --base: this checkout's and the other's at each count). */
const NODES = (process.env.CLUSTER_NODES ?? '1,2,3').split(',').map(Number) as Array<1 | 2 | 3>;

if (!BENCH_DATABASE) {
  // `npm run bench` runs every bench: without a server this one has nothing to measure.
  note('bench/cluster.ts needs a PostgreSQL server: npm run bench -- cluster --database postgres://…; skipped');
  process.exit(0);
}
ensureTools({ smtpSource: true });
if (process.env.BENCH_SKIP_BUILD !== '1') buildPackages();
const work = tempDir('ik-bench-cluster-');
let sent = 0;
let dirs = 0;

interface Cluster {
  nodes: DaemonProcess[];
  /** The newest message the latency waits returned: the next wait asks for what comes after it. */
  lastId: string;
  recipient: string;
  inboxId: string;
  apiKey: string;
  url: string;
  /** Stops the daemons (once); stop() also drops the database. */
  stopNodes(): Promise<void>;
  stop(): Promise<void>;
}

/** `root`: another checkout's daemons (BENCH_BASE), on data its code made. */
async function startCluster(n: number, root?: string): Promise<Cluster> {
  const scratch = await scratchDatabase(BENCH_DATABASE!);
  const dir = join(work.dir, `c${dirs++}`);
  mkdirSync(dir, { recursive: true });
  const data = await prepareData(dir, { database: scratch.url, ...(root ? { root } : {}) });
  const nodes = await Promise.all(Array.from({ length: n }, () => spawnDaemon(dir, [], { database: scratch.url, ...(root ? { root } : {}) })));
  let stopping: Promise<void> | null = null;
  const stopNodes = () => (stopping ??= Promise.all(nodes.map((d) => d.stop())).then(() => {}));
  return {
    nodes, recipient: data.address, inboxId: data.inboxId, apiKey: data.apiKey, url: scratch.url, lastId: '', stopNodes,
    stop: async () => {
      await stopNodes();
      await scratch.drop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

interface Throughput {
  rate: number; stored: number; daemonCpuPerMsg: number; mainCpuPerMsg: number; perNodeCpuPerMsg: number[]; pgCpuPerMsg: number; pgShare: number;
  /** Transactions the server committed per stored message (pg_stat_database.xact_commit, statements outside one included). */
  commitsPerMsg: number;
}

async function throughput(n: number, root?: string): Promise<Throughput> {
  const cluster = await startCluster(n, root);
  try {
    const commitsBefore = await commits(cluster.url);
    const statements = await new StatementStats(cluster.url).reset();
    const meters = cluster.nodes.map((d) => new CpuMeter(d.pid).start());
    const pgCpu = new PostgresCpu().start();
    const t0 = nowMs();
    const runs = await Promise.all(cluster.nodes.map((d) => runSmtpSource(['-d', '-s', String(Math.ceil(SESSIONS / n)), '-m', String(Math.floor(MESSAGES / n)),
      '-l', '3000', '-f', 'from@bench.test', '-t', cluster.recipient, `127.0.0.1:${d.smtpPort}`], 150_000)));
    const elapsed = nowMs() - t0;
    for (const m of meters) m.stop();
    pgCpu.stop();
    for (const r of runs) if (r.exit !== '0') note(`smtp-source exit ${r.timedOut ? 'timeout' : r.exit}: ${r.stderr}`);
    const stored = await countMessages(cluster.url);
    // The daemons' sessions report their counts when they end.
    await cluster.stopNodes();
    const committed = await commits(cluster.url) - commitsBefore;
    for (const t of await statements.top(stored, Number(process.env.CLUSTER_PG_STATEMENTS ?? 0), 'calls')) {
      note(`${n} daemon(s) statement: ${t.calls.toFixed(3)} calls/msg, ${(t.ms * 1000).toFixed(1)} µs/msg: ${t.query}`);
    }
    const daemonMs = meters.reduce((sum, m) => sum + m.result.allMs, 0);
    return {
      rate: (stored / elapsed) * 1000, stored, daemonCpuPerMsg: daemonMs / stored, commitsPerMsg: committed / stored,
      mainCpuPerMsg: meters.reduce((sum, m) => sum + m.result.mainMs, 0) / stored,
      // Each node took in 1/n of the mail: its CPU per message it took in.
      perNodeCpuPerMsg: meters.map((m) => m.result.allMs / (stored / n)), pgCpuPerMsg: pgCpu.ms / stored, pgShare: pgCpu.ms / (pgCpu.ms + daemonMs),
    };
  } finally {
    await cluster.stop();
  }
}

async function throughputPhase(): Promise<void> {
  const names = { 1: 'one', 2: 'two', 3: 'three' } as const;
  const counts = NODES.map((n) => [names[n], n] as const);
  note(`throughput: smtp-source -d -l 3000, ${SESSIONS} sessions and ${MESSAGES} messages split over ${NODES.join(', ')} daemons on one PostgreSQL, `
    + `${ROUNDS} rounds, alternating${BENCH_BASE ? `, each count also with ${BENCH_BASE}'s daemons (\`_base\`)` : ''}`);
  const variants: Record<string, () => Promise<Throughput>> = {};
  for (const [name, n] of counts) {
    variants[name] = () => throughput(n);
    if (BENCH_BASE) variants[`${name}_base`] = () => throughput(n, BENCH_BASE!);
  }
  const runs = await alternate(variants, ROUNDS, (name, round, r) => {
    note(`${name} round ${round + 1}: ${r.rate.toFixed(0)} msgs/s (${r.stored}/${MESSAGES} stored), daemons ${r.daemonCpuPerMsg.toFixed(3)} ms/msg `
      + `(per node ${r.perNodeCpuPerMsg.map((v) => v.toFixed(3)).join(' ')}), PostgreSQL ${r.pgCpuPerMsg.toFixed(3)} ms/msg, `
      + `its share ${(r.pgShare * 100).toFixed(0)} %, main threads ${r.mainCpuPerMsg.toFixed(3)} ms/msg, `
      + `${r.commitsPerMsg.toFixed(3)} transactions per message, load ${loadavg()[0]!.toFixed(1)}`);
  });
  for (const [name, results] of Object.entries(runs) as Array<[string, Throughput[]]>) {
    const n = NODES.find((k) => name.startsWith(names[k]))!;
    report(`cluster_${name}_msgs_per_s`, median(results.map((r) => r.rate)));
    report(`cluster_${name}_daemon_cpu_ms_per_msg`, median(results.map((r) => r.daemonCpuPerMsg)));
    report(`cluster_${name}_postgres_cpu_ms_per_msg`, median(results.map((r) => r.pgCpuPerMsg)));
    report(`cluster_${name}_postgres_cpu_share`, median(results.map((r) => r.pgShare)));
    report(`cluster_${name}_daemon_main_thread_cpu_ms_per_msg`, median(results.map((r) => r.mainCpuPerMsg)));
    report(`cluster_${name}_postgres_transactions_per_msg`, median(results.map((r) => r.commitsPerMsg)));
    report(`cluster_${name}_all_stored`, results.every((r) => r.stored === MESSAGES - (MESSAGES % n)) ? 'yes' : 'NO');
  }
  note(`msgs/s per round: ${Object.entries(runs).map(([name, rs]) => `${name} ${list(rs.map((r) => r.rate))}`).join('; ')}`);
  const rate = (name: string) => median(runs[name]!.map((r) => r.rate));
  for (const [name] of counts) {
    if (name !== 'one' && runs.one) report(`cluster_${name}_vs_one_ratio`, rate(name) / rate('one'));
    if (BENCH_BASE) report(`cluster_${name}_this_to_base_ratio`, rate(name) / rate(`${name}_base`));
  }
}

/** Wait on `waitOn`, mail to `sendTo`: ms from the 250 to the wait's answer, per message. */
async function waitLatency(cluster: Cluster, sendTo: DaemonProcess, waitOn: DaemonProcess, count: number): Promise<Array<{ fromReply: number; fromDot: number }>> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const smtp = await openSession(sendTo.smtpPort, 'bench.test');
  const out: Array<{ fromReply: number; fromDot: number }> = [];
  try {
    for (let i = 0; i < count; i++) {
      const n = sent++;
      const after = cluster.lastId;
      const query = `timeout_seconds=10&content_mode=otp${after ? `&after=${after}` : ''}`;
      let answered = 0;
      const waited = httpGet(`${waitOn.httpUrl}/v1/inboxes/${cluster.inboxId}/messages/wait?${query}`, { authorization: `Bearer ${cluster.apiKey}` }, agent)
        .then((r) => { answered = nowMs(); return r; });
      // Give the wait time to be held before the mail goes (it would find the message anyway, stored).
      await new Promise<void>((resolve) => setTimeout(resolve, 5));
      const { reply, tDot, tReply } = await smtp.pipelined('from@bench.test', cluster.recipient, sampleMessage(`wait ${n}`, cluster.recipient, n), nowMs);
      if (reply.code !== 250) throw new Error(`SMTP ${reply.code} ${reply.text}`);
      const answer = await waited;
      const message = JSON.parse(answer.body).message as { id: string; subject: string } | null;
      // Each wait must return the message just sent, never one stored before it.
      if (message?.subject !== `wait ${n}`) throw new Error(`the wait returned ${message ? `"${message.subject}"` : 'nothing'}, not "wait ${n}"`);
      cluster.lastId = message.id;
      out.push({ fromReply: answered - tReply, fromDot: answered - tDot });
    }
  } finally {
    await smtp.quit();
    agent.destroy();
  }
  return out;
}

async function latencyPhase(): Promise<void> {
  note(`wait latency: ${WAITS} messages each, mail to A and the wait on B (three daemons) against the wait on A (the same node), alternating in blocks of 25`);
  const cluster = await startCluster(3);
  try {
    const [A, B] = cluster.nodes as [DaemonProcess, DaemonProcess];
    await waitLatency(cluster, A, B, 10); // warm-up
    const cross: Array<{ fromReply: number; fromDot: number }> = [];
    const same: Array<{ fromReply: number; fromDot: number }> = [];
    for (let done = 0; done < WAITS; done += 25) {
      cross.push(...await waitLatency(cluster, A, B, 25));
      same.push(...await waitLatency(cluster, A, A, 25));
    }
    const fmt = (v: number[]) => `p50 ${percentile(v, 50).toFixed(2)} ms, p99 ${percentile(v, 99).toFixed(2)} ms, max ${Math.max(...v).toFixed(2)} ms`;
    // The 250 leaves after the commit, and the wait's answer can come first: negative then.
    note(`end of DATA → answer, wait on another node: ${fmt(cross.map((x) => x.fromDot))}; on the node that took the mail: ${fmt(same.map((x) => x.fromDot))}`);
    note(`250 → answer, wait on another node: ${fmt(cross.map((x) => x.fromReply))}; on the node that took the mail: ${fmt(same.map((x) => x.fromReply))}`);
    report('cluster_wait_cross_node_dot_p50_ms', percentile(cross.map((x) => x.fromDot), 50));
    report('cluster_wait_cross_node_dot_p99_ms', percentile(cross.map((x) => x.fromDot), 99));
    report('cluster_wait_cross_node_after_250_p99_ms', percentile(cross.map((x) => x.fromReply), 99));
    report('cluster_wait_cross_node_after_250_max_ms', Math.max(...cross.map((x) => x.fromReply)));
    report('cluster_wait_same_node_dot_p50_ms', percentile(same.map((x) => x.fromDot), 50));
    report('cluster_wait_same_node_dot_p99_ms', percentile(same.map((x) => x.fromDot), 99));
    report('cluster_wait_same_node_after_250_p99_ms', percentile(same.map((x) => x.fromReply), 99));
  } finally {
    await cluster.stop();
  }
}

try {
  if (ONLY.has('throughput')) await throughputPhase();
  if (ONLY.has('latency')) await latencyPhase();
} finally {
  work.cleanup();
}
