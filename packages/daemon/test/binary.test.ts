// The single binary (npm run build:binary) on a machine without Node: built fresh, copied
// alone into an empty directory, run with an environment of only PATH (a directory holding
// `sh`, never node), HOME and TMPDIR. It serves, makes keys, takes mail over SMTP and answers
// over HTTP with its parse workers and checkpoint thread running from its own assets, and
// leaves nothing behind: no process, no port, no temporary file (the SQLite addon it unpacks
// is unlinked as soon as it is open).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, readlinkSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { createTransport } from 'nodemailer';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { REPO_ROOT, tempDir } from '../../../test-support/daemon.js';
import { until } from '../../../test-support/wait.js';
import { binaryAlone, buildBinary, toolsPath } from './fixtures/binary.js';
import type { ReadyInfo } from '../src/ready-file.js';

const work = tempDir('inboxkit-binary-');
let binary = '';
let env: Record<string, string> = {};
let tmp = '';

test.before(() => {
  binary = binaryAlone(buildBinary(work.dir), work.dir);
  tmp = join(work.dir, 'tmp');
  mkdirSync(tmp);
  mkdirSync(join(work.dir, 'home'));
  env = { PATH: toolsPath(work.dir, ['sh']), HOME: join(work.dir, 'home'), TMPDIR: tmp };
});
test.after(() => work.cleanup());

const cwd = () => join(binary, '..');
const runBinary = (args: string[]) => spawnSync(binary, args, { cwd: cwd(), env, encoding: 'utf8', timeout: 30_000 });

function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    socket.once('connect', () => { socket.destroy(); resolve(true); });
    socket.once('error', () => resolve(false));
  });
}

/** Descriptors of process `pid` open on `file`. */
const openOn = (pid: number, file: string) => readdirSync(`/proc/${pid}/fd`).filter((fd) => {
  try {
    return readlinkSync(`/proc/${pid}/fd/${fd}`) === file;
  } catch {
    return false;
  }
}).length;

test('the environment has no node, and the binary is alone in its directory', () => {
  const node = spawnSync('sh', ['-c', 'command -v node'], { env, encoding: 'utf8' });
  assert.ok(node.status !== 0 && node.stdout === '', 'no node on PATH');
  assert.equal(readdirSync(cwd()), ['inboxkit-linux-x64']);
  const version = runBinary(['--version']);
  assert.is(version.status, 0, version.stderr);
  assert.is(version.stdout, `${(JSON.parse(readFileSync(join(REPO_ROOT, 'packages/daemon/package.json'), 'utf8')) as { version: string }).version}\n`);
  assert.is(version.stderr, '', 'no warning from the binary');
});

test('serve, keys create, mail over SMTP, read over HTTP, SIGTERM: nothing left', async () => {
  const data = join(cwd(), 'data');
  const readyFile = join(cwd(), 'ready.json');
  const child = spawn(binary, ['serve', '--data-dir', 'data', '--http-port', '0', '--smtp-port', '0', '--ready-file', 'ready.json'], {
    cwd: cwd(), env, stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
  const exited = new Promise<number | null>((r) => child.on('exit', (code) => r(code)));
  try {
    await until(() => {
      if (child.exitCode !== null) throw new Error(`the binary exited:\n${stderr}`);
      return existsSync(readyFile);
    }, { timeoutMs: 30_000, what: 'the binary is ready' });
    const ready = JSON.parse(readFileSync(readyFile, 'utf8')) as ReadyInfo;
    assert.is(ready.pid, child.pid);
    // The SQLite addon was unpacked into TMPDIR and unlinked at once.
    assert.equal(readdirSync(tmp), []);

    const keys = runBinary(['keys', 'create', '--data-dir', 'data']);
    assert.is(keys.status, 0, keys.stderr);
    const key = keys.stdout.trim();
    const headers = { authorization: `Bearer ${key}`, 'content-type': 'application/json' };
    const created = await fetch(`${ready.http.url}/v1/inboxes`, { method: 'POST', headers, body: JSON.stringify({ label: 'binary', lifecycle_mode: 'persistent' }) });
    assert.is(created.status, 201);
    const { inbox } = (await created.json()) as { inbox: { id: string; email_address: string } };
    const transport = createTransport({ host: ready.smtp.host, port: ready.smtp.port, secure: false });
    await transport.sendMail({ from: 'app@example.com', to: inbox.email_address, subject: 'to the binary', text: 'Your sign-in code is 731905' });
    transport.close();
    const list = (await (await fetch(`${ready.http.url}/v1/inboxes/${inbox.id}/messages`, { headers })).json()) as { messages: Array<{ id: string; subject: string }> };
    assert.equal(list.messages.map((m) => m.subject), ['to the binary']);
    const detail = (await (await fetch(`${ready.http.url}/v1/messages/${list.messages[0]!.id}`, { headers })).json()) as { message: { otp: string } };
    assert.is(detail.message.otp, '731905');

    // The dashboard's built files come from the binary's assets too.
    const signIn = await fetch(`${ready.http.url}/dashboard/sign-in`);
    assert.is(signIn.status, 200);
    const page = await signIn.text();
    assert.match(page, /name="api_key"/);
    const style = /href="(\/dashboard\/assets\/[^"]+\.css)"/.exec(page)?.[1];
    assert.ok(style, 'the sign-in page names the stylesheet');
    const css = await fetch(`${ready.http.url}${style}`);
    assert.is(css.status, 200);
    assert.match(css.headers.get('content-type') ?? '', /css/);

    // The parse workers run the bundled worker from the binary's assets, and the checkpoint
    // thread has its own connection to the database (better-sqlite3 from the assets too).
    await until(() => /parse workers warm after \d+ ms/.test(stderr), { timeoutMs: 30_000, what: 'the parse workers are warm' });
    await until(() => openOn(child.pid!, join(data, 'inboxkit.sqlite')) === 2, { timeoutMs: 30_000, what: 'two connections are open on the database' });

    child.kill('SIGTERM');
    assert.is(await exited, 0, stderr);
    assert.not.ok(await listening(ready.http.port));
    assert.not.ok(await listening(ready.smtp.port));
    assert.not.ok(existsSync(readyFile));
    assert.not.ok(existsSync(join(data, 'inboxkit.lock')));
    assert.equal(readdirSync(tmp), []);
    assert.not.match(stderr, /Warning/);
  } finally {
    if (child.exitCode === null) child.kill('SIGKILL');
  }
});

test('run: the command gets the daemon; here the binary\'s own client commands create an inbox and wait for its code', async () => {
  const note = join(work.dir, 'inbox.txt');
  // sh -c SCRIPT BINARY NOTE: create an inbox (its id and address read from the printed
  // table), tell the test where to mail, wait for the code.
  const script = [
    'set -e',
    '"$0" inboxes create --label ci > "$1.table"',
    'while read -r name value; do case $name in Inbox) id=$value ;; Address) addr=$value ;; esac; done < "$1.table"',
    'printf "%s %s\\n" "$addr" "$INBOXKIT_SMTP_PORT" > "$1"',
    'exec "$0" wait --inbox "$id" --otp --timeout 30s',
  ].join('\n');
  const child = spawn(binary, ['run', '--', 'sh', '-c', script, binary, note], { cwd: cwd(), env, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (d: string) => (stdout += d));
  child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
  const exited = new Promise<number | null>((r) => child.on('exit', (code) => r(code)));
  try {
    let line: RegExpExecArray | null = null;
    await until(() => {
      if (child.exitCode !== null) throw new Error(`run exited:\n${stderr}`);
      line = existsSync(note) ? /^(\S+@inboxkit\.test) (\d+)\n$/.exec(readFileSync(note, 'utf8')) : null;
      return line !== null;
    }, { timeoutMs: 30_000, what: 'the command created its inbox' });
    const [, address, port] = line! as RegExpExecArray;
    const transport = createTransport({ host: '127.0.0.1', port: Number(port), secure: false });
    await transport.sendMail({ from: 'app@example.com', to: address, subject: 'Your code', text: 'Enter 118822 to continue.' });
    transport.close();
    assert.is(await exited, 0, stderr);
    assert.is(stdout, '118822\n');
    assert.equal(readdirSync(tmp), [], 'the temporary data directory and the addon are gone');
  } finally {
    if (child.exitCode === null) child.kill('SIGKILL');
  }
});

test.run();
