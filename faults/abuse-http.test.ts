// Issue 13, part 3 at scale: every malformed request shape the fault probe found, sent many
// times and concurrently to the daemon process, gets a 4xx in the error envelope with the
// spec's headers; none gets a 5xx, silence or a logged stack trace, and /health still answers.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { rawHttp, type RawAnswer } from '../packages/daemon/test/fixtures/raw-http.js';
import { startChild, tempDataDir, type DaemonProcess } from './lib/daemon-process.js';
import { figure } from './lib/figures.js';
import { sendMail } from './lib/mail.js';
import { FULL, scale } from './lib/scale.js';
import { sampleRss } from './lib/watch.js';

const REPEAT = scale(3, 50);
// Wide enough that the stalled shapes (answered after the 30 s request timeout) do not serialise the full run.
const CONCURRENCY = scale(4, 50);
/** The short run shortens the request timeout (default 30 s) so stalled requests are answered in a second. */
const REQUEST_TIMEOUT_MS = FULL ? 30_000 : 1_000;

let daemon: DaemonProcess;
const data = tempDataDir();
/** A real cursor of inbox A's listing, and inbox B: a cursor is bound to the listing it came from. */
const cursors = { a: '', inboxA: '', inboxB: '' };
test.before(async () => {
  daemon = await startChild(data.dir, FULL ? {} : { requestTimeoutMs: REQUEST_TIMEOUT_MS });
  const [a, b] = await Promise.all(['a', 'b'].map(async (label) => (await daemon.api('POST', '/v1/inboxes', { label, lifecycle_mode: 'persistent' })).body.inbox));
  for (const n of [1, 2]) await sendMail(daemon.smtpPort, { to: a.email_address, subject: `cursor ${n}`, text: 'x' });
  const page = await daemon.api('GET', `/v1/inboxes/${a.id}/messages?limit=1`);
  Object.assign(cursors, { a: page.body.page_info.next_cursor, inboxA: a.id, inboxB: b.id });
  assert.type(cursors.a, 'string');
});
test.after(async () => {
  await daemon.stop();
  data.cleanup();
});

const auth = () => `Authorization: Bearer ${daemon.key}\r\n`;
const realHost = () => `Host: ${new URL(daemon.httpUrl).host}\r\n`;
const post = (path: string, body: string, extra = '') =>
  `POST ${path} HTTP/1.1\r\nHost: x\r\n${auth()}Content-Type: application/json\r\n${extra}Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`;

/** `text` with its middle character replaced by another of the base64url alphabet. */
const flip = (text: string) => {
  const at = Math.floor(text.length / 2);
  return text.slice(0, at) + (text[at] === 'A' ? 'B' : 'A') + text.slice(at + 1);
};

/** Each shape of the probe, with the status it must get. */
const shapes: Array<[name: string, request: () => string, status: number]> = [
  ['JSON nested 5,000 deep on POST /v1/webhooks', () => post('/v1/webhooks', '{"a":'.repeat(5000) + '1' + '}'.repeat(5000)), 400],
  ['JSON nested 5,000 deep on POST /v1/inboxes', () => post('/v1/inboxes', '['.repeat(5000) + ']'.repeat(5000)), 400],
  ['GET *', () => `GET * HTTP/1.1\r\nHost: x\r\n${auth()}\r\n`, 404],
  ['absolute-form target', () => `GET http://evil.test/v1/inboxes HTTP/1.1\r\nHost: x\r\n${auth()}\r\n`, 404],
  // With the Host header real clients send (the port in it), these were 503 with a stack trace.
  ['GET * with Host: 127.0.0.1:PORT', () => `GET * HTTP/1.1\r\n${realHost()}${auth()}\r\n`, 404],
  ['OPTIONS * with Host: 127.0.0.1:PORT', () => `OPTIONS * HTTP/1.1\r\n${realHost()}\r\n`, 404],
  ['absolute-form target with Host: 127.0.0.1:PORT', () => `GET http://evil.test/v1/inboxes HTTP/1.1\r\n${realHost()}${auth()}\r\n`, 404],
  ['CONNECT', () => `CONNECT evil.test:443 HTTP/1.1\r\n${realHost()}\r\n`, 404],
  ['a Host header that is no host', () => `GET /v1/inboxes HTTP/1.1\r\nHost: [::1\r\n${auth()}\r\n`, 400],
  ['HTTP/1.1 without a Host header', () => `GET /v1/inboxes HTTP/1.1\r\n${auth()}\r\n`, 400],
  ['body shorter than its Content-Length', () => `POST /v1/inboxes HTTP/1.1\r\nHost: x\r\n${auth()}Content-Type: application/json\r\nContent-Length: 100\r\n\r\n{"label":`, 408],
  ['headers that never end', () => 'GET /v1/inboxes HTTP/1.1\r\nHost: x\r\n', 408],
  ['headers over 16 KiB', () => `GET /v1/inboxes HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`, 431],
  ['query over 16 KiB', () => `GET /v1/inboxes?cursor=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`, 431],
  ['not HTTP at all', () => 'HELLO\r\n\r\n', 400],
  ['unknown HTTP version', () => 'GET /v1/inboxes HTTP/9.9\r\n\r\n', 400],
  ['header line without a colon', () => 'GET /v1/inboxes HTTP/1.1\r\nBad Header\r\n\r\n', 400],
  ['NUL in the request target', () => 'GET /v1/in\u0000boxes HTTP/1.1\r\nHost: x\r\n\r\n', 400],
  ['conflicting Content-Length and Transfer-Encoding', () => `POST /v1/inboxes HTTP/1.1\r\nHost: x\r\n${auth()}Content-Length: 5\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n`, 400],
  // Cursors are sealed and bound to their listing: one of another listing, or altered, names `cursor`.
  ['a cursor of another inbox\'s listing', () => `GET /v1/inboxes/${cursors.inboxB}/messages?cursor=${encodeURIComponent(cursors.a)} HTTP/1.1\r\n${realHost()}${auth()}\r\n`, 400],
  ['a cursor with one character changed', () => `GET /v1/inboxes/${cursors.inboxA}/messages?cursor=${encodeURIComponent(flip(cursors.a))} HTTP/1.1\r\n${realHost()}${auth()}\r\n`, 400],
  ['a cursor that is base64 of a number (the old form)', () => `GET /v1/inboxes/${cursors.inboxA}/messages?cursor=${Buffer.from('12345').toString('base64url')} HTTP/1.1\r\n${realHost()}${auth()}\r\n`, 400],
  ['webhook target with an empty host', () => post('/v1/webhooks', JSON.stringify({ label: 'w', target_url: 'https:///h' })), 400],
  ['webhook target on port 0', () => post('/v1/webhooks', JSON.stringify({ label: 'w', target_url: 'https://example.com:0/h' })), 400],
];

test(`${shapes.length} malformed request shapes × ${REPEAT}, ${CONCURRENCY} at a time: a 4xx in the envelope every time`, async () => {
  const rss = sampleRss(daemon);
  const before = daemon.rssMb();
  const wrong: string[] = [];
  const statuses = new Map<number, number>();
  const queue = shapes.flatMap((shape) => Array.from({ length: REPEAT }, () => shape));
  await Promise.all(Array.from({ length: CONCURRENCY }, async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const [name, request, status] = next;
      let a: RawAnswer;
      try {
        a = await rawHttp(Number(new URL(daemon.httpUrl).port), request(), REQUEST_TIMEOUT_MS + 10_000);
      } catch (err) {
        wrong.push(`${name}: ${(err as Error).message.slice(0, 200)}`);
        continue;
      }
      statuses.set(a.status, (statuses.get(a.status) ?? 0) + 1);
      const envelope = a.body?.success === false && a.headers['content-type'] === 'application/json'
        && /^req_/.test(a.headers['x-request-id'] ?? '') && a.body?.request_id === a.headers['x-request-id']
        && Boolean(a.headers['x-service-api-version']);
      const namesCursor = !name.includes('cursor') || status !== 400 || String((a.body?.error as { message?: string } | undefined)?.message).includes('cursor');
      if (a.status !== status || !envelope || !namesCursor) wrong.push(`${name}: ${a.status} ${JSON.stringify(a.body)}`);
    }
  }));
  const peak = rss.stop();
  const health = await fetch(`${daemon.httpUrl}/health`);
  const stackLines = daemon.stderr().split('\n').filter((l) => /^\s+at /.test(l) || /Error:/.test(l));

  const total = shapes.length * REPEAT;
  figure('http abuse: malformed requests sent', total, 'requests');
  figure('http abuse: answered other than the expected 4xx in the envelope', wrong.length, 'requests', '0');
  figure('http abuse: statuses', [...statuses].sort(([a], [b]) => a - b).map(([s, n]) => `${s}×${n}`).join(', '));
  figure('http abuse: 5xx answers', [...statuses].filter(([s]) => s >= 500).reduce((a, [, n]) => a + n, 0), 'answers', '0');
  figure('http abuse: stack-trace lines logged', stackLines.length, 'lines', '0');
  figure('http abuse: RSS before / peak', `${before.toFixed(0)} / ${peak.toFixed(0)}`, 'MB');
  assert.equal(wrong.slice(0, 10), [], `${wrong.length} wrong answers`);
  assert.equal(stackLines, [], 'nothing logged as a crash');
  assert.is(health.status, 200, '/health still answers');
});

test.run();
