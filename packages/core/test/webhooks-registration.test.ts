import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { isInboxkitError } from '../src/index.js';
import { defaultIdGenerator } from '../src/clock.js';
import { createWebhooks, MAX_WEBHOOKS_PER_ACCOUNT, type WebhookOptions, type Webhooks } from '../src/webhooks/index.js';
import { pipelineHarness, type PipelineHarness } from './helpers.js';

const T0 = Date.parse('2026-04-01T10:00:00.000Z');
const cleanups: Array<() => unknown> = [];
test.after.each(async () => {
  for (const fn of cleanups.splice(0).reverse()) await fn();
});

let now = T0;
/** The webhooks feature over a real SQLite storage, beside the accounts and inboxes it checks against. */
async function setup(options: WebhookOptions = {}): Promise<{ h: PipelineHarness; accountId: string; webhooks: Webhooks }> {
  now = T0;
  const h = await pipelineHarness({ clock: () => now, analysis: false });
  const webhooks = createWebhooks({ storage: h.storage, clock: () => now, ids: defaultIdGenerator, options });
  h.subscribe(webhooks.outbox);
  cleanups.push(() => h.cleanup());
  cleanups.push(() => webhooks.stop());
  return { h, accountId: h.accountId, webhooks };
}

async function failure(p: Promise<unknown>): Promise<{ code: string; field: string | undefined; message: string }> {
  try {
    await p;
  } catch (error) {
    if (isInboxkitError(error)) return { code: error.code, field: error.field, message: error.message };
    throw error;
  }
  throw new Error('expected an InboxkitError');
}

const TARGET = 'https://hooks.example.com/inboxkit';

test('create returns the spec Webhook and the signing secret once', async () => {
  const { accountId, webhooks } = await setup();
  const { webhook, signing_secret } = await webhooks.create(accountId, { label: 'CI', target_url: TARGET });
  assert.ok(/^whsec_[A-Za-z0-9_-]{43}$/.test(signing_secret), signing_secret);
  assert.equal(Object.keys(webhook).sort(), [
    'archived_at', 'created_at', 'delivery_scope', 'id', 'inbox_id', 'label', 'last_delivery_at',
    'status', 'subscribed_events', 'target_url', 'updated_at',
  ]);
  assert.equal(webhook, {
    id: webhook.id, inbox_id: null, label: 'CI', target_url: TARGET, delivery_scope: 'account',
    subscribed_events: ['email.received', 'email.enriched'], status: 'active', last_delivery_at: null,
    archived_at: null, created_at: new Date(T0).toISOString(), updated_at: new Date(T0).toISOString(),
  });
  // The secret is never shown again.
  const shown = JSON.stringify([await webhooks.get(accountId, webhook.id), await webhooks.list(accountId)]);
  assert.not.ok(shown.includes(signing_secret));
  assert.not.ok(shown.includes('whsec_'));
  // Two webhooks get two different secrets.
  const second = await webhooks.create(accountId, { label: 'CI 2', target_url: TARGET });
  assert.is.not(second.signing_secret, signing_secret);
});

test('inbox_id makes an inbox-scoped webhook; it must be an inbox of the same account', async () => {
  const { h, accountId, webhooks } = await setup();
  const inbox = await h.inboxes.create(accountId, { label: 'a', lifecycle_mode: 'persistent' });
  const { webhook } = await webhooks.create(accountId, { label: 'one inbox', target_url: TARGET, inbox_id: inbox.id });
  assert.is(webhook.inbox_id, inbox.id);
  assert.is(webhook.delivery_scope, 'inbox');
  assert.is((await webhooks.create(accountId, { label: 'null inbox', target_url: TARGET, inbox_id: null })).webhook.delivery_scope, 'account');

  const other = await h.accounts.create({ name: 'Other' });
  const foreignInbox = await h.inboxes.create(other.id, { label: 'b', lifecycle_mode: 'persistent' });
  for (const inbox_id of [foreignInbox.id, 'inb_doesnotexist']) {
    const f = await failure(webhooks.create(accountId, { label: 'x', target_url: TARGET, inbox_id }));
    assert.is(f.code, 'not_found');
    assert.is(f.field, 'inbox_id');
  }
  const f = await failure(webhooks.create(accountId, { label: 'x', target_url: TARGET, inbox_id: 42 }));
  assert.equal([f.code, f.field], ['invalid_request', 'inbox_id']);
  // An unknown account, and a body that is not an object.
  const u = await failure(webhooks.create('acc_nope', { label: 'x', target_url: TARGET }));
  assert.equal([u.code, u.field], ['not_found', 'account_id']);
  for (const body of [null, [], 'x']) {
    const g = await failure(webhooks.create(accountId, body as never));
    assert.equal([g.code, g.field], ['invalid_request', 'body']);
  }
});

test('label must be a string of 1 to 100 characters', async () => {
  const { accountId, webhooks } = await setup();
  for (const label of [undefined, null, '', 'x'.repeat(101), 5, ['a']]) {
    const f = await failure(webhooks.create(accountId, { label, target_url: TARGET }));
    assert.equal([f.code, f.field], ['invalid_request', 'label'], String(label));
  }
  assert.is((await webhooks.create(accountId, { label: 'x'.repeat(100), target_url: TARGET })).webhook.label.length, 100);
});

const SSRF = [
  'http://hooks.example.com/', 'https://user:pass@hooks.example.com/', 'https://user@hooks.example.com/',
  'https://localhost/', 'https://app.localhost/', 'https://127.0.0.1/', 'https://127.1/', 'https://2130706433/',
  'https://0x7f.1/', 'https://017700000001/', 'https://0.0.0.0/', 'https://10.0.0.1/', 'https://172.16.0.1/',
  'https://192.168.0.1/', 'https://169.254.169.254/', 'https://100.64.0.1/', 'https://224.0.0.1/', 'https://255.255.255.255/',
  'https://[::1]/', 'https://[::]/', 'https://[fe80::1]/', 'https://[fd00::1]/', 'https://[ff02::1]/',
  'https://[::ffff:127.0.0.1]/', 'https://[::ffff:7f00:1]/', 'https://[64:ff9b::7f00:1]/', 'https://[2002:c0a8:101::]/',
  'https://192.0.2.1/', 'ftp://hooks.example.com/', 'hooks.example.com', 42, undefined,
];

test('every SSRF form is refused by create() with invalid_request on target_url, and nothing is stored', async () => {
  const { accountId, webhooks } = await setup();
  for (const target_url of SSRF) {
    const f = await failure(webhooks.create(accountId, { label: 'x', target_url }));
    assert.equal([f.code, f.field], ['invalid_request', 'target_url'], String(target_url));
  }
  assert.is((await webhooks.list(accountId)).length, 0);
  const f = await failure(webhooks.create(accountId, { label: 'x', target_url: 'https://127.0.0.1:8443/hook' }));
  assert.ok(f.message.includes('--webhook-allow-private') && f.message.includes('INBOXKIT_WEBHOOK_ALLOW_PRIVATE=1'), f.message);
});

test('allowPrivateTargets accepts http and loopback/private targets', async () => {
  const { accountId, webhooks } = await setup({ allowPrivateTargets: true });
  for (const target_url of ['http://127.0.0.1:8080/hook', 'http://localhost:3000/hook', 'https://192.168.1.5/hook', 'http://[::1]:9000/x']) {
    assert.is((await webhooks.create(accountId, { label: 'local', target_url })).webhook.status, 'active');
  }
});

test('get/list/archive are scoped to the account; archived webhooks leave the list', async () => {
  const { h, accountId, webhooks } = await setup();
  const a = (await webhooks.create(accountId, { label: 'a', target_url: TARGET })).webhook;
  now += 1000;
  const b = (await webhooks.create(accountId, { label: 'b', target_url: TARGET })).webhook;
  const other = await h.accounts.create({ name: 'Other' });
  const c = (await webhooks.create(other.id, { label: 'c', target_url: TARGET })).webhook;

  assert.equal((await webhooks.list(accountId)).map((w) => w.id), [b.id, a.id]); // newest first
  assert.equal((await webhooks.list(other.id)).map((w) => w.id), [c.id]);
  assert.equal(await webhooks.get(accountId, a.id), a);
  // Each call made when its turn comes: one made ahead would reject with no handler yet.
  for (const call of [() => webhooks.get(accountId, c.id), () => webhooks.archive(accountId, c.id), () => webhooks.enable(accountId, c.id),
    () => webhooks.get(accountId, 'whk_nope'), () => webhooks.deliveries(accountId, c.id)]) {
    assert.is((await failure(call())).code, 'not_found');
  }

  now += 1000;
  const archived = await webhooks.archive(accountId, a.id);
  assert.is(archived.status, 'archived');
  assert.is(archived.archived_at, new Date(now).toISOString());
  assert.is(archived.updated_at, new Date(now).toISOString());
  assert.equal((await webhooks.list(accountId)).map((w) => w.id), [b.id]);
  assert.equal(await webhooks.get(accountId, a.id), archived);
  now += 1000;
  assert.equal(await webhooks.archive(accountId, a.id), archived, 'archiving again changes nothing');
  assert.is((await failure(webhooks.enable(accountId, a.id))).code, 'conflict');
  assert.equal(await webhooks.enable(accountId, b.id), b, 'enabling an active webhook changes nothing');
  assert.is((await webhooks.get(other.id, c.id)).status, 'active');
});

test(`at most ${MAX_WEBHOOKS_PER_ACCOUNT} live webhooks per account; archiving frees a slot`, async () => {
  const { accountId, webhooks } = await setup();
  const made = [];
  for (let i = 0; i < MAX_WEBHOOKS_PER_ACCOUNT; i++) made.push((await webhooks.create(accountId, { label: `w${i}`, target_url: TARGET })).webhook);
  assert.is((await failure(webhooks.create(accountId, { label: 'one more', target_url: TARGET }))).code, 'limit_exceeded');
  await webhooks.archive(accountId, made[0]!.id);
  assert.is((await webhooks.create(accountId, { label: 'one more', target_url: TARGET })).webhook.status, 'active');
});

test(`the limit holds for concurrent creates: each counts and inserts in one transaction`, async () => {
  const { accountId, webhooks } = await setup();
  const settled = await Promise.allSettled(Array.from({ length: MAX_WEBHOOKS_PER_ACCOUNT + 5 }, (_, i) =>
    webhooks.create(accountId, { label: `w${i}`, target_url: TARGET })));
  assert.is(settled.filter((r) => r.status === 'fulfilled').length, MAX_WEBHOOKS_PER_ACCOUNT);
  const refused = settled.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
  assert.is(refused.length, 5);
  assert.ok(refused.every((r) => isInboxkitError(r.reason, 'limit_exceeded')));
  assert.is((await webhooks.list(accountId)).length, MAX_WEBHOOKS_PER_ACCOUNT);
});

test('the target is stored WHATWG-normalised', async () => {
  const { accountId, webhooks } = await setup();
  const { webhook } = await webhooks.create(accountId, { label: 'n', target_url: 'https://HOOKS.Example.com:443/a/./b' });
  assert.is(webhook.target_url, 'https://hooks.example.com/a/b');
});

test.run();
