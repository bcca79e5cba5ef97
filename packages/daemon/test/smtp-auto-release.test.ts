// An inbox's auto-release (docs/smtp.md, "Release and send"): PUT /v1/inboxes/{id}/auto-release
// names allowed addresses; each message then stored for the inbox over SMTP is relayed to them in
// the background, after its 250, with the trace header; a relay failure that may pass is retried
// (bounded); the log tells each outcome.
import net from 'node:net';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { startTestDaemon, type TestDaemon } from './fixtures/daemon.js';
import { startUpstream, type Upstream } from './fixtures/upstream.js';
import { SmtpTalk, simpleMessage } from '../../../test-support/smtp.js';
import { until } from '../../../test-support/wait.js';
import { createLogger } from '../src/index.js';

type Json = Record<string, any>;
const lines: Json[] = [];
const logger = createLogger({ level: 'info', format: 'json', destination: { write: (line: string) => lines.push(JSON.parse(line)) } });

let upstream: Upstream;
let t: TestDaemon;
test.before(async () => {
  // The first message the upstream sees is refused for now (451), the next taken.
  upstream = await startUpstream({ refuseRecipients: { 'never@allowed.test': 550 }, dataReplies: [451] });
  t = await startTestDaemon({ logger, relay: { url: `smtp://127.0.0.1:${upstream.port}`, allow: ['@allowed.test'], allowPrivate: true, retryDelaysMs: [20, 20] } });
});
test.after(async () => {
  await t.stop();
  await upstream.close();
});

const put = (inboxId: string, to: unknown) => t.api<Json>(`/v1/inboxes/${inboxId}/auto-release`, { method: 'PUT', body: JSON.stringify({ to }) });

async function deliver(to: string, subject: string): Promise<string> {
  const { talk } = await SmtpTalk.open(t.daemon.smtp.port);
  const replies = await talk.transaction('app@example.com', [to], simpleMessage(to, subject));
  await talk.quit();
  assert.is(replies.at(-1)!.code, 250, replies.at(-1)!.text);
  return /stored as (msg_\w+)/.exec(replies.at(-1)!.text)![1]!;
}

test('set and read: allowed addresses only (400 naming to), [] turns it off', async () => {
  const inbox = await t.createInbox();
  const refused = await put(inbox.id, ['qa@allowed.test', 'x@elsewhere.test']);
  assert.is(refused.status, 400);
  assert.match(refused.body.error.message, /^to: x@elsewhere\.test is not allowed/);
  const set = await put(inbox.id, ['QA@allowed.test']);
  assert.is(set.status, 200);
  assert.equal(set.body.auto_release.to, ['qa@allowed.test']);
  assert.equal((await t.api<Json>(`/v1/inboxes/${inbox.id}/auto-release`)).body.auto_release, set.body.auto_release);
  assert.equal((await put(inbox.id, [])).body.auto_release, { inbox_id: inbox.id, to: [], updated_at: null });
  assert.is((await put('inb_nope', ['qa@allowed.test'])).status, 404);
});

test('mail stored for the inbox is relayed after its 250, retried once the upstream refused it for now, with the auto-release trace header', async () => {
  const inbox = await t.createInbox();
  await put(inbox.id, ['qa@allowed.test']);
  const id = await deliver(inbox.email_address, 'auto one');
  const got = await upstream.next();
  assert.match(got.raw.toString('latin1'), new RegExp(`^Received: from inboxkit \\(auto-release\\) by inboxkit\\.test with SMTP id ${id};\\r\\n\\t`));
  assert.match(got.raw.toString('latin1'), /^Subject: auto one\r$/m);
  assert.equal(got.rcptTo, ['qa@allowed.test']);
  assert.is(upstream.attempts(), 2, 'refused once (451), taken on the retry');
  const mine = await until(() => {
    const found = lines.filter((l) => l.message_id === id && l.via === 'auto-release');
    return found.length === 2 && found;
  }, { what: 'the failed attempt and the relayed one logged' });
  assert.equal(mine.map((l) => [l.event, l.attempt, l.retry_in_ms]), [['relay.failed', 1, 20], ['relay.sent', 2, null]]);
  assert.match(mine[0]!.error, /451/);
  assert.match(mine[1]!.reply, /^250 /);

  // Another inbox without the setting: nothing goes out.
  const quiet = await t.createInbox();
  const before = upstream.received.length;
  const other = await deliver(quiet.email_address, 'stays here');
  // The next relayed message is the one after it, not this one.
  await deliver(inbox.email_address, 'auto two');
  const next = await upstream.next();
  assert.match(next.raw.toString('latin1'), /^Subject: auto two\r$/m);
  assert.is(upstream.received.length, before + 1);
  assert.not.ok(lines.some((l) => l.message_id === other));
});

test('a permanent refusal is not retried; the failure is logged with no next attempt', async () => {
  const inbox = await t.createInbox();
  await put(inbox.id, ['never@allowed.test']);
  const id = await deliver(inbox.email_address, 'refused for good');
  const failed = await until(() => lines.find((l) => l.message_id === id && l.event === 'relay.failed'), { what: 'the refusal logged' });
  assert.is(failed.retry_in_ms, null);
  assert.match(failed.error, /550/);
});

test('the 250 never waits for the relay: an upstream that never greets holds only the background attempt', async () => {
  const silent = net.createServer(() => {}); // accepts, says nothing
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  const port = (silent.address() as net.AddressInfo).port;
  const held: Json[] = [];
  const d = await startTestDaemon({
    logger: createLogger({ level: 'info', format: 'json', destination: { write: (line: string) => held.push(JSON.parse(line)) } }),
    relay: { url: `smtp://127.0.0.1:${port}`, allow: ['*'], allowPrivate: true, timeoutMs: 300, retryDelaysMs: [] },
  });
  try {
    const inbox = await d.createInbox();
    await d.api(`/v1/inboxes/${inbox.id}/auto-release`, { method: 'PUT', body: JSON.stringify({ to: ['qa@anywhere.test'] }) });
    const { talk } = await SmtpTalk.open(d.daemon.smtp.port);
    const replies = await talk.transaction('app@example.com', [inbox.email_address], simpleMessage(inbox.email_address, 'not held'));
    await talk.quit();
    assert.is(replies.at(-1)!.code, 250, 'answered while the relay has not even greeted');
    const failed = await until(() => held.find((l) => l.event === 'relay.failed'), { what: 'the attempt timing out' });
    assert.match(failed.error, /time/i);
    assert.is(failed.retry_in_ms, null, 'no retry left');
  } finally {
    await d.stop();
    silent.close();
  }
});

test.run();
