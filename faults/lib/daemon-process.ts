// The daemon as its own process, as users run it: the fault suite kills it with SIGKILL,
// reads its RSS from /proc and keeps the attacker's CPU out of its event loop. Two ways to
// start one: `serve` runs the built CLI (`inboxkit serve`), `child` runs daemon-child.mjs
// with startDaemon options (shorter timeouts for short runs).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startedAddresses } from '../../packages/daemon/test/fixtures/daemon.js';

export const REPO_ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)));
/** A fixed key for the default account (INBOXKIT_API_KEY / apiKey), so a restarted daemon takes the same key. */
export const FAULT_KEY = 'ik_live_faultsuite000000000000000key1';
/** The node flag the shipped bin runs with (see packages/daemon/bin/inboxkit.js). */
const NODE_FLAGS = ['--max-semi-space-size=2', ...(process.env.FAULTS_NODE_FLAGS?.split(' ').filter(Boolean) ?? [])];

export interface ApiReply<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

export interface DaemonProcess {
  readonly pid: number;
  readonly dir: string;
  readonly smtpPort: number;
  readonly httpUrl: string;
  readonly key: string;
  api<T = any>(method: string, path: string, body?: unknown, headers?: Record<string, string>): Promise<ApiReply<T>>;
  /** Resident set size of the daemon process, in MB (VmRSS from /proc). */
  rssMb(): number;
  /** CPU time the daemon process used so far (user + system, all threads), in ms. */
  cpuMs(): number;
  /** Everything it wrote to stderr so far. */
  stderr(): string;
  /** Sends a signal (e.g. SIGUSR2 to a child started with skipAheadMs). */
  signal(name: NodeJS.Signals): void;
  /** SIGKILL, resolved once the process is gone. */
  kill9(): Promise<void>;
  /** SIGTERM, resolved with the exit code once it exited. */
  stop(): Promise<number | null>;
}

/** A TCP port free right now (bound and released), for a daemon that must come back on the same one. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  await new Promise((r) => server.close(r));
  return port;
}

export function tempDataDir(prefix = 'inboxkit-faults-'): { dir: string; cleanup: () => void } {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  return { dir, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

/** `inboxkit serve` from packages/daemon/dist on free ports over `dir`. */
export function startServe(dir: string, args: string[] = [], env: Record<string, string> = {}): Promise<DaemonProcess> {
  const cli = join(REPO_ROOT, 'packages/daemon/dist/cli.js');
  return launch(dir, [...NODE_FLAGS, cli, 'serve', '--data-dir', dir, '--http-port', '0', '--smtp-port', '0', ...args], { INBOXKIT_API_KEY: FAULT_KEY, ...env });
}

/** startDaemon(options) in a child process over `dir` (daemon-child.mjs). */
export function startChild(dir: string, options: Record<string, unknown> = {}): Promise<DaemonProcess> {
  const script = join(REPO_ROOT, 'faults/lib/daemon-child.mjs');
  const json = JSON.stringify({ dataDir: dir, apiKey: FAULT_KEY, ...options });
  return launch(dir, [...NODE_FLAGS, script], { INBOXKIT_FAULT_OPTIONS: json });
}

async function launch(dir: string, argv: string[], env: Record<string, string>): Promise<DaemonProcess> {
  const clean = Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith('INBOXKIT_')));
  const child: ChildProcess = spawn(process.execPath, argv, { cwd: REPO_ROOT, env: { ...clean, NO_COLOR: '1', ...env }, stdio: ['ignore', 'ignore', 'pipe'] });
  let err = '';
  const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
  const { smtpPort, httpUrl } = await new Promise<{ smtpPort: number; httpUrl: string }>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`daemon did not start:\n${err}`)), 30_000);
    child.stderr!.setEncoding('utf8').on('data', (d: string) => {
      err += d;
      const started = startedAddresses(err);
      if (started) {
        clearTimeout(timer);
        resolve(started);
      }
    });
    void exited.then(() => {
      clearTimeout(timer);
      reject(new Error(`daemon exited before it started:\n${err}`));
    });
  });
  const pid = child.pid!;
  return {
    pid,
    dir,
    smtpPort,
    httpUrl,
    key: FAULT_KEY,
    async api(method, path, body, headers = {}) {
      const h: Record<string, string> = { authorization: `Bearer ${FAULT_KEY}`, ...headers };
      if (body !== undefined) h['content-type'] ??= 'application/json';
      const res = await fetch(`${httpUrl}${path}`, { method, headers: h, body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body) });
      const text = await res.text();
      let parsed: unknown = text;
      try {
        parsed = JSON.parse(text);
      } catch { /* not JSON: the text itself */ }
      return { status: res.status, body: parsed as never, headers: res.headers };
    },
    rssMb() {
      const status = readFileSync(`/proc/${pid}/status`, 'utf8');
      const kb = Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? Number.NaN);
      return kb / 1024;
    },
    cpuMs() {
      // Fields 14 and 15 of /proc/<pid>/stat (after the parenthesised name): utime, stime in clock ticks (100 per second on Linux).
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      return (Number(fields[11]) + Number(fields[12])) * 10;
    },
    stderr: () => err,
    signal: (name) => void child.kill(name),
    async kill9() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
}
