import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { isInboxkitError } from '../src/index.js';
import { mail, manualClock, peek, rejects, testService } from './helpers.js';
import { until } from '../../../test-support/wait.js';

const DAY = 86_400_000;
const clock = manualClock();
const t = await testService({ clock });
test.after(() => t.cleanup());

test('messages older than the account retention are purged with their content; newer ones stay', async () => {
  const account = await t.service.accounts.create({ name: 'Short memory', entitlements: { message_retention_days: 2 } });
  const scope = t.service.account(account.id);
  const inbox = await scope.inboxes.create({ label: 'r', lifecycle_mode: 'persistent' });
  const keepDefault = await t.service.inboxes.create({ label: 'default account', lifecycle_mode: 'persistent' });
  const old = await t.service.ingest(mail({ subject: 'old' }), { rcptTo: [inbox.email_address, keepDefault.email_address] });
  clock.advance(DAY);
  const fresh = await t.service.ingest(mail({ subject: 'fresh' }), { rcptTo: [inbox.email_address] });
  clock.advance(DAY + 1);
  const report = await t.service.runMaintenance();
  assert.is(report.purgedMessages, 1);
  await rejects(scope.messages.get(old.stored[0]!.messageId), (e: unknown) => isInboxkitError(e, 'not_found'));
  assert.is((await scope.messages.get(fresh.stored[0]!.messageId)).subject, 'fresh');
  assert.is((await t.service.messages.get(old.stored[1]!.messageId)).subject, 'old', 'the default plan keeps 30 days');
  const orphans = (await peek<{ n: number }>(t, 'SELECT COUNT(*) AS n FROM message_content WHERE seq NOT IN (SELECT seq FROM messages)'))!;
  assert.is(orphans.n, 0);
});

test('a large purge runs in batches and ingest proceeds meanwhile', async () => {
  const account = await t.service.accounts.create({ name: 'Bulk', entitlements: { message_retention_days: 1 } });
  const inbox = await t.service.account(account.id).inboxes.create({ label: 'b', lifecycle_mode: 'persistent' });
  const raw = mail({ subject: 'bulk' });
  for (let i = 0; i < 1200; i += 100) {
    await Promise.all(Array.from({ length: 100 }, () => t.service.ingest(raw, { rcptTo: [inbox.email_address] })));
  }
  clock.advance(2 * DAY);
  const purging = await t.service.runMaintenance();
  const during = await t.service.ingest(mail({ subject: 'during' }), { rcptTo: [inbox.email_address] });
  const report = await purging;
  assert.ok(report.purgedMessages >= 1200, `purged ${report.purgedMessages}`);
  const left = (await peek<{ n: number }>(t, 'SELECT COUNT(*) AS n FROM messages WHERE account_id = ?', account.id))!;
  assert.is(left.n, 1);
  assert.is(during.stored.length, 1);
  assert.equal((await t.service.account(account.id).messages.list(inbox.id)).items.map((m) => m.subject), ['during']);
});

test('the maintenance timer runs on its own when an interval is set', async () => {
  const timed = await testService({ clock, maintenanceIntervalMs: 20 });
  const inbox = await timed.service.inboxes.create({ label: 'tmp', lifecycle_mode: 'temporary', ttl_minutes: 10 });
  clock.advance(11 * 60_000);
  // Nothing here runs maintenance: only the service's own timer can mark the inbox.
  const stored = async () => (await peek<{ status: string }>(timed, 'SELECT status FROM inboxes WHERE id = ?', inbox.id))!.status;
  await until(async () => (await stored()) === 'expired', { timeoutMs: 5_000, what: 'the timer expired the inbox' });
  assert.is(await stored(), 'expired');
  await timed.cleanup();
});

test.run();
