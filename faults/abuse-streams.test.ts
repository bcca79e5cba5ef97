// Issue 26: an event stream that never reads cannot bloat the daemon. The fault probe's client
// opened GET /v1/events and never read: the daemon kept every event for it, each with the
// whole message (+228 MB for 200 mails of 1 MB, +335 MB for 300). Here two such streams on
// 127.0.0.2 sit while 127.0.0.3 sends 300 mails of 1 MB and the normal client on 127.0.0.1
// sends and polls /health. Each stream must end with a `stream.ended` frame behind what its
// socket already held, a reconnect with Last-Event-ID must bring every message it missed from
// the event log, and a minute after the attack RSS is back within 50 MB.
import { connect, type Socket } from 'node:net';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { startChild, tempDataDir, type DaemonProcess } from './lib/daemon-process.js';
import { bigText, sendMail } from './lib/mail.js';
import { normalClient } from './lib/normal.js';
import { figure, quantile } from './lib/figures.js';
import { FULL, scale } from './lib/scale.js';
import { sampleRss, settleRss } from './lib/watch.js';

const MAILS = scale(16, 300);
const MAIL_BYTES = 1024 * 1024;
const STREAMS = 2;
// The short run shrinks the per-stream bound so 16 mails pass it.
const EVENT_STREAMS = FULL ? {} : { maxStreamBytes: 2 * 1024 * 1024 };

let daemon: DaemonProcess;
const data = tempDataDir();

test.before(async () => {
  daemon = await startChild(data.dir, { serviceOptions: { eventStreams: EVENT_STREAMS } });
});
test.after(async () => {
  await daemon.stop();
  data.cleanup();
});

interface Frame { id?: string; event?: string; data?: string }

/** Parses text/event-stream frames (blank-line separated; comments dropped). */
function frames(text: string): Frame[] {
  return text.split('\n\n').filter((block) => block.trim() !== '').map((block) => {
    const frame: Frame = {};
    for (const line of block.split('\n')) {
      const colon = line.indexOf(':');
      if (colon <= 0) continue;
      const field = line.slice(0, colon) as keyof Frame;
      if (field === 'id' || field === 'event' || field === 'data') frame[field] = line.slice(colon + 1).trimStart();
    }
    return frame;
  }).filter((f) => f.event !== undefined);
}

/** GET /v1/events over a raw socket from `from` that reads nothing until told to. */
function stalledStream(from: string): Promise<{ socket: Socket; readAll(): Promise<string> }> {
  const { hostname, port } = new URL(daemon.httpUrl);
  return new Promise((resolve, reject) => {
    const socket = connect({ host: hostname, port: Number(port), localAddress: from }, () => {
      socket.write(`GET /v1/events HTTP/1.1\r\nHost: ${hostname}:${port}\r\nAuthorization: Bearer ${daemon.key}\r\nAccept: text/event-stream\r\n\r\n`);
      // Read the status line, then stop reading: the kernel's buffers fill and the daemon's writes back up.
      socket.once('data', (first: Buffer) => {
        socket.pause();
        const chunks: Buffer[] = [first];
        resolve({
          socket,
          readAll: () => new Promise<string>((done) => {
            socket.on('data', (c: Buffer) => chunks.push(c));
            socket.once('end', () => done(Buffer.concat(chunks).toString('utf8')));
            socket.resume();
          }),
        });
      });
    });
    socket.once('error', reject);
  });
}

/** Reads GET /v1/events with Last-Event-ID until `want` says it has seen enough; returns the email.received message ids. */
async function resume(lastEventId: string, want: (ids: Set<string>) => boolean): Promise<Set<string>> {
  const stop = new AbortController();
  const ids = new Set<string>();
  const res = await fetch(`${daemon.httpUrl}/v1/events`, { headers: { authorization: `Bearer ${daemon.key}`, 'last-event-id': lastEventId }, signal: stop.signal });
  assert.is(res.status, 200);
  const decoder = new TextDecoder();
  let text = '';
  try {
    const reader = res.body!.getReader();
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
      text += decoder.decode(chunk.value, { stream: true });
      const end = text.lastIndexOf('\n\n');
      if (end < 0) continue;
      for (const f of frames(text.slice(0, end + 2))) {
        if (f.event === 'email.received') ids.add(JSON.parse(f.data!).data.message.id);
      }
      text = text.slice(end + 2);
      if (want(ids)) break;
    }
  } finally {
    stop.abort();
  }
  return ids;
}

test(`${STREAMS} streams that never read while ${MAILS} mails of 1 MB arrive: each ends with stream.ended, Last-Event-ID brings the rest, memory comes back`, async () => {
  const normalInbox = (await daemon.api('POST', '/v1/inboxes', { label: 'normal', lifecycle_mode: 'persistent' })).body.inbox;
  const bulkInbox = (await daemon.api('POST', '/v1/inboxes', { label: 'bulk', lifecycle_mode: 'persistent' })).body.inbox;
  await sendMail(daemon.smtpPort, { to: bulkInbox.email_address, subject: 'warm-up', text: bigText(MAIL_BYTES) }, '127.0.0.3');
  const before = FULL ? await settleRss(daemon, 5_000) : daemon.rssMb();
  const rss = sampleRss(daemon);

  const streams = await Promise.all(Array.from({ length: STREAMS }, () => stalledStream('127.0.0.2')));
  let bulkDone = false;
  const bulk = (async () => {
    const sent: string[] = [];
    for (let i = 0; i < MAILS; i++) {
      const r = await sendMail(daemon.smtpPort, { to: bulkInbox.email_address, subject: `bulk ${i}`, text: bigText(MAIL_BYTES, `bulk${i}`) }, '127.0.0.3');
      assert.match(r.response, /^250/);
      sent.push(/stored as (\S+)/.exec(r.response)![1]!);
    }
    bulkDone = true;
    return sent;
  })();
  const normal = await normalClient(daemon, normalInbox.email_address, 'streams', { until: () => bulkDone, minMessages: 1, health: true });
  const bulkIds = await bulk;
  const peak = rss.stop();

  // Each stalled stream: what its socket held, then the end frame, then the close.
  const received: string[][] = [];
  for (const s of streams) {
    const text = await s.readAll();
    const all = frames(text.slice(text.indexOf('\r\n\r\n') + 4));
    const last = all.at(-1)!;
    assert.is(last.event, 'stream.ended', `the stream's last frame: ${last.event}`);
    const end = JSON.parse(last.data!);
    assert.is(end.reason, 'reader_behind');
    assert.type(end.last_event_id, 'string');
    const got = all.filter((f) => f.event === 'email.received').map((f) => JSON.parse(f.data!).data.message.id as string);
    assert.ok(got.length < MAILS, `the stream was dropped before it took all ${MAILS} (${got.length})`);
    // A reconnect with its Last-Event-ID brings every bulk message it did not get.
    const missing = new Set(bulkIds.filter((id) => !got.includes(id)));
    const resumed = await resume(end.last_event_id, (ids) => [...missing].every((id) => ids.has(id)));
    assert.ok([...missing].every((id) => resumed.has(id)), 'the resumed stream brought every missed message');
    received.push(got);
  }
  const after = FULL ? await settleRss(daemon, 60_000, before + 50) : daemon.rssMb();

  const { smtpMs, healthMs, sent, delivered } = normal;
  figure('streams: normal messages delivered', `${delivered}/${sent}`, undefined, 'all');
  figure('streams: normal delivery p99', quantile(smtpMs, 0.99), 'ms', 'p99 < 1000 ms');
  figure('streams: /health p99 (probes)', `${quantile(healthMs, 0.99).toFixed(1)} (${healthMs.length})`, 'ms', 'p99 < 100 ms');
  figure(`streams: bulk messages each stalled stream got before it was dropped (of ${MAILS})`, received.map((r) => r.length).join(', '));
  figure('streams: RSS before / peak / after', `${before.toFixed(0)} / ${peak.toFixed(0)} / ${after.toFixed(0)}`, 'MB', 'after within 50 MB of before');
  assert.match(daemon.stderr(), /http\.event_stream_dropped/, 'each drop was logged');
  assert.is(delivered, sent, 'every normal message delivered');
  if (FULL) {
    assert.ok(quantile(smtpMs, 0.99) < 1_000);
    assert.ok(quantile(healthMs, 0.99) < 100, `/health p99 ${quantile(healthMs, 0.99).toFixed(1)} ms`);
    assert.ok(after - before < 50, `RSS ${before.toFixed(0)} → ${after.toFixed(0)} MB`);
  }
});

test.run();
