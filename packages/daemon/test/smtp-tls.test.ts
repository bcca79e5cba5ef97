import { readFileSync } from 'node:fs';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { makeTestCertificate, startTestDaemon, type TestDaemon } from './fixtures/daemon.js';
import { tempDir } from '../../../test-support/daemon.js';
import { SmtpTalk, simpleMessage } from '../../../test-support/smtp.js';

const certDir = tempDir('inboxkit-cert-');
const cert = makeTestCertificate(certDir.dir);
const pem = cert ? { cert: readFileSync(cert.certFile), key: readFileSync(cert.keyFile) } : null;

const stops: Array<() => Promise<void>> = [];
async function daemon(options: Parameters<typeof startTestDaemon>[0]): Promise<TestDaemon> {
  const t = await startTestDaemon(options);
  stops.push(() => t.stop());
  return t;
}

test.after(async () => {
  for (const stop of stops) await stop();
  certDir.cleanup();
});

test('without a certificate, STARTTLS is neither offered nor accepted (the built-in one has expired)', async () => {
  const t = await daemon({});
  const inbox = await t.createInbox();
  try {
    await t.send({ to: inbox.email_address, text: 'x' }, { requireTLS: true });
    assert.unreachable('requireTLS must fail without STARTTLS');
  } catch (error) {
    assert.match(String((error as Error).message), /STARTTLS/i);
  }
});

test('with a certificate, STARTTLS is offered and nodemailer requireTLS delivers', async () => {
  if (!pem) {
    console.log('skipped: openssl not found');
    return;
  }
  const t = await daemon({ tls: pem });
  const inbox = await t.createInbox();
  const { talk } = await SmtpTalk.open(t.daemon.smtp.port);
  const ehlo = await talk.command('EHLO client.test');
  assert.ok(ehlo.lines.some((l) => l.slice(4) === 'STARTTLS'), ehlo.text);
  talk.end();
  const info = await t.send({ to: inbox.email_address, subject: 'over tls', text: 'secret 123456' }, { requireTLS: true });
  assert.equal(info.accepted, [inbox.email_address]);
  const [m] = await t.messagesTo(inbox.email_address);
  assert.is(m!.subject, 'over tls');
});

test('SMTP AUTH when configured: advertised, required before MAIL, wrong credentials 535, right ones deliver', async () => {
  const t = await daemon({ smtpAuth: { username: 'app', password: 's3cret' } });
  const inbox = await t.createInbox();
  const { talk } = await SmtpTalk.open(t.daemon.smtp.port);
  const ehlo = await talk.command('EHLO client.test');
  assert.ok(ehlo.lines.some((l) => l.slice(4) === 'AUTH PLAIN LOGIN'), ehlo.text);
  const mail = await talk.command('MAIL FROM:<s@example.com>');
  assert.is(mail.code, 530);
  const bad = await talk.command(`AUTH PLAIN ${Buffer.from('\0app\0wrong').toString('base64')}`);
  assert.is(bad.code, 535);
  assert.match(bad.text, /^535 5\.7\.8 /);
  const good = await talk.command(`AUTH PLAIN ${Buffer.from('\0app\0s3cret').toString('base64')}`);
  assert.is(good.code, 235);
  assert.is((await talk.command('MAIL FROM:<s@example.com>')).code, 250);
  assert.is((await talk.command(`RCPT TO:<${inbox.email_address}>`)).code, 250);
  assert.is((await talk.data(simpleMessage(inbox.email_address, 'raw auth'))).code, 250);
  talk.end();

  const info = await t.send({ to: inbox.email_address, subject: 'nodemailer auth', text: 'x' }, { auth: { user: 'app', pass: 's3cret' } });
  assert.equal(info.accepted, [inbox.email_address]);
  try {
    await t.send({ to: inbox.email_address, text: 'x' }, { auth: { user: 'app', pass: 'nope' } });
    assert.unreachable('wrong password must fail');
  } catch (error) {
    assert.is((error as { responseCode?: number }).responseCode, 535);
  }
  const list = await t.messagesTo(inbox.email_address);
  assert.equal(list.map((m) => m.subject).sort(), ['nodemailer auth', 'raw auth']);
});

test('with a certificate and AUTH, AUTH is only accepted after STARTTLS', async () => {
  if (!pem) return;
  const t = await daemon({ tls: pem, smtpAuth: { username: 'app', password: 's3cret' } });
  const inbox = await t.createInbox();
  const { talk } = await SmtpTalk.open(t.daemon.smtp.port);
  await talk.command('EHLO client.test');
  const early = await talk.command(`AUTH PLAIN ${Buffer.from('\0app\0s3cret').toString('base64')}`);
  assert.is(early.code, 538);
  talk.end();
  const info = await t.send({ to: inbox.email_address, text: 'x' }, { requireTLS: true, auth: { user: 'app', pass: 's3cret' } });
  assert.equal(info.accepted, [inbox.email_address]);
});

test.run();
