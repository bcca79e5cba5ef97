// CLI email sign-in end to end THROUGH THE RUNNING DAEMON: startDaemon in this process on
// free ports (the daemon's own HTTP server, API router, abuse shield and sign-in handler),
// outbound mail to an SMTP relay on loopback started here (`signin.smtpRelay`), the code and
// the link read from the relayed mail, the magic link followed like a browser (302, the
// completion page, its own script run against the fragment, the loopback callback), and the
// issued key used on GET /v1/inboxes. Time is the daemon's injected clock (real time plus an
// offset the tests move forward).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { startDaemon, type DaemonHandle } from '../src/index.js';
import {
  assertCompleteResponse, call, listInboxes, signinApi, startCallbackStandIn, startRelay, visitMagicLink,
  type CallbackStandIn, type TestRelay,
} from './fixtures/signin-e2e.js';

const MINUTE = 60_000;
let offset = 0;
const clock = () => Date.now() + offset;

let relay: TestRelay;
let daemon: DaemonHandle;
let base: string;
let api: ReturnType<typeof signinApi>;
const logs: string[] = [];
const standIns: CallbackStandIn[] = [];
const extraDaemons: DaemonHandle[] = [];

test.before(async () => {
  relay = await startRelay();
  daemon = await startDaemon({
    host: '127.0.0.1', smtpPort: 0, httpPort: 0, clock,
    signin: { smtpRelay: relay.url },
    log: (line) => logs.push(line),
  });
  base = daemon.baseUrl;
  assert.is(base, daemon.http.url, 'the base URL is the bound loopback URL (sign-in open, mail to the relay)');
  api = signinApi(base);
});

test.after(async () => {
  for (const s of standIns.splice(0)) await s.close();
  for (const d of extraDaemons.splice(0)) await d.stop();
  await daemon?.stop();
  await relay?.close();
});

// The sign-in rate limits (5 starts per address, 30 per client address, 60 code attempts per
// client address, per 15 minutes) are windows on the daemon's clock: move past them between
// tests so each test sees a fresh budget.
test.after.each(() => {
  offset += 61 * MINUTE;
});

const ids = (start: { body: { auth_request_id: string; challenge_id: string } }) => ({
  auth_request_id: start.body.auth_request_id,
  challenge_id: start.body.challenge_id,
});

test('OTP over HTTP: start → mail at the relay → POST verify → complete response → the key lists inboxes', async () => {
  // The default account owns an inbox: the new user's key must not see it.
  const other = await daemon.service.account(daemon.service.accountId).inboxes.create({ label: 'not yours', lifecycle_mode: 'persistent' });

  const before = clock();
  const started = await api.start({ email: 'Otp.User@Example.TEST' });
  const after = clock();
  assert.is(started.status, 200, started.text);
  assert.equal(Object.keys(started.body).sort(), ['auth_request_id', 'challenge_id', 'delivery', 'email', 'expires_at', 'request_id', 'success']);
  assert.type(started.body.auth_request_id, 'string');
  assert.type(started.body.challenge_id, 'string');
  assert.is(started.body.email, 'otp.user@example.test', 'the address is normalised');
  assert.equal(started.body.delivery, { channel: 'email', methods: ['magic_link', 'otp'] });
  const expires = Date.parse(started.body.expires_at);
  // Set while the request was served: between the clock's readings before and after it.
  assert.ok(expires >= before + 15 * MINUTE && expires <= after + 15 * MINUTE, `challenge lives 15 minutes on the daemon's clock: ${started.body.expires_at}`);

  const mail = await relay.next('otp.user@example.test');
  assert.equal(mail.to, ['otp.user@example.test'], 'one recipient: the signing-in address');
  assert.is(mail.mailFrom, 'no-reply@inboxkit.test', 'envelope sender from the daemon\'s domain');
  assert.match(mail.from, /no-reply@inboxkit\.test/);
  assert.is(mail.link.searchParams.get('auth_request'), started.body.auth_request_id);
  assert.is(mail.link.searchParams.get('challenge'), started.body.challenge_id);
  assert.ok((mail.link.searchParams.get('token') ?? '').length >= 32, 'the link carries a long token');
  assert.not.ok(logs.some((l) => l.includes(mail.code)), 'with a relay the code is not in the daemon log');

  const done = await api.verify({ ...ids(started), code: mail.code });
  assert.is(done.status, 200, done.text);
  assertCompleteResponse(done.body, { base, email: 'otp.user@example.test', scopes: ['inboxes:write', 'messages:read', 'webhooks:write'] });
  assert.is(done.body.key.label, 'CLI sign-in', 'default label');
  assert.is(done.body.key.expires_at, null, 'no expiry asked: none');
  assert.is(done.body.account.role, 'owner');
  assert.equal(done.body.account.permissions, { manage_api_keys: true, manage_inboxes: true, manage_webhooks: true });
  assert.is(done.body.account.slug, 'otp-user-example-test');
  assert.is(done.body.billing.status, 'active');
  assert.equal(done.body.billing.usage.active_inboxes, { used: 0, limit: done.body.billing.entitlements.active_inboxes });
  assert.equal(done.body.onboarding, {
    required: true, completed: false, steps: { create_inbox: false, configure_webhook: false, claim_managed_subdomain: false },
  });

  // The key works on the API, for the new account only.
  const key = done.body.api_key as string;
  const listed = await listInboxes(base, key);
  assert.is(listed.status, 200, listed.text);
  assert.equal(listed.body.inboxes, [], 'a new account has no inboxes (the default account\'s are not visible)');
  assert.is(listed.body.wildcard_address, null);
  assert.equal(listed.body.page_info, { has_more: false, next_cursor: null });
  const created = await call(base, 'POST', '/v1/inboxes', { key, body: { label: 'mine', lifecycle_mode: 'persistent' } });
  assert.is(created.status, 201, created.text);
  const again = await listInboxes(base, key);
  assert.equal(again.body.inboxes.map((i: { id: string }) => i.id), [created.body.inbox.id]);
  assert.not.ok(again.body.inboxes.some((i: { id: string }) => i.id === other.id));

  // A completed request is done, by every route: 409.
  const twice = await api.verify({ ...ids(started), code: mail.code });
  assert.is(twice.status, 409, twice.text);
  assert.is(twice.body.error.code, 'conflict');
  assert.not.ok('next_action' in twice.body, 'sign-in errors carry no next_action');
  assert.is((await api.openLink(mail.link)).status, 409, 'the link of a completed request');
  assert.is((await api.exchange({ auth_request_id: started.body.auth_request_id, code: 'x'.repeat(32) })).status, 409, 'exchange on a completed request');
});

test('magic link like a browser: 302 → completion page → its script → loopback callback → exchange → the key works', async () => {
  const state = `state-${'s'.repeat(60)}`;
  const cli = await startCallbackStandIn(base, state);
  standIns.push(cli);
  const started = await api.start({
    email: 'link.user@example.test', localhost_callback_url: cli.url, callback_state: state,
    label: 'e2e link', scopes: ['inboxes:write', 'messages:read'],
  });
  assert.is(started.status, 200, started.text);
  const mail = await relay.next('link.user@example.test');

  const visit = await visitMagicLink(base, mail.link);
  assert.equal([...visit.fragment.keys()].sort(), ['auth_request_id', 'callback_url', 'email', 'exchange_code', 'expires_at', 'session_token', 'state']);
  assert.is(visit.fragment.get('auth_request_id'), started.body.auth_request_id);
  assert.is(visit.fragment.get('email'), 'link.user@example.test');
  assert.is(visit.fragment.get('callback_url'), cli.url);
  assert.is(visit.fragment.get('state'), state);
  const exchangeCode = visit.fragment.get('exchange_code')!;
  assert.match(exchangeCode, /^[A-Za-z0-9_-]{32}$/, 'exchange code: 32 base64url characters');
  assert.ok(Date.parse(visit.fragment.get('expires_at')!) > clock(), 'exchange code expiry in the future');

  // What the page's script did: fragment gone, code shown as a fallback, browser sent to the callback.
  assert.is(visit.page.addressBar, `${base}/dashboard/cli/complete`, 'fragment removed from the address bar');
  assert.is(visit.page.elements.get('code')!.textContent, exchangeCode);
  assert.is(visit.page.elements.get('code-box')!.hidden, false);
  assert.ok(visit.page.navigated, 'the page navigates to the callback');
  const target = new URL(visit.page.navigated!);
  assert.is(`${target.origin}${target.pathname}`, cli.url);
  assert.equal(Object.fromEntries(target.searchParams), { code: exchangeCode, state, auth_request_id: started.body.auth_request_id });

  // The browser follows it; the CLI (stand-in) checks the state and exchanges the code.
  const cb = (await (await fetch(visit.page.navigated!)).json()) as { status: number; body: any };
  assert.is(cli.hits.length, 1);
  assert.is(cb.status, 200, JSON.stringify(cb.body));
  assertCompleteResponse(cb.body, { base, email: 'link.user@example.test', scopes: ['inboxes:write', 'messages:read'] });
  assert.is(cb.body.key.label, 'e2e link');
  const listed = await listInboxes(base, cb.body.api_key);
  assert.is(listed.status, 200, listed.text);
  assert.equal(listed.body.inboxes, []);

  // Everything about this request is spent now.
  assert.is((await api.exchange({ auth_request_id: started.body.auth_request_id, code: exchangeCode })).status, 409, 'exchange code used');
  assert.is((await api.openLink(mail.link)).status, 409, 'the link works once');
  assert.is((await api.verify({ ...ids(started), code: mail.code })).status, 409, 'the request is completed');
});

test('magic link without a callback URL: the page shows the code; POST exchange with it issues a working key', async () => {
  const started = await api.start({ email: 'paste.user@example.test' });
  assert.is(started.status, 200, started.text);
  const mail = await relay.next('paste.user@example.test');
  const visit = await visitMagicLink(base, mail.link);
  assert.not.ok(visit.fragment.has('callback_url'));
  assert.not.ok(visit.fragment.has('state'));
  const exchangeCode = visit.fragment.get('exchange_code')!;

  // The served HTML has the place for the code, hidden until the script fills and shows it.
  assert.match(visit.html, /<section id="code-box" hidden>/);
  assert.match(visit.html, /<code id="code"><\/code>/);
  assert.match(visit.html, /getElementById\(id\)/);
  assert.is(visit.page.navigated, null, 'no callback: the browser stays');
  assert.is(visit.page.elements.get('code-box')!.hidden, false, 'the code box is shown');
  assert.is(visit.page.elements.get('code')!.textContent, exchangeCode, 'the code to paste');
  assert.match(visit.page.elements.get('status')!.textContent, /Paste this code/);
  assert.is(visit.page.elements.get('email')!.textContent, 'paste.user@example.test');

  // The user pastes it at the CLI prompt; the CLI exchanges it.
  const done = await api.exchange({ auth_request_id: started.body.auth_request_id, code: exchangeCode });
  assert.is(done.status, 200, done.text);
  assertCompleteResponse(done.body, { base, email: 'paste.user@example.test' });
  assert.is((await listInboxes(base, done.body.api_key)).status, 200);
});

test('the link works once, yet the emailed code still completes; then the exchange code is refused (409)', async () => {
  const started = await api.start({ email: 'scanner@example.test' });
  const mail = await relay.next('scanner@example.test');
  const visit = await visitMagicLink(base, mail.link); // a mail scanner (or the user) opened it
  const second = await api.openLink(mail.link);
  assert.is(second.status, 409, 'a link works once');
  assert.is(second.body.error.code, 'conflict');
  const done = await api.verify({ ...ids(started), code: mail.code });
  assert.is(done.status, 200, done.text);
  assertCompleteResponse(done.body, { base, email: 'scanner@example.test' });
  const late = await api.exchange({ auth_request_id: started.body.auth_request_id, code: visit.fragment.get('exchange_code')! });
  assert.is(late.status, 409, 'one completion per request');
});

test('HEAD (link previews) does not spend the link: a GET afterwards still redirects', async () => {
  const started = await api.start({ email: 'preview@example.test' });
  assert.is(started.status, 200, started.text);
  const mail = await relay.next('preview@example.test');
  const head = await fetch(mail.link, { method: 'HEAD', redirect: 'manual' });
  assert.is.not(head.status, 302, 'HEAD is not served as the link');
  assert.is(head.headers.get('location'), null);
  const visit = await visitMagicLink(base, mail.link);
  const done = await api.exchange({ auth_request_id: started.body.auth_request_id, code: visit.fragment.get('exchange_code')! });
  assert.is(done.status, 200, done.text);
});

test('an address of one of the daemon\'s own inboxes: the sign-in mail is stored there (not relayed) and its otp is the code', async () => {
  const owner = (await daemon.service.apiKeys.create(daemon.service.accountId, { label: 'e2e owner' })).secret;
  const made = await call(base, 'POST', '/v1/inboxes', { key: owner, body: { label: 'bot login', lifecycle_mode: 'persistent' } });
  assert.is(made.status, 201, made.text);
  const address: string = made.body.inbox.email_address;
  const started = await api.start({ email: address });
  assert.is(started.status, 200, started.text);
  assert.is(relay.count(address), 0, 'own-inbox mail never goes to the relay');
  const listed = await call(base, 'GET', `/v1/inboxes/${made.body.inbox.id}/messages`, { key: owner });
  assert.is(listed.status, 200, listed.text);
  assert.is(listed.body.messages.length, 1);
  assert.match(listed.body.messages[0].subject, /^Your Inboxkit sign-in code: \d{6}$/);
  const detail = await call(base, 'GET', `/v1/messages/${listed.body.messages[0].id}`, { key: owner });
  assert.is(detail.status, 200, detail.text);
  const otp: string = detail.body.message.otp;
  assert.match(otp, /^\d{6}$/, 'the extractor finds the code');
  assert.equal(detail.body.message.links.map((l: { type: string }) => l.type), ['magic_link']);
  assert.ok(detail.body.message.links[0].url.startsWith(`${base}/v1/auth/cli/email/verify?`));
  const done = await api.verify({ ...ids(started), code: otp });
  assert.is(done.status, 200, done.text);
  assertCompleteResponse(done.body, { base, email: address });
});

test('wrong codes until the challenge dies: 401 with attempts left, then 409 even for the right code', async () => {
  const started = await api.start({ email: 'guesser@example.test' });
  const mail = await relay.next('guesser@example.test');
  const wrong = mail.code === '000000' ? '111111' : '000000';
  for (let i = 1; i <= 5; i++) {
    const r = await api.verify({ ...ids(started), code: wrong });
    assert.is(r.status, 401, `wrong code ${i}: ${r.text}`);
    assert.is(r.body.error.code, 'unauthorized');
    assert.match(r.body.error.message, i < 5 ? new RegExp(`\\b${5 - i} attempts? left`) : /no attempts left/);
    assert.not.ok('next_action' in r.body);
  }
  const right = await api.verify({ ...ids(started), code: mail.code });
  assert.is(right.status, 409, `the challenge is dead: ${right.text}`);
  assert.is(right.body.error.code, 'conflict');
  assert.is((await api.openLink(mail.link)).status, 409, 'the link died with it');
  assert.is((await api.exchange({ auth_request_id: started.body.auth_request_id, code: 'y'.repeat(32) })).status, 409);

  // A new start is a new challenge, and works.
  const fresh = await api.start({ email: 'guesser@example.test' });
  const mail2 = await relay.next('guesser@example.test');
  assert.is.not(fresh.body.challenge_id, started.body.challenge_id);
  const ok = await api.verify({ ...ids(fresh), code: mail2.code });
  assert.is(ok.status, 200, ok.text);
});

test('a wrong link token counts against the same challenge (401), the right code still works', async () => {
  const started = await api.start({ email: 'forger@example.test' });
  const mail = await relay.next('forger@example.test');
  const forged = new URL(mail.link);
  forged.searchParams.set('token', 'forged-token-forged-token-forged');
  const bad = await api.openLink(forged);
  assert.is(bad.status, 401, bad.text);
  assert.match(bad.body.error.message, /4 attempts left/);
  const ok = await api.verify({ ...ids(started), code: mail.code });
  assert.is(ok.status, 200, ok.text);
});

test('an expired challenge (daemon clock moved 15 minutes) is 409 for the code, the link and exchange', async () => {
  const started = await api.start({ email: 'late@example.test' });
  const mail = await relay.next('late@example.test');
  offset += 15 * MINUTE + 1_000;
  const code = await api.verify({ ...ids(started), code: mail.code });
  assert.is(code.status, 409, code.text);
  assert.is(code.body.error.code, 'conflict');
  assert.match(code.body.error.message, /expired/);
  const link = await api.openLink(mail.link);
  assert.is(link.status, 409, link.text);
  assert.match(link.body.error.message, /expired/);
  const ex = await api.exchange({ auth_request_id: started.body.auth_request_id, code: 'z'.repeat(32) });
  assert.is(ex.status, 409, ex.text);
});

test('a challenge is still good just before 15 minutes; an exchange code expires 10 minutes after the link was opened', async () => {
  const started = await api.start({ email: 'slow@example.test' });
  const mail = await relay.next('slow@example.test');
  offset += 14 * MINUTE;
  const visit = await visitMagicLink(base, mail.link);
  offset += 10 * MINUTE + 1_000;
  const ex = await api.exchange({ auth_request_id: started.body.auth_request_id, code: visit.fragment.get('exchange_code')! });
  assert.is(ex.status, 409, ex.text);
  assert.match(ex.body.error.message, /expired/);
});

test('client headers missing or wrong: 400 naming the header on start, POST verify and exchange; GET link needs none', async () => {
  const started = await api.start({ email: 'headers@example.test' });
  assert.is(started.status, 200);
  const mail = await relay.next('headers@example.test');
  const bodies: Array<[string, unknown]> = [
    ['/v1/auth/cli/email/start', { email: 'headers@example.test' }],
    ['/v1/auth/cli/email/verify', { ...ids(started), code: mail.code }],
    ['/v1/auth/cli/exchange', { auth_request_id: started.body.auth_request_id, code: 'x'.repeat(32) }],
  ];
  const cases: Array<[Record<string, string>, RegExp]> = [
    [{}, /X-Service-Client\b/],
    [{ 'x-service-client-version': '1.0.0' }, /X-Service-Client header is required/],
    [{ 'x-service-client': 'web', 'x-service-client-version': '1.0.0' }, /X-Service-Client header must be cli/],
    [{ 'x-service-client': 'cli' }, /X-Service-Client-Version/],
    [{ 'x-service-client': 'cli', 'x-service-client-version': 'v'.repeat(101) }, /X-Service-Client-Version/],
  ];
  for (const [path, body] of bodies) {
    for (const [headers, message] of cases) {
      const r = await call(base, 'POST', path, { body, headers });
      assert.is(r.status, 400, `${path} ${JSON.stringify(headers)}: ${r.text}`);
      assert.is(r.body.error.code, 'invalid_request');
      assert.match(r.body.error.message, message, `${path} ${JSON.stringify(headers)}`);
    }
  }
  assert.is(relay.count('headers@example.test'), 1, 'refused starts sent no mail');
  // None of the refused requests spent the challenge: the right code still completes.
  const ok = await api.verify({ ...ids(started), code: mail.code });
  assert.is(ok.status, 200, ok.text);
});

test('a callback URL that is not loopback http is 400 naming localhost_callback_url; no mail is sent', async () => {
  const email = 'callbacks@example.test';
  for (const url of ['https://127.0.0.1:8123/callback', 'http://example.com:8123/callback', 'http://10.0.0.1:8123/callback',
    'http://127.0.0.2:8123/callback', 'http://user:pw@127.0.0.1:8123/callback', 'http://127.0.0.1:8123/callback#frag', 'javascript:alert(1)']) {
    const r = await api.start({ email, localhost_callback_url: url, callback_state: 's' });
    assert.is(r.status, 400, `${url}: ${r.text}`);
    assert.is(r.body.error.code, 'invalid_request');
    assert.match(r.body.error.message, /localhost_callback_url/, url);
  }
  assert.is(relay.count(email), 0);
  const ok = await api.start({ email, localhost_callback_url: 'http://localhost:8123/callback', callback_state: 's' });
  assert.is(ok.status, 200, ok.text);
  await relay.next(email);
});

test('startDaemon signin options: an allowlist admits only its addresses, mailFrom sets From; a public daemon without one is closed (503)', async () => {
  const open = await startDaemon({
    host: '127.0.0.1', smtpPort: 0, httpPort: 0,
    signin: { smtpRelay: relay.url, allow: ['@allowed.test', 'solo@example.test'], mailFrom: 'Sign-in Robot <robot@allowed.test>' },
    log: () => {},
  });
  extraDaemons.push(open);
  const a = signinApi(open.baseUrl);
  const refused = await a.start({ email: 'stranger@example.test' });
  assert.is(refused.status, 400, refused.text);
  assert.match(refused.body.error.message, /email/);
  assert.is((await a.start({ email: 'x@sub.allowed.test' })).status, 400, 'exact domains only');
  assert.is(relay.count('stranger@example.test'), 0);
  const ok = await a.start({ email: 'dev@allowed.test' });
  assert.is(ok.status, 200, ok.text);
  const mail = await relay.next('dev@allowed.test');
  assert.match(mail.from, /Sign-in Robot/);
  assert.is(mail.mailFrom, 'robot@allowed.test');
  assert.is(mail.link.origin, open.baseUrl);
  const done = await a.verify({ auth_request_id: ok.body.auth_request_id, challenge_id: ok.body.challenge_id, code: mail.code });
  assert.is(done.status, 200, done.text);
  assertCompleteResponse(done.body, { base: open.baseUrl, email: 'dev@allowed.test' });

  // Behind a public URL with no allowlist, sign-in is closed and says what to configure.
  const closed = await startDaemon({
    host: '127.0.0.1', smtpPort: 0, httpPort: 0, baseUrl: 'https://inbox.example.com',
    signin: { smtpRelay: relay.url }, log: () => {},
  });
  extraDaemons.push(closed);
  const c = await signinApi(closed.http.url).start({ email: 'anyone@example.test' });
  assert.is(c.status, 503, c.text);
  assert.is(c.body.error.code, 'service_unavailable');
  assert.match(c.body.error.message, /--signin-allow|INBOXKIT_SIGNIN_ALLOW/);
  assert.is(relay.count('anyone@example.test'), 0);
});

test.run();
