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
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import {
  buildPackages, ensureTools, prepareData, runSmtpSource, sendAtRate, spawnDaemon,
} from './_daemon.js';
import { fmt, note, report, tempDir } from './_lib.js';
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

async function storeSet(name: string, send: (daemon: { smtpPort: number }, address: string) => Promise<void>): Promise<void> {
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
  } finally {
    cleanup();
  }
}

buildPackages();
ensureTools({ smtpSource: true });

await storeSet('smtp_source', async (daemon, address) => {
  const run = await runSmtpSource(['-d', '-s', '25', '-m', String(SMTP_SOURCE_MESSAGES), '-l', '3000', '-f', 'from@bench.test', '-t', address,
    `127.0.0.1:${daemon.smtpPort}`], 600_000);
  note(`smtp-source: ${run.exit} in ${fmt(run.elapsedMs / 1000)} s${run.stderr ? `: ${run.stderr.slice(0, 200)}` : ''}`);
});

await storeSet('html20k', async (daemon, address) => {
  const sent = await sendAtRate({
    port: daemon.smtpPort, connections: 4, rate: 400, count: HTML_MESSAGES, maxMs: 600_000,
    from: 'news@northwind.example', to: address, message: (i) => html20kMessage(address, i), onSent: () => {},
  });
  note(`html: ${sent.sent} stored, ${sent.failed} failed`);
});
