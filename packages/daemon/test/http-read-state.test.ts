/**
 * A message's read state: `read` on every message shape, PUT /v1/messages/{id}/read, a key
 * limited to other inboxes, and waits and claims unchanged by it.
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

const put = (id: string, body: unknown, key?: string) =>
  t.api<{ message_id: string; read: boolean; error?: { code: string } }>(`/v1/messages/${id}/read`, { method: 'PUT', body: JSON.stringify(body), ...(key ? { key } : {}) });

test('a new message is unread everywhere; PUT marks it read and unread; every shape and listing shows it', async () => {
  const inbox = await t.createInbox({ label: 'read' });
  await t.send({ to: inbox.email_address, subject: 'Code', text: 'Your code is 482913.' });
  const [summary] = await t.messagesTo(inbox.email_address);
  assert.is(summary!.read, false);
  // Read once before marking: the cached answer must not outlive the change.
  assert.is((await t.message(summary!.id)).read, false);

  const marked = await put(summary!.id, { read: true });
  assert.is(marked.status, 200);
  assert.is(marked.body.message_id, summary!.id);
  assert.is(marked.body.read, true);
  assert.is((await t.message(summary!.id)).read, true);
  for (const mode of ['otp', 'links', 'text_only']) {
    const res = await t.api<{ message: { read: boolean } }>(`/v1/messages/${summary!.id}?content_mode=${mode}`);
    assert.is(res.body.message.read, true, mode);
  }
  const listed = await t.api<{ messages: MessageSummary[] }>(`/v1/inboxes/${inbox.id}/messages`);
  assert.is(listed.body.messages[0]!.read, true);
  const searched = await t.api<{ messages: MessageSummary[] }>(`/v1/inboxes/${inbox.id}/messages?q=code`);
  assert.is(searched.body.messages[0]!.read, true);
  // Marking again is harmless.
  assert.is((await put(summary!.id, { read: true })).body.read, true);

  assert.is((await put(summary!.id, { read: false })).body.read, false);
  assert.is((await t.message(summary!.id)).read, false);
  assert.is((await t.messagesTo(inbox.email_address))[0]!.read, false);
});

test('400 without a boolean `read`; 404 for an unknown message and for a key limited to another inbox', async () => {
  const inbox = await t.createInbox({ label: 'mine' });
  const other = await t.createInbox({ label: 'other' });
  await t.send({ to: other.email_address, subject: 'Other', text: 'x' });
  const [msg] = await t.messagesTo(other.email_address);
  for (const body of [{}, { read: 'yes' }, { read: 1 }, []]) {
    const res = await put(msg!.id, body);
    assert.is(res.status, 400, JSON.stringify(body));
  }
  assert.is((await put('msg_nope', { read: true })).status, 404);
  const service = t.daemon.service;
  const limited = (await service.apiKeys.create(service.accountId, { label: 'limited', inboxIds: [inbox.id] })).secret;
  assert.is((await put(msg!.id, { read: true }, limited)).status, 404);
  assert.is((await t.message(msg!.id)).read, false);
  // messages:read is enough; a key without it is refused.
  const reader = (await service.apiKeys.create(service.accountId, { label: 'reader', scopes: ['messages:read'] })).secret;
  assert.is((await put(msg!.id, { read: true }, reader)).status, 200);
  const writer = (await service.apiKeys.create(service.accountId, { label: 'writer', scopes: ['inboxes:write'] })).secret;
  assert.is((await put(msg!.id, { read: false }, writer)).status, 403);
});

test('waits and claims are unchanged: a read message is still waited for and claimed', async () => {
  const inbox = await t.createInbox({ label: 'wait' });
  await t.send({ to: inbox.email_address, subject: 'Hello', text: 'Your code is 123456.' });
  const [msg] = await t.messagesTo(inbox.email_address);
  assert.is((await put(msg!.id, { read: true })).status, 200);
  const first = await t.api<{ message: { id: string; read: boolean } | null }>(`/v1/inboxes/${inbox.id}/messages/wait?timeout_seconds=2`);
  assert.is(first.body.message?.id, msg!.id);
  assert.is(first.body.message?.read, true);
  // Claimed by that wait: the next one finds nothing, read state or not.
  assert.is((await put(msg!.id, { read: false })).status, 200);
  const second = await t.api<{ message: unknown }>(`/v1/inboxes/${inbox.id}/messages/wait?timeout_seconds=1`);
  assert.is(second.body.message, null);
});

test.run();
