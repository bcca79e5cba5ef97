import { expect, test } from '@inboxkit/testing/vitest';
import { codeMail, resetMail, sendMail } from '../send-mail.js';
import { note } from './note.js';

test('toReceiveOtp resolves to the code, each call to the next one', async ({ inbox, inboxkit, task }) => {
  note(task, inbox, inboxkit);
  await sendMail(inboxkit.connection.smtp, codeMail(inbox.address, '123456'));
  await sendMail(inboxkit.connection.smtp, codeMail(inbox.address, '654321'));
  const code: string = await expect(inbox).toReceiveOtp();
  expect(code).toBe('123456');
  expect(await expect(inbox).toReceiveOtp()).toBe('654321');
});

test('toReceiveLink resolves to the URL', async ({ inbox, inboxkit, task }) => {
  note(task, inbox, inboxkit);
  await sendMail(inboxkit.connection.smtp, resetMail(inbox.address, 'https://app.example/reset?t=1'));
  const url: string = await expect(inbox).toReceiveLink('password_reset');
  expect(url).toBe('https://app.example/reset?t=1');
});
