// @inboxkit/testing/node-test through `node --test` (test/node-test/, TAP output). With no daemon
// in the environment each file starts one and stops it after its last test (the process
// exits); failing tests, by a wait or by any assertion, get what arrived in their diagnostics
// and their mail written as files. With the environment naming a daemon, that one is used. A
// mail snapshot is written by the first run and matched (another daemon, inbox and code) by the second.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { connectInboxkit, ENV } from '../src/index.js';
import { runCommand } from './run-command.js';

const root = new URL('../../../', import.meta.url).pathname;
const specs = join(root, 'packages/testing/test/node-test');
const dirs: string[] = [];
const snapshots = mkdtempSync(join(tmpdir(), 'inboxkit-node-test-snap-'));
dirs.push(snapshots);

async function nodeTest(files: string[], env: Record<string, string | undefined> = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'inboxkit-node-test-'));
  dirs.push(dir);
  const ran = await runCommand(process.execPath, ['--import', 'tsx', '--test', '--test-reporter=tap', ...files], {
    cwd: specs, env: { INBOXKIT_REPORT_DIR: dir, INBOXKIT_SNAPSHOT_DIR: snapshots, CI: undefined, [ENV.baseUrl]: undefined, [ENV.apiKey]: undefined, ...env }, timeoutMs: 60_000,
  });
  const notes = [...ran.output.matchAll(/^# note (\d+) (\S+) (\S+)$/gm)].map((m) => ({ pid: m[1], address: m[2]!, baseUrl: m[3] }));
  const count = (what: string) => Number(ran.output.match(new RegExp(`^# ${what} (\\d+)$`, 'm'))?.[1]);
  return { ...ran, dir, notes, pass: count('pass'), fail: count('fail') };
}

test.after(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

test('no daemon named: one per file, stopped after its last test; failures get what arrived and the mail as files', async () => {
  const run = await nodeTest(['pass.spec.ts', 'fail.spec.ts']);
  assert.is(run.code, 1, run.output);
  assert.is(run.pass, 3, run.output);
  assert.is(run.fail, 2);
  assert.is(new Set(run.notes.map((n) => n.pid)).size, 2);
  for (const a of run.notes) for (const b of run.notes) assert.is(a.pid === b.pid, a.baseUrl === b.baseUrl, 'one daemon per file');
  const waited = run.output.match(/No message with a one-time code arrived at (\S+) within 1000 ms\./)![1]!;
  assert.match(run.output, /1\. \S+ {2}from app@example\.com {2}"Our spring newsletter" {2}code - {2}intent - {2}links -\n/);
  assert.match(run.output, `# What arrived at ${waited} (2 messages, oldest first):`);
  assert.match(run.output, new RegExp(`# {3}1\\. \\S+ {2}from app@example\\.com {2}"Your sign-in code" {2}code 246810 {2}intent login_code {2}links - {2}\\(already returned by an earlier wait\\)`));
  const paths = [...run.output.matchAll(/^# inboxkit report: (.+)$/gm)].map((m) => m[1]!);
  assert.is(paths.length, 5, 'json + 2 eml, json + 1 eml');
  assert.ok(paths.every((p) => p.startsWith(run.dir) && existsSync(p)));
  assert.is(paths.filter((p) => p.includes(`fail-spec-ts-waits-for-a-code-that-never-comes/inboxkit-${waited}`)).length, 3);
  const asserted = paths.filter((p) => p.includes('fail-spec-ts-the-code-came-but-the-page-said-otherwise/inboxkit-'));
  assert.is(asserted.length, 2);
  assert.match(readFileSync(asserted[1]!, 'utf8'), /Your code is 246810/);
  assert.is((JSON.parse(readFileSync(asserted[0]!, 'utf8')) as { messages: { otp: string }[] }).messages[0]!.otp, '246810');
  assert.not.match(run.output, /# inboxkit report: .*pass-spec/, 'nothing written for a passed test');
  const file = join(snapshots, 'pass.spec.ts.mail.snap');
  assert.match(run.output, `# inboxkit: wrote mail snapshot "the mail passes its checks and matches its snapshot > mail 1" to ${file}`);
  assert.match(readFileSync(file, 'utf8'), /^ {2}Your code is <otp>\. It expires in 10 minutes\.$/m);
});

test('the environment names a daemon: every file uses it', async () => {
  const daemon = await connectInboxkit({ env: {} });
  try {
    const run = await nodeTest(['pass.spec.ts'], {
      [ENV.baseUrl]: daemon.baseUrl, [ENV.apiKey]: daemon.apiKey, [ENV.smtpHost]: daemon.smtp!.host, [ENV.smtpPort]: String(daemon.smtp!.port),
    });
    assert.is(run.code, 0, run.output);
    assert.is(run.pass, 3, 'the mail snapshot of the first run matches');
    assert.not.match(run.output, /wrote mail snapshot/);
    assert.equal([...new Set(run.notes.map((n) => n.baseUrl))], [daemon.baseUrl]);
  } finally {
    await daemon.close();
  }
});

test.run();
