// The `inboxkit` command as a user runs it, end to end: `inboxkit serve` spawned with
// `--smtp-relay` pointing at an SMTP relay on loopback started here, then `inboxkit login`
// spawned with XDG_CONFIG_HOME in a temp dir and no INBOXKIT_API_KEY, the code read from the
// relayed mail and typed at the process's stdin; then the client commands with the stored
// credentials only (inboxes create, wait --otp, messages list, logout); then login through the
// magic link, followed like a browser to the CLI's own callback, with nothing typed. Last,
// the path docs/walkthrough.md describes: a daemon with no relay prints the code in its log.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT, tempDir } from '../../../test-support/daemon.js';
import {
  killChildren, listInboxes, runCli, sendMail, startCli, startRelay, startServe, visitMagicLink,
  type Serving, type TestRelay,
} from './fixtures/signin-e2e.js';

const EMAIL = 'you@example.test';
const PROMPT = /Enter the 6-digit code from the email, or the code shown on the completion page: $/;

let relay: TestRelay;
let serve: Serving;
let quiet: Serving; // no relay: codes go to its log (the walkthrough's daemon)
const dirs: Array<{ dir: string; cleanup: () => void }> = [];
let env: Record<string, string>;
let credentialsFile: string;

const dir = (prefix: string) => {
  const d = tempDir(prefix);
  dirs.push(d);
  return d.dir;
};

test.before(async () => {
  relay = await startRelay();
  const config = dir('inboxkit-e2e-config-');
  // Only a config dir (and a HOME that is not the runner's): no INBOXKIT_* variables at all.
  env = { XDG_CONFIG_HOME: config, HOME: config };
  credentialsFile = join(config, 'inboxkit', 'credentials.json');
  [serve, quiet] = await Promise.all([
    startServe(['--data-dir', dir('inboxkit-e2e-data-'), '--smtp-relay', relay.url]),
    startServe(['--data-dir', dir('inboxkit-e2e-quiet-')]),
  ]);
});

test.after(async () => {
  await Promise.all([serve?.stop(), quiet?.stop()]);
  killChildren();
  await relay?.close();
  for (const d of dirs.splice(0)) d.cleanup();
});

let firstKey = '';
let inbox: { id: string; email_address: string; label: string };

test('login --email --base-url: the code from the relayed mail typed at the prompt (after a wrong one); exit 0, credentials 0600', async () => {
  const login = startCli(['login', '--email', EMAIL, '--base-url', serve.url], env);
  await login.waitFor(PROMPT);
  assert.match(login.stderr(), new RegExp(`Sent a sign-in link and a 6-digit code to ${EMAIL.replace('.', '\\.')}`));
  const mail = await relay.next(EMAIL);
  assert.is(mail.link.origin, serve.url, 'the link points at the daemon');

  login.type(mail.code === '000000' ? '111111' : '000000');
  await login.waitFor(/4 attempts left.*; try again\n/);
  login.type(`${mail.code.slice(0, 3)} ${mail.code.slice(3)}`); // spaces are ignored
  const code = await login.exit;
  assert.is(code, 0, login.stderr());
  assert.is(login.stdout(), '', 'login prints nothing on stdout');
  assert.match(login.stderr(), new RegExp(`Signed in as ${EMAIL.replace('.', '\\.')} to account \\S+ \\(you-example-test\\)\\.`));
  assert.match(login.stderr(), /saved to .*credentials\.json \(mode 0600\)/);

  assert.ok(existsSync(credentialsFile), 'credentials file written');
  assert.is(statSync(credentialsFile).mode & 0o777, 0o600, 'file mode 0600');
  assert.is(statSync(join(credentialsFile, '..')).mode & 0o777, 0o700, 'directory mode 0700');
  const stored = JSON.parse(readFileSync(credentialsFile, 'utf8'));
  assert.is(stored.base_url, serve.url);
  assert.match(stored.api_key, /^ik_live_/);
  assert.ok(stored.api_key.startsWith(stored.key_prefix));
  assert.is(stored.email, EMAIL);
  assert.is(stored.account.slug, 'you-example-test');
  firstKey = stored.api_key;
  const listed = await listInboxes(serve.url, firstKey);
  assert.is(listed.status, 200, listed.text);
});

test('inboxes create --label e2e --json with the stored credentials only', async () => {
  const r = await runCli(['inboxes', 'create', '--label', 'e2e', '--json'], env);
  assert.is(r.code, 0, r.stderr);
  assert.is(r.stderr, '');
  const body = JSON.parse(r.stdout) as { inbox: typeof inbox };
  assert.equal(Object.keys(body), ['inbox'], 'the answer without the envelope');
  inbox = body.inbox;
  assert.match(inbox.id, /\S/);
  assert.is(inbox.label, 'e2e');
  assert.match(inbox.email_address, /^[^@\s]+@inboxkit\.test$/);
});

test('wait --inbox ID --otp --timeout 20s prints only the code of a mail sent over SMTP', async () => {
  const wait = startCli(['wait', '--inbox', inbox.id, '--otp', '--timeout', '20s'], env);
  wait.child.stdin.end();
  // Sent at once: the wait counts mail already in the inbox when it starts as well as mail
  // that arrives while it polls, so the order does not matter here. (Mail arriving between
  // polls, ordered by the poll itself, is client/test/cli.test.ts's pollWatcher test.)
  await sendMail(serve.smtpPort, {
    to: inbox.email_address, from: 'Acme <no-reply@acme.example>',
    subject: 'Your Acme verification code', text: 'Hi,\n\nYour verification code is 739184.\nIt expires in 10 minutes.\n',
  });
  const code = await wait.exit;
  assert.is(code, 0, wait.stderr());
  assert.is(wait.stdout(), '739184\n', 'stdout carries only the code');
  assert.is(wait.stderr(), '');
});

test('messages list --inbox ID shows the message', async () => {
  const r = await runCli(['messages', 'list', '--inbox', inbox.id], env);
  assert.is(r.code, 0, r.stderr);
  const lines = r.stdout.trimEnd().split('\n');
  assert.match(lines[0]!, /^ID\s+RECEIVED\s+FROM\s+TO\s+SUBJECT$/);
  assert.is(lines.length, 2, r.stdout);
  assert.ok(lines[1]!.includes('no-reply@acme.example'), lines[1]);
  assert.ok(lines[1]!.includes(inbox.email_address), lines[1]);
  assert.ok(lines[1]!.includes('Your Acme verification code'), lines[1]);
});

test('logout removes the credentials; a command then says "not signed in" (exit 5)', async () => {
  const r = await runCli(['logout'], env);
  assert.is(r.code, 0, r.stderr);
  assert.match(r.stderr, /Signed out: deleted .*credentials\.json\./);
  assert.not.ok(existsSync(credentialsFile), 'credentials removed');
  const after = await runCli(['inboxes', 'list'], env);
  assert.is(after.code, 5, after.stderr);
  assert.match(after.stderr, /not signed in.*\(not_signed_in\)/);
  assert.is(after.stdout, '');
});

test('login through the magic link: the browser follows it to the CLI\'s callback; exit 0 with nothing typed', async () => {
  const login = startCli(['login', '--email', EMAIL, '--base-url', serve.url], env);
  const printed = await login.waitFor(/returns to this\s+terminal through (http:\/\/127\.0\.0\.1:\d+\/callback)/);
  await login.waitFor(PROMPT);
  const mail = await relay.next(EMAIL);

  const visit = await visitMagicLink(serve.url, mail.link);
  assert.is(visit.fragment.get('callback_url'), printed[1], 'the CLI\'s callback is in the fragment');
  assert.ok((visit.fragment.get('state') ?? '').length >= 32, 'with the CLI\'s state');
  assert.ok(visit.page.navigated, 'the completion page goes to the callback');
  const target = new URL(visit.page.navigated!);
  assert.is(`${target.origin}${target.pathname}`, printed[1]);
  assert.is(target.searchParams.get('state'), visit.fragment.get('state'));
  assert.is(target.searchParams.get('code'), visit.fragment.get('exchange_code'));

  const res = await fetch(visit.page.navigated!);
  const page = await res.text();
  assert.is(res.status, 200, page);
  assert.match(page, /Signed in to Inboxkit/);
  const code = await login.exit;
  assert.is(code, 0, login.stderr());
  assert.match(login.stderr(), /Signed in as you@example\.test/);

  // Same user, same account, a new key: the inbox made earlier is there.
  const stored = JSON.parse(readFileSync(credentialsFile, 'utf8'));
  assert.is(statSync(credentialsFile).mode & 0o777, 0o600);
  assert.is.not(stored.api_key, firstKey, 'a new key per sign-in');
  assert.is(stored.base_url, serve.url);
  const list = await listInboxes(serve.url, stored.api_key);
  assert.is(list.status, 200, list.text);
  assert.equal(list.body.inboxes.map((i: { id: string }) => i.id), [inbox.id]);
  assert.is(relay.count(EMAIL), 2, 'one mail per login');
});

test('login with the link opened elsewhere: the code shown on the completion page, pasted at the prompt', async () => {
  const config = dir('inboxkit-e2e-paste-');
  const pasteEnv = { XDG_CONFIG_HOME: config, HOME: config };
  const login = startCli(['login', '--email', 'paste@example.test', '--base-url', serve.url], pasteEnv);
  await login.waitFor(PROMPT);
  const mail = await relay.next('paste@example.test');
  // The browser is on another machine: it cannot reach the CLI's loopback callback, so the
  // user copies the code the page shows as its fallback.
  const visit = await visitMagicLink(serve.url, mail.link);
  const shown = visit.page.elements.get('code')!.textContent;
  assert.is(shown, visit.fragment.get('exchange_code'));
  assert.is(visit.page.elements.get('fallback')!.hidden, false, 'the page says to paste it if the terminal does not continue');
  login.type(shown);
  const code = await login.exit;
  assert.is(code, 0, login.stderr());
  const stored = JSON.parse(readFileSync(join(config, 'inboxkit', 'credentials.json'), 'utf8'));
  assert.is(stored.email, 'paste@example.test');
  assert.is((await listInboxes(serve.url, stored.api_key)).status, 200);
});

test('walkthrough: a daemon with no relay prints the code in its log; login with that code works', async () => {
  const config = dir('inboxkit-e2e-walk-');
  const walkEnv = { XDG_CONFIG_HOME: config, HOME: config };
  const login = startCli(['login', '--email', EMAIL, '--base-url', quiet.url], walkEnv);
  await login.waitFor(PROMPT);
  const logged = await quiet.daemon.waitFor(/inboxkit: sign-in email for you@example\.test[^\n]*\ninboxkit:\s+code (\d{6})\ninboxkit:\s+link (\S+)\n/);
  assert.match(logged[0], /no SMTP relay configured/);
  assert.is(new URL(logged[2]!).origin, quiet.url);
  login.type(logged[1]!);
  const code = await login.exit;
  assert.is(code, 0, login.stderr());
  const stored = JSON.parse(readFileSync(join(config, 'inboxkit', 'credentials.json'), 'utf8'));
  assert.is((await listInboxes(quiet.url, stored.api_key)).status, 200);
  assert.is(relay.count(EMAIL), 2, 'nothing went to the relay of the other daemon');
});

test('docs/walkthrough.md shows the commands these tests run', async () => {
  const doc = readFileSync(join(REPO_ROOT, 'docs/walkthrough.md'), 'utf8');
  for (const command of [
    'npm install',
    'npm start',
    'npx inboxkit login --email you@example.test',
    'npx inboxkit inboxes create --label e2e --json',
    'npx inboxkit wait --inbox "$INBOX" --otp --timeout 20s',
    'npx inboxkit messages list --inbox "$INBOX"',
    'npx inboxkit logout',
  ]) {
    assert.ok(doc.includes(command), `docs/walkthrough.md shows: ${command}`);
  }
});

test.run();
