// The group commit's batch bookkeeping (one usage UPSERT and one touch per batch, the quota
// counted in memory across the batch), the routing caches and the pooled id generator.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import Database from 'better-sqlite3';
import { defaultIdGenerator, prepareMail, type IngestResult } from '../src/index.js';
import { IngestPipeline, type Envelope } from '../src/ingest/pipeline.js';
import { Router } from '../src/ingest/route.js';
import { mail, manualClock, testService } from './helpers.js';

const clock = manualClock();
const t = testService({ clock, analysis: false, webhooks: false });
test.after(() => t.cleanup());

/**
 * A pipeline over the service's real store, router and sinks whose prepare step (the real
 * prepareMail) is held until `release()`, so every ingest started before it lands in one
 * group commit.
 */
function gatedPipeline() {
  const s = t.service;
  let open!: () => void;
  const gate = new Promise<void>((r) => { open = r; });
  const pipeline = new IngestPipeline({
    store: s.store, router: new Router(s.store, s.options.domain), events: s.events, sinks: s.sinks, clock, ids: s.ids,
    prepare: async (raw) => { const p = await prepareMail(raw); await gate; return p; },
    initialAnalysis: () => ({ status: 'none', recorded: null }), analysisEnabled: false,
  });
  return { pipeline, release: () => open() };
}

function received(accountId: string): number {
  return t.service.accounts.usage(accountId).monthly_received_messages.used;
}

const settle = (p: Promise<IngestResult>) => p.then((r) => ({ ok: true as const, r }), (e: Error) => ({ ok: false as const, e }));

test('one batch with several messages and a failing one: the rest commit, usage and last_message_received_at are exact', async () => {
  const account = t.service.accounts.create({ name: 'Batch' });
  const scope = t.service.account(account.id);
  const a = scope.inboxes.create({ label: 'a', lifecycle_mode: 'persistent' });
  const b = scope.inboxes.create({ label: 'b', lifecycle_mode: 'persistent' });
  const remove = t.service.sinks.add((event) => {
    if (event.data.message.subject === 'refuse me') throw new Error('outbox refused');
  });
  const { pipeline, release } = gatedPipeline();
  clock.advance(60_000);
  const send = (subject: string, rcptTo: string[]) => settle(pipeline.ingest(mail({ subject }), { rcptTo } satisfies Envelope));
  const runs = [
    send('one', [a.email_address]),
    send('refuse me', [a.email_address, b.email_address]),
    send('two', [a.email_address, b.email_address]),
    send('three', [b.email_address]),
  ];
  await new Promise((r) => setTimeout(r, 50));
  release();
  const results = await Promise.all(runs);
  remove();
  assert.equal(pipeline.stats(), { batches: 1, messages: 4, largestBatch: 4 }, 'all four in one transaction');
  assert.equal(results.map((x) => x.ok), [true, false, true, true]);
  assert.match((results[1] as { e: Error }).e.message, /outbox refused/);
  assert.equal(results.map((x) => (x.ok ? x.r.stored.length : -1)), [1, -1, 2, 1]);
  assert.equal(scope.messages.list(a.id).items.map((m) => m.subject), ['two', 'one']);
  assert.equal(scope.messages.list(b.id).items.map((m) => m.subject), ['three', 'two']);
  assert.is(received(account.id), 4, 'the refused message (two copies) is not counted');
  const at = new Date(clock()).toISOString();
  assert.is(scope.inboxes.get(a.id).last_message_received_at, at);
  assert.is(scope.inboxes.get(b.id).last_message_received_at, at);
});

test('a batch that fails as a whole touches nothing: an inbox whose only message was refused keeps its old time', async () => {
  const account = t.service.accounts.create({ name: 'Untouched' });
  const inbox = t.service.account(account.id).inboxes.create({ label: 'u', lifecycle_mode: 'persistent' });
  const remove = t.service.sinks.add(() => { throw new Error('no'); });
  const { pipeline, release } = gatedPipeline();
  const runs = [1, 2].map(() => settle(pipeline.ingest(mail(), { rcptTo: [inbox.email_address] })));
  release();
  assert.equal((await Promise.all(runs)).map((x) => x.ok), [false, false]);
  remove();
  assert.is(received(account.id), 0);
  assert.is(t.service.account(account.id).inboxes.get(inbox.id).last_message_received_at, null);
});

test('the monthly quota is exact at the boundary inside one batch, also around a rolled-back message', async () => {
  const account = t.service.accounts.create({ name: 'Edge', entitlements: { monthly_received_messages: 4 } });
  const scope = t.service.account(account.id);
  const a = scope.inboxes.create({ label: 'a', lifecycle_mode: 'persistent' });
  const b = scope.inboxes.create({ label: 'b', lifecycle_mode: 'persistent' });
  await t.service.ingest(mail({ subject: 'before' }), { rcptTo: [a.email_address] });
  assert.is(received(account.id), 1);
  const remove = t.service.sinks.add((event) => {
    if (event.data.message.subject === 'bad') throw new Error('refused');
  });
  const { pipeline, release } = gatedPipeline();
  const runs = [
    settle(pipeline.ingest(mail({ subject: 'bad' }), { rcptTo: [a.email_address, b.email_address] })),
    settle(pipeline.ingest(mail({ subject: 'pair' }), { rcptTo: [a.email_address, b.email_address] })), // 2 → 3
    settle(pipeline.ingest(mail({ subject: 'last' }), { rcptTo: [a.email_address, b.email_address] })), // a: 4; b refused
    settle(pipeline.ingest(mail({ subject: 'over' }), { rcptTo: [b.email_address] })),
  ];
  release();
  const results = await Promise.all(runs);
  remove();
  assert.is(pipeline.stats().largestBatch, 4);
  assert.is(results[0]!.ok, false);
  const ok = results.slice(1).map((x) => (x.ok ? x.r : null));
  assert.equal(ok.map((r) => r?.stored.map((s) => s.inboxId)), [[a.id, b.id], [a.id], []]);
  assert.equal(ok[1]!.rejected, [{ recipient: b.email_address, reason: 'quota_exceeded' }]);
  assert.equal(ok[2]!.rejected, [{ recipient: b.email_address, reason: 'quota_exceeded' }]);
  assert.is(received(account.id), 4, 'exactly the limit');
  const d = t.service.route(a.email_address);
  assert.equal(d.ok ? 'ok' : d.reason, 'quota_exceeded');
});

test('routing sees entitlement changes at once, from this process and from another connection', async () => {
  const account = t.service.accounts.create({ name: 'Plan', entitlements: { monthly_received_messages: 1 } });
  const inbox = t.service.account(account.id).inboxes.create({ label: 'p', lifecycle_mode: 'persistent' });
  await t.service.ingest(mail(), { rcptTo: [inbox.email_address] });
  const reason = () => { const d = t.service.route(inbox.email_address); return d.ok ? 'ok' : d.reason; };
  assert.is(reason(), 'quota_exceeded');
  t.service.accounts.setEntitlements(account.id, { monthly_received_messages: 2 });
  assert.is(reason(), 'ok', 'raised in this process');
  assert.is(t.service.accounts.get(account.id).entitlements.monthly_received_messages, 2);

  const other = new Database(t.dbPath);
  try {
    const row = other.prepare('SELECT entitlements FROM accounts WHERE id = ?').get(account.id) as { entitlements: string };
    const lowered = { ...JSON.parse(row.entitlements), monthly_received_messages: 1 };
    other.prepare('UPDATE accounts SET entitlements = ? WHERE id = ?').run(JSON.stringify(lowered), account.id);
  } finally {
    other.close();
  }
  assert.is(reason(), 'quota_exceeded', 'lowered by another connection');
  assert.is(t.service.accounts.get(account.id).entitlements.monthly_received_messages, 1);
});

test('a cached account is shared read-only: changing it throws instead of leaking into other callers', () => {
  const account = t.service.accounts.get(t.service.accountId);
  assert.throws(() => { (account.entitlements as { monthly_received_messages: number }).monthly_received_messages = 0; });
  assert.is(t.service.accounts.get(t.service.accountId).entitlements.monthly_received_messages, account.entitlements.monthly_received_messages);
});

test('routing caches follow new inboxes, expiry and rolled-back writes', async () => {
  const scope = t.service.account(t.service.accountId);
  const address = `late-${Date.now()}@${t.service.options.domain}`;
  const reason = (to: string) => { const d = t.service.route(to); return d.ok ? 'ok' : d.reason; };
  assert.is(reason(address), 'unknown_recipient');
  // Written by another connection, as the CLI would:
  const other = new Database(t.dbPath);
  other.prepare(`INSERT INTO inboxes (id, account_id, label, email_address, lifecycle_mode, status,
    analysis_mode, analysis_recipients, created_at) VALUES ('inb_other', ?, 'x', ?, 'persistent', 'active', 'all', '[]', 0)`)
    .run(t.service.accountId, address);
  other.close();
  assert.is(reason(address), 'ok', 'a miss is not remembered past another connection\'s insert');

  // Created, routed and rolled back inside one transaction: the route must not outlive it.
  let inside = '';
  let created = '';
  try {
    t.service.store.tx(() => {
      created = scope.inboxes.create({ label: 'gone', lifecycle_mode: 'persistent' }).email_address;
      inside = reason(created);
      throw new Error('roll back');
    });
  } catch { /* expected */ }
  assert.is(inside, 'ok');
  assert.is(reason(created), 'unknown_recipient');

  const temp = scope.inboxes.create({ label: 'temp', lifecycle_mode: 'temporary', ttl_minutes: 10 });
  assert.is(reason(temp.email_address), 'ok');
  clock.advance(11 * 60_000);
  assert.is(reason(temp.email_address), 'inbox_inactive', 'expiry is checked on every route');
  await t.service.runMaintenance();
  assert.is(reason(temp.email_address), 'inbox_inactive');
});

test('pooled ids are unique, well formed and time ordered', () => {
  const ids = Array.from({ length: 100_000 }, () => defaultIdGenerator('msg'));
  assert.is(new Set(ids).size, ids.length);
  for (const id of ids.slice(0, 1000)) assert.match(id, /^msg_[0-9a-z]{21}$/);
  const times = ids.map((id) => id.slice(4, 13));
  assert.equal([...times].sort(), times, 'the time part never goes backwards');
  // 12 random characters per id, not a repeating pool: no two ids share their random part.
  assert.is(new Set(ids.map((id) => id.slice(13))).size, ids.length);
});

test.run();
