// The daemon as its own process, as users run it: the fault suite kills it with SIGKILL,
// reads its RSS from /proc and keeps the attacker's CPU out of its event loop. Two ways to
// start one: `serve` runs the built CLI (`inboxkit serve`), `child` runs daemon-child.mjs
// with startDaemon options (shorter timeouts for short runs).
import { readFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { join } from 'node:path';
import { REPO_ROOT, serveDaemon, tempDir, type ServeOptions } from '../../test-support/daemon.js';

export { REPO_ROOT };
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

export const tempDataDir = (prefix = 'inboxkit-faults-') => tempDir(prefix);

/** `inboxkit serve` from packages/daemon/dist on free ports over `dir`. */
export function startServe(dir: string, args: string[] = [], env: Record<string, string> = {}): Promise<DaemonProcess> {
  return launch(dir, { cli: 'dist', dataDir: dir, host: false, args, env: { INBOXKIT_API_KEY: FAULT_KEY, ...env } });
}

/** startDaemon(options) in a child process over `dir` (daemon-child.mjs). */
export function startChild(dir: string, options: Record<string, unknown> = {}): Promise<DaemonProcess> {
  const script = join(REPO_ROOT, 'faults/lib/daemon-child.mjs');
  const json = JSON.stringify({ dataDir: dir, apiKey: FAULT_KEY, ...options });
  return launch(dir, { script: [script], dataDir: false, env: { INBOXKIT_FAULT_OPTIONS: json } });
}

async function launch(dir: string, options: ServeOptions): Promise<DaemonProcess> {
  const daemon = await serveDaemon({ ...options, nodeArgs: NODE_FLAGS });
  const { pid, smtpPort, httpUrl } = daemon;
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
    stderr: daemon.stderr,
    signal: (name) => void daemon.child.kill(name),
    kill9: daemon.kill9,
    stop: async () => (await daemon.stop()).code,
  };
}
