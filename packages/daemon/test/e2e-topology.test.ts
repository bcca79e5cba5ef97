// The daemon as it ships: the built CLI (`packages/daemon/dist/cli.js`, plain node, no tsx),
// so its parse worker pool runs with its defaults (cores − 1 workers), unlike the in-process
// daemons of the other tests, which parse on the main thread under tsx. `npm test` builds
// dist first (`tsc -b`).
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createTransport } from 'nodemailer';
import type { Inbox, MessageDetail } from '@inboxkit/core';
import { cliCommand, serveDaemon, type ServedDaemon } from '../../../test-support/daemon.js';

const CLI_DIST = cliCommand('dist').argv[0]!;
const KEY = 'ik_live_topology000000000000000key1';
const WORKERS_EXPECTED = availableParallelism() > 1;

const dir = mkdtempSync(join(tmpdir(), 'ik-topology-'));
let shipped: ServedDaemon | null = null;
test.after(async () => {
  if (shipped && shipped.child.exitCode === null) {
    await shipped.kill9();
  }
  rmSync(dir, { recursive: true, force: true });
});

test('the built daemon with its parse workers receives over SMTP, extracts, analyses and serves over HTTP, then stops cleanly', async () => {
  assert.ok(existsSync(CLI_DIST), `${CLI_DIST} is missing: run tsc -b (npm test does)`);
  // The environment a user has: no tsx loader, no source conditions.
  shipped = await serveDaemon({
    cli: 'dist', dataDir: dir, cwd: dir, env: { INBOXKIT_API_KEY: KEY, NODE_OPTIONS: '' },
    // Only a daemon with a worker pool reports this line; the in-process test daemons never do.
    ready: WORKERS_EXPECTED ? [/parse workers warm after \d+ ms/] : [],
  });
  const { smtpPort, httpUrl: base } = shipped;
  const api = async <T,>(path: string, init: RequestInit = {}) => {
    const res = await fetch(`${base}${path}`, {
      ...init, headers: { authorization: `Bearer ${KEY}`, 'content-type': 'application/json', ...init.headers },
    });
    return { status: res.status, body: (await res.json()) as T };
  };
  const created = await api<{ inbox: Inbox }>('/v1/inboxes', { method: 'POST', body: JSON.stringify({ label: 'shipped', lifecycle_mode: 'persistent' }) });
  assert.is(created.status, 201);
  const inbox = created.body.inbox;

  // Several messages at once, so the pool and the group commit both have work.
  const transport = createTransport({ host: '127.0.0.1', port: smtpPort, secure: false, ignoreTLS: true, pool: true, maxConnections: 4 });
  const subjects = Array.from({ length: 12 }, (_, i) => `Your sign-in code ${i}`);
  const sent = await Promise.all(subjects.map((subject, i) => transport.sendMail({
    from: 'Acme <security@acme.example>', to: inbox.email_address, subject,
    text: `Use this code to sign in to Acme:\n\n${482910 + i}\n\nIt expires in 10 minutes.`,
    html: `<p>Use this code to sign in:</p><p><b>${482910 + i}</b></p><p><a href="https://acme.example/verify?token=t${i}">Verify your email</a></p>`,
  })));
  transport.close();
  for (const info of sent) assert.match(info.response, /^250 /);

  // 250 came after the commit: every message is readable at once, extracted and analysed.
  const list = await api<{ messages: Array<{ id: string; subject: string }> }>(`/v1/inboxes/${inbox.id}/messages?limit=50`);
  assert.equal(list.body.messages.map((m) => m.subject).sort(), [...subjects].sort());
  for (const summary of list.body.messages) {
    const { body } = await api<{ message: MessageDetail }>(`/v1/messages/${summary.id}`);
    const n = Number(summary.subject.split(' ').pop());
    assert.is(body.message.otp, String(482910 + n), summary.subject);
    assert.ok(body.message.links.some((l) => l.type === 'verification' && l.url.endsWith(`token=t${n}`)), 'links typed');
    assert.is(body.message.analysis.status, 'complete', 'the built-in analysis computed on the worker is recorded with the row');
    assert.is(body.message.analysis.detected_otp, String(482910 + n));
  }

  assert.ok(existsSync(join(dir, 'inboxkit.lock')), 'the data directory is locked while the daemon runs');
  const { code, stderr } = await shipped.stop();
  assert.is(code, 0, stderr);
  assert.match(stderr, /stopped in \d+ ms/);
  assert.not.ok(existsSync(join(dir, 'inboxkit.lock')), 'the lock is released on stop');
  assert.not.ok(existsSync(join(dir, 'inboxkit.sqlite-wal')), 'the WAL was checkpointed and removed on close');
});

test.run();
