import { expect, test } from '@inboxkit/testing/vitest';
import { newsMail, resetMail, sendMail } from '../send-mail.js';
import { note } from './note.js';

// Fails on purpose: vitest.test.ts checks the message lists what arrived and the mail is attached.
test('waits for a code that never comes', async ({ inbox, inboxkit, task }) => {
  note(task, inbox, inboxkit);
  await sendMail(inboxkit.connection.smtp, newsMail(inbox.address));
  await sendMail(inboxkit.connection.smtp, resetMail(inbox.address, 'https://app.example/reset?t=2'));
  await expect(inbox).toReceiveOtp({ timeout: 1000 });
});
