// Sign-in below HTTP: core's module (service.signin) on a real SQLite file (schema, secrets
// at rest, policy, users and accounts, sessions, purge, one-time use under concurrency), the
// daemon's parsing of bodies and queries into core's commands, and its small pure parts
// (loopback detection, relay URLs, the email text). What storage holds is read through a
// read-only connection to the file.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import {
  createInboxService, isInboxkitError, resolveSigninPolicy, type InboxService, type Signin, type SigninOptions,
} from '@inboxkit/core';
import {
  composeSigninMail, isLoopbackDaemon, isLoopbackHost, parseExchangeBody, parseMagicLinkQuery, parseSmtpRelay,
  parseStartBody, parseVerifyOtpBody,
} from '../src/signin/index.js';

const T0 = Date.UTC(2026, 10, 21, 9, 0, 0);
let now = T0;
const clock = () => now;
let dir: string;
let files = 0;
const services: InboxService[] = [];
/** The service most tests use: sign-in open (a loopback daemon's policy). */
let service: InboxService;
let signin: Signin;

/** A service with its own SQLite file and these sign-in options. */
async function newService(options: SigninOptions = { policy: { loopback: true } }): Promise<InboxService> {
  const created = await createInboxService({
    database: join(dir, `db-${++files}.sqlite`), clock, maintenanceIntervalMs: 0,
    webhooks: { autoStart: false }, analysis: { autoStart: false }, signin: options,
  });
  services.push(created);
  return created;
}

/** Reads the service's SQLite file through a read-only connection of its own. */
function peek<T>(svc: InboxService, fn: (db: Database.Database) => T): T {
  const db = new Database(svc.options.database, { readonly: true, fileMustExist: true });
  try {
    return fn(db);
  } finally {
    db.close();
  }
}

async function code(fn: () => unknown): Promise<string> {
  try {
    await fn();
  } catch (error) {
    if (isInboxkitError(error)) return error.code;
    const named = (error as { code?: unknown }).code;
    if (typeof named === 'string') return named; // the daemon's ApiError
    throw error;
  }
  return 'ok';
}

const wrongOtp = (otp: string) => (otp === '000000' ? '111111' : '000000');
const ids = (s: { auth_request_id: string; challenge_id: string }) => ({ authRequestId: s.auth_request_id, challengeId: s.challenge_id });

test.before(async () => {
  dir = mkdtempSync(join(tmpdir(), 'ik-signin-core-'));
  service = await newService();
  signin = service.signin;
});

test.after(async () => {
  for (const s of services.splice(0)) await s.close();
  rmSync(dir, { recursive: true, force: true });
});

test('the sign-in tables are part of the schema (version 4, recorded)', async () => {
  peek(service, (db) => {
    assert.ok((db.prepare('SELECT MAX(version) FROM schema_migrations').pluck().get() as number) >= 4);
    assert.ok(db.prepare('SELECT 1 FROM schema_migrations WHERE version = 4').get(), 'recorded as version 4');
    const tables = (db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all() as { name: string }[]).map((r) => r.name);
    for (const t of ['users', 'account_members', 'auth_requests', 'auth_challenges', 'dashboard_sessions']) assert.ok(tables.includes(t), t);
  });
});

test('secrets are stored only as SHA-256 hashes', async () => {
  const s = await signin.start({ email: 'secret@example.com' });
  assert.match(s.otp, /^\d{6}$/);
  assert.ok(s.token.length >= 43, '256-bit link token');
  const approval = await signin.approveMagicLink({ ...ids(s), token: s.token });
  const dump = peek(service, (db) => JSON.stringify([
    db.prepare('SELECT * FROM auth_requests').all(),
    db.prepare('SELECT * FROM auth_challenges').all(),
    db.prepare('SELECT * FROM dashboard_sessions').all(),
  ], (_k, v) => (Buffer.isBuffer(v) || (v && v.type === 'Buffer') ? Buffer.from(v.data ?? v).toString('latin1') : v)));
  for (const secret of [s.otp, s.token, approval.exchange_code, approval.session_token]) {
    assert.not.ok(dump.includes(secret), 'no secret in clear');
  }
  const ch = peek(service, (db) => db.prepare('SELECT otp_hash, token_hash FROM auth_challenges WHERE id = ?').get(s.challenge_id)) as { otp_hash: Buffer; token_hash: Buffer };
  assert.is(ch.otp_hash.length, 32);
  assert.is(ch.token_hash.length, 32);
});

test('start takes a typed command: defaults for what it leaves out, domain checks for the rest', async () => {
  const s = await signin.start({ email: 'Typed@Example.com' }, { clientVersion: '1.2.3', remoteAddress: '127.0.0.1' });
  assert.is(s.email, 'typed@example.com', 'the address is the identity, in lower case');
  assert.equal(s.delivery, { channel: 'email', methods: ['magic_link', 'otp'] });
  assert.is(s.expiresAtMs, now + signin.challengeTtlMs);
  const row = peek(service, (db) => db.prepare('SELECT * FROM auth_requests WHERE id = ?').get(s.auth_request_id)) as Record<string, unknown>;
  assert.equal(
    [row.email, JSON.parse(row.scopes as string), row.label, row.key_expires_at, row.client_version, row.remote_address, row.status],
    ['typed@example.com', ['inboxes:write', 'messages:read', 'webhooks:write'], 'CLI sign-in', null, '1.2.3', '127.0.0.1', 'pending'],
  );
  const done = await signin.verifyOtp({ ...ids(s), otp: s.otp });
  assert.equal(done.key.scopes, ['inboxes:write', 'messages:read', 'webhooks:write']);

  // Errors name the command's property.
  const fieldOf = async (fn: () => Promise<unknown>) => {
    try {
      await fn();
    } catch (error) {
      return isInboxkitError(error) ? `${error.code}:${error.field}` : String(error);
    }
    return 'ok';
  };
  assert.is(await fieldOf(() => signin.start({ email: 'x@example.com', keyExpiresAt: now })), 'invalid_request:keyExpiresAt');
  assert.is(await fieldOf(() => signin.start({ email: 'x@example.com', scopes: [] })), 'invalid_request:scopes');
  assert.is(await fieldOf(() => signin.start({ email: 'x@example.com', label: '' })), 'invalid_request:label');
  assert.is(await fieldOf(() => signin.start({ email: 'not an address' })), 'invalid_request:email');
  assert.is(await fieldOf(() => signin.verifyOtp({ authRequestId: 'areq_nope', challengeId: s.challenge_id, otp: '123456' })), 'not_found:authRequestId');
  const other = await signin.start({ email: 'typed@example.com' });
  assert.is(await fieldOf(() => signin.approveMagicLink({ authRequestId: other.auth_request_id, challengeId: s.challenge_id, token: 't' })), 'not_found:challengeId');
});

test('the OTP keeps working after the link was used, until the request completes; then the exchange code is dead', async () => {
  const s = await signin.start({ email: 'both@example.com' });
  const approval = await signin.approveMagicLink({ ...ids(s), token: s.token });
  const done = await signin.verifyOtp({ ...ids(s), otp: s.otp });
  assert.is(done.user.email, 'both@example.com');
  assert.is(await code(() => signin.exchange({ authRequestId: s.auth_request_id, exchangeCode: approval.exchange_code })), 'conflict');
});

test('exchange before the link was used: every code is wrong and counted, the fifth closes the request', async () => {
  const s = await signin.start({ email: 'early@example.com' });
  for (let i = 0; i < 5; i++) assert.is(await code(() => signin.exchange({ authRequestId: s.auth_request_id, exchangeCode: 'guess' })), 'unauthorized');
  assert.is(await code(() => signin.verifyOtp({ ...ids(s), otp: s.otp })), 'conflict');
});

test('wrong codes are counted in storage although the call rejects', async () => {
  const s = await signin.start({ email: 'typing@example.com' });
  assert.is(await code(() => signin.verifyOtp({ ...ids(s), otp: wrongOtp(s.otp) })), 'unauthorized');
  const row = peek(service, (db) => db.prepare('SELECT attempts FROM auth_challenges WHERE id = ?').get(s.challenge_id)) as { attempts: number };
  assert.is(row.attempts, 1, 'the miss is committed although the call threw');
  assert.is((await signin.verifyOtp({ ...ids(s), otp: s.otp })).user.email, 'typing@example.com');
});

test('one-time use holds under concurrency: the same code, link or exchange code twice at once completes once', async () => {
  const settle = async (calls: Array<Promise<unknown>>) => {
    const results = await Promise.allSettled(calls);
    const codes = results.map((r) => (r.status === 'fulfilled' ? 'ok' : isInboxkitError(r.reason) ? r.reason.code : String(r.reason)));
    return codes.sort();
  };
  const a = await signin.start({ email: 'race@example.com' });
  assert.equal(await settle([signin.verifyOtp({ ...ids(a), otp: a.otp }), signin.verifyOtp({ ...ids(a), otp: a.otp })]), ['conflict', 'ok']);

  const b = await signin.start({ email: 'race@example.com' });
  const links = await settle([signin.approveMagicLink({ ...ids(b), token: b.token }), signin.approveMagicLink({ ...ids(b), token: b.token })]);
  assert.equal(links, ['conflict', 'ok'], 'the link works once');

  const c = await signin.start({ email: 'race@example.com' });
  const approval = await signin.approveMagicLink({ ...ids(c), token: c.token });
  const x = { authRequestId: c.auth_request_id, exchangeCode: approval.exchange_code };
  assert.equal(await settle([signin.exchange(x), signin.exchange(x), signin.verifyOtp({ ...ids(c), otp: c.otp })]), ['conflict', 'conflict', 'ok']);
  const keys = await service.apiKeys.list((await signin.session(approval.session_token))!.account_id);
  assert.is(keys.length, 2, 'one key per completed request (a and c), not one per call');
});

test('first sign-in creates the user and a personal account; slugs stay unique', async () => {
  const complete = async (email: string) => {
    const s = await signin.start({ email });
    return signin.verifyOtp({ ...ids(s), otp: s.otp });
  };
  const a = await complete('a.b@x.example');
  const b = await complete('a-b@x.example');
  assert.is(a.account.slug, 'a-b-x-example');
  assert.is(b.account.slug, 'a-b-x-example-2');
  assert.is.not(a.user.id, b.user.id);
  assert.equal(a.user, { id: a.user.id, email: 'a.b@x.example', display_name: null, avatar_url: null, identity_login: null });
  const again = await complete('A.B@X.example');
  assert.is(again.user.id, a.user.id, 'the address is the identity, case-insensitively');
  assert.is(again.account.id, a.account.id);
  const members = peek(service, (db) => db.prepare('SELECT role FROM account_members WHERE user_id = ?').all(a.user.id)) as { role: string }[];
  assert.equal(members, [{ role: 'owner' }]);
  assert.not.ok('monthly_analyses' in a.billing.entitlements);
});

test('dashboard sessions from the magic link resolve until they expire', async () => {
  const short = (await newService({ policy: { loopback: true }, sessionTtlMs: 60_000 })).signin;
  const s = await short.start({ email: 'dash@example.com' });
  const approval = await short.approveMagicLink({ ...ids(s), token: s.token });
  const session = await short.session(approval.session_token);
  assert.ok(session);
  assert.is(session!.user.email, 'dash@example.com');
  assert.is((await short.profile(session!.user.id, session!.account_id)).account.role, 'owner');
  assert.is(await short.session('not-a-token'), null);
  now += 60_000;
  assert.is(await short.session(approval.session_token), null);
});

test('purge drops requests expired longer than the retention, with their challenges', async () => {
  const svc = await newService({ policy: { loopback: true }, retentionMs: 60_000 });
  const s = await svc.signin.start({ email: 'old@example.com' });
  now += svc.signin.challengeTtlMs + 60_001;
  assert.ok((await svc.signin.purge()) >= 1);
  peek(svc, (db) => {
    assert.is(db.prepare('SELECT 1 FROM auth_requests WHERE id = ?').get(s.auth_request_id), undefined);
    assert.is(db.prepare('SELECT 1 FROM auth_challenges WHERE id = ?').get(s.challenge_id), undefined);
  });
  assert.is(await code(() => svc.signin.verifyOtp({ ...ids(s), otp: s.otp })), 'not_found');
});

test('policy: open on loopback, closed elsewhere without an allowlist, allowlist of addresses and domains', async () => {
  assert.equal(resolveSigninPolicy({ loopback: true }), { mode: 'open' });
  assert.is(resolveSigninPolicy({}).mode, 'closed', 'the safe side by default');
  assert.is(resolveSigninPolicy({ loopback: false, open: true }).mode, 'open');
  const list = resolveSigninPolicy({ loopback: true, allow: ['Boss@Corp.example', '@team.example', 'ops.example', ' '] });
  assert.equal(list, { mode: 'allowlist', addresses: ['boss@corp.example'], domains: ['team.example', 'ops.example'] });
  const listed = (await newService({ policy: list })).signin;
  assert.equal(listed.policy, list, 'a resolved policy is taken as it is');
  assert.is(await code(() => listed.checkPolicy('boss@corp.example')), 'ok');
  assert.is(await code(() => listed.checkPolicy('X@Team.example')), 'ok');
  assert.is(await code(() => listed.checkPolicy('x@sub.team.example')), 'invalid_request');
  for (const bad of ['not a domain', 'a@b@c', '-x.example', '@']) {
    assert.is(await code(() => resolveSigninPolicy({ allow: [bad] })), 'invalid_request', bad);
  }
  // start() enforces the policy itself, whatever the caller checked.
  const closed = (await newService({ policy: { loopback: false } })).signin;
  assert.is(await code(() => closed.checkPolicy('x@team.example')), 'unavailable');
  assert.is(await code(() => closed.start({ email: 'x@example.com' })), 'unavailable');
  assert.is(await code(() => listed.start({ email: 'x@evil.example' })), 'invalid_request');
  assert.is(await code(() => listed.start({ email: 'Boss@Corp.example' })), 'ok');
});

test('the daemon parses bodies and queries into core\'s commands (400 naming the field)', async () => {
  assert.equal(parseStartBody({ email: ' Me@Example.COM ' }, now), { email: 'me@example.com' }, 'absent fields stay absent');
  assert.equal(parseStartBody({
    email: 'me@example.com', scopes: ['messages:read', 'messages:read'], label: 'laptop', expires_at: '2027-01-01T00:00:00Z',
    localhost_callback_url: 'http://LOCALHOST:9/cb', callback_state: 's', next_dashboard_path: '/dashboard', extra: 1,
  }, now), {
    email: 'me@example.com', scopes: ['messages:read'], label: 'laptop', keyExpiresAt: Date.UTC(2027, 0, 1),
    callbackUrl: 'http://localhost:9/cb', callbackState: 's', nextDashboardPath: '/dashboard',
  });
  assert.equal(parseStartBody({ email: 'me@example.com', label: null, scopes: null }, now), { email: 'me@example.com' }, 'null is absent');

  const spaced = parseVerifyOtpBody({ auth_request_id: 'areq_1', challenge_id: 'chal_1', code: '123 456' });
  assert.equal(spaced, { authRequestId: 'areq_1', challengeId: 'chal_1', otp: '123456' }, 'spaces in the code are dropped');
  assert.is(parseVerifyOtpBody({ auth_request_id: 'a', challenge_id: 'c', code: '12-34-56' }).otp, '123456', 'and dashes');
  assert.equal(parseExchangeBody({ auth_request_id: 'areq_1', code: 'xyz' }), { authRequestId: 'areq_1', exchangeCode: 'xyz' });
  assert.equal(parseMagicLinkQuery({ auth_request: 'areq_1', challenge: 'chal_1', token: 't' }), { authRequestId: 'areq_1', challengeId: 'chal_1', token: 't' });

  const fieldOf = (fn: () => unknown) => {
    try {
      fn();
    } catch (error) {
      const e = error as { code?: string; field?: string; message?: string };
      return `${e.code}:${e.field}`;
    }
    return 'ok';
  };
  assert.is(fieldOf(() => parseStartBody([], now)), 'invalid_request:body');
  assert.is(fieldOf(() => parseStartBody({ email: 'nope' }, now)), 'invalid_request:email');
  assert.is(fieldOf(() => parseStartBody({ email: 'a@b.example', expires_at: new Date(now).toISOString() }, now)), 'invalid_request:expires_at');
  assert.is(fieldOf(() => parseStartBody({ email: 'a@b.example', label: 'x'.repeat(101) }, now)), 'invalid_request:label');
  assert.is(fieldOf(() => parseStartBody({ email: 'a@b.example', label: '🙂'.repeat(100) }, now)), 'ok', 'labels count code points');
  assert.is(fieldOf(() => parseVerifyOtpBody({ auth_request_id: 'a', challenge_id: 'c', code: '12345' })), 'invalid_request:code');
  assert.is(fieldOf(() => parseVerifyOtpBody({ auth_request_id: 'a', code: '123456' })), 'invalid_request:challenge_id');
  assert.is(fieldOf(() => parseExchangeBody({ auth_request_id: 'a', code: '' })), 'invalid_request:code');
  assert.is(fieldOf(() => parseMagicLinkQuery({ auth_request: 'a', challenge: 'c' })), 'invalid_request:token');
});

test('loopback detection: bind host and public base URL', () => {
  for (const h of ['127.0.0.1', '127.1.2.3', 'localhost', '::1', '[::1]', '::ffff:127.0.0.1']) assert.ok(isLoopbackHost(h), h);
  for (const h of ['0.0.0.0', '::', '10.0.0.1', '192.168.1.1', 'example.com', '128.0.0.1']) assert.not.ok(isLoopbackHost(h), h);
  assert.ok(isLoopbackDaemon('127.0.0.1'));
  assert.ok(isLoopbackDaemon('127.0.0.1', 'http://localhost:4780'));
  assert.not.ok(isLoopbackDaemon('127.0.0.1', 'https://inbox.example.com'), 'behind a reverse proxy');
  assert.not.ok(isLoopbackDaemon('0.0.0.0', 'http://127.0.0.1:4780'));
});

test('relay URLs: smtp and smtps, encoded credentials, redacted for messages', async () => {
  const r = parseSmtpRelay('smtp://me%40corp.example:p%40ss%3Aw@mail.example:2525');
  assert.equal([r.host, r.port, r.secure, r.auth], ['mail.example', 2525, false, { user: 'me@corp.example', pass: 'p@ss:w' }]);
  assert.not.ok(r.redacted.includes('p%40ss'), 'no password in the redacted form');
  assert.is(parseSmtpRelay('smtp://mail.example').port, 587);
  const s = parseSmtpRelay('smtps://mail.example');
  assert.equal([s.port, s.secure, s.auth], [465, true, undefined]);
  for (const bad of ['http://mail.example', 'mail.example:587', 'smtp://']) assert.is(await code(() => parseSmtpRelay(bad)), 'invalid_request', bad);
});

test('the email carries the code and the link, HTML-escaped', () => {
  const m = composeSigninMail({ to: 'a<b>@example.com', code: '012345', link: 'http://127.0.0.1:4780/v1/auth/cli/email/verify?a=1&b=2', expiresAt: '2026-11-21T09:15:00.000Z', validMinutes: 15 });
  assert.ok(m.subject.includes('012345'));
  assert.ok(m.text.includes('012345') && m.text.includes('verify?a=1&b=2'));
  assert.ok(m.html.includes('verify?a=1&amp;b=2'));
  assert.ok(m.html.includes('a&lt;b&gt;@example.com'));
});

test.run();
