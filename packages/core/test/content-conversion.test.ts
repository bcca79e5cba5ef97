// Issue 19's migration, on both engines: a database written in the form of schema 10 (today's
// code before compact storage: bodies as text, the source as received, links as JSON) opens
// with the new code, its rows read correctly before, during and after the background
// conversion, and the conversion leaves every row in the compact form. The old rows are
// written here with the very statements the engines ran at schema 10 (the messages row, its
// content and its search entry), from the corpus mails prepared as ingest prepared them.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { createInboxService, type InboxService } from '../src/index.js';
import { MIGRATIONS, PG_MIGRATIONS } from '../src/storage/index.js';
import { migrate as migrateSqlite } from '../src/storage/sqlite/schema.js';
import { scopeText, indexText } from '../src/storage/sqlite/fts.js';
import { migrate as migratePostgres, openPostgresDriver } from '../src/storage/postgres/index.js';
import { searchVector } from '../src/storage/postgres/search.js';
import { prepareMail } from '../src/ingest/prepare.js';
import { DEFAULT_ENTITLEMENTS, DEFAULT_TIER } from '../src/accounts/plans.js';
import { peek } from './support/engine.js';
import { testPostgres } from './support/postgres.js';

const CORPUS = join(import.meta.dirname, 'fixtures', 'corpus');
const SOURCES: Array<{ name: string; raw: Buffer }> = [
  ...readdirSync(CORPUS).filter((f) => f.endsWith('.eml')).sort().map((f) => ({ name: f, raw: readFileSync(join(CORPUS, f)) })),
  // A digest with 60 links: a list long enough to be packed (content/codec.ts, LINKS_INLINE_CHARS).
  { name: 'many-links', raw: Buffer.from(`From: News <news@acme.example>\r\nTo: old@inboxkit.test\r\nSubject: Digest\r\nMIME-Version: 1.0\r\n`
    + `Content-Type: text/html; charset=utf-8\r\n\r\n<html><body>${Array.from({ length: 60 }, (_, i) =>
      `<p><a href="https://news.acme.example/articles/${i}?utm_source=digest&amp;utm_medium=email">Article ${i}</a></p>`).join('\r\n')}</body></html>\r\n`) },
  // Malformed: no header block, bytes that are not UTF-8, a NUL.
  { name: 'malformed', raw: Buffer.concat([Buffer.from('not a mail at all\r\n\0'), Buffer.from([0xff, 0xfe, 0x80]), Buffer.from(' tail words\r\n')]) },
];
const TOP = Math.max(...MIGRATIONS.map((m) => m.version));
const AT = Date.parse('2026-11-20T10:00:00.000Z');

/** One statement on the schema-10 database: `?` placeholders, both engines. */
type Run = (sql: string, params: unknown[]) => Promise<number | null>;

interface Engine {
  name: string;
  /** A database at schema 10 and a way to write into it; `close` ends that access. */
  schema10(): Promise<{ database: string; run: Run; close(): Promise<void>; fts(seq: number, accountId: string, inboxId: string, subject: string | null, sender: string, body: string | null): Promise<void> }>;
  cleanup(): Promise<void>;
}

const dir = mkdtempSync(join(tmpdir(), 'ik-conversion-'));
const pg = testPostgres();
let files = 0;
const ENGINES: Engine[] = [{
  name: 'sqlite',
  schema10: async () => {
    const database = join(dir, `old-${++files}.sqlite`);
    const db = new Database(database);
    migrateSqlite(db, MIGRATIONS.filter((m) => m.version <= 10));
    const run: Run = async (sql, params) => Number(db.prepare(sql).run(...params).lastInsertRowid);
    return {
      database, run, close: async () => { db.close(); },
      // As SqliteMessages.insert wrote the index entry at schema 10.
      fts: async (seq, accountId, inboxId, subject, sender, body) => {
        db.prepare('INSERT INTO messages_fts (rowid, scope, subject, sender, body) VALUES (?, ?, ?, ?, ?)')
          .run(seq, scopeText(accountId, inboxId), indexText(subject), indexText(sender), indexText(body && body.slice(0, 32_768)));
      },
    };
  },
  cleanup: async () => rmSync(dir, { recursive: true, force: true }),
}, {
  name: `postgres (${pg.kind})`,
  schema10: async () => {
    const database = await pg.fresh({ unmigrated: true });
    const driver = await openPostgresDriver({ url: database });
    await migratePostgres(driver, PG_MIGRATIONS.filter((m) => m.version <= 10));
    const run: Run = async (sql, params) => {
      let n = 0;
      const result = await driver.query<{ seq?: number }>(sql.replace(/\?/g, () => `$${++n}`), params);
      return result.rows[0]?.seq ?? null;
    };
    return {
      database, run, close: () => driver.close(),
      fts: async (seq, accountId, inboxId, subject, sender, body) => {
        await run('INSERT INTO messages_search (seq, words) VALUES (?, ?::tsvector)', [seq, searchVector(accountId, inboxId, subject, sender, body && body.slice(0, 32_768))]);
      },
    };
  },
  cleanup: () => pg.cleanup(),
}];

interface Expected { id: string; name: string; raw: Buffer; text: string | null; html: string | null; linksJson: string; attachments: number }

/** Writes the corpus into a schema-10 database the way the code of schema 10 stored mail. */
async function writeSchema10(engine: Engine): Promise<{ database: string; expected: Expected[] }> {
  const old = await engine.schema10();
  const expected: Expected[] = [];
  try {
    await old.run('INSERT INTO accounts (id, name, slug, tier, entitlements, created_at) VALUES (?, ?, ?, ?, ?, ?)',
      ['acc_old', 'Default', 'default', DEFAULT_TIER, JSON.stringify(DEFAULT_ENTITLEMENTS), AT]);
    await old.run(`INSERT INTO inboxes (id, account_id, label, email_address, lifecycle_mode, status, is_wildcard, analysis_mode,
      analysis_recipients, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ['inb_old', 'acc_old', 'old', 'old@inboxkit.test', 'persistent', 'active', 0, 'all', '[]', AT]);
    let i = 0;
    for (const { name, raw } of SOURCES) {
      const { parsed, extracted, preview } = await prepareMail(raw);
      const id = `msg_old_${String(i++).padStart(3, '0')}`;
      const linksJson = JSON.stringify(extracted.links);
      const returning = engine.name === 'sqlite' ? '' : ' RETURNING seq';
      const seq = await old.run(`INSERT INTO messages (id, account_id, inbox_id, from_email, to_email, to_email_norm, subject,
        preview_text, received_at, has_text_body, has_html_body, otp, links, intent, malformed, parse_error, size_bytes,
        analysis_eligible, analysis_status, analysis_requested_at, analysis_completed_at, analysis_result, analysis_attempts,
        attachments) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)${returning}`, [
        id, 'acc_old', 'inb_old', parsed.fromEmail ?? '', 'old@inboxkit.test', 'old@inboxkit.test', parsed.subject, preview, AT + i,
        parsed.text === null ? 0 : 1, parsed.html === null ? 0 : 1, extracted.otp, linksJson, extracted.intent,
        parsed.malformed ? 1 : 0, parsed.parseError, raw.length, 0, 'none', null, null, null, 0,
        parsed.attachments.length === 0 ? '[]' : JSON.stringify(parsed.attachments),
      ]);
      await old.run('INSERT INTO message_content (seq, text_body, html_body, raw) VALUES (?, ?, ?, ?)', [seq, parsed.text, parsed.html, raw]);
      const sender = parsed.fromName ? `${parsed.fromEmail ?? ''} ${parsed.fromName}` : parsed.fromEmail ?? '';
      await old.fts(seq!, 'acc_old', 'inb_old', parsed.subject, sender, parsed.text);
      expected.push({ id, name, raw, text: parsed.text, html: parsed.html, linksJson, attachments: parsed.attachments.length });
    }
  } finally {
    await old.close();
  }
  return { database: old.database, expected };
}

/** Text on PostgreSQL could not hold NUL at schema 10: the engine stored U+FFFD instead. */
const asStored = (engineName: string, text: string | null) => (text !== null && engineName !== 'sqlite' ? text.replaceAll('\0', '\uFFFD') : text);

/** Every message reads as it was stored: detail, links, raw source byte for byte, attachments. */
async function readsAll(service: InboxService, engineName: string, expected: Expected[], when: string): Promise<void> {
  for (const m of expected) {
    const detail = await service.messages.get(m.id);
    assert.is(detail.text_body, asStored(engineName, m.text), `${when}: text of ${m.name}`);
    assert.is(detail.html_body, asStored(engineName, m.html), `${when}: HTML of ${m.name}`);
    assert.equal(detail.links, JSON.parse(m.linksJson), `${when}: links of ${m.name}`);
    assert.equal((await service.messages.get(m.id, 'links')).links, JSON.parse(m.linksJson), `${when}: links mode of ${m.name}`);
    assert.ok((await service.messages.raw(m.id)).equals(m.raw), `${when}: raw source of ${m.name} byte for byte`);
    assert.is(detail.attachments.length, m.attachments, `${when}: attachments of ${m.name}`);
    for (const attachment of detail.attachments) {
      const content = await service.messages.attachment(m.id, attachment.id);
      assert.is(content.bytes.length, attachment.size, `${when}: ${m.name} ${attachment.id} downloads`);
    }
  }
  // Search reads the index, which the conversion leaves alone.
  const receipt = expected.find((m) => m.name === 'raw-receipt-with-pdf-attachment.eml')!;
  const subject = (await service.messages.get(receipt.id)).subject!;
  const hits = await service.messages.search({ subject });
  assert.ok(hits.items.some((s) => s.id === receipt.id), `${when}: search by subject finds ${receipt.name}`);
}

const unconvertedCount = async (database: string) =>
  Number((await peek<{ n: number }>(database, 'SELECT COUNT(*) AS n FROM message_content WHERE bodies IS NULL'))!.n);

for (const engine of ENGINES) {
  const test = suite(`content conversion: ${engine.name}`);
  test.after(() => engine.cleanup());

  test('a schema-10 database reads the same before, during and after its conversion, which leaves every row compact', async () => {
    const { database, expected } = await writeSchema10(engine);
    const service = await createInboxService({
      database, maintenanceIntervalMs: 0, analysis: false, webhooks: false, contentConversion: { autoStart: false, batchSize: 50 },
    });
    try {
      assert.is(Number((await peek<{ v: number }>(database, 'SELECT MAX(version) AS v FROM schema_migrations'))!.v), TOP);
      assert.is(await unconvertedCount(database), expected.length, 'nothing converted at open');
      await readsAll(service, engine.name, expected, 'before');

      assert.is(await service.contentConversion.step(), 50, 'one batch');
      assert.is(await unconvertedCount(database), expected.length - 50);
      // Ingest goes on meanwhile, in the new form.
      const inbox = await service.inboxes.get('inb_old');
      const fresh = Buffer.from(`From: a@acme.example\r\nTo: ${inbox.email_address}\r\nSubject: New\r\n\r\nYour code is 482913\r\n`);
      const stored = await service.ingest(fresh, { rcptTo: [inbox.email_address] });
      assert.ok((await service.messages.raw(stored.stored[0]!.messageId)).equals(fresh));
      await readsAll(service, engine.name, expected, 'during');

      let batches = 1;
      while (await service.contentConversion.step() > 0) batches++;
      assert.is(batches, Math.ceil(expected.length / 50));
      assert.is(await unconvertedCount(database), 0, 'every row converted');
      await readsAll(service, engine.name, expected, 'after');

      // The compact form: no text columns, a source smaller than received, long link lists packed.
      const html = expected.find((m) => m.linksJson.length > 2_048)!;
      const row = (await peek<{ text_body: string | null; raw_bytes: number; links: string }>(database,
        `SELECT c.text_body, ${engine.name === 'sqlite' ? 'length(c.raw)' : 'octet_length(c.raw)'} AS raw_bytes, m.links
         FROM message_content c JOIN messages m ON m.seq = c.seq WHERE m.id = ?`, html.id))!;
      assert.is(row.text_body, null);
      assert.ok(Number(row.raw_bytes) < html.raw.length / 2, `${html.name}: ${row.raw_bytes} B stored for ${html.raw.length} B`);
      assert.ok(row.links.startsWith('z') && row.links.length < html.linksJson.length, `${html.name}: links column ${row.links.length} chars`);
    } finally {
      await service.close();
    }
  });

  test('by default the conversion runs in the background from the start', async () => {
    const { database, expected } = await writeSchema10(engine);
    const service = await createInboxService({ database, maintenanceIntervalMs: 0, analysis: false, webhooks: false, contentConversion: { pauseMs: 0 } });
    try {
      // run() joins the run under way and resolves when it ends.
      await service.contentConversion.run();
      assert.is(await unconvertedCount(database), 0);
      await readsAll(service, engine.name, expected, 'after');
    } finally {
      await service.close();
    }
  });

  test.run();
}
