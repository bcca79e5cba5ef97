import { createClient } from '@inboxkit/client';
import nodemailer from 'nodemailer';

// Under `inboxkit run -- node client.js` the daemon's addresses and a key are in the environment.
const inboxkit = createClient({ baseUrl: process.env.INBOXKIT_BASE_URL!, apiKey: process.env.INBOXKIT_API_KEY });
const { inbox } = await inboxkit.inboxes.create({ label: 'signup test', lifecycle_mode: 'temporary', ttl_minutes: 30 });
// Your application sends the mail; here nodemailer plays its part:
await nodemailer.createTransport({ host: process.env.INBOXKIT_SMTP_HOST, port: Number(process.env.INBOXKIT_SMTP_PORT) }).sendMail({
  from: 'app@example.com', to: inbox.email_address, subject: 'Your sign-in code', text: 'Your code is 482913',
});
const code = await inboxkit.waitForOtp(inbox.id, { timeoutMs: 30_000 });
console.log(code);                                     // 482913
