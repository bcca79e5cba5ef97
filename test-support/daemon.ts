// The `inboxkit` command as its own process, for the tests, faults and benches: which file to
// start (the build when it is current, else the source through tsx), a one-shot command run to
// its end, and `serve` on free ports over a temporary data directory, resolved once it printed
// its addresses and stopped with SIGTERM reporting its exit code and stderr.
import { spawn, type ChildProcess, type ChildProcessByStdio } from 'node:child_process';
import { EventEmitter } from 'node:events';
import { closeSync, existsSync, mkdtempSync, openSync, readdirSync, readSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import type { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { until } from './wait.js';

export const REPO_ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)));
export const CLI_SOURCE = 'packages/daemon/src/cli.ts';
export const CLI_DIST = 'packages/daemon/dist/cli.js';

/** A fresh directory under the system's temp dir, and its removal. */
export function tempDir(prefix = 'inboxkit-daemon-'): { dir: string; cleanup: () => void } {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  return { dir, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

/**
 * Whether packages/<name>/dist is the build of its src: every source file has a built
 * counterpart and none was changed after the last `tsc -b` (which rewrites dist/.tsbuildinfo).
 */
function builtUpToDate(name: string): boolean {
  const src = join(REPO_ROOT, 'packages', name, 'src');
  const dist = join(REPO_ROOT, 'packages', name, 'dist');
  const buildInfo = join(dist, '.tsbuildinfo');
  if (!existsSync(buildInfo)) return false;
  const builtAt = statSync(buildInfo).mtimeMs;
  const upToDate = (dir: string): boolean => readdirSync(dir, { withFileTypes: true }).every((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return upToDate(path);
    if (!entry.name.endsWith('.ts')) return true;
    return statSync(path).mtimeMs <= builtAt && existsSync(join(dist, relative(src, path)).replace(/\.ts$/, '.js'));
  });
  return upToDate(src);
}

let built: boolean | undefined;

/**
 * How to start the `inboxkit` CLI: the built packages/daemon/dist/cli.js with plain node when
 * the build is up to date (the daemon's dist and the core and client dists it imports), else
 * src/cli.ts through tsx. A stale dist would test old code, so it is not used; `npm test`
 * builds first, so there every command starts from dist, without compiling TypeScript per
 * process (and with the parse worker pool the shipped daemon has). `'src'` forces the source,
 * `'dist'` the build whatever its age (what a user runs; the benches and the fault suite).
 */
export function cliCommand(from: 'auto' | 'src' | 'dist' = 'auto'): { argv: string[]; from: 'dist' | 'src' } {
  if (from === 'dist') return { argv: [join(REPO_ROOT, CLI_DIST)], from: 'dist' };
  built ??= ['core', 'client', 'daemon'].every(builtUpToDate);
  if (built && from !== 'src') return { argv: [join(REPO_ROOT, CLI_DIST)], from: 'dist' };
  return { argv: ['--conditions=source', '--import', 'tsx', join(REPO_ROOT, CLI_SOURCE)], from: 'src' };
}

/**
 * The environment of a child: this process's without INBOXKIT_* (the runner's settings are
 * not the child's), NO_COLOR=1, then `env`, where undefined removes a variable.
 */
export function childEnv(env: Record<string, string | undefined> = {}): NodeJS.ProcessEnv {
  const out: NodeJS.ProcessEnv = Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith('INBOXKIT_')));
  out.NO_COLOR = '1';
  for (const [k, v] of Object.entries(env)) {
    if (v === undefined) delete out[k];
    else out[k] = v;
  }
  return out;
}

export type CliProcess = ChildProcessByStdio<null, Readable, Readable>;

/** Runs the CLI as `inboxkit <args>` (from dist when it is up to date, see cliCommand). */
export function spawnCli(args: string[], env: Record<string, string | undefined> = {}): CliProcess {
  return spawn(process.execPath, [...cliCommand().argv, ...args], { cwd: REPO_ROOT, env: childEnv(env), stdio: ['ignore', 'pipe', 'pipe'] });
}

/** Runs the CLI to completion (SIGKILL after timeoutMs). */
export async function runCli(args: string[], env: Record<string, string | undefined> = {}, timeoutMs = 30_000): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawnCli(args, env);
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (d: string) => (stdout += d));
  child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
  const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
  const code = await new Promise<number | null>((done) => child.on('close', (c) => done(c)));
  clearTimeout(timer);
  return { code, stdout, stderr };
}

/**
 * The SMTP port and HTTP URL from a daemon's start-up log (`inboxkit serve` prints both lines
 * on stderr once it listens on 127.0.0.1), or null while either is still missing.
 */
export function startedAddresses(log: string): { smtpPort: number; httpUrl: string } | null {
  const smtp = /inboxkit: SMTP listening on 127\.0\.0\.1:(\d+)/.exec(log);
  const http = /inboxkit: HTTP API on (http:\/\/127\.0\.0\.1:\d+)/.exec(log);
  return smtp && http ? { smtpPort: Number(smtp[1]), httpUrl: http[1]! } : null;
}

export interface ServeOptions {
  /** More `serve` flags, after the data directory, host and ports. */
  args?: string[];
  /**
   * The data directory (`--data-dir`): default a new temporary one, removed once the daemon
   * stopped; false passes none (the args name a `--database`, or the environment a directory).
   */
  dataDir?: string | false;
  /** Over this process's environment minus INBOXKIT_* (see childEnv); undefined removes. */
  env?: Record<string, string | undefined>;
  /** Which CLI: 'auto' (default; see cliCommand), 'src' or 'dist'. */
  cli?: 'auto' | 'src' | 'dist';
  /** Another checkout's built CLI instead (a bench's base line). */
  cliPath?: string;
  /**
   * Another script that serves and prints the same address lines, run as `node <script…> <args>`
   * (no `serve`, data directory, host or port flags added).
   */
  script?: string[];
  /** node flags before the script. */
  nodeArgs?: string[];
  /** `--host`: default 127.0.0.1 (the address lines are read for it); false passes none. */
  host?: string | false;
  /** Default the repository root. */
  cwd?: string;
  /** Lines the start waits for after both addresses (e.g. /parse workers warm/), in any order. */
  ready?: RegExp[];
  /** For the whole start; default 30,000 ms. */
  timeoutMs?: number;
  /** stderr appended to this file instead of a pipe, read only until the daemon is ready. */
  stderrFile?: string;
}

export interface Stopped {
  code: number | null;
  signal: NodeJS.Signals | null;
  /** Everything the daemon wrote to stderr (with stderrFile: up to its start). */
  stderr: string;
}

export interface ServedDaemon {
  readonly child: ChildProcess;
  readonly pid: number;
  /** The data directory, or null with `dataDir: false`. */
  readonly dir: string | null;
  readonly smtpPort: number;
  readonly httpUrl: string;
  /** The matches of `ready`, in its order. */
  readonly readyLines: RegExpExecArray[];
  stderr(): string;
  stdout(): string;
  /** Resolves once stderr matches `pattern`, checked on each chunk; rejects when the process exits first. */
  waitFor(pattern: RegExp, timeoutMs?: number): Promise<RegExpExecArray>;
  readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** `signal` (SIGTERM), SIGKILL after graceMs when given; resolves once it exited, temp dir removed. */
  stop(options?: { signal?: NodeJS.Signals; graceMs?: number }): Promise<Stopped & { forced: boolean }>;
  /** SIGKILL, resolved once the process is gone (the data directory kept, for a restart). */
  kill9(): Promise<void>;
}

/**
 * `inboxkit serve --data-dir DIR --host 127.0.0.1 --smtp-port 0 --http-port 0 …args` as its
 * own process; resolves once it printed both addresses (and the `ready` lines), rejects with
 * its stderr when it exits first or takes longer than timeoutMs (and is then killed).
 *
 *     const d = await serveDaemon({ env: { INBOXKIT_API_KEY: key } });
 *     await fetch(`${d.httpUrl}/health`);
 *     const { code, stderr } = await d.stop();
 */
export async function serveDaemon(options: ServeOptions = {}): Promise<ServedDaemon> {
  const temp = options.dataDir === undefined ? tempDir() : null;
  const dir = options.dataDir === false ? null : (options.dataDir ?? temp!.dir);
  const serveArgv = [
    ...(options.cliPath ? [options.cliPath] : cliCommand(options.cli ?? 'auto').argv), 'serve',
    ...(dir ? ['--data-dir', dir] : []), ...(options.host === false ? [] : ['--host', options.host ?? '127.0.0.1']), '--smtp-port', '0', '--http-port', '0',
  ];
  const argv = [...(options.nodeArgs ?? []), ...(options.script ?? serveArgv), ...(options.args ?? [])];
  const errFd = options.stderrFile ? openSync(options.stderrFile, 'a') : null;
  const child = spawn(process.execPath, argv, { cwd: options.cwd ?? REPO_ROOT, env: childEnv(options.env), stdio: ['ignore', 'pipe', errFd ?? 'pipe'] });
  if (errFd !== null) closeSync(errFd);
  let err = '';
  let out = '';
  // 'output' on each chunk and on exit: what the waits check again on.
  const changes = new EventEmitter().setMaxListeners(0);
  child.stdout!.setEncoding('utf8').on('data', (d: string) => {
    out += d;
    changes.emit('output');
  });
  let stopFollowing = () => {};
  if (child.stderr) {
    child.stderr.setEncoding('utf8').on('data', (d: string) => {
      err += d;
      changes.emit('output');
    });
  } else if (options.stderrFile) {
    // As `serve 2>>file` would: the start-up lines are read from the file every 20 ms until
    // the daemon is ready, nothing after (a bench's daemon then costs the bench nothing).
    const fd = openSync(options.stderrFile, 'r');
    const buf = Buffer.alloc(64 * 1024);
    let timer = setTimeout(function follow() {
      let n: number;
      while ((n = readSync(fd, buf, 0, buf.length, null)) > 0) err += buf.toString('utf8', 0, n);
      changes.emit('output');
      timer = setTimeout(follow, 20);
    }, 0);
    stopFollowing = () => {
      clearTimeout(timer);
      stopFollowing = () => {};
      closeSync(fd);
    };
  }
  let gone = false;
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((done) => child.once('exit', (code, signal) => {
    gone = true;
    stopFollowing();
    changes.emit('output');
    done({ code, signal });
  }));
  const waitFor = (pattern: RegExp, timeoutMs = 30_000) => until(() => {
    const found = pattern.exec(err);
    if (!found && gone) throw new Error(`inboxkit exited (${child.exitCode ?? child.signalCode}) before printing ${pattern}:\n${err}`);
    return found;
  }, { what: () => `${pattern} on the daemon's stderr:\n${err}`, on: [changes, 'output'], timeoutMs });
  const timeoutMs = options.timeoutMs ?? 30_000;
  let started: { smtpPort: number; httpUrl: string };
  let readyLines: RegExpExecArray[];
  try {
    started = await until(() => {
      const found = startedAddresses(err);
      if (!found && gone) throw new Error(`inboxkit serve exited (${child.exitCode ?? child.signalCode}) before it started:\n${err}`);
      return found;
    }, { what: () => `inboxkit serve printed its addresses:\n${err}`, on: [changes, 'output'], timeoutMs });
    readyLines = await Promise.all((options.ready ?? []).map((p) => waitFor(p, timeoutMs)));
  } catch (error) {
    child.kill('SIGKILL');
    await exited;
    temp?.cleanup();
    throw error;
  }
  stopFollowing();
  const running = () => child.exitCode === null && child.signalCode === null;
  return {
    child,
    pid: child.pid!,
    dir,
    ...started,
    readyLines,
    stderr: () => err,
    stdout: () => out,
    waitFor,
    exited,
    async stop({ signal = 'SIGTERM', graceMs }: { signal?: NodeJS.Signals; graceMs?: number } = {}) {
      let forced = false;
      if (running()) child.kill(signal);
      const timer = graceMs === undefined ? undefined : setTimeout(() => {
        forced = true;
        child.kill('SIGKILL');
      }, graceMs);
      const result = await exited;
      clearTimeout(timer);
      temp?.cleanup();
      return { ...result, stderr: err, forced };
    },
    async kill9() {
      if (running()) child.kill('SIGKILL');
      await exited;
    },
  };
}
