// docs/daemon.md's limits table is the one the constants render: a limit changed in code
// without the doc (or the other way round) fails here.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { DAEMON_DOC, limitRows, limitsTable, limitsTableIn } from '../src/limits-doc.js';
import { SMTP_DEFAULTS } from '../src/smtp/listener.js';

test('the limits table in docs/daemon.md is the rendered one', () => {
  assert.fixture(limitsTableIn(readFileSync(DAEMON_DOC, 'utf8')), limitsTable());
});

test('the table follows the constants: a changed constant changes its row', () => {
  const row = () => limitRows().find(([name]) => name === 'SMTP messages per connection')![1];
  const before = row();
  const saved = SMTP_DEFAULTS.maxMessagesPerConnection;
  try {
    (SMTP_DEFAULTS as { maxMessagesPerConnection: number }).maxMessagesPerConnection = 1_000;
    assert.is(row(), '1,000');
  } finally {
    (SMTP_DEFAULTS as { maxMessagesPerConnection: number }).maxMessagesPerConnection = saved;
  }
  assert.is(row(), before);
});


test('the limits docs/decisions.md states are the ones the code enforces', async () => {
  const { LIMITS } = await import('@inboxkit/core');
  const { IP_SHIELD_DEFAULTS } = await import('../src/limits/ip-shield.js');
  const { DEFAULT_AUTH_CACHE_TTL_MS } = await import('../src/http/auth.js');
  const { DEFAULT_MAX_BODY_BYTES, MAX_JSON_DEPTH } = await import('../src/http/body.js');
  const { DAEMON_DEFAULTS } = await import('../src/config/index.js');
  const { bytes, ms, n } = await import('../src/limits-doc.js');
  const { MAX_SLOWDOWN_MS } = await import('../src/smtp/listener.js');
  const { RECENT_SENDER_MS } = await import('../src/smtp/prompt-server.js');
  const { HTTP_CONNECTION_DEFAULTS: h } = await import('../src/http/connections.js');
  const text = readFileSync(join(dirname(DAEMON_DOC), 'decisions.md'), 'utf8').replace(/\s+/g, ' ');
  const s = SMTP_DEFAULTS;
  const a = LIMITS.analysis;
  const w = LIMITS.webhooks;
  // [what the sentence says, with (…) around each number, and the values the code has]
  const claims: Array<[RegExp, string[]]> = [
    [/A shared in-memory budget for message bytes \(([\d,]+ MiB)\)/, [bytes(s.maxBufferedBytes)]],
    [/Per-connection defaults: ([\d,]+) clients, ([\d,]+) recipients per transaction \(RFC 5321's minimum\), ([\d,]+) messages per connection, ([\d,]+ \w+) idle timeout/,
      [n(s.maxClients), n(s.maxRecipients), n(s.maxMessagesPerConnection), ms(s.socketTimeoutMs)]],
    [/IP shield defaults: ([\d,]+) requests per address per ([\d,]+ \w+) window, ([\d,]+) addresses tracked/,
      [n(IP_SHIELD_DEFAULTS.max), ms(IP_SHIELD_DEFAULTS.windowMs), n(IP_SHIELD_DEFAULTS.maxTrackedIps)]],
    [/Authentication cache: ([\d,]+ \w+),/, [ms(DEFAULT_AUTH_CACHE_TTL_MS)]],
    [/Body limit ([\d,]+ MiB)/, [bytes(DEFAULT_MAX_BODY_BYTES)]],
    [/Concurrency ([\d,]+) in total, ([\d,]+) per webhook/, [n(w.concurrency), n(w.perWebhookConcurrency)]],
    [/Retry delays ([\w ,]+?); (\d+) attempts; ([\d,]+ \w+) attempt timeout; (\d+) attempts at once/,
      [a.retryDelaysMs.map(ms).join(', '), n(a.maxAttempts), ms(a.attemptTimeoutMs), n(a.concurrency)]],
    [/Request timeout ([\d,]+ \w+) for headers and body together/, [ms(DAEMON_DEFAULTS.requestTimeoutMs)]],
    [/JSON bodies nest at most ([\d,]+) levels/, [n(MAX_JSON_DEPTH)]],
    [/HTTP connection caps: ([\d,]+) in all, ([\d,]+) per client address/, [n(h.maxConnections), n(h.maxConnectionsPerAddress)]],
    [/The request line and headers have ([\d,]+ \w+) of their own/, [ms(h.headersTimeoutMs)]],
    [/The keep-alive timeout stays Node's ([\d,]+ \w+)/, [ms(h.keepAliveTimeoutMs)]],
    [/One `http.connection_limited` line per reason per ([\d,]+ \w+)/, [ms(h.logIntervalMs)]],
    [/One client address holds at most ([\d,]+) connections/, [n(s.maxConnectionsPerAddress)]],
    [/stored a message in the last \*\*([\d,]+ \w+)\*\* \(a recent sender/, [ms(RECENT_SENDER_MS)]],
    [/if it has waited \*\*([\d,]+ \w+)\*\* or more \(`evictIdleAfterMs`\)/, [ms(s.evictIdleAfterMs)]],
    [/A connection that stores no message for ([\d,]+ \w+) is closed/, [ms(s.idleWithoutMailMs)]],
    [/after ([\d,]+) refused recipients in a row, each further refusal answers ([\d,]+ \w+) later than the last \(up to ([\d,]+ \w+)\)/,
      [n(s.refusalsBeforeSlowdown), ms(s.slowdownStepMs), ms(MAX_SLOWDOWN_MS)]],
    [/DATA must keep a pace of at least ([\d,]+ KiB) per ([\d,]+ \w+)/, [bytes(s.minDataBytesPerWindow), ms(s.dataPaceWindowMs)]],
    [/One client address holds at most a quarter of the in-flight byte budget\*\* \(([\d,]+ MiB) of ([\d,]+ MiB)\)/,
      [bytes(s.maxBufferedBytes * s.bufferedSharePerAddress), bytes(s.maxBufferedBytes)]],
  ];
  for (const [pattern, expected] of claims) {
    const found = pattern.exec(text);
    assert.ok(found, `docs/decisions.md no longer says ${pattern}`);
    assert.equal(found!.slice(1), expected, String(pattern));
  }
  assert.is(s.bufferedSharePerAddress, 0.25, '"a quarter"');
});

test.run();
