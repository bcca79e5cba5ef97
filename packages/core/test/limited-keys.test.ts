/**
 * Keys limited to inboxes: what `apiKeys.create` takes (`inboxIds`) and refuses, what a key
 * shows (`inbox_ids`), and the account's API as such a key sees it (`service.account(id,
 * limit)`): its inboxes, their messages, waits, events and webhooks, and the inboxes it
 * creates; everything else not found. On a real SQLite file, and on PostgreSQL in the full set
 * (run-tests.mjs: `limited-keys.test.ts [postgres]`).
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { isInboxkitError, type AccountScope, type EmailEvent, type InboxkitErrorCode, type IssuedApiKey } from '../src/index.js';
import { mail, manualClock, peek, rejects, testService } from './helpers.js';
import { execSql } from './support/engine.js';

const clock = manualClock();
const t = await testService({ clock, analysis: false, webhooks: { autoStart: false } });
test.after(() => t.cleanup());

const code = (c: InboxkitErrorCode, field?: string) => (e: unknown) => isInboxkitError(e, c) && (field === undefined || e.field === field);
const send = async (to: string, subject: string) => (await t.service.ingest(mail({ to, subject, text: `${subject} body` }), { rcptTo: [to] })).stored[0]!.messageId;

/** An account with inboxes A and B, a message in each, and a key limited to A (messages:read only). */
async function fixture(name: string) {
  const account = await t.service.accounts.create({ name });
  const all = t.service.account(account.id);
  const a = await all.inboxes.create({ label: 'a', lifecycle_mode: 'persistent' });
  const b = await all.inboxes.create({ label: 'b', lifecycle_mode: 'persistent' });
  const msgA = await send(a.email_address, 'alpha shared');
  const msgB = await send(b.email_address, 'bravo shared');
  const { secret, key } = await t.service.apiKeys.create(account.id, { scopes: ['messages:read'], inboxIds: [a.id, a.id] });
  const view = (k: IssuedApiKey = key): AccountScope => t.service.account(account.id, { keyId: k.id, inboxIds: k.inbox_ids! });
  return { account, all, a, b, msgA, msgB, secret, key, limited: view(), view };
}

test('create: inbox_ids are checked (active inboxes of the account, at most 100, empty only with inboxes:write), duplicates dropped', async () => {
  const { account, a, b, key } = await fixture('Create Co');
  assert.equal(key.inbox_ids, [a.id], 'duplicates dropped');
  const other = await t.service.accounts.create({ name: 'Other Co' });
  const foreign = await t.service.account(other.id).inboxes.create({ label: 'x', lifecycle_mode: 'persistent' });
  const temporary = await t.service.account(account.id).inboxes.create({ label: 't', lifecycle_mode: 'temporary', ttl_minutes: 10 });
  const before = (await t.service.apiKeys.list(account.id)).length;
  const refused = async (inboxIds: unknown, why: RegExp, scopes = ['messages:read' as const]) =>
    rejects(t.service.apiKeys.create(account.id, { scopes, inboxIds: inboxIds as string[] }), (e) => code('invalid_request', 'inbox_ids')(e) && why.test((e as Error).message), String(inboxIds));
  await refused('inb_x', /array/);
  await refused([a.id, 7], /strings/);
  await refused([a.id, foreign.id], /not an active inbox of the account/);
  await refused(['inb_missing'], /not an active inbox/);
  await refused(Array.from({ length: 101 }, (_, i) => `inb_${i}`), /at most 100/);
  await refused([], /inboxes:write/);
  clock.advance(11 * 60_000);
  await refused([temporary.id], /not an active inbox/, ['messages:read']);
  assert.is((await t.service.apiKeys.list(account.id)).length, before, 'a refused key is not stored');
  const own = await t.service.apiKeys.create(account.id, { scopes: ['inboxes:write'], inboxIds: [] });
  assert.equal(own.key.inbox_ids, []);
  const every = await t.service.apiKeys.create(account.id, { inboxIds: null });
  assert.is(every.key.inbox_ids, null);
  // Shown the same way by every read of a key.
  assert.equal((await t.service.apiKeys.authenticate(every.secret)).key.inbox_ids, null);
  const listed = new Map((await t.service.apiKeys.list(account.id)).map((k) => [k.id, k.inbox_ids]));
  assert.equal([listed.get(key.id), listed.get(own.key.id), listed.get(every.key.id)], [[a.id], [], null]);
  assert.equal((await t.service.account(account.id).keys.get(key.id)).inbox_ids, [a.id]);
  const both = await t.service.apiKeys.create(account.id, { inboxIds: [b.id, a.id] });
  assert.equal(both.key.inbox_ids, [a.id, b.id], 'oldest inbox first');
});

test('inboxes: the list holds the key\'s (paged in storage, no wildcard address); another inbox is not found', async () => {
  const { account, all, a, b, limited, msgB } = await fixture('Inbox Co');
  const wildcard = await t.service.accounts.claimWildcardNamespace(account.id, 'inboxco');
  assert.ok((await all.inboxes.list()).wildcard_address);
  const page = await limited.inboxes.list();
  assert.equal(page.items.map((i) => i.id), [a.id]);
  assert.is(page.wildcard_address, null, 'the wildcard inbox is not one of its inboxes');
  await rejects(limited.inboxes.get(wildcard.inbox_id), code('not_found', 'inbox_id'));
  await rejects(t.service.apiKeys.create(account.id, { inboxIds: [wildcard.inbox_id] }), code('invalid_request', 'inbox_ids'));
  for (const call of [() => limited.inboxes.get(b.id), () => limited.inboxes.delete(b.id), () => limited.inboxes.empty(b.id),
    () => limited.messages.list(b.id)]) {
    await rejects(call(), code('not_found', 'inbox_id'));
  }
  assert.ok(await all.messages.get(msgB), 'nothing of B was deleted');
  assert.is((await limited.inboxes.get(a.id)).id, a.id);
  // Pages stay full: a key of 3 among 7 inboxes, a page of 1 at a time.
  const more = [];
  for (let i = 0; i < 5; i++) more.push(await all.inboxes.create({ label: `m${i}`, lifecycle_mode: 'persistent' }));
  const mine = [a.id, more[1]!.id, more[3]!.id];
  const key = (await t.service.apiKeys.create(account.id, { inboxIds: mine })).key;
  const view = t.service.account(account.id, { keyId: key.id, inboxIds: key.inbox_ids! });
  const seen: string[] = [];
  let cursor: string | undefined;
  do {
    const p = await view.inboxes.list({ limit: 1, ...(cursor ? { cursor } : {}) });
    assert.is(p.items.length, 1);
    seen.push(p.items[0]!.id);
    cursor = p.page_info.next_cursor ?? undefined;
  } while (cursor);
  assert.equal(seen, [...mine].reverse(), 'newest first, every one of them, nothing else');
});

test('messages: another inbox\'s message is not found by any read or write; search keeps to the key\'s inboxes', async () => {
  const { all, a, b, msgA, msgB, limited } = await fixture('Message Co');
  for (const call of [() => limited.messages.get(msgB), () => limited.messages.get(msgB, 'otp'), () => limited.messages.analysis(msgB),
    () => limited.messages.raw(msgB), () => limited.messages.attachment(msgB, 'att_1'), () => limited.messages.delete(msgB),
    () => limited.messages.checks(msgB), () => limited.messages.checkLinks(msgB), () => limited.messages.get('msg_none')]) {
    await rejects(call(), code('not_found', 'message_id'));
  }
  assert.ok(await all.messages.get(msgB), 'still there');
  assert.is((await limited.messages.get(msgA)).subject, 'alpha shared');
  assert.ok((await limited.messages.raw(msgA)).length > 0);
  assert.equal((await limited.messages.list(a.id)).items.map((m) => m.id), [msgA]);
  assert.equal((await limited.messages.search({ q: 'shared' })).items.map((m) => m.id), [msgA]);
  assert.equal((await all.messages.search({ q: 'shared' })).items.map((m) => m.id), [msgB, msgA]);
  assert.equal((await limited.messages.search({ recipient: b.email_address })).items, []);
  assert.equal((await limited.messages.search({ recipient: a.email_address })).items.map((m) => m.id), [msgA]);
  assert.equal((await limited.messages.search({ has_otp: 'false', limit: 1 })).items.map((m) => m.id), [msgA], 'a full page of its own');
  assert.is((await limited.messages.delete(msgA)).deleted, true);
});

test('waits: on another inbox, its address or a message of it, not found; on the key\'s inbox or address, the key\'s mail only', async () => {
  const { a, b, msgA, msgB, limited } = await fixture('Wait Co');
  await rejects(limited.waitForMessage({ inboxId: b.id, timeoutMs: 50 }), code('not_found', 'inboxId'));
  await rejects(limited.waitForMessage({ recipient: b.email_address, timeoutMs: 50 }), code('not_found', 'recipient'));
  await rejects(limited.waitForMessage({ recipient: 'nobody@inboxkit.test', timeoutMs: 50 }), code('not_found', 'recipient'));
  await rejects(limited.waitForMessage({ inboxId: a.id, since: msgB, timeoutMs: 50 }), code('not_found', 'since'));
  assert.is((await limited.waitForMessage({ inboxId: a.id, timeoutMs: 50 })).id, msgA);
  assert.is((await limited.waitForMessage({ recipient: a.email_address.toUpperCase(), timeoutMs: 50 })).id, msgA);
  const [local, domain] = a.email_address.split('@');
  const tagged = `${local}+signup@${domain}`;
  const waiting = limited.waitForMessage({ recipient: tagged, timeoutMs: 2_000 });
  const arrived = await send(tagged, 'tagged');
  assert.is((await waiting).id, arrived, 'name+tag@ of its inbox');
  assert.ok(msgB);
});

test('events: a stream of another inbox is not found; without an inbox, live and replayed, only the key\'s inboxes', async () => {
  const { a, b, limited } = await fixture('Event Co');
  await rejects(limited.streamEvents({ inboxId: b.id }), code('not_found', 'inbox_id'));
  const take = async (stream: AsyncIterable<EmailEvent>, n: number) => {
    const got: string[] = [];
    for await (const event of stream) if (got.push(`${event.data.inbox.id === a.id ? 'a' : 'b'}:${event.data.message.subject}`) === n) break;
    return got;
  };
  const stream = await limited.streamEvents();
  const reading = take(stream, 2);
  await send(b.email_address, 'b1');
  await send(a.email_address, 'a1');
  await send(b.email_address, 'b2');
  await send(a.email_address, 'a2');
  assert.equal(await reading, ['a:a1', 'a:a2']);
  // An id the log does not know replays the whole log: the key's inboxes' events only.
  const replay = await limited.streamEvents({ lastEventId: 'evt_unknown' });
  assert.equal(await take(replay, 3), ['a:alpha shared', 'a:a1', 'a:a2'], 'the log of the key\'s inboxes only');
  const ofA = await limited.streamEvents({ inboxId: a.id, lastEventId: 'evt_unknown' });
  assert.equal(await take(ofA, 1), ['a:alpha shared']);
});

test('webhooks: only inbox-scoped ones of its inboxes are listed, read or made; account-wide ones are neither', async () => {
  const { all, a, b, limited } = await fixture('Hook Co');
  const wide = (await all.webhooks.create({ label: 'wide', target_url: 'https://hooks.example/wide' })).webhook;
  const ofB = (await all.webhooks.create({ label: 'b', target_url: 'https://hooks.example/b', inbox_id: b.id })).webhook;
  await rejects(limited.webhooks.create({ label: 'w', target_url: 'https://hooks.example/w' }), code('forbidden', 'inbox_id'));
  await rejects(limited.webhooks.create({ label: 'w', target_url: 'https://hooks.example/w', inbox_id: b.id }), code('not_found', 'inbox_id'));
  const ofA = (await limited.webhooks.create({ label: 'a', target_url: 'https://hooks.example/a', inbox_id: a.id })).webhook;
  assert.equal((await limited.webhooks.list()).map((w) => w.id), [ofA.id]);
  for (const id of [wide.id, ofB.id]) {
    for (const call of [() => limited.webhooks.get(id), () => limited.webhooks.archive(id), () => limited.webhooks.deliveries(id),
      () => limited.webhooks.sendTest(id), () => limited.webhooks.enable(id)]) {
      await rejects(call(), code('not_found', 'webhook_id'));
    }
  }
  assert.is((await all.webhooks.get(wide.id)).status, 'active');
  assert.is((await limited.webhooks.archive(ofA.id)).status, 'archived');
});

test('keys: a limited key neither lists nor reads nor revokes other keys, but revokes itself; it opens no dashboard session', async () => {
  const { account, secret, key, limited } = await fixture('Key Co');
  const other = await t.service.apiKeys.create(account.id, {});
  await rejects(limited.keys.list(), (e) => code('forbidden')(e) && /cannot manage API keys/.test((e as Error).message));
  await rejects(limited.keys.get(other.key.id), code('forbidden'));
  await rejects(limited.keys.revoke(other.key.id), code('forbidden'));
  assert.is((await t.service.apiKeys.authenticate(other.secret)).key.id, other.key.id, 'not revoked');
  await rejects(t.service.sessions.openWithKey(secret), (e) => code('unauthorized')(e) && /limited to inboxes/.test((e as Error).message));
  assert.equal((await limited.keys.get(key.id)).inbox_ids, key.inbox_ids);
  assert.ok((await limited.keys.revoke(key.id)).revoked_at);
  await rejects(t.service.apiKeys.authenticate(secret), code('unauthorized'));
});

test('inboxes it creates are linked in the same transaction: it sees them at once and after authenticating again', async () => {
  const account = await t.service.accounts.create({ name: 'Maker Co' });
  const all = t.service.account(account.id);
  const existing = await all.inboxes.create({ label: 'existing', lifecycle_mode: 'persistent' });
  const { secret, key } = await t.service.apiKeys.create(account.id, { scopes: ['inboxes:write'], inboxIds: [] });
  const limited = t.service.account(account.id, { keyId: key.id, inboxIds: key.inbox_ids! });
  assert.equal((await limited.inboxes.list()).items, []);
  const made = await limited.inboxes.create({ label: 'made', lifecycle_mode: 'persistent' });
  assert.is((await limited.inboxes.get(made.id)).id, made.id);
  assert.equal((await limited.inboxes.list()).items.map((i) => i.id), [made.id]);
  await rejects(limited.inboxes.get(existing.id), code('not_found'));
  assert.equal((await t.service.apiKeys.authenticate(secret)).key.inbox_ids, [made.id]);
  // An idempotent create is the key's own: another key's record with the same key is not replayed.
  const request = { operation: 'POST /v1/inboxes', key: 'same', fingerprint: 'f' };
  const theirs = await all.idempotent(request, async () => ({ id: existing.id }));
  const ours = await limited.idempotent(request, async () => ({ id: made.id }));
  assert.equal([theirs.replayed, ours.replayed, ours.value.id], [false, false, made.id]);
  // Its inbox deleted, the key stays limited, to nothing.
  await all.inboxes.delete(made.id);
  assert.equal((await t.service.apiKeys.authenticate(secret)).key.inbox_ids, []);
  assert.equal((await t.service.account(account.id, { keyId: key.id, inboxIds: [] }).inboxes.list()).items, []);
});

test('links go with their key or their inbox (foreign keys, on either engine)', async () => {
  const { account, a, key } = await fixture('Cascade Co');
  const count = async (column: string, id: string) => Number((await peek<{ n: number }>(t, `SELECT COUNT(*) AS n FROM api_key_inboxes WHERE ${column} = ?`, id))!.n);
  const other = await t.service.apiKeys.create(account.id, { inboxIds: [a.id] });
  assert.equal([await count('key_id', key.id), await count('inbox_id', a.id)], [1, 2]);
  await execSql(t, 'DELETE FROM api_keys WHERE id = ?', key.id);
  assert.equal([await count('key_id', key.id), await count('inbox_id', a.id)], [0, 1]);
  await t.service.account(account.id).inboxes.delete(a.id);
  assert.is(await count('key_id', other.key.id), 0);
});

test.run();
