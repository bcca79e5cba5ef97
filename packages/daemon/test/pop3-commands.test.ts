// POP3 (docs/pop3.md) over a raw socket against a daemon started in-process: every command of
// the TRANSACTION state, the maildrop's numbering and snapshot, RETR byte for byte with
// dot-stuffing, the read mark, and DELE carried out only at QUIT.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Inbox } from '@inboxkit/core';
import { startTestDaemon, type TestDaemon } from './fixtures/daemon.js';
import { Pop3Talk } from './fixtures/pop3.js';

let t: TestDaemon;
test.before(async () => {
  t = await startTestDaemon({ pop3Port: 0 });
});
test.after(async () => {
  await t.stop();
});

const port = () => t.daemon.pop3!.port;

/** Stores `raw` for the inbox (in-process ingest: the exact bytes), resolving with its id. */
async function store(inbox: Inbox, raw: string | Buffer): Promise<string> {
  const result = await t.daemon.service.ingest(raw, { mailFrom: 'sender@example.com', rcptTo: [inbox.email_address] });
  return result.stored[0]!.messageId;
}

async function login(inbox: Inbox, key = t.key): Promise<Pop3Talk> {
  const { talk, greeting } = await Pop3Talk.open(port());
  assert.match(greeting, /^\+OK /);
  assert.ok((await talk.command(`USER ${inbox.email_address}`)).ok);
  const pass = await talk.command(`PASS ${key}`);
  assert.ok(pass.ok, pass.status);
  return talk;
}

const mail = (subject: string, body: string) =>
  `From: sender@example.com\r\nTo: someone@example.com\r\nSubject: ${subject}\r\nMessage-ID: <${subject.replace(/\W/g, '')}@example.com>\r\n\r\n${body}`;

test('CAPA lists TOP, UIDL, USER, SASL PLAIN, RESP-CODES and the implementation; no STLS without a certificate', async () => {
  const { talk } = await Pop3Talk.open(port());
  const capa = await talk.multi('CAPA');
  assert.ok(capa.ok);
  for (const c of ['TOP', 'UIDL', 'USER', 'SASL PLAIN', 'RESP-CODES', 'AUTH-RESP-CODE', 'IMPLEMENTATION Inboxkit']) assert.ok(capa.lines.includes(c), `${c} in ${capa.lines}`);
  assert.not.ok(capa.lines.includes('STLS'));
  assert.is((await talk.command('STLS')).ok, false);
  assert.ok((await talk.command('QUIT')).ok);
  await talk.closedByServer();
  assert.equal(talk.problems, []);
});

test('STAT, LIST and UIDL number the maildrop oldest first, with CRLF sizes; the snapshot stays fixed for the session', async () => {
  const inbox = await t.createInbox({ label: 'numbering' });
  const first = await store(inbox, mail('first', 'one\r\n'));
  const second = await store(inbox, 'Subject: bare lf\nFrom: a@example.com\n\nline one\nline two'); // LF only, no final line break
  const talk = await login(inbox);
  const firstSize = Buffer.byteLength(mail('first', 'one\r\n'));
  const secondSize = Buffer.byteLength('Subject: bare lf\r\nFrom: a@example.com\r\n\r\nline one\r\nline two\r\n');
  assert.is((await talk.command('STAT')).status, `+OK 2 ${firstSize + secondSize}`);
  const list = await talk.multi('LIST');
  assert.equal(list.lines, [`1 ${firstSize}`, `2 ${secondSize}`]);
  assert.is((await talk.command('LIST 2')).status, `+OK 2 ${secondSize}`);
  assert.equal((await talk.multi('UIDL')).lines, [`1 ${first}`, `2 ${second}`]);
  assert.is((await talk.command('UIDL 1')).status, `+OK 1 ${first}`);
  // A message that arrives during the session is not in it (RFC 1939: numbers fixed for the session).
  await store(inbox, mail('third', 'three\r\n'));
  assert.match((await talk.command('STAT')).status, /^\+OK 2 /);
  assert.is((await talk.command('LIST 3')).ok, false);
  assert.is((await talk.command('LIST 0')).ok, false);
  assert.is((await talk.command('LIST x')).ok, false);
  assert.ok((await talk.command('NOOP')).ok);
  assert.ok((await talk.command('QUIT')).ok);
  // The next session sees it.
  const again = await login(inbox);
  assert.match((await again.command('STAT')).status, /^\+OK 3 /);
  again.end();
});

test('RETR gives the source byte for byte, dot-stuffed, and marks it read; TOP gives the header and n lines without marking', async () => {
  const inbox = await t.createInbox({ label: 'retr' });
  const raw = mail('dots', '.leading dot\r\n..two dots\r\nmiddle\r\n.\r\nlast line\r\n');
  const id = await store(inbox, raw);
  const talk = await login(inbox);
  const top = await talk.multi('TOP 1 2');
  assert.ok(top.ok);
  const header = raw.slice(0, raw.indexOf('\r\n\r\n') + 4);
  assert.is(top.body.toString(), `${header}..leading dot\r\n...two dots\r\n`);
  assert.is((await talk.multi('TOP 1 0')).body.toString(), header);
  assert.is((await t.message(id)).read, false, 'TOP does not mark it read');
  const retr = await talk.multi('RETR 1');
  assert.is(retr.status, `+OK ${Buffer.byteLength(raw)} octets`);
  // Undo the stuffing: the source exactly.
  const unstuffed = retr.body.toString().split('\r\n').map((l) => (l.startsWith('.') ? l.slice(1) : l)).join('\r\n');
  assert.is(unstuffed, raw);
  assert.ok(retr.lines.includes('..'), 'a line of one dot is sent as two');
  assert.is((await t.message(id)).read, true, 'RETR marked it read');
  assert.is((await talk.command('RETR 2')).ok, false);
  assert.is((await talk.command('RETR')).ok, false);
  assert.is((await talk.command('TOP 1')).ok, false);
  assert.is((await talk.command('TOP 1 -1')).ok, false);
  talk.end();
  assert.equal(talk.problems, []);
});

test('DELE marks; RSET unmarks; QUIT deletes what is marked; a connection that ends without QUIT deletes nothing', async () => {
  const inbox = await t.createInbox({ label: 'dele' });
  const keep = await store(inbox, mail('keep', 'k\r\n'));
  const drop = await store(inbox, mail('drop', 'd\r\n'));
  let talk = await login(inbox);
  assert.ok((await talk.command('DELE 2')).ok);
  assert.is((await talk.command('DELE 2')).ok, false, 'marked already');
  assert.is((await talk.command('RETR 2')).ok, false);
  assert.is((await talk.command('LIST 2')).ok, false);
  assert.match((await talk.command('STAT')).status, /^\+OK 1 /);
  assert.equal((await talk.multi('LIST')).lines.map((l) => l.split(' ')[0]), ['1']);
  assert.ok((await talk.command('RSET')).ok);
  assert.match((await talk.command('STAT')).status, /^\+OK 2 /);
  assert.ok((await talk.command('DELE 2')).ok);
  talk.socket.destroy(); // no QUIT: no UPDATE state
  await talk.closedByServer();

  talk = await login(inbox);
  assert.match((await talk.command('STAT')).status, /^\+OK 2 /, 'nothing deleted without QUIT');
  assert.ok((await talk.command('DELE 2')).ok);
  assert.match((await talk.command('QUIT')).status, /^\+OK .*1 message deleted/);
  await talk.closedByServer();
  assert.is((await t.api(`/v1/messages/${drop}`)).status, 404);
  assert.is((await t.api(`/v1/messages/${keep}`)).status, 200);
});

test('a message deleted through the API during the session: RETR answers -ERR, QUIT with its mark still succeeds', async () => {
  const inbox = await t.createInbox({ label: 'gone' });
  const id = await store(inbox, mail('gone', 'g\r\n'));
  await store(inbox, mail('stays', 's\r\n'));
  const talk = await login(inbox);
  assert.is((await t.api(`/v1/messages/${id}`, { method: 'DELETE' })).status, 200);
  const retr = await talk.command('RETR 1');
  assert.is(retr.ok, false);
  assert.match(retr.status, /deleted since this session began/);
  assert.ok((await talk.command('DELE 1')).ok);
  assert.match((await talk.command('QUIT')).status, /^\+OK /);
});

test('commands out of state: TRANSACTION commands before a login, login commands after it, unknown ones', async () => {
  const inbox = await t.createInbox({ label: 'states' });
  const { talk } = await Pop3Talk.open(port());
  for (const c of ['STAT', 'LIST', 'RETR 1', 'DELE 1', 'NOOP', 'RSET', 'UIDL', 'TOP 1 1']) {
    const r = await talk.command(c);
    assert.is(r.ok, false, c);
    assert.match(r.status, /log in first/);
  }
  assert.is((await talk.command('FROB')).ok, false);
  assert.is((await talk.command('PASS x')).status, '-ERR USER first');
  assert.is((await talk.command('APOP user 0123456789abcdef0123456789abcdef')).ok, false);
  assert.ok((await talk.command(`USER ${inbox.email_address}`)).ok);
  assert.ok((await talk.command(`PASS ${t.key}`)).ok);
  for (const c of ['USER x', 'PASS y', 'AUTH PLAIN', 'STLS']) assert.match((await talk.command(c)).status, /^-ERR already logged in|^-ERR STLS/, c);
  const capa = await talk.multi('CAPA');
  assert.not.ok(capa.lines.includes('USER'), 'USER is for the AUTHORIZATION state');
  talk.end();
});

test.run();
