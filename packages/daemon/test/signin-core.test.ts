// Sign-in below HTTP: core's module on a real SQLite file (schema, secrets at rest, policy,
// users and accounts, sessions, purge) and the daemon's small pure parts (loopback
// detection, relay URLs, the email text).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInboxService, isInboxkitError, type InboxService } from '@inboxkit/core';
import { migrate, schemaVersion } from '@inboxkit/core';
import {
  createSignin, resolveSigninPolicy, checkSigninPolicy, SIGNIN_MIGRATIONS, type Signin, type SigninDeps, type SigninOptions,
} from '@inboxkit/core';
import { composeSigninMail, isLoopbackDaemon, isLoopbackHost, parseSmtpRelay } from '../src/signin/index.js';

const T0 = Date.UTC(2026, 10, 21, 9, 0, 0);
let now = T0;
const clock = () => now;
let dir: string;
let service: InboxService;

function newSignin(options: SigninOptions = { policy: { loopback: true } }): Signin {
  // Type-checking resolves @inboxkit/core to its built declarations and this import to src:
  // the same classes twice, so the cast. Once core exports createSignin, import it from there.
  const deps = { store: service.store, clock, ids: service.ids, accounts: service.accounts, apiKeys: service.apiKeys };
  return createSignin(deps, options);
}

function code(fn: () => unknown): string {
  try {
    fn();
  } catch (error) {
    if (isInboxkitError(error)) return error.code;
    throw error;
  }
  return 'ok';
}

const wrongOtp = (otp: string) => (otp === '000000' ? '111111' : '000000');

test.before(() => {
  dir = mkdtempSync(join(tmpdir(), 'ik-signin-core-'));
  service = createInboxService({ database: join(dir, 'db.sqlite'), clock, maintenanceIntervalMs: 0, webhooks: { autoStart: false } });
});

test.after(async () => {
  await service.close();
  rmSync(dir, { recursive: true, force: true });
});

test('schema version 4 is sign-in\'s, applied once', () => {
  assert.is(SIGNIN_MIGRATIONS.length, 1);
  assert.is(SIGNIN_MIGRATIONS[0]!.version, 4);
  // 1 while core's list does not include it yet, 0 once it does (then the service applied it).
  assert.ok([0, 1].includes(migrate(service.store.db, SIGNIN_MIGRATIONS)));
  assert.is(migrate(service.store.db, SIGNIN_MIGRATIONS), 0, 'idempotent');
  assert.ok(schemaVersion(service.store.db) >= 4);
  assert.ok(service.store.db.prepare('SELECT 1 FROM schema_migrations WHERE version = 4').get(), 'recorded as version 4');
  const tables = (service.store.db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all() as { name: string }[]).map((r) => r.name);
  for (const t of ['users', 'account_members', 'auth_requests', 'auth_challenges', 'dashboard_sessions']) assert.ok(tables.includes(t), t);
});

test('secrets are stored only as SHA-256 hashes', () => {
  const signin = newSignin();
  const s = signin.start(signin.parseStart({ email: 'secret@example.com' }));
  assert.match(s.otp, /^\d{6}$/);
  assert.ok(s.token.length >= 43, '256-bit link token');
  const approval = signin.verifyMagicLink({ auth_request: s.auth_request_id, challenge: s.challenge_id, token: s.token });
  const dump = JSON.stringify([
    service.store.db.prepare('SELECT * FROM auth_requests').all(),
    service.store.db.prepare('SELECT * FROM auth_challenges').all(),
    service.store.db.prepare('SELECT * FROM dashboard_sessions').all(),
  ], (_k, v) => (Buffer.isBuffer(v) || (v && v.type === 'Buffer') ? Buffer.from(v.data ?? v).toString('latin1') : v));
  for (const secret of [s.otp, s.token, approval.exchange_code, approval.session_token]) {
    assert.not.ok(dump.includes(secret), 'no secret in clear');
  }
  const ch = service.store.db.prepare('SELECT otp_hash, token_hash FROM auth_challenges WHERE id = ?').get(s.challenge_id) as { otp_hash: Buffer; token_hash: Buffer };
  assert.is(ch.otp_hash.length, 32);
  assert.is(ch.token_hash.length, 32);
});

test('the OTP keeps working after the link was used, until the request completes; then the exchange code is dead', () => {
  const signin = newSignin();
  const s = signin.start(signin.parseStart({ email: 'both@example.com' }));
  const approval = signin.verifyMagicLink({ auth_request: s.auth_request_id, challenge: s.challenge_id, token: s.token });
  const done = signin.verifyOtp({ auth_request_id: s.auth_request_id, challenge_id: s.challenge_id, code: s.otp });
  assert.is(done.user.email, 'both@example.com');
  assert.is(code(() => signin.exchange({ auth_request_id: s.auth_request_id, code: approval.exchange_code })), 'conflict');
});

test('exchange before the link was used: every code is wrong and counted, the fifth closes the request', () => {
  const signin = newSignin();
  const s = signin.start(signin.parseStart({ email: 'early@example.com' }));
  for (let i = 0; i < 5; i++) assert.is(code(() => signin.exchange({ auth_request_id: s.auth_request_id, code: 'guess' })), 'unauthorized');
  assert.is(code(() => signin.verifyOtp({ auth_request_id: s.auth_request_id, challenge_id: s.challenge_id, code: s.otp })), 'conflict');
});

test('OTP input tolerates spaces and dashes; wrong codes are counted in the store', () => {
  const signin = newSignin();
  const s = signin.start(signin.parseStart({ email: 'typing@example.com' }));
  assert.is(code(() => signin.verifyOtp({ auth_request_id: s.auth_request_id, challenge_id: s.challenge_id, code: wrongOtp(s.otp) })), 'unauthorized');
  const row = service.store.db.prepare('SELECT attempts FROM auth_challenges WHERE id = ?').get(s.challenge_id) as { attempts: number };
  assert.is(row.attempts, 1, 'the miss is committed although the call threw');
  const spaced = `${s.otp.slice(0, 3)} ${s.otp.slice(3)}`;
  assert.is(signin.verifyOtp({ auth_request_id: s.auth_request_id, challenge_id: s.challenge_id, code: spaced }).user.email, 'typing@example.com');
});

test('first sign-in creates the user and a personal account; slugs stay unique', () => {
  const signin = newSignin();
  const complete = (email: string) => {
    const s = signin.start(signin.parseStart({ email }));
    return signin.verifyOtp({ auth_request_id: s.auth_request_id, challenge_id: s.challenge_id, code: s.otp });
  };
  const a = complete('a.b@x.example');
  const b = complete('a-b@x.example');
  assert.is(a.account.slug, 'a-b-x-example');
  assert.is(b.account.slug, 'a-b-x-example-2');
  assert.is.not(a.user.id, b.user.id);
  assert.equal(a.user, { id: a.user.id, email: 'a.b@x.example', display_name: null, avatar_url: null, identity_login: null });
  const again = complete('A.B@X.example');
  assert.is(again.user.id, a.user.id, 'the address is the identity, case-insensitively');
  assert.is(again.account.id, a.account.id);
  const members = service.store.db.prepare('SELECT role FROM account_members WHERE user_id = ?').all(a.user.id) as { role: string }[];
  assert.equal(members, [{ role: 'owner' }]);
  assert.not.ok('monthly_analyses' in a.billing.entitlements);
});

test('dashboard sessions from the magic link resolve until they expire', () => {
  const signin = newSignin({ policy: { loopback: true }, sessionTtlMs: 60_000 });
  const s = signin.start(signin.parseStart({ email: 'dash@example.com' }));
  const approval = signin.verifyMagicLink({ auth_request: s.auth_request_id, challenge: s.challenge_id, token: s.token });
  const session = signin.session(approval.session_token);
  assert.ok(session);
  assert.is(session!.user.email, 'dash@example.com');
  assert.is(signin.profile(session!.user.id, session!.account_id).account.role, 'owner');
  assert.is(signin.session('not-a-token'), null);
  now += 60_000;
  assert.is(signin.session(approval.session_token), null);
});

test('purge drops requests expired longer than the retention, with their challenges', () => {
  const signin = newSignin({ policy: { loopback: true }, retentionMs: 60_000 });
  const s = signin.start(signin.parseStart({ email: 'old@example.com' }));
  now += signin.challengeTtlMs + 60_001;
  assert.ok(signin.purge() >= 1);
  assert.is(service.store.db.prepare('SELECT 1 FROM auth_requests WHERE id = ?').get(s.auth_request_id), undefined);
  assert.is(service.store.db.prepare('SELECT 1 FROM auth_challenges WHERE id = ?').get(s.challenge_id), undefined);
  assert.is(code(() => signin.verifyOtp({ auth_request_id: s.auth_request_id, challenge_id: s.challenge_id, code: s.otp })), 'not_found');
});

test('policy: open on loopback, closed elsewhere without an allowlist, allowlist of addresses and domains', () => {
  assert.equal(resolveSigninPolicy({ loopback: true }), { mode: 'open' });
  assert.is(resolveSigninPolicy({}).mode, 'closed', 'the safe side by default');
  assert.is(resolveSigninPolicy({ loopback: false, open: true }).mode, 'open');
  const list = resolveSigninPolicy({ loopback: true, allow: ['Boss@Corp.example', '@team.example', 'ops.example', ' '] });
  assert.equal(list, { mode: 'allowlist', addresses: ['boss@corp.example'], domains: ['team.example', 'ops.example'] });
  assert.is(code(() => checkSigninPolicy(list, 'boss@corp.example')), 'ok');
  assert.is(code(() => checkSigninPolicy(list, 'x@team.example')), 'ok');
  assert.is(code(() => checkSigninPolicy(list, 'x@sub.team.example')), 'invalid_request');
  assert.is(code(() => checkSigninPolicy(resolveSigninPolicy({}), 'x@team.example')), 'unavailable');
  for (const bad of ['not a domain', 'a@b@c', '-x.example', '@']) {
    assert.is(code(() => resolveSigninPolicy({ allow: [bad] })), 'invalid_request', bad);
  }
  // start() enforces the policy itself, whatever the caller checked.
  const closed = newSignin({ policy: { loopback: false } });
  assert.is(code(() => closed.start(closed.parseStart({ email: 'x@example.com' }))), 'unavailable');
});

test('loopback detection: bind host and public base URL', () => {
  for (const h of ['127.0.0.1', '127.1.2.3', 'localhost', '::1', '[::1]', '::ffff:127.0.0.1']) assert.ok(isLoopbackHost(h), h);
  for (const h of ['0.0.0.0', '::', '10.0.0.1', '192.168.1.1', 'example.com', '128.0.0.1']) assert.not.ok(isLoopbackHost(h), h);
  assert.ok(isLoopbackDaemon('127.0.0.1'));
  assert.ok(isLoopbackDaemon('127.0.0.1', 'http://localhost:4780'));
  assert.not.ok(isLoopbackDaemon('127.0.0.1', 'https://inbox.example.com'), 'behind a reverse proxy');
  assert.not.ok(isLoopbackDaemon('0.0.0.0', 'http://127.0.0.1:4780'));
});

test('relay URLs: smtp and smtps, encoded credentials, redacted for messages', () => {
  const r = parseSmtpRelay('smtp://me%40corp.example:p%40ss%3Aw@mail.example:2525');
  assert.equal([r.host, r.port, r.secure, r.auth], ['mail.example', 2525, false, { user: 'me@corp.example', pass: 'p@ss:w' }]);
  assert.not.ok(r.redacted.includes('p%40ss'), 'no password in the redacted form');
  assert.is(parseSmtpRelay('smtp://mail.example').port, 587);
  const s = parseSmtpRelay('smtps://mail.example');
  assert.equal([s.port, s.secure, s.auth], [465, true, undefined]);
  for (const bad of ['http://mail.example', 'mail.example:587', 'smtp://']) assert.is(code(() => parseSmtpRelay(bad)), 'invalid_request', bad);
});

test('the email carries the code and the link, HTML-escaped', () => {
  const m = composeSigninMail({ to: 'a<b>@example.com', code: '012345', link: 'http://127.0.0.1:4780/v1/auth/cli/email/verify?a=1&b=2', expiresAt: '2026-11-21T09:15:00.000Z', validMinutes: 15 });
  assert.ok(m.subject.includes('012345'));
  assert.ok(m.text.includes('012345') && m.text.includes('verify?a=1&b=2'));
  assert.ok(m.html.includes('verify?a=1&amp;b=2'));
  assert.ok(m.html.includes('a&lt;b&gt;@example.com'));
});

test.run();
