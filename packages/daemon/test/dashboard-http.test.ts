// The dashboard's sessions over HTTP, without a browser: the sign-in form and its cookie, the
// cookie as an alternative to the bearer key on /v1 with its cross-site guard, revocation and
// sign-out ending a session, the one-time and magic-link trades, POST /v1/api-keys, GET
// /v1/account, and how the built files are served. The browser's side: dashboard-browser.test.ts.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { gzipSync } from 'node:zlib';
import { createDashboardHandler, loadDashboardAssets, DASHBOARD_PATHS } from '../src/index.js';
import { startTestDaemon } from './fixtures/daemon.js';

const t = await startTestDaemon();
const base = t.daemon.http.url;
test.after(() => t.stop());

const FORM = 'application/x-www-form-urlencoded';

interface Session { cookie: string; csrf: string; setCookie: string }

async function signIn(key: string, next = '/dashboard'): Promise<Session> {
  const res = await fetch(`${base}/dashboard/sign-in`, {
    method: 'POST', redirect: 'manual', headers: { origin: base, 'content-type': FORM }, body: new URLSearchParams({ api_key: key, next }),
  });
  assert.is(res.status, 303, await res.clone().text());
  const setCookie = res.headers.get('set-cookie') ?? '';
  const value = /^inboxkit_session=([^;]+)/.exec(setCookie)?.[1];
  assert.ok(value, setCookie);
  const cookie = `inboxkit_session=${value}`;
  const page = await fetch(`${base}/dashboard`, { headers: { cookie } });
  assert.is(page.status, 200);
  const csrf = /<meta name="inboxkit-csrf-token" content="([^"]+)">/.exec(await page.text())?.[1];
  assert.ok(csrf, 'the app shell carries the CSRF token');
  return { cookie, csrf: csrf!, setCookie };
}

const withCookie = (s: Session, init: RequestInit & { csrf?: boolean; origin?: string | null } = {}) => {
  const headers = new Headers(init.headers);
  headers.set('cookie', s.cookie);
  if (init.csrf !== false) headers.set('x-csrf-token', s.csrf);
  if (init.origin !== null) headers.set('origin', init.origin ?? base);
  if (init.body) headers.set('content-type', 'application/json');
  return { ...init, headers };
};

const json = async (res: Response) => ({ status: res.status, body: await res.json() as any });

test('signed out, a dashboard page sends to the sign-in form, a page of its own with strict headers', async () => {
  const res = await fetch(`${base}/dashboard/inboxes/inb_x`, { redirect: 'manual' });
  assert.is(res.status, 303);
  assert.is(res.headers.get('location'), '/dashboard/sign-in?next=%2Fdashboard%2Finboxes%2Finb_x');
  const page = await fetch(`${base}/dashboard/sign-in?next=%2Fdashboard%2Finboxes%2Finb_x`);
  const html = await page.text();
  assert.is(page.status, 200);
  assert.match(html, /<input id="api_key" name="api_key" type="password"/);
  assert.match(html, /<label for="api_key">API key<\/label>/);
  assert.match(html, /<button type="submit">Sign in<\/button>/);
  assert.match(html, /name="next" value="\/dashboard\/inboxes\/inb_x"/);
  assert.is(page.headers.get('cache-control'), 'no-store');
  assert.is(page.headers.get('x-frame-options'), 'DENY');
  assert.is(page.headers.get('referrer-policy'), 'no-referrer');
  assert.match(page.headers.get('content-security-policy')!, /default-src 'none'; style-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'/);
  assert.not.match(html, /<script/, 'the sign-in page runs no script');
});

test('the form: a wrong key is refused on the form again, a good key sets an HttpOnly SameSite=Strict cookie and goes to next', async () => {
  const bad = await fetch(`${base}/dashboard/sign-in`, {
    method: 'POST', redirect: 'manual', headers: { origin: base, 'content-type': FORM }, body: new URLSearchParams({ api_key: 'ik_live_nope0000nope0000nope' }),
  });
  assert.is(bad.status, 401);
  assert.match(await bad.text(), /role="alert">That key does not sign in/);
  assert.is(bad.headers.get('set-cookie'), null);

  const foreign = await fetch(`${base}/dashboard/sign-in`, {
    method: 'POST', redirect: 'manual', headers: { origin: 'https://evil.example', 'content-type': FORM }, body: new URLSearchParams({ api_key: t.key }),
  });
  assert.is(foreign.status, 403, 'a form posted from another site opens no session (login CSRF)');
  assert.is(foreign.headers.get('set-cookie'), null);

  const s = await signIn(t.key, '/dashboard/keys');
  assert.match(s.setCookie, /^inboxkit_session=[A-Za-z0-9_-]{43}; Path=\/; Max-Age=43200; HttpOnly; SameSite=Strict$/);
  const evilNext = await fetch(`${base}/dashboard/sign-in`, {
    method: 'POST', redirect: 'manual', headers: { origin: base, 'content-type': FORM }, body: new URLSearchParams({ api_key: t.key, next: '//evil.example/x' }),
  });
  assert.is(evilNext.headers.get('location'), '/dashboard', 'next is a /dashboard path of this origin or nothing');
});

test('the cookie authenticates /v1 like the key it was opened with; the key is never in what the browser gets', async () => {
  const s = await signIn(t.key);
  const shell = await (await fetch(`${base}/dashboard`, { headers: { cookie: s.cookie } })).text();
  assert.not.ok(shell.includes(t.key), 'the key is not in the page');
  assert.not.ok(s.setCookie.includes(t.key), 'nor in the cookie');
  const list = await json(await fetch(`${base}/v1/inboxes`, withCookie(s)));
  assert.is(list.status, 200);
  const account = await json(await fetch(`${base}/v1/account`, withCookie(s)));
  assert.is(account.status, 200);
  assert.is(account.body.auth.via, 'session');
  assert.is(account.body.auth.session.method, 'api_key');
  assert.equal(account.body.auth.scopes, ['inboxes:write', 'messages:read', 'webhooks:write']);
  assert.is(account.body.account.slug, 'default');
  assert.ok(account.body.api_requests.minute.used >= 2, 'the session\'s requests count against the account budget');
  assert.not.ok(JSON.stringify(account.body).includes(t.key));
});

test('a cookie request that changes state needs the CSRF token and a same-origin request', async () => {
  const s = await signIn(t.key);
  const body = JSON.stringify({ label: 'csrf', lifecycle_mode: 'temporary' });
  const noToken = await json(await fetch(`${base}/v1/inboxes`, withCookie(s, { method: 'POST', body, csrf: false })));
  assert.is(noToken.status, 403);
  assert.is(noToken.body.error.code, 'forbidden');
  assert.match(noToken.body.error.message, /cross-site request refused: the X-CSRF-Token header is missing/);
  const wrong = await json(await fetch(`${base}/v1/inboxes`, withCookie({ ...s, csrf: 'x'.repeat(43) }, { method: 'POST', body })));
  assert.match(wrong.body.error.message, /does not match the session/);
  const foreign = await json(await fetch(`${base}/v1/inboxes`, withCookie(s, { method: 'POST', body, origin: 'https://evil.example' })));
  assert.is(foreign.status, 403);
  assert.match(foreign.body.error.message, /Origin https:\/\/evil\.example is not this dashboard's/);
  const noOrigin = await json(await fetch(`${base}/v1/inboxes`, withCookie(s, { method: 'POST', body, origin: null })));
  assert.is(noOrigin.status, 403, 'no Origin and no fetch metadata: refused');
  const crossSite = await json(await fetch(`${base}/v1/inboxes`, withCookie(s, { headers: { 'sec-fetch-site': 'cross-site' } })));
  assert.is(crossSite.status, 403, 'a cross-site read is refused too');
  const deleteForeign = await json(await fetch(`${base}/v1/api-keys/key_x`, withCookie(s, { method: 'DELETE', csrf: false })));
  assert.is(deleteForeign.status, 403);

  const ok = await json(await fetch(`${base}/v1/inboxes`, withCookie(s, { method: 'POST', body })));
  assert.is(ok.status, 201);
  // A page under Referrer-Policy: no-referrer sends Origin: null; its fetch metadata says same-origin.
  const nullOrigin = await json(await fetch(`${base}/v1/inboxes`, withCookie(s, {
    method: 'POST', body, origin: 'null', headers: { 'sec-fetch-site': 'same-origin' },
  })));
  assert.is(nullOrigin.status, 201);
});

test('a bearer key wins over the cookie; a dead cookie is 401 with the way back', async () => {
  const s = await signIn(t.key);
  const bearer = await json(await fetch(`${base}/v1/inboxes`, withCookie(s, { headers: { authorization: 'Bearer ik_live_nope0000nope0000nope' } })));
  assert.is(bearer.status, 401, 'the Authorization header is the credential when it is sent');
  const dead = await json(await fetch(`${base}/v1/inboxes`, { headers: { cookie: 'inboxkit_session=nope' } }));
  assert.is(dead.status, 401);
  assert.match(dead.body.error.message, /dashboard session has ended/);
  assert.equal(dead.body.next_action, { type: 'open_dashboard', url: `${base}/dashboard` });
});

test('a session has its key\'s scopes and ends when the key is revoked: 401 on /v1, the sign-in page for pages', async () => {
  const reader = await t.api<{ api_key: string; key: { id: string } }>('/v1/api-keys', {
    method: 'POST', body: JSON.stringify({ label: 'reader', scopes: ['messages:read'] }),
  });
  assert.is(reader.status, 201);
  const s = await signIn(reader.body.api_key);
  const create = await json(await fetch(`${base}/v1/inboxes`, withCookie(s, { method: 'POST', body: JSON.stringify({ label: 'x', lifecycle_mode: 'temporary' }) })));
  assert.is(create.status, 403);
  assert.match(create.body.error.message, /lacks the inboxes:write scope/);
  const keys = await json(await fetch(`${base}/v1/api-keys`, withCookie(s)));
  assert.is(keys.status, 403, 'managing keys needs every scope');

  const revoked = await t.api(`/v1/api-keys/${reader.body.key.id}`, { method: 'DELETE' });
  assert.is(revoked.status, 200);
  const after = await json(await fetch(`${base}/v1/messages?q=x`, withCookie(s)));
  assert.is(after.status, 401);
  const page = await fetch(`${base}/dashboard/keys`, { headers: { cookie: s.cookie }, redirect: 'manual' });
  assert.is(page.status, 303);
  assert.is(page.headers.get('location'), '/dashboard/sign-in?next=%2Fdashboard%2Fkeys&ended=1');
  assert.match(page.headers.get('set-cookie')!, /^inboxkit_session=; Path=\/; Max-Age=0; HttpOnly; SameSite=Strict$/);
});

test('a session may revoke its own key (and so ends itself)', async () => {
  const own = await t.api<{ api_key: string; key: { id: string } }>('/v1/api-keys', { method: 'POST', body: JSON.stringify({ label: 'own' }) });
  const s = await signIn(own.body.api_key);
  const res = await json(await fetch(`${base}/v1/api-keys/${own.body.key.id}`, withCookie(s, { method: 'DELETE' })));
  assert.is(res.status, 200);
  assert.ok(res.body.key.revoked_at);
  assert.is((await fetch(`${base}/v1/inboxes`, withCookie(s))).status, 401);
});

test('sign-out ends the session and clears the cookie; without the CSRF token it is refused', async () => {
  const s = await signIn(t.key);
  const forged = await fetch(`${base}/dashboard/sign-out`, {
    method: 'POST', redirect: 'manual', headers: { cookie: s.cookie, origin: base, 'content-type': FORM }, body: '',
  });
  assert.is(forged.status, 403);
  assert.is((await fetch(`${base}/v1/inboxes`, withCookie(s))).status, 200, 'still signed in');
  const out = await fetch(`${base}/dashboard/sign-out`, {
    method: 'POST', redirect: 'manual', headers: { cookie: s.cookie, origin: base, 'content-type': FORM }, body: new URLSearchParams({ csrf_token: s.csrf }),
  });
  assert.is(out.status, 303);
  assert.is(out.headers.get('location'), '/dashboard/sign-in?signed_out=1');
  assert.match(out.headers.get('set-cookie')!, /Max-Age=0/);
  assert.is((await fetch(`${base}/v1/inboxes`, withCookie(s))).status, 401);
  assert.match(await (await fetch(`${base}/dashboard/sign-in?signed_out=1`)).text(), /You are signed out\./);
});

test('POST /dashboard/session trades a one-time token once, same-origin only', async () => {
  const link = await t.daemon.service.sessions.issueOneTimeLink(t.daemon.service.accountId);
  const post = (body: unknown, origin = base) => fetch(`${base}${DASHBOARD_PATHS.session}`, {
    method: 'POST', headers: { origin, 'content-type': 'application/json' }, body: JSON.stringify(body),
  });
  const foreign = await post({ one_time_token: link.token }, 'https://evil.example');
  assert.is(foreign.status, 403);
  assert.is((await post({ one_time_token: link.token, session_token: 'x' })).status, 400);
  const ok = await post({ one_time_token: link.token });
  assert.is(ok.status, 204);
  const cookie = /^(inboxkit_session=[^;]+)/.exec(ok.headers.get('set-cookie') ?? '')?.[1];
  assert.ok(cookie);
  const account = await json(await fetch(`${base}/v1/account`, { headers: { cookie: cookie! } }));
  assert.is(account.body.auth.session.method, 'one_time_link');
  assert.is(account.body.auth.key_id, null);
  const again = await post({ one_time_token: link.token });
  assert.is(again.status, 401, 'a one-time link works once');
});

test('POST /v1/api-keys: the secret once, defaults, checks naming the field, every scope needed', async () => {
  const made = await t.api<any>('/v1/api-keys', { method: 'POST', body: JSON.stringify({}) });
  assert.is(made.status, 201);
  assert.match(made.body.api_key, /^ik_live_/);
  assert.is(made.body.key.label, 'API key');
  assert.equal(made.body.key.scopes, ['inboxes:write', 'messages:read', 'webhooks:write']);
  assert.ok((await t.api('/v1/inboxes', { key: made.body.api_key })).status === 200, 'the new key works');
  const listed = await t.api<any>('/v1/api-keys');
  assert.not.ok(JSON.stringify(listed.body).includes(made.body.api_key), 'never listed with its secret');
  for (const [body, field] of [
    [{ label: '' }, 'label'], [{ scopes: ['nope'] }, 'scopes'], [{ scopes: [] }, 'scopes'], [{ expires_at: '2020-01-01T00:00:00Z' }, 'expires_at'],
    [{ expires_at: 'tomorrow' }, 'expires_at'], [[1], 'body'],
  ] as const) {
    const res = await t.api<any>('/v1/api-keys', { method: 'POST', body: JSON.stringify(body) });
    assert.is(res.status, 400, JSON.stringify(body));
    assert.match(res.body.error.message, new RegExp(field), JSON.stringify(res.body));
  }
  const limited = await t.api<any>('/v1/api-keys', { method: 'POST', body: JSON.stringify({ scopes: ['webhooks:write'], label: 'hooks' }) });
  const refused = await t.api<any>('/v1/api-keys', { method: 'POST', body: JSON.stringify({}), key: limited.body.api_key });
  assert.is(refused.status, 403, 'a key without every scope cannot make keys');
});

test('GET /v1/account with a key: the plan, usage against it, budgets, and the key', async () => {
  await t.createInbox({ label: 'counted' });
  const res = await t.api<any>('/v1/account');
  assert.is(res.status, 200);
  assert.is(res.body.auth.via, 'bearer');
  assert.is(res.body.auth.session, null);
  assert.match(res.body.auth.key_id, /^key_/);
  const usage = res.body.account.billing.usage;
  assert.ok(usage.active_inboxes.used >= 1);
  assert.is(usage.active_inboxes.limit, res.body.account.billing.entitlements.active_inboxes);
  assert.is(res.body.api_requests.day.limit, res.body.account.billing.entitlements.api_requests.day);
  assert.ok(Date.parse(res.body.api_requests.minute.resets_at) > Date.now());
});

test('built files: hashed names cached for a year, gzip, ETag; the script is under 150 KB compressed', async () => {
  const assets = loadDashboardAssets();
  assert.ok(assets, 'the dashboard is built (npm run build)');
  const script = assets!.files.get(assets!.script)!;
  assert.ok(gzipSync(script.body, { level: 9 }).length < 150 * 1024, `script gzip ${script.gzip.length} B`);
  assert.ok(script.gzip.length < 150 * 1024);
  const res = await fetch(`${base}/dashboard/assets/${assets!.script}`, { headers: { 'accept-encoding': 'gzip' } });
  assert.is(res.status, 200);
  assert.is(res.headers.get('cache-control'), 'public, max-age=31536000, immutable');
  assert.is(res.headers.get('content-encoding'), 'gzip');
  assert.is(res.headers.get('content-type'), 'text/javascript; charset=utf-8');
  assert.is((await res.text()).length, script.body.length);
  const etag = res.headers.get('etag')!;
  assert.is((await fetch(`${base}/dashboard/assets/${assets!.script}`, { headers: { 'if-none-match': etag } })).status, 304);
  const missing = await fetch(`${base}/dashboard/assets/nope.js`);
  assert.is(missing.status, 404);
  await missing.arrayBuffer();
});

test('the app page: strict CSP (no inline script), never framed, no referrer, never stored', async () => {
  const s = await signIn(t.key);
  const page = await fetch(`${base}/dashboard/messages/msg_x`, { headers: { cookie: s.cookie } });
  assert.is(page.status, 200);
  const csp = page.headers.get('content-security-policy')!;
  assert.match(csp, /script-src 'self';/);
  assert.not.match(csp, /unsafe-eval|script-src[^;]*unsafe-inline/);
  assert.match(csp, /frame-ancestors 'none'/);
  assert.is(page.headers.get('x-frame-options'), 'DENY');
  assert.is(page.headers.get('referrer-policy'), 'no-referrer');
  assert.is(page.headers.get('cache-control'), 'no-store');
  assert.not.match(await page.text(), /<script>/, 'no inline script');
});

test('on an https public URL the cookie is Secure', async () => {
  const handler = createDashboardHandler({ service: t.daemon.service, baseUrl: 'https://ik.example' });
  const res = await handler(new Request('https://ik.example/dashboard/sign-in', {
    method: 'POST', headers: { origin: 'https://ik.example', 'content-type': FORM }, body: new URLSearchParams({ api_key: t.key }),
  }), { remoteAddress: '127.0.0.1', requestId: 'req_test' });
  assert.is(res?.status, 303);
  assert.match(res!.headers.get('set-cookie')!, /; HttpOnly; SameSite=Strict; Secure$/);
});

test.run();
