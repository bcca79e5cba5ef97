import { test } from 'node:test';
import assert from 'node:assert/strict';
import { assertMailSnapshot, assertPassesChecks, sharedInboxes, withInbox } from '@inboxkit/testing/node-test';
import { codeMail, newsMail, resetMail, sendMail } from '../send-mail.js';

test('waitForOtp returns the code, each call the next one', (t) => withInbox(t, async (inbox) => {
  const { connection } = await sharedInboxes();
  t.diagnostic(`note ${process.pid} ${inbox.address} ${connection.baseUrl}`);
  await sendMail(connection.smtp, codeMail(inbox.address, '123456'));
  await sendMail(connection.smtp, codeMail(inbox.address, '654321'));
  assert.equal(await inbox.waitForOtp(), '123456');
  assert.equal(await inbox.waitForOtp(), '654321');
}));

test('waitForLink and waitForMessage', (t) => withInbox(t, async (inbox) => {
  const { connection } = await sharedInboxes();
  t.diagnostic(`note ${process.pid} ${inbox.address} ${connection.baseUrl}`);
  await sendMail(connection.smtp, resetMail(inbox.address, 'https://app.example/reset?t=1'));
  await sendMail(connection.smtp, newsMail(inbox.address));
  assert.equal(await inbox.waitForLink('password_reset'), 'https://app.example/reset?t=1');
  assert.equal((await inbox.waitForMessage({ subject: 'newsletter' })).subject, 'Our spring newsletter');
}));

test('the mail passes its checks and matches its snapshot', (t) => withInbox(t, async (inbox) => {
  const { connection } = await sharedInboxes();
  t.diagnostic(`note ${process.pid} ${inbox.address} ${connection.baseUrl}`);
  await sendMail(connection.smtp, codeMail(inbox.address, String(100_000 + Math.floor(Math.random() * 900_000))));
  const message = await inbox.waitForMessage({ otp: true });
  // Sent from 127.0.0.1 as example.com: SPF and DMARC cannot pass, as for most apps under test.
  const report = await assertPassesChecks(message, { ignore: ['spf', 'dmarc'] });
  assert.deepEqual(report.lint.filter((f) => f.severity === 'error'), []);
  assertMailSnapshot(t, message);
}));
