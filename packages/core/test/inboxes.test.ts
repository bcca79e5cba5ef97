import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createInboxService, isInboxkitError, type InboxkitErrorCode } from '../src/index.js';
import { mail, manualClock, testService } from './helpers.js';

const clock = manualClock();
const t = await testService({ clock, domain: 'Mail.Example' });
test.after(() => t.cleanup());

async function throwsCode(fn: () => Promise<unknown>, code: InboxkitErrorCode, field?: string) {
  try {
    await fn();
  } catch (error) {
    assert.ok(isInboxkitError(error, code), `expected ${code}, got ${String(error)}`);
    if (field) assert.is((error as { field?: string }).field, field);
    return;
  }
  assert.unreachable(`expected ${code}`);
}

test('a persistent inbox gets a generated lower-case address on the domain and the spec fields', async () => {
  const inbox = await t.service.inboxes.create({ label: 'signup', lifecycle_mode: 'persistent' });
  assert.match(inbox.email_address, /^[a-z2-9]{12}@mail\.example$/);
  assert.equal(Object.keys(inbox).sort(), ['created_at', 'email_address', 'expires_at', 'id', 'label', 'last_message_received_at',
    'lifecycle_mode', 'message_analysis', 'status', 'ttl_minutes'].sort());
  assert.is(inbox.status, 'active');
  assert.is(inbox.ttl_minutes, null);
  assert.is(inbox.expires_at, null);
  assert.equal(inbox.message_analysis, { mode: 'all', recipients: [] });
  assert.equal(await t.service.inboxes.get(inbox.id), inbox);
});

test('a temporary inbox expires after ttl_minutes (default 60)', async () => {
  const a = await t.service.inboxes.create({ label: 'tmp', lifecycle_mode: 'temporary', ttl_minutes: 10 });
  assert.is(a.expires_at, new Date(clock() + 10 * 60_000).toISOString());
  const b = await t.service.inboxes.create({ label: 'tmp', lifecycle_mode: 'temporary' });
  assert.is(b.ttl_minutes, 60);
});

const invalidInputs: Array<[string, unknown, string]> = [
  ['missing label', { lifecycle_mode: 'persistent' }, 'label'],
  ['empty label', { label: '', lifecycle_mode: 'persistent' }, 'label'],
  ['long label', { label: 'x'.repeat(101), lifecycle_mode: 'persistent' }, 'label'],
  ['bad mode', { label: 'a', lifecycle_mode: 'forever' }, 'lifecycle_mode'],
  ['ttl too small', { label: 'a', lifecycle_mode: 'temporary', ttl_minutes: 9 }, 'ttl_minutes'],
  ['ttl too large', { label: 'a', lifecycle_mode: 'temporary', ttl_minutes: 61 }, 'ttl_minutes'],
  ['ttl not integer', { label: 'a', lifecycle_mode: 'temporary', ttl_minutes: 15.5 }, 'ttl_minutes'],
  ['ttl on persistent', { label: 'a', lifecycle_mode: 'persistent', ttl_minutes: 30 }, 'ttl_minutes'],
  ['bad analysis mode', { label: 'a', lifecycle_mode: 'persistent', message_analysis: { mode: 'some' } }, 'message_analysis.mode'],
  ['bad recipients', { label: 'a', lifecycle_mode: 'persistent', message_analysis: { mode: 'allowlist', recipients: ['nope'] } }, 'message_analysis.recipients'],
];
for (const [name, input, field] of invalidInputs) {
  test(`create refuses ${name} and names ${field}`, async () => {
    await throwsCode(() => t.service.inboxes.create(input as never), 'invalid_request', field);
  });
}

test('a label of exactly 100 characters and ttl bounds 10 and 60 are accepted', async () => {
  assert.is((await t.service.inboxes.create({ label: 'x'.repeat(100), lifecycle_mode: 'persistent' })).label.length, 100);
  assert.is((await t.service.inboxes.create({ label: 'a', lifecycle_mode: 'temporary', ttl_minutes: 10 })).ttl_minutes, 10);
  assert.is((await t.service.inboxes.create({ label: 'a', lifecycle_mode: 'temporary', ttl_minutes: 60 })).ttl_minutes, 60);
});

test('listing is newest first, pages with cursors, and new inboxes do not shift later pages', async () => {
  const account = await t.service.accounts.create({ name: 'Lister' });
  const scope = t.service.account(account.id);
  const made = [];
  for (let i = 0; i < 5; i++) made.push(await scope.inboxes.create({ label: `n${i}`, lifecycle_mode: 'persistent' }));
  const first = await scope.inboxes.list({ limit: 2 });
  assert.equal(first.items.map((i) => i.label), ['n4', 'n3']);
  assert.ok(first.page_info.has_more);
  await scope.inboxes.create({ label: 'late', lifecycle_mode: 'persistent' });
  const second = await scope.inboxes.list({ limit: 2, cursor: first.page_info.next_cursor });
  assert.equal(second.items.map((i) => i.label), ['n2', 'n1']);
  const third = await scope.inboxes.list({ limit: 2, cursor: second.page_info.next_cursor });
  assert.equal(third.items.map((i) => i.label), ['n0']);
  assert.equal(third.page_info, { has_more: false, next_cursor: null });
  assert.is(made.length, 5);
  await throwsCode(() => scope.inboxes.list({ limit: 0 }), 'invalid_request', 'limit');
  await throwsCode(() => scope.inboxes.list({ limit: 101 }), 'invalid_request', 'limit');
});

test('an expired temporary inbox reads expired, leaves the listing and refuses mail', async () => {
  const account = await t.service.accounts.create({ name: 'Expirer' });
  const scope = t.service.account(account.id);
  const tmp = await scope.inboxes.create({ label: 'tmp', lifecycle_mode: 'temporary', ttl_minutes: 10 });
  const keep = await scope.inboxes.create({ label: 'keep', lifecycle_mode: 'persistent' });
  assert.ok((await t.service.route(tmp.email_address)).ok);
  clock.advance(10 * 60_000);
  assert.is((await scope.inboxes.get(tmp.id)).status, 'expired', 'expired even before maintenance runs');
  assert.equal((await scope.inboxes.list()).items.map((i) => i.id), [keep.id]);
  const decision = await t.service.route(tmp.email_address);
  assert.equal(decision.ok ? 'ok' : decision.reason, 'inbox_inactive');
  const result = await t.service.ingest(mail(), { rcptTo: [tmp.email_address] });
  assert.is(result.stored.length, 0);
  assert.equal(result.rejected, [{ recipient: tmp.email_address, reason: 'inbox_inactive' }]);
  const report = await t.service.runMaintenance();
  assert.ok(report.expiredInboxes >= 1);
  assert.is((await scope.inboxes.get(tmp.id)).status, 'expired');
});

test('the active-inbox limit of the plan is enforced and frees up on expiry', async () => {
  const account = await t.service.accounts.create({ name: 'Small', entitlements: { active_inboxes: 2 } });
  const scope = t.service.account(account.id);
  await scope.inboxes.create({ label: 'a', lifecycle_mode: 'temporary', ttl_minutes: 10 });
  await scope.inboxes.create({ label: 'b', lifecycle_mode: 'persistent' });
  await throwsCode(() => scope.inboxes.create({ label: 'c', lifecycle_mode: 'persistent' }), 'limit_exceeded');
  clock.advance(10 * 60_000);
  assert.is((await scope.inboxes.create({ label: 'c', lifecycle_mode: 'persistent' })).label, 'c');
});

test('one account never sees another account\'s inbox', async () => {
  const a = t.service.account((await t.service.accounts.create({ name: 'A' })).id);
  const b = t.service.account((await t.service.accounts.create({ name: 'B' })).id);
  const inbox = await a.inboxes.create({ label: 'mine', lifecycle_mode: 'persistent' });
  await throwsCode(() => b.inboxes.get(inbox.id), 'not_found');
  await throwsCode(() => b.messages.list(inbox.id), 'not_found');
  assert.is((await b.inboxes.list()).items.length, 0);
});

test('a wildcard namespace routes any local part to the account\'s wildcard inbox', async () => {
  const account = await t.service.accounts.create({ name: 'Wild' });
  const scope = t.service.account(account.id);
  const wildcard = await t.service.accounts.claimWildcardNamespace(account.id, 'Wild-Team');
  assert.equal(wildcard.email_address, '*@wild-team.mail.example');
  assert.equal((await scope.inboxes.list()).wildcard_address, wildcard);
  assert.is((await scope.inboxes.get(wildcard.inbox_id)).message_analysis.mode, 'disabled');
  const result = await t.service.ingest(mail({ subject: 'to anyone' }), { rcptTo: ['Anything.Here@WILD-TEAM.mail.example'] });
  assert.is(result.stored[0]?.inboxId, wildcard.inbox_id);
  const other = await t.service.accounts.create({ name: 'Other' });
  await throwsCode(() => t.service.accounts.claimWildcardNamespace(other.id, 'wild-team'), 'conflict', 'namespace');
  await throwsCode(() => t.service.accounts.claimWildcardNamespace(other.id, 'bad.ns'), 'invalid_request', 'namespace');
  const noPlan = await t.service.accounts.create({ name: 'NoWild', entitlements: { wildcard_namespace: false } });
  await throwsCode(() => t.service.accounts.claimWildcardNamespace(noPlan.id, 'nowild'), 'forbidden');
});

// Last: it restarts the service.
test("cursors are the database's: another service on it, and the service restarted, page on with them", async () => {
  for (const label of ['c1', 'c2', 'c3']) await t.service.inboxes.create({ label, lifecycle_mode: 'persistent' });
  const first = await t.service.inboxes.list({ limit: 1 });
  const cursor = first.page_info.next_cursor!;
  const expected = (await t.service.inboxes.list({ limit: 2, cursor })).items.map((i) => i.id);
  const beside = await createInboxService({ database: t.database, maintenanceIntervalMs: 0, clock });
  try {
    assert.equal((await beside.inboxes.list({ limit: 2, cursor })).items.map((i) => i.id), expected);
  } finally {
    await beside.close();
  }
  await t.reopen({ clock });
  assert.equal((await t.service.inboxes.list({ limit: 2, cursor })).items.map((i) => i.id), expected);
});

test.run();
