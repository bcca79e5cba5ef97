// The search language of q (docs/http-api.md, "Search") and tags, through core's public API on
// mail ingested by the real pipeline: every term, negated and not, on an inbox listing and on
// the account-wide search; errors naming the bad term; tags from the plus-address, X-Tags and
// rules, set by hand, renamed and deleted. Runs on both engines (POSTGRES_RUNS).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { isInboxkitError } from '../src/index.js';
import Database from 'better-sqlite3';
import { mail, manualClock, testService } from './helpers.js';
import { TEST_ENGINE } from './support/engine.js';

const clock = manualClock(Date.parse('2026-11-27T10:00:00.000Z'));
const t = await testService({ clock, domain: 'mail.example' });
test.after(() => t.cleanup());

const mine = t.service.account((await t.service.accounts.create({ name: 'Mine' })).id);
const theirs = t.service.account((await t.service.accounts.create({ name: 'Theirs' })).id);
const inbox = await mine.inboxes.create({ label: 'signup', lifecycle_mode: 'persistent' });
const foreign = await theirs.inboxes.create({ label: 'foreign', lifecycle_mode: 'persistent' });
// A rule made before the mail arrives: it tags what it matches as it is stored.
const rule = await mine.tags.addRule({ query: 'from:acme.example -subject:invoice', tags: ['acme', 'Vendor'] });

const T = (minutes: number) => Date.parse('2026-11-27T10:00:00.000Z') + minutes * 60_000;
async function deliver(to: string, raw: string, minutes: number): Promise<string> {
  clock.set(T(minutes));
  return (await t.service.ingest(raw, { rcptTo: [to] })).stored[0]!.messageId;
}
const withAttachment = (to: string) => [
  'From: news@globex.example', `To: ${to}`, 'Subject: Weekly digest', 'MIME-Version: 1.0',
  'Content-Type: multipart/mixed; boundary="mx"', '', '--mx', 'Content-Type: text/plain; charset=utf-8', '',
  `The zeppelin returns. ${'filler words for size '.repeat(300)}`, '--mx',
  'Content-Type: application/pdf; name="report.pdf"', 'Content-Disposition: attachment; filename="report.pdf"',
  'Content-Transfer-Encoding: base64', '', Buffer.alloc(3000, 7).toString('base64'), '--mx--', ''].join('\r\n');

const ids = {
  code: await deliver(inbox.email_address, mail({
    from: 'Alice Liddell <alice@wonder.example>', to: `Signup Desk <${inbox.email_address}>`, subject: 'Your sign-in code',
    text: 'Your code is 482913.', headers: { Cc: 'Bob Builder <bob@builder.example>', 'X-Mailer': 'Acme Mailer 2.0', 'X-Tags': 'Signup, welcome mail' },
  }), 1),
  reset: await deliver(inbox.email_address.replace('@', '+QA@'), mail({
    from: 'Acme <accounts@acme.example>', subject: 'Reset your password',
    text: 'We got a request to reset your password. Reset it here: https://acme.example/reset-password?token=abc123',
  }), 2),
  digest: await deliver(inbox.email_address, withAttachment(inbox.email_address), 60 * 24 * 2),
  invoice: await deliver(inbox.email_address, mail({
    from: 'Acme <billing@acme.example>', subject: 'Invoice 42', text: 'Your invoice is ready.', headers: { 'X-Priority': '1 (Highest)' },
  }), 60 * 24 * 3),
  foreign: await deliver(foreign.email_address, mail({ from: 'alice@wonder.example', subject: 'Your sign-in code', text: 'Code 111222' }), 60 * 24 * 4),
};
await mine.messages.setRead(ids.invoice, true);
const nameOf = Object.fromEntries(Object.entries(ids).map(([k, v]) => [v, k]));
const names = (page: { items: Array<{ id: string }> }) => page.items.map((m) => nameOf[m.id] ?? m.id);
const inInbox = (q: string) => mine.messages.list(inbox.id, { q }).then(names);
const inAccount = (q: string) => mine.messages.search({ q }).then(names);

const ALL = ['invoice', 'digest', 'reset', 'code'];
const not = (...some: string[]) => ALL.filter((n) => !some.includes(n));
// [q, what it matches]; each also runs negated (`-` before its single term) and over the account.
const cases: Array<[string, string[]]> = [
  ['zeppelin', ['digest']],
  ['"reset your password"', ['reset']],
  ['from:alice', ['code']],
  ['from:"Alice Liddell"', ['code']],
  ['from:ACCOUNTS@acme.example', ['reset']],
  ['from:acme.example', ['invoice', 'reset']],
  ['to:"signup desk"', ['code']],
  [`to:${inbox.email_address.replace('@', '+qa@')}`, ['reset']],
  ['cc:bob', ['code']],
  ['cc:builder.example', ['code']],
  ['subject:invoice', ['invoice']],
  ['subject:"sign-in code"', ['code']],
  ['header:X-Mailer', ['code']],
  ['header:x-mailer=acme', ['code']],
  ['header:"X-Mailer=Acme Mailer"', ['code']],
  ['header:X-Mailer=globex', []],
  ['header:X-Priority=highest', ['invoice']],
  ['header:Subject=invoice', ['invoice']],
  ['header:From="Alice Liddell"', ['code']],
  ['header:cc=bob', ['code']],
  ['header:MIME-Version', ALL],
  ['header:Date', ['invoice', 'reset', 'code']],
  ['tag:signup', ['code']],
  ['tag:welcome-mail', ['code']],
  ['tag:qa', ['reset']],
  ['tag:acme', ['reset']],
  ['tag:vendor', ['reset']],
  ['is:read', ['invoice']],
  ['is:unread', ['digest', 'reset', 'code']],
  ['is:tagged', ['reset', 'code']],
  ['has:otp', ['code']],
  ['has:attachment', ['digest']],
  ['intent:password_reset', ['reset']],
  ['link:password_reset', ['reset']],
  ['link:verification', []],
  ['before:2026-11-28', ['reset', 'code']],
  ['after:2026-11-29', ['digest', 'invoice'].reverse()],
  ['after:2026-11-27T10:02:00Z', ['invoice', 'digest', 'reset']],
  ['larger:5K', ['digest']],
  ['smaller:5k', ['invoice', 'reset', 'code']],
  ['larger:1G', []],
];

for (const [q, expected] of cases) {
  test(`${q} and -${q}`, async () => {
    assert.equal(await inInbox(q), expected, q);
    assert.equal(await inInbox(`-${q}`), not(...expected), `-${q}`);
    assert.equal(await inAccount(q), expected, `${q} over the account`);
  });
}

test('terms combine (all must hold), with words, phrases and negations', async () => {
  assert.equal(await inInbox('from:acme.example -is:read'), ['reset']);
  assert.equal(await inInbox('password -tag:qa'), []);
  assert.equal(await inInbox('your -subject:invoice -has:attachment'), ['reset', 'code']);
  assert.equal(await inInbox('tag:acme tag:vendor link:password_reset smaller:10K'), ['reset']);
  assert.equal(await inInbox('-from:acme.example -from:alice'), ['digest']);
  assert.equal(await inInbox('re: https://acme.example'), [], 'a name that is not the language\'s is text');
});

test('another account never matches, whatever the terms', async () => {
  assert.equal(await inAccount('from:alice@wonder.example'), ['code']);
  assert.equal(names(await theirs.messages.search({ q: 'from:alice@wonder.example' })), ['foreign']);
  assert.equal(names(await theirs.messages.search({ q: '-tag:nothing' })), ['foreign']);
  assert.equal(names(await theirs.messages.search({ q: 'tag:signup' })), []);
});

for (const [q, needle] of [
  ['is:flagged', 'is:flagged'], ['has:wings', 'has:wings'], ['intent:spam', 'intent:spam'], ['link:any', 'link:any'],
  ['before:yesterday', 'before:yesterday'], ['after:2026-13-45', 'after:2026-13-45'], ['larger:lots', 'larger:lots'],
  ['from:', 'from:'], ['tag:"two words"', 'tag:"two words"'], ['header:=x', 'header:=x'], ['subject:"!!"', 'subject:"!!"'],
  [Array.from({ length: 17 }, (_, i) => `w${i}`).join(' '), 'at most 16'],
] as const) {
  test(`${q.slice(0, 40)}: a 400 naming q and the term`, async () => {
    try {
      await mine.messages.list(inbox.id, { q });
      assert.unreachable('expected invalid_request');
    } catch (error) {
      assert.ok(isInboxkitError(error, 'invalid_request'), String(error));
      assert.is((error as { field?: string }).field, 'q');
      assert.ok((error as Error).message.includes(needle), (error as Error).message);
    }
  });
}

test('tags: set by hand, listed with counts, renamed (merged) and deleted account-wide', async () => {
  assert.equal((await mine.messages.get(ids.code)).tags, ['signup', 'welcome-mail'], 'X-Tags, normalised');
  assert.equal((await mine.messages.get(ids.reset)).tags, ['qa', 'acme', 'vendor'], 'plus-address, then the rule');
  assert.equal((await mine.messages.get(ids.invoice)).tags, [], 'the rule\'s negation kept it off');
  assert.equal(await mine.messages.setTags(ids.invoice, ['Billing', 'qa', 'billing']), { message_id: ids.invoice, tags: ['billing', 'qa'] });
  assert.equal(await inInbox('tag:qa'), ['invoice', 'reset']);
  assert.equal(await mine.tags.list(), [
    { name: 'acme', message_count: 1 }, { name: 'billing', message_count: 1 }, { name: 'qa', message_count: 2 },
    { name: 'signup', message_count: 1 }, { name: 'vendor', message_count: 1 }, { name: 'welcome-mail', message_count: 1 },
  ]);
  assert.equal(await mine.tags.rename('qa', 'billing'), { name: 'billing', message_count: 2 });
  assert.equal((await mine.messages.get(ids.invoice)).tags, ['billing'], 'merged where both were');
  assert.equal((await mine.messages.list(inbox.id, { q: 'tag:billing' })).items.map((m) => m.tags), [['billing'], ['billing', 'acme', 'vendor']]);
  assert.equal(await mine.tags.delete('billing'), { name: 'billing', deleted: true, message_count: 2 });
  assert.equal(await inInbox('is:tagged'), ['reset', 'code']);
  assert.equal((await mine.messages.get(ids.reset)).tags, ['acme', 'vendor']);
  assert.equal(await theirs.tags.list(), [], 'another account sees none');
  for (const [call, field] of [
    [() => mine.messages.setTags(ids.invoice, ['ok', 'not ok']), 'tags'],
    [() => mine.messages.setTags(ids.invoice, 'ok' as unknown as string[]), 'tags'],
    [() => mine.messages.setTags(ids.foreign, ['x']), 'message_id'],
    [() => mine.tags.rename('nothing', 'else'), 'tag'],
    [() => mine.tags.rename('acme', 'bad name'), 'name'],
    [() => mine.tags.delete('nothing'), 'tag'],
    [() => mine.tags.addRule({ query: 'is:nonsense', tags: ['x'] }), 'query'],
    [() => mine.tags.addRule({ query: 'from:x', tags: [] }), 'tags'],
    [() => mine.tags.deleteRule('trl_nope'), 'rule_id'],
  ] as const) {
    try {
      await call();
      assert.unreachable(`expected an error naming ${field}`);
    } catch (error) {
      assert.is((error as { field?: string }).field, field, String(error));
    }
  }
});

test('tag rules: listed, applied to new mail only, deleted', async () => {
  assert.equal((await mine.tags.rules()).map((r) => [r.id, r.query, r.tags]), [[rule.id, rule.query, ['acme', 'vendor']]]);
  const second = await mine.tags.addRule({ query: 'has:otp', tags: ['codes'] });
  assert.equal((await mine.messages.get(ids.code)).tags, ['signup', 'welcome-mail'], 'mail stored before keeps its tags');
  const late = await deliver(inbox.email_address, mail({ from: 'Acme <accounts@acme.example>', subject: 'Login', text: 'Your login code is 735194.' }), 60 * 24 * 5);
  assert.equal((await mine.messages.get(late)).tags, ['acme', 'vendor', 'codes']);
  await mine.tags.deleteRule(rule.id);
  await mine.tags.deleteRule(second.id);
  const later = await deliver(inbox.email_address, mail({ from: 'Acme <accounts@acme.example>', subject: 'Login', text: 'Your login code is 111999.' }), 60 * 24 * 6);
  assert.equal((await mine.messages.get(later)).tags, []);
  assert.equal(await mine.tags.rules(), []);
});

test('a stored rule this version cannot read tags nothing, and the mail is stored', async () => {
  if (TEST_ENGINE !== 'sqlite') return; // written beside the service: SQLite's data_version tells its account cache
  const db = new Database(t.dbPath);
  db.prepare('UPDATE accounts SET tag_rules = ? WHERE id = ?').run(JSON.stringify([
    { id: 'trl_old', query: 'is:flagged', tags: ['never'], created_at: 0 }, { id: 'trl_ok', query: 'subject:hello', tags: ['hi'] , created_at: 0 },
  ]), mine.accountId);
  db.close();
  const id = await deliver(inbox.email_address, mail({ subject: 'Hello there', text: 'x' }), 60 * 24 * 7);
  assert.equal((await mine.messages.get(id)).tags, ['hi']);
});

test.run();
