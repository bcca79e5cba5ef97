// Three daemons on one PostgreSQL database (issue 18): they start together on a new database
// and migrate it once; mail taken in by one is waited for on another and streamed on the
// third; every event reaches the webhook, no event is ever being delivered twice at once; one
// idempotency key sent to all three creates one inbox; and
// a node killed with SIGKILL in the middle of a delivery loses nothing (its lease runs out and
// another node delivers). On a server each node is a process of its own; on PGlite (no
// server) they share this process, and the SIGKILL step needs processes, so it runs on a
// server only (.ci/run gives the suite one).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createTransport } from 'nodemailer';
import { PG_MIGRATIONS } from '@inboxkit/core/internal';
import { testPostgres } from '../../core/test/support/postgres.js';
import { startCluster, type ClusterNode } from './fixtures/cluster.js';
import { until } from '../../../test-support/wait.js';

const pg = testPostgres();
const url = await pg.fresh({ unmigrated: true });
const KEY = `ik_live_${randomBytes(24).toString('hex')}`;
const nodes = await startCluster(pg.kind, url, KEY, ['A', 'B', 'C']);
const [A, B, C] = nodes as [ClusterNode, ClusterNode, ClusterNode];
test.after(async () => {
  await Promise.all(nodes.map((n) => n.stop().catch(() => {})));
  await receiver.close();
  await pg.cleanup();
});

const api = async <T = any>(node: ClusterNode, path: string, init: RequestInit = {}): Promise<T> => {
  const res = await fetch(`${node.http}${path}`, { ...init, headers: { authorization: `Bearer ${KEY}`, 'content-type': 'application/json' } });
  const body = await res.json() as T;
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${path} on ${node.name}: ${res.status} ${JSON.stringify(body)}`);
  return body;
};

async function send(node: ClusterNode, to: string, subject: string, text = 'Your code is 482913.'): Promise<void> {
  const transport = createTransport({ host: '127.0.0.1', port: node.smtp, secure: false, ignoreTLS: true });
  try {
    await transport.sendMail({ from: 'app@example.com', to, subject, text });
  } finally {
    transport.close();
  }
}

interface Delivery { event: string; type: string; subject: string; answered: number | null }

/** The webhook target: records each request; can hold one open (never answered) to catch a node mid-delivery. */
const receiver = await (async () => {
  const deliveries: Delivery[] = [];
  const inFlight = new Map<string, number>();
  let overlaps = 0;
  let hold: ((d: Delivery) => boolean) | null = null;
  let held: Delivery | null = null;
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      const d: Delivery = { event: body.id, type: body.type, subject: body.data.message.subject, answered: null };
      deliveries.push(d);
      const n = (inFlight.get(d.event) ?? 0) + 1;
      inFlight.set(d.event, n);
      if (n > 1) overlaps++;
      const done = () => inFlight.set(d.event, inFlight.get(d.event)! - 1);
      if (hold?.(d)) {
        hold = null;
        held = d;
        res.on('close', done);
        return;
      }
      d.answered = 200;
      res.writeHead(200).end('ok');
      done();
    });
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', () => ok()));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`,
    deliveries,
    overlaps: () => overlaps,
    holdNext(match: (d: Delivery) => boolean) { hold = match; },
    held: () => held,
    close: () => new Promise<void>((done) => { server.closeAllConnections(); server.close(() => done()); }),
  };
})();

/** The event ids the database's event log holds (what the webhook must have got, each one). */
const loggedEvents = async () => (await pg.query<{ id: string }>(url, 'SELECT id FROM event_log ORDER BY seq')).map((r) => r.id);
const answeredEvents = () => new Set(receiver.deliveries.filter((d) => d.answered === 200).map((d) => d.event));

test('three daemons that start together on a new database migrate it once and make the account and the key once', async () => {
  const steps = await pg.query<{ version: number }>(url, 'SELECT version FROM schema_migrations ORDER BY version');
  assert.equal(steps.map((s) => s.version), PG_MIGRATIONS.map((m) => m.version).sort((a, b) => a - b));
  assert.equal(await pg.query(url, "SELECT slug FROM accounts"), [{ slug: 'default' }]);
  assert.is((await pg.query(url, 'SELECT id FROM api_keys')).length, 1);
  for (const node of nodes) assert.is((await fetch(`${node.http}/health`)).status, 200, `${node.name} answers`);
});

test('mail taken in by A is returned to a wait held on B and streamed on C', async () => {
  const { inbox } = await api(A, '/v1/inboxes', { method: 'POST', body: JSON.stringify({ label: 'cluster', lifecycle_mode: 'persistent' }) });
  await api(B, '/v1/webhooks', { method: 'POST', body: JSON.stringify({ label: 'cluster', target_url: receiver.url }) });

  const abort = new AbortController();
  const stream = await fetch(`${C.http}/v1/events?inbox_id=${inbox.id}`, { headers: { authorization: `Bearer ${KEY}` }, signal: abort.signal });
  assert.is(stream.status, 200);
  const reader = stream.body!.getReader();
  const decoder = new TextDecoder();
  let text = '';
  const readUntil = async (done: () => boolean) => {
    while (!done()) {
      const { value, done: ended } = await reader.read();
      if (ended) throw new Error(`the stream on C ended: ${text}`);
      text += decoder.decode(value, { stream: true });
    }
  };
  await readUntil(() => text.includes('retry:')); // C listens from here on
  const waited = api<{ message: { id: string; subject: string; otp: string } | null }>(
    B, `/v1/inboxes/${inbox.id}/messages/wait?timeout_seconds=30`);

  await send(A, inbox.email_address, 'through A');
  const { message } = await waited;
  assert.is(message?.subject, 'through A', 'B returned the message A stored');
  assert.is(message?.otp, '482913');
  await readUntil(() => /event: email\.received\n/.test(text));
  assert.match(text, new RegExp(`"id":"${message!.id}"`), 'C streamed the same message');
  abort.abort();
});

test('every event reaches the webhook, once, whichever node took the mail in, and never twice at the same time', async () => {
  const { inbox } = await api(B, '/v1/inboxes', { method: 'POST', body: JSON.stringify({ label: 'hooks', lifecycle_mode: 'persistent' }) });
  await Promise.all(nodes.flatMap((node) => [1, 2, 3].map((i) => send(node, inbox.email_address, `via ${node.name} ${i}`))));
  let logged: string[] = [];
  await until(async () => {
    logged = await loggedEvents();
    const answered = answeredEvents();
    return logged.length > 0 && logged.every((id) => answered.has(id));
  }, { timeoutMs: 30_000, what: 'every logged event delivered' });
  const received = receiver.deliveries.filter((d) => d.type === 'email.received' && d.subject.startsWith('via '));
  assert.equal(received.map((d) => d.subject).sort(), ['A', 'B', 'C'].flatMap((n) => [1, 2, 3].map((i) => `via ${n} ${i}`)).sort());
  const perEvent = new Map<string, number>();
  for (const d of receiver.deliveries) perEvent.set(d.event, (perEvent.get(d.event) ?? 0) + 1);
  assert.equal([...perEvent.values()].filter((n) => n > 1), [], 'no event was sent twice');
  assert.is(receiver.overlaps(), 0);
});

test('one Idempotency-Key sent to the three nodes at once creates one inbox; all three answer with it', async () => {
  const key = `cluster-${randomBytes(6).toString('hex')}`;
  const body = JSON.stringify({ label: 'once', lifecycle_mode: 'persistent' });
  const answers = await Promise.all(nodes.map(async (node) => {
    const res = await fetch(`${node.http}/v1/inboxes`, {
      method: 'POST', body, headers: { authorization: `Bearer ${KEY}`, 'content-type': 'application/json', 'idempotency-key': key },
    });
    return { status: res.status, replayed: res.headers.get('idempotent-replayed'), id: ((await res.json()) as { inbox: { id: string } }).inbox.id };
  }));
  assert.equal(answers.map((a) => a.status), [201, 201, 201]);
  assert.is(new Set(answers.map((a) => a.id)).size, 1, 'the same inbox in every answer');
  assert.is(answers.filter((a) => a.replayed === 'true').length, 2, 'two of them replayed the first');
  assert.equal(await pg.query(url, "SELECT count(*)::int AS n FROM inboxes WHERE label = 'once'"), [{ n: 1 }]);
});

test('a node killed with SIGKILL in the middle of a delivery loses nothing: another node delivers once the lease runs out', async () => {
  if (pg.kind !== 'server') return; // needs a process per node (see the head of the file)
  const { inbox } = await api(A, '/v1/inboxes', { method: 'POST', body: JSON.stringify({ label: 'kill', lifecycle_mode: 'persistent' }) });
  receiver.holdNext((d) => d.subject === 'cut off' && d.type === 'email.received');
  // C takes the mail in and leases its deliveries at once; the receiver holds C's attempt open.
  await send(C, inbox.email_address, 'cut off');
  await until(() => receiver.held() !== null, { timeoutMs: 10_000, what: "C's attempt is in flight" });
  await C.kill();
  const event = receiver.held()!.event;
  await until(() => answeredEvents().has(event), { timeoutMs: 15_000, what: 'A or B delivers the event once the lease has run out' });
  const logged = await loggedEvents();
  const answered = answeredEvents();
  assert.equal(logged.filter((id) => !answered.has(id)), [], 'every logged event delivered');
  assert.is(receiver.overlaps(), 0, 'never two attempts of one event at once');
  // Recorded shortly after the answer (attempts are written together): delivered, in one recorded attempt.
  const outcome = async () => (await pg.query<{ status: string; n: number }>(url, `SELECT d.status,
    (SELECT count(*)::int FROM webhook_attempts a WHERE a.delivery_id = d.id) AS n FROM webhook_deliveries d WHERE d.event_id = $1`, [event]))[0];
  await until(async () => (await outcome())?.status === 'delivered', { timeoutMs: 5_000, what: 'the delivery is recorded' });
  assert.equal(await outcome(), { status: 'delivered', n: 1 }, "the killed node's attempt left no record; the one that delivered did");
});

test.run();
