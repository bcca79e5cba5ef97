// 429 handling against the real daemon: the default account's plan allows 3 requests a
// minute, and daemon and client share one controllable clock. The client's injected sleep
// advances that clock, so honouring Retry-After really moves the daemon into the next
// budget window (no real waiting).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createClient, InboxkitApiError, type InboxkitClient } from '../src/index.js';
import { otpMail, startTestDaemon, type TestDaemon } from './helpers.js';

const T0 = Date.UTC(2026, 2, 28, 12, 0, 30); // 30 s before the minute ends
let now = T0;
let d: TestDaemon;
let sleeps: number[] = [];

function client(maxRetries?: number): InboxkitClient {
  return createClient({
    baseUrl: d.url,
    apiKey: d.key,
    clock: () => now,
    sleep: async (ms) => {
      sleeps.push(ms);
      now += ms;
    },
    ...(maxRetries !== undefined ? { maxRetries } : {}),
  });
}

/** Moves to 30 s before the end of a fresh minute, so each test starts with a full budget. */
function freshMinute(): void {
  now = (Math.floor(now / 60_000) + 1) * 60_000 + 30_000;
  sleeps = [];
}

test.before(async () => {
  d = await startTestDaemon({
    clock: () => now,
    serviceOptions: { plan: { api_requests: { minute: 3, day: 1_000_000, week: 1_000_000, month: 1_000_000 } } },
  });
});
test.after(async () => {
  await d?.stop();
});

test('a 429 from the account budget is retried after Retry-After, for a POST too, creating one inbox', async () => {
  freshMinute();
  const c = client();
  for (let i = 0; i < 3; i++) await c.inboxes.list(); // the minute's budget is spent
  const created = await c.inboxes.create({ label: 'after the budget', lifecycle_mode: 'persistent' });
  assert.equal(sleeps, [30_000], 'waited exactly the Retry-After the daemon sent');
  const all = await c.inboxes.list({ limit: 100 });
  assert.equal(all.inboxes.filter((i) => i.label === 'after the budget').map((i) => i.id), [created.inbox.id], 'created once');
});

test('with retries spent, the 429 reaches the caller as a typed error', async () => {
  freshMinute();
  const c = client(0);
  for (let i = 0; i < 3; i++) await c.inboxes.list();
  const err = await c.inboxes.list().catch((e: unknown) => e) as InboxkitApiError;
  assert.ok(err instanceof InboxkitApiError);
  assert.is(err.status, 429);
  assert.is(err.code, 'rate_limited');
  assert.is(err.retry_after_seconds, 30);
  assert.type(err.request_id, 'string');
  assert.equal(sleeps, []);
});

test('a wait keeps going through a 429 and still finds the code', async () => {
  freshMinute();
  const c = client();
  const inbox = (await c.inboxes.create({ label: 'wait through 429', lifecycle_mode: 'persistent' })).inbox;
  await d.send(otpMail(inbox.email_address, '737373'));
  await c.inboxes.list();
  await c.inboxes.list(); // budget spent: the wait's first listing gets a 429
  const code = await c.waitForOtp(inbox.id, { timeoutMs: 120_000 });
  assert.is(code, '737373');
  assert.ok(sleeps.includes(30_000), `slept ${sleeps.join(', ')}`);
});

test.run();
