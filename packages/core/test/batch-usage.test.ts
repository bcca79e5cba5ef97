import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { BatchUsage } from '../src/ingest/batch-usage.js';
import { monthPeriod } from '../src/clock.js';
import { openSqliteStorage, type Storage } from '../src/storage/index.js';

test('BatchUsage: reads each counter once, adds in memory, writes once per counter', async () => {
  const store = openSqliteStorage({ path: ':memory:' });
  try {
    const accountId = 'acc_1';
    const period = monthPeriod(Date.now());
    await store.usage.add(accountId, 'analyses', period, 5);
    const usage = new BatchUsage(store.usage, period);
    assert.is(await usage.get(accountId, 'analyses'), 5);
    usage.add(accountId, 'analyses', 2);
    usage.add(accountId, 'received_messages', 1);
    assert.is(await usage.get(accountId, 'analyses'), 7);
    // Nothing reaches the table before write().
    assert.is(await store.usage.get(accountId, 'analyses', period), 5);
    assert.is(await store.usage.get(accountId, 'received_messages', period), 0);
    await usage.write();
    assert.is(await store.usage.get(accountId, 'analyses', period), 7);
    assert.is(await store.usage.get(accountId, 'received_messages', period), 1);
  } finally {
    await store.close();
  }
});

test('BatchUsage: rollbackTo takes back only what was added after the mark', async () => {
  const writes: string[] = [];
  const store: Storage = openSqliteStorage({ path: ':memory:' });
  try {
    const accountId = 'acc_1';
    const period = monthPeriod(Date.now());
    const port = { ...store.usage, add: async (...args: Parameters<Storage['usage']['add']>) => { writes.push(args[1]); return store.usage.add(...args); } };
    const usage = new BatchUsage(port, period);
    usage.add(accountId, 'received_messages', 1);
    const mark = usage.mark();
    usage.add(accountId, 'received_messages', 1);
    usage.add(accountId, 'analyses', 1);
    usage.rollbackTo(mark);
    assert.is(await usage.get(accountId, 'received_messages'), 1);
    assert.is(await usage.get(accountId, 'analyses'), 0);
    await usage.write();
    assert.is(await store.usage.get(accountId, 'received_messages', period), 1);
    // A counter that ends at zero added writes no row.
    assert.equal(writes, ['received_messages']);
  } finally {
    await store.close();
  }
});

test.run();
