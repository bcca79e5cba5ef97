// The client's relay methods against the real daemon in-process, relaying to an SMTP server this
// test starts: messages.release, inboxes.send, inboxes.autoRelease and setAutoRelease; a
// recipient the daemon does not allow is an InboxkitApiError naming `to`.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { createClient, InboxkitApiError, type InboxkitClient } from '../src/index.js';
import { startTestDaemon, type TestDaemon } from './helpers.js';

const received: Array<{ to: string[]; raw: string }> = [];
const waiting: Array<() => void> = [];
const upstream = new SMTPServer({
  logger: false, disableReverseLookup: true, authOptional: true, disabledCommands: ['STARTTLS', 'AUTH'],
  onData(stream, session, callback) {
    let raw = '';
    stream.setEncoding('utf8');
    stream.on('data', (c: string) => { raw += c; });
    stream.on('end', () => {
      received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
      waiting.shift()?.();
      callback();
    });
  },
});
const nextReceived = (n: number) => (received.length >= n ? Promise.resolve() : new Promise<void>((resolve) => waiting.push(resolve)));

let d: TestDaemon;
let client: InboxkitClient;
test.before(async () => {
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', () => resolve()));
  const port = (upstream.server.address() as AddressInfo).port;
  d = await startTestDaemon({ relay: { url: `smtp://127.0.0.1:${port}`, allow: ['@allowed.test'], allowPrivate: true } });
  client = createClient({ baseUrl: d.url, apiKey: d.key });
});
test.after(async () => {
  await d?.stop();
  await new Promise<void>((resolve) => upstream.close(() => resolve()));
});

test('release, send and auto-release through the daemon\'s relay', async () => {
  const { inbox } = await client.inboxes.create({ label: 'relay', lifecycle_mode: 'persistent' });
  await d.send({ to: inbox.email_address, subject: 'to release', text: 'code 123456' });
  const message = await client.waitForMessage({ inbox_id: inbox.id });
  const released = await client.messages.release(message.id, { to: ['qa@allowed.test'] });
  assert.equal(released.relay.accepted, ['qa@allowed.test']);
  await nextReceived(1);
  assert.match(received[0]!.raw, /^Received: from inboxkit \(HTTP API release\)/);

  const sent = await client.inboxes.send(inbox.id, { to: ['qa@allowed.test'], subject: 'hello', text: 'from the inbox', in_reply_to: message.id });
  assert.match(sent.relay.reply, /^250 /);
  await nextReceived(2);
  assert.match(received[1]!.raw, /^In-Reply-To: <[^>]+>\r$/m);

  assert.equal((await client.inboxes.autoRelease(inbox.id)).auto_release.to, []);
  const set = await client.inboxes.setAutoRelease(inbox.id, { to: ['qa@allowed.test'] });
  assert.equal(set.auto_release.to, ['qa@allowed.test']);
  await d.send({ to: inbox.email_address, subject: 'auto', text: 'x' });
  await nextReceived(3);
  assert.match(received[2]!.raw, /^Received: from inboxkit \(auto-release\)/);

  try {
    await client.messages.release(message.id, { to: ['boss@elsewhere.test'] });
    assert.unreachable('not allowed');
  } catch (error) {
    assert.instance(error, InboxkitApiError);
    assert.is((error as InboxkitApiError).status, 400);
    assert.match((error as InboxkitApiError).message, /^to: boss@elsewhere\.test is not allowed/);
  }
});

test.run();
