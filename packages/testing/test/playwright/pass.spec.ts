import { expect, test } from '@inboxkit/testing/playwright';
import { codeMail, newsMail, resetMail, sendMail } from '../send-mail.js';

// Each test notes its worker and its inbox, so the runner's test can check both.
test.beforeEach(({ inbox, inboxkit }, testInfo) => {
  testInfo.annotations.push({ type: 'inbox', description: `${testInfo.workerIndex} ${inbox.address} ${inboxkit.connection.baseUrl}` });
});

test('toReceiveOtp resolves to the code', async ({ inbox, inboxkit }) => {
  await sendMail(inboxkit.connection.smtp, codeMail(inbox.address, '123456'));
  await sendMail(inboxkit.connection.smtp, codeMail(inbox.address, '654321'));
  const code: string = await expect(inbox).toReceiveOtp();
  expect(code).toBe('123456');
  expect(await expect(inbox).toReceiveOtp()).toBe('654321');
});

test('toReceiveLink resolves to the URL of that type', async ({ inbox, inboxkit }) => {
  await sendMail(inboxkit.connection.smtp, resetMail(inbox.address, 'https://app.example/reset?t=1'));
  const url: string = await expect(inbox).toReceiveLink('password_reset');
  expect(url).toBe('https://app.example/reset?t=1');
});

test('toReceiveMessage resolves to the message', async ({ inbox, inboxkit }) => {
  await sendMail(inboxkit.connection.smtp, newsMail(inbox.address));
  const message = await expect(inbox).toReceiveMessage({ subject: 'newsletter', from: /@example\.com$/ });
  expect(message.subject).toBe('Our spring newsletter');
  expect(message.otp).toBeNull();
});

test('.not passes when nothing of the kind arrives', async ({ inbox, inboxkit }) => {
  await sendMail(inboxkit.connection.smtp, newsMail(inbox.address));
  await expect(inbox).not.toReceiveOtp({ timeout: 500 });
  expect(await inbox.waitForMessage()).toMatchObject({ subject: 'Our spring newsletter' });
});

test('expect.soft and other matchers still work', async ({ inbox, inboxkit }) => {
  await sendMail(inboxkit.connection.smtp, codeMail(inbox.address, '777777'));
  expect(await expect.soft(inbox).toReceiveOtp()).toBe('777777');
  expect(inbox.address).toContain('@');
});

test('a mail passes its checks and its snapshot is written', async ({ inbox, inboxkit }) => {
  await sendMail(inboxkit.connection.smtp, codeMail(inbox.address, String(100_000 + Math.floor(Math.random() * 900_000))));
  const message = await expect(inbox).toReceiveMessage({ otp: true });
  // Sent from 127.0.0.1 as example.com: SPF and DMARC cannot pass, as for most apps under test.
  const report = await expect(message).toPassChecks({ ignore: ['spf', 'dmarc'] });
  expect(report.lint.filter((f) => f.severity === 'error')).toEqual([]);
  expect(message).toMatchMailSnapshot();
  expect(inbox).toMatchMailSnapshot('code');
});
