// The Python client's unittest suite (clients/python/tests: units, the transport against a test
// double, the type-drift check against docs/openapi.json, and the client, tags and search included,
// against a real daemon) run as a user would: `inboxkit run -- python3 -m unittest discover`, the
// package on PYTHONPATH.
// Every test must run (none skipped: the daemon's variables reach them) and pass.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { runCommand } from '../../../packages/testing/test/run-command.js';
import { cliCommand, REPO_ROOT } from '../../../test-support/daemon.js';
import { findPython } from '../../../test-support/python.js';

test('inboxkit run -- python3 -m unittest: the Python client suite passes against the daemon', async () => {
  const python = findPython();
  assert.ok(python, 'no python3 >= 3.9 on this machine (set PYTHON)');
  const ran = await runCommand(process.execPath, [
    ...cliCommand().argv, 'run', '--', python!, '-m', 'unittest', 'discover', '-v', '-s', 'clients/python/tests', '-t', 'clients/python',
  ], {
    cwd: REPO_ROOT,
    env: { PYTHONPATH: 'clients/python/src', PYTHONDONTWRITEBYTECODE: '1', INBOXKIT_BASE_URL: undefined, INBOXKIT_API_KEY: undefined },
    timeoutMs: 150_000,
  });
  assert.is(ran.code, 0, ran.output);
  const count = Number(/Ran (\d+) tests/.exec(ran.output)?.[1]);
  assert.ok(count >= 40, `ran ${count} tests\n${ran.output}`);
  assert.match(ran.output, /\nOK\n/);
  assert.not.match(ran.output, /skipped/, 'no test skipped');
  for (const name of ['test_each_class_has_its_schemas_fields_and_required_ones', 'test_the_event_stream_yields_mail_sent_once_it_is_connected',
    'test_a_429_is_retried_after_retry_after_even_for_a_post', 'test_the_same_signature_as_inboxkit_core',
    'test_q_with_a_tag_and_a_negated_sender_finds_the_one_message', 'test_every_object_schema_is_modelled_or_left_out_on_purpose']) {
    assert.match(ran.output, new RegExp(`${name} \\S+ \\.\\.\\. ok`), name);
  }
});

test.run();
