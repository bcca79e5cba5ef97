import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { isInboxkitError, verifyWebhook } from '../src/index.js';
import { mail, testService } from './helpers.js';

test('the service delivers a signed email.received for an in-process webhook, and webhooks: false turns it off', async () => {
  const got: Array<{ body: string; headers: IncomingHttpHeaders }> = [];
  const receiver = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => { got.push({ body, headers: req.headers }); res.writeHead(204).end(); });
  });
  await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
  const port = (receiver.address() as AddressInfo).port;
  const t = testService({ webhooks: { allowPrivateTargets: true, pollIntervalMs: 50 } });
  try {
    const inbox = t.service.inboxes.create({ label: 'hooked', lifecycle_mode: 'persistent' });
    const { webhook, signing_secret } = t.service.webhooks.create({ label: 'local', target_url: `http://127.0.0.1:${port}/hook`, inbox_id: inbox.id });
    assert.is(webhook.delivery_scope, 'inbox');
    const { stored } = await t.service.ingest(mail({ subject: 'hi' }), { rcptTo: [inbox.email_address] });
    // email.enriched follows once analysis completes; this test is about email.received.
    const received = () => got.filter((g) => JSON.parse(g.body).type === 'email.received');
    for (let i = 0; i < 500 && received().length === 0; i++) await new Promise((r) => setTimeout(r, 20));
    assert.is(received().length, 1);
    const { body, headers } = received()[0]!;
    assert.ok(verifyWebhook(body, headers as Record<string, string>, signing_secret));
    const event = JSON.parse(body);
    assert.is(event.data.message.id, stored[0]!.messageId);
    assert.equal(t.service.webhooks.list().map((w) => w.id), [webhook.id]);
  } finally {
    await t.cleanup();
    receiver.close();
  }
  const off = testService({ webhooks: false });
  assert.is(off.service.webhookDispatcher, null);
  assert.throws(() => off.service.webhooks.list(), (e: unknown) => isInboxkitError(e, 'unavailable'));
  await off.cleanup();
});

test('the service analyses eligible mail by default and emits email.enriched; analysis: false leaves it none', async () => {
  const t = testService({ analysis: { pollIntervalMs: 20 } });
  try {
    const inbox = t.service.inboxes.create({ label: 'analysed', lifecycle_mode: 'persistent' });
    const enriched = new Promise<string>((resolve) => t.service.events.once('email.enriched', (e) => resolve(JSON.stringify(e))));
    let analyzedWhileParsing = false;
    t.service.pipeline.hooks.unshift((m) => { analyzedWhileParsing = m.precomputedAnalysis !== null; });
    const { stored } = await t.service.ingest(mail({ from: 'Acme Billing <billing@acme.example>', subject: 'Invoice INV-2291 for $42.10', text: 'Your invoice INV-2291 for $42.10 is ready.' }), { rcptTo: [inbox.email_address] });
    const event = JSON.parse(await enriched);
    assert.is(event.data.message.id, stored[0]!.messageId);
    assert.ok(analyzedWhileParsing, 'the built-in analyzer ran while the message was prepared');
    assert.is(event.data.message.analysis.status, 'complete');
    const m = t.service.messages.get(stored[0]!.messageId);
    assert.is(m.analysis.status, 'complete');
    assert.is(m.analysis.sender_name, 'Acme Billing');
    assert.is(m.analysis.amount_mentioned, '$42.10');
    assert.ok(m.analysis.completed_at);
  } finally {
    await t.cleanup();
  }
  const off = testService({ analysis: false });
  const inbox = off.service.inboxes.create({ label: 'plain', lifecycle_mode: 'persistent' });
  const { stored } = await off.service.ingest(mail(), { rcptTo: [inbox.email_address] });
  assert.is(off.service.messages.get(stored[0]!.messageId).analysis.status, 'none');
  assert.is(off.service.messages.get(stored[0]!.messageId).analysis.eligible, false, 'nothing is eligible when no analyzer runs');
  assert.is(off.service.analysisQueue, null);
  await off.cleanup();
});

test.run();
