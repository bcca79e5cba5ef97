import { test } from 'uvu';
import * as assert from 'uvu/assert';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { EventEmitter } from 'node:events';
import type { EmailEvent, Inbox } from '../src/index.js';
import { defaultIdGenerator } from '../src/clock.js';
import { openSqliteStorage, type DeliveryRow, type Storage, type StorageTx } from '../src/storage/index.js';
import { createWebhooks, MAX_ATTEMPTS, type WebhookOptions, type Webhooks } from '../src/webhooks/index.js';
import { pipelineHarness, type PipelineHarness } from './helpers.js';
import { until } from '../../../test-support/wait.js';

// ---- fixtures (real SQLite file, the real ingest pipeline, loopback receivers, injected clock) ----

const T0 = Date.parse('2026-04-01T10:00:00.000Z');
const cleanups: Array<() => unknown> = [];
test.after.each(async () => {
  for (const fn of cleanups.splice(0).reverse()) await fn();
});

/**
 * Something a test waits for changed: a request arrived or was answered, a connection opened
 * or closed, the dispatcher wrote to the outbox. Conditions are checked again on each change
 * (no polling, no sleeps); the timeout only turns a hang into a failure.
 */
const changes = new EventEmitter().setMaxListeners(0);
const changed = () => changes.emit('change');
const when = (cond: () => boolean, what: string, ms = 5000) => until(cond, { what, timeoutMs: ms, on: [changes, 'change'] });
/** Lets every callback already due run (a turn of the event loop), without waiting for time to pass. */
const turnOfTheLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

interface Received { path: string; headers: http.IncomingHttpHeaders; raw: Buffer }
type Handler = (req: http.IncomingMessage, res: http.ServerResponse, n: number) => void;

/** Requests open at once across the receivers sharing this gauge. */
function gauge() {
  let open = 0;
  let max = 0;
  return { up: () => { max = Math.max(max, ++open); }, down: () => { open--; }, open: () => open, max: () => max };
}

async function receiver(handler: Handler = (_req, res) => res.end('ok'), shared = gauge()) {
  const received: Received[] = [];
  let connections = 0;
  let open = 0;
  let maxOpen = 0;
  const server = http.createServer((req, res) => {
    open++;
    maxOpen = Math.max(maxOpen, open);
    shared.up();
    res.on('close', () => { open--; shared.down(); changed(); });
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ path: req.url ?? '', headers: req.headers, raw: Buffer.concat(chunks) });
      handler(req, res, received.length);
      changed();
    });
  });
  let sockets = 0;
  server.on('connection', (socket) => {
    connections++;
    sockets++;
    socket.on('close', () => { sockets--; changed(); });
    changed();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  const r = {
    port, url: `http://127.0.0.1:${port}/hook`, received,
    connections: () => connections, open: () => open, maxOpen: () => maxOpen,
    /** TCP connections open right now (kept-alive ones included). */
    sockets: () => sockets,
    /** Resolves once `n` requests have arrived in all. */
    arrived: (n: number) => when(() => received.length >= n, `request ${n} to ${port}`),
    /** Closes every connection from the server's side, as an idle timeout would. */
    dropConnections: () => server.closeAllConnections(),
    close: () => new Promise<void>((resolve) => { server.closeAllConnections(); server.close(() => resolve()); }),
  };
  cleanups.push(r.close);
  return r;
}

let mailCount = 0;
function mail(to: string, subject = `Message ${++mailCount}`): string {
  return [
    'From: Sender <sender@example.com>', `To: ${to}`, `Subject: ${subject}`,
    `Message-ID: <d${mailCount}.${Date.now()}@example.com>`, 'Content-Type: text/plain', '', `Hello ${mailCount}`, '',
  ].join('\r\n');
}

let now = T0;
const clock = () => now;

/**
 * The storage as the dispatcher sees it, with every outbox call made inside one of its
 * transactions logged (method, result, the transaction's number): how a test sees what the
 * dispatcher wrote, and in which transaction.
 */
function spied(storage: Storage) {
  const calls: Array<{ tx: number; method: string; result: unknown }> = [];
  let transactions = 0;
  const spy = new Proxy(storage, {
    get(target, prop, receiver) {
      if (prop !== 'transaction') return Reflect.get(target, prop, receiver);
      return <T>(fn: (tx: StorageTx) => Promise<T>) => target.transaction((tx) => {
        const number = ++transactions;
        const outbox = new Proxy(tx.outbox, {
          get(group, method) {
            const f = Reflect.get(group, method) as unknown;
            if (typeof f !== 'function') return f;
            return async (...args: unknown[]) => {
              const result: unknown = await f.apply(group, args);
              calls.push({ tx: number, method: String(method), result });
              changed();
              return result;
            };
          },
        });
        return fn({ ...tx, outbox });
      });
    },
  });
  /** Calls of `method` that changed a row (true) or returned a count. */
  const count = (method: string) => calls.filter((c) => c.method === method && (c.result === true || typeof c.result === 'number')).length;
  return { storage: spy, calls, count };
}

interface World {
  h: PipelineHarness;
  accountId: string;
  /** The dispatcher's view of the storage (see spied). */
  spy: ReturnType<typeof spied>;
  hooks(options?: WebhookOptions): Webhooks;
  inbox(label?: string): Promise<Inbox>;
  ingest(inbox: Inbox, n?: number): Promise<void>;
}

/** Storage, publish step and ingest pipeline as the service wires them; webhooks (their outbox in the publish step) added with hooks(). */
async function world(): Promise<World> {
  const h = await pipelineHarness({ clock, analysis: false });
  cleanups.push(() => h.cleanup());
  const spy = spied(h.storage);
  return {
    h, accountId: h.accountId, spy,
    hooks: (options = {}) => {
      const webhooks = createWebhooks({
        storage: spy.storage, clock, ids: defaultIdGenerator, options: { allowPrivateTargets: true, ...options },
      });
      h.subscribe(webhooks.outbox);
      cleanups.push(() => webhooks.stop());
      return webhooks;
    },
    inbox: (label = 'x') => h.inboxes.create(h.accountId, { label, lifecycle_mode: 'persistent' }),
    ingest: async (inbox, n = 1) => {
      for (let i = 0; i < n; i++) {
        const r = await h.pipeline.ingest(mail(inbox.email_address), { rcptTo: [inbox.email_address] });
        assert.is(r.stored.length, 1);
      }
    },
  };
}

/** Another process on the same file: its own storage and dispatcher (nothing publishes there). */
function nextProcess(path: string, options: WebhookOptions = {}): { storage: Storage; webhooks: Webhooks } {
  const storage = openSqliteStorage({ path });
  const webhooks = createWebhooks({ storage, clock, ids: defaultIdGenerator, options: { allowPrivateTargets: true, ...options } });
  cleanups.push(() => storage.close());
  cleanups.push(() => webhooks.stop());
  return { storage, webhooks };
}

/** A world, a loopback receiver, the dispatcher and one webhook to the receiver; `start` runs the loop. */
async function oneWebhook(options: WebhookOptions = {}, start = true) {
  const w = await world();
  const rx = await receiver();
  const webhooks = w.hooks(options);
  const inbox = await w.inbox();
  const { webhook } = await webhooks.create(w.accountId, { label: 'rx', target_url: rx.url });
  if (start) webhooks.start();
  return { ...w, rx, webhooks, inbox, webhook };
}

test.before.each(() => { now = T0; });

// ---- tests ----

test('a slow receiver does not delay a fast one (per-webhook cap 4), with the background dispatcher', async () => {
  const w = await world();
  const { accountId, spy } = w;
  // Global slots barely above the per-webhook cap: the slow receiver must still leave room.
  const webhooks = w.hooks({ pollIntervalMs: 20, perWebhookConcurrency: 4, concurrency: 6 });
  const inbox = await w.inbox();
  const held: http.ServerResponse[] = [];
  let release = false;
  const slow = await receiver((_req, res) => { if (release) res.end(); else held.push(res); });
  const fast = await receiver();
  const slowHook = (await webhooks.create(accountId, { label: 'slow', target_url: slow.url })).webhook;
  const fastHook = (await webhooks.create(accountId, { label: 'fast', target_url: fast.url })).webhook;
  await w.ingest(inbox, 10);
  webhooks.start();
  await fast.arrived(10);
  // Ten outcomes recorded took several turns, each claiming again: the slow webhook got no fifth slot.
  await when(() => spy.count('markDelivered') >= 10, 'the fast deliveries to be recorded');
  assert.ok((await webhooks.deliveries(accountId, fastHook.id)).every((d) => d.status === 'delivered'));
  assert.is(slow.received.length, 4, 'the slow receiver holds exactly its 4 slots');
  assert.is(slow.maxOpen(), 4);
  release = true;
  for (const res of held.splice(0)) res.end();
  await slow.arrived(10);
  await when(() => spy.count('markDelivered') >= 20, 'the slow deliveries to be recorded');
  assert.ok((await webhooks.deliveries(accountId, slowHook.id)).every((d) => d.status === 'delivered'));
  assert.ok(slow.maxOpen() <= 4);
  await webhooks.stop();
});

test('global concurrency bounds attempts across webhooks', async () => {
  const w = await world();
  const webhooks = w.hooks({ concurrency: 3 });
  const inbox = await w.inbox();
  const held: http.ServerResponse[] = [];
  let holding = true;
  const both = gauge();
  const hold = (_req: http.IncomingMessage, res: http.ServerResponse) => { if (holding) held.push(res); else res.end(); };
  const a = await receiver(hold, both);
  const b = await receiver(hold, both);
  await webhooks.create(w.accountId, { label: 'a', target_url: a.url });
  await webhooks.create(w.accountId, { label: 'b', target_url: b.url });
  await w.ingest(inbox, 4);
  const run = webhooks.runDue();
  await when(() => held.length === 3, 'three attempts');
  // Nothing finishes while they are held, so nothing else can start.
  await turnOfTheLoop();
  assert.is(both.open(), 3);
  assert.ok(a.received.length >= 1 && b.received.length >= 1, 'both webhooks got a slot');
  // Answer everything from now on; runDue finishes all 8 attempts.
  holding = false;
  for (const res of held.splice(0)) res.end();
  assert.is(await run, 8);
  assert.is(a.received.length + b.received.length, 8);
  assert.is(both.max(), 3, 'never more than 3 requests open at once across both receivers');
});

test('restart: pending deliveries survive closing the storage and are delivered by the next process', async () => {
  const rx = await receiver((_req, res, n) => { res.statusCode = n === 1 ? 500 : 200; res.end(); });
  const first = await world();
  const webhooks1 = first.hooks();
  const inbox = await first.inbox();
  const { webhook } = await webhooks1.create(first.accountId, { label: 'rx', target_url: rx.url });
  await first.ingest(inbox, 2);
  assert.is(await webhooks1.runDue(), 2); // first fails (500), second is delivered
  await webhooks1.stop();
  await first.h.storage.close();

  const { webhooks: webhooks2 } = nextProcess(first.h.dbPath);
  assert.equal((await webhooks2.list(first.accountId)).map((w) => w.id), [webhook.id]);
  assert.equal((await webhooks2.deliveries(first.accountId, webhook.id)).map((d) => d.status).sort(), ['delivered', 'pending']);
  assert.is(await webhooks2.runDue(), 0);
  now = T0 + 60_000;
  assert.is(await webhooks2.runDue(), 1);
  assert.equal((await webhooks2.deliveries(first.accountId, webhook.id)).map((d) => d.status), ['delivered', 'delivered']);
  assert.is(rx.received.length, 3);
  const ids = rx.received.map((r) => r.headers['x-service-event-id']);
  assert.is(new Set(ids).size, 2);
  assert.is(rx.received[0]!.headers['x-service-event-id'], rx.received[2]!.headers['x-service-event-id'],
    'the retried event keeps its id across the restart');
});

test('restart: an attempt in flight when the process died is retried once its lease runs out', async () => {
  const held: http.ServerResponse[] = [];
  const rx = await receiver((_req, res, n) => { if (n === 1) held.push(res); else res.end(); });
  const first = await world();
  const webhooks1 = first.hooks({ attemptTimeoutMs: 5000 });
  const inbox = await first.inbox();
  const { webhook } = await webhooks1.create(first.accountId, { label: 'rx', target_url: rx.url });
  await first.ingest(inbox);
  const run = webhooks1.runDue();
  await rx.arrived(1);
  // "Die": the storage goes away under the attempt, then its connection drops.
  await first.h.storage.close();
  held[0]!.destroy();
  await run;

  const { webhooks: webhooks2 } = nextProcess(first.h.dbPath, { attemptTimeoutMs: 5000 });
  const [before] = await webhooks2.deliveries(first.accountId, webhook.id);
  assert.is(before!.status, 'pending');
  assert.is(before!.attempts, 0, 'an interrupted attempt is not counted');
  assert.is(await webhooks2.runDue(), 0, 'still leased');
  now = T0 + 5000 + 30_000;
  assert.is(await webhooks2.runDue(), 1);
  const [after] = await webhooks2.deliveries(first.accountId, webhook.id);
  assert.is(after!.status, 'delivered');
  assert.is(after!.attempts, 1);
  assert.is(rx.received.length, 2);
  assert.is(rx.received[0]!.headers['x-service-event-id'], rx.received[1]!.headers['x-service-event-id']);
  assert.is.not(rx.received[0]!.headers['x-service-delivery-id'], rx.received[1]!.headers['x-service-delivery-id']);
});

test('DNS rebinding: a public-looking name that resolves to a private address is refused at connect time', async () => {
  const w = await world();
  const rx = await receiver();
  const asked: string[] = [];
  const answers: Record<string, Array<{ address: string; family: 4 | 6 }>> = {
    'rebind.example.com': [{ address: '127.0.0.1', family: 4 }],
    'mixed.example.com': [{ address: '93.184.216.34', family: 4 }, { address: '10.0.0.7', family: 4 }],
    'mapped.example.com': [{ address: '::ffff:127.0.0.1', family: 6 }],
    'meta.example.com': [{ address: '169.254.169.254', family: 4 }],
  };
  const webhooks = w.hooks({
    allowPrivateTargets: false,
    attemptTimeoutMs: 2000,
    lookup: async (hostname) => {
      asked.push(hostname);
      const a = answers[hostname];
      if (!a) throw Object.assign(new Error(`ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
      return a;
    },
  });
  const inbox = await w.inbox();
  const created = [];
  for (const host of Object.keys(answers)) {
    created.push((await webhooks.create(w.accountId, { label: host, target_url: `https://${host}:${rx.port}/hook` })).webhook);
  }
  await w.ingest(inbox);
  assert.is(await webhooks.runDue(), created.length);
  assert.equal([...new Set(asked)].sort(), Object.keys(answers).sort());
  for (const hook of created) {
    const [d] = await webhooks.deliveries(w.accountId, hook.id);
    assert.is(d!.status, 'pending');
    assert.is(d!.attempts, 1);
    assert.ok(d!.last_error?.startsWith('blocked:'), d!.last_error ?? '');
  }
  const [d] = await webhooks.deliveries(w.accountId, created[0]!.id);
  assert.ok(d!.last_error?.includes('127.0.0.1'), d!.last_error ?? '');
  assert.is(rx.connections(), 0, 'the loopback receiver was never connected to');
  assert.is(rx.received.length, 0);
});

test('allowPrivateTargets: loopback http is delivered, and the connection goes to the address the lookup returned', async () => {
  const w = await world();
  const rx = await receiver();
  const asked: string[] = [];
  const webhooks = w.hooks({
    allowPrivateTargets: true,
    lookup: async (hostname) => { asked.push(hostname); return [{ address: '127.0.0.1', family: 4 }]; },
  });
  const inbox = await w.inbox();
  const named = (await webhooks.create(w.accountId, { label: 'named', target_url: `http://receiver.example.com:${rx.port}/named` })).webhook;
  const literal = (await webhooks.create(w.accountId, { label: 'literal', target_url: rx.url })).webhook;
  await w.ingest(inbox);
  assert.is(await webhooks.runDue(), 2);
  assert.equal(rx.received.map((r) => r.path).sort(), ['/hook', '/named']);
  const viaName = rx.received.find((r) => r.path === '/named')!;
  assert.is(viaName.headers.host, `receiver.example.com:${rx.port}`);
  assert.ok(asked.includes('receiver.example.com'));
  for (const hook of [named, literal]) assert.is((await webhooks.deliveries(w.accountId, hook.id))[0]!.status, 'delivered');
});

test('a private target registered while allowed is refused at delivery once private targets are not allowed', async () => {
  const w = await world();
  const rx = await receiver();
  const permissive = w.hooks({ allowPrivateTargets: true });
  const inbox = await w.inbox();
  const { webhook } = await permissive.create(w.accountId, { label: 'local', target_url: rx.url });
  await w.ingest(inbox);
  const strict = w.hooks({ allowPrivateTargets: false });
  assert.is(await strict.runDue(), 1);
  const [d] = await strict.deliveries(w.accountId, webhook.id);
  assert.is(d!.attempts, 1);
  assert.ok(d!.last_error?.startsWith('blocked:'), d!.last_error ?? '');
  assert.is(rx.connections(), 0);
});

test('the background dispatcher delivers right after commit, and prunes finished deliveries after 7 days', async () => {
  // The commit, not the poll, must deliver.
  const { h, accountId, rx, webhooks, inbox, webhook, ingest, hooks, spy } = await oneWebhook({ pollIntervalMs: 10_000 });
  await ingest(inbox);
  await rx.arrived(1);
  await webhooks.stop(); // waits for the attempt and records it
  const [delivered] = await webhooks.deliveries(accountId, webhook.id);
  assert.is(delivered?.status, 'delivered');
  assert.is((await h.storage.outbox.attemptsOf(delivered!.id)).length, 1);
  now = T0 + 7 * 86_400_000 + 1;
  const pruner = hooks({ pollIntervalMs: 10 });
  pruner.start();
  await when(() => spy.count('pruneFinished') >= 1, 'the prune');
  // A read waits for the pruning transaction to end.
  assert.is((await pruner.deliveries(accountId, webhook.id)).length, 0);
  assert.is((await h.storage.outbox.attemptsOf(delivered!.id)).length, 0, 'its attempts went with it');
  assert.is(rx.received.length, 1);
});

test('stop() waits for in-flight attempts and takes no new ones', async () => {
  const w = await world();
  const webhooks = w.hooks({ pollIntervalMs: 10 });
  const inbox = await w.inbox();
  const held: http.ServerResponse[] = [];
  const rx = await receiver((_req, res) => { held.push(res); });
  const { webhook } = await webhooks.create(w.accountId, { label: 'rx', target_url: rx.url });
  webhooks.start();
  await w.ingest(inbox);
  await rx.arrived(1);
  let stopped = false;
  const stopping = webhooks.stop().then(() => { stopped = true; });
  await turnOfTheLoop();
  assert.is(stopped, false, 'the attempt is still held');
  held[0]!.end();
  await stopping;
  assert.is((await webhooks.deliveries(w.accountId, webhook.id))[0]!.status, 'delivered', 'recorded before stop() resolved');
  await w.ingest(inbox);
  // Written after the stop: not leased, so no attempt can be under way for it.
  const [fresh] = await webhooks.deliveries(w.accountId, webhook.id);
  assert.equal([fresh!.status, fresh!.attempts], ['pending', 0]);
  assert.is((await w.h.storage.outbox.delivery(fresh!.id))!.locked_until, null);
  assert.is(await webhooks.runDue(), 0);
  assert.is(rx.received.length, 1);
});

// ---- batching, keep-alive, the commit wake-up, caches ----

test('one transaction records a turn\'s mix of outcomes: delivered, retry, 410 and exhausted', async () => {
  const w = await world();
  const { accountId, spy } = w;
  const webhooks = w.hooks();
  const inbox = await w.inbox();
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
  const okHook = (await webhooks.create(accountId, { label: 'ok', target_url: ok.url })).webhook;
  const flakyHook = (await webhooks.create(accountId, { label: 'flaky', target_url: flaky.url })).webhook;
  const goneHook = (await webhooks.create(accountId, { label: 'gone', target_url: gone.url })).webhook;
  const dyingHook = (await webhooks.create(accountId, { label: 'dying', target_url: dying.url })).webhook;
  await w.ingest(inbox);
  // The delivery to `dying` is at its last attempt.
  await w.h.storage.transaction(async (tx) => {
    const [d] = await tx.outbox.deliveriesOf(dyingHook.id, 1);
    await tx.outbox.markRetry({ id: d!.id, attempts: MAX_ATTEMPTS - 1, started: T0, next: T0, code: 502, error: 'HTTP 502' });
  });
  now = T0 + 1000;
  assert.is(await webhooks.runDue(), 4);
  const recorded = spy.calls.filter((c) => c.method === 'insertAttempt');
  assert.is(recorded.length, 4);
  assert.is(new Set(recorded.map((c) => c.tx)).size, 1, 'the four attempt rows were written in one transaction');
  const last = async (id: string) => (await webhooks.deliveries(accountId, id))[0]!;
  assert.equal([(await last(okHook.id)).status, (await last(okHook.id)).attempts], ['delivered', 1]);
  const f = await last(flakyHook.id);
  assert.equal([f.status, f.attempts, f.next_attempt_at], ['pending', 1, new Date(T0 + 1000 + 60_000).toISOString()]);
  assert.equal([(await last(goneHook.id)).status, (await webhooks.get(accountId, goneHook.id)).status], ['failed', 'disabled']);
  assert.equal([(await last(dyingHook.id)).status, (await last(dyingHook.id)).attempts], ['failed', MAX_ATTEMPTS]);
  assert.is((await webhooks.get(accountId, okHook.id)).last_delivery_at, new Date(T0 + 1000).toISOString());
  assert.is((await webhooks.get(accountId, flakyHook.id)).last_delivery_at, null);
  // Each attempt row carries its outcome.
  const attempts = [];
  for (const hook of [okHook, flakyHook, goneHook, dyingHook]) {
    attempts.push(...await w.h.storage.outbox.attemptsOf((await last(hook.id)).id));
  }
  attempts.sort((x, y) => (x.status_code ?? 0) - (y.status_code ?? 0));
  assert.equal(attempts.map((a) => [a.attempt, a.status_code, a.error === null]), [[1, 200, true], [1, 410, false], [1, 500, false], [MAX_ATTEMPTS, 502, false]]);
  assert.ok(attempts.every((a) => a.duration_ms !== null));
});

test('keep-alive: consecutive deliveries reuse one connection, resolved once; stop() closes it', async () => {
  const w = await world();
  const rx = await receiver();
  let lookups = 0;
  const webhooks = w.hooks({ lookup: async () => { lookups++; return [{ address: '127.0.0.1', family: 4 }]; } });
  const inbox = await w.inbox();
  const { webhook } = await webhooks.create(w.accountId, { label: 'rx', target_url: `http://receiver.example.com:${rx.port}/hook` });
  for (let i = 0; i < 5; i++) {
    await w.ingest(inbox);
    assert.is(await webhooks.runDue(), 1);
  }
  assert.is(rx.received.length, 5);
  assert.is(rx.connections(), 1, 'one TCP connection for five deliveries');
  assert.is(lookups, 1, 'resolved and checked once, when the connection was opened');
  assert.ok((await webhooks.deliveries(w.accountId, webhook.id)).every((d) => d.status === 'delivered'));
  assert.is(rx.sockets(), 1, 'kept open between deliveries');
  await webhooks.stop();
  await when(() => rx.sockets() === 0, 'the kept-alive connection to close');
});

test('keep-alive: every new connection is resolved and checked again; a name that now resolves to a blocked address is refused', async () => {
  const w = await world();
  const rx = await receiver();
  let answer = '127.0.0.1';
  const asked: string[] = [];
  const webhooks = w.hooks({
    lookup: async (hostname) => { asked.push(hostname); return [{ address: answer, family: 4 }]; },
    isBlockedAddress: (address) => address === '127.0.0.2',
  });
  const inbox = await w.inbox();
  const { webhook } = await webhooks.create(w.accountId, { label: 'rx', target_url: `http://rebind.example.com:${rx.port}/hook` });
  await w.ingest(inbox, 2);
  assert.is(await webhooks.runDue(), 2);
  assert.is(rx.received.length, 2);
  const opened = rx.connections();
  assert.is(asked.length, opened, 'one lookup per connection');
  // The receiver drops its idle connection; the name now resolves elsewhere. Whether the agent
  // has seen the close yet or reuses the dead socket (then retried at once on a new one), the
  // attempt needs a new connection.
  rx.dropConnections();
  await when(() => rx.sockets() === 0, 'the connection to close');
  answer = '127.0.0.2';
  await w.ingest(inbox);
  assert.is(await webhooks.runDue(), 1);
  assert.is(asked.length, opened + 1, 'the new connection was resolved again');
  const [d] = await webhooks.deliveries(w.accountId, webhook.id);
  assert.is(d!.status, 'pending');
  assert.match(d!.last_error ?? '', /^blocked: rebind\.example\.com resolved to 127\.0\.0\.2/);
  assert.is(rx.connections(), opened, 'no connection was made to the refused address');
  assert.is(rx.received.length, 2);
});

test('archiving a webhook closes its kept-alive connection', async () => {
  const { accountId, rx, webhooks, inbox, webhook, ingest } = await oneWebhook({}, false);
  await ingest(inbox);
  assert.is(await webhooks.runDue(), 1);
  assert.is(rx.sockets(), 1);
  await webhooks.archive(accountId, webhook.id);
  await when(() => rx.sockets() === 0, 'the connection to close on archive');
});

test('a committed row is written leased and its attempt is under way when the producer\'s transaction resolves', async () => {
  const { h, accountId, rx, webhooks, inbox, webhook, ingest, spy } = await oneWebhook({ pollIntervalMs: 60_000 });
  await ingest(inbox);
  const [d] = await webhooks.deliveries(accountId, webhook.id);
  const lease = (await h.storage.outbox.delivery(d!.id))!.locked_until;
  assert.ok(typeof lease === 'number' && lease > now, `leased for its attempt already (locked_until ${String(lease)})`);
  assert.is(spy.count('lease'), 0, 'no claim transaction took it');
  await rx.arrived(1);
  await webhooks.stop();
  assert.is((await webhooks.deliveries(accountId, webhook.id))[0]?.status, 'delivered');
});

test('a row written leased for an immediate attempt is not sent when its message rolls back, and its slot comes back', async () => {
  // One slot in all: had the rolled-back row kept it, the next message could never be sent.
  const { h, accountId, rx, webhooks, inbox, webhook, ingest } = await oneWebhook({ pollIntervalMs: 60_000, concurrency: 1, perWebhookConcurrency: 1 });
  // A subscriber after the outbox refuses one message: its transaction (outbox row included) rolls back.
  h.subscribe({ name: 'test', write: async (_tx, e) => { if (e.data.message.subject === 'doomed') throw new Error('refused'); } });
  const doomed = await h.pipeline.ingest(mail(inbox.email_address, 'doomed'), { rcptTo: [inbox.email_address] })
    .then(() => 'stored', (e: Error) => e.message);
  assert.is(doomed, 'refused');
  await ingest(inbox);
  await rx.arrived(1);
  await webhooks.stop();
  assert.is(rx.received.length, 1, 'nothing was sent for the rolled-back message');
  assert.not.match(rx.received[0]!.raw.toString(), /doomed/);
  const rows = await webhooks.deliveries(accountId, webhook.id);
  assert.equal(rows.map((d) => d.status), ['delivered']);
});

test('a row written leased is handed over only on commit: a savepoint that rolls back drops it', async () => {
  const { h, accountId, rx, webhooks, inbox, webhook, spy } = await oneWebhook({ pollIntervalMs: 60_000, concurrency: 1, perWebhookConcurrency: 1 });
  const events: EmailEvent[] = [];
  h.events.on('email.received', (e) => events.push(e));
  await h.pipeline.ingest(mail(inbox.email_address), { rcptTo: [inbox.email_address] });
  await rx.arrived(1);
  // Its attempt finished and was recorded: the one slot is free.
  await when(() => spy.count('markDelivered') === 1, 'the first delivery to be recorded');
  const first = events[0]!;
  // email.enriched published inside a savepoint that fails after the outbox wrote (as the analysis queue may).
  const enriched = { ...first, id: defaultIdGenerator('evt'), type: 'email.enriched' as const };
  await h.storage.transaction(async (tx) => {
    await tx.savepoint(async () => {
      await h.publish(tx, enriched, { accountId, seq: 1 });
      throw new Error('refused');
    }).catch(() => {});
  });
  // The slot came back once the transaction was over: the next event is sent at once.
  const again = { ...first, id: defaultIdGenerator('evt'), type: 'email.enriched' as const };
  await h.storage.transaction((tx) => h.publish(tx, again, { accountId, seq: 1 }));
  await rx.arrived(2);
  await webhooks.stop();
  assert.equal(rx.received.map((r) => JSON.parse(r.raw.toString()).id), [first.id, again.id]);
  assert.equal((await webhooks.deliveries(accountId, webhook.id)).map((d) => d.status), ['delivered', 'delivered']);
});

test('the outbox follows webhook changes at once: create, inbox scope, archive, disable by 410, enable', async () => {
  const w = await world();
  const { accountId } = w;
  let status = 200;
  const rx = await receiver((_req, res) => { res.statusCode = status; res.end(); });
  const webhooks = w.hooks();
  const inbox = await w.inbox('a');
  const other = await w.inbox('b');
  const made: string[] = [];
  const rows = async () => {
    const all: DeliveryRow[] = [];
    for (const id of made) all.push(...await w.h.storage.outbox.deliveriesOf(id, 500));
    return all.sort((x, y) => x.seq - y.seq).map((d) => d.webhook_id);
  };
  await w.ingest(inbox);
  assert.equal(await rows(), [], 'no webhook: no outbox row');
  const all = (await webhooks.create(accountId, { label: 'all', target_url: rx.url })).webhook;
  made.push(all.id);
  await w.ingest(inbox);
  assert.equal(await rows(), [all.id], 'created: matched from the next message on');
  const scoped = (await webhooks.create(accountId, { label: 'b only', target_url: rx.url, inbox_id: other.id })).webhook;
  made.push(scoped.id);
  await w.ingest(inbox);
  await w.ingest(other);
  assert.equal(await rows(), [all.id, all.id, all.id, scoped.id]);
  await webhooks.archive(accountId, scoped.id);
  await w.ingest(other);
  assert.equal((await rows()).length, 5, 'archived: not matched any more');
  assert.equal((await rows()).at(-1), all.id);
  // A 410 disables `all` (inside the dispatcher's own transaction).
  status = 410;
  await webhooks.runDue();
  assert.is((await webhooks.get(accountId, all.id)).status, 'disabled');
  await w.ingest(inbox);
  assert.equal((await rows()).length, 5, 'disabled: not matched');
  await webhooks.enable(accountId, all.id);
  await w.ingest(inbox);
  assert.equal((await rows()).length, 6, 'enabled again: matched');
  assert.equal((await rows()).at(-1), all.id);
});

test('the webhook lists follow a change made by another process on the same file', async () => {
  const w = await world();
  const rx = await receiver();
  const webhooks = w.hooks();
  const inbox = await w.inbox();
  await w.ingest(inbox); // the (empty) list of the account is cached now
  const other = nextProcess(w.h.dbPath);
  const { webhook } = await other.webhooks.create(w.accountId, { label: 'elsewhere', target_url: rx.url });
  await w.ingest(inbox);
  assert.is((await webhooks.deliveries(w.accountId, webhook.id)).length, 1, 'matched at once');
  assert.is(await webhooks.runDue(), 1);
  await other.webhooks.archive(w.accountId, webhook.id);
  await w.ingest(inbox);
  assert.is((await webhooks.deliveries(w.accountId, webhook.id)).length, 1, 'archived elsewhere: not matched any more');
});

test.run();
