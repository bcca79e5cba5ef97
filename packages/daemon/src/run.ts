// `inboxkit run [options] -- <command> [args…]`: one command in CI. A daemon of its own in this
// process (free ports, a fresh temporary data directory unless --data-dir), a key for the
// default account, the command run with the addresses and the key in its environment, signals
// passed on, and everything undone when the command ends: the daemon stopped, the directory
// removed (unless --keep-data), the command's exit status returned.
import { spawn, type ChildProcess } from 'node:child_process';
import { constants } from 'node:os';
import type { Env, RunConfig } from './config/index.js';
import type { Serving } from './serving.js';
import { serveThrowaway, throwawayData } from './throwaway.js';
import { connectHost } from './daemon.js';

/** Signals passed on to the command; the daemon stops once the command has ended. */
const FORWARDED: readonly NodeJS.Signals[] = ['SIGINT', 'SIGTERM', 'SIGHUP'];

/** The exit status a shell gives: the code, or 128 + the signal's number. */
function exitStatus(code: number | null, signal: NodeJS.Signals | null): number {
  if (code !== null) return code;
  return 128 + (signal ? constants.signals[signal] ?? 0 : 0);
}

/** The variables the command gets, over this process's environment. */
function commandEnv(env: Env, serving: Serving, apiKey: string, domain: string): Env {
  const { daemon } = serving;
  return {
    ...env,
    INBOXKIT_BASE_URL: daemon.baseUrl,
    INBOXKIT_API_KEY: apiKey,
    INBOXKIT_SMTP_HOST: connectHost(daemon.smtp.host),
    INBOXKIT_SMTP_PORT: String(daemon.smtp.port),
    ...(daemon.smtps ? { INBOXKIT_SMTPS_PORT: String(daemon.smtps.port) } : {}),
    ...(daemon.pop3 ? { INBOXKIT_POP3_PORT: String(daemon.pop3.port) } : {}),
    INBOXKIT_DOMAIN: domain,
  };
}

/** Runs the command to its end: its exit status (127 when it cannot be found, 126 when it cannot be run). */
function runChild(command: string[], env: Env, err: (text: string) => void, started: (child: ChildProcess) => void): Promise<number> {
  return new Promise((done) => {
    const child = spawn(command[0]!, command.slice(1), { stdio: 'inherit', env });
    started(child);
    child.once('error', (error: Error & { code?: string }) => {
      // Spawning failed: no 'exit' follows.
      const status = error.code === 'ENOENT' ? 127 : 126;
      err(`inboxkit: cannot run ${command[0]}: ${error.code === 'ENOENT' ? 'command not found' : error.message}`);
      done(status);
    });
    child.once('exit', (code, signal) => done(exitStatus(code, signal)));
  });
}

export async function runCommand(config: RunConfig, env: Env, err: (text: string) => void): Promise<number> {
  const data = throwawayData(config, 'inboxkit-run-');
  let child: ChildProcess | null = null;
  // However this process ends, the command does not outlive it and the temporary directory goes.
  process.once('exit', () => {
    if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    data.remove();
  });
  // A signal before the command starts stops everything once the daemon is up; after that it
  // is the command's to handle, and run follows it.
  let early: NodeJS.Signals | null = null;
  const onSignal = (signal: NodeJS.Signals) => {
    if (child) child.kill(signal);
    else early ??= signal;
  };
  for (const signal of FORWARDED) process.on(signal, onSignal);

  const serving = await serveThrowaway(config.serve, data, err);
  const { service } = serving.daemon;
  // INBOXKIT_API_KEY, when set, is accepted for the default account (as serve does) and passed on as it is.
  const apiKey = config.serve.apiKey ?? (await service.apiKeys.create(service.accountId, { label: 'inboxkit run' })).secret;
  // Checked after the last await: from here to the spawn nothing else runs.
  let status: number;
  if (early) {
    status = exitStatus(null, early);
  } else {
    err(`inboxkit: running ${config.command.join(' ')} with INBOXKIT_BASE_URL=${serving.daemon.baseUrl}`);
    status = await runChild(config.command, commandEnv(env, serving, apiKey, config.serve.domain), err, (c) => (child = c));
  }
  const stopStatus = await serving.stop();
  for (const signal of FORWARDED) process.off(signal, onSignal);
  data.remove();
  const kept = data.keptNote();
  if (kept) err(`inboxkit: ${kept}`);
  // The command's status is the answer; a failed stop only matters when the command succeeded.
  return status === 0 && stopStatus !== 0 ? stopStatus : status;
}
