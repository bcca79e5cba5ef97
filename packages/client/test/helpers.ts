// Shared test helpers: the real daemon in-process, mail over real SMTP, the CLI in-process
// (runClientCommand, as the bin script runs it) and once as a child process, a sleep that
// reports when a wait is polling, and temp dirs.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { PassThrough, Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { createTransport } from 'nodemailer';
import { startDaemon, type DaemonHandle, type StartDaemonOptions } from '@inboxkit/daemon';
import { runClientCommand, type ClientCommandIo } from '../src/cli/index.js';
import { until } from '../../../test-support/wait.js';

export const REPO_ROOT = resolve(fileURLToPath(new URL('../../..', import.meta.url)));
const CLIENT_DIR = join(REPO_ROOT, 'packages/client');

export function tempDir(prefix = 'inboxkit-client-'): { dir: string; cleanup: () => void } {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  return { dir, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

export interface TestDaemon {
  daemon: DaemonHandle;
  url: string;
  /** An API key of the default account with every scope. */
  key: string;
  /** Sends one mail over the daemon's SMTP port with nodemailer. */
  send(mail: { to: string; subject?: string; text?: string; html?: string; from?: string }): Promise<void>;
  stop(): Promise<void>;
}

export async function startTestDaemon(options: StartDaemonOptions = {}): Promise<TestDaemon> {
  const { dir, cleanup } = tempDir('inboxkit-client-daemon-');
  const daemon = await startDaemon({ dataDir: dir, host: '127.0.0.1', httpPort: 0, smtpPort: 0, ...options });
  // Awaited, so this works while core's storage calls are synchronous and once they return promises.
  const account = await daemon.service.accounts.ensure('default');
  const key = (await daemon.service.apiKeys.create(account.id, {})).secret;
  const transport = createTransport({ host: '127.0.0.1', port: daemon.smtp.port, secure: false, pool: false });
  let stopped = false;
  return {
    daemon,
    url: daemon.http.url,
    key,
    async send(mail) {
      await transport.sendMail({ from: 'sender@example.com', ...mail });
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      transport.close();
      await daemon.stop();
      cleanup();
    },
  };
}

export function otpMail(to: string, code: string, n = 0) {
  return { to, subject: `Your sign-in code (${n})`, text: `Hello,\n\nYour verification code is ${code}.\nIt expires in 10 minutes.\n` };
}

export interface CliResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** A stream that keeps what is written, synchronously (nothing is still in flight when the command resolves). */
function collector(onWrite?: (text: string) => void): { stream: Writable; text: () => string } {
  let text = '';
  const stream = new Writable({
    decodeStrings: false,
    write(chunk: string | Buffer, _encoding, callback) {
      text += typeof chunk === 'string' ? chunk : chunk.toString('utf8');
      onWrite?.(text);
      callback();
    },
  });
  return { stream, text: () => text };
}

export interface CliOptions {
  /** What the command reads on stdin (then EOF). Default empty. */
  stdin?: string;
  /** The client's sleep between retries. */
  sleep?: ClientCommandIo['sleep'];
  /** Ends a command that runs until stopped (tail). */
  signal?: AbortSignal;
  /** Called with stdout's text so far after every write (to see a line appear). */
  onStdout?: (text: string) => void;
}

/**
 * One CLI command, in this process: runClientCommand, the function the bin script runs,
 * with in-memory stdin/stdout/stderr and exactly the given environment (nothing of this
 * process's INBOXKIT_* or XDG_CONFIG_HOME leaks in). Resolves with the exit code the bin
 * script would exit with.
 */
export async function runCli(args: string[], env: Record<string, string | undefined>, options: CliOptions = {}): Promise<CliResult> {
  const stdin = new PassThrough();
  const stdout = collector(options.onStdout);
  const stderr = collector();
  stdin.end(options.stdin ?? '');
  try {
    const code = await runClientCommand(args, {
      stdin, stdout: stdout.stream, stderr: stderr.stream, env: { ...env }, ...(options.sleep ? { sleep: options.sleep } : {}),
      ...(options.signal ? { signal: options.signal } : {}),
    });
    return { code, stdout: stdout.text(), stderr: stderr.text() };
  } finally {
    stdin.destroy();
  }
}

/** Environment for the CLI child: no INBOXKIT_* or XDG_CONFIG_HOME leaking in from the runner. */
export function cliEnv(env: Record<string, string | undefined>): Record<string, string> {
  const base = Object.fromEntries(Object.entries(process.env).filter(([k, v]) => !k.startsWith('INBOXKIT_') && k !== 'XDG_CONFIG_HOME' && v !== undefined)) as Record<string, string>;
  const extra = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined)) as Record<string, string>;
  return { ...base, NO_COLOR: '1', ...extra };
}

/**
 * How to start the real bin script: the built packages/client/dist/cli/main.js when the
 * build is up to date (every source file has a built counterpart, and none was changed after
 * the last `tsc -b`, which rewrites dist/.tsbuildinfo), else src/cli/main.ts through tsx.
 * A stale dist would test old code, so it is not used.
 */
export function binCommand(): { argv: string[]; from: 'dist' | 'src' } {
  const src = join(CLIENT_DIR, 'src');
  const dist = join(CLIENT_DIR, 'dist');
  const buildInfo = join(dist, '.tsbuildinfo');
  const builtAt = existsSync(buildInfo) ? statSync(buildInfo).mtimeMs : 0;
  const upToDate = (dir: string): boolean => readdirSync(dir, { withFileTypes: true }).every((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return upToDate(path);
    if (!entry.name.endsWith('.ts')) return true;
    return statSync(path).mtimeMs <= builtAt && existsSync(join(dist, relative(src, path)).replace(/\.ts$/, '.js'));
  });
  const main = join(dist, 'cli', 'main.js');
  if (builtAt > 0 && existsSync(main) && upToDate(src)) return { argv: [main], from: 'dist' };
  return { argv: ['--conditions=source', '--import', 'tsx', join(src, 'cli', 'main.ts')], from: 'src' };
}

/** Runs the bin script as a child process (the one end-to-end smoke test). */
export function spawnBin(args: string[], env: Record<string, string | undefined>, stdin = ''): Promise<CliResult & { from: 'dist' | 'src' }> {
  const { argv, from } = binCommand();
  const child = spawn(process.execPath, [...argv, ...args], { cwd: REPO_ROOT, env: cliEnv(env), stdio: ['pipe', 'pipe', 'pipe'] });
  child.stdin.end(stdin);
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (d: string) => (stdout += d));
  child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
  return new Promise((resolveDone, rejectDone) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
    child.on('error', (error) => {
      clearTimeout(timer);
      rejectDone(error);
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      resolveDone({ code, stdout, stderr, from });
    });
  });
}

/**
 * Resolves once the daemon holds `count` waits (the client's wait reached the server and is
 * waiting there); rejects when `wait` settles first, so a test never hangs here. Mail sent
 * after this arrives while the wait is held, with no guessing at how long it takes to start.
 */
export async function whenHeld(d: TestDaemon, wait: Promise<unknown>, count = 1): Promise<void> {
  let settled = false;
  void wait.then(() => { settled = true; }, () => { settled = true; });
  await until(() => {
    if (settled) throw new Error('the wait settled before it was held');
    return d.daemon.service.heldWaits() >= count;
  }, { timeoutMs: 10_000, what: `the daemon holds ${count} wait(s)` });
}
