// The group commit's batch bookkeeping (one usage UPSERT and one touch per batch, the quota
// counted in memory across the batch), the routing caches and the pooled id generator.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import Database from 'better-sqlite3';
import type { IngestResult } from '../src/index.js';
import { defaultIdGenerator, monthPeriod } from '../src/clock.js';
import { prepareMail } from '../src/ingest/prepare.js';
import { IngestPipeline, type Envelope } from '../src/ingest/pipeline.js';
import { RECEIVED_TTL_MS, Router } from '../src/ingest/route.js';
import { mail, manualClock, pipelineHarness } from './helpers.js';

const clock = manualClock();
const h = await pipelineHarness({ clock, analysis: false });
test.after(() => h.cleanup());

/**
 * A pipeline over the harness's real storage and publish step whose prepare step (the real
 * prepareMail) is held until `release()`, so every ingest started before it lands in one
 * group commit.
 */
function gatedPipeline() {
  let open!: () => void;
  const gate = new Promise<void>((r) => { open = r; });
  const preparing: Promise<void>[] = [];
  const pipeline = new IngestPipeline({
    storage: h.storage, router: new Router(h.storage, 'inboxkit.test'), publish: h.publish, clock,
    ids: defaultIdGenerator, analysis: null,
    prepare: async (raw) => {
      const p = prepareMail(raw);
      preparing.push(p.then(() => {}));
      const prepared = await p;
      await gate;
      return prepared;
    },
  });
  /** Opens the gate once every ingest started so far has been prepared. */
  const release = async () => {
    await Promise.all(preparing);
    open();
  };
  return { pipeline, release };
}

async function received(accountId: string): Promise<number> {
  return (await h.accounts.usage(accountId)).monthly_received_messages.used;
}

const scopeOf = (accountId: string) => ({
  inboxes: {
    create: (input: { label: string; lifecycle_mode: 'persistent' | 'temporary'; ttl_minutes?: number }) => h.inboxes.create(accountId, input),
    get: (id: string) => h.inboxes.get(accountId, id),
  },
  messages: { list: (inboxId: string) => h.messages.list(accountId, inboxId) },
});

const settle = (p: Promise<IngestResult>) => p.then((r) => ({ ok: true as const, r }), (e: Error) => ({ ok: false as const, e }));

test('one batch with several messages and a failing one: the rest commit, usage and last_message_received_at are exact', async () => {
  const account = await h.accounts.create({ name: 'Batch' });
  const scope = scopeOf(account.id);
  const a = await scope.inboxes.create({ label: 'a', lifecycle_mode: 'persistent' });
  const b = await scope.inboxes.create({ label: 'b', lifecycle_mode: 'persistent' });
  const remove = h.subscribe({ name: 'test', write: async (_tx, event) => {
    if (event.data.message.subject === 'refuse me') throw new Error('outbox refused');
  } });
  const { pipeline, release } = gatedPipeline();
  clock.advance(60_000);
  const send = (subject: string, rcptTo: string[]) => settle(pipeline.ingest(mail({ subject }), { rcptTo } satisfies Envelope));
  const runs = [
    send('one', [a.email_address]),
    send('refuse me', [a.email_address, b.email_address]),
    send('two', [a.email_address, b.email_address]),
    send('three', [b.email_address]),
  ];
  await release();
  const results = await Promise.all(runs);
  remove();
  assert.equal(pipeline.stats(), { batches: 1, messages: 4, largestBatch: 4 }, 'all four in one transaction');
  assert.equal(results.map((x) => x.ok), [true, false, true, true]);
  assert.match((results[1] as { e: Error }).e.message, /outbox refused/);
  assert.equal(results.map((x) => (x.ok ? x.r.stored.length : -1)), [1, -1, 2, 1]);
  assert.equal((await scope.messages.list(a.id)).items.map((m) => m.subject), ['two', 'one']);
  assert.equal((await scope.messages.list(b.id)).items.map((m) => m.subject), ['three', 'two']);
  assert.is(await received(account.id), 4, 'the refused message (two copies) is not counted');
  const at = new Date(clock()).toISOString();
  assert.is((await scope.inboxes.get(a.id)).last_message_received_at, at);
  assert.is((await scope.inboxes.get(b.id)).last_message_received_at, at);
});

test('a batch that fails as a whole touches nothing: an inbox whose only message was refused keeps its old time', async () => {
  const account = await h.accounts.create({ name: 'Untouched' });
  const inbox = await scopeOf(account.id).inboxes.create({ label: 'u', lifecycle_mode: 'persistent' });
  const remove = h.subscribe({ name: 'test', write: async () => { throw new Error('no'); } });
  const { pipeline, release } = gatedPipeline();
  const runs = [1, 2].map(() => settle(pipeline.ingest(mail(), { rcptTo: [inbox.email_address] })));
  await release();
  assert.equal((await Promise.all(runs)).map((x) => x.ok), [false, false]);
  remove();
  assert.is(await received(account.id), 0);
  assert.is((await scopeOf(account.id).inboxes.get(inbox.id)).last_message_received_at, null);
});

test('the monthly quota is exact at the boundary inside one batch, also around a rolled-back message', async () => {
  const account = await h.accounts.create({ name: 'Edge', entitlements: { monthly_received_messages: 4 } });
  const scope = scopeOf(account.id);
  const a = await scope.inboxes.create({ label: 'a', lifecycle_mode: 'persistent' });
  const b = await scope.inboxes.create({ label: 'b', lifecycle_mode: 'persistent' });
  await h.pipeline.ingest(mail({ subject: 'before' }), { rcptTo: [a.email_address] });
  assert.is(await received(account.id), 1);
  const remove = h.subscribe({ name: 'test', write: async (_tx, event) => {
    if (event.data.message.subject === 'bad') throw new Error('refused');
  } });
  const { pipeline, release } = gatedPipeline();
  const runs = [
    settle(pipeline.ingest(mail({ subject: 'bad' }), { rcptTo: [a.email_address, b.email_address] })),
    settle(pipeline.ingest(mail({ subject: 'pair' }), { rcptTo: [a.email_address, b.email_address] })), // 2 → 3
    settle(pipeline.ingest(mail({ subject: 'last' }), { rcptTo: [a.email_address, b.email_address] })), // a: 4; b refused
    settle(pipeline.ingest(mail({ subject: 'over' }), { rcptTo: [b.email_address] })),
  ];
  await release();
  const results = await Promise.all(runs);
  remove();
  assert.is(pipeline.stats().largestBatch, 4);
  assert.is(results[0]!.ok, false);
  const ok = results.slice(1).map((x) => (x.ok ? x.r : null));
  assert.equal(ok.map((r) => r?.stored.map((s) => s.inboxId)), [[a.id, b.id], [a.id], []]);
  assert.equal(ok[1]!.rejected, [{ recipient: b.email_address, reason: 'quota_exceeded' }]);
  assert.equal(ok[2]!.rejected, [{ recipient: b.email_address, reason: 'quota_exceeded' }]);
  assert.is(await received(account.id), 4, 'exactly the limit');
  // The gated pipeline has a router of its own, as another daemon would: h's sees its count within RECEIVED_TTL_MS.
  clock.advance(RECEIVED_TTL_MS);
  const d = await h.route(a.email_address);
  assert.equal(d.ok ? 'ok' : d.reason, 'quota_exceeded');
});

test('routing sees entitlement changes at once, from this process and from another connection', async () => {
  const account = await h.accounts.create({ name: 'Plan', entitlements: { monthly_received_messages: 1 } });
  const inbox = await scopeOf(account.id).inboxes.create({ label: 'p', lifecycle_mode: 'persistent' });
  await h.pipeline.ingest(mail(), { rcptTo: [inbox.email_address] });
  const reason = async () => { const d = await h.route(inbox.email_address); return d.ok ? 'ok' : d.reason; };
  assert.is(await reason(), 'quota_exceeded');
  await h.accounts.setEntitlements(account.id, { monthly_received_messages: 2 });
  assert.is(await reason(), 'ok', 'raised in this process');
  assert.is((await h.accounts.get(account.id)).entitlements.monthly_received_messages, 2);

  const other = new Database(h.dbPath);
  try {
    const row = other.prepare('SELECT entitlements FROM accounts WHERE id = ?').get(account.id) as { entitlements: string };
    const lowered = { ...JSON.parse(row.entitlements), monthly_received_messages: 1 };
    other.prepare('UPDATE accounts SET entitlements = ? WHERE id = ?').run(JSON.stringify(lowered), account.id);
  } finally {
    other.close();
  }
  assert.is(await reason(), 'quota_exceeded', 'lowered by another connection');
  assert.is((await h.accounts.get(account.id)).entitlements.monthly_received_messages, 1);
});

test('the RCPT check sees its own commits at once and another daemon\'s within RECEIVED_TTL_MS', async () => {
  const reasonFor = (address: string) => async () => { const d = await h.route(address); return d.ok ? 'ok' : d.reason; };
  const shared = await h.accounts.create({ name: 'Shared', entitlements: { monthly_received_messages: 2 } });
  const reason = reasonFor((await scopeOf(shared.id).inboxes.create({ label: 's', lifecycle_mode: 'persistent' })).email_address);
  assert.is(await reason(), 'ok');
  // Another daemon on the same database stores two messages: written past this process's pipeline.
  await h.storage.usage.add(shared.id, 'received_messages', monthPeriod(clock()), 2);
  assert.is(await reason(), 'ok', 'the count read at the last RCPT holds for RECEIVED_TTL_MS');
  clock.advance(RECEIVED_TTL_MS);
  assert.is(await reason(), 'quota_exceeded', 'then it is read again');

  const own = await h.accounts.create({ name: 'Own', entitlements: { monthly_received_messages: 1 } });
  const inbox = await scopeOf(own.id).inboxes.create({ label: 'o', lifecycle_mode: 'persistent' });
  const ownReason = reasonFor(inbox.email_address);
  assert.is(await ownReason(), 'ok');
  await h.pipeline.ingest(mail(), { rcptTo: [inbox.email_address] });
  assert.is(await ownReason(), 'quota_exceeded', 'this process\'s own commit is seen at the next RCPT, at the same instant');
});

test('a cached account is shared read-only: changing it throws instead of leaking into other callers', async () => {
  const account = await h.accounts.get(h.accountId);
  assert.throws(() => { (account.entitlements as { monthly_received_messages: number }).monthly_received_messages = 0; });
  assert.is((await h.accounts.get(h.accountId)).entitlements.monthly_received_messages, account.entitlements.monthly_received_messages);
});

test('routing caches follow new inboxes, expiry and rolled-back writes', async () => {
  const scope = scopeOf(h.accountId);
  const router = new Router(h.storage, 'inboxkit.test');
  const address = `late-${Date.now()}@inboxkit.test`;
  const reason = async (to: string, db = h.storage as Parameters<Router['route']>[2]) => {
    const d = await router.route(to, clock(), db);
    return d.ok ? 'ok' : d.reason;
  };
  assert.is(await reason(address), 'unknown_recipient');
  // Written by another connection, as the CLI would:
  const other = new Database(h.dbPath);
  other.prepare(`INSERT INTO inboxes (id, account_id, label, email_address, lifecycle_mode, status,
    analysis_mode, analysis_recipients, created_at) VALUES ('inb_other', ?, 'x', ?, 'persistent', 'active', 'all', '[]', 0)`)
    .run(h.accountId, address);
  other.close();
  assert.is(await reason(address), 'ok', 'a miss is not remembered past another connection\'s insert');

  // Created, routed and rolled back inside one transaction: the route must not outlive it.
  const created = `gone-${Date.now()}@inboxkit.test`;
  let inside = '';
  await h.storage.transaction(async (tx) => {
    await tx.inboxes.insert({
      id: 'inb_gone', account_id: h.accountId, label: 'gone', email_address: created, lifecycle_mode: 'persistent',
      ttl_minutes: null, expires_at: null, status: 'active', is_wildcard: 0, analysis_mode: 'all', analysis_recipients: '[]', created_at: clock(),
    });
    inside = await reason(created, tx);
    throw new Error('roll back');
  }).catch(() => {});
  assert.is(inside, 'ok');
  assert.is(await reason(created), 'unknown_recipient');

  const temp = await scope.inboxes.create({ label: 'temp', lifecycle_mode: 'temporary', ttl_minutes: 10 });
  assert.is(await reason(temp.email_address), 'ok');
  clock.advance(11 * 60_000);
  assert.is(await reason(temp.email_address), 'inbox_inactive', 'expiry is checked on every route');
  await h.storage.inboxes.expireDue(clock());
  assert.is(await reason(temp.email_address), 'inbox_inactive');
});

test('pooled ids are unique, well formed and time ordered', async () => {
  const ids = Array.from({ length: 100_000 }, () => defaultIdGenerator('msg'));
  assert.is(new Set(ids).size, ids.length);
  for (const id of ids.slice(0, 1000)) assert.match(id, /^msg_[0-9a-z]{21}$/);
  const times = ids.map((id) => id.slice(4, 13));
  assert.equal([...times].sort(), times, 'the time part never goes backwards');
  // 12 random characters per id, not a repeating pool: no two ids share their random part.
  assert.is(new Set(ids.map((id) => id.slice(13))).size, ids.length);
});

test.run();
