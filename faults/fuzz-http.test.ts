// Property-based fuzzing of the HTTP API (fast-check) against a real in-process daemon over
// real HTTP. Every route of packages/daemon/src/http/routes.ts (and the sign-in POSTs next to
// them, and the routes' paths with the methods they do not serve) gets arbitrary bodies:
// random JSON values, right keys with wrong types, huge strings, deep nesting, invalid UTF-8,
// invalid JSON, wrong or odd content types, odd Idempotency-Keys; every GET route gets
// arbitrary path segments and query strings (odd and percent-garbage encodings, repeated
// parameters, huge values). Properties: never a 5xx (nor an internal_error hidden behind a
// 429), every 4xx is the JSON error envelope with its headers, nothing is logged as an
// unexpected error, and the daemon still answers /health afterwards.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import fc from 'fast-check';
import { Agent, request as httpRequest } from 'node:http';
import { startTestDaemon, type TestDaemon } from '../packages/daemon/test/fixtures/daemon.js';
import { simpleMessage } from '../test-support/smtp.js';
import { figure } from './lib/figures.js';
import { scale } from './lib/scale.js';
import { fuzzParams, FailureCount } from './lib/fuzz-arbitraries.js';

let t: TestDaemon;
let inboxId = '';
let inboxAddress = '';
let messageId = '';
const agent = new Agent({ keepAlive: true, maxSockets: 4 });
/** Lines the API logged as unexpected errors (createApi's default onError is console.error). */
const unexpected: string[] = [];
const log: string[] = [];
const originalConsoleError = console.error;
const statuses = new Map<number, number>();
let requests = 0;
const failures = new FailureCount();

test.before(async () => {
  console.error = (...args: unknown[]) => {
    unexpected.push(args.map(String).join(' ').slice(0, 2000));
    originalConsoleError(...args);
  };
  const unlimited = { minute: 1e9, day: 1e9, week: 1e9, month: 1e9 };
  t = await startTestDaemon({
    ipShield: false,
    log: (line) => log.push(line),
    serviceOptions: { plan: { api_requests: unlimited, active_inboxes: 1e6 }, webhooks: { autoStart: false }, analysis: { autoStart: false } },
  });
  const inbox = await t.createInbox({ label: 'fuzz', lifecycle_mode: 'persistent' });
  inboxId = inbox.id;
  inboxAddress = inbox.email_address;
  const stored = await t.daemon.service.ingest(simpleMessage(inboxAddress), { rcptTo: [inboxAddress] });
  messageId = stored.stored[0]!.messageId;
});

test.after(async () => {
  agent.destroy();
  await t?.stop();
  console.error = originalConsoleError;
});

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
}

/** One request over node:http, the path sent as given (no URL normalisation). */
function send(method: string, path: string, headers: Record<string, string>, body?: Buffer): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({
      host: '127.0.0.1', port: t.daemon.http.port, method, path, agent,
      headers: { authorization: `Bearer ${t.key}`, ...headers, ...(body ? { 'content-length': String(body.length) } : {}) },
    }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', reject);
    });
    req.setTimeout(30_000, () => req.destroy(new Error(`no answer to ${method} ${path.slice(0, 200)} within 30 s`)));
    req.on('error', reject);
    req.end(body);
  });
}

/** The properties every answer must have; returns the parsed body. */
function checkAnswer(a: Answer, what: string): { success: boolean; error?: { code: string; message: string } } {
  requests++;
  statuses.set(a.status, (statuses.get(a.status) ?? 0) + 1);
  const where = `${what} → ${a.status} ${a.text.slice(0, 300)}`;
  assert.ok(a.status >= 200 && a.status < 500, `no 5xx: ${where}`);
  assert.is(a.headers['content-type'], 'application/json', `JSON answer: ${where}`);
  assert.is(a.headers['cache-control'], 'no-store', where);
  assert.ok(a.headers['x-service-api-version'], `X-Service-Api-Version: ${where}`);
  let body: any;
  try {
    body = JSON.parse(a.text);
  } catch {
    assert.unreachable(`the body is JSON: ${where}`);
  }
  assert.is(body.success, a.status < 400, `success matches the status: ${where}`);
  assert.match(String(body.request_id), /^req_/, where);
  assert.is(body.request_id, a.headers['x-request-id'], `request_id is the X-Request-Id: ${where}`);
  if (a.status >= 400) {
    assert.type(body.error, 'object', `error envelope: ${where}`);
    assert.type(body.error.code, 'string', where);
    assert.ok(body.error.code.length > 0, where);
    assert.type(body.error.message, 'string', where);
    // An unexpected failure is answered 503, or 429 where 503 is not listed: never one here.
    assert.is.not(body.error.code, 'internal_error', `no unexpected error: ${where}`);
    if (a.status === 429) {
      assert.match(String(a.headers['retry-after'] ?? ''), /^\d+$/, where);
      assert.is(body.error.retry_after_seconds, Number(a.headers['retry-after']), where);
    }
    if (a.status === 401) assert.is(a.headers['www-authenticate'], 'Bearer', where);
  }
  return body;
}

// ---------------------------------------------------------------------------------------
// Arbitraries

const HUGE = scale(300_000, 1_500_000);
const DEEP = scale(5_000, 200_000);

/** A JSON value of any shape, with wrong-typed and edge values in the mix. */
const anyJson = fc.oneof(
  fc.jsonValue({ maxDepth: 4 }),
  fc.constantFrom(null, true, 0, -1, 1e308, -0, '', '0', [], {}, [[[]]], { __proto__: { x: 1 } }, { constructor: 'x' }),
);
/** Odd values for one field. */
const fieldValue = fc.oneof(
  anyJson,
  fc.string({ unit: 'grapheme', maxLength: 120 }),
  fc.constantFrom('temporary', 'persistent', 10, 60, 9, 61, 10.5, '10', 'all', 'allowlist', 'https://example.com/hook',
    'http://127.0.0.1/hook', 'https://user:pw@example.com/', 'https://[::1]/x', 'https://10.0.0.1/', 'inb_x', 'x'.repeat(101),
    '\u0000', '\ud800', 'a@b.c', ['a@b.c'], { mode: 'allowlist', recipients: ['x'] }),
  fc.integer({ min: 1000, max: 20_000 }).map((n) => '\u00e9'.repeat(n)),
);
const KEYS = ['label', 'lifecycle_mode', 'ttl_minutes', 'message_analysis', 'target_url', 'inbox_id', 'email', 'scopes',
  'expires_at', 'localhost_callback_url', 'callback_state', 'next_dashboard_path', 'auth_request_id', 'challenge_id', 'code',
  '__proto__', 'constructor', ''];
/** Objects with the keys the endpoints read, holding wrong, edge or right values. */
const keyedObject = fc.dictionary(fc.oneof(fc.constantFrom(...KEYS), fc.string({ maxLength: 10 })), fieldValue, { maxKeys: 8 });
const validInbox = fc.record({
  label: fc.string({ minLength: 1, maxLength: 100 }),
  lifecycle_mode: fc.constantFrom('temporary', 'persistent'),
}).map((b) => (b.lifecycle_mode === 'persistent' ? b : { ...b, ttl_minutes: 30 }));

/** Body bytes: JSON text of arbitrary values, or text that is not JSON, not UTF-8, huge or deeply nested. */
const bodyBytes: fc.Arbitrary<Buffer | undefined> = fc.oneof(
  { weight: 4, arbitrary: keyedObject.map((o) => Buffer.from(JSON.stringify(o))) },
  { weight: 2, arbitrary: anyJson.map((v) => Buffer.from(JSON.stringify(v) ?? 'null')) },
  { weight: 1, arbitrary: validInbox.map((o) => Buffer.from(JSON.stringify(o))) },
  { weight: 1, arbitrary: fc.constant(undefined) },
  { weight: 1, arbitrary: fc.constantFrom('', ' ', '{', '{"label":', '{"a":1}}', 'nul', '[1,]', '{"a":1,"a":2}', "{'a':1}", '\ufeff{}', 'NaN', '1e999', '"\\ud800"', '{"\\u0000":1}').map((s) => Buffer.from(s)) },
  { weight: 1, arbitrary: fc.uint8Array({ maxLength: 200 }).map((u) => Buffer.from(u)) },
  { weight: 1, arbitrary: fc.tuple(fc.uint8Array({ minLength: 1, maxLength: 8 }), fc.string({ maxLength: 20 })).map(([bad, s]) => Buffer.concat([Buffer.from(`{"label":"${s}`), Buffer.from(bad).map((b) => b | 0x80), Buffer.from('","lifecycle_mode":"persistent"}')])) },
  { weight: 1, arbitrary: fc.integer({ min: 1, max: HUGE }).map((n) => Buffer.from(JSON.stringify({ label: 'x'.repeat(n), lifecycle_mode: 'persistent' }))) },
  { weight: 1, arbitrary: fc.integer({ min: 1, max: DEEP }).chain((n) => fc.constantFrom('[', '{"a":').map((open) => Buffer.from(open.repeat(n) + '1' + (open === '[' ? ']' : '}').repeat(n)))) },
  { weight: 1, arbitrary: fc.integer({ min: 20, max: 40 }).map((n) => Buffer.from(JSON.stringify({ label: 'x', lifecycle_mode: 'persistent', message_analysis: JSON.parse('{"a":'.repeat(n) + '1' + '}'.repeat(n)) }))) },
);

const contentType = fc.oneof(
  { weight: 6, arbitrary: fc.constant('application/json') },
  { weight: 3, arbitrary: fc.constantFrom(undefined, 'application/json; charset=utf-8', 'APPLICATION/JSON; Charset="UTF8"', 'application/json; charset=latin1',
    'application/json;;;', 'application/json; charset', 'application/jsonx', 'text/plain', 'application/x-www-form-urlencoded',
    'multipart/form-data; boundary=x', 'application/merge-patch+json', '', '*/*', 'application/json, text/plain') },
  { weight: 1, arbitrary: fc.string({ unit: 'binary-ascii', maxLength: 60 }).map((s) => s.replace(/[^\x20-\x7e]/g, '')) },
);
const idempotencyKey = fc.option(fc.oneof(
  fc.stringMatching(/^[\x20-\x7e]{0,40}$/).map((s) => s.trim()),
  fc.integer({ min: 250, max: 2000 }).map((n) => 'k'.repeat(n)),
  fc.constantFrom('same-key', 'same-key', ' ', '\t'),
), { freq: 3 });

/** Path segments: the real ids, ids of the wrong kind, odd encodings, percent garbage, huge ones. */
const segment = fc.oneof(
  fc.constant('@message'), fc.constant('@inbox'),
  fc.constantFrom('msg_', 'inb_', 'msg_00000000000000000000000000', '%', '%zz', '%00', '%ff%fe', '%2F', '%2e%2e', '..', '.', '%C0%AF',
    '%E2%80%AE', '%25', '%u0041', 'é', '\u00ff', ';', ',', ':', '@', '!', '$', '&', "'", '(', ')', '*', '+', '=', '~'),
  fc.string({ maxLength: 30 }).map((s) => encodeURIComponent(s)),
  fc.stringMatching(/^[\x21-\x7e]{1,30}$/).map((s) => s.replace(/[?#]/g, '')),
  fc.integer({ min: 1, max: scale(12_000, 15_000) }).map((n) => 'a'.repeat(n)),
);
const QUERY_NAMES = ['limit', 'cursor', 'content_mode', 'recipient_email'];
const queryValue = fc.oneof(
  fc.constantFrom('', '0', '1', '100', '101', '-1', '1.5', '1e2', '0x10', '+5', '%205', '%20', '%', '%zz', '%00', 'full', 'otp', 'links',
    'text_only', 'FULL', '@address', 'a@b.c', 'a@', '%40', 'msg_1', 'eyJ', 'eyJzZXEiOjF9', 'bXNnOjE', '=', '&', '+', '%2B', '\u00e9', '%E9'),
  fc.string({ maxLength: 40 }).map((s) => encodeURIComponent(s)),
  fc.stringMatching(/^[\x21-\x7e]{0,30}$/).map((s) => s.replace(/[#&]/g, '')),
  fc.integer({ min: 1, max: scale(12_000, 15_000) }).map((n) => '9'.repeat(n)),
);
const query = fc.array(fc.tuple(fc.oneof(fc.constantFrom(...QUERY_NAMES), fc.constantFrom('', '%', 'x', 'limit[]', 'LIMIT')), fc.option(queryValue, { freq: 8 })), { maxLength: 6 })
  .chain((pairs) => fc.constantFrom('?', '?&', '??', '?;').map((lead) => (pairs.length === 0 ? fc.constantFrom('', '?', '?&&', '?=') : fc.constant(lead + pairs.map(([k, v]) => (v === null ? k : `${k}=${v}`)).join('&')))))
  .chain((a) => a);

const GET_ROUTES = ['/v1/messages/:id', '/v1/messages', '/v1/inboxes/:id/messages', '/v1/inboxes'];
const BODY_ROUTES: Array<{ method: string; path: string; signin?: boolean }> = [
  { method: 'POST', path: '/v1/inboxes' },
  { method: 'POST', path: '/v1/webhooks' },
  // Paths of the API served for other methods only: 404 in the envelope.
  { method: 'PATCH', path: '/v1/inboxes' },
  { method: 'PUT', path: '/v1/webhooks' },
  { method: 'PUT', path: '/v1/inboxes/@inbox/messages' },
  { method: 'PATCH', path: '/v1/messages/@message' },
  { method: 'POST', path: '/v1/messages' },
  { method: 'DELETE', path: '/v1/inboxes' },
  // A POST that reads no body (the signed test event of a webhook the account does not have: 404).
  { method: 'POST', path: '/v1/webhooks/whk_none/test' },
  // The unauthenticated sign-in POSTs read JSON bodies the same way.
  { method: 'POST', path: '/v1/auth/cli/email/start', signin: true },
  { method: 'POST', path: '/v1/auth/cli/email/verify', signin: true },
  { method: 'POST', path: '/v1/auth/cli/exchange', signin: true },
];

const fill = (path: string) => path.replace('@inbox', inboxId).replace('@message', messageId).replace('@address', encodeURIComponent(inboxAddress));

// ---------------------------------------------------------------------------------------

test('sanity: the fuzz harness reaches the handlers (a valid create answers 201, a valid read 200)', async () => {
  const created = checkAnswer(await send('POST', '/v1/inboxes', { 'content-type': 'application/json' }, Buffer.from(JSON.stringify({ label: 'x', lifecycle_mode: 'persistent' }))), 'valid create');
  assert.is(created.success, true);
  const read = checkAnswer(await send('GET', `/v1/messages/${messageId}?content_mode=otp`, {}), 'valid read');
  assert.is(read.success, true);
});

let bodyRuns = 0;
test('arbitrary bodies on every POST/PATCH/PUT/DELETE route: never 5xx, every 4xx in the envelope', async () => {
  await failures.of(fc.assert(
    fc.asyncProperty(fc.constantFrom(...BODY_ROUTES), bodyBytes, contentType, idempotencyKey, fc.boolean(), async (route, body, type, key, client) => {
      const headers: Record<string, string> = {};
      if (type !== undefined) headers['content-type'] = type;
      if (key !== null) headers['idempotency-key'] = key;
      if (route.signin && client) {
        headers['x-service-client'] = 'cli';
        headers['x-service-client-version'] = '0.1.0';
      }
      bodyRuns++;
      const a = await send(route.method, fill(route.path), headers, body);
      checkAnswer(a, `${route.method} ${route.path} [${type}] ${body ? `${body.length} bytes ${body.subarray(0, 120).toString('latin1')}` : 'no body'}`);
      if (!route.signin && route.method !== 'POST') assert.is(a.status, 404, 'a method the path does not serve is 404');
    }),
    fuzzParams('http bodies', 250, 6000),
  ));
});

let getRuns = 0;
test('arbitrary path segments and query strings on every GET route: never 5xx, every 4xx in the envelope', async () => {
  await failures.of(fc.assert(
    fc.asyncProperty(fc.constantFrom(...GET_ROUTES), segment, query, async (route, seg, q) => {
      const path = fill(route.replace(':id', seg)) + fill(q);
      getRuns++;
      const a = await send('GET', path, {});
      const body = checkAnswer(a, `GET ${path.slice(0, 300)}`);
      if (a.status === 200) assert.is(body.success, true);
    }),
    fuzzParams('http queries', 250, 6000),
  ));
});

test('arbitrary Authorization headers: 401 in the envelope, never 5xx', async () => {
  await failures.of(fc.assert(
    fc.asyncProperty(fc.oneof(
      fc.stringMatching(/^[\x20-\x7e]{0,80}$/).map((s) => s.trim()),
      fc.constantFrom('Bearer', 'Bearer ', 'bearer ik_live_x', 'Basic YTpi', 'Bearer ik_live_' + 'a'.repeat(5000), `Bearer ${'ik_live_'}`),
      fc.stringMatching(/^[A-Za-z0-9_]{0,60}$/).map((s) => `Bearer ${s}`),
    ), fc.constantFrom(...GET_ROUTES), async (authorization, route) => {
      const a = await send('GET', fill(route.replace(':id', '@inbox')), { authorization });
      checkAnswer(a, `GET ${route} with Authorization ${JSON.stringify(authorization.slice(0, 80))}`);
      assert.ok(a.status === 401 || a.status === 404 || a.status === 400, `refused: ${a.status}`);
    }),
    fuzzParams('http auth', 60, 1000),
  ));
});

test('afterwards: /health answers 200, nothing was logged as unexpected, normal requests still work', async () => {
  const fiveXx = () => [...statuses].filter(([s]) => s >= 500).reduce((n, [, c]) => n + c, 0);
  figure('fuzz-http: requests sent', requests, 'requests');
  figure('fuzz-http: body inputs (POST/PATCH/PUT/DELETE)', bodyRuns, 'inputs');
  figure('fuzz-http: path/query inputs (GET)', getRuns, 'inputs');
  figure('fuzz-http: 5xx answers', fiveXx(), '', '0');
  figure('fuzz-http: unexpected errors logged', unexpected.length, '', '0');
  figure('fuzz-http: properties failed', failures.value, '', '0');
  console.log(`fuzz-http statuses: ${JSON.stringify(Object.fromEntries([...statuses].sort(([x], [y]) => x - y)))}`);
  const health = checkAnswer(await send('GET', '/health', {}), 'GET /health');
  assert.is(health.success, true);
  assert.equal(unexpected, [], 'no unexpected error was logged');
  const list = checkAnswer(await send('GET', `/v1/inboxes/${inboxId}/messages?limit=1`, {}), 'list');
  assert.is(list.success, true);
  assert.is(fiveXx(), 0);
  // The fuzzing reached past validation: some requests succeeded, most were refused 400.
  assert.ok((statuses.get(200) ?? 0) + (statuses.get(201) ?? 0) > 10, 'some fuzzed requests were served');
  assert.ok((statuses.get(400) ?? 0) > 10, 'some fuzzed requests were refused 400');
});

test.run();
