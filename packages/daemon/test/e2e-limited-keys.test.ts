/**
 * Keys an agent can be given, against a running daemon (real HTTP and SMTP): a key made with
 * `inbox_ids` (POST /v1/api-keys, or `inboxkit keys create --inbox`) sees and waits on those
 * inboxes only, 404 for anything else; a key with `inbox_ids: []` and `inboxes:write` sees the
 * inboxes it creates; an expired key is 401; a limited key manages no keys (403) but revokes
 * itself.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { TEST_ENGINE, startTestDaemon } from './fixtures/daemon.js';
import { openSse } from './fixtures/sse.js';
import { runCli } from '../../../test-support/daemon.js';

let skew = 0;
const t = await startTestDaemon({ clock: () => Date.now() + skew });
test.after(() => t.stop());

interface Reply { status: number; body: any } // eslint-disable-line @typescript-eslint/no-explicit-any
const call = (method: string, path: string, key: string, body?: unknown): Promise<Reply> =>
  t.api(path, { method, key, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
const createKey = async (body: unknown, key = t.key) => {
  const r = await call('POST', '/v1/api-keys', key, body);
  assert.is(r.status, 201, JSON.stringify(r.body));
  return r.body as { api_key: string; key: { id: string; inbox_ids: string[] | null; expires_at: string | null } };
};
const send = async (to: string, subject: string) => {
  await t.send({ to, subject, text: `${subject}, with words to find` });
  const [message] = await t.messagesTo(to);
  assert.is(message?.subject, subject);
  return message!.id;
};

const a = await t.createInbox({ label: 'inbox a' });
const b = await t.createInbox({ label: 'inbox b' });
const msgA = await send(a.email_address, 'alpha mail');
const msgB = await send(b.email_address, 'bravo mail');

test('POST /v1/api-keys with inbox_ids: 201 with the key\'s inbox_ids; bad inbox_ids 400 naming the field', async () => {
  const made = await createKey({ label: 'agent', scopes: ['messages:read'], inbox_ids: [a.id, a.id] });
  assert.equal(made.key.inbox_ids, [a.id]);
  const listed = (await call('GET', '/v1/api-keys', t.key)).body.keys as Array<{ id: string; inbox_ids: string[] | null }>;
  assert.equal(listed.find((k) => k.id === made.key.id)?.inbox_ids, [a.id]);
  assert.is(listed.find((k) => k.id !== made.key.id && k.inbox_ids === null) !== undefined, true, 'the others are not limited: null');
  for (const inboxIds of ['inb_x', [1], ['inb_missing'], [], Array.from({ length: 101 }, (_, i) => `inb_${i}`)]) {
    const r = await call('POST', '/v1/api-keys', t.key, { scopes: ['messages:read'], inbox_ids: inboxIds });
    assert.is(r.status, 400, JSON.stringify(inboxIds));
    assert.match(r.body.error.message, /inbox_ids/, 'the message names the field');
  }
});

test('a key limited to inbox A (messages:read): B, its messages, waits and events are 404; search and listing show A only; creating an inbox is 403', async () => {
  const { api_key: key } = await createKey({ label: 'reader of a', scopes: ['messages:read'], inbox_ids: [a.id] });
  assert.is((await call('GET', `/v1/inboxes/${a.id}`, key)).status, 200);
  for (const path of [`/v1/inboxes/${b.id}`, `/v1/messages/${msgB}`, `/v1/messages/${msgB}/raw`, `/v1/messages/${msgB}/checks`,
    `/v1/inboxes/${b.id}/messages`, `/v1/inboxes/${b.id}/messages/wait?timeout_seconds=1`,
    `/v1/messages/wait?recipient_email=${encodeURIComponent(b.email_address)}&timeout_seconds=1`,
    `/v1/inboxes/${a.id}/messages/wait?after=${msgB}&timeout_seconds=1`]) {
    const r = await call('GET', path, key);
    assert.is(r.status, 404, `${path}: ${JSON.stringify(r.body)}`);
    assert.is(r.body.error.code, 'not_found');
  }
  // The message of B is not found even while the full key has it in the read cache.
  assert.is((await call('GET', `/v1/messages/${msgB}`, t.key)).status, 200);
  assert.is((await call('GET', `/v1/messages/${msgB}`, key)).status, 404);
  assert.is((await call('GET', `/v1/messages/${msgA}`, key)).body.message.id, msgA);
  const search = await call('GET', '/v1/messages?q=words', key);
  assert.equal(search.body.messages.map((m: { id: string }) => m.id), [msgA]);
  assert.equal((await call('GET', '/v1/messages?q=words', t.key)).body.messages.map((m: { id: string }) => m.id), [msgB, msgA]);
  assert.equal((await call('GET', `/v1/messages?recipient_email=${encodeURIComponent(b.email_address)}`, key)).body.messages, []);
  const waited = await call('GET', `/v1/inboxes/${a.id}/messages/wait?claim=false&timeout_seconds=1`, key);
  assert.is(waited.body.message.id, msgA);
  const inboxes = await call('GET', '/v1/inboxes', key);
  assert.equal(inboxes.body.inboxes.map((i: { id: string }) => i.id), [a.id]);
  assert.is(inboxes.body.wildcard_address, null);
  const made = await call('POST', '/v1/inboxes', key, { label: 'not mine to make', lifecycle_mode: 'persistent' });
  assert.is(made.status, 403);

  const other = await openSse(`${t.daemon.http.url}/v1/events?inbox_id=${b.id}`, { authorization: `Bearer ${key}` });
  assert.is(other.status, 404);
  other.close();
  const stream = await openSse(`${t.daemon.http.url}/v1/events`, { authorization: `Bearer ${key}` });
  assert.is(stream.status, 200);
  await stream.next(); // retry: and the stream's comment
  await t.send({ to: b.email_address, subject: 'bravo live' });
  await t.send({ to: a.email_address, subject: 'alpha live' });
  const seen = JSON.parse((await stream.nextEvent()).data!);
  assert.equal([seen.data.inbox.id, seen.data.message.subject], [a.id, 'alpha live'], 'B\'s mail never reaches the stream');
  stream.close();
});

test('a key with inbox_ids [] and inboxes:write creates an inbox, then sees it and only it', async () => {
  const { api_key: key, key: issued } = await createKey({ label: 'maker', scopes: ['inboxes:write', 'messages:read'], inbox_ids: [] });
  assert.equal(issued.inbox_ids, []);
  assert.equal((await call('GET', '/v1/inboxes', key)).body.inboxes, []);
  const made = await call('POST', '/v1/inboxes', key, { label: 'made by the agent', lifecycle_mode: 'persistent' });
  assert.is(made.status, 201);
  const id = made.body.inbox.id as string;
  assert.is((await call('GET', `/v1/inboxes/${id}`, key)).status, 200);
  assert.equal((await call('GET', '/v1/inboxes', key)).body.inboxes.map((i: { id: string }) => i.id), [id]);
  assert.is((await call('GET', `/v1/inboxes/${a.id}`, key)).status, 404);
  const arrived = await send(made.body.inbox.email_address, 'to the agent');
  assert.is((await call('GET', `/v1/messages/${arrived}`, key)).status, 200);
  const listed = (await call('GET', '/v1/api-keys', t.key)).body.keys as Array<{ id: string; inbox_ids: string[] | null }>;
  assert.equal(listed.find((k) => k.id === issued.id)?.inbox_ids, [id], 'linked to the key');
});

test('the authentication cache reads a limited key\'s inboxes again once it made one elsewhere (another node, another view)', async () => {
  const { api_key: key, key: issued } = await createKey({ label: 'two places', scopes: ['inboxes:write', 'messages:read'], inbox_ids: [] });
  assert.equal((await call('GET', '/v1/inboxes', key)).body.inboxes, []); // the principal is cached from here on
  const elsewhere = t.daemon.service.account(t.daemon.service.accountId, { keyId: issued.id, inboxIds: [] });
  const made = await elsewhere.inboxes.create({ label: 'made elsewhere', lifecycle_mode: 'persistent' });
  const got = await call('GET', `/v1/inboxes/${made.id}`, key);
  assert.is(got.status, 200, 'the inbox moved the key revision: the cached set was read again');
});

test('an expired key is 401; a limited key creates and lists no keys (403) but revokes itself', async () => {
  const expiring = await createKey({ label: 'short', inbox_ids: [a.id], expires_at: new Date(Date.now() + skew + 60_000).toISOString() });
  assert.is(expiring.key.expires_at !== null, true);
  assert.is((await call('GET', `/v1/inboxes/${a.id}`, expiring.api_key)).status, 200);
  skew += 61_000;
  const expired = await call('GET', `/v1/inboxes/${a.id}`, expiring.api_key);
  assert.is(expired.status, 401);
  assert.match(expired.body.error.message, /expired/);

  const { api_key: key, key: issued } = await createKey({ label: 'agent with every scope', inbox_ids: [a.id] });
  for (const [method, path, body] of [['POST', '/v1/api-keys', { label: 'escape' }], ['GET', '/v1/api-keys', undefined],
    ['DELETE', `/v1/api-keys/${expiring.key.id}`, undefined]] as const) {
    const r = await call(method, path, key, body);
    assert.is(r.status, 403, `${method} ${path}`);
    assert.match(r.body.error.message, /limited to inboxes cannot manage API keys/);
  }
  const revoked = await call('DELETE', `/v1/api-keys/${issued.id}`, key);
  assert.is(revoked.status, 200);
  assert.ok(revoked.body.key.revoked_at);
  assert.is((await call('GET', `/v1/inboxes/${a.id}`, key)).status, 401);
});

test('webhooks: a limited key makes and sees only webhooks of its inboxes', async () => {
  const { api_key: key } = await createKey({ label: 'hooks', scopes: ['webhooks:write'], inbox_ids: [a.id] });
  const wide = await call('POST', '/v1/webhooks', t.key, { label: 'wide', target_url: 'https://hooks.example/wide' });
  assert.is(wide.status, 201);
  assert.is((await call('POST', '/v1/webhooks', key, { label: 'w', target_url: 'https://hooks.example/w' })).status, 403);
  assert.is((await call('POST', '/v1/webhooks', key, { label: 'w', target_url: 'https://hooks.example/w', inbox_id: b.id })).status, 404);
  const mine = await call('POST', '/v1/webhooks', key, { label: 'a', target_url: 'https://hooks.example/a', inbox_id: a.id });
  assert.is(mine.status, 201);
  assert.equal((await call('GET', '/v1/webhooks', key)).body.webhooks.map((w: { id: string }) => w.id), [mine.body.webhook.id]);
  assert.is((await call('GET', `/v1/webhooks/${wide.body.webhook.id}`, key)).status, 404);
});

test('inboxkit keys create --inbox prints a key the API limits to that inbox', async () => {
  if (TEST_ENGINE !== 'sqlite') return; // the CLI opens the data directory; PGlite lives in this process only
  const run = await runCli(['keys', 'create', '--data-dir', t.dir, '--scopes', 'messages:read', '--inbox', a.id, '--expires-in', '1d', '--label', 'cli agent']);
  assert.is(run.code, 0, run.stderr);
  assert.match(run.stderr, new RegExp(`limited to inboxes ${a.id}, expiring at \\d{4}-`));
  const key = run.stdout.trim();
  assert.is((await call('GET', `/v1/inboxes/${b.id}`, key)).status, 404);
  assert.equal((await call('GET', '/v1/inboxes', key)).body.inboxes.map((i: { id: string }) => i.id), [a.id]);
  const listed = (await call('GET', '/v1/api-keys', t.key)).body.keys.find((k: { label: string }) => k.label === 'cli agent');
  assert.equal(listed.inbox_ids, [a.id]);
  const list = await runCli(['keys', 'list', '--data-dir', t.dir]);
  assert.match(list.stdout, new RegExp(`cli agent\\s+messages:read\\s+${a.id}\\s+active\\s+\\d{4}-`));
});

test.run();
