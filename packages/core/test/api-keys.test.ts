import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import Database from 'better-sqlite3';
import { isInboxkitError } from '../src/index.js';
import { LIVE_KEY_PREFIX } from '../src/auth/api-keys.js';
import { manualClock, rejects, testService } from './helpers.js';

const clock = manualClock();
const t = await testService({ clock });
test.after(() => t.cleanup());

test('a new key is ik_live_ plus a random secret, returned once, and only its hash is stored', async () => {
  const { service } = t;
  const account = await service.accounts.create({ name: 'Keys Co' });
  const { secret, key } = await service.apiKeys.create(account.id, { label: 'ci', scopes: ['messages:read'] });
  assert.ok(secret.startsWith(LIVE_KEY_PREFIX));
  assert.ok(secret.length >= LIVE_KEY_PREFIX.length + 40);
  assert.ok(secret.startsWith(key.key_prefix));
  assert.ok(key.key_prefix.length < secret.length - 20, 'the stored prefix reveals little of the secret');
  assert.equal(key.scopes, ['messages:read']);
  assert.is(key.label, 'ci');
  assert.is(key.revoked_at, null);
  // Checkpoint the WAL into the file through a second connection, so the file holds everything.
  const other = new Database(t.dbPath);
  other.pragma('wal_checkpoint(TRUNCATE)');
  other.close();
  const file = readFileSync(t.dbPath).toString('latin1');
  assert.not.ok(file.includes(secret.slice(key.key_prefix.length)), 'the secret part is not in the database file');
  const again = await service.apiKeys.create(account.id);
  assert.is.not(again.secret, secret);
});

test('authenticate finds the account, stamps last_used_at, and refuses near misses', async () => {
  const { service } = t;
  const account = await service.accounts.create({ name: 'Auth Co' });
  const { secret } = await service.apiKeys.create(account.id, {});
  const ok = await service.apiKeys.authenticate(secret);
  assert.is(ok.account.id, account.id);
  assert.is(ok.key.last_used_at, new Date(clock()).toISOString());
  const last = secret.at(-1) === 'a' ? 'b' : 'a';
  for (const wrong of [secret.slice(0, -1) + last, secret + 'x', '', 'Bearer ' + secret, LIVE_KEY_PREFIX, 'ik_test_' + secret.slice(8)]) {
    await rejects(service.apiKeys.authenticate(wrong), (e: unknown) => isInboxkitError(e, 'unauthorized'), wrong);
  }
});

test('revoked and expired keys are refused', async () => {
  const { service } = t;
  const account = await service.accounts.create({ name: 'Expiry Co' });
  const revoked = await service.apiKeys.create(account.id, {});
  await service.apiKeys.revoke(account.id, revoked.key.id);
  await rejects(service.apiKeys.authenticate(revoked.secret), (e: unknown) => isInboxkitError(e, 'unauthorized'));
  const expiring = await service.apiKeys.create(account.id, { expiresAt: clock() + 60_000 });
  assert.is((await service.apiKeys.authenticate(expiring.secret)).account.id, account.id);
  clock.advance(60_000);
  await rejects(service.apiKeys.authenticate(expiring.secret), (e: unknown) => isInboxkitError(e, 'unauthorized'));
  await rejects(service.apiKeys.create(account.id, { expiresAt: clock() - 1 }), (e: unknown) => isInboxkitError(e, 'invalid_request'));
});

test('another account cannot revoke a key it does not own', async () => {
  const { service } = t;
  const a = await service.accounts.create({ name: 'Owner' });
  const b = await service.accounts.create({ name: 'Intruder' });
  const { key, secret } = await service.apiKeys.create(a.id, {});
  await rejects(service.apiKeys.revoke(b.id, key.id), (e: unknown) => isInboxkitError(e, 'not_found'));
  assert.is((await service.apiKeys.authenticate(secret)).account.id, a.id);
});

test('a chosen secret (INBOXKIT_API_KEY in CI) is accepted once and validated', async () => {
  const { service } = t;
  const account = await service.accounts.create({ name: 'CI' });
  const chosen = `${LIVE_KEY_PREFIX}ci0000000000000000000000`;
  assert.not.ok(await service.apiKeys.exists(chosen));
  await service.apiKeys.create(account.id, { secret: chosen });
  assert.ok(await service.apiKeys.exists(chosen));
  assert.is((await service.apiKeys.authenticate(chosen)).account.id, account.id);
  await rejects(service.apiKeys.create(account.id, { secret: 'short' }), (e: unknown) => isInboxkitError(e, 'invalid_request'));
});

test.run();
