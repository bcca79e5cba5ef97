/**
 * The spamd client (checks/spam.ts) against a real SpamAssassin spamd, in the full set only
 * (scripts/run-tests.mjs FULL_ONLY): the GTUBE mail is spam with the GTUBE rule, a plain note
 * is not. The test starts its own spamd on a free loopback port (local tests only: no DNS, no
 * Bayes, no user config) and stops it after; INBOXKIT_TEST_SPAMD=HOST:PORT names a running one
 * instead. Without spamd the test fails, saying what to install (.ci/run installs it).
 * checks-spam.test.ts covers the client's parsing and errors against a fake, in the quick set.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { spawn, type ChildProcess } from 'node:child_process';
import { accessSync, constants, mkdtempSync, rmSync } from 'node:fs';
import { connect, createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { createSpamdClient, parseSpamdAddress, type SpamdAddress } from '../src/checks/spam.js';
import { until } from '../../../test-support/wait.js';

const GTUBE_MAIL = Buffer.from([
  'From: Sender <sender@example.com>',
  'To: user@example.com',
  'Subject: Test spam mail (GTUBE)',
  'Message-ID: <gtube-1@example.com>',
  'Date: Mon, 24 Nov 2025 10:00:00 +0000',
  '',
  'This is the GTUBE, the Generic Test for Unsolicited Bulk Email.',
  '',
  'XJS*C4JDBQADN1.NSBN3*2IDNEN*GTUBE-STANDARD-ANTI-UBE-TEST-EMAIL*C.34X',
  '',
].join('\r\n'));

const HAM_MAIL = Buffer.from([
  'From: Alice Example <alice@example.com>',
  'To: bob@example.org',
  'Subject: Lunch on Thursday',
  'Message-ID: <lunch-1@example.com>',
  'Date: Mon, 24 Nov 2025 10:00:00 +0000',
  'MIME-Version: 1.0',
  'Content-Type: text/plain; charset=utf-8',
  '',
  'Hi Bob,',
  '',
  'Are we still on for lunch on Thursday at noon? The usual place is fine by me.',
  '',
  'Alice',
  '',
].join('\r\n'));

const NOT_INSTALLED = 'spamd (SpamAssassin\'s daemon) is not installed, and this test needs a real one. Install it from Debian: '
  + '`apt-get install spamassassin spamd` (the `spamassassin` package; on Debian 12 and later spamd itself is in `spamd`); '
  + '.ci/run installs them. Or set INBOXKIT_TEST_SPAMD=HOST:PORT to a running spamd.';

/** spamd on PATH, or where Debian puts it (/usr/sbin is not on a user's PATH). */
function findSpamd(): string | null {
  const dirs = [...(process.env.PATH ?? '').split(delimiter).filter(Boolean), '/usr/sbin', '/usr/local/sbin'];
  for (const dir of dirs) {
    const file = join(dir, 'spamd');
    try {
      accessSync(file, constants.X_OK);
      return file;
    } catch { /* not here */ }
  }
  return null;
}

/** A loopback port free a moment ago (bound by the kernel's choice, then released for spamd). */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** Whether spamd at the address answers `PING SPAMC/1.5` with PONG (listening and a child ready). */
function pong({ host, port }: SpamdAddress): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host, port });
    let answer = '';
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(2_000, () => done(false));
    socket.on('connect', () => socket.end('PING SPAMC/1.5\r\n\r\n'));
    socket.on('data', (d: Buffer) => {
      answer += d.toString('latin1');
      if (answer.includes('\n')) done(/^SPAMD\/[\d.]+ 0 PONG/.test(answer));
    });
    socket.on('error', () => done(false));
    socket.on('close', () => done(/^SPAMD\/[\d.]+ 0 PONG/.test(answer)));
  });
}

interface Spamd {
  address: SpamdAddress;
  /** True when this test started it (and so knows its configuration). */
  own: boolean;
  stop(): Promise<void>;
}

async function startSpamd(): Promise<Spamd> {
  if (process.env.INBOXKIT_TEST_SPAMD) {
    const address = parseSpamdAddress(process.env.INBOXKIT_TEST_SPAMD);
    if (!(await pong(address))) throw new Error(`INBOXKIT_TEST_SPAMD=${process.env.INBOXKIT_TEST_SPAMD}: no spamd answers PING there`);
    return { address, own: false, stop: async () => {} };
  }
  const bin = findSpamd();
  if (!bin) throw new Error(NOT_INSTALLED);
  const dir = mkdtempSync(join(tmpdir(), 'inboxkit-spamd-'));
  const port = await freePort();
  const args = [
    `--listen=127.0.0.1:${port}`, `--pidfile=${join(dir, 'spamd.pid')}`, '--syslog=stderr',
    '-x', // no user_prefs
    '-L', // local tests only: no DNS or other network tests
    '--max-children=1', '--min-children=1', '--timeout-child=60',
    // The same score on every machine: no Bayes database to learn into or read, the stock threshold.
    '--cf=use_bayes 0', '--cf=bayes_auto_learn 0', '--cf=required_score 5.0',
  ];
  // Its own process group (detached), so the children it forks are stopped with it; HOME in the
  // scratch directory, so nothing is written to the user's.
  const child: ChildProcess = spawn(bin, args, { env: { ...process.env, HOME: dir }, stdio: ['ignore', 'ignore', 'pipe'], detached: true });
  let log = '';
  child.stderr!.on('data', (d: Buffer) => { log = (log + d.toString()).slice(-8_000); });
  let exited: string | null = null;
  const gone = new Promise<void>((resolve) => child.on('exit', (code, signal) => { exited = `exited (${signal ?? code})`; resolve(); }));
  child.on('error', (error) => { exited = `could not start: ${error.message}`; });
  const killGroup = (signal: NodeJS.Signals) => {
    try { process.kill(-child.pid!, signal); } catch { /* already gone */ }
  };
  const onExit = () => killGroup('SIGKILL'); // a crash of this test leaves no spamd behind
  process.once('exit', onExit);
  const address = { host: '127.0.0.1', port };
  const stop = async () => {
    if (!exited) {
      killGroup('SIGTERM');
      const late = setTimeout(() => killGroup('SIGKILL'), 15_000);
      await gone;
      clearTimeout(late);
    }
    process.off('exit', onExit);
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    // Loading the rules takes a few seconds (more on a first run or a slow machine).
    await until(async () => {
      if (exited) throw new Error(`spamd ${exited} before it answered on ${port}: ${bin} ${args.join(' ')}\n${log}`);
      return pong(address);
    }, { what: () => `spamd answering PING on 127.0.0.1:${port}\n${log}`, timeoutMs: 90_000, intervalMs: 100 });
  } catch (error) {
    await stop();
    throw error;
  }
  return { address, own: true, stop };
}

let spamd: Spamd | null = null;
let failed: unknown = null;
test.before(async () => {
  try {
    spamd = await startSpamd();
  } catch (error) {
    failed = error;
  }
});
test.after(async () => {
  await spamd?.stop();
});
/** The spamd of this run; throws why there is none (in each test, so the reason is in each failure). */
function need(): Spamd {
  if (!spamd) throw failed instanceof Error ? failed : new Error(String(failed));
  return spamd;
}

test('the GTUBE mail: spam, score at least 1000, the GTUBE rule with its score and description', async () => {
  const { address, own } = need();
  const report = await createSpamdClient(address).check(GTUBE_MAIL);
  assert.ok(report.score >= 1000, `score ${report.score}`);
  assert.is(report.is_spam, true);
  if (own) assert.is(report.threshold, 5);
  const gtube = report.rules.find((r) => r.name === 'GTUBE');
  assert.ok(gtube, `rules: ${JSON.stringify(report.rules)}`);
  assert.is(gtube.score, 1000);
  assert.match(gtube.description, 'Generic Test for Unsolicited Bulk Email');
});

test('a plain note: not spam, under the threshold', async () => {
  const { address, own } = need();
  const report = await createSpamdClient(address).check(HAM_MAIL);
  assert.is(report.is_spam, false, JSON.stringify(report));
  assert.ok(report.score < report.threshold, JSON.stringify(report));
  if (own) assert.ok(Math.abs(report.score) < 1, `local tests give a plain note about nothing: ${JSON.stringify(report)}`);
});

test('the report\'s table read whole: each rule named, scored and described, the scores adding up to the total', async () => {
  const { address } = need();
  const spam = createSpamdClient(address);
  for (const raw of [GTUBE_MAIL, HAM_MAIL]) {
    const report = await spam.check(raw);
    assert.ok(report.rules.length > 0, JSON.stringify(report));
    for (const rule of report.rules) {
      assert.match(rule.name, /^[A-Z0-9_]+$/);
      assert.ok(Number.isFinite(rule.score), JSON.stringify(rule));
      assert.ok(rule.description.length > 0 && !/\s{2}|^\[|\n/.test(rule.description), JSON.stringify(rule));
    }
    // The table shows each score to 0.1 (whole from 10 on); the total is spamd's own, to 0.1.
    const sum = report.rules.reduce((a, r) => a + r.score, 0);
    assert.ok(Math.abs(sum - report.score) <= 0.05 * (report.rules.length + 1), `rules add to ${sum}, total ${report.score}`);
  }
});

test('checks side by side: one connection each, all answered', async () => {
  const { address } = need();
  const spam = createSpamdClient(address);
  const reports = await Promise.all([GTUBE_MAIL, HAM_MAIL, GTUBE_MAIL].map((raw) => spam.check(raw)));
  assert.equal(reports.map((r) => r.is_spam), [true, false, true]);
});

test('once spamd is stopped, a check rejects naming its address', async () => {
  const s = need();
  if (!s.own) return; // a spamd this test did not start is not stopped
  await s.stop();
  spamd = null;
  failed = new Error('spamd was stopped by the previous test');
  const message = await createSpamdClient(s.address).check(GTUBE_MAIL).then(() => 'resolved', (e: Error) => e.message);
  assert.match(message, `spamd at 127.0.0.1:${s.address.port} refused the connection`);
});

test.run();
