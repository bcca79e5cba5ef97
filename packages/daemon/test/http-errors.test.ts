// HTTP API v1 failure paths on a real server and a real SQLite file: validation (400 naming
// the field), bodies, idempotency (replay, 409, concurrent duplicates), entitlement limits,
// a closed service, unexpected exceptions, and the authentication cache's revocation window.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInboxService, InboxkitError, type InboxService } from '@inboxkit/core';
import { testDatabase } from './fixtures/daemon.js';
import { createApi, idempotentCreate, type ApiOptions, type V1Route } from '../src/http/index.js';
import { notInTheDocument } from './fixtures/openapi-check.js';

let now = Date.UTC(2026, 2, 28, 9, 0, 0);
const clock = () => now;
const dirs: string[] = [];
const cleanups: Array<() => Promise<void>> = [];
const MAX_BODY = 4096;

interface Harness {
  service: InboxService;
  base: string;
  port: number;
  errors: unknown[];
}

async function start(extra: Partial<ApiOptions> = {}): Promise<Harness> {
  const dir = mkdtempSync(join(tmpdir(), 'ik-'));
  dirs.push(dir);
  const db = await testDatabase(dir);
  const service = await createInboxService({ database: db.database, maintenanceIntervalMs: 0, clock });
  const errors: unknown[] = [];
  const api = createApi({ service, clock, maxBodyBytes: MAX_BODY, authCacheTtlMs: 0, onError: (e) => errors.push(e), ...extra });
  const server: Server = createServer(api.nodeListener);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  cleanups.push(async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await service.close();
    await db.release();
  });
  return { service, base: `http://127.0.0.1:${port}`, port, errors };
}

interface Reply {
  status: number;
  body: any;
  headers: Headers;
}

async function call(h: Harness, method: string, path: string, init: { key?: string; body?: unknown; headers?: Record<string, string> } = {}): Promise<Reply> {
  const headers: Record<string, string> = { ...init.headers };
  if (init.key) headers.authorization = `Bearer ${init.key}`;
  let body: string | undefined;
  if (init.body !== undefined) {
    body = typeof init.body === 'string' ? init.body : JSON.stringify(init.body);
    if (!Object.keys(headers).some((k) => k.toLowerCase() === 'content-type')) headers['content-type'] = 'application/json';
  }
  const res = await fetch(h.base + path, { method, headers, body });
  const json = JSON.parse(await res.text());
  assert.is(res.headers.get('x-request-id'), json.request_id);
  assert.is(res.headers.get('x-service-api-version'), '2026-03-28');
  assert.is(res.headers.get('cache-control'), 'no-store');
  assert.is(res.headers.get('content-type'), 'application/json');
  assert.is(json.success, res.status < 400);
  if (res.status === 429 || res.status === 503) {
    assert.match(res.headers.get('retry-after') ?? '', /^\d+$/);
    assert.is(json.error.retry_after_seconds, Number(res.headers.get('retry-after')));
  }
  return { status: res.status, body: json, headers: res.headers };
}

/** Expects 400 invalid_request whose message names `field`. */
function expect400(r: Reply, field: string, what: string) {
  assert.is(r.status, 400, `${what}: status (got ${JSON.stringify(r.body)})`);
  assert.is(r.body.error.code, 'invalid_request', what);
  assert.ok(r.body.error.message.includes(field), `${what}: "${r.body.error.message}" names ${field}`);
}

/** Raw node:http POST so the body can be streamed in chunks without Content-Length. */
function rawPost(h: Harness, path: string, headers: Record<string, string>, chunks: Buffer[]): Promise<{ status: number; body: any }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port: h.port, path, method: 'POST', headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (d) => (text += d));
      res.on('end', () => resolve({ status: res.statusCode!, body: JSON.parse(text) }));
    });
    req.on('error', reject);
    (async () => {
      for (const c of chunks) {
        if (!req.write(c)) await new Promise((r) => req.once('drain', r));
      }
      req.end();
    })().catch(() => {});
  });
}

let h: Harness;
let k: string;
let accountId: string;
let inboxId: string;
let messageId: string;

test.before(async () => {
  h = await start();
  const account = await h.service.accounts.create({ name: 'Errors' });
  accountId = account.id;
  k = (await h.service.apiKeys.create(account.id)).secret;
  const inbox = await h.service.account(account.id).inboxes.create({ label: 'e', lifecycle_mode: 'persistent' });
  inboxId = inbox.id;
  const raw = `From: a@example.com\r\nTo: ${inbox.email_address}\r\nSubject: hi\r\nMessage-ID: <e1@example.com>\r\n\r\nhello\r\n`;
  messageId = (await h.service.ingest(raw, { mailFrom: 'a@example.com', rcptTo: [inbox.email_address] })).stored[0]!.messageId;
});

test.after(async () => {
  for (const c of cleanups.reverse()) await c();
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

test('400 names the field for every bound of the list endpoints', async () => {
  const lists = ['/v1/inboxes', `/v1/inboxes/${inboxId}/messages`, '/v1/messages?recipient_email=a@b.example'];
  for (const path of lists) {
    const sep = path.includes('?') ? '&' : '?';
    for (const bad of ['0', '101', '-1', '1.5', 'abc', '1e2']) expect400(await call(h, 'GET', `${path}${sep}limit=${bad}`, { key: k }), 'limit', `${path} limit=${bad}`);
    expect400(await call(h, 'GET', `${path}${sep}limit=1&limit=2`, { key: k }), 'limit', `${path} repeated limit`);
    for (const bad of ['garbage', '!!!', Buffer.from('msg:abc').toString('base64url'), Buffer.from('other:5').toString('base64url')]) {
      expect400(await call(h, 'GET', `${path}${sep}cursor=${encodeURIComponent(bad)}`, { key: k }), 'cursor', `${path} cursor=${bad}`);
    }
    for (const good of ['1', '100']) assert.is((await call(h, 'GET', `${path}${sep}limit=${good}`, { key: k })).status, 200, `${path} limit=${good}`);
  }
  // A cursor from one listing is refused by another.
  await h.service.account(accountId).inboxes.create({ label: 'second', lifecycle_mode: 'persistent' });
  const inboxCursor = (await call(h, 'GET', '/v1/inboxes?limit=1', { key: k })).body.page_info.next_cursor;
  assert.type(inboxCursor, 'string');
  expect400(await call(h, 'GET', `/v1/inboxes/${inboxId}/messages?cursor=${encodeURIComponent(inboxCursor)}`, { key: k }), 'cursor', 'inbox cursor on messages');
});

test('400 for recipient_email missing or invalid, and for unknown content_mode', async () => {
  expect400(await call(h, 'GET', '/v1/messages', { key: k }), 'recipient_email', 'missing recipient_email');
  for (const bad of ['', 'not-an-email', 'a@b', '@b.example']) {
    expect400(await call(h, 'GET', `/v1/messages?recipient_email=${encodeURIComponent(bad)}`, { key: k }), 'recipient_email', `recipient_email=${bad}`);
  }
  expect400(await call(h, 'GET', '/v1/messages?recipient_email=a@b.example&recipient_email=c@d.example', { key: k }), 'recipient_email', 'repeated');
  for (const bad of ['html', 'FULL', 'raw', 'text']) {
    expect400(await call(h, 'GET', `/v1/messages/${messageId}?content_mode=${bad}`, { key: k }), 'content_mode', `content_mode=${bad}`);
  }
});

test('POST /v1/inboxes: 400 names the field for label, lifecycle_mode, ttl_minutes, message_analysis and the body', async () => {
  const ok = { label: 'x', lifecycle_mode: 'temporary' };
  const cases: Array<[unknown, string]> = [
    [{ lifecycle_mode: 'temporary' }, 'label'],
    [{ ...ok, label: '' }, 'label'],
    [{ ...ok, label: 'x'.repeat(101) }, 'label'],
    [{ ...ok, label: 7 }, 'label'],
    [{ label: 'x' }, 'lifecycle_mode'],
    [{ ...ok, lifecycle_mode: 'forever' }, 'lifecycle_mode'],
    [{ ...ok, ttl_minutes: 9 }, 'ttl_minutes'],
    [{ ...ok, ttl_minutes: 61 }, 'ttl_minutes'],
    [{ ...ok, ttl_minutes: 15.5 }, 'ttl_minutes'],
    [{ ...ok, ttl_minutes: '15' }, 'ttl_minutes'],
    [{ ...ok, message_analysis: { mode: 'sometimes' } }, 'message_analysis.mode'],
    [{ ...ok, message_analysis: { mode: 'allowlist', recipients: ['nope'] } }, 'message_analysis.recipients'],
    [[ok], 'body'],
    ['"a string"', 'body'],
    ['null', 'body'],
  ];
  for (const [body, field] of cases) expect400(await call(h, 'POST', '/v1/inboxes', { key: k, body }), field, JSON.stringify(body));
  for (const [label, ttl] of [['x'.repeat(100), 10], ['y', 60]] as const) {
    assert.is((await call(h, 'POST', '/v1/inboxes', { key: k, body: { label, lifecycle_mode: 'temporary', ttl_minutes: ttl } })).status, 201);
  }
});

test('POST /v1/inboxes: malformed JSON, wrong content type and empty bodies are 400', async () => {
  for (const text of ['{', '{"label": "x",}', 'label=x', '\u00ff\u00fe']) {
    expect400(await call(h, 'POST', '/v1/inboxes', { key: k, body: text }), 'body', `malformed ${text}`);
  }
  const good = JSON.stringify({ label: 'x', lifecycle_mode: 'persistent' });
  for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'application/jsonx', 'application/json; charset=latin1']) {
    expect400(await call(h, 'POST', '/v1/inboxes', { key: k, body: good, headers: { 'content-type': type } }), 'Content-Type', type);
  }
  const noType = await fetch(`${h.base}/v1/inboxes`, { method: 'POST', headers: { authorization: `Bearer ${k}` }, body: new Blob([good]) });
  const noTypeBody = await noType.json();
  assert.is(noType.status, 400);
  assert.match(noTypeBody.error.message, /Content-Type/);
  assert.is((await call(h, 'POST', '/v1/inboxes', { key: k, body: good, headers: { 'content-type': 'Application/JSON; charset=UTF-8' } })).status, 201);
  const empty = await fetch(`${h.base}/v1/inboxes`, { method: 'POST', headers: { authorization: `Bearer ${k}`, 'content-type': 'application/json' } });
  assert.is(empty.status, 400);
  assert.match((await empty.json()).error.message, /body/);
  const invalidUtf8 = await rawPost(h, '/v1/inboxes', { authorization: `Bearer ${k}`, 'content-type': 'application/json' },
    [Buffer.from([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x3a, 0x31, 0x7d])]);
  assert.is(invalidUtf8.status, 400);
  assert.match(invalidUtf8.body.error.message, /body/);
});

test('oversize bodies are 400 whether declared by Content-Length or only seen while streaming', async () => {
  const big = JSON.stringify({ label: 'x', lifecycle_mode: 'persistent', pad: 'p'.repeat(MAX_BODY) });
  expect400(await call(h, 'POST', '/v1/inboxes', { key: k, body: big }), 'body', 'declared oversize');
  // Chunked upload without Content-Length: the server has to count.
  const chunked = await rawPost(h, '/v1/inboxes', { authorization: `Bearer ${k}`, 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
    Array.from({ length: 8 }, (_, i) => Buffer.from(i === 0 ? `{"pad":"${'q'.repeat(1000)}` : 'q'.repeat(1000))));
  assert.is(chunked.status, 400);
  assert.is(chunked.body.error.code, 'invalid_request');
  assert.match(chunked.body.error.message, /body/);
  assert.match(chunked.body.error.message, new RegExp(String(MAX_BODY)));
  // A body exactly at the limit is read.
  const base = JSON.stringify({ label: 'x', lifecycle_mode: 'persistent', pad: '' });
  const exact = JSON.stringify({ label: 'x', lifecycle_mode: 'persistent', pad: 'p'.repeat(MAX_BODY - base.length) });
  assert.is(Buffer.byteLength(exact), MAX_BODY);
  assert.is((await call(h, 'POST', '/v1/inboxes', { key: k, body: exact })).status, 201);
  // The connection still works afterwards.
  assert.is((await call(h, 'GET', '/health')).status, 200);
});

test('Idempotency-Key: replay, 409 on a different body, 400 past 255 characters', async () => {
  const body = { label: 'idem', lifecycle_mode: 'temporary', ttl_minutes: 20 };
  const first = await call(h, 'POST', '/v1/inboxes', { key: k, body, headers: { 'idempotency-key': 'key-1' } });
  assert.is(first.status, 201);
  assert.is(first.headers.get('idempotent-replayed'), null);
  const reordered = { ttl_minutes: 20, lifecycle_mode: 'temporary', label: 'idem' };
  now += 60_000;
  const replay = await call(h, 'POST', '/v1/inboxes', { key: k, body: reordered, headers: { 'idempotency-key': 'key-1' } });
  assert.is(replay.status, 201, 'the first status is replayed');
  assert.equal(replay.body.inbox, first.body.inbox, 'the first body is replayed');
  assert.is.not(replay.body.request_id, first.body.request_id, 'each response has its own request id');
  assert.is(replay.headers.get('idempotent-replayed'), 'true');

  const conflict = await call(h, 'POST', '/v1/inboxes', { key: k, body: { ...body, label: 'other' }, headers: { 'idempotency-key': 'key-1' } });
  assert.is(conflict.status, 409);
  assert.is(conflict.body.error.code, 'idempotency_conflict');
  assert.match(conflict.body.error.message, /Idempotency-Key/);

  // Keys are per account: another account may use the same key for its own request.
  const other = await h.service.accounts.create({ name: 'Other idem' });
  const ko = (await h.service.apiKeys.create(other.id)).secret;
  const otherFirst = await call(h, 'POST', '/v1/inboxes', { key: ko, body: { ...body, label: 'other' }, headers: { 'idempotency-key': 'key-1' } });
  assert.is(otherFirst.status, 201);
  assert.is.not(otherFirst.body.inbox.id, first.body.inbox.id);

  // Without a key, two identical requests create two inboxes.
  const a = await call(h, 'POST', '/v1/inboxes', { key: k, body });
  const b = await call(h, 'POST', '/v1/inboxes', { key: k, body });
  assert.is.not(a.body.inbox.id, b.body.inbox.id);

  expect400(await call(h, 'POST', '/v1/inboxes', { key: k, body, headers: { 'idempotency-key': 'k'.repeat(256) } }), 'Idempotency-Key', '256 chars');
  assert.is((await call(h, 'POST', '/v1/inboxes', { key: k, body, headers: { 'idempotency-key': 'k'.repeat(255) } })).status, 201);

  // Records older than the retention (24 h) no longer count.
  now += 24 * 60 * 60 * 1000 + 1;
  const fresh = await call(h, 'POST', '/v1/inboxes', { key: k, body: { ...body, label: 'after a day' }, headers: { 'idempotency-key': 'key-1' } });
  assert.is(fresh.status, 201);
  assert.is.not(fresh.body.inbox.id, first.body.inbox.id);
  const report = await h.service.runMaintenance();
  assert.ok(report.purgedIdempotencyRecords >= 1, 'core maintenance purges expired keys');
});

test('Idempotency-Key: concurrent identical requests create exactly one inbox', async () => {
  const account = await h.service.accounts.create({ name: 'Racer' });
  const kr = (await h.service.apiKeys.create(account.id)).secret;
  const body = { label: 'race', lifecycle_mode: 'persistent' };
  const replies = await Promise.all(Array.from({ length: 8 }, () =>
    call(h, 'POST', '/v1/inboxes', { key: kr, body, headers: { 'idempotency-key': 'race-key' } })));
  const ids = new Set(replies.map((r) => r.body.inbox?.id));
  assert.equal(replies.map((r) => r.status), Array(8).fill(201));
  assert.is(ids.size, 1);
  assert.is(replies.filter((r) => r.headers.get('idempotent-replayed') === 'true').length, 7);
  const listed = await call(h, 'GET', '/v1/inboxes', { key: kr });
  assert.is(listed.body.inboxes.length, 1);
});

test('a failed request does not burn its Idempotency-Key; the active-inbox limit is 403 with next_action', async () => {
  const account = await h.service.accounts.create({ name: 'Small plan', entitlements: { active_inboxes: 1 } });
  const ks = (await h.service.apiKeys.create(account.id)).secret;
  const bad = await call(h, 'POST', '/v1/inboxes', { key: ks, body: { label: '' , lifecycle_mode: 'persistent' }, headers: { 'idempotency-key': 'k1' } });
  assert.is(bad.status, 400);
  const first = await call(h, 'POST', '/v1/inboxes', { key: ks, body: { label: 'one', lifecycle_mode: 'persistent' }, headers: { 'idempotency-key': 'k1' } });
  assert.is(first.status, 201, 'the key was not recorded by the failed attempt');
  const full = await call(h, 'POST', '/v1/inboxes', { key: ks, body: { label: 'two', lifecycle_mode: 'persistent' }, headers: { 'idempotency-key': 'k2' } });
  assert.is(full.status, 403);
  assert.is(full.body.error.code, 'limit_exceeded');
  assert.match(full.body.error.message, /active inboxes/);
  assert.is(full.body.next_action.type, 'open_dashboard');
  assert.is(full.body.next_action.url, `${h.base}/dashboard`, 'without baseUrl the request origin is used');
  const replay = await call(h, 'POST', '/v1/inboxes', { key: ks, body: { label: 'one', lifecycle_mode: 'persistent' }, headers: { 'idempotency-key': 'k1' } });
  assert.is(replay.status, 201, 'a replay is not blocked by the limit the first request used up');
  assert.equal(replay.body.inbox, first.body.inbox);
});

test('the idempotency helper is reusable by another creating endpoint; keys are per operation', async () => {
  let made = 0;
  const things: V1Route = {
    method: 'POST', path: '/v1/things', statuses: [400, 401, 403, 404, 409, 429, 503], scopes: ['webhooks:write'],
    handle: (call, runtime) => idempotentCreate(call, runtime, 'POST /v1/things', null, async (body) => {
      if ((body as { fail?: boolean }).fail) throw new InboxkitError('not_found', 'no such inbox', { field: 'inbox_id' });
      return { thing: { n: ++made, body }, secret: `s${made}` };
    }),
  };
  const ht = await start({ routes: notInTheDocument([things]) });
  const account = await ht.service.accounts.create({ name: 'Things' });
  const kt = (await ht.service.apiKeys.create(account.id, { scopes: ['webhooks:write', 'inboxes:write'] })).secret;
  const headers = { 'idempotency-key': 'shared' };
  const first = await call(ht, 'POST', '/v1/things', { key: kt, body: { a: 1 }, headers });
  assert.is(first.status, 201);
  const again = await call(ht, 'POST', '/v1/things', { key: kt, body: { a: 1 }, headers });
  assert.equal(again.body, { ...first.body, request_id: again.body.request_id });
  assert.is(made, 1);
  assert.is((await call(ht, 'POST', '/v1/things', { key: kt, body: { a: 2 }, headers })).status, 409);
  const inbox = await call(ht, 'POST', '/v1/inboxes', { key: kt, body: { label: 'x', lifecycle_mode: 'persistent' }, headers });
  assert.is(inbox.status, 201, 'the same key on another operation is independent');
  const missing = await call(ht, 'POST', '/v1/things', { key: kt, body: { fail: true }, headers: { 'idempotency-key': 'k404' } });
  assert.is(missing.status, 404, '404 where the endpoint lists it');
  const denied = await call(ht, 'POST', '/v1/things', { key: (await ht.service.apiKeys.create(account.id, { scopes: ['messages:read'] })).secret, body: {} });
  assert.is(denied.status, 403);
});

test('unexpected exceptions are logged and answered with a listed status; the process survives', async () => {
  const boom: V1Route[] = [
    { method: 'GET', path: '/v1/boom', statuses: [400, 401, 403, 429], scopes: ['messages:read'], handle() { throw new TypeError('kaput'); } },
    { method: 'POST', path: '/v1/boom', statuses: [400, 401, 403, 409, 429, 503], scopes: ['messages:read'], async handle() { throw new RangeError('async kaput'); } },
    { method: 'GET', path: '/v1/gone', statuses: [400, 401, 403, 429], scopes: ['messages:read'], handle() { throw Object.assign(new Error('x'), { code: 'not_found' }); } },
  ];
  const hb = await start({ routes: notInTheDocument(boom) });
  const account = await hb.service.accounts.create({ name: 'Boom' });
  const kb = (await hb.service.apiKeys.create(account.id)).secret;
  const get = await call(hb, 'GET', '/v1/boom', { key: kb });
  assert.is(get.status, 429, '503 is not listed for this endpoint: 429 with Retry-After');
  assert.is(get.body.error.code, 'internal_error');
  assert.not.match(get.body.error.message, /kaput/, 'internals are not leaked');
  const post = await call(hb, 'POST', '/v1/boom', { key: kb, body: {} });
  assert.is(post.status, 503);
  assert.is(post.body.error.code, 'internal_error');
  assert.is(hb.errors.length, 2, 'both were logged');
  assert.instance(hb.errors[0], TypeError);
  assert.is((await call(hb, 'GET', '/v1/gone', { key: kb })).status, 429);
  assert.is((await call(hb, 'GET', '/health')).status, 200);
});

test('a closed service: 503 where listed, 429 + Retry-After elsewhere, /health 503', async () => {
  const hc = await start({ authCacheTtlMs: 60_000 });
  const account = await hc.service.accounts.create({ name: 'Closing' });
  const kc = (await hc.service.apiKeys.create(account.id)).secret;
  const cachedKey = (await hc.service.apiKeys.create(account.id)).secret;
  const inbox = (await call(hc, 'POST', '/v1/inboxes', { key: cachedKey, body: { label: 'c', lifecycle_mode: 'persistent' } })).body.inbox;
  await hc.service.close();
  // Through the authentication cache: core's own guard answers `closed`.
  const created = await call(hc, 'POST', '/v1/inboxes', { key: cachedKey, body: { label: 'c', lifecycle_mode: 'persistent' } });
  assert.is(created.status, 503);
  assert.is(created.body.error.code, 'service_unavailable');
  // Uncached: the key lookup itself hits the closed database.
  const uncached = await call(hc, 'POST', '/v1/inboxes', { key: kc, body: { label: 'c', lifecycle_mode: 'persistent' } });
  assert.is(uncached.status, 503);
  assert.is(uncached.body.error.code, 'service_unavailable');
  for (const path of ['/v1/inboxes', `/v1/inboxes/${inbox.id}/messages`, '/v1/messages?recipient_email=a@b.example', '/v1/messages/msg_x']) {
    for (const secret of [cachedKey, kc]) {
      const r = await call(hc, 'GET', path, { key: secret });
      assert.is(r.status, 429, path);
      assert.is(r.body.error.code, 'service_unavailable');
    }
  }
  const health = await call(hc, 'GET', '/health');
  assert.is(health.status, 503);
  assert.is(hc.errors.length, 0, 'a closed service is not an unexpected error');
});

test('the authentication cache: reused within its TTL while no key changed; a revocation is in force at once', async () => {
  const ha = await start({ authCacheTtlMs: 5_000 });
  const account = await ha.service.accounts.create({ name: 'Cache' });
  const issued = await ha.service.apiKeys.create(account.id);
  const other = await ha.service.apiKeys.create(account.id);
  // Count the key lookups the API makes (the cache's whole point is to skip them).
  const apiKeys = ha.service.apiKeys;
  const lookup = apiKeys.authenticate.bind(apiKeys);
  let lookups = 0;
  apiKeys.authenticate = (secret) => { lookups++; return lookup(secret); };
  assert.is((await call(ha, 'GET', '/v1/inboxes', { key: issued.secret })).status, 200);
  assert.is((await call(ha, 'GET', '/v1/inboxes', { key: issued.secret })).status, 200);
  assert.is(lookups, 1, 'the second request within the TTL is served from the cache');
  now += 5_001;
  assert.is((await call(ha, 'GET', '/v1/inboxes', { key: issued.secret })).status, 200);
  assert.is(lookups, 2, 'looked up again once the TTL has passed');
  // Revoking another key moves the key revision: cached entries are looked up again, and the
  // revoked key is refused on its very next request, well within the TTL.
  await ha.service.apiKeys.revoke(account.id, other.key.id);
  assert.is((await call(ha, 'GET', '/v1/inboxes', { key: issued.secret })).status, 200);
  assert.is(lookups, 3);
  await ha.service.apiKeys.revoke(account.id, issued.key.id);
  const r = await call(ha, 'GET', '/v1/inboxes', { key: issued.secret });
  assert.is(r.status, 401, 'at once');
  assert.match(r.body.error.message, /revoked/);
  // A key that expires is never served from the cache past its expiry.
  const expiring = await ha.service.apiKeys.create(account.id, { expiresAt: now + 1_000 });
  assert.is((await call(ha, 'GET', '/v1/inboxes', { key: expiring.secret })).status, 200);
  now += 1_000;
  assert.is((await call(ha, 'GET', '/v1/inboxes', { key: expiring.secret })).status, 401);
});

test.run();
