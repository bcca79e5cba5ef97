// Issue 15, "manage and download", end to end: the daemon started in-process (real SMTP
// listener, real HTTP API on a socket, SQLite in a temp dir), mail sent as exact bytes over a
// raw SMTP conversation, every call over real HTTP with a bearer key. One inbox, its messages,
// raw sources, attachments, deletes, and API keys; webhooks are in e2e-manage-webhooks.test.ts.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { randomBytes } from 'node:crypto';
import type { Inbox, Scope } from '@inboxkit/core';
import { peekAll, startTestDaemon, writeRow, type TestDaemon } from './fixtures/daemon.js';
import { SmtpTalk } from '../../../test-support/smtp.js';

let t: TestDaemon;
/** A second account: its ids must be not found for the first, and the other way round. */
let other: { id: string; key: string; inbox: Inbox };

interface Reply {
  status: number;
  body: any;
  headers: Headers;
  bytes: Buffer;
}

/** One request; the body as bytes and, when it is JSON, parsed. */
async function call(method: string, path: string, key = t.key): Promise<Reply> {
  const res = await fetch(`${t.daemon.http.url}${path}`, { method, headers: { authorization: `Bearer ${key}` } });
  const bytes = Buffer.from(await res.arrayBuffer());
  const json = res.headers.get('content-type') === 'application/json';
  const body = json ? JSON.parse(bytes.toString('utf8')) : null;
  assert.is(res.headers.get('x-service-api-version'), '2026-03-28', `${method} ${path}`);
  assert.is(res.headers.get('cache-control'), 'no-store', `${method} ${path}`);
  if (json) assert.is(res.headers.get('x-request-id'), body.request_id, `${method} ${path}`);
  return { status: res.status, body, headers: res.headers, bytes };
}

async function keyWith(scopes: Scope[], accountId = t.daemon.service.accountId): Promise<{ id: string; secret: string }> {
  const { key, secret } = await t.daemon.service.apiKeys.create(accountId, { scopes, label: scopes.join('+') });
  return { id: key.id, secret };
}

/** Sends `raw` as it is over SMTP (DATA dot-stuffed, as the protocol wants); resolves with the stored message's id. */
async function deliver(to: string, raw: Buffer): Promise<string> {
  const { talk } = await SmtpTalk.open(t.daemon.smtp.port);
  try {
    const replies = await talk.envelope('sender@example.com', [to]);
    assert.is(replies.at(-1)!.code, 250, replies.at(-1)!.text);
    const done = await talk.data(raw);
    assert.is(done.code, 250, done.text);
    await talk.command('QUIT');
    return /stored as (msg_\S+)/.exec(done.text)![1]!;
  } finally {
    talk.end();
  }
}

/** The RCPT reply for one address. */
async function rcpt(to: string): Promise<{ code: number; text: string }> {
  const { talk } = await SmtpTalk.open(t.daemon.smtp.port);
  try {
    const replies = await talk.envelope('sender@example.com', [to]);
    return replies.at(-1)!;
  } finally {
    talk.end();
  }
}

const crlf = (...lines: string[]) => lines.join('\r\n');

/** A plain message; `body` is bytes so it can be 8-bit. */
function plainMessage(to: string, subject: string, body: Buffer = Buffer.from('Your code is 482913.\r\n')): Buffer {
  return Buffer.concat([Buffer.from(crlf(
    'From: Acme <no-reply@acme.example>', `To: ${to}`, `Subject: ${subject}`, 'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8', '', '')), body]);
}

/** Quoted-printable, the simple way: every byte outside printable ASCII (and `=`) escaped, CRLF kept, soft breaks before 76. */
function quotedPrintable(bytes: Buffer): string {
  return bytes.toString('latin1').split('\r\n').map((line) => {
    let out = '';
    let width = 0;
    for (const ch of line) {
      const code = ch.charCodeAt(0);
      const token = code >= 33 && code <= 126 && ch !== '=' ? ch : `=${code.toString(16).toUpperCase().padStart(2, '0')}`;
      if (width + token.length > 72) {
        out += '=\r\n';
        width = 0;
      }
      out += token;
      width += token.length;
    }
    return out;
  }).join('\r\n');
}

const base64Lines = (bytes: Buffer) => bytes.toString('base64').replace(/.{76}/g, '$&\r\n');

/** The originals of the attachments the test message carries. */
const ORIGINALS = {
  logo: randomBytes(300),
  pdf: randomBytes(40_000),
  notes: Buffer.from('Caf\u00e9 cr\u00e8me = 100% s\u00fbr\r\nLigne deux: ' + 'x'.repeat(150) + ' \u00e0 la fin\r\nfin', 'latin1'),
  html: Buffer.from('<script>alert(document.cookie)</script>'),
};

/** A multipart message: an inline image (base64, Content-ID), a PDF with an RFC 2231 name (non-ASCII and quotes), QP text, an HTML file with a path in its name. */
function attachmentMessage(to: string): Buffer {
  return Buffer.from(crlf(
    'From: Billing <billing@acme.example>', `To: ${to}`, 'Subject: Your documents', 'MIME-Version: 1.0',
    'Content-Type: multipart/mixed; boundary="MIX"', '',
    '--MIX', 'Content-Type: multipart/related; boundary="REL"', '',
    '--REL', 'Content-Type: text/html; charset=utf-8', '', '<p>Our logo: <img src="cid:logo@acme.example"></p>',
    '--REL', 'Content-Type: image/png', 'Content-Transfer-Encoding: base64', 'Content-ID: <logo@acme.example>',
    'Content-Disposition: inline; filename="logo.png"', '', base64Lines(ORIGINALS.logo),
    '--REL--', '',
    '--MIX', 'Content-Type: application/pdf; name="resume.pdf"', 'Content-Transfer-Encoding: base64',
    "Content-Disposition: attachment; filename*=UTF-8''r%C3%A9sum%C3%A9%20%22final%22.pdf", '', base64Lines(ORIGINALS.pdf),
    '--MIX', 'Content-Type: text/plain; charset=iso-8859-1', 'Content-Transfer-Encoding: quoted-printable',
    'Content-Disposition: attachment; filename="notes.txt"', '', quotedPrintable(ORIGINALS.notes),
    '--MIX', 'Content-Type: text/html; charset=utf-8', 'Content-Disposition: attachment; filename="../../evil.html"', '',
    ORIGINALS.html.toString('latin1'),
    '--MIX--', '',
  ), 'latin1');
}

test.before(async () => {
  t = await startTestDaemon();
  const account = await t.daemon.service.accounts.create({ name: 'Other account' });
  const key = (await t.daemon.service.apiKeys.create(account.id, {})).secret;
  other = { id: account.id, key, inbox: await t.daemon.service.account(account.id).inboxes.create({ label: 'theirs', lifecycle_mode: 'persistent' }) };
});

test.after(async () => {
  await t?.stop();
});

test('GET /v1/inboxes/{id}: the inbox as created; inboxes:write or messages:read; 404 for unknown and another account\'s ids', async () => {
  const inbox = await t.createInbox({ label: 'read me', lifecycle_mode: 'temporary', ttl_minutes: 30 });
  const r = await call('GET', `/v1/inboxes/${inbox.id}`);
  assert.is(r.status, 200);
  assert.equal(Object.keys(r.body).sort(), ['inbox', 'request_id', 'success']);
  assert.equal(r.body.inbox, inbox);
  for (const scopes of [['inboxes:write'], ['messages:read']] as Scope[][]) {
    assert.is((await call('GET', `/v1/inboxes/${inbox.id}`, (await keyWith(scopes)).secret)).status, 200, scopes.join());
  }
  const forbidden = await call('GET', `/v1/inboxes/${inbox.id}`, (await keyWith(['webhooks:write'])).secret);
  assert.is(forbidden.status, 403);
  assert.is(forbidden.body.error.code, 'forbidden');
  for (const [id, key] of [[other.inbox.id, t.key], [inbox.id, other.key], ['inb_nope', t.key]] as const) {
    const missing = await call('GET', `/v1/inboxes/${id}`, key);
    assert.is(missing.status, 404, id);
    assert.is(missing.body.error.code, 'not_found');
    assert.match(missing.body.error.message, /inbox_id/);
  }
});

test('GET /v1/messages/{id}/raw: the exact bytes received (8-bit, not UTF-8, a dot-stuffed line) as message/rfc822', async () => {
  const inbox = await t.createInbox();
  const body = Buffer.concat([Buffer.from('Caf'), Buffer.from([0xe9, 0x20, 0xff, 0xfe, 0x80]), Buffer.from('\r\n.a line that starts with a dot\r\n..two\r\nend\r\n')]);
  const sent = Buffer.concat([Buffer.from(crlf(
    'From: a@acme.example', `To: ${inbox.email_address}`, 'Subject: =?iso-8859-1?q?caf=E9?=', 'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=iso-8859-1', 'Content-Transfer-Encoding: 8bit', '', '')), body]);
  assert.not.ok(Buffer.from(sent.toString('utf8')).equals(sent), 'the message is not valid UTF-8');
  const id = await deliver(inbox.email_address, sent);

  const r = await call('GET', `/v1/messages/${id}/raw`);
  assert.is(r.status, 200);
  assert.ok(r.bytes.equals(sent), 'byte for byte what was sent');
  assert.is(r.headers.get('content-type'), 'message/rfc822');
  assert.is(r.headers.get('content-length'), String(sent.length));
  assert.is(r.headers.get('content-disposition'), `attachment; filename="${id}.eml"; filename*=UTF-8''${id}.eml`);
  assert.is(r.headers.get('x-content-type-options'), 'nosniff');
  assert.is(r.headers.get('content-security-policy'), "sandbox; default-src 'none'");
  assert.match(r.headers.get('x-request-id') ?? '', /^req_/);

  assert.is((await call('GET', `/v1/messages/${id}/raw`, (await keyWith(['inboxes:write', 'webhooks:write'])).secret)).status, 403);
  const theirs = await call('GET', `/v1/messages/${id}/raw`, other.key);
  assert.is(theirs.status, 404);
  assert.is(theirs.headers.get('content-type'), 'application/json', 'errors stay envelopes');
  assert.match(theirs.body.error.message, /message_id/);
  assert.is((await call('GET', '/v1/messages/msg_nope/raw')).status, 404);
});

test('attachments: described on the full detail only; each download is the original bytes with its type and a safe Content-Disposition', async () => {
  const inbox = await t.createInbox();
  const id = await deliver(inbox.email_address, attachmentMessage(inbox.email_address));
  const detail = (await call('GET', `/v1/messages/${id}`)).body.message;
  assert.equal(detail.attachments, [
    { id: 'att_1', filename: 'logo.png', content_type: 'image/png', size: ORIGINALS.logo.length, content_id: 'logo@acme.example', disposition: 'inline' },
    { id: 'att_2', filename: 'résumé "final".pdf', content_type: 'application/pdf', size: ORIGINALS.pdf.length, content_id: null, disposition: 'attachment' },
    { id: 'att_3', filename: 'notes.txt', content_type: 'text/plain', size: ORIGINALS.notes.length, content_id: null, disposition: 'attachment' },
    { id: 'att_4', filename: '../../evil.html', content_type: 'text/html', size: ORIGINALS.html.length, content_id: null, disposition: 'attachment' },
  ]);
  assert.match(detail.html_body, /cid:logo@acme\.example/, 'the HTML body is the related part, not an attachment');
  for (const mode of ['otp', 'links', 'text_only']) {
    assert.not.ok('attachments' in (await call('GET', `/v1/messages/${id}?content_mode=${mode}`)).body.message, mode);
  }

  const download = (n: number) => call('GET', `/v1/messages/${id}/attachments/att_${n}`);
  const logo = await download(1);
  assert.is(logo.status, 200);
  assert.ok(logo.bytes.equals(ORIGINALS.logo), 'base64 inline image');
  assert.is(logo.headers.get('content-type'), 'image/png');
  assert.is(logo.headers.get('content-disposition'), `attachment; filename="logo.png"; filename*=UTF-8''logo.png`, 'never inline');

  const pdf = await download(2);
  assert.ok(pdf.bytes.equals(ORIGINALS.pdf), 'base64 PDF');
  assert.is(pdf.headers.get('content-type'), 'application/pdf');
  assert.is(pdf.headers.get('content-length'), String(ORIGINALS.pdf.length));
  assert.is(pdf.headers.get('content-disposition'),
    `attachment; filename="r_sum_ _final_.pdf"; filename*=UTF-8''r%C3%A9sum%C3%A9%20_final_.pdf`, 'quotes replaced; ASCII fallback and UTF-8 name');

  const notes = await download(3);
  assert.ok(notes.bytes.equals(ORIGINALS.notes), 'quoted-printable Latin-1 text, decoded to its original bytes');
  assert.is(notes.headers.get('content-type'), 'text/plain; charset=iso-8859-1');

  const html = await download(4);
  assert.ok(html.bytes.equals(ORIGINALS.html));
  assert.is(html.headers.get('content-type'), 'text/html; charset=utf-8', 'the declared type');
  assert.is(html.headers.get('content-disposition'), `attachment; filename="_.._evil.html"; filename*=UTF-8''_.._evil.html`, 'no path, no leading dot');
  assert.is(html.headers.get('x-content-type-options'), 'nosniff');
  assert.is(html.headers.get('content-security-policy'), "sandbox; default-src 'none'", 'never runs on the API origin');

  for (const bad of ['att_5', 'att_0', 'att_01', '1', 'logo.png']) {
    const r = await call('GET', `/v1/messages/${id}/attachments/${bad}`);
    assert.is(r.status, 404, bad);
    assert.match(r.body.error.message, /attachment_id/);
  }
  assert.is((await call('GET', `/v1/messages/${id}/attachments/att_1`, other.key)).status, 404, 'another account');
  assert.is((await call('GET', `/v1/messages/${id}/attachments/att_1`, (await keyWith(['inboxes:write'])).secret)).status, 403);

  // Only a description is stored; the bytes are the raw source's, once.
  const [row] = await peekAll<{ attachments: string; size_bytes: number }>(t.daemon.service, 'SELECT attachments, size_bytes FROM messages WHERE id = ?', id);
  assert.ok(row!.attachments.length < 1000, row!.attachments);
  const [stored] = await peekAll<{ n: number }>(t.daemon.service, 'SELECT length(raw) + length(coalesce(text_body, \'\')) + length(coalesce(html_body, \'\')) AS n FROM message_content m JOIN messages USING (seq) WHERE messages.id = ?', id);
  assert.ok(stored!.n < row!.size_bytes + 200, `content ${stored!.n} bytes for a ${row!.size_bytes}-byte source`);
});

test('a message without attachments lists none; a message stored before descriptions were kept reads them from its source', async () => {
  const inbox = await t.createInbox();
  const plain = await deliver(inbox.email_address, plainMessage(inbox.email_address, 'no files'));
  assert.equal((await call('GET', `/v1/messages/${plain}`)).body.message.attachments, []);
  const id = await deliver(inbox.email_address, attachmentMessage(inbox.email_address));
  const before = (await call('GET', `/v1/messages/${id}`)).body.message.attachments;
  // As a row written by schema version 6 reads: no description.
  await writeRow(t.daemon.service, 'UPDATE messages SET attachments = NULL WHERE id = ?', id);
  assert.equal((await call('GET', `/v1/messages/${id}`)).body.message.attachments, before);
  assert.ok((await call('GET', `/v1/messages/${id}/attachments/att_2`)).bytes.equals(ORIGINALS.pdf));
});

test('DELETE /v1/messages/{id}: 200 {message_id, deleted}; then 404 everywhere; inboxes:write; 404 for another account', async () => {
  const inbox = await t.createInbox();
  const id = await deliver(inbox.email_address, plainMessage(inbox.email_address, 'delete me'));
  const keep = await deliver(inbox.email_address, plainMessage(inbox.email_address, 'keep me'));
  assert.is((await call('DELETE', `/v1/messages/${id}`, (await keyWith(['messages:read', 'webhooks:write'])).secret)).status, 403);
  assert.is((await call('DELETE', `/v1/messages/${id}`, other.key)).status, 404);
  const r = await call('DELETE', `/v1/messages/${id}`, (await keyWith(['inboxes:write'])).secret);
  assert.is(r.status, 200);
  assert.equal(r.body, { success: true, request_id: r.body.request_id, message_id: id, deleted: true });
  for (const path of [`/v1/messages/${id}`, `/v1/messages/${id}/raw`, `/v1/messages/${id}/attachments/att_1`]) {
    assert.is((await call('GET', path)).status, 404, path);
  }
  const again = await call('DELETE', `/v1/messages/${id}`);
  assert.is(again.status, 404, 'a second delete: it is gone');
  assert.is(again.body.error.code, 'not_found');
  assert.equal((await call('GET', `/v1/inboxes/${inbox.id}/messages`)).body.messages.map((m: { id: string }) => m.id), [keep]);
  assert.equal(await peekAll(t.daemon.service, 'SELECT seq FROM message_content WHERE seq NOT IN (SELECT seq FROM messages)'), [], 'no content left behind');
});

test('DELETE /v1/inboxes/{id}/messages empties the inbox, which keeps receiving', async () => {
  const inbox = await t.createInbox();
  for (let i = 0; i < 3; i++) await deliver(inbox.email_address, plainMessage(inbox.email_address, `old ${i}`));
  assert.is((await call('DELETE', `/v1/inboxes/${inbox.id}/messages`, (await keyWith(['messages:read'])).secret)).status, 403);
  assert.is((await call('DELETE', `/v1/inboxes/${other.inbox.id}/messages`)).status, 404);
  const r = await call('DELETE', `/v1/inboxes/${inbox.id}/messages`);
  assert.is(r.status, 200);
  assert.equal(r.body, { success: true, request_id: r.body.request_id, inbox_id: inbox.id, deleted_messages: 3 });
  assert.equal((await call('GET', `/v1/inboxes/${inbox.id}/messages`)).body.messages, []);
  const fresh = await deliver(inbox.email_address, plainMessage(inbox.email_address, 'after'));
  assert.equal((await call('GET', `/v1/inboxes/${inbox.id}/messages`)).body.messages.map((m: { id: string }) => m.id), [fresh]);
  assert.is((await call('DELETE', `/v1/inboxes/${inbox.id}/messages`)).body.deleted_messages, 1);
  assert.is((await call('DELETE', `/v1/inboxes/${inbox.id}/messages`)).body.deleted_messages, 0, 'an empty inbox: 0');
  assert.is((await call('GET', `/v1/inboxes/${inbox.id}`)).body.inbox.status, 'active');
});

test('DELETE /v1/inboxes/{id}: messages gone, the address refused at RCPT like an unknown one, the active-inbox slot free', async () => {
  const account = await t.daemon.service.accounts.create({ name: 'Two inboxes', entitlements: { active_inboxes: 1 } as never });
  const key = (await t.daemon.service.apiKeys.create(account.id, {})).secret;
  const create = () => fetch(`${t.daemon.http.url}/v1/inboxes`, {
    method: 'POST', headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    body: JSON.stringify({ label: 'only one', lifecycle_mode: 'persistent' }),
  }).then(async (res) => ({ status: res.status, body: await res.json() as any }));
  const made = await create();
  assert.is(made.status, 201);
  const inbox = made.body.inbox as Inbox;
  assert.is((await create()).status, 403, 'the plan allows one active inbox');
  assert.is((await rcpt(inbox.email_address)).code, 250);
  const ids = [await deliver(inbox.email_address, attachmentMessage(inbox.email_address)), await deliver(inbox.email_address, plainMessage(inbox.email_address, 'two'))];

  assert.is((await call('DELETE', `/v1/inboxes/${inbox.id}`, t.key)).status, 404, 'another account');
  assert.is((await call('DELETE', `/v1/inboxes/${inbox.id}`, (await keyWith(['messages:read'], account.id)).secret)).status, 403);
  const r = await call('DELETE', `/v1/inboxes/${inbox.id}`, key);
  assert.is(r.status, 200);
  assert.equal(r.body, { success: true, request_id: r.body.request_id, inbox_id: inbox.id, deleted: true, deleted_messages: 2 });

  const refused = await rcpt(inbox.email_address);
  assert.is(refused.code, 550);
  assert.match(refused.text, /5\.1\.1/);
  assert.equal(refused.code, (await rcpt('never-issued@inboxkit.test')).code, 'like an address never issued');
  for (const path of [`/v1/inboxes/${inbox.id}`, `/v1/inboxes/${inbox.id}/messages`, ...ids.map((id) => `/v1/messages/${id}`), `/v1/messages/${ids[0]}/raw`]) {
    assert.is((await call('GET', path, key)).status, 404, path);
  }
  assert.equal(await peekAll(t.daemon.service, 'SELECT id FROM messages WHERE inbox_id = ?', inbox.id), [], 'its messages are deleted');
  assert.is((await call('DELETE', `/v1/inboxes/${inbox.id}`, key)).status, 404, 'a second delete: it is gone');
  assert.is((await call('DELETE', `/v1/inboxes/${inbox.id}/messages`, key)).status, 404);
  assert.is((await create()).status, 201, 'the active-inbox slot is free again');
});

test('the wildcard inbox is not deleted (409) but can be emptied', async () => {
  const service = t.daemon.service;
  const address = await service.accounts.claimWildcardNamespace(service.accountId, 'manage-ns');
  await deliver('anyone@manage-ns.inboxkit.test', plainMessage('anyone@manage-ns.inboxkit.test', 'to the namespace'));
  const r = await call('DELETE', `/v1/inboxes/${address.inbox_id}`);
  assert.is(r.status, 409);
  assert.is(r.body.error.code, 'conflict');
  assert.match(r.body.error.message, /inbox_id/);
  assert.is((await rcpt('someone@manage-ns.inboxkit.test')).code, 250, 'still receiving');
  assert.is((await call('DELETE', `/v1/inboxes/${address.inbox_id}/messages`)).body.deleted_messages, 1);
});

test('GET /v1/api-keys: every key of the account (revoked too), never a secret or hash; needs a key with every scope', async () => {
  const service = t.daemon.service;
  const account = await service.accounts.create({ name: 'Key owner' });
  const full = await service.apiKeys.create(account.id, { label: 'full' });
  const narrow = await service.apiKeys.create(account.id, { label: 'narrow', scopes: ['messages:read'] });
  const gone = await service.apiKeys.create(account.id, { label: 'gone' });
  await service.apiKeys.revoke(account.id, gone.key.id);
  const r = await call('GET', '/v1/api-keys', full.secret);
  assert.is(r.status, 200);
  assert.equal(Object.keys(r.body).sort(), ['keys', 'request_id', 'success']);
  assert.equal(r.body.keys.map((k: { label: string }) => k.label), ['gone', 'narrow', 'full'], 'newest first');
  for (const k of r.body.keys) {
    assert.equal(Object.keys(k).sort(), ['created_at', 'created_by_user_id', 'expires_at', 'id', 'inbox_ids', 'key_prefix', 'label', 'last_used_at', 'revoked_at', 'scopes']);
  }
  assert.is(r.body.keys[0].revoked_at !== null, true);
  assert.equal(r.body.keys[1].scopes, ['messages:read']);
  const text = r.bytes.toString('utf8');
  for (const secret of [full.secret, narrow.secret, gone.secret]) assert.not.ok(text.includes(secret.slice(16)), 'no secret part');
  assert.not.ok(/secret|hash/.test(text));

  const forbidden = await call('GET', '/v1/api-keys', narrow.secret);
  assert.is(forbidden.status, 403);
  assert.match(forbidden.body.error.message, /every scope/);
  assert.not.ok((await call('GET', '/v1/api-keys', t.key)).body.keys.some((k: { id: string }) => k.id === full.key.id), 'another account\'s keys are not listed');
});

test('DELETE /v1/api-keys/{id}: revoked, and the key gets 401 on its very next request (authentication cache on)', async () => {
  const service = t.daemon.service;
  const account = await service.accounts.create({ name: 'Revoker' });
  const admin = await service.apiKeys.create(account.id, { label: 'admin' });
  const victim = await service.apiKeys.create(account.id, { label: 'victim' });
  const narrow = await service.apiKeys.create(account.id, { label: 'narrow', scopes: ['inboxes:write'] });
  // Both keys are in the daemon's authentication cache (5 s by default) from here on.
  assert.is((await call('GET', '/v1/inboxes', victim.secret)).status, 200);
  assert.is((await call('GET', '/v1/inboxes', narrow.secret)).status, 200);

  assert.is((await call('DELETE', `/v1/api-keys/${victim.key.id}`, narrow.secret)).status, 403, 'a narrow key revokes no other key');
  assert.is((await call('DELETE', `/v1/api-keys/${victim.key.id}`, t.key)).status, 404, 'another account\'s key');
  assert.is((await call('DELETE', '/v1/api-keys/key_nope', admin.secret)).status, 404);
  const r = await call('DELETE', `/v1/api-keys/${victim.key.id}`, admin.secret);
  assert.is(r.status, 200);
  assert.equal(Object.keys(r.body).sort(), ['key', 'request_id', 'success']);
  assert.is(r.body.key.id, victim.key.id);
  assert.type(r.body.key.revoked_at, 'string');
  const refused = await call('GET', '/v1/inboxes', victim.secret);
  assert.is(refused.status, 401, 'at once, not after the cache entry expires');
  assert.is(refused.body.error.code, 'unauthorized');
  const again = await call('DELETE', `/v1/api-keys/${victim.key.id}`, admin.secret);
  assert.is(again.status, 200, 'revoking a revoked key: answered as it is');
  assert.is(again.body.key.revoked_at, r.body.key.revoked_at);

  // Any key may revoke itself; the request that does it succeeds, the next one is refused.
  const self = await call('DELETE', `/v1/api-keys/${narrow.key.id}`, narrow.secret);
  assert.is(self.status, 200);
  assert.is((await call('GET', '/v1/inboxes', narrow.secret)).status, 401);
  assert.is((await call('GET', '/v1/inboxes', admin.secret)).status, 200, 'other keys keep working');
});

test('every new endpoint answers its envelope errors: 401 without a key, 404 for unknown paths under it', async () => {
  const inbox = await t.createInbox();
  const paths: Array<[string, string]> = [
    ['GET', `/v1/inboxes/${inbox.id}`], ['DELETE', `/v1/inboxes/${inbox.id}`], ['DELETE', `/v1/inboxes/${inbox.id}/messages`],
    ['DELETE', '/v1/messages/msg_x'], ['GET', '/v1/messages/msg_x/raw'], ['GET', '/v1/messages/msg_x/attachments/att_1'],
    ['GET', '/v1/webhooks'], ['GET', '/v1/webhooks/whk_x'], ['DELETE', '/v1/webhooks/whk_x'], ['GET', '/v1/webhooks/whk_x/deliveries'],
    ['POST', '/v1/webhooks/whk_x/test'], ['GET', '/v1/api-keys'], ['DELETE', '/v1/api-keys/key_x'],
  ];
  for (const [method, path] of paths) {
    const r = await call(method, path, 'ik_live_notakeynotakeynotakey');
    assert.is(r.status, 401, `${method} ${path}`);
    assert.is(r.headers.get('www-authenticate'), 'Bearer');
  }
  assert.is((await call('GET', `/v1/inboxes/${inbox.id}`)).status, 200, 'nothing was deleted by those');
  for (const [method, path] of [['GET', '/v1/messages/msg_x/raw/more'], ['PUT', `/v1/inboxes/${inbox.id}`], ['GET', '/v1/api-keys/key_x']] as const) {
    assert.is((await call(method, path)).status, 404, `${method} ${path}`);
  }
});

test.run();
