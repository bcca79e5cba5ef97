// Sign-up through the page in Chromium, each test with its own inbox (two workers in parallel).
import { expect, test } from '@inboxkit/testing/playwright';

test.beforeEach(({ inbox }, testInfo) => {
  testInfo.annotations.push({ type: 'inbox', description: inbox.address });
});

test('signs up with the emailed code', async ({ page, inbox }) => {
  await page.goto('/');
  await page.getByLabel('Email').fill(inbox.address);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText(`We sent a code to ${inbox.address}`)).toBeVisible();
  const code = await expect(inbox).toReceiveOtp();
  await page.getByLabel('Code').fill(code);
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome to Acme' })).toBeVisible();
});

test('a wrong code is refused; the emailed one then works', async ({ page, inbox }) => {
  await page.goto('/');
  await page.getByLabel('Email').fill(inbox.address);
  await page.getByRole('button', { name: 'Send code' }).click();
  const code = await expect(inbox).toReceiveOtp();
  await page.getByLabel('Code').fill(code === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByRole('alert')).toHaveText('That code is not right. Try again.');
  await page.getByLabel('Code').fill(code);
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome to Acme' })).toBeVisible();
});

test('a new code replaces the first: the second wait returns the second mail', async ({ page, inbox }) => {
  await page.goto('/');
  await page.getByLabel('Email').fill(inbox.address);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(inbox).toReceiveOtp();
  await page.getByRole('button', { name: 'Send a new code' }).click();
  const second = await expect(inbox).toReceiveOtp();
  await page.getByLabel('Code').fill(second);
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome to Acme' })).toBeVisible();
});

test('the mail comes from Acme, with the code in its text', async ({ page, inbox }) => {
  await page.goto('/');
  await page.getByLabel('Email').fill(inbox.address);
  await page.getByRole('button', { name: 'Send code' }).click();
  const mail = await expect(inbox).toReceiveMessage({ subject: 'sign-up code', from: 'no-reply@acme.test' });
  expect(mail.text_body).toContain(`Your sign-up code is ${mail.otp}.`);
  expect(mail.intent).not.toBeNull();
});
