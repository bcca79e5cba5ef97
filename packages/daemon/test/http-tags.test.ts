/**
 * Tags and the search language over HTTP, against a running daemon with mail sent over SMTP:
 * X-Tags and plus-address tags, PUT /v1/messages/{id}/tags, GET/PUT/DELETE /v1/tags, tag rules,
 * scopes, a key limited to inboxes, errors naming the field, and q's terms on both listings.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { MessageSummary } from '@inboxkit/core';
import { startTestDaemon, type TestDaemon } from './fixtures/daemon.js';

let t: TestDaemon;
test.before(async () => {
  t = await startTestDaemon();
});
test.after(async () => {
  await t.stop();
});

type Answer = { error?: { code: string; message: string } } & Record<string, unknown>;
const call = (path: string, method: string, body?: unknown, key?: string) =>
  t.api<Answer>(path, { method, ...(body === undefined ? {} : { body: JSON.stringify(body) }), ...(key ? { key } : {}) });
const list = async (path: string) => (await t.api<{ messages: MessageSummary[] }>(path)).body.messages;

test('tags arrive with the mail (X-Tags, plus-address, a rule), are set by PUT and searched with tag:', async () => {
  const rule = await call('/v1/tag-rules', 'POST', { query: 'subject:invoice -from:friend', tags: ['billing'] });
  assert.is(rule.status, 201, JSON.stringify(rule.body));
  const inbox = await t.createInbox({ label: 'tags' });
  await t.send({ to: inbox.email_address, subject: 'Welcome', text: 'hi', headers: { 'X-Tags': 'Signup, Onboarding' } });
  await t.send({ to: inbox.email_address.replace('@', '+QA@'), subject: 'Invoice 7', text: 'due', from: 'Shop <shop@store.example>' });
  await t.send({ to: inbox.email_address, subject: 'Invoice from a friend', text: 'x', from: 'friend@pals.example' });
  const messages = await list(`/v1/inboxes/${inbox.id}/messages`);
  assert.equal(messages.map((m) => m.tags), [[], ['qa', 'billing'], ['signup', 'onboarding']]);
  const [friend, invoice, welcome] = messages;

  const set = await call(`/v1/messages/${friend!.id}/tags`, 'PUT', { tags: ['Personal', 'qa'] });
  assert.equal(set.body, { success: true, request_id: set.body.request_id, message_id: friend!.id, tags: ['personal', 'qa'] });
  // The detail read after the change is not a stale cached answer.
  assert.equal((await t.message(friend!.id)).tags, ['personal', 'qa']);
  assert.equal((await list(`/v1/inboxes/${inbox.id}/messages?q=${encodeURIComponent('tag:qa')}`)).map((m) => m.id), [friend!.id, invoice!.id]);
  assert.equal((await list(`/v1/messages?q=${encodeURIComponent('tag:qa -tag:billing')}`)).map((m) => m.id), [friend!.id]);

  const tags = await call('/v1/tags', 'GET');
  assert.equal(tags.body.tags, [
    { name: 'billing', message_count: 1 }, { name: 'onboarding', message_count: 1 }, { name: 'personal', message_count: 1 },
    { name: 'qa', message_count: 2 }, { name: 'signup', message_count: 1 },
  ]);
  assert.equal((await call('/v1/tags/qa', 'PUT', { name: 'testing' })).body.tag, { name: 'testing', message_count: 2 });
  assert.equal((await t.message(invoice!.id)).tags, ['testing', 'billing']);
  assert.equal((await call('/v1/tags/onboarding', 'DELETE')).body.message_count, 1);
  assert.equal((await t.message(welcome!.id)).tags, ['signup']);
  assert.equal(((await call('/v1/tag-rules', 'GET')).body.rules as Array<{ id: string }>).map((r) => r.id), [(rule.body.rule as { id: string }).id]);
  assert.is((await call(`/v1/tag-rules/${(rule.body.rule as { id: string }).id}`, 'DELETE')).status, 200);
  assert.equal((await call('/v1/tag-rules', 'GET')).body.rules, []);
});

test('errors name the field (in the message): bad tags, bad rules, unknown tags and messages; never a 5xx', async () => {
  const inbox = await t.createInbox({ label: 'bad' });
  await t.send({ to: inbox.email_address, subject: 'x', text: 'x' });
  const [msg] = await t.messagesTo(inbox.email_address);
  for (const [path, method, body, status, field] of [
    [`/v1/messages/${msg!.id}/tags`, 'PUT', { tags: ['two words'] }, 400, 'tags'],
    [`/v1/messages/${msg!.id}/tags`, 'PUT', { tags: 'solo' }, 400, 'tags'],
    [`/v1/messages/${msg!.id}/tags`, 'PUT', [], 400, 'body'],
    [`/v1/messages/${msg!.id}/tags`, 'PUT', { tags: Array.from({ length: 21 }, (_, i) => `t${i}`) }, 400, 'tags'],
    ['/v1/messages/msg_nope/tags', 'PUT', { tags: [] }, 404, 'message_id'],
    ['/v1/tags/never-used', 'PUT', { name: 'x' }, 404, 'tag'],
    ['/v1/tags/never-used', 'DELETE', undefined, 404, 'tag'],
    ['/v1/tags/%E0%A4%A', 'DELETE', undefined, 400, 'tag'],
    ['/v1/tag-rules', 'POST', { query: 'larger:huge', tags: ['x'] }, 400, 'query'],
    ['/v1/tag-rules', 'POST', { query: 'from:x', tags: ['no good'] }, 400, 'tags'],
    ['/v1/tag-rules/trl_nope', 'DELETE', undefined, 404, 'rule_id'],
  ] as const) {
    const res = await call(path, method, body);
    assert.is(res.status, status, `${method} ${path} ${JSON.stringify(body)}: ${JSON.stringify(res.body)}`);
    assert.ok(res.body.error?.message.includes(field), `${method} ${path}: ${res.body.error?.message}`);
  }
  const q = await t.api<Answer>(`/v1/inboxes/${inbox.id}/messages?q=${encodeURIComponent('from:alice is:flagged')}`);
  assert.is(q.status, 400);
  assert.match(q.body.error!.message, /^q\b/);
  assert.match(q.body.error!.message, 'is:flagged');
});

test('scopes: messages:read tags a message and lists; inboxes:write renames and makes rules; a limited key tags only its inboxes\' mail', async () => {
  const mine = await t.createInbox({ label: 'limited' });
  const other = await t.createInbox({ label: 'elsewhere' });
  await t.send({ to: mine.email_address, subject: 'Mine', text: 'x' });
  await t.send({ to: other.email_address, subject: 'Theirs', text: 'x' });
  const [own] = await t.messagesTo(mine.email_address);
  const [foreign] = await t.messagesTo(other.email_address);
  const service = t.daemon.service;
  const reader = (await service.apiKeys.create(service.accountId, { label: 'reader', scopes: ['messages:read'] })).secret;
  const writer = (await service.apiKeys.create(service.accountId, { label: 'writer', scopes: ['inboxes:write'] })).secret;
  const limited = (await service.apiKeys.create(service.accountId, { label: 'limited', inboxIds: [mine.id] })).secret;
  assert.is((await call(`/v1/messages/${own!.id}/tags`, 'PUT', { tags: ['a'] }, reader)).status, 200);
  assert.is((await call('/v1/tags', 'GET', undefined, reader)).status, 200);
  assert.is((await call('/v1/tags/a', 'PUT', { name: 'b' }, reader)).status, 403);
  assert.is((await call('/v1/tag-rules', 'POST', { query: 'x', tags: ['y'] }, reader)).status, 403);
  assert.is((await call(`/v1/messages/${own!.id}/tags`, 'PUT', { tags: ['a'] }, writer)).status, 403);
  assert.is((await call('/v1/tags/a', 'PUT', { name: 'b' }, writer)).status, 200);
  assert.is((await call(`/v1/messages/${own!.id}/tags`, 'PUT', { tags: ['c'] }, limited)).status, 200);
  assert.is((await call(`/v1/messages/${foreign!.id}/tags`, 'PUT', { tags: ['c'] }, limited)).status, 404);
  assert.is((await call('/v1/tags', 'GET', undefined, limited)).status, 403);
});

test('the search language over HTTP: prefixes, phrases and negation on both listings', async () => {
  const inbox = await t.createInbox({ label: 'search' });
  await t.send({ to: inbox.email_address, cc: 'boss@corp.example', subject: 'Quarterly report', text: 'numbers attached', from: 'Alice <alice@corp.example>' });
  await t.send({ to: inbox.email_address, subject: 'Your code', text: 'Your code is 482913.', from: 'noreply@auth.example', headers: { 'X-Campaign': 'spring launch' } });
  const q = async (query: string) => (await list(`/v1/inboxes/${inbox.id}/messages?q=${encodeURIComponent(query)}`)).map((m) => m.subject);
  assert.equal(await q('from:alice'), ['Quarterly report']);
  assert.equal(await q('-from:alice'), ['Your code']);
  assert.equal(await q('cc:boss'), ['Quarterly report']);
  assert.equal(await q('has:otp -is:read'), ['Your code']);
  assert.equal(await q('header:X-Campaign="spring launch"'), ['Your code']);
  assert.equal(await q(`to:${inbox.email_address} subject:"quarterly report"`), ['Quarterly report']);
  assert.equal((await list(`/v1/messages?q=${encodeURIComponent(`header:x-campaign -has:otp`)}`)).length, 0);
});

test.run();
