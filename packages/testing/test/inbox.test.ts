// @inboxkit/testing's shared part against a daemon it starts in this process: temporary inboxes,
// waits that each return a new message, the failure text listing what arrived, report files,
// the environment's daemon taking precedence, and the global setups' shared daemon.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import {
  connectInboxkit, connectionFromEnv, createTestInboxes, InboxWaitError, startSharedDaemon, ENV,
  type InboxkitConnection, type TestInboxes,
} from '../src/index.js';
import { codeMail, newsMail, resetMail, sendMail } from './send-mail.js';

let connection: InboxkitConnection;
let inboxes: TestInboxes;

test.before(async () => {
  connection = await connectInboxkit({ env: {} });
  inboxes = createTestInboxes(connection, { timeoutMs: 1500 });
});
test.after(async () => {
  await connection?.close();
});

test('no variables: a daemon in this process, with SMTP, a key and the domain', async () => {
  assert.is(connection.source, 'in-process');
  assert.ok(connection.smtp && connection.smtp.port > 0);
  assert.is(connection.domain, 'inboxkit.test');
  assert.is((await inboxes.client.health()).success, true);
});

test('an inbox is temporary, labelled, and each wait returns a message no earlier wait returned', async () => {
  const inbox = await inboxes.create({ label: 'sign up works' });
  assert.is(inbox.inbox.lifecycle_mode, 'temporary');
  assert.is(inbox.inbox.label, 'sign up works');
  await sendMail(connection.smtp, codeMail(inbox.address, '111111'));
  await sendMail(connection.smtp, codeMail(inbox.address, '222222'));
  assert.is(await inbox.waitForOtp(), '111111');
  assert.is(await inbox.waitForOtp(), '222222');
  await sendMail(connection.smtp, resetMail(inbox.address, 'https://app.example/reset?t=abc'));
  assert.is(await inbox.waitForLink('password_reset'), 'https://app.example/reset?t=abc');
  const message = await inbox.waitForMessage({ subject: 'sign-in' }).catch((e: unknown) => e);
  assert.instance(message, InboxWaitError, 'both code mails were returned already');
  await sendMail(connection.smtp, newsMail(inbox.address));
  const news = await inbox.waitForMessage({ subject: /newsletter/, from: 'app@example.com' });
  assert.is(news.subject, 'Our spring newsletter');
  assert.is(inbox.returned.size, 4);
});

test('failNext: the next message\'s RCPT is refused once (451 by default, or the rule given), then mail flows; the rule says it fired', async () => {
  const inbox = await inboxes.create({ label: 'flaky provider' });
  const rule = await inbox.failNext();
  assert.equal([rule.stage, rule.action, rule.code, rule.times], ['rcpt', 'reply', 451, 1]);
  const refused = await sendMail(connection.smtp, codeMail(inbox.address, '444444')).catch((e: { responseCode?: number; command?: string }) => e);
  assert.equal([(refused as { responseCode?: number }).responseCode, (refused as { command?: string }).command], [451, 'RCPT TO']);
  await sendMail(connection.smtp, codeMail(inbox.address, '555555'));
  assert.is(await inbox.waitForOtp(), '555555');
  assert.equal((await inbox.faultRules()).map((r) => [r.fired, r.remaining]), [[1, 0]]);
  await inbox.failNext({ stage: 'data', code: 554, text: 'message rejected' });
  const data = await sendMail(connection.smtp, codeMail(inbox.address, '666666')).catch((e: { response?: string }) => e.response);
  assert.is(data, '554 5.0.0 message rejected');
  await inbox.clearFaults();
  assert.equal(await inbox.faultRules(), []);
});

test('a wait that times out lists what did arrive, in order, marking what was returned', async () => {
  const inbox = await inboxes.create({ label: 'no code' });
  await sendMail(connection.smtp, newsMail(inbox.address));
  await sendMail(connection.smtp, codeMail(inbox.address, '333333'));
  assert.is(await inbox.waitForOtp(), '333333');
  const error = await inbox.waitForOtp({ timeout: 1000 }).then(() => null, (e: unknown) => e);
  assert.instance(error, InboxWaitError);
  const e = error as InboxWaitError;
  assert.is(e.timeoutMs, 1000);
  assert.is(e.arrived.length, 2);
  assert.match(e.message, `No message with a one-time code arrived at ${inbox.address} within 1000 ms.`);
  assert.match(e.message, `What arrived at ${inbox.address} (2 messages, oldest first):`);
  const lines = e.message.split('\n');
  assert.match(lines[2]!, /1\. .*from app@example.com {2}"Our spring newsletter" {2}code - {2}intent - {2}links -$/);
  assert.match(lines[3]!, /2\. .*"Your sign-in code" {2}code 333333 .*\(already returned by an earlier wait\)$/);
  const empty = await inboxes.create({ label: 'empty' });
  const nothing = await empty.waitForLink('verification', { timeout: 500 }).then(() => null, (x: unknown) => x as Error);
  assert.match(nothing!.message, `No message with a verification link arrived at ${empty.address} within 500 ms.\nNothing arrived at ${empty.address}.`);
});

test('report files: each raw .eml as received, and the extracted fields as JSON', async () => {
  const inbox = await inboxes.create({ label: 'report' });
  await sendMail(connection.smtp, codeMail(inbox.address, '444444'));
  await sendMail(connection.smtp, resetMail(inbox.address, 'https://app.example/r/1'));
  await inbox.waitForOtp();
  await inbox.waitForMessage({ subject: 'Reset' });
  const files = await inbox.reportFiles();
  assert.equal(files.map((f) => f.contentType), ['application/json', 'message/rfc822', 'message/rfc822']);
  const json = JSON.parse(files[0]!.body.toString()) as { inbox: { address: string }; messages: { otp: string | null; links: { type: string }[]; returned_by_a_wait: boolean }[] };
  assert.is(json.inbox.address, inbox.address);
  assert.is(json.messages[0]!.otp, '444444');
  assert.is(json.messages[1]!.links[0]!.type, 'password_reset');
  assert.ok(json.messages.every((m) => m.returned_by_a_wait));
  const eml = files[1]!.body.toString();
  assert.match(eml, /^Subject: Your sign-in code\r?$/m);
  assert.match(files[1]!.name, new RegExp(`^inboxkit-${inbox.address.replace('.', '\\.')}-01-msg_`));
  await inbox.delete();
  const gone = await inboxes.client.inboxes.get(inbox.id).then(() => 'found', (e: { status?: number }) => e.status);
  assert.is(gone, 404);
});

test('the environment names the daemon: INBOXKIT_BASE_URL and INBOXKIT_API_KEY, SMTP when given', async () => {
  assert.is(connectionFromEnv({ [ENV.baseUrl]: 'http://127.0.0.1:1' }), null);
  const env = { [ENV.baseUrl]: connection.baseUrl, [ENV.apiKey]: connection.apiKey, [ENV.smtpHost]: '127.0.0.1', [ENV.smtpPort]: '2525', [ENV.domain]: 'x.test' };
  const named = await connectInboxkit({ env });
  assert.is(named.source, 'env');
  assert.equal(named.smtp, { host: '127.0.0.1', port: 2525 });
  assert.is(named.domain, 'x.test');
  await named.close();
  assert.is((await inboxes.client.health()).success, true, 'closing a connection from the environment stops nothing');
});

test('startSharedDaemon: writes the five variables, leaves a named daemon alone, and its teardown stops it', async () => {
  const env: Record<string, string | undefined> = {};
  const teardown = await startSharedDaemon({ env });
  const shared = connectionFromEnv(env)!;
  assert.ok(shared.smtp && shared.domain);
  const probe = createTestInboxes(shared);
  const inbox = await probe.create();
  await sendMail(shared.smtp, codeMail(inbox.address, '555555'));
  assert.is(await inbox.waitForOtp(), '555555');
  const again = await startSharedDaemon({ env });
  await again();
  assert.is(env[ENV.baseUrl], shared.baseUrl, 'the second setup found the first daemon');
  await teardown();
  assert.equal(Object.keys(env).filter((k) => env[k] !== undefined), []);
  const after = await probe.client.health().then(() => 'up', () => 'down');
  assert.is(after, 'down');
});

test.run();
