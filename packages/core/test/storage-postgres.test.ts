// What is particular to the PostgreSQL engine: migrations under an advisory lock, plans, the
// catalog epoch over NOTIFY, the locks that keep positions in commit order and leases apart
// when transactions run side by side. The port's behaviour is in storage-contract.test.ts.
// On a real server (INBOXKIT_TEST_DATABASE_URL) transactions run at the same time on their own
// connections; PGlite has one session, so there the same scenarios run one after the other and
// the tests check the outcome that order gives.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import {
  MIGRATIONS, PG_MIGRATIONS, SEQUENCE_LOCK, openPostgresStorage, type NewMessageRow, type Storage,
} from '../src/storage/index.js';
import type { MessageQuery } from '../src/storage/port.js';
import { migrate, openPostgresDriver } from '../src/storage/postgres/index.js';
import { searchStatement } from '../src/storage/postgres/search.js';
import { BOUND_PROBES } from '../src/storage/search-bounds.js';
import { testPostgres } from './support/postgres.js';
import { until } from '../../../test-support/wait.js';

const pg = testPostgres();
const server = pg.kind === 'server';
test.after(() => pg.cleanup());
const NOW = Date.parse('2026-11-28T10:00:00.000Z');

async function seeded(url?: string): Promise<{ storage: Storage; url: string }> {
  url ??= await pg.fresh();
  const storage = await openPostgresStorage({ url });
  await storage.accounts.insert({ id: 'acc_1', name: 'One', slug: 'one', tier: 'free', entitlements: {} as never, createdAt: NOW });
  await storage.inboxes.insert({
    id: 'inb_1', account_id: 'acc_1', label: 'l', email_address: 'first@inboxkit.test', lifecycle_mode: 'persistent', ttl_minutes: null,
    expires_at: null, status: 'active', is_wildcard: 0, analysis_mode: 'all', analysis_recipients: '[]', created_at: NOW,
  });
  return { storage, url };
}

function row(id: string, overrides: Partial<NewMessageRow> = {}): NewMessageRow {
  return {
    id, account_id: 'acc_1', inbox_id: 'inb_1', from_email: 'a@acme.example', to_email: 'first@inboxkit.test',
    to_email_norm: 'first@inboxkit.test', subject: `subject ${id}`, preview_text: null, received_at: NOW,
    has_text_body: 1, has_html_body: 0, otp: null, otp_candidates: null, links: '[]', intent: null, malformed: 0, parse_error: null,
    size_bytes: 10, analysis_eligible: 0, analysis_status: 'none', analysis_requested_at: null,
    analysis_completed_at: null, analysis_result: null, analysis_attempts: 0, attachments: '[]', ...overrides,
  };
}
const content = (text: string) => ({ text_body: text, html_body: null, raw: Buffer.from(text) });

/** A promise and the function that settles it: a step the test releases. */
function gate(): { wait: Promise<void>; open: () => void } {
  let open!: () => void;
  const wait = new Promise<void>((resolve) => { open = resolve; });
  return { wait, open };
}

/** Sessions of ours waiting for an advisory lock (server only: PGlite never waits, it runs one session). */
async function waitingForLocks(url: string): Promise<number> {
  const rows = await pg.query<{ n: number }>(url,
    "SELECT count(*) AS n FROM pg_locks WHERE locktype = 'advisory' AND NOT granted AND database = (SELECT oid FROM pg_database WHERE datname = current_database())");
  return rows[0]!.n;
}

test('the steps carry the SQLite engine\'s versions and names: one schema version means one shape on both', () => {
  assert.equal(PG_MIGRATIONS.map((m) => [m.version, m.name]), [...MIGRATIONS].sort((a, b) => a.version - b.version).map((m) => [m.version, m.name]));
});

test('four processes opening one new database at once: each step runs exactly once, and none again later', async () => {
  const url = await pg.fresh({ unmigrated: true });
  const drivers = await Promise.all([1, 2, 3, 4].map(() => openPostgresDriver({ url, poolSize: 1 })));
  try {
    const ran = await Promise.all(drivers.map((d) => migrate(d)));
    assert.is(ran.reduce((a, b) => a + b, 0), PG_MIGRATIONS.length, `runs per opener: ${ran.join(', ')}`);
    const versions = await pg.query<{ version: number }>(url, 'SELECT version FROM schema_migrations ORDER BY version');
    assert.equal(versions.map((v) => v.version), PG_MIGRATIONS.map((m) => m.version));
    assert.is(await migrate(drivers[0]!), 0, 'a later open applies nothing');
  } finally {
    for (const d of drivers) await d.close();
  }
});

test('a failing step leaves no trace and the version where it was', async () => {
  const url = await pg.fresh();
  const driver = await openPostgresDriver({ url });
  try {
    await migrate(driver);
    const top = PG_MIGRATIONS.at(-1)!.version;
    await migrate(driver, [...PG_MIGRATIONS, { version: top + 1, name: 'broken', sql: 'CREATE TABLE ok2 (x int); CREATE TABLE (' }])
      .then(() => assert.unreachable('the broken step ran'), () => {});
    assert.equal(await pg.query(url, "SELECT 1 FROM pg_tables WHERE tablename = 'ok2'"), [], 'its first statement rolled back');
    assert.equal(await pg.query<{ v: number }>(url, 'SELECT max(version) AS v FROM schema_migrations'), [{ v: top }]);
  } finally {
    await driver.close();
  }
});

test('every filtered listing and page is served by an index, never a scan of messages; a rare word goes through the GIN index', async () => {
  const { storage, url } = await seeded();
  await storage.close();
  const driver = await openPostgresDriver({ url });
  const session = await driver.connect();
  try {
    // 5,000 messages of the account, each with a common word and one of its own, so the
    // planner has statistics to choose by.
    await session.query(`INSERT INTO messages (id, account_id, inbox_id, from_email, to_email, to_email_norm, subject, received_at,
        has_text_body, has_html_body, links, size_bytes, analysis_eligible, analysis_status)
      SELECT 'm' || g, 'acc_1', 'inb_1', 'a@acme.example', 'first@inboxkit.test', 'first@inboxkit.test', 'subject', ${NOW} + g, 1, 0, '[]', 1, 0, 'none'
      FROM generate_series(1, 5000) g`);
    await session.query(`INSERT INTO messages_search (seq, words)
      SELECT seq, format('%L:1D %L:1D %L:1A %L:2C', 'aacc1', 'iinb1', 'common', 'w' || substr(id, 2))::tsvector FROM messages`);
    // What autovacuum does on a server (PGlite runs none): statistics, and the GIN index's
    // pending list of fresh entries moved into the index proper.
    await session.query('VACUUM ANALYZE messages');
    await session.query('VACUUM ANALYZE messages_search');
    const explain = async (text: string, values: unknown[]) =>
      (await session.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${text}`, values)).rows.map((r) => r['QUERY PLAN']).join('\n');
    // A table this small is cheaper to scan than to look up: forbidding scans shows which
    // index serves each shape (at scale the planner comes to the same on its own).
    await session.query('SET enable_seqscan = off');
    const rare = searchStatement({ account_id: 'acc_1', text: ['w1234'] }, { beforeSeq: null, floorSeq: null }, 20)!;
    const rarePlan = await explain(rare.sql, rare.params);
    assert.match(rarePlan, /Bitmap Index Scan on messages_search_words/, `a rare word: the GIN index, not a walk of the account\n${rarePlan}`);
    assert.equal((await session.query<{ id: string }>(rare.sql, rare.params)).rows.map((r) => r.id), ['m1234']);

    const acc = { account_id: 'acc_1' };
    const queries = [
      { ...acc, text: ['common'] },
      { ...acc, text: ['reset', 'password'] },
      { ...acc, inbox_id: 'inb_1', text: ['code'], has_otp: true },
      { ...acc, recipient: 'a@b.example', subject: 'welcome' },
      { ...acc, sender_address: 'a@b.example', received_after: 5, received_before: 10 },
      { ...acc, intent: 'login_code' as const },
      { ...acc, has_otp: false },
      { ...acc, inbox_id: 'inb_1', has_otp: true, received_after: 5 },
      { ...acc, recipient: 'a@b.example', intent: 'invite' as const },
    ];
    for (const query of queries) {
      for (const span of [false, true]) {
        const statement = searchStatement(query, { beforeSeq: 99, floorSeq: 7 }, 20, span)!;
        const plan = await explain(statement.sql, statement.params);
        assert.not.match(plan, /Seq Scan on messages\b|Seq Scan on messages_search/, `${JSON.stringify(query)}:\n${plan}`);
      }
    }
    // The received-at probes (search-bounds.ts) read messages_received a few thousand entries deep.
    for (const [name, probe] of Object.entries(BOUND_PROBES)) {
      const plan = await explain(probe.pg.text, [5]);
      assert.match(plan, /Index (Only )?Scan (Backward )?using messages_received/, `${name}:\n${plan}`);
    }
    const page = await explain('SELECT m.seq FROM messages m WHERE m.inbox_id = $1 ORDER BY m.seq DESC LIMIT 21', ['inb_1']);
    assert.match(page, /Index (Only )?Scan Backward using messages_(inbox|pkey)/, page);
  } finally {
    session.release();
    await driver.close();
  }
});
test('a listing past the window: the span below it and the rest find every match, newest first, across their edges and pages', async () => {
  const { storage, url } = await seeded();
  const driver = await openPostgresDriver({ url });
  const session = await driver.connect();
  // 12,000 messages, more than the window (WINDOW_ROWS) and the span below it (STEP_GROWTH
  // windows): "sparse" in the subject of every 700th, "dense" in the body of every 29th.
  const N = 12_000;
  const every = (k: number) => Array.from({ length: Math.floor(N / k) }, (_, i) => `m${N - (N % k) - i * k}`);
  try {
    await session.query(`INSERT INTO messages (id, account_id, inbox_id, from_email, to_email, to_email_norm, subject, received_at,
        has_text_body, has_html_body, links, size_bytes, analysis_eligible, analysis_status)
      SELECT 'm' || g, 'acc_1', 'inb_1', 'a@acme.example', 'first@inboxkit.test', 'first@inboxkit.test', 'subject', ${NOW} + g, 1, 0, '[]', 1, 0, 'none'
      FROM generate_series(1, ${N}) g`);
    await session.query(`INSERT INTO messages_search (seq, words)
      SELECT m.seq, (format('%L:1D %L:1D', 'aacc1', 'iinb1')
        || CASE WHEN g % 700 = 0 THEN ' sparse:1A' ELSE '' END || CASE WHEN g % 29 = 0 THEN ' dense:3C' ELSE '' END)::tsvector
      FROM messages m JOIN generate_series(1, ${N}) g ON m.id = 'm' || g`);
    await session.query('VACUUM ANALYZE messages');
    await session.query('VACUUM ANALYZE messages_search');
  } finally {
    session.release();
    await driver.close();
  }
  /** Every page of the listing, `limit` at a time, following the cursor as the API does. */
  const pages = async (query: Partial<MessageQuery>, limit: number) => {
    const out: string[] = [];
    let cursor: number | null = null;
    for (;;) {
      const rows = await storage.messages.search({ account_id: 'acc_1', ...query }, cursor, limit);
      out.push(...rows.slice(0, limit).map((r) => r.id));
      if (rows.length <= limit) return out;
      cursor = rows[limit - 1]!.seq;
    }
  };
  try {
    assert.equal(await pages({ text: ['sparse'] }, 5), every(700), 'a term the window holds none of');
    assert.equal(await pages({ subject: 'sparse' }, 20), every(700), 'in its field');
    assert.equal(await pages({ subject: 'dense' }, 20), [], 'a word of the body is not in the subject, wherever the index finds it');
    assert.equal(await pages({ text: ['dense'] }, 20), every(29), 'a term the window holds some of: the span, then the rest');
    assert.equal(await pages({ text: ['dense'] }, 7), every(29));
    assert.equal(await pages({ text: ['dense'], inbox_id: 'inb_1', received_before: NOW + 9_000 }, 50), every(29).filter((id) => Number(id.slice(1)) < 9_000));
  } finally {
    await storage.close();
  }
});
test('statistics are taken at open and again as this process stores messages: the planner never works from tables it believes empty for long', async () => {
  const url = await pg.fresh();
  const reltuples = async () => Number((await pg.query<{ n: number }>(url, "SELECT reltuples AS n FROM pg_class WHERE relname = 'messages'"))[0]!.n);
  const storage = await openPostgresStorage({ url, statistics: { first: 3, growth: 2 } });
  try {
    assert.is(await reltuples(), 0, 'analysed at open (never analysed reads -1)');
    await storage.accounts.insert({ id: 'acc_1', name: 'One', slug: 'one', tier: 'free', entitlements: {} as never, createdAt: NOW });
    await storage.inboxes.insert({
      id: 'inb_1', account_id: 'acc_1', label: 'l', email_address: 'first@inboxkit.test', lifecycle_mode: 'persistent', ttl_minutes: null,
      expires_at: null, status: 'active', is_wildcard: 0, analysis_mode: 'all', analysis_recipients: '[]', created_at: NOW,
    });
    for (const id of ['m1', 'm2']) await storage.transaction((tx) => tx.messages.insert(row(id), content(id)));
    assert.is(await reltuples(), 0, 'not before the first mark');
    await storage.transaction((tx) => tx.messages.insert(row('m3'), content('m3')));
    await until(async () => (await reltuples()) === 3, { what: 'statistics taken after the third message' });
    // The next mark is 3 × 2 = 6 messages stored.
    for (const id of ['m4', 'm5']) await storage.transaction((tx) => tx.messages.insert(row(id), content(id)));
    assert.is(await reltuples(), 3);
    await storage.transaction((tx) => tx.messages.insert(row('m6'), content('m6')));
    await until(async () => (await reltuples()) === 6, { what: 'statistics taken after the sixth' });
  } finally {
    await storage.close();
  }
});

test('PostgreSQL text cannot hold NUL: it is stored as U+FFFD, and the write goes through', async () => {
  const { storage } = await seeded();
  try {
    const seq = await storage.transaction((tx) => tx.messages.insert(row('nul', { subject: 'a\u0000b' }), content('x\u0000y')));
    assert.is((await storage.messages.bySeq(seq))?.subject, 'a\uFFFDb');
    assert.is((await storage.messages.content(seq))?.text_body, 'x\uFFFDy', 'a row in the text form of before schema 11');
  } finally {
    await storage.close();
  }
});

test("another process's catalog write moves this storage's epoch (NOTIFY), and an uncommitted one of ours reads null", async () => {
  const { storage: mine, url } = await seeded();
  const theirs = await openPostgresStorage({ url });
  try {
    const before = mine.catalog.epoch();
    assert.type(before, 'number');
    await theirs.inboxes.insert({
      id: 'inb_2', account_id: 'acc_1', label: 'l', email_address: 'second@inboxkit.test', lifecycle_mode: 'persistent', ttl_minutes: null,
      expires_at: null, status: 'active', is_wildcard: 0, analysis_mode: 'all', analysis_recipients: '[]', created_at: NOW,
    });
    await until(() => mine.catalog.epoch() !== before, { timeoutMs: 2_000, what: 'the notification arrived' });
    let inside: number | null | undefined;
    const ownBefore = mine.catalog.epoch();
    await mine.transaction(async (tx) => {
      await tx.accounts.setEntitlements('acc_1', 'pro', {} as never);
      inside = mine.catalog.epoch();
    });
    assert.is(inside, null, 'null while the write is uncommitted');
    assert.ok(mine.catalog.epoch() !== null && mine.catalog.epoch() !== ownBefore, 'moved once committed');
  } finally {
    await theirs.close();
    await mine.close();
  }
});

test("the feed announces every commit that appended events, another process's and ours, and nothing else", async () => {
  const { storage: mine, url } = await seeded();
  const theirs = await openPostgresStorage({ url });
  let heard = 0;
  const stop = mine.feed.onEvents(() => { heard++; });
  try {
    assert.is(mine.feed.shared, true);
    const event = (id: string) => ({ id, account_id: 'acc_1', inbox_id: 'inb_1', type: 'email.received' as const, message_seq: 1, created_at: NOW });
    await theirs.transaction(async (tx) => { await tx.eventLog.append(event('evt_theirs')); });
    await until(() => heard === 1, { timeoutMs: 2_000, what: "their commit is announced" });
    await mine.transaction(async (tx) => { await tx.eventLog.append(event('evt_mine')); });
    await until(() => heard === 2, { timeoutMs: 2_000, what: 'our own commit is announced too' });
    await theirs.transaction(async (tx) => { await tx.eventLog.append(event('evt_undone')); throw new Error('roll back'); }).catch(() => {});
    await theirs.inboxes.touch('inb_1', NOW);
    // A commit with events after them: had the two above been announced, it would be the fourth.
    await theirs.transaction(async (tx) => { await tx.eventLog.append(event('evt_last')); });
    await until(() => heard >= 3, { timeoutMs: 2_000, what: 'the last commit is announced' });
    assert.is(heard, 3, 'a rollback and a commit without events announce nothing');
  } finally {
    stop();
    await theirs.close();
    await mine.close();
  }
});

test('a duty runs on one process at a time: another that tries meanwhile is told it did not run', async () => {
  const { storage: mine, url } = await seeded();
  const theirs = await openPostgresStorage({ url });
  try {
    const hold = gate();
    const inside = gate();
    const first = mine.singleton('maintenance', async () => { inside.open(); await hold.wait; return 'done'; });
    await inside.wait;
    if (server) {
      assert.equal(await theirs.singleton('maintenance', async () => 'also'), { ran: false }, 'skipped while the first holds it');
      assert.equal(await theirs.singleton('other duty', async () => 'other'), { ran: true, value: 'other' }, 'another duty is free');
    }
    hold.open();
    assert.equal(await first, { ran: true, value: 'done' });
    assert.equal(await theirs.singleton('maintenance', async () => 'next'), { ran: true, value: 'next' }, 'free again once it ended');
  } finally {
    await theirs.close();
    await mine.close();
  }
});

test('seqs become visible in commit order: a second writer waits for the first to commit before it takes a seq', async () => {
  const { storage, url } = await seeded();
  try {
    const hold = gate();
    const wrote = gate();
    const first = storage.transaction(async (tx) => {
      const seq = await tx.messages.insert(row('first'), content('first'));
      wrote.open();
      await hold.wait;
      return seq;
    });
    await wrote.wait;
    const second = storage.transaction((tx) => tx.messages.insert(row('second'), content('second')));
    if (server) {
      await until(async () => (await waitingForLocks(url)) === 1, { timeoutMs: 5_000, what: 'the second writer waits for the sequence lock' });
      assert.equal((await storage.messages.inboxAfter('inb_1', 0, 10)).map((m) => m.id), [], 'nothing is visible yet');
    }
    hold.open();
    const [a, b] = await Promise.all([first, second]);
    assert.ok(b > a, `the later commit has the higher seq (${a}, ${b})`);
  } finally {
    await storage.close();
  }
});

test('due deliveries are leased by one transaction: another one at the same time passes over them (FOR UPDATE SKIP LOCKED)', async () => {
  const { storage } = await seeded();
  try {
    await storage.outbox.insert({ id: 'whk_1', account_id: 'acc_1', inbox_id: null, label: 'l', target_url: 'https://h.example/', signing_secret: 's', created_at: NOW });
    for (const id of ['d1', 'd2', 'd3']) {
      await storage.outbox.insertDelivery({ id, webhook_id: 'whk_1', account_id: 'acc_1', event_id: `evt_${id}`, event_type: 'email.received', body: '{}', locked_until: null, now: NOW });
    }
    const hold = gate();
    const took = gate();
    const first = storage.transaction(async (tx) => {
      const rows = await tx.outbox.due('whk_1', NOW, 2);
      for (const r of rows) await tx.outbox.lease(r.id, NOW + 60_000);
      took.open();
      await hold.wait;
      return rows.map((r) => r.id);
    });
    await took.wait;
    const second = storage.transaction(async (tx) => (await tx.outbox.due('whk_1', NOW, 10)).map((r) => r.id));
    let secondIds: string[];
    if (server) {
      secondIds = await second; // answered while the first still holds its rows
      hold.open();
    } else {
      hold.open();
      secondIds = await second;
    }
    const firstIds = await first;
    assert.equal(firstIds, ['d1', 'd2']);
    assert.equal(secondIds, ['d3'], 'the rows the first took are not offered again');
  } finally {
    await storage.close();
  }
});

test('tx.lock holds until the transaction ends, and a savepoint that rolls back lets its locks go', async () => {
  const { storage, url } = await seeded();
  try {
    const order: string[] = [];
    const hold = gate();
    const locked = gate();
    const first = storage.transaction(async (tx) => {
      await tx.lock('account:acc_1');
      locked.open();
      await hold.wait;
      order.push('first done');
    });
    await locked.wait;
    const second = storage.transaction(async (tx) => {
      await tx.lock('account:acc_1');
      order.push('second has it');
    });
    if (server) await until(async () => (await waitingForLocks(url)) === 1, { timeoutMs: 5_000, what: 'the second waits for the lock' });
    hold.open();
    await Promise.all([first, second]);
    assert.equal(order, ['first done', 'second has it']);

    // A lock taken in a savepoint that rolled back is released with it, so it is taken again.
    await storage.transaction(async (tx) => {
      await tx.savepoint(async () => {
        await tx.lock(SEQUENCE_LOCK);
        throw new Error('undo');
      }).catch(() => {});
      const held = async () => (await pg.query<{ n: number }>(url,
        "SELECT count(*) AS n FROM pg_locks WHERE locktype = 'advisory' AND granted AND pid <> pg_backend_pid() AND database = (SELECT oid FROM pg_database WHERE datname = current_database())"))[0]!.n;
      if (server) assert.is(await held(), 0, 'released by the rollback to the savepoint');
      await tx.messages.insert(row('after'), content('after'));
      if (server) assert.is(await held(), 1, 'taken again by the insert');
    });
  } finally {
    await storage.close();
  }
});

test('on a server a transaction never holds up reads outside it (each runs on its own connection)', async () => {
  const { storage } = await seeded();
  try {
    const hold = gate();
    const inside = gate();
    const tx = storage.transaction(async (t) => {
      await t.messages.insert(row('open'), content('open'));
      inside.open();
      await hold.wait;
    });
    await inside.wait;
    const read = storage.messages.byId('open');
    if (server) {
      assert.is(await read, null, 'answered at once, without the uncommitted row');
      hold.open();
    } else {
      hold.open(); // PGlite: one session, the read waits for the transaction
      assert.ok(await read);
    }
    await tx;
  } finally {
    await storage.close();
  }
});

test.run();
