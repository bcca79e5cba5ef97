// @inboxkit/testing/vitest through Vitest's own CLI (test/vitest/), JSON reporter. Passing specs
// with no daemon in the environment: a daemon per worker process, the matchers resolve to what
// arrived, and `-u` writes the mail snapshot through Vitest's own toMatchSnapshot. Then every
// spec with the global setup's one daemon, one failing on purpose: its error lists what
// arrived, its mail is written as files named in task.meta and the console; the mail snapshot
// matches another code on another inbox.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { runCommand } from './run-command.js';

const root = new URL('../../../', import.meta.url).pathname;
const cli = join(root, 'node_modules/vitest/vitest.mjs');
const config = join(root, 'packages/testing/test/vitest/vitest.config.ts');
const dirs: string[] = [];
const snapshots = mkdtempSync(join(tmpdir(), 'inboxkit-vitest-snap-'));
dirs.push(snapshots);

interface Assertion {
  title: string; status: string; failureMessages: string[];
  meta: { note?: { pid: number; address: string; baseUrl: string }; inboxkit?: { address: string; arrived: string; files: string[] } };
}

async function vitest(specs: string[], env: Record<string, string> = {}, args: string[] = []) {
  const dir = mkdtempSync(join(tmpdir(), 'inboxkit-vitest-'));
  dirs.push(dir);
  const ran = await runCommand(process.execPath, [cli, 'run', '--config', config, '--reporter=default', '--reporter=json', `--outputFile.json=${join(dir, 'report.json')}`, ...args, ...specs], {
    cwd: root, env: { INBOXKIT_REPORT_DIR: join(dir, 'inboxkit'), INBOXKIT_BASE_URL: undefined, INBOXKIT_API_KEY: undefined, NO_COLOR: '1', VITEST_SNAPSHOT_DIR: snapshots, ...env },
  });
  const report = JSON.parse(readFileSync(join(dir, 'report.json'), 'utf8')) as { testResults: { assertionResults: Assertion[] }[] };
  const tests = report.testResults.flatMap((f) => f.assertionResults);
  return { ...ran, tests, byTitle: new Map(tests.map((t) => [t.title, t])) };
}

test.after(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

test('passing specs: values returned, an inbox per test, a daemon per worker; -u writes the mail snapshot', async () => {
  const run = await vitest(['pass-', 'mail'], {}, ['--update']);
  assert.is(run.code, 0, run.output);
  assert.equal(run.tests.map((t) => t.status), ['passed', 'passed', 'passed', 'passed'], run.output);
  const notes = run.tests.map((t) => t.meta.note!);
  assert.is(new Set(notes.map((n) => n.address)).size, 4);
  assert.ok(new Set(notes.map((n) => n.pid)).size >= 2, 'two worker processes');
  for (const a of notes) for (const b of notes) assert.is(a.pid === b.pid, a.baseUrl === b.baseUrl, 'one daemon per worker');
  const snap = readFileSync(join(snapshots, 'mail.spec.ts.snap'), 'utf8');
  assert.match(snap, 'exports[`the mail passes its checks and matches its snapshot > mail 1`] = `');
  assert.match(snap, 'exports[`the mail passes its checks and matches its snapshot > through the inbox 1`]');
  assert.match(snap, /Hi <inbox>,\n\nYour code is <otp>\. It expires in 10 minutes\./);
});

test('with the global setup, one daemon; a failing spec lists what arrived and writes its mail', async () => {
  const run = await vitest([], { INBOXKIT_GLOBAL_SETUP: '1' });
  assert.is(run.code, 1, run.output);
  assert.equal(run.tests.map((t) => t.status).sort(), ['failed', 'passed', 'passed', 'passed', 'passed'], run.output);
  assert.is(new Set(run.tests.map((t) => t.meta.note!.baseUrl)).size, 1, 'one daemon');
  assert.ok(new Set(run.tests.map((t) => t.meta.note!.pid)).size >= 2, 'two worker processes');
  const failed = run.byTitle.get('waits for a code that never comes')!;
  const address = failed.meta.note!.address;
  const message = failed.failureMessages.join('\n');
  assert.match(message, `toReceiveOtp: No message with a one-time code arrived at ${address} within 1000 ms.`);
  assert.match(message, /1\. \S+ {2}from app@example\.com {2}"Our spring newsletter" {2}code - {2}intent - {2}links -\n/);
  assert.match(message, /2\. \S+ {2}from app@example\.com {2}"Reset your password" {2}code - {2}intent password_reset {2}links password_reset/);
  const report = failed.meta.inboxkit!;
  assert.is(report.address, address);
  assert.match(report.arrived, `What arrived at ${address} (2 messages, oldest first):`);
  assert.is(report.files.length, 3);
  assert.ok(report.files.every((f) => f.startsWith(join(dirs.at(-1)!, 'inboxkit', 'fail-spec-ts-waits-for-a-code-that-never-comes')) && existsSync(f)));
  const fields = JSON.parse(readFileSync(report.files[0]!, 'utf8')) as { messages: { subject: string }[] };
  assert.equal(fields.messages.map((m) => m.subject), ['Our spring newsletter', 'Reset your password']);
  assert.match(readFileSync(report.files[2]!, 'utf8'), /^Subject: Reset your password\r?$/m);
  assert.match(run.output, `inboxkit: the mail of ${address} is in `);
  for (const t of run.tests.filter((x) => x.status === 'passed')) assert.is(t.meta.inboxkit, undefined);
});

test.run();
