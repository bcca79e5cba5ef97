import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT, cliCommand } from '../../../test-support/daemon.js';

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

// The other CLI tests start dist/cli.js when the build is up to date; this one keeps the
// source path (`node --import tsx packages/daemon/src/cli.ts`) working, and with it
// version(), which finds package.json one level up from src/cli.ts as from dist/cli.js.
test('the CLI from source through tsx answers --version with the package version', async () => {
  const { version } = JSON.parse(readFileSync(join(REPO_ROOT, 'packages/daemon/package.json'), 'utf8')) as { version: string };
  const run = spawnSync(process.execPath, [...cliCommand('src').argv, '--version'], { cwd: REPO_ROOT, encoding: 'utf8', timeout: 30_000 });
  assert.is(run.status, 0, run.stderr);
  assert.is(run.stdout, `${version}\n`);
  assert.is(run.stderr, '');
});

test.run();
