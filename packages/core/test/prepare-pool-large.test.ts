/**
 * The parse pool with messages of the size limits (4 MB and just under it): the slow end of
 * prepare-pool.test.ts, in `npm run test:full` (several seconds of parsing each on two cores).
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { prepareMail } from '../src/ingest/prepare.js';
import { createPreparePool, WORKER_MAX_RAW_BYTES } from '../src/ingest/prepare-pool.js';
import { mail } from './helpers.js';
import { until } from '../../../test-support/wait.js';

const small = mail({ subject: 'Your code', text: 'Your verification code is 583920. It expires in 10 minutes.' });

test('a message above WORKER_MAX_RAW_BYTES goes to the large-message worker, started on demand and stopped once idle', async () => {
  const pool = createPreparePool(1, { largeIdleMs: 200 });
  try {
    const body = 'Your verification code is 583920.\n' + 'x'.repeat(76).concat('\n').repeat(Math.ceil(WORKER_MAX_RAW_BYTES / 77));
    const big = Buffer.from(mail({ subject: 'Big', text: body }));
    assert.ok(big.length > WORKER_MAX_RAW_BYTES);
    assert.is(pool.stats().largeRunning, false, 'no large worker before a large message');
    const prepared = await pool.prepare(big);
    assert.is(prepared.extracted.otp, '583920');
    assert.equal(prepared, await prepareMail(big), 'exactly what this thread would prepare');
    assert.equal([pool.stats().largeJobs, pool.stats().largeStarts, pool.stats().inlineJobs], [1, 1, 0]);
    const prepared2 = await pool.prepare(Buffer.from(small));
    assert.is(prepared2.parsed.subject, 'Your code');
    assert.is(pool.stats().largeJobs, 1, 'smaller mail still goes to the parse worker');
    // Idle past largeIdleMs, it is stopped; the next large message starts it again.
    await until(() => !pool.stats().largeRunning, { timeoutMs: 10_000, what: 'the idle large worker stopped' });
    assert.is((await pool.prepare(big)).extracted.otp, '583920');
    assert.equal([pool.stats().largeJobs, pool.stats().largeStarts, pool.stats().inlineJobs], [2, 2, 0]);
  } finally {
    await pool.close();
  }
});

test('a worker prepares a message just under WORKER_MAX_RAW_BYTES (HTML, with analysis) within its capped heap', async () => {
  const pool = createPreparePool(1, { analyze: true });
  try {
    const row = '<tr><td><a href="https://acme.example/item?id=1">Item</a></td><td>Widget &amp; co, 12.50 EUR</td></tr>\n';
    const html = '<html><body><p>Your code is 583920.</p><table>' + row.repeat(Math.floor((WORKER_MAX_RAW_BYTES - 4096) / row.length)) + '</table></body></html>';
    const raw = Buffer.from(mail({ subject: 'Large HTML', html }));
    assert.ok(raw.length <= WORKER_MAX_RAW_BYTES && raw.length > WORKER_MAX_RAW_BYTES * 0.9, `${raw.length} bytes`);
    const prepared = await pool.prepare(raw);
    assert.is(prepared.parsed.subject, 'Large HTML');
    assert.ok(prepared.analysis, 'analysed too');
    assert.equal({ workerJobs: pool.stats().workerJobs, deaths: pool.stats().deaths }, { workerJobs: 1, deaths: 0 });
  } finally {
    await pool.close();
  }
});

test.run();
