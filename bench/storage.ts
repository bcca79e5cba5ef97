/**
 * Bytes on disk per stored message against the message's raw size (issue 19).
 *
 *   npm run bench -- storage
 *
 * The built daemon, its own process, on a fresh data directory, receives two sets over SMTP:
 * - 20,000 smtp-source messages (`smtp-source -d -s 25 -m 20000 -l 3000`: ~3 KB of headers and
 *   filler text each), then
 * - 2,000 ~20 KB HTML messages (bench/_extract-inputs.ts's four 20 KB transactional mails,
 *   in turn, each with a text alternative of its own words), over four raw-socket connections.
 * Each set goes into a data directory of its own. The daemon is stopped (SIGTERM: SQLite
 * checkpoints and removes the WAL), then the directory's files are measured: bytes per message
 * = (database + WAL + shared memory) / messages stored, against the raw bytes per message as
 * stored (`size_bytes`). SQLite's `dbstat` splits the file by table and index (payload, unused
 * space in pages), which says where the bytes go. Sizes are deterministic for the same code and
 * input, so one run is the figure (no baseline to alternate with).
 *
 * With `--database URL` (BENCH_DATABASE) each set also goes into a scratch PostgreSQL database
 * on that server (the daemon with `--database`): after VACUUM and a CHECKPOINT, bytes per
 * message = the sum of pg_total_relation_size over its tables (heap, indexes, TOAST, free
 * space and visibility maps) / messages; the WAL is the server's and not counted.
 *
 * Last, the codec's levels (core/src/content/codec.ts) on a sample of each set: stored bytes
 * of bodies and source per message, and the encode and decode CPU per message, at zlib levels
 * 1, 6 and 9: what the level chosen rests on.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { deflateRawSync } from 'node:zlib';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { pathToFileURL } from 'node:url';
import {
  buildPackages, ensureTools, loadCore, prepareData, runSmtpSource, sendAtRate, spawnDaemon,
} from './_daemon.js';
import { ROOT, fmt, note, nowMs, report, tempDir } from './_lib.js';
import { BENCH_DATABASE, relationSizes, scratchDatabase } from './_postgres.js';
import { html20kMessage } from './_extract-inputs.js';

const SMTP_SOURCE_MESSAGES = Number(process.env.BENCH_STORAGE_SMALL ?? 20_000);
const HTML_MESSAGES = Number(process.env.BENCH_STORAGE_HTML ?? 2_000);

interface Measured { messages: number; rawBytes: number; fileBytes: number; byObject: Array<{ name: string; bytes: number; unused: number }> }

/** The data directory's files and what dbstat says about the database (the daemon stopped). */
function measure(dir: string): Measured {
  const fileBytes = readdirSync(dir).filter((f) => f.startsWith('inboxkit.sqlite'))
    .reduce((sum, f) => sum + statSync(join(dir, f)).size, 0);
  const db = new Database(join(dir, 'inboxkit.sqlite'), { readonly: true });
  try {
    const { messages, raw } = db.prepare('SELECT COUNT(*) AS messages, COALESCE(SUM(size_bytes), 0) AS raw FROM messages').get() as { messages: number; raw: number };
    const byObject = db.prepare(`SELECT name, SUM(pgsize) AS bytes, SUM(unused) AS unused FROM dbstat GROUP BY name ORDER BY bytes DESC`)
      .all() as Array<{ name: string; bytes: number; unused: number }>;
    return { messages, rawBytes: raw, fileBytes, byObject };
  } finally {
    db.close();
  }
}

function reportSet(name: string, m: Measured): void {
  const raw = m.rawBytes / m.messages;
  const disk = m.fileBytes / m.messages;
  report(`${name}_messages`, m.messages);
  report(`${name}_raw_bytes_per_msg`, raw);
  report(`${name}_disk_bytes_per_msg`, disk);
  report(`${name}_disk_to_raw_ratio`, disk / raw);
  for (const o of m.byObject.slice(0, 12)) {
    note(`${name}: ${o.name.padEnd(28)} ${fmt(o.bytes / m.messages).padStart(8)} B/msg (${fmt(o.unused / m.messages)} unused)`);
  }
}

/** A sample of the set's stored messages (raw source, text, HTML), read back through core for the codec figures. */
type Sample = Array<{ raw: Buffer; text: string | null; html: string | null }>;
const SAMPLE = 100;

async function storeSet(name: string, send: (daemon: { smtpPort: number }, address: string) => Promise<void>): Promise<Sample> {
  const { dir, cleanup } = tempDir(`ik-bench-storage-${name}-`);
  try {
    const prepared = await prepareData(dir);
    const daemon = await spawnDaemon(dir, ['--log-level', 'warn']);
    try {
      await send(daemon, prepared.address);
    } finally {
      await daemon.stop();
    }
    if (existsSync(join(dir, 'inboxkit.sqlite-wal'))) note(`${name}: a WAL file is left after the stop`);
    reportSet(name, measure(dir));
    const core = await loadCore();
    const service = await core.createInboxService({ database: prepared.database, maintenanceIntervalMs: 0, analysis: false, webhooks: false });
    try {
      const page = await service.messages.list(prepared.inboxId, { limit: SAMPLE });
      return await Promise.all(page.items.map(async (m) => {
        const detail = await service.messages.get(m.id);
        return { raw: await service.messages.raw(m.id), text: detail.text_body, html: detail.html_body };
      }));
    } finally {
      await service.close();
    }
  } finally {
    cleanup();
  }
}

/** The same set into a scratch PostgreSQL database (BENCH_DATABASE), measured per table. */
async function storeSetPg(name: string, send: (daemon: { smtpPort: number }, address: string) => Promise<void>): Promise<void> {
  const { dir, cleanup } = tempDir(`ik-bench-storage-pg-${name}-`);
  const scratch = await scratchDatabase(BENCH_DATABASE!);
  try {
    const prepared = await prepareData(dir, { database: scratch.url });
    const daemon = await spawnDaemon(dir, ['--log-level', 'warn'], { database: scratch.url });
    try {
      await send(daemon, prepared.address);
    } finally {
      await daemon.stop();
    }
    const sizes = await relationSizes(scratch.url);
    const total = sizes.tables.reduce((sum, t) => sum + t.bytes, 0);
    const raw = sizes.raw / sizes.messages;
    const disk = total / sizes.messages;
    report(`pg_${name}_messages`, sizes.messages);
    report(`pg_${name}_raw_bytes_per_msg`, raw);
    report(`pg_${name}_disk_bytes_per_msg`, disk);
    report(`pg_${name}_disk_to_raw_ratio`, disk / raw);
    for (const t of sizes.tables.slice(0, 8)) note(`pg ${name}: ${t.name.padEnd(28)} ${fmt(t.bytes / sizes.messages).padStart(8)} B/msg (table, indexes, TOAST)`);
  } finally {
    await scratch.drop();
    cleanup();
  }
}

/** Stored bytes and CPU of the codec at zlib levels 1, 6 and 9 on a set's sample. */
async function codecLevels(name: string, sample: Sample): Promise<void> {
  const codec = await import(pathToFileURL(join(ROOT, 'packages', 'core', 'dist', 'internal.js')).href) as typeof import('@inboxkit/core/internal');
  const raw = sample.reduce((n, m) => n + m.raw.length, 0) / sample.length;
  for (const level of [1, 6, 9]) {
    const encodeOnce = () => sample.map((m) => codec.encodeContent(m.text, m.html, m.raw, { level }));
    for (let i = 0; i < 3; i++) encodeOnce(); // warm-up
    const c0 = process.cpuUsage();
    let encoded = encodeOnce();
    for (let i = 0; i < 4; i++) encoded = encodeOnce();
    const enc = process.cpuUsage(c0);
    const stored = encoded.map((e) => ({ ...e, text_body: null, html_body: null }));
    const c1 = process.cpuUsage();
    for (let i = 0; i < 5; i++) for (const s of stored) codec.decodeBodies(s);
    const dec = process.cpuUsage(c1);
    const c2 = process.cpuUsage();
    for (let i = 0; i < 5; i++) for (const s of stored) codec.decodeRaw(s);
    const decRaw = process.cpuUsage(c2);
    const bytes = encoded.reduce((n, e) => n + e.bodies.length + e.raw.length, 0) / sample.length;
    const us = (u: NodeJS.CpuUsage) => (u.user + u.system) / (5 * sample.length);
    report(`${name}_codec_level${level}_stored_bytes_per_msg`, bytes);
    note(`${name}: level ${level}: bodies + source ${fmt(bytes)} B/msg (${fmt(bytes / raw)} of raw), encode ${fmt(us(enc))} µs/msg, `
      + `decode bodies ${fmt(us(dec))} µs/msg, decode source ${fmt(us(decRaw))} µs/msg`);
  }
  // The source alone, deflated without the bodies as dictionary: what storing it on them saves.
  const plain = sample.reduce((n, m) => n + deflateRawSync(m.raw, { level: 6 }).length, 0) / sample.length;
  note(`${name}: the source deflated alone (level 6): ${fmt(plain)} B/msg`);
}

buildPackages();
ensureTools({ smtpSource: true });

const smtpSource = async (daemon: { smtpPort: number }, address: string) => {
  const run = await runSmtpSource(['-d', '-s', '25', '-m', String(SMTP_SOURCE_MESSAGES), '-l', '3000', '-f', 'from@bench.test', '-t', address,
    `127.0.0.1:${daemon.smtpPort}`], 600_000);
  note(`smtp-source: ${run.exit} in ${fmt(run.elapsedMs / 1000)} s${run.stderr ? `: ${run.stderr.slice(0, 200)}` : ''}`);
};
const html = async (daemon: { smtpPort: number }, address: string) => {
  const sent = await sendAtRate({
    port: daemon.smtpPort, connections: 4, rate: 400, count: HTML_MESSAGES, maxMs: 600_000,
    from: 'news@northwind.example', to: address, message: (i) => html20kMessage(address, i), onSent: () => {},
  });
  note(`html: ${sent.sent} stored, ${sent.failed} failed`);
};

const t0 = nowMs();
const samples = { smtp_source: await storeSet('smtp_source', smtpSource), html20k: await storeSet('html20k', html) };
if (BENCH_DATABASE) {
  await storeSetPg('smtp_source', smtpSource);
  await storeSetPg('html20k', html);
}
for (const [name, sample] of Object.entries(samples)) await codecLevels(name, sample);
note(`storage bench: ${fmt((nowMs() - t0) / 1000)} s`);
