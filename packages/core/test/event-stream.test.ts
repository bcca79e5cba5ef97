/**
 * The event stream: the log after a Last-Event-ID, then live events, each once, in commit
 * order; an inbox filter; the log's retention; a reader past its byte bound dropped.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { isInboxkitError, type EmailEvent } from '../src/index.js';
import { eventBytes } from '../src/events/stream-budget.js';
import { mail, manualClock, peek, testService } from './helpers.js';
import { until } from '../../../test-support/wait.js';

const clock = manualClock();
const t = await testService({ clock, analysis: false });
test.after(() => t.cleanup());

const send = (to: string, subject: string) => t.service.ingest(mail({ subject }), { rcptTo: [to] });

/** Reads `n` events from a stream, then ends it. */
async function take(stream: AsyncIterable<EmailEvent>, n: number): Promise<EmailEvent[]> {
  const got: EmailEvent[] = [];
  if (n === 0) return got;
  for await (const event of stream) {
    got.push(event);
    if (got.length === n) break;
  }
  return got;
}

test('without Last-Event-ID a stream starts live', async () => {
  const inbox = await t.service.inboxes.create({ label: 'live', lifecycle_mode: 'persistent' });
  await send(inbox.email_address, 'before');
  const stream = await t.service.streamEvents({ inboxId: inbox.id });
  const reading = take(stream, 2);
  await send(inbox.email_address, 'after 1');
  await send(inbox.email_address, 'after 2');
  const events = await reading;
  assert.equal(events.map((e) => e.data.message.subject), ['after 1', 'after 2']);
  assert.ok(events.every((e) => e.type === 'email.received' && e.id.startsWith('evt_')));
});

test('a reconnect replays what came after its last event, then continues live, each event once', async () => {
  const inbox = await t.service.inboxes.create({ label: 'resume', lifecycle_mode: 'persistent' });
  const first = await t.service.streamEvents({ inboxId: inbox.id });
  const reading = take(first, 1);
  await send(inbox.email_address, 'one');
  const [seen] = await reading;
  // Missed while disconnected:
  await send(inbox.email_address, 'two');
  await send(inbox.email_address, 'three');
  const resumed = await t.service.streamEvents({ inboxId: inbox.id, lastEventId: seen!.id });
  // A message committed while the replay runs must come once, after the replayed ones.
  const collecting = take(resumed, 3);
  await send(inbox.email_address, 'four');
  const events = await collecting;
  assert.equal(events.map((e) => e.data.message.subject), ['two', 'three', 'four']);
  assert.is(new Set(events.map((e) => e.id)).size, 3);
  // A replayed event is the webhook payload: inbox facts and the whole message.
  assert.is(events[0]!.data.inbox.email_address, inbox.email_address);
  assert.is(events[0]!.data.message.text_body?.trim(), 'Hello there.');
});

test('an unknown Last-Event-ID replays the whole retained log of the account, not another account\'s', async () => {
  const inbox = await t.service.inboxes.create({ label: 'unknown', lifecycle_mode: 'persistent' });
  await send(inbox.email_address, 'kept');
  const other = t.service.account((await t.service.accounts.create({ name: 'Other account' })).id);
  const theirs = await other.inboxes.create({ label: 'theirs', lifecycle_mode: 'persistent' });
  await send(theirs.email_address, 'not yours');
  const stream = await t.service.streamEvents({ lastEventId: 'evt_unknown' });
  const all: string[] = [];
  for await (const event of stream) {
    all.push(event.data.message.subject!);
    if (event.data.message.subject === 'kept') break;
  }
  assert.ok(all.includes('kept'));
  assert.not.ok(all.includes('not yours'));
  // Naming another account's event id is the same as an unknown one.
  const theirEvent = (await peek<{ id: string }>(t, 'SELECT id FROM event_log WHERE inbox_id = ?', theirs.id))!.id;
  const replay = await t.service.streamEvents({ inboxId: inbox.id, lastEventId: theirEvent });
  assert.equal((await take(replay, 1)).map((e) => e.data.message.subject), ['kept']);
});

test('an inbox of another account is not_found; aborting ends the stream', async () => {
  const other = t.service.account((await t.service.accounts.create({ name: 'Third' })).id);
  const theirs = await other.inboxes.create({ label: 'theirs', lifecycle_mode: 'persistent' });
  await t.service.streamEvents({ inboxId: theirs.id }).then(() => assert.unreachable(), (e) => assert.ok(isInboxkitError(e, 'not_found')));
  const controller = new AbortController();
  const stream = await t.service.streamEvents({ signal: controller.signal });
  const reading = take(stream, 1);
  controller.abort();
  assert.equal(await reading, []);
});

test('a reader that falls past its byte bound is dropped at once, holds nothing more, and resumes from the log', async () => {
  // Bodies of 100,000 characters: two events fit in 250,000 bytes, a third does not.
  const bound = 250_000;
  const own = await testService({ clock, analysis: false, eventStreams: { maxStreamBytes: bound } });
  try {
    const service = own.service;
    const inbox = await service.inboxes.create({ label: 'slow', lifecycle_mode: 'persistent' });
    const big = (subject: string) => service.ingest(mail({ subject, text: `${subject} `.repeat(50_000) }), { rcptTo: [inbox.email_address] });
    let why: string | null = null;
    const stream = await service.streamEvents({ inboxId: inbox.id, onDropped: (reason) => { why = reason; } });
    const iterator = stream[Symbol.asyncIterator]();
    const firstRead = iterator.next();
    // Every event emitted before the reader goes on (on PostgreSQL they come through the relay, after the commit).
    const emitted = new Promise<void>((resolve) => {
      let n = 0;
      const count = () => { if (++n === 4) { service.events.off('email.received', count); resolve(); } };
      service.events.on('email.received', count);
    });
    for (const s of ['a', 'b', 'c', 'd']) await big(s);
    await emitted;
    const first = (await firstRead).value as EmailEvent;
    assert.is(first.data.message.subject, 'a');
    const size = eventBytes(first);
    assert.ok(size * 2 <= bound && size * 3 > bound, `an event counts ${size} bytes`);
    // Dropped when the third event came: told at once, nothing held for it, no listener left.
    assert.match(String(why), /behind/);
    assert.equal(service.eventStreamStats(), { open: 0, heldBytes: 0, dropped: 1 });
    assert.is(service.events.listenerCount('email.enriched'), 0, 'the stream stopped listening');
    let ended: unknown = null;
    try {
      for (;;) if ((await iterator.next()).done) break;
    } catch (error) {
      ended = error;
    }
    assert.ok(isInboxkitError(ended, 'unavailable'), 'ended with unavailable');
    const resumed = await service.streamEvents({ inboxId: inbox.id, lastEventId: first.id });
    assert.equal((await take(resumed, 3)).map((e) => e.data.message.subject), ['b', 'c', 'd']);
    assert.equal(service.eventStreamStats(), { open: 0, heldBytes: 0, dropped: 1 });
  } finally {
    await own.cleanup();
  }
});

test('a dropped stream says where it started: the last event before it opened, so a reader that got nothing resumes there and misses nothing', async () => {
  const bound = 250_000;
  const own = await testService({ clock, analysis: false, eventStreams: { maxStreamBytes: bound } });
  try {
    const service = own.service;
    const inbox = await service.inboxes.create({ label: 'stalled', lifecycle_mode: 'persistent' });
    const big = (subject: string, to = inbox.email_address) => service.ingest(mail({ subject, text: `${subject} `.repeat(50_000) }), { rcptTo: [to] });
    await big('before');
    const [before] = await take(await service.streamEvents({ inboxId: inbox.id, lastEventId: 'evt_unknown' }), 1);
    let startedAfter: string | null | undefined;
    const stream = await service.streamEvents({ inboxId: inbox.id, onDropped: (_reason, at) => { startedAfter = at; } });
    // Its first read positions it (and gets the first event); then its reader takes nothing more.
    const firstRead = stream[Symbol.asyncIterator]().next();
    await until(() => service.eventStreamStats().open === 1, { what: 'the stream listening' });
    for (const s of ['w', 'x', 'y', 'z']) await big(s);
    await until(() => startedAfter !== undefined, { what: 'the drop told' });
    assert.is(startedAfter, before!.id, 'where it started, not where its reader got to');
    assert.is(((await firstRead).value as EmailEvent).data.message.subject, 'w');
    const resumed = await service.streamEvents({ inboxId: inbox.id, lastEventId: startedAfter! });
    assert.equal((await take(resumed, 4)).map((e) => e.data.message.subject), ['w', 'x', 'y', 'z']);
    // A live stream over an inbox with no event yet started after nothing: null.
    const empty = await service.inboxes.create({ label: 'empty', lifecycle_mode: 'persistent' });
    let none: string | null | undefined;
    const fresh = await service.streamEvents({ inboxId: empty.id, onDropped: (_r, at) => { none = at; } });
    const freshRead = fresh[Symbol.asyncIterator]().next();
    await until(() => service.eventStreamStats().open === 1, { what: 'the second stream listening' });
    for (const s of ['p', 'q', 'r', 's']) await big(s, empty.email_address);
    await until(() => none !== undefined, { what: 'the second drop told' });
    assert.is(none, null);
    await freshRead;
  } finally {
    await own.cleanup();
  }
});

test('email.enriched events are logged and streamed after the email.received of the same message', async () => {
  const analysed = await testService();
  try {
    const inbox = await analysed.service.inboxes.create({ label: 'enriched', lifecycle_mode: 'persistent' });
    const stream = await analysed.service.streamEvents({ inboxId: inbox.id });
    const reading = take(stream, 2);
    await analysed.service.ingest(mail({ subject: 'Your invoice', text: 'Invoice INV-2044: total due $120.00.' }), { rcptTo: [inbox.email_address] });
    const events = await reading;
    assert.equal(events.map((e) => e.type), ['email.received', 'email.enriched']);
    assert.is(events[1]!.data.message.analysis.status, 'complete');
    const replay = await analysed.service.streamEvents({ inboxId: inbox.id, lastEventId: 'evt_none' });
    assert.equal((await take(replay, 2)).map((e) => e.id), events.map((e) => e.id));
  } finally {
    await analysed.cleanup();
  }
});

test('maintenance purges events older than the window, oldest first', async () => {
  const inbox = await t.service.inboxes.create({ label: 'old', lifecycle_mode: 'persistent' });
  await send(inbox.email_address, 'old');
  const before = (await peek<{ n: number }>(t, 'SELECT COUNT(*) AS n FROM event_log'))!.n;
  clock.advance(25 * 60 * 60 * 1000);
  await send(inbox.email_address, 'new');
  const report = await t.service.runMaintenance();
  assert.is(report.purgedEvents, before);
  assert.is((await peek<{ n: number }>(t, 'SELECT COUNT(*) AS n FROM event_log'))!.n, 1);
});

test.run();
