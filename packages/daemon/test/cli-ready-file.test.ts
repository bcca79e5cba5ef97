// `serve --ready-file PATH`: the built CLI, as a pipeline runs it in the background. The test
// reads the file as a waiting script would (polling it, with a bound): it is absent or whole,
// never half-written or left from an earlier run, and it is gone after a clean stop.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { runCli, spawnCli, tempDir } from '../../../test-support/daemon.js';
import { until } from '../../../test-support/wait.js';
import type { ReadyInfo } from '../src/ready-file.js';

/** The greeting of host:port (SMTP's, POP3's). */
function greeting(host: string, port: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host, port });
    socket.setEncoding('utf8');
    socket.once('data', (line: string) => { socket.destroy(); resolve(line); });
    socket.once('error', reject);
  });
}

test('the ready file appears whole once both listeners are up, replaces an earlier one, and is removed on SIGTERM', async () => {
  const { dir, cleanup } = tempDir();
  const path = join(dir, 'ready.json');
  const stale = `${JSON.stringify({ pid: 1, http: { url: 'http://127.0.0.1:1' } })}\n`;
  writeFileSync(path, stale);
  const child = spawnCli(['serve', '--data-dir', join(dir, 'data'), '--http-port', '0', '--smtp-port', '0', '--pop3-port', '0', '--ready-file', path]);
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
  const exited = new Promise<number | null>((r) => child.on('exit', (code) => r(code)));
  try {
    let info: ReadyInfo | null = null;
    await until(() => {
      if (child.exitCode !== null) throw new Error(`serve exited:\n${stderr}`);
      let text: string;
      try {
        text = readFileSync(path, 'utf8');
      } catch {
        return false; // not there (yet, or any more)
      }
      if (text === stale) return false;
      info = JSON.parse(text) as ReadyInfo; // whole, or this throws
      return true;
    }, { timeoutMs: 30_000, what: 'the ready file is written' });
    const ready = info! as ReadyInfo;
    assert.is(ready.pid, child.pid);
    assert.is(ready.data_dir, join(dir, 'data'));
    assert.is(ready.domain, 'inboxkit.test');
    assert.is(ready.smtp.host, '127.0.0.1');
    assert.is(ready.http.url, `http://127.0.0.1:${ready.http.port}`);
    assert.is(ready.base_url, ready.http.url);
    assert.ok(!Number.isNaN(Date.parse(ready.ready_at)));
    // Both listeners answer at the addresses it names.
    assert.is((await fetch(`${ready.http.url}/health`)).status, 200);
    assert.match(await greeting(ready.smtp.host, ready.smtp.port), /^220 /);
    assert.ok(ready.pop3, 'with --pop3-port, its address too');
    assert.match(await greeting(ready.pop3!.host, ready.pop3!.port), /^\+OK /);
    child.kill('SIGTERM');
    assert.is(await exited, 0, stderr);
    assert.not.ok(existsSync(path), 'removed on a clean stop');
  } finally {
    if (child.exitCode === null) child.kill('SIGKILL');
    cleanup();
  }
});

test('a ready file that cannot be written stops the start: one line, exit 1, the lock released', async () => {
  const { dir, cleanup } = tempDir();
  try {
    const path = join(dir, 'taken');
    mkdirSync(join(path, 'inside'), { recursive: true }); // a directory where the file should go
    const r = await runCli(['serve', '--data-dir', join(dir, 'data'), '--http-port', '0', '--smtp-port', '0', '--ready-file', path]);
    assert.is(r.code, 1);
    assert.match(r.stderr, new RegExp(`^inboxkit: cannot use the ready file ${path}: `));
    assert.not.ok(existsSync(join(dir, 'data', 'inboxkit.lock')));
  } finally {
    cleanup();
  }
});

test.run();
