// Release and send through an upstream SMTP server (docs/smtp.md, "Release and send"): a second
// SMTP server started here receives what POST /v1/messages/{id}/release relays (the source
// byte for byte behind a Received trace header) and what POST /v1/inboxes/{id}/send composes;
// refusals (not allowed: 400 naming `to`; no relay: 503; the upstream's own: 502 quoting it);
// another account's message is 404; STARTTLS with AUTH, and implicit TLS, toward the upstream.
import { readFileSync } from 'node:fs';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { makeTestCertificate, startTestDaemon, type TestDaemon } from './fixtures/daemon.js';
import { startUpstream, type Upstream } from './fixtures/upstream.js';
import { tempDir } from '../../../test-support/daemon.js';
import { simpleMessage, SmtpTalk } from '../../../test-support/smtp.js';
import { startDaemon } from '../src/index.js';

const certDir = tempDir('inboxkit-relay-cert-');
const cert = makeTestCertificate(certDir.dir);
const pem = cert ? { cert: readFileSync(cert.certFile), key: readFileSync(cert.keyFile) } : null;

const TRACE = /^Received: from inboxkit \(HTTP API release\) by inboxkit\.test with HTTP id (msg_\w+);\r\n\t\w{3}, \d{2} \w{3} \d{4} \d\d:\d\d:\d\d \+0000\r\n/;

let upstream: Upstream;
let t: TestDaemon;
test.before(async () => {
  upstream = await startUpstream({ refuseRecipients: { 'closed@allowed.test': 550, 'later@allowed.test': 451 } });
  t = await startTestDaemon({ relay: { url: `smtp://127.0.0.1:${upstream.port}`, allow: ['@allowed.test', 'one@exact.test'], allowPrivate: true } });
});
test.after(async () => {
  await t.stop();
  await upstream.close();
  certDir.cleanup();
});

type Json = Record<string, any>;
const post = (path: string, body: unknown, key?: string) => t.api<Json>(path, { method: 'POST', body: JSON.stringify(body), ...(key ? { key } : {}) });

/** An inbox with one message delivered over SMTP; its id and stored raw bytes. */
async function stored(subject: string): Promise<{ inboxId: string; address: string; id: string; raw: Buffer }> {
  const inbox = await t.createInbox();
  const { talk } = await SmtpTalk.open(t.daemon.smtp.port);
  const replies = await talk.transaction('sender@example.com', [inbox.email_address], simpleMessage(inbox.email_address, subject, 'Line one.\r\n.starts with a dot\r\nYour code is 424242.'));
  await talk.quit();
  const id = /stored as (msg_\w+)/.exec(replies.at(-1)!.text)![1]!;
  const res = await fetch(`${t.daemon.http.url}/v1/messages/${id}/raw`, { headers: { authorization: `Bearer ${t.key}` } });
  return { inboxId: inbox.id, address: inbox.email_address, id, raw: Buffer.from(await res.arrayBuffer()) };
}

test('release: the upstream receives the stored source byte for byte behind one Received trace header, and its reply is the answer', async () => {
  const m = await stored('release me');
  const res = await post(`/v1/messages/${m.id}/release`, { to: ['QA@Allowed.test', 'one@exact.test'] });
  assert.is(res.status, 200, JSON.stringify(res.body));
  const got = await upstream.next();
  const trace = TRACE.exec(got.raw.toString('latin1'));
  assert.ok(trace, got.raw.subarray(0, 200).toString('latin1'));
  assert.is(trace![1], m.id);
  assert.ok(got.raw.subarray(trace![0].length).equals(m.raw), 'the rest is the stored source, byte for byte');
  assert.equal(got.rcptTo, ['qa@allowed.test', 'one@exact.test']);
  assert.is(got.mailFrom, 'sender@example.com', 'the envelope sender is the message\'s From');
  const relay = res.body.relay;
  assert.equal(relay.accepted, ['qa@allowed.test', 'one@exact.test']);
  assert.equal(relay.rejected, []);
  assert.match(relay.reply, /^250 .*queued as up\d+/);
  assert.equal(relay.envelope, { mail_from: 'sender@example.com', rcpt_to: ['qa@allowed.test', 'one@exact.test'] });
  assert.match(relay.message_id, /^<\w+@example\.com>$/);
  assert.is(relay.upstream, `smtp://127.0.0.1:${upstream.port}`);
});

test('release refusals: a recipient not allowed is 400 naming to (nothing sent); another account\'s message 404; the upstream\'s refusal 502 quoting it', async () => {
  const m = await stored('refusals');
  const before = upstream.received.length;
  const notAllowed = await post(`/v1/messages/${m.id}/release`, { to: ['qa@allowed.test', 'boss@elsewhere.test'] });
  assert.is(notAllowed.status, 400);
  assert.is(notAllowed.body.error.code, 'invalid_request');
  assert.match(notAllowed.body.error.message, /^to: boss@elsewhere\.test is not allowed by the relay's allow list/);
  for (const body of [{}, { to: [] }, { to: 'qa@allowed.test' }, { to: ['not an address'] }]) {
    const res = await post(`/v1/messages/${m.id}/release`, body);
    assert.is(res.status, 400, JSON.stringify(body));
    assert.match(res.body.error.message, /^to/);
  }
  const account = await t.daemon.service.accounts.create({ name: 'Other Relay Co' });
  const otherKey = (await t.daemon.service.apiKeys.create(account.id)).secret;
  const foreign = await post(`/v1/messages/${m.id}/release`, { to: ['qa@allowed.test'] }, otherKey);
  assert.is(foreign.status, 404);
  const elsewhere = await t.createInbox();
  const limited = (await t.daemon.service.apiKeys.create(t.daemon.service.accountId, { scopes: ['inboxes:write'], inboxIds: [elsewhere.id] })).secret;
  assert.is((await post(`/v1/messages/${m.id}/release`, { to: ['qa@allowed.test'] }, limited)).status, 404, 'a key limited to another inbox');
  const readOnly = (await t.daemon.service.apiKeys.create(t.daemon.service.accountId, { scopes: ['messages:read'] })).secret;
  assert.is((await post(`/v1/messages/${m.id}/release`, { to: ['qa@allowed.test'] }, readOnly)).status, 403, 'release needs inboxes:write');
  assert.is(upstream.received.length, before, 'nothing reached the upstream');

  const refused = await post(`/v1/messages/${m.id}/release`, { to: ['closed@allowed.test'] });
  assert.is(refused.status, 502);
  assert.is(refused.body.error.code, 'relay_failed');
  assert.match(refused.body.error.message, /refused the message: 550 .*closed@allowed\.test> refused by the test upstream/);
  const partly = await post(`/v1/messages/${m.id}/release`, { to: ['closed@allowed.test', 'qa@allowed.test'] });
  assert.is(partly.status, 200);
  assert.equal(partly.body.relay.accepted, ['qa@allowed.test']);
  assert.equal(partly.body.relay.rejected.map((r: Json) => r.address), ['closed@allowed.test']);
  assert.match(partly.body.relay.rejected[0].reply, /^550 /);
  assert.equal((await upstream.next()).rcptTo, ['qa@allowed.test']);
});

test('send: a new message from the inbox\'s address, replying to a stored one; the upstream gets it, nothing is stored', async () => {
  const m = await stored('the app wrote this');
  const res = await post(`/v1/inboxes/${m.inboxId}/send`, {
    to: ['support@allowed.test'], subject: 'Re: the app wrote this', text: 'A reply.', html: '<p>A reply.</p>', in_reply_to: m.id,
  });
  assert.is(res.status, 200, JSON.stringify(res.body));
  const got = await upstream.next();
  const text = got.raw.toString('utf8');
  const original = /^Message-ID: (<[^>]+>)/im.exec(m.raw.toString('latin1'))![1]!;
  assert.is(got.mailFrom, m.address);
  assert.equal(got.rcptTo, ['support@allowed.test']);
  assert.match(text, new RegExp(`^From: ${m.address}\\r$`, 'm'));
  assert.match(text, /^Subject: Re: the app wrote this\r$/m);
  assert.match(text, new RegExp(`^In-Reply-To: ${original}\\r$`, 'm'));
  assert.match(text, new RegExp(`^References: ${original}\\r$`, 'm'));
  assert.match(text, /A reply\./);
  assert.match(text, /<p>A reply\.<\/p>/);
  assert.not.match(text, /^Received:/m, 'a new message has no trace of a release');
  assert.is(res.body.relay.message_id, /^Message-ID: (<[^>]+>)/im.exec(text)![1]);
  assert.equal((await t.messagesTo(m.address)).length, 1, 'the sent message is not stored');

  const viaHeader = await post(`/v1/inboxes/${m.inboxId}/send`, { to: ['support@allowed.test'], subject: 'x', text: 'y', in_reply_to: 'abc@example.com' });
  assert.is(viaHeader.status, 200);
  assert.match((await upstream.next()).raw.toString('utf8'), /^In-Reply-To: <abc@example\.com>\r$/m);
  const bad = [
    [{ to: ['support@allowed.test'], text: 'no subject' }, /^subject/],
    [{ to: ['support@allowed.test'], subject: 's' }, /^text or html is required/],
    [{ to: ['x@elsewhere.test'], subject: 's', text: 't' }, /^to: x@elsewhere\.test is not allowed/],
    [{ to: ['support@allowed.test'], subject: 's', text: 't', in_reply_to: 'not an id' }, /^in_reply_to/],
  ] as const;
  for (const [body, why] of bad) {
    const r = await post(`/v1/inboxes/${m.inboxId}/send`, body);
    assert.is(r.status, 400, JSON.stringify(body));
    assert.match(r.body.error.message, why);
  }
  assert.is((await post(`/v1/inboxes/${m.inboxId}/send`, { to: ['support@allowed.test'], subject: 's', text: 't', in_reply_to: 'msg_nope' })).status, 404);
  assert.is((await post('/v1/inboxes/inb_nope/send', { to: ['support@allowed.test'], subject: 's', text: 't' })).status, 404);
});

test('no relay configured: release, send and turning auto-release on answer 503; turning it off and reading it work', async () => {
  const plain = await startTestDaemon({});
  try {
    const inbox = await plain.createInbox();
    const call = (method: string, path: string, body?: unknown) => plain.api<Json>(path, { method, ...(body ? { body: JSON.stringify(body) } : {}) });
    for (const [method, path, body] of [
      ['POST', '/v1/messages/msg_any/release', { to: ['a@b.test'] }],
      ['POST', `/v1/inboxes/${inbox.id}/send`, { to: ['a@b.test'], subject: 's', text: 't' }],
      ['PUT', `/v1/inboxes/${inbox.id}/auto-release`, { to: ['a@b.test'] }],
    ] as const) {
      const res = await call(method, path, body);
      assert.is(res.status, 503, path);
      assert.match(res.body.error.message, /no SMTP relay is configured: start the daemon with --relay-url and --relay-allow/);
    }
    assert.equal((await call('PUT', `/v1/inboxes/${inbox.id}/auto-release`, { to: [] })).body.auto_release, { inbox_id: inbox.id, to: [], updated_at: null });
    assert.equal((await call('GET', `/v1/inboxes/${inbox.id}/auto-release`)).body.auto_release.to, []);
  } finally {
    await plain.stop();
  }
});

test('the relay\'s address is judged by the SSRF rules: loopback refused unless allowPrivate, and a relay needs an allow list', async () => {
  const dir = tempDir('inboxkit-relay-');
  try {
    for (const [relay, why] of [
      [{ url: 'smtp://127.0.0.1:2525', allow: ['*'] }, /the relay 127\.0\.0\.1 is a loopback, private or reserved address .*--relay-allow-private/],
      [{ url: 'smtp://localhost:2525', allow: ['*'] }, /the relay localhost is localhost/],
      [{ url: 'smtp://relay.example.test', allow: [] }, /needs an allow list/],
    ] as const) {
      try {
        await startDaemon({ dataDir: dir.dir, smtpPort: 0, httpPort: 0, relay });
        assert.unreachable(relay.url);
      } catch (error) {
        assert.match((error as Error).message, why);
      }
    }
  } finally {
    dir.cleanup();
  }
});

test('STARTTLS and AUTH toward the upstream (smtp://user:pass@…), and implicit TLS (smtps://)', async () => {
  if (!pem) return console.log('skipped: openssl not found');
  for (const secure of [false, true]) {
    const up = await startUpstream({ tls: pem, secure, auth: { user: 'relay-user', pass: 'p@ss word' } });
    const scheme = secure ? 'smtps' : 'smtp';
    const d = await startTestDaemon({
      relay: { url: `${scheme}://relay-user:${encodeURIComponent('p@ss word')}@127.0.0.1:${up.port}`, allow: ['*'], allowPrivate: true, tls: { ca: pem.cert } },
    });
    try {
      const inbox = await d.createInbox();
      const res = await d.api<Json>(`/v1/inboxes/${inbox.id}/send`, { method: 'POST', body: JSON.stringify({ to: ['anyone@anywhere.test'], subject: 'tls', text: 't' }) });
      assert.is(res.status, 200, JSON.stringify(res.body));
      assert.is(res.body.relay.upstream, `${scheme}://relay-user:***@127.0.0.1:${up.port}`, 'the password is never shown');
      const got = await up.next();
      assert.ok(got.secure, `${scheme}: TLS`);
      assert.is(got.user, 'relay-user');
    } finally {
      await d.stop();
      await up.close();
    }
  }
});

test.run();
