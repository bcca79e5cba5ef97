// Implicit TLS (--smtps-port): a second SMTP port whose connections are TLS from the first byte,
// with the STARTTLS certificate and the same hooks. Real senders: nodemailer with `secure: true`
// and a raw TLS socket.
import { readFileSync } from 'node:fs';
import net from 'node:net';
import tls from 'node:tls';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createTransport } from 'nodemailer';
import { makeTestCertificate, startTestDaemon, type TestDaemon } from './fixtures/daemon.js';
import { tempDir } from '../../../test-support/daemon.js';
import { startDaemon } from '../src/index.js';

const certDir = tempDir('inboxkit-cert-');
const cert = makeTestCertificate(certDir.dir);
const pem = cert ? { cert: readFileSync(cert.certFile), key: readFileSync(cert.keyFile) } : null;

let t: TestDaemon | null = null;
test.before(async () => {
  if (pem) t = await startTestDaemon({ tls: pem, smtpsPort: 0, smtpAuth: { username: 'app', password: 's3cret' } });
});
test.after(async () => {
  await t?.stop();
  certDir.cleanup();
});

/** Reads CRLF-terminated reply lines from a socket until one is a final line (`NNN `). */
function replies(socket: net.Socket): () => Promise<string> {
  let buffer = '';
  const waiting: Array<(line: string) => void> = [];
  const ready: string[] = [];
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => {
    buffer += chunk;
    let nl: number;
    while ((nl = buffer.indexOf('\r\n')) >= 0) {
      const line = buffer.slice(0, nl);
      buffer = buffer.slice(nl + 2);
      if (!/^\d{3} /.test(line)) continue;
      const w = waiting.shift();
      if (w) w(line);
      else ready.push(line);
    }
  });
  return () => (ready.length > 0 ? Promise.resolve(ready.shift()!) : new Promise((resolve) => waiting.push(resolve)));
}

test('nodemailer with secure: true delivers over the implicit port, verifying the certificate, and AUTH needs no STARTTLS there', async () => {
  if (!t || !pem) return console.log('skipped: openssl not found');
  assert.ok(t.daemon.smtps, 'startDaemon returns the implicit port');
  assert.is.not(t.daemon.smtps!.port, t.daemon.smtp.port);
  const inbox = await t.createInbox();
  const transport = createTransport({
    host: '127.0.0.1', port: t.daemon.smtps!.port, secure: true, tls: { ca: pem.cert, servername: 'localhost' },
    auth: { user: 'app', pass: 's3cret' },
  });
  try {
    const info = await transport.sendMail({ from: 'app@example.com', to: inbox.email_address, subject: 'over smtps', text: 'code 424242' });
    assert.equal(info.accepted, [inbox.email_address]);
    assert.match(info.response, /^250 2\.6\.0 OK: stored as msg_/);
  } finally {
    transport.close();
  }
  const [m] = await t.messagesTo(inbox.email_address);
  assert.is(m!.subject, 'over smtps');
});

test('a raw TLS socket: greeted inside TLS, no STARTTLS offered (already secure), AUTH offered; cleartext gets no greeting', async () => {
  if (!t || !pem) return;
  const socket = tls.connect({ host: '127.0.0.1', port: t.daemon.smtps!.port, ca: pem.cert, servername: 'localhost' });
  await new Promise<void>((resolve, reject) => socket.once('secureConnect', resolve).once('error', reject));
  try {
    assert.ok(socket.authorized, 'the STARTTLS certificate, verified');
    const next = replies(socket);
    assert.match(await next(), /^220 /);
    socket.write('EHLO client.test\r\n');
    const lines: string[] = [];
    // The EHLO reply is multi-line; read the raw lines up to its last one.
    const ehlo = await new Promise<string>((resolve) => {
      const onData = (chunk: string) => {
        lines.push(...chunk.split('\r\n').filter(Boolean));
        if (lines.some((l) => /^250 /.test(l))) {
          socket.off('data', onData);
          resolve(lines.join('\n'));
        }
      };
      socket.on('data', onData);
    });
    assert.not.match(ehlo, /STARTTLS/);
    assert.match(ehlo, /AUTH PLAIN LOGIN/);
  } finally {
    socket.destroy();
  }

  // A client that does not speak TLS first gets nothing it can read as SMTP.
  const plain = net.connect({ host: '127.0.0.1', port: t.daemon.smtps!.port });
  const first = await new Promise<string>((resolve) => {
    let got = '';
    plain.setEncoding('latin1');
    plain.on('data', (chunk: string) => { got += chunk; });
    plain.once('close', () => resolve(got));
    plain.once('connect', () => plain.write('EHLO client.test\r\n'));
    plain.on('error', () => {});
  });
  assert.not.match(first, /^220 /);
});

test('the plain port keeps STARTTLS beside it', async () => {
  if (!t || !pem) return;
  const inbox = await t.createInbox();
  const info = await t.send({ to: inbox.email_address, subject: 'starttls still', text: 'x' }, { requireTLS: true, auth: { user: 'app', pass: 's3cret' } });
  assert.equal(info.accepted, [inbox.email_address]);
});

test('implicit TLS without a certificate is refused before anything listens', async () => {
  const dir = tempDir('inboxkit-smtps-');
  try {
    await startDaemon({ dataDir: dir.dir, smtpPort: 0, httpPort: 0, smtpsPort: 0 });
    assert.unreachable('smtpsPort needs tls');
  } catch (error) {
    assert.match((error as Error).message, /implicit TLS .* needs tls/);
  } finally {
    dir.cleanup();
  }
});

test.run();
