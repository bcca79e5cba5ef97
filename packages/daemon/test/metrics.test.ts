// GET /metrics of a real daemon, scraped over real HTTP before and after real SMTP sessions and
// HTTP requests: each documented metric moves when its event happens, docs/metrics.md and the
// scrape list the same metrics, labels stay route patterns, and metrics off is a 404.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { startTestDaemon, type TestDaemon } from './fixtures/daemon.js';
import { documentedMetrics, scrape, type Scrape } from './fixtures/metrics.js';
import { SmtpTalk, simpleMessage } from '../../../test-support/smtp.js';
import { until } from '../../../test-support/wait.js';

let t: TestDaemon;
let off: TestDaemon;
const metrics = () => scrape(`${t.daemon.http.url}/metrics`);

test.before(async () => {
  t = await startTestDaemon({ metrics: { onApiPort: true, port: 0 }, limits: { maxMessageBytes: 64 * 1024 } });
  off = await startTestDaemon();
});

test.after(async () => {
  await t.stop();
  await off.stop();
});

/** The process's own metrics (prom-client's default set), which the docs name but do not table. */
const isProcessMetric = (name: string) => name.startsWith('inboxkit_process_') || name.startsWith('inboxkit_nodejs_');

test('docs/metrics.md\'s table and the scrape list the same metrics, with the same types; the process\'s own are there too', async () => {
  const documented = documentedMetrics();
  assert.ok(documented.length >= 20, `${documented.length} documented`);
  const s = await metrics();
  for (const m of documented) assert.is(s.types.get(m.name), m.type, `${m.name} in the scrape as a ${m.type}`);
  const ours = [...s.types.keys()].filter((name) => !isProcessMetric(name));
  assert.equal(ours.sort(), documented.map((m) => m.name).sort(), 'every metric of the scrape is documented');
  assert.ok([...s.types.keys()].every((name) => name.startsWith('inboxkit_')), 'every name under inboxkit_');
  for (const name of ['inboxkit_process_cpu_user_seconds_total', 'inboxkit_process_resident_memory_bytes', 'inboxkit_nodejs_heap_size_used_bytes', 'inboxkit_nodejs_eventloop_lag_seconds']) {
    assert.ok(s.types.has(name), name);
  }
  for (const outcome of ['delivered', 'retry', 'failed']) assert.is(s.value('inboxkit_webhook_attempts_total', { outcome }), 0, `${outcome} from 0`);
});

test('off by default: GET /metrics is the API\'s 404, and there is no metrics listener', async () => {
  const res = await fetch(`${off.daemon.http.url}/metrics`);
  assert.is(res.status, 404);
  const body = await res.json() as { success: boolean; error: { code: string } };
  assert.is(body.error.code, 'not_found');
  assert.is(off.daemon.metrics, null);
});

test('--metrics-port: a listener of its own on loopback answers /metrics and 404 to anything else', async () => {
  const own = t.daemon.metrics!;
  assert.is(own.host, '127.0.0.1');
  assert.is(own.url, `http://127.0.0.1:${own.port}/metrics`);
  assert.is.not(own.port, t.daemon.http.port);
  const s = await scrape(own.url);
  assert.is(s.types.get('inboxkit_smtp_sessions_total'), 'counter');
  assert.is((await fetch(`http://127.0.0.1:${own.port}/v1/inboxes`)).status, 404, 'not the API');
  assert.is((await fetch(`http://127.0.0.1:${own.port}/metrics`, { method: 'HEAD' })).status, 200);
  assert.is((await fetch(`http://127.0.0.1:${own.port}/metrics`, { method: 'POST' })).status, 404);
});

test('SMTP: a session, a message to two inboxes, its bytes and its ingest time', async () => {
  const [a, b] = [await t.createInbox(), await t.createInbox()];
  const before = await metrics();
  const info = await t.send({ to: [a.email_address, b.email_address], subject: 'Counted', text: 'Your code is 482913' });
  assert.is(info.accepted.length, 2);
  const after = await metrics();
  const moved = (name: string) => after.n(name) - before.n(name);
  assert.is(moved('inboxkit_smtp_sessions_total'), 1);
  assert.is(moved('inboxkit_smtp_messages_accepted_total'), 1);
  assert.is(moved('inboxkit_smtp_messages_stored_total'), 2, 'one copy per inbox');
  assert.ok(moved('inboxkit_smtp_received_bytes_total') > 100, `${moved('inboxkit_smtp_received_bytes_total')} bytes`);
  assert.is(moved('inboxkit_smtp_ingest_duration_seconds_count'), 1);
  assert.ok(moved('inboxkit_smtp_ingest_duration_seconds_sum') > 0);
  assert.is(moved('inboxkit_smtp_refused_total'), 0);
});

test('SMTP: refusals by stage and reason; sessions open, a DATA in flight and its buffered bytes while they last', async () => {
  const inbox = await t.createInbox();
  const before = await metrics();
  const { talk } = await SmtpTalk.open(t.daemon.smtp.port);
  await talk.command('EHLO client.test');
  await talk.command('MAIL FROM:<app@example.com>');
  assert.is((await talk.command('RCPT TO:<nobody-here@inboxkit.test>')).code, 550);
  assert.is((await talk.command(`RCPT TO:<${inbox.email_address}>`)).code, 250);
  assert.is((await talk.command('DATA')).code, 354);
  // Half a message: the transaction is in flight and its bytes are held until the final dot.
  talk.socket.write(`Subject: half\r\n\r\n${'x'.repeat(2_000)}\r\n`);
  const during = await until(async () => {
    const s = await metrics();
    return s.n('inboxkit_smtp_buffered_bytes') >= 2_000 && s;
  }, { what: 'the DATA\'s bytes are buffered' });
  assert.is(during.n('inboxkit_smtp_transactions_in_flight'), 1);
  assert.is(during.n('inboxkit_smtp_sessions_open') - before.n('inboxkit_smtp_sessions_open'), 1);
  assert.is(during.n('inboxkit_smtp_refused_total', { stage: 'rcpt', reason: 'unknown_recipient' })
    - before.n('inboxkit_smtp_refused_total', { stage: 'rcpt', reason: 'unknown_recipient' }), 1);
  assert.is((await talk.command('.')).code, 250);
  // Too large: refused at the final dot.
  await talk.command('MAIL FROM:<app@example.com>');
  await talk.command(`RCPT TO:<${inbox.email_address}>`);
  assert.is((await talk.data(simpleMessage(inbox.email_address, 'big', 'y'.repeat(70 * 1024)))).code, 552);
  talk.end();
  const after = await until(async () => {
    const s = await metrics();
    return s.n('inboxkit_smtp_sessions_open') === before.n('inboxkit_smtp_sessions_open') && s;
  }, { what: 'the session is closed' });
  assert.is(after.n('inboxkit_smtp_transactions_in_flight'), 0);
  assert.is(after.n('inboxkit_smtp_buffered_bytes'), 0);
  assert.is(after.n('inboxkit_smtp_refused_total', { stage: 'data', reason: 'too_large' })
    - before.n('inboxkit_smtp_refused_total', { stage: 'data', reason: 'too_large' }), 1);
  assert.is(after.n('inboxkit_smtp_messages_accepted_total') - before.n('inboxkit_smtp_messages_accepted_total'), 1);
});

test('HTTP: requests by method, route pattern and status; the raw path and its ids never become a label', async () => {
  const inbox = await t.createInbox();
  const route = { method: 'GET', route: '/v1/inboxes/{inbox_id}/messages' };
  const before = await metrics();
  assert.is((await t.api(`/v1/inboxes/${inbox.id}/messages`)).status, 200);
  assert.is((await t.api(`/v1/inboxes/${inbox.id}/messages`)).status, 200);
  assert.is((await t.api('/v1/inboxes/inb_nosuch/messages')).status, 404);
  assert.is((await t.api('/v1/no/such/endpoint')).status, 404);
  assert.is((await t.api('/v1/inboxes', { key: 'ik_live_wrongwrongwrongwrong' })).status, 401);
  assert.is((await fetch(`${t.daemon.http.url}/v1/inboxes`, { method: 'PROPFIND' })).status, 404);
  const after = await metrics();
  const moved = (labels: Record<string, string>) =>
    after.n('inboxkit_http_requests_total', labels) - before.n('inboxkit_http_requests_total', labels);
  assert.is(moved({ ...route, status: '200' }), 2);
  assert.is(moved({ ...route, status: '404' }), 1);
  assert.is(moved({ method: 'GET', route: 'unmatched', status: '404' }), 1);
  assert.is(moved({ method: 'GET', route: '/v1/inboxes', status: '401' }), 1);
  assert.is(moved({ method: 'other', route: 'unmatched', status: '404' }), 1);
  assert.is(after.n('inboxkit_http_request_duration_seconds_count', route) - before.n('inboxkit_http_request_duration_seconds_count', route), 3);
  assert.not.ok(after.text.includes(inbox.id), 'no inbox id in any label');
  assert.not.ok(after.text.includes('inb_nosuch'));
  assert.not.ok(after.text.includes('/metrics"'), 'scrapes are not counted');
});

test.run();
