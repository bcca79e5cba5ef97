/**
 * GET /v1/events against a client that never reads while large mails arrive over real SMTP:
 * the daemon holds its events up to the stream's byte bound, then drops it (the events held
 * for it let go at once: core's counter, not RSS), ends the response with a `stream.ended`
 * frame, and the client resumes with Last-Event-ID from the event log, missing nothing.
 */
import * as net from 'node:net';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createLogger } from '../src/index.js';
import { startTestDaemon } from './fixtures/daemon.js';
import { openSse } from './fixtures/sse.js';
import { until } from '../../../test-support/wait.js';

const STREAM_BOUND = 2 * 1024 * 1024;
const lines: Array<Record<string, unknown>> = [];
const logger = createLogger({ level: 'warn', format: 'json', destination: { write: (line: string) => lines.push(JSON.parse(line)) } });
const t = await startTestDaemon({ logger, serviceOptions: { analysis: false, eventStreams: { maxStreamBytes: STREAM_BOUND } } });
test.after(() => t.stop());

const stats = () => t.daemon.service.eventStreamStats();

/** An HTTP/1.1 chunked body, decoded; null until its last chunk has arrived. */
function unchunk(raw: Buffer): string | null {
  const head = raw.indexOf('\r\n\r\n');
  if (head < 0) return null;
  const parts: Buffer[] = [];
  let at = head + 4;
  for (;;) {
    const line = raw.indexOf('\r\n', at);
    if (line < 0) return null;
    const size = parseInt(raw.subarray(at, line).toString('latin1'), 16);
    if (size === 0) return Buffer.concat(parts).toString('utf8');
    if (raw.length < line + 2 + size + 2) return null;
    parts.push(raw.subarray(line + 2, line + 2 + size));
    at = line + 2 + size + 2;
  }
}

/** SSE frames of a decoded body: `event`, `id` and `data` of each (comments dropped). */
function framesOf(text: string): Array<{ id?: string; event?: string; data?: string }> {
  return text.split('\n\n').filter((b) => b.trim() !== '').map((block) => {
    const frame: { id?: string; event?: string; data?: string } = {};
    for (const line of block.split('\n')) {
      const colon = line.indexOf(':');
      if (colon <= 0) continue;
      const field = line.slice(0, colon);
      const value = line.slice(colon + 1).replace(/^ /, '');
      if (field === 'id' || field === 'event' || field === 'data') frame[field] = value;
    }
    return frame;
  }).filter((f) => f.event !== undefined);
}

test('a client that never reads is dropped past its byte bound, with stream.ended last, holding nothing; it resumes from the log', async () => {
  const inbox = await t.createInbox();
  const port = t.daemon.http.port;
  // A raw client that sends what real clients send (Host with the port), then reads nothing:
  // an unread socket takes at most its buffer from the kernel, which stops taking soon after.
  const socket = net.connect(port, '127.0.0.1');
  socket.pause();
  socket.write(`GET /v1/events?inbox_id=${inbox.id} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n`
    + `Authorization: Bearer ${t.key}\r\nAccept: text/event-stream\r\n\r\n`);
  await until(() => stats().open === 1, { what: 'the stream is open in core' });

  // Mails of 1 MB until the stream is dropped: the socket's buffers take the first few
  // megabytes, the daemon a frame or two, core 2 MiB, then no more.
  const subjects: string[] = [];
  const body = `${'x'.repeat(99)}\n`.repeat(10_000);
  while (stats().dropped === 0 && subjects.length < 60) {
    const subject = `big ${subjects.length}`;
    await t.send({ to: inbox.email_address, subject, text: body });
    subjects.push(subject);
  }
  await until(() => stats().dropped === 1, { what: 'the stream is dropped' });
  assert.ok(subjects.length < 60, 'dropped before 60 MB went by');
  // What core held for it is let go at once, though the client has read nothing yet; a warn line says so.
  assert.equal(stats(), { open: 0, heldBytes: 0, dropped: 1 });
  const logged = lines.find((l) => l.event === 'http.event_stream_dropped');
  assert.ok(logged, 'the drop is logged');
  assert.is(logged!.level, 'warn');
  assert.is(logged!.inbox_id, inbox.id);
  assert.match(String(logged!.reason), /more than 2097152 bytes/);

  // Now it reads: the events the socket had, then stream.ended, then the end of the response.
  const chunks: Buffer[] = [];
  socket.on('data', (chunk: Buffer) => chunks.push(chunk));
  socket.resume();
  const text = await until(() => unchunk(Buffer.concat(chunks)), { timeoutMs: 30_000, what: 'the response ends' });
  socket.destroy();
  const frames = framesOf(text);
  const end = frames.pop()!;
  assert.is(end.event, 'stream.ended');
  assert.is(end.id, undefined, 'no id: Last-Event-ID stays the last email event\'s');
  const emails = frames.map((f) => ({ id: f.id!, subject: JSON.parse(f.data!).data.message.subject as string }));
  assert.ok(frames.every((f) => f.event === 'email.received'));
  assert.ok(emails.length > 0 && emails.length < subjects.length, `read ${emails.length} of ${subjects.length}`);
  assert.equal(emails.map((e) => e.subject), subjects.slice(0, emails.length), 'a prefix, in order');
  const ended = JSON.parse(end.data!);
  assert.is(ended.reason, 'reader_behind');
  assert.match(ended.message, /behind/);
  const lastId = emails.at(-1)!.id;
  assert.is(ended.last_event_id, lastId);

  // Resuming with Last-Event-ID gives every event after the last one it read, each once, in order.
  const resumed = await openSse(`${t.daemon.http.url}/v1/events?inbox_id=${inbox.id}`, { authorization: `Bearer ${t.key}`, 'last-event-id': lastId });
  const rest: string[] = [];
  while (rest.length < subjects.length - emails.length) {
    const frame = await resumed.nextEvent();
    assert.is(frame.event, 'email.received');
    rest.push(JSON.parse(frame.data!).data.message.subject);
  }
  assert.equal(rest, subjects.slice(emails.length));
  resumed.close();
  await until(() => stats().open === 0, { what: 'the resumed stream is released' });
  assert.is(stats().heldBytes, 0);
});

test.run();
