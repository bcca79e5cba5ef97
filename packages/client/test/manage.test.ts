// The client's manage and download methods against the real daemon (startDaemon in-process:
// SMTP listener, HTTP API, SQLite in a temp dir); mail sent over SMTP with nodemailer, a
// loopback receiver for the webhook test event (webhookAllowPrivate), delivered by the
// daemon's own dispatcher.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createTransport } from 'nodemailer';
import { verifyWebhook } from '@inboxkit/core';
import { createClient, InboxkitApiError, type InboxkitClient } from '../src/index.js';
import { dispositionFilename } from '../src/download.js';
import { startTestDaemon, type TestDaemon } from './helpers.js';

let d: TestDaemon;
let client: InboxkitClient;
let server: Server;
let hookUrl: string;
const arrivals: Array<{ headers: IncomingHttpHeaders; raw: Buffer }> = [];
let arrived: () => void = () => {};

test.before(async () => {
  d = await startTestDaemon({ webhookAllowPrivate: true });
  client = createClient({ baseUrl: d.url, apiKey: d.key });
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      arrivals.push({ headers: req.headers, raw: Buffer.concat(chunks) });
      res.writeHead(204).end();
      arrived();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  hookUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
});

test.after(async () => {
  server?.closeAllConnections();
  server?.close();
  await d?.stop();
});

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

async function sendWithAttachment(to: string): Promise<string> {
  const transport = createTransport({ host: '127.0.0.1', port: d.daemon.smtp.port, secure: false, ignoreTLS: true });
  try {
    await transport.sendMail({
      from: 'billing@acme.example', to, subject: 'Invoice', text: 'Attached: your invoice.',
      attachments: [{ filename: 'Rechnung März "final".png', content: PNG, contentType: 'image/png' }],
    });
  } finally {
    transport.close();
  }
  const [summary] = (await client.messages.search({ recipient_email: to })).messages;
  return summary!.id;
}

test('inboxes.get / messages.raw / messages.attachment: the inbox, the source as received, the attachment\'s bytes and name', async () => {
  const { inbox } = await client.inboxes.create({ label: 'downloads', lifecycle_mode: 'persistent' });
  assert.equal((await client.inboxes.get(inbox.id)).inbox, inbox);
  const id = await sendWithAttachment(inbox.email_address);
  const { message } = await client.messages.get(id);
  assert.equal(message.attachments.map((a) => [a.id, a.filename, a.content_type, a.size]), [['att_1', 'Rechnung März "final".png', 'image/png', PNG.length]]);

  const raw = await client.messages.raw(id);
  assert.is(raw.content_type, 'message/rfc822');
  assert.is(raw.filename, `${id}.eml`);
  assert.match(raw.request_id ?? '', /^req_/);
  const source = Buffer.from(raw.bytes).toString('latin1');
  assert.match(source, /^[\s\S]*Subject: Invoice\r\n/);
  assert.ok(source.includes(PNG.toString('base64')), 'the attachment travels base64-encoded in the source');

  const file = await client.messages.attachment(id, 'att_1');
  assert.ok(Buffer.from(file.bytes).equals(PNG));
  assert.is(file.content_type, 'image/png');
  assert.is(file.filename, 'Rechnung März _final_.png', 'the safe name, from its UTF-8 form');
  try {
    await client.messages.attachment(id, 'att_9');
    assert.unreachable('att_9 does not exist');
  } catch (error) {
    assert.instance(error, InboxkitApiError);
    assert.equal([(error as InboxkitApiError).status, (error as InboxkitApiError).code], [404, 'not_found']);
  }
});

test('messages.delete, inboxes.empty and inboxes.delete; the SMTP address is refused afterwards', async () => {
  const { inbox } = await client.inboxes.create({ label: 'short-lived', lifecycle_mode: 'persistent' });
  const first = await sendWithAttachment(inbox.email_address);
  const deleted = await client.messages.delete(first);
  assert.equal([deleted.success, deleted.message_id, deleted.deleted], [true, first, true]);
  await sendWithAttachment(inbox.email_address);
  const emptied = await client.inboxes.empty(inbox.id);
  assert.equal([emptied.inbox_id, emptied.deleted_messages], [inbox.id, 1]);
  await sendWithAttachment(inbox.email_address);
  const gone = await client.inboxes.delete(inbox.id);
  assert.equal([gone.inbox_id, gone.deleted, gone.deleted_messages], [inbox.id, true, 1]);
  try {
    await client.inboxes.get(inbox.id);
    assert.unreachable('deleted');
  } catch (error) {
    assert.is((error as InboxkitApiError).status, 404);
  }
  try {
    await d.send({ to: inbox.email_address, subject: 'too late', text: 'x' });
    assert.unreachable('the address is refused');
  } catch (error) {
    assert.match(String((error as Error).message), /550/);
  }
});

test('webhooks.list / get / sendTest / deliveries / delete: the signed test event arrives and verifies', async () => {
  const { webhook, signing_secret } = await client.webhooks.create({ label: 'local', target_url: hookUrl });
  assert.equal((await client.webhooks.list()).webhooks.map((w) => w.id), [webhook.id]);
  assert.equal((await client.webhooks.get(webhook.id)).webhook, webhook);
  const delivered = new Promise<void>((resolve) => { arrived = resolve; });
  const sent = await client.webhooks.sendTest(webhook.id);
  assert.is(sent.event.type, 'webhook.test');
  assert.equal(sent.event.data.webhook, { id: webhook.id, label: 'local', target_url: hookUrl });
  await delivered;
  const got = arrivals.at(-1)!;
  assert.ok(verifyWebhook(got.raw, got.headers as Record<string, string>, signing_secret), 'verifies with the registration secret');
  assert.equal(JSON.parse(got.raw.toString()), sent.event);
  // The dispatcher records the attempt right after the answer: wait for the listing to show it.
  let deliveries = (await client.webhooks.deliveries(webhook.id, { limit: 5 })).deliveries;
  for (let i = 0; deliveries[0]?.status !== 'delivered' && i < 200; i++) {
    await new Promise((r) => setTimeout(r, 10));
    deliveries = (await client.webhooks.deliveries(webhook.id, { limit: 5 })).deliveries;
  }
  assert.equal([deliveries[0]!.event_id, deliveries[0]!.status, deliveries[0]!.attempt_log[0]!.status_code], [sent.event.id, 'delivered', 204]);
  const archived = await client.webhooks.delete(webhook.id);
  assert.is(archived.webhook.status, 'archived');
  assert.type(archived.webhook.archived_at, 'string');
  assert.equal((await client.webhooks.list()).webhooks, []);
});

test('apiKeys.list never shows a secret; apiKeys.revoke makes the key fail with 401 on its next request', async () => {
  const account = await d.daemon.service.accounts.ensure('default');
  const spare = await d.daemon.service.apiKeys.create(account.id, { label: 'spare' });
  const spareClient = createClient({ baseUrl: d.url, apiKey: spare.secret, maxRetries: 0 });
  assert.is((await spareClient.inboxes.list()).success, true);
  const { keys } = await client.apiKeys.list();
  assert.ok(keys.some((k) => k.id === spare.key.id && k.revoked_at === null));
  assert.not.ok(JSON.stringify(keys).includes(spare.secret.slice(16)));
  const { key } = await client.apiKeys.revoke(spare.key.id);
  assert.type(key.revoked_at, 'string');
  try {
    await spareClient.inboxes.list();
    assert.unreachable('revoked');
  } catch (error) {
    assert.equal([(error as InboxkitApiError).status, (error as InboxkitApiError).code], [401, 'unauthorized']);
  }
});

test('dispositionFilename: the UTF-8 form first, then the quoted or bare name', () => {
  assert.is(dispositionFilename(`attachment; filename="a_b.txt"; filename*=UTF-8''a%C3%A9b.txt`), 'aéb.txt');
  assert.is(dispositionFilename('attachment; filename="say \\"hi\\".txt"'), 'say "hi".txt');
  assert.is(dispositionFilename('attachment; filename=plain.txt'), 'plain.txt');
  assert.is(dispositionFilename(`attachment; filename="fallback.txt"; filename*=UTF-8''%E0%A4`), 'fallback.txt', 'broken percent-encoding');
  assert.is(dispositionFilename('attachment'), null);
  assert.is(dispositionFilename(null), null);
});

test('smtpFaults: put, get, add, remove and delete an inbox\'s fault rules; a rule acts on the next message and reports it fired', async () => {
  const { inbox } = await client.inboxes.create({ label: 'faults', lifecycle_mode: 'persistent' });
  const put = await client.inboxes.smtpFaults.put(inbox.id, [{ stage: 'rcpt', code: 451, text: 'try later', times: 1 }]);
  assert.equal(put.rules.map((r) => [r.stage, r.code, r.enhanced_code, r.text, r.remaining]), [['rcpt', 451, '4.0.0', 'try later', 1]]);
  const transport = createTransport({ host: '127.0.0.1', port: d.daemon.smtp.port, secure: false, ignoreTLS: true });
  const refused = await transport.sendMail({ from: 'a@acme.example', to: inbox.email_address, text: 'x' }).catch((e: { responseCode?: number }) => e.responseCode);
  assert.is(refused, 451);
  await transport.sendMail({ from: 'a@acme.example', to: inbox.email_address, text: 'y' });
  transport.close();
  const [rule] = (await client.inboxes.smtpFaults.get(inbox.id)).rules;
  assert.equal([rule!.fired, rule!.remaining], [1, 0]);
  const { rule: added } = await client.inboxes.smtpFaults.add(inbox.id, { stage: 'data', action: 'delay', delay_ms: 5 });
  assert.equal((await client.inboxes.smtpFaults.remove(inbox.id, rule!.id)).rules.map((r) => r.id), [added.id]);
  const error = await client.inboxes.smtpFaults.add(inbox.id, { stage: 'data', action: 'delay' }).catch((e: unknown) => e);
  assert.ok(error instanceof InboxkitApiError && error.status === 400 && /delay_ms/.test(error.message), String(error));
  assert.equal((await client.inboxes.smtpFaults.delete(inbox.id)).rules, []);
});

test.run();
