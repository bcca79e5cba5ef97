/**
 * GET /v1/inboxes/{id}/messages/wait and GET /v1/messages/wait against the running daemon,
 * with mail sent over real SMTP: held until a match is committed, claims so a script run twice
 * gets its own code, requirements, `after`, content modes, 400s naming the field, 404 across
 * accounts, and a client that goes away freeing its wait at once.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { MessageDetail } from '@inboxkit/core';
import { startTestDaemon } from './fixtures/daemon.js';
import { until } from '../../../test-support/wait.js';

const t = await startTestDaemon();
test.after(() => t.stop());

type WaitBody = { success: boolean; message: (MessageDetail & { otp?: string | null }) | null; error?: { message: string } };
const wait = (path: string, key?: string) => t.api<WaitBody>(path, key ? { key } : {});
const code = (n: string) => `Your Acme verification code is ${n}. It expires in 10 minutes.`;

test('a message already stored is returned at once; the same wait again returns the next one', async () => {
  const inbox = await t.createInbox();
  await t.send({ to: inbox.email_address, subject: 'Sign in', text: code('111222') });
  const first = await wait(`/v1/inboxes/${inbox.id}/messages/wait?require=otp&timeout_seconds=5`);
  assert.is(first.status, 200);
  assert.is(first.body.message?.otp, '111222');
  assert.ok('html_body' in first.body.message!, 'full detail by default');
  // A second run of the same script: the first code was returned, so it waits for a new one.
  const second = wait(`/v1/inboxes/${inbox.id}/messages/wait?require=otp&timeout_seconds=10`);
  await until(() => t.daemon.service.heldWaits() === 1, { timeoutMs: 5000, what: 'the second wait is held' });
  await t.send({ to: inbox.email_address, subject: 'Sign in again', text: code('333444') });
  assert.is((await second).body.message?.otp, '333444');
  assert.is(t.daemon.service.heldWaits(), 0);
});

test('nothing matching before the timeout is 200 with message null', async () => {
  const inbox = await t.createInbox();
  await t.send({ to: inbox.email_address, subject: 'News', text: 'Nothing to type here.' });
  const res = await wait(`/v1/inboxes/${inbox.id}/messages/wait?require=otp&timeout_seconds=1`);
  assert.is(res.status, 200);
  assert.equal(res.body.message, null);
  assert.is(res.body.success, true);
});

test('requirements pick the message that holds what the test needs', async () => {
  const inbox = await t.createInbox();
  await t.send({ to: inbox.email_address, subject: 'Welcome', text: 'Welcome aboard! Read the guide at https://acme.example/guide' });
  await t.send({ to: inbox.email_address, subject: 'Reset', text: 'Reset your password: https://acme.example/reset-password?token=abc' });
  const reset = await wait(`/v1/inboxes/${inbox.id}/messages/wait?require=link:password_reset&timeout_seconds=5`);
  assert.is(reset.body.message?.subject, 'Reset');
  const intent = await wait(`/v1/inboxes/${inbox.id}/messages/wait?require=intent:password_reset&timeout_seconds=1`);
  assert.equal(intent.body.message, null, 'the reset mail was claimed by the previous wait');
  const links = await wait(`/v1/inboxes/${inbox.id}/messages/wait?require=links&timeout_seconds=5`);
  assert.is(links.body.message?.subject, 'Welcome');
});

test('from and subject (contains, any case) pick the message; one turned down stays for the next wait', async () => {
  const inbox = await t.createInbox();
  await t.send({ from: 'News <news@acme.example>', to: inbox.email_address, subject: 'Weekly digest', text: code('555000') });
  await t.send({ from: 'Acme Security <security@acme.example>', to: inbox.email_address, subject: 'Your sign-in code', text: code('777888') });
  const picked = await wait(`/v1/inboxes/${inbox.id}/messages/wait?require=otp&from=SECURITY%40acme&subject=sign-in&timeout_seconds=5`);
  assert.is(picked.body.message?.otp, '777888');
  const none = await wait(`/v1/inboxes/${inbox.id}/messages/wait?from=billing&timeout_seconds=1`);
  assert.equal(none.body.message, null);
  // The digest was turned down twice, never claimed: a plain wait gets it.
  assert.is((await wait(`/v1/inboxes/${inbox.id}/messages/wait?timeout_seconds=5`)).body.message?.otp, '555000');
});

test('after reads forward from a message and claims nothing; content_mode shapes the answer', async () => {
  const inbox = await t.createInbox();
  await t.send({ to: inbox.email_address, subject: 'one', text: code('101010') });
  await t.send({ to: inbox.email_address, subject: 'two', text: code('202020') });
  const [newest, oldest] = (await t.api<{ messages: MessageDetail[] }>(`/v1/inboxes/${inbox.id}/messages`)).body.messages;
  const after = await wait(`/v1/inboxes/${inbox.id}/messages/wait?after=${oldest!.id}&content_mode=otp&timeout_seconds=5`);
  assert.is(after.body.message?.id, newest!.id);
  assert.is(after.body.message?.otp, '202020');
  assert.not.ok('html_body' in after.body.message!, 'the otp variant has no bodies');
  // Nothing was claimed: a claiming wait still gets the oldest.
  const claiming = await wait(`/v1/inboxes/${inbox.id}/messages/wait?timeout_seconds=5&content_mode=text_only`);
  assert.is(claiming.body.message?.id, oldest!.id);
  assert.ok('text_body' in claiming.body.message!);
  // claim=false reads from the start without taking anything; claim=true with after takes.
  const peekOldest = await wait(`/v1/inboxes/${inbox.id}/messages/wait?claim=false&timeout_seconds=5`);
  assert.is(peekOldest.body.message?.id, oldest!.id, 'claimed or not, the oldest');
  const takeAfter = await wait(`/v1/inboxes/${inbox.id}/messages/wait?after=${oldest!.id}&claim=true&timeout_seconds=5`);
  assert.is(takeAfter.body.message?.id, newest!.id);
  const none = await wait(`/v1/inboxes/${inbox.id}/messages/wait?timeout_seconds=1`);
  assert.equal(none.body.message, null, 'both are claimed now');
});

test('recipient waits find plus-addresses and wildcard addresses, across the account', async () => {
  const inbox = await t.createInbox();
  const plus = inbox.email_address.replace('@', '+run7@');
  const waiting = wait(`/v1/messages/wait?recipient_email=${encodeURIComponent(plus)}&timeout_seconds=10`);
  await until(() => t.daemon.service.heldWaits() === 1, { timeoutMs: 5000, what: 'the recipient wait is held' });
  await t.send({ to: inbox.email_address, subject: 'not for the tag' });
  await t.send({ to: plus, subject: 'tagged' });
  assert.is((await waiting).body.message?.subject, 'tagged');
  await t.daemon.service.accounts.claimWildcardNamespace(t.daemon.service.accountId, 'waitns');
  await t.send({ to: 'Someone@waitns.inboxkit.test', subject: 'wildcard' });
  const wild = await wait(`/v1/messages/wait?recipient_email=someone@waitns.inboxkit.test&timeout_seconds=5`);
  assert.is(wild.body.message?.subject, 'wildcard');
});

test('bad queries are 400 naming the parameter', async () => {
  const inbox = await t.createInbox();
  const base = `/v1/inboxes/${inbox.id}/messages/wait`;
  const cases: Array<[string, RegExp]> = [
    [`${base}?timeout_seconds=0`, /timeout_seconds/],
    [`${base}?timeout_seconds=61`, /timeout_seconds/],
    [`${base}?timeout_seconds=1.5`, /timeout_seconds/],
    [`${base}?require=code`, /require/],
    [`${base}?require=link:nope`, /require/],
    [`${base}?after=abc`, /after/],
    [`${base}?claim=yes`, /claim/],
    [`${base}?content_mode=raw`, /content_mode/],
    [`${base}?timeout_seconds=1&timeout_seconds=2`, /timeout_seconds/],
    ['/v1/messages/wait', /recipient_email/],
    ['/v1/messages/wait?recipient_email=not-an-address', /recipient_email/],
    [`${base}?from=${'a'.repeat(321)}`, /from/],
    [`${base}?subject=${'s'.repeat(501)}`, /subject/],
  ];
  for (const [path, field] of cases) {
    const res = await wait(path);
    assert.is(res.status, 400, path);
    assert.match(res.body.error!.message, field, path);
  }
});

test('another account\'s inbox or message is 404; a key without messages:read is 403', async () => {
  const service = t.daemon.service;
  const other = await service.accounts.create({ name: 'Other wait account' });
  const otherKey = (await service.apiKeys.create(other.id, {})).secret;
  const inbox = await t.createInbox();
  await t.send({ to: inbox.email_address, subject: 'mine' });
  const mine = (await t.messagesTo(inbox.email_address))[0]!;
  assert.is((await wait(`/v1/inboxes/${inbox.id}/messages/wait?timeout_seconds=1`, otherKey)).status, 404);
  const theirs = await service.account(other.id).inboxes.create({ label: 'theirs', lifecycle_mode: 'persistent' });
  assert.is((await wait(`/v1/inboxes/${theirs.id}/messages/wait?after=${mine.id}&timeout_seconds=1`, otherKey)).status, 404);
  const writeOnly = (await service.apiKeys.create(service.accountId, { scopes: ['inboxes:write'] })).secret;
  assert.is((await wait(`/v1/inboxes/${inbox.id}/messages/wait?timeout_seconds=1`, writeOnly)).status, 403);
});

test('a client that disconnects frees its wait at once', async () => {
  const inbox = await t.createInbox();
  const controller = new AbortController();
  const pending = fetch(`${t.daemon.http.url}/v1/inboxes/${inbox.id}/messages/wait?timeout_seconds=60`, {
    headers: { authorization: `Bearer ${t.key}` }, signal: controller.signal,
  }).catch(() => null);
  await until(() => t.daemon.service.heldWaits() === 1, { timeoutMs: 5000, what: 'the wait is held' });
  controller.abort();
  await pending;
  await until(() => t.daemon.service.heldWaits() === 0, { timeoutMs: 5000, what: 'the wait is released' });
  // The mail that arrives later is left for the next wait, not claimed by the dead one.
  await t.send({ to: inbox.email_address, subject: 'after the disconnect' });
  const next = await wait(`/v1/inboxes/${inbox.id}/messages/wait?timeout_seconds=5`);
  assert.is(next.body.message?.subject, 'after the disconnect');
});

test('stopping the daemon answers held waits 503 with Retry-After at once', async () => {
  // A grace longer than the test runner's per-file timeout: a stop() that let the held wait
  // run out its grace would never return here.
  const own = await startTestDaemon({ shutdownGraceMs: 600_000 });
  const inbox = await own.createInbox();
  const pending = fetch(`${own.daemon.http.url}/v1/inboxes/${inbox.id}/messages/wait?timeout_seconds=60`, {
    headers: { authorization: `Bearer ${own.key}` },
  });
  await until(() => own.daemon.service.heldWaits() === 1, { timeoutMs: 5000, what: 'the wait is held' });
  const stopping = own.stop();
  const res = await pending;
  assert.is(res.status, 503);
  assert.is(res.headers.get('retry-after'), '1');
  await stopping;
});

test.run();
