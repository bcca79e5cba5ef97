import { createInboxTest, expect } from '@inboxkit/testing/vitest';
import { newsMail, sendMail } from '../send-mail.js';
import { note } from './note.js';

// The fixtures with options of this file's own.
const test = createInboxTest({ timeoutMs: 4000, ttlMinutes: 10 });

test('toReceiveMessage resolves to the message; .not passes when nothing fits', async ({ inbox, inboxkit, task }) => {
  note(task, inbox, inboxkit);
  expect(inbox.inbox.ttl_minutes).toBe(10);
  await sendMail(inboxkit.connection.smtp, newsMail(inbox.address));
  await expect(inbox).not.toReceiveOtp({ timeout: 500 });
  const message = await expect(inbox).toReceiveMessage({ subject: 'newsletter' });
  expect(message.subject).toBe('Our spring newsletter');
  expect(inbox.address).toContain('@');
});
