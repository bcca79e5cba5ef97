// HTTP API v1 end to end: a real node:http server on the real API, a core service on a real
// SQLite file, real mail ingested through core. Endpoints, field sets, pagination,
// isolation, scopes and authentication.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInboxService, type InboxService, type Scope } from '@inboxkit/core';
import { testDatabase } from './fixtures/daemon.js';
import { createApi } from '../src/http/index.js';

const T0 = Date.UTC(2026, 2, 28, 12, 0, 30);
let now = T0;
const clock = () => now;

let dir: string;
let db: { database: string; release(): Promise<void> };
let service: InboxService;
let server: Server;
let base: string;

const SPEC_STATUSES: Array<[string, RegExp, number[]]> = [
  ['GET', /^\/health$/, [200]],
  ['GET', /^\/v1\/inboxes$/, [200, 400, 401, 403, 429]],
  ['POST', /^\/v1\/inboxes$/, [201, 400, 401, 403, 409, 429, 503]],
  ['GET', /^\/v1\/inboxes\/[^/]+\/messages$/, [200, 400, 401, 403, 404, 429]],
  ['GET', /^\/v1\/messages$/, [200, 400, 401, 403, 429]],
  ['GET', /^\/v1\/messages\/[^/]+$/, [200, 400, 401, 403, 404, 429]],
];

interface Reply {
  status: number;
  body: any;
  headers: Headers;
}

/** Calls the server and checks what every response must carry: headers, envelope, listed statuses. */
async function call(method: string, path: string, init: { key?: string; body?: unknown; headers?: Record<string, string> } = {}): Promise<Reply> {
  const headers: Record<string, string> = { ...init.headers };
  if (init.key) headers.authorization = `Bearer ${init.key}`;
  let body: string | undefined;
  if (init.body !== undefined) {
    body = typeof init.body === 'string' ? init.body : JSON.stringify(init.body);
    headers['content-type'] ??= 'application/json';
  }
  const res = await fetch(base + path, { method, headers, body });
  const text = await res.text();
  const json = JSON.parse(text);
  assert.is(res.headers.get('content-type'), 'application/json', `${method} ${path}: content-type`);
  assert.is(res.headers.get('x-service-api-version'), '2026-03-28', `${method} ${path}: api version`);
  assert.is(res.headers.get('cache-control'), 'no-store', `${method} ${path}: cache-control`);
  assert.type(json.request_id, 'string');
  assert.ok(json.request_id.length > 0);
  assert.is(res.headers.get('x-request-id'), json.request_id, `${method} ${path}: X-Request-Id equals request_id`);
  const pathname = path.split('?')[0]!;
  const listed = SPEC_STATUSES.find(([m, re]) => m === method && re.test(pathname));
  if (listed) assert.ok(listed[2].includes(res.status), `${method} ${path}: status ${res.status} is not listed by the spec`);
  if (res.status < 400) {
    assert.is(json.success, true);
  } else {
    assert.is(json.success, false);
    assert.type(json.error?.code, 'string');
    assert.type(json.error?.message, 'string');
    for (const k of Object.keys(json)) assert.ok(['success', 'request_id', 'error', 'next_action'].includes(k), `unexpected key ${k}`);
    for (const k of Object.keys(json.error)) assert.ok(['code', 'message', 'retry_after_seconds'].includes(k), `unexpected error key ${k}`);
    if (json.next_action !== undefined) {
      assert.equal(Object.keys(json.next_action).sort(), ['type', 'url']);
      assert.is(json.next_action.type, 'open_dashboard');
      assert.ok(new URL(json.next_action.url));
    }
    if (res.status === 429) {
      const retry = res.headers.get('retry-after');
      assert.ok(retry && /^\d+$/.test(retry), 'Retry-After is integer seconds');
      assert.is(json.error.retry_after_seconds, Number(retry));
    }
  }
  return { status: res.status, body: json, headers: res.headers };
}

async function key(accountId: string, scopes?: Scope[], extra: { expiresAt?: number } = {}): Promise<string> {
  return (await service.apiKeys.create(accountId, { scopes, expiresAt: extra.expiresAt })).secret;
}

let msgCounter = 0;
async function deliver(to: string, subject: string, text: string, html?: string): Promise<string> {
  const id = `<m${++msgCounter}@sender.example>`;
  const head = `From: Sender <sender@example.com>\r\nTo: ${to}\r\nSubject: ${subject}\r\nMessage-ID: ${id}\r\nDate: Sat, 28 Mar 2026 12:00:00 +0000\r\nMIME-Version: 1.0\r\n`;
  const raw = html === undefined
    ? `${head}Content-Type: text/plain; charset=utf-8\r\n\r\n${text}\r\n`
    : `${head}Content-Type: multipart/alternative; boundary=b1\r\n\r\n--b1\r\nContent-Type: text/plain; charset=utf-8\r\n\r\n${text}\r\n--b1\r\nContent-Type: text/html; charset=utf-8\r\n\r\n${html}\r\n--b1--\r\n`;
  const result = await service.ingest(raw, { mailFrom: 'sender@example.com', rcptTo: [to] });
  assert.is(result.stored.length, 1, `stored mail to ${to}`);
  return result.stored[0]!.messageId;
}

const SUMMARY_KEYS = ['id', 'inbox_id', 'inbox_email_address', 'inbox_label', 'from_email', 'to_email', 'subject',
  'preview_text', 'received_at', 'has_text_body', 'has_html_body', 'read', 'tags'];
const ANALYSIS_KEYS = ['eligible', 'status', 'requested_at', 'completed_at', 'detected_otp', 'sender_name', 'category',
  'extracted_id', 'amount_mentioned', 'is_urgent', 'action_required', 'summary'];
const INBOX_KEYS = ['id', 'label', 'email_address', 'lifecycle_mode', 'ttl_minutes', 'expires_at',
  'last_message_received_at', 'status', 'created_at', 'message_analysis'];
const sorted = (keys: string[]) => [...keys].sort();

test.before(async () => {
  dir = mkdtempSync(join(tmpdir(), 'ik-'));
  db = await testDatabase(dir);
  service = await createInboxService({ database: db.database, maintenanceIntervalMs: 0, clock });
  const api = createApi({ service, baseUrl: 'https://inboxkit.example', authCacheTtlMs: 0, onError: () => {} });
  server = createServer(api.nodeListener);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

test.after(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await service.close();
  await db.release();
  rmSync(dir, { recursive: true, force: true });
});

test('GET /health answers 200 without a key, with every header', async () => {
  const r = await call('GET', '/health');
  assert.is(r.status, 200);
  assert.is(r.body.success, true);
  assert.is(r.body.status, 'ok');
  const again = await call('GET', '/health');
  assert.is.not(again.body.request_id, r.body.request_id, 'a fresh request id per request');
});

test('api.fetch serves standard Request objects without a socket', async () => {
  const api = createApi({ service, baseUrl: 'https://inboxkit.example', ipShield: { max: 1, windowMs: 60_000 } });
  const account = await service.accounts.create({ name: 'In process' });
  const secret = await key(account.id);
  const created = await api.fetch(new Request('http://in.process/v1/inboxes', {
    method: 'POST',
    headers: { authorization: `Bearer ${secret}`, 'content-type': 'application/json' },
    body: JSON.stringify({ label: 'fetch', lifecycle_mode: 'persistent' }),
  }), { remoteAddress: '192.0.2.10' });
  assert.is(created.status, 201);
  const body = JSON.parse(await created.text());
  assert.is(body.inbox.label, 'fetch');
  assert.is(created.headers.get('x-request-id'), body.request_id);
  assert.is(created.headers.get('cache-control'), 'no-store');
  const shielded = await api.fetch(new Request('http://in.process/v1/inboxes', { headers: { authorization: `Bearer ${secret}` } }),
    { remoteAddress: '192.0.2.10' });
  assert.is(shielded.status, 429, 'the context remoteAddress is the shield key');
  const other = await api.fetch(new Request('http://in.process/v1/inboxes', { headers: { authorization: `Bearer ${secret}` } }),
    { remoteAddress: '192.0.2.11' });
  assert.is(other.status, 200);
});

test('request ids sent by clients are not honoured', async () => {
  const r = await call('GET', '/health', { headers: { 'x-request-id': 'client-chosen' } });
  assert.is.not(r.body.request_id, 'client-chosen');
});

test('unknown paths and wrong methods answer 404 error envelopes', async () => {
  const account = await service.accounts.create({ name: 'Paths' });
  const k = await key(account.id);
  for (const [method, path] of [['GET', '/'], ['GET', '/nope'], ['GET', '/v1'], ['GET', '/v1/nope'], ['DELETE', '/v1/inboxes'],
    ['PUT', '/v1/messages/msg_x'], ['POST', '/v1/messages'], ['POST', '/health']] as const) {
    const r = await call(method, path, { key: k });
    assert.is(r.status, 404, `${method} ${path}`);
    assert.is(r.body.error.code, 'not_found');
  }
});

test('POST /v1/inboxes creates an inbox (201) and GET /v1/inboxes lists it with wildcard_address', async () => {
  const account = await service.accounts.create({ name: 'Creator' });
  const k = await key(account.id, ['inboxes:write']);
  const created = await call('POST', '/v1/inboxes', { key: k, body: { label: 'signup flow', lifecycle_mode: 'temporary', ttl_minutes: 15 } });
  assert.is(created.status, 201);
  assert.equal(Object.keys(created.body).sort(), ['inbox', 'request_id', 'success']);
  const inbox = created.body.inbox;
  assert.equal(sorted(Object.keys(inbox)), sorted(INBOX_KEYS));
  assert.is(inbox.label, 'signup flow');
  assert.is(inbox.lifecycle_mode, 'temporary');
  assert.is(inbox.ttl_minutes, 15);
  assert.is(inbox.expires_at, new Date(now + 15 * 60_000).toISOString());
  assert.is(inbox.status, 'active');
  assert.equal(inbox.message_analysis, { mode: 'all', recipients: [] });

  const persistent = await call('POST', '/v1/inboxes', {
    key: k, body: { label: 'keep', lifecycle_mode: 'persistent', message_analysis: { mode: 'allowlist', recipients: ['A@x.example'] } },
  });
  assert.is(persistent.status, 201);
  assert.is(persistent.body.inbox.ttl_minutes, null);
  assert.equal(persistent.body.inbox.message_analysis, { mode: 'allowlist', recipients: ['a@x.example'] });

  const list = await call('GET', '/v1/inboxes', { key: k });
  assert.is(list.status, 200);
  assert.equal(Object.keys(list.body).sort(), ['inboxes', 'page_info', 'request_id', 'success', 'wildcard_address']);
  assert.is(list.body.wildcard_address, null);
  assert.equal(list.body.inboxes.map((i: any) => i.id), [persistent.body.inbox.id, inbox.id], 'reverse creation order');
  assert.equal(list.body.page_info, { has_more: false, next_cursor: null });

  const wildcard = await service.accounts.claimWildcardNamespace(account.id, 'creator-ns');
  const withWildcard = await call('GET', '/v1/inboxes', { key: k });
  assert.equal(withWildcard.body.wildcard_address, wildcard);
  assert.match(withWildcard.body.wildcard_address.email_address, /^\*@creator-ns\./);
});

test('GET /v1/inboxes pages with limit and cursor', async () => {
  const account = await service.accounts.create({ name: 'Pager' });
  const k = await key(account.id, ['inboxes:write']);
  const ids: string[] = [];
  for (let i = 0; i < 5; i++) {
    ids.unshift((await call('POST', '/v1/inboxes', { key: k, body: { label: `i${i}`, lifecycle_mode: 'persistent' } })).body.inbox.id);
  }
  const seen: string[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const r: Reply = await call('GET', `/v1/inboxes?limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`, { key: k });
    assert.is(r.status, 200);
    assert.ok(r.body.inboxes.length <= 2);
    seen.push(...r.body.inboxes.map((i: any) => i.id));
    cursor = r.body.page_info.next_cursor;
    assert.is(r.body.page_info.has_more, cursor !== null);
    pages++;
  } while (cursor);
  assert.equal(seen, ids);
  assert.is(pages, 3);
});

test('messages: inbox feed, recipient search and the four content_modes with exact field sets', async () => {
  const account = await service.accounts.create({ name: 'Reader' });
  const k = await key(account.id, ['inboxes:write', 'messages:read']);
  const inbox = (await call('POST', '/v1/inboxes', { key: k, body: { label: 'otp', lifecycle_mode: 'persistent' } })).body.inbox;
  const messageId = await deliver(inbox.email_address, 'Your login code',
    'Your verification code is 493817.\nOr open https://app.example.com/verify?token=abc123 to confirm.',
    '<p>Your verification code is <b>493817</b>. <a href="https://app.example.com/verify?token=abc123">Confirm</a></p>');

  const feed = await call('GET', `/v1/inboxes/${inbox.id}/messages`, { key: k });
  assert.is(feed.status, 200);
  assert.equal(Object.keys(feed.body).sort(), ['messages', 'page_info', 'request_id', 'success']);
  assert.is(feed.body.messages.length, 1);
  const summary = feed.body.messages[0];
  assert.equal(sorted(Object.keys(summary)), sorted(SUMMARY_KEYS));
  assert.is(summary.id, messageId);
  assert.is(summary.inbox_id, inbox.id);
  assert.is(summary.inbox_email_address, inbox.email_address);
  assert.is(summary.inbox_label, 'otp');
  assert.is(summary.subject, 'Your login code');
  assert.is(summary.has_text_body, true);
  assert.is(summary.has_html_body, true);

  const search = await call('GET', `/v1/messages?recipient_email=${encodeURIComponent(inbox.email_address.toUpperCase())}`, { key: k });
  assert.is(search.status, 200);
  assert.equal(Object.keys(search.body).sort(), ['messages', 'page_info', 'request_id', 'success']);
  assert.equal(search.body.messages, feed.body.messages, 'recipient match is case-insensitive');
  const none = await call('GET', '/v1/messages?recipient_email=nobody@inboxkit.test', { key: k });
  assert.equal(none.body.messages, []);
  assert.equal(none.body.page_info, { has_more: false, next_cursor: null });

  const variants: Record<string, string[]> = {
    full: [...SUMMARY_KEYS, 'text_body', 'html_body', 'otp', 'otp_candidates', 'links', 'intent', 'analysis', 'attachments', 'safety', 'headers', 'cc', 'bcc'],
    otp: [...SUMMARY_KEYS, 'otp', 'analysis'],
    links: [...SUMMARY_KEYS, 'links', 'analysis'],
    text_only: [...SUMMARY_KEYS, 'text_body', 'analysis'],
  };
  const omitted = await call('GET', `/v1/messages/${messageId}`, { key: k });
  assert.is(omitted.status, 200);
  assert.equal(Object.keys(omitted.body).sort(), ['message', 'request_id', 'success']);
  assert.equal(sorted(Object.keys(omitted.body.message)), sorted(variants.full!), 'content_mode omitted = full');
  for (const [mode, keys] of Object.entries(variants)) {
    const r = await call('GET', `/v1/messages/${messageId}?content_mode=${mode}`, { key: k });
    assert.is(r.status, 200, mode);
    const m = r.body.message;
    assert.equal(sorted(Object.keys(m)), sorted(keys), `${mode} field set`);
    assert.equal(sorted(Object.keys(m.analysis)), sorted(ANALYSIS_KEYS), `${mode} analysis fields`);
    assert.ok(['none', 'queued', 'complete', 'failed', 'skipped_quota'].includes(m.analysis.status));
    for (const s of SUMMARY_KEYS) assert.equal(m[s], summary[s], `${mode}.${s} matches the summary`);
    if ('otp' in m) assert.ok(m.otp === null || typeof m.otp === 'string');
    if ('links' in m) {
      assert.ok(Array.isArray(m.links));
      for (const l of m.links) {
        assert.equal(Object.keys(l).sort(), ['type', 'url']);
        assert.ok(['verification', 'magic_link', 'password_reset', 'unsubscribe', 'other'].includes(l.type));
      }
    }
    if ('text_body' in m) assert.match(m.text_body, /493817/);
  }
  assert.match(omitted.body.message.html_body, /<b>493817<\/b>/);
  assert.is(omitted.body.message.otp, '493817');
  assert.ok(omitted.body.message.links.some((l: any) => l.url === 'https://app.example.com/verify?token=abc123'));
});

test('cursor pagination stays consistent while new messages arrive', async () => {
  const account = await service.accounts.create({ name: 'Stream' });
  const k = await key(account.id);
  const inbox = (await call('POST', '/v1/inboxes', { key: k, body: { label: 'stream', lifecycle_mode: 'persistent' } })).body.inbox;
  const before: string[] = [];
  for (let i = 0; i < 5; i++) {
    now += 1000;
    before.unshift(await deliver(inbox.email_address, `m${i}`, `body ${i}`));
  }
  for (const path of [`/v1/inboxes/${inbox.id}/messages`, `/v1/messages?recipient_email=${encodeURIComponent(inbox.email_address)}`]) {
    const seen: string[] = [];
    const arrived: string[] = [];
    let cursor: string | null = null;
    do {
      const sep = path.includes('?') ? '&' : '?';
      const r: Reply = await call('GET', `${path}${sep}limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`, { key: k });
      assert.is(r.status, 200);
      seen.push(...r.body.messages.map((m: any) => m.id));
      cursor = r.body.page_info.next_cursor;
      assert.is(r.body.page_info.has_more, cursor !== null);
      now += 1000;
      arrived.push(await deliver(inbox.email_address, 'late', 'arrived mid-pagination'));
    } while (cursor);
    assert.equal(seen, before, 'exactly the messages present when paging began, newest first, none twice or skipped');
    for (const id of arrived) assert.not.ok(seen.includes(id), 'messages newer than the first page do not shift later pages');
    before.unshift(...arrived.reverse());
  }
  const first = await call('GET', `/v1/inboxes/${inbox.id}/messages?limit=1`, { key: k });
  assert.is(first.body.messages[0].id, before[0], 'a fresh first page shows the newest message');
});

test('another account\'s ids answer 404; search and listings never leak across accounts', async () => {
  const a = await service.accounts.create({ name: 'Alpha' });
  const b = await service.accounts.create({ name: 'Beta' });
  const ka = await key(a.id);
  const kb = await key(b.id);
  const inbox = (await call('POST', '/v1/inboxes', { key: ka, body: { label: 'alpha', lifecycle_mode: 'persistent' } })).body.inbox;
  const messageId = await deliver(inbox.email_address, 'private', 'for alpha only');

  const feed = await call('GET', `/v1/inboxes/${inbox.id}/messages`, { key: kb });
  assert.is(feed.status, 404);
  assert.is(feed.body.error.code, 'not_found');
  assert.match(feed.body.error.message, /inbox_id/);
  for (const mode of ['', '?content_mode=otp', '?content_mode=links', '?content_mode=text_only']) {
    const detail = await call('GET', `/v1/messages/${messageId}${mode}`, { key: kb });
    assert.is(detail.status, 404);
    assert.is(detail.body.error.code, 'not_found');
  }
  const search = await call('GET', `/v1/messages?recipient_email=${encodeURIComponent(inbox.email_address)}`, { key: kb });
  assert.is(search.status, 200);
  assert.equal(search.body.messages, []);
  const list = await call('GET', '/v1/inboxes', { key: kb });
  assert.not.ok(list.body.inboxes.some((i: any) => i.id === inbox.id));
  assert.is((await call('GET', `/v1/messages/${messageId}`, { key: ka })).status, 200);
  assert.is((await call('GET', '/v1/inboxes/inb_doesnotexist/messages', { key: ka })).status, 404);
  assert.is((await call('GET', '/v1/messages/msg_doesnotexist', { key: ka })).status, 404);
});

test('scopes: 403 forbidden with next_action when the key lacks the endpoint\'s scope', async () => {
  const account = await service.accounts.create({ name: 'Scoped' });
  const writer = await key(account.id, ['inboxes:write']);
  const reader = await key(account.id, ['messages:read']);
  const hooks = await key(account.id, ['webhooks:write']);
  const inbox = (await call('POST', '/v1/inboxes', { key: writer, body: { label: 's', lifecycle_mode: 'persistent' } })).body.inbox;
  const messageId = await deliver(inbox.email_address, 'scoped', 'hello');

  const denied: Array<[string, string, string, unknown?]> = [
    ['POST', '/v1/inboxes', reader, { label: 'x', lifecycle_mode: 'persistent' }],
    ['POST', '/v1/inboxes', hooks, { label: 'x', lifecycle_mode: 'persistent' }],
    ['GET', '/v1/inboxes', hooks],
    ['GET', `/v1/inboxes/${inbox.id}/messages`, writer],
    ['GET', `/v1/messages?recipient_email=${encodeURIComponent(inbox.email_address)}`, writer],
    ['GET', `/v1/messages/${messageId}`, writer],
    ['GET', `/v1/messages/${messageId}`, hooks],
  ];
  for (const [method, path, k, body] of denied) {
    const r = await call(method, path, { key: k, body });
    assert.is(r.status, 403, `${method} ${path}`);
    assert.is(r.body.error.code, 'forbidden');
    assert.equal(r.body.next_action, { type: 'open_dashboard', url: 'https://inboxkit.example/dashboard' });
  }
  const allowed: Array<[string, string, string]> = [
    ['GET', '/v1/inboxes', writer],
    ['GET', '/v1/inboxes', reader],
    ['GET', `/v1/inboxes/${inbox.id}/messages`, reader],
    ['GET', `/v1/messages?recipient_email=${encodeURIComponent(inbox.email_address)}`, reader],
    ['GET', `/v1/messages/${messageId}`, reader],
  ];
  for (const [method, path, k] of allowed) assert.is((await call(method, path, { key: k })).status, 200, `${method} ${path}`);
});

test('401 for missing, malformed, unknown, revoked and expired keys on every /v1 endpoint', async () => {
  const account = await service.accounts.create({ name: 'Auth' });
  const good = await service.apiKeys.create(account.id);
  const inbox = (await call('POST', '/v1/inboxes', { key: good.secret, body: { label: 'a', lifecycle_mode: 'persistent' } })).body.inbox;
  const revoked = await service.apiKeys.create(account.id);
  await service.apiKeys.revoke(account.id, revoked.key.id);
  const expiring = await key(account.id, undefined, { expiresAt: now + 60_000 });
  assert.is((await call('GET', '/v1/inboxes', { key: expiring })).status, 200);
  now += 61_000;

  const endpoints: Array<[string, string, unknown?]> = [
    ['GET', '/v1/inboxes'],
    ['POST', '/v1/inboxes', { label: 'x', lifecycle_mode: 'persistent' }],
    ['GET', `/v1/inboxes/${inbox.id}/messages`],
    ['GET', '/v1/messages?recipient_email=a@b.example'],
    ['GET', '/v1/messages/msg_whatever'],
  ];
  const authHeaders: Array<[string, Record<string, string>]> = [
    ['missing', {}],
    ['empty', { authorization: '' }],
    ['basic scheme', { authorization: `Basic ${Buffer.from('u:p').toString('base64')}` }],
    ['bearer without key', { authorization: 'Bearer ' }],
    ['two tokens', { authorization: `Bearer ${good.secret} extra` }],
    ['unknown key', { authorization: 'Bearer ik_live_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' }],
    ['not our format', { authorization: 'Bearer hello' }],
    ['wrong secret for a real prefix', { authorization: `Bearer ${good.secret.slice(0, -4)}zzzz` }],
    ['revoked', { authorization: `Bearer ${revoked.secret}` }],
    ['expired', { authorization: `Bearer ${expiring}` }],
  ];
  for (const [method, path, body] of endpoints) {
    for (const [why, headers] of authHeaders) {
      const r = await call(method, path, { headers, body });
      assert.is(r.status, 401, `${method} ${path} with ${why}`);
      assert.is(r.body.error.code, 'unauthorized');
      assert.is(r.headers.get('www-authenticate'), 'Bearer');
    }
  }
  const lower = await call('GET', '/v1/inboxes', { headers: { authorization: `bearer ${good.secret}` } });
  assert.is(lower.status, 200, 'the scheme name is case-insensitive');
});

test.run();
