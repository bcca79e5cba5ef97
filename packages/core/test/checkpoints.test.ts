import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { statSync } from 'node:fs';
import Database from 'better-sqlite3';
import { startBackgroundCheckpoints } from '../src/index.js';
import { testService } from './helpers.js';

const mail = (to: string, i: number) =>
  `From: a@example.com\r\nTo: ${to}\r\nSubject: m${i}\r\n\r\nYour code is ${100000 + i}. ${'filler '.repeat(400)}\r\n`;

const autocheckpoint = (db: Database.Database) => db.pragma('wal_autocheckpoint', { simple: true }) as number;

test("'background': SQLite's own checkpoints are off, the thread copies every committed frame back", async () => {
  const t = testService({ checkpoints: 'background', analysis: false, webhooks: false });
  try {
    const { service } = t;
    assert.ok(service.checkpoints?.running);
    assert.is(autocheckpoint(service.store.db), 0);
    const inbox = service.inboxes.create({ label: 'ckpt', lifecycle_mode: 'persistent' });
    for (let i = 0; i < 40; i++) await service.ingest(mail(inbox.email_address, i), { rcptTo: [inbox.email_address] });
    const result = await service.checkpoints!.checkpointNow();
    assert.ok(result.walFrames > 0, `frames in the WAL: ${result.walFrames}`);
    assert.is(result.checkpointedFrames, result.walFrames, 'every frame copied into the database file');
    // The main file now holds the messages: a reader of the file alone (no WAL) sees them.
    const copy = new Database(t.dbPath, { readonly: true });
    try {
      assert.is((copy.prepare('SELECT COUNT(*) AS n FROM messages').get() as { n: number }).n, 40);
    } finally {
      copy.close();
    }
  } finally {
    await t.cleanup();
  }
});

test('the thread checkpoints on its own timer, without being asked', async () => {
  const t = testService({ checkpoints: 'background', analysis: false, webhooks: false });
  try {
    const { service } = t;
    const inbox = service.inboxes.create({ label: 'ckpt', lifecycle_mode: 'persistent' });
    const before = statSync(t.dbPath).size;
    for (let i = 0; i < 200; i++) await service.ingest(mail(inbox.email_address, i), { rcptTo: [inbox.email_address] });
    // SQLite's automatic checkpoint is off, so only the thread can grow the main file.
    const deadline = Date.now() + 10_000;
    while (statSync(t.dbPath).size <= before && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    assert.ok(statSync(t.dbPath).size > before, 'the database file grew: frames were checkpointed');
  } finally {
    await t.cleanup();
  }
});

test('a thread that fails hands checkpoints back to SQLite and says why', async () => {
  const t = testService({ analysis: false, webhooks: false });
  try {
    const db = t.service.store.db;
    const errors: Error[] = [];
    const checkpoints = startBackgroundCheckpoints(db, { driver: '/nonexistent/better-sqlite3', onError: (e) => errors.push(e) });
    assert.is(autocheckpoint(db), 0);
    const deadline = Date.now() + 10_000;
    while (checkpoints.running && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
    assert.is(checkpoints.running, false);
    assert.is(autocheckpoint(db), 1000, 'SQLite checkpoints again');
    assert.is(errors.length, 1);
    assert.match(errors[0]!.message, /nonexistent/);
    let refused = false;
    await checkpoints.checkpointNow().catch(() => { refused = true; });
    assert.ok(refused, 'no checkpoint is promised by a dead thread');
    await checkpoints.stop();
  } finally {
    await t.cleanup();
  }
});

test("default 'sqlite': no thread, SQLite's automatic checkpoint unchanged", async () => {
  const t = testService({ analysis: false, webhooks: false });
  try {
    assert.is(t.service.checkpoints, null);
    assert.is(autocheckpoint(t.service.store.db), 1000);
  } finally {
    await t.cleanup();
  }
});

test('close() stops the thread and the data is whole on reopen', async () => {
  const t = testService({ checkpoints: 'background', analysis: false, webhooks: false });
  try {
    const inbox = t.service.inboxes.create({ label: 'ckpt', lifecycle_mode: 'persistent' });
    for (let i = 0; i < 25; i++) await t.service.ingest(mail(inbox.email_address, i), { rcptTo: [inbox.email_address] });
    const checkpoints = t.service.checkpoints!;
    const reopened = await t.reopen({ checkpoints: 'background' });
    assert.is(checkpoints.running, false);
    assert.is(reopened.messages.list(inbox.id, { limit: 100 }).items.length, 25);
  } finally {
    await t.cleanup();
  }
});

test.run();
