import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInboxService, isInboxkitError, type InboxService } from '../src/index.js';
import { createWebhooks, MAX_WEBHOOKS_PER_ACCOUNT, type WebhookOptions, type Webhooks } from '../src/webhooks/index.js';

const T0 = Date.parse('2026-04-01T10:00:00.000Z');
const cleanups: Array<() => unknown> = [];
test.after.each(async () => {
  for (const fn of cleanups.splice(0).reverse()) await fn();
});

let now = T0;
function setup(options: WebhookOptions = {}): { service: InboxService; webhooks: Webhooks } {
  now = T0;
  const dir = mkdtempSync(join(tmpdir(), 'inboxkit-webhooks-'));
  const service = createInboxService({ database: join(dir, 'inboxkit.db'), clock: () => now, maintenanceIntervalMs: 0, webhooks: false, analysis: false });
  const webhooks = createWebhooks({ store: service.store, clock: service.clock, ids: service.ids, sinks: service.sinks, options });
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  cleanups.push(async () => { await webhooks.stop(); await service.close(); });
  return { service, webhooks };
}

function failure(fn: () => unknown): { code: string; field: string | undefined; message: string } {
  try {
    fn();
  } catch (error) {
    if (isInboxkitError(error)) return { code: error.code, field: error.field, message: error.message };
    throw error;
  }
  throw new Error('expected an InboxkitError');
}

const TARGET = 'https://hooks.example.com/inboxkit';

test('create returns the spec Webhook and the signing secret once', () => {
  const { service, webhooks } = setup();
  const { webhook, signing_secret } = webhooks.create(service.accountId, { label: 'CI', target_url: TARGET });
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
  const shown = JSON.stringify([webhooks.get(service.accountId, webhook.id), webhooks.list(service.accountId)]);
  assert.not.ok(shown.includes(signing_secret));
  assert.not.ok(shown.includes('whsec_'));
  // Two webhooks get two different secrets.
  const second = webhooks.create(service.accountId, { label: 'CI 2', target_url: TARGET });
  assert.is.not(second.signing_secret, signing_secret);
});

test('inbox_id makes an inbox-scoped webhook; it must be an inbox of the same account', () => {
  const { service, webhooks } = setup();
  const inbox = service.inboxes.create({ label: 'a', lifecycle_mode: 'persistent' });
  const { webhook } = webhooks.create(service.accountId, { label: 'one inbox', target_url: TARGET, inbox_id: inbox.id });
  assert.is(webhook.inbox_id, inbox.id);
  assert.is(webhook.delivery_scope, 'inbox');
  assert.is(webhooks.create(service.accountId, { label: 'null inbox', target_url: TARGET, inbox_id: null }).webhook.delivery_scope, 'account');

  const other = service.accounts.create({ name: 'Other' });
  const foreignInbox = service.account(other.id).inboxes.create({ label: 'b', lifecycle_mode: 'persistent' });
  for (const inbox_id of [foreignInbox.id, 'inb_doesnotexist']) {
    const f = failure(() => webhooks.create(service.accountId, { label: 'x', target_url: TARGET, inbox_id }));
    assert.is(f.code, 'not_found');
    assert.is(f.field, 'inbox_id');
  }
  const f = failure(() => webhooks.create(service.accountId, { label: 'x', target_url: TARGET, inbox_id: 42 }));
  assert.equal([f.code, f.field], ['invalid_request', 'inbox_id']);
});

test('label must be a string of 1 to 100 characters', () => {
  const { service, webhooks } = setup();
  for (const label of [undefined, null, '', 'x'.repeat(101), 5, ['a']]) {
    const f = failure(() => webhooks.create(service.accountId, { label, target_url: TARGET }));
    assert.equal([f.code, f.field], ['invalid_request', 'label'], String(label));
  }
  assert.is(webhooks.create(service.accountId, { label: 'x'.repeat(100), target_url: TARGET }).webhook.label.length, 100);
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

test('every SSRF form is refused by create() with invalid_request on target_url, and nothing is stored', () => {
  const { service, webhooks } = setup();
  for (const target_url of SSRF) {
    const f = failure(() => webhooks.create(service.accountId, { label: 'x', target_url }));
    assert.equal([f.code, f.field], ['invalid_request', 'target_url'], String(target_url));
  }
  assert.is(webhooks.list(service.accountId).length, 0);
  const f = failure(() => webhooks.create(service.accountId, { label: 'x', target_url: 'https://127.0.0.1:8443/hook' }));
  assert.ok(f.message.includes('--webhook-allow-private') && f.message.includes('INBOXKIT_WEBHOOK_ALLOW_PRIVATE=1'), f.message);
});

test('allowPrivateTargets accepts http and loopback/private targets', () => {
  const { service, webhooks } = setup({ allowPrivateTargets: true });
  for (const target_url of ['http://127.0.0.1:8080/hook', 'http://localhost:3000/hook', 'https://192.168.1.5/hook', 'http://[::1]:9000/x']) {
    assert.is(webhooks.create(service.accountId, { label: 'local', target_url }).webhook.status, 'active');
  }
});

test('get/list/archive are scoped to the account; archived webhooks leave the list', () => {
  const { service, webhooks } = setup();
  const a = webhooks.create(service.accountId, { label: 'a', target_url: TARGET }).webhook;
  now += 1000;
  const b = webhooks.create(service.accountId, { label: 'b', target_url: TARGET }).webhook;
  const other = service.accounts.create({ name: 'Other' });
  const c = webhooks.create(other.id, { label: 'c', target_url: TARGET }).webhook;

  assert.equal(webhooks.list(service.accountId).map((w) => w.id), [b.id, a.id]); // newest first
  assert.equal(webhooks.list(other.id).map((w) => w.id), [c.id]);
  assert.equal(webhooks.get(service.accountId, a.id), a);
  for (const call of [() => webhooks.get(service.accountId, c.id), () => webhooks.archive(service.accountId, c.id),
    () => webhooks.get(service.accountId, 'whk_nope'), () => webhooks.deliveries(service.accountId, c.id)]) {
    assert.is(failure(call).code, 'not_found');
  }

  now += 1000;
  const archived = webhooks.archive(service.accountId, a.id);
  assert.is(archived.status, 'archived');
  assert.is(archived.archived_at, new Date(now).toISOString());
  assert.is(archived.updated_at, new Date(now).toISOString());
  assert.equal(webhooks.list(service.accountId).map((w) => w.id), [b.id]);
  assert.equal(webhooks.get(service.accountId, a.id), archived);
  now += 1000;
  assert.equal(webhooks.archive(service.accountId, a.id), archived, 'archiving again changes nothing');
  assert.is(failure(() => webhooks.enable(service.accountId, a.id)).code, 'conflict');
  assert.is(webhooks.get(other.id, c.id).status, 'active');
});

test(`at most ${MAX_WEBHOOKS_PER_ACCOUNT} live webhooks per account; archiving frees a slot`, () => {
  const { service, webhooks } = setup();
  const made = Array.from({ length: MAX_WEBHOOKS_PER_ACCOUNT }, (_, i) =>
    webhooks.create(service.accountId, { label: `w${i}`, target_url: TARGET }).webhook);
  assert.is(failure(() => webhooks.create(service.accountId, { label: 'one more', target_url: TARGET })).code, 'limit_exceeded');
  webhooks.archive(service.accountId, made[0]!.id);
  assert.is(webhooks.create(service.accountId, { label: 'one more', target_url: TARGET }).webhook.status, 'active');
});

test('the target is stored WHATWG-normalised', () => {
  const { service, webhooks } = setup();
  const { webhook } = webhooks.create(service.accountId, { label: 'n', target_url: 'https://HOOKS.Example.com:443/a/./b' });
  assert.is(webhook.target_url, 'https://hooks.example.com/a/b');
});

test.run();
