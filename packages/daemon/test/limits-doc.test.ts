// docs/daemon.md's limits table is the one the constants render: a limit changed in code
// without the doc (or the other way round) fails here.
import { readFileSync } from 'node:fs';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { DAEMON_DOC, limitRows, limitsTable, limitsTableIn } from '../src/limits-doc.js';
import { SMTP_DEFAULTS } from '../src/smtp/listener.js';

test('the limits table in docs/daemon.md is the rendered one', () => {
  assert.fixture(limitsTableIn(readFileSync(DAEMON_DOC, 'utf8')), limitsTable());
});

test('the table follows the constants: a changed constant changes its row', () => {
  const row = () => limitRows().find(([name]) => name === 'SMTP messages per connection')![1];
  const before = row();
  const saved = SMTP_DEFAULTS.maxMessagesPerConnection;
  try {
    (SMTP_DEFAULTS as { maxMessagesPerConnection: number }).maxMessagesPerConnection = 1_000;
    assert.is(row(), '1,000');
  } finally {
    (SMTP_DEFAULTS as { maxMessagesPerConnection: number }).maxMessagesPerConnection = saved;
  }
  assert.is(row(), before);
});

test.run();
