// The Playwright example as CI runs it: `inboxkit run -- npx playwright test` in
// examples/playwright-signup, with the built daemon CLI (packages/daemon/dist/cli.js). The app
// mails its codes to the run's daemon, each test signs up through the page in Chromium (the one
// scripts/chromium.mjs finds, passed as CHROMIUM_PATH) with its own inbox, and the JSON report
// must show every test passed on two workers.
import { createServer } from 'node:net';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { runCommand } from '../../packages/testing/test/run-command.js';
import { findChromium } from '../../scripts/chromium.mjs';
import { cliCommand } from '../../test-support/daemon.js';

const root = new URL('../../', import.meta.url).pathname;
const here = join(root, 'examples/playwright-signup');
const work = mkdtempSync(join(tmpdir(), 'inboxkit-signup-'));

/** A port nothing listens on now (the app's; Playwright's webServer needs it before it starts). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    }).on('error', reject);
  });
}

interface Result { status: string; workerIndex: number }
interface Spec { title: string; tests: { annotations: { type: string; description?: string }[]; results: Result[] }[] }
interface Suite { specs?: Spec[]; suites?: Suite[] }

test.after(() => rmSync(work, { recursive: true, force: true }));

test('inboxkit run -- npx playwright test: every sign-up passes, on two workers, an inbox each', async () => {
  const report = join(work, 'report.json');
  const ran = await runCommand(process.execPath, [
    ...cliCommand('dist').argv, 'run', '--',
    'npx', 'playwright', 'test',
  ], {
    cwd: here,
    env: {
      APP_PORT: String(await freePort()), PLAYWRIGHT_JSON_OUTPUT_NAME: report, PLAYWRIGHT_OUTPUT_DIR: join(work, 'output'),
      INBOXKIT_BASE_URL: undefined, INBOXKIT_API_KEY: undefined, CI: '1', CHROMIUM_PATH: await findChromium(),
    },
    timeoutMs: 150_000,
  });
  assert.is(ran.code, 0, ran.output);
  assert.match(ran.output, /Running 4 tests using 2 workers/);
  const json = JSON.parse(readFileSync(report, 'utf8')) as { suites: Suite[]; stats: { expected: number; unexpected: number; flaky: number } };
  assert.equal([json.stats.expected, json.stats.unexpected, json.stats.flaky], [4, 0, 0]);
  const specs: Spec[] = [];
  const walk = (s: Suite) => { specs.push(...(s.specs ?? [])); (s.suites ?? []).forEach(walk); };
  json.suites.forEach(walk);
  const results = specs.map((s) => ({ result: s.tests[0]!.results[0]!, inbox: s.tests[0]!.annotations.find((a) => a.type === 'inbox')?.description }));
  assert.ok(results.every((r) => r.result.status === 'passed'));
  assert.is(new Set(results.map((r) => r.result.workerIndex)).size, 2, 'two workers ran tests');
  assert.is(new Set(results.map((r) => r.inbox)).size, 4, 'an inbox per test');
});

test.run();
