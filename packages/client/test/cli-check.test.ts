// `inboxkit check` against the real daemon started in this process (real HTTP, mail over real
// SMTP with nodemailer), a real DNS server in the test for SPF and DMARC (test-support), and a
// loopback HTTP server for the link check. The command runs in-process through runClientCommand,
// as the bin script runs it: exit codes, stdout and stderr.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createClient, type InboxkitClient, type MessageChecks } from '../src/index.js';
import { runCli, startTestDaemon, tempDir, type TestDaemon } from './helpers.js';
import { startDnsServer, type TestDnsServer } from '../../../test-support/dns-server.js';

let d: TestDaemon;
let dns: TestDnsServer;
let web: Server;
let webUrl = '';
let config: { dir: string; cleanup: () => void };
let env: Record<string, string>;
let client: InboxkitClient;
let inboxId = '';
let address = '';

/** One line on stderr in the documented shape. */
const ERROR_LINE = /^inboxkit: [^\n]+ \([a-z_]+(, req_[\w-]+)?\)[^\n]*\n$/;

test.before(async () => {
  dns = await startDnsServer();
  // nodemailer's MAIL FROM is the From address; the daemon sees the mail from 127.0.0.1.
  dns.add('example.com', { type: 'TXT', data: 'v=spf1 ip4:127.0.0.1 -all' });
  dns.add('_dmarc.example.com', { type: 'TXT', data: 'v=DMARC1; p=none' });
  dns.add('elsewhere.example', { type: 'TXT', data: 'v=spf1 ip4:192.0.2.1 -all' });
  dns.add('_dmarc.elsewhere.example', { type: 'TXT', data: 'v=DMARC1; p=reject' });
  web = createServer((req, res) => {
    res.writeHead(req.url === '/missing' ? 404 : 200, { 'content-type': 'text/plain' });
    res.end('ok');
  });
  await new Promise<void>((r) => web.listen(0, '127.0.0.1', r));
  webUrl = `http://127.0.0.1:${(web.address() as AddressInfo).port}`;
  d = await startTestDaemon({ serviceOptions: { checks: { dnsServer: dns.address, linkCheck: { allowPrivate: true } } } });
  config = tempDir('inboxkit-client-check-');
  env = { INBOXKIT_API_KEY: d.key, INBOXKIT_BASE_URL: d.url, XDG_CONFIG_HOME: config.dir };
  client = createClient({ baseUrl: d.url, apiKey: d.key });
  const { inbox } = await client.inboxes.create({ label: 'check', lifecycle_mode: 'persistent' });
  inboxId = inbox.id;
  address = inbox.email_address;
});
test.after(async () => {
  await d?.stop();
  await dns?.close();
  await new Promise((r) => web?.close(r));
  config?.cleanup();
});

/** Sends one mail to the inbox; its message id. */
async function deliver(mail: { subject: string; text: string; from?: string }): Promise<string> {
  await d.send({ to: address, ...mail });
  return (await client.waitForMessage(inboxId, { timeoutMs: 10_000 })).id;
}

test('a clean mail: exit 0, the report shows every part and PASS', async () => {
  const id = await deliver({ subject: 'Welcome, Ada', text: 'Hi Ada,\n\nyour account is ready.\n' });
  const r = await runCli(['check', id], env);
  assert.is(r.code, 0, r.stdout + r.stderr);
  assert.is(r.stderr, '');
  assert.match(r.stdout, new RegExp(`^Message\\s+${id}$`, 'm'));
  assert.match(r.stdout, /^\s+SPF\s+pass\s+example\.com$/m);
  assert.match(r.stdout, /^\s+DKIM\s+none \(the message is not signed\)$/m);
  assert.match(r.stdout, /^\s+DMARC\s+pass\s+policy none$/m);
  assert.match(r.stdout, /^HTML compatibility\s+100\/100$/m);
  assert.match(r.stdout, /^Lint\s+no findings$/m);
  assert.match(r.stdout, /^Spam\s+- \(.*--spamd.*\)$/m, 'the reason the spam score is missing');
  assert.match(r.stdout, /^Links\s+- \(.*--links"\)$/m);
  assert.match(r.stdout, /\nPASS\n$/);
});

test('a broken template mail: exit 1, the report and the verdict name unrendered_placeholder; --json parses', async () => {
  const id = await deliver({ subject: 'Welcome, {{first_name}}', text: 'Hi {{first_name}},\n\nyour account is ready.\n' });
  const r = await runCli(['check', id], env);
  assert.is(r.code, 1, r.stdout + r.stderr);
  assert.is(r.stderr, '');
  assert.match(r.stdout, /^\s+error\s+unrendered_placeholder \(subject\): Unrendered template placeholder "\{\{first_name\}\}"/m);
  assert.match(r.stdout, /^\s+> Welcome, \{\{first_name\}\}$/m, 'the excerpt');
  assert.match(r.stdout, /^FAIL: 2 failures$/m, 'one per part: subject and text');
  assert.match(r.stdout, /^\s+- unrendered_placeholder: .*the subject/m);

  const json = await runCli(['check', id, '--json'], env);
  assert.is(json.code, 1, 'the exit code is the verdict with --json too');
  const body = JSON.parse(json.stdout) as { checks: MessageChecks };
  assert.ok(body.checks.lint.some((f) => f.code === 'unrendered_placeholder' && f.severity === 'error'));
  assert.is(body.checks.authentication?.spf.result, 'pass');

  const ignored = await runCli(['check', id, '--ignore', 'unrendered_placeholder'], env);
  assert.is(ignored.code, 0, ignored.stdout);
  assert.match(ignored.stdout, /^PASS \(ignoring unrendered_placeholder\)$/m);
});

test('SPF and DMARC failing: exit 1 naming both; --ignore spf,dmarc passes', async () => {
  const id = await deliver({ from: 'news@elsewhere.example', subject: 'News', text: 'Hello.\n' });
  const r = await runCli(['check', id], env);
  assert.is(r.code, 1, r.stdout);
  assert.match(r.stdout, /^\s+SPF\s+fail\s+elsewhere\.example$/m);
  assert.match(r.stdout, /^\s+- spf: fail for elsewhere\.example/m);
  assert.match(r.stdout, /^\s+- dmarc: fail, policy reject/m);
  const ignored = await runCli(['check', id, '--ignore', 'spf,dmarc'], env);
  assert.is(ignored.code, 0, ignored.stdout);
  const repeated = await runCli(['check', id, '--ignore', 'spf', '--ignore', 'dmarc'], env);
  assert.is(repeated.code, 0, repeated.stdout);
});

test('--links runs the link check first: a 404 fails, and a later check shows the kept result', async () => {
  const id = await deliver({ subject: 'Links', text: `Start here: ${webUrl}/welcome\nOld page: ${webUrl}/missing\n` });
  const before = await runCli(['check', id], env);
  assert.is(before.code, 0, 'links are judged only once checked');
  const r = await runCli(['check', id, '--links'], env);
  assert.is(r.code, 1, r.stdout + r.stderr);
  assert.match(r.stdout, /^Links\s+2 checked at \S+, 1 failed$/m);
  assert.match(r.stdout, new RegExp(`^\\s+FAIL\\s+404\\s+${webUrl}/missing\\s+-$`, 'm'));
  assert.match(r.stdout, new RegExp(`^\\s+- links: ${webUrl}/missing: HTTP 404$`, 'm'));
  const kept = await runCli(['check', id], env);
  assert.is(kept.code, 1);
  assert.is((await runCli(['check', id, '--ignore', 'links'], env)).code, 0);
});

test('an unknown message: exit 2 (not 1, which is the verdict), one error line naming not_found, nothing on stdout', async () => {
  const r = await runCli(['check', 'msg_doesnotexist'], env);
  assert.is(r.code, 2);
  assert.is(r.stdout, '');
  assert.match(r.stderr, ERROR_LINE);
  assert.match(r.stderr, /\(not_found, req_/);
});

test('usage: no id, an unknown --ignore name, an extra argument: exit 2; --help: exit 0; not signed in: exit 5', async () => {
  for (const args of [['check'], ['check', 'msg_x', '--ignore', 'spff'], ['check', 'msg_x', 'msg_y'], ['check', 'msg_x', '--nope']]) {
    const r = await runCli(args, env);
    assert.is(r.code, 2, args.join(' '));
    assert.is(r.stdout, '');
    assert.match(r.stderr, /\(usage_error\); see "inboxkit check --help"\n$/, r.stderr);
  }
  assert.match((await runCli(['check', 'msg_x', '--ignore', 'spff'], env)).stderr, /unknown check "spff"/);
  const help = await runCli(['check', '--help'], env);
  assert.is(help.code, 0);
  assert.match(help.stdout, /^Usage: inboxkit check MESSAGE_ID/);
  assert.match((await runCli(['--help'], env)).stdout, /^\s+check ID\s+/m);
  const anonymous = await runCli(['check', 'msg_x'], { INBOXKIT_BASE_URL: d.url, XDG_CONFIG_HOME: config.dir });
  assert.is(anonymous.code, 5);
});

test.run();
