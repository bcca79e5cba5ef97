// SMTP credentials per account (docs/smtp.md): a sender authenticates with an API key as the
// password; its session sends only to its account's inboxes (a key limited to inboxes: to
// those), another account's recipients get 550 5.7.1 at RCPT, and the log names the account.
// `--smtp-auth required|optional|off`, and the older static USER:PASS beside the keys. Real
// senders: nodemailer and a raw socket client (SmtpTalk).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createTransport } from 'nodemailer';
import type { Inbox } from '@inboxkit/core';
import { startTestDaemon, type TestDaemon } from './fixtures/daemon.js';
import { SmtpTalk, simpleMessage } from '../../../test-support/smtp.js';
import { until } from '../../../test-support/wait.js';
import { createLogger } from '../src/index.js';

const lines: Array<Record<string, unknown>> = [];
const logger = createLogger({ level: 'info', format: 'json', destination: { write: (line: string) => lines.push(JSON.parse(line)) } });

const plain = (user: string, pass: string) => `AUTH PLAIN ${Buffer.from(`\0${user}\0${pass}`).toString('base64')}`;

let t: TestDaemon;
/** Account A (the default one) with two inboxes, account B with one, and keys. */
let a1: Inbox; let a2: Inbox; let b1: Inbox;
let keyA: string; let keyB: string; let keyA1: string; let slugB: string;

test.before(async () => {
  t = await startTestDaemon({ smtpAuthMode: 'optional', logger, limits: { refusalsBeforeSlowdown: 2, slowdownStepMs: 20 } });
  const service = t.daemon.service;
  a1 = await t.createInbox({ label: 'a1' });
  a2 = await t.createInbox({ label: 'a2' });
  const b = await service.accounts.create({ name: 'Bravo Corp' });
  slugB = b.slug;
  b1 = await service.account(b.id).inboxes.create({ label: 'b1', lifecycle_mode: 'persistent' });
  keyA = t.key;
  keyB = (await service.apiKeys.create(b.id, { label: 'b' })).secret;
  keyA1 = (await service.apiKeys.create(service.accountId, { label: 'a1 only', scopes: ['messages:read'], inboxIds: [a1.id] })).secret;
});
test.after(() => t.stop());

function transport(user: string, pass: string) {
  return createTransport({ host: '127.0.0.1', port: t.daemon.smtp.port, secure: false, auth: { user, pass } });
}

test('nodemailer with an API key as the password: its account\'s inbox accepted and attributed in the log, another account\'s refused 550 5.7.1', async () => {
  const mailer = transport('anything', keyA);
  try {
    const info = await mailer.sendMail({ from: 'app@example.com', to: a1.email_address, subject: 'as account A', text: 'code 111222' });
    assert.equal(info.accepted, [a1.email_address]);
    const stored = /stored as (msg_\w+)/.exec(info.response)![1]!;
    const line = await until(() => lines.find((l) => l.event === 'smtp.accepted' && (l.message_ids as string[]).includes(stored)), { what: 'the smtp.accepted line' });
    const { key } = await t.daemon.service.apiKeys.authenticate(keyA);
    assert.is(line.account_id, t.daemon.service.accountId);
    assert.is(line.key_id, key.id);

    try {
      await mailer.sendMail({ from: 'app@example.com', to: b1.email_address, text: 'x' });
      assert.unreachable('another account\'s inbox must be refused');
    } catch (error) {
      const e = error as { responseCode?: number; response?: string };
      assert.is(e.responseCode, 550);
      assert.match(String(e.response), /^550 5\.7\.1 <[^>]+>: not an inbox of the account this session authenticated as \(default\)$/);
    }
    // Both at once: A's recipient takes the message, B's is refused.
    const mixed = await mailer.sendMail({ from: 'app@example.com', to: [a2.email_address, b1.email_address], subject: 'mixed', text: 'x' });
    assert.equal(mixed.accepted, [a2.email_address]);
    assert.equal(mixed.rejected, [b1.email_address]);
  } finally {
    mailer.close();
  }
  const seenByB = await t.api<{ messages: unknown[] }>(`/v1/messages?recipient_email=${encodeURIComponent(b1.email_address)}`, { key: keyB });
  assert.equal(seenByB.body.messages, [], 'nothing reached account B');
  const refusal = lines.find((l) => l.event === 'smtp.refused' && l.reason === 'not_authorized');
  assert.ok(refusal, 'the refusal is logged as not_authorized');
  assert.is(refusal!.code, 550);
});

test('a raw client: the account slug as user name, or anything else; another account\'s slug is 535', async () => {
  const { talk } = await SmtpTalk.open(t.daemon.smtp.port);
  try {
    const ehlo = await talk.command('EHLO client.test');
    assert.ok(ehlo.lines.some((l) => l.slice(4) === 'AUTH PLAIN LOGIN'), 'AUTH offered in optional mode');
    const wrongSlug = await talk.command(plain(slugB, keyA));
    assert.is(wrongSlug.code, 535);
    assert.match(wrongSlug.text, /^535 5\.7\.8 /);
    assert.is((await talk.command(plain('default', keyA))).code, 235);
    assert.is((await talk.command('MAIL FROM:<app@example.com>')).code, 250);
    const other = await talk.command(`RCPT TO:<${b1.email_address}>`);
    assert.is(other.code, 550);
    assert.match(other.text, /^550 5\.7\.1 /);
    assert.is((await talk.command(`RCPT TO:<${a1.email_address}>`)).code, 250);
    assert.is((await talk.data(simpleMessage(a1.email_address, 'raw as A'))).code, 250);
  } finally {
    talk.end();
  }
  // Account B's key sends to B's inbox (AUTH LOGIN this time).
  const { talk: b } = await SmtpTalk.open(t.daemon.smtp.port);
  try {
    await b.command('EHLO client.test');
    assert.is((await b.command('AUTH LOGIN')).code, 334);
    assert.is((await b.command(Buffer.from(slugB).toString('base64'))).code, 334);
    assert.is((await b.command(Buffer.from(keyB).toString('base64'))).code, 235);
    const replies = await b.transaction('app@example.com', [b1.email_address], simpleMessage(b1.email_address, 'raw as B'));
    assert.is(replies.at(-1)!.code, 250, replies.map((r) => r.text).join(' | '));
    b.write('RSET\r\n');
    assert.is((await b.next()).code, 250);
    assert.is((await b.command('MAIL FROM:<app@example.com>')).code, 250);
    assert.is((await b.command(`RCPT TO:<${a1.email_address}>`)).code, 550, 'B\'s session stays B\'s across transactions');
  } finally {
    b.end();
  }
  const seenByB = await t.api<{ messages: Array<{ subject: string }> }>(`/v1/messages?recipient_email=${encodeURIComponent(b1.email_address)}`, { key: keyB });
  assert.equal(seenByB.body.messages.map((m) => m.subject), ['raw as B']);
});

test('a key limited to inboxes sends to those only', async () => {
  const { talk } = await SmtpTalk.open(t.daemon.smtp.port);
  try {
    await talk.command('EHLO client.test');
    assert.is((await talk.command(plain('agent', keyA1))).code, 235);
    assert.is((await talk.command('MAIL FROM:<app@example.com>')).code, 250);
    const refused = await talk.command(`RCPT TO:<${a2.email_address}>`);
    assert.match(refused.text, /^550 5\.7\.1 <[^>]+>: not one of the inboxes the key this session authenticated with is limited to$/);
    assert.is((await talk.command(`RCPT TO:<${a1.email_address}>`)).code, 250);
  } finally {
    talk.end();
  }
});

test('optional: a sender that does not authenticate reaches any inbox, as before', async () => {
  const info = await t.send({ to: [a1.email_address, b1.email_address], subject: 'anonymous', text: 'x' });
  assert.equal(info.accepted, [a1.email_address, b1.email_address]);
});

test('failed AUTH: 535 for a bad or revoked key, and an address that keeps failing is answered later each time (logged as delayed_ms)', async () => {
  const { key: issued, secret } = await t.daemon.service.apiKeys.create(t.daemon.service.accountId, { label: 'revoked soon' });
  await t.daemon.service.keys.revoke(issued.id);
  const before = lines.length;
  const { talk } = await SmtpTalk.open(t.daemon.smtp.port);
  try {
    await talk.command('EHLO client.test');
    assert.is((await talk.command(plain('x', secret))).code, 535, 'revoked');
    assert.is((await talk.command(plain('x', 'ik_live_NotAKeyAtAll0000000000000000'))).code, 535, 'unknown');
    assert.is((await talk.command(plain('x', 'password'))).code, 535, 'no key at all');
    assert.is((await talk.command(plain('x', 'password'))).code, 535);
  } finally {
    talk.end();
  }
  const auth = await until(() => {
    const found = lines.slice(before).filter((l) => l.event === 'smtp.refused' && l.stage === 'auth');
    return found.length === 4 && found;
  }, { what: 'four auth refusals logged' });
  assert.equal(auth.map((l) => [l.code, l.reason, l.delayed_ms ?? 0]), [[535, 'auth_failed', 0], [535, 'auth_failed', 0], [535, 'auth_failed', 20], [535, 'auth_failed', 40]]);
});

test('required: MAIL before AUTH is 530; the static USER:PASS works beside the keys and is attributed to no account', async () => {
  const r = await startTestDaemon({ smtpAuth: { username: 'app', password: 's3cret' } });
  try {
    const inbox = await r.createInbox();
    const { talk } = await SmtpTalk.open(r.daemon.smtp.port);
    try {
      await talk.command('EHLO client.test');
      assert.is((await talk.command('MAIL FROM:<s@example.com>')).code, 530);
      assert.is((await talk.command(plain('app', 's3cret'))).code, 235);
      assert.is((await talk.command('MAIL FROM:<s@example.com>')).code, 250);
      assert.is((await talk.command(`RCPT TO:<${inbox.email_address}>`)).code, 250);
    } finally {
      talk.end();
    }
    const viaKey = await r.send({ to: inbox.email_address, subject: 'key in required mode', text: 'x' }, { auth: { user: 'ci', pass: r.key } });
    assert.equal(viaKey.accepted, [inbox.email_address]);
  } finally {
    await r.stop();
  }
  const off = await startTestDaemon({ smtpAuthMode: 'off' });
  try {
    const { talk } = await SmtpTalk.open(off.daemon.smtp.port);
    const ehlo = await talk.command('EHLO client.test');
    assert.not.ok(ehlo.lines.some((l) => l.includes('AUTH')), 'off: AUTH not offered');
    assert.is((await talk.command(plain('ci', off.key))).code, 500, 'off: AUTH is an unknown command, as before');
    talk.end();
  } finally {
    await off.stop();
  }
});

test.run();
