// The loopback callback server of `inboxkit login`, over real HTTP: it listens on 127.0.0.1
// with a random port, checks the state, hands a good callback on exactly once, and answers
// the browser with a small HTML page.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { startCallbackServer, type CallbackParams } from '../src/cli/callback-server.js';

const STATE = 'state-abc_123';

async function withServer(fn: (url: string, calls: CallbackParams[]) => Promise<void>, outcome: () => Promise<{ ok: true } | { ok: false; message: string }> = async () => ({ ok: true })) {
  const calls: CallbackParams[] = [];
  const server = await startCallbackServer({
    state: STATE,
    allowOrigin: 'http://127.0.0.1:4780',
    onCallback: async (p) => {
      calls.push(p);
      return outcome();
    },
  });
  try {
    await fn(server.url, calls);
  } finally {
    await server.close();
  }
}

test('listens on 127.0.0.1 with a random port at /callback', async () => {
  const a = await startCallbackServer({ state: STATE, onCallback: async () => ({ ok: true }) });
  const b = await startCallbackServer({ state: STATE, onCallback: async () => ({ ok: true }) });
  try {
    assert.match(a.url, /^http:\/\/127\.0\.0\.1:\d+\/callback$/);
    assert.is.not(a.url, b.url);
  } finally {
    await a.close();
    await b.close();
  }
});

test('GET with the right state: the code is handed on and the browser gets a close-this-tab page', async () => {
  await withServer(async (url, calls) => {
    const res = await fetch(`${url}?code=XCODE&state=${encodeURIComponent(STATE)}&auth_request_id=ar_1`);
    assert.is(res.status, 200);
    assert.match(res.headers.get('content-type') ?? '', /^text\/html/);
    assert.is(res.headers.get('cache-control'), 'no-store');
    const html = await res.text();
    assert.match(html, /close this tab/i);
    assert.equal(calls, [{ code: 'XCODE', state: STATE, auth_request_id: 'ar_1' }]);
    // A repeat (reload) does not exchange again.
    const again = await fetch(`${url}?code=XCODE&state=${encodeURIComponent(STATE)}&auth_request_id=ar_1`);
    assert.is(again.status, 200);
    assert.match(await again.text(), /already signed in/i);
    assert.is(calls.length, 1);
  });
});

test('a wrong or missing state is refused with 400 and changes nothing', async () => {
  await withServer(async (url, calls) => {
    for (const query of ['?code=X&state=wrong&auth_request_id=ar', '?code=X&auth_request_id=ar', `?code=X&state=${STATE}x`]) {
      const res = await fetch(url + query);
      assert.is(res.status, 400, query);
      assert.match(await res.text(), /state mismatch/);
    }
    assert.is(calls.length, 0);
    // The right one still works afterwards.
    const res = await fetch(`${url}?code=X&state=${STATE}`);
    assert.is(res.status, 200);
    assert.equal(calls, [{ code: 'X', state: STATE, auth_request_id: null }]);
  });
});

test('POST with query parameters or a form body is accepted too', async () => {
  await withServer(async (url, calls) => {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ code: 'FORM', state: STATE, auth_request_id: 'ar_2' }).toString(),
    });
    assert.is(res.status, 200);
    assert.is(res.headers.get('access-control-allow-origin'), 'http://127.0.0.1:4780');
    assert.equal(calls, [{ code: 'FORM', state: STATE, auth_request_id: 'ar_2' }]);
  });
  await withServer(async (url, calls) => {
    const res = await fetch(`${url}?code=Q&state=${STATE}&auth_request_id=ar_3`, { method: 'POST' });
    assert.is(res.status, 200);
    assert.equal(calls, [{ code: 'Q', state: STATE, auth_request_id: 'ar_3' }]);
  });
});

test('a failed exchange answers 400 with the reason, and a later callback may still succeed', async () => {
  let n = 0;
  await withServer(async (url, calls) => {
    const first = await fetch(`${url}?code=BAD&state=${STATE}`);
    assert.is(first.status, 400);
    assert.match(await first.text(), /code was refused/);
    const second = await fetch(`${url}?code=GOOD&state=${STATE}`);
    assert.is(second.status, 200);
    assert.equal(calls.map((c) => c.code), ['BAD', 'GOOD']);
  }, async () => (++n === 1 ? { ok: false, message: 'the code was refused' } : { ok: true }));
});

test('other paths 404, other methods 405, the private-network preflight is answered', async () => {
  await withServer(async (url, calls) => {
    const origin = new URL(url).origin;
    assert.is((await fetch(`${origin}/`)).status, 404);
    assert.is((await fetch(`${origin}/callback/x?state=${STATE}&code=1`)).status, 404);
    assert.is((await fetch(url, { method: 'PUT' })).status, 405);
    const pre = await fetch(url, { method: 'OPTIONS' });
    assert.is(pre.status, 204);
    assert.is(pre.headers.get('access-control-allow-private-network'), 'true');
    assert.is(calls.length, 0);
  });
});

test('HTML in the failure reason is escaped', async () => {
  await withServer(async (url) => {
    const res = await fetch(`${url}?code=X&state=${STATE}`);
    const html = await res.text();
    assert.not.ok(html.includes('<script>'));
    assert.ok(html.includes('&lt;script&gt;'));
  }, async () => ({ ok: false, message: '<script>alert(1)</script>' }));
});

test.run();
