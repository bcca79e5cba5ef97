/**
 * SMTP fault rules per inbox in core: what the API takes and refuses (400 naming the field),
 * whose inboxes it reaches (another account's, or another inbox than a limited key's: not found),
 * and the decision the SMTP listener asks for (stages, order, delays, times, probability,
 * greylisting by triple under a clock the test moves). On a real SQLite file, and on PostgreSQL
 * in the full set (`smtp-faults.test.ts [postgres]`), where two services on one database share a
 * rule's times.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createInboxService, isInboxkitError, type Inbox, type InboxkitErrorCode, type SmtpFaultQuery } from '../src/index.js';
import { manualClock, rejects, testService, TEST_ENGINE } from './helpers.js';

const clock = manualClock();
const t = await testService({ clock, analysis: false, webhooks: false });
test.after(() => t.cleanup());

const code = (c: InboxkitErrorCode, field?: string) => (e: unknown) => isInboxkitError(e, c) && (field === undefined || e.field === field);
const at = (stage: SmtpFaultQuery['stage'], inbox: Inbox, extra: Partial<SmtpFaultQuery> = {}): SmtpFaultQuery => ({
  stage, targets: [{ inboxId: inbox.id, recipient: inbox.email_address }], clientAddress: '127.0.0.1', mailFrom: 'app@acme.example', ...extra,
});
const newInbox = (label = 'faults') => t.service.inboxes.create({ label, lifecycle_mode: 'persistent' });

test('a rule takes its defaults; every field is checked and a bad one is named (rules[i].field in a PUT, the field in a POST)', async () => {
  const inbox = await newInbox();
  const { rules } = await t.service.smtpFaults.put(inbox.id, { rules: [
    { stage: 'rcpt' }, { stage: 'connect' }, { stage: 'data', action: 'greylist' }, { stage: 'mail', action: 'delay', delay_ms: 1500, times: 2 },
    { stage: 'data', action: 'disconnect', probability: 0.25 }, { stage: 'rcpt', code: 550, enhanced_code: '5.7.1', text: 'Go away' },
  ] });
  assert.equal(rules.map((r) => [r.stage, r.action, r.code, r.enhanced_code, r.text, r.times, r.remaining, r.probability, r.delay_ms, r.greylist_seconds, r.fired]), [
    ['rcpt', 'reply', 451, '4.0.0', null, null, null, 1, null, null, 0],
    ['connect', 'reply', 421, '4.0.0', null, null, null, 1, null, null, 0],
    ['data', 'greylist', 451, '4.7.1', null, null, null, 1, null, 60, 0],
    ['mail', 'delay', null, null, null, 2, 2, 1, 1500, null, 0],
    ['data', 'disconnect', null, null, null, null, null, 0.25, null, null, 0],
    ['rcpt', 'reply', 550, '5.7.1', 'Go away', null, null, 1, null, null, 0],
  ]);
  assert.ok(rules.every((r) => /^flt_/.test(r.id) && r.last_fired_at === null && r.created_at === new Date(clock()).toISOString()));

  const refusedPut = (rule: unknown, field: string) => rejects(t.service.smtpFaults.put(inbox.id, { rules: [{ stage: 'rcpt' }, rule] } as never),
    code('invalid_request', field), `${JSON.stringify(rule)} → ${field}`);
  await refusedPut({}, 'rules[1].stage');
  await refusedPut({ stage: 'helo' }, 'rules[1].stage');
  await refusedPut({ stage: 'rcpt', action: 'bounce' }, 'rules[1].action');
  await refusedPut({ stage: 'rcpt', code: 250 }, 'rules[1].code');
  await refusedPut({ stage: 'rcpt', code: 600 }, 'rules[1].code');
  await refusedPut({ stage: 'rcpt', code: 451.5 }, 'rules[1].code');
  await refusedPut({ stage: 'rcpt', action: 'greylist', code: 550 }, 'rules[1].code');
  await refusedPut({ stage: 'rcpt', code: 451, enhanced_code: '5.7.1' }, 'rules[1].enhanced_code');
  await refusedPut({ stage: 'rcpt', enhanced_code: '4.7' }, 'rules[1].enhanced_code');
  await refusedPut({ stage: 'rcpt', text: 'line\r\nbreak' }, 'rules[1].text');
  await refusedPut({ stage: 'rcpt', text: 'x'.repeat(201) }, 'rules[1].text');
  await refusedPut({ stage: 'rcpt', text: '' }, 'rules[1].text');
  await refusedPut({ stage: 'rcpt', times: 0 }, 'rules[1].times');
  await refusedPut({ stage: 'rcpt', probability: 1.5 }, 'rules[1].probability');
  await refusedPut({ stage: 'rcpt', probability: '1' }, 'rules[1].probability');
  await refusedPut({ stage: 'rcpt', action: 'delay' }, 'rules[1].delay_ms');
  await refusedPut({ stage: 'rcpt', action: 'delay', delay_ms: 60_001 }, 'rules[1].delay_ms');
  await refusedPut({ stage: 'rcpt', action: 'disconnect', code: 421 }, 'rules[1].code');
  await refusedPut({ stage: 'rcpt', delay_ms: 5 }, 'rules[1].delay_ms');
  await refusedPut({ stage: 'rcpt', action: 'greylist', greylist_seconds: -1 }, 'rules[1].greylist_seconds');
  await refusedPut({ stage: 'mail', action: 'greylist' }, 'rules[1].action');
  await refusedPut({ stage: 'rcpt', delay: 500 }, 'rules[1].delay');
  await refusedPut('rcpt', 'rules[1]');
  await rejects(t.service.smtpFaults.put(inbox.id, {} as never), code('invalid_request', 'rules'));
  await rejects(t.service.smtpFaults.put(inbox.id, { rules: Array.from({ length: 21 }, () => ({ stage: 'rcpt' })) } as never), code('invalid_request', 'rules'));
  await rejects(t.service.smtpFaults.add(inbox.id, { stage: 'rcpt', code: 200 }), code('invalid_request', 'code'));
  await rejects(t.service.smtpFaults.add(inbox.id, null as never), code('invalid_request', 'body'));
  assert.is((await t.service.smtpFaults.get(inbox.id)).rules.length, 6, 'a refused write changes nothing');
});

test('rules are managed per inbox: added after the others (20 at most), removed one by one or all; another account\'s inbox, and another inbox than a limited key\'s, are not found', async () => {
  const inbox = await newInbox();
  const first = await t.service.smtpFaults.add(inbox.id, { stage: 'rcpt', times: 1 });
  const second = await t.service.smtpFaults.add(inbox.id, { stage: 'data', action: 'disconnect' });
  assert.equal((await t.service.smtpFaults.get(inbox.id)).rules.map((r) => r.id), [first.id, second.id]);
  assert.equal((await t.service.smtpFaults.remove(inbox.id, first.id)).rules.map((r) => r.id), [second.id]);
  await rejects(t.service.smtpFaults.remove(inbox.id, first.id), code('not_found', 'rule_id'));
  for (let i = 1; i < 20; i++) await t.service.smtpFaults.add(inbox.id, { stage: 'rcpt' });
  await rejects(t.service.smtpFaults.add(inbox.id, { stage: 'rcpt' }), code('conflict'), 'the 21st');
  assert.equal(await t.service.smtpFaults.clear(inbox.id), { inbox_id: inbox.id, rules: [] });

  const other = await t.service.accounts.create({ name: 'Other Co' });
  const theirs = t.service.account(other.id);
  // Each call made when its turn comes: a rejection made earlier would have no handler yet.
  for (const call of [() => theirs.smtpFaults.get(inbox.id), () => theirs.smtpFaults.put(inbox.id, { rules: [] }), () => theirs.smtpFaults.add(inbox.id, { stage: 'rcpt' }),
    () => theirs.smtpFaults.remove(inbox.id, second.id), () => theirs.smtpFaults.clear(inbox.id), () => t.service.smtpFaults.get('inb_missing')]) {
    await rejects(call(), code('not_found', 'inbox_id'));
  }
  const mine = await theirs.inboxes.create({ label: 'mine', lifecycle_mode: 'persistent' });
  const elsewhere = await theirs.inboxes.create({ label: 'elsewhere', lifecycle_mode: 'persistent' });
  const { key } = await t.service.apiKeys.create(other.id, { scopes: ['inboxes:write'], inboxIds: [mine.id] });
  const limited = t.service.account(other.id, { keyId: key.id, inboxIds: key.inbox_ids! });
  assert.is((await limited.smtpFaults.add(mine.id, { stage: 'rcpt' })).stage, 'rcpt');
  assert.is((await limited.smtpFaults.get(mine.id)).rules.length, 1);
  for (const call of [() => limited.smtpFaults.get(elsewhere.id), () => limited.smtpFaults.put(elsewhere.id, { rules: [] }), () => limited.smtpFaults.add(elsewhere.id, { stage: 'rcpt' }),
    () => limited.smtpFaults.remove(elsewhere.id, 'flt_x'), () => limited.smtpFaults.clear(elsewhere.id)]) {
    await rejects(call(), code('not_found', 'inbox_id'));
  }
});

test('the routed inbox says whether it has rules (the listener asks nothing otherwise); the flag follows the rules at once', async () => {
  const inbox = await newInbox();
  const flag = async () => { const d = await t.service.route(inbox.email_address); return d.ok ? d.inbox.smtp_faults : null; };
  assert.is(await flag(), 0);
  await t.service.smtpFaults.add(inbox.id, { stage: 'rcpt', times: 1 });
  assert.is(await flag(), 1);
  await t.service.smtpFaultAt(at('rcpt', inbox));
  assert.is(await flag(), 1, 'a spent rule is still listed');
  await t.service.smtpFaults.clear(inbox.id);
  assert.is(await flag(), 0);
});

test('at RCPT: connect, then mail, then rcpt rules; delays add up and the rules after them are still tried; times count down and a spent rule stays listed', async () => {
  const inbox = await newInbox();
  await t.service.smtpFaults.put(inbox.id, { rules: [
    { stage: 'rcpt', code: 450, text: 'mailbox busy', times: 1 },
    { stage: 'data', code: 554 },
    { stage: 'mail', action: 'delay', delay_ms: 700, times: 2 },
    { stage: 'connect', action: 'delay', delay_ms: 300 },
    { stage: 'connect', action: 'disconnect', probability: 0 },
  ] });
  const [rcpt, , mail, connect] = (await t.service.smtpFaults.get(inbox.id)).rules;
  assert.equal(await t.service.smtpFaultAt(at('rcpt', inbox)), {
    delayMs: 1000, fault: { ruleId: rcpt!.id, inboxId: inbox.id, stage: 'rcpt', action: 'reply', code: 450, enhancedCode: '4.0.0', text: 'mailbox busy' },
  });
  assert.equal(await t.service.smtpFaultAt(at('rcpt', inbox)), { delayMs: 1000, fault: null }, 'the reply is spent');
  assert.equal(await t.service.smtpFaultAt(at('rcpt', inbox)), { delayMs: 300, fault: null }, 'so is the mail delay');
  const after = (await t.service.smtpFaults.get(inbox.id)).rules;
  assert.equal(after.map((r) => [r.id, r.remaining, r.fired]), [[rcpt!.id, 0, 1], [after[1]!.id, null, 0], [mail!.id, 0, 2], [connect!.id, null, 3], [after[4]!.id, null, 0]]);
  assert.is(after[0]!.last_fired_at, new Date(clock()).toISOString());

  const data = await t.service.smtpFaultAt(at('data', inbox));
  assert.equal([data.delayMs, data.fault?.code, data.fault?.stage, data.fault?.text], [0, 554, 'data', `fault rule ${after[1]!.id}`], 'a text naming the rule');
});

test('at DATA the recipients are tried in order: the first whose rule fires decides for the message', async () => {
  const quiet = await newInbox('quiet');
  const loud = await newInbox('loud');
  await t.service.smtpFaults.add(quiet.id, { stage: 'data', action: 'delay', delay_ms: 50 });
  await t.service.smtpFaults.add(loud.id, { stage: 'data', action: 'disconnect', times: 1 });
  const query = at('data', quiet, { targets: [{ inboxId: quiet.id, recipient: quiet.email_address }, { inboxId: loud.id, recipient: loud.email_address }] });
  const first = await t.service.smtpFaultAt(query);
  assert.equal([first.delayMs, first.fault?.action, first.fault?.inboxId, first.fault?.code], [50, 'disconnect', loud.id, null]);
  assert.equal(await t.service.smtpFaultAt(query), { delayMs: 50, fault: null });
});

test('probability: 0 never fires, 1 always, 0.5 about half the time (and only a fire counts)', async () => {
  const inbox = await newInbox();
  await t.service.smtpFaults.put(inbox.id, { rules: [{ stage: 'rcpt', probability: 0 }, { stage: 'rcpt', probability: 0.5, code: 452 }] });
  let hits = 0;
  for (let i = 0; i < 400; i++) if ((await t.service.smtpFaultAt(at('rcpt', inbox))).fault) hits++;
  // Binomial(400, 0.5): sd 10, so 100..300 fails once in far more runs than will ever happen.
  assert.ok(hits > 100 && hits < 300, `${hits} of 400`);
  const [never, half] = (await t.service.smtpFaults.get(inbox.id)).rules;
  assert.equal([never!.fired, half!.fired], [0, hits]);
});

test('greylist: a new triple is held (451 4.7.1), a retry before the window is held again, one after it passes for good; other senders are triples of their own', async () => {
  const inbox = await newInbox();
  const rule = await t.service.smtpFaults.add(inbox.id, { stage: 'rcpt', action: 'greylist', greylist_seconds: 300, times: 2 });
  const held = await t.service.smtpFaultAt(at('rcpt', inbox));
  assert.equal(held.fault, { ruleId: rule.id, inboxId: inbox.id, stage: 'rcpt', action: 'greylist', code: 451, enhancedCode: '4.7.1', text: 'greylisted for 300 s, try again later' });
  clock.advance(299_999);
  assert.is((await t.service.smtpFaultAt(at('rcpt', inbox))).fault?.action, 'greylist', 'too early');
  assert.is((await t.service.smtpFaultAt(at('rcpt', inbox, { mailFrom: 'App@ACME.example' }))).fault?.action, 'greylist', 'the sender as case-folded');
  clock.advance(1);
  assert.is((await t.service.smtpFaultAt(at('rcpt', inbox))).fault, null, 'after the window');
  clock.advance(86_400_000);
  assert.is((await t.service.smtpFaultAt(at('rcpt', inbox))).fault, null, 'and from then on');
  assert.ok((await t.service.smtpFaultAt(at('rcpt', inbox, { clientAddress: '192.0.2.7' }))).fault, 'another client: its own triple (the 2nd time)');
  assert.is((await t.service.smtpFaultAt(at('rcpt', inbox, { mailFrom: 'other@acme.example' }))).fault, null, 'spent for new triples');
  const [after] = (await t.service.smtpFaults.get(inbox.id)).rules;
  assert.equal([after!.remaining, after!.fired], [0, 4]);
});

// Services share a PostgreSQL database; SQLite is one process per file.
if (TEST_ENGINE === 'postgres') test('two services on one database share a rule\'s times: a rule of 3 fires 3 times in all', async () => {
  const other = await createInboxService({ database: t.database, maintenanceIntervalMs: 0, analysis: false, webhooks: false, clock });
  try {
    const inbox = await newInbox();
    await t.service.smtpFaults.add(inbox.id, { stage: 'rcpt', times: 3 });
    const outcomes = await Promise.all(Array.from({ length: 8 }, (_, i) => (i % 2 ? other : t.service).smtpFaultAt(at('rcpt', inbox))));
    assert.is(outcomes.filter((o) => o.fault).length, 3);
    const seen = await other.smtpFaults.get(inbox.id);
    assert.equal([seen.rules[0]!.remaining, seen.rules[0]!.fired], [0, 3]);
  } finally {
    await other.close();
  }
});

test.run();
