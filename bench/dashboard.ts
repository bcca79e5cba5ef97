/**
 * The web dashboard: what it ships and how soon it shows its first page on loopback.
 *
 *   npm run bench -- dashboard
 *
 * The built daemon runs as its own process on a data directory whose inbox holds 20 messages;
 * Debian's Chromium (headless, /usr/bin/chromium) opens pages with a session cookie.
 * - Size: the shipped script and stylesheet, raw and gzipped (level 9, as the daemon sends them).
 * - First render, per page, alternating pages each round, each load in a fresh browser context
 *   (cold cache: the HTML, the script and the stylesheet all fetched): navigation start to the
 *   app's `inboxkit:rendered` mark (its first page's data on screen: the inbox list, or the
 *   inbox's messages), and first contentful paint. Baseline of the same run: the sign-in page,
 *   plain server-rendered HTML with no script (its first contentful paint). Median and p90.
 * - The inlined first data (src/dashboard/initial-data.ts), A/B in the same rounds: the inbox
 *   page with its HTML passed through unchanged, and with the data element taken out (the app
 *   then asks the API, as before the inlining). Both go through the same request interception
 *   (Playwright's route), which adds its own time to each: compare the two with each other.
 * Prints `name: value` lines (ms, KB).
 */
import { gzipSync } from 'node:zlib';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { chromium, type Browser } from 'playwright-core';
import { buildPackages, prepareData, spawnDaemon } from './_daemon.js';
import { ROOT, interleave, median, note, percentile, report, tempDir } from './_lib.js';
import { CHROMIUM_ARGS } from '../packages/daemon/test/fixtures/browser.js';
import { findChromium } from '../scripts/chromium.mjs';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 25);

buildPackages();
const built = spawnSync(process.execPath, [join(ROOT, 'packages', 'daemon', 'scripts', 'build-dashboard.mjs')], { cwd: ROOT, encoding: 'utf8' });
if (built.status !== 0) throw new Error(`the dashboard build failed: ${built.stderr}`);

const webDir = join(ROOT, 'packages', 'daemon', 'dist', 'web');
const manifest = JSON.parse(readFileSync(join(webDir, 'manifest.json'), 'utf8')) as { script: string; style: string };
for (const [what, name] of [['script', manifest.script], ['style', manifest.style]] as const) {
  const body = readFileSync(join(webDir, name));
  report(`${what} raw KB`, body.length / 1024);
  report(`${what} gzip KB`, gzipSync(body, { level: 9 }).length / 1024);
}

const { dir, cleanup } = tempDir('ik-bench-dashboard-');
let inboxId = '';
const prepared = await prepareData(dir, {
  seed: async (service, address) => {
    const inbox = (await service.inboxes.list()).items.find((i) => i.email_address === address)!;
    inboxId = inbox.id;
    for (let i = 0; i < 20; i++) {
      const code = String(100000 + i * 7919).slice(0, 6);
      await service.ingest([
        'From: Acme <no-reply@acme.example>', `To: ${address}`, `Subject: Your Acme code is ${code}`,
        `Message-ID: <bench-${i}@acme.example>`, 'Content-Type: text/plain; charset=utf-8', '',
        `Your verification code is ${code}. Verify: https://app.example/verify?t=${i}`, '',
      ].join('\r\n'), { rcptTo: [address] });
    }
  },
});
const daemon = await spawnDaemon(dir);
const base = daemon.httpUrl;

const signin = await fetch(`${base}/dashboard/sign-in`, {
  method: 'POST', redirect: 'manual', headers: { origin: base, 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams({ api_key: prepared.apiKey }),
});
const token = /inboxkit_session=([^;]+)/.exec(signin.headers.get('set-cookie') ?? '')?.[1];
if (!token) throw new Error(`no session: ${signin.status}`);

const browser: Browser = await chromium.launch({ executablePath: await findChromium(), args: CHROMIUM_ARGS });

interface Load { fcp: number; rendered: number | null }

const INITIAL_DATA = /<script type="application\/json" id="initial-data">[^<]*<\/script>/;

/**
 * One cold load of `path` in a fresh context: first contentful paint, and the app's rendered
 * mark. `intercept`: the page's HTML through a route, kept as it is or without its inlined data.
 */
async function load(path: string, app: boolean, intercept?: 'keep' | 'strip'): Promise<Load> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addCookies([{ name: 'inboxkit_session', value: token!, url: base }]);
  if (intercept) {
    await context.route(`${base}${path}`, async (route) => {
      const response = await route.fetch();
      const html = await response.text();
      if (!INITIAL_DATA.test(html)) throw new Error('the page carries no initial data to take out');
      await route.fulfill({ response, body: intercept === 'strip' ? html.replace(INITIAL_DATA, '') : html });
    });
  }
  const page = await context.newPage();
  try {
    await page.goto(`${base}${path}`);
    if (app) await page.waitForSelector('body[data-rendered="true"]');
    await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
    return await page.evaluate(() => ({
      fcp: performance.getEntriesByName('first-contentful-paint')[0]!.startTime,
      rendered: performance.getEntriesByName('inboxkit:rendered')[0]?.startTime ?? null,
    }));
  } finally {
    await context.close();
  }
}

try {
  const runs = await interleave({
    signinPage: () => load('/dashboard/sign-in', false),
    inboxes: () => load('/dashboard', true),
    inbox: () => load(`/dashboard/inboxes/${inboxId}`, true),
    inboxRoutedInlined: () => load(`/dashboard/inboxes/${inboxId}`, true, 'keep'),
    inboxRoutedFetched: () => load(`/dashboard/inboxes/${inboxId}`, true, 'strip'),
  }, { rounds: ROUNDS, warmup: 3 });
  const line = (name: string, values: number[]) => {
    report(`${name} median ms`, median(values));
    report(`${name} p90 ms`, percentile(values, 90));
  };
  line('baseline sign-in page (no script) fcp', runs.signinPage.map((r) => r.fcp));
  line('inboxes page fcp', runs.inboxes.map((r) => r.fcp));
  line('inboxes page rendered', runs.inboxes.map((r) => r.rendered!));
  line('inbox page (20 messages, codes) fcp', runs.inbox.map((r) => r.fcp));
  line('inbox page (20 messages, codes) rendered', runs.inbox.map((r) => r.rendered!));
  line('inbox page, routed, data inlined rendered', runs.inboxRoutedInlined.map((r) => r.rendered!));
  line('inbox page, routed, data element removed (API round trip) rendered', runs.inboxRoutedFetched.map((r) => r.rendered!));
  note(`${ROUNDS} rounds after 3 warm-up rounds; each load a fresh context (cold cache); Chromium ${browser.version()}`);
} finally {
  await browser.close();
  await daemon.stop();
  cleanup();
}
