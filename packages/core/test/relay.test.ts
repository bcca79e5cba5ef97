/**
 * Two services on one PostgreSQL database, as two daemons would be (a real server when
 * INBOXKIT_TEST_DATABASE_URL is set, else one PGlite database both open in this process):
 * what one stores reaches the other's waits and event streams, in the log's order; a node
 * with nothing listening reads nothing, and a wait that starts later still finds the mail.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createInboxService, type EmailEvent, type InboxService } from '../src/index.js';
import { testPostgres } from './support/postgres.js';
import { mail } from './helpers.js';
import { until } from '../../../test-support/wait.js';

const pg = testPostgres();
const url = await pg.fresh();
const open = () => createInboxService({ database: url, maintenanceIntervalMs: 0, analysis: false, webhooks: false });
const a: InboxService = await open();
const b: InboxService = await open();
test.after(async () => {
  await a.close();
  await b.close();
  await pg.cleanup();
});

const send = (service: InboxService, to: string, subject: string, text = 'Your code is 135790.') =>
  service.ingest(mail({ subject, to, text }), { rcptTo: [to] });

test('a wait held on B returns the message A stored; one on a recipient address too', async () => {
  const inbox = await a.inboxes.create({ label: 'relay', lifecycle_mode: 'persistent' });
  const onInbox = b.waitForMessage({ inboxId: inbox.id, timeoutMs: 10_000 });
  const onRecipient = b.waitForMessage({ recipient: inbox.email_address, timeoutMs: 10_000, require: 'otp' });
  await until(() => b.heldWaits() === 2, { timeoutMs: 5_000, what: 'both waits are held' });
  await send(a, inbox.email_address, 'from A');
  assert.is((await onInbox).subject, 'from A');
  assert.is((await onRecipient).otp, '135790');
});

test("B's event stream gets A's events and its own, each once, in the log's order", async () => {
  const inbox = await b.inboxes.create({ label: 'stream', lifecycle_mode: 'persistent' });
  const abort = new AbortController();
  const stream = await b.streamEvents({ inboxId: inbox.id, signal: abort.signal });
  const iterator = stream[Symbol.asyncIterator]();
  const first = iterator.next(); // the stream listens from its first read on
  await send(a, inbox.email_address, 'one');
  await send(b, inbox.email_address, 'two');
  await send(a, inbox.email_address, 'three');
  const got: EmailEvent[] = [(await first).value as EmailEvent];
  while (got.length < 3) got.push((await iterator.next()).value as EmailEvent);
  abort.abort();
  await iterator.return?.();
  assert.equal(got.map((e) => e.data.message.subject), ['one', 'two', 'three']);
  assert.equal(new Set(got.map((e) => e.id)).size, 3);
});

test('with nothing listening on B, mail A stores meanwhile is still found by a wait that starts afterwards', async () => {
  const inbox = await a.inboxes.create({ label: 'later', lifecycle_mode: 'persistent' });
  assert.is(b.heldWaits(), 0);
  await send(a, inbox.email_address, 'before the wait');
  const found = await b.waitForMessage({ inboxId: inbox.id, timeoutMs: 10_000 });
  assert.is(found.subject, 'before the wait');
  const next = b.waitForMessage({ inboxId: inbox.id, since: found.id, timeoutMs: 10_000 });
  await send(a, inbox.email_address, 'after it');
  assert.is((await next).subject, 'after it');
});

test.run();
