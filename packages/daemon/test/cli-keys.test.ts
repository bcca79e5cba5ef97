import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { runCli, startTestDaemon, type TestDaemon } from './fixtures/daemon.js';

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
