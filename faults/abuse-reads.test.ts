// Issues 13 and 26: many concurrent reads of one large message. 60 readers on 127.0.0.2 and
// 127.0.0.3 GET a 20 MB message at once, three rounds, while /health is probed from 127.0.0.1.
// Targets: the daemon's RSS under 400 MB, /health p99 under 100 ms or within 1.5× of a bare
// node:http server sending the same bytes to the same readers (rounds alternate between the
// two in the same run: this machine drifts), and RSS back within 50 MB of where it was.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { startChild, tempDataDir, type DaemonProcess } from './lib/daemon-process.js';
import { bigText, sendMail } from './lib/mail.js';
import { figure, quantile } from './lib/figures.js';
import { readFrom, startBareServer } from './lib/read-from.js';
import { FULL, scale } from './lib/scale.js';
import { sampleRss, probeHealth, settleRss } from './lib/watch.js';

const MESSAGE_BYTES = scale(4, 20) * 1024 * 1024;
const READERS = scale(20, 60);
const ROUNDS = scale(1, 6);
const READER_ADDRESSES = ['127.0.0.2', '127.0.0.3'];
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

/** READERS concurrent reads of `url` from the reader addresses, each over its own connection; every byte count. */
async function readRound(url: string, headers: Record<string, string>): Promise<number[]> {
  return Promise.all(Array.from({ length: READERS }, async (_, i) => {
    const r = await readFrom(url, READER_ADDRESSES[i % READER_ADDRESSES.length]!, headers);
    assert.is(r.status, 200);
    return r.bytes;
  }));
}

test(`${READERS} concurrent reads of a ${MESSAGE_BYTES / 1024 / 1024} MB message from other addresses: bounded RSS, /health answers as a bare server's would, memory comes back`, async () => {
  const inbox = (await daemon.api('POST', '/v1/inboxes', { label: 'big', lifecycle_mode: 'persistent' })).body.inbox;
  const sent = await sendMail(daemon.smtpPort, { to: inbox.email_address, subject: 'big', text: bigText(MESSAGE_BYTES) });
  assert.match(sent.response, /^250/);
  const list = await daemon.api('GET', `/v1/inboxes/${inbox.id}/messages`);
  const id = list.body.messages[0].id as string;
  const auth = { authorization: `Bearer ${daemon.key}` };
  // One read first: the message is parsed, the page cache warm; the baseline is taken after. Its bytes are the bare server's.
  const first = await fetch(`${daemon.httpUrl}/v1/messages/${id}`, { headers: auth });
  const body = Buffer.from(await first.arrayBuffer());
  assert.ok(body.length > MESSAGE_BYTES, 'the JSON carries the whole text body');
  const bodyFile = join(data.dir, 'bare-body.json');
  writeFileSync(bodyFile, body);
  const bare = await startBareServer(bodyFile);
  const before = await settleRss(daemon, 5_000);

  const daemonHealth: number[] = [];
  const bareHealth: number[] = [];
  let cpu = 0;
  const rss = sampleRss(daemon);
  try {
    for (let round = 0; round < ROUNDS; round++) {
      // The daemon's round, then the bare server's: the same readers, the same bytes.
      const cpuBefore = daemon.cpuMs();
      let probe = probeHealth(daemon.httpUrl);
      const sizes = await readRound(`${daemon.httpUrl}/v1/messages/${id}`, auth);
      daemonHealth.push(...await probe.stop());
      cpu += daemon.cpuMs() - cpuBefore;
      assert.ok(sizes.every((n) => n === body.length), 'every reader got the whole message');
      probe = probeHealth(bare.url);
      const bareSizes = await readRound(`${bare.url}/body`, {});
      bareHealth.push(...await probe.stop());
      assert.ok(bareSizes.every((n) => n === body.length), 'every reader of the bare server got the whole body');
    }
  } finally {
    await bare.stop();
  }
  const peak = rss.stop();
  const after = await settleRss(daemon, scale(10_000, 60_000), before + 50);

  const p99 = quantile(daemonHealth, 0.99);
  const bareP99 = quantile(bareHealth, 0.99);
  const mb = `${MESSAGE_BYTES / 1024 / 1024} MB`;
  figure(`reads: ${READERS}×${ROUNDS} concurrent GETs of ${mb} from 127.0.0.2/.3, peak RSS`, peak, 'MB', '< 400 MB');
  figure('reads: /health p99 / max (probes) during the reads', `${p99.toFixed(1)} / ${Math.max(...daemonHealth).toFixed(0)} (${daemonHealth.length})`, 'ms', '< 100 ms or ≤ 1.5× bare');
  figure('reads: a bare node:http server sending the same bytes to the same readers, /health p99 / max (probes)', `${bareP99.toFixed(1)} / ${Math.max(...bareHealth).toFixed(0)} (${bareHealth.length})`, 'ms');
  figure('reads: RSS before → after', `${before.toFixed(0)} → ${after.toFixed(0)}`, 'MB', 'within 50 MB');
  const cpuPerMb = cpu / (READERS * ROUNDS * MESSAGE_BYTES / 1024 / 1024);
  figure('reads: daemon CPU per MB read', cpuPerMb, 'ms', `< ${CPU_MS_PER_MB} ms`);
  assert.ok(daemonHealth.length > 0 && bareHealth.length > 0, 'health was probed');
  assert.ok(daemonHealth.every(Number.isFinite), 'every /health probe answered');
  assert.ok(peak < 400, `peak RSS ${peak.toFixed(0)} MB`);
  // Latency and CPU cost are targets of the full, sequential run (npm run faults): with other
  // test files in parallel on two cores both grow with the load (CPU per MB read: 8.1 ms seen
  // with five other jobs on the machine, under 4 ms in CI), so the short run asserts memory only.
  if (FULL) assert.ok(p99 < 100 || p99 <= 1.5 * bareP99, `/health p99 ${p99.toFixed(1)} ms (bare ${bareP99.toFixed(1)} ms)`);
  if (FULL) assert.ok(cpuPerMb < CPU_MS_PER_MB, `daemon CPU ${cpu} ms for ${READERS * ROUNDS} reads`);
  assert.ok(after - before < 50, `RSS ${before.toFixed(0)} → ${after.toFixed(0)} MB`);
});

test.run();
