// The client CLI against the real daemon started in this process (real HTTP, mail over real
// SMTP), with INBOXKIT_API_KEY / INBOXKIT_BASE_URL and XDG_CONFIG_HOME in a temp dir. Checks
// stdout, stderr and exit codes. Commands run in-process through runClientCommand, the very
// function the bin script (src/cli/main.ts) calls with process.argv, process.env and the
// standard streams: a child process per command cost a Node and TypeScript start-up each.
// One smoke test at the end runs the bin script itself as a child process.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { writeCredentials } from '../src/cli/credentials.js';
import { createClient, type InboxkitClient } from '../src/index.js';
import { otpMail, runCli, spawnBin, startTestDaemon, tempDir, whenHeld, type TestDaemon } from './helpers.js';
import { until } from '../../../test-support/wait.js';

let d: TestDaemon;
let config: { dir: string; cleanup: () => void };
let env: Record<string, string>;
let client: InboxkitClient;

/** One line on stderr in the documented shape. */
const ERROR_LINE = /^inboxkit: [^\n]+ \([a-z_]+(, req_[\w-]+)?\)[^\n]*\n$/;

test.before(async () => {
  d = await startTestDaemon();
  config = tempDir('inboxkit-client-cli-');
  env = { INBOXKIT_API_KEY: d.key, INBOXKIT_BASE_URL: d.url, XDG_CONFIG_HOME: config.dir };
  client = createClient({ baseUrl: d.url, apiKey: d.key });
});
test.after(async () => {
  await d?.stop();
  config?.cleanup();
});

let inboxId = '';
let address = '';

test('inboxes create --json prints the created inbox as JSON, nothing on stderr', async () => {
  const r = await runCli(['inboxes', 'create', '--label', 'CLI inbox', '--json'], env);
  assert.is(r.code, 0, r.stderr);
  assert.is(r.stderr, '');
  const body = JSON.parse(r.stdout) as { inbox: { id: string; email_address: string; label: string; lifecycle_mode: string } };
  assert.is(body.inbox.label, 'CLI inbox');
  assert.is(body.inbox.lifecycle_mode, 'persistent');
  inboxId = body.inbox.id;
  address = body.inbox.email_address;
});

test('inboxes create --temporary --ttl prints a readable summary; inboxes list shows a table', async () => {
  const created = await runCli(['inboxes', 'create', '--label', 'Short-lived', '--temporary', '--ttl', '15'], env);
  assert.is(created.code, 0, created.stderr);
  assert.match(created.stdout, /^Inbox\s+inb_/m);
  assert.match(created.stdout, /^Lifecycle\s+temporary \(15 min\)$/m);
  assert.match(created.stdout, /^Address\s+\S+@\S+$/m);

  const list = await runCli(['inboxes', 'list'], env);
  assert.is(list.code, 0, list.stderr);
  const lines = list.stdout.trimEnd().split('\n');
  assert.match(lines[0]!, /^ID\s+ADDRESS\s+LABEL\s+LIFECYCLE\s+EXPIRES\s+LAST MESSAGE$/);
  assert.ok(lines.some((l) => l.startsWith(inboxId) && l.includes(address) && l.includes('CLI inbox')));
  assert.ok(lines.some((l) => l.includes('Short-lived') && l.includes('temporary')));

  const json = await runCli(['inboxes', 'list', '--json', '--limit', '1'], env);
  assert.is(json.code, 0);
  const body = JSON.parse(json.stdout) as { inboxes: unknown[]; page_info: { has_more: boolean } };
  assert.is(body.inboxes.length, 1);
  assert.is(body.page_info.has_more, true);
});

test('wait --inbox ID --otp --timeout 5s prints only the code', async () => {
  const done = runCli(['wait', '--inbox', inboxId, '--otp', '--timeout', '5s'], env);
  await whenHeld(d, done); // the server holds the wait on the empty inbox: the mail arrives while it waits
  await d.send(otpMail(address, '482913'));
  const r = await done;
  assert.is(r.code, 0, r.stderr);
  assert.is(r.stdout, '482913\n');
  assert.is(r.stderr, '');
});

test('messages list and messages show (human and --json)', async () => {
  const list = await runCli(['messages', 'list', '--inbox', inboxId], env);
  assert.is(list.code, 0, list.stderr);
  assert.match(list.stdout, /^ID\s+RECEIVED\s+FROM\s+TO\s+SUBJECT$/m);
  const id = /^(msg_\S+)/m.exec(list.stdout)?.[1];
  assert.ok(id, list.stdout);

  const show = await runCli(['messages', 'show', id!], env);
  assert.is(show.code, 0, show.stderr);
  assert.match(show.stdout, /^OTP\s+482913$/m);
  assert.match(show.stdout, /^Subject\s+Your sign-in code/m);
  assert.match(show.stdout, /Your verification code is 482913/);

  const otp = await runCli(['messages', 'show', id!, '--mode', 'otp', '--json'], env);
  assert.is(otp.code, 0);
  const body = JSON.parse(otp.stdout) as { message: Record<string, unknown> };
  assert.is(body.message.otp, '482913');
  assert.not.ok('text_body' in body.message);

  const byRecipient = await runCli(['messages', 'list', '--recipient', address, '--json'], env);
  assert.equal((JSON.parse(byRecipient.stdout) as { messages: Array<{ id: string }> }).messages.map((m) => m.id), [id]);

  // Filters: on the inbox, and over the whole account without --inbox or --recipient.
  const ids = async (args: string[]) => {
    const r = await runCli(['messages', 'list', ...args, '--json'], env);
    assert.is(r.code, 0, r.stderr);
    return (JSON.parse(r.stdout) as { messages: Array<{ id: string }> }).messages.map((m) => m.id);
  };
  assert.equal(await ids(['--inbox', inboxId, '--query', '482913', '--has-otp', 'true', '--subject', 'sign-in code']), [id]);
  assert.equal(await ids(['--query', '482913', '--received-after', '2000-01-01T00:00:00Z', '--intent', 'login_code']), [id]);
  assert.equal(await ids(['--inbox', inboxId, '--query', '482913', '--has-otp', 'false']), []);
  assert.equal(await ids(['--query', '482913', '--received-before', '2000-01-01T00:00:00Z']), []);
  const bad = await runCli(['messages', 'list', '--query', 'code', '--received-after', 'yesterday'], env);
  assert.is(bad.code, 1);
  assert.match(bad.stderr, /received_after/);
});

test('wait --link TYPE prints only the URL; wait with neither prints the message id', async () => {
  // --since the message already there: only the mail sent below counts (race-free, unlike
  // 'now', which would take a mail arriving before the command starts as the baseline).
  const before = (await client.inboxes.messages(inboxId, { limit: 1 })).messages[0]!.id;
  const done = runCli(['wait', '--inbox', inboxId, '--link', 'verification', '--since', before, '--timeout', '10s'], env);
  await whenHeld(d, done);
  await d.send({ to: address, subject: 'Verify your email', text: 'Confirm your address: https://app.example.com/verify-email?token=v3r1fy' });
  const r = await done;
  assert.is(r.code, 0, r.stderr);
  assert.is(r.stdout, 'https://app.example.com/verify-email?token=v3r1fy\n');

  const any = await runCli(['wait', '--recipient', address, '--timeout', '2s'], env);
  assert.is(any.code, 0, any.stderr);
  assert.match(any.stdout, /^msg_\S+\n$/);
});

test('the same wait run twice prints a new code each time (a login script run again never gets the old code)', async () => {
  const id = (await client.inboxes.create({ label: 'login script', lifecycle_mode: 'persistent' })).inbox.id;
  const to = (await client.inboxes.list({ limit: 100 })).inboxes.find((i) => i.id === id)!.email_address;
  await d.send(otpMail(to, '510510', 1));
  const run1 = await runCli(['wait', '--inbox', id, '--otp', '--timeout', '5s'], env);
  assert.is(run1.stdout, '510510\n');
  const run2 = runCli(['wait', '--inbox', id, '--otp', '--timeout', '10s'], env);
  await whenHeld(d, run2);
  await d.send(otpMail(to, '620620', 2));
  assert.is((await run2).stdout, '620620\n');
  // --intent: the reset mail, not the sign-in code sent before it.
  await d.send(otpMail(to, '730730', 3));
  await d.send({ to, subject: 'Reset your password', text: 'Reset your password here: https://app.example.com/reset-password?token=zz' });
  const reset = await runCli(['wait', '--inbox', id, '--intent', 'password_reset', '--json', '--timeout', '5s'], env);
  assert.is(reset.code, 0, reset.stderr);
  assert.is((JSON.parse(reset.stdout) as { message: { subject: string } }).message.subject, 'Reset your password');
  const bad = await runCli(['wait', '--inbox', id, '--intent', 'spam'], env);
  assert.is(bad.code, 2);
  assert.match(bad.stderr, /--intent must be one of/);
});

test('tail prints one line per message as it arrives, and --json one object per line', async () => {
  const id = (await client.inboxes.create({ label: 'tail', lifecycle_mode: 'persistent' })).inbox.id;
  const to = (await client.inboxes.list({ limit: 100 })).inboxes.find((i) => i.id === id)!.email_address;
  for (const json of [false, true]) {
    const stop = new AbortController();
    let lines = 0;
    const streams = () => d.daemon.service.events.listenerCount('email.enriched');
    const before = streams();
    const tail = runCli(['tail', '--inbox', id, ...(json ? ['--json'] : [])], env, {
      signal: stop.signal,
      onStdout: (text) => { lines = text.split('\n').length - 1; if (lines === 2) stop.abort(); },
    });
    // The stream is open on the server before the mail is sent.
    await until(() => streams() !== before, { timeoutMs: 10_000, what: 'the stream is open on the server' });
    await d.send(otpMail(to, '818181', 8));
    await d.send({ to, subject: 'Plain \u001b[31mnews', text: 'nothing to type' });
    const r = await tail;
    // Released before the next round counts the streams again (else its count would include this one).
    await until(() => streams() === before, { timeoutMs: 10_000, what: 'the stream is released on the server' });
    assert.is(r.code, 0, r.stderr);
    const out = r.stdout.trimEnd().split('\n');
    assert.is(out.length, 2, r.stdout);
    if (json) {
      const first = JSON.parse(out[0]!) as Record<string, unknown>;
      assert.equal(Object.keys(first).sort(), ['from', 'id', 'inbox_id', 'intent', 'otp', 'received_at', 'subject', 'to']);
      assert.is(first.otp, '818181');
      assert.is(first.inbox_id, id);
    } else {
      assert.match(out[0]!, new RegExp(`^\\d{4}-\\d\\d-\\d\\dT\\S+  sender@example\\.com  ${to.replace(/[.+]/g, '\\$&')}  Your sign-in code \\(8\\)  818181  login_code$`));
      assert.not.match(out[1]!, /\u001b/, 'control characters from mail never reach the terminal');
      assert.match(out[1]!, /  -  -$/, 'no code, no intent');
    }
  }
});

test('wait timeout: exit code 3, nothing on stdout, one line on stderr', async () => {
  const id = (await client.inboxes.create({ label: 'empty', lifecycle_mode: 'persistent' })).inbox.id;
  const r = await runCli(['wait', '--inbox', id, '--otp', '--timeout', '1s'], env);
  assert.is(r.code, 3, r.stderr);
  assert.is(r.stdout, '');
  assert.match(r.stderr, ERROR_LINE);
  assert.match(r.stderr, /within 1 s \(wait_timeout\)/, 'the wait ended at its 1 s timeout');
});

test('usage errors: exit code 2 and one line naming the help to read', async () => {
  const cases: Array<[string[], RegExp]> = [
    [['inboxes', 'create'], /--label is required .*inboxkit inboxes create --help/],
    [['inboxes', 'create', '--label', 'x', '--ttl', '30'], /--ttl needs --temporary/],
    [['inboxes', 'create', '--label', 'x', '--temporary', '--ttl', 'ten'], /--ttl must be an integer/],
    [['wait', '--inbox', 'inb_x', '--otp', '--link', 'verification'], /exclude each other/],
    [['wait', '--inbox', 'inb_x', '--timeout', 'soon'], /--timeout: "soon" is not a duration/],
    [['wait', '--otp'], /exactly one of --inbox ID or --recipient EMAIL/],
    [['wait', '--inbox', 'inb_x', '--link', 'coupon'], /--link must be one of/],
    [['inboxes', 'list', '--bogus'], /Unknown option '--bogus'/],
    [['messages', 'show'], /the message ID is required/],
    [['messages', 'show', 'msg_1', '--mode', 'all'], /--mode must be one of/],
    [['messages', 'list'], /give --inbox ID, --recipient EMAIL, or a filter/],
    [['messages', 'list', '--inbox', 'inb_x', '--recipient', 'a@b.example'], /not both/],
    [['messages', 'list', '--query', 'code', '--has-otp', 'yes'], /--has-otp must be true or false/],
    [['frobnicate'], /unknown command "frobnicate"/],
  ];
  const first = await runCli(['inboxes', 'create'], env);
  assert.is(first.code, 2);
  assert.is(first.stdout, '');
  assert.match(first.stderr, ERROR_LINE);
  for (const [args, message] of cases) {
    const r = await runCli(args, env);
    assert.is(r.code, 2, args.join(' '));
    assert.match(r.stderr, message, args.join(' '));
    assert.match(r.stderr, ERROR_LINE, args.join(' '));
    assert.match(r.stderr, /\(usage_error\); see "inboxkit[^"]*--help"\n$/);
  }
});

test('API errors: exit code 1 with message, code and request id', async () => {
  const r = await runCli(['messages', 'show', 'msg_doesnotexist'], env);
  assert.is(r.code, 1);
  assert.is(r.stdout, '');
  assert.match(r.stderr, /^inboxkit: message_id: no such message \(not_found, req_[\w-]+\)\n$/);

  const badKey = await runCli(['inboxes', 'list'], { ...env, INBOXKIT_API_KEY: 'ik_live_0000000000000000000000000000000000000000' });
  assert.is(badKey.code, 1);
  assert.match(badKey.stderr, /\(unauthorized, req_[\w-]+\); see http/);
});

test('not signed in: exit code 5; service unreachable: exit code 4', async () => {
  const noKey = await runCli(['inboxes', 'list'], { INBOXKIT_BASE_URL: d.url, XDG_CONFIG_HOME: config.dir });
  assert.is(noKey.code, 5);
  assert.match(noKey.stderr, /not signed in .*inboxkit login.*\(not_signed_in\)\n$/);

  const probe = createServer();
  await new Promise<void>((r) => probe.listen(0, '127.0.0.1', r));
  const port = (probe.address() as AddressInfo).port;
  await new Promise((r) => probe.close(r));
  const down = await runCli(['inboxes', 'list'], { ...env, INBOXKIT_BASE_URL: `http://127.0.0.1:${port}` });
  assert.is(down.code, 4);
  assert.match(down.stderr, /cannot reach .*ECONNREFUSED.*\(network_error\)/);
});

test('stored credentials are used without INBOXKIT_API_KEY; logout deletes them', async () => {
  const home = tempDir('inboxkit-client-cli-home-');
  try {
    const storedEnv = { XDG_CONFIG_HOME: home.dir };
    const path = writeCredentials(storedEnv, {
      version: 1, base_url: d.url, api_key: d.key, key_id: null, key_prefix: null, account: null, email: 'me@example.com', user_id: null,
      created_at: new Date().toISOString(),
    });
    const list = await runCli(['inboxes', 'list', '--json'], storedEnv);
    assert.is(list.code, 0, list.stderr);
    assert.ok((JSON.parse(list.stdout) as { inboxes: unknown[] }).inboxes.length > 0);

    // INBOXKIT_BASE_URL pointing elsewhere: the stored key is not sent there.
    const elsewhere = await runCli(['inboxes', 'list'], { ...storedEnv, INBOXKIT_BASE_URL: 'http://127.0.0.1:9' });
    assert.is(elsewhere.code, 5);
    assert.match(elsewhere.stderr, /the stored key is for/);

    const out = await runCli(['logout'], storedEnv);
    assert.is(out.code, 0);
    assert.match(out.stderr, /Signed out/);
    assert.not.ok(existsSync(path));
    const after = await runCli(['inboxes', 'list'], storedEnv);
    assert.is(after.code, 5);
  } finally {
    home.cleanup();
  }
});

test('login: email prompted from stdin; a refused start is one error line, exit 1, nothing stored', async () => {
  const loginEnv = { INBOXKIT_BASE_URL: d.url, XDG_CONFIG_HOME: config.dir };
  // The daemon has no sign-in endpoints yet (404); once it has, an email over 320
  // characters is refused (400). Either way the command must end cleanly (it resolves; its
  // callback server is closed in a finally) and store nothing.
  const long = `${'a'.repeat(320)}@example.com`;
  const r = await runCli(['login'], loginEnv, { stdin: `${long}\n` });
  assert.is(r.code, 1, r.stderr);
  assert.match(r.stderr, /^Email address: inboxkit: .+ \((not_found|invalid_request), req_[\w-]+\)\n$/);
  assert.is(r.stdout, '');
  assert.not.ok(existsSync(join(config.dir, 'inboxkit', 'credentials.json')));

  const noEmail = await runCli(['login'], loginEnv, { stdin: '' });
  assert.is(noEmail.code, 2);
  assert.match(noEmail.stderr, /an email address is needed/);
  const badEmail = await runCli(['login', '--email', 'not-an-email'], loginEnv);
  assert.is(badEmail.code, 2);
  assert.match(badEmail.stderr, /is not an email address/);
});

test('webhooks create: a loopback target is refused with the service\'s message; a public one prints the secret', async () => {
  const r = await runCli(['webhooks', 'create', '--label', 'local', '--url', 'http://127.0.0.1/hook'], env);
  assert.is(r.code, 1);
  assert.match(r.stderr, ERROR_LINE);
  assert.match(r.stderr, /target_url/);
  assert.is(r.stdout, '');
  const ok = await runCli(['webhooks', 'create', '--label', 'public', '--url', 'https://hooks.example.com/ik', '--json'], env);
  assert.is(ok.code, 0, ok.stderr);
  const body = JSON.parse(ok.stdout) as { webhook: { target_url: string }; signing_secret: string };
  assert.is(body.webhook.target_url, 'https://hooks.example.com/ik');
  assert.match(body.signing_secret, /^whsec_/);
});

test('--help for every command: exit 0, usage on stdout', async () => {
  const commands = [
    [], ['login'], ['logout'], ['inboxes'], ['inboxes', 'create'], ['inboxes', 'list'], ['messages'], ['messages', 'list'],
    ['messages', 'show'], ['webhooks'], ['webhooks', 'create'], ['wait'],
  ];
  for (const c of commands) {
    const r = await runCli([...c, '--help'], {});
    assert.is(r.code, 0, c.join(' '));
    assert.match(r.stdout, /^Usage: inboxkit/, c.join(' '));
    assert.is(r.stderr, '');
  }
  const wait = await runCli(['wait', '--help'], {});
  assert.match(wait.stdout, /Exit code 3/);
  const main = await runCli(['--help'], {});
  assert.match(main.stdout, /0 ok, 1 API error, 2 usage error, 3 wait timeout, 4 service unreachable,\s+5 not signed in/);
  const bare = await runCli([], {});
  assert.is(bare.code, 2);
  assert.match(bare.stderr, /^Usage: inboxkit/);
  const version = await runCli(['--version'], {});
  assert.is(version.stdout, '0.1.0\n');
});

test('the credentials written by the CLI helpers are private (0600 file, 0700 dir)', () => {
  const home = tempDir('inboxkit-client-cli-mode-');
  try {
    const path = writeCredentials({ XDG_CONFIG_HOME: home.dir }, {
      version: 1, base_url: d.url, api_key: d.key, key_id: null, key_prefix: null, account: null, email: null, user_id: null, created_at: '',
    });
    assert.is(statSync(path).mode & 0o777, 0o600);
    assert.is(statSync(join(home.dir, 'inboxkit')).mode & 0o777, 0o700);
  } finally {
    home.cleanup();
  }
});

test('smoke: the bin script as a child process, with real argv, env, streams and exit code', async () => {
  // The one spawned run: built dist/cli/main.js when it is up to date, else src through tsx.
  const r = await spawnBin(['messages', 'show', 'msg_doesnotexist'], env);
  assert.is(r.code, 1, `${r.from}: ${r.stderr}`);
  assert.is(r.stdout, '');
  assert.match(r.stderr, /^inboxkit: message_id: no such message \(not_found, req_[\w-]+\)\n$/);
});

test.run();
