import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { startTestDaemon, type TestDaemon } from './fixtures/daemon.js';
import { runCli } from '../../../test-support/daemon.js';

let t: TestDaemon;

test.before(async () => {
  // The daemon keeps running on the data dir while the CLI writes to it (SQLite WAL).
  t = await startTestDaemon();
});

test.after(async () => {
  await t.stop();
});

test('keys create prints exactly one line, the secret, which works as a Bearer key', async () => {
  const run = await runCli(['keys', 'create', '--data-dir', t.dir, '--account', 'default', '--scopes', 'inboxes:write,messages:read', '--label', 'ci']);
  assert.is(run.code, 0, run.stderr);
  const lines = run.stdout.split('\n');
  assert.is(lines.length, 2, JSON.stringify(run.stdout));
  assert.is(lines[1], '');
  const secret = lines[0]!;
  assert.match(secret, /^ik_live_[0-9A-Za-z]{40}$/);
  assert.match(run.stderr, /created API key key_\S+ for account default with scopes inboxes:write,messages:read/);
  assert.not.match(run.stderr, new RegExp(secret));

  const created = await t.api<{ inbox: { id: string } }>('/v1/inboxes', {
    method: 'POST', key: secret, body: JSON.stringify({ label: 'from cli key', lifecycle_mode: 'persistent' }),
  });
  assert.is(created.status, 201);
  assert.ok(await t.daemon.service.inboxes.get(created.body.inbox.id));
  const key = (await t.daemon.service.apiKeys.list(t.daemon.service.accountId)).find((k) => k.label === 'ci');
  assert.equal(key?.scopes, ['inboxes:write', 'messages:read']);
});

test('keys create makes the account when it does not exist; the key is scoped to it', async () => {
  const run = await runCli(['keys', 'create', '--data-dir', t.dir, '--account', 'Acme QA']);
  assert.is(run.code, 0, run.stderr);
  assert.match(run.stderr, /created account acme-qa/);
  const secret = run.stdout.trim();
  const account = await t.daemon.service.accounts.bySlug('acme-qa');
  assert.ok(account);
  const res = await t.api<{ inbox: { id: string } }>('/v1/inboxes', {
    method: 'POST', key: secret, body: JSON.stringify({ label: 'acme', lifecycle_mode: 'persistent' }),
  });
  assert.is(res.status, 201);
  assert.ok(await t.daemon.service.account(account!.id).inboxes.get(res.body.inbox.id));
  // Same account by slug the second time: no new account.
  const again = await runCli(['keys', 'create', '--data-dir', t.dir, '--account', 'acme-qa']);
  assert.is(again.code, 0);
  assert.not.match(again.stderr, /created account/);
});

test('namespace claim prints the wildcard address and mail to it is accepted by the running daemon', async () => {
  const run = await runCli(['namespace', 'claim', '--data-dir', t.dir, '--account', 'default', '--namespace', 'qa-team']);
  assert.is(run.code, 0, run.stderr);
  assert.is(run.stdout, '*@qa-team.inboxkit.test\n');
  const info = await t.send({ to: 'anyone@qa-team.inboxkit.test', subject: 'to the namespace', text: 'x' });
  assert.equal(info.accepted, ['anyone@qa-team.inboxkit.test']);
  const list = await t.messagesTo('anyone@qa-team.inboxkit.test');
  assert.is(list[0]?.subject, 'to the namespace');
  // Claimed by another account: an error, exit 1, one line on stderr, nothing on stdout.
  const taken = await runCli(['namespace', 'claim', '--data-dir', t.dir, '--account', 'other', '--namespace', 'qa-team']);
  assert.is(taken.code, 1);
  assert.is(taken.stdout, '');
  assert.match(taken.stderr, /namespace qa-team is taken/);
});

test('keys list prints the account\'s keys newest first, revoked ones marked, never a secret; --json gives IssuedApiKey objects', async () => {
  const account = await t.daemon.service.accounts.create({ name: 'Listed Co' });
  const first = await t.daemon.service.apiKeys.create(account.id, { label: 'first', scopes: ['messages:read'] });
  const second = await t.daemon.service.apiKeys.create(account.id, { label: 'second' });
  await t.daemon.service.apiKeys.revoke(account.id, first.key.id);
  const run = await runCli(['keys', 'list', '--data-dir', t.dir, '--account', 'Listed Co']);
  assert.is(run.code, 0, run.stderr);
  const lines = run.stdout.trimEnd().split('\n');
  assert.match(lines[0]!, /^ID\s+PREFIX\s+LABEL\s+SCOPES\s+INBOXES\s+STATUS\s+EXPIRES\s+CREATED\s+LAST USED$/);
  assert.is(lines.length, 3);
  assert.match(lines[1]!, new RegExp(`^${second.key.id}\\s+${second.key.key_prefix}\\s+second\\s+inboxes:write,messages:read,webhooks:write\\s+all\\s+active\\s`));
  assert.match(lines[2]!, new RegExp(`^${first.key.id}\\s+${first.key.key_prefix}\\s+first\\s+messages:read\\s+all\\s+revoked\\s`));
  for (const secret of [first.secret, second.secret]) assert.not.ok(run.stdout.includes(secret.slice(16)));

  const json = await runCli(['keys', 'list', '--data-dir', t.dir, '--account', 'listed-co', '--json']);
  assert.is(json.code, 0, json.stderr);
  const keys = JSON.parse(json.stdout);
  assert.equal(keys.map((k: { id: string }) => k.id), [second.key.id, first.key.id]);
  assert.equal(Object.keys(keys[0]).sort(), ['created_at', 'created_by_user_id', 'expires_at', 'id', 'inbox_ids', 'key_prefix', 'label', 'last_used_at', 'revoked_at', 'scopes']);
  assert.type(keys[1].revoked_at, 'string');

  const missing = await runCli(['keys', 'list', '--data-dir', t.dir, '--account', 'nobody-here']);
  assert.is(missing.code, 1);
  assert.match(missing.stderr, /no account named nobody-here/);
  assert.equal(await t.daemon.service.accounts.bySlug('nobody-here'), null, 'list never creates an account');
});

test('keys revoke ID while the daemon runs: the key gets 401 on its very next request, though the daemon had it cached', async () => {
  const issued = await t.daemon.service.apiKeys.create(t.daemon.service.accountId, { label: 'to revoke' });
  // In the daemon's authentication cache (5 s) from here on.
  assert.is((await t.api('/v1/inboxes', { key: issued.secret })).status, 200);
  assert.is((await t.api('/v1/inboxes', { key: issued.secret })).status, 200);
  const run = await runCli(['keys', 'revoke', issued.key.id, '--data-dir', t.dir]);
  assert.is(run.code, 0, run.stderr);
  assert.is(run.stdout, '');
  assert.match(run.stderr, new RegExp(`revoked API key ${issued.key.id} \\(to revoke\\) of account default`));
  const refused = await t.api<{ error: { code: string; message: string } }>('/v1/inboxes', { key: issued.secret });
  assert.is(refused.status, 401, 'at once: another process\'s revocation is seen through the database');
  assert.match(refused.body.error.message, /revoked/);
  assert.is((await t.api('/v1/inboxes')).status, 200, 'other keys keep working');

  const again = await runCli(['keys', 'revoke', issued.key.id, '--data-dir', t.dir]);
  assert.is(again.code, 0);
  assert.match(again.stderr, /was already revoked at \d{4}-/);
  const elsewhere = await runCli(['keys', 'revoke', issued.key.id, '--data-dir', t.dir, '--account', 'acme-qa']);
  assert.is(elsewhere.code, 1, 'a key of another account');
  assert.match(elsewhere.stderr, /account acme-qa has no API key key_/);
  const unknown = await runCli(['keys', 'revoke', 'key_nope', '--data-dir', t.dir]);
  assert.is(unknown.code, 1);
  assert.is(unknown.stderr.trim().split('\n').length, 1);
  const noId = await runCli(['keys', 'revoke', '--data-dir', t.dir]);
  assert.is(noId.code, 2);
  assert.match(noId.stderr, /the id of the key to revoke is required .*\(see "inboxkit keys revoke --help"\)/);
  const two = await runCli(['keys', 'revoke', 'key_a', 'key_b', '--data-dir', t.dir]);
  assert.is(two.code, 2);
  assert.match(two.stderr, /unexpected argument "key_b"/);
  const help = await runCli(['keys', 'revoke', '--help']);
  assert.match(help.stdout, /^Usage: inboxkit keys revoke KEY_ID/);
  const overview = await runCli(['keys', '--help']);
  assert.is(overview.code, 0);
  assert.match(overview.stdout, /keys list/);
});

test('usage errors exit 2 with one line on stderr', async () => {
  const bad = await runCli(['keys', 'create', '--data-dir', t.dir, '--scopes', 'root']);
  assert.is(bad.code, 2);
  assert.is(bad.stdout, '');
  assert.is(bad.stderr.trim().split('\n').length, 1);
  assert.match(bad.stderr, /^inboxkit: --scopes must be .* \(see "inboxkit keys create --help"\)\n$/);
  const unknown = await runCli(['keys', 'rotate']);
  assert.is(unknown.code, 2);
  assert.match(unknown.stderr, /unknown command "keys rotate"/);
  const help = await runCli(['keys', 'create', '--help']);
  assert.is(help.code, 0);
  assert.match(help.stdout, /^Usage: inboxkit keys create/);
});

test.run();
