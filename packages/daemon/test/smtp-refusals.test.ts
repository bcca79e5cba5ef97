import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { peekAll, startTestDaemon, type TestDaemon } from './fixtures/daemon.js';
import { SmtpTalk, simpleMessage } from '../../../test-support/smtp.js';

// A clock the tests move: temporary inboxes expire without waiting.
let now = Date.UTC(2026, 4, 15, 12, 0, 0);
const clock = () => now;
let t: TestDaemon;

test.before(async () => {
  t = await startTestDaemon({ clock, limits: { maxMessageBytes: 10_000 } });
});

test.after(async () => {
  await t.stop();
});

test('an expired temporary inbox refuses RCPT with 550 5.1.1 and says why', async () => {
  const inbox = await t.createInbox({ lifecycle_mode: 'temporary', ttl_minutes: 10 });
  const { talk } = await SmtpTalk.open(t.daemon.smtp.port);
  let [, , rcpt] = await talk.envelope('s@example.com', [inbox.email_address]);
  assert.is(rcpt!.code, 250, 'active before expiry');
  assert.is((await talk.command('RSET')).code, 250);
  now += 11 * 60_000;
  assert.is((await talk.command('MAIL FROM:<s@example.com>')).code, 250);
  rcpt = await talk.command(`RCPT TO:<${inbox.email_address}>`);
  assert.is(rcpt.code, 550);
  assert.match(rcpt.text, /^550 5\.1\.1 <[^>]+>: inbox is no longer active \(temporary inbox expired\)$/);
  talk.end();
});

test('an inbox that expires between RCPT and the final dot: 550, nothing stored', async () => {
  const inbox = await t.createInbox({ lifecycle_mode: 'temporary', ttl_minutes: 10 });
  const { talk } = await SmtpTalk.open(t.daemon.smtp.port);
  const [, , rcpt] = await talk.envelope('s@example.com', [inbox.email_address]);
  assert.is(rcpt!.code, 250);
  now += 11 * 60_000;
  const done = await talk.data(simpleMessage(inbox.email_address));
  assert.is(done.code, 550);
  assert.match(done.text, /^550 5\.1\.1 no recipient of this message routes to an active inbox/);
  // The connection stays usable.
  assert.is((await talk.command('NOOP')).code, 250);
  talk.end();
  const [count] = await peekAll<{ n: number }>(t.daemon.service, 'SELECT count(*) AS n FROM messages WHERE inbox_id = ?', inbox.id);
  assert.is(count!.n, 0);
});

test('a spent monthly quota answers RCPT 452 4.2.2 (temporary)', async () => {
  const service = t.daemon.service;
  const account = await service.accounts.create({ name: 'Quota Co' });
  await service.accounts.setEntitlements(account.id, { monthly_received_messages: 1 });
  const key = (await service.apiKeys.create(account.id)).secret;
  const res = await t.api<{ inbox: { email_address: string } }>('/v1/inboxes', {
    method: 'POST', key, body: JSON.stringify({ label: 'q', lifecycle_mode: 'persistent' }),
  });
  assert.is(res.status, 201);
  const address = res.body.inbox.email_address;
  const first = await t.send({ to: address, text: 'one' });
  assert.equal(first.accepted, [address]);
  const { talk } = await SmtpTalk.open(t.daemon.smtp.port);
  const [, , rcpt] = await talk.envelope('s@example.com', [address]);
  assert.is(rcpt!.code, 452);
  assert.match(rcpt!.text, /^452 4\.2\.2 <[^>]+>: monthly message quota exhausted, try again later$/);
  talk.end();
});

test('SIZE: advertised, MAIL FROM with SIZE over it gets 552, an oversized DATA gets 552 5.3.4', async () => {
  const inbox = await t.createInbox();
  const { talk } = await SmtpTalk.open(t.daemon.smtp.port);
  const ehlo = await talk.command('EHLO client.test');
  assert.ok(ehlo.lines.some((l) => l.slice(4) === 'SIZE 10000'), ehlo.text);
  const big = await talk.command('MAIL FROM:<s@example.com> SIZE=20000');
  assert.is(big.code, 552);
  assert.match(big.text, /^552 5\.3\.4 /);
  assert.is((await talk.command('MAIL FROM:<s@example.com>')).code, 250);
  assert.is((await talk.command(`RCPT TO:<${inbox.email_address}>`)).code, 250);
  const done = await talk.data(simpleMessage(inbox.email_address, 'big', ('y'.repeat(76) + '\r\n').repeat(300)));
  assert.is(done.code, 552);
  assert.match(done.text, /^552 5\.3\.4 /);
  // The same connection then delivers a message under the limit.
  await talk.command('MAIL FROM:<s@example.com>');
  await talk.command(`RCPT TO:<${inbox.email_address}>`);
  const ok = await talk.data(simpleMessage(inbox.email_address, 'small'));
  assert.is(ok.code, 250, ok.text);
  talk.end();
  const list = await t.messagesTo(inbox.email_address);
  assert.equal(list.map((m) => m.subject), ['small']);
});

test('nodemailer sees 552 for an oversized message', async () => {
  const inbox = await t.createInbox();
  try {
    await t.send({ to: inbox.email_address, text: 'z'.repeat(20_000) });
    assert.unreachable('should have failed');
  } catch (error) {
    assert.is((error as { responseCode?: number }).responseCode, 552);
  }
});

test('a store failure answers 451 4.3.0 and the daemon carries on', async () => {
  const inbox = await t.createInbox();
  const service = t.daemon.service;
  const original = service.ingest;
  service.ingest = async () => {
    throw new Error('disk on fire');
  };
  try {
    const { talk } = await SmtpTalk.open(t.daemon.smtp.port);
    await talk.envelope('s@example.com', [inbox.email_address]);
    const done = await talk.data(simpleMessage(inbox.email_address));
    assert.is(done.code, 451);
    assert.match(done.text, /^451 4\.3\.0 temporary failure/);
    talk.end();
  } finally {
    service.ingest = original;
  }
  const info = await t.send({ to: inbox.email_address, text: 'after' });
  assert.equal(info.accepted, [inbox.email_address]);
});

test.run();
