import net from 'node:net';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createInboxService } from '@inboxkit/core';
import { startDaemon } from '../src/index.js';
import { tempDir } from '../../../test-support/daemon.js';

const FIXED_KEY = 'ik_live_ci0000000000000000000000fixed';

test('startDaemon returns bound addresses, a working HTTP url and accepts INBOXKIT_API_KEY (apiKey)', async () => {
  const { dir, cleanup } = tempDir();
  try {
    const daemon = await startDaemon({ dataDir: dir, host: '127.0.0.1', smtpPort: 0, httpPort: 0, apiKey: FIXED_KEY });
    try {
      assert.is(daemon.smtp.host, '127.0.0.1');
      assert.ok(daemon.smtp.port > 0);
      assert.is(daemon.http.host, '127.0.0.1');
      assert.is(daemon.http.url, `http://127.0.0.1:${daemon.http.port}`);
      assert.is(daemon.baseUrl, daemon.http.url);
      const health = await fetch(`${daemon.http.url}/health`);
      assert.is(health.status, 200);
      const res = await fetch(`${daemon.http.url}/v1/inboxes`, {
        method: 'POST',
        headers: { authorization: `Bearer ${FIXED_KEY}`, 'content-type': 'application/json' },
        body: JSON.stringify({ label: 'ci', lifecycle_mode: 'persistent' }),
      });
      assert.is(res.status, 201);
      const body = (await res.json()) as { inbox: { id: string } };
      assert.ok(await daemon.service.inboxes.get(body.inbox.id), 'created in the default account');
      const keys = await daemon.service.apiKeys.list(daemon.service.accountId);
      assert.equal(keys.map((k) => k.label), ['INBOXKIT_API_KEY']);
    } finally {
      await daemon.stop();
    }
    // A restart with the same key does not add a second one.
    const again = await startDaemon({ dataDir: dir, host: '127.0.0.1', smtpPort: 0, httpPort: 0, apiKey: FIXED_KEY });
    assert.is((await again.service.apiKeys.list(again.service.accountId)).length, 1);
    await again.stop();
  } finally {
    cleanup();
  }
});

test('startDaemon accepts a ready service and a public baseUrl', async () => {
  const service = await createInboxService({ domain: 'mail.example.test' });
  const daemon = await startDaemon({ service, smtpPort: 0, httpPort: 0, baseUrl: 'https://inbox.example.test/' });
  try {
    assert.is(daemon.service, service);
    assert.is(daemon.baseUrl, 'https://inbox.example.test');
    const inbox = await service.inboxes.create({ label: 'x', lifecycle_mode: 'persistent' });
    assert.match(inbox.email_address, /@mail\.example\.test$/);
  } finally {
    await daemon.stop();
  }
  // stop() closed the service it was given.
  assert.is(service.isOpen(), false);
  await service.inboxes.list().then(
    () => assert.unreachable('a closed service answered'),
    (error: unknown) => assert.match(String((error as Error).message), /closed/),
  );
});

test('a port in use fails startDaemon and leaves nothing listening', async () => {
  const blocker = net.createServer();
  await new Promise<void>((r) => blocker.listen(0, '127.0.0.1', () => r()));
  const port = (blocker.address() as net.AddressInfo).port;
  try {
    let error: (Error & { code?: string }) | null = null;
    try {
      await startDaemon({ host: '127.0.0.1', smtpPort: 0, httpPort: port });
    } catch (e) {
      error = e as Error & { code?: string };
    }
    assert.is(error?.code, 'EADDRINUSE');
  } finally {
    await new Promise<void>((r) => blocker.close(() => r()));
  }
});

test.run();
