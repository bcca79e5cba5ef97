import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { EmailEvent } from '@inboxkit/core';
import { startTestDaemon, type TestDaemon } from './fixtures/daemon.js';
import { SmtpTalk } from '../../../test-support/smtp.js';
import { until } from '../../../test-support/wait.js';

let t: TestDaemon;

test.before(async () => {
  t = await startTestDaemon();
});

test.after(async () => {
  await t.stop();
});

test('headers are listed in order, decoded, repeated names kept; cc names the Cc header; bcc the blind recipients of each copy', async () => {
  const to = await t.createInbox({ label: 'to' });
  const cc = await t.createInbox({ label: 'cc' });
  const bcc = await t.createInbox({ label: 'bcc' });
  const received: EmailEvent[] = [];
  const listen = (e: EmailEvent) => received.push(e);
  t.daemon.service.events.on('email.received', listen);
  try {
    await t.send({
      to: to.email_address, cc: cc.email_address, bcc: bcc.email_address, subject: 'Grüße aus Köln',
      text: 'Hello', headers: { 'X-Trace': 'one' },
    });
    // The 250 comes after the commit; the in-process event may come after the 250 (PostgreSQL).
    await until(() => received.length >= 3, { timeoutMs: 10_000, what: 'the three copies\' email.received' });
  } finally {
    t.daemon.service.events.off('email.received', listen);
  }
  const [toCopy] = await t.messagesTo(to.email_address);
  const [ccCopy] = await t.messagesTo(cc.email_address);
  const [bccCopy] = await t.messagesTo(bcc.email_address);
  const toDetail = await t.message(toCopy!.id);
  const ccDetail = await t.message(ccCopy!.id);
  const bccDetail = await t.message(bccCopy!.id);

  // Decoded (nodemailer encodes the subject as RFC 2047), in the source's order.
  const subject = toDetail.headers.find((h) => h.name.toLowerCase() === 'subject');
  assert.is(subject?.value, 'Grüße aus Köln');
  assert.ok(toDetail.headers.some((h) => h.name === 'X-Trace' && h.value === 'one'));
  const names = toDetail.headers.map((h) => h.name.toLowerCase());
  assert.ok(names.indexOf('from') >= 0 && names.indexOf('to') >= 0);
  // The Bcc header never travels: no copy lists it.
  assert.not.ok(names.includes('bcc'));

  for (const d of [toDetail, ccDetail, bccDetail]) assert.equal(d.cc, [cc.email_address]);
  assert.equal(toDetail.bcc, []);
  assert.equal(ccDetail.bcc, []);
  assert.equal(bccDetail.bcc, [bcc.email_address]);

  // email.received carries the same fields a read gives back.
  const byId = new Map(received.map((e) => [e.data.message.id, e.data.message]));
  for (const d of [toDetail, ccDetail, bccDetail]) {
    const sent = byId.get(d.id);
    assert.ok(sent, `event for ${d.id}`);
    assert.equal({ headers: sent!.headers, cc: sent!.cc, bcc: sent!.bcc }, { headers: d.headers, cc: d.cc, bcc: d.bcc });
  }
});

test('a copy reached by two envelope recipients lists the one To does not name; repeated header names and folding', async () => {
  const inbox = await t.createInbox({ label: 'tags' });
  const [local, domain] = inbox.email_address.split('@');
  const tagged = `${local}+Blind@${domain}`;
  const { talk } = await SmtpTalk.open(t.daemon.smtp.port);
  await talk.command('EHLO client.test');
  assert.is((await talk.command('MAIL FROM:<a@example.com>')).code, 250);
  assert.is((await talk.command(`RCPT TO:<${inbox.email_address}>`)).code, 250);
  assert.is((await talk.command(`RCPT TO:<${tagged}>`)).code, 250);
  assert.is((await talk.command('DATA')).code, 354);
  const source = [
    'From: a@example.com', `To: ${inbox.email_address.toUpperCase()}`, 'Received: from one', 'Received: from two',
    'Subject: =?UTF-8?Q?caf=C3=A9?= =?UTF-8?B?IMOg?=', 'X-Long: first', '\tsecond', '', 'body', '.',
  ].join('\r\n');
  assert.is((await talk.command(source)).code, 250);
  talk.end();
  const [summary] = await t.messagesTo(inbox.email_address);
  const detail = await t.message(summary!.id);
  assert.equal(detail.headers.filter((h) => h.name === 'Received').map((h) => h.value), ['from one', 'from two']);
  assert.is(detail.headers.find((h) => h.name === 'Subject')?.value, 'café à');
  assert.is(detail.headers.find((h) => h.name === 'X-Long')?.value, 'first\tsecond');
  assert.equal(detail.cc, []);
  // To names the first (in another case); the tagged address was a blind copy.
  assert.equal(detail.bcc, [tagged]);
});

test.run();
