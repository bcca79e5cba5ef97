// The README shows examples/readme/in-process.ts and client.ts exactly as they are (the pack
// test compiles and runs those files), and its first screen names the three ways of use.
import { readFileSync } from 'node:fs';
import { test } from 'uvu';
import * as assert from 'uvu/assert';

const root = new URL('../../', import.meta.url).pathname;
const readme = readFileSync(`${root}README.md`, 'utf8');

for (const file of ['in-process.ts', 'client.ts']) {
  test(`README holds examples/readme/${file} verbatim`, () => {
    const source = readFileSync(`${root}examples/readme/${file}`, 'utf8');
    assert.ok(readme.includes('```ts\n' + source + '```\n'), `README.md no longer shows examples/readme/${file} as it is: copy the file into it`);
  });
}

test('the first screen (60 lines) shows in-process, the daemon, and CI with the fixtures', () => {
  const first = readme.split('\n').slice(0, 60).join('\n');
  assert.match(first, "import { createInboxService } from '@inboxkit/core';");
  assert.match(first, 'inboxkit-linux-x64 serve');
  assert.match(first, 'inboxkit-linux-x64 run -- ');
  assert.match(first, "from '@inboxkit/testing/playwright'");
  for (const anchor of ['in-process-inside-a-test-harness', 'the-daemon', 'in-ci-one-binary-one-command', 'fixtures-for-test-runners', 'using-the-packages-from-another-project-today']) {
    assert.match(first, `(#${anchor})`);
    const heading = readme.split('\n').find((l) => l.startsWith('## ') && l.slice(3).toLowerCase().replace(/[^a-z0-9 -]/g, '').replace(/ /g, '-') === anchor);
    assert.ok(heading, `no heading for #${anchor}`);
  }
});

test.run();
