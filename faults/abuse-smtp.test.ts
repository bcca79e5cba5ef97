// Issues 13 and 26: no client or few clients hold the SMTP service. While abusive clients (their own
// addresses) run each behaviour the fault probes found, a normal client on 127.0.0.1 delivers
// every message, 5 MB ones included, with p99 under 1 s, /health answers with p99 under 100 ms,
// and a minute after the attack stops the
// daemon's RSS is back within 50 MB of where it was. The full run uses the shipped limits; the
// short one (inside npm test) shortens the idle and pace windows so each rule fires in seconds.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { startChild, tempDataDir, type DaemonProcess } from './lib/daemon-process.js';
import { idleFlood, noopHolders, together, trickleData, unknownRecipients, type Attack } from './lib/attackers.js';
import { normalClient } from './lib/normal.js';
import { bigText, sendMail } from './lib/mail.js';
import { figure, quantile } from './lib/figures.js';
import { FULL, scale } from './lib/scale.js';
import { sampleRss, settleRss } from './lib/watch.js';

const ATTACK_MS = scale(2_000, 75_000);
const LIMITS = FULL ? {} : { idleWithoutMailMs: 1_500, socketTimeoutMs: 1_500, dataPaceWindowMs: 1_000, evictIdleAfterMs: 300 };
const PACE_MS = scale(300, 20_000); // NOOP and trickled-line interval (the probe used 20 s)
const BIG = 5 * 1024 * 1024;

let daemon: DaemonProcess;
let inbox: { id: string; email_address: string };
const data = tempDataDir();

test.before(async () => {
  daemon = await startChild(data.dir, { limits: LIMITS });
  inbox = (await daemon.api('POST', '/v1/inboxes', { label: 'normal', lifecycle_mode: 'persistent' })).body.inbox;
  // Warm up: the daemon has parsed a 5 MB message before the baseline RSS is taken.
  await sendMail(daemon.smtpPort, { to: inbox.email_address, subject: 'warm-up', text: bigText(BIG) });
});
test.after(async () => {
  await daemon.stop();
  data.cleanup();
});

const noAttack = (): Attack => {
  const stats = { admitted: 0, refused: 0, closedByServer: 0, repeated: 0 };
  return { stats, ended: async () => {}, stop: async () => stats };
};

/**
 * [name, start, check, endsOnItsOwn]: when the daemon's rules end every attacking connection
 * (caps, idle and pace cut-offs), the attack is stopped only once they all have, so the check
 * sees each rule fire however slow the machine; the 550 guesser never ends and is stopped.
 */
const scenarios: Array<[name: string, start: () => Attack, check: (s: Attack['stats']) => void, endsOnItsOwn?: boolean]> = [
  // The baseline, in the same run: what the normal client's latency is with nobody attacking.
  ['no attack (baseline)', noAttack, () => {}],
  ['200 connections sending NOOP', () => noopHolders(daemon.smtpPort, 200, PACE_MS), (s) => {
    assert.ok(s.admitted <= 100, `per-address cap: ${s.admitted} admitted`);
    assert.ok(s.refused >= 100, `the rest refused: ${s.refused}`);
    assert.is(s.closedByServer, s.admitted, 'every admitted one closed for sending no mail');
  }, true],
  [`${scale(300, 2_000)} idle connections`, () => idleFlood(daemon.smtpPort, scale(300, 2_000)), (s) => {
    assert.ok(s.admitted <= 100, `per-address cap: ${s.admitted} admitted`);
    assert.is(s.closedByServer, s.admitted, 'every admitted one timed out');
  }, true],
  // The probe's lock: two addresses of 100 each fill the 200 and take every slot back at once.
  ['2 addresses × 100 connections sending NOOP, reconnecting', () => together(['127.0.0.2', '127.0.0.3'].map((from) => noopHolders(daemon.smtpPort, 100, PACE_MS, from, 200))), (s) => {
    assert.ok(s.admitted >= 200, `they filled the listener: ${s.admitted} admitted`);
    assert.ok(s.closedByServer > 0, 'the daemon closed some to make room');
  }],
  // Many addresses of one connection each: no address holds more than another.
  ['200 addresses × 1 connection sending NOOP, reconnecting', () => together(Array.from({ length: 200 }, (_, i) => noopHolders(daemon.smtpPort, 1, PACE_MS, `127.0.1.${i + 10}`, 200))), (s) => {
    assert.ok(s.admitted >= 200, `they filled the listener: ${s.admitted} admitted`);
    assert.ok(s.closedByServer > 0, 'the daemon closed some to make room');
  }],
  ['11 connections trickling a 24 MB DATA', () => trickleData(daemon.smtpPort, 11, inbox.email_address, PACE_MS), (s) => {
    assert.is(s.admitted, 11);
    assert.is(s.closedByServer, 11, 'every trickle cut off for its pace');
  }, true],
  ['unknown recipients as fast as answered', () => unknownRecipients(daemon.smtpPort, inbox.email_address.split('@')[1]!), (s) => {
    // After the first ten refusals each reply waits 250 ms longer: never faster than one per 250 ms.
    assert.ok(s.repeated <= 10 + ATTACK_MS / 250, `${s.repeated} refusals answered in ${ATTACK_MS} ms`);
    assert.ok(s.repeated >= 10, 'the attack ran');
  }],
];

/** How long a rule may take to end every attacking connection after the normal traffic (full run): its window, with room. */
const ENDS_WITHIN_MS = 90_000;

for (const [name, start, check, endsOnItsOwn] of scenarios) {
  test(`${name}: the normal client delivers everything, promptly; memory comes back`, async () => {
    // The short run only reports memory: waiting a minute for it is the full run's part.
    const before = FULL ? await settleRss(daemon, 5_000) : daemon.rssMb();
    const rss = sampleRss(daemon);
    const attack = start();
    const normal = await normalClient(daemon, inbox.email_address, name.split(' ')[0]!, { forMs: ATTACK_MS, health: true });
    // The short form waits for the daemon to end them (a hang is the runner's per-file timeout).
    if (endsOnItsOwn) await (FULL ? Promise.race([attack.ended(), new Promise((r) => setTimeout(r, ENDS_WITHIN_MS).unref())]) : attack.ended());
    const stats = await attack.stop();
    const peak = rss.stop();
    const after = FULL ? await settleRss(daemon, 60_000, before + 50) : daemon.rssMb();

    const p99 = quantile(normal.smtpMs, 0.99);
    figure(`smtp abuse, ${name}: normal messages delivered`, `${normal.delivered}/${normal.sent}`, undefined, 'all');
    figure(`smtp abuse, ${name}: normal delivery p99 / max`, `${p99.toFixed(0)} / ${Math.max(...normal.smtpMs).toFixed(0)}`, 'ms', 'p99 < 1000 ms');
    const healthP99 = quantile(normal.healthMs, 0.99);
    figure(`smtp abuse, ${name}: /health p99 / max (probes)`, `${healthP99.toFixed(1)} / ${Math.max(...normal.healthMs).toFixed(0)} (${normal.healthMs.length})`, 'ms', 'p99 < 100 ms');
    figure(`smtp abuse, ${name}: attacker admitted / refused / closed by the daemon / repeats`, `${stats.admitted} / ${stats.refused} / ${stats.closedByServer} / ${stats.repeated}`);
    figure(`smtp abuse, ${name}: RSS before / peak / after`, `${before.toFixed(0)} / ${peak.toFixed(0)} / ${after.toFixed(0)}`, 'MB', 'after within 50 MB of before');
    assert.is(normal.delivered, normal.sent, 'every normal message delivered');
    check(stats);
    if (FULL) {
      assert.ok(p99 < 1_000, `normal p99 ${p99.toFixed(0)} ms`);
      assert.ok(healthP99 < 100, `/health p99 ${healthP99.toFixed(1)} ms`);
      assert.ok(after - before < 50, `RSS ${before.toFixed(0)} → ${after.toFixed(0)} MB`);
    }
  });
}

test.run();
