import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Store, openDatabase, migrate, schemaVersion, MIGRATIONS, encodeCursor, decodeCursor } from '../src/store/index.js';
import { isInboxkitError } from '../src/errors.js';

const dir = mkdtempSync(join(tmpdir(), 'ik-store-'));
test.after(() => rmSync(dir, { recursive: true, force: true }));

test('batchTx: a failing item rolls back the optimistic attempt; the isolated retry fails that item alone', () => {
  const store = Store.open({ path: join(dir, 'batch.sqlite') });
  try {
    store.db.exec('CREATE TABLE t (x INTEGER)');
    const attempts: boolean[] = [];
    let resets = 0;
    const failed: number[] = [];
    store.batchTx((isolate) => {
      attempts.push(isolate);
      for (const x of [1, 2, 3]) {
        const write = () => {
          store.db.prepare('INSERT INTO t (x) VALUES (?)').run(x);
          if (x === 2) throw new Error('refused');
        };
        if (!isolate) write();
        else try { store.tx(write); } catch { failed.push(x); }
      }
    }, () => resets++);
    assert.equal(attempts, [false, true]);
    assert.is(resets, 1);
    assert.equal(failed, [2]);
    const rows = store.db.prepare('SELECT x FROM t ORDER BY x').all() as { x: number }[];
    assert.equal(rows.map((r) => r.x), [1, 3], 'nothing of the first attempt, and not the refused item');
    // Without a failure there is one attempt only.
    const once: boolean[] = [];
    store.batchTx((isolate) => { once.push(isolate); });
    assert.equal(once, [false]);
  } finally {
    store.close();
  }
});

test('a new file gets every migration once, in order, recorded with its version', () => {
  const path = join(dir, 'a.sqlite');
  const db = openDatabase({ path });
  const rows = db.prepare('SELECT version FROM schema_migrations ORDER BY version').all() as { version: number }[];
  assert.equal(rows.map((r) => r.version), MIGRATIONS.map((m) => m.version));
  assert.is(schemaVersion(db), Math.max(...MIGRATIONS.map((m) => m.version)));
  assert.is(migrate(db), 0, 'a second run applies nothing');
  db.close();
  const again = openDatabase({ path });
  assert.is(schemaVersion(again), Math.max(...MIGRATIONS.map((m) => m.version)));
  again.close();
});

test('a later step runs after the earlier ones and a failing step leaves no trace', () => {
  const db = openDatabase({ path: join(dir, 'b.sqlite') });
  const top = schemaVersion(db);
  const ran = migrate(db, [...MIGRATIONS, { version: top + 1, name: 'extra', sql: 'CREATE TABLE extra (x INTEGER)' }]);
  assert.is(ran, 1);
  assert.is(schemaVersion(db), top + 1);
  assert.throws(() => migrate(db, [{ version: top + 2, name: 'broken', sql: 'CREATE TABLE ok2 (x); CREATE TABLE (' }]));
  assert.is(schemaVersion(db), top + 1);
  const tables = db.prepare("SELECT name FROM sqlite_master WHERE name = 'ok2'").all();
  assert.is(tables.length, 0, 'the half-applied step rolled back');
  db.close();
});

test('the database runs in WAL mode with a busy timeout', () => {
  const db = openDatabase({ path: join(dir, 'c.sqlite') });
  assert.is(db.pragma('journal_mode', { simple: true }), 'wal');
  assert.ok((db.pragma('busy_timeout', { simple: true }) as number) >= 1000);
  db.close();
});

test('cursors round-trip and refuse foreign or forged values', () => {
  assert.is(decodeCursor('msg', encodeCursor('msg', 42)), 42);
  assert.is(decodeCursor('msg', undefined), null);
  for (const bad of [encodeCursor('inb', 42), 'not-a-cursor', Buffer.from('msg:abc').toString('base64url')]) {
    try {
      decodeCursor('msg', bad);
      assert.unreachable('should have thrown');
    } catch (error) {
      assert.ok(isInboxkitError(error, 'invalid_request'));
      assert.is((error as { field?: string }).field, 'cursor');
    }
  }
});

test('the index plan of a first page and a recipient search uses the indexes', () => {
  const db = openDatabase({ path: join(dir, 'd.sqlite') });
  const plan = (sql: string, ...params: string[]) => (db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...params) as { detail: string }[]).map((r) => r.detail).join(' | ');
  const inbox = plan('SELECT seq FROM messages WHERE inbox_id = ? ORDER BY seq DESC LIMIT 21', 'inb_1');
  assert.match(inbox, /USING (COVERING )?INDEX messages_inbox/);
  assert.not.match(inbox, /TEMP B-TREE/);
  const search = plan('SELECT seq FROM messages WHERE account_id = ? AND to_email_norm = ? ORDER BY seq DESC LIMIT 21', 'acc_1', 'a@b.c');
  assert.match(search, /USING (COVERING )?INDEX messages_recipient/);
  assert.not.match(search, /TEMP B-TREE/);
  db.close();
});

test('an unreadable file is refused rather than overwritten', () => {
  const path = join(dir, 'junk.sqlite');
  writeFileSync(path, 'this is not a sqlite database, and it is longer than one header page '.repeat(100));
  assert.throws(() => openDatabase({ path }));
  assert.ok(readFileSync(path, 'utf8').startsWith('this is not'));
});

test.run();
