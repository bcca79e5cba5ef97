// Issue 13, part 2: many concurrent reads of one large message. The target: 60 concurrent
// GET /v1/messages/{id} of a 20 MB message keep the daemon's RSS under 400 MB and /health's
// p99 under 100 ms while they run, and RSS comes back within 50 MB of where it was.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { startChild, tempDataDir, type DaemonProcess } from './lib/daemon-process.js';
import { bigText, sendMail } from './lib/mail.js';
import { figure, quantile } from './lib/figures.js';
import { FULL, scale } from './lib/scale.js';
import { sampleRss, probeHealth, settleRss } from './lib/watch.js';

const MESSAGE_BYTES = scale(4, 20) * 1024 * 1024;
const READERS = scale(20, 60);
const ROUNDS = scale(1, 3);
/**
 * CPU ms the daemon may spend per MB read: sending shared bytes (0.7–1.3 measured), not one
 * read and serialisation each (10.8 measured with sharing turned off).
 */
const CPU_MS_PER_MB = 4;

let daemon: DaemonProcess;
const data = tempDataDir();

test.before(async () => {
  daemon = await startChild(data.dir);
});
test.after(async () => {
  await daemon.stop();
  data.cleanup();
});

test(`${READERS} concurrent reads of a ${MESSAGE_BYTES / 1024 / 1024} MB message: bounded RSS, /health answers, memory comes back`, async () => {
  const inbox = (await daemon.api('POST', '/v1/inboxes', { label: 'big', lifecycle_mode: 'persistent' })).body.inbox;
  const sent = await sendMail(daemon.smtpPort, { to: inbox.email_address, subject: 'big', text: bigText(MESSAGE_BYTES) });
  assert.match(sent.response, /^250/);
  const list = await daemon.api('GET', `/v1/inboxes/${inbox.id}/messages`);
  const id = list.body.messages[0].id as string;
  // One read first: the message is parsed, the page cache warm; the baseline is taken after.
  const first = await fetch(`${daemon.httpUrl}/v1/messages/${id}`, { headers: { authorization: `Bearer ${daemon.key}` } });
  const expected = (await first.arrayBuffer()).byteLength;
  assert.ok(expected > MESSAGE_BYTES, 'the JSON carries the whole text body');
  const before = await settleRss(daemon, 5_000);

  const cpuBefore = daemon.cpuMs();
  const rss = sampleRss(daemon);
  const health = probeHealth(daemon.httpUrl);
  for (let round = 0; round < ROUNDS; round++) {
    const sizes = await Promise.all(Array.from({ length: READERS }, async () => {
      // A connection per reader: no keep-alive socket the server may be closing gets reused.
      const res = await fetch(`${daemon.httpUrl}/v1/messages/${id}`, { headers: { authorization: `Bearer ${daemon.key}`, connection: 'close' } });
      assert.is(res.status, 200);
      return (await res.arrayBuffer()).byteLength;
    }));
    assert.ok(sizes.every((n) => n === expected), 'every reader got the whole message');
  }
  const peak = rss.stop();
  const cpu = daemon.cpuMs() - cpuBefore;
  const latencies = await health.stop();
  const after = await settleRss(daemon, scale(10_000, 60_000), before + 50);

  const p99 = quantile(latencies, 0.99);
  figure(`reads: ${READERS}×${ROUNDS} concurrent GETs of ${MESSAGE_BYTES / 1024 / 1024} MB, peak RSS`, peak, 'MB', '< 400 MB');
  figure('reads: /health p99 during the reads', p99, 'ms', '< 100 ms');
  figure('reads: /health probes, max', `${latencies.length}, ${Math.max(...latencies).toFixed(0)}`, 'ms');
  figure('reads: RSS before → after', `${before.toFixed(0)} → ${after.toFixed(0)}`, 'MB', 'within 50 MB');
  const cpuPerMb = cpu / (READERS * ROUNDS * MESSAGE_BYTES / 1024 / 1024);
  figure('reads: daemon CPU per MB read', cpuPerMb, 'ms', `< ${CPU_MS_PER_MB} ms`);
  assert.ok(latencies.length > 0, 'health was probed');
  assert.ok(peak < 400, `peak RSS ${peak.toFixed(0)} MB`);
  // Latency and CPU cost are targets of the full, sequential run (npm run faults): with other
  // test files in parallel on two cores both grow with the load (CPU per MB read: 8.1 ms seen
  // with five other jobs on the machine, under 4 ms in CI), so the short run asserts memory only.
  if (FULL) assert.ok(p99 < 100, `/health p99 ${p99.toFixed(1)} ms`);
  if (FULL) assert.ok(cpuPerMb < CPU_MS_PER_MB, `daemon CPU ${cpu} ms for ${READERS * ROUNDS} reads`);
  assert.ok(after - before < 50, `RSS ${before.toFixed(0)} → ${after.toFixed(0)} MB`);
});

test.run();
