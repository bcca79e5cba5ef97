/**
 * The search bench on PostgreSQL (`npm run bench -- search --database postgres://…`): the
 * SQLite fill's messages copied, in seq order, into a database of that server through the
 * PostgreSQL engine's own insert (row, content and tsvector with the term tokens, as ingest
 * writes them), then their tags and read state; kept between runs under a name keyed like the
 * SQLite file (the schema's hash, the fill's version and size).
 */
import Database from 'better-sqlite3';
import { NEW_MESSAGE_COLUMNS, openStorage, searchableFromStored, type NewMessage } from '@inboxkit/core/internal';
import { note } from './_lib.js';
import { withClient } from './_postgres.js';

const BATCH = 2_000;

/** The copy's URL, made (minutes) when the server has none under this key. */
export async function postgresCopy(sqlitePath: string, base: string, key: string): Promise<string> {
  const name = `ik_bench_${key.replace(/[^a-z0-9]+/gi, '_').toLowerCase()}`;
  const url = new URL(base);
  url.pathname = `/${name}`;
  const exists = await withClient(base, async (c) => (await c.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount === 1);
  if (exists && await withClient(url.toString(), async (c) => (await c.query("SELECT to_regclass('bench_complete') AS t")).rows[0].t !== null)) {
    note(`using the PostgreSQL copy ${name}`);
    return url.toString();
  }
  await withClient(base, async (c) => {
    await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await c.query(`CREATE DATABASE ${name}`);
  });
  note(`copying into PostgreSQL database ${name}`);
  const t0 = Date.now();
  const src = new Database(sqlitePath, { readonly: true });
  const storage = await openStorage(url.toString());
  await withClient(url.toString(), async (c) => {
    for (const table of ['accounts', 'inboxes']) {
      const rows = src.prepare(`SELECT * FROM ${table}`).all() as Array<Record<string, unknown>>;
      for (const row of rows) {
        const cols = Object.keys(row).filter((k) => row[k] !== null);
        await c.query(`INSERT INTO ${table} (${cols.join(', ')}) VALUES (${cols.map((_, i) => `$${i + 1}`).join(', ')})`, cols.map((k) => row[k]));
      }
    }
  });
  const select = src.prepare(`SELECT m.seq, ${NEW_MESSAGE_COLUMNS.map((col) => `m.${col}`).join(', ')}, c.text_body, c.html_body, c.raw, c.bodies
    FROM messages m JOIN message_content c ON c.seq = m.seq WHERE m.seq > ? ORDER BY m.seq LIMIT ${BATCH}`);
  let after = 0;
  for (;;) {
    const rows = select.all(after) as Array<Record<string, unknown> & { seq: number }>;
    if (rows.length === 0) break;
    const batch: NewMessage[] = rows.map((r) => {
      const row = Object.fromEntries(NEW_MESSAGE_COLUMNS.map((col) => [col, r[col]])) as unknown as NewMessage['row'];
      const content = { text_body: r.text_body as string | null, html_body: r.html_body as string | null, raw: r.raw as Buffer, bodies: (r.bodies as Buffer | null) ?? null };
      const searchable = searchableFromStored({ seq: r.seq, row, content } as never);
      return { row, content, searchable };
    });
    const seqs = await storage.transaction((tx) => tx.messages.insertMany(batch));
    if (seqs[0] !== rows[0]!.seq) throw new Error(`the copy's seqs drifted: ${seqs[0]} for ${rows[0]!.seq}`);
    after = rows.at(-1)!.seq;
    if (after % 100_000 < BATCH) note(`postgres copy: ${after} messages, ${Math.round((Date.now() - t0) / 1000)} s`);
  }
  await storage.close();
  await withClient(url.toString(), async (c) => {
    const tags = src.prepare('SELECT account_id, tag, seq FROM message_tags ORDER BY seq').all() as Array<{ account_id: string; tag: string; seq: number }>;
    for (let i = 0; i < tags.length; i += 5_000) {
      const part = tags.slice(i, i + 5_000);
      await c.query(`INSERT INTO message_tags (account_id, tag, seq) SELECT * FROM unnest($1::text[], $2::text[], $3::bigint[])`,
        [part.map((t) => t.account_id), part.map((t) => t.tag), part.map((t) => t.seq)]);
    }
    const states = src.prepare('SELECT seq, read_at, tags FROM messages WHERE read_at IS NOT NULL OR tags IS NOT NULL').all() as Array<{ seq: number; read_at: number | null; tags: string | null }>;
    for (let i = 0; i < states.length; i += 5_000) {
      const part = states.slice(i, i + 5_000);
      await c.query(`UPDATE messages m SET read_at = s.read_at, tags = s.tags
        FROM unnest($1::bigint[], $2::bigint[], $3::text[]) AS s(seq, read_at, tags) WHERE m.seq = s.seq`,
      [part.map((s) => s.seq), part.map((s) => s.read_at), part.map((s) => s.tags)]);
    }
    await c.query('VACUUM ANALYZE');
    await c.query('CREATE TABLE bench_complete (at BIGINT)');
  });
  src.close();
  note(`postgres copy done in ${Math.round((Date.now() - t0) / 1000)} s`);
  return url.toString();
}
