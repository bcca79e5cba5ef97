import { test } from 'uvu';
import * as assert from 'uvu/assert';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInboxService, type Inbox, type InboxService } from '../src/index.js';
import Database from 'better-sqlite3';
import { createWebhooks, MAX_ATTEMPTS, type WebhookOptions, type Webhooks } from '../src/webhooks/index.js';

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
  let sockets = 0;
  server.on('connection', (socket) => {
    connections++;
    sockets++;
    socket.on('close', () => sockets--);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  const r = {
    port, url: `http://127.0.0.1:${port}/hook`, received,
    connections: () => connections, open: () => open, maxOpen: () => maxOpen,
    /** TCP connections open right now (kept-alive ones included). */
    sockets: () => sockets,
    /** Closes every connection from the server's side, as an idle timeout would. */
    dropConnections: () => server.closeAllConnections(),
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

/** A service, a loopback receiver, the dispatcher and one webhook to the receiver; `start` runs the loop. */
async function oneWebhook(options: WebhookOptions = {}, start = true) {
  const service = openService(tempDb());
  const rx = await receiver();
  const webhooks = hooks(service, options);
  const inbox = service.inboxes.create({ label: 'x', lifecycle_mode: 'persistent' });
  const { webhook } = webhooks.create(service.accountId, { label: 'rx', target_url: rx.url });
  if (start) webhooks.start();
  return { service, rx, webhooks, inbox, webhook };
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
  // The kick, not the poll, must deliver.
  const { service, rx, webhooks, inbox, webhook } = await oneWebhook({ pollIntervalMs: 10_000 });
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

// ---- batching, keep-alive, the commit wake-up, caches ----

/**
 * Observes transaction boundaries of the service's connection: a TEMP trigger on
 * webhook_attempts calls back into JS, which counts the attempt rows a second connection
 * sees (only committed ones). Rows written in one transaction all see the same count.
 */
function attemptCommits(service: InboxService, path: string) {
  const reader = new Database(path, { readonly: true });
  cleanups.push(() => reader.close());
  const committed = reader.prepare('SELECT COUNT(*) FROM webhook_attempts').pluck();
  const seen: number[] = [];
  service.store.db.function('observe_attempt', () => { seen.push(committed.get() as number); return null; });
  service.store.db.exec(`CREATE TEMP TRIGGER observe_attempts AFTER INSERT ON webhook_attempts BEGIN SELECT observe_attempt(); END`);
  return seen;
}

test('one transaction records a turn\'s mix of outcomes: delivered, retry, 410 and exhausted', async () => {
  const path = tempDb();
  const service = openService(path);
  const webhooks = hooks(service);
  const inbox = service.inboxes.create({ label: 'x', lifecycle_mode: 'persistent' });
  // Every receiver holds its answer until all four requests are in, then they are answered in one go.
  const held: Array<() => void> = [];
  const hold = (status: number) => (_req: http.IncomingMessage, res: http.ServerResponse) => {
    held.push(() => { res.statusCode = status; res.end(); });
    if (held.length === 4) for (const answer of held.splice(0)) answer();
  };
  const ok = await receiver(hold(200));
  const flaky = await receiver(hold(500));
  const gone = await receiver(hold(410));
  const dying = await receiver(hold(502));
  const okHook = webhooks.create(service.accountId, { label: 'ok', target_url: ok.url }).webhook;
  const flakyHook = webhooks.create(service.accountId, { label: 'flaky', target_url: flaky.url }).webhook;
  const goneHook = webhooks.create(service.accountId, { label: 'gone', target_url: gone.url }).webhook;
  const dyingHook = webhooks.create(service.accountId, { label: 'dying', target_url: dying.url }).webhook;
  await ingest(service, inbox);
  // The delivery to `dying` is at its last attempt.
  service.store.db.prepare('UPDATE webhook_deliveries SET attempts = ? WHERE webhook_id = ?').run(MAX_ATTEMPTS - 1, dyingHook.id);
  const seen = attemptCommits(service, path);
  now = T0 + 1000;
  assert.is(await webhooks.runDue(), 4);
  assert.equal(seen, [0, 0, 0, 0], 'the four attempt rows were written in one transaction');
  const last = (id: string) => webhooks.deliveries(service.accountId, id)[0]!;
  assert.equal([last(okHook.id).status, last(okHook.id).attempts], ['delivered', 1]);
  assert.equal([last(flakyHook.id).status, last(flakyHook.id).attempts, last(flakyHook.id).next_attempt_at],
    ['pending', 1, new Date(T0 + 1000 + 60_000).toISOString()]);
  assert.equal([last(goneHook.id).status, webhooks.get(service.accountId, goneHook.id).status], ['failed', 'disabled']);
  assert.equal([last(dyingHook.id).status, last(dyingHook.id).attempts], ['failed', MAX_ATTEMPTS]);
  assert.is(webhooks.get(service.accountId, okHook.id).last_delivery_at, new Date(T0 + 1000).toISOString());
  assert.is(webhooks.get(service.accountId, flakyHook.id).last_delivery_at, null);
  // Each attempt row carries its outcome.
  const attempts = service.store.db.prepare('SELECT attempt, status_code, duration_ms, error FROM webhook_attempts ORDER BY status_code').all() as
    Array<{ attempt: number; status_code: number; duration_ms: number | null; error: string | null }>;
  assert.equal(attempts.map((a) => [a.attempt, a.status_code, a.error === null]), [[1, 200, true], [1, 410, false], [1, 500, false], [MAX_ATTEMPTS, 502, false]]);
  assert.ok(attempts.every((a) => a.duration_ms !== null));
});

test('keep-alive: consecutive deliveries reuse one connection, resolved once; stop() closes it', async () => {
  const service = openService(tempDb());
  const rx = await receiver();
  let lookups = 0;
  const webhooks = hooks(service, { lookup: async () => { lookups++; return [{ address: '127.0.0.1', family: 4 }]; } });
  const inbox = service.inboxes.create({ label: 'x', lifecycle_mode: 'persistent' });
  const { webhook } = webhooks.create(service.accountId, { label: 'rx', target_url: `http://receiver.example.com:${rx.port}/hook` });
  for (let i = 0; i < 5; i++) {
    await ingest(service, inbox);
    assert.is(await webhooks.runDue(), 1);
  }
  assert.is(rx.received.length, 5);
  assert.is(rx.connections(), 1, 'one TCP connection for five deliveries');
  assert.is(lookups, 1, 'resolved and checked once, when the connection was opened');
  assert.ok(webhooks.deliveries(service.accountId, webhook.id).every((d) => d.status === 'delivered'));
  assert.is(rx.sockets(), 1, 'kept open between deliveries');
  await webhooks.stop();
  await until(() => rx.sockets() === 0, 'the kept-alive connection to close');
});

test('keep-alive: every new connection is resolved and checked again; a name that now resolves to a blocked address is refused', async () => {
  const service = openService(tempDb());
  const rx = await receiver();
  let answer = '127.0.0.1';
  const asked: string[] = [];
  const webhooks = hooks(service, {
    lookup: async (hostname) => { asked.push(hostname); return [{ address: answer, family: 4 }]; },
    isBlockedAddress: (address) => address === '127.0.0.2',
  });
  const inbox = service.inboxes.create({ label: 'x', lifecycle_mode: 'persistent' });
  const { webhook } = webhooks.create(service.accountId, { label: 'rx', target_url: `http://rebind.example.com:${rx.port}/hook` });
  await ingest(service, inbox, 2);
  assert.is(await webhooks.runDue(), 2);
  assert.is(rx.received.length, 2);
  const opened = rx.connections();
  assert.is(asked.length, opened, 'one lookup per connection');
  // The receiver drops its idle connection; the name now resolves elsewhere.
  rx.dropConnections();
  await until(() => rx.sockets() === 0, 'the connection to close');
  await sleep(20);
  answer = '127.0.0.2';
  await ingest(service, inbox);
  assert.is(await webhooks.runDue(), 1);
  assert.is(asked.length, opened + 1, 'the new connection was resolved again');
  const [d] = webhooks.deliveries(service.accountId, webhook.id);
  assert.is(d!.status, 'pending');
  assert.match(d!.last_error ?? '', /^blocked: rebind\.example\.com resolved to 127\.0\.0\.2/);
  assert.is(rx.connections(), opened, 'no connection was made to the refused address');
  assert.is(rx.received.length, 2);
});

test('archiving a webhook closes its kept-alive connection', async () => {
  const { service, rx, webhooks, inbox, webhook } = await oneWebhook({}, false);
  await ingest(service, inbox);
  assert.is(await webhooks.runDue(), 1);
  assert.is(rx.sockets(), 1);
  webhooks.archive(service.accountId, webhook.id);
  await until(() => rx.sockets() === 0, 'the connection to close on archive');
});

test('a commit wakes the dispatcher in the same turn of the event loop: the row is leased before ingest returns', async () => {
  const { service, rx, webhooks, inbox, webhook } = await oneWebhook({ pollIntervalMs: 60_000 });
  await ingest(service, inbox);
  const lease = service.store.db.prepare('SELECT locked_until FROM webhook_deliveries WHERE webhook_id = ?').pluck().get(webhook.id);
  assert.ok(typeof lease === 'number' && lease > now, `leased for its attempt already (locked_until ${String(lease)})`);
  await until(() => webhooks.deliveries(service.accountId, webhook.id)[0]?.status === 'delivered', 'the delivery', 2000);
});

test('a row written leased for an immediate attempt is not sent when its message rolls back', async () => {
  const { service, rx, webhooks, inbox, webhook } = await oneWebhook({ pollIntervalMs: 60_000 });
  // A sink after the outbox refuses one message: its transaction (outbox row included) rolls back.
  service.sinks.add((e) => { if (e.data.message.subject === 'doomed') throw new Error('refused'); });
  const doomed = await service.ingest(mail(inbox.email_address).replace(/Subject: .*/, 'Subject: doomed'), { rcptTo: [inbox.email_address] })
    .then(() => 'stored', (e: Error) => e.message);
  assert.is(doomed, 'refused');
  await ingest(service, inbox);
  await until(() => rx.received.length === 1, 'the second message');
  await sleep(50);
  assert.is(rx.received.length, 1, 'nothing was sent for the rolled-back message');
  assert.not.match(rx.received[0]!.raw.toString(), /doomed/);
  await until(() => webhooks.deliveries(service.accountId, webhook.id)[0]?.status === 'delivered', 'the delivery recorded');
  assert.is(webhooks.deliveries(service.accountId, webhook.id).length, 1);
});

test('the outbox follows webhook changes at once: create, inbox scope, archive, disable by 410, enable', async () => {
  const service = openService(tempDb());
  let status = 200;
  const rx = await receiver((_req, res) => { res.statusCode = status; res.end(); });
  const webhooks = hooks(service);
  const inbox = service.inboxes.create({ label: 'a', lifecycle_mode: 'persistent' });
  const other = service.inboxes.create({ label: 'b', lifecycle_mode: 'persistent' });
  const rows = () => service.store.db.prepare('SELECT webhook_id FROM webhook_deliveries ORDER BY seq').pluck().all() as string[];
  await ingest(service, inbox);
  assert.equal(rows(), [], 'no webhook: no outbox row');
  const all = webhooks.create(service.accountId, { label: 'all', target_url: rx.url }).webhook;
  await ingest(service, inbox);
  assert.equal(rows(), [all.id], 'created: matched from the next message on');
  const scoped = webhooks.create(service.accountId, { label: 'b only', target_url: rx.url, inbox_id: other.id }).webhook;
  await ingest(service, inbox);
  await ingest(service, other);
  assert.equal(rows(), [all.id, all.id, all.id, scoped.id]);
  webhooks.archive(service.accountId, scoped.id);
  await ingest(service, other);
  assert.equal(rows().length, 5, 'archived: not matched any more');
  assert.equal(rows().at(-1), all.id);
  // A 410 disables `all` (inside the dispatcher's own transaction).
  status = 410;
  await webhooks.runDue();
  assert.is(webhooks.get(service.accountId, all.id).status, 'disabled');
  await ingest(service, inbox);
  assert.equal(rows().length, 5, 'disabled: not matched');
  webhooks.enable(service.accountId, all.id);
  await ingest(service, inbox);
  assert.equal(rows().length, 6, 'enabled again: matched');
  assert.equal(rows().at(-1), all.id);
});

test.run();
