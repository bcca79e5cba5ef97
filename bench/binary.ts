/**
 * The single binary (issue 17): how long `npm run build:binary`'s build takes, how large the
 * binary is, and the time from exec to `/health` answering 200, against the same daemon started
 * from the built packages in the same run.
 *
 * Variants, alternating every round (fresh process, fresh data directory, two free ports):
 *  - `binary`: dist/inboxkit-linux-x64 as built (V8 code cache in the blob);
 *  - `binary_no_code_cache`: the same built with --no-code-cache;
 *  - `node_dist`: `node packages/daemon/dist/cli.js serve` (the baseline the issue names);
 *  - `node_bin`: the same with the `inboxkit` bin's `--max-semi-space-size=2`.
 * From exec, `/health` is polled every 2 ms until it answers 200; the main thread's CPU time
 * and the RSS are read then (CPU time, unlike the wall clock, is not stretched by waiting for a
 * core on a shared machine), and the
 * parse workers' warm-up time is taken from the daemon's line (the pool runs in the binary too,
 * from the worker script among its assets).
 * Rounds: BINARY_ROUNDS (default 10). Builds: BINARY_BUILDS (default 3).
 *
 *   npm run bench -- binary
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import * as http from 'node:http';
import * as net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT, median, note, nowMs, report } from './_lib.js';
import { DAEMON_CLI, alternate, buildPackages, list, procCpuMs } from './_daemon.js';

const ROUNDS = Number(process.env.BINARY_ROUNDS ?? 10);
const BUILDS = Number(process.env.BINARY_BUILDS ?? 3);
const work = mkdtempSync(join(tmpdir(), 'ik-bench-binary-'));

function build(out: string, extra: string[] = []): number {
  const t0 = nowMs();
  const r = spawnSync(process.execPath, [join(ROOT, 'scripts/build-binary.mjs'), '--out', out, ...extra], { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`build-binary failed:\n${r.stderr}`);
  return nowMs() - t0;
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

function healthOk(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const req = http.get({ host: '127.0.0.1', port, path: '/health', agent: false }, (res) => {
      res.resume();
      resolve(res.statusCode === 200);
    });
    req.on('error', () => resolve(false));
  });
}

const rssMb = (pid: number) => {
  try {
    const m = /^VmRSS:\s+(\d+)/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) / 1024 : Number.NaN;
  } catch {
    return Number.NaN;
  }
};

/** Exec → /health 200, in ms, the RSS then, and the parse workers' warm-up as the daemon reports it. */
async function startToHealth(command: string, args: string[]): Promise<{ ms: number; cpuMs: number; rss: number; warmMs: number }> {
  const dir = mkdtempSync(join(work, 'data-'));
  const [httpPort, smtpPort] = [await freePort(), await freePort()];
  const env = Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith('INBOXKIT_') && k !== 'NODE_OPTIONS'));
  const t0 = nowMs();
  const child = spawn(command, [...args, 'serve', '--data-dir', dir, '--http-port', String(httpPort), '--smtp-port', String(smtpPort)], {
    env, stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr!.setEncoding('utf8').on('data', (d: string) => (stderr += d));
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`${command} exited (${child.exitCode})`);
      if (await healthOk(httpPort)) break;
      if (nowMs() - t0 > 30_000) throw new Error(`${command}: no /health within 30 s`);
      await new Promise((r) => setTimeout(r, 2));
    }
    const ms = nowMs() - t0;
    const cpuMs = procCpuMs(child.pid!, child.pid!);
    const rss = rssMb(child.pid!);
    const warm = () => /parse workers warm after (\d+) ms/.exec(stderr);
    while (!warm() && nowMs() - t0 < 30_000) await new Promise((r) => setTimeout(r, 10));
    return { ms, cpuMs, rss, warmMs: Number(warm()?.[1] ?? Number.NaN) };
  } finally {
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await exited;
    rmSync(dir, { recursive: true, force: true });
  }
}

try {
  buildPackages();
  const binary = join(work, 'inboxkit-linux-x64');
  const builds: number[] = [];
  for (let i = 0; i < BUILDS; i++) builds.push(build(binary));
  note(`builds: ${list(builds)} ms`);
  report('binary_build_s', median(builds) / 1000);
  report('binary_size_mib', statSync(binary).size / 1024 / 1024);
  report('node_size_mib', statSync(process.execPath).size / 1024 / 1024);
  const noCache = join(work, 'no-code-cache', 'inboxkit-linux-x64');
  build(noCache, ['--no-code-cache']);

  const results = await alternate({
    binary: () => startToHealth(binary, []),
    binary_no_code_cache: () => startToHealth(noCache, []),
    node_dist: () => startToHealth(process.execPath, [DAEMON_CLI]),
    node_bin: () => startToHealth(process.execPath, ['--max-semi-space-size=2', DAEMON_CLI]),
  }, ROUNDS, (name, round, r) => note(`round ${round} ${name}: ${r.ms.toFixed(0)} ms, main thread CPU ${r.cpuMs.toFixed(0)} ms, ${r.rss.toFixed(1)} MB`));
  for (const [name, runs] of Object.entries(results)) {
    note(`${name}: ${list(runs.map((r) => r.ms))} ms`);
    note(`${name} CPU: ${list(runs.map((r) => r.cpuMs))} ms`);
    report(`${name}_start_to_health_ms`, median(runs.map((r) => r.ms)));
    report(`${name}_start_to_health_main_cpu_ms`, median(runs.map((r) => r.cpuMs)));
    report(`${name}_rss_at_health_mb`, median(runs.map((r) => r.rss)));
    report(`${name}_parse_workers_warm_ms`, median(runs.map((r) => r.warmMs)));
  }
  const ms = (name: keyof typeof results) => median(results[name].map((r) => r.ms));
  const cpu = (name: keyof typeof results) => median(results[name].map((r) => r.cpuMs));
  report('binary_vs_node_dist_start_ratio', ms('binary') / ms('node_dist'));
  report('binary_vs_node_dist_start_cpu_ratio', cpu('binary') / cpu('node_dist'));
  report('binary_code_cache_start_ratio', ms('binary') / ms('binary_no_code_cache'));
  report('binary_code_cache_start_cpu_ratio', cpu('binary') / cpu('binary_no_code_cache'));
} finally {
  rmSync(work, { recursive: true, force: true });
}
