// Webhooks end to end through the running daemon: mail in over a real SMTP socket, webhooks
// registered over real HTTP with a bearer key, deliveries to node:http receivers on
// 127.0.0.1, signatures verified over the raw body bytes. The clock is injected and the
// dispatcher and analysis workers are driven with runDue(), so retry schedules are walked
// without waiting.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import {
  MINUTE, MESSAGE_DETAIL_KEYS, T0, TestClock, WEBHOOK_KEYS, deliveriesOf, fakeLookup, startE2eDaemon, startReceiver, startTrap,
  verifyBoth, type DnsTable, type E2eDaemon, type Receiver,
} from './fixtures/e2e.js';

const clock = new TestClock(T0);
const dns: DnsTable = new Map();
const lookups: string[] = [];
/** webhookAllowPrivate: true, so loopback http:// receivers can be registered. */
let priv: E2eDaemon;
/** webhookAllowPrivate: false, the production rules. */
let pub: E2eDaemon;
const receivers: Receiver[] = [];

async function receiver(): Promise<Receiver> {
  const r = await startReceiver(clock);
  receivers.push(r);
  return r;
}

const dispatch = (d: E2eDaemon) => d.daemon.service.webhookDispatcher!.runDue();
const analyse = (d: E2eDaemon) => d.daemon.service.analysisQueue!.runDue();

/** Archives every live webhook of the account, so later tests' runDue never touches them. */
async function retire(d: E2eDaemon, accountId: string): Promise<void> {
  const scope = d.daemon.service.account(accountId);
  for (const w of await scope.webhooks.list()) await scope.webhooks.archive(w.id);
}

test.before(async () => {
  const lookup = fakeLookup(dns, lookups);
  priv = await startE2eDaemon({ clock, allowPrivate: true, lookup, webhooks: { attemptTimeoutMs: 1000 } });
  pub = await startE2eDaemon({ clock, allowPrivate: false, lookup });
});

test.after(async () => {
  for (const r of receivers) await r.close();
  for (const d of [priv, pub]) {
    await d?.stop();
    d?.cleanup();
  }
});

test('mail over SMTP → signed email.received at a loopback receiver (raw-body signature, headers, full MessageDetail), then email.enriched', async () => {
  const acct = await priv.account('Received flow');
  const rx = await receiver();
  const inbox = await priv.createInbox({ label: 'signup' }, acct.key);
  const reg = await priv.registerWebhook({ label: 'all mail', target_url: rx.url() }, { key: acct.key });
  assert.is(reg.status, 201, JSON.stringify(reg.body));
  const secret: string = reg.body.signing_secret;
  const webhookId: string = reg.body.webhook.id;

  clock.advance(1000);
  const receivedAt = clock.now;
  const info = await priv.send({
    from: '"Acme Support" <support@acme.example>',
    to: inbox.email_address,
    subject: 'Your Acme verification code',
    text: 'Your verification code is 482913. It expires in 10 minutes.\nIf you did not ask for it, ignore this email.',
    html: '<p>Your verification code is <b>482913</b>. It expires in 10 minutes.</p>'
      + '<p><a href="https://acme.example/verify?token=t0k3n">Verify your email</a></p>'
      + '<p>Grüße, 東京 – “quotes” & emoji 🔔</p>',
  });
  assert.equal(info.accepted, [inbox.email_address]);

  assert.is(await dispatch(priv), 1, 'one attempt: email.received');
  assert.is(rx.received.length, 1);
  const d = rx.received[0]!;
  assert.is(d.method, 'POST');
  assert.is(d.url, '/hooks/inboxkit');
  assert.is(d.headers['content-type'], 'application/json');
  assert.is(d.headers['user-agent'], 'Inboxkit-Webhooks/1');
  assert.is(d.headers['x-service-timestamp'], String(Math.floor(clock.now / 1000)), 'unix seconds of the attempt start (injected clock)');
  assert.match(String(d.headers['x-service-signature']), /^v1=[A-Za-z0-9_-]{43}$/);
  assert.is(d.headers['service-signature'], d.headers['x-service-signature'], 'Service-Signature duplicates X-Service-Signature');
  assert.match(String(d.headers['x-service-event-id']), /^evt_/);
  assert.match(String(d.headers['x-service-delivery-id']), /^att_/);
  assert.equal(verifyBoth(d, secret, clock.now), [true, true], 'each signature header verifies over the raw body on its own');
  // Over anything but the raw bytes, or with another secret, verification fails.
  const event = d.json();
  const reserialised = Buffer.from(JSON.stringify(event, null, 1));
  assert.not.ok(verifyBoth({ ...d, raw: reserialised }, secret, clock.now)[0], 're-serialised body must not verify');
  assert.not.ok(verifyBoth(d, `${secret.slice(0, -1)}${secret.endsWith('A') ? 'B' : 'A'}`, clock.now)[0], 'another secret must not verify');

  assert.equal(Object.keys(event).sort(), ['created_at', 'data', 'id', 'type']);
  assert.is(event.id, d.headers['x-service-event-id']);
  assert.is(event.type, 'email.received');
  assert.is(event.created_at, new Date(receivedAt).toISOString());
  assert.equal(Object.keys(event.data).sort(), ['inbox', 'message']);
  assert.equal(event.data.inbox, { id: inbox.id, email_address: inbox.email_address, label: 'signup' });
  const m = event.data.message;
  assert.equal(Object.keys(m).sort(), MESSAGE_DETAIL_KEYS, 'data.message is the full MessageDetail');
  assert.is(m.analysis.status, 'queued');
  assert.is(m.analysis.eligible, true);
  assert.is(m.analysis.requested_at, new Date(receivedAt).toISOString());
  assert.is(m.otp, '482913');
  assert.match(m.html_body ?? '', /Grüße, 東京 – “quotes” & emoji 🔔/);
  assert.ok(m.links.some((l) => l.url === 'https://acme.example/verify?token=t0k3n'), JSON.stringify(m.links));
  const [listed] = await priv.messageIds(inbox.email_address, acct.key);
  assert.is(m.id, listed);
  // Nothing has run the analysis yet, so the API says `queued` too: the payload is the detail as is.
  const detailNow = await priv.message(m.id, acct.key);
  assert.equal(m, detailNow, 'data.message equals GET /v1/messages/{id} at that moment');

  // Background analysis completes → email.enriched with the analysis filled in.
  clock.advance(2000);
  assert.is(await analyse(priv), 1);
  assert.is(await dispatch(priv), 1, 'one attempt: email.enriched');
  assert.is(rx.received.length, 2);
  const e = rx.received[1]!;
  assert.equal(verifyBoth(e, secret, clock.now), [true, true]);
  const enriched = e.json();
  assert.is(enriched.type, 'email.enriched');
  assert.is.not(enriched.id, event.id, 'a new event id');
  assert.is(e.headers['x-service-event-id'], enriched.id);
  assert.is.not(e.headers['x-service-delivery-id'], d.headers['x-service-delivery-id']);
  assert.is(enriched.created_at, new Date(clock.now).toISOString());
  assert.equal(enriched.data.inbox, event.data.inbox);
  const a = enriched.data.message.analysis;
  assert.is(a.status, 'complete');
  assert.is(a.eligible, true);
  assert.is(a.requested_at, new Date(receivedAt).toISOString());
  assert.is(a.completed_at, new Date(clock.now).toISOString());
  assert.is(a.category, 'authentication');
  assert.is(a.detected_otp, '482913');
  assert.is(a.sender_name, 'Acme Support');
  assert.is(a.action_required, true);
  assert.is(a.is_urgent, true, '"expires in 10 minutes" is a short deadline');
  assert.type(a.summary, 'string');
  assert.ok(a.summary!.length > 0);
  assert.is(enriched.data.message.otp, '482913', 'the top-level otp is untouched');
  const detailAfter = await priv.message(m.id, acct.key);
  assert.is(detailAfter.analysis.status, 'complete');
  assert.equal(enriched.data.message, detailAfter, 'the enriched payload is exactly what the API now returns');
  const { analysis: _a, ...restAfter } = detailAfter;
  const { analysis: _b, ...restBefore } = m;
  assert.equal(restAfter, restBefore, 'only analysis changed');

  // Both deliveries are recorded as delivered; last_delivery_at is the last 2xx.
  const rows = await deliveriesOf(priv, acct.id, webhookId);
  assert.equal(rows.map((r) => [r.event_type, r.status, r.attempts, r.last_status_code]),
    [['email.enriched', 'delivered', 1, 200], ['email.received', 'delivered', 1, 200]]);
  assert.is((await priv.daemon.service.account(acct.id).webhooks.get(webhookId)).last_delivery_at, new Date(clock.now).toISOString());
  assert.is(await dispatch(priv), 0, 'nothing left to send');
  await retire(priv, acct.id);
});

test('a receiver answering 500, 500, 302, then 200 gets the event on the schedule (now, +1 min, +5 min, +15 min): same event id, new delivery id each time', async () => {
  const acct = await priv.account('Retry flow');
  const rx = await receiver();
  rx.script(500, 500, { status: 302, headers: { location: 'https://login.example.com/' } }, 200);
  const inbox = await priv.createInbox({ label: 'retries', message_analysis: { mode: 'disabled', recipients: [] } }, acct.key);
  const reg = await priv.registerWebhook({ label: 'flaky', target_url: rx.url('/flaky'), inbox_id: inbox.id }, { key: acct.key });
  assert.is(reg.status, 201);
  const secret: string = reg.body.signing_secret;
  const webhookId: string = reg.body.webhook.id;

  clock.advance(MINUTE);
  const start = clock.now;
  await priv.send({ to: inbox.email_address, subject: 'retry me', text: 'hello' });
  assert.is(await dispatch(priv), 1, 'attempt 1 is immediate');
  assert.is(rx.received.length, 1);

  const offsets = [MINUTE, 5 * MINUTE, 15 * MINUTE]; // each measured from the start of the previous attempt
  let previous = start;
  for (const [i, offset] of offsets.entries()) {
    clock.set(previous + offset - 1);
    assert.is(await dispatch(priv), 0, `no attempt ${i + 2} 1 ms before +${offset / MINUTE} min`);
    assert.is(rx.received.length, i + 1);
    const row = (await deliveriesOf(priv, acct.id, webhookId))[0]!;
    assert.is(row.status, 'pending');
    assert.is(row.attempts, i + 1);
    assert.is(row.next_attempt_at, new Date(previous + offset).toISOString());
    clock.set(previous + offset);
    assert.is(await dispatch(priv), 1, `attempt ${i + 2} exactly at +${offset / MINUTE} min`);
    assert.is(rx.received.length, i + 2);
    previous = clock.now;
  }
  assert.equal(rx.received.map((r) => r.answered), [500, 500, 302, 200]);
  assert.equal(rx.received.map((r) => r.at), [start, start + MINUTE, start + 6 * MINUTE, start + 21 * MINUTE]);
  const eventIds = new Set(rx.received.map((r) => r.headers['x-service-event-id']));
  assert.is(eventIds.size, 1, 'the same event id on every attempt');
  const deliveryIds = new Set(rx.received.map((r) => r.headers['x-service-delivery-id']));
  assert.is(deliveryIds.size, 4, 'a new delivery id on every attempt');
  assert.ok(rx.received.every((r) => r.raw.equals(rx.received[0]!.raw)), 'every attempt sends the same bytes');
  for (const r of rx.received) {
    assert.is(r.headers['x-service-timestamp'], String(Math.floor(r.at / 1000)), 'timestamp taken per attempt');
    assert.equal(verifyBoth(r, secret, r.at), [true, true]);
  }
  const row = (await deliveriesOf(priv, acct.id, webhookId))[0]!;
  assert.is(row.status, 'delivered');
  assert.is(row.attempts, 4);
  assert.is(row.last_status_code, 200);
  assert.is(row.delivered_at, new Date(previous).toISOString());
  clock.advance(60 * MINUTE);
  assert.is(await dispatch(priv), 0, 'no attempt after success');
  assert.is(rx.received.length, 4);
  await retire(priv, acct.id);
});

test('the 302 answer is a failed attempt: the redirect is not followed and the reason is recorded', async () => {
  const acct = await priv.account('Redirect');
  const rx = await receiver();
  const target = await receiver();
  rx.script({ status: 302, headers: { location: target.url('/elsewhere') } });
  const inbox = await priv.createInbox({ message_analysis: { mode: 'disabled', recipients: [] } }, acct.key);
  const reg = await priv.registerWebhook({ label: 'redirecting', target_url: rx.url() }, { key: acct.key });
  await priv.send({ to: inbox.email_address, text: 'x' });
  assert.is(await dispatch(priv), 1);
  assert.is(target.received.length, 0, 'the redirect target got nothing');
  const row = (await deliveriesOf(priv, acct.id, reg.body.webhook.id))[0]!;
  assert.is(row.status, 'pending');
  assert.is(row.last_status_code, 302);
  assert.match(row.last_error ?? '', /HTTP 302 \(redirect to .*\/elsewhere not followed\)/);
  await retire(priv, acct.id);
});

test('Retry-After on 503/429 replaces a shorter schedule step (capped at 24 h) and is ignored when shorter', async () => {
  const acct = await priv.account('Retry-After');
  const rx = await receiver();
  rx.script(
    { status: 503, headers: { 'retry-after': '600' } }, // 10 min > 1 min step
    { status: 429, headers: { 'retry-after': '5' } }, // 5 s < 5 min step: the schedule wins
    { status: 503, headers: { 'retry-after': String(3 * 24 * 3600) } }, // 3 days: capped at 24 h
    200,
  );
  const inbox = await priv.createInbox({ message_analysis: { mode: 'disabled', recipients: [] } }, acct.key);
  const reg = await priv.registerWebhook({ label: 'busy', target_url: rx.url() }, { key: acct.key });
  const id: string = reg.body.webhook.id;
  const start = clock.advance(MINUTE);
  await priv.send({ to: inbox.email_address, text: 'busy' });
  assert.is(await dispatch(priv), 1);
  const next = async () => (await deliveriesOf(priv, acct.id, id))[0]!.next_attempt_at;
  assert.is(await next(), new Date(start + 10 * MINUTE).toISOString(), 'Retry-After 600 s replaces the 1 min step');
  clock.set(start + 10 * MINUTE - 1);
  assert.is(await dispatch(priv), 0);
  clock.set(start + 10 * MINUTE);
  assert.is(await dispatch(priv), 1);
  assert.is(await next(), new Date(start + 15 * MINUTE).toISOString(), 'a shorter Retry-After does not shorten the 5 min step');
  clock.set(start + 15 * MINUTE);
  assert.is(await dispatch(priv), 1);
  assert.is(await next(), new Date(start + 15 * MINUTE + 24 * 60 * MINUTE).toISOString(), 'capped at 24 h');
  clock.set(start + 15 * MINUTE + 24 * 60 * MINUTE);
  assert.is(await dispatch(priv), 1);
  assert.equal(rx.received.map((r) => r.answered), [503, 429, 503, 200]);
  assert.is((await deliveriesOf(priv, acct.id, id))[0]!.status, 'delivered');
  await retire(priv, acct.id);
});

test('Retry-After as an HTTP date is measured against the service clock', async () => {
  const acct = await priv.account('Retry-After date');
  const rx = await receiver();
  const start = clock.advance(MINUTE);
  rx.script({ status: 503, headers: { 'retry-after': new Date(start + 10 * MINUTE).toUTCString() } }, 200);
  const inbox = await priv.createInbox({ message_analysis: { mode: 'disabled', recipients: [] } }, acct.key);
  const reg = await priv.registerWebhook({ label: 'busy date', target_url: rx.url() }, { key: acct.key });
  await priv.send({ to: inbox.email_address, text: 'busy' });
  assert.is(await dispatch(priv), 1);
  const row = (await deliveriesOf(priv, acct.id, reg.body.webhook.id))[0]!;
  await retire(priv, acct.id);
  assert.is(row.next_attempt_at, new Date(start + 10 * MINUTE).toISOString(),
    'a Retry-After date 10 min after the attempt (service clock) should delay the retry by 10 min');
});

test('410 Gone fails the delivery and disables the webhook at once; its other pending deliveries are cancelled and new mail is not queued', async () => {
  const acct = await priv.account('Gone');
  const gone = await receiver();
  const inbox = await priv.createInbox({ message_analysis: { mode: 'disabled', recipients: [] } }, acct.key);
  const reg = await priv.registerWebhook({ label: 'gone', target_url: gone.url() }, { key: acct.key });
  const id: string = reg.body.webhook.id;
  gone.script(500);
  await priv.send({ to: inbox.email_address, subject: 'one', text: 'x' });
  assert.is(await dispatch(priv), 1, 'first event: 500, pending');
  gone.script(410);
  clock.advance(1000);
  await priv.send({ to: inbox.email_address, subject: 'two', text: 'x' });
  assert.is(await dispatch(priv), 1, 'second event: 410');
  const hook = await priv.daemon.service.account(acct.id).webhooks.get(id);
  assert.is(hook.status, 'disabled');
  assert.is(hook.updated_at, new Date(clock.now).toISOString(), 'updated_at moves with the status change');
  const rows = await deliveriesOf(priv, acct.id, id);
  assert.equal(rows.map((r) => [r.status, r.attempts, r.last_status_code]), [['failed', 1, 410], ['cancelled', 1, 500]]);
  await priv.send({ to: inbox.email_address, subject: 'three', text: 'x' });
  clock.advance(2 * 60 * MINUTE);
  assert.is(await dispatch(priv), 0);
  assert.is(gone.received.length, 2);
  assert.is((await deliveriesOf(priv, acct.id, id)).length, 2, 'nothing queued for a disabled webhook');
  await retire(priv, acct.id);
});

test('7 failed attempts end a delivery (failed, kept); 5 exhausted deliveries in a row disable the webhook', async () => {
  const acct = await priv.account('Exhausted');
  const rx = await receiver();
  rx.script(...Array<number>(5 * 7).fill(500));
  const inbox = await priv.createInbox({ message_analysis: { mode: 'disabled', recipients: [] } }, acct.key);
  const reg = await priv.registerWebhook({ label: 'dead', target_url: rx.url() }, { key: acct.key });
  const id: string = reg.body.webhook.id;
  const start = clock.advance(MINUTE);
  for (let i = 0; i < 5; i++) await priv.send({ to: inbox.email_address, subject: `m${i}`, text: 'x' });
  const steps = [0, 1, 5, 15, 60, 360, 1440].map((m) => m * MINUTE);
  let at = start;
  for (const [i, step] of steps.entries()) {
    at += step;
    clock.set(at);
    assert.is(await dispatch(priv), 5, `attempt ${i + 1} of all five deliveries at +${(at - start) / MINUTE} min`);
  }
  assert.is(at - start, (31 * 60 + 21) * MINUTE, 'the schedule spans 31 h 21 min');
  assert.is(rx.received.length, 35);
  const rows = await deliveriesOf(priv, acct.id, id);
  assert.equal(rows.map((r) => [r.status, r.attempts]), Array(5).fill(['failed', 7]));
  assert.ok(rows.every((r) => /^HTTP 500/.test(r.last_error ?? '')), JSON.stringify(rows.map((r) => r.last_error)));
  assert.is((await priv.daemon.service.account(acct.id).webhooks.get(id)).status, 'disabled');
  clock.advance(48 * 60 * MINUTE);
  assert.is(await dispatch(priv), 0, 'never retried after failed');
  await retire(priv, acct.id);
});

test('a receiver that does not answer within the attempt timeout is a failed attempt', async () => {
  const acct = await priv.account('Timeout');
  const { createServer } = await import('node:http');
  let got = 0;
  let closedUnanswered!: Promise<void>;
  const hung = createServer((req, res) => { // never answers
    got++;
    req.resume();
    closedUnanswered = new Promise((resolve) => res.once('close', () => resolve()));
  });
  await new Promise<void>((ok) => hung.listen(0, '127.0.0.1', () => ok()));
  try {
    const port = (hung.address() as { port: number }).port;
    const inbox = await priv.createInbox({ message_analysis: { mode: 'disabled', recipients: [] } }, acct.key);
    const reg = await priv.registerWebhook({ label: 'hung', target_url: `http://127.0.0.1:${port}/x` }, { key: acct.key });
    await priv.send({ to: inbox.email_address, text: 'x' });
    const t0 = performance.now();
    assert.is(await dispatch(priv), 1);
    const took = performance.now() - t0;
    assert.ok(took >= 900, `waited for attemptTimeoutMs (1000): ${took.toFixed(0)} ms`);
    assert.is(got, 1);
    await closedUnanswered; // the dispatcher gave up on the request: the receiver saw its connection go
    const row = (await deliveriesOf(priv, acct.id, reg.body.webhook.id))[0]!;
    assert.is(row.status, 'pending');
    assert.is(row.last_status_code, null);
    assert.match(row.last_error ?? '', /timed out after 1000 ms/);
  } finally {
    hung.closeAllConnections();
    await new Promise<void>((r) => hung.close(() => r()));
    await retire(priv, acct.id);
  }
});

const REFUSED_TARGETS: Array<[string, string]> = [
  ['plain http', 'http://hooks.example.com/inboxkit'],
  ['credentials', 'https://user:pass@hooks.example.com/inboxkit'],
  ['localhost', 'https://localhost/inboxkit'],
  ['a *.localhost name', 'https://api.localhost/inboxkit'],
  ['127.0.0.1', 'https://127.0.0.1/inboxkit'],
  ['127.0.0.1 with a port', 'https://127.0.0.1:8443/inboxkit'],
  ['10.x', 'https://10.1.2.3/inboxkit'],
  ['172.16.x', 'https://172.16.0.1/inboxkit'],
  ['172.31.x (end of 172.16/12)', 'https://172.31.255.254/inboxkit'],
  ['192.168.x', 'https://192.168.1.10/inboxkit'],
  ['cloud metadata 169.254.169.254', 'https://169.254.169.254/latest/meta-data/'],
  ['CGNAT 100.64.x', 'https://100.64.0.1/inboxkit'],
  ['multicast 224.x', 'https://224.0.0.1/inboxkit'],
  ['0.0.0.0', 'https://0.0.0.0/inboxkit'],
  ['broadcast', 'https://255.255.255.255/inboxkit'],
  ['IPv6 loopback [::1]', 'https://[::1]/inboxkit'],
  ['IPv6 unique-local [fc00::1]', 'https://[fc00::1]/inboxkit'],
  ['IPv6 link-local [fe80::1]', 'https://[fe80::1]/inboxkit'],
  ['IPv4-mapped loopback [::ffff:127.0.0.1]', 'https://[::ffff:127.0.0.1]/inboxkit'],
  ['NAT64 of 10.0.0.1', 'https://[64:ff9b::a00:1]/inboxkit'],
  ['6to4 of 192.168.0.1', 'https://[2002:c0a8:1::1]/inboxkit'],
  ['decimal 127.0.0.1', 'https://2130706433/'],
  ['hex 127.0.0.1', 'https://0x7f.1/'],
  ['octal 127.0.0.1', 'https://017700000001/'],
  ['short 127.1', 'https://127.1/'],
  ['trailing-dot 127.0.0.1.', 'https://127.0.0.1./'],
  ['IPv6 unspecified [::]', 'https://[::]/inboxkit'],
  ['IPv4-compatible [::7f00:1]', 'https://[::7f00:1]/inboxkit'],
  ['IPv4-translated [::ffff:0:7f00:1]', 'https://[::ffff:0:7f00:1]/inboxkit'],
  ['IPv6 multicast [ff02::1]', 'https://[ff02::1]/inboxkit'],
  ['benchmarking 198.18.x', 'https://198.18.0.1/inboxkit'],
  ['TEST-NET-3 203.0.113.x', 'https://203.0.113.5/inboxkit'],
  ['not a URL', 'hooks.example.com/inboxkit'],
  ['ftp scheme', 'ftp://hooks.example.com/inboxkit'],
];
/** Targets whose refusal is about the address or scheme: the message names the switch that allows them. */
const HINTED = new Set(['plain http', 'localhost', 'a *.localhost name', '127.0.0.1', '127.0.0.1 with a port', '10.x', '172.16.x',
  '172.31.x (end of 172.16/12)', '192.168.x', 'cloud metadata 169.254.169.254', 'CGNAT 100.64.x', 'multicast 224.x', '0.0.0.0',
  'broadcast', 'IPv6 loopback [::1]', 'IPv6 unique-local [fc00::1]', 'IPv6 link-local [fe80::1]', 'IPv4-mapped loopback [::ffff:127.0.0.1]',
  'NAT64 of 10.0.0.1', '6to4 of 192.168.0.1', 'decimal 127.0.0.1', 'hex 127.0.0.1', 'octal 127.0.0.1', 'short 127.1',
  'trailing-dot 127.0.0.1.', 'IPv6 unspecified [::]', 'IPv4-compatible [::7f00:1]', 'IPv4-translated [::ffff:0:7f00:1]',
  'IPv6 multicast [ff02::1]', 'benchmarking 198.18.x', 'TEST-NET-3 203.0.113.x']);

test('SSRF at registration: every non-public, credentialed or non-https target answers 400 naming target_url, and nothing is stored', async () => {
  const acct = await pub.account('SSRF registration');
  for (const [why, target] of REFUSED_TARGETS) {
    const r = await pub.registerWebhook({ label: why, target_url: target }, { key: acct.key });
    assert.is(r.status, 400, `${why}: ${target} → ${r.status} ${JSON.stringify(r.body)}`);
    assert.is(r.body.success, false);
    assert.is(r.body.error.code, 'invalid_request', why);
    assert.match(r.body.error.message, /target_url/, `${why}: message names target_url`);
    if (HINTED.has(why)) {
      assert.match(r.body.error.message, /--webhook-allow-private/, `${why}: message names the CLI switch`);
      assert.match(r.body.error.message, /INBOXKIT_WEBHOOK_ALLOW_PRIVATE=1/, `${why}: message names the environment variable`);
    }
  }
  assert.equal(await pub.daemon.service.account(acct.id).webhooks.list(), [], 'no refused target was stored');
  // The same rules accept a public name and a public IP literal.
  for (const ok of ['https://hooks.example.com/inboxkit', 'https://93.184.216.34/inboxkit', 'https://[2606:4700::1111]/inboxkit']) {
    const r = await pub.registerWebhook({ label: 'public', target_url: ok }, { key: acct.key });
    assert.is(r.status, 201, `${ok}: ${JSON.stringify(r.body)}`);
  }
  // Credentials are refused even where private targets are allowed.
  const privAcct = await priv.account('SSRF credentials');
  const cred = await priv.registerWebhook({ label: 'cred', target_url: 'http://u:p@127.0.0.1:9/x' }, { key: privAcct.key });
  assert.is(cred.status, 400);
  assert.match(cred.body.error.message, /target_url/);
  await retire(pub, acct.id);
});

test('SSRF at connect time (DNS rebinding): a public name resolving to 127.0.0.1 is never connected; the delivery records a failed attempt', async () => {
  const trap = await startTrap();
  try {
    dns.set('hooks.example.com', [{ address: '127.0.0.1', family: 4 }]);
    dns.set('mixed.example.com', [{ address: '93.184.216.34', family: 4 }, { address: '127.0.0.1', family: 4 }]);
    dns.set('mapped.example.com', [{ address: '::ffff:127.0.0.1', family: 6 }]);
    const acct = await pub.account('Rebinding');
    const inbox = await pub.createInbox({ message_analysis: { mode: 'disabled', recipients: [] } }, acct.key);
    const hooks: Record<string, string> = {};
    for (const host of ['hooks.example.com', 'mixed.example.com', 'mapped.example.com']) {
      const r = await pub.registerWebhook({ label: host, target_url: `https://${host}:${trap.port}/x` }, { key: acct.key });
      assert.is(r.status, 201, 'a public host name passes registration');
      hooks[host] = r.body.webhook.id;
    }
    lookups.length = 0;
    const sent = clock.now;
    await pub.send({ to: inbox.email_address, subject: 'rebinding', text: 'x' });
    assert.is(await dispatch(pub), 3);
    for (const host of Object.keys(hooks)) assert.ok(lookups.includes(host), `${host} resolved at connect time: ${lookups}`);
    assert.is(trap.connections(), 0, 'no connection reached the loopback listener');
    for (const [host, id] of Object.entries(hooks)) {
      const [row] = await deliveriesOf(pub, acct.id, id);
      assert.ok(row, host);
      assert.is(row!.status, 'pending', `${host}: a blocked attempt is a failed attempt, retried on schedule`);
      assert.is(row!.attempts, 1);
      assert.is(row!.last_status_code, null);
      const address = host === 'mapped.example.com' ? '::ffff:127.0.0.1' : '127.0.0.1';
      assert.ok((row!.last_error ?? '').startsWith(`blocked: ${host} resolved to ${address}`), `${host}: ${row!.last_error}`);
      assert.is(row!.next_attempt_at, new Date(sent + MINUTE).toISOString());
    }
    // The retry is checked again at connect time.
    clock.advance(MINUTE);
    assert.is(await dispatch(pub), 3);
    assert.is(trap.connections(), 0);
    assert.is((await deliveriesOf(pub, acct.id, hooks['hooks.example.com']!))[0]!.attempts, 2);
    await retire(pub, acct.id);

    // Control: the trap does see a connection when private targets are allowed, so the zero above means something.
    const ctl = await priv.account('Rebinding control');
    const ctlInbox = await priv.createInbox({ message_analysis: { mode: 'disabled', recipients: [] } }, ctl.key);
    const ctlHook = await priv.registerWebhook({ label: 'ctl', target_url: `https://hooks.example.com:${trap.port}/x` }, { key: ctl.key });
    await priv.send({ to: ctlInbox.email_address, text: 'x' });
    assert.is(await dispatch(priv), 1);
    assert.is(trap.connections(), 1, 'with webhookAllowPrivate the same name connects to the loopback listener');
    const ctlRow = (await deliveriesOf(priv, ctl.id, ctlHook.body.webhook.id))[0]!;
    assert.is(ctlRow.status, 'pending');
    assert.not.match(ctlRow.last_error ?? '', /blocked/);
    await retire(priv, ctl.id);
  } finally {
    await trap.close();
  }
});

test('POST /v1/webhooks: 201 with the exact Webhook fields and a signing_secret shown once', async () => {
  const acct = await priv.account('Create');
  const inbox = await priv.createInbox({}, acct.key);
  const before = clock.advance(1000);
  const r = await priv.registerWebhook({ label: 'prod hook', target_url: 'https://Hooks.Example.com:443/a/../inboxkit' }, { key: acct.key });
  assert.is(r.status, 201, JSON.stringify(r.body));
  assert.equal(Object.keys(r.body).sort(), ['request_id', 'signing_secret', 'success', 'webhook']);
  assert.is(r.body.success, true);
  assert.is(r.headers.get('x-request-id'), r.body.request_id);
  assert.is(r.headers.get('cache-control'), 'no-store');
  assert.is(r.headers.get('x-service-api-version'), '2026-03-28');
  assert.match(r.body.signing_secret, /^whsec_[A-Za-z0-9_-]{43}$/);
  const w = r.body.webhook;
  assert.equal(Object.keys(w).sort(), WEBHOOK_KEYS, 'exactly the spec fields, no secret');
  assert.match(w.id, /^whk_/);
  assert.is(w.inbox_id, null);
  assert.is(w.label, 'prod hook');
  assert.is(w.target_url, 'https://hooks.example.com/inboxkit', 'stored WHATWG-normalised');
  assert.is(w.delivery_scope, 'account');
  assert.equal(w.subscribed_events, ['email.received', 'email.enriched']);
  assert.is(w.status, 'active');
  assert.is(w.last_delivery_at, null);
  assert.is(w.archived_at, null);
  assert.is(w.created_at, new Date(before).toISOString());
  assert.is(w.updated_at, w.created_at);
  assert.not.ok(JSON.stringify(await priv.daemon.service.account(acct.id).webhooks.get(w.id)).includes(r.body.signing_secret),
    'the secret is not part of the resource afterwards');

  const scoped = await priv.registerWebhook({ label: 'inbox hook', target_url: 'https://hooks.example.com/one', inbox_id: inbox.id }, { key: acct.key });
  assert.is(scoped.status, 201);
  assert.is(scoped.body.webhook.inbox_id, inbox.id);
  assert.is(scoped.body.webhook.delivery_scope, 'inbox');
  assert.is.not(scoped.body.signing_secret, r.body.signing_secret, 'a new secret per webhook');
  const explicitNull = await priv.registerWebhook({ label: 'null inbox', target_url: 'https://hooks.example.com/two', inbox_id: null }, { key: acct.key });
  assert.is(explicitNull.status, 201);
  assert.is(explicitNull.body.webhook.delivery_scope, 'account');
  await retire(priv, acct.id);
});

test('POST /v1/webhooks: inbox_id of another account → 404; unknown inbox → 404; missing webhooks:write → 403; no key → 401', async () => {
  const a = await priv.account('Owner A');
  const b = await priv.account('Owner B');
  const inboxA = await priv.createInbox({}, a.key);
  const cross = await priv.registerWebhook({ label: 'x', target_url: 'https://hooks.example.com/x', inbox_id: inboxA.id }, { key: b.key });
  assert.is(cross.status, 404, JSON.stringify(cross.body));
  assert.is(cross.body.error.code, 'not_found');
  assert.match(cross.body.error.message, /inbox_id/);
  const unknown = await priv.registerWebhook({ label: 'x', target_url: 'https://hooks.example.com/x', inbox_id: 'inb_doesnotexist' }, { key: b.key });
  assert.is(unknown.status, 404);
  const wrongType = await priv.registerWebhook({ label: 'x', target_url: 'https://hooks.example.com/x', inbox_id: 42 }, { key: b.key });
  assert.is(wrongType.status, 400);
  assert.match(wrongType.body.error.message, /inbox_id/);
  assert.equal(await priv.daemon.service.account(b.id).webhooks.list(), []);

  const noScope = (await priv.daemon.service.apiKeys.create(a.id, { scopes: ['inboxes:write', 'messages:read'] })).secret;
  const forbidden = await priv.registerWebhook({ label: 'x', target_url: 'https://hooks.example.com/x' }, { key: noScope });
  assert.is(forbidden.status, 403);
  assert.is(forbidden.body.error.code, 'forbidden');
  assert.is(forbidden.body.next_action?.type, 'open_dashboard');
  const onlyHooks = (await priv.daemon.service.apiKeys.create(a.id, { scopes: ['webhooks:write'] })).secret;
  const allowed = await priv.registerWebhook({ label: 'x', target_url: 'https://hooks.example.com/x', inbox_id: inboxA.id }, { key: onlyHooks });
  assert.is(allowed.status, 201, 'webhooks:write alone is enough');
  const noKey = await priv.api('POST', '/v1/webhooks', { key: '', body: { label: 'x', target_url: 'https://hooks.example.com/x' } });
  assert.is(noKey.status, 401);
  await retire(priv, a.id);
});

test('POST /v1/webhooks: Idempotency-Key replays the same webhook and secret; a different body is 409; keys are per operation', async () => {
  const acct = await priv.account('Idempotent');
  const body = { label: 'once', target_url: 'https://hooks.example.com/once' };
  const first = await priv.registerWebhook(body, { key: acct.key, idempotencyKey: 'hook-1' });
  assert.is(first.status, 201);
  assert.is(first.headers.get('idempotent-replayed'), null);
  const again = await priv.registerWebhook({ target_url: body.target_url, label: body.label }, { key: acct.key, idempotencyKey: 'hook-1' });
  assert.is(again.status, 201);
  assert.is(again.headers.get('idempotent-replayed'), 'true');
  assert.equal(again.body.webhook, first.body.webhook, 'the same webhook');
  assert.is(again.body.signing_secret, first.body.signing_secret, 'the same secret');
  assert.is.not(again.body.request_id, first.body.request_id);
  assert.is((await priv.daemon.service.account(acct.id).webhooks.list()).length, 1, 'created once');

  const conflict = await priv.registerWebhook({ ...body, label: 'other' }, { key: acct.key, idempotencyKey: 'hook-1' });
  assert.is(conflict.status, 409);
  assert.is(conflict.body.error.code, 'idempotency_conflict');
  assert.match(conflict.body.error.message, /Idempotency-Key/);

  // The same key on another operation, or from another account, is a different key.
  const inboxSameKey = await priv.api('POST', '/v1/inboxes', {
    key: acct.key, body: { label: 'i', lifecycle_mode: 'persistent' }, headers: { 'Idempotency-Key': 'hook-1' },
  });
  assert.is(inboxSameKey.status, 201);
  const other = await priv.account('Idempotent other');
  const otherFirst = await priv.registerWebhook(body, { key: other.key, idempotencyKey: 'hook-1' });
  assert.is(otherFirst.status, 201);
  assert.is(otherFirst.headers.get('idempotent-replayed'), null);
  assert.is.not(otherFirst.body.webhook.id, first.body.webhook.id);

  // A refused request records nothing: the key can be used again once the body is fixed.
  const refused = await priv.registerWebhook({ label: 'bad', target_url: 'ftp://x.example/' }, { key: acct.key, idempotencyKey: 'hook-2' });
  assert.is(refused.status, 400);
  const fixed = await priv.registerWebhook({ label: 'bad', target_url: 'https://x.example/' }, { key: acct.key, idempotencyKey: 'hook-2' });
  assert.is(fixed.status, 201);
  assert.is(fixed.headers.get('idempotent-replayed'), null);

  const long = await priv.registerWebhook(body, { key: acct.key, idempotencyKey: 'k'.repeat(256) });
  assert.is(long.status, 400);
  assert.match(long.body.error.message, /Idempotency-Key/);
  await retire(priv, acct.id);
  await retire(priv, other.id);
});

test('POST /v1/webhooks: label must be a 1..100 character string; target_url required; body must be a JSON object', async () => {
  const acct = await priv.account('Labels');
  const url = 'https://hooks.example.com/labels';
  const cases: Array<[string, unknown, string]> = [
    ['empty label', { label: '', target_url: url }, 'label'],
    ['101-character label', { label: 'x'.repeat(101), target_url: url }, 'label'],
    ['missing label', { target_url: url }, 'label'],
    ['numeric label', { label: 7, target_url: url }, 'label'],
    ['missing target_url', { label: 'ok' }, 'target_url'],
    ['numeric target_url', { label: 'ok', target_url: 7 }, 'target_url'],
    ['array body', [], 'body'],
  ];
  for (const [why, body, field] of cases) {
    const r = await priv.registerWebhook(body as Record<string, unknown>, { key: acct.key });
    assert.is(r.status, 400, `${why}: ${JSON.stringify(r.body)}`);
    assert.is(r.body.error.code, 'invalid_request');
    assert.match(r.body.error.message, new RegExp(field), `${why}: names ${field}`);
  }
  const bad = await priv.api('POST', '/v1/webhooks', { key: acct.key, body: '{not json' });
  assert.is(bad.status, 400);
  for (const label of ['x', 'y'.repeat(100)]) {
    const r = await priv.registerWebhook({ label, target_url: url }, { key: acct.key });
    assert.is(r.status, 201, `label of ${label.length}`);
    assert.is(r.body.webhook.label, label);
  }
  await retire(priv, acct.id);
});

test('POST /v1/webhooks: at most 20 live webhooks per account (403 limit_exceeded); archiving one frees a slot', async () => {
  const acct = await priv.account('Twenty');
  for (let i = 0; i < 20; i++) {
    const r = await priv.registerWebhook({ label: `h${i}`, target_url: `https://hooks.example.com/${i}` }, { key: acct.key });
    assert.is(r.status, 201);
  }
  const over = await priv.registerWebhook({ label: 'h20', target_url: 'https://hooks.example.com/20' }, { key: acct.key });
  assert.is(over.status, 403);
  assert.is(over.body.error.code, 'limit_exceeded');
  const scope = priv.daemon.service.account(acct.id);
  await scope.webhooks.archive((await scope.webhooks.list())[0]!.id);
  const again = await priv.registerWebhook({ label: 'h20', target_url: 'https://hooks.example.com/20' }, { key: acct.key });
  assert.is(again.status, 201);
  await retire(priv, acct.id);
});

test('POST /v1/webhooks: a non-JSON Content-Type is 400 naming Content-Type', async () => {
  const acct = await priv.account('Content type');
  const r = await priv.api('POST', '/v1/webhooks', {
    key: acct.key, body: JSON.stringify({ label: 'x', target_url: 'https://hooks.example.com/x' }), headers: { 'content-type': 'text/plain' },
  });
  assert.is(r.status, 400);
  assert.match(r.body.error.message, /Content-Type/);
  assert.equal(await priv.daemon.service.account(acct.id).webhooks.list(), []);
});

test('POST /v1/webhooks: label length counts characters (code points), like the spec\'s JSON string length', async () => {
  const acct = await priv.account('Label characters');
  const url = 'https://hooks.example.com/emoji';
  const hundred = '🔔'.repeat(100); // 100 characters, 200 UTF-16 code units
  const ok = await priv.registerWebhook({ label: hundred, target_url: url }, { key: acct.key });
  const over = await priv.registerWebhook({ label: '🔔'.repeat(101), target_url: url }, { key: acct.key });
  await retire(priv, acct.id);
  assert.is(over.status, 400, '101 characters is over the bound');
  assert.is(ok.status, 201, `a 100-character label is within 1..100: ${JSON.stringify(ok.body)}`);
  assert.is(ok.body.webhook.label, hundred);
});

test('delivery_scope: an inbox webhook gets only its inbox\'s events, an account webhook every inbox\'s, another account\'s none', async () => {
  const acct = await priv.account('Scopes');
  const stranger = await priv.account('Scopes stranger');
  const inboxA = await priv.createInbox({ label: 'A', message_analysis: { mode: 'disabled', recipients: [] } }, acct.key);
  const inboxB = await priv.createInbox({ label: 'B', message_analysis: { mode: 'disabled', recipients: [] } }, acct.key);
  const inboxS = await priv.createInbox({ label: 'S', message_analysis: { mode: 'disabled', recipients: [] } }, stranger.key);
  const accountRx = await receiver();
  const inboxRx = await receiver();
  const strangerRx = await receiver();
  const accountHook = await priv.registerWebhook({ label: 'account', target_url: accountRx.url() }, { key: acct.key });
  const inboxHook = await priv.registerWebhook({ label: 'inbox A', target_url: inboxRx.url(), inbox_id: inboxA.id }, { key: acct.key });
  await priv.registerWebhook({ label: 'stranger', target_url: strangerRx.url() }, { key: stranger.key });
  assert.is(accountHook.body.webhook.delivery_scope, 'account');
  assert.is(inboxHook.body.webhook.delivery_scope, 'inbox');

  await priv.send({ to: inboxA.email_address, subject: 'to A', text: 'a' });
  await priv.send({ to: inboxB.email_address, subject: 'to B', text: 'b' });
  assert.is(await dispatch(priv), 3, 'A → account + inbox hook; B → account hook');
  const subjects = (r: Receiver) => r.received.map((d) => d.json().data.message.subject).sort();
  assert.equal(subjects(accountRx), ['to A', 'to B']);
  assert.equal(subjects(inboxRx), ['to A']);
  assert.equal(strangerRx.received.length, 0, 'another account\'s webhook gets nothing');
  for (const d of accountRx.received) assert.equal(verifyBoth(d, accountHook.body.signing_secret, clock.now), [true, true]);
  assert.equal(verifyBoth(inboxRx.received[0]!, inboxHook.body.signing_secret, clock.now), [true, true]);
  assert.equal(verifyBoth(inboxRx.received[0]!, accountHook.body.signing_secret, clock.now), [false, false], 'each webhook has its own secret');
  // One event, two webhooks: the same event id reaches both.
  const aEvent = accountRx.received.find((d) => d.json().data.message.subject === 'to A')!;
  assert.is(aEvent.headers['x-service-event-id'], inboxRx.received[0]!.headers['x-service-event-id']);

  await priv.send({ to: inboxS.email_address, subject: 'to S', text: 's' });
  assert.is(await dispatch(priv), 1);
  assert.equal(subjects(strangerRx), ['to S']);
  assert.is(accountRx.received.length, 2);
  await retire(priv, acct.id);
  await retire(priv, stranger.id);
});

test.run();
