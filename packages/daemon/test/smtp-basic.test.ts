import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { peekAll, startTestDaemon, type TestDaemon } from './fixtures/daemon.js';
import { SmtpTalk, simpleMessage } from '../../../test-support/smtp.js';

let t: TestDaemon;

test.before(async () => {
  t = await startTestDaemon();
});

test.after(async () => {
  await t.stop();
});

test('nodemailer delivers to an inbox and the message reads back over HTTP', async () => {
  const inbox = await t.createInbox({ label: 'signup' });
  const info = await t.send({ to: inbox.email_address, subject: 'Welcome', text: 'Your verification code is 482913.' });
  assert.equal(info.accepted, [inbox.email_address]);
  assert.match(info.response, /^250 2\.6\.0 OK: stored as msg_/);
  const list = await t.messagesTo(inbox.email_address);
  assert.is(list.length, 1);
  const detail = await t.message(list[0]!.id);
  assert.is(detail.subject, 'Welcome');
  assert.is(detail.inbox_id, inbox.id);
  assert.match(detail.text_body ?? '', /482913/);
});

test('EHLO advertises SIZE, 8BITMIME, SMTPUTF8, PIPELINING, ENHANCEDSTATUSCODES; no STARTTLS or AUTH by default', async () => {
  const { talk } = await SmtpTalk.open(t.daemon.smtp.port);
  const ehlo = await talk.command('EHLO client.test');
  assert.is(ehlo.code, 250);
  const features = ehlo.lines.slice(1).map((l) => l.slice(4));
  assert.ok(features.includes(`SIZE ${25 * 1024 * 1024}`), ehlo.text);
  for (const f of ['8BITMIME', 'SMTPUTF8', 'PIPELINING', 'ENHANCEDSTATUSCODES']) assert.ok(features.includes(f), `${f} in ${ehlo.text}`);
  assert.not.ok(features.some((f) => f.startsWith('STARTTLS')), ehlo.text);
  assert.not.ok(features.some((f) => f.startsWith('AUTH')), ehlo.text);
  // AUTH is off: the command is not recognised at all, and mail flows without it.
  const auth = await talk.command(`AUTH PLAIN ${Buffer.from('\0u\0p').toString('base64')}`);
  assert.is(auth.code, 500);
  const starttls = await talk.command('STARTTLS');
  assert.is(starttls.code, 500);
  talk.end();
});

test('the greeting arrives at once (smtp-server\'s fixed 100 ms pause is removed)', async () => {
  const times: number[] = [];
  for (let i = 0; i < 5; i++) {
    const { talk, greeting, greetingMs } = await SmtpTalk.open(t.daemon.smtp.port);
    assert.is(greeting.code, 220);
    assert.match(greeting.text, /ESMTP Inboxkit/);
    times.push(greetingMs);
    talk.end();
  }
  // The median, so that one scheduling hiccup of a loaded CI machine does not fail the run;
  // with the library's pause every single greeting would take >= 100 ms.
  const median = [...times].sort((a, b) => a - b)[2]!;
  assert.ok(median < 50, `greeting took ${times.map((x) => x.toFixed(1)).join(', ')} ms`);
});

test('RCPT to an unknown address is refused with 550 5.1.1; known ones in the same transaction still go through', async () => {
  const inbox = await t.createInbox();
  const { talk } = await SmtpTalk.open(t.daemon.smtp.port);
  const [ehlo, mail, unknown, known] = await talk.envelope('sender@example.com', ['nobody@inboxkit.test', inbox.email_address]);
  assert.is(ehlo!.code, 250);
  assert.is(mail!.code, 250);
  assert.is(unknown!.code, 550);
  assert.match(unknown!.text, /^550 5\.1\.1 <nobody@inboxkit\.test>: no such inbox here$/);
  assert.is(known!.code, 250);
  const done = await talk.data(simpleMessage(inbox.email_address, 'partial envelope'));
  assert.is(done.code, 250);
  assert.is((await talk.command('QUIT')).code, 221);
  const list = await t.messagesTo(inbox.email_address);
  assert.is(list.length, 1);
  assert.is(list[0]!.subject, 'partial envelope');
});

test('nodemailer reports every recipient refused when none exists', async () => {
  try {
    await t.send({ to: 'ghost@inboxkit.test', text: 'x' });
    assert.unreachable('should have failed');
  } catch (error) {
    const e = error as Error & { responseCode?: number; rejected?: string[] };
    assert.is(e.responseCode, 550);
    assert.match(e.message, /5\.1\.1/);
  }
});

test('plus-addressing routes name+tag@ to the name@ inbox', async () => {
  const inbox = await t.createInbox({ label: 'plus' });
  const [local, domain] = inbox.email_address.split('@') as [string, string];
  const tagged = `${local}+run-42@${domain}`;
  const info = await t.send({ to: tagged, subject: 'tagged', text: 'hi' });
  assert.equal(info.accepted, [tagged]);
  const res = await t.api<{ messages: Array<{ to_email: string; subject: string }> }>(`/v1/inboxes/${inbox.id}/messages`);
  assert.is(res.status, 200);
  assert.is(res.body.messages.length, 1);
  assert.is(res.body.messages[0]!.to_email, tagged);
  assert.is(res.body.messages[0]!.subject, 'tagged');
});

test('wildcard namespace: any address under <ns>.<domain> lands in the wildcard inbox', async () => {
  const service = t.daemon.service;
  const wildcard = await service.accounts.claimWildcardNamespace(service.accountId, 'acme');
  assert.is(wildcard.email_address, '*@acme.inboxkit.test');
  const info = await t.send({ to: ['alice@acme.inboxkit.test', 'BOB@Acme.Inboxkit.Test'], subject: 'wild', text: 'hi' });
  assert.is(info.accepted.length, 2);
  const res = await t.api<{ messages: Array<{ subject: string }> }>(`/v1/inboxes/${wildcard.inbox_id}/messages`);
  // One message per receiving inbox even with two recipients routing to it.
  assert.is(res.body.messages.length, 1);
  assert.is(res.body.messages[0]!.subject, 'wild');
  // A deeper subdomain is not part of the namespace.
  const { talk } = await SmtpTalk.open(t.daemon.smtp.port);
  const replies = await talk.envelope('s@example.com', ['x@a.acme.inboxkit.test']);
  assert.is(replies[2]!.code, 550);
  talk.end();
});

test('malformed MIME is accepted (250), stored, flagged, and still readable', async () => {
  const inbox = await t.createInbox({ label: 'malformed' });
  const raw = [
    `To: ${inbox.email_address}`,
    'Subject: broken multipart',
    'MIME-Version: 1.0',
    'Content-Type: multipart/alternative; boundary="never-closed"',
    '',
    '--never-closed',
    'Content-Type: text/plain; charset=utf-8',
    'Content-Transfer-Encoding: base64',
    '',
    '@@@ this is not base64 ### code 771234',
    '--never-closed',
    'Content-Type: text/html',
    '',
    '<p>unterminated <b>html',
  ].join('\r\n');
  const { talk } = await SmtpTalk.open(t.daemon.smtp.port);
  await talk.envelope('s@example.com', [inbox.email_address]);
  const done = await talk.data(raw);
  assert.is(done.code, 250, done.text);
  talk.end();
  const list = await t.messagesTo(inbox.email_address);
  assert.is(list.length, 1);
  const detail = await t.message(list[0]!.id);
  assert.is(detail.subject, 'broken multipart');
  // Not MIME at all (no header block, binary junk): still 250, stored, flagged malformed.
  const junk = Buffer.from('this is not mime at all\x00\xff\xfe\r\n\r\ncode 123456 maybe', 'latin1');
  const { talk: t2 } = await SmtpTalk.open(t.daemon.smtp.port);
  await t2.envelope('s@example.com', [inbox.email_address]);
  const done2 = await t2.data(junk);
  assert.is(done2.code, 250, done2.text);
  t2.end();
  const rows = await peekAll<{ id: string; malformed: number; parse_error: string | null }>(t.daemon.service,
    'SELECT id, malformed, parse_error FROM messages WHERE inbox_id = ? ORDER BY seq', inbox.id);
  assert.is(rows.length, 2);
  assert.is(rows[1]!.malformed, 1, JSON.stringify(rows));
  assert.ok((rows[1]!.parse_error ?? '').length > 0);
  const flagged = await t.message(rows[1]!.id);
  assert.match(flagged.text_body ?? '', /code 123456 maybe/);
  assert.ok((await t.daemon.service.messages.raw(rows[1]!.id)).includes(junk), 'raw source kept');
});

test('8-bit and UTF-8 content and an SMTPUTF8 sender survive', async () => {
  const inbox = await t.createInbox({ label: 'utf8' });
  const { talk } = await SmtpTalk.open(t.daemon.smtp.port);
  assert.is((await talk.command('EHLO client.test')).code, 250);
  assert.is((await talk.command('MAIL FROM:<jörg@exämple.com> BODY=8BITMIME SMTPUTF8')).code, 250);
  assert.is((await talk.command(`RCPT TO:<${inbox.email_address}>`)).code, 250);
  const done = await talk.data([
    'From: Jörg <jörg@exämple.com>', `To: ${inbox.email_address}`, 'Subject: Grüße', 'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8', 'Content-Transfer-Encoding: 8bit', '', 'Dein Code lautet 555123. Schöne Grüße',
  ].join('\r\n'));
  assert.is(done.code, 250, done.text);
  talk.end();
  const [m] = await t.messagesTo(inbox.email_address);
  const detail = await t.message(m!.id);
  assert.is(detail.subject, 'Grüße');
  assert.match(detail.text_body ?? '', /Schöne Grüße/);
});

test.run();
