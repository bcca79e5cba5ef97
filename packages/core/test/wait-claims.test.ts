/**
 * Waits that claim (the server-side wait's default) and requirements: a script run twice gets
 * its own message each time, concurrent claiming waits never share one, and a requirement
 * reads the extracted fields.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { isInboxkitError } from '../src/index.js';
import { mail, peek, testService } from './helpers.js';
import { until } from '../../../test-support/wait.js';

const t = await testService();
test.after(() => t.cleanup());

const send = (to: string, subject: string, text = 'hello') => t.service.ingest(mail({ subject, text }), { rcptTo: [to] });
const codeMail = (code: string) => `Your verification code is:\n\n${code}\n`;

test('claiming waits return each message once, oldest first, stored before the wait or after', async () => {
  const inbox = await t.service.inboxes.create({ label: 'claims', lifecycle_mode: 'persistent' });
  await send(inbox.email_address, 'run 1', codeMail('111222'));
  await send(inbox.email_address, 'run 2', codeMail('333444'));
  const wait = () => t.service.waitForMessage({ inboxId: inbox.id, claim: true, require: 'otp', timeoutMs: 2000 });
  assert.is((await wait()).otp, '111222');
  assert.is((await wait()).otp, '333444');
  const third = wait();
  await send(inbox.email_address, 'run 3', codeMail('555666'));
  assert.is((await third).otp, '555666');
  // Non-claiming waits still see every message (the oldest), claimed or not.
  assert.is((await t.service.waitForMessage({ inboxId: inbox.id, timeoutMs: 50 })).subject, 'run 1');
  const claimed = await peek<{ n: number }>(t, 'SELECT COUNT(*) AS n FROM messages WHERE inbox_id = ? AND wait_claimed_at IS NOT NULL', inbox.id);
  assert.is(claimed!.n, 3);
});

test('concurrent claiming waits on one inbox get different messages, and the rest keep waiting', async () => {
  const inbox = await t.service.inboxes.create({ label: 'concurrent', lifecycle_mode: 'persistent' });
  const waits = Array.from({ length: 5 }, () => t.service.waitForMessage({ inboxId: inbox.id, claim: true, timeoutMs: 3000 }));
  for (let i = 0; i < 5; i++) await send(inbox.email_address, `m${i}`);
  const subjects = (await Promise.all(waits)).map((m) => m.subject).sort();
  assert.equal(subjects, ['m0', 'm1', 'm2', 'm3', 'm4']);
  assert.is(t.service.heldWaits(), 0);
});

test('a message that fails the requirement is neither returned nor claimed', async () => {
  const inbox = await t.service.inboxes.create({ label: 'require', lifecycle_mode: 'persistent' });
  await send(inbox.email_address, 'newsletter', 'Nothing to type. Read https://acme.example/news today.');
  const waiting = t.service.waitForMessage({ inboxId: inbox.id, claim: true, require: ['otp', 'intent:login_code'], timeoutMs: 2000 });
  await send(inbox.email_address, 'Your sign-in code', 'Use this code to sign in to Acme: 482913');
  const m = await waiting;
  assert.is(m.otp, '482913');
  assert.is(m.intent, 'login_code');
  const links = await t.service.waitForMessage({ inboxId: inbox.id, claim: true, require: 'links', timeoutMs: 2000 });
  assert.is(links.subject, 'newsletter', 'the newsletter was left for a wait that wants it');
});

test('link:<type> reads the typed links', async () => {
  const inbox = await t.service.inboxes.create({ label: 'links', lifecycle_mode: 'persistent' });
  await send(inbox.email_address, 'Reset', 'Reset your password: https://acme.example/reset-password?token=abc');
  const m = await t.service.waitForMessage({ inboxId: inbox.id, require: 'link:password_reset', timeoutMs: 2000 });
  assert.ok(m.links.some((l) => l.type === 'password_reset'));
  await t.service.waitForMessage({ inboxId: inbox.id, require: 'link:magic_link', timeoutMs: 30 }).then(
    () => assert.unreachable('no magic link was sent'), (e) => assert.ok(isInboxkitError(e, 'timeout')));
});

test('an unknown requirement is invalid_request naming require', async () => {
  const inbox = await t.service.inboxes.create({ label: 'bad', lifecycle_mode: 'persistent' });
  for (const require of ['code', 'link:nope', 'intent:spam', 'link:']) {
    await t.service.waitForMessage({ inboxId: inbox.id, require: require as 'otp', timeoutMs: 10 }).then(
      () => assert.unreachable(require),
      (e) => assert.ok(isInboxkitError(e, 'invalid_request') && e.field === 'require', require));
  }
});

test('recipient waits claim too, and a plus-address is its own recipient', async () => {
  const inbox = await t.service.inboxes.create({ label: 'plus', lifecycle_mode: 'persistent' });
  const plus = inbox.email_address.replace('@', '+signup@');
  await send(inbox.email_address, 'plain');
  await send(plus, 'tagged');
  const m = await t.service.waitForMessage({ recipient: plus, claim: true, timeoutMs: 2000 });
  assert.is(m.subject, 'tagged');
  await t.service.waitForMessage({ recipient: plus, claim: true, timeoutMs: 30 }).then(
    () => assert.unreachable('claimed already'), (e) => assert.ok(isInboxkitError(e, 'timeout')));
});

test('deleting an inbox ends the waits held on it with not_found', async () => {
  const inbox = await t.service.inboxes.create({ label: 'deleted', lifecycle_mode: 'persistent' });
  // Handled from the start: the wait ends while delete() still purges (real I/O on a server).
  const waiting = t.service.waitForMessage({ inboxId: inbox.id, timeoutMs: 60_000 }).then(() => null, (e: unknown) => e);
  await until(() => t.service.heldWaits() === 1, { timeoutMs: 2000, what: 'the wait is held' });
  await t.service.inboxes.delete(inbox.id);
  assert.ok(isInboxkitError(await waiting, 'not_found'));
  assert.is(t.service.heldWaits(), 0);
});

test('closing the service ends held waits with closed', async () => {
  const own = await testService();
  const inbox = await own.service.inboxes.create({ label: 'closing', lifecycle_mode: 'persistent' });
  const waiting = own.service.waitForMessage({ inboxId: inbox.id, timeoutMs: 60_000 });
  await until(() => own.service.heldWaits() === 1, { timeoutMs: 2000, what: 'the wait is held' });
  const closing = own.cleanup();
  await waiting.then(() => assert.unreachable(), (e) => assert.ok(isInboxkitError(e, 'closed')));
  await closing;
});

test.run();
