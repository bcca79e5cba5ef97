/**
 * An inbox's auto-release setting (schema 17): read and replaced through the account's API
 * (`inboxes.autoRelease`, `inboxes.setAutoRelease`), as a key limited to inboxes sees it, and
 * read by the daemon after each stored message (`autoReleaseTo`, cached until a setting or an
 * inbox changes, here or in another process). On a real SQLite file, and on PostgreSQL in the full set (run-tests.mjs:
 * `auto-release.test.ts [postgres]`).
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createInboxService, isInboxkitError, type InboxkitErrorCode } from '../src/index.js';
import { manualClock, rejects, testService } from './helpers.js';
import { until } from '../../../test-support/wait.js';

const clock = manualClock();
const t = await testService({ clock, analysis: false, webhooks: false });
test.after(() => t.cleanup());

const code = (c: InboxkitErrorCode, field?: string) => (e: unknown) => isInboxkitError(e, c) && (field === undefined || e.field === field);

test('off until set; set replaces (addresses lower-cased, each once); [] turns it off again', async () => {
  const inbox = await t.service.inboxes.create({ label: 'releases', lifecycle_mode: 'persistent' });
  assert.equal(await t.service.inboxes.autoRelease(inbox.id), { inbox_id: inbox.id, to: [], updated_at: null });
  assert.equal(await t.service.autoReleaseTo(inbox.id), []);
  const set = await t.service.inboxes.setAutoRelease(inbox.id, ['QA@Example.com', 'qa@example.com', ' dev@example.org ']);
  assert.equal(set, { inbox_id: inbox.id, to: ['qa@example.com', 'dev@example.org'], updated_at: new Date(clock()).toISOString() });
  assert.equal(await t.service.inboxes.autoRelease(inbox.id), set);
  assert.equal(await t.service.autoReleaseTo(inbox.id), ['qa@example.com', 'dev@example.org']);
  clock.advance(1_000);
  const replaced = await t.service.inboxes.setAutoRelease(inbox.id, ['only@example.com']);
  assert.equal(replaced.to, ['only@example.com']);
  assert.equal(await t.service.autoReleaseTo(inbox.id), ['only@example.com'], 'the cached read sees the new setting');
  assert.equal(await t.service.inboxes.setAutoRelease(inbox.id, []), { inbox_id: inbox.id, to: [], updated_at: null });
  assert.equal(await t.service.autoReleaseTo(inbox.id), []);
});

test('a bad list is refused naming to, and nothing changes', async () => {
  const inbox = await t.service.inboxes.create({ label: 'bad lists', lifecycle_mode: 'persistent' });
  await t.service.inboxes.setAutoRelease(inbox.id, ['keep@example.com']);
  const refused = (to: unknown, why: RegExp) => rejects(t.service.inboxes.setAutoRelease(inbox.id, to as string[]),
    (e) => code('invalid_request', 'to')(e) && why.test((e as Error).message), JSON.stringify(to));
  await refused('a@example.com', /array/);
  await refused(['not an address'], /email addresses/);
  await refused(['a@example.com', 7], /email addresses/);
  await refused(Array.from({ length: 11 }, (_, i) => `r${i}@example.com`), /at most 10/);
  assert.equal(await t.service.autoReleaseTo(inbox.id), ['keep@example.com']);
});

test('another account\'s inbox, and one a limited key does not see, are not found; the limited key sets its own', async () => {
  const account = await t.service.accounts.create({ name: 'Release Co' });
  const all = t.service.account(account.id);
  const a = await all.inboxes.create({ label: 'a', lifecycle_mode: 'persistent' });
  const b = await all.inboxes.create({ label: 'b', lifecycle_mode: 'persistent' });
  await rejects(t.service.inboxes.autoRelease(a.id), code('not_found'));
  await rejects(t.service.inboxes.setAutoRelease(a.id, ['x@example.com']), code('not_found'));
  const { key } = await t.service.apiKeys.create(account.id, { scopes: ['inboxes:write'], inboxIds: [a.id] });
  const limited = t.service.account(account.id, { keyId: key.id, inboxIds: key.inbox_ids! });
  assert.equal((await limited.inboxes.setAutoRelease(a.id, ['x@example.com'])).to, ['x@example.com']);
  await rejects(limited.inboxes.autoRelease(b.id), code('not_found'));
  await rejects(limited.inboxes.setAutoRelease(b.id, ['x@example.com']), code('not_found'));
  assert.equal(await t.service.autoReleaseTo(b.id), []);
});

test('a deleted inbox takes its setting along; a setting written by another process is read after its commit', async () => {
  const inbox = await t.service.inboxes.create({ label: 'gone', lifecycle_mode: 'persistent' });
  await t.service.inboxes.setAutoRelease(inbox.id, ['qa@example.com']);
  await t.service.inboxes.delete(inbox.id);
  await rejects(t.service.inboxes.autoRelease(inbox.id), code('not_found'));
  assert.equal(await t.service.autoReleaseTo(inbox.id), []);

  const other = await t.service.inboxes.create({ label: 'beside', lifecycle_mode: 'persistent' });
  assert.equal(await t.service.autoReleaseTo(other.id), [], 'read (and cached) while off');
  // Another process's commit (a second service on the database): SQLite's data version, or
  // PostgreSQL's catalog NOTIFY, moves this one's epoch.
  const beside = await createInboxService({ database: t.service.options.database, maintenanceIntervalMs: 0, analysis: false, webhooks: false });
  try {
    await beside.inboxes.setAutoRelease(other.id, ['side@example.com']);
  } finally {
    await beside.close();
  }
  const seen = await until(async () => { const to = await t.service.autoReleaseTo(other.id); return to.length > 0 && to; }, { what: 'the setting written beside the service' });
  assert.equal(seen, ['side@example.com']);
});

test.run();
