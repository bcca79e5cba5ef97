import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { BatchUsage } from '../src/ingest/batch-usage.js';
import { monthPeriod } from '../src/store/index.js';
import { testService } from './helpers.js';

test('BatchUsage: reads each counter once, adds in memory, writes once per counter', async () => {
  const t = testService();
  try {
    const { store, accountId } = t.service;
    const period = monthPeriod(t.service.clock());
    store.usage.add(accountId, 'analyses', period, 5);
    const usage = new BatchUsage(store.usage, period);
    assert.is(usage.get(accountId, 'analyses'), 5);
    usage.add(accountId, 'analyses', 2);
    usage.add(accountId, 'received_messages', 1);
    assert.is(usage.get(accountId, 'analyses'), 7);
    // Nothing reaches the table before write().
    assert.is(store.usage.get(accountId, 'analyses', period), 5);
    assert.is(store.usage.get(accountId, 'received_messages', period), 0);
    usage.write();
    assert.is(store.usage.get(accountId, 'analyses', period), 7);
    assert.is(store.usage.get(accountId, 'received_messages', period), 1);
  } finally {
    await t.cleanup();
  }
});

test('BatchUsage: rollbackTo takes back only what was added after the mark', async () => {
  const t = testService();
  try {
    const { store, accountId } = t.service;
    const period = monthPeriod(t.service.clock());
    const usage = new BatchUsage(store.usage, period);
    usage.add(accountId, 'received_messages', 1);
    const mark = usage.mark();
    usage.add(accountId, 'received_messages', 1);
    usage.add(accountId, 'analyses', 1);
    usage.rollbackTo(mark);
    assert.is(usage.get(accountId, 'received_messages'), 1);
    assert.is(usage.get(accountId, 'analyses'), 0);
    usage.write();
    assert.is(store.usage.get(accountId, 'received_messages', period), 1);
    // A counter that ends at zero added writes no row.
    const row = store.db.prepare('SELECT COUNT(*) AS n FROM usage_counters WHERE metric = ?').get('analyses') as { n: number };
    assert.is(row.n, 0);
  } finally {
    await t.cleanup();
  }
});

test.run();
