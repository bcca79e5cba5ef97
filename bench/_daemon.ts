/**
 * Shared helpers of the daemon benchmarks (bench/smtp.ts, bench/http.ts, bench/webhooks.ts):
 * the external tools (smtp-source, wrk), building the packages, preparing a data directory
 * through core's BUILT code, spawning the built daemon (`node packages/daemon/dist/cli.js
 * serve`) and the baseline servers as separate processes, sampling a process's RSS from
 * /proc, and sending at a steady rate over the shared raw SMTP client (test-support/smtp.ts).
 *
 * Every child process is a plain `node` (no tsx, no --conditions=source), so what is measured
 * is the production configuration: built JavaScript, the daemon's parse worker pool on.
 * Everything listens on and connects to loopback addresses only.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { closeSync, existsSync, openSync, readFileSync, readSync } from 'node:fs';
import * as http from 'node:http';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { serveDaemon } from '../test-support/daemon.js';
import { openSession, type Reply, type SmtpTalk } from '../test-support/smtp.js';
import { ROOT, note, nowMs } from './_lib.js';

export type CoreModule = typeof import('../packages/core/dist/index.js');
export type InboxService = import('../packages/core/dist/index.js').InboxService;

export const SMTP_SOURCE = '/usr/sbin/smtp-source';
export const DAEMON_CLI = join(ROOT, 'packages', 'daemon', 'dist', 'cli.js');
export const CORE_DIST = join(ROOT, 'packages', 'core', 'dist', 'index.js');
export const DAEMON_DIST = join(ROOT, 'packages', 'daemon', 'dist', 'index.js');

/**
 * BENCH_BASE (`npm run bench -- smtp|http --base DIR`): another checkout of the repository,
 * built (`npx tsc -b` there, node_modules present), whose daemon the benches that support it
 * measure beside this one's, rounds alternating: the code before a change against the code
 * after it, in the same run. Null when not given.
 */
export const BENCH_BASE = process.env.BENCH_BASE || null;

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

// ---------------------------------------------------------------------------------------
// Tools and build
// ---------------------------------------------------------------------------------------

function which(command: string): string | null {
  const r = spawnSync('sh', ['-c', `command -v ${command}`], { encoding: 'utf8' });
  return r.status === 0 ? r.stdout.trim() || null : null;
}

function runOrThrow(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): void {
  const r = spawnSync(command, args, { stdio: ['ignore', 'ignore', 'pipe'], env, encoding: 'utf8', timeout: 600_000 });
  if (r.status !== 0) throw new Error(`${command} ${args.join(' ')} failed (${r.status ?? r.signal}): ${(r.stderr ?? '').slice(-800)}`);
}

/** The postfix master process, if one runs (installing postfix may start it). */
function postfixMasterPids(): string[] {
  const r = spawnSync('pgrep', ['-f', '/usr/lib/postfix/sbin/master'], { encoding: 'utf8' });
  return r.status === 0 ? r.stdout.split('\n').filter(Boolean) : [];
}

/**
 * Installs smtp-source (Debian package postfix) and wrk when missing, idempotently, and makes
 * sure no postfix daemon is left running (only its test client is wanted).
 */
export function ensureTools(need: { smtpSource?: boolean; wrk?: boolean }): void {
  const packages: string[] = [];
  if (need.smtpSource && !existsSync(SMTP_SOURCE)) packages.push('postfix');
  if (need.wrk && !which('wrk')) packages.push('wrk');
  if (packages.length > 0) {
    note(`installing ${packages.join(' ')} (apt-get)`);
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    runOrThrow('apt-get', ['update'], env);
    runOrThrow('apt-get', ['install', '-y', ...packages], env);
  }
  if (postfixMasterPids().length > 0) {
    note('stopping the postfix daemon that the package started');
    spawnSync('postfix', ['stop'], { stdio: 'ignore' });
    if (postfixMasterPids().length > 0) spawnSync('service', ['postfix', 'stop'], { stdio: 'ignore' });
  }
  if (need.smtpSource && !existsSync(SMTP_SOURCE)) throw new Error(`${SMTP_SOURCE} missing after installing postfix`);
  if (need.wrk && !which('wrk')) throw new Error('wrk missing after installing it');
}

/** `tsc -b` (what `npx tsc -b` runs), so the daemon measured is the current source, built. BENCH_SKIP_BUILD=1 skips it. */
export function buildPackages(): void {
  if (process.env.BENCH_SKIP_BUILD !== '1') {
    const t0 = nowMs();
    const r = spawnSync(process.execPath, [join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc'), '-b'], { cwd: ROOT, encoding: 'utf8' });
    if (r.status !== 0) throw new Error(`tsc -b failed:\n${(r.stdout ?? '').slice(-2000)}${(r.stderr ?? '').slice(-1000)}`);
    note(`tsc -b: ${Math.round(nowMs() - t0)} ms`);
  }
  if (!existsSync(DAEMON_CLI) || !existsSync(CORE_DIST)) throw new Error('packages are not built (dist missing)');
}

/** Core's built code (not the TypeScript source the bench itself runs under); `root`: another checkout's (BENCH_BASE). */
export async function loadCore(root: string = ROOT): Promise<CoreModule> {
  const dist = join(root, 'packages', 'core', 'dist', 'index.js');
  if (!existsSync(dist)) throw new Error(`${root}: packages are not built (dist missing)`);
  return (await import(pathToFileURL(dist).href)) as CoreModule;
}

// ---------------------------------------------------------------------------------------
// Data directory: account with big budgets, an inbox, an API key, optionally a webhook
// ---------------------------------------------------------------------------------------

export interface PreparedData {
  dataDir: string;
  database: string;
  inboxId: string;
  address: string;
  apiKey: string;
  webhookId: string | null;
}

const BIG = 1_000_000_000;

/**
 * Creates `<dataDir>/inboxkit.sqlite` (or fills the PostgreSQL `database` given) through core's
 * built code: the default account gets budgets no benchmark reaches (messages, analyses, API
 * requests), one persistent inbox, an API key with all scopes and, when asked, a webhook
 * (private targets allowed). The service is closed again before a daemon opens the database.
 */
export async function prepareData(dataDir: string, options: {
  webhookUrl?: string; seed?: (service: InboxService, inboxAddress: string) => Promise<void>; database?: string;
  /** The checkout whose core writes the data (BENCH_BASE); default this one. */
  root?: string;
} = {}): Promise<PreparedData> {
  const core = await loadCore(options.root);
  const database = options.database ?? join(dataDir, 'inboxkit.sqlite');
  const service = await core.createInboxService({
    database,
    maintenanceIntervalMs: 0,
    analysis: { autoStart: false },
    webhooks: { autoStart: false, allowPrivateTargets: true },
  });
  try {
    await service.accounts.setEntitlements(service.accountId, {
      monthly_received_messages: BIG,
      monthly_analyses: BIG,
      active_inboxes: 100_000,
      api_requests: { minute: BIG, day: BIG, week: BIG, month: BIG },
    });
    const inbox = await service.inboxes.create({ label: 'bench', lifecycle_mode: 'persistent' });
    const { secret } = await service.apiKeys.create(service.accountId, { label: 'bench', scopes: ['inboxes:write', 'messages:read', 'webhooks:write'] });
    let webhookId: string | null = null;
    if (options.webhookUrl) {
      webhookId = (await service.webhooks.create({ label: 'bench receiver', target_url: options.webhookUrl })).webhook.id;
    }
    if (options.seed) await options.seed(service, inbox.email_address);
    return { dataDir, database, inboxId: inbox.id, address: inbox.email_address, apiKey: secret, webhookId };
  } finally {
    await service.close();
  }
}

// ---------------------------------------------------------------------------------------
// Child processes
// ---------------------------------------------------------------------------------------

/** The environment for children: no INBOXKIT_* or NODE_OPTIONS leaking in from the caller. */
function childEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [k, v] of Object.entries(process.env)) if (!k.startsWith('INBOXKIT_') && k !== 'NODE_OPTIONS') env[k] = v;
  return { ...env, ...extra };
}

export interface Child {
  readonly proc: ChildProcess;
  readonly pid: number;
  /** The last lines the child wrote to stderr (for error messages). */
  tail(): string;
  /** SIGTERM, then SIGKILL after graceMs; resolves with the exit code (or signal name). */
  stop(graceMs?: number): Promise<string>;
}

function wrapChild(proc: ChildProcess, name: string, stderrFile: string | null = null): {
  child: Child; lines: (onLine: (line: string, stream: 'out' | 'err') => void) => void; stopFollowing: () => void;
} {
  const recent: string[] = [];
  const listeners: Array<(line: string, stream: 'out' | 'err') => void> = [];
  const splitter = (kind: 'out' | 'err') => {
    let buffered = '';
    return (chunk: string) => {
      buffered += chunk;
      let nl: number;
      while ((nl = buffered.indexOf('\n')) !== -1) {
        const line = buffered.slice(0, nl);
        buffered = buffered.slice(nl + 1);
        recent.push(`${kind}: ${line}`);
        if (recent.length > 40) recent.shift();
        for (const l of listeners) l(line, kind);
      }
    };
  };
  const attach = (stream: NodeJS.ReadableStream | null, kind: 'out' | 'err') => {
    if (!stream) return;
    stream.setEncoding('utf8');
    stream.on('data', splitter(kind));
  };
  attach(proc.stdout, 'out');
  attach(proc.stderr, 'err');
  let stopFollowing = () => {};
  if (stderrFile) {
    // stderr goes to a file (as `serve 2>>file` would): its start-up lines are read from there,
    // every 20 ms until stopFollowing(); nothing after that is read, so the bench costs nothing.
    const feed = splitter('err');
    const fd = openSync(stderrFile, 'r');
    const buf = Buffer.alloc(64 * 1024);
    let stopped = false;
    const poll = () => {
      if (stopped) return;
      let n: number;
      while ((n = readSync(fd, buf, 0, buf.length, null)) > 0) feed(buf.toString('utf8', 0, n));
      timer = setTimeout(poll, 20);
    };
    let timer = setTimeout(poll, 0);
    stopFollowing = () => {
      if (stopped) return;
      stopped = true;
      clearTimeout(timer);
      closeSync(fd);
    };
    proc.once('exit', stopFollowing);
  }
  const exited = new Promise<string>((resolve) => proc.once('exit', (code, signal) => resolve(String(code ?? signal))));
  const child: Child = {
    proc,
    pid: proc.pid!,
    tail: () => recent.join('\n'),
    async stop(graceMs = 15_000) {
      if (proc.exitCode === null && proc.signalCode === null) {
        proc.kill('SIGTERM');
        const timer = setTimeout(() => {
          note(`${name} (pid ${proc.pid}) did not exit within ${graceMs} ms; SIGKILL`);
          proc.kill('SIGKILL');
        }, graceMs);
        const code = await exited;
        clearTimeout(timer);
        return code;
      }
      return exited;
    },
  };
  return { child, lines: (onLine) => listeners.push(onLine), stopFollowing };
}

/** Waits for the first line matching each pattern; rejects when the child exits first or after timeoutMs. */
function waitForLines(
  wrapped: ReturnType<typeof wrapChild>, name: string, patterns: RegExp[], timeoutMs: number,
): Promise<RegExpMatchArray[]> {
  return new Promise((resolve, reject) => {
    const found: Array<RegExpMatchArray | null> = patterns.map(() => null);
    let done = false;
    const finish = (error?: Error) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      if (error) {
        void wrapped.child.stop(1_000);
        reject(error);
      } else resolve(found as RegExpMatchArray[]);
    };
    const timer = setTimeout(() => finish(new Error(`${name} did not start within ${timeoutMs} ms:\n${wrapped.child.tail()}`)), timeoutMs);
    wrapped.lines((line) => {
      patterns.forEach((p, i) => {
        if (!found[i]) found[i] = line.match(p);
      });
      if (found.every(Boolean)) finish();
    });
    wrapped.child.proc.once('exit', (code) => finish(new Error(`${name} exited (${code}) before it was ready:\n${wrapped.child.tail()}`)));
  });
}

export interface DaemonProcess extends Child {
  readonly smtpPort: number;
  readonly httpUrl: string;
}

/** The node flags the daemon ships with (the `inboxkit` bin's shebang and `npm start`). */
const SHIPPED_NODE_FLAGS = ['--max-semi-space-size=2'];

/**
 * `node packages/daemon/dist/cli.js serve --data-dir DIR --smtp-port 0 --http-port 0 …extraArgs`
 * (`--database URL` instead of `--data-dir` with options.database)
 * as its own process; resolves once both listeners are up. Env BENCH_DAEMON_NODE_ARGS adds
 * node flags (profiling), BENCH_DAEMON_ARGS more `serve` flags.
 */
export async function spawnDaemon(dataDir: string, extraArgs: string[] = [], options: { stderrFile?: string; database?: string; root?: string } = {}): Promise<DaemonProcess> {
  // BENCH_DAEMON_NODE_ARGS: node flags for the daemon process, e.g. "--cpu-prof --cpu-prof-dir=bench/.out/prof".
  const nodeArgs = (process.env.BENCH_DAEMON_NODE_ARGS ?? '').split(' ').filter(Boolean);
  // BENCH_DAEMON_ARGS: more `serve` flags for A/B runs, e.g. "--main-thread-parse never".
  extraArgs = [...extraArgs, ...(process.env.BENCH_DAEMON_ARGS ?? '').split(' ').filter(Boolean)];
  // Steady state is what the figures describe: wait for the parse workers' warm-up (the
  // daemon logs when it ends; ~0.5 s of one core) unless it is turned off. Its cost and the
  // cold start are reported apart (bench/webhooks.ts `cold`).
  const warms = !/--prepare-(threads|warm-up) 0\b/.test(extraArgs.join(' ')) && process.env.BENCH_NO_WARM_WAIT !== '1';
  const daemon = await serveDaemon({
    // options.database: a PostgreSQL URL instead of the data directory (`serve --database`).
    dataDir: options.database ? false : dataDir,
    args: [...(options.database ? ['--database', options.database] : []), ...extraArgs],
    // options.root: another checkout's daemon (BENCH_BASE).
    cli: 'dist', ...(options.root ? { cliPath: join(options.root, 'packages', 'daemon', 'dist', 'cli.js'), cwd: options.root } : {}),
    nodeArgs: [...SHIPPED_NODE_FLAGS, ...nodeArgs],
    env: { NODE_OPTIONS: undefined },
    // stderrFile: the daemon's stderr appended to a file instead of a pipe the bench reads.
    ...(options.stderrFile ? { stderrFile: options.stderrFile } : {}),
    ready: warms ? [/parse workers warm after (\d+) ms/] : [],
  });
  const warm = daemon.readyLines[0];
  if (warm) note(`daemon parse workers warm after ${warm[1]} ms`);
  pin(daemon.pid, process.env.BENCH_DAEMON_CPUS);
  return {
    proc: daemon.child,
    pid: daemon.pid,
    smtpPort: daemon.smtpPort,
    httpUrl: daemon.httpUrl,
    tail: () => daemon.stderr().split('\n').slice(-40).join('\n'),
    async stop(graceMs = 15_000) {
      const { code, signal, forced } = await daemon.stop({ graceMs });
      if (forced) note(`inboxkit serve (pid ${daemon.pid}) did not exit within ${graceMs} ms; SIGKILL`);
      return String(code ?? signal);
    },
  };
}

/**
 * Holds every thread of a process to `cpus` (taskset's list, e.g. "1" or "0,1"); threads it
 * starts later inherit it. Nothing when `cpus` is unset. BENCH_DAEMON_CPUS pins the daemons so;
 * bench/pg-server.sh's PG_BENCH_CPUS pins the PostgreSQL server (docs/scaling.md).
 */
export function pin(pid: number, cpus: string | undefined): void {
  if (!cpus) return;
  const r = spawnSync('taskset', ['-a', '-p', '-c', cpus, String(pid)], { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`taskset -a -p -c ${cpus} ${pid}: ${r.stderr}`);
}

export interface ScriptProcess extends Child {
  /** The JSON the script printed after `READY `. */
  readonly ready: Record<string, unknown>;
}

/**
 * Runs an ES module given as source text in its own `node` process (cwd: the repository root,
 * so bare imports resolve from its node_modules). The script prints `READY {json}` on stdout;
 * `onLine` gets every stdout line.
 */
export async function spawnScript(
  name: string, source: string, env: Record<string, string> = {}, onLine?: (line: string) => void, cwd: string = ROOT,
): Promise<ScriptProcess> {
  // BENCH_SCRIPT_NODE_ARGS: node flags for these servers, e.g. "--cpu-prof --cpu-prof-dir=bench/.out/prof-http".
  const nodeArgs = (process.env.BENCH_SCRIPT_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const proc = spawn(process.execPath, [...nodeArgs, '--input-type=module', '-e', source], { cwd, env: childEnv(env), stdio: ['ignore', 'pipe', 'pipe'] });
  const wrapped = wrapChild(proc, name);
  if (onLine) wrapped.lines((line, stream) => stream === 'out' && onLine(line));
  const [m] = await waitForLines(wrapped, name, [/^READY (.*)$/], 30_000);
  return Object.assign(wrapped.child, { ready: JSON.parse(m![1]!) as Record<string, unknown> });
}

/**
 * The baseline SMTP server: plain smtp-server (its defaults, so the 100 ms greeting pause too)
 * with disableReverseLookup and authOptional; onData buffers the message, parses it with
 * mailparser's simpleParser and INSERTs (subject, from, text, html, raw) into better-sqlite3
 * (WAL, synchronous=NORMAL, autocommit) before answering 250.
 * Env: DB (file), NOPAUSE=1 (diagnostic: greet at once, like Inboxkit's PromptConnection),
 * WEBHOOK_URL (after the 250, POST {subject, id} there on a fresh connection, as Inboxkit does).
 */
export const BASELINE_SMTP_SOURCE = `
import { SMTPServer } from 'smtp-server';
import { SMTPConnection } from 'smtp-server/lib/smtp-connection.js';
import { simpleParser } from 'mailparser';
import Database from 'better-sqlite3';
import * as http from 'node:http';

if (process.env.NOPAUSE === '1') {
  SMTPConnection.prototype.init = function () {
    this._setListeners(() => {
      const max = this._server.options.maxClients;
      if (max && this._server.connections.size > max) return this.send(421, this.name + ' Too many connected clients, try again in a moment', false);
      this.connectionReady();
    });
  };
}
const db = new Database(process.env.DB);
db.pragma('journal_mode = WAL');
db.pragma('synchronous = NORMAL');
db.exec('CREATE TABLE IF NOT EXISTS messages (id INTEGER PRIMARY KEY, subject TEXT, from_addr TEXT, text TEXT, html TEXT, raw BLOB)');
const insert = db.prepare('INSERT INTO messages (subject, from_addr, text, html, raw) VALUES (?, ?, ?, ?, ?)');
const hook = process.env.WEBHOOK_URL ? new URL(process.env.WEBHOOK_URL) : null;
function post(body) {
  const data = Buffer.from(JSON.stringify(body));
  const req = http.request(hook, { method: 'POST', agent: false, headers: { 'content-type': 'application/json', 'content-length': data.length } }, (res) => res.resume());
  req.on('error', () => {});
  req.end(data);
}
const server = new SMTPServer({
  disableReverseLookup: true,
  authOptional: true,
  logger: false,
  onData(stream, session, callback) {
    const chunks = [];
    stream.on('data', (c) => chunks.push(c));
    stream.on('end', () => {
      const raw = Buffer.concat(chunks);
      simpleParser(raw).then((mail) => {
        const info = insert.run(mail.subject ?? null, mail.from ? mail.from.text : null, mail.text ?? null,
          typeof mail.html === 'string' ? mail.html : null, raw);
        const id = 'row_' + info.lastInsertRowid;
        callback(null, 'OK: stored as ' + id);
        if (hook) post({ type: 'email.received', data: { message: { id, subject: mail.subject ?? null } } });
      }, (error) => callback(error));
    });
  },
});
server.on('error', () => {});
server.listen(0, '127.0.0.1', () => {
  console.log('READY ' + JSON.stringify({ smtpPort: server.server.address().port }));
});
const stop = () => server.close(() => { db.close(); process.exit(0); });
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
`;

// ---------------------------------------------------------------------------------------
// smtp-source
// ---------------------------------------------------------------------------------------

export interface SmtpSourceRun {
  elapsedMs: number;
  exit: string;
  timedOut: boolean;
  stderr: string;
}

/** Runs smtp-source with `args` (bounded by timeoutMs: then SIGKILL). */
export function runSmtpSource(args: string[], timeoutMs: number): Promise<SmtpSourceRun> {
  return new Promise((resolve) => {
    const t0 = nowMs();
    // BENCH_LOAD_CPUS: the load generator held to these CPUs (taskset -c), as the daemons are with BENCH_DAEMON_CPUS.
    const cpus = process.env.BENCH_LOAD_CPUS;
    const proc = cpus ? spawn('taskset', ['-c', cpus, SMTP_SOURCE, ...args], { stdio: ['ignore', 'ignore', 'pipe'] })
      : spawn(SMTP_SOURCE, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    proc.stderr.setEncoding('utf8');
    proc.stderr.on('data', (c: string) => {
      if (stderr.length < 4000) stderr += c;
    });
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      proc.kill('SIGKILL');
    }, timeoutMs);
    proc.once('exit', (code, signal) => {
      clearTimeout(timer);
      resolve({ elapsedMs: nowMs() - t0, exit: String(code ?? signal), timedOut, stderr: stderr.trim() });
    });
  });
}

// ---------------------------------------------------------------------------------------
// RSS of another process, from /proc
// ---------------------------------------------------------------------------------------

function statusKb(pid: number, field: string): number {
  try {
    const m = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) : Number.NaN;
  } catch {
    return Number.NaN;
  }
}

/** Samples /proc/<pid>/status VmRSS every intervalMs; the kernel's VmHWM cross-checks the peak. */
export class ProcRss {
  readonly samples: Array<{ t: number; mb: number }> = [];
  private timer: NodeJS.Timeout | null = null;
  private t0 = 0;

  constructor(readonly pid: number, private readonly intervalMs = 200) {}

  start(): this {
    this.t0 = nowMs();
    this.sample();
    this.timer = setInterval(() => this.sample(), this.intervalMs);
    return this;
  }

  stop(): this {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    this.sample();
    return this;
  }

  sample(): void {
    const kb = statusKb(this.pid, 'VmRSS');
    if (Number.isFinite(kb)) this.samples.push({ t: nowMs() - this.t0, mb: kb / 1024 });
  }

  get peakMb(): number {
    return this.samples.reduce((m, s) => Math.max(m, s.mb), 0);
  }

  /** The sample closest to a fraction (0..1) of the sampled span. */
  at(fraction: number): number {
    if (this.samples.length === 0) return Number.NaN;
    const span = this.samples[this.samples.length - 1]!.t;
    const target = span * fraction;
    let best = this.samples[0]!;
    for (const s of this.samples) if (Math.abs(s.t - target) < Math.abs(best.t - target)) best = s;
    return best.mb;
  }

  /** The kernel's high-water mark of the process's RSS (VmHWM), MB. */
  hwmMb(): number {
    return statusKb(this.pid, 'VmHWM') / 1024;
  }
}

/** Clock ticks per second of /proc/<pid>/stat times (USER_HZ; 100 on Linux). */
const USER_HZ = (() => {
  const r = spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' });
  const n = Number(r.stdout?.trim());
  return Number.isFinite(n) && n > 0 ? n : 100;
})();

/**
 * CPU time (user + system, ms) a process has used so far, all threads (`tid` omitted), or one
 * thread (`tid` = pid is the main thread). CPU per message is much steadier than throughput
 * on a machine shared with other work. NaN once the process is gone.
 */
export function procCpuMs(pid: number, tid?: number, which: 'all' | 'sys' = 'all'): number {
  try {
    const stat = readFileSync(tid === undefined ? `/proc/${pid}/stat` : `/proc/${pid}/task/${tid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // fields[0] is field 3 (state); utime and stime are fields 14 and 15.
    const ticks = which === 'sys' ? Number(fields[12]) : Number(fields[11]) + Number(fields[12]);
    return (ticks * 1000) / USER_HZ;
  } catch {
    return Number.NaN;
  }
}

/** Bytes a process has passed to write()-family calls so far (`wchar` of /proc/<pid>/io: files and sockets). */
export function procWriteBytes(pid: number): number {
  try {
    const m = /^wchar:\s+(\d+)/m.exec(readFileSync(`/proc/${pid}/io`, 'utf8'));
    return m ? Number(m[1]) : Number.NaN;
  } catch {
    return Number.NaN;
  }
}

/**
 * Idle time of the whole machine so far, and time the hypervisor ran something else while
 * this machine wanted its CPUs (steal): ms, all CPUs together, from /proc/stat.
 */
export function machineTimesMs(): { idle: number; steal: number } {
  const cpu = readFileSync('/proc/stat', 'utf8').split('\n', 1)[0]!.trim().split(/\s+/);
  return { idle: ((Number(cpu[4]) + Number(cpu[5])) * 1000) / USER_HZ, steal: (Number(cpu[8] ?? 0) * 1000) / USER_HZ };
}

/**
 * CPU used by a process between start() and stop(): the whole process and its main thread;
 * and the machine's idle and steal time meanwhile.
 */
export class CpuMeter {
  private start0 = { all: 0, main: 0, sys: 0, written: 0, idle: 0, steal: 0 };
  result = { allMs: Number.NaN, mainMs: Number.NaN, sysMs: Number.NaN, writeBytes: Number.NaN, machineIdleMs: Number.NaN, machineStealMs: Number.NaN };
  constructor(readonly pid: number) {}
  private read() {
    return {
      all: procCpuMs(this.pid), main: procCpuMs(this.pid, this.pid), sys: procCpuMs(this.pid, undefined, 'sys'),
      written: procWriteBytes(this.pid), ...machineTimesMs(),
    };
  }
  start(): this {
    this.start0 = this.read();
    return this;
  }
  stop(): this {
    const now = this.read();
    this.result = {
      allMs: now.all - this.start0.all, mainMs: now.main - this.start0.main,
      sysMs: now.sys - this.start0.sys, writeBytes: now.written - this.start0.written,
      machineIdleMs: now.idle - this.start0.idle, machineStealMs: now.steal - this.start0.steal,
    };
    return this;
  }
}

// ---------------------------------------------------------------------------------------
// SMTP: the shared raw client (test-support/smtp.ts), pipelined, timing the end of DATA
// ---------------------------------------------------------------------------------------

export type SmtpReply = Reply;

/** The message id in Inboxkit's `250 2.6.0 OK: stored as msg_…` (or the baseline's `row_…`). */
export function storedId(reply: SmtpReply): string | null {
  return /stored as (\S+)/.exec(reply.text)?.[1] ?? null;
}

/**
 * Sends `count` messages at a steady `rate` (messages/s) over `connections` SMTP connections
 * (open loop: message i is due at start + i/rate; a connection still busy makes it late, which
 * is counted). `onSent` gets each outcome. Bounded by count and by maxMs.
 */
export async function sendAtRate(options: {
  port: number;
  connections: number;
  rate: number;
  count: number;
  maxMs: number;
  from: string;
  /** The recipient, or one per message. */
  to: string | ((i: number) => string);
  message: (i: number) => string;
  onSent: (i: number, outcome: { reply: SmtpReply; tDot: number; tReply: number; lateMs: number }) => void;
}): Promise<{ sent: number; failed: number; lateOver5ms: number; lateP50Ms: number; elapsedMs: number; errors: string[] }> {
  const conns = await Promise.all(Array.from({ length: options.connections }, () => openSession(options.port, 'bench.test')));
  const interval = 1000 / options.rate;
  const t0 = nowMs() + 20;
  const deadline = t0 + options.maxMs;
  let next = 0;
  let sent = 0;
  let failed = 0;
  let late = 0;
  const lateness: number[] = [];
  const errors: string[] = [];
  const worker = async (conn: SmtpTalk) => {
    for (;;) {
      const i = next++;
      if (i >= options.count || nowMs() > deadline) return;
      const due = t0 + i * interval;
      const wait = due - nowMs();
      if (wait > 0) await sleep(wait);
      const lateMs = Math.max(0, nowMs() - due);
      if (lateMs > 5) late++;
      lateness.push(lateMs);
      try {
        const to = typeof options.to === 'string' ? options.to : options.to(i);
        const outcome = await conn.pipelined(options.from, to, options.message(i), nowMs);
        if (outcome.reply.code === 250) sent++;
        else {
          failed++;
          if (errors.length < 5) errors.push(`${outcome.reply.code} ${outcome.reply.text}`);
        }
        options.onSent(i, { ...outcome, lateMs });
      } catch (error) {
        failed++;
        if (errors.length < 5) errors.push((error as Error).message);
        return;
      }
    }
  };
  await Promise.all(conns.map(worker));
  const elapsedMs = nowMs() - t0;
  await Promise.all(conns.map((c) => c.quit()));
  lateness.sort((a, b) => a - b);
  return { sent, failed, lateOver5ms: late, lateP50Ms: lateness[lateness.length >> 1] ?? 0, elapsedMs, errors };
}

/**
 * A realistic ~4 KB transactional message (text and HTML alternatives, a code and two links)
 * with the given subject.
 */
export function sampleMessage(subject: string, to: string, i: number): string {
  const code = String(100000 + ((i * 7919) % 900000));
  const para = 'We received a request to sign in to your Acme Cloud account from a new device. '
    + 'If this was you, enter the code below to continue. The code expires in 10 minutes. ';
  const text = `Hi Ada,\n\n${para.repeat(4)}\n\nYour verification code is ${code}\n\n`
    + `Or open https://acme.example/verify?token=${i.toString(36)}abcdef to confirm.\n\n`
    + `If this wasn't you, reset your password at https://acme.example/reset.\n\n— The Acme Cloud team\n`;
  const html = `<!doctype html><html><body style="font-family:Arial,sans-serif">`
    + `<table width="100%"><tr><td><p>Hi Ada,</p><p>${para.repeat(4)}</p>`
    + `<p style="font-size:24px;letter-spacing:4px"><b>${code}</b></p>`
    + `<p><a href="https://acme.example/verify?token=${i.toString(36)}abcdef">Verify this sign-in</a></p>`
    + `<p>If this wasn't you, <a href="https://acme.example/reset">reset your password</a>.</p>`
    + `<p style="color:#888">— The Acme Cloud team · <a href="https://acme.example/unsubscribe">Unsubscribe</a></p>`
    + `</td></tr></table></body></html>`;
  const boundary = `b${i}x`;
  return [
    'From: "Acme Cloud" <no-reply@acme.example>',
    `To: <${to}>`,
    `Subject: ${subject}`,
    `Message-ID: <bench-${i}-${Date.now()}@acme.example>`,
    `Date: ${new Date().toUTCString()}`,
    'MIME-Version: 1.0',
    `Content-Type: multipart/alternative; boundary="${boundary}"`,
    '',
    `--${boundary}`,
    'Content-Type: text/plain; charset=utf-8',
    'Content-Transfer-Encoding: 8bit',
    '',
    text,
    `--${boundary}`,
    'Content-Type: text/html; charset=utf-8',
    'Content-Transfer-Encoding: 8bit',
    '',
    html,
    `--${boundary}--`,
    '',
  ].join('\r\n');
}

// ---------------------------------------------------------------------------------------
// HTTP helpers
// ---------------------------------------------------------------------------------------

/** One GET; resolves with the status and body. */
export function httpGet(url: string, headers: Record<string, string>, agent: http.Agent): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { headers, agent }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      res.on('error', reject);
    });
    req.setTimeout(10_000, () => req.destroy(new Error('GET timed out')));
    req.on('error', reject);
  });
}

/** Formats a list of per-round values for the stderr notes. */
export function list(values: number[], digits = 0): string {
  return values.map((v) => v.toFixed(digits)).join(', ');
}

/**
 * Runs each variant once per round, the order rotating by one every round (two variants:
 * A B, B A, A B, …), so drift in machine load hits all of them alike. Per-variant results.
 */
export async function alternate<K extends string, T>(
  variants: Record<K, () => Promise<T>>, rounds: number, onResult?: (name: K, round: number, result: T) => void,
): Promise<Record<K, T[]>> {
  const names = Object.keys(variants) as K[];
  const out = Object.fromEntries(names.map((n) => [n, [] as T[]])) as unknown as Record<K, T[]>;
  for (let round = 0; round < rounds; round++) {
    for (let i = 0; i < names.length; i++) {
      const name = names[(i + round) % names.length]!;
      const result = await variants[name]();
      out[name].push(result);
      onResult?.(name, round, result);
    }
  }
  return out;
}
