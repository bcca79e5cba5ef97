// POP3 logins (docs/pop3.md, "Logging in"): USER/PASS and AUTH PLAIN (initial response and
// continuation) with an inbox address and an API key; every refusal is -ERR [AUTH] (the key,
// its scope, its account, the inboxes it is limited to), slowed down per client address; DELE
// needs inboxes:write.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Inbox, Scope } from '@inboxkit/core';
import { createLogger } from '../src/index.js';
import { startTestDaemon, type TestDaemon } from './fixtures/daemon.js';
import { Pop3Talk } from './fixtures/pop3.js';

const lines: Array<Record<string, unknown>> = [];
const logger = createLogger({ level: 'info', format: 'json', destination: { write: (l: string) => void lines.push(JSON.parse(l) as Record<string, unknown>) } });
let t: TestDaemon;
let inbox: Inbox;
test.before(async () => {
  t = await startTestDaemon({ pop3Port: 0, logger, pop3Limits: { failuresBeforeSlowdown: 2, slowdownStepMs: 1 } });
  inbox = await t.createInbox({ label: 'auth' });
  await t.daemon.service.ingest('Subject: hello\r\n\r\nhi\r\n', { rcptTo: [inbox.email_address] });
});
test.after(async () => {
  await t.stop();
});

const port = () => t.daemon.pop3!.port;
const plain = (user: string, pass: string, authz = '') => Buffer.from(`${authz}\0${user}\0${pass}`).toString('base64');
const key = async (scopes: Scope[], inboxIds?: string[]) => (await t.daemon.service.apiKeys.create(t.daemon.service.accountId, { scopes, ...(inboxIds ? { inboxIds } : {}) })).secret;

async function userPass(user: string, pass: string): Promise<string> {
  const { talk } = await Pop3Talk.open(port());
  await talk.command(`USER ${user}`);
  const reply = await talk.command(`PASS ${pass}`);
  talk.end();
  return reply.status;
}

test('USER/PASS with the inbox address and a key of its account logs in; the log names the key and the inbox', async () => {
  assert.match(await userPass(inbox.email_address, t.key), /^\+OK .* has 1 message$/);
  assert.match(await userPass(inbox.email_address.toUpperCase(), t.key), /^\+OK /, 'the address in any case');
  const login = lines.find((l) => l.event === 'pop3.login');
  assert.ok(login);
  assert.is(login!.inbox_id, inbox.id);
  assert.is(login!.messages, 1);
  assert.not.ok(JSON.stringify(lines).includes(t.key), 'never the key');
});

test('AUTH PLAIN: the initial response, the continuation, a cancel, bad base64, another mechanism; bare AUTH lists PLAIN', async () => {
  const { talk } = await Pop3Talk.open(port());
  const list = await talk.multi('AUTH');
  assert.equal(list.lines, ['PLAIN']);
  assert.is((await talk.command('AUTH LOGIN')).ok, false);
  assert.is((await talk.command('AUTH PLAIN %%%')).status, '-ERR [AUTH] the PLAIN response is not base64');
  assert.is((await talk.command('AUTH PLAIN')).status, '+ ');
  assert.is((await talk.command('*')).status, '-ERR authentication cancelled');
  assert.match((await talk.command(`AUTH PLAIN ${plain(inbox.email_address, t.key, 'someone-else')}`)).status, /^-ERR \[AUTH\] /);
  assert.is((await talk.command('AUTH PLAIN')).status, '+ ');
  assert.match((await talk.command(plain(inbox.email_address, t.key))).status, /^\+OK /);
  talk.end();
  const { talk: again } = await Pop3Talk.open(port());
  assert.match((await again.command(`AUTH PLAIN ${plain(inbox.email_address, t.key, inbox.email_address)}`)).status, /^\+OK /);
  assert.match((await again.command('STAT')).status, /^\+OK 1 /);
  again.end();
});

test('refusals are -ERR [AUTH]: a wrong key, a key without messages:read, another account\'s inbox, an inbox outside a limited key', async () => {
  const other = await t.daemon.service.accounts.ensure('other');
  const otherKey = (await t.daemon.service.apiKeys.create(other.id, { scopes: ['messages:read'] })).secret;
  const second = await t.createInbox({ label: 'second' });
  const refused = [
    await userPass(inbox.email_address, 'not-a-key'),
    await userPass(inbox.email_address, 'ik_live_0123456789abcdefghijklmn'),
    await userPass(inbox.email_address, await key(['inboxes:write'])),
    await userPass(inbox.email_address, otherKey),
    await userPass(inbox.email_address, await key(['messages:read'], [second.id])),
    await userPass('nobody@inboxkit.test', t.key),
    await userPass('not-an-address', t.key),
  ];
  for (const status of refused) assert.match(status, /^-ERR \[AUTH\] /, JSON.stringify(refused));
  assert.match(refused[2]!, /messages:read/);
  assert.match(await userPass(second.email_address, await key(['messages:read'], [second.id])), /^\+OK /, 'the limited key opens its own inbox');
  const reasons = lines.filter((l) => l.event === 'pop3.refused').map((l) => l.reason);
  for (const r of ['bad_key', 'no_scope', 'no_inbox']) assert.ok(reasons.includes(r), `${r} in ${reasons}`);
  // Past two failures in a row from this address, each answer was held back (and says so).
  assert.ok(lines.some((l) => l.event === 'pop3.refused' && typeof l.delayed_ms === 'number' && l.delayed_ms > 0));
});

test('DELE needs inboxes:write: a read-only key reads and retrieves, its DELE is refused and nothing is deleted', async () => {
  const readOnly = await key(['messages:read']);
  const { talk } = await Pop3Talk.open(port());
  await talk.command(`USER ${inbox.email_address}`);
  assert.ok((await talk.command(`PASS ${readOnly}`)).ok);
  assert.ok((await talk.multi('RETR 1')).ok);
  assert.match((await talk.command('DELE 1')).status, /^-ERR .*inboxes:write/);
  assert.ok((await talk.command('QUIT')).ok);
  assert.is((await t.messagesTo(inbox.email_address)).length, 1);
});

test('an expired inbox is refused, as SMTP refuses mail to it', async () => {
  let now = Date.now();
  const clocked = await startTestDaemon({ pop3Port: 0, clock: () => now });
  try {
    const expiring = await clocked.createInbox({ label: 'expiring', lifecycle_mode: 'temporary', ttl_minutes: 10 });
    await clocked.daemon.service.ingest('Subject: before expiry\r\n\r\nx\r\n', { rcptTo: [expiring.email_address] });
    const open = async () => {
      const { talk } = await Pop3Talk.open(clocked.daemon.pop3!.port);
      await talk.command(`USER ${expiring.email_address}`);
      const status = (await talk.command(`PASS ${clocked.key}`)).status;
      talk.end();
      return status;
    };
    assert.match(await open(), /^\+OK /);
    now += 11 * 60_000;
    assert.is((await clocked.daemon.service.route(expiring.email_address)).ok, false);
    assert.match(await open(), /^-ERR \[AUTH\] /);
  } finally {
    await clocked.stop();
  }
});

test('an account whose monthly quota is spent still reads its inboxes over POP3 (no mail comes in, what is stored is read)', async () => {
  const full = await startTestDaemon({ pop3Port: 0, serviceOptions: { plan: { monthly_received_messages: 1 } } });
  try {
    const box = await full.createInbox({ label: 'full' });
    await full.daemon.service.ingest('Subject: the one\r\n\r\nx\r\n', { rcptTo: [box.email_address] });
    const routed = await full.daemon.service.route(box.email_address);
    assert.equal(routed.ok ? 'ok' : routed.reason, 'quota_exceeded');
    const { talk } = await Pop3Talk.open(full.daemon.pop3!.port);
    await talk.command(`USER ${box.email_address}`);
    assert.match((await talk.command(`PASS ${full.key}`)).status, /^\+OK .* has 1 message$/);
    talk.end();
  } finally {
    await full.stop();
  }
});

test.run();
