// `inboxkit dashboard`: a one-time sign-in link printed for the running daemon, which trades it
// once for a session; the browser is opened only where there is a display, and never fails.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { browserOpener, openInBrowser } from '../src/cli-dashboard.js';
import { lockDataDir } from '../src/lock.js';
import { startTestDaemon } from './fixtures/daemon.js';
import { runCli, tempDir } from '../../../test-support/daemon.js';
import { until } from '../../../test-support/wait.js';

const t = await startTestDaemon();
const base = t.daemon.http.url;
test.after(() => t.stop());

const trade = (url: string) => {
  const link = new URL(url);
  const token = new URLSearchParams(link.hash.slice(1)).get('token');
  return fetch(`${base}/dashboard/session`, {
    method: 'POST', headers: { origin: base, 'content-type': 'application/json' }, body: JSON.stringify({ one_time_token: token }),
  });
};

test('prints a one-time link to the running daemon (from its lock file), which opens a session once', async () => {
  const lock = lockDataDir(t.dir);
  lock.update({ smtp: `127.0.0.1:${t.daemon.smtp.port}`, http: base, base_url: base });
  try {
    const run = await runCli(['dashboard', '--data-dir', t.dir], { DISPLAY: '', WAYLAND_DISPLAY: '' });
    assert.is(run.code, 0, run.stderr);
    const url = run.stdout.trim();
    assert.match(url, new RegExp(`^${base.replace(/[.]/g, '\\.')}/dashboard/sign-in/once#token=[A-Za-z0-9_-]{43}$`));
    assert.match(run.stderr, /one-time sign-in link to the dashboard of account default: works once, until \d{4}-/);
    assert.match(run.stderr, /no browser found on this machine/);
    const first = await trade(url);
    assert.is(first.status, 204);
    assert.match(first.headers.get('set-cookie')!, /^inboxkit_session=/);
    assert.is((await trade(url)).status, 401, 'the link works once');
  } finally {
    lock.release();
  }
});

test('--public-url names the base; without a daemon it says so; an unknown account fails', async () => {
  const run = await runCli(['dashboard', '--data-dir', t.dir, '--public-url', 'https://ik.example', '--no-open']);
  assert.is(run.code, 0, run.stderr);
  assert.match(run.stdout, /^https:\/\/ik\.example\/dashboard\/sign-in\/once#token=/);
  assert.match(run.stderr, /no daemon runs on .*; start "inboxkit serve" before the link expires/);
  assert.not.match(run.stderr, /browser/, '--no-open: no word of a browser');
  const none = await runCli(['dashboard', '--data-dir', t.dir, '--account', 'nobody', '--no-open']);
  assert.is(none.code, 1);
  assert.match(none.stderr, /no account named nobody/);
  const help = await runCli(['dashboard', '--help']);
  assert.is(help.code, 0);
  assert.match(help.stdout, /Usage: inboxkit dashboard/);
});

test('the opener: xdg-open only with a display, open on macOS; a missing command is reported, never thrown', async () => {
  assert.is(browserOpener({}, 'linux'), null);
  assert.is(browserOpener({ DISPLAY: ':0' }, 'linux')?.command, 'xdg-open');
  assert.is(browserOpener({ WAYLAND_DISPLAY: 'wayland-0' }, 'freebsd')?.command, 'xdg-open');
  assert.is(browserOpener({}, 'darwin')?.command, 'open');
  assert.is(browserOpener({}, 'win32')?.command, 'cmd');
  assert.is(await openInBrowser({ command: '/nonexistent/xdg-open', args: (u) => [u] }, 'http://x.test/'), false);

  // A stand-in browser: records the URL it was handed.
  const { dir, cleanup } = tempDir();
  try {
    const out = join(dir, 'opened.txt');
    const fake = { command: process.execPath, args: (u: string) => ['-e', 'require("fs").writeFileSync(process.argv[1], process.argv[2])', out, u] };
    assert.ok(await openInBrowser(fake, 'http://127.0.0.1:4780/dashboard/sign-in/once#token=abc'));
    await until(() => existsSync(out) && readFileSync(out, 'utf8').length > 0, { timeoutMs: 10_000, what: 'the stand-in browser got the URL' });
    assert.is(readFileSync(out, 'utf8'), 'http://127.0.0.1:4780/dashboard/sign-in/once#token=abc');
  } finally {
    cleanup();
  }
});

test.run();
