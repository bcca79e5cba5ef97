// Idempotency keys across services on one PostgreSQL database (two processes' worth of services
// in this one: each has its own connections and in-process map, so nothing but the database
// joins them), and the same rules on SQLite, one service per file (run-tests.mjs runs this file
// on both engines; two services on one SQLite file in one thread would block each other's
// synchronous BEGIN). Time is a manual clock; waits are observed, never slept.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createInboxService, isInboxkitError, type Inbox, type InboxService } from '../src/index.js';
import { manualClock, peek, rejects, testService, type TestService } from './helpers.js';
import { until } from '../../../test-support/wait.js';
import { execSql, TEST_ENGINE } from './support/engine.js';

const clock = manualClock();
/** B's clock: the same time, counting reads, so a test can see B poll a claim. */
let bReads = 0;
const bClock = () => { bReads++; return clock(); };
const OFF = { maintenanceIntervalMs: 0, webhooks: false, analysis: false } as const;

const t: TestService = await testService({ clock, ...OFF });
const a = t.service;
/** Two services on one database: PostgreSQL only (SQLite is one process per file). */
const TWO = TEST_ENGINE === 'postgres';
const b: InboxService = TWO ? await createInboxService({ database: t.database, clock: bClock, ...OFF }) : a;
/** A test that needs two services: registered on PostgreSQL only. */
const twoServices = (name: string, fn: () => Promise<void>) => { if (TWO) test(name, fn); };
test.after(async () => {
  if (b !== a) await b.close();
  await t.cleanup();
});

const request = (key: string, fingerprint = 'f1') => ({ operation: 'POST /v1/inboxes', key, fingerprint });
const create = (service: InboxService, label: string) => async () => ({ inbox: await service.inboxes.create({ label, lifecycle_mode: 'persistent' }) });
const countLabel = async (label: string) => Number((await peek<{ n: number }>(t, 'SELECT COUNT(*) AS n FROM inboxes WHERE label = ?', label))!.n);
const record = (key: string) => peek<{ request_hash: string; body: string; created_at: number }>(t,
  'SELECT request_hash, body, created_at FROM idempotency_records WHERE key = ?', key);

function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => { open = resolve; });
  return { open, opened };
}

twoServices('the same request on two services at once runs once: the second waits for the claim, then replays', async () => {
  const g = gate();
  const first = a.idempotent(request('k-wait'), async () => {
    await g.opened;
    return create(a, 'waited')();
  });
  await until(async () => (await record('k-wait'))?.body === '', { timeoutMs: 5_000, what: 'A claimed the key' });
  let bRan = false;
  const readsBefore = bReads;
  const second = b.idempotent(request('k-wait'), async () => { bRan = true; return create(b, 'waited')(); });
  await until(() => bReads >= readsBefore + 3, { timeoutMs: 5_000, what: 'B read the claim and polled again' });
  assert.is(await countLabel('waited'), 0, 'nothing created while A is held');
  g.open();
  const [ra, rb] = await Promise.all([first, second]);
  assert.is(ra.replayed, false);
  assert.is(rb.replayed, true);
  assert.equal(rb.value, JSON.parse(JSON.stringify(ra.value)), 'B replays A\'s result');
  assert.not.ok(bRan, 'B never ran the operation');
  assert.is(await countLabel('waited'), 1);
  assert.equal(JSON.parse((await record('k-wait'))!.body), rb.value);
});

test('a burst over both services with one key creates one inbox, and every caller gets its result', async () => {
  const calls = Array.from({ length: 8 }, (_, i) => {
    const s = i % 2 === 0 ? a : b;
    return s.idempotent(request('k-burst'), create(s, 'burst'));
  });
  const results = await Promise.all(calls);
  assert.is(await countLabel('burst'), 1);
  assert.is(results.filter((r) => !r.replayed).length, 1, 'one ran');
  const id = (results[0]!.value.inbox as Inbox).id;
  for (const r of results) assert.is((r.value.inbox as Inbox).id, id);
});

twoServices('another fingerprint with the key is a conflict at once, while the operation runs and after', async () => {
  const g = gate();
  const first = a.idempotent(request('k-conflict'), async () => {
    await g.opened;
    return create(a, 'conflicted')();
  });
  await until(async () => (await record('k-conflict'))?.body === '', { timeoutMs: 5_000, what: 'A claimed the key' });
  const isConflict = (e: unknown) => isInboxkitError(e, 'conflict') && (e as { field?: string }).field === 'idempotency_key';
  await rejects(b.idempotent(request('k-conflict', 'f2'), create(b, 'conflicted')), isConflict, 'while A runs, without waiting for it');
  g.open();
  await first;
  await rejects(b.idempotent(request('k-conflict', 'f2'), create(b, 'conflicted')), isConflict, 'after');
  assert.is(await countLabel('conflicted'), 1);
});

test('another fingerprint with a key already used is a conflict', async () => {
  await a.idempotent(request('k-used'), create(a, 'used'));
  await rejects(b.idempotent(request('k-used', 'f2'), create(b, 'used')),
    (e) => isInboxkitError(e, 'conflict') && (e as { field?: string }).field === 'idempotency_key');
  assert.is(await countLabel('used'), 1);
});

test('a failed operation frees the key: no claim is left, and a retry with the key runs', async () => {
  await rejects(a.idempotent(request('k-fail-alone'), async () => { throw new Error('nope'); }), /nope/);
  assert.is(await record('k-fail-alone'), undefined, 'no claim left behind');
  assert.is((await b.idempotent(request('k-fail-alone'), create(b, 'retried'))).replayed, false, 'a retry with the key runs');
  assert.is(await countLabel('retried'), 1);
});

twoServices('a failed operation frees the key for a caller waiting on its claim: it runs the operation itself', async () => {
  const g = gate();
  const first = a.idempotent(request('k-fail'), async () => {
    await g.opened;
    throw new Error('boom');
  });
  await until(async () => (await record('k-fail'))?.body === '', { timeoutMs: 5_000, what: 'A claimed the key' });
  const readsBefore = bReads;
  const second = b.idempotent(request('k-fail'), create(b, 'after-failure'));
  await until(() => bReads >= readsBefore + 2, { timeoutMs: 5_000, what: 'B waits on the claim' });
  g.open();
  await rejects(first, /boom/);
  const rb = await second;
  assert.is(rb.replayed, false, 'B ran it');
  assert.is(await countLabel('after-failure'), 1);
  assert.equal(JSON.parse((await record('k-fail'))!.body), JSON.parse(JSON.stringify(rb.value)));
});

twoServices('a stale claim (its process died mid-operation) is taken over; the late original does not overwrite the new result', async () => {
  const g = gate();
  const first = a.idempotent(request('k-stale'), async () => {
    await g.opened;
    return create(a, 'stale-original')();
  });
  await until(async () => (await record('k-stale'))?.body === '', { timeoutMs: 5_000, what: 'A claimed the key' });
  clock.advance(29_999);
  const readsBefore = bReads;
  const second = b.idempotent(request('k-stale'), create(b, 'stale-taker'));
  await until(() => bReads >= readsBefore + 2, { timeoutMs: 5_000, what: 'a claim younger than 30 s is waited on' });
  assert.is(await countLabel('stale-taker'), 0);
  clock.advance(1);
  const rb = await second;
  assert.is(rb.replayed, false, 'taken over at 30 s');
  assert.is(await countLabel('stale-taker'), 1);
  g.open();
  const ra = await first;
  assert.is(ra.replayed, false, 'the original still answers its caller');
  assert.equal(JSON.parse((await record('k-stale'))!.body), JSON.parse(JSON.stringify(rb.value)), 'the record is the taker\'s');
  const again = await a.idempotent(request('k-stale'), create(a, 'stale-third'));
  assert.equal(again, { value: JSON.parse(JSON.stringify(rb.value)), replayed: true });
});

test('a claim written by a process that is gone, found at start: waited on until stale, then run here', async () => {
  const now = clock();
  await execSql(t.database, 'INSERT INTO idempotency_records (account_id, scope, key, request_hash, body, created_at) VALUES (?, ?, ?, ?, ?, ?)',
    a.accountId, 'POST /v1/inboxes', 'k-orphan', 'f1', '', now - 30_000);
  const r = await b.idempotent(request('k-orphan'), create(b, 'orphan'));
  assert.is(r.replayed, false);
  assert.is(await countLabel('orphan'), 1);
  assert.is((await record('k-orphan'))!.created_at, now, 'the claim and the record are the new run\'s');
});

test.run();
