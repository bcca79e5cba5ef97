// Background analysis end to end through the running daemon: mail over real SMTP, results
// read over real HTTP, events at loopback receivers. Quota, eligibility, failure, and a
// daemon restart with deliveries and analyses still pending. Injected clock; the queue and
// the dispatcher are driven with runDue() unless a test starts them for real.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Analyzer } from '@inboxkit/core';
import { peekAll } from './fixtures/daemon.js';
import { until } from '../../../test-support/wait.js';
import {
  ANALYSIS_KEYS, MINUTE, T0, TestClock, deliveriesOf, freePort, startE2eDaemon, startReceiver, verifyBoth,
  type E2eDaemon, type Receiver,
} from './fixtures/e2e.js';

const clock = new TestClock(T0);
let d: E2eDaemon;
const receivers: Receiver[] = [];
const extra: E2eDaemon[] = [];

async function receiver(c = clock, port = 0): Promise<Receiver> {
  const r = await startReceiver(c, port);
  receivers.push(r);
  return r;
}
const dispatch = (x: E2eDaemon) => x.daemon.service.webhookDispatcher!.runDue();
const analyse = (x: E2eDaemon) => x.daemon.service.analysisQueue!.runDue();
const NULL_FIELDS = { detected_otp: null, sender_name: null, category: null, extracted_id: null, amount_mentioned: null,
  is_urgent: null, action_required: null, summary: null };

async function retire(x: E2eDaemon, accountId: string): Promise<void> {
  const scope = x.daemon.service.account(accountId);
  for (const w of await scope.webhooks.list()) await scope.webhooks.archive(w.id);
}

test.before(async () => {
  d = await startE2eDaemon({ clock, allowPrivate: true });
});

test.after(async () => {
  for (const r of receivers) await r.close();
  for (const x of [d, ...extra]) {
    await x?.stop();
    x?.cleanup();
  }
});

test('quota: with monthly_analyses 1 the second message is skipped_quota over HTTP and in email.received, and is never enriched', async () => {
  const acct = await d.account('Quota one', { entitlements: { monthly_analyses: 1 } });
  const rx = await receiver();
  const inbox = await d.createInbox({ label: 'quota' }, acct.key);
  const reg = await d.registerWebhook({ label: 'quota hook', target_url: rx.url() }, { key: acct.key });
  assert.is(reg.status, 201);
  const secret: string = reg.body.signing_secret;

  clock.advance(1000);
  const t1 = clock.now;
  await d.send({ to: inbox.email_address, subject: 'first', text: 'Your invoice INV-2026-0042 total is $42.10.' });
  clock.advance(1000);
  await d.send({ to: inbox.email_address, subject: 'second', text: 'Your invoice INV-2026-0043 total is $13.00.' });
  const [secondId, firstId] = await d.messageIds(inbox.email_address, acct.key);
  const first = await d.message(firstId!, acct.key);
  const second = await d.message(secondId!, acct.key);
  assert.is(first.subject, 'first');
  assert.equal(Object.keys(second.analysis).sort(), ANALYSIS_KEYS);
  assert.equal(first.analysis, { eligible: true, status: 'queued', requested_at: new Date(t1).toISOString(), completed_at: null, ...NULL_FIELDS });
  assert.equal(second.analysis, { eligible: true, status: 'skipped_quota', requested_at: null, completed_at: null, ...NULL_FIELDS });

  assert.is(await dispatch(d), 2);
  const received = rx.received.map((r) => r.json());
  assert.equal(received.map((e) => [e.type, e.data.message.subject, e.data.message.analysis.status]),
    [['email.received', 'first', 'queued'], ['email.received', 'second', 'skipped_quota']]);
  for (const r of rx.received) assert.equal(verifyBoth(r, secret, clock.now), [true, true]);
  assert.equal(received[1]!.data.message, second, 'the skipped message\'s payload is its HTTP detail');

  clock.advance(1000);
  assert.is(await analyse(d), 1, 'only the queued message is analysed');
  assert.is(await dispatch(d), 1);
  const enriched = rx.received.slice(2).map((r) => r.json());
  assert.equal(enriched.map((e) => [e.type, e.data.message.id]), [['email.enriched', firstId]], 'no email.enriched for the skipped message');
  assert.is((await d.message(firstId!, acct.key)).analysis.status, 'complete');
  const done = (await d.message(firstId!, acct.key)).analysis;
  assert.is(done.amount_mentioned, '$42.10');
  assert.is(done.summary, 'Your invoice INV-2026-0042 total is $42.10.');
  assert.equal(enriched[0]!.data.message.analysis, done);
  assert.is((await d.message(secondId!, acct.key)).analysis.status, 'skipped_quota', 'skipped_quota is final');

  // A third message in the same month is skipped too; the budget is per calendar month (UTC).
  await d.send({ to: inbox.email_address, subject: 'third', text: 'x' });
  const [thirdId] = await d.messageIds(inbox.email_address, acct.key);
  assert.is((await d.message(thirdId!, acct.key)).analysis.status, 'skipped_quota');
  clock.set(Date.UTC(2026, 4, 1, 0, 0, 5)); // 1 May
  await d.send({ to: inbox.email_address, subject: 'next month', text: 'Your code is 271828.' });
  const [mayId] = await d.messageIds(inbox.email_address, acct.key);
  assert.is((await d.message(mayId!, acct.key)).analysis.status, 'queued', 'a new month has a new budget');
  assert.is(await analyse(d), 1);
  assert.is((await d.message(mayId!, acct.key)).analysis.status, 'complete');
  assert.is((await d.message(secondId!, acct.key)).analysis.status, 'skipped_quota', 'old skipped messages are not back-filled');
  assert.is((await d.message(thirdId!, acct.key)).analysis.status, 'skipped_quota');
  await dispatch(d);
  await retire(d, acct.id);
});

test('ineligible: an inbox created with message_analysis disabled stores none / eligible:false; nothing is analysed or enriched', async () => {
  const acct = await d.account('Ineligible');
  const rx = await receiver();
  const inbox = await d.createInbox({ label: 'no analysis', message_analysis: { mode: 'disabled', recipients: [] } }, acct.key);
  assert.equal(inbox.message_analysis, { mode: 'disabled', recipients: [] });
  await d.registerWebhook({ label: 'h', target_url: rx.url() }, { key: acct.key });
  await d.send({ to: inbox.email_address, subject: 'quiet', text: 'Your verification code is 123456.' });
  const [id] = await d.messageIds(inbox.email_address, acct.key);
  const none = { eligible: false, status: 'none', requested_at: null, completed_at: null, ...NULL_FIELDS };
  assert.equal((await d.message(id!, acct.key)).analysis, none);
  for (const mode of ['otp', 'links', 'text_only']) {
    const r = await d.api('GET', `/v1/messages/${id}?content_mode=${mode}`, { key: acct.key });
    assert.equal(r.body.message.analysis, none, `${mode} variant carries analysis too`);
  }
  assert.is(await analyse(d), 0);
  assert.is(await dispatch(d), 1);
  assert.equal(rx.received.map((r) => [r.json().type, r.json().data.message.analysis.status, r.json().data.message.analysis.eligible]),
    [['email.received', 'none', false]]);
  clock.advance(MINUTE);
  assert.is(await analyse(d), 0);
  assert.is(await dispatch(d), 0, 'no email.enriched');
  assert.equal((await d.message(id!, acct.key)).analysis, none);
  await retire(d, acct.id);
});

test('allowlist and blocklist are judged on the recipient address', async () => {
  const acct = await d.account('Lists');
  const elsewhere = await d.createInbox({ label: 'elsewhere' }, acct.key);
  const allow = await d.createInbox({ label: 'allow', message_analysis: { mode: 'allowlist', recipients: [elsewhere.email_address] } }, acct.key);
  const block = await d.createInbox({ label: 'block', message_analysis: { mode: 'blocklist', recipients: [elsewhere.email_address] } }, acct.key);
  const status = async (to: string) => {
    await d.send({ to, text: 'x' });
    const [id] = await d.messageIds(to, acct.key);
    const a = (await d.message(id!, acct.key)).analysis;
    return [a.eligible, a.status];
  };
  assert.equal(await status(allow.email_address), [false, 'none'], 'allowlist without the recipient');
  assert.equal(await status(block.email_address), [true, 'queued'], 'blocklist without the recipient');
  assert.is(await analyse(d), 1);
  assert.equal(await status(block.email_address), [true, 'queued']);
  assert.is(await analyse(d), 1);
});

test('an analyzer that keeps failing: queued through retries (+10 s, +60 s), then failed with null fields; no email.enriched', async () => {
  const c = new TestClock(Date.UTC(2026, 5, 10, 12, 0, 0));
  let calls = 0;
  const broken: Analyzer = { name: 'broken', analyze: async () => { calls++; throw new Error('model server down'); } };
  const x = await startE2eDaemon({ clock: c, allowPrivate: true, analysis: { analyzer: broken } });
  extra.push(x);
  const rx = await receiver(c);
  const inbox = await x.createInbox();
  await x.registerWebhook({ label: 'h', target_url: rx.url() });
  await x.send({ to: inbox.email_address, text: 'Your code is 555123.' });
  const [id] = await x.messageIds(inbox.email_address);
  const at = (ms: number) => c.set(Date.UTC(2026, 5, 10, 12, 0, 0) + ms);
  assert.is(await analyse(x), 1);
  assert.is(calls, 1);
  assert.is((await x.message(id!)).analysis.status, 'queued', 'a retry in progress stays queued');
  at(10_000 - 1);
  assert.is(await analyse(x), 0, 'no retry before +10 s');
  at(10_000);
  assert.is(await analyse(x), 1);
  assert.is(calls, 2);
  at(10_000 + 60_000 - 1);
  assert.is(await analyse(x), 0, 'no retry before +60 s');
  at(10_000 + 60_000);
  assert.is(await analyse(x), 1);
  assert.is(calls, 3);
  const failed = (await x.message(id!)).analysis;
  assert.equal(failed, { eligible: true, status: 'failed', requested_at: new Date(Date.UTC(2026, 5, 10, 12, 0, 0)).toISOString(),
    completed_at: null, ...NULL_FIELDS });
  assert.not.ok(JSON.stringify(failed).includes('model server down'), 'the reason is never in the API');
  at(24 * 60 * MINUTE);
  assert.is(await analyse(x), 0, 'failed is final');
  assert.is(await dispatch(x), 1);
  assert.equal(rx.received.map((r) => r.json().type), ['email.received'], 'no email.enriched for a failed analysis');
});

test('quota under concurrent SMTP deliveries: monthly_analyses 2 and 6 mails at once → exactly 2 queued, 4 skipped_quota', async () => {
  const acct = await d.account('Quota race', { entitlements: { monthly_analyses: 2 } });
  const inbox = await d.createInbox({ label: 'race' }, acct.key);
  await Promise.all(Array.from({ length: 6 }, (_, i) => d.send({ to: inbox.email_address, subject: `race ${i}`, text: 'x' })));
  const ids = await d.messageIds(inbox.email_address, acct.key);
  assert.is(ids.length, 6);
  const statuses = await Promise.all(ids.map(async (id) => (await d.message(id, acct.key)).analysis.status));
  assert.equal([...statuses].sort(), ['queued', 'queued', 'skipped_quota', 'skipped_quota', 'skipped_quota', 'skipped_quota']);
  assert.is(await analyse(d), 2);
});

test('an analyzer that ignores its abort signal is cut off at attemptTimeoutMs and the message ends failed', async () => {
  const c = new TestClock(Date.UTC(2026, 5, 20, 12, 0, 0));
  const hanging: Analyzer = { name: 'hanging', analyze: () => new Promise(() => {}) };
  const x = await startE2eDaemon({ clock: c, analysis: { analyzer: hanging, attemptTimeoutMs: 200, maxAttempts: 1 } });
  extra.push(x);
  const inbox = await x.createInbox();
  await x.send({ to: inbox.email_address, text: 'x' });
  const [id] = await x.messageIds(inbox.email_address);
  const t0 = performance.now();
  assert.is(await analyse(x), 1); // returns although the analyzer never settles
  const took = performance.now() - t0;
  assert.ok(took >= 150, `${took.toFixed(0)} ms, not before the 200 ms attempt timeout`);
  assert.is((await x.message(id!)).analysis.status, 'failed');
  const [row] = await peekAll<{ analysis_error: string; analysis_attempts: number }>(x.daemon.service, 'SELECT analysis_error, analysis_attempts FROM messages WHERE id = ?', id);
  assert.match(row!.analysis_error, /timed out after 200 ms/);
  assert.is(row!.analysis_attempts, 1);
});

test('stopping the daemon mid-analysis keeps the job queued; after a restart it completes (the aborted attempt is not counted)', async () => {
  const c = new TestClock(Date.UTC(2026, 6, 1, 12, 0, 0));
  let started!: () => void;
  const begun = new Promise<void>((r) => (started = r));
  let aborted = false;
  const waitsForAbort: Analyzer = {
    name: 'slow',
    analyze: (_input, signal) => new Promise((_, reject) => {
      started();
      signal.addEventListener('abort', () => { aborted = true; reject(signal.reason); }, { once: true });
    }),
  };
  const first = await startE2eDaemon({ clock: c, analysis: { analyzer: waitsForAbort, autoStart: true, pollIntervalMs: 20 } });
  extra.push(first);
  const inbox = await first.createInbox();
  await first.send({ to: inbox.email_address, subject: 'in flight', text: 'Your code is 909090.' });
  const [id] = await first.messageIds(inbox.email_address);
  await begun;
  await first.stop();
  assert.ok(aborted, 'stop() aborted the attempt in flight');

  const second = await startE2eDaemon({ dir: first.dir, clock: c, key: first.key });
  extra.push(second);
  assert.is((await second.message(id!)).analysis.status, 'queued');
  assert.is(await second.daemon.service.analysisQueue!.pending(), 1);
  assert.is(await analyse(second), 1);
  const a = (await second.message(id!)).analysis;
  assert.is(a.status, 'complete');
  assert.is(a.detected_otp, '909090');
  const [row] = await peekAll<{ analysis_attempts: number }>(second.daemon.service, 'SELECT analysis_attempts FROM messages WHERE id = ?', id);
  assert.is(row!.analysis_attempts, 1, 'only the successful attempt counts');
});

test('stopping the daemon while runDue() analyses (workers never started) also aborts and releases the job', async () => {
  // The same guarantee as above for a queue driven by runDue() (serviceOptions.analysis.autoStart false).
  const c = new TestClock(Date.UTC(2026, 6, 2, 12, 0, 0));
  let started!: () => void;
  const begun = new Promise<void>((r) => (started = r));
  let aborted = false;
  const waitsForAbort: Analyzer = {
    name: 'slow',
    analyze: (_input, signal) => new Promise((_, reject) => {
      started();
      signal.addEventListener('abort', () => { aborted = true; reject(signal.reason); }, { once: true });
    }),
  };
  const first = await startE2eDaemon({ clock: c, analysis: { analyzer: waitsForAbort, attemptTimeoutMs: 2000 } });
  extra.push(first);
  const inbox = await first.createInbox();
  await first.send({ to: inbox.email_address, subject: 'in flight', text: 'Your code is 717171.' });
  const [id] = await first.messageIds(inbox.email_address);
  const running = analyse(first).then(() => null, (error: unknown) => String(error));
  await begun;
  await first.stop();
  const abortedAtStop = aborted;
  const runDueError = await running; // settles at the latest when the 2 s attempt timeout fires
  assert.ok(abortedAtStop, 'stop() aborted the attempt runDue() had in flight');
  assert.is(runDueError, null, 'runDue() settles cleanly instead of hitting the closed database');

  const second = await startE2eDaemon({ dir: first.dir, clock: c, key: first.key });
  extra.push(second);
  assert.is(await analyse(second), 1, 'the job is released at once, not leased for attemptTimeoutMs + 30 s');
  const [row] = await peekAll<{ analysis_attempts: number }>(second.daemon.service, 'SELECT analysis_attempts FROM messages WHERE id = ?', id);
  assert.is((await second.message(id!)).analysis.status, 'complete');
  assert.is(row!.analysis_attempts, 1, 'the aborted attempt is not counted');
});

test('daemon restart with deliveries and analyses pending loses none: after restart both are delivered and completed', async () => {
  const c = new TestClock(Date.UTC(2026, 6, 15, 8, 0, 0));
  const first = await startE2eDaemon({ clock: c, allowPrivate: true });
  extra.push(first);
  const port = await freePort(); // the receiver is down at first
  const inbox = await first.createInbox({ label: 'restart' });
  const reg = await first.registerWebhook({ label: 'restart hook', target_url: `http://127.0.0.1:${port}/hook` });
  assert.is(reg.status, 201);
  const secret: string = reg.body.signing_secret;
  const webhookId: string = reg.body.webhook.id;
  const accountId = first.daemon.service.accountId;

  const tA = c.now;
  await first.send({ to: inbox.email_address, subject: 'A', text: 'Your verification code is 246810.' });
  assert.is(await dispatch(first), 1, 'A: first attempt, refused');
  const afterA = await deliveriesOf(first, accountId, webhookId);
  assert.equal(afterA.map((r) => [r.status, r.attempts, r.last_status_code]), [['pending', 1, null]]);
  assert.match(afterA[0]!.last_error ?? '', /ECONNREFUSED/);
  assert.is(afterA[0]!.next_attempt_at, new Date(tA + MINUTE).toISOString());
  c.advance(5000);
  await first.send({ to: inbox.email_address, subject: 'B', text: 'Order #A-10293 has shipped. Tracking 1Z999AA10123456784.' });
  const ids = await first.messageIds(inbox.email_address);
  assert.is(ids.length, 2);
  for (const id of ids) assert.is((await first.message(id)).analysis.status, 'queued');
  assert.is(await first.daemon.service.analysisQueue!.pending(), 2);
  await first.stop(); // B's email.received never attempted; neither analysis run

  c.advance(MINUTE);
  const rx = await receiver(c, port);
  const second = await startE2eDaemon({
    dir: first.dir, clock: c, allowPrivate: true, key: first.key,
    webhooks: { autoStart: true, pollIntervalMs: 20 }, analysis: { autoStart: true, pollIntervalMs: 20 },
  });
  extra.push(second);
  await rx.waitFor(4, 15_000);
  // Once no delivery is pending, anything else that might still come has arrived: check nothing was sent twice.
  await until(async () => !(await deliveriesOf(second, accountId, webhookId)).some((r) => r.status === 'pending'), { timeoutMs: 15_000, what: 'no delivery is pending' });
  const events = rx.received.map((r) => r.json());
  const byType = (type: string) => events.filter((e) => e.type === type).map((e) => e.data.message.subject).sort();
  assert.equal(byType('email.received'), ['A', 'B']);
  assert.equal(byType('email.enriched'), ['A', 'B']);
  assert.is(rx.received.length, 4, 'each event exactly once');
  for (const r of rx.received) assert.equal(verifyBoth(r, secret, c.now), [true, true], 'the secret survived the restart');
  for (const e of events.filter((e) => e.type === 'email.enriched')) assert.is(e.data.message.analysis.status, 'complete');
  const rows = await deliveriesOf(second, accountId, webhookId);
  assert.is(rows.length, 4);
  assert.ok(rows.every((r) => r.status === 'delivered'), JSON.stringify(rows));
  const receivedA = rows.find((r) => r.event_type === 'email.received' && events.find((e) => e.id === r.event_id)?.data.message.subject === 'A')!;
  assert.is(receivedA.attempts, 2, 'A\'s email.received: the refused attempt before the restart and one after');
  assert.is(await second.daemon.service.analysisQueue!.pending(), 0);
  for (const id of ids) {
    const m = await second.message(id);
    assert.is(m.analysis.status, 'complete');
    assert.is(m.analysis.completed_at, new Date(c.now).toISOString());
    assert.type(m.analysis.category, 'string');
  }
  const a = await second.message(ids[1]!);
  assert.is(a.subject, 'A');
  assert.is(a.analysis.detected_otp, '246810');
});

test('restart: a webhook registered while private targets were allowed is refused at delivery once they are not', async () => {
  const c = new TestClock(Date.UTC(2026, 7, 3, 8, 0, 0));
  const first = await startE2eDaemon({ clock: c, allowPrivate: true, analysis: false });
  extra.push(first);
  const rx = await receiver(c);
  const inbox = await first.createInbox();
  const reg = await first.registerWebhook({ label: 'loopback', target_url: rx.url() });
  assert.is(reg.status, 201);
  await first.send({ to: inbox.email_address, subject: 'allowed', text: 'x' });
  assert.is(await dispatch(first), 1);
  assert.is(rx.received.length, 1);
  await first.stop();

  const second = await startE2eDaemon({ dir: first.dir, clock: c, allowPrivate: false, key: first.key, analysis: false });
  extra.push(second);
  await second.send({ to: inbox.email_address, subject: 'refused', text: 'x' });
  assert.is(await dispatch(second), 1);
  assert.is(rx.received.length, 1, 'the loopback receiver got nothing more');
  const [row] = await deliveriesOf(second, second.daemon.service.accountId, reg.body.webhook.id);
  assert.is(row!.status, 'pending');
  assert.match(row!.last_error ?? '', /^blocked: /);
});

test.run();
