// The pytest example as CI runs it: `inboxkit run -- python3 -m pytest examples/pytest-signup`
// from the repository root, with the built daemon CLI and the Python that has pytest (Debian's
// python3-pytest). The app mails its codes to the run's daemon; every sign-up test passes, each
// with an inbox of its own.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { runCommand } from '../../packages/testing/test/run-command.js';
import { cliCommand, REPO_ROOT } from '../../test-support/daemon.js';
import { findPython, NO_PYTHON } from '../../test-support/python.js';

test('inboxkit run -- python3 -m pytest examples/pytest-signup: every sign-up passes', async () => {
  const python = findPython({ pytest: true });
  assert.ok(python, NO_PYTHON);
  const ran = await runCommand(process.execPath, [
    ...cliCommand('dist').argv, 'run', '--', python!, '-m', 'pytest', '-v', '-p', 'no:cacheprovider', 'examples/pytest-signup',
  ], {
    cwd: REPO_ROOT,
    env: { PYTHONDONTWRITEBYTECODE: '1', PYTHONPATH: undefined, INBOXKIT_BASE_URL: undefined, INBOXKIT_API_KEY: undefined },
    timeoutMs: 150_000,
  });
  assert.is(ran.code, 0, ran.output);
  assert.match(ran.output, /4 passed/);
  assert.match(ran.output, /test_signs_up_with_the_emailed_code PASSED/);
});

test.run();
