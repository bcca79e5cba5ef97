import { test } from 'uvu';
import * as assert from 'uvu/assert';
import {
  DAEMON_DEFAULTS, RUN_OPTIONS, SERVE_OPTIONS, UsageError, parseByteSize, parseKeysCreate, parseKeysList, parseKeysRevoke, parseNamespaceClaim,
  parseRun, parseServe, redactUrl, type RunConfig, type ServeConfig,
} from '../src/config/index.js';

const serve = (args: string[], env: Record<string, string> = {}) => parseServe(args, env, '/work/x') as ServeConfig;

function usage(fn: () => unknown): string {
  try {
    fn();
  } catch (error) {
    assert.instance(error, UsageError);
    const message = (error as Error).message;
    assert.not.match(message, /\n/);
    return message;
  }
  assert.unreachable('expected a UsageError');
  return '';
}

test('serve defaults', () => {
  const c = serve([]);
  assert.equal(c, {
    dataDir: '/work/x/.data',
    database: '/work/x/.data/inboxkit.sqlite',
    host: '127.0.0.1',
    httpPort: 4780,
    smtpPort: 2525,
    smtpsPort: null,
    pop3Port: null,
    domain: 'inboxkit.test',
    publicUrl: null,
    readyFile: null,
    maxMessageBytes: 25 * 1024 * 1024,
    tls: null,
    smtpAuth: null,
    smtpAuthMode: 'off',
    apiKey: null,
    webhookAllowPrivate: false,
    analyzer: { kind: 'builtin' },
    checks: { authentication: true, dnsServer: null, spamd: null, linkCheck: { allowPrivate: false } },
    smtpRelay: null,
    signinAllow: [],
    relay: null,
    maxMessagesPerConnection: null,
    maxConnectionsPerAddress: null,
    httpMaxConnections: null,
    httpMaxConnectionsPerAddress: null,
    ipShieldMax: null,
    prepareThreads: null,
    logLevel: 'info',
    logFormat: null,
    metrics: null,
  });
  assert.is(DAEMON_DEFAULTS.httpPort, 4780);
});

test('--database / INBOXKIT_DATABASE_URL: PostgreSQL instead of the data directory, on serve and every one-shot command', () => {
  const url = 'postgres://inboxkit:s3cret@db.example.test:5432/inboxkit';
  assert.equal({ ...serve(['--database', url]) }.dataDir, null, 'no data directory to make or lock');
  assert.is(serve([], { INBOXKIT_DATABASE_URL: url }).database, url);
  assert.is(serve(['--database', 'pglite://memory']).database, 'pglite://memory');
  for (const parse of [parseKeysCreate, parseKeysList, (a: string[], e: Record<string, string>) => parseKeysRevoke([...a, 'key_1'], e), parseNamespaceClaim]) {
    const c = parse(['--database', url, '--namespace', 'ns'].slice(0, parse === parseNamespaceClaim ? 4 : 2), {}) as { dataDir: string | null; database: string };
    assert.equal([c.dataDir, c.database], [null, url]);
  }
  assert.match(usage(() => serve(['--database', '/srv/inbox.sqlite'])), /--database must be a postgres:\/\/ URL .*--data-dir/);
  assert.match(usage(() => serve(['--database', url, '--data-dir', '/srv'])), /--data-dir and --database name two places/);
  assert.match(usage(() => serve([], { INBOXKIT_DATABASE_URL: url, INBOXKIT_DATA_DIR: '/srv' })), /INBOXKIT_DATA_DIR and INBOXKIT_DATABASE_URL/);
  assert.not.match(usage(() => serve(['--database', 'mysql://u:hunter2@h/db'])), /hunter2/, 'a password is never echoed');
  assert.is(redactUrl(url), 'postgres://inboxkit:***@db.example.test:5432/inboxkit');
  assert.is(redactUrl('postgres://db.example.test/inboxkit'), 'postgres://db.example.test/inboxkit');
});

test('serve: webhook, analyzer, relay and sign-in settings from flags and environment', () => {
  const c = serve(['--webhook-allow-private', '--analyzer', 'openai', '--openai-base-url', 'http://127.0.0.1:11434/v1',
    '--openai-model', 'llama3', '--smtp-relay', 'smtp://u:p@relay.example:587', '--signin-allow', 'me@x.test, @corp.test'],
  { INBOXKIT_OPENAI_API_KEY: 'sk-1' });
  assert.is(c.webhookAllowPrivate, true);
  assert.equal(c.analyzer, { kind: 'openai', baseUrl: 'http://127.0.0.1:11434/v1', model: 'llama3', apiKey: 'sk-1' });
  assert.is(c.smtpRelay, 'smtp://u:p@relay.example:587');
  assert.equal(c.signinAllow, ['me@x.test', '@corp.test']);
  assert.is(serve([], { INBOXKIT_WEBHOOK_ALLOW_PRIVATE: '1', INBOXKIT_ANALYZER: 'off' }).webhookAllowPrivate, true);
  assert.equal(serve([], { INBOXKIT_ANALYZER: 'off' }).analyzer, { kind: 'off' });
  assert.is(serve(['--max-messages-per-connection', '5000']).maxMessagesPerConnection, 5000);
  assert.is(serve(['--max-connections-per-address', '190']).maxConnectionsPerAddress, 190);
  assert.throws(() => parseServe(['--max-connections-per-address', '0'], {}, '/work/x'), (e: unknown) => e instanceof UsageError);
  assert.is(serve(['--http-max-connections', '500']).httpMaxConnections, 500);
  assert.is(serve([], { INBOXKIT_HTTP_MAX_CONNECTIONS_PER_ADDRESS: '50' }).httpMaxConnectionsPerAddress, 50);
  assert.throws(() => parseServe(['--http-max-connections-per-address', '0'], {}, '/work/x'), (e: unknown) => e instanceof UsageError);
  assert.is(serve([], { INBOXKIT_IP_SHIELD_MAX: '0' }).ipShieldMax, 0);
  assert.is(serve(['--prepare-threads', '0']).prepareThreads, 0);
  assert.is(serve([], { INBOXKIT_PREPARE_THREADS: '2' }).prepareThreads, 2);
  assert.throws(() => parseServe(['--prepare-threads', 'many'], {}, '/work/x'), (e: unknown) => e instanceof UsageError);
  assert.is(serve([], { INBOXKIT_WEBHOOK_ALLOW_PRIVATE: 'no' }).webhookAllowPrivate, false);
  assert.match(usage(() => serve([], { INBOXKIT_WEBHOOK_ALLOW_PRIVATE: 'maybe' })), /^INBOXKIT_WEBHOOK_ALLOW_PRIVATE must be 1 or 0/);
  assert.throws(() => parseServe(['--max-messages-per-connection', '0'], {}, '/work/x'), (e: unknown) => e instanceof UsageError);
  for (const args of [['--analyzer', 'magic'], ['--analyzer', 'openai'], ['--analyzer', 'openai', '--openai-base-url', 'http://x'], ['--smtp-relay', 'http://x']]) {
    assert.throws(() => parseServe(args, {}, '/work/x'), (e: unknown) => e instanceof UsageError, args.join(' '));
  }
});

test('serve: the checks\' settings (authentication on or off, DNS server, spamd, the link check\'s private addresses)', () => {
  assert.equal(serve(['--auth-checks', 'off', '--dns-server', '127.0.0.1:5353', '--spamd', 'spamd.local:783', '--link-check-allow-private']).checks,
    { authentication: false, dnsServer: '127.0.0.1:5353', spamd: 'spamd.local:783', linkCheck: { allowPrivate: true } });
  assert.equal(serve([], { INBOXKIT_AUTH_CHECKS: 'on', INBOXKIT_DNS_SERVER: '[::1]:53', INBOXKIT_SPAMD: '[::1]:783', INBOXKIT_LINK_CHECK_ALLOW_PRIVATE: '1' }).checks,
    { authentication: true, dnsServer: '[::1]:53', spamd: '[::1]:783', linkCheck: { allowPrivate: true } });
  assert.is(serve(['--dns-server', '10.0.0.53']).checks.dnsServer, '10.0.0.53:53', 'a bare address: port 53');
  assert.match(usage(() => serve(['--dns-server', 'dns.example:53'])), /--dns-server must be IP:PORT/);
  assert.match(usage(() => serve(['--dns-server', '127.0.0.1:70000'])), /--dns-server must be IP:PORT/);
  assert.match(usage(() => serve(['--spamd', 'spamd.local'])), /--spamd must be HOST:PORT/);
  assert.match(usage(() => serve([], { INBOXKIT_AUTH_CHECKS: 'maybe' })), /INBOXKIT_AUTH_CHECKS must be on or off/);
});

test('serve: environment variables, and flags win over them', () => {
  const env = {
    INBOXKIT_DATA_DIR: '/srv/inbox', INBOXKIT_HOST: '0.0.0.0', INBOXKIT_HTTP_PORT: '8080', INBOXKIT_SMTP_PORT: '25',
    INBOXKIT_DOMAIN: 'Mail.Example.Test', INBOXKIT_PUBLIC_URL: 'https://inbox.example.test/', INBOXKIT_MAX_MESSAGE_BYTES: '10M',
    INBOXKIT_TLS_CERT: 'c.pem', INBOXKIT_TLS_KEY: 'k.pem', INBOXKIT_SMTP_AUTH: 'u:p:w', INBOXKIT_API_KEY: 'ik_live_abcdefghijklmnop1234',
  };
  const c = serve([], env);
  assert.is(c.database, '/srv/inbox/inboxkit.sqlite');
  assert.is(c.host, '0.0.0.0');
  assert.is(c.httpPort, 8080);
  assert.is(c.smtpPort, 25);
  assert.is(c.domain, 'mail.example.test');
  assert.is(c.publicUrl, 'https://inbox.example.test');
  assert.is(c.maxMessageBytes, 10 * 1024 * 1024);
  assert.equal(c.tls, { certFile: '/work/x/c.pem', keyFile: '/work/x/k.pem' });
  assert.equal(c.smtpAuth, { username: 'u', password: 'p:w' });
  assert.is(c.apiKey, 'ik_live_abcdefghijklmnop1234');
  const f = serve(['--data-dir', 'd', '--http-port', '0', '--smtp-port=0', '--host', '::1', '--max-message-bytes', '1000'], env);
  assert.is(f.dataDir, '/work/x/d');
  assert.is(f.httpPort, 0);
  assert.is(f.smtpPort, 0);
  assert.is(f.host, '::1');
  assert.is(f.maxMessageBytes, 1000);
  // Empty variables count as unset.
  assert.is(serve([], { INBOXKIT_HTTP_PORT: '' }).httpPort, 4780);
  // A bad variable is named as the variable, a bad flag as the flag.
  assert.match(usage(() => serve([], { INBOXKIT_HTTP_PORT: 'http' })), /^INBOXKIT_HTTP_PORT must be a port number/);
  assert.match(usage(() => serve(['--http-port', 'http'], { INBOXKIT_HTTP_PORT: '1' })), /^--http-port must be a port number/);
});

test('serve: the public URL comes from --public-url (or its older name --base-url) and INBOXKIT_PUBLIC_URL, never INBOXKIT_BASE_URL', () => {
  // INBOXKIT_BASE_URL is the client commands' variable: exported for them, it must not
  // change what a daemon advertises.
  assert.is(serve([], { INBOXKIT_BASE_URL: 'http://127.0.0.1:9999' }).publicUrl, null);
  assert.is(serve([], { INBOXKIT_BASE_URL: 'http://a.test', INBOXKIT_PUBLIC_URL: 'https://b.test/' }).publicUrl, 'https://b.test');
  assert.is(serve(['--public-url', 'https://c.test'], { INBOXKIT_PUBLIC_URL: 'https://b.test' }).publicUrl, 'https://c.test');
  assert.is(serve(['--base-url', 'https://d.test//']).publicUrl, 'https://d.test');
  assert.match(usage(() => serve([], { INBOXKIT_PUBLIC_URL: 'inbox.test' })), /^INBOXKIT_PUBLIC_URL must be an absolute http\(s\) URL/);
});

test('serve: --log-level and --log-format, from flags or INBOXKIT_LOG_LEVEL / INBOXKIT_LOG_FORMAT; a wrong word names the flag', () => {
  assert.equal(pick(serve(['--log-level', 'debug', '--log-format', 'json'])), { logLevel: 'debug', logFormat: 'json' });
  assert.equal(pick(serve([], { INBOXKIT_LOG_LEVEL: 'WARN', INBOXKIT_LOG_FORMAT: 'pretty' })), { logLevel: 'warn', logFormat: 'pretty' });
  assert.equal(pick(serve(['--log-level', 'silent'], { INBOXKIT_LOG_LEVEL: 'trace' })), { logLevel: 'silent', logFormat: null }, 'the flag wins');
  assert.is(usage(() => serve(['--log-format', 'xml'])), '--log-format must be pretty or json, got "xml"');
  assert.is(usage(() => serve([], { INBOXKIT_LOG_FORMAT: 'yaml' })), 'INBOXKIT_LOG_FORMAT must be pretty or json, got "yaml"');
  assert.is(usage(() => serve(['--log-level', 'verbose'])), '--log-level must be trace, debug, info, warn, error or silent, got "verbose"');
  assert.match(usage(() => serve(['--log-level'])), /--log-level needs a value/);
});

test('serve: --metrics, --metrics-port and --metrics-host, from flags or INBOXKIT_METRICS*; the host needs the port', () => {
  assert.equal(serve(['--metrics']).metrics, { onApiPort: true, port: null, host: '127.0.0.1' });
  assert.equal(serve([], { INBOXKIT_METRICS: '1' }).metrics, { onApiPort: true, port: null, host: '127.0.0.1' });
  assert.equal(serve([], { INBOXKIT_METRICS: '0' }).metrics, null);
  assert.equal(serve(['--metrics-port', '9100']).metrics, { onApiPort: false, port: 9100, host: '127.0.0.1' }, 'loopback whatever --host is');
  assert.equal(serve(['--host', '0.0.0.0', '--metrics', '--metrics-port', '0', '--metrics-host', '::'], {}).metrics, { onApiPort: true, port: 0, host: '::' });
  assert.equal(serve([], { INBOXKIT_METRICS_PORT: '9101', INBOXKIT_METRICS_HOST: '0.0.0.0' }).metrics, { onApiPort: false, port: 9101, host: '0.0.0.0' });
  assert.is(usage(() => serve(['--metrics-host', '0.0.0.0'])), '--metrics-host needs --metrics-port');
  assert.match(usage(() => serve(['--metrics-port', 'x'])), /^--metrics-port must be a port number/);
});

const pick = (c: ServeConfig) => ({ logLevel: c.logLevel, logFormat: c.logFormat });
const pickAuth = (c: ServeConfig) => ({ smtpAuth: c.smtpAuth, smtpAuthMode: c.smtpAuthMode });

test('serve: mistakes are one-line usage errors', () => {
  assert.match(usage(() => serve(['--bogus'])), /^unknown option --bogus$/);
  assert.match(usage(() => serve(['--http-port'])), /--http-port needs a value/);
  assert.match(usage(() => serve(['--http-port', '70000'])), /port number/);
  assert.match(usage(() => serve(['--smtp-port', 'abc'])), /port number/);
  assert.match(usage(() => serve(['extra'])), /unexpected argument "extra"/);
  assert.match(usage(() => serve(['--tls-cert', 'c.pem'])), /go together/);
  assert.match(usage(() => serve(['--smtps-port', '465'])), /^--smtps-port needs a certificate: give --tls-cert and --tls-key/);
  assert.match(usage(() => serve(['--smtps-port', 'x', '--tls-cert', 'c.pem', '--tls-key', 'k.pem'])), /port number/);
  assert.is(serve(['--smtps-port', '465', '--tls-cert', 'c.pem', '--tls-key', 'k.pem']).smtpsPort, 465);
  assert.is(serve(['--pop3-port', '1110']).pop3Port, 1110, 'POP3 needs no certificate (STLS is offered when there is one)');
  assert.is(serve([], { INBOXKIT_POP3_PORT: '0' }).pop3Port, 0);
  assert.match(usage(() => serve(['--pop3-port', 'x'])), /port number/);
  assert.match(usage(() => serve(['--smtp-auth', 'nocolon'])), /^--smtp-auth must be required, optional, off or USER:PASS, got "nocolon"$/);
  assert.match(usage(() => serve(['--smtp-auth', 'app:'])), /got "…:…"$/, 'a password is never echoed');
  for (const mode of ['required', 'optional', 'off', 'Optional'] as const) {
    assert.equal(pickAuth(serve(['--smtp-auth', mode])), { smtpAuth: null, smtpAuthMode: mode.toLowerCase() });
  }
  assert.equal(pickAuth(serve(['--smtp-auth', 'app:s3:cret'])), { smtpAuth: { username: 'app', password: 's3:cret' }, smtpAuthMode: 'required' });
  assert.equal(pickAuth(serve([], { INBOXKIT_SMTP_AUTH: 'optional' })), { smtpAuth: null, smtpAuthMode: 'optional' });
  assert.match(usage(() => serve(['--max-message-bytes', '0'])), /positive size/);
  assert.match(usage(() => serve(['--base-url', 'ftp://x'])), /^--base-url must be an absolute http\(s\) URL/);
  assert.match(usage(() => serve(['--public-url', 'ftp://x'])), /^--public-url must be an absolute http\(s\) URL/);
  assert.match(usage(() => serve(['--domain', 'nodot'])), /domain name/);
  assert.match(usage(() => serve([], { INBOXKIT_API_KEY: 'short' })), /INBOXKIT_API_KEY/);
  assert.match(usage(() => serve(['--relay-url', 'smtp://relay.example.test'])), /^--relay-url needs --relay-allow/);
  assert.match(usage(() => serve(['--relay-url', 'http://relay.example.test', '--relay-allow', '*'])), /smtp:\/\/ or smtps:\/\//);
  assert.match(usage(() => serve(['--relay-url', 'smtp://127.0.0.1:2525', '--relay-allow', '*'])),
    /^--relay-url: the relay 127\.0\.0\.1 is a loopback, private or reserved address \(127\.0\.0\.1\); start the daemon with --relay-allow-private/);
  assert.match(usage(() => serve(['--relay-url', 'smtp://u:secret@localhost', '--relay-allow', '*'])), /localhost/);
  assert.not.match(usage(() => serve(['--relay-url', 'smtp://u:secret@localhost', '--relay-allow', '*'])), /secret/);
  assert.match(usage(() => serve(['--relay-url', 'smtp://relay.example.test', '--relay-allow', 'not a pattern'])), /^--relay-allow: the relay allow list entry "not a pattern"/);
  assert.match(usage(() => serve(['--relay-url', 'smtp://relay.example.test', '--relay-allow', '*', '--relay-mail-from', 'nope'])), /^--relay-mail-from must be an email address/);
  assert.equal(serve(['--relay-url', 'smtp://127.0.0.1:2525', '--relay-allow', 'QA@Example.test, @corp.test,*.dev.test', '--relay-allow-private']).relay,
    { url: 'smtp://127.0.0.1:2525', allow: ['qa@example.test', '@corp.test', '*.dev.test'], allowPrivate: true, mailFrom: null });
  assert.is(parseServe(['--help'], {}), 'help');
  assert.is(parseServe(['-h'], {}), 'help');
});

test('serve: --ready-file and INBOXKIT_READY_FILE, resolved against the working directory', () => {
  assert.is(serve(['--ready-file', 'ci/ready.json']).readyFile, '/work/x/ci/ready.json');
  assert.is(serve([], { INBOXKIT_READY_FILE: '/tmp/r.json' }).readyFile, '/tmp/r.json');
});

const run = (args: string[], env: Record<string, string> = {}) => parseRun(args, env, '/work/x') as RunConfig;

test('run: serve\'s settings with free ports and a warn log, no data directory unless given, the command after --', () => {
  const c = run(['--', 'npm', 'test', '--', '--grep', 'x']);
  const { dataDir: _d, database: _db, ...serveDefaults } = serve([]);
  assert.equal(c, {
    serve: { ...serveDefaults, httpPort: 0, smtpPort: 0, logLevel: 'warn' },
    dataDir: null,
    database: null,
    keepData: false,
    command: ['npm', 'test', '--', '--grep', 'x'],
  });
  // A PostgreSQL database instead of a data directory: nothing temporary to make or keep.
  const onPg = run(['--database', 'postgres://ci@127.0.0.1/test', '--', 'make']);
  assert.is(onPg.database, 'postgres://ci@127.0.0.1/test');
  assert.is(onPg.dataDir, null);
  assert.match(usage(() => run(['--database', 'postgres://ci@127.0.0.1/test', '--keep-data', '--', 'make'])), /--keep-data/);
  const given = run(['--data-dir', 'd', '--keep-data', '--http-port', '4780', '--domain', 'ci.test', '--ready-file', 'r.json', '--log-level', 'info', '--', 'make']);
  assert.is(given.dataDir, '/work/x/d');
  assert.is(given.keepData, true);
  assert.is(given.serve.httpPort, 4780);
  assert.is(given.serve.domain, 'ci.test');
  assert.is(given.serve.readyFile, '/work/x/r.json');
  assert.is(given.serve.logLevel, 'info');
  assert.is(run(['--', 'make'], { INBOXKIT_DATA_DIR: '/srv/d', INBOXKIT_SMTP_PORT: '2526' }).dataDir, '/srv/d');
  assert.is(run(['--', 'make'], { INBOXKIT_SMTP_PORT: '2526' }).serve.smtpPort, 2526);
  // Arguments after -- are the command's, options or not.
  assert.equal(run(['--', 'node', '--keep-data', '-h']).command, ['node', '--keep-data', '-h']);
  assert.is(parseRun(['--help'], {}), 'help');
});

test('run: every option of serve, and --keep-data', () => {
  assert.equal(RUN_OPTIONS.map((o) => o.key), [...SERVE_OPTIONS.map((o) => o.key), 'keepData']);
  assert.equal(RUN_OPTIONS.slice(0, -1).map((o) => [o.flag, o.env]), SERVE_OPTIONS.map((o) => [o.flag, o.env]));
});

test('run: mistakes are one-line usage errors naming run', () => {
  assert.is(usage(() => run(['npm', 'test'])), 'the command to run goes after --: inboxkit run [options] -- <command> [args…]');
  assert.is(usage(() => run(['--keep-data'])), 'the command to run goes after --: inboxkit run [options] -- <command> [args…]');
  assert.is(usage(() => run(['--'])), 'no command after --');
  assert.is(usage(() => run(['--keep-dta', '--', 'x'])), 'unknown option --keep-dta');
  assert.is(usage(() => run(['--http-port', 'x', '--', 'y'])), '--http-port must be a port number from 0 to 65535, got "x"');
  try {
    run(['--bogus', '--', 'x']);
  } catch (error) {
    assert.is((error as UsageError).command, 'run');
  }
});

test('byte sizes', () => {
  assert.is(parseByteSize('1024'), 1024);
  assert.is(parseByteSize('25M'), 25 * 1024 * 1024);
  assert.is(parseByteSize('25MiB'), 25 * 1024 * 1024);
  assert.is(parseByteSize('512k'), 512 * 1024);
  assert.is(parseByteSize('1G'), 1024 ** 3);
  assert.is(parseByteSize('0'), null);
  assert.is(parseByteSize('-1'), null);
  assert.is(parseByteSize('1.5M'), null);
});

test('keys create and namespace claim', () => {
  const k = parseKeysCreate(['--data-dir', 'd', '--account', 'Acme QA', '--scopes', 'messages:read, inboxes:write', '--label', 'ci'], {}, '/w');
  const unlimited = { inboxIds: null, expiresInMs: null, expiresAt: null };
  assert.equal(k, { dataDir: '/w/d', database: '/w/d/inboxkit.sqlite', account: 'Acme QA', scopes: ['messages:read', 'inboxes:write'], label: 'ci', ...unlimited });
  const d = parseKeysCreate([], { INBOXKIT_DATA_DIR: '/e' }, '/w');
  assert.equal(d, { dataDir: '/e', database: '/e/inboxkit.sqlite', account: 'default', scopes: ['inboxes:write', 'messages:read', 'webhooks:write'], label: null, ...unlimited });
  assert.match(usage(() => parseKeysCreate(['--scopes', 'admin'], {})), /--scopes must be/);
  assert.match(usage(() => parseKeysCreate(['--scopes', ','], {})), /at least one/);
  assert.match(usage(() => parseKeysCreate(['--nope'], {})), /unknown option --nope/);
  const n = parseNamespaceClaim(['--namespace', 'acme'], { INBOXKIT_DOMAIN: 'X.Test' }, '/w');
  assert.equal(n, { dataDir: '/w/.data', database: '/w/.data/inboxkit.sqlite', domain: 'x.test', account: 'default', namespace: 'acme' });
  assert.match(usage(() => parseNamespaceClaim([], {})), /--namespace is required/);
});

test('keys create --inbox (again for each, or none) and --expires-in or --expires-at', () => {
  const k = (args: string[]) => parseKeysCreate(args, {}, '/w') as Exclude<ReturnType<typeof parseKeysCreate>, 'help'>;
  assert.equal(k(['--inbox', 'inb_a', '--inbox', 'inb_b']).inboxIds, ['inb_a', 'inb_b']);
  assert.equal(k(['--inbox', 'none', '--scopes', 'inboxes:write']).inboxIds, []);
  assert.is(k([]).inboxIds, null);
  assert.match(usage(() => k(['--inbox', 'none', '--inbox', 'inb_a'])), /--inbox none stands alone/);
  assert.match(usage(() => k(['--inbox', ' '])), /--inbox needs an inbox id/);
  assert.match(usage(() => k(['--inbox'])), /--inbox needs a value/);
  assert.equal([k(['--expires-in', '90m']).expiresInMs, k(['--expires-in', '12h']).expiresInMs, k(['--expires-in', '30d']).expiresInMs, k(['--expires-in', '2w']).expiresInMs],
    [90 * 60_000, 12 * 3_600_000, 30 * 86_400_000, 14 * 86_400_000]);
  assert.is(k(['--expires-at', '2027-01-31T00:00:00Z']).expiresAt, Date.parse('2027-01-31T00:00:00Z'));
  for (const bad of ['30', '1.5d', '0d', 'soon', '-1h']) assert.match(usage(() => k([`--expires-in=${bad}`])), /--expires-in must be a whole number/, bad);
  for (const bad of ['tomorrow', '1700000000000']) assert.match(usage(() => k(['--expires-at', bad])), /--expires-at must be an ISO 8601 date-time/, bad);
  assert.match(usage(() => k(['--expires-in', '1d', '--expires-at', '2027-01-31T00:00:00Z'])), /not both/);
});

test.run();
