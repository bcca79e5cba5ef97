import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createTransport } from 'nodemailer';
import { REPO_ROOT, runCli, serveDaemon, tempDir, type ServedDaemon } from '../../../test-support/daemon.js';

const FIXED_KEY = 'ik_live_pipeline0000000000000000key1';

/** `inboxkit serve` on free ports with `args` (which name the data directory, or env does). */
const serve = (args: string[], env: Record<string, string> = {}) => serveDaemon({ args, env, dataDir: false, host: false });

// A failed assertion must not leave a daemon running: the file would never exit.
const stopLater: ServedDaemon[] = [];
test.after.each(() => {
  for (const s of stopLater.splice(0)) if (s.child.exitCode === null) s.child.kill('SIGKILL');
});

test('serve on port 0 logs the bound addresses, hints at keys, receives mail, exits 0 on SIGTERM', async () => {
  const { dir, cleanup } = tempDir();
  try {
    const s = await serve(['--data-dir', dir]);
    stopLater.push(s);
    assert.ok(s.smtpPort > 0);
    // The hint follows the address lines; stderr may deliver it in a later chunk.
    await s.waitFor(/--scopes \S+\n/);
    assert.match(s.stderr(), /the default account has no API key yet/);
    assert.match(s.stderr(), /npx inboxkit keys create --data-dir \S+ --account default --scopes inboxes:write,messages:read,webhooks:write/);
    const health = await fetch(`${s.httpUrl}/health`);
    assert.is(health.status, 200);
    // The API document, built into the command (from dist under npm test: no file of src is read).
    const openapi = await fetch(`${s.httpUrl}/v1/openapi.json`);
    assert.is(openapi.status, 200);
    assert.equal(await openapi.json(), JSON.parse(readFileSync(join(REPO_ROOT, 'docs', 'openapi.json'), 'utf8')));

    // A key made by the CLI while serve runs.
    const keyRun = await runCli(['keys', 'create', '--data-dir', dir]);
    assert.is(keyRun.code, 0, keyRun.stderr);
    const key = keyRun.stdout.trim();
    const headers = { authorization: `Bearer ${key}`, 'content-type': 'application/json' };
    const created = await fetch(`${s.httpUrl}/v1/inboxes`, { method: 'POST', headers, body: JSON.stringify({ label: 'serve', lifecycle_mode: 'persistent' }) });
    assert.is(created.status, 201);
    const { inbox } = (await created.json()) as { inbox: { id: string; email_address: string } };
    const transport = createTransport({ host: '127.0.0.1', port: s.smtpPort, secure: false, tls: { rejectUnauthorized: false } });
    const info = await transport.sendMail({ from: 'a@example.com', to: inbox.email_address, subject: 'via serve', text: 'code 246810' });
    transport.close();
    assert.equal(info.accepted, [inbox.email_address]);
    const list = await fetch(`${s.httpUrl}/v1/inboxes/${inbox.id}/messages`, { headers });
    const body = (await list.json()) as { messages: Array<{ subject: string }> };
    assert.equal(body.messages.map((m) => m.subject), ['via serve']);

    s.child.kill('SIGTERM');
    const { code } = await s.exited;
    assert.is(code, 0, s.stderr());
    assert.match(s.stderr(), /SIGTERM received/);
    assert.match(s.stderr(), /stopped in \d+ ms/);
    assert.is(s.stdout(), '');
  } finally {
    cleanup();
  }
});

test('INBOXKIT_API_KEY is accepted for the default account; SIGINT also exits 0', async () => {
  const { dir, cleanup } = tempDir();
  try {
    const s = await serve([], { INBOXKIT_DATA_DIR: dir, INBOXKIT_API_KEY: FIXED_KEY, INBOXKIT_DOMAIN: 'ci.example.test' });
    stopLater.push(s);
    const res = await fetch(`${s.httpUrl}/v1/inboxes`, {
      method: 'POST',
      headers: { authorization: `Bearer ${FIXED_KEY}`, 'content-type': 'application/json' },
      body: JSON.stringify({ label: 'ci', lifecycle_mode: 'temporary' }),
    });
    assert.is(res.status, 201);
    const { inbox } = (await res.json()) as { inbox: { email_address: string } };
    assert.match(inbox.email_address, /@ci\.example\.test$/);
    s.child.kill('SIGINT');
    assert.is((await s.exited).code, 0, s.stderr());
    // Checked on the whole stderr, after exit, so a late chunk cannot slip past.
    assert.match(s.stderr(), /INBOXKIT_API_KEY accepted/);
    assert.not.match(s.stderr(), /no API key yet/);
  } finally {
    cleanup();
  }
});

test('unknown flag: one-line error, exit 2; --help: usage on stdout, exit 0', async () => {
  const bad = await runCli(['serve', '--smtp-prot', '25']);
  assert.is(bad.code, 2);
  assert.is(bad.stdout, '');
  assert.is(bad.stderr, 'inboxkit: unknown option --smtp-prot (see "inboxkit serve --help")\n');
  const help = await runCli(['serve', '--help']);
  assert.is(help.code, 0);
  assert.match(help.stdout, /^Usage: inboxkit serve/);
  assert.match(help.stdout, /INBOXKIT_SMTP_PORT/);
  const top = await runCli(['--help']);
  assert.is(top.code, 0);
  assert.match(top.stdout, /Server commands/);
  assert.match(top.stdout, /Client commands/);
  const nothing = await runCli([]);
  assert.is(nothing.code, 2);
  const unknownCommand = await runCli(['serv']);
  assert.is(unknownCommand.code, 2);
  assert.is(unknownCommand.stderr, 'inboxkit: unknown command "serv" (see "inboxkit --help")\n');
});

test('a port in use: one line on stderr and exit 1', async () => {
  const { dir, cleanup } = tempDir();
  const other = tempDir();
  try {
    const s = await serve(['--data-dir', dir]);
    stopLater.push(s);
    const port = Number(new URL(s.httpUrl).port);
    // Another data directory: on the same one, the lock would refuse it before it listens.
    const second = await runCli(['serve', '--data-dir', other.dir, '--smtp-port', '0', '--http-port', String(port)]);
    assert.is(second.code, 1);
    assert.is(second.stderr, `inboxkit: cannot listen on 127.0.0.1:${port}: EADDRINUSE, the port is taken (choose another port with --smtp-port/--smtps-port/--pop3-port/--http-port/--metrics-port)\n`);
    assert.not.ok(existsSync(join(other.dir, 'inboxkit.lock')), 'the failed start released its lock');
    s.child.kill('SIGTERM');
    assert.is((await s.exited).code, 0);
  } finally {
    cleanup();
    other.cleanup();
  }
});

test.run();
