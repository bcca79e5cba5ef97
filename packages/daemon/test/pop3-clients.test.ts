// POP3 with real clients (docs/pop3.md): curl's pop3:// (list, retrieve, DELE, STLS with
// --ssl-reqd, a refused login) and Python's poplib (CAPA, USER/PASS, STAT, LIST, UIDL, RETR,
// TOP, DELE, QUIT; and STLS). Outside tools: in the full set (scripts/run-tests.mjs FULL_ONLY),
// whose .ci/run installs curl and python3 when they are missing; here they must be present.
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Inbox } from '@inboxkit/core';
import { makeTestCertificate, startTestDaemon, type TestDaemon } from './fixtures/daemon.js';
import { tempDir } from '../../../test-support/daemon.js';

const certDir = tempDir('inboxkit-cert-');
const cert = makeTestCertificate(certDir.dir);
if (!cert) throw new Error('openssl is needed (the STLS runs)');
let t: TestDaemon;
test.before(async () => {
  t = await startTestDaemon({ pop3Port: 0, tls: { cert: readFileSync(cert.certFile), key: readFileSync(cert.keyFile) } });
});
test.after(async () => {
  await t.stop();
  certDir.cleanup();
});

/** Runs a program to its end: exit code, stdout as bytes, stderr. */
function run(file: string, args: string[], input?: string): Promise<{ code: number; stdout: Buffer; stderr: string }> {
  return new Promise((resolve) => {
    const child = execFile(file, args, { encoding: 'buffer', timeout: 60_000 }, (error, stdout, stderr) => {
      resolve({ code: error ? (typeof error.code === 'number' ? error.code : 1) : 0, stdout, stderr: stderr.toString() });
    });
    if (input !== undefined) child.stdin!.end(input);
  });
}

const url = (path = '') => `pop3://127.0.0.1:${t.daemon.pop3!.port}/${path}`;
const message = (subject: string) =>
  `From: app@example.com\r\nTo: user@example.com\r\nSubject: ${subject}\r\n\r\nYour code is 482913\r\n.dotted line\r\n.\r\nend\r\n`;

async function inboxWith(label: string, subjects: string[]): Promise<{ inbox: Inbox; ids: string[] }> {
  const inbox = await t.createInbox({ label });
  const ids: string[] = [];
  for (const s of subjects) ids.push((await t.daemon.service.ingest(message(s), { rcptTo: [inbox.email_address] })).stored[0]!.messageId);
  return { inbox, ids };
}

test('curl pop3://: lists, retrieves byte for byte, deletes with -X DELE, refuses a wrong key; --ssl-reqd goes through STLS', async () => {
  const { inbox, ids } = await inboxWith('curl', ['first', 'second']);
  const user = `${inbox.email_address}:${t.key}`;
  const list = await run('curl', ['-sS', url(), '-u', user]);
  assert.is(list.code, 0, list.stderr);
  const size = Buffer.byteLength(message('first'));
  assert.is(list.stdout.toString(), `1 ${size}\r\n2 ${Buffer.byteLength(message('second'))}\r\n`);
  const retr = await run('curl', ['-sS', url('1'), '-u', user]);
  assert.is(retr.code, 0, retr.stderr);
  assert.is(retr.stdout.toString(), message('first'), 'curl undoes the dot-stuffing: the source exactly');
  const uidl = await run('curl', ['-sS', url(), '-u', user, '-X', 'UIDL']);
  assert.is(uidl.stdout.toString(), `1 ${ids[0]}\r\n2 ${ids[1]}\r\n`);
  const tls = await run('curl', ['-sS', '--ssl-reqd', '-k', url('2'), '-u', user]);
  assert.is(tls.code, 0, tls.stderr);
  assert.is(tls.stdout.toString(), message('second'));
  const dele = await run('curl', ['-sS', url('2'), '-u', user, '-X', 'DELE', '-I']);
  assert.is(dele.code, 0, dele.stderr);
  assert.equal((await t.messagesTo(inbox.email_address)).map((m) => m.id), [ids[0]]);
  const denied = await run('curl', ['-sS', url(), '-u', `${inbox.email_address}:ik_live_wrongwrongwrongwrong`]);
  assert.is(denied.code, 67, 'curl: login denied');
});

const POPLIB = `
import json, poplib, ssl, sys
port, user, key, tls = int(sys.argv[1]), sys.argv[2], sys.argv[3], sys.argv[4] == '1'
p = poplib.POP3('127.0.0.1', port, timeout=30)
out = {'welcome': p.getwelcome().decode(), 'capa': sorted(p.capa().keys())}
if tls:
    ctx = ssl.create_default_context()
    ctx.check_hostname = False
    ctx.verify_mode = ssl.CERT_NONE
    p.stls(context=ctx)
    out['capa_after_tls'] = sorted(p.capa().keys())
try:
    p.pass_('x')
except poplib.error_proto as e:
    out['pass_first'] = e.args[0].decode()
p.user(user)
p.pass_(key)
out['stat'] = list(p.stat())
out['list'] = [l.decode() for l in p.list()[1]]
out['uidl'] = [l.decode() for l in p.uidl()[1]]
resp, lines, octets = p.retr(1)
out['retr'] = b''.join(l + b'\\r\\n' for l in lines).decode()
out['retr_octets'] = octets
out['top'] = [l.decode() for l in p.top(1, 1)[1]]
try:
    p.retr(99)
except poplib.error_proto as e:
    out['retr_missing'] = e.args[0].decode()
out['dele'] = p.dele(1).decode()
out['quit'] = p.quit().decode()
print(json.dumps(out))
`;

test("Python's poplib: CAPA, USER/PASS, STAT, LIST, UIDL, RETR (unstuffed to the source), TOP, DELE and QUIT; with and without STLS", async () => {
  for (const tls of [false, true]) {
    const { inbox, ids } = await inboxWith(`poplib ${tls}`, ['one', 'two']);
    const result = await run('python3', ['-c', POPLIB, String(t.daemon.pop3!.port), inbox.email_address, t.key, tls ? '1' : '0']);
    assert.is(result.code, 0, result.stderr);
    const out = JSON.parse(result.stdout.toString()) as Record<string, unknown>;
    assert.match(out.welcome as string, /^\+OK /);
    assert.ok((out.capa as string[]).includes('STLS') && (out.capa as string[]).includes('UIDL') && (out.capa as string[]).includes('TOP'));
    if (tls) assert.not.ok((out.capa_after_tls as string[]).includes('STLS'));
    assert.match(out.pass_first as string, /^-ERR/);
    const one = Buffer.byteLength(message('one'));
    const two = Buffer.byteLength(message('two'));
    assert.equal(out.stat, [2, one + two]);
    assert.equal(out.list, [`1 ${one}`, `2 ${two}`]);
    assert.equal(out.uidl, [`1 ${ids[0]}`, `2 ${ids[1]}`]);
    assert.is(out.retr, message('one'));
    assert.equal(out.top, message('one').split('\r\n').slice(0, 5));
    assert.match(out.retr_missing as string, /^-ERR/);
    assert.match(out.quit as string, /^\+OK .*1 message deleted/);
    assert.equal((await t.messagesTo(inbox.email_address)).map((m) => m.id), [ids[1]]);
    assert.is((await t.message(ids[0]!).catch(() => null)), null);
  }
});

test.run();
