/**
 * Read latency at scale: with 1,000,000 messages stored (2,000 inboxes in 50 accounts,
 * recipients including plus-addresses), p50/p99 of
 *   - a first-page inbox listing:  service.account(id).messages.list(inboxId, { limit: 20 })
 *   - a recipient search:          service.account(id).messages.search({ recipient, limit: 20 })
 * against a baseline raw prepared statement on the same connection:
 *   SELECT <summary columns> FROM messages WHERE inbox_id = ? ORDER BY seq DESC LIMIT 21
 * Queries of the three kinds are interleaved one by one over random inboxes/recipients
 * after a warm-up. Ratios are subject latency / baseline latency (lower is better).
 * `*_cpu_*` lines give the same percentiles in process CPU time per query, which time spent
 * waiting for a core (a busy shared machine) does not inflate. Targets: p99 < 5 ms.
 *
 * The database is filled with prepared INSERTs in large transactions, straight into the
 * real schema (core's openDatabase runs the migrations), and cached under bench/.out/
 * keyed by schema version and a hash of the migrations, so later runs skip the fill.
 *
 * Run: node --conditions=source --import tsx --expose-gc bench/scale.ts   (npm run bench -- scale)
 * Env: SCALE_MESSAGES (default 1000000), SCALE_QUERIES (per kind, default 5000),
 *      SCALE_WARMUP (per kind, default 2000), SCALE_REFILL=1 to rebuild the cache.
 */
import { createHash } from 'node:crypto';
import {
  closeSync, existsSync, fsyncSync, openSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { createInboxService } from '@inboxkit/core';
import { MESSAGE_STATEMENTS, MIGRATIONS, migrateSqlite, resolveEntitlements } from '@inboxkit/core/internal';
import { ensureOutDir, gc, note, nowMs, percentileSorted, pick, report, rng } from './_lib.js';

const MESSAGES = Number(process.env.SCALE_MESSAGES ?? 1_000_000);
const ACCOUNTS = 50;
const INBOXES_PER_ACCOUNT = 40; // 2,000 inboxes
const PLUS_TAGS = 20; // distinct name+tag@ recipients per inbox
const QUERIES = Number(process.env.SCALE_QUERIES ?? 5000);
const WARMUP = Number(process.env.SCALE_WARMUP ?? 2000);
const DOMAIN = 'inboxkit.test';
/** Bump when the fill below changes shape, to invalidate cached databases. */
const FILL_VERSION = 1;
const TX_ROWS = 50_000;
const DAY_MS = 86_400_000;

// ---------------------------------------------------------------------------------------
// Cached fill
// ---------------------------------------------------------------------------------------

const schemaVersion = Math.max(...MIGRATIONS.map((m) => m.version));
const schemaHash = createHash('sha256').update(MIGRATIONS.map((m) => `${m.version}\n${m.sql}`).join('\n')).digest('hex').slice(0, 10);
const outDir = ensureOutDir();
const key = `scale-v${schemaVersion}-${schemaHash}-f${FILL_VERSION}-${MESSAGES}`;
const dbPath = join(outDir, `${key}.sqlite`);
const metaPath = join(outDir, `${key}.json`);

interface FillMeta {
  fill_s: number;
  built_at: string;
  messages: number;
}

function idMaker(random: () => number) {
  const alphabet = '0123456789abcdefghijklmnopqrstuvwxyz';
  return (prefix: string, time: number) => {
    let rand = '';
    for (let i = 0; i < 12; i++) rand += alphabet[Math.floor(random() * 36)];
    return `${prefix}_${time.toString(36).padStart(9, '0')}${rand}`;
  };
}

function fill(path: string): number {
  const t0 = nowMs();
  for (const suffix of ['', '-wal', '-shm']) rmSync(path + suffix, { force: true });
  const db = new Database(path);
  db.pragma('journal_mode = WAL');
  migrateSqlite(db);
  // Bulk-load settings for this connection only: the data is consistent by construction.
  db.pragma('synchronous = OFF');
  db.pragma('foreign_keys = OFF');
  db.pragma('cache_size = -1048576');
  const random = rng(42);
  const id = idMaker(random);
  const end = Date.now();
  const start = end - 20 * DAY_MS; // inside the default 30-day retention
  const entitlements = JSON.stringify(resolveEntitlements());
  const LOCAL = 'abcdefghijkmnpqrstuvwxyz23456789';
  const local = () => Array.from({ length: 12 }, () => LOCAL[Math.floor(random() * LOCAL.length)]).join('');

  const insAccount = db.prepare('INSERT INTO accounts (id, name, slug, tier, entitlements, created_at) VALUES (?, ?, ?, ?, ?, ?)');
  const insInbox = db.prepare(`INSERT INTO inboxes (id, account_id, label, email_address, lifecycle_mode, ttl_minutes,
    expires_at, status, is_wildcard, analysis_mode, analysis_recipients, created_at)
    VALUES (?, ?, ?, ?, 'persistent', NULL, NULL, 'active', 0, 'all', '[]', ?)`);
  const insMessage = db.prepare(`INSERT INTO messages (id, account_id, inbox_id, from_email, to_email, to_email_norm,
    subject, preview_text, received_at, has_text_body, has_html_body, otp, links, intent, malformed, parse_error,
    size_bytes, analysis_eligible, analysis_status, analysis_requested_at)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 1, 1, ?, ?, ?, 0, NULL, ?, 1, 'none', NULL)`);
  const insContent = db.prepare('INSERT INTO message_content (seq, text_body, html_body, raw) VALUES (?, ?, ?, ?)');

  const inboxes: Array<{ id: string; account: string; local: string }> = [];
  db.transaction(() => {
    for (let a = 0; a < ACCOUNTS; a++) {
      const accId = id('acc', start - DAY_MS + a);
      // Account 0 is the service's default account, so opening the service writes nothing.
      const slug = a === 0 ? 'default' : `bench-${String(a).padStart(2, '0')}`;
      insAccount.run(accId, slug, slug, 'self_hosted', entitlements, start - DAY_MS + a);
      for (let i = 0; i < INBOXES_PER_ACCOUNT; i++) {
        const inbId = id('inb', start - DAY_MS + 100 + inboxes.length);
        const l = local();
        insInbox.run(inbId, accId, `bench inbox ${a}/${i}`, `${l}@${DOMAIN}`, start - DAY_MS + 100 + inboxes.length);
        inboxes.push({ id: inbId, account: accId, local: l });
      }
    }
  })();

  const senders = Array.from({ length: 40 }, (_, i) => `no-reply@sender${i}.example`);
  const subjects = ['Your verification code', 'Reset your password', 'Welcome to Acme', 'Your receipt', 'Weekly digest',
    'Confirm your email address', 'You have been invited', 'Sign in to Globex', 'Invoice available', 'Security alert'];
  const intents = ['login_code', 'verification', 'password_reset', null, null, 'invite', 'magic_link', null, null, null];
  const step = (end - start) / MESSAGES;
  let seq = 0;
  const batch = (from: number, to: number) => {
    for (let n = from; n < to; n++) {
      // Skewed: a few busy inboxes (CI suites) and a long tail of quiet ones.
      const inbox = inboxes[Math.floor(inboxes.length * random() * random())]!;
      const plus = random() < 0.4 ? `+t${Math.floor(random() * PLUS_TAGS)}` : '';
      const to = `${inbox.local}${plus}@${DOMAIN}`;
      const at = Math.floor(start + n * step);
      const s = n % subjects.length;
      const otp = s === 0 ? String(100000 + Math.floor(random() * 900000)) : null;
      const subject = `${subjects[s]} #${n}`;
      const preview = `${subject}. Hello, this is message ${n} for ${to}. ${otp ? `Your code is ${otp}. ` : ''}`
        + 'It expires in 10 minutes. If you did not request it, ignore this email.';
      const links = s === 1 ? `[{"url":"https://sender${s}.example/reset?t=${n}","type":"password_reset"}]` : '[]';
      const raw = Buffer.from(`From: ${senders[n % senders.length]}\r\nTo: ${to}\r\nSubject: ${subject}\r\n`
        + `Content-Type: text/plain; charset=utf-8\r\n\r\n${preview}\r\n`);
      insMessage.run(id('msg', at), inbox.account, inbox.id, senders[n % senders.length]!, to, to, subject, preview, at,
        otp, links, intents[s] ?? null, raw.length);
      insContent.run(++seq, preview, `<p>${preview}</p>`, raw);
    }
  };
  for (let from = 0; from < MESSAGES; from += TX_ROWS) {
    db.transaction(batch)(from, Math.min(MESSAGES, from + TX_ROWS));
    if ((from / TX_ROWS) % 4 === 3) note(`fill: ${from + TX_ROWS} messages, ${((nowMs() - t0) / 1000).toFixed(0)} s`);
  }
  db.transaction(() => {
    db.exec(`UPDATE inboxes SET last_message_received_at =
      (SELECT MAX(received_at) FROM messages WHERE messages.inbox_id = inboxes.id)`);
    db.exec(`INSERT INTO usage_counters (account_id, metric, period, count)
      SELECT account_id, 'received_messages', strftime('%Y-%m', received_at / 1000, 'unixepoch'), COUNT(*)
      FROM messages GROUP BY account_id, strftime('%Y-%m', received_at / 1000, 'unixepoch')`);
  })();
  db.pragma('wal_checkpoint(TRUNCATE)');
  db.close();
  // Finish the kernel's writeback now, inside the fill time, so it does not disturb the queries.
  const fd = openSync(path, 'r+');
  fsyncSync(fd);
  closeSync(fd);
  return (nowMs() - t0) / 1000;
}

let fillSeconds = 0;
const cached = existsSync(dbPath) && existsSync(metaPath) && process.env.SCALE_REFILL !== '1';
if (!cached) {
  for (const f of readdirSync(outDir)) if (f.startsWith('scale-')) rmSync(join(outDir, f), { force: true }); // stale keys
  note(`filling ${MESSAGES} messages into ${dbPath}`);
  const building = join(outDir, `${key}.building.sqlite`);
  fillSeconds = fill(building);
  renameSync(building, dbPath);
  for (const suffix of ['-wal', '-shm']) rmSync(building + suffix, { force: true });
  writeFileSync(metaPath, JSON.stringify({ fill_s: fillSeconds, built_at: new Date().toISOString(), messages: MESSAGES } satisfies FillMeta));
} else {
  note(`using cached ${dbPath}`);
}
const meta = JSON.parse(readFileSync(metaPath, 'utf8')) as FillMeta;

// ---------------------------------------------------------------------------------------
// Queries
// ---------------------------------------------------------------------------------------

const service = await createInboxService({ database: dbPath, maintenanceIntervalMs: 0 });
/** A second connection for the counts, the plans and the baseline query (the service exposes no SQL). */
const db = new Database(dbPath);
const counts = db.prepare('SELECT (SELECT COUNT(*) FROM messages) AS m, (SELECT COUNT(*) FROM inboxes) AS i, (SELECT COUNT(*) FROM accounts) AS a').get() as { m: number; i: number; a: number };
if (counts.m !== MESSAGES) throw new Error(`cached database holds ${counts.m} messages, expected ${MESSAGES}; rerun with SCALE_REFILL=1`);

const inboxRows = db.prepare('SELECT id, account_id, email_address FROM inboxes WHERE is_wildcard = 0').all() as Array<{ id: string; account_id: string; email_address: string }>;
const baselineStmt = db.prepare(`SELECT seq, id, inbox_id, from_email, to_email, subject, preview_text, received_at,
  has_text_body, has_html_body FROM messages WHERE inbox_id = ? ORDER BY seq DESC LIMIT 21`);

// The statements core runs (the SQLite engine's text of the messages group's statements).
for (const [name, stmt, args] of [
  ['list', 'inboxPage', ['x', 21]],
  ['search', 'recipientPage', ['x', 'y', 21]],
] as const) {
  const sql = MESSAGE_STATEMENTS[stmt]?.sqlite;
  if (!sql) continue;
  const plan = (db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...args) as Array<{ detail: string }>).map((r) => r.detail).join('; ');
  note(`plan ${name}: ${plan}`);
}

const random = rng(7);
type Query = { accountId: string; inboxId: string; recipient: string };
function randomQuery(): Query {
  const inbox = pick(random, inboxRows);
  const [local, domain] = inbox.email_address.split('@') as [string, string];
  const r = random();
  // Searches: the base address, a plus-address, or the same in upper case (search is case-insensitive).
  const recipient = r < 0.5 ? inbox.email_address
    : r < 0.9 ? `${local}+t${Math.floor(random() * PLUS_TAGS)}@${domain}`
      : inbox.email_address.toUpperCase();
  return { accountId: inbox.account_id, inboxId: inbox.id, recipient };
}

type Kind = 'list' | 'search' | 'baseline';
const kinds: Kind[] = ['list', 'search', 'baseline'];
const run: Record<Kind, (q: Query) => Promise<number>> = {
  // The public call as written, service.account(id) included.
  list: async (q) => (await service.account(q.accountId).messages.list(q.inboxId, { limit: 20 })).items.length,
  search: async (q) => (await service.account(q.accountId).messages.search({ recipient: q.recipient, limit: 20 })).items.length,
  baseline: async (q) => baselineStmt.all(q.inboxId).length,
};

interface Samples { wall: Float64Array; cpu: Float64Array }

/**
 * n rounds; each round runs one query of every kind. Records wall-clock latency and this
 * process's CPU time per query (the latter leaves out time spent preempted by other
 * processes, so it shows what the query costs even when the machine is oversubscribed).
 */
async function measure(n: number): Promise<Record<Kind, Samples> & { rows: Record<Kind, number> }> {
  const samples = (): Samples => ({ wall: new Float64Array(n), cpu: new Float64Array(n) });
  const out = { list: samples(), search: samples(), baseline: samples() };
  const rows = { list: 0, search: 0, baseline: 0 };
  for (let i = 0; i < n; i++) {
    for (let k = 0; k < kinds.length; k++) {
      const kind = kinds[(i + k) % kinds.length]!; // rotate who goes first
      // Each kind draws its own inbox, so none of them reads pages another just cached.
      const q = randomQuery();
      const c0 = process.cpuUsage();
      const t0 = nowMs();
      rows[kind] += await run[kind](q);
      out[kind].wall[i] = nowMs() - t0;
      const c = process.cpuUsage(c0);
      out[kind].cpu[i] = (c.user + c.system) / 1000;
    }
  }
  return { ...out, rows };
}

const t0 = nowMs();
await measure(WARMUP);
gc();
const m = await measure(QUERIES);
const queryS = (nowMs() - t0) / 1000;

type Stat = { p50: number; p99: number; max: number };
const stat = (values: Float64Array): Stat => {
  const sorted = values.slice().sort();
  return { p50: percentileSorted(sorted, 50), p99: percentileSorted(sorted, 99), max: sorted[sorted.length - 1]! };
};
const stats = Object.fromEntries(kinds.map((k) => [k, stat(m[k].wall)])) as Record<Kind, Stat>;
const cpu = Object.fromEntries(kinds.map((k) => [k, stat(m[k].cpu)])) as Record<Kind, Stat>;

const size = (p: string) => (existsSync(p) ? statSync(p).size : 0);
report('messages', counts.m);
report('inboxes', counts.i);
report('accounts', counts.a);
report('db_size_mb', (size(dbPath) + size(`${dbPath}-wal`)) / (1024 * 1024));
report('fill_cached', cached ? 'yes' : 'no');
report('fill_s', fillSeconds);
report('fill_s_when_built', meta.fill_s);
report('queries_per_kind', QUERIES);
report('list_p50_ms', stats.list.p50);
report('list_p99_ms', stats.list.p99);
report('search_p50_ms', stats.search.p50);
report('search_p99_ms', stats.search.p99);
report('baseline_p50_ms', stats.baseline.p50);
report('baseline_p99_ms', stats.baseline.p99);
report('list_p50_over_baseline', stats.list.p50 / stats.baseline.p50);
report('list_p99_over_baseline', stats.list.p99 / stats.baseline.p99);
report('search_p50_over_baseline', stats.search.p50 / stats.baseline.p50);
report('search_p99_over_baseline', stats.search.p99 / stats.baseline.p99);
report('list_cpu_p50_ms', cpu.list.p50);
report('list_cpu_p99_ms', cpu.list.p99);
report('search_cpu_p50_ms', cpu.search.p50);
report('search_cpu_p99_ms', cpu.search.p99);
report('baseline_cpu_p50_ms', cpu.baseline.p50);
report('baseline_cpu_p99_ms', cpu.baseline.p99);
report('list_max_ms', stats.list.max);
report('search_max_ms', stats.search.max);
report('avg_rows_list', m.rows.list / QUERIES);
report('avg_rows_search', m.rows.search / QUERIES);
report('query_phase_s', queryS);

db.close();
await service.close();
