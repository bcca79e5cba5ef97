/**
 * SMTP ingest of the BUILT daemon (`node packages/daemon/dist/cli.js serve`, its own process,
 * parse worker pool on) against a baseline process: plain smtp-server (disableReverseLookup,
 * authOptional, everything else default, so its 100 ms greeting pause too) whose onData
 * parses with mailparser's simpleParser and INSERTs (subject, from, text, html, raw) into
 * better-sqlite3 (WAL, synchronous=NORMAL) before answering 250. Load: Postfix's smtp-source
 * over loopback. Every figure comes with its baseline from the same run, rounds alternating.
 *
 * 1. Durable messages/s = rows in SQLite after the run (must equal the messages sent) /
 *    smtp-source's wall time, fresh data directory per round:
 *    - pooled:   smtp-source -d -s 16 -m N -l 3000 …   (-d = "Don't disconnect after sending
 *                a message; send the next message over the same connection", man smtp-source)
 *    - new connection per message: the same without -d (connect, EHLO, one message, QUIT).
 *      A second, diagnostic baseline there greets at once (NOPAUSE, like the daemon's
 *      PromptConnection), because the plain one is capped by its 100 ms greeting pause.
 * 2. The daemon's RSS (/proc/<pid>/status VmRSS every 200 ms) during the pooled runs.
 * 3. Latency at a steady 100 messages/s (raw-socket SMTP, 4 persistent connections, a ~4 KB
 *    multipart message): end of DATA (final dot written) → 250, and end of DATA → the message
 *    read back with `GET /v1/messages/{id}` (id from the 250 reply; 404s are retried).
 * 5. (`npm run bench -- smtp --database postgres://…`: BENCH_DATABASE, then SMTP_ONLY defaults
 *    to `engines`) The daemon on PostgreSQL against the daemon on SQLite: pooled runs as in 1,
 *    rounds alternating, a scratch database on that server per PostgreSQL round. The server's
 *    own CPU (every `postgres` process) is reported beside the daemon's, and where its time
 *    went per statement when the server loads pg_stat_statements (bench/pg-server.sh starts
 *    one that does). Then latency as in 3 on both engines, rounds alternating.
 * 4. (SMTP_ONLY=logs, not in the default set) The event log's cost: pooled runs of the daemon
 *    alone, rounds alternating `--log-level silent` and the default level (`info`, JSON, one
 *    line per message), both with stderr appended to a file (`serve 2>>file`), plus `info`
 *    with stderr piped to this process (it reads the lines, as a log collector would).
 * 6. (`npm run bench -- smtp --base DIR`: BENCH_BASE, then SMTP_ONLY defaults to `base`) This
 *    checkout's daemon against another checkout's (built; e.g. a worktree of the commit before
 *    a change): pooled runs as in 1, rounds alternating, each daemon on data its own code made;
 *    with `--database` too (and SMTP_ONLY=base), both on scratch databases of that server.
 * 7. (SMTP_ONLY=search-index, with --database) What keeping the search index costs PostgreSQL:
 *    pooled runs alternating the shipped GIN index, the same with fastupdate off, and none.
 *
 * The daemon's per-IP shield (1,000 requests per 10 s per address) cannot be turned off from
 * the command line, so the latency GETs are spread over 4 loopback source addresses
 * (127.0.0.2-5); the account's request budgets are raised in the data directory.
 *
 * Run: npx tsc -b && node --conditions=source --import tsx --expose-gc bench/smtp.ts   (npm run bench -- smtp)
 * Env: SMTP_ROUNDS (2), SMTP_POOLED_MESSAGES (12000: the daemon closes a connection after
 *      1,000 messages and smtp-source -d then aborts, so N/16 must stay under 1,000),
 *      SMTP_NEWCONN_MESSAGES (4000), SMTP_NEWCONN_BASELINE_MESSAGES (1500, the paused
 *      baseline runs at ~150/s), SMTP_SESSIONS (16), SMTP_LATENCY_SECONDS (10), SMTP_LATENCY_WARMUP_SECONDS (3),
 *      SMTP_LATENCY_RATE (100), SMTP_ONLY=pooled,newconn,latency (or logs, engines, base, search-index, checks), SMTP_LOG_ROUNDS (3),
 *      SMTP_ENGINES_LATENCY=0 (engines: throughput only), SMTP_PG_STATEMENTS (10), SMTP_PG_STATEMENT_CHARS (110), BENCH_SKIP_BUILD=1,
 *      BENCH_DAEMON_NODE_ARGS (e.g. "--cpu-prof --cpu-prof-dir=bench/.out/prof"),
 *      SMTP_DAEMON_ARGS (extra serve flags, e.g. "--analyzer off", "--prepare-threads 2").
 */
import { spawnSync } from 'node:child_process';
import { closeSync, mkdirSync, openSync, readFileSync, rmSync } from 'node:fs';
import * as http from 'node:http';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import Database from 'better-sqlite3';
import { ROOT, median, note, nowMs, percentile, report, tempDir } from './_lib.js';
import { startDnsServer } from '../test-support/dns-server.js';
import { BENCH_DATABASE, PostgresCpu, StatementStats, countMessages, runSql, scratchDatabase } from './_postgres.js';
import {
  BENCH_BASE, BASELINE_SMTP_SOURCE, CpuMeter, ProcRss, alternate, buildPackages, ensureTools, httpGet, list, prepareData, runSmtpSource,
  sampleMessage, sendAtRate, sleep, spawnDaemon, spawnScript, storedId, type Child,
} from './_daemon.js';

const num = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const ROUNDS = num('SMTP_ROUNDS', 2);
const POOLED_MESSAGES = num('SMTP_POOLED_MESSAGES', 12_000);
const NEWCONN_MESSAGES = num('SMTP_NEWCONN_MESSAGES', 4_000);
const NEWCONN_BASELINE_MESSAGES = num('SMTP_NEWCONN_BASELINE_MESSAGES', 1_500);
const SESSIONS = num('SMTP_SESSIONS', 16);
const LATENCY_SECONDS = num('SMTP_LATENCY_SECONDS', 10);
/** Sent first at the same rate and not counted: JIT and parse-worker warm-up. */
const LATENCY_WARMUP_SECONDS = num('SMTP_LATENCY_WARMUP_SECONDS', 3);
const LATENCY_RATE = num('SMTP_LATENCY_RATE', 100);
/** Extra `inboxkit serve` flags, e.g. "--analyzer off" or "--prepare-threads 0" (diagnostics). */
const DAEMON_ARGS = (process.env.SMTP_DAEMON_ARGS ?? '').split(' ').filter(Boolean);
const ONLY = new Set((process.env.SMTP_ONLY ?? (BENCH_DATABASE ? 'engines' : BENCH_BASE ? 'base' : 'pooled,newconn,latency')).split(','));
const LOG_ROUNDS = num('SMTP_LOG_ROUNDS', 3);
/** Hard bound of one smtp-source run. */
const RUN_TIMEOUT_MS = 150_000;

type Server = Child & {
  port: number; database: string; recipient: string; httpUrl?: string; apiKey?: string; stderrFile?: string;
  /** Drops the scratch PostgreSQL database. */
  drop?: () => Promise<void>;
};
/** How the daemon runs: more `serve` flags, and stderr to a file instead of a pipe. */
interface DaemonSetup {
  args: string[];
  stderrToFile: boolean;
  /** Run on a PostgreSQL kind's scratch database after its schema is made, before the daemon starts. */
  pgSql?: string;
  /** After the load, before the CPU meter stops: waits for the daemon's background work (the checks) to finish. */
  drain?: (database: string, stored: number) => Promise<void>;
}
type Kind = 'inboxkit' | 'inboxkit_pg' | 'inboxkit_base' | 'inboxkit_base_pg' | 'baseline' | 'baseline_nopause';

let work: { dir: string; cleanup: () => void };
let dirCounter = 0;

/** A fresh server of the kind on a fresh data directory. */
async function startServer(kind: Kind, setup: DaemonSetup = { args: [], stderrToFile: false }): Promise<Server & { dir: string }> {
  const dir = join(work.dir, `${kind}-${dirCounter++}`);
  mkdirSync(dir, { recursive: true });
  if (kind.startsWith('inboxkit')) {
    const scratch = kind.endsWith('_pg') ? await scratchDatabase(BENCH_DATABASE!) : null;
    // inboxkit_base(_pg): the other checkout's code (BENCH_BASE) prepares the data and serves.
    const root = kind.startsWith('inboxkit_base') ? { root: BENCH_BASE! } : {};
    const data = await prepareData(dir, { ...(scratch ? { database: scratch.url } : {}), ...root });
    if (scratch && setup.pgSql) await runSql(scratch.url, setup.pgSql);
    const stderrFile = setup.stderrToFile ? join(dir, 'stderr.log') : undefined;
    const daemon = await spawnDaemon(dir, [...DAEMON_ARGS, ...setup.args], { ...(stderrFile ? { stderrFile } : {}), ...(scratch ? { database: scratch.url } : {}), ...root });
    return Object.assign(daemon, {
      port: daemon.smtpPort, database: data.database, recipient: data.address, apiKey: data.apiKey, dir, stderrFile, drop: scratch?.drop,
    });
  }
  const database = join(dir, 'baseline.sqlite');
  const script = await spawnScript(`baseline smtp-server${kind === 'baseline_nopause' ? ' (no greeting pause)' : ''}`, BASELINE_SMTP_SOURCE, {
    DB: database, NOPAUSE: kind === 'baseline_nopause' ? '1' : '0',
  });
  return Object.assign(script, { port: Number(script.ready.smtpPort), database, recipient: 'bench@baseline.test', dir });
}

async function countRows(database: string): Promise<number> {
  if (/^postgres(ql)?:\/\//.test(database)) return countMessages(database);
  const db = new Database(database, { readonly: true, fileMustExist: true });
  try {
    return (db.prepare('SELECT COUNT(*) AS n FROM messages').get() as { n: number }).n;
  } finally {
    db.close();
  }
}

interface ThroughputResult {
  rate: number;
  stored: number;
  sent: number;
  elapsedMs: number;
  exit: string;
  rss: ProcRss;
  /** Server CPU (all threads / main thread) per stored message, ms. */
  cpuPerMsg: number;
  mainCpuPerMsg: number;
  /** System (kernel) CPU per stored message, ms, and bytes written (files and sockets) per stored message. */
  sysCpuPerMsg: number;
  writeKbPerMsg: number;
  /** Event log lines and bytes written to the stderr file, when it went to one. */
  logLines: number;
  logBytes: number;
  /** CPU of the PostgreSQL server's processes per stored message, ms (about 0 for SQLite). */
  postgresCpuPerMsg: number;
}

/** One smtp-source run against a fresh server; durable rate from the rows stored. */
async function throughput(kind: Kind, pooled: boolean, messages: number, setup?: DaemonSetup): Promise<ThroughputResult> {
  const server = await startServer(kind, setup);
  const rss = new ProcRss(server.pid, 200).start();
  try {
    await sleep(300);
    rss.sample();
    const statements = server.drop ? await new StatementStats(server.database).reset() : null;
    const cpu = new CpuMeter(server.pid).start();
    const pgCpu = new PostgresCpu().start();
    const args = [...(pooled ? ['-d'] : []), '-s', String(SESSIONS), '-m', String(messages), '-l', '3000',
      '-f', 'from@bench.test', '-t', server.recipient, `127.0.0.1:${server.port}`];
    const run = await runSmtpSource(args, RUN_TIMEOUT_MS);
    if (setup?.drain) await setup.drain(server.database, await countRows(server.database));
    rss.stop();
    cpu.stop();
    pgCpu.stop();
    const exit = run.timedOut ? 'timeout' : run.exit;
    if (exit !== '0') note(`${kind}: smtp-source exit ${exit}: ${run.stderr}`);
    await server.stop();
    const stored = await countRows(server.database);
    for (const t of await statements?.top(stored, Number(process.env.SMTP_PG_STATEMENTS ?? 10)) ?? []) {
      note(`${kind} statement: ${t.calls.toFixed(3)} calls/msg, ${(t.ms * 1000).toFixed(1)} µs/msg, ${t.rows.toFixed(2)} rows/msg: ${t.query}`);
    }
    const log = server.stderrFile ? readFileSync(server.stderrFile, 'utf8') : '';
    return {
      logLines: log.split('\n').filter((l) => l.startsWith('{')).length, logBytes: Buffer.byteLength(log),
      rate: (stored / run.elapsedMs) * 1000, stored, sent: messages, elapsedMs: run.elapsedMs, exit, rss,
      cpuPerMsg: cpu.result.allMs / stored, mainCpuPerMsg: cpu.result.mainMs / stored,
      sysCpuPerMsg: cpu.result.sysMs / stored, writeKbPerMsg: cpu.result.writeBytes / 1024 / stored,
      postgresCpuPerMsg: pgCpu.ms / stored,
    };
  } finally {
    rss.stop();
    await server.stop();
    await server.drop?.();
    rmSync(server.dir, { recursive: true, force: true });
  }
}

function describeRun(name: string, round: number, r: ThroughputResult): void {
  note(`${name} round ${round + 1}: ${r.rate.toFixed(0)} msgs/s (${r.stored}/${r.sent} stored in ${(r.elapsedMs / 1000).toFixed(1)} s, `
    + `smtp-source exit ${r.exit}, RSS peak ${r.rss.peakMb.toFixed(0)} MB, `
    + `server CPU ${r.cpuPerMsg.toFixed(3)} ms/msg, main thread ${r.mainCpuPerMsg.toFixed(3)}, `
    + `kernel ${r.sysCpuPerMsg.toFixed(3)}, written ${r.writeKbPerMsg.toFixed(1)} KB/msg`
    + `${r.postgresCpuPerMsg > 0 ? `, PostgreSQL server CPU ${r.postgresCpuPerMsg.toFixed(3)} ms/msg` : ''}) load ${loadavg()[0]!.toFixed(1)}`);
}

const allStored = (runs: ThroughputResult[]) => runs.every((r) => r.stored === r.sent && r.exit === '0');

async function pooledPhase(): Promise<void> {
  note(`pooled: smtp-source -d -s ${SESSIONS} -m ${POOLED_MESSAGES} -l 3000, ${ROUNDS} rounds each, alternating`);
  const runs = await alternate({
    baseline: () => throughput('baseline', true, POOLED_MESSAGES),
    inboxkit: () => throughput('inboxkit', true, POOLED_MESSAGES),
  }, ROUNDS, (name, round, r) => describeRun(`pooled ${name}`, round, r));
  const base = median(runs.baseline.map((r) => r.rate));
  const ik = median(runs.inboxkit.map((r) => r.rate));
  note(`pooled baseline per round: ${list(runs.baseline.map((r) => r.rate))}; inboxkit: ${list(runs.inboxkit.map((r) => r.rate))}`);
  report('smtp_pooled_baseline_msgs_per_s', base);
  report('smtp_pooled_inboxkit_msgs_per_s', ik);
  report('smtp_pooled_ratio', ik / base);
  const baseCpu = median(runs.baseline.map((r) => r.cpuPerMsg));
  const ikCpu = median(runs.inboxkit.map((r) => r.cpuPerMsg));
  report('smtp_pooled_baseline_cpu_ms_per_msg', baseCpu);
  report('smtp_pooled_inboxkit_cpu_ms_per_msg', ikCpu);
  report('smtp_pooled_inboxkit_main_thread_cpu_ms_per_msg', median(runs.inboxkit.map((r) => r.mainCpuPerMsg)));
  report('smtp_pooled_cpu_efficiency_ratio', baseCpu / ikCpu);
  report('smtp_pooled_all_stored', allStored([...runs.baseline, ...runs.inboxkit]) ? 'yes' : 'NO');

  // RSS of the daemon during its pooled runs: peak over all of them, start/middle/end of the last.
  const last = runs.inboxkit[runs.inboxkit.length - 1]!.rss;
  const series = last.samples.filter((_, i) => i % 5 === 0).map((s) => s.mb.toFixed(0)).join(' ');
  note(`inboxkit RSS during the last pooled run, MB every 1 s: ${series}`);
  report('smtp_pooled_inboxkit_rss_start_mb', last.at(0));
  report('smtp_pooled_inboxkit_rss_mid_mb', last.at(0.5));
  report('smtp_pooled_inboxkit_rss_end_mb', last.at(1));
  report('smtp_pooled_inboxkit_rss_peak_mb', Math.max(...runs.inboxkit.map((r) => r.rss.peakMb)));
  report('smtp_pooled_baseline_rss_peak_mb', Math.max(...runs.baseline.map((r) => r.rss.peakMb)));
}

/** The daemon on PostgreSQL against the daemon on SQLite: the same pooled load, rounds alternating. */
async function enginesPhase(): Promise<void> {
  if (!BENCH_DATABASE) throw new Error('SMTP_ONLY=engines needs --database (BENCH_DATABASE)');
  note(`engines: smtp-source -d -s ${SESSIONS} -m ${POOLED_MESSAGES} -l 3000 against the daemon on SQLite and on PostgreSQL, ${ROUNDS} rounds each, alternating`);
  const runs = await alternate({
    sqlite: () => throughput('inboxkit', true, POOLED_MESSAGES),
    postgres: () => throughput('inboxkit_pg', true, POOLED_MESSAGES),
  }, ROUNDS, (name, round, r) => {
    describeRun(`engines ${name}`, round, r);
    note(`engines ${name} round ${round + 1}: PostgreSQL server CPU ${r.postgresCpuPerMsg.toFixed(3)} ms/msg`);
  });
  const sqlite = runs.sqlite.map((r) => r.rate);
  const postgres = runs.postgres.map((r) => r.rate);
  note(`engines per round, msgs/s: sqlite ${list(sqlite)}; postgres ${list(postgres)}`);
  note(`engines per pair (postgres / sqlite): ${postgres.map((v, i) => (v / sqlite[i]!).toFixed(3)).join(' ')}`);
  report('smtp_pooled_sqlite_msgs_per_s', median(sqlite));
  report('smtp_pooled_postgres_msgs_per_s', median(postgres));
  report('smtp_pooled_postgres_ratio', median(postgres) / median(sqlite));
  report('smtp_pooled_sqlite_cpu_ms_per_msg', median(runs.sqlite.map((r) => r.cpuPerMsg)));
  report('smtp_pooled_postgres_daemon_cpu_ms_per_msg', median(runs.postgres.map((r) => r.cpuPerMsg)));
  report('smtp_pooled_postgres_daemon_main_thread_cpu_ms_per_msg', median(runs.postgres.map((r) => r.mainCpuPerMsg)));
  report('smtp_pooled_sqlite_main_thread_cpu_ms_per_msg', median(runs.sqlite.map((r) => r.mainCpuPerMsg)));
  report('smtp_pooled_postgres_server_cpu_ms_per_msg', median(runs.postgres.map((r) => r.postgresCpuPerMsg)));
  report('smtp_pooled_postgres_rss_peak_mb', Math.max(...runs.postgres.map((r) => r.rss.peakMb)));
  report('smtp_pooled_sqlite_rss_peak_mb', Math.max(...runs.sqlite.map((r) => r.rss.peakMb)));
  report('smtp_pooled_engines_all_stored', allStored([...runs.sqlite, ...runs.postgres]) ? 'yes' : 'NO');

  if (process.env.SMTP_ENGINES_LATENCY === '0') return;
  note(`engines latency: ${LATENCY_RATE} msgs/s for ${LATENCY_SECONDS} s over 4 connections (after ${LATENCY_WARMUP_SECONDS} s not counted), ${ROUNDS} rounds each`);
  const waits = await alternate({
    sqlite: () => latency('inboxkit'),
    postgres: () => latency('inboxkit_pg'),
  }, ROUNDS, (name, round, r) => note(`engines latency ${name} round ${round + 1}: dot→250 p50 ${percentile(r.dotTo250, 50).toFixed(2)} `
    + `p99 ${percentile(r.dotTo250, 99).toFixed(2)} ms; dot→readable p99 ${percentile(r.dotToReadable, 99).toFixed(2)} ms; failed ${r.failed}, GET errors ${r.getErrors}`));
  for (const name of ['sqlite', 'postgres'] as const) {
    const to250 = waits[name].flatMap((r) => r.dotTo250);
    report(`smtp_latency_${name}_dot_to_250_p50_ms`, percentile(to250, 50));
    report(`smtp_latency_${name}_dot_to_250_p99_ms`, percentile(to250, 99));
    report(`smtp_latency_${name}_dot_to_readable_p99_ms`, percentile(waits[name].flatMap((r) => r.dotToReadable), 99));
  }
  report('smtp_latency_engines_errors', [...waits.sqlite, ...waits.postgres].reduce((n, r) => n + r.failed + r.getErrors, 0));
}

/**
 * What keeping the search index costs PostgreSQL (SMTP_ONLY=search-index, with --database):
 * pooled runs alternating the shipped GIN index (fastupdate on, PostgreSQL's default), the
 * same with fastupdate off, and no GIN index at all, the bound of what indexing in a trigger
 * or after the commit could save.
 */
async function searchIndexPhase(): Promise<void> {
  if (!BENCH_DATABASE) throw new Error('SMTP_ONLY=search-index needs --database (BENCH_DATABASE)');
  note(`search-index: smtp-source -d -s ${SESSIONS} -m ${POOLED_MESSAGES} -l 3000 on PostgreSQL: GIN with fastupdate on (shipped), off, and none, ${ROUNDS} rounds each, alternating`);
  const setup = (pgSql?: string): DaemonSetup => ({ args: [], stderrToFile: false, ...(pgSql ? { pgSql } : {}) });
  const runs = await alternate({
    shipped: () => throughput('inboxkit_pg', true, POOLED_MESSAGES),
    fastupdate_off: () => throughput('inboxkit_pg', true, POOLED_MESSAGES, setup('ALTER INDEX messages_search_words SET (fastupdate = off)')),
    no_index: () => throughput('inboxkit_pg', true, POOLED_MESSAGES, setup('DROP INDEX messages_search_words')),
  }, ROUNDS, (name, round, r) => describeRun(`search-index ${name}`, round, r));
  for (const name of ['shipped', 'fastupdate_off', 'no_index'] as const) {
    report(`smtp_search_index_${name}_msgs_per_s`, median(runs[name].map((r) => r.rate)));
    report(`smtp_search_index_${name}_server_cpu_ms_per_msg`, median(runs[name].map((r) => r.postgresCpuPerMsg)));
    report(`smtp_search_index_${name}_daemon_cpu_ms_per_msg`, median(runs[name].map((r) => r.cpuPerMsg)));
  }
  report('smtp_search_index_all_stored', allStored([...runs.shipped, ...runs.fastupdate_off, ...runs.no_index]) ? 'yes' : 'NO');
}

/** This checkout's daemon against another's (BENCH_BASE: the code before a change): the same pooled load, rounds alternating. */
async function basePhase(): Promise<void> {
  if (!BENCH_BASE) throw new Error('SMTP_ONLY=base needs --base DIR (BENCH_BASE)');
  note(`base: smtp-source -d -s ${SESSIONS} -m ${POOLED_MESSAGES} -l 3000 against this checkout's daemon and ${BENCH_BASE}'s${BENCH_DATABASE ? ', both on PostgreSQL' : ''}, ${ROUNDS} rounds each, alternating`);
  // With --database too, both daemons run on scratch databases of that server.
  const pg = BENCH_DATABASE !== null;
  const runs = await alternate({
    base: () => throughput(pg ? 'inboxkit_base_pg' : 'inboxkit_base', true, POOLED_MESSAGES),
    inboxkit: () => throughput(pg ? 'inboxkit_pg' : 'inboxkit', true, POOLED_MESSAGES),
  }, ROUNDS, (name, round, r) => describeRun(`base-ab ${name}`, round, r));
  const base = runs.base.map((r) => r.rate);
  const ik = runs.inboxkit.map((r) => r.rate);
  note(`base-ab per round, msgs/s: base ${list(base)}; this ${list(ik)}`);
  note(`base-ab per pair (this / base): ${ik.map((v, i) => (v / base[i]!).toFixed(3)).join(' ')}`);
  report('smtp_pooled_base_msgs_per_s', median(base));
  report('smtp_pooled_this_msgs_per_s', median(ik));
  report('smtp_pooled_this_to_base_ratio', median(ik) / median(base));
  report('smtp_pooled_base_cpu_ms_per_msg', median(runs.base.map((r) => r.cpuPerMsg)));
  report('smtp_pooled_this_cpu_ms_per_msg', median(runs.inboxkit.map((r) => r.cpuPerMsg)));
  report('smtp_pooled_base_main_thread_cpu_ms_per_msg', median(runs.base.map((r) => r.mainCpuPerMsg)));
  report('smtp_pooled_this_main_thread_cpu_ms_per_msg', median(runs.inboxkit.map((r) => r.mainCpuPerMsg)));
  if (pg) {
    report('smtp_pooled_base_postgres_cpu_ms_per_msg', median(runs.base.map((r) => r.postgresCpuPerMsg)));
    report('smtp_pooled_this_postgres_cpu_ms_per_msg', median(runs.inboxkit.map((r) => r.postgresCpuPerMsg)));
  }
  report('smtp_pooled_base_all_stored', allStored([...runs.base, ...runs.inboxkit]) ? 'yes' : 'NO');
}

/**
 * What the authentication checks cost ingest (SMTP_ONLY=checks): the same pooled load with
 * `--auth-checks off` and on (SPF, DKIM, DMARC, ARC after each commit, asking a DNS server in
 * this process that answers bench.test's SPF and DMARC records), rounds alternating. The
 * rate is the SMTP run's; the CPU per message of the "on" side includes the checks that ran
 * after it, waited for until every stored message has its result kept.
 */
async function checksPhase(): Promise<void> {
  const dns = await startDnsServer();
  dns.add('bench.test', { type: 'TXT', data: 'v=spf1 ip4:127.0.0.1 -all' });
  dns.add('_dmarc.bench.test', { type: 'TXT', data: 'v=DMARC1; p=none' });
  const kept: number[] = [];
  const drain = async (database: string, stored: number) => {
    const count = () => (/^postgres(ql)?:\/\//.test(database) ? Promise.resolve(-1) : Promise.resolve((() => {
      const db = new Database(database, { readonly: true, fileMustExist: true });
      try {
        return (db.prepare('SELECT COUNT(*) AS n FROM message_checks WHERE authentication IS NOT NULL').get() as { n: number }).n;
      } finally {
        db.close();
      }
    })()));
    let last = -1;
    let still = 0;
    for (;;) {
      const n = await count();
      if (n < 0 || n >= stored || still >= 20) {
        kept.push(n);
        return;
      }
      still = n === last ? still + 1 : 0;
      last = n;
      await sleep(100);
    }
  };
  note(`checks: smtp-source -d -s ${SESSIONS} -m ${POOLED_MESSAGES} -l 3000, --auth-checks off against on (DNS ${dns.address}), ${ROUNDS} rounds each, alternating`);
  try {
    const runs = await alternate({
      off: () => throughput('inboxkit', true, POOLED_MESSAGES, { args: ['--auth-checks', 'off'], stderrToFile: false }),
      on: () => throughput('inboxkit', true, POOLED_MESSAGES, { args: ['--dns-server', dns.address], stderrToFile: false, drain }),
    }, ROUNDS, (name, round, r) => describeRun(`checks ${name}`, round, r));
    const off = runs.off.map((r) => r.rate);
    const on = runs.on.map((r) => r.rate);
    note(`checks per round, msgs/s: off ${list(off)}; on ${list(on)}; authentication kept for ${kept.join(', ')} of ${POOLED_MESSAGES} messages`);
    note(`checks per pair (on / off): ${on.map((v, i) => (v / off[i]!).toFixed(3)).join(' ')}; DNS questions ${dns.questions.length}`);
    report('smtp_pooled_checks_off_msgs_per_s', median(off));
    report('smtp_pooled_checks_on_msgs_per_s', median(on));
    report('smtp_pooled_checks_on_to_off_ratio', median(on) / median(off));
    report('smtp_pooled_checks_off_cpu_ms_per_msg', median(runs.off.map((r) => r.cpuPerMsg)));
    report('smtp_pooled_checks_on_cpu_ms_per_msg', median(runs.on.map((r) => r.cpuPerMsg)));
    report('smtp_pooled_checks_all_stored', allStored([...runs.off, ...runs.on]) ? 'yes' : 'NO');
  } finally {
    await dns.close();
  }
}

/** The event log's cost: the same pooled load, logging off against the default level, same run. */
async function logsPhase(): Promise<void> {
  note(`event log: smtp-source -d -s ${SESSIONS} -m ${POOLED_MESSAGES} -l 3000 against the daemon alone, ${LOG_ROUNDS} rounds each, alternating`);
  const runs = await alternate({
    silent_file: () => throughput('inboxkit', true, POOLED_MESSAGES, { args: ['--log-level', 'silent'], stderrToFile: true }),
    info_file: () => throughput('inboxkit', true, POOLED_MESSAGES, { args: ['--log-level', 'info', '--log-format', 'json'], stderrToFile: true }),
    info_pipe: () => throughput('inboxkit', true, POOLED_MESSAGES, { args: ['--log-level', 'info', '--log-format', 'json'], stderrToFile: false }),
  }, LOG_ROUNDS, (name, round, r) => {
    describeRun(`logs ${name}`, round, r);
    if (name !== 'info_pipe') note(`logs ${name} round ${round + 1}: ${r.logLines} JSON lines, ${(r.logBytes / Math.max(1, r.stored)).toFixed(0)} bytes of stderr per message`);
  });
  const silent = runs.silent_file.map((r) => r.rate);
  const info = runs.info_file.map((r) => r.rate);
  note(`logs per round, msgs/s: silent ${list(silent)}; info to a file ${list(info)}; info to a pipe ${list(runs.info_pipe.map((r) => r.rate))}`);
  note(`logs per pair (info / silent): ${info.map((v, i) => (v / silent[i]!).toFixed(3)).join(' ')}`);
  report('smtp_logs_silent_msgs_per_s', median(silent));
  report('smtp_logs_info_file_msgs_per_s', median(info));
  report('smtp_logs_info_pipe_msgs_per_s', median(runs.info_pipe.map((r) => r.rate)));
  report('smtp_logs_info_file_ratio', median(info) / median(silent));
  report('smtp_logs_info_pipe_ratio', median(runs.info_pipe.map((r) => r.rate)) / median(silent));
  report('smtp_logs_silent_cpu_ms_per_msg', median(runs.silent_file.map((r) => r.cpuPerMsg)));
  report('smtp_logs_info_file_cpu_ms_per_msg', median(runs.info_file.map((r) => r.cpuPerMsg)));
  report('smtp_logs_info_file_main_thread_cpu_ms_per_msg', median(runs.info_file.map((r) => r.mainCpuPerMsg)));
  report('smtp_logs_silent_main_thread_cpu_ms_per_msg', median(runs.silent_file.map((r) => r.mainCpuPerMsg)));
  report('smtp_logs_info_lines_per_message', median(runs.info_file.map((r) => r.logLines / Math.max(1, r.stored))));
  report('smtp_logs_all_stored', allStored([...runs.silent_file, ...runs.info_file, ...runs.info_pipe]) ? 'yes' : 'NO');
  // The same line in isolation, against a file: CPU of this process (all threads, the async
  // writes included) per line. Drift cannot hide it the way it hides a few % of throughput.
  const perLine = await lineCost(200_000);
  report('smtp_logs_cpu_us_per_accepted_line', perLine);
  report('smtp_logs_line_share_of_silent_cpu', perLine / 1000 / median(runs.silent_file.map((r) => r.cpuPerMsg)));
}

/**
 * CPU µs per `smtp.accepted` line written by the daemon's logger (JSON, info) as the daemon
 * writes it: to its stderr, here a file, the lines of a turn together (4 per turn). Runs in a
 * child process (built code, stderr to the file), less the same loop with the logger silent.
 */
async function lineCost(lines: number): Promise<number> {
  const file = join(work.dir, 'line-cost.log');
  const source = `
    const { createLogger } = await import(${JSON.stringify(pathToFileURL(join(ROOT, 'packages/daemon/dist/index.js')).href)});
    const { logSmtpAccepted: accepted } = await import(${JSON.stringify(pathToFileURL(join(ROOT, 'packages/daemon/dist/log/index.js')).href)});
    const writing = createLogger({ level: 'info', format: 'json' });
    const silent = createLogger({ level: 'silent', format: 'json' });
    const stored = [{ messageId: 'msg_0mwyu6j8np14n0o5w1nsn', inboxId: 'inb_0mwyu6j8np14n0o5w1abc' }];
    const run = async (logger, n) => {
      const cpu = process.cpuUsage();
      for (let i = 0; i < n; i++) {
        accepted(logger, stored, 1834 + (i & 7), 2.4 + (i & 3), '127.0.0.1');
        if ((i & 3) === 3) await new Promise((r) => setImmediate(r));
      }
      await new Promise((r) => logger.flush(() => r()));
      const used = process.cpuUsage(cpu);
      return (used.user + used.system) / n;
    };
    await run(writing, 20000);
    const us = await run(writing, ${lines});
    const loop = await run(silent, ${lines});
    process.stdout.write(JSON.stringify({ us, loop }));
  `;
  const fd = openSync(file, 'a');
  const r = spawnSync(process.execPath, ['--input-type=module', '-e', source], { cwd: ROOT, stdio: ['ignore', 'pipe', fd], encoding: 'utf8' });
  closeSync(fd);
  if (r.status !== 0) throw new Error(`line cost child failed: ${r.stdout}`);
  const { us, loop } = JSON.parse(r.stdout) as { us: number; loop: number };
  const written = readFileSync(file, 'utf8').split('\n').length - 1;
  note(`event log line in isolation: ${us.toFixed(2)} µs CPU per line with the loop, ${loop.toFixed(2)} µs the loop alone `
    + `(${written} lines written to ${file}, ${lines + 20_000} logged)`);
  return us - loop;
}

async function newConnectionPhase(): Promise<void> {
  note(`new connection per message: smtp-source -s ${SESSIONS} -m ${NEWCONN_MESSAGES} (paused baseline: -m ${NEWCONN_BASELINE_MESSAGES}) -l 3000, no -d`);
  const runs = await alternate({
    baseline: () => throughput('baseline', false, NEWCONN_BASELINE_MESSAGES),
    inboxkit: () => throughput('inboxkit', false, NEWCONN_MESSAGES),
    baseline_nopause: () => throughput('baseline_nopause', false, NEWCONN_MESSAGES),
  }, ROUNDS, (name, round, r) => describeRun(`new-connection ${name}`, round, r));
  const base = median(runs.baseline.map((r) => r.rate));
  const nopause = median(runs.baseline_nopause.map((r) => r.rate));
  const ik = median(runs.inboxkit.map((r) => r.rate));
  report('smtp_newconn_baseline_msgs_per_s', base);
  report('smtp_newconn_baseline_nopause_msgs_per_s', nopause);
  report('smtp_newconn_inboxkit_msgs_per_s', ik);
  report('smtp_newconn_ratio', ik / base);
  report('smtp_newconn_ratio_to_nopause_baseline', ik / nopause);
  const baseCpu = median(runs.baseline.map((r) => r.cpuPerMsg));
  const nopauseCpu = median(runs.baseline_nopause.map((r) => r.cpuPerMsg));
  const ikCpu = median(runs.inboxkit.map((r) => r.cpuPerMsg));
  report('smtp_newconn_baseline_cpu_ms_per_msg', baseCpu);
  report('smtp_newconn_baseline_nopause_cpu_ms_per_msg', nopauseCpu);
  report('smtp_newconn_inboxkit_cpu_ms_per_msg', ikCpu);
  report('smtp_newconn_inboxkit_main_thread_cpu_ms_per_msg', median(runs.inboxkit.map((r) => r.mainCpuPerMsg)));
  report('smtp_newconn_cpu_efficiency_ratio_to_nopause_baseline', nopauseCpu / ikCpu);
  report('smtp_newconn_all_stored', allStored([...runs.baseline, ...runs.baseline_nopause, ...runs.inboxkit]) ? 'yes' : 'NO');
}

interface LatencyResult {
  dotTo250: number[];
  dotToReadable: number[];
  failed: number;
  late: number;
  lateP50: number;
  getRetries: number;
  getErrors: number;
}

/** Steady-rate sends; for the daemon, each message is then read back over HTTP. */
async function latency(kind: 'inboxkit' | 'inboxkit_pg' | 'baseline'): Promise<LatencyResult> {
  const server = await startServer(kind);
  const warmup = LATENCY_RATE * LATENCY_WARMUP_SECONDS;
  const count = LATENCY_RATE * LATENCY_SECONDS + warmup;
  const out: LatencyResult = { dotTo250: [], dotToReadable: [], failed: 0, late: 0, lateP50: 0, getRetries: 0, getErrors: 0 };
  const agents = [2, 3, 4, 5].map((n) => new http.Agent({ keepAlive: true, maxSockets: 8, localAddress: `127.0.0.${n}` }));
  const reads: Promise<void>[] = [];
  let nextAgent = 0;
  const readBack = async (id: string, tDot: number, keep: boolean) => {
    const agent = agents[nextAgent++ % agents.length]!;
    for (let attempt = 0; attempt < 200; attempt++) {
      try {
        const res = await httpGet(`${server.httpUrl}/v1/messages/${id}`, { authorization: `Bearer ${server.apiKey}` }, agent);
        if (res.status === 200) {
          if (keep) out.dotToReadable.push(nowMs() - tDot);
          return;
        }
        if (res.status !== 404) {
          out.getErrors++;
          if (out.getErrors <= 3) note(`GET ${id}: ${res.status} ${res.body.slice(0, 200)}`);
          return;
        }
        out.getRetries++;
      } catch (error) {
        out.getErrors++;
        if (out.getErrors <= 3) note(`GET ${id}: ${(error as Error).message}`);
        return;
      }
    }
  };
  try {
    const r = await sendAtRate({
      port: server.port, connections: 4, rate: LATENCY_RATE, count, maxMs: (LATENCY_SECONDS + LATENCY_WARMUP_SECONDS) * 1000 + 30_000,
      from: 'from@bench.test', to: server.recipient,
      message: (i) => sampleMessage(`latency ${kind} ${i}`, server.recipient, i),
      onSent: (i, o) => {
        const keep = i >= warmup;
        if (keep) out.dotTo250.push(o.tReply - o.tDot);
        if (kind !== 'baseline' && o.reply.code === 250) {
          const id = storedId(o.reply);
          if (id) reads.push(readBack(id, o.tDot, keep));
        }
      },
    });
    out.failed = r.failed;
    out.late = r.lateOver5ms;
    out.lateP50 = r.lateP50Ms;
    if (r.errors.length > 0) note(`${kind} latency errors: ${r.errors.join(' | ')}`);
    await Promise.all(reads);
    return out;
  } finally {
    for (const a of agents) a.destroy();
    await server.stop();
    await server.drop?.();
    rmSync(server.dir, { recursive: true, force: true });
  }
}

async function latencyPhase(): Promise<void> {
  note(`latency: ${LATENCY_RATE} msgs/s for ${LATENCY_SECONDS} s over 4 connections after ${LATENCY_WARMUP_SECONDS} s of warm-up at that rate (not counted), ${ROUNDS} rounds each`);
  const runs = await alternate({
    baseline: () => latency('baseline'),
    inboxkit: () => latency('inboxkit'),
  }, ROUNDS, (name, round, r) => note(`latency ${name} round ${round + 1}: dot→250 p50 ${percentile(r.dotTo250, 50).toFixed(2)} `
    + `p99 ${percentile(r.dotTo250, 99).toFixed(2)} ms; dot→readable p50 ${percentile(r.dotToReadable, 50).toFixed(2)} `
    + `p99 ${percentile(r.dotToReadable, 99).toFixed(2)} ms; failed ${r.failed}, late sends ${r.late} (median lateness ${r.lateP50.toFixed(1)} ms), `
    + `GET retries ${r.getRetries}, GET errors ${r.getErrors}; load ${loadavg()[0]!.toFixed(1)}`));
  // Percentiles over all kept samples of all rounds of a variant.
  const pool = (rs: LatencyResult[], key: 'dotTo250' | 'dotToReadable') => rs.flatMap((r) => r[key]);
  const base250 = pool(runs.baseline, 'dotTo250');
  const ik250 = pool(runs.inboxkit, 'dotTo250');
  const ikRead = pool(runs.inboxkit, 'dotToReadable');
  report('smtp_latency_rate_msgs_per_s', LATENCY_RATE);
  report('smtp_latency_samples_per_variant', ik250.length);
  report('smtp_latency_baseline_dot_to_250_p50_ms', percentile(base250, 50));
  report('smtp_latency_baseline_dot_to_250_p99_ms', percentile(base250, 99));
  report('smtp_latency_inboxkit_dot_to_250_p50_ms', percentile(ik250, 50));
  report('smtp_latency_inboxkit_dot_to_250_p99_ms', percentile(ik250, 99));
  report('smtp_latency_inboxkit_dot_to_readable_p50_ms', percentile(ikRead, 50));
  report('smtp_latency_inboxkit_dot_to_readable_p99_ms', percentile(ikRead, 99));
  report('smtp_latency_dot_to_250_p99_ratio', percentile(ik250, 99) / percentile(base250, 99));
  const bad = [...runs.baseline, ...runs.inboxkit].reduce((n, r) => n + r.failed + r.getErrors, 0);
  report('smtp_latency_errors', bad);
}

async function main(): Promise<void> {
  ensureTools({ smtpSource: true });
  buildPackages();
  work = tempDir('ik-bench-smtp-');
  const t0 = nowMs();
  report('machine_loadavg_1m_start', loadavg()[0]!);
  try {
    if (ONLY.has('pooled')) await pooledPhase();
    if (ONLY.has('newconn')) await newConnectionPhase();
    if (ONLY.has('latency')) await latencyPhase();
    if (ONLY.has('logs')) await logsPhase();
    if (ONLY.has('engines')) await enginesPhase();
    if (ONLY.has('base')) await basePhase();
    if (ONLY.has('search-index')) await searchIndexPhase();
    if (ONLY.has('checks')) await checksPhase();
  } finally {
    work.cleanup();
  }
  report('machine_loadavg_1m_end', loadavg()[0]!);
  report('smtp_bench_seconds', (nowMs() - t0) / 1000);
}

await main();
