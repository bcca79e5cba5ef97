// @inboxkit/testing/playwright through Playwright Test's own CLI (test/playwright/: specs that
// use `inbox`, no browser), JSON reporter. Passing specs: the matchers resolve to what arrived,
// each test has its own inbox, two workers each with a daemon of its own (none in the
// environment), a mail passes its checks and its snapshot is written to the snapshot file. A
// failing spec, with the global setup's one daemon: the error lists what arrived, and the mail
// is attached to the report (.eml as received, JSON of the fields).
import { mkdtempSync, rmSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { runCommand } from './run-command.js';

const root = new URL('../../../', import.meta.url).pathname;
const cli = join(root, 'node_modules/@playwright/test/cli.js');
const config = join(root, 'packages/testing/test/playwright/playwright.config.ts');
const dirs: string[] = [];

interface Attachment { name: string; contentType: string; body?: string }
interface Result { status: string; workerIndex: number; attachments: Attachment[]; error?: { message: string } }
interface Spec { title: string; tests: { annotations: { type: string; description?: string }[]; results: Result[] }[] }
interface Suite { specs?: Spec[]; suites?: Suite[] }

async function playwright(spec: string, env: Record<string, string> = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'inboxkit-pw-'));
  dirs.push(dir);
  // Nothing from a surrounding `inboxkit run`: the specs start their own daemons.
  const ran = await runCommand(process.execPath, [cli, 'test', '-c', config, spec], {
    cwd: root, env: { PW_REPORT_DIR: dir, INBOXKIT_BASE_URL: undefined, INBOXKIT_API_KEY: undefined, INBOXKIT_SNAPSHOT_DIR: join(dir, 'snapshots'), CI: undefined, ...env },
  });
  const report = JSON.parse(readFileSync(join(dir, 'report.json'), 'utf8')) as { suites: Suite[]; stats: { expected: number; unexpected: number } };
  const specs: Spec[] = [];
  const walk = (s: Suite) => { specs.push(...(s.specs ?? [])); (s.suites ?? []).forEach(walk); };
  report.suites.forEach(walk);
  const byTitle = new Map(specs.map((s) => [s.title, { result: s.tests[0]!.results[0]!, note: s.tests[0]!.annotations.find((a) => a.type === 'inbox')?.description?.split(' ') }]));
  return { ...ran, stats: report.stats, byTitle };
}

test.after(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

test('passing specs: values returned, an inbox per test, two workers with a daemon each', async () => {
  const run = await playwright('pass.spec.ts');
  assert.is(run.code, 0, run.output);
  assert.equal(run.stats, { ...run.stats, expected: 6, unexpected: 0 });
  const notes = [...run.byTitle.values()].map((t) => t.note!);
  assert.is(new Set(notes.map((n) => n[1])).size, 6, 'six inboxes');
  assert.is(new Set(notes.map((n) => n[0])).size, 2, 'two workers');
  assert.is(new Set(notes.map((n) => n[2])).size, 2, 'one daemon per worker');
  for (const { result } of run.byTitle.values()) assert.equal(result.attachments.filter((a) => a.name.startsWith('inboxkit-')), [], 'nothing attached to a passed test');
  const snap = readFileSync(join(dirs.at(-1)!, 'snapshots', 'pass.spec.ts.mail.snap'), 'utf8');
  assert.match(snap, /^=== "a mail passes its checks and its snapshot is written > code 1"\n {2}Subject: Your sign-in code\n/m);
  assert.match(snap, /^=== "a mail passes its checks and its snapshot is written > mail 1"\n[\s\S]* {2}Your code is <otp>\. It expires in 10 minutes\.\n/m);
});

test('a failing spec: the error lists what arrived; the mail is attached; one daemon from the global setup', async () => {
  const run = await playwright('fail.spec.ts', { INBOXKIT_GLOBAL_SETUP: '1' });
  assert.is(run.code, 1, run.output);
  assert.equal(run.stats, { ...run.stats, expected: 1, unexpected: 1 });
  const failed = run.byTitle.get('waits for a code that never comes')!;
  const passed = run.byTitle.get('passes beside it, on the same daemon')!;
  assert.is(failed.result.status, 'failed');
  assert.is.not(failed.note![0], passed.note![0], 'two workers');
  assert.is(failed.note![2], passed.note![2], 'one daemon');
  const address = failed.note![1]!;
  const message = failed.result.error!.message.replace(/\x1b\[[0-9;]*m/g, '');
  assert.match(message, `toReceiveOtp: No message with a one-time code arrived at ${address} within 1000 ms.`);
  assert.match(message, `What arrived at ${address} (2 messages, oldest first):`);
  assert.match(message, /1\. \S+ {2}from app@example\.com {2}"Our spring newsletter" {2}code - {2}intent - {2}links -\n/);
  assert.match(message, /2\. \S+ {2}from app@example\.com {2}"Reset your password" {2}code - {2}intent password_reset {2}links password_reset/);
  const files = failed.result.attachments.filter((a) => a.name.startsWith(`inboxkit-${address}`));
  assert.equal(files.map((f) => f.contentType), ['application/json', 'message/rfc822', 'message/rfc822']);
  const fields = JSON.parse(Buffer.from(files[0]!.body!, 'base64').toString()) as { messages: { subject: string; links: { url: string }[] }[] };
  assert.equal(fields.messages.map((m) => m.subject), ['Our spring newsletter', 'Reset your password']);
  assert.is(fields.messages[1]!.links[0]!.url, 'https://app.example/reset?t=2');
  assert.match(Buffer.from(files[2]!.body!, 'base64').toString(), /^Subject: Reset your password\r?$/m);
  assert.match(run.output, /1 failed/);
});

test.run();
