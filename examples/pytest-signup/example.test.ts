// The pytest example as CI runs it: `inboxkit run -- python3 -m pytest examples/pytest-signup`
// from the repository root, with the built daemon CLI and the Python that has pytest (Debian's
// python3-pytest). The app mails its codes to the run's daemon; every sign-up test passes, each
// with an inbox of its own. Which tests ran and passed is read from pytest's JUnit XML report,
// not from its terminal lines, which colour codes or the daemon's own lines can split.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { runCommand } from '../../packages/testing/test/run-command.js';
import { cliCommand, REPO_ROOT } from '../../test-support/daemon.js';
import { findPython, NO_PYTHON } from '../../test-support/python.js';

test('inboxkit run -- python3 -m pytest examples/pytest-signup: every sign-up passes', async () => {
  const python = findPython({ pytest: true });
  assert.ok(python, NO_PYTHON);
  const dir = mkdtempSync(join(tmpdir(), 'inboxkit-pytest-'));
  try {
    const report = join(dir, 'report.xml');
    const ran = await runCommand(process.execPath, [
      ...cliCommand('dist').argv, 'run', '--', python!, '-m', 'pytest', '-v', '-p', 'no:cacheprovider', `--junitxml=${report}`, 'examples/pytest-signup',
    ], {
      cwd: REPO_ROOT,
      env: { PYTHONDONTWRITEBYTECODE: '1', PYTHONPATH: undefined, INBOXKIT_BASE_URL: undefined, INBOXKIT_API_KEY: undefined },
      timeoutMs: 150_000,
    });
    assert.is(ran.code, 0, ran.output);
    const xml = readFileSync(report, 'utf8');
    const cases = [...xml.matchAll(/<testcase\b[^>]*\bname="([^"]+)"[^>]*?(\/>|>([\s\S]*?)<\/testcase>)/g)]
      .map((m) => ({ name: m[1], body: m[3] ?? '' }));
    assert.equal(cases.map((c) => c.name).sort(), [
      'test_a_new_code_replaces_the_first_and_the_second_wait_returns_the_second_mail',
      'test_a_wrong_code_is_refused_then_the_emailed_one_works',
      'test_signs_up_with_the_emailed_code',
      'test_the_mail_comes_from_acme_with_the_code_in_its_text',
    ], ran.output);
    for (const c of cases) assert.not.match(c.body, /<(failure|error|skipped)\b/, `${c.name}: ${c.body}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test.run();
