// Search end to end: the real daemon (startDaemon on a temp data dir, injected clock), mail
// sent over real SMTP with nodemailer, the filters of GET /v1/inboxes/{id}/messages and
// GET /v1/messages over real HTTP. Each filter and their combinations, pages while mail keeps
// arriving, 400 naming each bad field, other accounts' inboxes and messages, and odd `q`
// values that must never give a 5xx.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Inbox, MessageSummary } from '@inboxkit/core';
import { MINUTE, T0, TestClock, startE2eDaemon, type ApiReply, type E2eDaemon } from './fixtures/e2e.js';

const clock = new TestClock();
let d: E2eDaemon;
let inbox: Inbox;
let other: Inbox;
/** The test's messages by name → id, and the instant each was received. */
const ids: Record<string, string> = {};
const at = (minutes: number) => new Date(T0 + minutes * MINUTE).toISOString();

interface Page {
  messages: MessageSummary[];
  page_info: { has_more: boolean; next_cursor: string | null };
  /** On a 4xx. */
  error: { code: string; message: string };
}

async function send(name: string, minutes: number, mail: { to?: string; from?: string; subject: string; text?: string; html?: string }) {
  clock.set(T0 + minutes * MINUTE);
  await d.send({ to: inbox.email_address, ...mail });
  // SMTP answered 250 after the commit: the newest message of the account is this one.
  const latest = await d.api<Page>('GET', `/v1/messages?received_after=${encodeURIComponent(at(minutes - 0.5))}`);
  ids[name] = latest.body.messages[0]!.id;
}

test.before(async () => {
  d = await startE2eDaemon({ clock, analysis: false });
  inbox = await d.createInbox({ label: 'search' });
  other = await d.createInbox({ label: 'other' });
  await send('code', 1, { from: 'GitHub Security <noreply@github.example>', subject: 'Your sign-in code', text: 'Your sign-in code is 482913.' });
  await send('reset', 2, { from: 'Acme <accounts@acme.example>', subject: 'Reset your password', text: 'Open https://acme.example/reset?t=abc to reset your password.' });
  await send('digest', 3, { from: 'news@globex.example', subject: 'Weekly digest', html: '<p>Top <b>stories</b>: the zeppelin returns</p>' });
  await send('jp', 4, { from: 'info@shop.example', subject: '東京のパスワード再設定', text: 'パスワードを再設定するには、リンクをクリックしてください。' });
  await send('invoice', 5, { to: other.email_address, from: 'Acme <accounts@acme.example>', subject: 'Invoice ready', text: 'Your Acme invoice is attached.' });
});
test.after(async () => {
  await d?.stop();
  d?.cleanup();
});

const nameOf = (id: string) => Object.entries(ids).find(([, v]) => v === id)?.[0] ?? id;
const names = (r: ApiReply<Page>) => {
  assert.is(r.status, 200, JSON.stringify(r.body));
  return r.body.messages.map((m) => nameOf(m.id));
};
const qs = (params: Record<string, string>) => new URLSearchParams(params).toString();
const inboxList = (params: Record<string, string>, key?: string) => d.api<Page>('GET', `/v1/inboxes/${inbox.id}/messages?${qs(params)}`, { key });
const accountList = (params: Record<string, string>, key?: string) => d.api<Page>('GET', `/v1/messages?${qs(params)}`, { key });

test('each filter on an inbox listing, newest first', async () => {
  assert.equal(names(await inboxList({})), ['jp', 'digest', 'reset', 'code'], 'no filter: as before');
  assert.equal(names(await inboxList({ q: 'password' })), ['reset']);
  assert.equal(names(await inboxList({ q: 'zeppelin stories' })), ['digest'], 'HTML-only mail by its text');
  assert.equal(names(await inboxList({ q: 'パスワード' })), ['jp'], 'Japanese inside a sentence');
  assert.equal(names(await inboxList({ q: '"reset your password"' })), ['reset']);
  assert.equal(names(await inboxList({ q: '"password your reset"' })), []);
  assert.equal(names(await inboxList({ from: 'GitHub Security' })), ['code'], 'the display name');
  assert.equal(names(await inboxList({ from: 'Accounts@Acme.example' })), ['reset'], 'an address, case-insensitive');
  assert.equal(names(await inboxList({ subject: 'weekly digest' })), ['digest']);
  assert.equal(names(await inboxList({ received_after: at(2) })), ['jp', 'digest'], 'strictly after');
  assert.equal(names(await inboxList({ received_before: at(2) })), ['code'], 'strictly before');
  assert.equal(names(await inboxList({ received_after: '2026-04-01T10:02:30+01:00' })), ['jp', 'digest'], 'an offset');
  assert.equal(names(await inboxList({ has_otp: 'true' })), ['code']);
  assert.equal(names(await inboxList({ has_otp: 'false' })), ['jp', 'digest', 'reset']);
  assert.equal(names(await inboxList({ intent: 'password_reset' })), ['jp', 'reset'], 'the Japanese reset mail too');
});

test('filters combine (all must hold); GET /v1/messages searches the whole account without recipient_email', async () => {
  assert.equal(names(await inboxList({ q: 'code', from: 'noreply@github.example', has_otp: 'true', received_before: at(9) })), ['code']);
  assert.equal(names(await inboxList({ q: 'code', has_otp: 'false' })), []);
  assert.equal(names(await accountList({ q: 'acme' })), ['invoice', 'reset'], 'both inboxes of the account');
  assert.equal(names(await accountList({ from: 'accounts@acme.example', received_after: at(3) })), ['invoice']);
  assert.equal(names(await accountList({ q: 'acme', recipient_email: other.email_address.toUpperCase() })), ['invoice'], 'recipient and filters together');
  assert.equal(names(await accountList({ recipient_email: other.email_address })), ['invoice'], 'recipient alone, as the spec has it');
  assert.equal(names(await d.api<Page>('GET', `/v1/inboxes/${other.id}/messages?q=acme`)), ['invoice']);
});

test('pages stay stable while mail keeps arriving: no repeat, no gap, new mail never shifts a page', async () => {
  for (let i = 0; i < 7; i++) await send(`bulk${i}`, 10 + i, { subject: `Build report ${i}`, text: 'pipeline green' });
  const expected = names(await inboxList({ q: 'pipeline', limit: '100' }));
  assert.is(expected.length, 7);
  const seen: string[] = [];
  let cursor: string | null = null;
  let minute = 20;
  const arriving: Array<Promise<unknown>> = [];
  do {
    const page: ApiReply<Page> = await inboxList({ q: 'pipeline', limit: '2', ...(cursor ? { cursor } : {}) });
    seen.push(...names(page));
    cursor = page.body.page_info.next_cursor;
    // One mail committed before the next page, one more still in flight while it is read.
    await send(`late${minute}`, minute++, { subject: 'Build report late', text: 'pipeline green' });
    clock.set(T0 + minute++ * MINUTE);
    arriving.push(d.send({ to: inbox.email_address, subject: 'Build report in flight', text: 'pipeline green' }));
  } while (cursor);
  await Promise.all(arriving);
  assert.equal(seen, expected);
  const now = names(await inboxList({ q: 'pipeline', limit: '100' }));
  assert.is(now.length, expected.length + 2 * Math.ceil(expected.length / 2), 'the new mail is there for a new listing');
  assert.equal(now.slice(-expected.length), expected, 'after it, in the same order');
});

test('a cursor pages the filters it came with; another filter set, or none, is a 400 naming cursor', async () => {
  const first = await inboxList({ q: 'pipeline', limit: '1' });
  const cursor = first.body.page_info.next_cursor!;
  assert.is((await inboxList({ q: 'pipeline', limit: '3', cursor })).status, 200, 'the limit may change');
  const others: Array<Record<string, string>> = [{ q: 'pipeline green', cursor }, { cursor }, { q: 'pipeline', has_otp: 'false', cursor }];
  for (const params of others) {
    const r = await inboxList(params);
    assert.is(r.status, 400, JSON.stringify(params));
    assert.match(r.body.error.message, /cursor/);
  }
  const unfiltered = await inboxList({ limit: '1' });
  const r = await inboxList({ q: 'pipeline', cursor: unfiltered.body.page_info.next_cursor! });
  assert.is(r.status, 400);
  assert.match(r.body.error.message, /cursor/);
});

test('400 names each bad field, on both endpoints; no filter at all still needs recipient_email', async () => {
  const cases: Array<[Record<string, string>, string]> = [
    [{ q: '***' }, 'q'],
    [{ q: 'x'.repeat(501) }, 'q'],
    [{ q: Array.from({ length: 17 }, (_, i) => `w${i}`).join(' ') }, 'q'],
    [{ from: '@' }, 'from'],
    [{ from: `${'a'.repeat(330)}@x.example` }, 'from'],
    [{ subject: '--' }, 'subject'],
    [{ received_after: 'yesterday' }, 'received_after'],
    [{ received_after: '2026-04-01' }, 'received_after'],
    [{ received_after: '2026-04-01T10:00:00' }, 'received_after'],
    [{ received_before: '2026-02-30T25:00:00Z' }, 'received_before'],
    [{ has_otp: 'yes' }, 'has_otp'],
    [{ has_otp: 'TRUE' }, 'has_otp'],
    [{ intent: 'newsletter' }, 'intent'],
    [{ q: 'a', limit: '0' }, 'limit'],
    [{ q: 'a', cursor: '%%%' }, 'cursor'],
  ];
  for (const [params, field] of cases) {
    for (const list of [inboxList, accountList]) {
      const r = await list(params);
      assert.is(r.status, 400, `${JSON.stringify(params)}: ${JSON.stringify(r.body)}`);
      assert.is(r.body.error.code, 'invalid_request');
      assert.ok(r.body.error.message.includes(field), `"${r.body.error.message}" names ${field}`);
    }
  }
  const repeated = await d.api('GET', `/v1/inboxes/${inbox.id}/messages?q=a&q=b`);
  assert.is(repeated.status, 400);
  assert.match(repeated.body.error.message, /^q /);
  for (const path of ['/v1/messages', '/v1/messages?limit=5', '/v1/messages?q=', '/v1/messages?recipient_email=&has_otp=']) {
    const r = await d.api('GET', path);
    assert.is(r.status, 400, path);
    assert.match(r.body.error.message, /recipient_email/, path);
  }
  const bad = await accountList({ recipient_email: 'nope', q: 'acme' });
  assert.is(bad.status, 400);
  assert.match(bad.body.error.message, /recipient_email/);
});

test("another account: its key gets 404 for this account's inbox and finds none of its messages", async () => {
  const stranger = await d.account('stranger');
  const theirs = await d.createInbox({ label: 'theirs' }, stranger.key);
  clock.set(T0 + 40 * MINUTE);
  await d.send({ to: theirs.email_address, from: 'Acme <accounts@acme.example>', subject: 'Reset your password', text: 'reset acme password' });
  const r = await inboxList({ q: 'password' }, stranger.key);
  assert.is(r.status, 404);
  assert.is(r.body.error.code, 'not_found');
  assert.is((await d.api('GET', `/v1/inboxes/${inbox.id}/messages?has_otp=true`, { key: stranger.key })).status, 404);
  assert.is((await d.api('GET', `/v1/inboxes/${theirs.id}/messages?q=password`)).status, 404, 'and the other way round');
  const mineFound = names(await accountList({ q: 'reset password' }));
  assert.equal(mineFound, ['reset'], 'only this account\'s message');
  const theirsFound = await accountList({ q: 'reset password' }, stranger.key);
  assert.equal(theirsFound.body.messages.map((m) => m.inbox_id), [theirs.id]);
  const filters: Array<Record<string, string>> = [{ from: 'accounts@acme.example' }, { intent: 'password_reset' }, { has_otp: 'false' }, { received_after: at(0) }];
  for (const params of filters) {
    const page = await accountList(params, stranger.key);
    assert.ok(page.body.messages.every((m) => m.inbox_id === theirs.id), JSON.stringify(params));
  }
});

test("cursors are the listing's own: another account's cursor, or an altered one, is a 400 naming cursor; none shows a number", async () => {
  const stranger = await d.account('cursor-stranger');
  const theirs = await d.createInbox({ label: 'theirs' }, stranger.key);
  for (const minute of [50, 51]) {
    clock.set(T0 + minute * MINUTE);
    await d.send({ to: theirs.email_address, subject: `Theirs ${minute}`, text: 'theirs' });
  }
  const theirPage = await d.api<Page>('GET', `/v1/inboxes/${theirs.id}/messages?limit=1`, { key: stranger.key });
  const theirCursor = theirPage.body.page_info.next_cursor!;
  assert.type(theirCursor, 'string');
  const mine = (await inboxList({ limit: '1' })).body.page_info.next_cursor!;
  // Account B's inbox cursor on account A's inbox, and on A's search; A's cursor on B's inbox.
  const refused: Array<[string, string | undefined]> = [
    [`/v1/inboxes/${inbox.id}/messages?cursor=${theirCursor}`, undefined],
    [`/v1/messages?recipient_email=${encodeURIComponent(inbox.email_address)}&cursor=${theirCursor}`, undefined],
    [`/v1/inboxes/${theirs.id}/messages?cursor=${mine}`, stranger.key],
    [`/v1/inboxes/${other.id}/messages?cursor=${mine}`, undefined],
  ];
  // An altered cursor: each character changed in turn for another base64url character.
  for (const i of [0, 5, 17, mine.length - 1]) {
    const altered = mine.slice(0, i) + (mine[i] === 'A' ? 'B' : 'A') + mine.slice(i + 1);
    refused.push([`/v1/inboxes/${inbox.id}/messages?cursor=${altered}`, undefined]);
  }
  for (const [path, key] of refused) {
    const r = await d.api<Page>('GET', path, { key });
    assert.is(r.status, 400, `${path}: ${JSON.stringify(r.body)}`);
    assert.is(r.body.error.code, 'invalid_request');
    assert.match(r.body.error.message, /cursor/);
  }
  assert.is((await inboxList({ cursor: mine })).status, 200, 'its own listing takes it');
  // Opaque: 34 base64url characters that decode to no text and no sequence number.
  for (const cursor of [mine, theirCursor]) {
    assert.match(cursor, /^[A-Za-z0-9_-]{34}$/);
    assert.not.match(Buffer.from(cursor, 'base64url').toString('latin1'), /[a-z]+:\d+/);
  }
});

test('odd q, from and subject values never give a 5xx: quotes, operators, control and astral characters', async () => {
  const odd = ['"', '""', '"""', "'", 'a"b', '*', 'a*', '* *', 'NEAR(a b)', 'NEAR', 'a NEAR/2 b', 'subject:x', 'body : y', '{subject}: x',
    '^a', 'a OR b', 'a AND b', 'NOT a', '(', ')', '(a', 'a)', '-a', '+a', '\\', '\\"', '%', '%%', '_', "' OR 1=1 --", '); DROP TABLE messages; --',
    '\u0000', 'a\u0000b', '\u0001\u0002', '\u202e', '\ufeff', '\ud83d\ude00', '\ud83d', 'é\u0301', 'ﬁ', 'İ', 'ß', 'Σ', '東京', 'ไทย', 'x'.repeat(500),
    'a b c d e f g h i j k l m n o p', '"a b" "c d" e', 'q=1&x=2', '<script>', '\r\n', '\t'];
  for (const value of odd) {
    for (const name of ['q', 'from', 'subject']) {
      for (const list of [inboxList, accountList]) {
        const r = await list({ [name]: value });
        assert.ok(r.status === 200 || r.status === 400, `${name}=${JSON.stringify(value)}: ${r.status} ${JSON.stringify(r.body)}`);
      }
    }
  }
  assert.is((await d.api('GET', '/health')).status, 200);
  assert.equal(names(await inboxList({ q: 'password' })), ['reset'], 'still answering as before');
});

test.run();
