// The SMTP fault rules of an inbox over HTTP (GET, PUT, POST, DELETE /v1/inboxes/{id}/smtp-faults
// and DELETE …/{rule_id}): the answers' shapes (checked against docs/openapi.json by the runner),
// scopes, 400 naming the field, 404 for another account's inbox and for a key limited to other
// inboxes, 409 past the per-inbox bound, and rules that act on mail at once.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { SmtpFaultRule } from '@inboxkit/core';
import { startTestDaemon } from './fixtures/daemon.js';

const t = await startTestDaemon();
test.after(() => t.stop());

type Rules = { success: boolean; inbox_id: string; rules: SmtpFaultRule[]; error?: { code: string; message: string } };
const path = (inboxId: string, rest = '') => `/v1/inboxes/${inboxId}/smtp-faults${rest}`;
const json = (method: string, body: unknown, key?: string) => ({ method, body: JSON.stringify(body), ...(key ? { key } : {}) });

test('PUT sets the list, GET reads it with counts, POST adds one, DELETE removes one or all', async () => {
  const inbox = await t.createInbox();
  assert.equal((await t.api<Rules>(path(inbox.id))).body.rules, []);
  const put = await t.api<Rules>(path(inbox.id), json('PUT', { rules: [{ stage: 'rcpt', code: 451, times: 1 }, { stage: 'data', action: 'delay', delay_ms: 10 }] }));
  assert.is(put.status, 200);
  assert.equal(put.body.rules.map((r) => [r.stage, r.action, r.code, r.enhanced_code, r.times, r.remaining, r.delay_ms, r.fired]),
    [['rcpt', 'reply', 451, '4.0.0', 1, 1, null, 0], ['data', 'delay', null, null, null, null, 10, 0]]);

  const sent = await t.send({ to: inbox.email_address, text: 'first' }).catch((e: { responseCode?: number }) => e.responseCode);
  assert.is(sent, 451, 'the rule acts on the next message at once');
  const read = await t.api<Rules>(path(inbox.id));
  assert.equal(read.body.rules.map((r) => [r.remaining, r.fired, r.last_fired_at !== null]), [[0, 1, true], [null, 0, false]]);

  const added = await t.api<{ rule: SmtpFaultRule }>(path(inbox.id), json('POST', { stage: 'connect', action: 'disconnect', probability: 0 }));
  assert.is(added.status, 201);
  assert.equal([added.body.rule.stage, added.body.rule.action, added.body.rule.probability], ['connect', 'disconnect', 0]);
  const removed = await t.api<Rules>(path(inbox.id, `/${put.body.rules[0]!.id}`), { method: 'DELETE' });
  assert.equal(removed.body.rules.map((r) => r.id), [put.body.rules[1]!.id, added.body.rule.id]);
  const missing = await t.api<Rules>(path(inbox.id, `/${put.body.rules[0]!.id}`), { method: 'DELETE' });
  assert.equal([missing.status, missing.body.error?.code], [404, 'not_found']);
  const cleared = await t.api<Rules>(path(inbox.id), { method: 'DELETE' });
  assert.equal([cleared.status, cleared.body.inbox_id, cleared.body.rules], [200, inbox.id, []]);
  assert.equal((await t.send({ to: inbox.email_address, text: 'second' })).accepted, [inbox.email_address]);
});

test('a bad rule is 400 naming its field, and changes nothing; the 21st rule is 409', async () => {
  const inbox = await t.createInbox();
  const cases: Array<[string, unknown, RegExp]> = [
    ['PUT', { rules: [{ stage: 'rcpt' }, { stage: 'rcpt', code: 250 }] }, /^rules\[1\]\.code must be an integer from 400 to 599/],
    ['PUT', { rules: [{ stage: 'rcpt', action: 'delay' }] }, /^rules\[0\]\.delay_ms is required/],
    ['PUT', { rules: [{ stage: 'rcpt', enhanced_code: '5.1.1' }] }, /^rules\[0\]\.enhanced_code must be x\.y\.z/],
    ['PUT', { rules: [{ stage: 'connect', action: 'greylist' }] }, /^rules\[0\]\.action greylist needs the recipient/],
    ['PUT', { rules: [{ stage: 'rcpt', delay: 5 }] }, /^rules\[0\]\.delay is not a field/],
    ['PUT', { rule: [] }, /^rules is required/],
    ['POST', { stage: 'data', probability: 2 }, /^probability must be a number from 0 to 1/],
    ['POST', { stage: 'data', action: 'disconnect', text: 'bye' }, /^text is not taken by action disconnect/],
    ['POST', [], /^body: a rule is a JSON object/],
  ];
  for (const [method, body, message] of cases) {
    const res = await t.api<Rules>(path(inbox.id), json(method, body));
    assert.equal([res.status, res.body.error?.code], [400, 'invalid_request'], JSON.stringify(body));
    assert.match(res.body.error!.message, message);
  }
  assert.equal((await t.api<Rules>(path(inbox.id))).body.rules, []);
  const full = await t.api<Rules>(path(inbox.id), json('PUT', { rules: Array.from({ length: 20 }, () => ({ stage: 'data', probability: 0 })) }));
  assert.is(full.body.rules.length, 20);
  const over = await t.api<Rules>(path(inbox.id), json('POST', { stage: 'rcpt' }));
  assert.equal([over.status, over.body.error?.code], [409, 'conflict']);
});

test('scopes: messages:read reads, inboxes:write changes; another account\'s inbox and a key limited to other inboxes get 404', async () => {
  const inbox = await t.createInbox();
  const service = t.daemon.service;
  const reader = (await service.apiKeys.create(service.accountId, { scopes: ['messages:read'] })).secret;
  const hooks = (await service.apiKeys.create(service.accountId, { scopes: ['webhooks:write'] })).secret;
  assert.is((await t.api(path(inbox.id), { key: reader })).status, 200);
  assert.is((await t.api(path(inbox.id), json('PUT', { rules: [] }, reader))).status, 403);
  assert.is((await t.api(path(inbox.id), json('POST', { stage: 'rcpt' }, reader))).status, 403);
  assert.is((await t.api(path(inbox.id), { method: 'DELETE', key: reader })).status, 403);
  assert.is((await t.api(path(inbox.id), { key: hooks })).status, 403);

  const other = await service.accounts.create({ name: 'Elsewhere' });
  const stranger = (await service.apiKeys.create(other.id)).secret;
  for (const [method, body] of [['GET', undefined], ['PUT', { rules: [] }], ['POST', { stage: 'rcpt' }], ['DELETE', undefined]] as const) {
    const res = await t.api<Rules>(path(inbox.id), { method, key: stranger, ...(body ? { body: JSON.stringify(body) } : {}) });
    assert.equal([res.status, res.body.error?.code], [404, 'not_found'], `${method} of another account`);
  }
  const mine = await t.createInbox({ label: 'mine' });
  const limited = (await service.apiKeys.create(service.accountId, { scopes: ['inboxes:write'], inboxIds: [mine.id] })).secret;
  assert.is((await t.api(path(mine.id), json('POST', { stage: 'rcpt', times: 1 }, limited))).status, 201);
  for (const [method, body] of [['GET', undefined], ['PUT', { rules: [] }], ['POST', { stage: 'rcpt' }], ['DELETE', undefined]] as const) {
    const res = await t.api<Rules>(path(inbox.id), { method, key: limited, ...(body ? { body: JSON.stringify(body) } : {}) });
    assert.equal([res.status, res.body.error?.code], [404, 'not_found'], `${method} of another inbox than the key's`);
  }
  const rule = (await t.api<Rules>(path(mine.id))).body.rules[0]!;
  assert.is((await t.api(path(inbox.id, `/${rule.id}`), { method: 'DELETE', key: limited })).status, 404);
  assert.is((await t.api(path(mine.id, `/${rule.id}`), { method: 'DELETE', key: limited })).status, 200);
});

test.run();
