import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { existsSync, mkdtempSync, readdirSync, readlinkSync, rmSync, statSync } from 'node:fs';
import Database from 'better-sqlite3';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Store, type StoreOptions } from '../src/store/index.js';
import { testService } from './helpers.js';

const dir = mkdtempSync(join(tmpdir(), 'ik-checkpoints-'));
test.after(() => rmSync(dir, { recursive: true, force: true }));

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Commits ~100 pages (one row of 4 KB per commit) and returns the database file's size before them. */
function open(name: string, options: Partial<StoreOptions>): { store: Store; file: string; before: number } {
  const file = join(dir, name);
  const store = Store.open({ path: file, ...options });
  store.db.exec('CREATE TABLE blobs (b BLOB)');
  const before = statSync(file).size;
  const insert = store.db.prepare('INSERT INTO blobs (b) VALUES (?)');
  for (let i = 0; i < 100; i++) insert.run(Buffer.alloc(4000, i));
  return { store, file, before };
}

async function grows(file: string, before: number, withinMs: number): Promise<boolean> {
  for (const end = Date.now() + withinMs; Date.now() < end; await sleep(10)) if (statSync(file).size > before) return true;
  return false;
}

test("'background': a thread of its own copies the WAL into the database file once enough pages wait", async () => {
  const { store, file, before } = open('background.sqlite', {
    walCheckpoints: 'background', backgroundCheckpoints: { pages: 50, intervalMs: 5 },
  });
  try {
    assert.ok(await grows(file, before, 5_000), 'the database file grew: pages were checkpointed without a commit doing it');
    assert.is(store.db.pragma('wal_autocheckpoint', { simple: true }), 10_000, 'the committing connection keeps only a fallback');
  } finally {
    await store.close();
  }
  assert.not.ok(existsSync(`${file}-wal`), 'closed cleanly: the last connection checkpointed and removed the WAL');
});

test("'background' waits for its threshold, and 'commit' (SQLite's own) leaves 100 pages in the WAL", async () => {
  const waiting = open('threshold.sqlite', { walCheckpoints: 'background', backgroundCheckpoints: { pages: 5_000, intervalMs: 5 } });
  const inline = open('commit.sqlite', { walCheckpoints: 'commit' });
  try {
    assert.not.ok(await grows(waiting.file, waiting.before, 300), 'under the threshold nothing is copied');
    assert.not.ok(await grows(inline.file, inline.before, 50), 'no checkpoint below 1,000 pages');
    const rows = waiting.store.db.prepare('SELECT COUNT(*) AS n FROM blobs').get() as { n: number };
    assert.is(rows.n, 100, 'every commit is readable meanwhile');
  } finally {
    await Promise.all([waiting.store.close(), inline.store.close()]);
  }
});

/** Descriptors of this process open on `path` (Linux /proc). */
function openOn(path: string): number {
  let n = 0;
  for (const fd of readdirSync('/proc/self/fd')) {
    try {
      if (readlinkSync(`/proc/self/fd/${fd}`).startsWith(path)) n++;
    } catch { /* closed meanwhile */ }
  }
  return n;
}

test('the -shm descriptor the thread reads is closed after the last connection, and kept while another connection uses the file', async () => {
  const alone = open('alone.sqlite', { walCheckpoints: 'background' });
  assert.ok(openOn(`${alone.file}-shm`) >= 2, "SQLite's descriptor and the thread's");
  await alone.store.close();
  assert.is(openOn(`${alone.file}-shm`), 0, 'nothing left open on the -shm file');

  const shared = open('shared.sqlite', { walCheckpoints: 'background' });
  const other = new Database(shared.file);
  try {
    assert.is((other.prepare('SELECT COUNT(*) AS n FROM blobs').get() as { n: number }).n, 100, 'the other connection has the WAL open');
    const before = openOn(`${shared.file}-shm`);
    await shared.store.close();
    // Closing a descriptor drops every POSIX lock of this process on the file, the other
    // connection's included: it must stay open while that connection is.
    assert.is(openOn(`${shared.file}-shm`), before, 'kept open while another connection uses the file');
    other.prepare('INSERT INTO blobs (b) VALUES (?)').run(Buffer.alloc(10));
    assert.is((other.prepare('SELECT COUNT(*) AS n FROM blobs').get() as { n: number }).n, 101);
  } finally {
    other.close();
  }
});

test("a service with walCheckpoints 'background' stores and reads mail, and close() waits for the thread", async () => {
  const t = testService({ walCheckpoints: 'background' });
  try {
    const inbox = t.service.inboxes.create({ label: 'ckpt', lifecycle_mode: 'persistent' });
    const mail = `From: a@b.test\r\nTo: ${inbox.email_address}\r\nSubject: hello\r\n\r\nYour code is 123456\r\n`;
    const { stored } = await t.service.ingest(mail, { rcptTo: [inbox.email_address] });
    assert.is(t.service.messages.get(stored[0]!.messageId).otp, '123456');
    await t.service.close();
    assert.not.ok(existsSync(`${t.dbPath}-wal`), 'the WAL is gone once close() resolves');
  } finally {
    await t.cleanup();
  }
});

test.run();
