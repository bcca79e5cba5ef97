// Identical reads of one message in flight at once share one read, one serialisation and (for
// a large message) one buffer, which later readers reuse while the message's analysis is
// unchanged (issue 13, bounded memory on large reads); each answer is still its own envelope.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { MessageDetail } from '@inboxkit/core';
import { sharedRead, type SharedRead } from '../src/http/routes.js';
import { createReadCache } from '../src/http/read-cache.js';
import { startTestDaemon, type TestDaemon } from './fixtures/daemon.js';

let t: TestDaemon;
test.before(async () => { t = await startTestDaemon(); });
test.after(() => t.stop());

test('sharedRead: callers while a read is in flight share it; once it resolved, the next caller reads again', async () => {
  let reads = 0;
  let finish!: (r: SharedRead) => void;
  const read = () => { reads++; return new Promise<SharedRead>((resolve) => { finish = resolve; }); };
  const first = sharedRead('k', read);
  const second = sharedRead('k', read);
  const other = sharedRead('other', async () => { reads++; return { json: '{}', version: 'v' }; });
  assert.is(first, second, 'the same promise');
  assert.is(reads, 2, 'one read per key');
  finish({ json: '{"a":1}', version: 'v' });
  assert.equal(await first, { json: '{"a":1}', version: 'v' });
  assert.equal(await other, { json: '{}', version: 'v' });
  await sharedRead('k', async () => { reads++; return { json: '{"a":2}', version: 'v' }; }).then((r) => assert.is(r.json, '{"a":2}', 'read again after the first resolved'));
  assert.is(reads, 3);
  // A failed read is not kept either.
  await sharedRead('k', async () => { throw new Error('gone'); }).catch(() => {});
  assert.is((await sharedRead('k', async () => ({ json: '"ok"', version: 'v' }))).json, '"ok"');
});

test('a large message is answered through the shared bytes: each answer its own envelope and request id, the same message', async () => {
  const inbox = await t.createInbox();
  const text = `Your code is 482913.\n${'line of a long message body\n'.repeat(6_000)}`; // ~170 KB, over the 64 KiB threshold
  await t.send({ to: inbox.email_address, subject: 'large', text });
  const [summary] = await t.messagesTo(inbox.email_address);
  const answers = await Promise.all(Array.from({ length: 10 }, () => t.api<{ success: boolean; request_id: string; message: MessageDetail }>(`/v1/messages/${summary!.id}`)));
  for (const a of answers) {
    assert.is(a.status, 200);
    assert.is(a.body.success, true);
    assert.equal(Object.keys(a.body), ['success', 'request_id', 'message'], 'the envelope of every other answer');
    assert.is(a.body.message.text_body, answers[0]!.body.message.text_body);
    assert.ok(a.body.message.text_body!.length > 150_000);
    assert.is(a.body.message.otp, '482913');
  }
  assert.is(new Set(answers.map((a) => a.body.request_id)).size, 10, 'every answer has its own request id');
  const otp = await t.api<{ message: Record<string, unknown> }>(`/v1/messages/${summary!.id}?content_mode=otp`);
  assert.is(otp.body.message.otp, '482913');
  assert.not.ok('text_body' in otp.body.message, 'another content mode is another read');
});

test('createReadCache: served while the version matches, dropped when it changes, least recently used out first, idle entries expire', () => {
  let now = 0;
  const reads = createReadCache({ maxBytes: 100, idleMs: 1_000, now: () => now });
  const a = Buffer.alloc(40, 'a');
  const b = Buffer.alloc(40, 'b');
  assert.is(reads.put('a', 'v1', a), a);
  reads.put('b', 'v1', b);
  assert.is(reads.get('a', 'v1'), a, 'same version: the kept bytes');
  assert.is(reads.get('a', 'v2'), undefined, 'another version (the analysis changed): not served');
  assert.not.ok(reads.has('a'), 'and the stale entry is gone');
  reads.put('a', 'v2', a);
  assert.ok(reads.get('b', 'v1'), 'b used last');
  reads.put('c', 'v1', Buffer.alloc(40, 'c'));
  assert.equal([reads.has('a'), reads.has('b'), reads.has('c')], [false, true, true], 'over 100 bytes: a, least recently used, went');
  assert.is(reads.size(), 80);
  const huge = Buffer.alloc(101);
  assert.is(reads.put('huge', 'v1', huge), huge, 'larger than maxBytes: handed back');
  assert.not.ok(reads.has('huge'), 'but not kept');
  now += 1_000;
  assert.is(reads.get('b', 'v1'), undefined, 'unused for idleMs: expired');
});

test('a cached large message is served again until its analysis changes; then the next read shows the new analysis', async () => {
  const d = await startTestDaemon({ serviceOptions: { analysis: { autoStart: false } } as never });
  try {
    const inbox = await d.createInbox();
    await d.send({ to: inbox.email_address, subject: 'large, analysed later', text: `Sign in at https://example.com/login\n${'a long line of body text\n'.repeat(5_000)}` });
    const [summary] = await d.messagesTo(inbox.email_address);
    const first = await d.message(summary!.id);
    assert.is(first.analysis.status, 'queued');
    assert.is((await d.message(summary!.id)).analysis.status, 'queued', 'served from the cached bytes');
    await d.daemon.service.analysisQueue!.runDue();
    const after = await d.message(summary!.id);
    assert.is(after.analysis.status, 'complete', 'the changed analysis invalidated the cached bytes');
    assert.is(after.text_body, first.text_body);
    // Another account's key never reaches the cached bytes: the cheap read says 404 first.
    const other = await d.daemon.service.accounts.create({ name: 'other' });
    const foreign = await d.api(`/v1/messages/${summary!.id}`, { key: (await d.daemon.service.apiKeys.create(other.id, {})).secret });
    assert.is(foreign.status, 404);
  } finally {
    await d.stop();
  }
});

test('a small message is kept as its JSON string too: the same answer again until its analysis changes; deleted, it is 404 however recently it was read', async () => {
  const reads = createReadCache({ maxBytes: 10 });
  assert.is(reads.put('s', 'v1', '{"a":1}'), '{"a":1}');
  assert.is(reads.get('s', 'v1'), '{"a":1}');
  assert.is(reads.size(), 7, 'a string counts its length');
  assert.is(reads.put('t', 'v1', '{"b":22222}'), '{"b":22222}', 'over maxBytes: handed back, not kept');
  assert.not.ok(reads.has('t'));

  const d = await startTestDaemon({ serviceOptions: { analysis: { autoStart: false } } as never });
  try {
    const inbox = await d.createInbox();
    await d.send({ to: inbox.email_address, subject: 'small, analysed later', text: 'Your code is 731904. Sign in at https://example.com/login' });
    const [summary] = await d.messagesTo(inbox.email_address);
    const first = await d.message(summary!.id);
    const again = await d.api<{ request_id: string; message: MessageDetail }>(`/v1/messages/${summary!.id}`);
    assert.equal(again.body.message, first, 'the same message');
    assert.is.not(again.body.request_id, (await d.api<{ request_id: string }>(`/v1/messages/${summary!.id}`)).body.request_id, 'each answer its own envelope');
    const links = await d.api<{ message: Record<string, unknown> }>(`/v1/messages/${summary!.id}?content_mode=links`);
    assert.ok(Array.isArray(links.body.message.links) && !('text_body' in links.body.message), 'another content mode, another answer');
    await d.daemon.service.analysisQueue!.runDue();
    assert.is((await d.message(summary!.id)).analysis.status, 'complete', 'the changed analysis is read, not the kept answer');
    assert.is((await d.api(`/v1/messages/${summary!.id}`, { method: 'DELETE' })).status, 200);
    assert.is((await d.api(`/v1/messages/${summary!.id}`)).status, 404, 'deleted: 404, not the kept answer');
  } finally {
    await d.stop();
  }
});

test.run();
