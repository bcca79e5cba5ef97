// The pytest plugin under `inboxkit run -- python3 -m pytest -p inboxkit.pytest_plugin`, on the
// cases of clients/python/tests_plugin: an inbox per test, deleted after a pass and kept after a
// failure, whose report section lists what arrived (subjects, the code and link columns).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { runCommand } from '../../../packages/testing/test/run-command.js';
import { cliCommand, REPO_ROOT } from '../../../test-support/daemon.js';
import { findPython, NO_PYTHON } from '../../../test-support/python.js';

const work = mkdtempSync(join(tmpdir(), 'inboxkit-pytest-'));
test.after(() => rmSync(work, { recursive: true, force: true }));

test('the inbox fixture: kept and reported on failure, deleted on success', async () => {
  const python = findPython({ pytest: true });
  assert.ok(python, NO_PYTHON);
  const junit = join(work, 'junit.xml');
  const ran = await runCommand(process.execPath, [
    ...cliCommand().argv, 'run', '--', python!, '-m', 'pytest', '-p', 'inboxkit.pytest_plugin', '-o', 'python_files=case_*.py',
    '-p', 'no:cacheprovider', `--junitxml=${junit}`, 'clients/python/tests_plugin',
  ], {
    cwd: REPO_ROOT,
    env: { PYTHONPATH: 'clients/python/src', PYTHONDONTWRITEBYTECODE: '1', INBOXKIT_BASE_URL: undefined, INBOXKIT_API_KEY: undefined },
    timeoutMs: 150_000,
  });
  assert.is(ran.code, 1, ran.output);
  assert.match(ran.output, /2 failed, 3 passed/);
  // The failing test's section: what arrived, oldest first, the reset link marked as returned.
  const sections = [...ran.output.matchAll(/[-_]+ inboxkit: (\S+) \(inbox (inb_\S+), kept\) [-_]+\n([\s\S]*?)\n(?:_|-|=)/g)];
  assert.is(sections.length, 2, ran.output);
  const [address, , list] = sections[0]!.slice(1) as [string, string, string];
  assert.match(list, new RegExp(`^What arrived at ${address.replace(/[.]/g, '\\.')} \\(2 messages, oldest first\\):`));
  assert.match(list, /1\. \S+ {2}from app@example\.com {2}"Our spring newsletter" {2}code - {2}intent - {2}links -/);
  assert.match(list, /2\. \S+ {2}from app@example\.com {2}"Reset your password" .*links password_reset .*\(already returned by an earlier wait\)/);
  assert.is(sections[1]![3], `Nothing arrived at ${sections[1]![1]}.`);
  assert.match(ran.output, /WaitTimeoutError: no message with a one-time code arrived/);
  // The checks of deletion and keeping ran as tests of their own and passed.
  const xml = readFileSync(junit, 'utf8');
  for (const name of ['test_the_passed_tests_inbox_was_deleted', 'test_the_failed_tests_inbox_was_kept']) {
    assert.match(xml, new RegExp(`name="${name}" time="[\\d.]+" />`), name);
  }
});

test('without a daemon the fixture says how to get one', async () => {
  const python = findPython({ pytest: true });
  assert.ok(python, NO_PYTHON);
  const ran = await runCommand(python!, ['-m', 'pytest', '-p', 'inboxkit.pytest_plugin', '-p', 'no:cacheprovider', '-o', 'python_files=case_*.py',
    'clients/python/tests_plugin/case_plugin.py::test_passes_with_its_own_inbox'], {
    cwd: REPO_ROOT,
    env: { PYTHONPATH: 'clients/python/src', PYTHONDONTWRITEBYTECODE: '1', INBOXKIT_BASE_URL: undefined, INBOXKIT_API_KEY: undefined },
    timeoutMs: 60_000,
  });
  assert.is.not(ran.code, 0, ran.output);
  assert.match(ran.output, /inboxkit run -- python3 -m pytest/);
});

test.run();
