import { createInboxService } from '@inboxkit/core';

const inboxes = await createInboxService();           // ':memory:' by default; pass { database: 'file.sqlite' }
const inbox = await inboxes.inboxes.create({ label: 'signup', lifecycle_mode: 'temporary' });
// Your application sends its mail over SMTP to the daemon, or you hand raw mail in directly:
await inboxes.ingest(
  `From: app@example.com\r\nTo: ${inbox.email_address}\r\nSubject: Your sign-in code\r\n\r\nYour code is 482913\r\n`,
  { rcptTo: [inbox.email_address] },
);
const mail = await inboxes.waitForMessage({ inboxId: inbox.id, timeoutMs: 10_000 });
console.log(mail.otp, mail.intent);                    // 482913 login_code
await inboxes.close();
