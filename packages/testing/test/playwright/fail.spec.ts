import { expect, test } from '@inboxkit/testing/playwright';
import { newsMail, resetMail, sendMail } from '../send-mail.js';

// Fails on purpose: playwright.test.ts checks the message lists what arrived and the mail is attached.
test('waits for a code that never comes', async ({ inbox, inboxkit }, testInfo) => {
  testInfo.annotations.push({ type: 'inbox', description: `${testInfo.workerIndex} ${inbox.address} ${inboxkit.connection.baseUrl}` });
  await sendMail(inboxkit.connection.smtp, newsMail(inbox.address));
  await sendMail(inboxkit.connection.smtp, resetMail(inbox.address, 'https://app.example/reset?t=2'));
  await expect(inbox).toReceiveOtp({ timeout: 1000 });
});

test('passes beside it, on the same daemon', async ({ inbox, inboxkit }, testInfo) => {
  testInfo.annotations.push({ type: 'inbox', description: `${testInfo.workerIndex} ${inbox.address} ${inboxkit.connection.baseUrl}` });
  await sendMail(inboxkit.connection.smtp, resetMail(inbox.address, 'https://app.example/reset?t=3'));
  expect(await expect(inbox).toReceiveLink(['password_reset', 'magic_link'])).toBe('https://app.example/reset?t=3');
});
