// The client's HTTP layer against a tiny loopback node:http server started here (a test
// double of the network): retries on 429 honouring Retry-After, what is never retried,
// typed errors, network failures and timeouts, and the headers each request carries.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createClient, InboxkitApiError, InboxkitNetworkError, type ClientOptions, type RetryInfo } from '../src/index.js';

interface Seen {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}
type Reply = (req: IncomingMessage, res: ServerResponse) => void;

let server: Server;
let base: string;
let replies: Reply[] = [];
let seen: Seen[] = [];

function json(status: number, body: unknown, headers: Record<string, string> = {}): Reply {
  return (_req, res) => {
    const text = JSON.stringify(body);
    res.writeHead(status, { 'content-type': 'application/json', 'x-request-id': (body as { request_id?: string }).request_id ?? 'req_hdr', ...headers });
    res.end(text);
  };
}
const ok = (fields: object = {}) => json(200, { success: true, request_id: 'req_ok', ...fields });
const rateLimited = (retryAfter: string | null, seconds?: number) => json(429, {
  success: false, request_id: 'req_429',
  error: { code: 'rate_limited', message: 'too many requests', ...(seconds !== undefined ? { retry_after_seconds: seconds } : {}) },
}, retryAfter === null ? {} : { 'retry-after': retryAfter });
const failure = (status: number, code: string, extra: object = {}) => json(status, {
  success: false, request_id: `req_${status}`, error: { code, message: `${code} happened` }, ...extra,
});

test.before(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (d: string) => (body += d));
    req.on('end', () => {
      seen.push({ method: req.method!, url: req.url!, headers: req.headers, body });
      const reply = replies.shift();
      if (reply) reply(req, res);
      else json(500, { success: false, request_id: 'req_none', error: { code: 'no_reply', message: 'test has no reply queued' } })(req, res);
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
test.after(async () => {
  server.closeAllConnections();
  await new Promise((r) => server.close(r));
});
test.before.each(() => {
  replies = [];
  seen = [];
});

/** A client whose sleeps are recorded and instant. */
function client(options: Partial<ClientOptions> = {}) {
  const sleeps: number[] = [];
  const retries: RetryInfo[] = [];
  const c = createClient({
    baseUrl: base,
    apiKey: 'ik_live_testtesttesttest',
    sleep: async (ms) => void sleeps.push(ms),
    onRetry: (info) => void retries.push(info),
    ...options,
  });
  return { c, sleeps, retries };
}

test('GET: 429 with Retry-After, then 200: waits the asked seconds and returns the answer', async () => {
  replies = [rateLimited('2'), ok({ inboxes: [], wildcard_address: null, page_info: { has_more: false, next_cursor: null } })];
  const { c, sleeps, retries } = client();
  const body = await c.inboxes.list({ limit: 5 });
  assert.is(body.request_id, 'req_ok');
  assert.equal(body.inboxes, []);
  assert.equal(sleeps, [2000]);
  assert.is(seen.length, 2);
  assert.is(retries.length, 1);
  assert.is(retries[0]!.attempt, 1);
  assert.is(retries[0]!.status, 429);
  assert.is(retries[0]!.error.code, 'rate_limited');
});

test('POST: retried on 429 (the service did nothing), same body and Idempotency-Key each time', async () => {
  replies = [rateLimited('1'), rateLimited('3'), json(201, { success: true, request_id: 'req_c', inbox: { id: 'inb_1' } })];
  const { c, sleeps } = client();
  const body = await c.inboxes.create({ label: 'L', lifecycle_mode: 'persistent' }, { idempotencyKey: 'idem-1' });
  assert.is(body.inbox.id, 'inb_1');
  assert.equal(sleeps, [1000, 3000]);
  assert.is(seen.length, 3);
  for (const s of seen) {
    assert.is(s.method, 'POST');
    assert.equal(JSON.parse(s.body), { label: 'L', lifecycle_mode: 'persistent' });
    assert.is(s.headers['idempotency-key'], 'idem-1');
    assert.is(s.headers['content-type'], 'application/json');
  }
});

test('POST: 503 is not retried; GET: 503 is', async () => {
  replies = [failure(503, 'service_unavailable')];
  const { c, sleeps } = client();
  const err = await c.inboxes.create({ label: 'L', lifecycle_mode: 'persistent' }).catch((e: unknown) => e);
  assert.ok(err instanceof InboxkitApiError);
  assert.is((err as InboxkitApiError).status, 503);
  assert.is(seen.length, 1);
  assert.equal(sleeps, []);

  seen = [];
  replies = [json(503, { success: false, request_id: 'r', error: { code: 'service_unavailable', message: 'x' } }, { 'retry-after': '1' }), ok({ status: 'ok' })];
  const health = await c.health();
  assert.is(health.status, 'ok');
  assert.is(seen.length, 2);
});

test('other 4xx are never retried, and carry the envelope as typed fields', async () => {
  for (const [status, code] of [[400, 'invalid_request'], [401, 'unauthorized'], [403, 'forbidden'], [404, 'not_found'], [409, 'conflict']] as const) {
    seen = [];
    replies = [failure(status, code, status === 401 ? { next_action: { type: 'open_dashboard', url: 'http://x/dashboard' } } : {})];
    const { c, sleeps } = client();
    const err = await c.messages.get('msg_1').catch((e: unknown) => e);
    assert.ok(err instanceof InboxkitApiError, `${status}`);
    const e = err as InboxkitApiError;
    assert.is(e.status, status);
    assert.is(e.code, code);
    assert.is(e.message, `${code} happened`);
    assert.is(e.request_id, `req_${status}`);
    assert.is(e.retry_after_seconds, null);
    assert.equal(e.next_action, status === 401 ? { type: 'open_dashboard', url: 'http://x/dashboard' } : null);
    assert.is(e.method, 'GET');
    assert.is(seen.length, 1, `${status} sent once`);
    assert.equal(sleeps, []);
  }
});

test('429 forever: maxRetries retries, then the 429 with retry_after_seconds', async () => {
  replies = [rateLimited('1', 1), rateLimited('1', 1), rateLimited('1', 1), rateLimited('1', 1), rateLimited('1', 1)];
  const { c, sleeps } = client({ maxRetries: 2 });
  const err = await c.health().catch((e: unknown) => e) as InboxkitApiError;
  assert.ok(err instanceof InboxkitApiError);
  assert.is(err.status, 429);
  assert.is(err.code, 'rate_limited');
  assert.is(err.retry_after_seconds, 1);
  assert.is(seen.length, 3, 'first try + 2 retries');
  assert.equal(sleeps, [1000, 1000]);
});

test('default maxRetries is 3', async () => {
  replies = Array.from({ length: 6 }, () => rateLimited('0'));
  const { c } = client({ maxRetries: undefined });
  await c.health().catch(() => undefined);
  assert.is(seen.length, 4);
});

test('a Retry-After beyond maxRetryDelayMs is not waited out', async () => {
  replies = [rateLimited('3600', 3600)];
  const { c, sleeps } = client();
  const err = await c.health().catch((e: unknown) => e) as InboxkitApiError;
  assert.is(err.status, 429);
  assert.is(err.retry_after_seconds, 3600);
  assert.equal(sleeps, []);
  assert.is(seen.length, 1);
});

test('429 without a Retry-After header: error.retry_after_seconds, else backoff', async () => {
  replies = [rateLimited(null, 4), rateLimited(null), ok()];
  const { c, sleeps } = client();
  await c.health();
  assert.equal(sleeps, [4000, 1000]);
});

test('a real sleep between retries: the default sleep waits (short Retry-After)', async () => {
  replies = [rateLimited('0.2'), ok()];
  const c = createClient({ baseUrl: base });
  const started = Date.now();
  await c.health();
  assert.ok(Date.now() - started >= 180, `waited ${Date.now() - started} ms`);
});

test('an answer that is not an envelope: invalid_response with the status and X-Request-Id', async () => {
  replies = [(_req, res) => {
    res.writeHead(502, { 'content-type': 'text/html', 'x-request-id': 'req_proxy' });
    res.end('<html>Bad gateway</html>');
  }];
  const { c } = client();
  const err = await c.inboxes.list().catch((e: unknown) => e) as InboxkitApiError;
  assert.ok(err instanceof InboxkitApiError);
  assert.is(err.code, 'invalid_response');
  assert.is(err.status, 502);
  assert.is(err.request_id, 'req_proxy');
  assert.match(err.message, /HTTP 502/);
});

test('a 200 that is not a success envelope is an error too', async () => {
  replies = [json(200, { hello: 'world' })];
  const { c } = client();
  const err = await c.health().catch((e: unknown) => e) as InboxkitApiError;
  assert.is(err.code, 'invalid_response');
  assert.is(err.status, 200);
});

test('network errors are wrapped: a closed port gives network_error naming the cause', async () => {
  const probe = createServer();
  await new Promise<void>((r) => probe.listen(0, '127.0.0.1', r));
  const port = (probe.address() as AddressInfo).port;
  await new Promise((r) => probe.close(r));
  const c = createClient({ baseUrl: `http://127.0.0.1:${port}`, sleep: async () => assert.unreachable('no retry on network errors') });
  const err = await c.health().catch((e: unknown) => e) as InboxkitNetworkError;
  assert.ok(err instanceof InboxkitNetworkError);
  assert.is(err.code, 'network_error');
  assert.match(err.message, /ECONNREFUSED/);
  assert.match(err.message, new RegExp(`127\\.0\\.0\\.1:${port}`));
  assert.is(err.method, 'GET');
  assert.ok(err.cause);
});

test('a request with no answer times out with request_timeout', async () => {
  let closedUnanswered!: Promise<void>;
  replies = [(_req, res) => { closedUnanswered = new Promise((resolve) => res.once('close', () => resolve())); }]; // never answers
  const c = createClient({ baseUrl: base, timeoutMs: 150 });
  const started = Date.now();
  const err = await c.health().catch((e: unknown) => e) as InboxkitNetworkError;
  assert.ok(err instanceof InboxkitNetworkError);
  assert.is(err.code, 'request_timeout');
  assert.ok(Date.now() - started >= 140, 'not before the 150 ms timeout');
  await closedUnanswered; // the client gave up on the request: the server saw its connection go
  assert.is(seen.length, 1, 'not retried');
});

test('a caller abort during a retry wait rejects with the abort reason', async () => {
  // An hour's wait: longer than the test runner's per-file timeout, so only the abort ends it.
  replies = [rateLimited('3600')];
  const controller = new AbortController();
  const retries: number[] = [];
  // onRetry runs just before the (default) retry sleep starts; the microtask after it runs
  // once that sleep is waiting, so the abort lands in the wait, not in the request.
  const c = createClient({
    baseUrl: base,
    maxRetryDelayMs: 3_600_000,
    onRetry: ({ delayMs }) => {
      retries.push(delayMs);
      queueMicrotask(() => controller.abort(new Error('stop')));
    },
  });
  const err = await c.health({ signal: controller.signal }).catch((e: unknown) => e) as Error;
  assert.is(err.message, 'stop');
  assert.equal(retries, [3_600_000], 'the abort came during the retry wait');
  assert.is(seen.length, 1, 'the wait was cut short: no retry was sent');
});

test('headers: User-Agent, bearer key only where authentication applies, sign-in client headers', async () => {
  const { c } = client();
  replies = [ok(), ok({ messages: [], page_info: { has_more: false, next_cursor: null } }), ok(), ok(), ok()];
  await c.health();
  await c.inboxes.messages('inb/../x y', { limit: 3, cursor: 'abc=' });
  await c.auth.start({ email: 'me@example.com', localhost_callback_url: 'http://127.0.0.1:1/callback', callback_state: 's' });
  await c.auth.verifyOtp({ auth_request_id: 'ar', challenge_id: 'ch', code: '123456' });
  await c.auth.exchange({ auth_request_id: 'ar', code: 'XC' });
  const [health, list, start, verify, exchange] = seen as [Seen, Seen, Seen, Seen, Seen];
  for (const s of seen) assert.match(String(s.headers['user-agent']), /^inboxkit-client\/0\.1\.0 node\/\d+/);
  assert.is(health.url, '/health');
  assert.is(health.headers.authorization, undefined);
  assert.is(list.url, '/v1/inboxes/inb%2F..%2Fx%20y/messages?limit=3&cursor=abc%3D');
  assert.is(list.headers.authorization, 'Bearer ik_live_testtesttesttest');
  assert.is(start.url, '/v1/auth/cli/email/start');
  assert.is(verify.url, '/v1/auth/cli/email/verify');
  assert.is(exchange.url, '/v1/auth/cli/exchange');
  for (const s of [start, verify, exchange]) {
    assert.is(s.method, 'POST');
    assert.is(s.headers['x-service-client'], 'cli');
    assert.is(s.headers['x-service-client-version'], '0.1.0');
    assert.is(s.headers.authorization, undefined, 'no API key on sign-in requests');
  }
  assert.equal(JSON.parse(verify.body), { auth_request_id: 'ar', challenge_id: 'ch', code: '123456' });
  assert.equal(JSON.parse(exchange.body), { auth_request_id: 'ar', code: 'XC' });
});

test('a custom userAgent, and messages.get sends content_mode', async () => {
  const { c } = client({ userAgent: 'my-tests/1.0' });
  replies = [ok({ message: { id: 'm', otp: '1' } })];
  const body = await c.messages.get('m', { content_mode: 'otp' });
  assert.is(body.message.otp, '1');
  assert.is(seen[0]!.headers['user-agent'], 'my-tests/1.0');
  assert.is(seen[0]!.url, '/v1/messages/m?content_mode=otp');
});

test.run();
