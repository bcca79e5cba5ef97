// Pure parts of the client and CLI: durations, tables, sanitising, retry policy, the code
// classifier, the credentials file (real files in a temp dir), config precedence, version.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseDuration, formatDuration } from '../src/cli/duration.js';
import { formatFields, formatTable, sanitizeLine, sanitizeText, truncate } from '../src/cli/format.js';
import { classifyCode, looksLikeEmail } from '../src/cli/login.js';
import {
  configDir, credentialsPath, credentialsTooOpen, deleteCredentials, readCredentials, writeCredentials, CredentialsError,
  type StoredCredentials,
} from '../src/cli/credentials.js';
import { describeFailure, EXIT, resolveConfig, UsageError, NotSignedInError } from '../src/cli/common.js';
import { isRetryableStatus, parseRetryAfter, retryDecision, retryDelayMs } from '../src/retry.js';
import { CLIENT_VERSION, InboxkitApiError, InboxkitNetworkError, WaitTimeoutError, createClient } from '../src/index.js';

const dirs: string[] = [];
function temp(): string {
  const d = mkdtempSync(join(tmpdir(), 'inboxkit-client-unit-'));
  dirs.push(d);
  return d;
}
test.after(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

const creds = (over: Partial<StoredCredentials> = {}): StoredCredentials => ({
  version: 1,
  base_url: 'http://127.0.0.1:4780',
  api_key: 'ik_live_AAAAAAAABBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB',
  key_id: 'key_1',
  key_prefix: 'ik_live_AAAAAAAA',
  account: { id: 'acc_1', name: 'Default', slug: 'default' },
  email: 'me@example.com',
  user_id: 'usr_1',
  created_at: '2026-03-28T12:00:00.000Z',
  ...over,
});

// ---- durations

test('parseDuration: units, decimals, plain numbers are seconds', () => {
  assert.is(parseDuration('60s'), 60_000);
  assert.is(parseDuration('2m'), 120_000);
  assert.is(parseDuration('1500ms'), 1500);
  assert.is(parseDuration('1h'), 3_600_000);
  assert.is(parseDuration('1.5s'), 1500);
  assert.is(parseDuration('30'), 30_000);
  assert.is(parseDuration('0'), 0);
  assert.is(parseDuration(' 5s '), 5000);
});

test('parseDuration: rejects what is not a duration', () => {
  for (const bad of ['', 's', '-1s', '5 s', '5sec', '1e3', 'abc', '5d', '1.s']) {
    assert.throws(() => parseDuration(bad), (e: unknown) => e instanceof RangeError && (e as Error).message.includes('duration'), bad);
  }
});

test('formatDuration', () => {
  assert.is(formatDuration(60_000), '1m');
  assert.is(formatDuration(5000), '5s');
  assert.is(formatDuration(1500), '1.5s');
  assert.is(formatDuration(250), '250ms');
});

// ---- tables and sanitising

test('formatTable pads columns, leaves no trailing blanks, shows empty cells as -', () => {
  const table = formatTable(['ID', 'NAME', 'NOTE'], [['a', 'first', null], ['bbbb', 'x', 'long note']]);
  assert.is(table, [
    'ID    NAME   NOTE',
    'a     first  -',
    'bbbb  x      long note',
    '',
  ].join('\n'));
  for (const line of table.split('\n')) assert.not.ok(/ $/.test(line));
});

test('formatTable: a header-only table for no rows', () => {
  assert.is(formatTable(['A', 'B'], []), 'A  B\n');
});

test('formatTable and formatFields neutralise terminal control sequences in mail data', () => {
  const evil = 'Hi\u001b[2J\u001b]0;pwned\u0007 there\r\nX';
  const table = formatTable(['SUBJECT'], [[evil]]);
  assert.not.ok(/[\u0000-\u001f]/.test(table.replace(/\n/g, '')), 'no control characters besides newlines');
  assert.not.ok(table.trimEnd().includes('\n', table.indexOf('\n') + 1), 'one line per row');
  const fields = formatFields([['Subject', evil], ['Skipped', undefined], ['Empty', null]]);
  assert.is(fields.split('\n').length, 3);
  assert.ok(fields.includes('Empty    -'));
  assert.not.ok(fields.includes('Skipped'));
});

test('sanitizeLine / sanitizeText / truncate', () => {
  assert.is(sanitizeLine('a\tb\nc\u009bd'), 'a b c d');
  assert.is(sanitizeText('line1\r\nline2\u001b[31m\tx'), 'line1\nline2[31m\tx');
  assert.is(truncate('abcdef', 4), 'abc…');
  assert.is(truncate('abc', 4), 'abc');
  assert.is(truncate('😀😀😀😀😀', 3), '😀😀…');
});

// ---- sign-in helpers

test('classifyCode: 6 digits are the emailed OTP, anything else an exchange code', () => {
  assert.equal(classifyCode('123456', true), { kind: 'otp', code: '123456' });
  assert.equal(classifyCode(' 123 456 ', true), { kind: 'otp', code: '123456' });
  assert.equal(classifyCode('123-456', true), { kind: 'otp', code: '123456' });
  assert.equal(classifyCode('X7K2-P9QM', true), { kind: 'exchange', code: 'X7K2-P9QM' });
  assert.equal(classifyCode('1234567', true), { kind: 'exchange', code: '1234567' });
  assert.equal(classifyCode('123456', false), { kind: 'exchange', code: '123456' }, 'no OTP offered: an exchange code');
  assert.is(classifyCode('   ', true), null);
});

test('looksLikeEmail', () => {
  assert.ok(looksLikeEmail('me@example.com'));
  assert.ok(looksLikeEmail('me@localhost'));
  assert.not.ok(looksLikeEmail('me'));
  assert.not.ok(looksLikeEmail('me @example.com'));
  assert.not.ok(looksLikeEmail('@example.com'));
});

// ---- retry policy

test('Retry-After: integer seconds, decimals, HTTP dates against the clock, junk', () => {
  const now = Date.UTC(2026, 2, 28, 12, 0, 0);
  assert.is(parseRetryAfter('3', now), 3000);
  assert.is(parseRetryAfter('0', now), 0);
  assert.is(parseRetryAfter('1.5', now), 1500);
  assert.is(parseRetryAfter(new Date(now + 7000).toUTCString(), now), 7000);
  assert.is(parseRetryAfter(new Date(now - 7000).toUTCString(), now), 0);
  assert.is(parseRetryAfter(null, now), null);
  assert.is(parseRetryAfter('soon', now), null);
  assert.is(parseRetryAfter('-3', now), null);
});

test('retry delay: header first, then error.retry_after_seconds, then exponential backoff', () => {
  assert.is(retryDelayMs({ attempt: 0, retryAfterHeader: '2', retryAfterSeconds: 9, now: 0 }), 2000);
  assert.is(retryDelayMs({ attempt: 0, retryAfterHeader: null, retryAfterSeconds: 9, now: 0 }), 9000);
  assert.is(retryDelayMs({ attempt: 0, retryAfterHeader: null, now: 0 }), 500);
  assert.is(retryDelayMs({ attempt: 3, retryAfterHeader: null, now: 0 }), 4000);
  assert.is(retryDelayMs({ attempt: 30, retryAfterHeader: null, now: 0 }), 30_000);
});

test('retryable: 429 for every method, 503 for GET and PUT only, nothing else', () => {
  assert.ok(isRetryableStatus('GET', 429));
  assert.ok(isRetryableStatus('POST', 429));
  assert.ok(isRetryableStatus('GET', 503));
  assert.not.ok(isRetryableStatus('POST', 503));
  assert.ok(isRetryableStatus('PUT', 503), 'a PUT sets a whole state: twice is once');
  assert.not.ok(isRetryableStatus('DELETE', 503));
  for (const s of [400, 401, 403, 404, 409, 500, 502]) {
    assert.not.ok(isRetryableStatus('GET', s), `GET ${s}`);
    assert.not.ok(isRetryableStatus('POST', s), `POST ${s}`);
  }
});

test('retryDecision: bounded by maxRetries and by maxRetryDelayMs', () => {
  const base = { method: 'GET' as const, status: 429, retryAfterHeader: '2', now: 0, maxRetries: 3, maxRetryDelayMs: 60_000 };
  assert.is(retryDecision({ ...base, attempt: 0 }), 2000);
  assert.is(retryDecision({ ...base, attempt: 2 }), 2000);
  assert.is(retryDecision({ ...base, attempt: 3 }), null, 'retries spent');
  assert.is(retryDecision({ ...base, attempt: 0, retryAfterHeader: '3600' }), null, 'an hour is not waited out');
  assert.is(retryDecision({ ...base, attempt: 0, status: 400 }), null);
  assert.is(retryDecision({ ...base, attempt: 0, maxRetries: 0 }), null);
});

// ---- credentials

test('credentials path: XDG_CONFIG_HOME, else ~/.config; a relative XDG_CONFIG_HOME is ignored', () => {
  assert.is(credentialsPath({ XDG_CONFIG_HOME: '/x/cfg', HOME: '/home/me' }), '/x/cfg/inboxkit/credentials.json');
  assert.is(credentialsPath({ HOME: '/home/me' }), '/home/me/.config/inboxkit/credentials.json');
  assert.is(configDir({ XDG_CONFIG_HOME: 'relative', HOME: '/home/me' }), '/home/me/.config/inboxkit');
});

test('credentials are written with file mode 0600 in a 0700 directory, and read back', () => {
  const xdg = temp();
  const env = { XDG_CONFIG_HOME: xdg };
  const oldUmask = process.umask(0o000); // the most permissive umask must not widen the modes
  let path: string;
  try {
    path = writeCredentials(env, creds());
  } finally {
    process.umask(oldUmask);
  }
  assert.is(path, join(xdg, 'inboxkit', 'credentials.json'));
  assert.is(statSync(path).mode & 0o777, 0o600);
  assert.is(statSync(join(xdg, 'inboxkit')).mode & 0o777, 0o700);
  assert.equal(readCredentials(env), creds());
  assert.not.ok(credentialsTooOpen(env));
  assert.is(JSON.parse(readFileSync(path, 'utf8')).api_key, creds().api_key);
});

test('credentials: an existing wider directory is narrowed, the file replaced whole, no temp files left', () => {
  const xdg = temp();
  const env = { XDG_CONFIG_HOME: xdg };
  mkdirSync(join(xdg, 'inboxkit'), { mode: 0o755 });
  chmodSync(join(xdg, 'inboxkit'), 0o755);
  writeCredentials(env, creds({ email: 'first@example.com' }));
  writeCredentials(env, creds({ email: 'second@example.com' }));
  assert.is(statSync(join(xdg, 'inboxkit')).mode & 0o777, 0o700);
  assert.is(readCredentials(env)?.email, 'second@example.com');
  assert.equal(readdirSync(join(xdg, 'inboxkit')), ['credentials.json']);
});

test('credentials: a file readable by others is reported; missing, corrupt and deleted files', () => {
  const xdg = temp();
  const env = { XDG_CONFIG_HOME: xdg };
  assert.is(readCredentials(env), null);
  assert.is(deleteCredentials(env), false);
  const path = writeCredentials(env, creds());
  chmodSync(path, 0o644);
  assert.ok(credentialsTooOpen(env));
  writeFileSync(path, '{not json');
  assert.throws(() => readCredentials(env), (e: unknown) => e instanceof CredentialsError && /not valid JSON/.test((e as Error).message));
  writeFileSync(path, '{"base_url":"http://x"}');
  assert.throws(() => readCredentials(env), (e: unknown) => e instanceof CredentialsError);
  assert.is(deleteCredentials(env), true);
  assert.is(readCredentials(env), null);
});

test('config: env overrides stored values; the stored key is only sent to its own server', () => {
  const xdg = temp();
  const env: Record<string, string> = { XDG_CONFIG_HOME: xdg };
  assert.equal(resolveConfig(env, undefined, 'x'), { baseUrl: 'http://127.0.0.1:4780', apiKey: null, keySource: null, stored: null });
  writeCredentials(env, creds({ base_url: 'http://stored.example:4780/' }));
  let c = resolveConfig(env, undefined, 'x');
  assert.is(c.baseUrl, 'http://stored.example:4780');
  assert.is(c.apiKey, creds().api_key);
  assert.is(c.keySource, 'stored');
  c = resolveConfig({ ...env, INBOXKIT_BASE_URL: 'http://other.example' }, undefined, 'x');
  assert.is(c.baseUrl, 'http://other.example');
  assert.is(c.apiKey, null, 'the stored key is not sent to another server');
  c = resolveConfig({ ...env, INBOXKIT_BASE_URL: 'http://other.example', INBOXKIT_API_KEY: 'ik_live_env' }, undefined, 'x');
  assert.equal([c.baseUrl, c.apiKey, c.keySource], ['http://other.example', 'ik_live_env', 'env']);
  c = resolveConfig({ ...env, INBOXKIT_BASE_URL: 'http://other.example' }, 'http://flag.example/', 'x');
  assert.is(c.baseUrl, 'http://flag.example', '--base-url wins over the environment');
  assert.throws(() => resolveConfig({ ...env, INBOXKIT_BASE_URL: 'ftp://x' }, undefined, 'x'), (e: unknown) => e instanceof UsageError);
  assert.throws(() => resolveConfig({ ...env, INBOXKIT_BASE_URL: 'not a url' }, undefined, 'x'), (e: unknown) => e instanceof UsageError);
});

// ---- error lines and exit codes

test('one-line error reports and exit codes', () => {
  const api = new InboxkitApiError({
    status: 401, code: 'unauthorized', message: 'the API key is unknown', request_id: 'req_1',
    next_action: { type: 'open_dashboard', url: 'http://x/dashboard' },
  });
  assert.equal(describeFailure(api), { line: 'inboxkit: the API key is unknown (unauthorized, req_1); see http://x/dashboard', exitCode: EXIT.apiError });
  assert.equal(describeFailure(new UsageError('--label is required', 'inboxes create')), {
    line: 'inboxkit: --label is required (usage_error); see "inboxkit inboxes create --help"', exitCode: EXIT.usage,
  });
  assert.is(describeFailure(new WaitTimeoutError('no message', { timeoutMs: 1, checked: 0, requestId: null })).exitCode, EXIT.waitTimeout);
  assert.is(describeFailure(new InboxkitNetworkError('network_error', 'cannot reach x', { method: 'GET', url: 'x' })).exitCode, EXIT.unreachable);
  assert.is(describeFailure(new NotSignedInError('not signed in')).exitCode, EXIT.notSignedIn);
  assert.is(describeFailure(new Error('boom\u001b[2J')).line, 'inboxkit: boom [2J (internal_error)');
  assert.equal(EXIT, { ok: 0, apiError: 1, usage: 2, waitTimeout: 3, unreachable: 4, notSignedIn: 5 });
});

test('WaitTimeoutError is shaped like an API error', () => {
  const e = new WaitTimeoutError('no message arrived', { timeoutMs: 5000, checked: 2, requestId: 'req_9' });
  assert.is(e.code, 'wait_timeout');
  assert.is(e.status, 0);
  assert.is(e.request_id, 'req_9');
  assert.is(e.retry_after_seconds, null);
  assert.is(e.next_action, null);
  assert.is(e.timeout_ms, 5000);
  assert.ok(e instanceof Error);
});

// ---- misc

test('CLIENT_VERSION equals package.json version (sent as X-Service-Client-Version)', () => {
  const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string };
  assert.is(CLIENT_VERSION, pkg.version);
});

test('createClient validates baseUrl and builds the magic-link verify URL', () => {
  assert.throws(() => createClient({ baseUrl: '' }), (e: unknown) => e instanceof TypeError);
  assert.throws(() => createClient({ baseUrl: 'not a url' }));
  const c = createClient({ baseUrl: 'http://127.0.0.1:4780/prefix/' });
  assert.is(c.baseUrl, 'http://127.0.0.1:4780/prefix');
  const url = new URL(c.auth.verifyMagicLinkUrl({ auth_request: 'ar_1', challenge: 'ch 2', token: 't&3' }));
  assert.is(url.pathname, '/prefix/v1/auth/cli/email/verify');
  assert.is(url.searchParams.get('auth_request'), 'ar_1');
  assert.is(url.searchParams.get('challenge'), 'ch 2');
  assert.is(url.searchParams.get('token'), 't&3');
});

test.run();
