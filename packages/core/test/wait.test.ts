import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { isInboxkitError } from '../src/index.js';
import { mail, manualClock, testService } from './helpers.js';

const t = await testService();
test.after(() => t.cleanup());

const send = (to: string, subject: string, text = 'hello') => t.service.ingest(mail({ subject, text }), { rcptTo: [to] });

test('a message stored before the wait is returned at once', async () => {
  const inbox = await t.service.inboxes.create({ label: 'early', lifecycle_mode: 'persistent' });
  await send(inbox.email_address, 'already here');
  const m = await t.service.waitForMessage({ inboxId: inbox.id, timeoutMs: 50 });
  assert.is(m.subject, 'already here');
});

test('a message arriving later resolves the wait without polling', async () => {
  const inbox = await t.service.inboxes.create({ label: 'later', lifecycle_mode: 'persistent' });
  const waiting = t.service.waitForMessage({ inboxId: inbox.id, timeoutMs: 2000 });
  // Sent at once: the wait finds it whether it is stored before or after the wait registered.
  await send(inbox.email_address, 'arrived');
  assert.is((await waiting).subject, 'arrived');
  assert.is(t.service.heldWaits(), 0, 'waits are released after settling');
});

test('since a message id walks every message once, oldest first, never missing or repeating', async () => {
  const inbox = await t.service.inboxes.create({ label: 'walk', lifecycle_mode: 'persistent' });
  const subjects = ['a', 'b', 'c', 'd', 'e'];
  // Senders run while the reader waits; some arrive between a read and the next wait.
  const sending = (async () => {
    for (const s of subjects) {
      await send(inbox.email_address, s);
      await new Promise((r) => setImmediate(r));
    }
  })();
  const got: string[] = [];
  let since: string | undefined;
  while (got.length < subjects.length) {
    const m = await t.service.waitForMessage({ inboxId: inbox.id, since, timeoutMs: 2000 });
    got.push(m.subject!);
    since = m.id;
  }
  await sending;
  assert.equal(got, subjects);
});

test('a mail committed between a read and the wait is not missed', async () => {
  const inbox = await t.service.inboxes.create({ label: 'race', lifecycle_mode: 'persistent' });
  await send(inbox.email_address, 'first');
  const last = (await t.service.messages.list(inbox.id)).items[0]!;
  await send(inbox.email_address, 'between'); // after the read, before the wait starts
  const m = await t.service.waitForMessage({ inboxId: inbox.id, since: last.id, timeoutMs: 50 });
  assert.is(m.subject, 'between');
});

test('match filters, recipient waits are case-insensitive, and a timeout is a typed error', async () => {
  const inbox = await t.service.inboxes.create({ label: 'match', lifecycle_mode: 'persistent' });
  const waiting = t.service.waitForMessage({
    recipient: inbox.email_address.toUpperCase(), timeoutMs: 2000, match: (m) => m.otp !== null,
  });
  await send(inbox.email_address, 'newsletter', 'Nothing to type here. Order 12345678 ships soon.');
  await send(inbox.email_address, 'Your code', 'Your verification code is:\n\n739154\n');
  const m = await waiting;
  assert.is(m.otp, '739154');
  const started = Date.now();
  await t.service.waitForMessage({ inboxId: inbox.id, since: m.id, timeoutMs: 60 }).then(
    () => assert.unreachable('nothing should arrive'),
    (e) => assert.ok(isInboxkitError(e, 'timeout')),
  );
  assert.ok(Date.now() - started >= 55);
  assert.is(t.service.heldWaits(), 0, 'waits are released after settling');
});

test('since as a timestamp, aborting, and another account\'s inbox', async () => {
  const clock = manualClock();
  const timed = await testService({ clock });
  try {
    const own = await timed.service.inboxes.create({ label: 'ts', lifecycle_mode: 'persistent' });
    await timed.service.ingest(mail({ subject: 'old' }), { rcptTo: [own.email_address] });
    clock.advance(5);
    const cut = new Date(clock());
    await timed.service.ingest(mail({ subject: 'new' }), { rcptTo: [own.email_address] });
    assert.is((await timed.service.waitForMessage({ inboxId: own.id, since: cut })).subject, 'new');
  } finally {
    await timed.cleanup();
  }
  const inbox = await t.service.inboxes.create({ label: 'ts', lifecycle_mode: 'persistent' });
  const controller = new AbortController();
  const waiting = t.service.waitForMessage({ inboxId: inbox.id, since: new Date(Date.now() + 60_000), signal: controller.signal });
  controller.abort();
  await waiting.then(() => assert.unreachable(), (e) => assert.ok(isInboxkitError(e)));
  const other = t.service.account((await t.service.accounts.create({ name: 'Other' })).id);
  await other.waitForMessage({ inboxId: inbox.id, timeoutMs: 10 }).then(() => assert.unreachable(), (e) => assert.ok(isInboxkitError(e, 'not_found')));
  await t.service.waitForMessage({ timeoutMs: 10 }).then(() => assert.unreachable(), (e) => assert.ok(isInboxkitError(e, 'invalid_request')));
});

test.run();
