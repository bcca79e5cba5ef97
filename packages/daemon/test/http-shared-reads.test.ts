// Identical reads of one message in flight at once share one read, one serialisation and (for
// a large message) one buffer (issue 13, bounded memory on large reads); each answer is still
// its own envelope.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { MessageDetail } from '@inboxkit/core';
import { sharedRead, type SharedRead } from '../src/http/routes.js';
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
  const other = sharedRead('other', async () => { reads++; return { json: '{}' }; });
  assert.is(first, second, 'the same promise');
  assert.is(reads, 2, 'one read per key');
  finish({ json: '{"a":1}' });
  assert.equal(await first, { json: '{"a":1}' });
  assert.equal(await other, { json: '{}' });
  await sharedRead('k', async () => { reads++; return { json: '{"a":2}' }; }).then((r) => assert.is(r.json, '{"a":2}', 'read again after the first resolved'));
  assert.is(reads, 3);
  // A failed read is not kept either.
  await sharedRead('k', async () => { throw new Error('gone'); }).catch(() => {});
  assert.is((await sharedRead('k', async () => ({ json: '"ok"' }))).json, '"ok"');
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

test.run();
