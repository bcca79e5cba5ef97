import { test } from 'node:test';
import assert from 'node:assert/strict';
import { sharedInboxes, withInbox } from '@inboxkit/testing/node-test';
import { codeMail, newsMail, resetMail, sendMail } from '../send-mail.js';

// Both fail on purpose: node-test.test.ts checks the diagnostics and the files written.
test('waits for a code that never comes', (t) => withInbox(t, async (inbox) => {
  const { connection } = await sharedInboxes();
  t.diagnostic(`note ${process.pid} ${inbox.address} ${connection.baseUrl}`);
  await sendMail(connection.smtp, newsMail(inbox.address));
  await sendMail(connection.smtp, resetMail(inbox.address, 'https://app.example/reset?t=2'));
  await inbox.waitForOtp({ timeout: 1000 });
}));

test('the code came but the page said otherwise', (t) => withInbox(t, async (inbox) => {
  const { connection } = await sharedInboxes();
  t.diagnostic(`note ${process.pid} ${inbox.address} ${connection.baseUrl}`);
  await sendMail(connection.smtp, codeMail(inbox.address, '246810'));
  assert.equal(await inbox.waitForOtp(), '246810');
  assert.equal('Try again', 'Welcome');
}));
