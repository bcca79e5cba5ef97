import { test } from 'uvu';
import * as assert from 'uvu/assert';
import http from 'node:http';
import { isIP, type AddressInfo } from 'node:net';
import { createLinkChecker, LINK_CHECK_DEFAULTS, LINK_CHECK_USER_AGENT, type LinkCheckerOptions } from '../src/checks/links.js';
import type { Resolver } from '../src/webhooks/delivery.js';
import { isForbiddenAddress } from '../src/webhooks/targets.js';

// Real HTTP servers on 127.0.0.1. 127.0.0.1 is itself a loopback address, so the cases that
// must reach a server run with allowPrivate: true; the refusals run with the default (false).

const cleanups: Array<() => unknown> = [];
test.after.each(async () => {
  for (const fn of cleanups.splice(0).reverse()) await fn();
});

interface Seen { method: string; path: string; headers: http.IncomingHttpHeaders }
type Route = (req: http.IncomingMessage, res: http.ServerResponse) => void;

/** A server that records every request and how many are unanswered at once; `when` waits on arrivals (no timers). */
async function server(route: Route) {
  const seen: Seen[] = [];
  let pending = 0;
  let maxPending = 0;
  const waiters: Array<{ ready: () => boolean; resolve: () => void }> = [];
  const s = http.createServer((req, res) => {
    seen.push({ method: req.method ?? '', path: req.url ?? '', headers: req.headers });
    pending++;
    maxPending = Math.max(maxPending, pending);
    let open = true;
    const done = () => { if (open) { open = false; pending--; } };
    const end = res.end.bind(res) as (...args: unknown[]) => http.ServerResponse;
    (res as unknown as { end: (...args: unknown[]) => http.ServerResponse }).end = (...args) => { done(); return end(...args); };
    res.on('close', done);
    route(req, res);
    for (const w of waiters.splice(0)) {
      if (w.ready()) w.resolve();
      else waiters.push(w);
    }
  });
  await new Promise<void>((resolve) => s.listen(0, '127.0.0.1', resolve));
  const port = (s.address() as AddressInfo).port;
  const srv = {
    port,
    seen,
    paths: () => seen.map((r) => r.path),
    pending: () => pending,
    maxPending: () => maxPending,
    /** Resolves once `ready()` holds, checked now and after each request. */
    when: (ready: () => boolean) => new Promise<void>((resolve) => {
      if (ready()) resolve();
      else waiters.push({ ready, resolve });
    }),
    close: () => new Promise<void>((resolve) => { s.closeAllConnections(); s.close(() => resolve()); }),
  };
  cleanups.push(srv.close);
  return srv;
}

function reply(res: http.ServerResponse, status: number, headers: Record<string, string> = {}) {
  res.writeHead(status, headers);
  res.end();
}

/** A resolver that maps test names to fixed addresses and records what it was asked. */
function resolver(map: Record<string, string | string[]>) {
  const asked: string[] = [];
  const resolve: Resolver = async (hostname) => {
    asked.push(hostname);
    const a = map[hostname];
    if (a === undefined) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
    return [a].flat().map((address) => ({ address, family: isIP(address) === 6 ? 6 as const : 4 as const }));
  };
  return { resolve, asked };
}

function checker(options: LinkCheckerOptions) {
  return createLinkChecker(options);
}

test('defaults come from one object', () => {
  assert.is(LINK_CHECK_DEFAULTS.concurrency, 4);
  assert.is(LINK_CHECK_DEFAULTS.totalConcurrency, 16);
  assert.is(LINK_CHECK_DEFAULTS.timeoutMs, 5_000);
  assert.is(LINK_CHECK_DEFAULTS.maxRedirects, 5);
  assert.is(LINK_CHECK_DEFAULTS.cacheTtlMs, 600_000);
  assert.is(LINK_CHECK_DEFAULTS.cacheSize, 5_000);
  assert.is(LINK_CHECK_DEFAULTS.allowPrivate, false);
  assert.ok(LINK_CHECK_DEFAULTS.failureCacheTtlMs < LINK_CHECK_DEFAULTS.cacheTtlMs);
  assert.throws(() => createLinkChecker({ concurrency: 0 }), /concurrency/);
});

test('200 is ok; 404 and 500 are not, with their status and no error; HEAD with the User-Agent', async () => {
  const srv = await server((req, res) => reply(res, req.url === '/ok' ? 200 : req.url === '/missing' ? 404 : 500));
  const base = `http://127.0.0.1:${srv.port}`;
  const results = await checker({ allowPrivate: true }).check([`${base}/ok`, `${base}/missing`, `${base}/broken`]);
  assert.equal(results, [
    { url: `${base}/ok`, status: 200, ok: true, error: null },
    { url: `${base}/missing`, status: 404, ok: false, error: null },
    { url: `${base}/broken`, status: 500, ok: false, error: null },
  ]);
  assert.equal(srv.seen.map((r) => r.method), ['HEAD', 'HEAD', 'HEAD']);
  assert.ok(srv.seen.every((r) => r.headers['user-agent'] === LINK_CHECK_USER_AGENT));
  assert.is(LINK_CHECK_USER_AGENT, 'inboxkit-link-check/1');
});

test('a redirect chain (301 relative, 302 to another host name, 307, 308) is followed to its final 200', async () => {
  const { resolve, asked } = resolver({ 'site.test': '127.0.0.1' });
  const srv = await server((req, res) => {
    const to: Record<string, [number, string]> = {
      '/r1': [301, '/r2'],
      '/r2': [302, `http://site.test:${srv.port}/r3`],
      '/r3': [307, '/r4'],
      '/r4': [308, '/final'],
    };
    const hop = to[req.url ?? ''];
    if (hop) reply(res, hop[0], { Location: hop[1] });
    else reply(res, req.url === '/final' ? 200 : 404);
  });
  const url = `http://127.0.0.1:${srv.port}/r1`;
  assert.equal(await checker({ allowPrivate: true, resolve, maxRedirects: 4 }).check([url]), [{ url, status: 200, ok: true, error: null }]);
  assert.equal(srv.paths(), ['/r1', '/r2', '/r3', '/r4', '/final']);
  assert.equal(asked, ['site.test', 'site.test', 'site.test'], 'each hop to the name resolved it again');
});

test('a redirect loop stops after maxRedirects: too many redirects, the last 3xx as status', async () => {
  const srv = await server((_req, res) => reply(res, 302, { Location: '/loop' }));
  const url = `http://127.0.0.1:${srv.port}/loop`;
  assert.equal(await checker({ allowPrivate: true, maxRedirects: 3 }).check([url]), [{ url, status: 302, ok: false, error: 'too many redirects' }]);
  assert.is(srv.seen.length, 4, 'the first request and 3 redirects');
});

test('refused without a request: loopback literals, localhost, names resolving to loopback or private addresses', async () => {
  const srv = await server((_req, res) => reply(res, 200));
  const p = srv.port;
  const { resolve, asked } = resolver({
    'public.test': '127.0.0.1',
    'intranet.test': '10.0.0.1',
    'mixed.test': ['93.184.216.34', '127.0.0.1'],
  });
  const urls = [
    `http://127.0.0.1:${p}/a`, `http://localhost:${p}/b`, `http://[::1]:${p}/c`, `http://[::ffff:127.0.0.1]:${p}/d`,
    `http://0x7f.1:${p}/e`, `http://public.test:${p}/f`, `http://intranet.test:${p}/g`, `https://mixed.test:${p}/h`,
  ];
  const results = await checker({ resolve }).check(urls);
  assert.equal(results.map((r) => r.url), urls);
  for (const r of results) {
    assert.is(r.ok, false, r.url);
    assert.is(r.status, null, r.url);
    assert.match(r.error ?? '', /^blocked: /, r.url);
    assert.ok(r.error!.includes('(start the daemon with --link-check-allow-private'), r.error!);
  }
  assert.match(results[5]!.error!, /public\.test resolved to 127\.0\.0\.1/);
  assert.match(results[6]!.error!, /intranet\.test resolved to 10\.0\.0\.1/);
  assert.match(results[7]!.error!, /mixed\.test resolved to 127\.0\.0\.1/);
  assert.is(srv.seen.length, 0, 'no request reached the server');
  assert.equal(asked.sort(), ['intranet.test', 'mixed.test', 'public.test'], 'literals and localhost refused before DNS');
  // The same name with private addresses allowed reaches the server: the refusal was the rule.
  const allowed = await checker({ resolve, allowPrivate: true }).check([`http://public.test:${p}/f`]);
  assert.equal(allowed.map((r) => r.status), [200]);
  assert.equal(srv.paths(), ['/f']);
});

test('every redirect hop is checked again: a redirect to a refused literal or name makes no request', async () => {
  // 127.0.0.1 plays the public internet here (the only way to reach a real server): every other
  // address the SSRF rule forbids is refused through isBlockedAddress, on each hop.
  const { resolve, asked } = resolver({ 'site.test': '127.0.0.1', 'inside.test': ['127.0.0.1', '10.0.0.2'] });
  const srv = await server((req, res) => {
    const to: Record<string, string> = {
      '/to-literal': `http://10.0.0.1:${srv.port}/secret`,
      '/to-name': `http://inside.test:${srv.port}/secret`,
      '/to-public': `http://site.test:${srv.port}/ok`,
      '/to-mailto': 'mailto:someone@example.com',
    };
    const location = to[req.url ?? ''];
    if (location) reply(res, 302, { Location: location });
    else reply(res, req.url === '/ok' ? 200 : 404);
  });
  const base = `http://127.0.0.1:${srv.port}`;
  const results = await checker({
    allowPrivate: true, resolve, isBlockedAddress: (a) => a !== '127.0.0.1' && isForbiddenAddress(a),
  }).check([`${base}/to-literal`, `${base}/to-name`, `${base}/to-public`, `${base}/to-mailto`]);
  assert.equal(results.map((r) => [r.status, r.ok]), [[null, false], [null, false], [200, true], [302, false]]);
  assert.is(results[0]!.error, `blocked: redirect to http://10.0.0.1:${srv.port}/secret: 10.0.0.1 is a blocked address`);
  assert.match(results[1]!.error!, /^blocked: redirect to http:\/\/inside\.test:\d+\/secret: inside\.test resolved to 10\.0\.0\.2/);
  assert.match(results[3]!.error!, /mailto:/);
  assert.not.ok(srv.paths().includes('/secret'), 'no request reached the refused target');
  assert.ok(asked.includes('inside.test'));
});

test('HEAD refused (405, 501, Allow without HEAD): GET, status line and headers only, the body is not read', async () => {
  const bodyClosed: Promise<void>[] = [];
  const srv = await server((req, res) => {
    const refuse = { '/get-only': 405, '/not-impl': 501, '/allow': 403 }[req.url ?? ''];
    if (req.method === 'HEAD' && refuse) return reply(res, refuse, refuse === 403 ? { Allow: 'GET, POST' } : {});
    if (req.method === 'HEAD') return reply(res, req.url === '/head-404' ? 404 : 200);
    // GET: headers and a first chunk of a body that never ends.
    res.writeHead(req.url === '/not-impl' ? 203 : 200, { 'Content-Type': 'text/html' });
    res.write('<html>'.repeat(1000));
    bodyClosed.push(new Promise((resolve) => res.on('close', () => resolve())));
  });
  const base = `http://127.0.0.1:${srv.port}`;
  const results = await checker({ allowPrivate: true, timeoutMs: 30_000 }).check([`${base}/get-only`, `${base}/not-impl`, `${base}/allow`, `${base}/head-404`]);
  assert.equal(results.map((r) => [r.status, r.ok, r.error]), [[200, true, null], [203, true, null], [200, true, null], [404, false, null]]);
  const methods = (path: string) => srv.seen.filter((r) => r.path === path).map((r) => r.method);
  assert.equal(methods('/get-only'), ['HEAD', 'GET']);
  assert.equal(methods('/not-impl'), ['HEAD', 'GET']);
  assert.equal(methods('/allow'), ['HEAD', 'GET']);
  assert.equal(methods('/head-404'), ['HEAD'], 'a 404 to HEAD is an answer, not a refusal of the method');
  await Promise.all(bodyClosed); // the checker hung up on each endless body
  assert.is(bodyClosed.length, 3);
});

test('a server that never answers: timeout after timeoutMs, no status', async () => {
  const srv = await server(() => { /* never answers */ });
  const url = `http://127.0.0.1:${srv.port}/slow`;
  assert.equal(await checker({ allowPrivate: true, timeoutMs: 150 }).check([url]), [{ url, status: null, ok: false, error: 'timeout after 150 ms' }]);
  assert.equal(srv.paths(), ['/slow'], 'the request was made');
});

test('connection refused, and a name that does not resolve', async () => {
  const srv = await server(() => {});
  const port = srv.port;
  await srv.close();
  const { resolve } = resolver({});
  const urls = [`http://127.0.0.1:${port}/`, 'https://nowhere.test/'];
  assert.equal(await checker({ allowPrivate: true, resolve }).check(urls), [
    { url: urls[0]!, status: null, ok: false, error: 'connection refused' },
    { url: urls[1]!, status: null, ok: false, error: 'host not found' },
  ]);
});

test('the cache: a second check makes no request; failures expire sooner than successes', async () => {
  let now = 1_000_000;
  const srv = await server((req, res) => reply(res, req.url === '/ok' ? 200 : 404));
  const urls = [`http://127.0.0.1:${srv.port}/ok`, `http://127.0.0.1:${srv.port}/missing`];
  const links = checker({ allowPrivate: true, clock: () => now, cacheTtlMs: 600_000, failureCacheTtlMs: 30_000 });
  const first = await links.check(urls);
  assert.equal(first.map((r) => r.status), [200, 404]);
  assert.is(srv.seen.length, 2);
  assert.equal(await links.check([...urls].reverse()), [first[1], first[0]], 'same results, from the cache');
  assert.equal(await links.check([`${urls[0]}#section`]), [{ ...first[0]!, url: `${urls[0]}#section` }], 'the fragment is not part of the key');
  assert.is(srv.seen.length, 2, 'no request');
  now += 30_001;
  await links.check(urls);
  assert.equal(srv.paths(), ['/ok', '/missing', '/missing'], 'the failure expired, the success did not');
  now += 600_000;
  await links.check(urls);
  assert.equal(srv.paths().slice(3).sort(), ['/missing', '/ok']);
});

/** Holds requests until released; after release, answers at once. */
async function holdingServer() {
  const held: Array<() => void> = [];
  let holding = true;
  const srv = await server((_req, res) => {
    if (holding) held.push(() => reply(res, 200));
    else reply(res, 200);
  });
  return { srv, release: () => { holding = false; held.splice(0).forEach((r) => r()); } };
}

test('two checks asking for one URL at once share its request', async () => {
  const { srv, release } = await holdingServer();
  const url = `http://127.0.0.1:${srv.port}/shared`;
  const links = checker({ allowPrivate: true });
  const a = links.check([url]);
  const b = links.check([url]);
  await srv.when(() => srv.seen.length === 1);
  release();
  assert.equal(await a, await b);
  assert.equal((await a).map((r) => r.status), [200]);
  assert.is(srv.seen.length, 1);
});

test('concurrency: one check has at most `concurrency` URLs in flight', async () => {
  const { srv, release } = await holdingServer();
  const { resolve, asked } = resolver({ 'site.test': '127.0.0.1' });
  const urls = Array.from({ length: 10 }, (_, i) => `http://site.test:${srv.port}/p${i}`);
  const done = checker({ allowPrivate: true, resolve, concurrency: 3 }).check(urls);
  await srv.when(() => srv.pending() === 3);
  // Each request resolves its host just before it connects: none beyond the third was started.
  assert.is(asked.length, 3);
  release();
  const results = await done;
  assert.equal(results.map((r) => r.url), urls);
  assert.ok(results.every((r) => r.status === 200));
  assert.is(srv.seen.length, 10);
  assert.is(srv.maxPending(), 3);
});

test('concurrency: totalConcurrency holds across concurrent checks', async () => {
  const { srv, release } = await holdingServer();
  const { resolve, asked } = resolver({ 'site.test': '127.0.0.1' });
  const links = checker({ allowPrivate: true, resolve, concurrency: 3, totalConcurrency: 4 });
  const a = links.check(Array.from({ length: 5 }, (_, i) => `http://site.test:${srv.port}/a${i}`));
  const b = links.check(Array.from({ length: 5 }, (_, i) => `http://site.test:${srv.port}/b${i}`));
  await srv.when(() => srv.pending() === 4);
  assert.is(asked.length, 4, 'no fifth request was started');
  release();
  const results = [...await a, ...await b];
  assert.is(results.length, 10);
  assert.ok(results.every((r) => r.ok));
  assert.is(srv.seen.length, 10);
  assert.is(srv.maxPending(), 4);
});

test('mailto:, tel:, cid:, data: and relative references are skipped; duplicates once, in input order, as given', async () => {
  const srv = await server((req, res) => reply(res, req.url === '/b' ? 404 : 200));
  const a = `http://127.0.0.1:${srv.port}/a`;
  const b = `HTTP://127.0.0.1:${srv.port}/b`;
  const results = await checker({ allowPrivate: true }).check([
    'mailto:someone@example.com', b, 'tel:+15550100', a, b, 'cid:logo@example', 'data:image/png;base64,iVBORw0KGgo=',
    '/relative/path', 'javascript:void(0)', 'http://exa mple.com/', a,
  ]);
  assert.equal(results, [
    { url: b, status: 404, ok: false, error: null },
    { url: a, status: 200, ok: true, error: null },
    { url: 'http://exa mple.com/', status: null, ok: false, error: 'invalid URL' },
  ]);
  assert.equal(srv.paths(), ['/b', '/a']);
});

test('no cookies and no credentials are sent, not even after a redirect that sets a cookie', async () => {
  const srv = await server((req, res) => {
    if (req.url === '/login') reply(res, 302, { Location: '/home', 'Set-Cookie': 'sid=secret; Path=/' });
    else reply(res, 200);
  });
  const url = `http://user:password@127.0.0.1:${srv.port}/login`;
  assert.equal(await checker({ allowPrivate: true }).check([url]), [{ url, status: 200, ok: true, error: null }]);
  assert.equal(srv.paths(), ['/login', '/home']);
  for (const r of srv.seen) {
    assert.is(r.headers.cookie, undefined);
    assert.is(r.headers.authorization, undefined);
  }
});

test.run();
