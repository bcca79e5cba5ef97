// Issue 28: the checks in-process (core's service, no daemon) on either engine: authentication
// after the commit against a real DNS server in the test, kept with the message; done on the
// first read when it never ran (the service stopped before it); off when asked; the spam score
// from a spamd (a fake speaking the protocol: spamd is outside the project; the real one is in
// checks-spamd.test.ts); lint and HTML on read; another account's message not found.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { generateKeyPairSync } from 'node:crypto';
import { createServer, type AddressInfo, type Server } from 'node:net';
import { dkimSign } from 'mailauth';
import { isInboxkitError } from '../src/index.js';
import { testService, type TestService } from './helpers.js';
import { startDnsServer, type TestDnsServer } from '../../../test-support/dns-server.js';

let dns: TestDnsServer;
let spamd: Server;
let spamdAddress = '';
const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });

const REPORT = 'Content analysis details:   (6.1 points, 5.0 required)\n\n pts rule name              description\n'
  + '---- ---------------------- --------------------------------------------------\n'
  + ' 3.1 MISSING_DATE           Missing Date: header\n 3.0 SUBJ_ALL_CAPS          Subject is all capitals\n\n';

const raw = (subject: string, body = 'Your code is 482913.') => [
  'From: Acme <hello@example.org>', 'To: <someone@inboxkit.test>', `Subject: ${subject}`, 'Date: Sun, 29 Nov 2026 10:00:00 +0000',
  `Message-ID: <${subject.replace(/\W+/g, '-')}@example.org>`, 'MIME-Version: 1.0', 'Content-Type: text/plain; charset=utf-8', '', body, '',
].join('\r\n');

async function signed(subject: string, body?: string): Promise<string> {
  const message = raw(subject, body);
  const { signatures } = await dkimSign(message, {
    signatureData: [{ signingDomain: 'example.org', selector: 's1', privateKey: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString() }],
  } as never);
  return signatures + message;
}

async function deliver(t: TestService, message: string): Promise<string> {
  const inbox = await t.service.inboxes.create({ label: 'checks', lifecycle_mode: 'persistent' });
  const { stored } = await t.service.ingest(message, {
    mailFrom: 'bounce@example.org', rcptTo: [inbox.email_address], clientAddress: '::ffff:127.0.0.1', helo: 'mx.example.org',
  });
  return stored[0]!.messageId;
}

test.before(async () => {
  dns = await startDnsServer();
  dns.add('example.org', { type: 'TXT', data: 'v=spf1 ip4:127.0.0.1 -all' });
  dns.add('s1._domainkey.example.org', { type: 'TXT', data: `v=DKIM1; k=rsa; p=${publicKey.export({ type: 'spki', format: 'der' }).toString('base64')}` });
  dns.add('_dmarc.example.org', { type: 'TXT', data: 'v=DMARC1; p=none' });
  // Reads the request until the client ends its side, then answers one REPORT.
  spamd = createServer((socket) => {
    socket.on('data', () => {});
    socket.on('end', () => socket.end(`SPAMD/1.1 0 EX_OK\r\nContent-length: ${Buffer.byteLength(REPORT)}\r\nSpam: True ; 6.1 / 5.0\r\n\r\n${REPORT}`));
  });
  await new Promise<void>((r) => spamd.listen(0, '127.0.0.1', r));
  spamdAddress = `127.0.0.1:${(spamd.address() as AddressInfo).port}`;
});

test.after(async () => {
  await dns.close();
  await new Promise((r) => spamd.close(r));
});

test('authentication runs after the commit and is kept; the v4-mapped client address is checked as IPv4', async () => {
  const t = await testService({ checks: { dnsServer: dns.address } });
  try {
    const id = await deliver(t, await signed('Kept'));
    await t.service.checksIdle();
    const asked = dns.questions.length;
    const c = await t.service.messages.checks(id);
    assert.is(dns.questions.length, asked, 'read back, not looked up again');
    assert.equal([c.authentication!.spf.result, c.authentication!.dkim[0]!.result, c.authentication!.dmarc.result], ['pass', 'pass', 'pass']);
    assert.is(c.authentication!.dmarc.policy, 'none');
    assert.is(c.spam, null);
    assert.equal(c.lint, [], 'a well-formed text mail');
    assert.is(c.html.score, 100);
    const other = await t.service.accounts.create({ name: 'other' });
    const err = await t.service.account(other.id).messages.checks(id).catch((e: unknown) => e);
    assert.ok(isInboxkitError(err) && err.code === 'not_found', String(err));
  } finally {
    await t.cleanup();
  }
});

test('a check that never ran (the service stopped first) is done on the first read, then kept', async () => {
  const t = await testService({ checks: { dnsServer: dns.address } });
  try {
    const id = await deliver(t, await signed('Stopped before its check'));
    const before = dns.questions.length;
    // Closed in the same turn as the commit: the queued check is dropped, nothing was asked.
    await t.reopen({ checks: { dnsServer: dns.address } });
    assert.is(dns.questions.length, before);
    const first = await t.service.messages.checks(id);
    assert.is(first.authentication!.dkim[0]!.result, 'pass');
    assert.ok(dns.questions.length > before, 'looked up on the read');
    const asked = dns.questions.length;
    assert.equal(await t.service.messages.checks(id), first);
    assert.is(dns.questions.length, asked, 'kept by the first read');
  } finally {
    await t.cleanup();
  }
});

test('authentication off: null with the reason, nothing asked; spamd configured: its score kept', async () => {
  const t = await testService({ checks: { authentication: false, spamd: spamdAddress } });
  try {
    const before = dns.questions.length;
    const id = await deliver(t, raw('SPAM TEST'));
    await t.service.checksIdle();
    const c = await t.service.messages.checks(id);
    assert.is(c.authentication, null);
    assert.match(c.reasons.authentication!, /off/);
    assert.is(dns.questions.length, before);
    assert.equal({ ...c.spam!, rules: c.spam!.rules.map((r) => r.name) }, { score: 6.1, threshold: 5, is_spam: true, rules: ['MISSING_DATE', 'SUBJ_ALL_CAPS'] });
    assert.is(c.reasons.spam, null);
  } finally {
    await t.cleanup();
  }
});

test('spamd unreachable: spam null with the error as the reason, tried again on the next read', async () => {
  const t = await testService({ checks: { authentication: false, spamd: '127.0.0.1:1' } });
  try {
    const id = await deliver(t, raw('Unreachable'));
    await t.service.checksIdle();
    const c = await t.service.messages.checks(id);
    assert.is(c.spam, null);
    assert.match(c.reasons.spam!, /127\.0\.0\.1:1/);
  } finally {
    await t.cleanup();
  }
});

test.run();
