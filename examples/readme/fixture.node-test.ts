// @inboxkit/testing with node:test: `inboxkit run -- node --test`.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import nodemailer from 'nodemailer';
import { withInbox } from '@inboxkit/testing/node-test';

test('the sign-up mail carries a code', (t) => withInbox(t, async (inbox) => {
  // Your application would send this; nodemailer plays its part.
  await nodemailer.createTransport({ host: process.env.INBOXKIT_SMTP_HOST, port: Number(process.env.INBOXKIT_SMTP_PORT) }).sendMail({
    from: 'app@example.com', to: inbox.address, subject: 'Welcome! Your code', text: 'Your code is 135790',
  });
  assert.equal(await inbox.waitForOtp(), '135790');
}));
