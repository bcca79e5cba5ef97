// The per-IP abuse shield and the per-account request budgets, on a real server with an
// injected clock (no sleeping): thresholds, Retry-After, window resets, ordering against
// authentication, trustProxy; plus the window arithmetic and address grouping.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInboxService, type InboxService } from '@inboxkit/core';
import { testDatabase } from './fixtures/daemon.js';
import { createApi, clientKey, IpShield, RequestBudgets, type ApiOptions } from '../src/http/index.js';
import { windowsAt } from '../src/limits/windows.js';

// Saturday 2026-03-28 12:00:10 UTC.
let now = Date.UTC(2026, 2, 28, 12, 0, 10);
const clock = () => now;
const dirs: string[] = [];
const cleanups: Array<() => Promise<void>> = [];

interface Harness {
  service: InboxService;
  base: string;
}

async function start(extra: Partial<ApiOptions> = {}): Promise<Harness> {
  const dir = mkdtempSync(join(tmpdir(), 'ik-'));
  dirs.push(dir);
  const db = await testDatabase(dir);
  const service = await createInboxService({ database: db.database, maintenanceIntervalMs: 0, clock });
  const api = createApi({ service, baseUrl: 'https://ik.example/', ...extra });
  const server: Server = createServer(api.nodeListener);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  cleanups.push(async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await service.close();
    await db.release();
  });
  return { service, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

interface Reply {
  status: number;
  body: any;
  retryAfter: string | null;
}

async function call(h: Harness, path: string, secret?: string, headers: Record<string, string> = {}): Promise<Reply> {
  const res = await fetch(h.base + path, { headers: { ...headers, ...(secret ? { authorization: `Bearer ${secret}` } : {}) } });
  const body = JSON.parse(await res.text());
  assert.is(res.headers.get('x-request-id'), body.request_id);
  assert.is(res.headers.get('x-service-api-version'), '2026-03-28');
  assert.is(res.headers.get('cache-control'), 'no-store');
  const retryAfter = res.headers.get('retry-after');
  if (res.status === 429) {
    assert.match(retryAfter ?? '', /^[1-9]\d*$/, 'Retry-After: positive integer seconds');
    assert.is(body.error.code, 'rate_limited');
    assert.is(body.error.retry_after_seconds, Number(retryAfter));
  }
  return { status: res.status, body, retryAfter };
}

test.after(async () => {
  for (const c of cleanups.reverse()) await c();
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

test('IP shield: 429 with Retry-After past the threshold, before any key lookup; resets with the window', async () => {
  now = Date.UTC(2026, 2, 28, 12, 0, 10, 250);
  const h = await start({ ipShield: { max: 3, windowMs: 10_000 } });
  const account = await h.service.accounts.create({ name: 'Shielded' });
  const secret = (await h.service.apiKeys.create(account.id)).secret;
  assert.is((await call(h, '/v1/inboxes', secret)).status, 200);
  assert.is((await call(h, '/v1/inboxes', 'ik_live_bogusbogusbogusbogus')).status, 401);
  assert.is((await call(h, '/v1/nope')).status, 404, 'unknown /v1 paths count too');
  const blocked = await call(h, '/v1/inboxes', secret);
  assert.is(blocked.status, 429);
  assert.is(blocked.retryAfter, '10', 'until the end of the aligned 10 s window (ceil of 9.75 s)');
  assert.match(blocked.body.error.message, /address/);
  assert.is(blocked.body.next_action, undefined, 'waiting is the remedy, not the dashboard');
  const badKey = await call(h, '/v1/inboxes', 'ik_live_bogusbogusbogusbogus');
  assert.is(badKey.status, 429, 'the shield answers before the key is looked up');
  assert.is((await call(h, '/v1/inboxes')).status, 429, 'even without a key');
  assert.is((await call(h, '/health')).status, 200, '/health is not shielded');
  now += 4_000;
  assert.is((await call(h, '/v1/inboxes', secret)).retryAfter, '6');
  now += 6_000;
  assert.is((await call(h, '/v1/inboxes', secret)).status, 200, 'a new window');
});

test('IP shield with trustProxy: the last X-Forwarded-For entry is the client; without it the header is ignored', async () => {
  now = Date.UTC(2026, 2, 28, 13, 0, 0);
  const trusted = await start({ ipShield: { max: 2, windowMs: 60_000 }, trustProxy: true });
  const forwardedFor = (ip: string) => ({ 'x-forwarded-for': `203.0.113.99, ${ip}` });
  for (let i = 0; i < 2; i++) assert.is((await call(trusted, '/v1/nope', undefined, forwardedFor('198.51.100.1'))).status, 404);
  assert.is((await call(trusted, '/v1/nope', undefined, forwardedFor('198.51.100.1'))).status, 429);
  assert.is((await call(trusted, '/v1/nope', undefined, forwardedFor('198.51.100.2'))).status, 404, 'another client has its own count');
  assert.is((await call(trusted, '/v1/nope', undefined, { 'x-forwarded-for': '198.51.100.2, 198.51.100.1' })).status, 429,
    'the client-supplied (leftmost) entries do not matter');

  const direct = await start({ ipShield: { max: 2, windowMs: 60_000 } });
  for (let i = 0; i < 2; i++) assert.is((await call(direct, '/v1/nope', undefined, forwardedFor(`198.51.100.${10 + i}`))).status, 404);
  assert.is((await call(direct, '/v1/nope', undefined, forwardedFor('198.51.100.50'))).status, 429, 'socket address counts');
});

test('account budgets: minute, day, week and month windows from entitlements.api_requests, aligned to the clock', async () => {
  now = Date.UTC(2026, 2, 28, 12, 0, 15); // Saturday
  const h = await start({ ipShield: false });
  const small = await h.service.accounts.create({ name: 'Small', entitlements: { api_requests: { minute: 3, day: 5, week: 7, month: 9 } } });
  const big = await h.service.accounts.create({ name: 'Big' });
  const ks = (await h.service.apiKeys.create(small.id)).secret;
  const kb = (await h.service.apiKeys.create(big.id)).secret;

  for (let i = 0; i < 3; i++) assert.is((await call(h, '/v1/inboxes', ks)).status, 200);
  const minute = await call(h, '/v1/inboxes', ks);
  assert.is(minute.status, 429);
  assert.is(minute.retryAfter, '45', 'until the next whole minute');
  assert.match(minute.body.error.message, /per minute/);
  assert.is(minute.body.next_action, undefined);
  assert.is((await call(h, '/v1/inboxes', kb)).status, 200, 'budgets are per account');
  assert.is((await call(h, '/v1/inboxes', 'ik_live_bogusbogusbogusbogus')).status, 401, 'an unknown key never reaches a budget');

  now = Date.UTC(2026, 2, 28, 12, 1, 0);
  for (let i = 0; i < 2; i++) assert.is((await call(h, '/v1/inboxes', ks)).status, 200, 'the minute budget reset');
  const day = await call(h, '/v1/inboxes', ks);
  assert.is(day.status, 429);
  assert.match(day.body.error.message, /per day/);
  assert.is(Number(day.retryAfter), 11 * 3600 + 59 * 60, 'until midnight UTC');
  assert.equal(day.body.next_action, { type: 'open_dashboard', url: 'https://ik.example/dashboard' });

  now = Date.UTC(2026, 2, 29, 0, 0, 0); // Sunday
  for (let i = 0; i < 2; i++) assert.is((await call(h, '/v1/inboxes', ks)).status, 200, 'the day budget reset');
  const week = await call(h, '/v1/inboxes', ks);
  assert.match(week.body.error.message, /per week/);
  assert.is(Number(week.retryAfter), 24 * 3600, 'until Monday 00:00 UTC');

  now = Date.UTC(2026, 2, 30, 0, 0, 0); // Monday
  for (let i = 0; i < 2; i++) assert.is((await call(h, '/v1/inboxes', ks)).status, 200, 'the week budget reset');
  const month = await call(h, '/v1/inboxes', ks);
  assert.match(month.body.error.message, /per month/);
  assert.is(Number(month.retryAfter), 2 * 86_400, 'until April 1st');
  // A refused request is not counted: after the month rolls over the whole budget is there.
  now = Date.UTC(2026, 3, 1, 0, 0, 0);
  for (let i = 0; i < 3; i++) assert.is((await call(h, '/v1/inboxes', ks)).status, 200, 'the month budget reset');
});

test('budget exhaustion applies to every /v1 endpoint of the account; the shield and budget both stay bounded', async () => {
  now = Date.UTC(2026, 5, 1, 8, 0, 0);
  const h = await start({ ipShield: false });
  const account = await h.service.accounts.create({ name: 'Tiny', entitlements: { api_requests: { minute: 2, day: 100, week: 100, month: 100 } } });
  const secret = (await h.service.apiKeys.create(account.id)).secret;
  const inbox = await h.service.account(account.id).inboxes.create({ label: 't', lifecycle_mode: 'persistent' });
  assert.is((await call(h, `/v1/inboxes/${inbox.id}/messages`, secret)).status, 200);
  assert.is((await call(h, '/v1/messages?recipient_email=x@y.example', secret)).status, 200);
  for (const path of ['/v1/inboxes', `/v1/inboxes/${inbox.id}/messages`, '/v1/messages?recipient_email=x@y.example', '/v1/messages/msg_x']) {
    assert.is((await call(h, path, secret)).status, 429, path);
  }
  const res = await fetch(`${h.base}/v1/inboxes`, {
    method: 'POST', headers: { authorization: `Bearer ${secret}`, 'content-type': 'application/json' },
    body: JSON.stringify({ label: 'x', lifecycle_mode: 'persistent' }),
  });
  assert.is(res.status, 429);
  assert.match(res.headers.get('retry-after') ?? '', /^\d+$/);
});

test('unit: fixed windows align to UTC minute, day, Monday week and calendar month', async () => {
  const w = windowsAt(Date.UTC(2026, 1, 28, 23, 59, 30, 500)); // Saturday, last day of February
  assert.equal(w.starts, [Date.UTC(2026, 1, 28, 23, 59), Date.UTC(2026, 1, 28), Date.UTC(2026, 1, 23), Date.UTC(2026, 1, 1)]);
  assert.equal(w.ends, [Date.UTC(2026, 2, 1, 0, 0), Date.UTC(2026, 2, 1), Date.UTC(2026, 2, 2), Date.UTC(2026, 2, 1)]);
  const monday = windowsAt(Date.UTC(2026, 2, 2, 0, 0, 0));
  assert.is(monday.starts[2], Date.UTC(2026, 2, 2), 'a Monday starts its own week');
  const dec = windowsAt(Date.UTC(2026, 11, 31, 12));
  assert.is(dec.ends[3], Date.UTC(2027, 0, 1), 'December rolls into January');
});

test('unit: budgets and shield with a moving clock; LRU bounds', async () => {
  let t = Date.UTC(2026, 0, 1, 0, 0, 0);
  const budgets = new RequestBudgets({ clock: () => t, maxAccounts: 2 });
  const limits = { minute: 1, day: 10, week: 10, month: 10 };
  assert.is(budgets.take('a', limits), null);
  assert.equal(budgets.take('a', limits), { window: 'minute', limit: 1, retryAfterSeconds: 60 });
  t += 59_001;
  assert.is(budgets.take('a', limits)?.retryAfterSeconds, 1, 'never 0');
  t += 999;
  assert.is(budgets.take('a', limits), null);

  const shield = new IpShield({ clock: () => t, max: 1, windowMs: 1_000, maxTrackedIps: 2 });
  assert.is(shield.hit('10.0.0.1'), 0);
  assert.is(shield.hit('10.0.0.1'), 1);
  assert.is(shield.hit('::ffff:10.0.0.1'), 1, 'IPv4-mapped IPv6 is the same client');
  assert.is(shield.hit('2001:db8:1:2::1'), 0);
  assert.is(shield.hit('2001:db8:1:2:ffff::9'), 1, 'one /64 is one client');
  assert.is(shield.hit('2001:db8:1:3::1'), 0, 'another /64 is another client');
});

test('unit: clientKey normalises addresses', async () => {
  assert.is(clientKey('192.0.2.1'), '192.0.2.1');
  assert.is(clientKey('::ffff:192.0.2.1'), '192.0.2.1');
  assert.is(clientKey('2001:DB8::1'), '2001:db8:0:0::/64');
  assert.is(clientKey('2001:db8:0:0:1:2:3:4'), '2001:db8:0:0::/64');
  assert.is(clientKey('fe80::1%eth0'), 'fe80:0:0:0::/64');
  assert.is(clientKey('::1'), '0:0:0:0::/64');
});

test.run();
