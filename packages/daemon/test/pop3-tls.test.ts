// POP3 STLS (RFC 2595) with the certificate STARTTLS uses (--tls-cert/--tls-key): offered in
// CAPA when there is one, TLS from the next byte, no STLS once on TLS, and what the client
// pipelined behind STLS in clear text is dropped, not run after the switch.
import { readFileSync } from 'node:fs';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { makeTestCertificate, startTestDaemon, type TestDaemon } from './fixtures/daemon.js';
import { tempDir } from '../../../test-support/daemon.js';
import { Pop3Talk } from './fixtures/pop3.js';

const certDir = tempDir('inboxkit-cert-');
const cert = makeTestCertificate(certDir.dir);
const pem = cert ? { cert: readFileSync(cert.certFile), key: readFileSync(cert.keyFile) } : null;
let t: TestDaemon | null = null;

test.before(async () => {
  if (pem) t = await startTestDaemon({ pop3Port: 0, tls: pem });
});
test.after(async () => {
  await t?.stop();
  certDir.cleanup();
});

test('with a certificate: CAPA offers STLS, the session goes on over TLS, and STLS is not offered again', async () => {
  if (!t) return console.log('skipped: openssl not found');
  const inbox = await t.createInbox({ label: 'tls' });
  const raw = 'Subject: over tls\r\n\r\nsecret 123456\r\n';
  await t.daemon.service.ingest(raw, { rcptTo: [inbox.email_address] });
  const { talk } = await Pop3Talk.open(t.daemon.pop3!.port);
  assert.ok((await talk.multi('CAPA')).lines.includes('STLS'));
  assert.is((await talk.startTls()).status, '+OK begin TLS negotiation');
  const capa = await talk.multi('CAPA');
  assert.not.ok(capa.lines.includes('STLS'), 'not twice');
  assert.is((await talk.command('STLS')).ok, false);
  assert.ok((await talk.command(`USER ${inbox.email_address}`)).ok);
  assert.ok((await talk.command(`PASS ${t.key}`)).ok);
  assert.is((await talk.multi('RETR 1')).body.toString(), raw);
  assert.ok((await talk.command('QUIT')).ok);
});

test('commands pipelined behind STLS in clear text are dropped (no injection into the TLS session)', async () => {
  if (!t) return console.log('skipped: openssl not found');
  const inbox = await t.createInbox({ label: 'inject' });
  const { talk } = await Pop3Talk.open(t.daemon.pop3!.port);
  talk.write(`STLS\r\nUSER ${inbox.email_address}\r\n`);
  // The switch by hand (Pop3Talk.startTls sends its own STLS).
  const reply = await talk.reply(false);
  assert.is(reply.status, '+OK begin TLS negotiation');
  const tls = await import('node:tls');
  const secure = tls.connect({ socket: talk.socket, rejectUnauthorized: false, servername: 'localhost' });
  await new Promise<void>((resolve, reject) => {
    secure.once('secureConnect', resolve);
    secure.once('error', reject);
  });
  const answer = new Promise<string>((resolve) => secure.once('data', (d: Buffer) => resolve(d.toString())));
  secure.write(`PASS ${t.key}\r\n`);
  assert.is(await answer, '-ERR USER first\r\n', 'the USER sent in clear text was not kept');
  secure.end();
});

test.run();
