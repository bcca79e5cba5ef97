// Issue 15, "manage and download", in-process: attachments described at ingest and read back
// from the raw source, deleting inboxes and messages (and what goes with them: content,
// analysis jobs, scoped webhooks; what stays: queued webhook bodies), the key revision that
// revocations move, and the signed test event through the outbox. Real SQLite files, a real
// loopback receiver, the dispatcher and analysis queue driven with runDue().
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createInboxService, isInboxkitError, verifyWebhook, type Analyzer, type AnalysisFields } from '../src/index.js';
import { readAttachmentBytes, readAttachmentRecords } from '../src/content/attachments.js';
import { mail, rejects, testService } from './helpers.js';

const crlf = (...lines: string[]) => lines.join('\r\n');
const PDF = Buffer.from(Array.from({ length: 3000 }, (_, i) => (i * 7) % 256));

function withAttachments(to: string): string {
  return crlf(
    'From: a@acme.example', `To: ${to}`, 'Subject: files', 'MIME-Version: 1.0', 'Content-Type: multipart/mixed; boundary="B"', '',
    '--B', 'Content-Type: text/plain; charset=utf-8', '', 'See attached.',
    '--B', 'Content-Type: application/octet-stream', 'Content-Transfer-Encoding: base64',
    'Content-Disposition: attachment; filename="=?utf-8?q?r=C3=A9sum=C3=A9?=.pdf"', '', PDF.toString('base64').replace(/.{76}/g, '$&\r\n'),
    '--B', 'Content-Type: text/csv; charset=utf-8', 'Content-Disposition: attachment; filename=data.csv', '', 'a,b\r\n1,2',
    '--B--', '',
  );
}

async function receiver(): Promise<{ url: string; got: Array<{ headers: IncomingHttpHeaders; raw: Buffer }>; close(): Promise<void> }> {
  const got: Array<{ headers: IncomingHttpHeaders; raw: Buffer }> = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      got.push({ headers: req.headers, raw: Buffer.concat(chunks) });
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`,
    got,
    close: () => new Promise<void>((resolve) => { server.closeAllConnections(); server.close(() => resolve()); }),
  };
}

test('attachments are described at ingest, listed on the full detail and read back from the raw source by id', async () => {
  const t = await testService();
  try {
    const inbox = await t.service.inboxes.create({ label: 'files', lifecycle_mode: 'persistent' });
    const raw = withAttachments(inbox.email_address);
    const { stored } = await t.service.ingest(raw, { rcptTo: [inbox.email_address] });
    const id = stored[0]!.messageId;
    const detail = await t.service.messages.get(id);
    assert.is(detail.text_body, 'See attached.');
    assert.equal(detail.attachments, [
      // application/octet-stream is refined by the name's extension (the parser's rule).
      { id: 'att_1', filename: 'résumé.pdf', content_type: 'application/pdf', size: PDF.length, content_id: null, disposition: 'attachment' },
      { id: 'att_2', filename: 'data.csv', content_type: 'text/csv', size: 8, content_id: null, disposition: 'attachment' },
    ]);
    const pdf = await t.service.messages.attachment(id, 'att_1');
    assert.ok(pdf.bytes.equals(PDF));
    assert.equal(pdf.attachment, detail.attachments[0]);
    const csv = await t.service.messages.attachment(id, 'att_2');
    assert.is(csv.bytes.toString(), 'a,b\r\n1,2');
    assert.is(csv.charset, 'utf-8');
    for (const bad of ['att_3', 'att_0', 'nope', '']) {
      await rejects(t.service.messages.attachment(id, bad), (e) => isInboxkitError(e, 'not_found') && e.field === 'attachment_id', bad);
    }
    assert.is((await t.service.messages.raw(id)).toString('latin1'), raw, 'the source is kept as it came');
    // The download finds the same part again, and refuses a part that is not the one described.
    const records = await readAttachmentRecords(Buffer.from(raw, 'latin1'));
    assert.equal(records.map((r) => r.filename), ['résumé.pdf', 'data.csv']);
    assert.is(await readAttachmentBytes(Buffer.from(raw, 'latin1'), 0, records[1]!.md5), null);
    // No attachment, and a source that is not MIME at all: none.
    const plain = await t.service.ingest(mail({ to: inbox.email_address }), { rcptTo: [inbox.email_address] });
    assert.equal((await t.service.messages.get(plain.stored[0]!.messageId)).attachments, []);
    const junk = await t.service.ingest('no header block at all', { rcptTo: [inbox.email_address] });
    assert.equal((await t.service.messages.get(junk.stored[0]!.messageId)).attachments, []);
    assert.equal(await readAttachmentRecords(Buffer.from('\u0000\u00ff garbage')), []);
  } finally {
    await t.cleanup();
  }
});

test('deleting an inbox: its address routes nowhere, its messages, content and jobs go, its webhooks are archived; queued bodies stay deliverable', async () => {
  const rx = await receiver();
  const t = await testService({ webhooks: { allowPrivateTargets: true, autoStart: false }, analysis: { autoStart: false } });
  try {
    const s = t.service;
    const inbox = await s.inboxes.create({ label: 'doomed', lifecycle_mode: 'persistent' });
    const keep = await s.inboxes.create({ label: 'kept', lifecycle_mode: 'persistent' });
    const scoped = (await s.webhooks.create({ label: 'scoped', target_url: rx.url, inbox_id: inbox.id })).webhook;
    const { webhook: wide, signing_secret } = await s.webhooks.create({ label: 'account', target_url: rx.url });
    const { stored } = await s.ingest(withAttachments(inbox.email_address), { rcptTo: [inbox.email_address] });
    await s.ingest(mail({ to: keep.email_address }), { rcptTo: [keep.email_address] });
    assert.is(await s.analysisQueue!.pending(), 2);

    const result = await s.inboxes.delete(inbox.id);
    assert.equal(result, { inbox_id: inbox.id, deleted: true, deleted_messages: 1 });
    assert.equal(await s.route(inbox.email_address), { ok: false, reason: 'unknown_recipient', recipient: inbox.email_address });
    await rejects(s.inboxes.get(inbox.id), (e) => isInboxkitError(e, 'not_found'));
    await rejects(s.messages.get(stored[0]!.messageId), (e) => isInboxkitError(e, 'not_found'));
    await rejects(s.inboxes.delete(inbox.id), (e) => isInboxkitError(e, 'not_found'));
    await rejects(s.inboxes.empty(inbox.id), (e) => isInboxkitError(e, 'not_found'));
    assert.is(await s.analysisQueue!.pending(), 1, 'the deleted message\'s analysis job went with it');
    assert.is((await s.webhooks.get(scoped.id)).status, 'archived');
    assert.is((await s.webhooks.get(wide.id)).status, 'active');
    const ingestAgain = await s.ingest(mail({ to: inbox.email_address }), { rcptTo: [inbox.email_address] });
    assert.equal(ingestAgain.rejected, [{ recipient: inbox.email_address, reason: 'unknown_recipient' }]);

    // The account-wide webhook's email.received of the deleted message was queued before: it
    // is delivered with the body it was written with (the outbox keeps its own copy).
    assert.equal((await s.webhooks.deliveries(scoped.id)).map((d) => d.status), ['cancelled'], 'the scoped webhook sends nothing more');
    await s.webhookDispatcher!.runDue();
    const deleted = rx.got.map((g) => JSON.parse(g.raw.toString())).filter((e) => e.data.message.id === stored[0]!.messageId);
    assert.is(deleted.length, 1);
    assert.equal(deleted[0].data.message.attachments.map((a: { filename: string }) => a.filename), ['résumé.pdf', 'data.csv']);
    const mine = rx.got.find((g) => JSON.parse(g.raw.toString()).data.message.id === stored[0]!.messageId)!;
    assert.ok(verifyWebhook(mine.raw, mine.headers as Record<string, string>, signing_secret));

    // The wildcard inbox holds the namespace: not deleted, emptied.
    const wildcard = await s.accounts.claimWildcardNamespace(s.accountId, 'qa');
    await rejects(s.inboxes.delete(wildcard.inbox_id), (e) => isInboxkitError(e, 'conflict') && e.field === 'inbox_id');
  } finally {
    await t.cleanup();
    await rx.close();
  }
});

test('a message deleted while its analysis runs: the outcome is dropped, no email.enriched, the queue goes on', async () => {
  let release!: () => void;
  let started!: () => void;
  const running = new Promise<void>((resolve) => { started = resolve; });
  const analyzer: Analyzer = {
    name: 'gated',
    async analyze() {
      started();
      await new Promise<void>((resolve) => { release = resolve; });
      return { summary: 'late' } as AnalysisFields;
    },
  };
  const t = await testService({ analysis: { analyzer, autoStart: false }, webhooks: false });
  try {
    const enriched: string[] = [];
    t.service.events.on('email.enriched', (e) => enriched.push(e.data.message.id));
    const inbox = await t.service.inboxes.create({ label: 'analysed', lifecycle_mode: 'persistent' });
    const { stored } = await t.service.ingest(mail({ to: inbox.email_address }), { rcptTo: [inbox.email_address] });
    const run = t.service.analysisQueue!.runDue();
    await running;
    assert.equal(await t.service.messages.delete(stored[0]!.messageId), { message_id: stored[0]!.messageId, deleted: true });
    release();
    assert.is(await run, 1);
    assert.equal(enriched, []);
    assert.is(await t.service.analysisQueue!.pending(), 0);
    await rejects(t.service.messages.delete(stored[0]!.messageId), (e) => isInboxkitError(e, 'not_found'));
  } finally {
    await t.cleanup();
  }
});

test('emptying an inbox deletes what it holds, in batches, and keeps the inbox receiving', async () => {
  const t = await testService({ analysis: false, webhooks: false });
  try {
    const inbox = await t.service.inboxes.create({ label: 'busy', lifecycle_mode: 'persistent' });
    for (let i = 0; i < 1203; i++) await t.service.ingest(mail({ to: inbox.email_address, subject: `m${i}` }), { rcptTo: [inbox.email_address] });
    assert.equal(await t.service.inboxes.empty(inbox.id), { inbox_id: inbox.id, deleted_messages: 1203 });
    assert.equal((await t.service.messages.list(inbox.id)).items, []);
    await t.service.ingest(mail({ to: inbox.email_address }), { rcptTo: [inbox.email_address] });
    assert.is((await t.service.messages.list(inbox.id)).items.length, 1);
    const other = await t.service.accounts.create({ name: 'Not yours' });
    await rejects(t.service.account(other.id).inboxes.empty(inbox.id), (e) => isInboxkitError(e, 'not_found'));
  } finally {
    await t.cleanup();
  }
});

test('the key revision moves when a key is revoked, here or by another process on the same file; revoking twice answers the key as it is', async () => {
  const t = await testService({ analysis: false, webhooks: false });
  try {
    const s = t.service;
    const a = await s.apiKeys.create(s.accountId, { label: 'a' });
    const b = await s.apiKeys.create(s.accountId, { label: 'b' });
    const r0 = s.apiKeys.revision();
    assert.type(r0, 'number');
    assert.is(s.apiKeys.revision(), r0, 'steady while nothing changes');
    const revoked = await s.keys.revoke(a.key.id);
    assert.type(revoked.revoked_at, 'string');
    const r1 = s.apiKeys.revision();
    assert.is.not(r1, r0);
    assert.equal(await s.keys.revoke(a.key.id), revoked, 'idempotent');
    assert.is(s.apiKeys.revision(), r1, 'a second revocation changes nothing');
    await rejects(s.apiKeys.authenticate(a.secret), (e) => isInboxkitError(e, 'unauthorized'));

    // Another connection (the CLI beside a running daemon) revokes b.
    const cli = await createInboxService({ database: t.database, maintenanceIntervalMs: 0, analysis: false, webhooks: false });
    await cli.keys.revoke(b.key.id);
    await cli.close();
    assert.is.not(s.apiKeys.revision(), r1, 'seen through the database, without a message between processes');
    await rejects(s.apiKeys.authenticate(b.secret), (e) => isInboxkitError(e, 'unauthorized'));

    assert.equal((await s.keys.list()).map((k) => [k.label, k.revoked_at !== null]), [['b', true], ['a', true]]);
    const other = await s.accounts.create({ name: 'Elsewhere' });
    await rejects(s.account(other.id).keys.revoke(b.key.id), (e) => isInboxkitError(e, 'not_found') && e.field === 'key_id');
    await rejects(s.account(other.id).keys.get(b.key.id), (e) => isInboxkitError(e, 'not_found'));
  } finally {
    await t.cleanup();
  }
});

test('sendTest queues a signed webhook.test through the outbox; the deliveries list it with its attempts', async () => {
  const rx = await receiver();
  const t = await testService({ webhooks: { allowPrivateTargets: true, autoStart: false }, analysis: false });
  try {
    const s = t.service;
    const { webhook, signing_secret } = await s.webhooks.create({ label: 'tested', target_url: rx.url });
    const { event, delivery } = await s.webhooks.sendTest(webhook.id);
    assert.equal(event.data, { webhook: { id: webhook.id, label: 'tested', target_url: rx.url } });
    assert.is(event.type, 'webhook.test');
    assert.equal([delivery.event_id, delivery.event_type, delivery.status, delivery.attempts, delivery.attempt_log],
      [event.id, 'webhook.test', 'pending', 0, []]);
    assert.is(await s.webhookDispatcher!.runDue(), 1);
    assert.is(rx.got.length, 1);
    assert.equal(JSON.parse(rx.got[0]!.raw.toString()), event, 'the body is the event answered');
    assert.ok(verifyWebhook(rx.got[0]!.raw, rx.got[0]!.headers as Record<string, string>, signing_secret));
    const [listed] = await s.webhooks.deliveries(webhook.id);
    assert.is(listed!.status, 'delivered');
    assert.is(listed!.attempt_log.length, 1);
    const attempt = listed!.attempt_log[0]!;
    assert.equal([attempt.attempt, attempt.status_code, attempt.error], [1, 204, null]);
    assert.is(attempt.id, rx.got[0]!.headers['x-service-delivery-id']);
    assert.type(attempt.duration_ms, 'number');
    await s.webhooks.archive(webhook.id);
    await rejects(s.webhooks.sendTest(webhook.id), (e) => isInboxkitError(e, 'conflict') && e.field === 'webhook_id');
  } finally {
    await t.cleanup();
    await rx.close();
  }
});

test.run();
