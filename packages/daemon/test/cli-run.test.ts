// `inboxkit run [options] -- <command>`: the built CLI runs a small node script (fixtures/
// run-child.mjs) that uses only the variables run gives it; the tests check what the command
// saw, run's exit status, and that nothing is left: no daemon (its ports refuse connections),
// no command process, no temporary directory (unless --keep-data).
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { REPO_ROOT, runCli, spawnCli, tempDir, type CliProcess } from '../../../test-support/daemon.js';

const CHILD = join(REPO_ROOT, 'packages/daemon/test/fixtures/run-child.mjs');
const child = (mode: string, code = 0) => ['--', process.execPath, CHILD, mode, String(code)];
const FIXED_KEY = 'ik_live_runcommand000000000000000key1';

/** The temporary data directory run printed (`data in <dir>/inboxkit.sqlite`). */
function dataDirOf(stderr: string): string {
  const m = /inboxkit: data in (\S+)\/inboxkit\.sqlite;/.exec(stderr);
  assert.ok(m, `no data directory in:\n${stderr}`);
  return m![1]!;
}

/** Whether something accepts connections on 127.0.0.1:port. */
function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    socket.once('connect', () => { socket.destroy(); resolve(true); });
    socket.once('error', () => resolve(false));
  });
}

function processRuns(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

test('the command gets a key, the addresses and the domain, uses them over HTTP and SMTP; its status 3 is run\'s; nothing is left', async () => {
  const r = await runCli(['run', '--domain', 'run.example.test', ...child('mail', 3)]);
  assert.is(r.code, 3, r.stderr);
  const seen = JSON.parse(r.stdout) as { address: string; subjects: string[]; otp: string };
  assert.match(seen.address, /@run\.example\.test$/, 'serve flags pass through');
  assert.equal(seen.subjects, ['from run']);
  assert.is(seen.otp, '604913');
  const dir = dataDirOf(r.stderr);
  assert.not.ok(existsSync(dir), `${dir} was removed`);
  const http = Number(/HTTP API on http:\/\/127\.0\.0\.1:(\d+)/.exec(r.stderr)![1]);
  const smtp = Number(/SMTP listening on 127\.0\.0\.1:(\d+)/.exec(r.stderr)![1]);
  assert.not.ok(await listening(http), 'the HTTP port is closed');
  assert.not.ok(await listening(smtp), 'the SMTP port is closed');
  assert.match(r.stderr, /stopped in \d+ ms/);
});

test('exit status 0, and the five variables as documented', async () => {
  const r = await runCli(['run', ...child('env', 0)]);
  assert.is(r.code, 0, r.stderr);
  const env = JSON.parse(r.stdout) as Record<string, string>;
  assert.equal(Object.keys(env).sort(), ['INBOXKIT_API_KEY', 'INBOXKIT_BASE_URL', 'INBOXKIT_DOMAIN', 'INBOXKIT_SMTP_HOST', 'INBOXKIT_SMTP_PORT']);
  assert.match(env.INBOXKIT_API_KEY!, /^ik_live_\w{16,}$/);
  assert.match(env.INBOXKIT_BASE_URL!, /^http:\/\/127\.0\.0\.1:\d+$/);
  assert.is(env.INBOXKIT_SMTP_HOST, '127.0.0.1');
  assert.match(env.INBOXKIT_SMTP_PORT!, /^\d+$/);
  assert.is(env.INBOXKIT_DOMAIN, 'inboxkit.test');
  assert.not.ok(existsSync(dataDirOf(r.stderr)));
});

test('--pop3-port 0: the command also gets INBOXKIT_POP3_PORT, the port the daemon says it listens on', async () => {
  const r = await runCli(['run', '--pop3-port', '0', ...child('env', 0)]);
  assert.is(r.code, 0, r.stderr);
  const env = JSON.parse(r.stdout) as Record<string, string>;
  assert.is(env.INBOXKIT_POP3_PORT, /POP3 listening on 127\.0\.0\.1:(\d+)/.exec(r.stderr)?.[1]);
});

test('INBOXKIT_API_KEY, when set, is accepted and passed on as it is', async () => {
  const r = await runCli(['run', ...child('mail')], { INBOXKIT_API_KEY: FIXED_KEY });
  assert.is(r.code, 0, r.stderr);
  assert.equal((JSON.parse(r.stdout) as { subjects: string[] }).subjects, ['from run']);
  const env = await runCli(['run', ...child('env')], { INBOXKIT_API_KEY: FIXED_KEY });
  assert.is((JSON.parse(env.stdout) as Record<string, string>).INBOXKIT_API_KEY, FIXED_KEY);
});

test('SIGTERM to run reaches the command; run exits 128 + 15 once it ended, and stops the daemon', async () => {
  const run: CliProcess = spawnCli(['run', ...child('sleep')]);
  let stdout = '';
  let stderr = '';
  run.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((r) => run.on('exit', (code, signal) => r({ code, signal })));
  try {
    const pid = await new Promise<number>((resolve, reject) => {
      run.stdout.setEncoding('utf8').on('data', (d: string) => {
        stdout += d;
        const m = /\{"pid":(\d+)\}\n/.exec(stdout);
        if (m) resolve(Number(m[1]));
      });
      void exited.then(() => reject(new Error(`run exited before the command started:\n${stderr}`)));
    });
    assert.ok(processRuns(pid));
    run.kill('SIGTERM');
    const { code } = await exited;
    assert.is(code, 143, stderr);
    assert.not.ok(processRuns(pid), 'the command is gone');
    const http = Number(/HTTP API on http:\/\/127\.0\.0\.1:(\d+)/.exec(stderr)![1]);
    assert.not.ok(await listening(http));
    assert.not.ok(existsSync(dataDirOf(stderr)));
  } finally {
    if (run.exitCode === null) run.kill('SIGKILL');
  }
});

test('--keep-data keeps the temporary directory; a given --data-dir is used and kept, its lock released', async () => {
  const kept = await runCli(['run', '--keep-data', ...child('env')]);
  assert.is(kept.code, 0, kept.stderr);
  const dir = /inboxkit: data kept in (\S+)/.exec(kept.stderr)?.[1];
  assert.ok(dir, kept.stderr);
  try {
    assert.is(dir, dataDirOf(kept.stderr));
    assert.equal(readdirSync(dir!).filter((f) => f.startsWith('inboxkit.')).sort(), ['inboxkit.sqlite']);
  } finally {
    rmSync(dir!, { recursive: true, force: true });
  }
  const given = tempDir();
  try {
    const r = await runCli(['run', '--data-dir', given.dir, ...child('env')]);
    assert.is(r.code, 0, r.stderr);
    assert.is(dataDirOf(r.stderr), given.dir);
    assert.ok(existsSync(join(given.dir, 'inboxkit.sqlite')));
    assert.not.ok(existsSync(join(given.dir, 'inboxkit.lock')));
    assert.not.match(r.stderr, /data kept/);
  } finally {
    given.cleanup();
  }
});

test('a command that is not there: 127; no command: usage error 2; --help', async () => {
  const missing = await runCli(['run', '--', 'inboxkit-no-such-command']);
  assert.is(missing.code, 127);
  assert.match(missing.stderr, /inboxkit: cannot run inboxkit-no-such-command: command not found/);
  assert.not.ok(existsSync(dataDirOf(missing.stderr)));
  const none = await runCli(['run']);
  assert.is(none.code, 2);
  assert.is(none.stderr, 'inboxkit: the command to run goes after --: inboxkit run [options] -- <command> [args…] (see "inboxkit run --help")\n');
  const empty = await runCli(['run', '--']);
  assert.is(empty.code, 2);
  const help = await runCli(['run', '--help']);
  assert.is(help.code, 0);
  assert.match(help.stdout, /^Usage: inboxkit run \[options\] -- <command>/);
  assert.match(help.stdout, /--keep-data/);
  assert.match(help.stdout, /--ready-file PATH/);
});

test.run();
