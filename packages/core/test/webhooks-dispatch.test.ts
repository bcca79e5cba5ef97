import { test } from 'uvu';
import * as assert from 'uvu/assert';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInboxService, type Inbox, type InboxService } from '../src/index.js';
import { createWebhooks, type WebhookOptions, type Webhooks } from '../src/webhooks/index.js';

// ---- fixtures (real SQLite file, real loopback receivers, injected clock) ----

const T0 = Date.parse('2026-04-01T10:00:00.000Z');
const cleanups: Array<() => unknown> = [];
test.after.each(async () => {
  for (const fn of cleanups.splice(0).reverse()) await fn();
});

interface Received { path: string; headers: http.IncomingHttpHeaders; raw: Buffer }
type Handler = (req: http.IncomingMessage, res: http.ServerResponse, n: number) => void;

async function receiver(handler: Handler = (_req, res) => res.end('ok')) {
  const received: Received[] = [];
  let connections = 0;
  let open = 0;
  let maxOpen = 0;
  const server = http.createServer((req, res) => {
    open++;
    maxOpen = Math.max(maxOpen, open);
    res.on('close', () => open--);
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
    port, url: `http://127.0.0.1:${port}/hook`, received,
    connections: () => connections, open: () => open, maxOpen: () => maxOpen,
    close: () => new Promise<void>((resolve) => { server.closeAllConnections(); server.close(() => resolve()); }),
  };
  cleanups.push(r.close);
  return r;
}

let mailCount = 0;
function mail(to: string): string {
  mailCount++;
  return [
    'From: Sender <sender@example.com>', `To: ${to}`, `Subject: Message ${mailCount}`,
    `Message-ID: <d${mailCount}.${Date.now()}@example.com>`, 'Content-Type: text/plain', '', `Hello ${mailCount}`, '',
  ].join('\r\n');
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
async function until(cond: () => boolean, what: string, ms = 5000): Promise<void> {
  const end = Date.now() + ms;
  while (!cond()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await sleep(5);
  }
}

let now = T0;
const clock = () => now;

function openService(path: string): InboxService {
  const service = createInboxService({ database: path, clock, maintenanceIntervalMs: 0, webhooks: false, analysis: false });
  cleanups.push(() => service.close());
  return service;
}

function hooks(service: InboxService, options: WebhookOptions = {}): Webhooks {
  const webhooks = createWebhooks({
    store: service.store, clock: service.clock, ids: service.ids, sinks: service.sinks,
    options: { allowPrivateTargets: true, ...options },
  });
  cleanups.push(() => webhooks.stop());
  return webhooks;
}

function tempDb(): string {
  const dir = mkdtempSync(join(tmpdir(), 'inboxkit-webhooks-'));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return join(dir, 'inboxkit.db');
}

async function ingest(service: InboxService, inbox: Inbox, n = 1): Promise<void> {
  for (let i = 0; i < n; i++) {
    const r = await service.ingest(mail(inbox.email_address), { rcptTo: [inbox.email_address] });
    assert.is(r.stored.length, 1);
  }
}

test.before.each(() => { now = T0; });

// ---- tests ----

test('a slow receiver does not delay a fast one (per-webhook cap 4), with the background dispatcher', async () => {
  const service = openService(tempDb());
  // Global slots barely above the per-webhook cap: the slow receiver must still leave room.
  const webhooks = hooks(service, { pollIntervalMs: 20, perWebhookConcurrency: 4, concurrency: 6 });
  const inbox = service.inboxes.create({ label: 'x', lifecycle_mode: 'persistent' });
  const held: http.ServerResponse[] = [];
  let release = false;
  const slow = await receiver((_req, res) => { if (release) res.end(); else held.push(res); });
  const fast = await receiver();
  const slowHook = webhooks.create(service.accountId, { label: 'slow', target_url: slow.url }).webhook;
  const fastHook = webhooks.create(service.accountId, { label: 'fast', target_url: fast.url }).webhook;
  await ingest(service, inbox, 10);
  webhooks.start();
  await until(() => fast.received.length === 10, 'the fast receiver');
  assert.is(slow.received.length, 4, 'the slow receiver holds exactly its 4 slots');
  assert.is(slow.maxOpen(), 4);
  await sleep(100);
  assert.is(slow.received.length, 4, 'no fifth attempt while the 4 are in flight');
  await until(() => webhooks.deliveries(service.accountId, fastHook.id).every((d) => d.status === 'delivered'), 'fast deliveries recorded');
  release = true;
  for (const res of held.splice(0)) res.end();
  await until(() => slow.received.length === 10, 'the slow receiver');
  await until(() => webhooks.deliveries(service.accountId, slowHook.id).every((d) => d.status === 'delivered'), 'slow deliveries recorded');
  assert.ok(slow.maxOpen() <= 4);
  await webhooks.stop();
});

test('global concurrency bounds attempts across webhooks', async () => {
  const service = openService(tempDb());
  const webhooks = hooks(service, { concurrency: 3 });
  const inbox = service.inboxes.create({ label: 'x', lifecycle_mode: 'persistent' });
  const held: http.ServerResponse[] = [];
  const a = await receiver((_req, res) => { held.push(res); });
  const b = await receiver((_req, res) => { held.push(res); });
  webhooks.create(service.accountId, { label: 'a', target_url: a.url });
  webhooks.create(service.accountId, { label: 'b', target_url: b.url });
  await ingest(service, inbox, 4);
  const run = webhooks.runDue();
  await until(() => held.length === 3, 'three attempts');
  await sleep(100);
  assert.is(a.open() + b.open(), 3);
  assert.ok(a.received.length >= 1 && b.received.length >= 1, 'both webhooks got a slot');
  // Answer everything from now on; runDue finishes all 8 attempts.
  const drain = setInterval(() => { for (const res of held.splice(0)) res.end(); }, 5);
  assert.is(await run, 8);
  clearInterval(drain);
  assert.is(a.received.length + b.received.length, 8);
  assert.ok(a.maxOpen() + b.maxOpen() <= 6 && Math.max(a.maxOpen(), b.maxOpen()) <= 3);
});

test('restart: pending deliveries survive closing the service and are delivered by the next process', async () => {
  const db = tempDb();
  const rx = await receiver((_req, res, n) => { res.statusCode = n === 1 ? 500 : 200; res.end(); });
  const first = openService(db);
  const webhooks1 = hooks(first);
  const inbox = first.inboxes.create({ label: 'x', lifecycle_mode: 'persistent' });
  const { webhook } = webhooks1.create(first.accountId, { label: 'rx', target_url: rx.url });
  await ingest(first, inbox, 2);
  now = T0;
  assert.is(await webhooks1.runDue(), 2); // first fails (500), second is delivered
  await webhooks1.stop();
  await first.close();

  const second = openService(db);
  const webhooks2 = hooks(second);
  assert.equal(webhooks2.list(second.accountId).map((w) => w.id), [webhook.id]);
  assert.equal(webhooks2.deliveries(second.accountId, webhook.id).map((d) => d.status).sort(), ['delivered', 'pending']);
  assert.is(await webhooks2.runDue(), 0);
  now = T0 + 60_000;
  assert.is(await webhooks2.runDue(), 1);
  assert.equal(webhooks2.deliveries(second.accountId, webhook.id).map((d) => d.status), ['delivered', 'delivered']);
  assert.is(rx.received.length, 3);
  const ids = rx.received.map((r) => r.headers['x-service-event-id']);
  assert.is(new Set(ids).size, 2);
  assert.is(rx.received[0]!.headers['x-service-event-id'], rx.received[2]!.headers['x-service-event-id'],
    'the retried event keeps its id across the restart');
});

test('restart: an attempt in flight when the process died is retried once its lease runs out', async () => {
  const db = tempDb();
  const held: http.ServerResponse[] = [];
  const rx = await receiver((_req, res, n) => { if (n === 1) held.push(res); else res.end(); });
  const first = openService(db);
  const webhooks1 = hooks(first, { attemptTimeoutMs: 5000 });
  const inbox = first.inboxes.create({ label: 'x', lifecycle_mode: 'persistent' });
  const { webhook } = webhooks1.create(first.accountId, { label: 'rx', target_url: rx.url });
  await ingest(first, inbox);
  const run = webhooks1.runDue();
  await until(() => held.length === 1, 'the first attempt to arrive');
  // "Die": the database goes away under the attempt, then its connection drops.
  await first.close();
  held[0]!.destroy();
  await run;

  const second = openService(db);
  const webhooks2 = hooks(second, { attemptTimeoutMs: 5000 });
  const [before] = webhooks2.deliveries(second.accountId, webhook.id);
  assert.is(before!.status, 'pending');
  assert.is(before!.attempts, 0, 'an interrupted attempt is not counted');
  assert.is(await webhooks2.runDue(), 0, 'still leased');
  now = T0 + 5000 + 30_000;
  assert.is(await webhooks2.runDue(), 1);
  const [after] = webhooks2.deliveries(second.accountId, webhook.id);
  assert.is(after!.status, 'delivered');
  assert.is(after!.attempts, 1);
  assert.is(rx.received.length, 2);
  assert.is(rx.received[0]!.headers['x-service-event-id'], rx.received[1]!.headers['x-service-event-id']);
  assert.is.not(rx.received[0]!.headers['x-service-delivery-id'], rx.received[1]!.headers['x-service-delivery-id']);
});

test('DNS rebinding: a public-looking name that resolves to a private address is refused at connect time', async () => {
  const service = openService(tempDb());
  const rx = await receiver();
  const asked: string[] = [];
  const answers: Record<string, Array<{ address: string; family: 4 | 6 }>> = {
    'rebind.example.com': [{ address: '127.0.0.1', family: 4 }],
    'mixed.example.com': [{ address: '93.184.216.34', family: 4 }, { address: '10.0.0.7', family: 4 }],
    'mapped.example.com': [{ address: '::ffff:127.0.0.1', family: 6 }],
    'meta.example.com': [{ address: '169.254.169.254', family: 4 }],
  };
  const webhooks = hooks(service, {
    allowPrivateTargets: false,
    attemptTimeoutMs: 2000,
    lookup: async (hostname) => {
      asked.push(hostname);
      const a = answers[hostname];
      if (!a) throw Object.assign(new Error(`ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
      return a;
    },
  });
  const inbox = service.inboxes.create({ label: 'x', lifecycle_mode: 'persistent' });
  const created = Object.keys(answers).map((host) =>
    webhooks.create(service.accountId, { label: host, target_url: `https://${host}:${rx.port}/hook` }).webhook);
  await ingest(service, inbox);
  assert.is(await webhooks.runDue(), created.length);
  assert.equal([...new Set(asked)].sort(), Object.keys(answers).sort());
  for (const w of created) {
    const [d] = webhooks.deliveries(service.accountId, w.id);
    assert.is(d!.status, 'pending');
    assert.is(d!.attempts, 1);
    assert.ok(d!.last_error?.startsWith('blocked:'), d!.last_error ?? '');
  }
  const [d] = webhooks.deliveries(service.accountId, created[0]!.id);
  assert.ok(d!.last_error?.includes('127.0.0.1'), d!.last_error ?? '');
  assert.is(rx.connections(), 0, 'the loopback receiver was never connected to');
  assert.is(rx.received.length, 0);
});

test('allowPrivateTargets: loopback http is delivered, and the connection goes to the address the lookup returned', async () => {
  const service = openService(tempDb());
  const rx = await receiver();
  const asked: string[] = [];
  const webhooks = hooks(service, {
    allowPrivateTargets: true,
    lookup: async (hostname) => { asked.push(hostname); return [{ address: '127.0.0.1', family: 4 }]; },
  });
  const inbox = service.inboxes.create({ label: 'x', lifecycle_mode: 'persistent' });
  const named = webhooks.create(service.accountId, { label: 'named', target_url: `http://receiver.example.com:${rx.port}/named` }).webhook;
  const literal = webhooks.create(service.accountId, { label: 'literal', target_url: rx.url }).webhook;
  await ingest(service, inbox);
  assert.is(await webhooks.runDue(), 2);
  assert.equal(rx.received.map((r) => r.path).sort(), ['/hook', '/named']);
  const viaName = rx.received.find((r) => r.path === '/named')!;
  assert.is(viaName.headers.host, `receiver.example.com:${rx.port}`);
  assert.ok(asked.includes('receiver.example.com'));
  for (const w of [named, literal]) assert.is(webhooks.deliveries(service.accountId, w.id)[0]!.status, 'delivered');
});

test('a private target registered while allowed is refused at delivery once private targets are not allowed', async () => {
  const service = openService(tempDb());
  const rx = await receiver();
  const permissive = hooks(service, { allowPrivateTargets: true });
  const inbox = service.inboxes.create({ label: 'x', lifecycle_mode: 'persistent' });
  const { webhook } = permissive.create(service.accountId, { label: 'local', target_url: rx.url });
  await ingest(service, inbox);
  const strict = hooks(service, { allowPrivateTargets: false });
  assert.is(await strict.runDue(), 1);
  const [d] = strict.deliveries(service.accountId, webhook.id);
  assert.is(d!.attempts, 1);
  assert.ok(d!.last_error?.startsWith('blocked:'), d!.last_error ?? '');
  assert.is(rx.connections(), 0);
});

test('the background dispatcher delivers right after commit, and prunes finished deliveries after 7 days', async () => {
  const service = openService(tempDb());
  const webhooks = hooks(service, { pollIntervalMs: 10_000 }); // the kick, not the poll, must deliver
  const inbox = service.inboxes.create({ label: 'x', lifecycle_mode: 'persistent' });
  const rx = await receiver();
  const { webhook } = webhooks.create(service.accountId, { label: 'rx', target_url: rx.url });
  webhooks.start();
  await ingest(service, inbox);
  await until(() => webhooks.deliveries(service.accountId, webhook.id)[0]?.status === 'delivered', 'the delivery', 2000);
  await webhooks.stop();
  now = T0 + 7 * 86_400_000 + 1;
  const pruner = hooks(service, { pollIntervalMs: 10 });
  pruner.start();
  await until(() => pruner.deliveries(service.accountId, webhook.id).length === 0, 'the prune', 2000);
  assert.is(rx.received.length, 1);
});

test('stop() waits for in-flight attempts and takes no new ones', async () => {
  const service = openService(tempDb());
  const webhooks = hooks(service, { pollIntervalMs: 10 });
  const inbox = service.inboxes.create({ label: 'x', lifecycle_mode: 'persistent' });
  const held: http.ServerResponse[] = [];
  const rx = await receiver((_req, res) => { held.push(res); });
  webhooks.create(service.accountId, { label: 'rx', target_url: rx.url });
  webhooks.start();
  await ingest(service, inbox);
  await until(() => held.length === 1, 'the attempt');
  let stopped = false;
  const stopping = webhooks.stop().then(() => { stopped = true; });
  await sleep(50);
  assert.is(stopped, false);
  held[0]!.end();
  await stopping;
  await ingest(service, inbox);
  await sleep(100);
  assert.is(rx.received.length, 1);
  assert.is(await webhooks.runDue(), 0);
});

test.run();
