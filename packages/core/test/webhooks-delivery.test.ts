import { test } from 'uvu';
import * as assert from 'uvu/assert';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { EmailEvent, Inbox } from '../src/index.js';
import { defaultIdGenerator } from '../src/clock.js';
import {
  createWebhooks, verifyWebhook, signWebhook, RETRY_SCHEDULE_MS, MAX_ATTEMPTS, DISABLE_AFTER_EXHAUSTED,
  type FailedAttempt, type WebhookOptions, type Webhooks,
} from '../src/webhooks/index.js';
import { pipelineHarness, type PipelineHarness } from './helpers.js';

// ---- fixtures (real SQLite file, real loopback receivers, injected clock) ----

const T0 = Date.parse('2026-04-01T10:00:00.000Z');
const MIN = 60_000;
const cleanups: Array<() => unknown> = [];
test.after.each(async () => {
  for (const fn of cleanups.splice(0).reverse()) await fn();
});

interface Received { path: string; headers: http.IncomingHttpHeaders; raw: Buffer }
type Handler = (req: http.IncomingMessage, res: http.ServerResponse, n: number) => void;

async function receiver(handler: Handler = (_req, res) => res.end('ok')) {
  const received: Received[] = [];
  let connections = 0;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ path: req.url ?? '', headers: req.headers, raw: Buffer.concat(chunks) });
      handler(req, res, received.length);
    });
  });
  server.on('connection', () => connections++);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  const r = {
    port, url: `http://127.0.0.1:${port}/hook`, received, connections: () => connections,
    close: () => new Promise<void>((resolve) => { server.closeAllConnections(); server.close(() => resolve()); }),
  };
  cleanups.push(r.close);
  return r;
}

let mailCount = 0;
function mail(to: string, subject = `Your code ${++mailCount}`): string {
  return [
    'From: Sender <sender@example.com>', `To: ${to}`, `Subject: ${subject}`,
    `Message-ID: <m${mailCount}.${Date.now()}@example.com>`, 'Date: Wed, 01 Apr 2026 10:00:00 +0000',
    'Content-Type: text/plain; charset=utf-8', '', `Your verification code is ${String(400000 + mailCount)}. Grüße!`, '',
  ].join('\r\n');
}

interface Setup {
  /** Storage, the publish step (the outbox in it) and the ingest pipeline, wired as the service wires them. */
  h: PipelineHarness;
  accountId: string;
  webhooks: Webhooks;
  inbox: Inbox;
  clock: { now: () => number; set: (t: number) => void; advance: (ms: number) => void };
  ingest: (inbox?: Inbox) => Promise<void>;
}

async function setup(options: WebhookOptions = {}): Promise<Setup> {
  let now = T0;
  const clock = () => now;
  const h = await pipelineHarness({ clock, analysis: false });
  const webhooks = createWebhooks({
    storage: h.storage, clock, ids: defaultIdGenerator,
    options: { allowPrivateTargets: true, ...options },
  });
  h.subscribe(webhooks.outbox);
  cleanups.push(() => h.cleanup());
  cleanups.push(() => webhooks.stop());
  const inbox = await h.inboxes.create(h.accountId, { label: 'hooks', lifecycle_mode: 'persistent' });
  return {
    h, accountId: h.accountId, webhooks, inbox,
    clock: { now: clock, set: (t) => { now = t; }, advance: (ms) => { now += ms; } },
    ingest: async (target = inbox) => {
      const result = await h.pipeline.ingest(mail(target.email_address), { rcptTo: [target.email_address] });
      assert.is(result.stored.length, 1);
    },
  };
}

const seconds = (ms: number) => String(Math.floor(ms / 1000));

// ---- tests ----

test('a delivery carries the spec headers, a signature over the raw body, and exactly the event', async () => {
  const { h, accountId, webhooks, ingest } = await setup();
  const rx = await receiver();
  const { webhook, signing_secret } = await webhooks.create(accountId, { label: 'rx', target_url: rx.url });
  const events: EmailEvent[] = [];
  h.events.on('email.received', (e) => events.push(e));
  await ingest();
  assert.is(await webhooks.runDue(), 1);
  assert.is(rx.received.length, 1);
  const { headers, raw, path } = rx.received[0]!;
  assert.is(path, '/hook');
  assert.is(headers['content-type'], 'application/json');
  assert.is(headers['user-agent'], 'Inboxkit-Webhooks/1');
  assert.is(headers['x-service-timestamp'], seconds(T0));
  assert.ok(typeof headers['x-service-delivery-id'] === 'string' && headers['x-service-delivery-id'].length > 0);
  assert.is(headers['x-service-signature'], headers['service-signature']);
  assert.is(headers['x-service-signature'], signWebhook(signing_secret, seconds(T0), raw));
  assert.is(headers['content-length'], String(raw.length));

  // The payload is the EmailEvent given to in-process listeners, field for field.
  const body = JSON.parse(raw.toString('utf8')) as EmailEvent;
  assert.equal(body, JSON.parse(JSON.stringify(events[0])));
  assert.is(headers['x-service-event-id'], body.id);
  assert.is(body.type, 'email.received');
  assert.equal(Object.keys(body).sort(), ['created_at', 'data', 'id', 'type']);
  assert.equal(Object.keys(body.data.inbox).sort(), ['email_address', 'id', 'label']);
  assert.ok(body.data.message.text_body?.includes('Grüße'));

  // A receiver verifies over the raw bytes; one changed byte or a stale timestamp fails.
  assert.is(verifyWebhook(raw, headers, signing_secret, { now: T0 }), true);
  const tampered = Buffer.from(raw);
  tampered[10] = tampered[10]! ^ 0x20;
  assert.is(verifyWebhook(tampered, headers, signing_secret, { now: T0 }), false);
  assert.is(verifyWebhook(raw, headers, signing_secret, { now: T0 + 6 * MIN }), false);
  assert.is(verifyWebhook(raw, headers, 'whsec_other', { now: T0 }), false);

  const [delivery] = await webhooks.deliveries(accountId, webhook.id);
  assert.is(delivery!.status, 'delivered');
  assert.is(delivery!.attempts, 1);
  assert.is((await webhooks.get(accountId, webhook.id)).last_delivery_at, new Date(T0).toISOString());
});

test('the outbox row is committed with the message: present as soon as ingest resolves', async () => {
  const { h, accountId, webhooks, ingest } = await setup();
  const rx = await receiver();
  const { webhook } = await webhooks.create(accountId, { label: 'rx', target_url: rx.url });
  await ingest();
  const rows = await webhooks.deliveries(accountId, webhook.id);
  assert.is(rows.length, 1);
  assert.is(rows[0]!.status, 'pending');
  assert.is(rows[0]!.next_attempt_at, new Date(T0).toISOString()); // immediate first attempt
  assert.is(rx.received.length, 0); // the dispatcher was not started
});

test('a subscriber that throws after the outbox rolls back both the message and the outbox row', async () => {
  const { h, accountId, webhooks, inbox } = await setup();
  const rx = await receiver();
  const { webhook } = await webhooks.create(accountId, { label: 'rx', target_url: rx.url });
  const remove = h.subscribe({ name: 'test', write: async () => { throw new Error('later sink failed'); } });
  const error = await h.pipeline.ingest(mail(inbox.email_address), { rcptTo: [inbox.email_address] }).then(() => null, (e: unknown) => e);
  assert.ok(error instanceof Error && error.message === 'later sink failed', String(error));
  assert.is((await h.messages.list(accountId, inbox.id)).items.length, 0);
  assert.is((await webhooks.deliveries(accountId, webhook.id)).length, 0);
  remove();
  await h.pipeline.ingest(mail(inbox.email_address), { rcptTo: [inbox.email_address] });
  assert.is((await h.messages.list(accountId, inbox.id)).items.length, 1);
  assert.is((await webhooks.deliveries(accountId, webhook.id)).length, 1);
});

test('a receiver that fails 3 times gets the event at exactly 0, +1 min, +5 min, +15 min; same event id, new delivery ids', async () => {
  const { h, accountId, webhooks, clock, ingest } = await setup();
  const rx = await receiver((_req, res, n) => { res.statusCode = n <= 3 ? 500 : 204; res.end(); });
  const { webhook, signing_secret } = await webhooks.create(accountId, { label: 'flaky', target_url: rx.url });
  await ingest();

  const expected = [T0, T0 + 1 * MIN, T0 + 6 * MIN, T0 + 21 * MIN];
  for (const [i, at] of expected.entries()) {
    clock.set(at - 1);
    assert.is(await webhooks.runDue(), 0, `nothing is due 1 ms before attempt ${i + 1}`);
    clock.set(at);
    assert.is(await webhooks.runDue(), 1, `attempt ${i + 1}`);
    assert.is(rx.received.length, i + 1);
  }
  clock.advance(48 * 60 * MIN);
  assert.is(await webhooks.runDue(), 0);
  assert.is(rx.received.length, 4);

  assert.equal(rx.received.map((r) => r.headers['x-service-timestamp']), expected.map(seconds));
  const eventIds = new Set(rx.received.map((r) => r.headers['x-service-event-id']));
  const deliveryIds = new Set(rx.received.map((r) => r.headers['x-service-delivery-id']));
  assert.is(eventIds.size, 1);
  assert.is(deliveryIds.size, 4);
  // The same bytes every time, each attempt signed with its own timestamp.
  assert.is(new Set(rx.received.map((r) => r.raw.toString('base64'))).size, 1);
  for (const r of rx.received) {
    assert.is(verifyWebhook(r.raw, r.headers, signing_secret, { now: Number(r.headers['x-service-timestamp']) * 1000 }), true);
  }
  const [d] = await webhooks.deliveries(accountId, webhook.id);
  assert.is(d!.status, 'delivered');
  assert.is(d!.attempts, 4);
  assert.is(d!.last_status_code, 204);
  assert.is((await webhooks.get(accountId, webhook.id)).last_delivery_at, new Date(T0 + 21 * MIN).toISOString());
});

test('after the 7th failed attempt the delivery is failed and kept; nothing more is sent; the webhook stays active', async () => {
  const { h, accountId, webhooks, clock, ingest } = await setup();
  const rx = await receiver((_req, res) => { res.statusCode = 500; res.end('boom'); });
  const { webhook } = await webhooks.create(accountId, { label: 'down', target_url: rx.url });
  await ingest();
  let at = T0;
  const times: number[] = [];
  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
    at += RETRY_SCHEDULE_MS[attempt - 1]!;
    clock.set(at);
    times.push(at);
    assert.is(await webhooks.runDue(), 1, `attempt ${attempt}`);
    const [d] = await webhooks.deliveries(accountId, webhook.id);
    assert.is(d!.attempts, attempt);
    if (attempt < MAX_ATTEMPTS) {
      assert.is(d!.status, 'pending');
      assert.is(d!.next_attempt_at, new Date(at + RETRY_SCHEDULE_MS[attempt]!).toISOString());
    }
  }
  // Offsets from the first attempt: 0, 1, 6, 21, 81, 441, 1881 minutes.
  assert.equal(times.map((t) => (t - T0) / MIN), [0, 1, 6, 21, 81, 441, 1881]);
  assert.equal(rx.received.map((r) => r.headers['x-service-timestamp']), times.map(seconds));
  const [d] = await webhooks.deliveries(accountId, webhook.id);
  assert.is(d!.status, 'failed');
  assert.is(d!.attempts, 7);
  assert.is(d!.next_attempt_at, null);
  assert.is(d!.last_status_code, 500);
  assert.ok(d!.last_error?.includes('HTTP 500') && d!.last_error.includes('boom'), d!.last_error ?? '');
  clock.advance(7 * 24 * 60 * MIN);
  assert.is(await webhooks.runDue(), 0);
  assert.is(rx.received.length, 7);
  const wh = await webhooks.get(accountId, webhook.id);
  assert.is(wh.status, 'active');
  assert.is(wh.last_delivery_at, null);
});

test(`${DISABLE_AFTER_EXHAUSTED} exhausted deliveries in a row disable the webhook; new events are not queued for it`, async () => {
  const { h, accountId, webhooks, clock, ingest } = await setup();
  const rx = await receiver((_req, res) => { res.statusCode = 503; res.end(); });
  const { webhook } = await webhooks.create(accountId, { label: 'dead', target_url: rx.url });
  for (let i = 0; i < DISABLE_AFTER_EXHAUSTED; i++) await ingest();
  let at = T0;
  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
    at += RETRY_SCHEDULE_MS[attempt - 1]!;
    clock.set(at);
    assert.is(await webhooks.runDue(), DISABLE_AFTER_EXHAUSTED);
    const expected = attempt === MAX_ATTEMPTS ? 'disabled' : 'active';
    assert.is((await webhooks.get(accountId, webhook.id)).status, expected, `after attempt ${attempt}`);
  }
  assert.ok((await webhooks.deliveries(accountId, webhook.id)).every((d) => d.status === 'failed'));
  await ingest();
  assert.is((await webhooks.deliveries(accountId, webhook.id)).length, DISABLE_AFTER_EXHAUSTED);
  // Enabling turns it back on for new events.
  assert.is((await webhooks.enable(accountId, webhook.id)).status, 'active');
  await ingest();
  assert.is((await webhooks.deliveries(accountId, webhook.id)).length, DISABLE_AFTER_EXHAUSTED + 1);
});

test('a 3xx is a failed attempt and the redirect is not followed', async () => {
  const { h, accountId, webhooks, clock, ingest } = await setup();
  const rx = await receiver((req, res) => {
    if (req.url === '/hook') { res.writeHead(302, { Location: '/elsewhere' }); res.end(); } else res.end('ok');
  });
  const { webhook } = await webhooks.create(accountId, { label: 'redirect', target_url: rx.url });
  await ingest();
  await webhooks.runDue();
  assert.equal(rx.received.map((r) => r.path), ['/hook']);
  const [d] = await webhooks.deliveries(accountId, webhook.id);
  assert.is(d!.status, 'pending');
  assert.is(d!.attempts, 1);
  assert.is(d!.last_status_code, 302);
  assert.ok(d!.last_error?.includes('not followed'), d!.last_error ?? '');
  assert.is(d!.next_attempt_at, new Date(T0 + MIN).toISOString());
  clock.advance(MIN);
  await webhooks.runDue();
  assert.equal(rx.received.map((r) => r.path), ['/hook', '/hook']);
});

test('a receiver that does not answer within attemptTimeoutMs is a failed attempt', async () => {
  const { h, accountId, webhooks, ingest } = await setup({ attemptTimeoutMs: 200 });
  const held: http.ServerResponse[] = [];
  const closed: Array<Promise<void>> = [];
  const rx = await receiver((_req, res) => {
    held.push(res);
    closed.push(new Promise((resolve) => res.once('close', () => resolve())));
  });
  const { webhook } = await webhooks.create(accountId, { label: 'slow', target_url: rx.url });
  await ingest();
  const started = Date.now();
  assert.is(await webhooks.runDue(), 1);
  const took = Date.now() - started;
  assert.ok(took >= 190, `took ${took} ms, not less than the 200 ms timeout`);
  await Promise.all(closed); // the attempt gave up on its request: the receiver saw the connection go
  assert.ok(held.every((res) => !res.writableEnded), 'never answered');
  const [d] = await webhooks.deliveries(accountId, webhook.id);
  assert.is(d!.status, 'pending');
  assert.is(d!.attempts, 1);
  assert.is(d!.last_status_code, null);
  assert.ok(d!.last_error?.includes('timed out after 200 ms'), d!.last_error ?? '');
  for (const res of held) res.destroy();
});

test('a connection error (nothing listening) is a failed attempt', async () => {
  const { h, accountId, webhooks, ingest } = await setup();
  const rx = await receiver();
  await rx.close();
  const { webhook } = await webhooks.create(accountId, { label: 'gone', target_url: rx.url });
  await ingest();
  await webhooks.runDue();
  const [d] = await webhooks.deliveries(accountId, webhook.id);
  assert.is(d!.attempts, 1);
  assert.is(d!.status, 'pending');
  assert.ok(d!.last_error?.includes('ECONNREFUSED'), d!.last_error ?? '');
});

test('onAttemptFailed is told of each failed attempt: ids, attempt number, status or error, the planned next attempt', async () => {
  const failed: FailedAttempt[] = [];
  const { h, accountId, webhooks, clock, ingest } = await setup({ onAttemptFailed: (a) => failed.push(a) });
  const answers = [{ status: 503, retryAfter: '600', body: '' }, { status: 500, body: 'boom' }, { status: 410, body: '' }];
  const rx = await receiver((_req, res, n) => {
    const a = answers[n - 1]!;
    res.writeHead(a.status, a.retryAfter ? { 'Retry-After': a.retryAfter } : {});
    res.end(a.body);
  });
  const down = await receiver();
  await down.close();
  const flaky = (await webhooks.create(accountId, { label: 'flaky', target_url: rx.url })).webhook;
  const refused = (await webhooks.create(accountId, { label: 'refused', target_url: down.url })).webhook;
  const events: EmailEvent[] = [];
  h.events.on('email.received', (e) => events.push(e));
  await ingest();
  const eventId = events[0]!.id;
  const deliveryOf = async (webhookId: string) => (await webhooks.deliveries(accountId, webhookId))[0]!.id;

  assert.is(await webhooks.runDue(), 2);
  const byWebhook = new Map(failed.map((a) => [a.webhookId, a]));
  const first = byWebhook.get(flaky.id)!;
  assert.equal({ ...first, durationMs: 0 }, {
    webhookId: flaky.id, deliveryId: await deliveryOf(flaky.id), eventId, attempt: 1, statusCode: 503, error: 'HTTP 503',
    durationMs: 0, nextAttemptAt: T0 + 10 * MIN, // Retry-After 600 s beats the 1 min step
  });
  assert.ok(first.durationMs >= 0);
  const other = byWebhook.get(refused.id)!;
  assert.is(other.statusCode, null);
  assert.ok(other.error.includes('ECONNREFUSED'), other.error);
  assert.is(other.attempt, 1);
  assert.is(other.eventId, eventId);
  assert.is(other.nextAttemptAt, T0 + MIN);
  // What the hook was told is what the outbox recorded.
  assert.is((await webhooks.deliveries(accountId, flaky.id))[0]!.next_attempt_at, new Date(T0 + 10 * MIN).toISOString());

  await webhooks.archive(accountId, refused.id);
  failed.length = 0;
  clock.set(T0 + 10 * MIN);
  assert.is(await webhooks.runDue(), 1);
  assert.equal(failed.map((a) => [a.attempt, a.statusCode, a.error, a.nextAttemptAt]), [[2, 500, 'HTTP 500: boom', T0 + 15 * MIN]]);
  clock.set(T0 + 15 * MIN);
  assert.is(await webhooks.runDue(), 1);
  assert.equal(failed.slice(1).map((a) => [a.attempt, a.statusCode, a.nextAttemptAt]), [[3, 410, null]], '410: no next attempt');
  assert.is(rx.received.length, 3);
});

test('a throwing onAttemptFailed changes nothing: the retry is recorded and sent on schedule', async () => {
  let calls = 0;
  const { accountId, webhooks, clock, ingest } = await setup({ onAttemptFailed: () => { calls++; throw new Error('observer broke'); } });
  const rx = await receiver((_req, res, n) => { res.statusCode = n === 1 ? 500 : 200; res.end(); });
  const { webhook } = await webhooks.create(accountId, { label: 'x', target_url: rx.url });
  await ingest();
  assert.is(await webhooks.runDue(), 1);
  assert.is(calls, 1);
  clock.set(T0 + MIN);
  assert.is(await webhooks.runDue(), 1);
  assert.is(calls, 1, 'a success is not reported');
  assert.is((await webhooks.deliveries(accountId, webhook.id))[0]!.status, 'delivered');
});

test('410 Gone fails the delivery, disables the webhook and cancels its other pending deliveries', async () => {
  const { h, accountId, webhooks, ingest } = await setup({ perWebhookConcurrency: 1 });
  const rx = await receiver((_req, res) => { res.statusCode = 410; res.end(); });
  const { webhook } = await webhooks.create(accountId, { label: 'gone', target_url: rx.url });
  await ingest();
  await ingest();
  assert.is(await webhooks.runDue(), 1);
  assert.is(rx.received.length, 1);
  const wh = await webhooks.get(accountId, webhook.id);
  assert.is(wh.status, 'disabled');
  assert.ok(wh.updated_at >= wh.created_at);
  const statuses = (await webhooks.deliveries(accountId, webhook.id)).map((d) => d.status).sort();
  assert.equal(statuses, ['cancelled', 'failed']);
  await ingest();
  assert.is((await webhooks.deliveries(accountId, webhook.id)).length, 2);
  // It still shows in the list, so its owner can see why deliveries stopped.
  assert.equal((await webhooks.list(accountId)).map((w) => w.status), ['disabled']);
});

test('Retry-After on 429/503 is honoured when longer than the next step, and ignored when shorter', async () => {
  const { h, accountId, webhooks, clock, ingest } = await setup();
  const answers = [
    { status: 503, retryAfter: '600' }, // 10 min > 1 min step
    { status: 429, retryAfter: '10' }, // 10 s < 5 min step
    { status: 429, retryAfter: String(3 * 86_400) }, // capped at 24 h
    { status: 200, retryAfter: '' },
  ];
  const rx = await receiver((_req, res, n) => {
    const a = answers[n - 1]!;
    res.writeHead(a.status, a.retryAfter ? { 'Retry-After': a.retryAfter } : {});
    res.end();
  });
  const { webhook } = await webhooks.create(accountId, { label: 'busy', target_url: rx.url });
  await ingest();
  const next = async () => Date.parse((await webhooks.deliveries(accountId, webhook.id))[0]!.next_attempt_at!);
  await webhooks.runDue();
  assert.is(await next(), T0 + 10 * MIN);
  clock.set(T0 + 10 * MIN);
  await webhooks.runDue();
  assert.is(await next(), T0 + 15 * MIN);
  clock.set(T0 + 15 * MIN);
  await webhooks.runDue();
  assert.is(await next(), T0 + 15 * MIN + 24 * 60 * MIN);
  clock.set(await next());
  await webhooks.runDue();
  assert.is((await webhooks.deliveries(accountId, webhook.id))[0]!.status, 'delivered');
  assert.is(rx.received.length, 4);
});

test('account-scoped webhooks get every inbox of the account; inbox-scoped ones only theirs', async () => {
  const { h, accountId, webhooks, inbox, ingest } = await setup();
  const other = await h.inboxes.create(accountId, { label: 'other', lifecycle_mode: 'persistent' });
  const rxAll = await receiver();
  const rxOne = await receiver();
  await webhooks.create(accountId, { label: 'all', target_url: rxAll.url });
  await webhooks.create(accountId, { label: 'one', target_url: rxOne.url, inbox_id: inbox.id });
  await ingest(inbox);
  await ingest(other);
  // Another account's inbox reaches neither.
  const acc2 = await h.accounts.create({ name: 'Second' });
  const foreign = await h.inboxes.create(acc2.id, { label: 'x', lifecycle_mode: 'persistent' });
  await ingest(foreign);
  await webhooks.runDue();
  const inboxOf = (r: Received) => (JSON.parse(r.raw.toString()) as EmailEvent).data.inbox.id;
  assert.equal(rxAll.received.map(inboxOf).sort(), [inbox.id, other.id].sort());
  assert.equal(rxOne.received.map(inboxOf), [inbox.id]);
});

test('email.enriched published (as the analysis queue does) is delivered as its own event', async () => {
  const { h, accountId, webhooks, ingest } = await setup();
  const rx = await receiver();
  await webhooks.create(accountId, { label: 'rx', target_url: rx.url });
  const received: EmailEvent[] = [];
  h.events.on('email.received', (e) => received.push(e));
  await ingest();
  const first = received[0]!;
  const enriched: EmailEvent = {
    ...first, id: defaultIdGenerator('evt'), type: 'email.enriched',
    data: { ...first.data, message: { ...first.data.message, analysis: { ...first.data.message.analysis, status: 'complete' } } },
  };
  await h.storage.transaction((tx) => h.publish(tx, enriched, { accountId, seq: 1 }));
  assert.is(await webhooks.runDue(), 2);
  const bodies = rx.received.map((r) => JSON.parse(r.raw.toString()) as EmailEvent);
  assert.equal(bodies.map((b) => b.type).sort(), ['email.enriched', 'email.received']);
  const e = bodies.find((b) => b.type === 'email.enriched')!;
  assert.is(e.id, enriched.id);
  assert.is(e.data.message.analysis.status, 'complete');
});

test('archiving a webhook cancels its pending deliveries and stops new ones', async () => {
  const { h, accountId, webhooks, ingest } = await setup();
  const rx = await receiver();
  const { webhook } = await webhooks.create(accountId, { label: 'bye', target_url: rx.url });
  await ingest();
  await webhooks.archive(accountId, webhook.id);
  await ingest();
  assert.is(await webhooks.runDue(), 0);
  assert.is(rx.received.length, 0);
  const rows = await webhooks.deliveries(accountId, webhook.id);
  assert.equal(rows.map((d) => d.status), ['cancelled']);
});

test.run();
