// Request shapes a careless client or an attacker sends, over a raw socket to the running
// daemon: every one gets a clean 4xx in the error envelope with the spec's headers, never a
// 5xx, a stack trace or silence.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { startTestDaemon, type TestDaemon } from './fixtures/daemon.js';
import { rawHttp, type RawAnswer } from './fixtures/raw-http.js';
import { createLogger } from '../src/index.js';

let t: TestDaemon;
const logged: string[] = [];
/** What the daemon's logger wrote at error (where an unexpected error, with its stack, goes). */
const errorLines: Array<Record<string, unknown>> = [];
test.before(async () => {
  const logger = createLogger({ level: 'error', format: 'json', destination: { write: (line: string) => errorLines.push(JSON.parse(line)) } });
  t = await startTestDaemon({ requestTimeoutMs: 300, log: (line) => logged.push(line), logger });
});
test.after(() => t.stop());

const raw = (text: string) => rawHttp(t.daemon.http.port, text);

function assertEnvelope(a: RawAnswer, status: number, code: string): void {
  assert.is(a.status, status, JSON.stringify(a));
  assert.is(a.headers['content-type'], 'application/json');
  assert.match(a.headers['x-request-id'] ?? '', /^req_/);
  assert.ok(a.headers['x-service-api-version'], 'X-Service-Api-Version');
  assert.is(a.body?.success, false);
  assert.is(a.body?.request_id, a.headers['x-request-id']);
  assert.is((a.body?.error as { code?: string })?.code, code);
}

const auth = () => `Authorization: Bearer ${t.key}\r\n`;
const post = (path: string, body: string, extra = '') =>
  `POST ${path} HTTP/1.1\r\nHost: x\r\n${auth()}Content-Type: application/json\r\n${extra}Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`;

test('a request Node cannot parse: 400 in the envelope, connection closed', async () => {
  for (const text of ['HELLO\r\n\r\n', 'GET /v1/inboxes HTTP/9.9\r\n\r\n', 'GET /v1/inboxes HTTP/1.1\r\nBad Header\r\n\r\n']) {
    const a = await raw(text);
    assertEnvelope(a, 400, 'invalid_request');
    assert.ok(a.closed, JSON.stringify(text));
  }
});

test('headers over 16 KiB: 431 in the envelope', async () => {
  const a = await raw(`GET /v1/inboxes HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
  assertEnvelope(a, 431, 'headers_too_large');
  assert.ok(a.closed);
  const query = await raw(`GET /v1/inboxes?cursor=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`);
  assertEnvelope(query, 431, 'headers_too_large');
});

test('a body shorter than its Content-Length: 408 after the request timeout, connection closed', async () => {
  const a = await raw(`POST /v1/inboxes HTTP/1.1\r\nHost: x\r\n${auth()}Content-Type: application/json\r\nContent-Length: 100\r\n\r\n{"label":`);
  assertEnvelope(a, 408, 'request_timeout');
  assert.ok(a.closed);
  const stalledHeaders = await raw('GET /v1/inboxes HTTP/1.1\r\nHost: x\r\n');
  assertEnvelope(stalledHeaders, 408, 'request_timeout');
});

test('JSON nested 5,000 deep: 400 naming the body on every creating endpoint, nothing logged as a failure', async () => {
  const deepObject = '{"a":'.repeat(5000) + '1' + '}'.repeat(5000);
  const deepArray = '['.repeat(5000) + ']'.repeat(5000);
  for (const [path, body, extra] of [
    ['/v1/webhooks', deepObject, 'Idempotency-Key: deep-1\r\n'],
    ['/v1/webhooks', deepArray, ''],
    ['/v1/inboxes', deepObject, 'Idempotency-Key: deep-2\r\n'],
  ] as const) {
    const a = await raw(post(path, body, extra));
    assertEnvelope(a, 400, 'invalid_request');
    assert.match(String((a.body?.error as { message?: string }).message), /nest/);
  }
  // 32 levels are fine (a body is refused for its content, not its depth).
  const ok = await raw(post('/v1/inboxes', `{"label":"d","lifecycle_mode":"persistent","x":${'['.repeat(31)}${']'.repeat(31)}}`));
  assert.is(ok.status, 201, JSON.stringify(ok.body));
  assert.equal(logged.filter((l) => /failed|RangeError/.test(l)), [], 'no unexpected error was logged');
});

test('odd request targets (`*`, absolute form, CONNECT) with the Host header real clients send: 404 in the envelope, nothing logged', async () => {
  // What every client on a port other than 80 sends: the port in the Host header.
  const host = `Host: 127.0.0.1:${t.daemon.http.port}\r\n`;
  for (const hostLine of [host, 'Host: x\r\n']) {
    for (const line of ['GET *', 'OPTIONS *', 'GET http://evil.test/v1/inboxes', 'GET http://127.0.0.1/health', 'POST http://evil.test/v1/inboxes', 'CONNECT evil.test:443']) {
      const a = await raw(`${line} HTTP/1.1\r\n${hostLine}${auth()}\r\n`);
      assertEnvelope(a, 404, 'not_found');
      assert.match(String((a.body?.error as { message?: string }).message), /target|CONNECT/, line);
    }
  }
  // Paths that name nothing are 404, whatever the Host header.
  for (const target of ['//double/slash', '/v1/%zz']) {
    assertEnvelope(await raw(`GET ${target} HTTP/1.1\r\n${host}${auth()}\r\n`), 404, 'not_found');
  }
  // A Host header that makes no URL, or none at all on HTTP/1.1: 400 naming it.
  for (const hostLine of ['Host: [::1\r\n', 'Host: 127.0.0.1:99999\r\n', '']) {
    const a = await raw(`GET /v1/inboxes HTTP/1.1\r\n${hostLine}${auth()}\r\n`);
    assertEnvelope(a, 400, 'invalid_request');
    assert.match(String((a.body?.error as { message?: string }).message), /Host/, hostLine);
  }
  assert.equal(errorLines, [], 'nothing was logged at error');
});

test('a plain request with `Host: 127.0.0.1:PORT` (what fetch and curl send) gets its normal answer', async () => {
  const host = `Host: 127.0.0.1:${t.daemon.http.port}\r\n`;
  const health = await raw(`GET /health HTTP/1.1\r\n${host}\r\n`);
  assert.is(health.status, 200, JSON.stringify(health));
  assert.is(health.body?.success, true);
  const list = await raw(`GET /v1/inboxes HTTP/1.1\r\n${host}${auth()}\r\n`);
  assert.is(list.status, 200, JSON.stringify(list));
  assert.ok(Array.isArray(list.body?.inboxes));
  // HTTP/1.0 needs no Host header.
  assert.is((await raw('GET /health HTTP/1.0\r\n\r\n')).status, 200);
});

test('invalid webhook targets (empty host, port 0) are 400 naming target_url', async () => {
  for (const target of ['https:///h', 'https:/h.example/x', 'https://example.com:0/h']) {
    const a = await raw(post('/v1/webhooks', JSON.stringify({ label: 'w', target_url: target })));
    assertEnvelope(a, 400, 'invalid_request');
    assert.match(String((a.body?.error as { message?: string }).message), /target_url/, target);
  }
});

test.run();
