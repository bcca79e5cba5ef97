// Webhook durability: events outlive a dead receiver and a kill -9 of the daemon. Mail arrives
// while the receiver is down (first attempts fail), the daemon is killed with SIGKILL, the
// receiver comes up, the daemon starts again on the same data dir: every acknowledged message's
// email.received event is delivered, every delivery's signature checks out.
import { createServer, type IncomingHttpHeaders } from 'node:http';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import Database from 'better-sqlite3';
import { verifyWebhook } from '@inboxkit/core';
import { freePort, startChild, tempDataDir, type DaemonProcess } from './lib/daemon-process.js';
import { sendMail } from './lib/mail.js';
import { figure } from './lib/figures.js';
import { FULL, scale } from './lib/scale.js';
import { until } from '../test-support/wait.js';

const MESSAGES = scale(20, 200);
/**
 * The first retry is due a minute after the failed attempt. The full run waits for it in real
 * time; the short one moves the daemon's clock ahead (SIGUSR2, see daemon-child.mjs).
 */
const SKIP_AHEAD_MS = FULL ? undefined : 61_000;
/** The full run's bound from the restart to the last event delivered (its first retry comes at +60 s). */
const DELIVERY_WITHIN_MS = 180_000;

interface Delivery {
  headers: IncomingHttpHeaders;
  raw: Buffer;
}

test(`${MESSAGES} messages while the receiver is down, kill -9, restart: every event delivered, signed`, async () => {
  const data = tempDataDir();
  const receiverPort = await freePort();
  const options = { webhookAllowPrivate: true, ...(SKIP_AHEAD_MS ? { skipAheadMs: SKIP_AHEAD_MS } : {}) };
  const deliveries: Delivery[] = [];
  const receiver = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      deliveries.push({ headers: req.headers, raw: Buffer.concat(chunks) });
      res.writeHead(200).end('ok');
    });
  });
  let daemon: DaemonProcess | undefined;
  try {
    daemon = await startChild(data.dir, options);
    const inbox = (await daemon.api('POST', '/v1/inboxes', { label: 'hooks', lifecycle_mode: 'persistent' })).body.inbox;
    const hook = await daemon.api('POST', '/v1/webhooks', { label: 'durable', target_url: `http://127.0.0.1:${receiverPort}/hook`, inbox_id: inbox.id });
    assert.is(hook.status, 201, JSON.stringify(hook.body));
    const secret = hook.body.signing_secret as string;

    const subjects = new Set<string>();
    for (let i = 0; i < MESSAGES; i++) {
      const sent = await sendMail(daemon.smtpPort, { to: inbox.email_address, subject: `hook-${i}`, text: `message ${i}` });
      assert.match(sent.response, /^250/);
      subjects.add(`hook-${i}`);
    }
    // Killed only once attempts have failed against the dead receiver: the retry state is what must survive.
    const db = new Database(join(data.dir, 'inboxkit.sqlite'), { readonly: true });
    const failedAttempts = () => (db.prepare('SELECT count(*) FROM webhook_attempts WHERE error IS NOT NULL').pluck().get() as number);
    // A hang guard only: the deadline is a target of the full run (npm run faults).
    await until(() => failedAttempts() > 0, { timeoutMs: FULL ? 30_000 : 150_000, intervalMs: 20, what: 'an attempt failed against the dead receiver' });
    const failedBeforeKill = failedAttempts();
    db.close();
    await daemon.kill9();

    await new Promise<void>((r) => receiver.listen(receiverPort, '127.0.0.1', r));
    daemon = await startChild(data.dir, options);
    const received = () => new Set(deliveries.map((d) => JSON.parse(d.raw.toString('utf8'))).filter((e) => e.type === 'email.received').map((e) => e.data.message.subject as string));
    const started = Date.now();
    // The full run's delivery target; the short form waits until all arrived (a hang is the runner's per-file timeout).
    while (received().size < subjects.size && (!FULL || Date.now() - started < DELIVERY_WITHIN_MS)) {
      if (SKIP_AHEAD_MS) daemon.signal('SIGUSR2');
      await new Promise((r) => setTimeout(r, 250));
    }
    const deliveredMs = Date.now() - started;

    const got = received();
    const missing = [...subjects].filter((s) => !got.has(s));
    // The short run's skipped-ahead clock signs with future timestamps: there the signature, not its age, is checked.
    const badSignatures = deliveries.filter((d) => !verifyWebhook(d.raw, d.headers as Record<string, string>, secret, SKIP_AHEAD_MS ? { toleranceSeconds: 1e9 } : {}));
    const receivedEvents = deliveries.filter((d) => d.raw.includes('"email.received"')).length;
    figure('webhooks: messages acknowledged while the receiver was down', subjects.size, 'messages');
    figure('webhooks: attempts failed before the kill -9', failedBeforeKill);
    figure('webhooks: email.received events missing after restart', missing.length, 'events', '0');
    figure('webhooks: deliveries with an invalid signature', badSignatures.length, undefined, '0');
    figure('webhooks: duplicate email.received deliveries (at-least-once)', receivedEvents - got.size);
    figure('webhooks: restart → last event delivered', deliveredMs, 'ms', FULL ? 'first retry at +60 s' : 'clock skipped ahead');
    assert.equal(missing, [], 'every acknowledged message’s event was delivered');
    assert.ok(deliveries.length >= subjects.size);
    assert.is(badSignatures.length, 0, 'every delivery is signed with the webhook’s secret');
  } finally {
    await daemon?.stop();
    receiver.close();
    data.cleanup();
  }
});

test.run();
