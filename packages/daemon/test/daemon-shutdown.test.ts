import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import { request, type ClientRequest, type IncomingMessage } from 'node:http';
import net from 'node:net';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createInboxService } from '@inboxkit/core';
import { startDaemon } from '../src/index.js';
import { tempDir } from '../../../test-support/daemon.js';
import { until } from '../../../test-support/wait.js';
import { SmtpTalk, simpleMessage } from '../../../test-support/smtp.js';

function refused(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const s = net.connect({ port, host: '127.0.0.1' });
    s.once('connect', () => {
      s.destroy();
      resolve(false);
    });
    s.once('error', () => resolve(true));
  });
}

test('stop() while a DATA is in flight: the client still gets 250 and the message is in the db when reopened', async () => {
  const { dir, cleanup } = tempDir();
  try {
    const daemon = await startDaemon({ dataDir: dir, host: '127.0.0.1', smtpPort: 0, httpPort: 0 });
    const inbox = await daemon.service.inboxes.create({ label: 'shutdown', lifecycle_mode: 'persistent' });
    const idle = (await SmtpTalk.open(daemon.smtp.port)).talk;
    assert.is((await idle.command('EHLO idle.test')).code, 250);

    const { talk } = await SmtpTalk.open(daemon.smtp.port);
    await talk.envelope('s@example.com', [inbox.email_address]);
    assert.is((await talk.command('DATA')).code, 354);
    const message = simpleMessage(inbox.email_address, 'in flight during shutdown', 'first half\r\n');
    talk.write(message);

    const stopping = daemon.stop();
    let stopped = false;
    void stopping.then(() => (stopped = true));
    await until(async () => (await refused(daemon.smtp.port)) && (await refused(daemon.http.port)), { timeoutMs: 5_000, what: 'both listeners are closed' });
    assert.ok(await refused(daemon.smtp.port), 'SMTP listener no longer accepts');
    assert.ok(await refused(daemon.http.port), 'HTTP listener no longer accepts');
    assert.not.ok(stopped, 'stop waits for the transaction in flight');

    talk.write('second half\r\n.\r\n');
    const reply = await talk.next();
    // Checked as the reply arrives: stop() cannot have finished before this client read its
    // 250, as it ends by closing this connection, whose close follows the reply on the socket.
    assert.not.ok(stopped, 'stop was still waiting when the transaction got its reply');
    assert.is(reply.code, 250, reply.text);
    assert.match(reply.text, /OK: stored as msg_/);
    await stopping;
    // Idle connections were told and hung up on.
    await idle.waitClosed();
    await talk.waitClosed();
    // The daemon checkpoints on a thread of its own; stop() closed that connection first, so
    // the main one closed last and removed the WAL.
    assert.not.ok(existsSync(join(dir, 'inboxkit.sqlite-wal')), 'no WAL left after stop()');

    const reopened = await createInboxService({ database: join(dir, 'inboxkit.sqlite') });
    try {
      const page = await reopened.messages.list(inbox.id);
      assert.is(page.items.length, 1);
      const detail = await reopened.messages.get(page.items[0]!.id);
      assert.is(detail.subject, 'in flight during shutdown');
      assert.match(detail.text_body ?? '', /first half\s+second half/);
    } finally {
      await reopened.close();
    }
  } finally {
    cleanup();
  }
});

test('stop() with only idle connections returns promptly, sending them 421', async () => {
  const { dir, cleanup } = tempDir();
  try {
    // A grace longer than the test runner's per-file timeout: a stop() that waited for these
    // idle connections instead of closing them would never return here.
    const daemon = await startDaemon({ dataDir: dir, host: '127.0.0.1', smtpPort: 0, httpPort: 0, shutdownGraceMs: 600_000 });
    const clients = await Promise.all([1, 2, 3].map(() => SmtpTalk.open(daemon.smtp.port)));
    for (const c of clients) await c.talk.command('EHLO idle.test');
    // An idle HTTP keep-alive connection too.
    const res = await fetch(`${daemon.http.url}/health`);
    assert.is(res.status, 200);
    await daemon.stop();
    assert.ok(await refused(daemon.http.port), 'the HTTP listener is closed, its idle keep-alive connection with it');
    for (const c of clients) {
      const bye = await c.talk.next();
      assert.is(bye.code, 421);
      await c.talk.waitClosed();
    }
    await daemon.stop(); // idempotent
  } finally {
    cleanup();
  }
});

test('a command after stop() began gets 421 instead of starting a transaction', async () => {
  const { dir, cleanup } = tempDir();
  try {
    const daemon = await startDaemon({ dataDir: dir, host: '127.0.0.1', smtpPort: 0, httpPort: 0 });
    const inbox = await daemon.service.inboxes.create({ label: 'x', lifecycle_mode: 'persistent' });
    const busy = (await SmtpTalk.open(daemon.smtp.port)).talk;
    await busy.envelope('s@example.com', [inbox.email_address]);
    assert.is((await busy.command('DATA')).code, 354);
    const late = (await SmtpTalk.open(daemon.smtp.port)).talk;
    await late.command('EHLO late.test');
    const stopping = daemon.stop();
    const reply = await late.command('MAIL FROM:<s@example.com>');
    assert.is(reply.code, 421);
    busy.write(`${simpleMessage(inbox.email_address)}\r\n.\r\n`);
    assert.is((await busy.next()).code, 250);
    await stopping;
  } finally {
    cleanup();
  }
});

test('stop() gives up on a DATA that never finishes after the grace period', async () => {
  const { dir, cleanup } = tempDir();
  try {
    const daemon = await startDaemon({ dataDir: dir, host: '127.0.0.1', smtpPort: 0, httpPort: 0, shutdownGraceMs: 300 });
    const inbox = await daemon.service.inboxes.create({ label: 'x', lifecycle_mode: 'persistent' });
    const { talk } = await SmtpTalk.open(daemon.smtp.port);
    await talk.envelope('s@example.com', [inbox.email_address]);
    assert.is((await talk.command('DATA')).code, 354);
    talk.write('Subject: never ends\r\n\r\nstill typing');
    const started = performance.now();
    await daemon.stop(); // returns although the DATA never finishes: given up on
    const ms = performance.now() - started;
    assert.ok(ms >= 250, `stop took ${ms.toFixed(0)} ms, not less than the 300 ms grace`);
    await talk.waitClosed();
    const reopened = await createInboxService({ database: join(dir, 'inboxkit.sqlite') });
    try {
      assert.is((await reopened.messages.list(inbox.id)).items.length, 0, 'the unfinished message was not stored');
    } finally {
      await reopened.close();
    }
  } finally {
    cleanup();
  }
});

test('stop() lets an HTTP request in progress finish', async () => {
  const { dir, cleanup } = tempDir();
  try {
    const daemon = await startDaemon({ dataDir: dir, host: '127.0.0.1', smtpPort: 0, httpPort: 0 });
    const key = (await daemon.service.apiKeys.create(daemon.service.accountId)).secret;
    const body = JSON.stringify({ label: 'slow upload', lifecycle_mode: 'persistent' });
    // The daemon has read the request's head and its handler waits for the body: Node's own
    // diagnostics channel says so (the daemon runs in this process).
    const begun = new Promise<void>((resolve) => {
      const onStart = (message: unknown) => {
        const { request: incoming } = message as { request: IncomingMessage };
        if (incoming.method !== 'POST' || incoming.url !== '/v1/inboxes') return;
        unsubscribe('http.server.request.start', onStart);
        resolve();
      };
      subscribe('http.server.request.start', onStart);
    });
    let req!: ClientRequest;
    const response = new Promise<{ status: number; text: string }>((resolve, reject) => {
      req = request(`${daemon.http.url}/v1/inboxes`, {
        method: 'POST',
        headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json', 'content-length': String(body.length) },
      }, (res) => {
        let text = '';
        res.setEncoding('utf8').on('data', (d: string) => (text += d)).on('end', () => resolve({ status: res.statusCode ?? 0, text }));
      });
      req.on('error', reject);
      req.write(body.slice(0, 10));
    });
    await begun;
    const stopping = daemon.stop();
    // The rest of the body comes once the daemon no longer accepts connections.
    await until(() => refused(daemon.http.port), { timeoutMs: 5_000, what: 'the HTTP listener is closed' });
    req.end(body.slice(10));
    const res = await response;
    assert.is(res.status, 201, res.text);
    await stopping;
    const reopened = await createInboxService({ database: join(dir, 'inboxkit.sqlite') });
    try {
      assert.equal((await reopened.inboxes.list()).items.map((i) => i.label), ['slow upload']);
    } finally {
      await reopened.close();
    }
  } finally {
    cleanup();
  }
});

test.run();
