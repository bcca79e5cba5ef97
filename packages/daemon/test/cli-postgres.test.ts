// The command line on PostgreSQL (--database): `serve` makes and locks no data directory, the
// one-shot commands write to the same database, and a revocation made beside a running daemon
// is refused by it at once (NOTIFY moves its cache's epoch). On a real server
// (INBOXKIT_TEST_DATABASE_URL) the CLI runs beside the daemon; on PGlite (a data directory,
// one process at a time) the commands take turns with it.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { createTransport } from 'nodemailer';
import { testPostgres } from '../../core/test/support/postgres.js';
import { REPO_ROOT, runCli, serveDaemon, tempDir, type ServedDaemon } from '../../../test-support/daemon.js';
import { until } from '../../../test-support/wait.js';

const pg = testPostgres();
const { dir: cwd, cleanup } = tempDir('inboxkit-cli-pg-');
const database = pg.kind === 'server' ? await pg.fresh() : `pglite:${join(cwd, 'pglite')}`;
test.after(async () => {
  await pg.cleanup();
  cleanup();
});

/** `inboxkit serve --database` on free ports, resolved once it logged the line naming the database (after both listeners). */
const serve = () => serveDaemon({
  args: ['--database', database, '--prepare-threads', '0'], dataDir: false, env: { INBOXKIT_LOG_LEVEL: 'warn' },
  ready: [/inboxkit: data in /], timeoutMs: 60_000,
});

const api = (s: ServedDaemon, key: string, path: string, init: RequestInit = {}) =>
  fetch(`${s.httpUrl}${path}`, { ...init, headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' } });

test('keys create, serve, mail in and out, keys revoke: all on the database, with no data directory made or locked', async () => {
  // The CLI runs in the repository root: a data directory would appear there.
  const repoData = join(REPO_ROOT, '.data');
  const hadData = existsSync(repoData);
  const created = await runCli(['keys', 'create', '--database', database, '--account', 'default']);
  assert.is(created.code, 0, created.stderr);
  const key = created.stdout.trim();
  assert.match(key, /^ik_live_/);

  let daemon = await serve();
  try {
    assert.match(daemon.stderr(), /inboxkit: data in (postgres|pglite):/);
    const inbox = await (await api(daemon, key, '/v1/inboxes', { method: 'POST', body: JSON.stringify({ label: 'pg', lifecycle_mode: 'persistent' }) })).json() as { inbox: { id: string; email_address: string } };
    const transport = createTransport({ host: '127.0.0.1', port: daemon.smtpPort, secure: false, tls: { rejectUnauthorized: false } });
    await transport.sendMail({ from: 'a@example.com', to: inbox.inbox.email_address, subject: 'over postgres', text: 'Your code is 246810.' });
    transport.close();
    const listed = await (await api(daemon, key, `/v1/inboxes/${inbox.inbox.id}/messages`)).json() as { messages: Array<{ subject: string }> };
    assert.equal(listed.messages.map((m) => m.subject), ['over postgres']);

    const keys = await runCli(['keys', 'list', '--database', database, '--json']).then((r) => {
      if (pg.kind === 'pglite') return null; // one process at a time on a PGlite directory: listed after the stop below
      assert.is(r.code, 0, r.stderr);
      return JSON.parse(r.stdout) as Array<{ id: string }>;
    });
    if (pg.kind === 'server') {
      // Beside the running daemon: its cached authentication of the key goes with the NOTIFY.
      const revoked = await runCli(['keys', 'revoke', keys![0]!.id, '--database', database]);
      assert.is(revoked.code, 0, revoked.stderr);
      await until(async () => (await api(daemon, key, '/v1/inboxes')).status === 401, { timeoutMs: 2_000, what: 'the running daemon refuses the revoked key' });
    }
    assert.is((await daemon.stop()).code, 0, daemon.stderr());
    if (pg.kind === 'pglite') {
      const list = await runCli(['keys', 'list', '--database', database, '--json']);
      assert.is(list.code, 0, list.stderr);
      const revoked = await runCli(['keys', 'revoke', (JSON.parse(list.stdout) as Array<{ id: string }>)[0]!.id, '--database', database]);
      assert.is(revoked.code, 0, revoked.stderr);
      daemon = await serve();
      assert.is((await api(daemon, key, '/v1/inboxes')).status, 401, 'revoked while the daemon was down');
      assert.is((await daemon.stop()).code, 0, daemon.stderr());
    }
  } finally {
    if (daemon.child.exitCode === null) await daemon.stop();
  }
  if (!hadData) assert.not.ok(existsSync(repoData), 'no data directory made where the commands ran');
});

test('--database with --data-dir is refused, naming both', async () => {
  const run = await runCli(['serve', '--database', database, '--data-dir', cwd]);
  assert.is(run.code, 2);
  assert.match(run.stderr, /--data-dir and --database name two places for the data: give one/);
});

test.run();
