// Shared test helpers: the real daemon in-process, mail over real SMTP, the CLI as a child
// process, and temp dirs.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { PassThrough } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { createTransport } from 'nodemailer';
import { startDaemon, type DaemonHandle, type StartDaemonOptions } from '@inboxkit/daemon';
import { runClientCommand } from '../src/cli/index.js';

export const REPO_ROOT = resolve(fileURLToPath(new URL('../../..', import.meta.url)));
export const CLI_MAIN = 'packages/client/src/cli/main.ts';

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
  const key = daemon.service.apiKeys.create(daemon.service.accounts.ensure('default').id, {}).secret;
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

/** Environment for a CLI child: no INBOXKIT_* or XDG_CONFIG_HOME leaking in from the runner. */
export function cliEnv(env: Record<string, string | undefined>): Record<string, string> {
  const base = Object.fromEntries(Object.entries(process.env).filter(([k, v]) => !k.startsWith('INBOXKIT_') && k !== 'XDG_CONFIG_HOME' && v !== undefined)) as Record<string, string>;
  const extra = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined)) as Record<string, string>;
  return { ...base, NO_COLOR: '1', ...extra };
}

/** Spawns `node --conditions=source --import tsx packages/client/src/cli/main.ts ...args`. */
export function spawnCli(args: string[], env: Record<string, string | undefined>, stdin = '') {
  const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', CLI_MAIN, ...args], {
    cwd: REPO_ROOT,
    env: cliEnv(env),
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  child.stdin.end(stdin);
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (d: string) => (stdout += d));
  child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
  const done = new Promise<CliResult>((resolveDone) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolveDone({ code, stdout, stderr });
    });
  });
  return { child, done };
}

export function runCli(args: string[], env: Record<string, string | undefined>, stdin = ''): Promise<CliResult> {
  return spawnCli(args, env, stdin).done;
}

/** runClientCommand in this process with in-memory streams (fast checks of help and usage). */
export async function runInProcess(args: string[], env: Record<string, string | undefined>, stdinText: string | null = ''): Promise<CliResult> {
  const stdin = new PassThrough();
  const stdout = new PassThrough();
  const stderr = new PassThrough();
  let out = '';
  let err = '';
  stdout.setEncoding('utf8').on('data', (d: string) => (out += d));
  stderr.setEncoding('utf8').on('data', (d: string) => (err += d));
  if (stdinText !== null) stdin.end(stdinText);
  const code = await runClientCommand(args, { stdin, stdout, stderr, env });
  stdin.destroy();
  return { code, stdout: out, stderr: err };
}

export function sleep(ms: number): Promise<void> {
  return new Promise((r) => setTimeout(r, ms));
}
