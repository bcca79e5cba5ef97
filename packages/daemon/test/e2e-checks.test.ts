// Issue 28, the checks of a message end to end: the daemon in-process (real SMTP, real HTTP,
// SQLite or PostgreSQL), a real DNS server in the test answering SPF, DKIM and DMARC for a key
// the test generates and mail it signs (mailauth's signer), and real HTTP servers for the link
// check. Authentication runs after the commit: the DNS server sees its questions before any
// read, and a read keeps what was kept (no second lookup).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { generateKeyPairSync } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { authenticate, dkimSign } from 'mailauth';
import type { MessageChecks } from '@inboxkit/core';
import { startTestDaemon, type TestDaemon } from './fixtures/daemon.js';
import { SmtpTalk } from '../../../test-support/smtp.js';
import { startDnsServer, type TestDnsServer } from '../../../test-support/dns-server.js';

let t: TestDaemon;
let dns: TestDnsServer;
let web: Server;
let webUrl = '';
let inbox = '';
const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const privatePem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();

const crlf = (...lines: string[]) => lines.join('\r\n');
const mail = (from: string, subject: string, body: string, extra: string[] = []) => crlf(
  `From: Acme <${from}>`, `To: <${inbox}>`, `Subject: ${subject}`, 'Date: Sun, 29 Nov 2026 10:00:00 +0000',
  `Message-ID: <${subject.replace(/\W+/g, '-')}@example.org>`, 'MIME-Version: 1.0', 'Content-Type: text/plain; charset=utf-8', ...extra, '', body, '');

async function sign(raw: string, selector = 's1', domain = 'example.org'): Promise<string> {
  const signed = await dkimSign(raw, { signatureData: [{ signingDomain: domain, selector, privateKey: privatePem }] } as never);
  return signed.signatures + raw;
}

/** Sends `raw` over SMTP with this MAIL FROM; the stored message's id. */
async function deliver(mailFrom: string, raw: string): Promise<string> {
  const { talk } = await SmtpTalk.open(t.daemon.smtp.port);
  try {
    const replies = await talk.envelope(mailFrom, [inbox]);
    assert.is(replies.at(-1)!.code, 250, replies.at(-1)!.text);
    const done = await talk.data(raw);
    assert.is(done.code, 250, done.text);
    return /stored as (msg_\S+)/.exec(done.text)![1]!;
  } finally {
    talk.end();
  }
}

async function checks(id: string, method = 'GET', key = t.key): Promise<{ status: number; body: any }> {
  return t.api(`/v1/messages/${id}/checks${method === 'POST' ? '/links' : ''}`, { method, key });
}

test.before(async () => {
  dns = await startDnsServer();
  const pub = publicKey.export({ type: 'spki', format: 'der' }).toString('base64');
  dns.add('example.org', { type: 'TXT', data: 'v=spf1 ip4:127.0.0.1 -all' });
  dns.add('s1._domainkey.example.org', { type: 'TXT', data: `v=DKIM1; k=rsa; p=${pub}` });
  dns.add('_dmarc.example.org', { type: 'TXT', data: 'v=DMARC1; p=reject' });
  dns.add('elsewhere.example', { type: 'TXT', data: 'v=spf1 ip4:192.0.2.1 -all' });
  dns.add('_dmarc.elsewhere.example', { type: 'TXT', data: 'v=DMARC1; p=quarantine' });
  web = createServer((req, res) => {
    res.writeHead(req.url === '/missing' ? 404 : 200, { 'content-type': 'text/html' });
    res.end('ok');
  });
  await new Promise<void>((r) => web.listen(0, '127.0.0.1', r));
  webUrl = `http://127.0.0.1:${(web.address() as AddressInfo).port}`;
  t = await startTestDaemon({ serviceOptions: { checks: { dnsServer: dns.address, linkCheck: { allowPrivate: true } } } });
  inbox = (await t.createInbox()).email_address;
});

test.after(async () => {
  await t?.stop();
  await dns?.close();
  await new Promise((r) => web?.close(r));
});

test('signed mail from an SPF-listed address: SPF, DKIM and DMARC pass, checked after the commit', async () => {
  const id = await deliver('bounce@example.org', await sign(mail('hello@example.org', 'Welcome aboard', 'Your code is 482913.')));
  await t.daemon.service.checksIdle();
  // Asked before anyone read the report: the check ran after the commit, on its own.
  assert.ok(dns.questions.includes('TXT s1._domainkey.example.org'), dns.questions.join(', '));
  const asked = dns.questions.length;
  const res = await checks(id);
  assert.is(res.status, 200);
  const c: MessageChecks = res.body.checks;
  assert.equal({ result: c.authentication!.spf.result, domain: c.authentication!.spf.domain }, { result: 'pass', domain: 'example.org' });
  assert.equal(c.authentication!.dkim.map((d) => [d.result, d.domain, d.selector]), [['pass', 'example.org', 's1']]);
  assert.equal([c.authentication!.dmarc.result, c.authentication!.dmarc.policy], ['pass', 'reject']);
  assert.is(c.authentication!.arc.result, 'none');
  assert.is(dns.questions.length, asked, 'the kept result is read back, not looked up again');
  assert.is(c.spam, null);
  assert.match(c.reasons.spam!, /--spamd/);
  assert.is(c.links, null);
  assert.match(c.reasons.links!, /checks\/links/);
  assert.is(c.html.score, 100, 'a text-only message uses no HTML feature');
});

test('mail changed after signing does not verify; with MAIL FROM outside SPF, DMARC fails too', async () => {
  const signed = await sign(mail('hello@example.org', 'Tampered', 'Your code is 111111.'));
  // A signed header changed: the signature fails. The body changed: its hash does not match,
  // which mailauth (like Gmail) reports as neutral, naming the cause.
  for (const [changed, result, comment] of [
    [signed.replace('Subject: Tampered', 'Subject: Tampered!'), 'fail', /signature/],
    [signed.replace('111111', '999999'), 'neutral', /body hash did not verify/],
  ] as const) {
    const id = await deliver('bounce@elsewhere.example', changed);
    await t.daemon.service.checksIdle();
    const c: MessageChecks = (await checks(id)).body.checks;
    assert.equal([c.authentication!.spf.result, c.authentication!.spf.domain], ['fail', 'elsewhere.example']);
    assert.is(c.authentication!.dkim[0]!.result, result);
    assert.match(c.authentication!.dkim[0]!.comment ?? '', comment);
    assert.equal([c.authentication!.dmarc.result, c.authentication!.dmarc.policy], ['fail', 'reject']);
  }
});

test('unsigned mail: no DKIM entry; an ARC set sealed by a forwarder validates', async () => {
  const plain = mail('news@elsewhere.example', 'Unsigned', 'Hello.');
  const unsigned = (await checks(await deliver('news@elsewhere.example', plain))).body.checks as MessageChecks;
  assert.equal(unsigned.authentication!.dkim, []);
  assert.is(unsigned.authentication!.dmarc.result, 'fail', 'SPF fails and nothing aligned passes');
  // A forwarder at example.org checked the original and sealed the chain (ARC i=1).
  const original = await sign(mail('hello@example.org', 'Forwarded', 'Hi there.'));
  const resolver = async (name: string, type: string) => {
    const { Resolver } = await import('node:dns/promises');
    const r = new Resolver();
    r.setServers([dns.address]);
    return r.resolve(name, type as 'TXT');
  };
  const sealed = await authenticate(original, {
    ip: '127.0.0.1', helo: 'mx.example.org', sender: 'bounce@example.org', mta: 'mx.example.org', resolver: resolver as never,
    seal: { signingDomain: 'example.org', selector: 's1', privateKey: privatePem }, disableBimi: true,
  });
  const c: MessageChecks = (await checks(await deliver('bounce@example.org', sealed.headers + original))).body.checks;
  assert.is(c.authentication!.arc.result, 'pass', JSON.stringify(c.authentication!.arc));
});

test('lint and HTML compatibility read the stored message', async () => {
  const html = '<html><body><div style="display:flex"><p>Hello {{first_name}},</p><a href="http://app.example.org/reset?token=Zk29sPq81LmX0aB7">Reset your password</a><img src="https://cdn.example.org/logo.png"></div></body></html>';
  const raw = crlf('From: Acme <hello@example.org>', `To: <${inbox}>`, 'Subject: Reset your password', 'MIME-Version: 1.0',
    'Content-Type: text/html; charset=utf-8', '', html, '');
  const c: MessageChecks = (await checks(await deliver('bounce@example.org', raw))).body.checks;
  const codes = new Set(c.lint.map((f) => f.code));
  for (const code of ['unrendered_placeholder', 'missing_text_part', 'insecure_token_link', 'missing_header', 'image_without_alt'] as const) {
    assert.ok(codes.has(code), `${code} in ${[...codes].join(', ')}`);
  }
  assert.ok(c.lint.every((f) => typeof f.message === 'string' && f.message.length > 0));
  assert.ok(c.html.score < 100, `flexbox is not supported everywhere: ${c.html.score}`);
  assert.ok(c.html.unsupported.some((u) => /flex/.test(u.feature)), JSON.stringify(c.html.unsupported.map((u) => u.feature)));
});

test('POST …/checks/links checks every link and image over HTTP and keeps the result', async () => {
  const html = `<p><a href="${webUrl}/ok">Open</a> <a href="${webUrl}/missing">Gone</a> <img alt="" src="${webUrl}/logo.png"></p>`;
  const raw = crlf('From: <hello@example.org>', `To: <${inbox}>`, 'Subject: Links', 'MIME-Version: 1.0',
    'Content-Type: text/html; charset=utf-8', '', html, '');
  const id = await deliver('bounce@example.org', raw);
  const res = await checks(id, 'POST');
  assert.is(res.status, 200, JSON.stringify(res.body));
  const byUrl = new Map((res.body.checks as MessageChecks).links!.results.map((r) => [r.url, r]));
  assert.equal([byUrl.get(`${webUrl}/ok`)?.status, byUrl.get(`${webUrl}/ok`)?.ok], [200, true]);
  assert.equal([byUrl.get(`${webUrl}/missing`)?.status, byUrl.get(`${webUrl}/missing`)?.ok], [404, false]);
  assert.is(byUrl.get(`${webUrl}/logo.png`)?.status, 200, 'images are checked too');
  const again = (await checks(id)).body.checks as MessageChecks;
  assert.equal(again.links, res.body.checks.links, 'kept: a later read shows it');
  assert.is(again.reasons.links, null);
});

test('another account\'s message and an unknown id are 404; the scope is messages:read', async () => {
  const id = await deliver('bounce@example.org', mail('hello@example.org', 'Mine', 'Hi.'));
  const account = await t.daemon.service.accounts.create({ name: 'other' });
  const { secret } = await t.daemon.service.apiKeys.create(account.id, { label: 'other' });
  for (const method of ['GET', 'POST']) {
    const res = await checks(id, method, secret);
    assert.is(res.status, 404, `${method}: ${JSON.stringify(res.body)}`);
    assert.is(res.body.error.code, 'not_found');
  }
  assert.is((await checks('msg_doesnotexist')).status, 404);
  const { secret: inboxesOnly } = await t.daemon.service.apiKeys.create(t.daemon.service.accountId, { label: 'w', scopes: ['inboxes:write'] });
  assert.is((await checks(id, 'GET', inboxesOnly)).status, 403);
});

test.run();
