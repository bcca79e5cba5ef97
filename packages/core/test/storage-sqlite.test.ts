// What is particular to the SQLite engine: migrations, pragmas, files. The port's behaviour is
// in storage-contract.test.ts.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import Database from 'better-sqlite3';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openSqliteStorage, MIGRATIONS } from '../src/storage/index.js';
import { migrate, schemaVersion } from '../src/storage/sqlite/schema.js';
import { until } from '../../../test-support/wait.js';
import type { Storage } from '../src/storage/index.js';

const dir = mkdtempSync(join(tmpdir(), 'ik-sqlite-'));
test.after(() => rmSync(dir, { recursive: true, force: true }));
const TOP = Math.max(...MIGRATIONS.map((m) => m.version));

test('a new file gets every migration once, in order, recorded with its version', async () => {
  const path = join(dir, 'a.sqlite');
  const storage = openSqliteStorage({ path });
  assert.is(await storage.schemaVersion(), TOP);
  await storage.close();
  const db = new Database(path);
  const rows = db.prepare('SELECT version FROM schema_migrations ORDER BY version').pluck().all();
  assert.equal(rows, MIGRATIONS.map((m) => m.version));
  assert.is(migrate(db), 0, 'a second run applies nothing');
  db.close();
});

test('a later step runs after the earlier ones and a failing step leaves no trace', () => {
  const db = new Database(join(dir, 'b.sqlite'));
  migrate(db);
  const ran = migrate(db, [...MIGRATIONS, { version: TOP + 1, name: 'extra', sql: 'CREATE TABLE extra (x INTEGER)' }]);
  assert.is(ran, 1);
  assert.is(schemaVersion(db), TOP + 1);
  assert.throws(() => migrate(db, [{ version: TOP + 2, name: 'broken', sql: 'CREATE TABLE ok2 (x); CREATE TABLE (' }]));
  assert.is(schemaVersion(db), TOP + 1);
  assert.is(db.prepare("SELECT name FROM sqlite_master WHERE name = 'ok2'").all().length, 0, 'the half-applied step rolled back');
  db.close();
});

test('a database written before the storage port (schema 4) migrates in place and keeps its rows', async () => {
  const path = join(dir, 'old.sqlite');
  const db = new Database(path);
  migrate(db, MIGRATIONS.filter((m) => m.version <= 4));
  assert.ok(db.prepare("SELECT 1 FROM pragma_table_info('idempotency_records') WHERE name = 'status'").get(), 'the old shape');
  db.prepare(`INSERT INTO idempotency_records (account_id, scope, key, request_hash, status, body, created_at)
    VALUES ('acc', 'POST /v1/inboxes', 'k', 'h', 201, '{"inbox":{}}', 5)`).run();
  db.close();
  const storage = openSqliteStorage({ path });
  assert.is(await storage.schemaVersion(), TOP);
  assert.equal(await storage.idempotency.get('acc', 'POST /v1/inboxes', 'k', 0), { request_hash: 'h', body: '{"inbox":{}}', created_at: 5 });
  await storage.close();
});

test('schema 10: a magic link\'s session row from before becomes a `link` row with every scope, and a user may be absent', async () => {
  const path = join(dir, 'sessions.sqlite');
  const db = new Database(path);
  migrate(db, MIGRATIONS.filter((m) => m.version <= 9));
  db.prepare("INSERT INTO accounts (id, name, slug, tier, entitlements, created_at) VALUES ('acc', 'a', 'a', 'free', '{}', 1)").run();
  db.prepare("INSERT INTO users (id, email, created_at) VALUES ('usr', 'u@x.example', 1)").run();
  db.prepare(`INSERT INTO dashboard_sessions (id, token_hash, user_id, account_id, auth_request_id, expires_at, created_at)
    VALUES ('sess', x'01', 'usr', 'acc', 'areq', 99, 1)`).run();
  db.close();
  const storage = openSqliteStorage({ path });
  assert.is(await storage.schemaVersion(), TOP);
  assert.equal(await storage.signin.sessionByHash(Buffer.from([1])), {
    id: 'sess', token_hash: Buffer.from([1]), kind: 'link', user_id: 'usr', account_id: 'acc', api_key_id: null,
    scopes: '["inboxes:write","messages:read","webhooks:write"]', auth_request_id: 'areq', expires_at: 99, created_at: 1,
  });
  await storage.signin.insertSession({
    id: 'sess2', token_hash: Buffer.from([2]), kind: 'browser', user_id: null, account_id: 'acc', api_key_id: 'key',
    scopes: '[]', auth_request_id: null, expires_at: 99, created_at: 1,
  });
  assert.is((await storage.signin.sessionByHash(Buffer.from([2])))?.user_id, null);
  await storage.close();
});

test('the database runs in WAL mode with a busy timeout, and closing removes the WAL', async () => {
  const path = join(dir, 'c.sqlite');
  const storage = openSqliteStorage({ path });
  await storage.accounts.insert({ id: 'acc', name: 'a', slug: 'a', tier: 'free', entitlements: {} as never, createdAt: 0 });
  await storage.close();
  assert.not.ok(readFileSafe(`${path}-wal`), 'no WAL left once the last connection closed');
  const db = new Database(path, { readonly: true });
  assert.is(db.pragma('journal_mode', { simple: true }), 'wal');
  db.close();
  const again = new Database(path);
  assert.ok((again.pragma('busy_timeout', { simple: true }) as number) >= 0);
  again.close();
});

/** `count` messages of 8 KB raw source each (about three pages apiece), committed in one transaction (WAL frames ≈ pages). */
async function fill(storage: Storage, count: number): Promise<void> {
  await storage.accounts.insert({ id: 'acc', name: 'a', slug: 'a', tier: 'free', entitlements: {} as never, createdAt: 0 });
  await storage.inboxes.insert({
    id: 'inb', account_id: 'acc', label: 'l', email_address: 'a@inboxkit.test', lifecycle_mode: 'persistent', ttl_minutes: null,
    expires_at: null, status: 'active', is_wildcard: 0, analysis_mode: 'all', analysis_recipients: '[]', created_at: 0,
  });
  await storage.transaction(async (tx) => {
    for (let i = 0; i < count; i++) {
      await tx.messages.insert({
      id: `m${i}`, account_id: 'acc', inbox_id: 'inb', from_email: 'f@x', to_email: 'a@inboxkit.test', to_email_norm: 'a@inboxkit.test',
      subject: null, preview_text: null, received_at: 0, has_text_body: 0, has_html_body: 0, otp: null, links: '[]', intent: null,
      otp_candidates: null, malformed: 0, parse_error: null, size_bytes: 8192, analysis_eligible: 0, analysis_status: 'none', analysis_requested_at: null,
      analysis_completed_at: null, analysis_result: null, analysis_attempts: 0, attachments: '[]',
      }, { text_body: null, html_body: null, raw: Buffer.alloc(8192, 0x61 + (i % 26)) });
    }
  });
}

test("'commit' checkpoints: below 1,000 pages nothing is copied into the database file", async () => {
  const path = join(dir, 'ckpt-commit.sqlite');
  const storage = openSqliteStorage({ path });
  const before = statSync(path).size;
  await fill(storage, 150); // ~500 pages
  assert.is(statSync(path).size, before, 'the pages are all still in the WAL');
  await storage.close();
});

test("'background' checkpoints: a thread of its own copies committed pages into the file, and closing leaves no WAL", async () => {
  const path = join(dir, 'ckpt-background.sqlite');
  const storage = openSqliteStorage({ path, walCheckpoints: 'background' });
  const before = statSync(path).size;
  await fill(storage, 150); // ~500 pages: no commit of ours checkpoints below 10,000 now, only the thread can grow the file
  await until(() => statSync(path).size > before + 300 * 4096, { timeoutMs: 10_000, what: 'the checkpoint thread copied the pages' });
  await storage.close();
  assert.not.ok(readFileSafe(`${path}-wal`), 'no WAL left: the thread closed first, the committing connection last');
  const db = new Database(path, { readonly: true });
  assert.is(db.prepare('SELECT COUNT(*) FROM messages').pluck().get(), 150);
  db.close();
});

test('the index plan of a first page and a recipient search uses the indexes', () => {
  const db = new Database(join(dir, 'd.sqlite'));
  migrate(db);
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
  assert.throws(() => openSqliteStorage({ path }));
  assert.ok(readFileSync(path, 'utf8').startsWith('this is not'));
});

function readFileSafe(path: string): Buffer | null {
  try {
    return readFileSync(path);
  } catch {
    return null;
  }
}

test.run();
