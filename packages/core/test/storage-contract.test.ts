// The storage port's contract: one suite that every engine runs (as unstorage runs one driver
// suite for every driver). The engines: SQLite on a file, and PostgreSQL (a real server when
// INBOXKIT_TEST_DATABASE_URL is set, else PGlite in this process; see support/postgres.ts). A run
// takes the engine INBOXKIT_TEST_ENGINE names (support/engine.ts): `npm test` SQLite, the full
// set's `[postgres]` run PostgreSQL. An engine joins by adding an entry to MAKERS; nothing else
// in this file may know which engine it talks to.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openPostgresStorage, openSqliteStorage, type Storage } from '../src/storage/index.js';
import type { MessageQuery, NewMessageRow, NewSmtpFaultRuleRow } from '../src/storage/index.js';
import { rejects } from './helpers.js';
import { testPostgres } from './support/postgres.js';
import { TEST_ENGINE } from './support/engine.js';
import { encodeContent } from '../src/content/codec.js';
import { createSearchReindex } from '../src/ingest/reindex.js';

interface Engine {
  name: string;
  /** A storage on a new, empty database, and what to do once the test closed it. */
  open(): Promise<{ storage: Storage; done(): Promise<void> }>;
  cleanup(): Promise<void>;
}

const MAKERS: Record<typeof TEST_ENGINE, () => Engine> = { sqlite: () => {
  const dir = mkdtempSync(join(tmpdir(), 'ik-contract-'));
  let n = 0;
  return {
    name: 'sqlite',
    open: async () => ({ storage: openSqliteStorage({ path: join(dir, `contract-${++n}.sqlite`) }), done: async () => {} }),
    cleanup: async () => rmSync(dir, { recursive: true, force: true }),
  };
}, postgres: () => {
  const pg = testPostgres();
  return {
    name: `postgres (${pg.kind})`,
    open: async () => {
      const url = await pg.fresh();
      return { storage: await openPostgresStorage({ url }), done: () => pg.release(url) };
    },
    cleanup: () => pg.cleanup(),
  };
} };
const ENGINES: Engine[] = [MAKERS[TEST_ENGINE]()];

const NOW = Date.parse('2026-11-21T10:00:00.000Z');
const ENTITLEMENTS = {
  active_inboxes: 10, monthly_received_messages: 100, message_retention_days: 30, monthly_analyses: 100,
  api_requests: null, wildcard_namespace: true,
} as never;

async function seed(storage: Storage) {
  await storage.accounts.insert({ id: 'acc_1', name: 'One', slug: 'one', tier: 'free', entitlements: ENTITLEMENTS, createdAt: NOW });
  await storage.inboxes.insert({
    id: 'inb_1', account_id: 'acc_1', label: 'first', email_address: 'first@inboxkit.test', lifecycle_mode: 'persistent',
    ttl_minutes: null, expires_at: null, status: 'active', is_wildcard: 0, analysis_mode: 'all', analysis_recipients: '[]',
    created_at: NOW,
  });
}

function messageRow(id: string, overrides: Partial<NewMessageRow> = {}): NewMessageRow {
  return {
    id, account_id: 'acc_1', inbox_id: 'inb_1', from_email: 'a@acme.example', to_email: 'First@inboxkit.test',
    to_email_norm: 'first@inboxkit.test', subject: `subject ${id}`, preview_text: null, received_at: NOW,
    has_text_body: 1, has_html_body: 0, otp: null, otp_candidates: null, links: '[]', intent: null, malformed: 0, parse_error: null,
    size_bytes: 10, analysis_eligible: 0, analysis_status: 'none', analysis_requested_at: null,
    analysis_completed_at: null, analysis_result: null, analysis_attempts: 0, attachments: '[]', ...overrides,
  };
}

const content = (text: string) => ({ text_body: text, html_body: null, raw: Buffer.from(`raw ${text}`) });

/**
 * The storage with every call recorded (`group.method`, or the storage's or a transaction's
 * own method), so the suite can tell which methods of the port it never called.
 */
function recorded<T extends object>(target: T, called: Set<string>, prefix = ''): T {
  return new Proxy(target, {
    get(t, key, receiver) {
      const value = Reflect.get(t, key, receiver) as unknown;
      if (typeof key !== 'string') return value;
      if (typeof value === 'function') {
        return (...args: unknown[]) => {
          called.add(`${prefix}${key}`);
          if (key === 'transaction') {
            const fn = args[0] as (tx: object) => Promise<unknown>;
            return (value as (f: typeof fn) => unknown).call(t, (tx) => fn(recorded(tx, called)));
          }
          return (value as (...a: unknown[]) => unknown).apply(t, args);
        };
      }
      return prefix === '' && value !== null && typeof value === 'object' ? recorded(value, called, `${key}.`) : value;
    },
  });
}

/** The port's methods as an instance offers them: its own, its groups' (plain objects), and a transaction handle's. */
async function portMethods(storage: Storage): Promise<string[]> {
  const own = (o: object, prefix: string) => Object.keys(o).filter((k) => typeof (o as Record<string, unknown>)[k] === 'function').map((k) => `${prefix}${k}`);
  const names = own(storage, '');
  for (const [key, value] of Object.entries(storage)) {
    if (value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) names.push(...own(value, `${key}.`));
  }
  await storage.transaction(async (tx) => { names.push(...own(tx, '')); });
  return [...new Set(names)].sort();
}

for (const engine of ENGINES) {
  const test = suite(`storage contract: ${engine.name}`);
  let storage: Storage;
  let done: () => Promise<void>;
  const called = new Set<string>();
  test.before.each(async () => {
    let opened: Storage;
    ({ storage: opened, done } = await engine.open());
    storage = recorded(opened, called);
    await seed(storage);
  });
  test.after.each(async () => {
    await storage.close();
    await done();
  });
  test.after(() => engine.cleanup());

  test('a committed transaction is visible; a rejected one leaves nothing', async () => {
    const seq = await storage.transaction(async (tx) => tx.messages.insert(messageRow('msg_a'), content('a')));
    assert.is((await storage.messages.bySeq(seq))?.id, 'msg_a');
    const detail = (await storage.messages.byId('msg_a'))!;
    const analysis = await storage.messages.analysisById('msg_a');
    assert.equal(analysis, {
      account_id: detail.account_id, inbox_id: detail.inbox_id, analysis_eligible: detail.analysis_eligible, analysis_status: detail.analysis_status,
      analysis_requested_at: detail.analysis_requested_at, analysis_completed_at: detail.analysis_completed_at, analysis_result: detail.analysis_result,
      read_at: detail.read_at, tags: detail.tags,
    }, 'the owner, analysis, read and tag columns alone, as byId has them');
    await rejects(storage.transaction(async (tx) => {
      await tx.messages.insert(messageRow('msg_b'), content('b'));
      throw new Error('refused');
    }), /refused/);
    assert.is(await storage.messages.byId('msg_b'), null);
    assert.is(await storage.messages.analysisById('msg_b'), null);
  });

  test('a rejected savepoint rolls back alone, and drops its onCommit callbacks', async () => {
    const ran: string[] = [];
    await storage.transaction(async (tx) => {
      await tx.messages.insert(messageRow('msg_keep'), content('keep'));
      tx.onCommit(() => ran.push('keep'));
      await tx.savepoint(async () => {
        await tx.messages.insert(messageRow('msg_drop'), content('drop'));
        tx.onCommit(() => ran.push('drop'));
        throw new Error('refused');
      }).catch(() => {});
      assert.equal(ran, [], 'nothing runs before the commit');
    });
    assert.equal(ran, ['keep']);
    assert.ok(await storage.messages.byId('msg_keep'));
    assert.is(await storage.messages.byId('msg_drop'), null);
  });

  test('onCommit never runs for a transaction that rolled back', async () => {
    const ran: string[] = [];
    await storage.transaction(async (tx) => {
      tx.onCommit(() => ran.push('x'));
      throw new Error('no');
    }).catch(() => {});
    assert.equal(ran, []);
  });

  test('onRollback runs for undone work only: a rolled-back savepoint, a rolled-back transaction, never a commit', async () => {
    const ran: string[] = [];
    await storage.transaction(async (tx) => {
      tx.onRollback(() => ran.push('outer (committed)'));
      await tx.savepoint(async () => {
        tx.onRollback(() => ran.push('kept savepoint (committed)'));
      });
      await tx.savepoint(async () => {
        tx.onRollback(() => ran.push('undone savepoint'));
        throw new Error('no');
      }).catch(() => {});
      assert.equal(ran, ['undone savepoint'], 'at once when its savepoint rolls back');
    });
    assert.equal(ran, ['undone savepoint'], 'nothing more after the commit');
    ran.length = 0;
    await storage.transaction(async (tx) => {
      tx.onRollback(() => ran.push('outer'));
      await tx.savepoint(async () => { tx.onRollback(() => ran.push('released savepoint')); });
      throw new Error('roll back');
    }).catch(() => {});
    assert.equal(ran.sort(), ['outer', 'released savepoint'], 'a released savepoint\'s work rolls back with its transaction');
  });

  test('a transaction that awaits never interleaves with another caller', async () => {
    // The transaction writes, waits while other work arrives, then rolls back. Work that ran
    // inside it (on a shared connection) would see the uncommitted row; queued work cannot.
    let release!: () => void;
    const gate = new Promise<void>((r) => { release = r; });
    let wrote!: () => void;
    const hasWritten = new Promise<void>((r) => { wrote = r; });
    const tx = storage.transaction(async (t) => {
      await t.messages.insert(messageRow('msg_t1'), content('t1'));
      wrote();
      await gate;
      throw new Error('roll back');
    }).catch(() => 'rolled back');
    await hasWritten;
    const outside = storage.messages.byId('msg_t1');
    const second = storage.transaction(async (t) => t.messages.byId('msg_t1'));
    const written = storage.transaction(async (t) => t.messages.insert(messageRow('msg_t2'), content('t2')));
    release();
    assert.is(await tx, 'rolled back');
    assert.is(await outside, null, 'a read outside waited for the transaction');
    assert.is(await second, null, 'a second transaction waited for the first');
    const seq = await written;
    assert.is((await storage.messages.bySeq(seq))?.id, 'msg_t2', 'a write queued meanwhile is not lost with the rollback');
  });

  test('a transaction handle used after its transaction fails instead of running outside it', async () => {
    let kept: Parameters<Parameters<Storage['transaction']>[0]>[0] | null = null;
    await storage.transaction(async (tx) => { kept = tx; });
    await rejects(kept!.messages.byId('msg_x'));
  });

  test('messages: insertMany writes rows, content and search entries in order, past one statement\'s share, as insert does', async () => {
    const bytes = Buffer.from(Array.from({ length: 256 }, (_, i) => i));
    // More than one PostgreSQL statement takes (INSERT_MANY_ROWS = 32), with content of both forms and a sender name to search.
    const many = Array.from({ length: 40 }, (_, i) => ({
      row: messageRow(`many_${i}`, { subject: `batch word${i}` }),
      content: i % 2 ? content(`body${i}`) : { bodies: bytes.subarray(i), text_body: null, html_body: null, raw: bytes },
      searchable: { from_name: `Sender${i}`, body_text: `body${i}` },
    }));
    const before = await storage.transaction(async (tx) => tx.messages.insert(messageRow('many_before'), content('before')));
    const seqs = await storage.transaction(async (tx) => {
      assert.equal(await tx.messages.insertMany([]), []);
      return tx.messages.insertMany(many);
    });
    assert.is(seqs.length, 40);
    assert.ok(seqs.every((seq, i) => seq > (i === 0 ? before : seqs[i - 1]!)), 'seqs grow in the order given');
    for (const i of [0, 1, 31, 32, 39]) {
      assert.is((await storage.messages.bySeq(seqs[i]!))?.id, `many_${i}`);
      assert.equal(await storage.messages.content(seqs[i]!), i % 2 === 0
        ? { bodies: bytes.subarray(i), text_body: null, html_body: null, raw: bytes }
        : { bodies: null, text_body: `body${i}`, html_body: null, raw: Buffer.from(`raw body${i}`) });
    }
    const found = async (query: Partial<MessageQuery>) => (await storage.messages.search({ account_id: 'acc_1', ...query }, null, 5)).map((r) => r.id);
    assert.equal(await found({ text: ['word33'] }), ['many_33'], 'the subject is indexed');
    assert.equal(await found({ sender: 'Sender38' }), ['many_38'], 'the display name is indexed');
    assert.equal(await found({ text: ['body35'] }), ['many_35'], 'the body is indexed');
    await rejects(storage.transaction(async (tx) => {
      await tx.messages.insertMany([{ row: messageRow('many_dropped'), content: content('dropped') }]);
      throw new Error('refused');
    }), /refused/);
    assert.is(await storage.messages.byId('many_dropped'), null, 'rolled back with its transaction');
  });

  test('messages: content as given (opaque bytes, or the text form of before schema 11), pages newest first and reads forward from a seq', async () => {
    const seqs: number[] = [];
    // Every byte value, NUL included: storage never looks inside.
    const bytes = Buffer.from(Array.from({ length: 256 }, (_, i) => i));
    await storage.transaction(async (tx) => {
      for (const id of ['m1', 'm2']) seqs.push(await tx.messages.insert(messageRow(id), content(id)));
      seqs.push(await tx.messages.insert(messageRow('m3'), { bodies: bytes.subarray(7), text_body: null, html_body: null, raw: bytes }));
    });
    assert.ok(seqs[0]! < seqs[1]! && seqs[1]! < seqs[2]!, 'seq grows with arrival');
    assert.equal(await storage.messages.content(seqs[1]!), { bodies: null, text_body: 'm2', html_body: null, raw: Buffer.from('raw m2') });
    assert.equal(await storage.messages.content(seqs[2]!), { bodies: bytes.subarray(7), text_body: null, html_body: null, raw: bytes });
    assert.is(await storage.messages.content(seqs[2]! + 100), null);
    const page = await storage.messages.inboxPage('inb_1', null, 2);
    assert.equal(page.map((r) => r.id), ['m3', 'm2', 'm1'], 'limit + 1 rows, newest first');
    assert.equal((await storage.messages.inboxPage('inb_1', seqs[1]!, 2)).map((r) => r.id), ['m1']);
    assert.equal((await storage.messages.recipientPage('acc_1', 'first@inboxkit.test', null, 5)).map((r) => r.id), ['m3', 'm2', 'm1']);
    assert.equal((await storage.messages.inboxAfter('inb_1', seqs[0]!, 5)).map((r) => r.id), ['m2', 'm3']);
    assert.equal((await storage.messages.recipientAfter('acc_1', 'first@inboxkit.test', seqs[1]!, 5)).map((r) => r.id), ['m3']);
    const detail = await storage.messages.byId('m1');
    assert.is(detail?.inbox_email_address, 'first@inboxkit.test', 'detail rows carry the inbox address and label');
    assert.is(detail?.inbox_label, 'first');
  });

  test('messages: rows in the form of before schema 11 are listed oldest first from a seq, and converted once each', async () => {
    const seqs: number[] = [];
    await storage.transaction(async (tx) => {
      for (const id of ['u1', 'u2', 'u3']) seqs.push(await tx.messages.insert(messageRow(id, { links: `["${id}"]` }), content(id)));
      seqs.push(await tx.messages.insert(messageRow('new'), { bodies: Buffer.from('b'), text_body: null, html_body: null, raw: Buffer.from('r') }));
    });
    const first = await storage.messages.unconverted(0, 2);
    assert.equal(first, [
      { seq: seqs[0]!, links: '["u1"]', content: { bodies: null, text_body: 'u1', html_body: null, raw: Buffer.from('raw u1') } },
      { seq: seqs[1]!, links: '["u2"]', content: { bodies: null, text_body: 'u2', html_body: null, raw: Buffer.from('raw u2') } },
    ]);
    const converted = await storage.transaction(async (tx) => [
      await tx.messages.convert(seqs[0]!, { bodies: Buffer.from([0, 1]), raw: Buffer.from([2, 0, 3]) }, 'packed'),
      await tx.messages.convert(seqs[0]!, { bodies: Buffer.from([9]), raw: Buffer.from([9]) }, 'again'),
      await tx.messages.convert(seqs[3]! + 100, { bodies: Buffer.from([9]), raw: Buffer.from([9]) }, 'gone'),
    ]);
    assert.equal(converted, [true, false, false], 'a row converted already (or gone) is left alone');
    assert.equal(await storage.messages.content(seqs[0]!), { bodies: Buffer.from([0, 1]), text_body: null, html_body: null, raw: Buffer.from([2, 0, 3]) });
    assert.is((await storage.messages.bySeq(seqs[0]!))?.links, 'packed', 'the links column changes with the content');
    assert.equal((await storage.messages.unconverted(0, 10)).map((r) => r.seq), [seqs[1]!, seqs[2]!]);
    assert.equal((await storage.messages.unconverted(seqs[1]!, 10)).map((r) => r.seq), [seqs[2]!]);
  });

  test('messages: analysis updates and purge by age', async () => {
    const seq = await storage.transaction(async (tx) => tx.messages.insert(messageRow('old', { received_at: NOW - 1000 }), content('old')));
    await storage.messages.setAnalysis({ seq, status: 'complete', completed_at: NOW, result: '{"summary":"s"}', attempts: 1, error: null });
    const row = await storage.messages.bySeq(seq);
    assert.is(row?.analysis_status, 'complete');
    assert.is(row?.analysis_result, '{"summary":"s"}');
    assert.is(await storage.messages.purgeOlderThan('acc_1', NOW, 10), 1);
    assert.is(await storage.messages.bySeq(seq), null);
    assert.is(await storage.messages.content(seq), null, 'content goes with the row');
  });

  // Search: a filter object, matched by the engine's own full-text index.
  async function searchFixture(): Promise<Record<string, number>> {
    await storage.accounts.insert({ id: 'acc_2', name: 'Two', slug: 'two', tier: 'free', entitlements: ENTITLEMENTS, createdAt: NOW });
    for (const [id, account, address] of [['inb_2', 'acc_1', 'second@inboxkit.test'], ['inb_9', 'acc_2', 'other@inboxkit.test']] as const) {
      await storage.inboxes.insert({
        id, account_id: account, label: id, email_address: address, lifecycle_mode: 'persistent', ttl_minutes: null,
        expires_at: null, status: 'active', is_wildcard: 0, analysis_mode: 'all', analysis_recipients: '[]', created_at: NOW,
      });
    }
    const seqs: Record<string, number> = {};
    const add = async (id: string, row: Partial<NewMessageRow>, body: string | null, searchable?: { from_name: string | null; body_text: string | null }) => {
      seqs[id] = await storage.transaction((tx) => tx.messages.insert(messageRow(id, row), { text_body: body, html_body: null, raw: Buffer.from(id) }, searchable));
    };
    await add('code', { subject: 'Your Café sign-in code', from_email: 'NoReply@GitHub.example', otp: '123456', intent: 'login_code', received_at: NOW - 3000 },
      'Enter 123456 to finish signing in.', { from_name: 'GitHub Security', body_text: 'Enter 123456 to finish signing in.' });
    await add('reset', { subject: 'Reset your password', from_email: 'accounts@acme.example', intent: 'password_reset', received_at: NOW - 2000 },
      'Someone asked to reset the password of your account.');
    await add('html', { subject: 'Weekly digest', from_email: 'news@acme.example', has_text_body: 0, has_html_body: 1, received_at: NOW - 1000 },
      null, { from_name: null, body_text: 'Top stories: the zeppelin returns' });
    await add('cjk', { subject: '東京のパスワード再設定', from_email: 'info@example.jp', inbox_id: 'inb_2', to_email: 'second@inboxkit.test',
      to_email_norm: 'second@inboxkit.test', received_at: NOW }, 'パスワードを再設定するには、リンクをクリックしてください。');
    await add('other', { subject: 'Your Café sign-in code', account_id: 'acc_2', inbox_id: 'inb_9', to_email: 'other@inboxkit.test',
      to_email_norm: 'other@inboxkit.test', from_email: 'NoReply@GitHub.example', otp: '654321', intent: 'login_code', received_at: NOW },
    'Enter 654321 to finish signing in.');
    return seqs;
  }
  const found = async (query: Partial<MessageQuery>, before: number | null = null, limit = 10) =>
    (await storage.messages.search({ account_id: 'acc_1', ...query }, before, limit)).map((r) => r.id);

  test('search: words anywhere (subject, sender, name, body), all required, case and accents folded', async () => {
    await searchFixture();
    assert.equal(await found({ text: ['cafe'] }), ['code'], 'accents and case folded');
    assert.equal(await found({ text: ['finish', 'signing'] }), ['code']);
    assert.equal(await found({ text: ['finish', 'zeppelin'] }), [], 'every word must match');
    assert.equal(await found({ text: ['github'] }), ['code'], 'the sender address');
    assert.equal(await found({ text: ['security'] }), ['code'], 'the display name');
    assert.equal(await found({ text: ['zeppelin'] }), ['html'], 'the text derived from HTML-only mail');
    assert.equal(await found({ text: ['acme'] }), ['html', 'reset'], 'newest first');
    assert.equal(await found({ text: ['password reset'] }), [], 'a phrase needs its words in order');
    assert.equal(await found({ text: ['reset your password'] }), ['reset']);
    assert.equal(await found({ text: ['sign-in code'] }), ['code'], 'punctuation separates words');
  });

  test('search: scripts without spaces match inside words (Chinese, Japanese)', async () => {
    await searchFixture();
    assert.equal(await found({ text: ['パスワード'] }), ['cjk']);
    assert.equal(await found({ text: ['再設定'] }), ['cjk']);
    assert.equal(await found({ subject: '東京' }), ['cjk']);
    assert.equal(await found({ text: ['京東'] }), [], 'characters in order');
  });

  test('search: sender, subject, time, code and intent conditions, alone and together', async () => {
    await searchFixture();
    assert.equal(await found({ sender: 'acme' }), ['html', 'reset']);
    assert.equal(await found({ sender: 'GitHub Security' }), ['code']);
    assert.equal(await found({ sender_address: 'noreply@github.example' }), ['code'], 'exact address, case-insensitive');
    assert.equal(await found({ sender_address: 'reply@github.example' }), []);
    assert.equal(await found({ subject: 'password' }), ['reset']);
    assert.equal(await found({ subject: 'finish' }), [], 'subject only');
    assert.equal(await found({ received_after: NOW - 2000 }), ['cjk', 'html'], 'strictly after');
    assert.equal(await found({ received_before: NOW - 2000 }), ['code'], 'strictly before');
    assert.equal(await found({ received_after: NOW - 3000, received_before: NOW }), ['html', 'reset']);
    assert.equal(await found({ received_after: NOW + 1 }), []);
    assert.equal(await found({ has_otp: true }), ['code']);
    assert.equal(await found({ has_otp: false }), ['cjk', 'html', 'reset']);
    assert.equal(await found({ intent: 'password_reset' }), ['reset']);
    assert.equal(await found({ text: ['password'], intent: 'password_reset', sender: 'acme', received_after: NOW - 5000 }), ['reset']);
  });

  test('search: scoped to an inbox or a recipient, never another account', async () => {
    await searchFixture();
    assert.equal(await found({ inbox_id: 'inb_2' }), ['cjk']);
    assert.equal(await found({ inbox_id: 'inb_1', has_otp: false }), ['html', 'reset']);
    assert.equal(await found({ inbox_id: 'inb_2', text: ['password'] }), [], 'the inbox only');
    assert.equal(await found({ recipient: 'second@inboxkit.test', has_otp: false }), ['cjk']);
    assert.equal(await found({ recipient: 'first@inboxkit.test', text: ['acme'] }), ['html', 'reset']);
    assert.equal(await found({ text: ['654321'] }), [], "another account's words");
    assert.equal(await found({ intent: 'login_code' }), ['code']);
    assert.equal(await found({ inbox_id: 'inb_9' }), [], "another account's inbox");
    assert.equal(await found({ account_id: 'acc_2', text: ['cafe'] }), ['other']);
  });

  test('search: pages newest first below a seq, limit + 1 rows, and later inserts never shift them', async () => {
    const seqs: number[] = [];
    for (let i = 0; i < 7; i++) {
      seqs.push(await storage.transaction((tx) => tx.messages.insert(messageRow(`p${i}`, { subject: `alpha ${i}` }), content(`beta ${i}`))));
    }
    const first = await found({ text: ['alpha'] }, null, 3);
    assert.equal(first, ['p6', 'p5', 'p4', 'p3'], 'limit + 1');
    await storage.transaction((tx) => tx.messages.insert(messageRow('late', { subject: 'alpha late' }), content('beta')));
    assert.equal(await found({ text: ['alpha'] }, seqs[4]!, 3), ['p3', 'p2', 'p1', 'p0']);
    assert.equal(await found({ has_otp: false }, seqs[1]!, 3), ['p0']);
    assert.equal(await found({ inbox_id: 'inb_1', has_otp: false }, seqs[1]!, 3), ['p0']);
  });

  test('search: a deleted message leaves the index with it; odd text is only ever words', async () => {
    await searchFixture();
    assert.is(await storage.messages.purgeOlderThan('acc_1', NOW - 1500, 10), 2);
    assert.equal(await found({ text: ['cafe'] }), []);
    assert.equal(await found({ text: ['password'] }), [], 'purged with its row');
    assert.equal(await found({ has_otp: false }), ['cjk', 'html']);
    for (const odd of ['"', '""', 'a"b', '*', 'NEAR(a b)', 'subject:x', '^a', 'a OR b', 'NOT', '(', ')', '{body}', "'", '\\', '\u0000x',
      'x'.repeat(500), 'é\u0301', '🙂 digest']) {
      await found({ text: [odd] });
      await found({ subject: odd, sender: odd });
    }
    assert.equal(await found({ text: ['digest', 'OR'] }), [], 'OR is a word, not an operator');
    assert.equal(await found({ text: ['"weekly" digest'] }), ['html'], 'quotes are not syntax');
  });

  // Sized past the engines' windows (sqlite/search.ts' PROBE_ROWS 200, search-bounds.ts' PROBE_ROWS
  // 4096, postgres/search-window.ts' WINDOW_ROWS 500), so probes, windows and bounded walks are
  // all left behind here; every engine answers the same (PostgreSQL's span below its window is
  // storage-postgres.test.ts' to cross).
  const CROWD = 200;
  const BULK = 4096 + 10;

  test("text over an account: a crowd of another account's newer matches never hides the account's own", async () => {
    await storage.accounts.insert({ id: 'acc_2', name: 'Two', slug: 'two', tier: 'free', entitlements: ENTITLEMENTS, createdAt: NOW });
    await storage.inboxes.insert({
      id: 'inb_2', account_id: 'acc_2', label: 'l', email_address: 'two@inboxkit.test', lifecycle_mode: 'persistent', ttl_minutes: null,
      expires_at: null, status: 'active', is_wildcard: 0, analysis_mode: 'all', analysis_recipients: '[]', created_at: NOW,
    });
    const mine = (id: string) => messageRow(id, { subject: 'alpha beta' });
    const theirs = (id: string) => messageRow(id, { subject: 'alpha beta', account_id: 'acc_2', inbox_id: 'inb_2', to_email_norm: 'two@inboxkit.test' });
    const put = (r: NewMessageRow) => storage.transaction((tx) => tx.messages.insert(r, { text_body: null, html_body: null, raw: Buffer.from('r') }));
    // Oldest first: two of mine, a crowd of theirs, one of mine inside the probe's reach, theirs again on top.
    await put(mine('m_old1'));
    await put(mine('m_old2'));
    await storage.transaction(async (tx) => {
      for (let i = 0; i < CROWD; i++) await tx.messages.insert(theirs(`t_a${i}`), { text_body: null, html_body: null, raw: Buffer.from('r') });
    });
    await put(mine('m_new'));
    for (let i = 0; i < 5; i++) await put(theirs(`t_b${i}`));
    const found = async (limit: number, before: number | null = null) =>
      (await storage.messages.search({ account_id: 'acc_1', text: ['alpha'] }, before, limit)).map((r) => r.id);
    assert.equal(await found(10), ['m_new', 'm_old2', 'm_old1'], 'found among the crowd, and below it');
    assert.equal(await found(1), ['m_new', 'm_old2'], 'limit + 1 across both');
    assert.equal(await found(0), ['m_new']);
    const seq = (await storage.messages.byId('m_new'))!.seq;
    assert.equal(await found(10, seq), ['m_old2', 'm_old1'], 'below a cursor');
    assert.equal((await storage.messages.search({ account_id: 'acc_2', text: ['beta'] }, null, 3)).map((r) => r.id), ['t_b4', 't_b3', 't_b2', 't_b1']);
    assert.equal((await storage.messages.search({ account_id: 'acc_1', text: ['alpha'], received_before: NOW + 1 }, null, 10)).length, 3);
  });

  test('received_after and received_before are exact when the clock went back, and however many messages arrived since', async () => {
    const seqs: Record<string, number> = {};
    await storage.transaction(async (tx) => {
      // Arrival order (seq) and clock disagree: "early" arrived last with the oldest time.
      for (const [id, at] of [['a', NOW + 30], ['b', NOW + 10], ['c', NOW + 20], ['early', NOW - 100]] as const) {
        seqs[id] = await tx.messages.insert(messageRow(id, { received_at: at }), { text_body: 'x', html_body: null, raw: Buffer.from('r') });
      }
    });
    const found = async (query: Partial<MessageQuery>, before: number | null = null) =>
      (await storage.messages.search({ account_id: 'acc_1', ...query }, before, 10)).map((r) => r.id);
    assert.equal(await found({ received_after: NOW + 15 }), ['c', 'a']);
    assert.equal(await found({ inbox_id: 'inb_1', received_after: NOW + 15 }), ['c', 'a']);
    assert.equal(await found({ received_after: NOW }), ['c', 'b', 'a']);
    assert.equal(await found({ received_before: NOW + 15 }), ['early', 'b']);
    assert.equal(await found({ received_after: NOW + 30 }), [], 'nothing received since');
    assert.equal(await found({ received_after: NOW, text: ['subject'] }, seqs.c!), ['b', 'a']);
    // Many more since (past SQLite's bounded walk): the answer stays the same.
    await storage.transaction(async (tx) => {
      for (let i = 0; i < BULK; i++) {
        await tx.messages.insert(messageRow(`bulk${i}`, { inbox_id: 'inb_1', account_id: 'acc_1', to_email_norm: 'bulk@inboxkit.test', received_at: NOW + 1000 }),
          { text_body: null, html_body: null, raw: Buffer.from('r') });
      }
    });
    assert.equal(await found({ received_after: NOW + 15, received_before: NOW + 1000 }), ['c', 'a']);
    assert.equal(await found({ recipient: 'first@inboxkit.test', received_after: NOW + 15 }), ['c', 'a']);
  });

  test('messages: delete one, delete an inbox\'s in batches up to a seq (content and analysis job go with them)', async () => {
    const seqs: number[] = [];
    await storage.transaction(async (tx) => {
      for (const id of ['d1', 'd2', 'd3', 'd4']) seqs.push(await tx.messages.insert(messageRow(id, { attachments: '[{"filename":"a.txt"}]' }), content(id)));
      await tx.analysisJobs.insert(seqs[0]!, 'acc_1', NOW);
    });
    assert.is((await storage.messages.byId('d1'))?.attachments, '[{"filename":"a.txt"}]', 'detail rows carry the attachment descriptions');
    assert.is(await storage.messages.delete(seqs[0]!), true);
    assert.is(await storage.messages.delete(seqs[0]!), false, 'gone already');
    assert.is(await storage.messages.content(seqs[0]!), null, 'content goes with the row');
    assert.is(await storage.analysisJobs.exists(seqs[0]!), false, 'so does its analysis job');
    assert.is(await storage.messages.lastOfInbox('inb_1'), seqs[3]);
    assert.is(await storage.messages.lastOfInbox('inb_none'), null);
    assert.is(await storage.messages.deleteInboxBatch('inb_1', seqs[2]!, 1), 1, 'one per batch, oldest first');
    assert.is(await storage.messages.byId('d2'), null);
    assert.is(await storage.messages.deleteInboxBatch('inb_1', seqs[2]!, 10), 1, 'nothing past maxSeq');
    assert.equal((await storage.messages.inboxPage('inb_1', null, 10)).map((r) => r.id), ['d4']);
  });

  test('inboxes: delete removes the row, its address routes nowhere, and the epoch moves', async () => {
    const before = storage.catalog.epoch();
    assert.is(await storage.inboxes.delete('inb_1'), true);
    assert.not.equal(storage.catalog.epoch(), before);
    assert.is(await storage.inboxes.byId('inb_1'), null);
    assert.is(await storage.inboxes.byAddress('first@inboxkit.test'), null);
    assert.is(await storage.inboxes.countActive('acc_1', NOW), 0);
    assert.is(await storage.inboxes.delete('inb_1'), false);
  });

  test('auto-release: put replaces (moving the epoch), get reads it, clear turns it off, and it goes with its inbox', async () => {
    assert.is(await storage.autoRelease.get('inb_1'), null, 'off until set');
    const before = storage.catalog.epoch();
    await storage.autoRelease.put({ inbox_id: 'inb_1', recipients: '["qa@example.com"]', updated_at: NOW });
    assert.not.equal(storage.catalog.epoch(), before, 'a setting read after each commit is cached on the epoch');
    await storage.autoRelease.put({ inbox_id: 'inb_1', recipients: '["a@example.com","b@example.com"]', updated_at: NOW + 1 });
    assert.equal(await storage.autoRelease.get('inb_1'), { inbox_id: 'inb_1', recipients: '["a@example.com","b@example.com"]', updated_at: NOW + 1 });
    await rejects(storage.autoRelease.put({ inbox_id: 'inb_missing', recipients: '[]', updated_at: NOW }), /./, 'an inbox that does not exist');
    assert.is(await storage.autoRelease.clear('inb_1'), true);
    assert.is(await storage.autoRelease.clear('inb_1'), false, 'off already');
    assert.is(await storage.autoRelease.get('inb_1'), null);
    await storage.transaction(async (tx) => tx.autoRelease.put({ inbox_id: 'inb_1', recipients: '["qa@example.com"]', updated_at: NOW }));
    assert.is(await storage.inboxes.delete('inb_1'), true);
    assert.is(await storage.autoRelease.get('inb_1'), null, 'deleted with its inbox');
  });

  test('api keys: by id, revoke once (moving the epoch), listed revoked', async () => {
    await storage.apiKeys.insert({
      id: 'key_1', account_id: 'acc_1', label: 'k', key_prefix: 'ik_live_abcdefgh', secret_hash: Buffer.alloc(32),
      scopes: '[]', created_by_user_id: null, expires_at: null, created_at: NOW, inbox_limited: 0,
    });
    assert.is((await storage.apiKeys.byId('key_1'))?.key_prefix, 'ik_live_abcdefgh');
    assert.is((await storage.apiKeys.byId('key_1'))?.inbox_limited, 0);
    assert.is(await storage.apiKeys.byId('key_none'), null);
    assert.is(await storage.apiKeys.revoke('acc_other', 'key_1', NOW), false, 'another account cannot');
    const before = storage.catalog.epoch();
    assert.is(await storage.apiKeys.revoke('acc_1', 'key_1', NOW + 1), true);
    assert.not.equal(storage.catalog.epoch(), before, 'a revocation moves the epoch');
    assert.is(await storage.apiKeys.revoke('acc_1', 'key_1', NOW + 2), false, 'once');
    assert.equal((await storage.apiKeys.byAccount('acc_1')).map((k) => [k.id, k.revoked_at]), [['key_1', NOW + 1]]);
  });

  test('tags: set with the row (JSON) and message_tags together, counted, walked by tag:, cleared, gone with the message', async () => {
    const seqs = await searchFixture();
    await storage.tags.set(seqs.code!, 'acc_1', ['signup', 'qa']);
    await storage.transaction(async (tx) => {
      await tx.tags.set(seqs.reset!, 'acc_1', ['qa']);
      await tx.tags.set(seqs.html!, 'acc_1', ['later']);
      await tx.tags.set(seqs.html!, 'acc_1', ['zz', 'qa']);
    });
    assert.is((await storage.messages.byId('code'))!.tags, '["signup","qa"]');
    assert.equal(await storage.tags.counts('acc_1'), [{ name: 'qa', message_count: 3 }, { name: 'signup', message_count: 1 }, { name: 'zz', message_count: 1 }]);
    assert.equal(await storage.tags.counts('acc_2'), []);
    assert.equal(await storage.messages.search({ account_id: 'acc_2', checks: [{ kind: 'tag', tag: 'qa', negate: false }] }, null, 5), [], 'never another account\'s');
    assert.equal(await storage.tags.carrying('acc_1', 'qa', 2), [{ seq: seqs.code!, tags: ['signup', 'qa'] }, { seq: seqs.reset!, tags: ['qa'] }], 'oldest first');
    const tag = (t: string, negate = false) => ({ checks: [{ kind: 'tag' as const, tag: t, negate }] });
    assert.equal(await found(tag('qa')), ['html', 'reset', 'code'], 'a positive tag walks message_tags');
    assert.equal(await found(tag('qa'), seqs.html!, 1), ['reset', 'code'], 'below a seq, limit + 1');
    assert.equal(await found({ ...tag('qa'), text: ['acme'] }), ['html', 'reset'], 'with text, a row check');
    await storage.tags.set(seqs.cjk!, 'acc_1', ['qa']);
    assert.equal(await found({ ...tag('qa'), inbox_id: 'inb_2' }), ['cjk'], 'within an inbox');
    await storage.tags.set(seqs.cjk!, 'acc_1', []);
    assert.equal((await found(tag('qa', true))).includes('code'), false, 'negated');
    assert.equal(await found({ checks: [{ kind: 'tagged', negate: false }] }), ['html', 'reset', 'code']);
    await storage.tags.set(seqs.reset!, 'acc_1', []);
    assert.is((await storage.messages.byId('reset'))!.tags, null, 'cleared');
    assert.equal(await found(tag('qa')), ['html', 'code']);
    await storage.messages.delete(seqs.html!);
    assert.equal(await storage.tags.counts('acc_1'), [{ name: 'qa', message_count: 1 }, { name: 'signup', message_count: 1 }], 'gone with the message');
  });

  test('search terms: to, cc and header tokens, size classes, facets and read state, each negated too', async () => {
    await searchFixture();
    const add = (id: string, row: Partial<NewMessageRow>, searchable: Parameters<typeof storage.messages.insert>[2]) =>
      storage.transaction((tx) => tx.messages.insert(messageRow(id, row), { text_body: 'x', html_body: null, raw: Buffer.from(id) }, searchable));
    await add('t1', { size_bytes: 900, facets: 1 | 8, received_at: NOW + 10 }, {
      from_name: null, body_text: 'x', to: 'Signup Desk <desk@inboxkit.test>', cc: 'Bob <bob@builder.example>',
      headers: [{ name: 'X-Mailer', value: 'Acme Mailer 2.0' }, { name: 'Received', value: 'from secret.example' }],
    });
    await add('t2', { size_bytes: 70_000, received_at: NOW + 20 }, { from_name: null, body_text: 'x', to: 'other@inboxkit.test', cc: null, headers: [] });
    const terms = (...list: NonNullable<MessageQuery['terms']>) => ({ terms: list });
    const ids = async (query: Partial<MessageQuery>) => (await found(query)).filter((id) => id === 't1' || id === 't2');
    assert.equal(await ids(terms({ field: 'to', text: 'signup desk', negate: false })), ['t1']);
    assert.equal(await ids(terms({ field: 'to', text: 'desk signup', negate: false })), [], 'a phrase keeps its order');
    assert.equal(await ids(terms({ field: 'to', text: 'signup', negate: true })), ['t2']);
    assert.equal(await ids(terms({ field: 'cc', text: 'builder.example', negate: false })), ['t1']);
    assert.equal(await ids(terms({ field: 'header', name: 'x-mailer', text: null, negate: false })), ['t1']);
    assert.equal(await ids(terms({ field: 'header', name: 'X-Mailer', text: 'mailer 2', negate: false })), ['t1']);
    assert.equal(await ids(terms({ field: 'header', name: 'Received', text: 'secret', negate: false })), [], 'a Received value is not indexed');
    assert.equal(await ids(terms({ field: 'header', name: 'Received', text: null, negate: false })), ['t1'], 'its name is');
    const check = (c: NonNullable<MessageQuery['checks']>[number]) => ({ checks: [c] });
    assert.equal(await ids(check({ kind: 'larger', bytes: 65_536, negate: false })), ['t2']);
    assert.equal(await ids(check({ kind: 'larger', bytes: 900, negate: false })), ['t2'], 'strictly larger');
    assert.equal(await ids(check({ kind: 'smaller', bytes: 901, negate: false })), ['t1']);
    assert.equal(await ids(check({ kind: 'smaller', bytes: 1, negate: false })), []);
    assert.equal(await ids(check({ kind: 'larger', bytes: 1000, negate: true })), ['t1']);
    assert.equal(await ids(check({ kind: 'attachment', negate: false })), ['t1']);
    assert.equal(await ids(check({ kind: 'link', type: 'password_reset', negate: false })), ['t1']);
    assert.equal(await ids(check({ kind: 'link', type: 'password_reset', negate: true })), ['t2']);
    assert.equal(await ids(check({ kind: 'after', at: NOW + 20, negate: false })), ['t2'], 'at or after');
    assert.equal(await ids(check({ kind: 'before', at: NOW + 20, negate: false })), ['t1']);
    assert.equal(await ids(check({ kind: 'read', negate: false })), []);
    await storage.messages.setRead('acc_1', 't1', NOW);
    assert.equal(await ids(check({ kind: 'read', negate: false })), ['t1'], 'is:read walks messages_read');
    assert.equal(await ids(check({ kind: 'read', negate: true })), ['t2']);
    const t2 = (await storage.messages.byId('t2'))!.seq;
    assert.equal(await ids({ seq: t2, ...terms({ field: 'to', text: 'other', negate: false }) }), ['t2'], 'one message');
    assert.equal(await ids({ seq: t2, ...terms({ field: 'to', text: 'signup', negate: false }) }), [], 'one message that does not match');
  });

  test('reindex: entries written before the term tokens are found by unindexed and rewritten once (the background job over both)', async () => {
    const source = ['From: "Old Sender" <old@acme.example>', 'To: Desk Team <first@inboxkit.test>', 'Cc: boss@corp.example',
      'X-Mailer: Legacy 1.0', 'Subject: From before', '', 'Old body words'].join('\r\n');
    const encoded = encodeContent('Old body words', null, Buffer.from(source));
    const old = (id: string) => storage.transaction((tx) => tx.messages.insert(
      { ...messageRow(id, { otp: '123456', subject: 'From before' }), search_terms: 0 } as NewMessageRow,
      { text_body: null, html_body: null, raw: encoded.raw, bodies: encoded.bodies }));
    const first = await old('old_1');
    await old('old_2');
    await storage.transaction((tx) => tx.messages.insert(messageRow('new_1'), content('new')));
    const to = { terms: [{ field: 'to' as const, text: 'desk team', negate: false }] };
    assert.equal(await found(to), [], 'no term tokens yet');
    assert.equal((await storage.messages.unindexed(0, 10)).map((m) => m.seq), [first, first + 1], 'only rows without them, oldest first');
    assert.equal((await storage.messages.unindexed(first, 10)).length, 1, 'after a seq');
    const job = createSearchReindex(storage, { batchSize: 1, pauseMs: 0 });
    assert.is(await job.run(), 2);
    assert.equal(await found(to), ['old_2', 'old_1']);
    assert.equal(await found({ terms: [{ field: 'cc', text: 'boss', negate: false }] }), ['old_2', 'old_1']);
    assert.equal(await found({ terms: [{ field: 'header', name: 'X-Mailer', text: 'legacy', negate: false }] }), ['old_2', 'old_1']);
    assert.equal(await found({ checks: [{ kind: 'otp', negate: false }] }), ['old_2', 'old_1'], 'the facts\' tokens');
    assert.equal(await found({ text: ['body'] }), ['old_2', 'old_1'], 'the words are still there');
    assert.equal(await found({ sender: 'old sender' }), ['old_2', 'old_1'], 'the display name read from the source');
    assert.equal(await storage.messages.unindexed(0, 10), []);
    assert.is(await storage.transaction((tx) => tx.messages.reindex([{ seq: first, row: messageRow('x'), searchable: { from_name: null, body_text: null } } as never])), 0, 'done once');
  });

  test('search past 2,000 newest messages: matches older than the window that PostgreSQL checks row by row are found, in order, paged', async () => {
    const rows = Array.from({ length: 2_100 }, (_, n) => {
      const match = n < 5 || n >= 2_097;
      return { row: messageRow(`w_${n}`, { subject: match ? `zebra ${n}` : `plain ${n}` }), content: content(match ? 'zebra' : 'plain') };
    });
    await storage.transaction((tx) => tx.messages.insertMany(rows));
    const expected = ['w_2099', 'w_2098', 'w_2097', 'w_4', 'w_3', 'w_2', 'w_1', 'w_0'];
    assert.equal(await found({ text: ['zebra'] }, null, 20), expected);
    const seqOf = async (id: string) => (await storage.messages.byId(id))!.seq;
    const first = await found({ text: ['zebra'] }, null, 4);
    assert.equal(first, [...expected.slice(0, 4), expected[4]!], 'limit + 1 rows across the window\'s edge');
    assert.equal(await found({ text: ['zebra'] }, await seqOf('w_3'), 10), ['w_2', 'w_1', 'w_0'], 'below a cursor');
    assert.equal(await found({ inbox_id: 'inb_1', terms: [{ field: 'subject', text: 'zebra', negate: false }] }, null, 20), expected, 'within an inbox');
  });

  test('accounts: tag rules kept on the row, moving the epoch', async () => {
    const before = storage.catalog.epoch();
    await storage.accounts.setTagRules('acc_1', '[{"id":"trl_1"}]');
    assert.not.equal(storage.catalog.epoch(), before);
    assert.is((await storage.accounts.byId('acc_1'))!.tag_rules, '[{"id":"trl_1"}]');
    await storage.accounts.setTagRules('acc_1', null);
    assert.is((await storage.accounts.byId('acc_1'))!.tag_rules, null);
  });

  test('key inboxes: links added once (moving the epoch), read in inbox order, and the listings of a limited key filtered in SQL', async () => {
    const seqs = await searchFixture();
    const key = (id: string, limited: number) => storage.apiKeys.insert({
      id, account_id: 'acc_1', label: id, key_prefix: `ik_live_${id.slice(-8).padStart(8, 'x')}`, secret_hash: Buffer.alloc(32),
      scopes: '[]', created_by_user_id: null, expires_at: null, created_at: NOW, inbox_limited: limited,
    });
    await key('key_both', 1);
    await key('key_second', 1);
    await key('key_none', 1);
    await key('key_all', 0);
    assert.is((await storage.apiKeys.byPrefix('ik_live_key_both'))?.inbox_limited, 1);
    const before = storage.catalog.epoch();
    await storage.transaction(async (tx) => {
      await tx.keyInboxes.add('key_both', ['inb_2', 'inb_1'], NOW);
      await tx.keyInboxes.add('key_second', ['inb_2'], NOW);
    });
    assert.not.equal(storage.catalog.epoch(), before, 'what a key may see is part of its authentication');
    await storage.keyInboxes.add('key_both', ['inb_1'], NOW + 1);
    await storage.keyInboxes.add('key_none', [], NOW);
    assert.equal(await storage.keyInboxes.of('key_both'), ['inb_1', 'inb_2'], 'once each, oldest inbox first');
    assert.equal(await storage.keyInboxes.of('key_none'), []);
    assert.equal(await storage.keyInboxes.of('key_all'), []);
    assert.equal((await storage.keyInboxes.ofAccount('acc_1')).map((l) => [l.key_id, l.inbox_id]),
      [['key_both', 'inb_1'], ['key_both', 'inb_2'], ['key_second', 'inb_2']]);
    assert.equal(await storage.keyInboxes.ofAccount('acc_2'), []);
    await rejects(storage.keyInboxes.add('key_none', ['inb_missing'], NOW), /./, 'an inbox that does not exist');
    assert.equal(await storage.keyInboxes.of('key_none'), []);

    // Inboxes: the key's only, newest first, paged.
    const page = async (keyId: string | undefined, after: number | null = null, limit = 10) =>
      (await storage.inboxes.activePage('acc_1', NOW, after, limit, keyId)).map((r) => r.id);
    assert.equal(await page(undefined), ['inb_2', 'inb_1']);
    assert.equal(await page('key_second'), ['inb_2']);
    assert.equal(await page('key_none'), []);
    const [newest] = await storage.inboxes.activePage('acc_1', NOW, null, 1, 'key_both');
    assert.equal(await page('key_both', null, 1), ['inb_2', 'inb_1'], 'limit + 1 rows');
    assert.equal(await page('key_both', newest!.seq, 1), ['inb_1'], 'below a seq');

    // Messages: the account-wide listings, by text, filters or recipient, keep to the key's inboxes.
    assert.equal(await found({ key_id: 'key_second', has_otp: false }), ['cjk']);
    assert.equal(await found({ key_id: 'key_both', has_otp: false }), ['cjk', 'html', 'reset']);
    assert.equal(await found({ key_id: 'key_second', text: ['password'] }), []);
    assert.equal(await found({ key_id: 'key_second', text: ['パスワード'] }), ['cjk']);
    assert.equal(await found({ key_id: 'key_both', text: ['acme'] }), ['html', 'reset']);
    assert.equal(await found({ key_id: 'key_second', recipient: 'first@inboxkit.test' }), []);
    assert.equal(await found({ key_id: 'key_both', recipient: 'first@inboxkit.test', text: ['acme'] }), ['html', 'reset']);
    assert.equal(await found({ key_id: 'key_none', intent: 'login_code' }), []);
    assert.equal(await found({ key_id: 'key_both', has_otp: false }, seqs.cjk!, 1), ['html', 'reset'], 'paged below a seq, limit + 1 rows');

    // The event log: the key's inboxes' events (an inbox named wins over the key).
    const event = (id: string, inboxId: string) => ({ id, account_id: 'acc_1', inbox_id: inboxId, type: 'email.received' as const, message_seq: 1, created_at: NOW });
    await storage.transaction(async (tx) => {
      for (const [id, inbox] of [['evt_1', 'inb_1'], ['evt_2', 'inb_2'], ['evt_3', 'inb_1']] as const) await tx.eventLog.append(event(id, inbox));
    });
    const head = await storage.eventLog.head();
    assert.is(await storage.eventLog.latest('acc_1', head, undefined, 'key_second'), 'evt_2');
    assert.is(await storage.eventLog.latest('acc_1', head, undefined, 'key_none'), null);
    assert.is(await storage.eventLog.latest('acc_1', head, 'inb_1', 'key_second'), 'evt_3', 'the inbox named');
    assert.equal((await storage.eventLog.after('acc_1', 0, 10, undefined, 'key_second')).map((e) => e.id), ['evt_2']);
    assert.equal((await storage.eventLog.after('acc_1', 0, 10, undefined, 'key_both')).map((e) => e.id), ['evt_1', 'evt_2', 'evt_3']);

    // A deleted inbox takes its links with it; the key stays limited (to what is left).
    assert.ok(await storage.inboxes.delete('inb_2'));
    assert.equal(await storage.keyInboxes.of('key_both'), ['inb_1']);
    assert.equal(await storage.keyInboxes.of('key_second'), []);
    assert.is((await storage.apiKeys.byId('key_second'))?.inbox_limited, 1);
    assert.equal(await page('key_second'), []);
  });

  test('accounts, inboxes and the catalog epoch', async () => {
    const before = storage.catalog.epoch();
    assert.is((await storage.accounts.bySlug('one'))?.id, 'acc_1');
    assert.is((await storage.accounts.byId('acc_1'))?.entitlements.active_inboxes, 10);
    await storage.accounts.setEntitlements('acc_1', 'pro', { ...(ENTITLEMENTS as object), active_inboxes: 20 } as never);
    assert.is((await storage.accounts.byId('acc_1'))?.entitlements.active_inboxes, 20, 'a cached account is read again after a change');
    assert.not.equal(storage.catalog.epoch(), before, 'a catalog write moves the epoch');
    assert.is((await storage.inboxes.byAddress('first@inboxkit.test'))?.id, 'inb_1');
    assert.is(await storage.inboxes.countActive('acc_1', NOW), 1);
    await storage.inboxes.touch('inb_1', NOW + 5);
    assert.is((await storage.inboxes.byId('inb_1'))?.last_message_received_at, NOW + 5);
    assert.equal((await storage.inboxes.activePage('acc_1', NOW, null, 10)).map((r) => r.id), ['inb_1']);
  });

  test('usage counters add up per account, metric and period', async () => {
    await storage.usage.add('acc_1', 'received_messages', '2026-11', 2);
    await storage.usage.add('acc_1', 'received_messages', '2026-11', 3);
    assert.is(await storage.usage.get('acc_1', 'received_messages', '2026-11'), 5);
    assert.is(await storage.usage.get('acc_1', 'received_messages', '2026-12'), 0);
  });

  test('usage counters: addAndGet returns the new total, concurrent adds all count', async () => {
    const minute = '2026-11-21T10:00:00.000Z/2026-11-21T10:01:00.000Z';
    assert.is(await storage.usage.addAndGet('acc_1', 'api_requests:minute', minute, 0), 0, 'reading a counter that was never written');
    assert.is(await storage.usage.addAndGet('acc_1', 'api_requests:minute', minute, 4), 4);
    const totals = await Promise.all([1, 2, 3, 5].map((n) => storage.usage.addAndGet('acc_1', 'api_requests:minute', minute, n)));
    assert.is(Math.max(...totals), 15, 'none lost');
    assert.equal(new Set(totals).size, 4, 'each add saw its own total');
    assert.is(await storage.usage.get('acc_1', 'api_requests:minute', minute), 15);
    assert.is(await storage.transaction((tx) => tx.usage.addAndGet('acc_1', 'api_requests:minute', minute, 1)), 16, 'in a transaction too');
  });

  test('usage counters: purgeEndedIntervals deletes the windows of a metric prefix that ended, nothing else', async () => {
    const iso = (ms: number) => new Date(ms).toISOString();
    const ended = `${iso(NOW - 60_000)}/${iso(NOW)}`;
    const current = `${iso(NOW)}/${iso(NOW + 60_000)}`;
    const month = `${iso(Date.UTC(2026, 10, 1))}/${iso(Date.UTC(2026, 11, 1))}`;
    await storage.usage.add('acc_1', 'api_requests:minute', ended, 3);
    await storage.usage.add('acc_1', 'api_requests:minute', current, 2);
    await storage.usage.add('acc_1', 'api_requests:month', month, 5);
    await storage.usage.add('acc_1', 'apiXrequests:minute', ended, 1); // a prefix is matched as text, not a pattern
    await storage.usage.add('acc_1', 'received_messages', '2026-10', 7); // a calendar month, not an interval
    assert.is(await storage.usage.purgeEndedIntervals('api_requests:', iso(NOW)), 1, 'a window ending at that instant has ended');
    assert.is(await storage.usage.get('acc_1', 'api_requests:minute', ended), 0);
    assert.is(await storage.usage.get('acc_1', 'api_requests:minute', current), 2);
    assert.is(await storage.usage.get('acc_1', 'api_requests:month', month), 5);
    assert.is(await storage.usage.get('acc_1', 'apiXrequests:minute', ended), 1);
    assert.is(await storage.usage.get('acc_1', 'received_messages', '2026-10'), 7);
    assert.is(await storage.usage.purgeEndedIntervals('api_requests:', iso(Date.UTC(2026, 11, 1))), 2, 'the month once December began');
  });

  test('idempotency records: read within the window, purged after it', async () => {
    await storage.idempotency.put('acc_1', 'POST /v1/inboxes', 'k1', { request_hash: 'h', body: '{"a":1}', created_at: NOW });
    assert.equal(await storage.idempotency.get('acc_1', 'POST /v1/inboxes', 'k1', NOW - 1), { request_hash: 'h', body: '{"a":1}', created_at: NOW });
    assert.is(await storage.idempotency.get('acc_1', 'POST /v1/inboxes', 'k1', NOW), null, 'not younger than notBefore');
    assert.is(await storage.idempotency.purgeOlderThan(NOW), 1);
  });

  test('idempotency records: remove deletes one key\'s record only', async () => {
    const rec = { request_hash: 'h', body: '', created_at: NOW };
    await storage.idempotency.put('acc_1', 'POST /v1/inboxes', 'k1', rec);
    await storage.idempotency.put('acc_1', 'POST /v1/inboxes', 'k2', rec);
    await storage.idempotency.put('acc_1', 'POST /v1/webhooks', 'k1', rec);
    assert.ok(await storage.idempotency.remove('acc_1', 'POST /v1/inboxes', 'k1'));
    assert.not.ok(await storage.idempotency.remove('acc_1', 'POST /v1/inboxes', 'k1'), 'gone already');
    assert.is(await storage.idempotency.get('acc_1', 'POST /v1/inboxes', 'k1', 0), null);
    assert.equal(await storage.idempotency.get('acc_1', 'POST /v1/inboxes', 'k2', 0), rec, 'another key stays');
    assert.equal(await storage.idempotency.get('acc_1', 'POST /v1/webhooks', 'k1', 0), rec, 'another operation stays');
    await storage.transaction(async (tx) => {
      await tx.lock('idempotency:test');
      assert.ok(await tx.idempotency.remove('acc_1', 'POST /v1/inboxes', 'k2'), 'in a transaction too');
    });
  });

  test('secrets: the first candidate is kept, later ones and concurrent ones get it back', async () => {
    const first = Buffer.alloc(32, 1);
    const kept = await storage.secrets.keep('cursor', first, NOW);
    assert.ok(Buffer.isBuffer(kept));
    assert.equal([...kept], [...first]);
    assert.equal([...await storage.secrets.keep('cursor', Buffer.alloc(32, 2), NOW + 1)], [...first]);
    const racing = await Promise.all([3, 4, 5].map((n) => storage.secrets.keep('other', Buffer.alloc(32, n), NOW)));
    assert.is(new Set(racing.map((b) => b.toString('hex'))).size, 1, 'every caller got the same bytes');
    assert.not.equal([...racing[0]!], [...first], 'one secret per name');
  });

  test('checks: the envelope written with the row, each kept result replaced, gone with the message, owner checked', async () => {
    const envelope = JSON.stringify({ mail_from: 'a@example.org', client_address: '192.0.2.1', helo: 'mx.example.org' });
    const seq = await storage.transaction(async (tx) => tx.messages.insertMany([
      { row: messageRow('msg_chk', { envelope }), content: content('chk') }, { row: messageRow('msg_chk_old'), content: content('old') },
    ]));
    assert.equal(await storage.checks.read('acc_1', 'msg_chk'), { envelope, authentication: null, spam: null, links: null });
    assert.is((await storage.checks.read('acc_1', 'msg_chk_old'))!.envelope, null, 'a row written without one');
    assert.is(await storage.checks.read('acc_other', 'msg_chk'), null, 'another account sees nothing');
    assert.is(await storage.checks.read('acc_1', 'msg_none'), null);
    assert.ok(await storage.checks.put('msg_chk', 'authentication', '{"a":1}', NOW));
    assert.ok(await storage.checks.put('msg_chk', 'links', '{"l":1}', NOW));
    assert.ok(await storage.checks.put('msg_chk', 'authentication', '{"a":2}', NOW + 1));
    assert.equal(await storage.checks.read('acc_1', 'msg_chk'), { envelope, authentication: '{"a":2}', spam: null, links: '{"l":1}' });
    assert.not.ok(await storage.checks.put('msg_none', 'spam', '{}', NOW), 'no message, nothing kept');
    assert.ok(await storage.transaction(async (tx) => tx.messages.delete(seq[0]!)));
    assert.is(await storage.checks.read('acc_1', 'msg_chk'), null);
    assert.not.ok(await storage.checks.put('msg_chk', 'spam', '{}', NOW), 'gone with its message');
  });

  test('analysis jobs: insert once, lease, due again after the lease, remove', async () => {
    const seq = await storage.transaction(async (tx) => tx.messages.insert(messageRow('job'), content('job')));
    assert.ok(await storage.analysisJobs.insert(seq, 'acc_1', NOW));
    assert.not.ok(await storage.analysisJobs.insert(seq, 'acc_1', NOW), 'one job per message');
    assert.equal((await storage.analysisJobs.due(NOW, 10)).map((j) => j.seq), [seq]);
    await storage.analysisJobs.lease(seq, NOW + 100, 1);
    assert.equal(await storage.analysisJobs.due(NOW + 50, 10), [], 'leased');
    assert.equal((await storage.analysisJobs.due(NOW + 100, 10)).map((j) => j.attempts), [1], 'the lease ran out');
    await storage.analysisJobs.retry(seq, NOW + 500, 1, 'boom');
    assert.equal(await storage.analysisJobs.due(NOW + 100, 10), []);
    assert.is(await storage.analysisJobs.count(), 1);
    await storage.analysisJobs.remove(seq);
    assert.not.ok(await storage.analysisJobs.exists(seq));
  });

  test('outbox: webhooks, a delivery per (webhook, event), leases and outcomes', async () => {
    await storage.outbox.insert({ id: 'whk_1', account_id: 'acc_1', inbox_id: null, label: 'l', target_url: 'https://h.example/', signing_secret: 's', created_at: NOW });
    assert.equal((await storage.outbox.matching('acc_1')).map((w) => w.id), ['whk_1']);
    const row = { id: 'whd_1', webhook_id: 'whk_1', account_id: 'acc_1', event_id: 'evt_1', event_type: 'email.received', body: '{}', locked_until: null, now: NOW };
    assert.ok(await storage.outbox.insertDelivery(row));
    assert.not.ok(await storage.outbox.insertDelivery({ ...row, id: 'whd_2' }), 'one delivery per webhook and event');
    assert.equal((await storage.outbox.due('whk_1', NOW, 10)).map((d) => d.id), ['whd_1']);
    assert.ok(await storage.outbox.lease('whd_1', NOW + 1000));
    assert.equal(await storage.outbox.due('whk_1', NOW, 10), []);
    assert.ok(await storage.outbox.markDelivered({ id: 'whd_1', attempts: 1, started: NOW, code: 200, now: NOW + 1 }));
    assert.is((await storage.outbox.delivery('whd_1'))?.status, 'delivered');
    assert.ok(await storage.outbox.setStatus('whk_1', 'active', 'archived', null, NOW));
    assert.equal(await storage.outbox.matching('acc_1'), [], 'archived webhooks get nothing');
  });

  test('event log: appended with the transaction (savepoints too), read back in commit order, purged oldest first', async () => {
    const event = (id: string, createdAt = NOW) => ({ id, account_id: 'acc_1', inbox_id: 'inb_1', type: 'email.received' as const, message_seq: 1, created_at: createdAt });
    assert.is(await storage.eventLog.head(), 0);
    await storage.transaction(async (tx) => {
      await tx.eventLog.append(event('evt_a', NOW - 10));
      await tx.savepoint(async () => { await tx.eventLog.append(event('evt_dropped')); throw new Error('undo'); }).catch(() => {});
      await tx.savepoint(async () => { await tx.eventLog.append(event('evt_b', NOW - 5)); });
    });
    await storage.transaction(async (tx) => {
      await tx.eventLog.append(event('evt_never'));
      throw new Error('roll back');
    }).catch(() => {});
    await storage.transaction(async (tx) => tx.eventLog.append({ ...event('evt_c'), inbox_id: 'inb_other' }));
    const all = await storage.eventLog.after('acc_1', 0, 10);
    assert.equal(all.map((e) => e.id), ['evt_a', 'evt_b', 'evt_c'], 'in commit order, without the undone ones');
    assert.ok(all[0]!.seq < all[1]!.seq && all[1]!.seq < all[2]!.seq);
    assert.is(await storage.eventLog.head(), all[2]!.seq);
    assert.is(await storage.eventLog.position('acc_1', 'evt_b'), all[1]!.seq);
    assert.is(await storage.eventLog.position('acc_other', 'evt_b'), null, "another account's event is unknown");
    assert.is(await storage.eventLog.latest('acc_1', all[2]!.seq), 'evt_c');
    assert.is(await storage.eventLog.latest('acc_1', all[2]!.seq - 1), 'evt_b', 'at or before the position');
    assert.is(await storage.eventLog.latest('acc_1', all[2]!.seq, 'inb_1'), 'evt_b', 'of one inbox');
    assert.is(await storage.eventLog.latest('acc_1', all[0]!.seq - 1), null, 'none before the first');
    assert.is(await storage.eventLog.latest('acc_other', all[2]!.seq), null, "another account's events are not its");
    assert.equal((await storage.eventLog.after('acc_1', all[0]!.seq, 10, 'inb_1')).map((e) => e.id), ['evt_b']);
    assert.equal(await storage.eventLog.after('acc_2', 0, 10), []);
    await storage.transaction(async (tx) => tx.eventLog.append({ ...event('evt_other_account'), account_id: 'acc_2' }));
    const every = await storage.eventLog.since(all[0]!.seq, 10);
    assert.equal(every.map((e) => e.id), ['evt_b', 'evt_c', 'evt_other_account'], 'since: every account, after the position');
    assert.equal((await storage.eventLog.since(all[0]!.seq, 1)).map((e) => e.id), ['evt_b'], 'at most limit');
    assert.is(await storage.eventLog.purgeOlderThan(NOW - 1, 10), 2);
    assert.equal((await storage.eventLog.after('acc_1', 0, 10)).map((e) => e.id), ['evt_c']);
  });

  test('sign-in: users, requests, one-time tokens', async () => {
    await storage.signin.insertUser({ id: 'usr_1', email: 'a@b.example', display_name: null, avatar_url: null, identity_login: null, created_at: NOW });
    assert.is((await storage.signin.userByEmail('a@b.example'))?.id, 'usr_1');
    await storage.signin.insertRequest({
      id: 'ar_1', email: 'a@b.example', scopes: '[]', label: 'cli', key_expires_at: null, callback_url: null, callback_state: null,
      next_dashboard_path: null, client_version: null, remote_address: null, status: 'pending', expires_at: NOW + 1000, created_at: NOW,
    });
    await storage.signin.insertChallenge({ id: 'ch_1', auth_request_id: 'ar_1', otp_hash: Buffer.alloc(32), token_hash: Buffer.alloc(32, 1), max_attempts: 5, expires_at: NOW + 1000, created_at: NOW });
    assert.is(await storage.signin.challengeMiss('ch_1'), 1);
    assert.ok(await storage.signin.useToken('ch_1', NOW));
    assert.not.ok(await storage.signin.useToken('ch_1', NOW), 'a token is used once');
    assert.is(await storage.signin.purge(NOW + 2000, NOW + 2000), 1);
  });

  test('sign-in: dashboard sessions of each kind, by hash, deleted once, purged when expired', async () => {
    const row = (id: string, fill: number, kind: 'link' | 'once' | 'browser', expires: number) => ({
      id, token_hash: Buffer.alloc(32, fill), kind, user_id: null, account_id: 'acc_1', api_key_id: kind === 'browser' ? 'key_1' : null,
      scopes: '["messages:read"]', auth_request_id: null, expires_at: expires, created_at: NOW,
    });
    await storage.signin.insertSession(row('sess_1', 1, 'browser', NOW + 1000));
    await storage.signin.insertSession(row('sess_2', 2, 'once', NOW + 10));
    const found = await storage.signin.sessionByHash(Buffer.alloc(32, 1));
    assert.equal(found, row('sess_1', 1, 'browser', NOW + 1000));
    assert.is((await storage.signin.sessionByHash(Buffer.alloc(32, 2)))?.kind, 'once');
    assert.is(await storage.signin.sessionByHash(Buffer.alloc(32, 3)), null);
    assert.ok(await storage.signin.deleteSession('sess_1'));
    assert.not.ok(await storage.signin.deleteSession('sess_1'), 'a session is deleted once');
    assert.is(await storage.signin.sessionByHash(Buffer.alloc(32, 1)), null);
    assert.is(await storage.signin.purge(NOW, NOW + 100), 1, 'the expired one-time link is purged');
    assert.is(await storage.signin.sessionByHash(Buffer.alloc(32, 2)), null);
  });

  test('accounts by namespace and all; keys by prefix and touched; inboxes expire; the schema version, duties, the feed', async () => {
    await storage.accounts.setNamespace('acc_1', 'acme', 'inb_1');
    assert.is((await storage.accounts.byNamespace('acme'))?.wildcard_inbox_id, 'inb_1');
    assert.is(await storage.accounts.byNamespace('none'), null);
    await storage.accounts.insert({ id: 'acc_0', name: 'Zero', slug: 'zero', tier: 'free', entitlements: ENTITLEMENTS, createdAt: NOW - 1 });
    assert.equal((await storage.accounts.all()).map((a) => a.id), ['acc_0', 'acc_1'], 'oldest first');
    await storage.apiKeys.insert({
      id: 'key_1', account_id: 'acc_1', label: 'k', key_prefix: 'ik_live_abcdefgh', secret_hash: Buffer.alloc(32, 7),
      scopes: '[]', created_by_user_id: null, expires_at: null, created_at: NOW, inbox_limited: 0,
    });
    await storage.apiKeys.touch('key_1', NOW + 9);
    const key = await storage.apiKeys.byPrefix('ik_live_abcdefgh');
    assert.equal([key?.id, key?.last_used_at, key?.secret_hash], ['key_1', NOW + 9, Buffer.alloc(32, 7)]);
    assert.is(await storage.apiKeys.byPrefix('ik_live_none'), null);
    await storage.inboxes.insert({
      id: 'inb_t', account_id: 'acc_1', label: 'temp', email_address: 'temp@inboxkit.test', lifecycle_mode: 'temporary',
      ttl_minutes: 1, expires_at: NOW + 60_000, status: 'active', is_wildcard: 0, analysis_mode: 'all', analysis_recipients: '[]', created_at: NOW,
    });
    assert.is(await storage.inboxes.expireDue(NOW), 0, 'not yet');
    assert.is(await storage.inboxes.expireDue(NOW + 60_000), 1);
    assert.is((await storage.inboxes.byId('inb_t'))?.status, 'expired');
    assert.ok(await storage.schemaVersion() >= 12);
    assert.equal(await storage.singleton('contract', async () => 7), { ran: true, value: 7 });
    const stop = storage.feed.onEvents(() => {});
    stop();
  });

  test('messages: a wait claims a message once; analysis jobs: an abandoned attempt gives its lease and count back', async () => {
    const seq = await storage.transaction(async (tx) => tx.messages.insert(messageRow('w1'), content('w1')));
    assert.ok(await storage.messages.claim(seq, NOW));
    assert.not.ok(await storage.messages.claim(seq, NOW + 1), 'once');
    assert.equal(await storage.messages.inboxAfter('inb_1', 0, 5, true), [], 'claimed messages are left out of unclaimed reads');
    assert.equal(await storage.messages.recipientAfter('acc_1', 'first@inboxkit.test', 0, 5, true), []);
    await storage.analysisJobs.insert(seq, 'acc_1', NOW);
    await storage.analysisJobs.lease(seq, NOW + 1000, 1);
    await storage.analysisJobs.release(seq);
    assert.equal((await storage.analysisJobs.due(NOW, 10)).map((j) => [j.seq, j.attempts]), [[seq, 0]]);
  });

  test('messages: the read state is set by the owner only, keeps its first time, and leaves claims alone', async () => {
    const seq = await storage.transaction(async (tx) => tx.messages.insert(messageRow('r1'), content('r1')));
    assert.is((await storage.messages.byId('r1'))!.read_at, null, 'unread when stored');
    assert.not.ok(await storage.messages.setRead('acc_other', 'r1', NOW), 'another account\'s message is not found');
    assert.not.ok(await storage.messages.setRead('acc_1', 'nope', NOW));
    assert.ok(await storage.messages.setRead('acc_1', 'r1', NOW));
    assert.ok(await storage.messages.setRead('acc_1', 'r1', NOW + 5));
    assert.is((await storage.messages.analysisById('r1'))!.read_at, NOW, 'the first time it was read');
    const [listed] = await storage.messages.inboxPage('inb_1', null, 1);
    assert.is(listed!.read_at, NOW, 'listings carry it');
    assert.ok(await storage.messages.claim(seq, NOW), 'a read message is still claimed');
    assert.ok(await storage.messages.setRead('acc_1', 'r1', null));
    assert.is((await storage.messages.byId('r1'))!.read_at, null);
  });

  test('outbox: listings, counts, outcomes of attempts, cancellation, pruning', async () => {
    await storage.outbox.insert({ id: 'whk_1', account_id: 'acc_1', inbox_id: 'inb_1', label: 'l', target_url: 'https://h.example/', signing_secret: 's', created_at: NOW });
    await storage.outbox.insert({ id: 'whk_2', account_id: 'acc_1', inbox_id: null, label: 'm', target_url: 'https://m.example/', signing_secret: 't', created_at: NOW });
    assert.is((await storage.outbox.byId('whk_1'))?.status, 'active');
    assert.is(await storage.outbox.byId('whk_none'), null);
    assert.equal((await storage.outbox.listLive('acc_1')).map((w) => w.id), ['whk_2', 'whk_1'], 'newest first');
    assert.is(await storage.outbox.countLive('acc_1'), 2);
    assert.equal(await storage.outbox.active(), [
      { id: 'whk_1', target_url: 'https://h.example/', signing_secret: 's' }, { id: 'whk_2', target_url: 'https://m.example/', signing_secret: 't' }]);
    assert.is(await storage.outbox.exhausted('whk_1'), 1);
    assert.is(await storage.outbox.exhausted('whk_1'), 2);
    await storage.outbox.delivered('whk_1', NOW + 5);
    assert.equal([(await storage.outbox.byId('whk_1'))?.consecutive_exhausted, (await storage.outbox.byId('whk_1'))?.last_delivery_at], [0, NOW + 5]);
    const delivery = (id: string, event: string) => ({ id, webhook_id: 'whk_1', account_id: 'acc_1', event_id: event, event_type: 'email.received', body: '{}', locked_until: NOW + 100, now: NOW });
    for (const [id, event] of [['whd_1', 'evt_1'], ['whd_2', 'evt_2'], ['whd_3', 'evt_3']]) assert.ok(await storage.outbox.insertDelivery(delivery(id!, event!)));
    assert.equal(await storage.outbox.due('whk_1', NOW, 10), [], 'leased at insert');
    assert.is(await storage.outbox.countPending(), 3, 'leased rows are pending too');
    await storage.outbox.unlease('whd_1');
    assert.equal((await storage.outbox.due('whk_1', NOW, 10)).map((d) => d.id), ['whd_1']);
    await storage.outbox.insertAttempt({ id: 'att_1', delivery_id: 'whd_1', attempt: 1, started_at: NOW, duration_ms: 12, status_code: 500, error: 'HTTP 500' });
    assert.ok(await storage.outbox.markRetry({ id: 'whd_1', attempts: 1, started: NOW, next: NOW + 50, code: 500, error: 'HTTP 500' }));
    assert.equal((await storage.outbox.attemptsOf('whd_1')).map((a) => [a.id, a.status_code]), [['att_1', 500]]);
    assert.ok(await storage.outbox.markFailed({ id: 'whd_1', attempts: 2, started: NOW + 50, code: null, error: 'timeout', now: NOW + 60 }));
    assert.not.ok(await storage.outbox.markFailed({ id: 'whd_1', attempts: 3, started: NOW + 70, code: null, error: 'x', now: NOW + 80 }), 'final already');
    assert.is(await storage.outbox.countPending(), 2, 'a failed row is finished');
    assert.is(await storage.outbox.cancelPending('whk_1', 'archived', NOW + 70), 2);
    assert.is(await storage.outbox.countPending(), 0);
    assert.equal((await storage.outbox.deliveriesOf('whk_1', 10)).map((d) => [d.id, d.status]),
      [['whd_3', 'cancelled'], ['whd_2', 'cancelled'], ['whd_1', 'failed']]);
    assert.is((await storage.outbox.deliveriesOf('whk_1', 1)).length, 1);
    assert.is(await storage.outbox.pruneFinished(NOW + 65, 10), 1, 'finished before the cutoff');
    assert.equal(await storage.outbox.attemptsOf('whd_1'), [], 'its attempts go with it');
    assert.is(await storage.outbox.pruneFinished(NOW + 100, 10), 2);
  });

  test('sign-in: members, requests approved and completed, exchange misses, what an account has', async () => {
    await storage.signin.insertUser({ id: 'usr_1', email: 'a@b.example', display_name: 'A', avatar_url: null, identity_login: null, created_at: NOW });
    await storage.signin.touchUser('usr_1', NOW + 1);
    assert.is((await storage.signin.userById('usr_1'))?.last_sign_in_at, NOW + 1);
    assert.is(await storage.signin.userById('usr_none'), null);
    await storage.accounts.insert({ id: 'acc_0', name: 'Zero', slug: 'zero', tier: 'free', entitlements: ENTITLEMENTS, createdAt: NOW });
    await storage.signin.addMember('usr_1', 'acc_1', 'owner', NOW);
    await storage.signin.addMember('usr_1', 'acc_0', 'member', NOW);
    await storage.signin.addMember('usr_1', 'acc_1', 'member', NOW + 5);
    assert.is((await storage.signin.membership('usr_1', 'acc_1'))?.role, 'owner', 'a second add changes nothing');
    assert.is((await storage.signin.firstMembership('usr_1'))?.account_id, 'acc_0', 'oldest, then by id');
    assert.is(await storage.signin.membership('usr_1', 'acc_2'), null);
    await storage.signin.insertRequest({
      id: 'ar_1', email: 'a@b.example', scopes: '[]', label: 'cli', key_expires_at: null, callback_url: null, callback_state: null,
      next_dashboard_path: null, client_version: null, remote_address: null, status: 'pending', expires_at: NOW + 1000, created_at: NOW,
    });
    await storage.signin.insertChallenge({ id: 'ch_1', auth_request_id: 'ar_1', otp_hash: Buffer.alloc(32), token_hash: Buffer.alloc(32, 1), max_attempts: 5, expires_at: NOW + 1000, created_at: NOW });
    assert.is((await storage.signin.challenge('ch_1'))?.max_attempts, 5);
    await storage.signin.approve({ id: 'ar_1', hash: Buffer.alloc(32, 9), expires: NOW + 500, user_id: 'usr_1', account_id: 'acc_1', now: NOW + 2 });
    assert.equal([(await storage.signin.request('ar_1'))?.status, (await storage.signin.request('ar_1'))?.exchange_code_hash], ['approved', Buffer.alloc(32, 9)]);
    assert.is(await storage.signin.exchangeMiss('ar_1'), 1);
    assert.is(await storage.signin.exchangeMiss('ar_1'), 2);
    await storage.signin.complete({ id: 'ar_1', user_id: 'usr_1', account_id: 'acc_1', key_id: 'key_1', now: NOW + 3 });
    const done = await storage.signin.request('ar_1');
    assert.equal([done?.status, done?.api_key_id, done?.exchange_code_hash], ['completed', 'key_1', null]);
    await storage.signin.setStatus('ar_1', 'cancelled');
    assert.is((await storage.signin.request('ar_1'))?.status, 'cancelled');
    assert.is(await storage.signin.request('ar_none'), null);
    assert.ok(await storage.signin.hasInbox('acc_1'));
    assert.not.ok(await storage.signin.hasInbox('acc_0'));
    assert.not.ok(await storage.signin.hasWebhook('acc_1'));
    await storage.outbox.insert({ id: 'whk_1', account_id: 'acc_1', inbox_id: null, label: 'l', target_url: 'https://h.example/', signing_secret: 's', created_at: NOW });
    assert.ok(await storage.signin.hasWebhook('acc_1'));
    assert.ok(await storage.signin.slugTaken('one'));
    assert.not.ok(await storage.signin.slugTaken('free-slug'));
  });

  test('smtp faults: rules in order with the inbox flag (the epoch moves when it flips), fired atomically, greylisting by triple, gone with the inbox', async () => {
    const rule = (id: string, extra: Partial<NewSmtpFaultRuleRow> = {}): NewSmtpFaultRuleRow => ({
      id, stage: 'rcpt', action: 'reply', code: 451, enhanced_code: null, text: null, times: 2, probability: 1, delay_ms: null,
      greylist_seconds: null, created_at: NOW, ...extra,
    });
    const flag = async () => (await storage.inboxes.byId('inb_1'))?.smtp_faults;
    assert.is(await flag(), 0, 'an inbox starts without rules');
    let before = storage.catalog.epoch();
    await storage.smtpFaults.replace('inb_1', [rule('flt_a'), rule('flt_b', { times: null, stage: 'data' })]);
    assert.is(await flag(), 1);
    assert.not.equal(storage.catalog.epoch(), before, 'the flag is on the routed row: its flip moves the epoch');
    assert.equal((await storage.smtpFaults.ofInbox('inb_1')).map((r) => [r.id, r.position, r.times, r.remaining, r.fired]),
      [['flt_a', 1, 2, 2, 0], ['flt_b', 2, null, null, 0]]);
    before = storage.catalog.epoch();
    assert.ok(await storage.smtpFaults.append('inb_1', rule('flt_c', { action: 'greylist', code: null, times: 1, greylist_seconds: 60, probability: 0.5 }), 3));
    assert.is(storage.catalog.epoch(), before, 'no flip, no move');
    assert.not.ok(await storage.smtpFaults.append('inb_1', rule('flt_d'), 3), 'at the limit');
    const rows = await storage.smtpFaults.ofInbox('inb_1');
    assert.equal(rows.map((r) => r.id), ['flt_a', 'flt_b', 'flt_c']);
    assert.is(rows[2]!.probability, 0.5);
    assert.is(rows[2]!.greylist_seconds, 60);

    // Fired: times count down to 0 and stay; an unlimited rule fires forever. Concurrent fires count once each.
    const fires = await Promise.all([1, 2, 3].map((i) => storage.smtpFaults.fire('flt_a', NOW + i)));
    assert.equal(fires.filter(Boolean).length, 2, 'two times, two fires');
    assert.ok(await storage.smtpFaults.fire('flt_b', NOW + 5));
    const fired = await storage.smtpFaults.ofInbox('inb_1');
    assert.equal(fired.map((r) => [r.remaining, r.fired]), [[0, 2], [null, 1], [1, 0]]);
    assert.is(fired[1]!.last_fired_at, NOW + 5);

    // Greylisting: a new triple costs a time and is held; held again before the window; passes after it.
    const triple = { client_address: '127.0.0.1', mail_from: 'a@b.example', rcpt_to: 'first@inboxkit.test' };
    assert.is(await storage.smtpFaults.greylist('flt_c', triple, NOW, 60_000, false), 'none', 'not admitted: nothing kept');
    assert.is(await storage.smtpFaults.greylist('flt_c', triple, NOW, 60_000, true), 'held');
    assert.is(await storage.smtpFaults.greylist('flt_c', triple, NOW + 59_999, 60_000, true), 'held', 'too early');
    assert.is(await storage.smtpFaults.greylist('flt_c', { ...triple, mail_from: 'c@d.example' }, NOW, 60_000, true), 'none', 'spent for new triples');
    assert.is(await storage.smtpFaults.greylist('flt_c', triple, NOW + 60_000, 60_000, true), 'passed');
    assert.equal((await storage.smtpFaults.ofInbox('inb_1'))[2]!.fired, 2, 'each hold counts');

    // Removing the last rule flips the flag back; the inbox's delete takes its rules and their state.
    assert.ok(await storage.smtpFaults.remove('inb_1', 'flt_a'));
    assert.not.ok(await storage.smtpFaults.remove('inb_1', 'flt_a'));
    assert.not.ok(await storage.smtpFaults.remove('inb_other', 'flt_b'), 'another inbox\'s rule is not found');
    await storage.smtpFaults.replace('inb_1', []);
    assert.is(await flag(), 0);
    await storage.smtpFaults.replace('inb_1', [rule('flt_e', { action: 'greylist', code: null, times: null, greylist_seconds: 0 })]);
    assert.is(await storage.smtpFaults.greylist('flt_e', triple, NOW, 0, true), 'held');
    assert.ok(await storage.inboxes.delete('inb_1'));
    assert.equal(await storage.smtpFaults.ofInbox('inb_1'), []);
  });

  // Last: every method of the port was called by the tests above, on this engine.
  test('the suite calls every method of the port', async () => {
    const never = (await portMethods(storage)).filter((name) => !called.has(name));
    assert.equal(never, [], `never called on ${engine.name}: ${never.join(', ')}`);
  });

  test.run();
}
