// Issue 15's webhook management end to end: webhooks registered and managed over real HTTP
// with bearer keys, mail in over real SMTP, deliveries to node:http receivers on 127.0.0.1
// (webhookAllowPrivate), signatures verified over the raw bytes with the secret given at
// registration. The clock is injected and the dispatcher driven with runDue().
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import {
  T0, TestClock, WEBHOOK_KEYS, startE2eDaemon, startReceiver, verifyBoth, type E2eDaemon, type Receiver,
} from './fixtures/e2e.js';

const clock = new TestClock(T0);
let d: E2eDaemon;
const receivers: Receiver[] = [];

async function receiver(): Promise<Receiver> {
  const r = await startReceiver(clock);
  receivers.push(r);
  return r;
}

const dispatch = () => d.daemon.service.webhookDispatcher!.runDue();

test.before(async () => {
  d = await startE2eDaemon({ clock, allowPrivate: true, analysis: false, webhooks: { attemptTimeoutMs: 1000 } });
});

test.after(async () => {
  for (const r of receivers) await r.close();
  await d?.stop();
  d?.cleanup();
});

test('GET /v1/webhooks lists the live ones newest first; GET /v1/webhooks/{id} reads one; webhooks:write; 404 across accounts', async () => {
  const acct = await d.account('Lister');
  const rx = await receiver();
  const a = (await d.registerWebhook({ label: 'first', target_url: rx.url() }, { key: acct.key })).body.webhook;
  const b = (await d.registerWebhook({ label: 'second', target_url: rx.url('/other') }, { key: acct.key })).body.webhook;
  const list = await d.api('GET', '/v1/webhooks', { key: acct.key });
  assert.is(list.status, 200);
  assert.equal(Object.keys(list.body).sort(), ['request_id', 'success', 'webhooks']);
  assert.equal(list.body.webhooks.map((w: { id: string }) => w.id), [b.id, a.id]);
  for (const w of list.body.webhooks) assert.equal(Object.keys(w).sort(), WEBHOOK_KEYS);
  assert.equal(list.body.webhooks[1], a, 'as registered');
  const one = await d.api('GET', `/v1/webhooks/${a.id}`, { key: acct.key });
  assert.is(one.status, 200);
  assert.equal(one.body.webhook, a);
  assert.not.ok(JSON.stringify(list.body).includes('secret'), 'the signing secret is shown at registration only');

  const stranger = await d.account('Stranger');
  assert.equal((await d.api('GET', '/v1/webhooks', { key: stranger.key })).body.webhooks, []);
  for (const path of [`/v1/webhooks/${a.id}`, `/v1/webhooks/${a.id}/deliveries`]) {
    const r = await d.api('GET', path, { key: stranger.key });
    assert.is(r.status, 404, path);
    assert.match(r.body.error.message, /webhook_id/);
  }
  for (const [method, path] of [['DELETE', `/v1/webhooks/${a.id}`], ['POST', `/v1/webhooks/${a.id}/test`]] as const) {
    assert.is((await d.api(method, path, { key: stranger.key })).status, 404, `${method} ${path}`);
  }
  const narrow = await d.account('Narrow', { scopes: ['inboxes:write', 'messages:read'] });
  for (const [method, path] of [['GET', '/v1/webhooks'], ['GET', `/v1/webhooks/${a.id}`], ['DELETE', `/v1/webhooks/${a.id}`],
    ['GET', `/v1/webhooks/${a.id}/deliveries`], ['POST', `/v1/webhooks/${a.id}/test`]] as const) {
    const r = await d.api(method, path, { key: narrow.key });
    assert.is(r.status, 403, `${method} ${path}`);
    assert.match(r.body.error.message, /webhooks:write/);
  }
  assert.is((await d.api('GET', `/v1/webhooks/${a.id}`, { key: acct.key })).body.webhook.status, 'active', 'nothing above changed it');
});

test('POST /v1/webhooks/{id}/test: 202, a signed webhook.test arrives and verifies with the registration secret; deliveries show the attempt', async () => {
  const acct = await d.account('Tester');
  const rx = await receiver();
  const reg = await d.registerWebhook({ label: 'hook', target_url: rx.url() }, { key: acct.key });
  const secret: string = reg.body.signing_secret;
  const id: string = reg.body.webhook.id;

  clock.advance(1000);
  const sent = await d.api('POST', `/v1/webhooks/${id}/test`, { key: acct.key });
  assert.is(sent.status, 202);
  assert.equal(Object.keys(sent.body).sort(), ['delivery', 'event', 'request_id', 'success']);
  const event = sent.body.event;
  assert.equal(event, {
    id: event.id, type: 'webhook.test', created_at: new Date(clock.now).toISOString(),
    data: { webhook: { id, label: 'hook', target_url: rx.url() } },
  });
  assert.match(event.id, /^evt_/);
  assert.equal([sent.body.delivery.event_id, sent.body.delivery.event_type, sent.body.delivery.status], [event.id, 'webhook.test', 'pending']);

  assert.is(await dispatch(), 1);
  assert.is(rx.received.length, 1);
  const got = rx.received[0]!;
  assert.equal(verifyBoth(got, secret, clock.now), [true, true], 'both signature headers verify over the raw body');
  assert.equal(JSON.parse(got.raw.toString('utf8')), event, 'the body is the event the API answered');
  assert.is(got.headers['x-service-event-id'], event.id);

  const deliveries = await d.api('GET', `/v1/webhooks/${id}/deliveries`, { key: acct.key });
  assert.is(deliveries.status, 200);
  assert.equal(Object.keys(deliveries.body).sort(), ['deliveries', 'request_id', 'success']);
  const [delivery] = deliveries.body.deliveries;
  assert.equal(Object.keys(delivery).sort(), ['attempt_log', 'attempts', 'created_at', 'delivered_at', 'event_id', 'event_type', 'id',
    'last_attempt_at', 'last_error', 'last_status_code', 'next_attempt_at', 'status', 'webhook_id']);
  assert.equal([delivery.id, delivery.status, delivery.attempts, delivery.last_status_code, delivery.next_attempt_at],
    [sent.body.delivery.id, 'delivered', 1, 200, null]);
  assert.is(delivery.attempt_log.length, 1);
  const attempt = delivery.attempt_log[0];
  assert.equal([attempt.attempt, attempt.status_code, attempt.error, attempt.id], [1, 200, null, got.headers['x-service-delivery-id']]);
  assert.type(attempt.duration_ms, 'number');
  assert.is((await d.api('GET', `/v1/webhooks/${id}`, { key: acct.key })).body.webhook.last_delivery_at, new Date(clock.now).toISOString());
});

test('deliveries: a failed attempt shows its status code, error and next attempt; newest first; limit 1–100 (400 naming it)', async () => {
  const acct = await d.account('Failing receiver');
  const rx = await receiver();
  const id: string = (await d.registerWebhook({ label: 'flaky', target_url: rx.url() }, { key: acct.key })).body.webhook.id;
  const inbox = await d.createInbox({ label: 'mail' }, acct.key);
  rx.script(500);
  await d.send({ to: inbox.email_address, subject: 'first', text: 'code 123456' });
  clock.advance(1000);
  await d.api('POST', `/v1/webhooks/${id}/test`, { key: acct.key });
  assert.is(await dispatch(), 2);
  const list = (await d.api('GET', `/v1/webhooks/${id}/deliveries`, { key: acct.key })).body.deliveries;
  assert.equal(list.map((x: { event_type: string }) => x.event_type), ['webhook.test', 'email.received'], 'newest first');
  const failed = list.find((x: { attempts: number; last_status_code: number | null }) => x.attempts === 1 && x.last_status_code === 500);
  assert.ok(failed, JSON.stringify(list));
  assert.is(failed.status, 'pending');
  assert.is(failed.next_attempt_at, new Date(Date.parse(failed.last_attempt_at) + 60_000).toISOString(), 'retried after 1 minute (spec)');
  assert.equal([failed.attempt_log[0].status_code, failed.attempt_log[0].error], [500, failed.last_error]);
  assert.match(failed.last_error, /500/);

  assert.is((await d.api('GET', `/v1/webhooks/${id}/deliveries?limit=1`, { key: acct.key })).body.deliveries.length, 1);
  for (const bad of ['0', '101', 'x', '1.5', '1&limit=2']) {
    const r = await d.api('GET', `/v1/webhooks/${id}/deliveries?limit=${bad}`, { key: acct.key });
    assert.is(r.status, 400, bad);
    assert.is(r.body.error.code, 'invalid_request');
    assert.match(r.body.error.message, /limit/);
  }
});

test('DELETE /v1/webhooks/{id} archives: archived_at set, pending deliveries cancelled, nothing more delivered, test events refused (409)', async () => {
  const acct = await d.account('Archiver');
  const rx = await receiver();
  const id: string = (await d.registerWebhook({ label: 'to archive', target_url: rx.url() }, { key: acct.key })).body.webhook.id;
  const inbox = await d.createInbox({ label: 'mail' }, acct.key);
  await d.send({ to: inbox.email_address, subject: 'queued before the archive', text: 'x' });
  clock.advance(1000);
  const r = await d.api('DELETE', `/v1/webhooks/${id}`, { key: acct.key });
  assert.is(r.status, 200);
  assert.equal(Object.keys(r.body).sort(), ['request_id', 'success', 'webhook']);
  assert.is(r.body.webhook.status, 'archived');
  assert.is(r.body.webhook.archived_at, new Date(clock.now).toISOString());
  await d.send({ to: inbox.email_address, subject: 'after the archive', text: 'y' });
  assert.is(await dispatch(), 0);
  assert.is(rx.received.length, 0, 'nothing delivered');
  const [cancelled] = (await d.api('GET', `/v1/webhooks/${id}/deliveries`, { key: acct.key })).body.deliveries;
  assert.equal([cancelled.status, cancelled.attempts], ['cancelled', 0]);

  const again = await d.api('DELETE', `/v1/webhooks/${id}`, { key: acct.key });
  assert.is(again.status, 200, 'archiving an archived webhook: answered as it is');
  assert.is(again.body.webhook.archived_at, r.body.webhook.archived_at);
  assert.equal((await d.api('GET', '/v1/webhooks', { key: acct.key })).body.webhooks, [], 'no longer listed');
  assert.is((await d.api('GET', `/v1/webhooks/${id}`, { key: acct.key })).body.webhook.status, 'archived', 'still readable by id');
  const test409 = await d.api('POST', `/v1/webhooks/${id}/test`, { key: acct.key });
  assert.is(test409.status, 409);
  assert.is(test409.body.error.code, 'conflict');
});

test('a queued email.received is delivered even when its message was deleted meanwhile (the outbox keeps the body)', async () => {
  const acct = await d.account('Deleter');
  const rx = await receiver();
  const reg = await d.registerWebhook({ label: 'all mail', target_url: rx.url() }, { key: acct.key });
  const inbox = await d.createInbox({ label: 'mail' }, acct.key);
  await d.send({ to: inbox.email_address, subject: 'short-lived', text: 'code 654321' });
  const [messageId] = await d.messageIds(inbox.email_address, acct.key);
  assert.is((await d.api('DELETE', `/v1/messages/${messageId}`, { key: acct.key })).status, 200);
  assert.is(await dispatch(), 1);
  const event = rx.received[0]!.json();
  assert.is(event.data.message.id, messageId);
  assert.is(event.data.message.subject, 'short-lived');
  assert.equal(verifyBoth(rx.received[0]!, reg.body.signing_secret, clock.now), [true, true]);
  assert.is((await d.api('GET', `/v1/messages/${messageId}`, { key: acct.key })).status, 404);
});

test.run();
