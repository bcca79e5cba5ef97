// The POP3 listener's guards (docs/pop3.md, "Limits"): over-long lines, garbage, too many
// errors, connection caps per address and in all, the idle timeout, pipelined commands, and
// the shutdown; nothing a client sends takes the daemon down.
import { randomBytes } from 'node:crypto';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Inbox } from '@inboxkit/core';
import { peekAll, startTestDaemon, type TestDaemon } from './fixtures/daemon.js';
import { Pop3Talk } from './fixtures/pop3.js';

let t: TestDaemon;
let inbox: Inbox;
test.before(async () => {
  t = await startTestDaemon({ pop3Port: 0, pop3Limits: { maxConnectionsPerAddress: 3, maxErrors: 5, maxLineBytes: 200 } });
  inbox = await t.createInbox({ label: 'guards' });
  await t.daemon.service.ingest('Subject: one\r\n\r\nbody\r\n', { rcptTo: [inbox.email_address] });
});
test.after(async () => {
  await t.stop();
});

const port = () => t.daemon.pop3!.port;

test('a line over the limit is answered -ERR once and skipped; the session goes on', async () => {
  const { talk } = await Pop3Talk.open(port());
  assert.is((await talk.command(`USER ${'x'.repeat(300)}`)).status, '-ERR line too long');
  // A long line that arrives in pieces, its line feed last: one answer.
  talk.write('NOOP '.padEnd(250, 'y'));
  talk.write('z'.repeat(250));
  assert.is((await talk.command('')).status, '-ERR line too long');
  assert.ok((await talk.command(`USER ${inbox.email_address}`)).ok);
  assert.ok((await talk.command(`PASS ${t.key}`)).ok);
  assert.match((await talk.command('STAT')).status, /^\+OK 1 /);
  talk.end();
});

test('errors in a row close the connection; a success in between resets the count', async () => {
  const { talk } = await Pop3Talk.open(port());
  for (let i = 0; i < 4; i++) assert.is((await talk.command('BOGUS')).ok, false);
  assert.ok((await talk.multi('CAPA')).ok);
  for (let i = 0; i < 4; i++) assert.is((await talk.command('BOGUS')).ok, false);
  assert.is((await talk.command('BOGUS')).status, '-ERR too many errors, closing the connection');
  await talk.closedByServer();
});

test('random bytes, NULs, bare LFs and invalid UTF-8 get -ERR answers, never a crash', async () => {
  for (let round = 0; round < 5; round++) {
    const { talk } = await Pop3Talk.open(port());
    talk.write(Buffer.concat([randomBytes(150).map((b) => (b === 0x0a ? 0x00 : b)), Buffer.from('\n')]));
    assert.is((await talk.reply(false)).ok, false);
    talk.write(Buffer.from([0xff, 0xfe, 0x00, 0x20, 0x0a]));
    assert.is((await talk.reply(false)).ok, false);
    talk.socket.destroy();
  }
  // Still serving.
  const { talk } = await Pop3Talk.open(port());
  assert.ok((await talk.command('NOOP')).status.startsWith('-ERR'), 'NOOP before a login is an error, answered');
  assert.ok((await talk.command('QUIT')).ok);
});

test('pipelined commands are answered in order', async () => {
  const { talk } = await Pop3Talk.open(port());
  talk.write(`USER ${inbox.email_address}\r\nPASS ${t.key}\r\nSTAT\r\nUIDL 1\r\nQUIT\r\n`);
  const replies = [];
  for (let i = 0; i < 5; i++) replies.push((await talk.reply(false)).status);
  assert.ok(replies.every((r) => r.startsWith('+OK')), replies.join(' | '));
  assert.match(replies[2]!, /^\+OK 1 \d+$/);
  await talk.closedByServer();
});

test('connections from one address past the cap get -ERR [SYS/TEMP] and are closed; a slot freed is taken again', async () => {
  const held = await Promise.all([1, 2, 3].map(() => Pop3Talk.open(port())));
  const { talk: fourth, greeting } = await Pop3Talk.open(port());
  assert.match(greeting, /^-ERR \[SYS\/TEMP\] too many connections from your address/);
  await fourth.closedByServer();
  assert.ok((await held[0]!.talk.command('QUIT')).ok);
  await held[0]!.talk.closedByServer();
  // The freed slot: a newcomer is greeted once the server has seen the close.
  for (;;) {
    const { talk, greeting: g } = await Pop3Talk.open(port());
    talk.end();
    if (g.startsWith('+OK')) break;
    await talk.closedByServer();
  }
  for (const { talk } of held.slice(1)) talk.end();
});

test('an idle connection is logged out with -ERR and closed', async () => {
  const idle = await startTestDaemon({ pop3Port: 0, pop3Limits: { idleTimeoutMs: 100 } });
  try {
    const { talk } = await Pop3Talk.open(idle.daemon.pop3!.port);
    assert.match(await talk.line(), /^-ERR \[SYS\/TEMP\] autologout/);
    await talk.closedByServer();
  } finally {
    await idle.stop();
  }
});

test('stop(): a logged-in session is told the server is shutting down, and its DELE marks are not carried out', async () => {
  const s = await startTestDaemon({ pop3Port: 0 });
  const box = await s.createInbox({ label: 'shutdown' });
  await s.daemon.service.ingest('Subject: stays\r\n\r\nx\r\n', { rcptTo: [box.email_address] });
  const { talk } = await Pop3Talk.open(s.daemon.pop3!.port);
  await talk.command(`USER ${box.email_address}`);
  await talk.command(`PASS ${s.key}`);
  assert.ok((await talk.command('DELE 1')).ok);
  const database = s.daemon.service.options.database;
  const stopped = s.daemon.stop();
  assert.is(await talk.line(), '-ERR [SYS/TEMP] the server is shutting down');
  await talk.closedByServer();
  await stopped;
  // The database (still there until s.stop()) holds the message.
  const rows = await peekAll<{ n: number }>({ options: { database } }, 'SELECT COUNT(*) AS n FROM messages WHERE inbox_id = ?', box.id);
  assert.is(Number(rows[0]!.n), 1);
  await s.stop();
});

test.run();
