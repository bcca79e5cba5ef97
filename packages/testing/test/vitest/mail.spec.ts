import { expect, test } from '@inboxkit/testing/vitest';
import { sendMail } from '../send-mail.js';
import { note } from './note.js';

// A new code and inbox each run; vitest.test.ts runs it twice: `-u` writes the snapshot, the next run matches it.
test('the mail passes its checks and matches its snapshot', async ({ inbox, inboxkit, task }) => {
  note(task, inbox, inboxkit);
  const code = String(100_000 + Math.floor(Math.random() * 900_000));
  await sendMail(inboxkit.connection.smtp, {
    to: inbox.address, subject: 'Your sign-in code',
    text: `Hi ${inbox.address},\n\nYour code is ${code}. It expires in 10 minutes.`,
    html: `<p>Hi ${inbox.address},</p><p>Your code is <b>${code}</b>. It expires in 10 minutes.</p>`,
  });
  const message = await expect(inbox).toReceiveMessage({ otp: true });
  // Sent from 127.0.0.1 as example.com: SPF and DMARC cannot pass, as for most apps under test.
  const report = await expect(message).toPassChecks({ ignore: ['spf', 'dmarc'] });
  expect(report.lint.filter((f) => f.severity === 'error')).toEqual([]);
  expect(message).toMatchMailSnapshot();
  expect(inbox).toMatchMailSnapshot('through the inbox');
});
