import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import Database from 'better-sqlite3';
import { isInboxkitError, SCOPES } from '../src/index.js';
import { manualClock, peek, rejects, testService } from './helpers.js';

const clock = manualClock();
const t = await testService({ clock, signin: { policy: { loopback: true }, sessionTtlMs: 60 * 60_000 } });
test.after(() => t.cleanup());

const unauthorized = (error: unknown) => isInboxkitError(error, 'unauthorized');

test('a key opens a session with its account and scopes; only the token\'s hash is stored', async () => {
  const { service } = t;
  const account = await service.accounts.create({ name: 'Session Co' });
  const { secret, key } = await service.apiKeys.create(account.id, { scopes: ['messages:read'] });
  const opened = await service.sessions.openWithKey(secret);
  assert.is(opened.session.account.id, account.id);
  assert.equal(opened.session.scopes, ['messages:read']);
  assert.is(opened.session.api_key_id, key.id);
  assert.is(opened.session.method, 'api_key');
  assert.is(opened.session.user, null);
  assert.is(opened.session.expires_at, new Date(clock() + 60 * 60_000).toISOString());
  assert.not.ok(opened.token.includes(secret) || secret.includes(opened.token));
  const resolved = await service.sessions.resolve(opened.token);
  assert.is(resolved?.session_id, opened.session.session_id);
  const other = new Database(t.dbPath);
  other.pragma('wal_checkpoint(TRUNCATE)');
  other.close();
  assert.not.ok(readFileSync(t.dbPath).toString('latin1').includes(opened.token), 'the token is not in the database file');
  await rejects(service.sessions.openWithKey('ik_live_notakeynotakeynotakey'), unauthorized);
  await rejects(service.sessions.openWithKey(''), unauthorized);
});

test('revoking the key ends its sessions at once; an expiring key bounds the session', async () => {
  const { service } = t;
  const account = await service.accounts.create({ name: 'Revoke Co' });
  const { secret, key } = await service.apiKeys.create(account.id, {});
  const a = await service.sessions.openWithKey(secret);
  const b = await service.sessions.openWithKey(secret);
  assert.ok(await service.sessions.resolve(a.token));
  await service.account(account.id).keys.revoke(key.id);
  assert.is(await service.sessions.resolve(a.token), null);
  assert.is(await service.sessions.resolve(b.token), null);
  assert.is(await peek(t.dbPath, 'SELECT id FROM dashboard_sessions WHERE id = ?', a.session.session_id), undefined, 'the dead session is deleted');
  await rejects(service.sessions.openWithKey(secret), unauthorized);

  const short = await service.apiKeys.create(account.id, { expiresAt: clock() + 60_000 });
  const s = await service.sessions.openWithKey(short.secret);
  assert.is(s.session.expiresAtMs, clock() + 60_000, 'never past the key\'s expiry');
  clock.advance(60_000);
  assert.is(await service.sessions.resolve(s.token), null);
});

test('sessions expire, and sign-out ends one session only', async () => {
  const { service } = t;
  const { secret } = await service.apiKeys.create(service.accountId, {});
  const a = await service.sessions.openWithKey(secret);
  const b = await service.sessions.openWithKey(secret);
  assert.ok(await service.sessions.end(a.token));
  assert.not.ok(await service.sessions.end(a.token), 'a second sign-out finds nothing');
  assert.is(await service.sessions.resolve(a.token), null);
  assert.ok(await service.sessions.resolve(b.token));
  clock.advance(60 * 60_000);
  assert.is(await service.sessions.resolve(b.token), null, 'expired');
  for (const bad of ['', 'x'.repeat(300), 'not-a-token']) assert.is(await service.sessions.resolve(bad), null);
});

test('a one-time link is traded once for a session with every scope, and dies after its lifetime', async () => {
  const { service } = t;
  const link = await service.sessions.issueOneTimeLink(service.accountId);
  assert.is(link.expiresAtMs, clock() + 5 * 60_000);
  assert.is(await service.sessions.resolve(link.token), null, 'the link itself is not a session');
  const opened = await service.sessions.openWithOneTimeLink(link.token);
  assert.is(opened.session.account.id, service.accountId);
  assert.equal(opened.session.scopes, [...SCOPES]);
  assert.is(opened.session.method, 'one_time_link');
  assert.ok(await service.sessions.resolve(opened.token));
  await rejects(service.sessions.openWithOneTimeLink(link.token), unauthorized, 'used once');
  await rejects(service.sessions.openWithOneTimeLink(opened.token), unauthorized, 'a browser session is not a link');
  await rejects(service.sessions.openWithSigninToken(link.token), unauthorized, 'a one-time link is not a magic link token');

  const late = await service.sessions.issueOneTimeLink(service.accountId);
  clock.advance(5 * 60_000);
  await rejects(service.sessions.openWithOneTimeLink(late.token), unauthorized, 'expired');
  await rejects(service.sessions.issueOneTimeLink('acc_nope'), (e) => isInboxkitError(e, 'not_found'));
});

test('the magic link\'s session token is traded once for a session of the signed-in user', async () => {
  const { service } = t;
  const started = await service.signin.start({ email: 'dana@example.com' });
  const approval = await service.signin.approveMagicLink({
    authRequestId: started.auth_request_id, challengeId: started.challenge_id, token: started.token,
  });
  assert.ok(await service.signin.session(approval.session_token), 'readable before it is traded');
  const opened = await service.sessions.openWithSigninToken(approval.session_token);
  assert.is(opened.session.user?.email, 'dana@example.com');
  assert.is(opened.session.method, 'email');
  assert.equal(opened.session.scopes, [...SCOPES]);
  assert.is(opened.session.api_key_id, null);
  assert.is(await service.signin.session(approval.session_token), null, 'traded: gone');
  await rejects(service.sessions.openWithSigninToken(approval.session_token), unauthorized);
  const resolved = await service.sessions.resolve(opened.token);
  assert.is(resolved?.user?.email, 'dana@example.com');
  const overview = await service.account(resolved!.account.id).overview();
  assert.is(overview.slug, resolved!.account.slug);
  assert.is(overview.billing.usage.active_inboxes.used, 0);
  assert.is(overview.billing.entitlements.active_inboxes, overview.billing.usage.active_inboxes.limit);
});

test('two trades of one token at the same time: exactly one wins', async () => {
  const { service } = t;
  const link = await service.sessions.issueOneTimeLink(service.accountId);
  const results = await Promise.allSettled([1, 2, 3].map(() => service.sessions.openWithOneTimeLink(link.token)));
  assert.is(results.filter((r) => r.status === 'fulfilled').length, 1);
});

test.run();
