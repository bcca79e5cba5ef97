import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { prepareMail } from '../src/ingest/prepare.js';
import { createPreparePool, WARM_UP_SAMPLES } from '../src/ingest/prepare-pool.js';
import { warmUpMessage } from '../src/ingest/warm-up.js';
import { mail, testService } from './helpers.js';
import { until } from '../../../test-support/wait.js';

const samples = [
  mail({ subject: 'Your code', text: 'Your verification code is 583920. It expires in 10 minutes.' }),
  mail({ subject: 'Reset', html: '<p>Reset your password: <a href="https://acme.example/reset?token=abc123">Reset password</a></p>' }),
  'not a mime message at all',
];

test('worker threads prepare exactly what the inline path prepares', async () => {
  const pool = createPreparePool(2);
  try {
    for (const raw of samples) {
      const buf = Buffer.from(raw);
      assert.equal(await pool.prepare(buf), await prepareMail(buf));
    }
    const postsBefore = pool.stats().posts;
    const many = await Promise.all(Array.from({ length: 40 }, (_, i) => pool.prepare(Buffer.from(samples[i % 2]!))));
    assert.is(many.length, 40);
    assert.is(pool.stats().posts - postsBefore, 2, 'jobs of one loop turn go out in one message per worker');
    assert.ok(many.every((p, i) => p.parsed.subject === (i % 2 ? 'Reset' : 'Your code')));
    const stats = pool.stats();
    assert.is(stats.deaths, 0, 'workers start and stay up');
    assert.is(stats.inlineJobs, 0, 'no job fell back to this thread');
    assert.is(stats.workerJobs, 43);
  } finally {
    await pool.close();
  }
});

test('a job gets a copy of raw: the caller keeps its Buffer, also when it shares a pooled slab', async () => {
  const pool = createPreparePool(1);
  try {
    const small = Buffer.from(samples[0]!); // small Buffers are slices of Node's shared pool
    const neighbour = Buffer.from('neighbour bytes');
    const before = Buffer.from(small);
    const prepared = await pool.prepare(small);
    assert.is(prepared.parsed.subject, 'Your code');
    assert.ok(small.equals(before), 'raw is intact after the job');
    assert.is(neighbour.toString(), 'neighbour bytes');
    const big = Buffer.alloc(64 * 1024, 'a');
    big.write(samples[0]!);
    await pool.prepare(big);
    assert.is(big.length, 64 * 1024, 'not detached');
  } finally {
    await pool.close();
  }
});

test('every job goes to a worker, and warm() resolves at once without warm-up', async () => {
  const pool = createPreparePool(1, { warmUp: 0 });
  try {
    await Promise.all(Array.from({ length: 20 }, () => pool.prepare(Buffer.from(samples[0]!))));
    assert.equal({ ...pool.stats(), posts: 0 }, { workerJobs: 20, inlineJobs: 0, deaths: 0, broken: false, posts: 0, warmedUp: 0, largeJobs: 0, largeStarts: 0, largeRunning: false });
    const first = await Promise.race([pool.warm().then(() => 'warm'), new Promise((r) => setTimeout(() => r('timer'), 0))]);
    assert.is(first, 'warm', 'without warmUp, warm() resolves at once');
  } finally {
    await pool.close();
  }
});

test('warm-up: a real job is served ahead of the samples, and the worker reports when warm-up ends', async () => {
  const pool = createPreparePool(1, { warmUp: 40, analyze: true });
  try {
    const buf = Buffer.from(samples[0]!);
    const first = await pool.prepare(buf);
    assert.equal(first, await prepareMail(buf, { analyze: true }), 'the job is unchanged by warm-up');
    assert.is(pool.stats().warmedUp, 0, 'answered before the 40 samples were done');
    await pool.warm();
    assert.is(pool.stats().warmedUp, 40, 'warm() resolves when the worker reports its 40 samples done');
    assert.is((await pool.prepare(buf)).parsed.subject, 'Your code');
  } finally {
    await pool.close();
  }
});

test('the warm-up samples parse cleanly and reach every extractor they are meant to warm', async () => {
  const [plain, html, encoded] = await Promise.all([0, 1, 2].map((i) => prepareMail(warmUpMessage(i), { analyze: true })));
  assert.is(plain!.extracted.otp, String(100000));
  assert.ok(plain!.analysis, 'analysis computed');
  const types = new Set(html!.extracted.links.map((l) => l.type));
  for (const t of ['password_reset', 'verification', 'unsubscribe']) assert.ok(types.has(t as never), `${t} link in ${[...types]}`);
  assert.is(encoded!.parsed.subject, 'Ihr Bestätigungscode 2');
  assert.ok(encoded!.parsed.text?.includes('Bestätigungscode lautet 200002'), 'quoted-printable decoded');
});

test('with analyze, workers also compute the built-in analysis, exactly as inline', async () => {
  const pool = createPreparePool(1, { analyze: true });
  try {
    const buf = Buffer.from(samples[0]!);
    const viaWorker = await pool.prepare(buf);
    assert.ok(viaWorker.analysis, 'analysis fields computed');
    assert.is(viaWorker.analysis!.detected_otp, '583920');
    assert.equal(viaWorker, await prepareMail(buf, { analyze: true }));
    assert.is((await prepareMail(buf)).analysis, null, 'not computed unless asked');
    assert.is(pool.stats().workerJobs, 1);
  } finally {
    await pool.close();
  }
});

test('workers that cannot start are given up on after a few tries, and jobs still complete inline', async () => {
  const pool = createPreparePool(1, { workerUrl: new URL('file:///nonexistent/prepare-worker.js') });
  try {
    const results = await Promise.all(Array.from({ length: 5 }, () => pool.prepare(Buffer.from(samples[0]!))));
    assert.ok(results.every((r) => r.extracted.otp === '583920'));
    await until(() => pool.stats().broken, { timeoutMs: 5_000, what: 'the pool gives up on its workers' });
    const stats = pool.stats();
    assert.ok(stats.broken, 'the pool stops respawning');
    assert.is(stats.deaths, 3);
    assert.is((await pool.prepare(Buffer.from(samples[1]!))).parsed.subject, 'Reset');
  } finally {
    await pool.close();
  }
});

test('a service with prepareThreads stores the same message and closes cleanly', async () => {
  const t = await testService({ prepareThreads: 1 });
  const inbox = await t.service.inboxes.create({ label: 'pool', lifecycle_mode: 'persistent' });
  const { stored } = await t.service.ingest(samples[0]!, { rcptTo: [inbox.email_address] });
  const m = await t.service.messages.get(stored[0]!.messageId);
  assert.is(m.subject, 'Your code');
  assert.is(m.otp, '583920');
  await t.cleanup();
});

test('service.prepareWarm() resolves with the samples the workers prepared, and with 0 without workers', async () => {
  const warm = await testService({ prepareThreads: 1 });
  const plain = await testService();
  try {
    assert.is(await warm.service.prepareWarm(), WARM_UP_SAMPLES);
    assert.is(await plain.service.prepareWarm(), 0);
  } finally {
    await warm.cleanup();
    await plain.cleanup();
  }
});

test.run();
