// Failures at start: a data directory that cannot be created or written, a second daemon on
// the same data directory, and `serve` keeping clear of the client's INBOXKIT_BASE_URL.
//
// Read-only directories: these tests run as root here, and root writes through any mode
// bits. So a read-only directory is made real by running the CLI as the unprivileged user
// `nobody` (uid 65534) in a directory root owns with mode 0755; run as another user, the
// tests chmod the directories to 0555 instead. "Cannot be created" is also covered without
// any privileges by a path under a regular file (`<file>/data`, ENOTDIR).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { DataDirError, prepareDataDir } from '../src/data-dir.js';
import { DataDirLockedError, LOCK_FILE, lockDataDir, readLock } from '../src/lock.js';
import { REPO_ROOT, cliCommand, runCli, serveDaemon, tempDir, type ServedDaemon } from '../../../test-support/daemon.js';
import { CLIENT_HEADERS } from './fixtures/signin-e2e.js';

const cleanups: Array<() => void> = [];
const running: ChildProcess[] = [];
test.after.each(() => {
  // A failed assertion must not leave a daemon running: the file would never exit.
  for (const child of running.splice(0)) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
});
test.after(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

function scratch(): string {
  const { dir, cleanup } = tempDir('inboxkit-start-');
  cleanups.push(cleanup);
  return dir;
}

/** A pid that surely ran and has exited (and was reaped). */
function deadPid(): number {
  const done = spawnSync(process.execPath, ['-e', '']);
  return done.pid!;
}

interface Serving {
  child: ServedDaemon['child'];
  stderr: () => string;
  smtp: string;
  http: string;
  exit: ServedDaemon['exited'];
  /** Resolves when stderr so far matches `pattern`; rejects when the process exits first. */
  waitFor: ServedDaemon['waitFor'];
}

/** `inboxkit serve` on free ports, resolved once it logged its data line (after the lock holds its addresses). */
async function serve(args: string[], env: Record<string, string> = {}): Promise<Serving> {
  const d = await serveDaemon({ args, env, dataDir: false, host: false, ready: [/inboxkit: data in /] });
  running.push(d.child);
  return { child: d.child, stderr: d.stderr, smtp: `127.0.0.1:${d.smtpPort}`, http: d.httpUrl, exit: d.exited, waitFor: d.waitFor };
}

// ---------------------------------------------------------------------------------------
// The data directory

test('prepareDataDir: creates a missing directory, nested', () => {
  const dir = join(scratch(), 'a', 'b', 'data');
  prepareDataDir(dir, 'inboxkit.sqlite');
  assert.ok(existsSync(dir));
  prepareDataDir(dir, 'inboxkit.sqlite'); // again: nothing to do
});

test('prepareDataDir: a path under a regular file names the file and ENOTDIR', () => {
  const file = join(scratch(), 'notes.txt');
  writeFileSync(file, 'not a directory\n');
  const dir = join(file, 'data');
  try {
    prepareDataDir(dir);
    assert.unreachable('expected a DataDirError');
  } catch (error) {
    assert.instance(error, DataDirError);
    assert.is((error as Error).message,
      `data directory ${dir} cannot be created: ${file} is not a directory (ENOTDIR) (choose another with --data-dir or INBOXKIT_DATA_DIR)`);
  }
  assert.throws(() => prepareDataDir(join(file, 'x', 'y')), (e: unknown) => e instanceof DataDirError && e.message.includes(`${file} is not a directory`));
  // The data directory itself a file.
  assert.throws(() => prepareDataDir(file), (e: unknown) => e instanceof DataDirError && e.message.startsWith(`data directory ${file} is not a directory`));
});

test('prepareDataDir: a database path that is not a file', () => {
  const dir = scratch();
  mkdirSync(join(dir, 'inboxkit.sqlite'));
  assert.throws(() => prepareDataDir(dir, 'inboxkit.sqlite'),
    (e: unknown) => e instanceof DataDirError && e.message === `database file ${join(dir, 'inboxkit.sqlite')} is not a regular file`);
});

test('serve and keys create under a regular file: exit 1, one line naming the path and the cause, nothing listens', async () => {
  const file = join(scratch(), 'file');
  writeFileSync(file, 'x');
  const dir = join(file, 'data');
  const expected = `inboxkit: data directory ${dir} cannot be created: ${file} is not a directory (ENOTDIR) (choose another with --data-dir or INBOXKIT_DATA_DIR)\n`;
  const served = await runCli(['serve', '--data-dir', dir, '--smtp-port', '0', '--http-port', '0']);
  assert.is(served.code, 1);
  assert.is(served.stderr, expected);
  assert.is(served.stdout, '');
  const keys = await runCli(['keys', 'create'], { INBOXKIT_DATA_DIR: dir });
  assert.is(keys.code, 1);
  assert.is(keys.stderr, expected);
});

/** How this machine can run the CLI without write permission: as nobody when we are root, else as ourselves. */
const asRoot = process.getuid?.() === 0;
const canDropPrivileges = asRoot && spawnSync(process.execPath, ['-e', ''], { uid: 65534, gid: 65534 }).status === 0;
const readOnlyTest = !asRoot || canDropPrivileges ? test : test.skip;

/** Runs the CLI (see cliCommand) as the unprivileged user (root) or as ourselves. */
function runUnprivileged(args: string[], home: string): Promise<{ code: number | null; stderr: string }> {
  const clean = Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith('INBOXKIT_')));
  const child = spawn(process.execPath, [...cliCommand().argv, ...args], {
    cwd: REPO_ROOT,
    env: { ...clean, HOME: home, NO_COLOR: '1' },
    stdio: ['ignore', 'ignore', 'pipe'],
    ...(asRoot ? { uid: 65534, gid: 65534 } : {}),
  });
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, stderr })));
}

readOnlyTest('a read-only parent and a read-only data directory: exit 1 naming the path and EACCES, not a port or SQLite error', async () => {
  const root = scratch();
  chmodSync(root, 0o755); // the unprivileged user must reach inside
  const parent = join(root, 'parent');
  const readOnlyDir = join(root, 'ro-data');
  mkdirSync(parent);
  mkdirSync(readOnlyDir);
  // Root-owned 0755 is read-only for nobody; for ourselves, 0555 is.
  const mode = asRoot ? 0o755 : 0o555;
  chmodSync(parent, mode);
  chmodSync(readOnlyDir, mode);
  cleanups.unshift(() => {
    chmodSync(parent, 0o755);
    chmodSync(readOnlyDir, 0o755);
  });
  const hint = ' (choose another with --data-dir or INBOXKIT_DATA_DIR)';

  const underParent = join(parent, 'data');
  const a = await runUnprivileged(['serve', '--data-dir', underParent, '--smtp-port', '0', '--http-port', '0'], root);
  assert.is(a.code, 1, a.stderr);
  assert.is(a.stderr, `inboxkit: data directory ${underParent} cannot be created: permission denied in ${parent} (EACCES)${hint}\n`);
  assert.not.ok(existsSync(underParent));

  const b = await runUnprivileged(['serve', '--data-dir', readOnlyDir, '--smtp-port', '0', '--http-port', '0'], root);
  assert.is(b.code, 1, b.stderr);
  assert.is(b.stderr, `inboxkit: data directory ${readOnlyDir} is not writable: permission denied (EACCES)${hint}\n`);

  const c = await runUnprivileged(['keys', 'create', '--data-dir', readOnlyDir], root);
  assert.is(c.code, 1, c.stderr);
  assert.is(c.stderr, `inboxkit: data directory ${readOnlyDir} is not writable: permission denied (EACCES)${hint}\n`);
});

// ---------------------------------------------------------------------------------------
// The lock

test('lockDataDir: one holder per directory; the lock names it; release removes the file', () => {
  const dir = scratch();
  const lock = lockDataDir(dir, { now: () => new Date('2026-11-25T09:00:00.000Z') });
  const path = join(dir, LOCK_FILE);
  assert.is(lock.path, path);
  assert.is(lock.tookOver, null);
  assert.equal(readLock(dir), {
    pid: process.pid, hostname: lock.info.hostname, started_at: '2026-11-25T09:00:00.000Z', data_dir: dir, smtp: null, http: null,
    base_url: null,
  });
  // A second daemon, even in this process, is refused while the first holds it.
  try {
    lockDataDir(dir);
    assert.unreachable('expected DataDirLockedError');
  } catch (error) {
    assert.instance(error, DataDirLockedError);
    assert.match((error as Error).message, new RegExp(`^data directory ${dir} is in use by another inboxkit serve: pid ${process.pid}, still starting, not yet listening, started 2026-11-25T09:00:00.000Z`));
  }
  lock.update({ smtp: '127.0.0.1:2525', http: 'http://127.0.0.1:4780', base_url: 'https://ik.example' });
  assert.is(readLock(dir)?.http, 'http://127.0.0.1:4780');
  assert.is(readLock(dir)?.base_url, 'https://ik.example', 'the public URL too (inboxkit dashboard prints links to it)');
  assert.throws(() => lockDataDir(dir), (e: unknown) => e instanceof DataDirLockedError
    && e.message.includes(`pid ${process.pid}, SMTP 127.0.0.1:2525, HTTP http://127.0.0.1:4780, started 2026-11-25T09:00:00.000Z`)
    && e.message.includes(`delete ${path}`));
  lock.release();
  assert.not.ok(existsSync(path));
  lock.release(); // idempotent
  const again = lockDataDir(dir);
  again.release();
});

test('lockDataDir: a stale lock (dead pid, or our own pid from an earlier run) is taken over', () => {
  const dir = scratch();
  const path = join(dir, LOCK_FILE);
  const dead = deadPid();
  writeFileSync(path, JSON.stringify({ pid: dead, hostname: 'h', started_at: '2026-01-01T00:00:00.000Z', data_dir: dir, smtp: '127.0.0.1:2525', http: null }));
  const lock = lockDataDir(dir);
  assert.is(lock.tookOver?.pid, dead);
  assert.is(readLock(dir)?.pid, process.pid);
  lock.release();
  // Our pid, but not held by this process: a container restarted under the same pid.
  writeFileSync(path, JSON.stringify({ pid: process.pid, hostname: 'h', started_at: '2026-01-01T00:00:00.000Z', data_dir: dir, smtp: null, http: null }));
  const mine = lockDataDir(dir);
  assert.is(mine.tookOver?.pid, process.pid);
  mine.release();
});

test('lockDataDir: an unreadable lock is refused while fresh (being written), taken over when old', () => {
  const dir = scratch();
  const path = join(dir, LOCK_FILE);
  writeFileSync(path, '');
  assert.throws(() => lockDataDir(dir), (e: unknown) => e instanceof DataDirLockedError && /is being locked by another inboxkit serve/.test(e.message));
  const old = new Date(Date.now() - 60_000);
  utimesSync(path, old, old);
  const lock = lockDataDir(dir);
  assert.is(readLock(dir)?.pid, process.pid);
  lock.release();
});

test('release leaves a lock that is not its own', () => {
  const dir = scratch();
  const lock = lockDataDir(dir);
  const other = JSON.stringify({ pid: 1, hostname: 'h', started_at: '2026-01-01T00:00:00.000Z', data_dir: dir, smtp: null, http: null });
  writeFileSync(join(dir, LOCK_FILE), other);
  lock.release();
  assert.is(readFileSync(join(dir, LOCK_FILE), 'utf8'), other);
});

test('a second serve on the same data directory exits 1 naming the first; the first runs on and removes its lock on stop', async () => {
  const dir = scratch();
  const first = await serve(['--data-dir', dir]);
  const lockPath = join(dir, LOCK_FILE);
  const lock = readLock(dir);
  assert.is(lock?.pid, first.child.pid);
  assert.is(lock?.smtp, first.smtp);
  assert.is(lock?.http, first.http);

  const second = await runCli(['serve', '--smtp-port', '0', '--http-port', '0'], { INBOXKIT_DATA_DIR: dir });
  assert.is(second.code, 1, second.stderr);
  assert.is(second.stdout, '');
  assert.is(second.stderr.split('\n').length, 2, second.stderr);
  assert.ok(second.stderr.startsWith(
    `inboxkit: data directory ${dir} is in use by another inboxkit serve: pid ${first.child.pid}, SMTP ${first.smtp}, HTTP ${first.http}, started ${lock!.started_at} `,
  ), second.stderr);
  assert.not.match(second.stderr, /listening|HTTP API on/);
  assert.is(readLock(dir)?.pid, first.child.pid, 'the refused daemon left the lock alone');
  // keys create works next to the running daemon: it takes no lock.
  const keys = await runCli(['keys', 'create', '--data-dir', dir]);
  assert.is(keys.code, 0, keys.stderr);

  const health = await fetch(`${first.http}/health`);
  assert.is(health.status, 200);
  first.child.kill('SIGTERM');
  assert.is((await first.exit).code, 0, first.stderr());
  assert.not.ok(existsSync(lockPath), 'released on stop');
});

test('a daemon killed with SIGKILL leaves a stale lock that the next serve takes over, and says so', async () => {
  const dir = scratch();
  const killed = await serve(['--data-dir', dir]);
  killed.child.kill('SIGKILL');
  assert.is((await killed.exit).signal, 'SIGKILL');
  assert.is(readLock(dir)?.pid, killed.child.pid, 'SIGKILL runs no cleanup');
  const next = await serve(['--data-dir', dir]);
  assert.ok(next.stderr().includes(`inboxkit: took over ${join(dir, LOCK_FILE)} from pid ${killed.child.pid}, which no longer runs\n`), next.stderr());
  assert.is(readLock(dir)?.pid, next.child.pid);
  next.child.kill('SIGTERM');
  assert.is((await next.exit).code, 0, next.stderr());
  assert.not.ok(existsSync(join(dir, LOCK_FILE)));
});

// ---------------------------------------------------------------------------------------
// INBOXKIT_BASE_URL belongs to the client

test('serve ignores INBOXKIT_BASE_URL: it advertises its own URL (log, sign-in links) and says why', async () => {
  const dir = scratch();
  const elsewhere = 'https://another-daemon.example.com';
  const s = await serve(['--data-dir', dir], { INBOXKIT_BASE_URL: elsewhere });
  assert.match(s.stderr(), new RegExp(`inboxkit: HTTP API on ${s.http}\\n`), 'no "(public URL …)"');
  const notice = `inboxkit: INBOXKIT_BASE_URL (${elsewhere}) is the client commands' setting; serve ignores it and advertises ${s.http} (set --public-url or INBOXKIT_PUBLIC_URL to change that)\n`;
  await s.waitFor(new RegExp(notice.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  // Sign-in stays open (a loopback daemon with a loopback URL), and its link names this daemon.
  const res = await fetch(`${s.http}/v1/auth/cli/email/start`, {
    method: 'POST',
    headers: { ...CLIENT_HEADERS, 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'dev@example.test' }),
  });
  assert.is(res.status, 200, await res.clone().text());
  const link = (await s.waitFor(/link (\S+)/))[1]!;
  assert.ok(link.startsWith(`${s.http}/v1/auth/cli/email/verify?`), link);
  s.child.kill('SIGTERM');
  assert.is((await s.exit).code, 0, s.stderr());
});

test('INBOXKIT_PUBLIC_URL sets the public URL; INBOXKIT_BASE_URL beside it changes nothing', async () => {
  const dir = scratch();
  const s = await serve(['--data-dir', dir], { INBOXKIT_PUBLIC_URL: 'http://localhost:9999/', INBOXKIT_BASE_URL: 'https://other.example.com' });
  assert.match(s.stderr(), new RegExp(`inboxkit: HTTP API on ${s.http} \\(public URL http://localhost:9999\\)\\n`));
  s.child.kill('SIGTERM');
  assert.is((await s.exit).code, 0, s.stderr());
  // Checked on the whole stderr, after exit, so a late chunk cannot slip past.
  assert.not.match(s.stderr(), /INBOXKIT_BASE_URL/);
});

test.run();
