// client.events.stream against the running daemon: events as they happen, and a dropped
// connection resumed with Last-Event-ID so that nothing is missed or repeated. The drop is
// made by a fetch that ends the first response's body after its first event, with the
// daemon's `stream.ended` frame (the network is what fails; everything else is real).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createClient, InboxkitApiError, type FetchLike, type WebhookEventPayload } from '../src/index.js';
import { startTestDaemon, type TestDaemon } from './helpers.js';
import { until } from '../../../test-support/wait.js';

let d: TestDaemon;
test.before(async () => { d = await startTestDaemon(); });
test.after(async () => { await d?.stop(); });

/** A fetch whose first /v1/events response ends right after the first event frame. */
function droppingFetch(): { fetch: FetchLike; lastEventIds: Array<string | null> } {
  const lastEventIds: Array<string | null> = [];
  let dropped = false;
  const wrapped: FetchLike = async (input, init) => {
    const res = await fetch(input, init);
    if (!String(input).includes('/v1/events')) return res;
    lastEventIds.push(new Headers(init?.headers).get('last-event-id'));
    if (dropped || !res.body) return res;
    dropped = true;
    const reader = res.body.getReader();
    let text = '';
    const body = new ReadableStream<Uint8Array>({
      async pull(controller) {
        const { value, done } = await reader.read();
        if (done) return controller.close();
        text += new TextDecoder().decode(value);
        controller.enqueue(value);
        if (/\nevent: /.test(text) && text.endsWith('\n\n')) {
          await reader.cancel();
          // Ended the way the daemon ends a stream (a reader behind, a restart): its last frame.
          controller.enqueue(new TextEncoder().encode('event: stream.ended\ndata: {"reason":"reader_behind","message":"m","last_event_id":null}\n\n'));
          controller.close();
        }
      },
    });
    return new Response(body, { status: res.status, headers: res.headers });
  };
  return { fetch: wrapped, lastEventIds };
}

test('events arrive as they happen; a dropped stream resumes after the last event, each event once', async () => {
  const { fetch: dropping, lastEventIds } = droppingFetch();
  const client = createClient({ baseUrl: d.url, apiKey: d.key, fetch: dropping });
  const { inbox } = await client.inboxes.create({ label: 'events', lifecycle_mode: 'persistent' });
  const seen: WebhookEventPayload[] = [];
  const stop = new AbortController();
  const reconnects: number[] = [];
  let lastBeforeDrop: string | undefined;
  const reading = (async () => {
    for await (const event of client.events.stream({ inbox_id: inbox.id, signal: stop.signal, reconnectDelayMs: 10, onReconnect: (i) => { reconnects.push(i.attempt); lastBeforeDrop = seen.at(-1)?.id; } })) {
      seen.push(event);
      if (event.type === 'email.received' && event.data.message.subject === 'second') stop.abort();
    }
  })();
  await until(() => lastEventIds.length > 0, { timeoutMs: 10_000, what: 'the stream is open' });
  await d.send({ to: inbox.email_address, subject: 'first', text: 'one' });
  await until(() => seen.length > 0, { timeoutMs: 10_000, what: 'the first event arrived' });
  await d.send({ to: inbox.email_address, subject: 'second', text: 'two' });
  await reading;
  const received = seen.filter((e) => e.type === 'email.received').map((e) => e.data.message.subject);
  assert.equal(received, ['first', 'second']);
  assert.is(new Set(seen.map((e) => e.id)).size, seen.length, 'no event twice');
  assert.ok(seen.every((e) => e.type === 'email.received' || e.type === 'email.enriched'), 'stream.ended is not yielded');
  assert.equal(reconnects, [1]);
  assert.is(lastEventIds[0], null);
  assert.ok(lastBeforeDrop);
  assert.is(lastEventIds[1], lastBeforeDrop, 'the reconnect names the last event seen');
});

test('a stream the server refuses (unknown inbox, bad key) fails with the API error, no reconnect loop', async () => {
  const client = createClient({ baseUrl: d.url, apiKey: d.key });
  const iterator = client.events.stream({ inbox_id: 'inb_nope' })[Symbol.asyncIterator]();
  const err = await iterator.next().catch((e: unknown) => e);
  assert.ok(err instanceof InboxkitApiError);
  assert.is((err as InboxkitApiError).status, 404);
  const stranger = createClient({ baseUrl: d.url, apiKey: 'ik_live_0000000000000000000000000000000000000000' });
  const denied = await stranger.events.stream()[Symbol.asyncIterator]().next().catch((e: unknown) => e);
  assert.is((denied as InboxkitApiError).status, 401);
});

test('a stream the daemon ends before sending any event resumes from its last_event_id: nothing committed meanwhile is missed', async () => {
  const plain = createClient({ baseUrl: d.url, apiKey: d.key });
  const { inbox } = await plain.inboxes.create({ label: 'ended-early', lifecycle_mode: 'persistent' });
  await d.send({ to: inbox.email_address, subject: 'before', text: 'zero' });
  // The id of the inbox's last event: an unknown Last-Event-ID replays the whole log.
  let before: string | undefined;
  for await (const event of plain.events.stream({ inbox_id: inbox.id, lastEventId: 'evt_unknown' })) {
    if (event.type === 'email.received') { before = event.id; break; }
  }
  // The first response: only the end frame, naming where the stream started (as the daemon does when it drops a stream that sent nothing).
  const asked: Array<string | null> = [];
  const ending: FetchLike = async (input, init) => {
    if (String(input).includes('/v1/events')) {
      asked.push(new Headers(init?.headers).get('last-event-id'));
      if (asked.length === 1) {
        await d.send({ to: inbox.email_address, subject: 'meanwhile', text: 'one' });
        const frame = `retry: 10\n\nevent: stream.ended\ndata: {"reason":"reader_behind","message":"m","last_event_id":"${before}"}\n\n`;
        return new Response(frame, { status: 200, headers: { 'content-type': 'text/event-stream' } });
      }
    }
    return fetch(input, init);
  };
  const client = createClient({ baseUrl: d.url, apiKey: d.key, fetch: ending });
  const seen: string[] = [];
  for await (const event of client.events.stream({ inbox_id: inbox.id, reconnectDelayMs: 10 })) {
    if (event.type !== 'email.received') continue;
    seen.push(event.data.message.subject ?? "");
    break;
  }
  assert.equal(asked, [null, before!], 'the reconnect named where the ended stream started');
  assert.equal(seen, ['meanwhile'], 'the message committed while it was down, and nothing older');
});

test.run();
