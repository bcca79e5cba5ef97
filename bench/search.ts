/**
 * Full-text search at scale (issue 15): with 1,000,000 messages stored, p50/p99 of a `q`
 * search's first page (limit 20) through core's service API, in-process:
 *   service.account(id).messages.search({ q, limit: 20 })        (GET /v1/messages?q=…)
 *   service.account(id).messages.list(inboxId, { q, limit: 20 }) (GET /v1/inboxes/{id}/messages?q=…)
 * Query kinds: a common word, a rare word, two words, a quoted phrase (all over the account
 * holding 60 % of the messages), a word within one inbox, a common word in a small account, a
 * word no message has, a word with has_otp=false and received_after a week ago; then every kind
 * of term of the search language (issue 31) over the big account: from: (a word, an address,
 * negated), to: (an inbox address, a display name), cc:, subject:, header:Name and
 * header:Name=value (and -header:), tag: and -tag:, is:read, is:unread, has:otp,
 * has:attachment (and negated), intent:, link:, before: and after: (a day between the
 * first and last message), larger: (100K to 1G: some match no message) and smaller: (and
 * negated), and a combination of a word, negations and a fact. Baseline, in the same rounds:
 * the unfiltered first page of an inbox (service.account(id).messages.list(inboxId, { limit: 20 })).
 * Every round runs one query of each kind, the order rotating, so machine drift hits all alike.
 * Target: p99 < 20 ms.
 *
 * Also printed: the index's bytes per message (dbstat over messages_fts's shadow tables)
 * against the raw source's, and index sizes of the tokenizer options on 20,000 generated
 * Latin and CJK messages (unicode61 with unspaced scripts set apart, as shipped; unicode61
 * alone; trigram).
 *
 * The database is filled once through the SQLite engine's own insert (sqlite/dialect.ts's insert:
 * row, content and index entry, as ingest writes them) in 50,000-message transactions, with
 * generated subjects, senders and bodies (Zipf-distributed words over a 40,000-word
 * vocabulary, 10 % HTML-only mail; headers, Cc, attachments, link types, read state and tags
 * in the shares mailExtras() gives), and cached under bench/.out/ keyed by the migrations and
 * the fill's version. Building it takes minutes of one core.
 *
 * With `--database postgres://…` (BENCH_DATABASE) the queries run on PostgreSQL instead: the
 * fill's messages copied into a database of that server by the engine's own insert
 * (_search-postgres.ts), kept between runs; the index sizes printed are still SQLite's.
 *
 * Run: npm run bench -- search [--database postgres://…]
 * Env: SEARCH_MESSAGES (default 1000000), SEARCH_QUERIES (rounds, default 2000), SEARCH_WARMUP
 *      (default 300), SEARCH_REFILL=1 to rebuild the cache, SEARCH_KINDS=a,b to run only those kinds
 *      (and the baseline).
 */
import { createHash } from 'node:crypto';
import { closeSync, existsSync, fsyncSync, openSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { createInboxService } from '@inboxkit/core';
import {
  CatalogGuard, driveSync, indexText, MIGRATIONS, migrateSqlite, resolveEntitlements, sqliteDialect, sqliteExec, type NewMessage,
} from '@inboxkit/core/internal';
import { ensureOutDir, gc, note, nowMs, percentileSorted, pick, report, rng } from './_lib.js';
import { BENCH_DATABASE } from './_postgres.js';
import { postgresCopy } from './_search-postgres.js';

const MESSAGES = Number(process.env.SEARCH_MESSAGES ?? 1_000_000);
const ROUNDS = Number(process.env.SEARCH_QUERIES ?? 2000);
const WARMUP = Number(process.env.SEARCH_WARMUP ?? 300);
const ACCOUNTS = 20;
const BIG_SHARE = 0.6; // of all messages, in account 0
const INBOXES = { big: 50, small: 10 };
const VOCABULARY = 40_000;
const DOMAIN = 'inboxkit.test';
/** Bump when the fill below changes shape, to invalidate cached databases. */
const FILL_VERSION = 2;
const TX_ROWS = 50_000;
const DAY_MS = 86_400_000;

// ---------------------------------------------------------------------------------------
// Generated text: a vocabulary with a Zipf distribution, mail-like subjects and senders
// ---------------------------------------------------------------------------------------

const HEAD = `the to and of a your you is in for this on your with account code please from be are it at we have
email if not by verify can will our an or team new us here sign password order confirm link minutes expires below
security access update click request reset device login receipt invoice payment shipping delivered welcome invite
project review build report weekly digest meeting calendar ticket support billing subscription trial renewal
notification alert unusual activity browser location address phone number verification one time use only ignore
did make change settings profile download document shared folder comment mention pull merge branch deploy release
failed passed pipeline job status customer service thank thanks regards hello hi dear questions contact help center`
  .split(/\s+/).filter(Boolean);

function vocabulary(random: () => number): string[] {
  const seen = new Set(HEAD);
  const words = [...new Set(HEAD)];
  const onsets = ['b', 'c', 'd', 'f', 'g', 'h', 'j', 'k', 'l', 'm', 'n', 'p', 'r', 's', 't', 'v', 'w', 'z', 'br', 'cl', 'dr', 'gr', 'pl', 'st', 'tr', 'sh', 'ch'];
  const vowels = ['a', 'e', 'i', 'o', 'u', 'ai', 'ea', 'ou', 'io'];
  while (words.length < VOCABULARY) {
    const syllables = 2 + Math.floor(random() * 3);
    let w = '';
    for (let i = 0; i < syllables; i++) w += pick(random, onsets) + pick(random, vowels);
    if (random() < 0.3) w += pick(random, ['n', 'r', 's', 't', 'x', 'm']);
    if (!seen.has(w)) {
      seen.add(w);
      words.push(w);
    }
  }
  return words;
}

/** Draws ranks with P(r) ∝ 1 / (r + 1). */
function zipf(random: () => number, n: number): () => number {
  const cumulative = new Float64Array(n);
  let sum = 0;
  for (let r = 0; r < n; r++) cumulative[r] = sum += 1 / (r + 1);
  return () => {
    const x = random() * sum;
    let lo = 0;
    let hi = n - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cumulative[mid]! < x) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
}

interface Generator {
  words: string[];
  subject(n: number): string;
  body(): string;
  sender(): { name: string; address: string };
}

function generator(seed: number): Generator {
  const random = rng(seed);
  const words = vocabulary(random);
  const rank = zipf(random, words.length);
  const word = () => words[rank()]!;
  const cap = (w: string) => w[0]!.toUpperCase() + w.slice(1);
  const companies = Array.from({ length: 2000 }, () => cap(words[300 + Math.floor(random() * 20_000)]!));
  const people = Array.from({ length: 500 }, () => `${cap(words[1000 + Math.floor(random() * 30_000)]!)} ${cap(words[1000 + Math.floor(random() * 30_000)]!)}`);
  const templates: Array<(n: number) => string> = [
    () => `Your ${pick(random, companies)} verification code`,
    () => `Reset your ${pick(random, companies)} password`,
    (n) => `Invoice ${n} from ${pick(random, companies)}`,
    () => `${pick(random, people)} invited you to ${cap(word())} ${word()}`,
    () => `Weekly digest: ${word()} ${word()} and ${word()}`,
    (n) => `Build ${n} ${random() < 0.8 ? 'passed' : 'failed'} on ${word()}`,
    () => `Sign in to ${pick(random, companies)}`,
    () => `Your order of ${word()} ${word()} has shipped`,
    () => `Security alert: new sign-in from ${cap(word())}`,
    () => `Re: ${cap(word())} ${word()} ${word()} ${word()}`,
  ];
  return {
    words,
    subject: (n) => templates[n % templates.length]!(n),
    body() {
      const length = 30 + Math.floor(random() * 150);
      const out: string[] = [];
      for (let i = 0; i < length; i++) out.push(word());
      return out.join(' ');
    },
    sender() {
      const company = pick(random, companies);
      return { name: random() < 0.7 ? `${company} ${pick(random, ['Team', 'Support', 'Security', 'Billing'])}` : pick(random, people), address: `${pick(random, ['no-reply', 'noreply', 'hello', 'support', 'billing', 'notifications'])}@${company.toLowerCase()}.example` };
    },
  };
}

/** Tags, mailers and campaigns drawn for the fill: a few common, many rare (Zipf). */
const TAGS = Array.from({ length: 40 }, (_, i) => `tag-${i}`);
const MAILERS = Array.from({ length: 60 }, (_, i) => `Mailer${i} ${1 + (i % 5)}.${i % 10}`);
const CAMPAIGNS = Array.from({ length: 200 }, (_, i) => `spring${i} launch`);

/**
 * What a message has besides its words, in shares like a test team's mail: a display name on
 * the To header (20 %), a Cc (5 %), an X-Mailer (30 %), a List-Unsubscribe (20 %), an
 * X-Campaign (5 %), an attachment (8 %, of them one in eight over 1 MB), link types
 * (unsubscribe 20 %, other 25 %, verification 5 %, magic link 3 %, password reset 3 %), an
 * intent from those, read (30 %), tags (15 %: one or two of 40, Zipf).
 */
function mailExtras(random: () => number, gen: Generator, n: number) {
  const headers: Array<[string, string]> = [];
  const toName = random() < 0.2 ? gen.sender().name : null;
  const cc = random() < 0.05 ? `${gen.sender().name} <${gen.sender().address}>` : null;
  if (cc) headers.push(['Cc', cc]);
  if (random() < 0.3) headers.push(['X-Mailer', MAILERS[Math.floor(MAILERS.length * random() * random())]!]);
  if (random() < 0.2) headers.push(['List-Unsubscribe', `<https://lists.example/u/${n}>`]);
  if (random() < 0.05) headers.push(['X-Campaign', CAMPAIGNS[Math.floor(CAMPAIGNS.length * random() * random())]!]);
  const attachment = random() < 0.08;
  const attachmentBytes = !attachment ? 0 : random() < 0.125 ? 1_048_576 + Math.floor(random() * 4_000_000) : 2_000 + Math.floor(random() * 200_000);
  let facets = attachment ? 1 : 0;
  let intent: 'verification' | 'magic_link' | 'password_reset' | null = null;
  if (random() < 0.2) facets |= 16;
  if (random() < 0.25) facets |= 32;
  if (random() < 0.05) [facets, intent] = [facets | 2, 'verification'];
  if (random() < 0.03) [facets, intent] = [facets | 4, 'magic_link'];
  if (random() < 0.03) [facets, intent] = [facets | 8, 'password_reset'];
  const tags = random() < 0.15 ? [...new Set(Array.from({ length: 1 + Math.floor(random() * 2) }, () => TAGS[Math.floor(TAGS.length * random() * random())]!))] : [];
  return { headers, toName, cc, attachmentBytes, facets, intent, read: random() < 0.3, tags };
}

// ---------------------------------------------------------------------------------------
// Cached fill, through the engine's insert
// ---------------------------------------------------------------------------------------

const schemaVersion = Math.max(...MIGRATIONS.map((m) => m.version));
const schemaHash = createHash('sha256').update(MIGRATIONS.map((m) => `${m.version}\n${m.sql}`).join('\n')).digest('hex').slice(0, 10);
const outDir = ensureOutDir();
const key = `search-v${schemaVersion}-${schemaHash}-f${FILL_VERSION}-${MESSAGES}`;
const dbPath = join(outDir, `${key}.sqlite`);
const metaPath = join(outDir, `${key}.json`);

interface FillMeta { fill_s: number; built_at: string; messages: number }

function fill(path: string): number {
  const t0 = nowMs();
  for (const suffix of ['', '-wal', '-shm']) rmSync(path + suffix, { force: true });
  const db = new Database(path);
  db.pragma('journal_mode = WAL');
  migrateSqlite(db);
  db.pragma('synchronous = OFF');
  db.pragma('foreign_keys = OFF');
  db.pragma('cache_size = -262144');
  const exec = sqliteExec(db, new CatalogGuard(db));
  const messages = {
    insert: (row: NewMessage['row'], content: NewMessage['content'], searchable?: NewMessage['searchable']) =>
      driveSync(exec, sqliteDialect.insertMany([{ row, content, ...(searchable ? { searchable } : {}) }]))[0]!,
  };
  const gen = generator(42);
  const random = rng(43);
  const end = Date.now();
  const start = end - 20 * DAY_MS; // inside the default 30-day retention
  const entitlements = JSON.stringify(resolveEntitlements());
  const insAccount = db.prepare('INSERT INTO accounts (id, name, slug, tier, entitlements, created_at) VALUES (?, ?, ?, ?, ?, ?)');
  const insInbox = db.prepare(`INSERT INTO inboxes (id, account_id, label, email_address, lifecycle_mode, ttl_minutes,
    expires_at, status, is_wildcard, analysis_mode, analysis_recipients, created_at)
    VALUES (?, ?, ?, ?, 'persistent', NULL, NULL, 'active', 0, 'all', '[]', ?)`);
  const inboxes: Array<Array<{ id: string; address: string }>> = [];
  db.transaction(() => {
    for (let a = 0; a < ACCOUNTS; a++) {
      const accId = `acc_${String(a).padStart(4, '0')}bench${a}`;
      // Account 0 is the service's default account, so opening the service writes nothing.
      const slug = a === 0 ? 'default' : `bench-${String(a).padStart(2, '0')}`;
      insAccount.run(accId, slug, slug, 'self_hosted', entitlements, start - DAY_MS);
      const list: Array<{ id: string; address: string }> = [];
      for (let i = 0; i < (a === 0 ? INBOXES.big : INBOXES.small); i++) {
        const id = `inb_${String(a).padStart(4, '0')}x${String(i).padStart(4, '0')}`;
        const address = `a${a}i${i}@${DOMAIN}`;
        insInbox.run(id, accId, `bench ${a}/${i}`, address, start - DAY_MS);
        list.push({ id, address });
      }
      inboxes.push(list);
    }
  })();
  const accountIds = Array.from({ length: ACCOUNTS }, (_, a) => `acc_${String(a).padStart(4, '0')}bench${a}`);
  const setRead = db.prepare('UPDATE messages SET read_at = ? WHERE seq = ?');
  const insTag = db.prepare('INSERT INTO message_tags (account_id, tag, seq) VALUES (?, ?, ?)');
  const setTags = db.prepare('UPDATE messages SET tags = ? WHERE seq = ?');
  const step = (end - start) / MESSAGES;
  const batch = (from: number, to: number) => {
    for (let n = from; n < to; n++) {
      // 60 % to the big account; the rest skewed over the others.
      const a = random() < BIG_SHARE ? 0 : 1 + Math.floor((ACCOUNTS - 1) * random() * random());
      const inbox = inboxes[a]![Math.floor(inboxes[a]!.length * random() * random())]!;
      const subject = gen.subject(n);
      const body = gen.body();
      const sender = gen.sender();
      const otp = n % 10 === 0 ? String(100000 + Math.floor(random() * 900000)) : null;
      const text = otp ? `Your code is ${otp}. ${body}` : body;
      const htmlOnly = random() < 0.1;
      const extra = mailExtras(random, gen, n);
      const to = extra.toName ? `${extra.toName} <${inbox.address}>` : inbox.address;
      const headers = [
        ['From', `${sender.name} <${sender.address}>`], ['To', to], ['Subject', subject], ['Date', new Date(start + n * step).toUTCString()],
        ['Message-ID', `<${n}@bench.example>`], ['MIME-Version', '1.0'], ['Content-Type', `text/${htmlOnly ? 'html' : 'plain'}; charset=utf-8`],
        ...extra.headers,
      ].map(([name, value]) => ({ name: name!, value: value! }));
      const raw = Buffer.from(`${headers.map((h) => `${h.name}: ${h.value}`).join('\r\n')}\r\n\r\n${htmlOnly ? `<html><body><p>${text}</p></body></html>` : text}\r\n`);
      messages.insert({
        id: `msg_${n.toString(36).padStart(9, '0')}bench`, account_id: accountIds[a]!, inbox_id: inbox.id,
        from_email: sender.address, to_email: inbox.address, to_email_norm: inbox.address, subject,
        preview_text: text.slice(0, 200), received_at: Math.floor(start + n * step), has_text_body: htmlOnly ? 0 : 1,
        has_html_body: htmlOnly ? 1 : 0, otp, otp_candidates: null, links: '[]', intent: otp ? 'login_code' : extra.intent, malformed: 0, parse_error: null,
        size_bytes: raw.length + extra.attachmentBytes, facets: extra.facets, analysis_eligible: 0, analysis_status: 'none', analysis_requested_at: null,
        analysis_completed_at: null, analysis_result: null, analysis_attempts: 0, attachments: '[]',
      }, { text_body: htmlOnly ? null : text, html_body: htmlOnly ? `<html><body><p>${text}</p></body></html>` : null, raw },
      { from_name: sender.name, body_text: text, to: `${to} ${inbox.address}`, cc: extra.cc, headers });
      const seq = n + 1; // the rowid of a fresh table, in insert order
      if (extra.read) setRead.run(start + n * step, seq);
      if (extra.tags.length > 0) {
        for (const tag of extra.tags) insTag.run(accountIds[a]!, tag, seq);
        setTags.run(JSON.stringify(extra.tags), seq);
      }
    }
  };
  for (let from = 0; from < MESSAGES; from += TX_ROWS) {
    db.transaction(batch)(from, Math.min(MESSAGES, from + TX_ROWS));
    if ((from / TX_ROWS) % 2 === 1) note(`fill: ${from + TX_ROWS} messages, ${((nowMs() - t0) / 1000).toFixed(0)} s`);
  }
  db.transaction(() => {
    db.exec(`UPDATE inboxes SET last_message_received_at = (SELECT MAX(received_at) FROM messages WHERE messages.inbox_id = inboxes.id)`);
  })();
  db.pragma('wal_checkpoint(TRUNCATE)');
  db.close();
  const fd = openSync(path, 'r+');
  fsyncSync(fd);
  closeSync(fd);
  return (nowMs() - t0) / 1000;
}

let fillSeconds = 0;
const cached = existsSync(dbPath) && existsSync(metaPath) && process.env.SEARCH_REFILL !== '1';
if (!cached) {
  for (const f of readdirSync(outDir)) if (f.startsWith('search-')) rmSync(join(outDir, f), { force: true }); // stale keys
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
// Sizes: the index per message, and the tokenizer options on a small sample
// ---------------------------------------------------------------------------------------

const db = new Database(dbPath, { readonly: true });
const counts = db.prepare(`SELECT COUNT(*) AS m, SUM(size_bytes) AS raw,
  (SELECT SUM(length(text_body)) FROM message_content) AS text FROM messages`).get() as { m: number; raw: number; text: number };
if (counts.m !== MESSAGES) throw new Error(`cached database holds ${counts.m} messages, expected ${MESSAGES}; rerun with SEARCH_REFILL=1`);
const ftsBytes = db.prepare("SELECT SUM(pgsize) FROM dbstat WHERE name LIKE 'messages_fts%'").pluck().get() as number;
const perTable = db.prepare("SELECT name, SUM(pgsize) AS bytes FROM dbstat WHERE name LIKE 'messages_fts%' GROUP BY name").all() as Array<{ name: string; bytes: number }>;
note(`index tables: ${perTable.map((t) => `${t.name} ${(t.bytes / 1048576).toFixed(1)} MiB`).join(', ')}`);

/** Index entries written per message: the cost ingest pays for the index (CPU µs per message, text transform included). */
const insertCpuUs: Record<string, number> = {};

/** Bytes of a contentless FTS5 index over `docs` (subject, sender, body) with the given tokenizer, per message. */
function indexBytes(name: string, docs: Array<[string, string, string]>, tokenize: string, transform: (s: string) => string): number {
  const mem = new Database(':memory:');
  mem.exec(`CREATE VIRTUAL TABLE f USING fts5(subject, sender, body, content = '', contentless_delete = 1, tokenize = '${tokenize}')`);
  const ins = mem.prepare('INSERT INTO f (rowid, subject, sender, body) VALUES (?, ?, ?, ?)');
  const c0 = process.cpuUsage();
  mem.transaction(() => docs.forEach((d, i) => ins.run(i + 1, transform(d[0]), transform(d[1]), transform(d[2]))))();
  const c = process.cpuUsage(c0);
  insertCpuUs[name] = (c.user + c.system) / docs.length;
  mem.exec("INSERT INTO f (f) VALUES ('optimize')");
  const bytes = mem.prepare("SELECT SUM(pgsize) FROM dbstat WHERE name LIKE 'f%'").pluck().get() as number;
  mem.close();
  return bytes / docs.length;
}

function tokenizerSizes(): Record<string, number> {
  const gen = generator(7);
  const random = rng(8);
  const latin = Array.from({ length: 20_000 }, (_, n) => [gen.subject(n), `${gen.sender().address} ${gen.sender().name}`, gen.body()] as [string, string, string]);
  // CJK mail: Japanese/Chinese sentences of 2–4-character words drawn Zipf from common characters, no spaces.
  const chars = Array.from('日本東京大阪会社株式情報確認登録変更設定完了通知送信受信注文発送配達請求支払金額番号認証暗証再設定新規利用開始停止案内重要更新安全保護管理者様方法手続期限以内下記上記詳細内容問合窓口営業時間年月日午前後中国北京上海用户密码验证码账号登录注册订单发货支付成功失败请输入您的邮件地址系统自动这是一个不要回复谢谢');
  const kana = Array.from('あいうえおかきくけこさしすせそたちつてとなにぬねのはひふへほまみむめもやゆよらりるれろわをんアイウエオカキクケコサシスセソタチツテトナニヌネノハヒフヘホマミムメモヤユヨラリルレロワヲンー');
  const cjkWords = Array.from({ length: 5000 }, () => Array.from({ length: 2 + Math.floor(random() * 3) }, () => pick(random, random() < 0.6 ? chars : kana)).join(''));
  const rank = zipf(random, cjkWords.length);
  const sentence = (words: number) => Array.from({ length: words }, () => cjkWords[rank()]!).join('') + '。';
  const cjk = Array.from({ length: 20_000 }, () => [sentence(4), `info@shop.example ${sentence(1)}`, Array.from({ length: 8 }, () => sentence(6)).join('')] as [string, string, string]);
  const same = (s: string) => s;
  return {
    latin_unicode61_spaced: indexBytes('latin_unicode61_spaced', latin, 'unicode61 remove_diacritics 2', indexText),
    latin_trigram: indexBytes('latin_trigram', latin, 'trigram remove_diacritics 1', same),
    cjk_unicode61_spaced: indexBytes('cjk_unicode61_spaced', cjk, 'unicode61 remove_diacritics 2', indexText),
    cjk_unicode61_alone: indexBytes('cjk_unicode61_alone', cjk, 'unicode61 remove_diacritics 2', same),
    cjk_trigram: indexBytes('cjk_trigram', cjk, 'trigram remove_diacritics 1', same),
    latin_text_bytes: latin.reduce((s, d) => s + Buffer.byteLength(d.join(' ')), 0) / latin.length,
    cjk_text_bytes: cjk.reduce((s, d) => s + Buffer.byteLength(d.join(' ')), 0) / cjk.length,
  };
}
const sizes = tokenizerSizes();

// ---------------------------------------------------------------------------------------
// Queries
// ---------------------------------------------------------------------------------------

// With --database, the same messages copied into a PostgreSQL database of that server answer the queries.
const database = BENCH_DATABASE ? await postgresCopy(dbPath, BENCH_DATABASE, key) : dbPath;
report('engine', BENCH_DATABASE ? 'postgres' : 'sqlite');
// The fill's content is in the pre-compact form and the background jobs would convert it
// while the queries run: they are kept off, so only the queries are measured.
const service = await createInboxService({
  database, maintenanceIntervalMs: 0, analysis: false, contentConversion: { autoStart: false }, searchReindex: { autoStart: false },
});
const accounts = db.prepare('SELECT id FROM accounts ORDER BY id').pluck().all() as string[];
const big = accounts[0]!;
const bigInboxes = db.prepare('SELECT id FROM inboxes WHERE account_id = ? ORDER BY id').pluck().all(big) as string[];
const smallAccounts = accounts.slice(1);
const words = generator(42).words;
const random = rng(11);
const common = () => words[Math.floor(random() * 30)]!;
const mid = () => words[200 + Math.floor(random() * 1800)]!;
const rare = () => words[20_000 + Math.floor(random() * 20_000)]!;
const PHRASES = ['verification code', 'reset your', 'invited you to', 'weekly digest', 'sign in to', 'has shipped', 'security alert', 'your code is'];

const weekAgo = new Date(Date.now() - 7 * DAY_MS).toISOString();

const received = db.prepare('SELECT MIN(received_at) AS first, MAX(received_at) AS last FROM messages').get() as { first: number; last: number };
const day = (fraction: number) => new Date(received.first + (received.last - received.first) * fraction).toISOString().slice(0, 10);
const senders = Array.from({ length: 200 }, () => generator(42).sender());
const senderSample = db.prepare('SELECT from_email FROM messages WHERE account_id = ? ORDER BY seq DESC LIMIT 2000').pluck().all(big) as string[];
const company = () => pick(random, senderSample).split('@')[1]!.split('.')[0]!;
const intents = ['login_code', 'verification', 'password_reset', 'magic_link', 'invite'];
const links = ['verification', 'magic_link', 'password_reset', 'unsubscribe', 'other'];
/** One search-language query over the big account. */
const lang = (q: () => string) => async () => (await service.account(big).messages.search({ q: q(), limit: 20 })).items.length;

/** The filter parameters of issue 15 (q as words), then every kind of term of the search language (issue 31), several negated. */
const run = {
  baseline_list: async () => (await service.account(big).messages.list(pick(random, bigInboxes), { limit: 20 })).items.length,
  common: async () => (await service.account(big).messages.search({ q: common(), limit: 20 })).items.length,
  rare: async () => (await service.account(big).messages.search({ q: rare(), limit: 20 })).items.length,
  two_words: async () => (await service.account(big).messages.search({ q: `${mid()} ${mid()}`, limit: 20 })).items.length,
  phrase: async () => (await service.account(big).messages.search({ q: `"${pick(random, PHRASES)}"`, limit: 20 })).items.length,
  inbox_word: async () => (await service.account(big).messages.list(pick(random, bigInboxes), { q: mid(), limit: 20 })).items.length,
  small_account: async () => (await service.account(pick(random, smallAccounts)).messages.search({ q: common(), limit: 20 })).items.length,
  no_match: async () => (await service.account(big).messages.search({ q: 'zzzqxj', limit: 20 })).items.length,
  word_and_filters: async () => (await service.account(big).messages.search({ q: mid(), has_otp: false, received_after: weekAgo, limit: 20 })).items.length,
  from_word: lang(() => `from:${company()}`),
  from_address: lang(() => `from:${pick(random, senderSample)}`),
  not_from: lang(() => `-from:${company()}`),
  to_address: lang(() => `to:a0i${Math.floor(random() * INBOXES.big)}@${DOMAIN}`),
  to_name: lang(() => `to:"${pick(random, senders).name}"`),
  cc: lang(() => `cc:${company()}`),
  subject_word: lang(() => `subject:${mid()}`),
  header_name: lang(() => 'header:X-Campaign'),
  header_value: lang(() => `header:X-Mailer=Mailer${Math.floor(random() * 60)}`),
  not_header: lang(() => '-header:X-Mailer'),
  tag: lang(() => `tag:tag-${Math.floor(random() * 40)}`),
  not_tag: lang(() => `-tag:tag-${Math.floor(random() * 5)}`),
  is_read: lang(() => 'is:read'),
  is_unread: lang(() => 'is:unread'),
  has_otp: lang(() => 'has:otp'),
  has_attachment: lang(() => 'has:attachment'),
  not_attachment: lang(() => '-has:attachment'),
  intent: lang(() => `intent:${pick(random, intents)}`),
  link: lang(() => `link:${pick(random, links)}`),
  before: lang(() => `before:${day(0.1 + random() * 0.8)}`),
  after: lang(() => `after:${day(0.1 + random() * 0.85)}`),
  larger: lang(() => `larger:${pick(random, ['100K', '1MB', '4MB', '1G'])}`),
  smaller: lang(() => `smaller:${pick(random, ['1K', '2K', '500'])}`),
  not_larger: lang(() => '-larger:1MB'),
  combined: lang(() => `${mid()} -is:read has:attachment -tag:tag-0`),
} satisfies Record<string, () => Promise<number>>;
type Kind = keyof typeof run;
/** SEARCH_KINDS=before,after runs only those kinds (and the baseline). */
const only = process.env.SEARCH_KINDS?.split(',').map((k) => k.trim()).filter(Boolean);
for (const k of only ?? []) if (!(k in run)) throw new Error(`SEARCH_KINDS: no kind ${k}; kinds: ${Object.keys(run).join(', ')}`);
const kinds = (only ? ['baseline_list', ...only.filter((k) => k !== 'baseline_list')] : Object.keys(run)) as Kind[];

interface Samples { wall: Float64Array; cpu: Float64Array; rows: number }
async function measure(n: number): Promise<Record<Kind, Samples>> {
  const out = Object.fromEntries(kinds.map((k) => [k, { wall: new Float64Array(n), cpu: new Float64Array(n), rows: 0 }])) as Record<Kind, Samples>;
  for (let i = 0; i < n; i++) {
    for (let k = 0; k < kinds.length; k++) {
      const kind = kinds[(i + k) % kinds.length]!; // rotate who goes first
      const c0 = process.cpuUsage();
      const t0 = nowMs();
      out[kind].rows += await run[kind]();
      out[kind].wall[i] = nowMs() - t0;
      const c = process.cpuUsage(c0);
      out[kind].cpu[i] = (c.user + c.system) / 1000;
    }
  }
  return out;
}

const t0 = nowMs();
await measure(WARMUP);
gc();
const m = await measure(ROUNDS);
const queryS = (nowMs() - t0) / 1000;

const stat = (values: Float64Array) => {
  const sorted = values.slice().sort();
  return { p50: percentileSorted(sorted, 50), p99: percentileSorted(sorted, 99), max: sorted[sorted.length - 1]! };
};
const size = (p: string) => (existsSync(p) ? statSync(p).size : 0);
report('messages', counts.m);
report('db_size_mb', (size(dbPath) + size(`${dbPath}-wal`)) / (1024 * 1024));
report('fill_cached', cached ? 'yes' : 'no');
report('fill_s_when_built', meta.fill_s);
report('raw_bytes_per_msg', counts.raw / counts.m);
report('index_bytes_per_msg', ftsBytes / counts.m);
report('index_over_raw', ftsBytes / counts.raw);
for (const [name, value] of Object.entries(sizes)) report(`sample_${name}${name.endsWith('bytes') ? '' : '_index_bytes_per_msg'}`, value);
for (const [name, value] of Object.entries(insertCpuUs)) report(`sample_${name}_insert_cpu_us_per_msg`, value);
report('rounds', ROUNDS);
const base = stat(m.baseline_list.wall);
for (const kind of kinds) {
  const s = stat(m[kind].wall);
  const c = stat(m[kind].cpu);
  report(`${kind}_p50_ms`, s.p50);
  report(`${kind}_p99_ms`, s.p99);
  report(`${kind}_max_ms`, s.max);
  report(`${kind}_cpu_p99_ms`, c.p99);
  report(`${kind}_avg_rows`, m[kind].rows / ROUNDS);
  if (kind !== 'baseline_list') report(`${kind}_p99_over_baseline`, s.p99 / base.p99);
}
const qKinds = kinds.filter((k) => k !== 'baseline_list');
const all = new Float64Array(qKinds.length * ROUNDS);
qKinds.forEach((k, i) => all.set(m[k].wall, i * ROUNDS));
const allStat = stat(all);
report('q_all_p50_ms', allStat.p50);
report('q_all_p99_ms', allStat.p99);
report('q_all_p99_over_baseline', allStat.p99 / base.p99);
report('query_phase_s', queryS);

db.close();
await service.close();
