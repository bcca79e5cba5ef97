// The per-IP abuse shield and the per-account request budgets, on a real server with an
// injected clock (no sleeping): thresholds, Retry-After, window resets, ordering against
// authentication, trustProxy; budgets shared through the database (two APIs over two services
// on one PostgreSQL database; a restart); plus the window arithmetic and address grouping.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInboxService, type InboxService } from '@inboxkit/core';
import { TEST_ENGINE, peekAll as peekService, testDatabase } from './fixtures/daemon.js';
import { until } from '../../../test-support/wait.js';
import { createApi, clientKey, IpShield, RequestBudgets, type Api, type ApiOptions } from '../src/http/index.js';
import { windowsAt } from '../src/limits/windows.js';

// Saturday 2026-03-28 12:00:10 UTC.
let now = Date.UTC(2026, 2, 28, 12, 0, 10);
const clock = () => now;
const dirs: string[] = [];
const cleanups: Array<() => Promise<void>> = [];

interface Harness {
  service: InboxService;
  api: Api;
  base: string;
  /** Closes the server, flushes the API's counts and closes the service (the database stays). */
  stop(): Promise<void>;
}

async function newDatabase(): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'ik-'));
  dirs.push(dir);
  const db = await testDatabase(dir);
  cleanups.push(() => db.release());
  return db.database;
}

/** An API on a service over `database` (a new one by default), on a loopback server. */
async function start(extra: Partial<ApiOptions> = {}, database?: string, budgets?: (service: InboxService) => RequestBudgets): Promise<Harness> {
  const service = await createInboxService({ database: database ?? await newDatabase(), maintenanceIntervalMs: 0, clock });
  const api = createApi({ service, baseUrl: 'https://ik.example/', ...extra, ...(budgets ? { budgets: budgets(service) } : {}) });
  const server: Server = createServer(api.nodeListener);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  let stopped: Promise<void> | null = null;
  const stop = () => stopped ??= (async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await api.flush();
    await service.close();
  })();
  cleanups.push(stop);
  return { service, api, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, stop };
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

const peekAll = <T>(database: string, sql: string, ...params: unknown[]) => peekService<T>({ options: { database } }, sql, ...params);
const LONG = 3_600_000; // a sync interval no test outlives: these tests sync explicitly

/** Budgets on `service`'s shared counts that sync only when told (ready() reads an account once). */
const driven = (service: InboxService) => new RequestBudgets({ clock, shared: service.requestCounts, syncIntervalMs: LONG });

// Services share a PostgreSQL database; SQLite is one process per file (two services on one
// file in one thread would block each other's synchronous BEGIN): this one runs on PostgreSQL.
if (TEST_ENGINE === 'postgres') test('budgets across daemons: two APIs over two services on one database refuse once the account spent its budget in total', async () => {
  now = Date.UTC(2026, 6, 1, 9, 0, 5);
  const database = await newDatabase();
  let budgetsA!: RequestBudgets;
  let budgetsB!: RequestBudgets;
  const a = await start({ ipShield: false }, database, (service) => (budgetsA = driven(service)));
  const b = await start({ ipShield: false }, database, (service) => (budgetsB = driven(service)));
  const account = await a.service.accounts.create({ name: 'Shared', entitlements: { api_requests: { minute: 5, day: 100, week: 100, month: 100 } } });
  const secret = (await a.service.apiKeys.create(account.id)).secret;

  for (let i = 0; i < 3; i++) assert.is((await call(a, '/v1/inboxes', secret)).status, 200, 'A: 3 of 5');
  await budgetsA.sync();
  const shared = await peekAll<{ metric: string; count: number }>(database,
    'SELECT metric, count FROM usage_counters WHERE account_id = ? ORDER BY metric', account.id);
  assert.equal(shared.map((r) => [r.metric, Number(r.count)]),
    [['api_requests:day', 3], ['api_requests:minute', 3], ['api_requests:month', 3], ['api_requests:week', 3]]);

  const seen = await call(b, '/v1/account', secret);
  assert.is(seen.status, 200, 'B: the 4th');
  assert.is(seen.body.api_requests.minute.used, 4, 'B reports every daemon\'s count: A\'s 3 and its own');
  assert.is(seen.body.api_requests.day.used, 4);
  assert.is((await call(b, '/v1/inboxes', secret)).status, 200, 'B: the 5th');
  const refused = await call(b, '/v1/inboxes', secret);
  assert.is(refused.status, 429, 'B refuses the 6th, though it admitted only 2 itself');
  assert.match(refused.body.error.message, /5 per minute/);
  assert.is(refused.retryAfter, '55');

  await budgetsB.sync();
  await budgetsA.refresh(account.id); // what A's timer does every interval
  assert.is((await call(a, '/v1/inboxes', secret)).status, 429, 'A refuses too once it read the total');
  assert.is(budgetsA.usage(account.id, null).minute.used, 5, 'refused requests are not counted');

  now = Date.UTC(2026, 6, 1, 9, 1, 0);
  assert.is((await call(a, '/v1/inboxes', secret)).status, 200, 'the next minute: the budget is back');
  assert.is((await call(b, '/v1/account', secret)).body.api_requests.day.used, 6, 'the day keeps counting over both');
});

test('budgets across daemons: each daemon shares its counts on its own every interval', async () => {
  now = Date.UTC(2026, 6, 2, 9, 0, 5);
  const h = await start({ ipShield: false, budgetSyncIntervalMs: 5 });
  const account = await h.service.accounts.create({ name: 'Timed', entitlements: { api_requests: { minute: 50, day: 100, week: 100, month: 100 } } });
  const secret = (await h.service.apiKeys.create(account.id)).secret;
  for (let i = 0; i < 3; i++) assert.is((await call(h, '/v1/inboxes', secret)).status, 200);
  const minute = async () => Number((await peekAll<{ count: number }>(h.service.options.database,
    'SELECT count FROM usage_counters WHERE account_id = ? AND metric = ?', account.id, 'api_requests:minute'))[0]?.count ?? 0);
  // Nothing here syncs: only the API's timer can write the count.
  await until(async () => (await minute()) === 3, { timeoutMs: 5_000, what: 'the timer shared the 3 requests' });
  assert.is(await minute(), 3);
});

test('budgets survive a restart: the counts are in the database, and ended windows are purged by maintenance', async () => {
  now = Date.UTC(2026, 6, 3, 9, 0, 5);
  const database = await newDatabase();
  const first = await start({ ipShield: false, budgetSyncIntervalMs: LONG }, database);
  const account = await first.service.accounts.create({ name: 'Restarted', entitlements: { api_requests: { minute: 5, day: 100, week: 100, month: 100 } } });
  const secret = (await first.service.apiKeys.create(account.id)).secret;
  for (let i = 0; i < 3; i++) assert.is((await call(first, '/v1/inboxes', secret)).status, 200);
  await first.stop(); // flushes the 3 requests no timer shared

  const second = await start({ ipShield: false, budgetSyncIntervalMs: LONG }, database);
  const seen = await call(second, '/v1/account', secret);
  assert.is(seen.body.api_requests.minute.used, 4, 'the 3 before the restart, and this one');
  assert.is((await call(second, '/v1/inboxes', secret)).status, 200, 'the 5th');
  assert.is((await call(second, '/v1/inboxes', secret)).status, 429, 'the 6th, after a restart');

  now = Date.UTC(2026, 6, 3, 9, 1, 0);
  const report = await second.service.runMaintenance();
  assert.is(report.purgedRequestCounts, 1, 'the minute that ended; day, week and month run on');
  const left = await peekAll<{ metric: string }>(database, 'SELECT metric FROM usage_counters WHERE account_id = ? ORDER BY metric', account.id);
  assert.equal(left.map((r) => r.metric), ['api_requests:day', 'api_requests:month', 'api_requests:week']);
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
