// Filtered listings through the service (core's public API): mail ingested by the real
// pipeline, filters validated (invalid_request naming the field), cursors bound to their
// filter set, the recipient required only when no filter is given, accounts kept apart.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { isInboxkitError, type AccountScope, type InboxkitErrorCode } from '../src/index.js';
import { mail, manualClock, testService } from './helpers.js';

const clock = manualClock(Date.parse('2026-11-27T10:00:00.000Z'));
const t = await testService({ clock, domain: 'mail.example' });
test.after(() => t.cleanup());

const mine = t.service.account((await t.service.accounts.create({ name: 'Mine' })).id);
const theirs = t.service.account((await t.service.accounts.create({ name: 'Theirs' })).id);
const inbox = await mine.inboxes.create({ label: 'signup', lifecycle_mode: 'persistent' });
const second = await mine.inboxes.create({ label: 'second', lifecycle_mode: 'persistent' });
const foreign = await theirs.inboxes.create({ label: 'foreign', lifecycle_mode: 'persistent' });
const T = (minutes: number) => new Date(Date.parse('2026-11-27T10:00:00.000Z') + minutes * 60_000).toISOString();

async function deliver(to: string, spec: Parameters<typeof mail>[0], minutes: number): Promise<string> {
  clock.set(Date.parse(T(minutes)));
  const result = await t.service.ingest(mail({ to, ...spec }), { rcptTo: [to] });
  return result.stored[0]!.messageId;
}

const ids = {
  code: await deliver(inbox.email_address, { from: 'GitHub Security <noreply@github.example>', subject: 'Your sign-in code', text: 'Your code is 482913. It expires soon.' }, 1),
  reset: await deliver(inbox.email_address, { from: 'Acme <accounts@acme.example>', subject: 'Reset your password', text: 'Click https://acme.example/reset?t=1 to reset your password.' }, 2),
  html: await deliver(inbox.email_address, { from: 'news@globex.example', subject: 'Weekly digest', html: '<p>Top <b>stories</b>: the zeppelin returns</p>' }, 3),
  plus: await deliver(inbox.email_address.replace('@', '+qa@'), { from: 'Acme <accounts@acme.example>', subject: 'Welcome aboard', text: 'Thanks for joining Acme.' }, 4),
  second: await deliver(second.email_address, { from: 'Acme <accounts@acme.example>', subject: 'Invoice ready', text: 'Your Acme invoice.' }, 5),
  foreign: await deliver(foreign.email_address, { from: 'GitHub Security <noreply@github.example>', subject: 'Your sign-in code', text: 'Your code is 111222.' }, 6),
};
const nameOf = Object.fromEntries(Object.entries(ids).map(([k, v]) => [v, k]));
const names = (page: { items: Array<{ id: string }> }) => page.items.map((m) => nameOf[m.id] ?? m.id);

async function fails(fn: () => Promise<unknown>, code: InboxkitErrorCode, field: string) {
  try {
    await fn();
  } catch (error) {
    assert.ok(isInboxkitError(error, code), `expected ${code}, got ${String(error)}`);
    assert.is((error as { field?: string }).field, field, String(error));
    return;
  }
  assert.unreachable(`expected ${code} naming ${field}`);
}

test('an inbox listing filters by q, from, subject, time, code and intent; newest first', async () => {
  const list = (o: Parameters<AccountScope['messages']['list']>[1]) => mine.messages.list(inbox.id, o).then(names);
  assert.equal(await list({}), ['plus', 'html', 'reset', 'code'], 'unfiltered as before');
  assert.equal(await list({ q: 'zeppelin' }), ['html'], 'the text of HTML-only mail is searched');
  assert.equal(await list({ q: 'acme' }), ['plus', 'reset']);
  assert.equal(await list({ q: 'reset password' }), ['reset'], 'words ANDed');
  assert.equal(await list({ q: '"password reset"' }), [], 'a quoted phrase keeps its order');
  assert.equal(await list({ q: '"reset your password"' }), ['reset']);
  assert.equal(await list({ from: 'Security' }), ['code'], 'the display name');
  assert.equal(await list({ from: 'ACCOUNTS@acme.example' }), ['plus', 'reset'], 'a whole address, case-insensitive');
  assert.equal(await list({ from: 'counts@acme.example' }), [], 'a whole address is matched exactly');
  assert.equal(await list({ from: 'acme.example' }), ['plus', 'reset'], 'a domain as words');
  assert.equal(await list({ subject: 'sign-in' }), ['code']);
  assert.equal(await list({ received_after: T(1), received_before: T(3) }), ['reset'], 'both bounds exclusive');
  assert.equal(await list({ received_after: new Date(Date.parse(T(2))) }), ['plus', 'html'], 'a Date in-process');
  assert.equal(await list({ has_otp: true }), ['code']);
  assert.equal(await list({ has_otp: 'false' }), ['plus', 'html', 'reset']);
  assert.equal(await list({ intent: 'password_reset' }), ['reset']);
  assert.equal(await list({ q: 'acme', from: 'accounts@acme.example', received_after: T(3) }), ['plus']);
  assert.equal(await list({ q: '', from: '' }), ['plus', 'html', 'reset', 'code'], 'empty strings are filters left out');
});

test('GET /v1/messages semantics: the whole account with a filter, the recipient too when given, the recipient required without a filter', async () => {
  assert.equal(names(await mine.messages.search({ q: 'acme' })), ['second', 'plus', 'reset']);
  assert.equal(names(await mine.messages.search({ q: 'acme', recipient: inbox.email_address.toUpperCase() })), ['reset']);
  assert.equal(names(await mine.messages.search({ recipient: inbox.email_address })), ['html', 'reset', 'code'], 'recipient alone as before');
  assert.equal(names(await mine.messages.search({ q: '482913' })), ['code']);
  assert.equal(names(await mine.messages.search({ q: '111222' })), [], "another account's message");
  assert.equal(names(await theirs.messages.search({ q: 'code' })), ['foreign']);
  await fails(() => mine.messages.search({}), 'invalid_request', 'recipient_email');
  await fails(() => mine.messages.search({ recipient: '', q: '' }), 'invalid_request', 'recipient_email');
  await fails(() => mine.messages.search({ recipient: 'not-an-address', q: 'acme' }), 'invalid_request', 'recipient_email');
});

test('another account\'s inbox is not found, whatever the filters', async () => {
  await fails(() => mine.messages.list(foreign.id, { q: 'code' }), 'not_found', 'inbox_id');
  await fails(() => theirs.messages.list(inbox.id, { has_otp: true }), 'not_found', 'inbox_id');
});

const bad: Array<[string, Record<string, unknown>, string]> = [
  ['q without a word', { q: '*** "" --' }, 'q'],
  ['q too long', { q: 'a'.repeat(501) }, 'q'],
  ['q with 17 terms', { q: Array.from({ length: 17 }, (_, i) => `w${i}`).join(' ') }, 'q'],
  ['q not a string', { q: 5 }, 'q'],
  ['from too long', { from: `${'a'.repeat(320)}@x.example` }, 'from'],
  ['from without a word', { from: '@' }, 'from'],
  ['subject without a word', { subject: '!!' }, 'subject'],
  ['received_after in words', { received_after: 'yesterday' }, 'received_after'],
  ['received_after a date only', { received_after: '2026-11-27' }, 'received_after'],
  ['received_after without a zone', { received_after: '2026-11-27T10:00:00' }, 'received_after'],
  ['received_after out of range', { received_after: '2026-13-45T10:00:00Z' }, 'received_after'],
  ['received_before invalid', { received_before: '1700000000' }, 'received_before'],
  ['has_otp yes', { has_otp: 'yes' }, 'has_otp'],
  ['has_otp 1', { has_otp: '1' }, 'has_otp'],
  ['intent unknown', { intent: 'spam' }, 'intent'],
  ['limit with a filter', { q: 'acme', limit: '0' }, 'limit'],
  ['a forged cursor with a filter', { q: 'acme', cursor: 'bXNnX3h5ejox' }, 'cursor'],
];
for (const [name, options, field] of bad) {
  test(`${name}: invalid_request naming ${field}, on both listings`, async () => {
    await fails(() => mine.messages.list(inbox.id, options), 'invalid_request', field);
    await fails(() => mine.messages.search({ recipient: inbox.email_address, ...options }), 'invalid_request', field);
  });
}

test('q is never syntax: operators, quotes, colons and stars are words or separators', async () => {
  for (const q of ['acme OR zeppelin', 'NEAR(acme zeppelin)', 'subject:acme', 'acme*', '"acme', 'acme"', '^acme', '-acme', '(acme)', 'a"c"m"e', '{subject}:acme']) {
    const page = await mine.messages.list(inbox.id, { q });
    assert.ok(Array.isArray(page.items), q);
  }
  assert.equal(names(await mine.messages.list(inbox.id, { q: 'acme*' })), ['plus', 'reset'], 'a star is a separator');
  assert.equal(names(await mine.messages.list(inbox.id, { q: 'acme OR zeppelin' })), [], 'OR is a word that must appear');
  assert.equal(names(await mine.messages.list(inbox.id, { q: '"reset your' })), ['reset'], 'an unclosed quote runs to the end');
});

test('cursors page one filter set: stable under inserts, refused by another filter set or by the unfiltered listing', async () => {
  const filtered = await mine.messages.list(inbox.id, { from: 'accounts@acme.example', limit: 1 });
  assert.equal(names(filtered), ['plus']);
  assert.ok(filtered.page_info.has_more);
  const cursor = filtered.page_info.next_cursor!;
  const late = await deliver(inbox.email_address, { from: 'Acme <accounts@acme.example>', subject: 'Late', text: 'late' }, 7);
  const next = await mine.messages.list(inbox.id, { from: 'accounts@acme.example', limit: 5, cursor });
  assert.equal(names(next), ['reset'], 'a new message never shifts a page; the limit may change');
  assert.is(next.page_info.has_more, false);
  assert.is(next.page_info.next_cursor, null);
  await fails(() => mine.messages.list(inbox.id, { from: 'accounts@acme.example', q: 'acme', cursor }), 'invalid_request', 'cursor');
  await fails(() => mine.messages.list(inbox.id, { cursor }), 'invalid_request', 'cursor');
  const unfiltered = await mine.messages.list(inbox.id, { limit: 1 });
  await fails(() => mine.messages.list(inbox.id, { has_otp: false, cursor: unfiltered.page_info.next_cursor! }), 'invalid_request', 'cursor');
  // The same filter set given differently (a Date for its string) pages on.
  const a = await mine.messages.list(inbox.id, { received_after: T(0), limit: 2 });
  const b = await mine.messages.list(inbox.id, { received_after: new Date(T(0)), cursor: a.page_info.next_cursor! });
  assert.equal([...names(a), ...names(b)], ['late', 'plus', 'html', 'reset', 'code'].map((n) => (n === 'late' ? late : n)));
});

test('cursors are bound to their account and listing: another account, inbox or recipient refuses them', async () => {
  const fromInbox = (await mine.messages.list(inbox.id, { limit: 1 })).page_info.next_cursor!;
  assert.type(fromInbox, 'string');
  // The other account, on its own inbox and in its own search, with this account's cursor.
  await fails(() => theirs.messages.list(foreign.id, { cursor: fromInbox }), 'invalid_request', 'cursor');
  await fails(() => theirs.messages.search({ recipient: foreign.email_address, cursor: fromInbox }), 'invalid_request', 'cursor');
  // This account, on another inbox, or a search, with the inbox listing's cursor.
  await fails(() => mine.messages.list(second.id, { cursor: fromInbox }), 'invalid_request', 'cursor');
  await fails(() => mine.messages.search({ recipient: inbox.email_address, cursor: fromInbox }), 'invalid_request', 'cursor');
  // A recipient search's cursor pages that recipient only.
  const fromSearch = (await mine.messages.search({ recipient: inbox.email_address, limit: 1 })).page_info.next_cursor!;
  assert.is((await mine.messages.search({ recipient: inbox.email_address.toUpperCase(), cursor: fromSearch })).items.length > 0, true, 'the same recipient, written otherwise');
  await fails(() => mine.messages.search({ recipient: second.email_address, cursor: fromSearch }), 'invalid_request', 'cursor');
  await fails(() => theirs.messages.search({ recipient: inbox.email_address, cursor: fromSearch }), 'invalid_request', 'cursor');
  // The inbox listing's cursor is the account's.
  const inboxes = (await mine.inboxes.list({ limit: 1 })).page_info.next_cursor!;
  assert.is((await mine.inboxes.list({ cursor: inboxes })).items.length, 1);
  await fails(() => theirs.inboxes.list({ cursor: inboxes }), 'invalid_request', 'cursor');
});

test.run();
