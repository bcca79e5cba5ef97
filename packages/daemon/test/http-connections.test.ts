// The HTTP server's connection limits on a real daemon, with small limits: raw sockets from
// 127.0.0.2 and 127.0.0.3 (Linux routes all of 127/8 to loopback) hold idle connections and
// half-sent request heads, as a flood does; a normal client on 127.0.0.1 still gets /health.
// Closings and log lines are waited for as they happen, never after a sleep.
import * as net from 'node:net';
import { EventEmitter } from 'node:events';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { startTestDaemon, type TestDaemon } from './fixtures/daemon.js';
import { until } from '../../../test-support/wait.js';
import { createLogger } from '../src/index.js';
import type { HttpConnectionLimits } from '../src/http/connections.js';

type Line = Record<string, any>;

const running: TestDaemon[] = [];
test.after.each(async () => {
  for (const d of running.splice(0)) await d.stop();
});

/**
 * A daemon with these HTTP limits whose event log (JSON, warn and up) is kept in memory. The
 * timeouts not under test are long, so a slow machine never closes a held connection early.
 */
async function daemonWith(limits: Partial<HttpConnectionLimits>) {
  const long = 600_000;
  const httpLimits = { headersTimeoutMs: long, keepAliveTimeoutMs: long, ...limits };
  const raw: string[] = [];
  const written = new EventEmitter().setMaxListeners(0);
  const logger = createLogger({ level: 'warn', format: 'json', destination: { write: (line: string) => { raw.push(line); written.emit('line'); } } });
  const d = await startTestDaemon({ httpLimits, requestTimeoutMs: limits.headersTimeoutMs ? 30_000 : long, logger });
  running.push(d);
  const lines = (): Line[] => raw.map((l) => JSON.parse(l) as Line);
  const limited = (reason: string) => lines().filter((l) => l.event === 'http.connection_limited' && l.reason === reason);
  return {
    d,
    port: d.daemon.http.port,
    limited,
    waitLimited: (reason: string) => until(() => limited(reason)[0], {
      what: () => `an http.connection_limited line with reason ${reason}, in:\n${raw.join('')}`, on: [written, 'line'],
    }),
  };
}

/** A client connection from `from`, with what it received and whether the daemon closed it. */
interface Held {
  socket: net.Socket;
  received: () => string;
  closed: Promise<void>;
  isClosed: () => boolean;
}

/** Opens a connection from `from` and writes `text` (by default half a request head, as real clients send it). */
async function hold(port: number, from: string, text = `GET /v1/inboxes HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n`): Promise<Held> {
  const socket = net.connect({ port, host: '127.0.0.1', localAddress: from });
  let data = '';
  let isClosed = false;
  socket.on('data', (chunk) => { data += chunk; });
  socket.on('error', () => {});
  const closed = new Promise<void>((resolve) => socket.once('close', () => { isClosed = true; resolve(); }));
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  if (text) socket.write(text);
  return { socket, received: () => data, closed, isClosed: () => isClosed };
}

/** The status line and JSON body of an answer a closed connection received. */
function answerOf(held: Held): { status: number; headers: string; body: any } {
  const text = held.received();
  const split = text.indexOf('\r\n\r\n');
  return { status: Number(text.split(' ')[1]), headers: text.slice(0, split).toLowerCase(), body: JSON.parse(text.slice(split + 4)) };
}

const health = async (port: number) => {
  const res = await fetch(`http://127.0.0.1:${port}/health`);
  return { status: res.status, body: (await res.json()) as any };
};

test('one address holds at most maxConnectionsPerAddress: the next gets a 503 envelope and is closed, others are served, one log line', async () => {
  const h = await daemonWith({ maxConnectionsPerAddress: 3, logIntervalMs: 3_600_000 });
  const flood = [];
  for (let i = 0; i < 3; i++) flood.push(await hold(h.port, '127.0.0.2'));
  const refused = [await hold(h.port, '127.0.0.2'), await hold(h.port, '127.0.0.2')];
  for (const r of refused) {
    await r.closed;
    const a = answerOf(r);
    assert.is(a.status, 503);
    assert.is(a.body.success, false);
    assert.is(a.body.error.code, 'service_unavailable');
    assert.match(a.body.error.message, /too many connections from this address \(limit 3\)/);
    assert.match(a.headers, /\r\nretry-after: 1/);
    assert.match(a.headers, /\r\nconnection: close/);
    assert.match(a.headers, new RegExp(`\\r\\nx-request-id: ${a.body.request_id}`));
  }
  for (const held of flood) assert.not.ok(held.isClosed(), 'the admitted ones stay open');
  const other = await hold(h.port, '127.0.0.3', `GET /health HTTP/1.1\r\nHost: 127.0.0.1:${h.port}\r\n\r\n`);
  await until(() => other.received().includes('"status":"ok"'), { what: '/health answered to 127.0.0.3', on: [other.socket, 'data'] });
  assert.is((await health(h.port)).status, 200, 'and to a normal client on 127.0.0.1');

  const first = await h.waitLimited('too_many_connections');
  assert.equal({ count: first.count, remote: first.remote, open: first.open, level: first.level }, { count: 1, remote: '127.0.0.2', open: 3, level: 'warn' });
  assert.is(h.limited('too_many_connections').length, 1, 'the second refusal waits for the next interval');
  for (const held of [...flood, other]) held.socket.destroy();

  await running.splice(0)[0]!.stop();
  const lines = h.limited('too_many_connections');
  assert.is(lines.length, 2, 'stopping writes the line the interval held back');
  assert.is(lines[1]!.count, 1);
});

test('when every slot is taken, the connection idle the longest is closed for a new one: /health stays reachable under a flood', async () => {
  const h = await daemonWith({ maxConnections: 4, maxConnectionsPerAddress: 4 });
  const flood = [];
  for (const from of ['127.0.0.2', '127.0.0.3', '127.0.0.2', '127.0.0.3']) flood.push(await hold(h.port, from));
  assert.is((await health(h.port)).status, 200);
  // fetch keeps its connection open between requests, so one slot went to it; the oldest idle
  // (the first half-sent head) made room for it.
  await flood[0]!.closed;
  assert.is(flood[0]!.received(), '', 'closed without an answer: it had asked for nothing yet');
  for (const held of flood.slice(1)) assert.not.ok(held.isClosed());
  const line = await h.waitLimited('idle_closed');
  assert.equal({ remote: line.remote, count: line.count }, { remote: '127.0.0.2', count: 1 });

  // A new flood connection closes the oldest idle one again (now the second of the flood).
  const more = await hold(h.port, '127.0.0.3');
  await flood[1]!.closed;
  assert.not.ok(more.isClosed());
  for (const held of [...flood, more]) held.socket.destroy();
});

test('when every slot has a request in progress, the next connection gets 503', async () => {
  const h = await daemonWith({ maxConnections: 2 });
  const streams = [];
  for (const from of ['127.0.0.2', '127.0.0.3']) {
    const s = await hold(h.port, from, `GET /v1/events HTTP/1.1\r\nHost: 127.0.0.1:${h.port}\r\nAuthorization: Bearer ${h.d.key}\r\n\r\n`);
    await until(() => s.received().startsWith('HTTP/1.1 200'), { what: 'the event stream answered', on: [s.socket, 'data'] });
    streams.push(s);
  }
  const refused = await hold(h.port, '127.0.0.1', `GET /health HTTP/1.1\r\nHost: 127.0.0.1:${h.port}\r\n\r\n`);
  await refused.closed;
  const a = answerOf(refused);
  assert.is(a.status, 503);
  assert.is(a.body.error.code, 'service_unavailable');
  assert.match(a.body.error.message, /as many connections as it may/);
  for (const s of streams) assert.not.ok(s.isClosed(), 'a connection with a request in progress is never closed for a new one');
  const line = await h.waitLimited('too_many_clients');
  assert.is(line.remote, '127.0.0.1');
  streams[0]!.socket.destroy();
  await streams[0]!.closed;
  // The daemon learns of the close a moment after this side: until then a try may still be refused.
  await until(() => health(h.port).then((r) => r.status === 200, () => false), { what: '/health served again once a stream ended' });
  for (const s of streams) s.socket.destroy();
});

test('a head that does not arrive within headersTimeoutMs gets 408 and is closed; so does a connection that sends nothing', async () => {
  const h = await daemonWith({ headersTimeoutMs: 300, keepAliveTimeoutMs: 5_000 });
  const partial = await hold(h.port, '127.0.0.2');
  const silent = await hold(h.port, '127.0.0.3', '');
  await partial.closed;
  const a = answerOf(partial);
  assert.is(a.status, 408);
  assert.is(a.body.error.code, 'request_timeout');
  await silent.closed;
  const line = await h.waitLimited('request_timeout');
  assert.ok(['127.0.0.2', '127.0.0.3'].includes(line.remote), line.remote);
  assert.is((await health(h.port)).status, 200);
});

test('a keep-alive connection with no next request is closed after keepAliveTimeoutMs', async () => {
  const h = await daemonWith({ keepAliveTimeoutMs: 200 });
  const held = await hold(h.port, '127.0.0.2', `GET /health HTTP/1.1\r\nHost: 127.0.0.1:${h.port}\r\n\r\n`);
  await until(() => held.received().includes('"status":"ok"'), { what: '/health answered', on: [held.socket, 'data'] });
  assert.match(held.received(), /keep-alive/i, 'the answer kept the connection open');
  await held.closed;
});

test.run();
