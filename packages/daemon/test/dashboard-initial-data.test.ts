// The first page's data in the app's HTML (src/dashboard/initial-data.ts), over plain HTTP: the
// inbox list and an inbox's first page of messages exactly as the API answers them, a hostile
// subject that cannot end the script element, and the API's authorisation: a scope the session
// lacks, or an inbox it cannot see, leaves the entry out. The browser's side (rendered with no
// request): dashboard-mail-browser.test.ts.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { startTestDaemon } from './fixtures/daemon.js';

const t = await startTestDaemon();
const base = t.daemon.http.url;
test.after(() => t.stop());

async function cookieFor(key: string): Promise<string> {
  const res = await fetch(`${base}/dashboard/sign-in`, {
    method: 'POST', redirect: 'manual', headers: { origin: base, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ api_key: key }),
  });
  assert.is(res.status, 303);
  return /^(inboxkit_session=[^;]+)/.exec(res.headers.get('set-cookie') ?? '')![1]!;
}

const SCRIPT = /<script type="application\/json" id="initial-data">([^<]*)<\/script>/;

/** The page's HTML and its inlined data (null when the page carries none). */
async function pageData(path: string, cookie: string): Promise<{ html: string; data: Record<string, any> | null }> {
  const res = await fetch(`${base}${path}`, { headers: { cookie } });
  assert.is(res.status, 200);
  const html = await res.text();
  const found = SCRIPT.exec(html);
  return { html, data: found ? JSON.parse(found[1]!) as Record<string, any> : null };
}

const withoutRequestId = (body: Record<string, unknown>) => ({ ...body, request_id: undefined });

const HOSTILE = '</script><script>alert(1)</script> <!-- & \u2028\u2029 end';

test('the inbox page carries the inbox and its first 50 messages as the API answers them; a hostile subject stays data', async () => {
  const inbox = await t.createInbox({ label: '</script> label' });
  await t.send({ to: inbox.email_address, subject: HOSTILE, text: 'hello' });
  await t.send({ to: inbox.email_address, subject: 'plain', text: 'hello' });
  const cookie = await cookieFor(t.key);
  const { html, data } = await pageData(`/dashboard/inboxes/${inbox.id}`, cookie);
  assert.ok(data, 'the page carries its data');
  assert.equal(Object.keys(data!).sort(), [`/v1/inboxes/${inbox.id}`, `/v1/inboxes/${inbox.id}/messages?limit=50`]);
  const api = async (path: string) => withoutRequestId((await t.api(path)).body);
  assert.equal(withoutRequestId(data![`/v1/inboxes/${inbox.id}`]), await api(`/v1/inboxes/${inbox.id}`));
  assert.equal(withoutRequestId(data![`/v1/inboxes/${inbox.id}/messages?limit=50`]), await api(`/v1/inboxes/${inbox.id}/messages?limit=50`));
  assert.is(data![`/v1/inboxes/${inbox.id}/messages?limit=50`].messages[1].subject, HOSTILE, 'the subject survives, escaped, as itself');
  // Escaped: the element holds no '<', '>', '&' or line separator of its own; one </script> after it, the module's.
  const text = SCRIPT.exec(html)![1]!;
  assert.not.match(text, /[<>&\u2028\u2029]/);
  assert.is(html.split('</script>').length - 1, 2, 'only the module script and the data element close');
  assert.is(html.includes('alert(1)</script>'), false);
});

test('the inboxes page carries the list; each page\'s data is the API\'s answer for that session only', async () => {
  const cookie = await cookieFor(t.key);
  const { data } = await pageData('/dashboard', cookie);
  assert.equal(Object.keys(data!), ['/v1/inboxes?limit=100']);
  assert.equal(withoutRequestId(data!['/v1/inboxes?limit=100']), withoutRequestId((await t.api('/v1/inboxes?limit=100')).body));
  // Other pages carry nothing; an unknown inbox (or another account's: the same not_found) leaves its entries out.
  assert.is((await pageData('/dashboard/keys', cookie)).data, null);
  const unknown = await pageData('/dashboard/inboxes/inb_doesnotexist', cookie);
  assert.is(unknown.data, null);
  assert.match(unknown.html, /<div id="app">/, 'the app still loads, and asks the API (which answers the 404)');
});

test('the session\'s scopes decide, as on /v1: inboxes:write alone gets the inbox but not its messages; webhooks:write alone gets nothing', async () => {
  const inbox = await t.createInbox({ label: 'scoped' });
  await t.send({ to: inbox.email_address, subject: 'secret', text: 'hello' });
  const keyWith = async (scopes: string[]) => (await t.api<{ api_key: string }>('/v1/api-keys', {
    method: 'POST', body: JSON.stringify({ label: scopes.join(' '), scopes }),
  })).body.api_key;
  const writer = await cookieFor(await keyWith(['inboxes:write']));
  const { data, html } = await pageData(`/dashboard/inboxes/${inbox.id}`, writer);
  assert.equal(Object.keys(data!), [`/v1/inboxes/${inbox.id}`]);
  assert.not.match(html, /secret/, 'no message of the inbox in the page');
  const messages = await fetch(`${base}/v1/inboxes/${inbox.id}/messages?limit=50`, { headers: { cookie: writer } });
  assert.is(messages.status, 403, 'the API refuses the same read');
  const hooks = await cookieFor(await keyWith(['webhooks:write']));
  assert.is((await pageData(`/dashboard/inboxes/${inbox.id}`, hooks)).data, null);
  assert.is((await pageData('/dashboard', hooks)).data, null);
});

test.run();
