// @inboxkit/client against the real daemon started in-process (startDaemon: real SMTP
// listener, real HTTP API, SQLite in a temp dir). Mail is sent with nodemailer over SMTP.
// Where a mail must arrive while a wait is held by the server, the test awaits the daemon
// holding it (whenHeld) rather than a fixed delay.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import {
  createClient, InboxkitApiError, WaitTimeoutError, type InboxkitClient, type MessageOtpDetail, type MessageSummary,
} from '../src/index.js';
import { otpMail, startTestDaemon, whenHeld, type TestDaemon } from './helpers.js';
import { until } from '../../../test-support/wait.js';

let d: TestDaemon;
let client: InboxkitClient;

test.before(async () => {
  d = await startTestDaemon();
  client = createClient({ baseUrl: d.url, apiKey: d.key });
});
test.after(async () => {
  await d?.stop();
});

async function newInbox(label = 'client test') {
  return (await client.inboxes.create({ label, lifecycle_mode: 'persistent' })).inbox;
}

test('health, inbox create and list through the client', async () => {
  const health = await client.health();
  assert.is(health.success, true);
  assert.type(health.request_id, 'string');

  const created = await client.inboxes.create({ label: 'signup flow', lifecycle_mode: 'temporary', ttl_minutes: 30 });
  assert.is(created.success, true);
  assert.type(created.request_id, 'string');
  assert.is(created.inbox.label, 'signup flow');
  assert.is(created.inbox.lifecycle_mode, 'temporary');
  assert.is(created.inbox.ttl_minutes, 30);
  assert.match(created.inbox.email_address, /@/);

  const page = await client.inboxes.list({ limit: 100 });
  assert.ok(page.inboxes.some((i) => i.id === created.inbox.id));
  assert.type(page.page_info.has_more, 'boolean');
  assert.ok('wildcard_address' in page);
});

test('inbox list follows cursors page by page', async () => {
  for (let i = 0; i < 3; i++) await newInbox(`paged ${i}`);
  const ids: string[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const page = await client.inboxes.list({ limit: 2, cursor });
    ids.push(...page.inboxes.map((i) => i.id));
    cursor = page.page_info.next_cursor;
    pages++;
  } while (cursor);
  assert.ok(pages >= 2, `${pages} pages`);
  assert.is(new Set(ids).size, ids.length, 'no inbox twice');
  const all = await client.inboxes.list({ limit: 100 });
  assert.equal(ids, all.inboxes.map((i) => i.id));
});

test('Idempotency-Key: a repeated create returns the same inbox', async () => {
  const key = `idem-${Date.now()}`;
  const a = await client.inboxes.create({ label: 'idem', lifecycle_mode: 'persistent' }, { idempotencyKey: key });
  const b = await client.inboxes.create({ label: 'idem', lifecycle_mode: 'persistent' }, { idempotencyKey: key });
  assert.is(b.inbox.id, a.inbox.id);
});

test('waitForOtp returns the code of a mail sent over SMTP; details per content_mode are typed', async () => {
  const inbox = await newInbox();
  const waiting = client.waitForOtp(inbox.id, { timeoutMs: 10_000 });
  await whenHeld(d, waiting); // the server holds the wait when the mail arrives
  await d.send(otpMail(inbox.email_address, '482913'));
  assert.is(await waiting, '482913');

  const [summary] = (await client.inboxes.messages(inbox.id)).messages as [MessageSummary];
  const otp = await client.messages.get(summary.id, { content_mode: 'otp' });
  const o: MessageOtpDetail = otp.message; // compile-time: the otp variant
  assert.is(o.otp, '482913');
  assert.not.ok('text_body' in o);
  const full = await client.messages.get(summary.id);
  assert.is(full.message.otp, '482913');
  assert.match(full.message.text_body ?? '', /482913/);
  assert.ok(Array.isArray(full.message.links));
  assert.type(full.message.analysis.status, 'string');
  const text = await client.messages.get(summary.id, { content_mode: 'text_only' });
  assert.match(text.message.text_body ?? '', /482913/);
  assert.not.ok('otp' in text.message);
});

test('a mail that arrived before the wait started is not missed', async () => {
  const inbox = await newInbox();
  await d.send(otpMail(inbox.email_address, '111222'));
  assert.is(await client.waitForOtp(inbox.id, { timeoutMs: 5000 }), '111222');
});

test('a script run twice gets its own code each time: a returned code is not returned again', async () => {
  const inbox = await newInbox();
  await d.send(otpMail(inbox.email_address, '700001', 1));
  // Another client (a second run of the script) sees the same server-side claims.
  const rerun = createClient({ baseUrl: d.url, apiKey: d.key });
  assert.is(await client.waitForOtp(inbox.id, { timeoutMs: 5000 }), '700001');
  const second = rerun.waitForOtp(inbox.id, { timeoutMs: 10_000 });
  await whenHeld(d, second);
  await d.send(otpMail(inbox.email_address, '700002', 2));
  assert.is(await second, '700002');
  const none = await rerun.waitForOtp(inbox.id, { timeoutMs: 1000 }).catch((e: unknown) => e);
  assert.ok(none instanceof WaitTimeoutError, 'both codes were taken');
});

test('since: a message id, or "now", skips earlier mail; consecutive codes are not repeated', async () => {
  const inbox = await newInbox();
  await d.send(otpMail(inbox.email_address, '100001', 1));
  const first = await client.waitForOtpMessage(inbox.id, { timeoutMs: 5000 });
  assert.is(first.otp, '100001');

  // The next code: only mail after the first one counts.
  const second = client.waitForOtpMessage(inbox.id, { since: first.message.id, timeoutMs: 10_000 });
  await whenHeld(d, second);
  await d.send(otpMail(inbox.email_address, '200002', 2));
  const got = await second;
  assert.is(got.otp, '200002');
  assert.is.not(got.message.id, first.message.id);

  // since 'now': both earlier mails are ignored, a new one is found.
  const third = client.waitForOtp(inbox.id, { since: 'now', timeoutMs: 10_000 });
  await whenHeld(d, third); // the 'now' baseline is taken: the next mail is new
  await d.send(otpMail(inbox.email_address, '300003', 3));
  assert.is(await third, '300003');

  // since 'now' with nothing new: a timeout, not an old code.
  const err = await client.waitForOtp(inbox.id, { since: 'now', timeoutMs: 300 }).catch((e: unknown) => e);
  assert.ok(err instanceof WaitTimeoutError);
});

test('waitForMessage with match walks every message oldest first, without missing or repeating, while mail arrives', async () => {
  const inbox = await newInbox();
  const before = 5;
  const during = 12;
  const total = before + during;
  for (let i = 0; i < before; i++) await d.send({ to: inbox.email_address, subject: `mail ${i}`, text: `number ${i}` });

  const offered: string[] = [];
  const waiting = client.waitForMessage(inbox.id, {
    timeoutMs: 30_000,
    match: (m) => {
      offered.push(m.id);
      return offered.length === total;
    },
  });
  // Concurrent senders while the wait reads forward: some mail lands while a wait is held,
  // some between two of the client's waits.
  const senders = [0, 1, 2].map(async (s) => {
    for (let i = 0; i < during / 3; i++) {
      await d.send({ to: inbox.email_address, subject: `mail ${before + s * (during / 3) + i}`, text: 'concurrent' });
    }
  });
  await Promise.all(senders);
  const last = await waiting;

  assert.is(new Set(offered).size, offered.length, 'no message offered twice');
  assert.is(offered.length, total);
  const listing = (await client.inboxes.messages(inbox.id, { limit: 100 })).messages.map((m) => m.id);
  assert.equal(offered, [...listing].reverse(), 'every message, oldest first');
  assert.is(last.id, offered[offered.length - 1]);
  // A wait with match takes nothing: a claiming wait still starts from the oldest.
  assert.is((await client.waitForMessage(inbox.id, { timeoutMs: 5000 })).subject, 'mail 0');
});

test('waitForMessage with content_mode gives match the detail; by recipient_email too', async () => {
  const inbox = await newInbox();
  await d.send({ to: inbox.email_address, subject: 'not this', text: 'nothing here' });
  await d.send(otpMail(inbox.email_address, '654321'));
  const detail = await client.waitForMessage({ recipient_email: inbox.email_address }, {
    content_mode: 'otp',
    timeoutMs: 5000,
    match: (m) => m.otp !== null,
  });
  assert.is(detail.otp, '654321');
  assert.is(detail.to_email, inbox.email_address);
});

test('waitForLink returns the URL of the first link of the type', async () => {
  const inbox = await newInbox();
  await d.send({ to: inbox.email_address, subject: 'Newsletter', text: 'Read more at https://news.example.com/post/1' });
  const waiting = client.waitForLink('password_reset', inbox.id, { timeoutMs: 10_000 });
  await whenHeld(d, waiting); // the server passed the newsletter over and holds the wait
  await d.send({
    to: inbox.email_address,
    subject: 'Reset your password',
    html: '<p>We received a request to reset your password.</p><p><a href="https://app.example.com/reset-password?token=r3s3t">Reset password</a></p>',
  });
  assert.is(await waiting, 'https://app.example.com/reset-password?token=r3s3t');
});

test('a wait that finds nothing times out with WaitTimeoutError (code wait_timeout)', async () => {
  const inbox = await newInbox();
  await d.send({ to: inbox.email_address, subject: 'no code', text: 'Hello, nothing to see.' });
  const started = Date.now();
  const err = await client.waitForOtp(inbox.id, { timeoutMs: 400 }).catch((e: unknown) => e) as WaitTimeoutError;
  assert.ok(err instanceof WaitTimeoutError);
  assert.is(err.code, 'wait_timeout');
  assert.is(err.checked, 0, 'the server checked the mail and returned nothing');
  assert.is(err.request_id, null, 'the one wait, held for a whole second, was cut off at the deadline');
  assert.match(err.message, new RegExp(`${inbox.id} within 400 ms`));
  assert.is(err.timeout_ms, 400);
  const elapsed = Date.now() - started;
  assert.ok(elapsed >= 380, `elapsed ${elapsed} ms, not before the 400 ms timeout`);
  // The cut-off request frees its wait on the server as soon as the server sees the socket close.
  await until(() => d.daemon.service.heldWaits() === 0, { timeoutMs: 150_000, what: 'the server freed the wait' });
});

test('message filters through the client: every filter reaches the daemon by its name, on both listings', async () => {
  const inbox = await newInbox('filters');
  await d.send({ to: inbox.email_address, from: 'Acme Billing <billing@acme.example>', subject: 'Invoice 42 ready', text: 'Your invoice is attached.' });
  await d.send({ to: inbox.email_address, from: 'noreply@github.example', subject: 'Your sign-in code', text: 'Your sign-in code is 739201.' });
  const subjects = (r: { messages: MessageSummary[] }) => r.messages.map((m) => m.subject);
  assert.equal(subjects(await client.inboxes.messages(inbox.id, { q: 'invoice attached' })), ['Invoice 42 ready']);
  assert.equal(subjects(await client.messages.search({ from: 'Acme Billing', recipient_email: inbox.email_address })), ['Invoice 42 ready']);
  const match = {
    q: '739201', from: 'noreply@github.example', subject: 'sign-in code', received_after: '2000-01-01T00:00:00Z',
    received_before: '2999-01-01T00:00:00Z', has_otp: true, intent: 'login_code',
  } as const;
  assert.equal(subjects(await client.inboxes.messages(inbox.id, match)), ['Your sign-in code']);
  assert.equal(subjects(await client.messages.search(match)), ['Your sign-in code'], 'the account, without recipient_email');
  // Each filter alone changed to exclude the message: an empty page proves it was sent.
  const exclude = {
    q: 'zebra', from: 'billing@acme.example', subject: 'invoice', received_after: '2999-01-01T00:00:00Z',
    received_before: '2000-01-01T00:00:00Z', has_otp: false, intent: 'invite',
  } as const;
  for (const name of Object.keys(exclude) as Array<keyof typeof exclude>) {
    const filters = { ...match, [name]: exclude[name] };
    assert.equal((await client.inboxes.messages(inbox.id, filters)).messages, [], name);
    assert.equal((await client.messages.search(filters)).messages, [], name);
  }
  const bad = await client.messages.search({ intent: 'spam' as 'invite' }).catch((e: unknown) => e) as InboxkitApiError;
  assert.is(bad.status, 400);
  assert.is(bad.code, 'invalid_request');
  assert.match(bad.message, /intent/);
});

test('typed errors: 401 unauthorized with next_action, 404 not_found, 400 invalid_request', async () => {
  const stranger = createClient({ baseUrl: d.url, apiKey: 'ik_live_0000000000000000000000000000000000000000' });
  const e401 = await stranger.inboxes.list().catch((e: unknown) => e) as InboxkitApiError;
  assert.ok(e401 instanceof InboxkitApiError);
  assert.is(e401.status, 401);
  assert.is(e401.code, 'unauthorized');
  assert.match(e401.request_id ?? '', /\S/);
  assert.is(e401.next_action?.type, 'open_dashboard');

  const anonymous = createClient({ baseUrl: d.url });
  const eNoKey = await anonymous.inboxes.list().catch((e: unknown) => e) as InboxkitApiError;
  assert.is(eNoKey.status, 401);

  const e404 = await client.inboxes.messages('inb_doesnotexist').catch((e: unknown) => e) as InboxkitApiError;
  assert.ok(e404 instanceof InboxkitApiError);
  assert.is(e404.status, 404);
  assert.is(e404.code, 'not_found');
  const e404m = await client.messages.get('msg_doesnotexist').catch((e: unknown) => e) as InboxkitApiError;
  assert.is(e404m.status, 404);

  const e400 = await client.inboxes.list({ limit: 1000 }).catch((e: unknown) => e) as InboxkitApiError;
  assert.ok(e400 instanceof InboxkitApiError);
  assert.is(e400.status, 400);
  assert.is(e400.code, 'invalid_request');
  assert.match(e400.message, /limit/);
  const bad = await client.inboxes.create({ label: '', lifecycle_mode: 'persistent' }).catch((e: unknown) => e) as InboxkitApiError;
  assert.is(bad.status, 400);
  const badMode = await client.messages.get('msg_x', { content_mode: 'everything' as 'full' }).catch((e: unknown) => e) as InboxkitApiError;
  assert.is(badMode.status, 400);

  // A wait on an unknown inbox fails at once with the 404, not with a timeout: on the first
  // answer, without a sleep before another poll or a retry (which this sleep would fail).
  const sleeps: number[] = [];
  const noSleep = createClient({
    baseUrl: d.url, apiKey: d.key, sleep: (ms) => (sleeps.push(ms), Promise.reject(new Error(`slept ${ms} ms after the 404`))),
  });
  const waitErr = await noSleep.waitForMessage('inb_doesnotexist', { timeoutMs: 10_000 }).catch((e: unknown) => e) as InboxkitApiError;
  assert.equal(sleeps, [], 'no poll or retry after the 404');
  assert.is(waitErr.status, 404);
});

test('sign-in and webhook requests the service refuses come back as typed 400 errors; a public target is registered', async () => {
  const start = await client.auth.start({ email: `${'a'.repeat(320)}@example.com` }).catch((e: unknown) => e) as InboxkitApiError;
  assert.ok(start instanceof InboxkitApiError);
  assert.is(start.status, 400);
  assert.type(start.request_id, 'string');
  const hook = await client.webhooks.create({ label: 'local', target_url: 'http://127.0.0.1/hook' }).catch((e: unknown) => e) as InboxkitApiError;
  assert.ok(hook instanceof InboxkitApiError);
  assert.is(hook.status, 400);
  assert.is(hook.code, 'invalid_request');
  assert.match(hook.message, /target_url/);
  const created = await client.webhooks.create({ label: 'public', target_url: 'https://hooks.example.com/inboxkit' });
  assert.is(created.webhook.target_url, 'https://hooks.example.com/inboxkit');
  assert.is(created.webhook.delivery_scope, 'account');
  assert.match(created.signing_secret, /^whsec_/);
});

test.run();
