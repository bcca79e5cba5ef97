/**
 * GET /v1/events against the running daemon, with mail sent over real SMTP: Server-Sent
 * Events carrying the webhook payload, a reconnect with Last-Event-ID replaying what was
 * missed, heartbeats, the inbox filter, 404 across accounts, and streams that end when the
 * client leaves or the daemon stops.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { startTestDaemon } from './fixtures/daemon.js';
import { until } from '../../../test-support/wait.js';
import { openSse } from './fixtures/sse.js';

const t = await startTestDaemon({ eventStreamHeartbeatMs: 100 });
test.after(() => t.stop());

const auth = (key = t.key) => ({ authorization: `Bearer ${key}` });
const streamUrl = (query = '') => `${t.daemon.http.url}/v1/events${query}`;
/** Listeners core holds for streams: one per open stream, on each event type. */
const openStreams = () => t.daemon.service.events.listenerCount('email.enriched');

test('mail over SMTP arrives on the stream as email.received, then email.enriched, with the webhook payload', async () => {
  const inbox = await t.createInbox();
  const stream = await openSse(streamUrl(`?inbox_id=${inbox.id}`), auth());
  assert.is(stream.status, 200);
  assert.match(stream.headers.get('content-type')!, /^text\/event-stream/);
  assert.is(stream.headers.get('cache-control'), 'no-store');
  assert.match(stream.headers.get('x-request-id')!, /^req_/);
  const hello = await stream.next();
  assert.is(hello.retry, 2000);
  await t.send({ to: inbox.email_address, subject: 'Your code', text: 'Your verification code is 482913' });
  const received = await stream.nextEvent();
  assert.is(received.event, 'email.received');
  const payload = JSON.parse(received.data!);
  assert.is(payload.id, received.id);
  assert.is(payload.type, 'email.received');
  assert.equal(Object.keys(payload).sort(), ['created_at', 'data', 'id', 'type']);
  assert.is(payload.data.inbox.id, inbox.id);
  assert.is(payload.data.message.otp, '482913');
  const enriched = await stream.nextEvent();
  assert.is(enriched.event, 'email.enriched');
  assert.is(JSON.parse(enriched.data!).data.message.analysis.status, 'complete');
  stream.close();
});

test('a reconnect with Last-Event-ID replays what was missed, then continues live', async () => {
  const inbox = await t.createInbox();
  const first = await openSse(streamUrl(`?inbox_id=${inbox.id}`), auth());
  await t.send({ to: inbox.email_address, subject: 'seen' });
  const seen = await first.nextEvent();
  first.close();
  await t.send({ to: inbox.email_address, subject: 'missed' });
  const again = await openSse(streamUrl(`?inbox_id=${inbox.id}`), { ...auth(), 'last-event-id': seen.id! });
  const subjects: string[] = [];
  const ids = new Set<string>([seen.id!]);
  // Replayed: the enriched event of "seen" and both events of "missed"; then "live" arrives live.
  const live = t.send({ to: inbox.email_address, subject: 'live' });
  while (!subjects.includes('live')) {
    const frame = await again.nextEvent();
    assert.not.ok(ids.has(frame.id!), `event ${frame.id} came twice`);
    ids.add(frame.id!);
    if (frame.event === 'email.received') subjects.push(JSON.parse(frame.data!).data.message.subject);
  }
  await live;
  assert.equal(subjects, ['missed', 'live']);
  again.close();
  // last_event_id works as a query parameter too (EventSource cannot set headers).
  const byQuery = await openSse(streamUrl(`?inbox_id=${inbox.id}&last_event_id=${seen.id}`), auth());
  assert.is(JSON.parse((await byQuery.nextEvent()).data!).data.message.subject, 'seen', 'its enriched event');
  byQuery.close();
});

test('an idle stream gets heartbeat comments', async () => {
  const stream = await openSse(streamUrl(), auth());
  await stream.next(); // retry + hello
  const ping = await stream.next();
  assert.equal(ping.comments, ['ping']);
  assert.is(ping.event, undefined);
  stream.close();
});

test('an inbox of another account is 404, a bad Last-Event-ID 400, a key without messages:read 403', async () => {
  const service = t.daemon.service;
  const other = await service.accounts.create({ name: 'Other stream account' });
  const theirs = await service.account(other.id).inboxes.create({ label: 'theirs', lifecycle_mode: 'persistent' });
  const notFound = await openSse(streamUrl(`?inbox_id=${theirs.id}`), auth());
  assert.is(notFound.status, 404);
  const tooLong = await openSse(streamUrl(), { ...auth(), 'last-event-id': 'x'.repeat(200) });
  assert.is(tooLong.status, 400);
  const writeOnly = (await service.apiKeys.create(service.accountId, { scopes: ['inboxes:write'] })).secret;
  assert.is((await openSse(streamUrl(), auth(writeOnly))).status, 403);
});

test('the account filter: another account\'s mail never reaches the stream', async () => {
  const service = t.daemon.service;
  const other = await service.accounts.create({ name: 'Quiet neighbour' });
  const theirs = await service.account(other.id).inboxes.create({ label: 'theirs', lifecycle_mode: 'persistent' });
  const mine = await t.createInbox();
  const stream = await openSse(streamUrl(), auth());
  await t.send({ to: theirs.email_address, subject: 'theirs' });
  await t.send({ to: mine.email_address, subject: 'mine' });
  const frame = await stream.nextEvent();
  assert.is(JSON.parse(frame.data!).data.message.subject, 'mine');
  stream.close();
});

test('a client that disconnects frees its stream; stopping the daemon ends open streams with stream.ended', async () => {
  await until(() => openStreams() === 0, { timeoutMs: 5000, what: 'earlier tests\' streams are released' });
  const stream = await openSse(streamUrl(), auth());
  await until(() => openStreams() === 1, { timeoutMs: 5000, what: 'the stream is open in core' });
  stream.close();
  await until(() => openStreams() === 0, { timeoutMs: 5000, what: 'the stream is released' });
  const own = await startTestDaemon({ shutdownGraceMs: 30_000 });
  const held = await openSse(`${own.daemon.http.url}/v1/events`, { authorization: `Bearer ${own.key}` });
  await held.next();
  const stopping = own.stop();
  await held.ended;
  await stopping;
  // Its last frame says why, and that the reader resumes with Last-Event-ID.
  const last = await held.nextEvent();
  assert.is(last.event, 'stream.ended');
  assert.equal(JSON.parse(last.data!), { reason: 'shutting_down', message: 'the daemon is stopping; reconnect with Last-Event-ID', last_event_id: null });
});

test.run();
