import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { isInboxkitError, verifyWebhook, type EmailEvent } from '../src/index.js';
import { mail, rejects, testService } from './helpers.js';

test('the service delivers a signed email.received for an in-process webhook, and webhooks: false turns it off', async () => {
  const got: Array<{ body: string; headers: IncomingHttpHeaders }> = [];
  let arrived!: () => void;
  const receivedOne = new Promise<void>((resolve) => { arrived = resolve; });
  const receiver = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      got.push({ body, headers: req.headers });
      res.writeHead(204).end();
      if ((JSON.parse(body) as EmailEvent).type === 'email.received') arrived();
    });
  });
  await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
  const port = (receiver.address() as AddressInfo).port;
  const t = await testService({ webhooks: { allowPrivateTargets: true, pollIntervalMs: 50 } });
  try {
    const inbox = await t.service.inboxes.create({ label: 'hooked', lifecycle_mode: 'persistent' });
    const { webhook, signing_secret } = await t.service.webhooks.create({ label: 'local', target_url: `http://127.0.0.1:${port}/hook`, inbox_id: inbox.id });
    assert.is(webhook.delivery_scope, 'inbox');
    const { stored } = await t.service.ingest(mail({ subject: 'hi' }), { rcptTo: [inbox.email_address] });
    await receivedOne;
    const receivedBodies = got.filter((g) => JSON.parse(g.body).type === 'email.received');
    assert.is(receivedBodies.length, 1);
    const { body, headers } = receivedBodies[0]!;
    assert.ok(verifyWebhook(body, headers as Record<string, string>, signing_secret));
    const event = JSON.parse(body) as EmailEvent;
    assert.is(event.data.message.id, stored[0]!.messageId);
    assert.equal((await t.service.webhooks.list()).map((w) => w.id), [webhook.id]);
    // Stopping waits for the attempts under way and records them: email.received, and the
    // email.enriched of the analysis stored with the message (written in the same transaction).
    await t.service.webhookDispatcher!.stop();
    const deliveries = await t.service.webhooks.deliveries(webhook.id);
    const received = deliveries.find((d) => d.event_type === 'email.received')!;
    assert.equal([received.event_id, received.status, received.attempts], [event.id, 'delivered', 1]);
    assert.equal(deliveries.map((d) => [d.event_type, d.status]).sort(), [['email.enriched', 'delivered'], ['email.received', 'delivered']]);
    assert.equal(got.map((g) => (JSON.parse(g.body) as EmailEvent).type).sort(), ['email.enriched', 'email.received']);
    assert.ok((await t.service.webhooks.get(webhook.id)).last_delivery_at);
    // enable() of an active webhook changes nothing; another account's id is not found.
    assert.equal(await t.service.webhooks.enable(webhook.id), await t.service.webhooks.get(webhook.id));
    const other = await t.service.accounts.create({ name: 'Other' });
    await rejects(t.service.account(other.id).webhooks.deliveries(webhook.id), (e) => isInboxkitError(e, 'not_found'));
    assert.is((await t.service.webhooks.archive(webhook.id)).status, 'archived');
    await rejects(t.service.webhooks.enable(webhook.id), (e) => isInboxkitError(e, 'conflict'));
  } finally {
    await t.cleanup();
    receiver.close();
  }
  const off = await testService({ webhooks: false });
  try {
    assert.is(off.service.webhookDispatcher, null);
    await rejects(off.service.webhooks.list(), (e) => isInboxkitError(e, 'unavailable'));
    await rejects(off.service.webhooks.create({ label: 'x', target_url: 'https://hooks.example.com/' }), (e) => isInboxkitError(e, 'unavailable'));
  } finally {
    await off.cleanup();
  }
});

test('the service analyses eligible mail by default and emits email.enriched; analysis: false leaves it none', async () => {
  const t = await testService({ analysis: { pollIntervalMs: 20 } });
  try {
    const inbox = await t.service.inboxes.create({ label: 'analysed', lifecycle_mode: 'persistent' });
    const enriched = new Promise<string>((resolve) => t.service.events.once('email.enriched', (e) => resolve(JSON.stringify(e))));
    const { stored } = await t.service.ingest(mail({ from: 'Acme Billing <billing@acme.example>', subject: 'Invoice INV-2291 for $42.10', text: 'Your invoice INV-2291 for $42.10 is ready.' }), { rcptTo: [inbox.email_address] });
    // The built-in analyzer ran while the message was prepared: its result was stored with the
    // message, so it is complete as soon as ingest resolves, with no analysis job queued.
    assert.is((await t.service.messages.get(stored[0]!.messageId)).analysis.status, 'complete');
    assert.is(await t.service.analysisQueue!.pending(), 0);
    const event = JSON.parse(await enriched);
    assert.is(event.data.message.id, stored[0]!.messageId);
    assert.is(event.data.message.analysis.status, 'complete');
    const m = await t.service.messages.get(stored[0]!.messageId);
    assert.is(m.analysis.status, 'complete');
    assert.is(m.analysis.sender_name, 'Acme Billing');
    assert.is(m.analysis.amount_mentioned, '$42.10');
    assert.ok(m.analysis.completed_at);
  } finally {
    await t.cleanup();
  }
  const off = await testService({ analysis: false });
  try {
    const inbox = await off.service.inboxes.create({ label: 'plain', lifecycle_mode: 'persistent' });
    const { stored } = await off.service.ingest(mail(), { rcptTo: [inbox.email_address] });
    const m = await off.service.messages.get(stored[0]!.messageId);
    assert.is(m.analysis.status, 'none');
    assert.is(m.analysis.eligible, false, 'nothing is eligible when no analyzer runs');
    assert.is(off.service.analysisQueue, null);
  } finally {
    await off.cleanup();
  }
});

test.run();
