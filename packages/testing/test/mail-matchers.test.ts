// The mail matchers against a daemon in this process, with a DNS server of the test's (SPF and
// DMARC records for the senders) and a web server for the link check: mail sent over SMTP as
// an app would, read through a TestInbox. toPassChecks fails on a broken template (naming
// unrendered_placeholder), on failed authentication and on broken links, passes on a good mail,
// and `ignore` lets a failure pass; the mail snapshot is written, then matches another send of
// the same mail (another code, token, inbox), then fails on changed wording. The runner glue is
// exercised through its shared parts (the matcher object, the returning expect, node:test's
// assertions); the runners' own CLIs run in vitest.test.ts and playwright.test.ts (full set).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { AssertionError } from 'node:assert';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes, randomInt } from 'node:crypto';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { startDaemon, type DaemonHandle } from '@inboxkit/daemon';
import type { MessageDetail } from '@inboxkit/client';
import { checkMail, createTestInboxes, judgeMail, lookUpMail, mailCheckMatchers, returningExpect, type TestInbox, type TestInboxes } from '../src/index.js';
import type { MessageChecks } from '@inboxkit/client';
import { assertMailSnapshot, assertPassesChecks } from '../src/node-test-mail.js';
import { startDnsServer, type TestDnsServer } from '../../../test-support/dns-server.js';
import { sendMail, type Mail } from './send-mail.js';

let daemon: DaemonHandle;
let dns: TestDnsServer;
let web: Server;
let webUrl = '';
let inboxes: TestInboxes;
let smtp: { host: string; port: number };
const dirs: string[] = [];
const savedEnv = Object.fromEntries(['CI', 'INBOXKIT_UPDATE_SNAPSHOTS', 'INBOXKIT_SNAPSHOT_DIR', 'INBOXKIT_BASE_URL', 'INBOXKIT_API_KEY'].map((n) => [n, process.env[n]]));

test.before(async () => {
  // Snapshots are written as on a developer's machine, and no daemon comes from the environment.
  for (const name of Object.keys(savedEnv)) delete process.env[name];
  dns = await startDnsServer();
  dns.add('good.example', { type: 'TXT', data: 'v=spf1 ip4:127.0.0.1 -all' });
  dns.add('_dmarc.good.example', { type: 'TXT', data: 'v=DMARC1; p=none' });
  dns.add('broken.example', { type: 'TXT', data: 'v=spf1 ip4:192.0.2.1 -all' });
  dns.add('_dmarc.broken.example', { type: 'TXT', data: 'v=DMARC1; p=reject' });
  web = createServer((req, res) => {
    res.writeHead(req.url?.startsWith('/gone') ? 404 : 200, { 'content-type': 'text/html' });
    res.end('ok');
  });
  await new Promise<void>((r) => web.listen(0, '127.0.0.1', r));
  webUrl = `http://127.0.0.1:${(web.address() as AddressInfo).port}`;
  daemon = await startDaemon({
    smtpPort: 0, httpPort: 0,
    serviceOptions: { prepareThreads: 0, checks: { dnsServer: dns.address, linkCheck: { allowPrivate: true } } },
  });
  const { secret } = await daemon.service.apiKeys.create(daemon.service.accountId, { label: 'mail matchers' });
  smtp = { host: daemon.smtp.host, port: daemon.smtp.port };
  inboxes = createTestInboxes({ baseUrl: daemon.http.url, apiKey: secret, smtp, domain: daemon.service.options.domain }, { timeoutMs: 5000 });
});

test.after(async () => {
  await daemon?.stop();
  await dns?.close();
  await new Promise((r) => web?.close(r));
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  for (const [name, value] of Object.entries(savedEnv)) if (value !== undefined) process.env[name] = value;
});

/** A password-reset mail as a template renders it: a fresh token and code each time. */
function resetMail(to: string, v: { greeting?: string; link?: string; wording?: string; from?: string; extra?: string } = {}): Mail {
  const token = randomBytes(12).toString('base64url');
  const link = v.link ?? `${webUrl}/reset/${token}?uid=${randomInt(1e6, 1e7)}`;
  const greeting = v.greeting ?? 'Hello Ada';
  const wording = v.wording ?? 'Someone asked to reset the password of your account.';
  const sent = new Date().toUTCString();
  return {
    to, from: v.from ?? 'Acme <app@good.example>', subject: 'Reset your password',
    text: `${greeting},\n\n${wording} Open this link to choose a new one:\n${link}\n\nAsked ${sent}.${v.extra ? `\n${v.extra}` : ''}`,
    html: `<p>${greeting},</p><p>${wording} Open this link to choose a new one:</p><p><a href="${link}">Reset your password</a></p><p>Asked ${sent}.</p>${v.extra ? `<p><a href="${v.extra}">Help</a></p>` : ''}`,
  };
}

async function receive(inbox: TestInbox, mail: Mail): Promise<MessageDetail> {
  await sendMail(smtp, mail);
  return inbox.waitForMessage({ subject: mail.subject });
}

const run = (actual: unknown, options?: Parameters<typeof mailCheckMatchers.toPassChecks>[1], isNot = false) =>
  mailCheckMatchers.toPassChecks.call({ isNot }, actual, options);

test('judgeMail: the client\'s verdict, with excerpts and notes on what passed but is worth knowing', () => {
  const report: MessageChecks = {
    authentication: {
      spf: { result: 'temperror', domain: 'app.example', comment: 'DNS timeout' }, dmarc: { result: 'none', policy: null, comment: null },
      dkim: [{ result: 'neutral', domain: 'app.example', selector: 's1', comment: 'body hash did not verify' }], arc: { result: 'none', comment: null },
    },
    html: { score: 100, unsupported: [] },
    links: { checked_at: '2026-11-29T10:00:00.000Z', results: [{ url: 'https://app.example/gone', status: 404, ok: false, error: null }] },
    spam: { score: 7.5, threshold: 5, is_spam: true, rules: [] },
    lint: [
      { code: 'mojibake', severity: 'error', part: 'text', message: 'UTF-8 read as Latin-1', excerpt: 'Caf\u00C3\u00A9' },
      { code: 'missing_header', severity: 'warning', part: 'headers', message: 'No Date header', excerpt: null },
    ],
    reasons: { authentication: null, links: null, spam: null },
  };
  const verdict = judgeMail(report, { ignore: ['links', 'mojibak'] });
  assert.equal(verdict.failures.length, 1);
  assert.match(verdict.failures[0]!, /^mojibake: .*UTF-8 read as Latin-1.* — "Caf\u00C3\u00A9"$/);
  assert.match(verdict.notes[0]!, /^ignored: links: .*https:\/\/app\.example\/gone.*404/);
  assert.equal(verdict.notes.slice(1), [
    'warning: missing_header (headers): No Date header',
    'spf: temperror (DNS timeout)',
    'dkim: neutral (body hash did not verify)',
    'spam: SpamAssassin scores it 7.5 (threshold 5)',
    'ignore "mojibak" names no lint code, authentication part (spf, dkim, dmarc, arc) or \'links\'',
  ]);
  assert.is(judgeMail(report, { ignore: ['mojibake'], links: false }).pass, true, 'links: false leaves the link check unjudged');
  const bare = judgeMail({ ...report, links: null, authentication: null, reasons: { ...report.reasons, authentication: 'authentication checks are off' } }, { ignore: ['mojibake'] });
  assert.ok(bare.notes.includes('authentication not checked: authentication checks are off'), bare.notes.join('\n'));
  assert.ok(bare.notes.includes('links not checked (toPassChecks({ links: true }) runs the link check)'));
});

test('a broken template fails, naming unrendered_placeholder and the insecure link; ignore lets each pass', async () => {
  const inbox = await inboxes.create({ label: 'broken template' });
  const message = await receive(inbox, resetMail(inbox.address, { greeting: 'Hello {{first_name}}', link: 'http://app.example.org/reset?token=Zk29sPq81LmX0aB7' }));
  const result = await run(message);
  assert.is(result.pass, false);
  const text = result.message();
  assert.match(text, `toPassChecks: the mail "Reset your password" (${message.id} to ${inbox.address}) fails 4 checks:`);
  assert.match(text, /^ {2}- unrendered_placeholder: Unrendered template placeholder "\{\{first_name\}\}" in the text part: .* — "Hello \{\{first_name\}\},/m);
  assert.match(text, /^ {2}- unrendered_placeholder: .* in the HTML part: /m);
  assert.match(text, /^ {2}- insecure_token_link: A password-reset link goes over plain http:\/\/ to app\.example\.org/m);
  assert.match(text, /^Not failing:\n {2}- links not checked \(toPassChecks\(\{ links: true \}\) runs the link check\)/m);
  assert.match(text, "toPassChecks({ ignore: ['…'] })");
  const one = await run(message, { ignore: ['unrendered_placeholder'] });
  assert.is(one.pass, false);
  assert.match(one.message(), 'fails 2 checks');
  assert.match(one.message(), /^ {2}- ignored: unrendered_placeholder: .* in the text part/m);
  assert.is((await run(message, { ignore: ['unrendered_placeholder', 'insecure_token_link'] })).pass, true);
  const typo = await run(message, { ignore: ['unrendered_placeholders', 'insecure_token_link'] });
  assert.match(typo.message(), `ignore "unrendered_placeholders" names no lint code`);
  // .not: the runner inverts; the matcher says the same and its message reads for the inverted case.
  assert.is((await run(message, undefined, true)).pass, false);
});

test('a good mail passes, through the returning expect it resolves to the report, and the inbox stands for its latest message', async () => {
  const inbox = await inboxes.create({ label: 'good mail' });
  const message = await receive(inbox, resetMail(inbox.address));
  const result = await run(message);
  assert.is(result.pass, true, result.message());
  assert.match(result.message(), `toPassChecks: expected a failing check, but the mail "Reset your password" (${message.id} to ${inbox.address}) passes its checks.`);
  // What Vitest and Playwright do with a matcher, in miniature: the returning expect gives the report.
  const fakeExpect = (actual: unknown) => ({
    toPassChecks: (options?: object) => run(actual, options).then((r) => { if (!r.pass) throw new Error(r.message()); }),
  });
  const report = await (returningExpect(fakeExpect)(message).toPassChecks() as unknown as Promise<{ authentication: { spf: { result: string }; dmarc: { result: string } }; lint: unknown[] }>);
  assert.equal([report.authentication.spf.result, report.authentication.dmarc.result], ['pass', 'pass']);
  assert.equal(report.lint, []);
  const viaInbox = await checkMail(inbox);
  assert.is(viaInbox.message.id, message.id);
  assert.is(viaInbox.verdict.pass, true);
  // The link check, run by the matcher: the reset link answers 200.
  const linked = await checkMail(message, { links: true });
  assert.is(linked.report.links!.results.length, 1);
  assert.equal([linked.report.links!.results[0]!.status, linked.verdict.pass], [200, true]);
  // node:test's assertion resolves to the report as well.
  assert.is((await assertPassesChecks(message)).links!.results[0]!.ok, true);
});

test('failed authentication fails naming SPF and DMARC; ignore spf and dmarc passes', async () => {
  const inbox = await inboxes.create({ label: 'authentication' });
  const message = await receive(inbox, resetMail(inbox.address, { from: 'Acme <news@broken.example>' }));
  const result = await run(message);
  assert.is(result.pass, false);
  // The wording of each failure is checksVerdict's (@inboxkit/client); what it names is checked here.
  assert.match(result.message(), /fails 2 checks:\n {2}- spf: fail\b.*broken\.example/);
  assert.match(result.message(), /^ {2}- dmarc: fail\b.*policy reject/m);
  assert.is((await run(message, { ignore: ['spf', 'dmarc'] })).pass, true);
  const error = await assertPassesChecks(message).then(() => null, (e: unknown) => e);
  assert.instance(error, AssertionError);
  assert.match((error as Error).message, 'spf: fail');
});

test('broken links fail once the link check ran (links: true runs it); links: false and ignore links pass', async () => {
  const inbox = await inboxes.create({ label: 'links' });
  const message = await receive(inbox, resetMail(inbox.address, { extra: `${webUrl}/gone/help` }));
  assert.is((await run(message)).pass, true, 'not checked yet: nothing to judge');
  const checked = await run(message, { links: true });
  assert.is(checked.pass, false);
  assert.match(checked.message(), 'fails 1 check:\n  - links: ');
  assert.match(checked.message(), new RegExp(`^ {2}- links: .*${webUrl}/gone/help\\b.*404`, 'm'));
  assert.is((await run(message)).pass, false, 'the kept result is judged from now on');
  assert.is((await run(message, { links: false })).pass, true);
  assert.is((await run(message, { ignore: ['links'] })).pass, true);
});

test('what the matchers take: a message a wait returned, the inbox, another message with a client', async () => {
  const inbox = await inboxes.create({ label: 'subjects' });
  assert.match((lookUpMail(inbox) as { error: string }).error, `no wait on ${inbox.address} has returned a message yet`);
  assert.match((await run(inbox)).message(), 'toPassChecks: no wait on');
  assert.match((await run(42)).message(), 'expected a message (what a wait returned) or an inbox from @inboxkit/testing, got number');
  const message = await receive(inbox, resetMail(inbox.address));
  const copy = (await inboxes.client.messages.get(message.id)).message;
  const noClient = await checkMail(copy).then(() => null, (e: unknown) => e as Error);
  assert.match(noClient!.message, 'no client to read the checks with');
  assert.is((await checkMail(copy, { client: inboxes.client })).verdict.pass, true);
});

test('mail snapshot: written on the first run, matched by the next send, failing with a diff on changed wording', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'inboxkit-mail-snap-'));
  dirs.push(dir);
  const testFile = join(dir, 'signup.test.ts');
  const diagnostics: string[] = [];
  const context = () => ({ name: 'resets the password', fullName: 'reset > resets the password', diagnostic: (m: string) => diagnostics.push(m) });
  const first = await inboxes.create({ label: 'snapshot 1' });
  assertMailSnapshot(context(), await receive(first, resetMail(first.address)), undefined, { testFile });
  const file = join(dir, '__mail_snapshots__', 'signup.test.ts.mail.snap');
  assert.match(diagnostics.join('\n'), `inboxkit: wrote mail snapshot "reset > resets the password > mail 1" to ${file}`);
  const stored = readFileSync(file, 'utf8');
  assert.match(stored, /^=== "reset > resets the password > mail 1"\n {2}Subject: Reset your password\n\n {2}--- text ---\n {2}Hello Ada,\n/m);
  assert.match(stored, `  ${webUrl}/reset/<token>?uid=<token>\n`);
  assert.match(stored, /Asked <date>\./);
  // Another send, another inbox, token, date: the same snapshot.
  const second = await inboxes.create({ label: 'snapshot 2' });
  assertMailSnapshot(context(), await receive(second, resetMail(second.address)), undefined, { testFile });
  assert.is(diagnostics.length, 1, 'a match says nothing');
  assert.is(readFileSync(file, 'utf8'), stored);
  // Changed wording: an AssertionError with the diff, the file untouched.
  const third = await inboxes.create({ label: 'snapshot 3' });
  const changed = await receive(third, resetMail(third.address, { wording: 'We got a request to reset your password.' }));
  const error = (() => {
    try {
      assertMailSnapshot(context(), changed, undefined, { testFile });
      return null;
    } catch (e) {
      return e as Error;
    }
  })();
  assert.instance(error, AssertionError);
  assert.match(error!.message, `toMatchMailSnapshot: the mail differs from snapshot "reset > resets the password > mail 1" in ${file}`);
  assert.match(error!.message, /^- Someone asked to reset the password of your account\. Open this link to choose a new one:$/m);
  assert.match(error!.message, /^\+ We got a request to reset your password\. Open this link to choose a new one:$/m);
  assert.is(readFileSync(file, 'utf8'), stored);
  // A second snapshot in one test gets its own key; a named one, its name.
  const named = await receive(third, resetMail(third.address));
  const ctx = context();
  assertMailSnapshot(ctx, named, 'reset', { testFile });
  assertMailSnapshot(ctx, named, 'reset', { testFile });
  assert.match(readFileSync(file, 'utf8'), /=== "reset > resets the password > reset 1"[\s\S]*=== "reset > resets the password > reset 2"/);
});

test.run();
