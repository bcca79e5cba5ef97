import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { REPO_ROOT } from './fixtures/daemon.js';

// The bin npm links, run through its own shebang (`env -S node <flags>`) as `npx inboxkit`
// runs it: a shebang the system's env cannot split would break every command. Needs dist/
// (npm test builds it first).
test('the linked inboxkit bin starts through its shebang and answers --help', async () => {
  const bin = join(REPO_ROOT, 'node_modules', '.bin', 'inboxkit');
  const run = spawnSync(bin, ['--help'], { encoding: 'utf8', timeout: 30_000 });
  assert.is(run.status, 0, run.stderr);
  assert.match(run.stdout, /^Usage: inboxkit <command>/);
  assert.is(run.stderr, '');
});

test.run();
