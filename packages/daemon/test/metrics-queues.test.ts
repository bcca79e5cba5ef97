// The metrics of background work and held connections, scraped over real HTTP from a real
// daemon: webhook attempts by outcome against loopback receivers, the webhook, analysis and
// checks queues while a receiver, the analyzer or the DNS server holds their work, waits held
// by a long-poll, and an event stream's held bytes and its drop. Each gauge is seen to rise
// while the work is held and to fall once it is let go (waited for by scraping, never by time).
import { createServer, type Server, type ServerResponse } from 'node:http';
import { createSocket } from 'node:dgram';
import type { AddressInfo } from 'node:net';
import * as net from 'node:net';
import * as packet from 'dns-packet';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createBuiltinAnalyzer, type Analyzer } from '@inboxkit/core';
import { startTestDaemon, type TestDaemon } from './fixtures/daemon.js';
import { scrape, type Scrape } from './fixtures/metrics.js';
import { until } from '../../../test-support/wait.js';

/** A gate the test closes to hold work and opens to let it go. */
function gate() {
  let open: (() => void) | null = null;
  let held: Promise<void> | null = null;
  return {
    close: () => { held = new Promise<void>((r) => { open = r; }); },
    open: () => { open?.(); held = null; },
    get wait() { return held ?? Promise.resolve(); },
  };
}

const analysisGate = gate();
const builtin = createBuiltinAnalyzer();
const heldAnalyzer: Analyzer = { name: 'held', analyze: async (input, signal) => { await analysisGate.wait; return builtin.analyze(input, signal); } };

/** A DNS server that answers NXDOMAIN at once, or holds the questions while `holding`. */
const dns = createSocket('udp4');
let holding = false;
const heldQuestions: Array<() => void> = [];
dns.on('message', (msg, from) => {
  const query = packet.decode(msg);
  const answer = () => dns.send(packet.encode({
    id: query.id, type: 'response', flags: packet.RECURSION_DESIRED | packet.RECURSION_AVAILABLE | 3, questions: query.questions ?? [],
  }), from.port, from.address);
  if (holding) heldQuestions.push(answer);
  else answer();
});
await new Promise<void>((r) => dns.bind(0, '127.0.0.1', r));

/** Webhook receivers by path: `/ok` 200, `/flaky` 500, `/gone` 410, `/held` answers once released (while `holdWebhooks`). */
const heldResponses: ServerResponse[] = [];
let holdWebhooks = true;
const receiver: Server = createServer((req, res) => {
  req.resume();
  req.on('end', () => {
    if (req.url === '/ok') res.writeHead(200).end('ok');
    else if (req.url === '/flaky') res.writeHead(500).end('no');
    else if (req.url === '/gone') res.writeHead(410).end('gone');
    else if (holdWebhooks) heldResponses.push(res);
    else res.writeHead(200).end('ok');
  });
});
await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
const receiverUrl = (path: string) => `http://127.0.0.1:${(receiver.address() as AddressInfo).port}${path}`;

const t: TestDaemon = await startTestDaemon({
  metrics: { onApiPort: true },
  webhookAllowPrivate: true,
  serviceOptions: {
    analysis: { analyzer: heldAnalyzer },
    checks: { dnsServer: `127.0.0.1:${dns.address().port}` },
    eventStreams: { maxStreamBytes: 3 * 1024 * 1024 },
  },
});

test.after(async () => {
  analysisGate.open();
  holding = false;
  for (const answer of heldQuestions.splice(0)) answer();
  for (const res of heldResponses.splice(0)) res.writeHead(200).end();
  await t.stop();
  receiver.closeAllConnections();
  await new Promise<void>((r) => receiver.close(() => r()));
  await new Promise<void>((r) => dns.close(() => r()));
});

const metrics = () => scrape(`${t.daemon.http.url}/metrics`);
/** Scrapes until `ok` holds for a scrape, and returns that scrape. */
const scrapeUntil = (what: string, ok: (s: Scrape) => boolean) => until(async () => {
  const s = await metrics();
  return ok(s) && s;
}, { what, timeoutMs: 10_000 });

async function inboxWithWebhook(path: string) {
  const inbox = await t.createInbox();
  const reg = await t.api('/v1/webhooks', { method: 'POST', body: JSON.stringify({ label: path, target_url: receiverUrl(path), inbox_id: inbox.id }) });
  assert.is(reg.status, 201, JSON.stringify(reg.body));
  return { inbox, webhookId: (reg.body as { webhook: { id: string } }).webhook.id };
}

// Each mail is two events for a webhook (email.received, then email.enriched): counts are at least.
test('webhooks: the queue holds a delivery while its receiver does; attempts counted delivered, retry and failed', async () => {
  const attempts = (s: Scrape, outcome: string) => s.n('inboxkit_webhook_attempts_total', { outcome });
  const before = await metrics();
  assert.is(before.n('inboxkit_webhook_queue_depth'), 0);

  const held = await inboxWithWebhook('/held');
  await t.send({ to: held.inbox.email_address, subject: 'held', text: 'x' });
  await scrapeUntil('the held delivery is in the webhook queue', (s) => s.n('inboxkit_webhook_queue_depth') === 1 && heldResponses.length === 1);
  holdWebhooks = false;
  assert.is((await metrics()).n('inboxkit_webhook_attempts_total', { outcome: 'delivered' }), attempts(before, 'delivered'), 'not yet');
  heldResponses.shift()!.writeHead(204).end();
  let s = await scrapeUntil('the held delivery is delivered', (x) => attempts(x, 'delivered') >= attempts(before, 'delivered') + 1);
  await scrapeUntil('the webhook queue is empty again', (x) => x.n('inboxkit_webhook_queue_depth') === 0);

  const ok = await inboxWithWebhook('/ok');
  await t.send({ to: ok.inbox.email_address, subject: 'ok', text: 'x' });
  s = await scrapeUntil('a second delivery', (x) => attempts(x, 'delivered') >= attempts(s, 'delivered') + 1);

  // The 500 before the 410: a 410's second event (the mail's email.enriched, when it comes)
  // could otherwise be counted failed while the retry is looked at.
  const flaky = await inboxWithWebhook('/flaky');
  await t.send({ to: flaky.inbox.email_address, subject: 'flaky', text: 'x' });
  s = await scrapeUntil('a 500: another attempt planned', (x) => attempts(x, 'retry') >= attempts(before, 'retry') + 1);
  assert.ok(s.n('inboxkit_webhook_queue_depth') >= 1, 'the delivery waits for its retry');
  assert.is(attempts(s, 'failed'), attempts(before, 'failed'), 'a retry is not a failure');
  // Archiving cancels the pending retry: the queue is empty.
  assert.is((await t.api(`/v1/webhooks/${flaky.webhookId}`, { method: 'DELETE' })).status, 200);
  await scrapeUntil('the cancelled delivery leaves the queue', (x) => x.n('inboxkit_webhook_queue_depth') === 0);

  const gone = await inboxWithWebhook('/gone');
  await t.send({ to: gone.inbox.email_address, subject: 'gone', text: 'x' });
  await scrapeUntil('a 410: failed, no attempt left', (x) => attempts(x, 'failed') >= attempts(before, 'failed') + 1);
});

test('analysis: a job waits in the queue while the analyzer holds it', async () => {
  await scrapeUntil('no analysis pending', (s) => s.n('inboxkit_analysis_queue_depth') === 0);
  analysisGate.close();
  const inbox = await t.createInbox();
  await t.send({ to: inbox.email_address, subject: 'analyse me', text: 'Your code is 482913' });
  await scrapeUntil('the analysis job is queued', (s) => s.n('inboxkit_analysis_queue_depth') === 1);
  analysisGate.open();
  await scrapeUntil('the analysis job is done', (s) => s.n('inboxkit_analysis_queue_depth') === 0);
});

test('checks: a message\'s authentication check is in the checks queue while DNS holds its questions', async () => {
  await scrapeUntil('no check queued', (s) => s.n('inboxkit_checks_queue_depth') === 0);
  assert.is((await metrics()).n('inboxkit_ingest_queue_depth'), 0, 'nothing in ingest at rest');
  holding = true;
  const inbox = await t.createInbox();
  await t.send({ to: inbox.email_address, from: 'app@checks-held.example', subject: 'check me', text: 'x' });
  await scrapeUntil('the check is running, its DNS question held', (s) => s.n('inboxkit_checks_queue_depth') === 1 && heldQuestions.length > 0);
  holding = false;
  for (const answer of heldQuestions.splice(0)) answer();
  await scrapeUntil('the check is done', (s) => s.n('inboxkit_checks_queue_depth') === 0);
});

test('waits: a long-poll is held until its message arrives', async () => {
  const inbox = await t.createInbox();
  const before = await metrics();
  const waiting = t.api(`/v1/inboxes/${inbox.id}/messages/wait?timeout_seconds=30`);
  await scrapeUntil('the wait is held', (s) => s.n('inboxkit_waits_held') === before.n('inboxkit_waits_held') + 1);
  await t.send({ to: inbox.email_address, subject: 'awaited', text: 'x' });
  assert.is((await waiting).status, 200);
  await scrapeUntil('the wait is let go', (s) => s.n('inboxkit_waits_held') === before.n('inboxkit_waits_held'));
});

test('event streams: open, holding events for a reader that never reads, then dropped past the bound', async () => {
  const inbox = await t.createInbox();
  const before = await metrics();
  const port = t.daemon.http.port;
  const socket = net.connect(port, '127.0.0.1');
  socket.pause();
  socket.write(`GET /v1/events?inbox_id=${inbox.id} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nAuthorization: Bearer ${t.key}\r\nAccept: text/event-stream\r\n\r\n`);
  await scrapeUntil('the stream is open', (s) => s.n('inboxkit_event_streams_open') === before.n('inboxkit_event_streams_open') + 1);
  // 1 MB mails until the stream is dropped: the socket's buffers take a few, then core holds them.
  const body = `${'x'.repeat(99)}\n`.repeat(10_000);
  let maxHeld = 0;
  let s = before;
  for (let i = 0; i < 60 && s.n('inboxkit_event_streams_dropped_total') === before.n('inboxkit_event_streams_dropped_total'); i++) {
    await t.send({ to: inbox.email_address, subject: `big ${i}`, text: body });
    s = await metrics();
    maxHeld = Math.max(maxHeld, s.n('inboxkit_event_streams_held_bytes'));
  }
  assert.is(s.n('inboxkit_event_streams_dropped_total'), before.n('inboxkit_event_streams_dropped_total') + 1, 'dropped');
  assert.ok(maxHeld >= 1_000_000, `held ${maxHeld} bytes before the drop`);
  assert.is(s.n('inboxkit_event_streams_open'), before.n('inboxkit_event_streams_open'));
  assert.is(s.n('inboxkit_event_streams_held_bytes'), 0, 'what it held is let go');
  socket.destroy();
});

test.run();
