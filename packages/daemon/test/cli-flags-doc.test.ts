// The flag table of `inboxkit serve` in docs/daemon.md, `--help` and the parser all come from
// SERVE_OPTIONS; these tests hold the three together.
import { readFileSync } from 'node:fs';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { HELP, SERVE_OPTIONS as TABLE, UsageError, parseServe, type OptionSpec, type ServeConfig } from '../src/config/index.js';
import { DAEMON_DOC, FLAGS_END, FLAGS_START, flagTableIn, serveFlagTable, withFlagTable } from '../src/flags-doc.js';

const doc = readFileSync(DAEMON_DOC, 'utf8');
const SERVE_OPTIONS: readonly OptionSpec<(typeof TABLE)[number]['key']>[] = TABLE;
const parse = (args: string[], env: Record<string, string> = {}) => parseServe(args, env, '/w') as ServeConfig;

test('docs/daemon.md holds the flag table rendered from SERVE_OPTIONS', () => {
  assert.is(
    flagTableIn(doc),
    serveFlagTable(),
    'docs/daemon.md is out of date: run `node --conditions=source --import tsx packages/daemon/src/flags-doc.ts --write`',
  );
});

test('every option has one row, with its flag and variable', () => {
  const rows = flagTableIn(doc).split('\n').slice(2);
  assert.is(rows.length, SERVE_OPTIONS.length);
  SERVE_OPTIONS.forEach((o, i) => {
    const row = rows[i]!;
    if (o.flag) assert.ok(row.includes(`\`--${o.flag}`), `${o.key}: ${row}`);
    for (const alias of o.aliases ?? []) assert.ok(row.includes(`\`--${alias}`), `${o.key}: ${row}`);
    if (o.env) assert.ok(row.includes(`\`${o.env}`), `${o.key}: ${row}`);
  });
  // Flags and variables are unique.
  const flags = SERVE_OPTIONS.flatMap((o) => [o.flag, ...(o.aliases ?? [])]).filter(Boolean);
  const envs = SERVE_OPTIONS.map((o) => o.env).filter(Boolean);
  assert.is(new Set(flags).size, flags.length);
  assert.is(new Set(envs).size, envs.length);
});

test('withFlagTable rewrites only the text between the markers and is stable', () => {
  const stale = `# x\n\nbefore\n${FLAGS_START}\n| old |\n${FLAGS_END}\nafter\n`;
  const fresh = withFlagTable(stale);
  assert.ok(fresh.startsWith('# x\n\nbefore\n'));
  assert.ok(fresh.endsWith(`${FLAGS_END}\nafter\n`));
  assert.is(flagTableIn(fresh), serveFlagTable());
  assert.is(withFlagTable(fresh), fresh);
  assert.is(withFlagTable(doc), doc);
  assert.throws(() => withFlagTable('no markers'), /flags:start/);
});

test('--help lists every flag and variable of the table', () => {
  for (const o of SERVE_OPTIONS) {
    if (o.flag) assert.ok(HELP.serve.includes(`--${o.flag}`), o.flag);
    for (const alias of o.aliases ?? []) assert.ok(HELP.serve.includes(`--${alias}`), alias);
    if (o.env) assert.ok(HELP.serve.includes(o.env), o.env);
  }
  assert.not.match(HELP.serve, /`/, 'code marks are dropped in --help');
});

/**
 * A value for each option that differs from its default, and what else it needs. Adding an
 * option to SERVE_OPTIONS without a line here fails the next test: an option must do something.
 */
const SAMPLES: Record<(typeof TABLE)[number]['key'], { value: string; with?: string[] }> = {
  dataDir: { value: '/srv/inbox' },
  database: { value: 'postgres://inboxkit@db.example.test:5432/inboxkit' },
  host: { value: '0.0.0.0' },
  httpPort: { value: '8080' },
  smtpPort: { value: '25' },
  smtpsPort: { value: '465', with: ['--tls-cert', 'c.pem', '--tls-key', 'k.pem'] },
  pop3Port: { value: '1110' },
  domain: { value: 'mail.example.test' },
  publicUrl: { value: 'https://inbox.example.test' },
  readyFile: { value: 'ready.json' },
  maxMessageBytes: { value: '10M' },
  tlsCert: { value: 'other-cert.pem', with: ['--tls-cert', 'c.pem', '--tls-key', 'k.pem'] },
  tlsKey: { value: 'other-key.pem', with: ['--tls-cert', 'c.pem', '--tls-key', 'k.pem'] },
  smtpAuth: { value: 'user:pass' },
  apiKey: { value: 'ik_live_abcdefghijklmnop1234' },
  webhookAllowPrivate: { value: '1' },
  authChecks: { value: 'off' },
  dnsServer: { value: '127.0.0.1:5353' },
  spamd: { value: '127.0.0.1:783' },
  linkCheckAllowPrivate: { value: '1' },
  analyzer: { value: 'off' },
  openaiBaseUrl: { value: 'http://127.0.0.1:1/v1', with: ['--analyzer', 'openai', '--openai-base-url', 'http://x.test/v1', '--openai-model', 'm'] },
  openaiModel: { value: 'llama3', with: ['--analyzer', 'openai', '--openai-base-url', 'http://x.test/v1', '--openai-model', 'm'] },
  openaiApiKey: { value: 'sk-1', with: ['--analyzer', 'openai', '--openai-base-url', 'http://x.test/v1', '--openai-model', 'm'] },
  smtpRelay: { value: 'smtp://relay.example.test:587' },
  signinAllow: { value: '@corp.test' },
  relayUrl: { value: 'smtp://relay2.example.test:2587', with: ['--relay-url', 'smtp://relay.example.test', '--relay-allow', '*'] },
  relayAllow: { value: '@example.test', with: ['--relay-url', 'smtp://relay.example.test', '--relay-allow', '*'] },
  relayAllowPrivate: { value: '1', with: ['--relay-url', 'smtp://relay.example.test', '--relay-allow', '*'] },
  relayMailFrom: { value: 'bounces@example.test', with: ['--relay-url', 'smtp://relay.example.test', '--relay-allow', '*'] },
  maxMessagesPerConnection: { value: '5' },
  maxConnectionsPerAddress: { value: '5' },
  httpMaxConnections: { value: '50' },
  httpMaxConnectionsPerAddress: { value: '20' },
  ipShieldMax: { value: '0' },
  prepareThreads: { value: '2' },
  logLevel: { value: 'debug' },
  logFormat: { value: 'json' },
  metrics: { value: '1' },
  metricsPort: { value: '9100' },
  metricsHost: { value: '0.0.0.0', with: ['--metrics-port', '9100'] },
};

test('every flag and variable is read by the parser and changes the configuration', () => {
  assert.equal(Object.keys(SAMPLES).sort(), SERVE_OPTIONS.map((o) => o.key).sort());
  for (const o of SERVE_OPTIONS) {
    const sample = SAMPLES[o.key];
    const base = sample.with ?? [];
    const before = parse(base);
    // A flag given in `with` wins over the variable, so drop it to test the variable.
    const withoutFlag = o.flag ? dropFlag(base, `--${o.flag}`) : base;
    if (o.env) {
      const viaEnv = parse(withoutFlag, { [o.env]: sample.value });
      assert.not.equal(viaEnv, before, `${o.env} has no effect`);
      if (o.flag) {
        const flagArgs = o.value === null ? [`--${o.flag}`] : [`--${o.flag}`, sample.value];
        assert.equal(parse([...withoutFlag, ...flagArgs]), viaEnv, `--${o.flag} and ${o.env} disagree`);
      }
    } else if (o.flag) {
      const flagArgs = o.value === null ? [`--${o.flag}`] : [`--${o.flag}`, sample.value];
      assert.not.equal(parse([...withoutFlag, ...flagArgs]), before, `--${o.flag} has no effect`);
    }
  }
});

function dropFlag(args: string[], flag: string): string[] {
  const i = args.indexOf(flag);
  return i < 0 ? args : [...args.slice(0, i), ...args.slice(i + 2)];
}

test('the removed options are gone: refused as flags, absent from help and docs', () => {
  for (const flag of ['--main-thread-parse', '--prepare-warm-up', '--wal-checkpoints']) {
    assert.throws(() => parseServe([flag, '1'], {}, '/w'), (e: unknown) => e instanceof UsageError && e.message === `unknown option ${flag}`);
  }
  const vars = ['INBOXKIT_MAIN_THREAD_PARSE', 'INBOXKIT_PREPARE_WARM_UP', 'INBOXKIT_WAL_CHECKPOINTS'];
  // Their variables are ignored like any unknown one.
  assert.equal(parse([], Object.fromEntries(vars.map((v) => [v, 'x']))), parse([]));
  for (const word of ['main-thread-parse', 'prepare-warm-up', 'wal-checkpoints', ...vars]) {
    assert.not.ok(HELP.serve.includes(word), `--help mentions ${word}`);
    assert.not.ok(serveFlagTable().includes(word), `the flag table mentions ${word}`);
  }
});

test.run();
