// What is particular to the SQLite engine's search: the plans (the full-text index or a b-tree
// drives every filtered listing, never a scan), the index kept in step by a trigger whatever
// deletes a message, and the backfill of mail stored before the index. The behaviour every
// engine shares, the probe over every account's matches and the received_after floor
// included, is in storage-contract.test.ts.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openSqliteStorage, MIGRATIONS, type MessageQuery, type NewMessageRow, type Storage } from '../src/storage/index.js';
import { migrate } from '../src/storage/sqlite/schema.js';
import { searchSql } from '../src/storage/sqlite/search.js';
import { BOUND_PROBES } from '../src/storage/search-bounds.js';

const dir = mkdtempSync(join(tmpdir(), 'ik-sqlite-search-'));
test.after(() => rmSync(dir, { recursive: true, force: true }));
let n = 0;
const NOW = Date.parse('2026-11-27T10:00:00.000Z');

function row(id: string, overrides: Partial<NewMessageRow> = {}): NewMessageRow {
  return {
    id, account_id: 'acc_1', inbox_id: 'inb_1', from_email: 'a@acme.example', to_email: 'first@inboxkit.test',
    to_email_norm: 'first@inboxkit.test', subject: `subject ${id}`, preview_text: null, received_at: NOW,
    has_text_body: 1, has_html_body: 0, otp: null, otp_candidates: null, links: '[]', intent: null, malformed: 0, parse_error: null,
    size_bytes: 10, analysis_eligible: 0, analysis_status: 'none', analysis_requested_at: null,
    analysis_completed_at: null, analysis_result: null, analysis_attempts: 0, attachments: '[]', ...overrides,
  };
}

async function openSeeded(): Promise<{ storage: Storage; path: string }> {
  const path = join(dir, `s${++n}.sqlite`);
  const storage = openSqliteStorage({ path });
  await storage.accounts.insert({ id: 'acc_1', name: 'One', slug: 'one', tier: 'free', entitlements: {} as never, createdAt: NOW });
  await storage.inboxes.insert({
    id: 'inb_1', account_id: 'acc_1', label: 'l', email_address: 'first@inboxkit.test', lifecycle_mode: 'persistent', ttl_minutes: null,
    expires_at: null, status: 'active', is_wildcard: 0, analysis_mode: 'all', analysis_recipients: '[]', created_at: NOW,
  });
  return { storage, path };
}

const plan = (db: Database.Database, query: MessageQuery, beforeSeq: number | null = 99, floorSeq: number | null = null, mode: 'scoped' | 'probe' = 'scoped') => {
  const { sql, params } = searchSql(query, { beforeSeq, floorSeq, limit: 20 }, mode);
  return (db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...params) as Array<{ detail: string }>).map((r) => r.detail).join(' | ');
};

test('every filtered listing walks an index in seq order: the full-text index for conditions on the entry, message_tags for tag:, messages_read for is:read, else the scope b-tree', () => {
  const db = new Database(join(dir, 'plans.sqlite'));
  migrate(db);
  const acc = { account_id: 'acc_1' };
  const fullText: MessageQuery[] = [
    { ...acc, text: ['reset', 'password'] },
    { ...acc, inbox_id: 'inb_1', text: ['code'], has_otp: true },
    { ...acc, recipient: 'a@b.example', subject: 'welcome' },
    { ...acc, sender_address: 'a@b.example', received_after: 5, received_before: 10 },
    { ...acc, terms: [{ field: 'to', text: 'alice', negate: false }] },
    { ...acc, terms: [{ field: 'header', name: 'X-Mailer', text: null, negate: true }] },
    { ...acc, checks: [{ kind: 'intent', intent: 'invite', negate: false }, { kind: 'larger', bytes: 1000, negate: false }] },
  ];
  for (const query of fullText) {
    const p = plan(db, query, 99, 7);
    // FTS5's plan: M = MATCH, < and > = rowid bounds used by the index, 192 = ORDER BY rowid DESC consumed.
    assert.match(p, /^SCAN messages_fts VIRTUAL TABLE INDEX 192:M\d+<>/, `${JSON.stringify(query)}: ${p}`);
    assert.match(p, /SEARCH m USING INTEGER PRIMARY KEY \(rowid=\?\)/, p);
    assert.not.match(p, /TEMP B-TREE|SCAN m\b/, p);
  }
  for (const query of fullText.filter((q) => q.text || q.subject || q.sender_address)) {
    const p = plan(db, query, 99, 7, 'probe');
    assert.match(p, /^SCAN messages_fts VIRTUAL TABLE INDEX 192:M\d+<>/, `probe ${JSON.stringify(query)}: ${p}`);
    assert.not.match(p, /TEMP B-TREE|SCAN m\b/, p);
  }
  const tag = plan(db, { ...acc, checks: [{ kind: 'tag', tag: 'qa', negate: false }, { kind: 'read', negate: true }] });
  assert.match(tag, /^SEARCH t USING PRIMARY KEY \(account_id=\? AND tag=\? AND seq<\?\)/, tag);
  const read = plan(db, { ...acc, checks: [{ kind: 'read', negate: false }] });
  assert.match(read, /^SEARCH m USING INDEX messages_read \(account_id=\? AND seq<\?\)/, read);
  for (const query of [{ ...acc, intent: 'login_code' as const }, { ...acc, has_otp: false }, { ...acc, checks: [{ kind: 'before' as const, at: 5, negate: false }] }]) {
    const account = plan(db, query, 99, 7);
    assert.match(account, /^SEARCH m USING INDEX messages_account \(account_id=\? AND seq>\? AND seq<\?\)/, account);
    assert.not.match(account, /TEMP B-TREE/, account);
  }
  const inbox = plan(db, { ...acc, inbox_id: 'inb_1', has_otp: true, received_after: 5 }, 99, 7);
  assert.match(inbox, /^SEARCH m USING INDEX messages_inbox \(inbox_id=\? AND seq>\? AND seq<\?\)/, inbox);
  const recipient = plan(db, { ...acc, recipient: 'a@b.example', intent: 'invite' });
  assert.match(recipient, /^SEARCH m USING INDEX messages_recipient \(account_id=\? AND to_email_norm=\? AND seq<\?\)/, recipient);
  for (const p of [inbox, recipient]) assert.not.match(p, /TEMP B-TREE|messages_received/, p);
  const probe = (db.prepare(`EXPLAIN QUERY PLAN ${BOUND_PROBES.floor.sqlite}`).all(5) as Array<{ detail: string }>).map((r) => r.detail).join(' | ');
  assert.match(probe, /USING COVERING INDEX messages_received \(received_at>\?\)/, probe);
  db.close();
});

test('a message deleted by any path leaves the index: the retention purge, and a plain DELETE from another connection', async () => {
  const { storage, path } = await openSeeded();
  await storage.transaction(async (tx) => {
    await tx.messages.insert(row('old', { subject: 'alpha', received_at: NOW - 10 }), { text_body: 'x', html_body: null, raw: Buffer.from('r') });
    await tx.messages.insert(row('new', { subject: 'alpha' }), { text_body: 'x', html_body: null, raw: Buffer.from('r') });
  });
  const raw = new Database(path);
  const indexed = () => raw.prepare('SELECT count(*) FROM messages_fts').pluck().get();
  assert.is(indexed(), 2);
  assert.is(await storage.messages.purgeOlderThan('acc_1', NOW, 10), 1);
  assert.is(indexed(), 1);
  raw.prepare("DELETE FROM messages WHERE id = 'new'").run(); // no Inboxkit function registered on this connection
  assert.is(indexed(), 0);
  assert.equal(await storage.messages.search({ account_id: 'acc_1', text: ['alpha'] }, null, 10), []);
  raw.close();
  await storage.close();
});

test('mail stored before the index is indexed by its migration: text, subject, sender, HTML-only bodies without their tags', async () => {
  const path = join(dir, 'backfill.sqlite');
  const db = new Database(path);
  const search = MIGRATIONS.find((m) => m.name.includes('full-text'))!;
  migrate(db, MIGRATIONS.filter((m) => m.version < search.version));
  db.prepare("INSERT INTO accounts (id, name, slug, tier, entitlements, created_at) VALUES ('acc_1', 'a', 'a', 'free', '{}', 0)").run();
  db.prepare(`INSERT INTO inboxes (id, account_id, label, email_address, lifecycle_mode, status, analysis_mode, analysis_recipients, created_at)
    VALUES ('inb_1', 'acc_1', 'l', 'first@inboxkit.test', 'persistent', 'active', 'all', '[]', 0)`).run();
  const insert = db.prepare(`INSERT INTO messages (id, account_id, inbox_id, from_email, to_email, to_email_norm, subject, received_at,
    has_text_body, has_html_body, links, size_bytes, analysis_eligible, analysis_status) VALUES (?, 'acc_1', 'inb_1', ?, 'first@inboxkit.test',
    'first@inboxkit.test', ?, 0, 1, 1, '[]', 1, 0, 'none')`);
  const content = db.prepare('INSERT INTO message_content (seq, text_body, html_body, raw) VALUES (?, ?, ?, ?)');
  content.run(insert.run('m_text', 'billing@acme.example', 'Invoice ready').lastInsertRowid, 'Your invoice is attached', null, Buffer.from('r'));
  content.run(insert.run('m_html', 'news@globex.example', '東京 digest').lastInsertRowid, null,
    '<table class="zebra"><tr><td>Top <b>stories</b></td></tr></table>', Buffer.from('r'));
  db.close();
  const storage = openSqliteStorage({ path });
  const found = async (query: Partial<MessageQuery>) => (await storage.messages.search({ account_id: 'acc_1', ...query }, null, 10)).map((r) => r.id);
  assert.equal(await found({ text: ['invoice', 'attached'] }), ['m_text']);
  assert.equal(await found({ sender: 'globex' }), ['m_html']);
  assert.equal(await found({ text: ['top stories'] }), ['m_html'], 'the HTML body read without its tags');
  assert.equal(await found({ text: ['zebra'] }), [], 'attributes are not words of the body');
  assert.equal(await found({ subject: '京' }), ['m_html'], 'unspaced scripts indexed per character');
  await storage.close();
});

test.run();
