// The event log through the real daemon: mail over real SMTP, requests over real HTTP, a
// webhook attempt to a real loopback receiver, the logger writing to a memory sink (in
// process) or the built CLI's stderr (`inboxkit serve`). Lines are waited for as they are
// written, never after a sleep.
import { execFileSync, spawnSync } from 'node:child_process';
import { EventEmitter } from 'node:events';
import { writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createTransport } from 'nodemailer';
import { createLogger, prettyLine, type LogOptions } from '../src/index.js';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { peekAll, startTestDaemon, type TestDaemon } from './fixtures/daemon.js';
import { REPO_ROOT, cliCommand, runCli, serveDaemon, tempDir, type ServedDaemon } from '../../../test-support/daemon.js';
import { until } from '../../../test-support/wait.js';

type Line = Record<string, any>;

/** A LineSink that keeps every line and wakes whoever waits for one. */
function memorySink() {
  const raw: string[] = [];
  const written = new EventEmitter().setMaxListeners(0);
  return {
    raw,
    write(line: string) {
      raw.push(line);
      written.emit('line');
    },
    lines: (): Line[] => raw.map((l) => JSON.parse(l) as Line),
    /** Resolves with the first line that matches; fails after `ms`. */
    waitFor(match: (line: Line) => boolean, what: string, ms = 10_000): Promise<Line> {
      return until(() => raw.map((l) => JSON.parse(l) as Line).find(match), {
        what: () => `a ${what} line is written, in:\n${raw.join('')}`, on: [written, 'line'], timeoutMs: ms,
      });
    },
  };
}

const running: TestDaemon[] = [];
test.after.each(async () => {
  for (const d of running.splice(0)) await d.stop();
});

async function daemonLogging(options: Omit<LogOptions, 'destination' | 'format'>, extra: Parameters<typeof startTestDaemon>[0] = {}) {
  const sink = memorySink();
  const d = await startTestDaemon({ logger: createLogger({ ...options, format: 'json', destination: sink }), ...extra });
  running.push(d);
  return { d, sink };
}

test('a message accepted over SMTP: one info line with its message id, inbox, size and the time to 250', async () => {
  const { d, sink } = await daemonLogging({ level: 'info' });
  const inbox = await d.createInbox();
  const sendStarted = performance.now();
  const sent = await d.send({ to: inbox.email_address, subject: 'logged', text: 'code 123456' });
  const sendMs = performance.now() - sendStarted;
  const line = await sink.waitFor((l) => l.event === 'smtp.accepted', 'smtp.accepted');
  const [stored] = await d.messagesTo(inbox.email_address);
  assert.match(sent.response, new RegExp(`^250 .*stored as ${stored!.id}$`));
  assert.equal(Object.keys(line), ['level', 'time', 'event', 'message_ids', 'inbox_ids', 'bytes', 'ms_to_250', 'remote']);
  assert.is(line.level, 'info');
  assert.ok(!Number.isNaN(Date.parse(line.time)), line.time);
  assert.equal(line.message_ids, [stored!.id]);
  assert.equal(line.inbox_ids, [inbox.id]);
  assert.equal(await peekAll(d.daemon.service, 'SELECT size_bytes FROM messages WHERE id = ?', stored!.id), [{ size_bytes: line.bytes }]);
  assert.ok(line.bytes > 100, 'the whole message, headers included');
  // The final dot → 250 lies inside the client's whole send (0.05: the figure is rounded to 0.1 ms).
  assert.ok(typeof line.ms_to_250 === 'number' && line.ms_to_250 >= 0 && line.ms_to_250 <= sendMs + 0.05, `${line.ms_to_250} of a ${sendMs} ms send`);
  assert.is(line.remote, '127.0.0.1');
  assert.is(sink.lines().filter((l) => l.event === 'smtp.accepted').length, 1, 'one line per message');
});

test('refusals: an unknown recipient at RCPT and a message over the size limit at DATA, each one info line with code and reason', async () => {
  const { d, sink } = await daemonLogging({ level: 'info' }, { limits: { maxMessageBytes: 2_000 } });
  const inbox = await d.createInbox();
  const unknown = `nobody-${Date.now()}@inboxkit.test`;
  const refused = await d.send({ to: unknown, text: 'x' }).then(() => null, (e: { responseCode?: number }) => e.responseCode);
  assert.is(refused, 550);
  const rcpt = await sink.waitFor((l) => l.event === 'smtp.refused' && l.stage === 'rcpt', 'RCPT refusal');
  assert.equal(rcpt, { ...rcpt, level: 'info', stage: 'rcpt', code: 550, reason: 'unknown_recipient', remote: '127.0.0.1', recipient: unknown });

  const big = await d.send({ to: inbox.email_address, text: 'y'.repeat(5_000) }).then(() => null, (e: { responseCode?: number }) => e.responseCode);
  assert.is(big, 552);
  const data = await sink.waitFor((l) => l.event === 'smtp.refused' && l.stage === 'data', 'DATA refusal');
  assert.equal(data, { ...data, level: 'info', code: 552, reason: 'too_large', remote: '127.0.0.1' });
  assert.is(data.recipient, undefined);
  assert.is(sink.lines().filter((l) => l.event === 'smtp.accepted').length, 0);
});

test('HTTP: one debug line per request with status and request id, the path without its query, no key; none at info', async () => {
  const { d, sink } = await daemonLogging({ level: 'debug' });
  const secret = 'tok3n-never-logged';
  const res = await fetch(`${d.daemon.http.url}/v1/inboxes?cursor=${secret}`, { headers: { authorization: `Bearer ${d.key}` } });
  const requestId = res.headers.get('x-request-id');
  assert.ok(requestId);
  const line = await sink.waitFor((l) => l.event === 'http.request' && l.request_id === requestId, 'http.request');
  assert.equal(line, {
    level: 'debug', time: line.time, event: 'http.request', method: 'GET', path: '/v1/inboxes', status: res.status,
    ms: line.ms, request_id: requestId, remote: '127.0.0.1',
  });
  assert.ok(typeof line.ms === 'number' && line.ms >= 0);
  const unauthorised = await fetch(`${d.daemon.http.url}/v1/inboxes`, { headers: { authorization: 'Bearer ik_live_wrongwrongwrongwrong' } });
  await sink.waitFor((l) => l.request_id === unauthorised.headers.get('x-request-id') && l.status === 401, 'the 401');
  const all = sink.raw.join('');
  assert.not.ok(all.includes(secret), 'the query string is not logged');
  assert.not.ok(all.includes(d.key) || all.includes('wrongwrong') || /authorization|bearer/i.test(all), 'no Authorization header, no key');

  const quiet = await daemonLogging({ level: 'info' });
  const again = await fetch(`${quiet.d.daemon.http.url}/health`);
  assert.is(again.status, 200);
  const inbox = await quiet.d.createInbox();
  await quiet.d.send({ to: inbox.email_address, text: 'z' });
  // The SMTP line comes after the HTTP requests above; had they been logged, they would be here by now.
  await quiet.sink.waitFor((l) => l.event === 'smtp.accepted', 'smtp.accepted');
  assert.equal(quiet.sink.lines().filter((l) => l.event === 'http.request'), [], 'no request lines at info');
});

test('a failed webhook attempt: one warn line with webhook, event, attempt, status and the next attempt', async () => {
  const received: number[] = [];
  const rx = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      received.push(1);
      res.writeHead(503, { 'content-type': 'text/plain' }).end('down for maintenance');
    });
  });
  await new Promise<void>((resolve) => rx.listen(0, '127.0.0.1', resolve));
  try {
    const { d, sink } = await daemonLogging({ level: 'warn' }, { webhookAllowPrivate: true, serviceOptions: { analysis: false } });
    const inbox = await d.createInbox();
    const reg = await d.api<{ webhook: { id: string } }>('/v1/webhooks', {
      method: 'POST', body: JSON.stringify({ label: 'down', target_url: `http://127.0.0.1:${(rx.address() as AddressInfo).port}/hook` }),
    });
    assert.is(reg.status, 201);
    const before = Date.now();
    await d.send({ to: inbox.email_address, text: 'hook me' });
    const line = await sink.waitFor((l) => l.event === 'webhook.attempt_failed', 'webhook.attempt_failed');
    const [delivery] = await d.daemon.service.webhooks.deliveries(reg.body.webhook.id);
    assert.equal(line, {
      level: 'warn', time: line.time, event: 'webhook.attempt_failed', webhook_id: reg.body.webhook.id, delivery_id: delivery!.id,
      event_id: delivery!.event_id, attempt: 1, status: 503, error: 'HTTP 503: down for maintenance', ms: line.ms,
      next_attempt_at: line.next_attempt_at,
    });
    // The first retry is a minute after the attempt started.
    const next = Date.parse(line.next_attempt_at);
    assert.ok(next >= before + 60_000 && next <= Date.now() + 60_000, line.next_attempt_at);
    assert.equal(sink.lines().filter((l) => l.level === 'info'), [], 'at warn, the accepted message is not logged');
    assert.is(received.length, 1, 'one event (no analysis): one attempt');
  } finally {
    rx.closeAllConnections();
    await new Promise((resolve) => rx.close(resolve));
  }
});

test('pretty: one line per event, time, level, event and key=value fields; errors on the same line', () => {
  const line = prettyLine('{"level":"info","time":"2026-11-27T10:42:07.123Z","event":"smtp.accepted","message_ids":["msg_1","msg_2"],"inbox_ids":["inb_1","inb_2"],"bytes":1834,"ms_to_250":2.4,"remote":"127.0.0.1"}\n');
  assert.match(line, /^\d\d:\d\d:07\.123 INFO  smtp\.accepted message_ids=msg_1,msg_2 inbox_ids=inb_1,inb_2 bytes=1834 ms_to_250=2\.4 remote=127\.0\.0\.1\n$/);
  const failed = prettyLine('{"level":"warn","time":"2026-11-27T10:42:07.123Z","event":"webhook.attempt_failed","status":null,"error":"HTTP 500: boom boom"}\n');
  assert.match(failed, / WARN  webhook\.attempt_failed status=- error="HTTP 500: boom boom"\n$/);
  const error = prettyLine(JSON.stringify({ level: 'error', time: '2026-11-27T10:42:07.123Z', event: 'http.error', err: { type: 'TypeError', message: 'x is not a function', stack: 'TypeError: x is not a function\n    at handler (routes.ts:10:5)\n    at next (index.ts:1:1)' } }));
  assert.match(error, / ERROR http\.error err="TypeError: x is not a function \(at handler \(routes\.ts:10:5\)\)"\n$/);
  assert.is(error.split('\n').length, 2, 'one line');
  assert.ok(prettyLine('{"level":"info","time":"2026-11-27T10:42:07.123Z","event":"x"}', true).includes('\u001b[32mINFO \u001b[39m'), 'colour when asked');
});

/** util-linux `script` runs a command on a pseudo-terminal: how a test gets a real terminal. */
const hasScript = spawnSync('script', ['--version'], { stdio: 'ignore' }).status === 0;

(hasScript ? test : test.skip)('the default format: pretty, coloured on a terminal (unless NO_COLOR), JSON on a pipe', () => {
  const { dir, cleanup } = tempDir();
  try {
    const built = cliCommand().from === 'dist';
    const entry = pathToFileURL(join(REPO_ROOT, built ? 'packages/daemon/dist/index.js' : 'packages/daemon/src/index.ts')).href;
    const child = join(dir, 'child.mjs');
    writeFileSync(child, `const { createLogger } = await import(${JSON.stringify(entry)});\ncreateLogger().info({ event: 'tty.check', n: 1 });\n`);
    const args = [...(built ? [] : ['--conditions=source', '--import', 'tsx']), child];
    const node = [process.execPath, ...args].map((a) => `'${a}'`).join(' ');
    const onTerminal = (env: Record<string, string>) => execFileSync('script', ['-qec', node, '/dev/null'], {
      cwd: REPO_ROOT, encoding: 'utf8', env: { ...Object.fromEntries(Object.entries(process.env).filter(([k]) => k !== 'NO_COLOR')), ...env },
    });
    assert.match(onTerminal({}), /^\d\d:\d\d:\d\d\.\d{3} \u001b\[32mINFO \u001b\[39m tty\.check n=1\r?\n$/);
    assert.match(onTerminal({ NO_COLOR: '1' }), /^\d\d:\d\d:\d\d\.\d{3} INFO  tty\.check n=1\r?\n$/);
    const piped = spawnSync(process.execPath, args, { cwd: REPO_ROOT, encoding: 'utf8' });
    assert.equal(JSON.parse(piped.stderr), { ...JSON.parse(piped.stderr), level: 'info', event: 'tty.check', n: 1 });
  } finally {
    cleanup();
  }
});

// ---- the built CLI: flags, defaults, formats ----

interface Served {
  child: ServedDaemon['child'];
  stderr: () => string;
  smtpPort: number;
  httpUrl: string;
  stop: () => Promise<number | null>;
}

/** `inboxkit serve` on free ports over a temporary data directory; stop() resolves with the exit code. */
async function serve(args: string[], env: Record<string, string> = {}): Promise<Served> {
  const d = await serveDaemon({ args, env: { INBOXKIT_API_KEY: KEY, ...env }, host: false });
  return { child: d.child, stderr: d.stderr, smtpPort: d.smtpPort, httpUrl: d.httpUrl, stop: async () => (await d.stop()).code };
}

const KEY = 'ik_live_logstest000000000000000key1';

/** Creates an inbox over HTTP, sends one message to it and one to an unknown address. */
async function mailTraffic(s: Served): Promise<void> {
  const res = await fetch(`${s.httpUrl}/v1/inboxes`, {
    method: 'POST', headers: { authorization: `Bearer ${KEY}`, 'content-type': 'application/json' },
    body: JSON.stringify({ label: 'cli', lifecycle_mode: 'persistent' }),
  });
  const { inbox } = (await res.json()) as { inbox: { email_address: string } };
  const transport = createTransport({ host: '127.0.0.1', port: s.smtpPort, secure: false });
  try {
    await transport.sendMail({ from: 'a@example.com', to: inbox.email_address, subject: 'cli', text: 'hello' });
    await transport.sendMail({ from: 'a@example.com', to: 'nobody@inboxkit.test', text: 'x' }).catch(() => {});
  } finally {
    transport.close();
  }
}

test('inboxkit serve, stderr not a terminal: JSON event lines by default, start-up lines unchanged; --log-level warn drops the info lines', async () => {
  const s = await serve([]);
  await mailTraffic(s);
  assert.is(await s.stop(), 0);
  const events = s.stderr().split('\n').filter((l) => l.startsWith('{')).map((l) => JSON.parse(l) as Line);
  assert.equal(events.map((e) => [e.event, e.level]), [['smtp.accepted', 'info'], ['smtp.refused', 'info']]);
  assert.match(s.stderr(), /^inboxkit: SMTP listening on 127\.0\.0\.1:\d+\n/m);

  const quiet = await serve(['--log-level', 'warn']);
  await mailTraffic(quiet);
  assert.is(await quiet.stop(), 0);
  assert.equal(quiet.stderr().split('\n').filter((l) => l.startsWith('{')), [], quiet.stderr());
  assert.match(quiet.stderr(), /stopped in \d+ ms/);
});

test('inboxkit serve --log-format pretty (INBOXKIT_LOG_FORMAT too): one human line per event', async () => {
  const s = await serve(['--log-level', 'debug'], { INBOXKIT_LOG_FORMAT: 'pretty' });
  await mailTraffic(s);
  assert.is(await s.stop(), 0);
  const lines = s.stderr().split('\n').filter((l) => /^\d\d:\d\d:\d\d\.\d{3} /.test(l));
  const accepted = lines.filter((l) => l.includes(' smtp.accepted '));
  assert.is(accepted.length, 1, s.stderr());
  assert.match(accepted[0]!, /^\d\d:\d\d:\d\d\.\d{3} INFO  smtp\.accepted message_ids=msg_\S+ inbox_ids=inb_\S+ bytes=\d+ ms_to_250=[\d.]+ remote=127\.0\.0\.1$/);
  assert.ok(lines.some((l) => / INFO  smtp\.refused stage=rcpt code=550 reason=unknown_recipient remote=127\.0\.0\.1 recipient=nobody@inboxkit\.test$/.test(l)), s.stderr());
  assert.ok(lines.some((l) => / DEBUG http\.request method=POST path=\/v1\/inboxes status=201 ms=[\d.]+ request_id=req_\S+ remote=127\.0\.0\.1$/.test(l)), s.stderr());
  assert.not.match(s.stderr(), /^\{/m, 'no JSON');
});

test('inboxkit serve: a stderr reader that goes away (EPIPE) ends the logging, not the daemon', async () => {
  const s = await serve([]);
  const child = s.child;
  child.stderr!.destroy(); // the read end of the pipe closes: the daemon's next write gets EPIPE
  await mailTraffic(s); // logs a line (EPIPE), then more
  await mailTraffic(s);
  const health = await fetch(`${s.httpUrl}/health`);
  assert.is(health.status, 200, 'still serving');
  assert.is(child.exitCode, null, 'still running');
  assert.is(await s.stop(), 0, 'stops cleanly');
});

test('inboxkit serve: a wrong --log-format or INBOXKIT_LOG_LEVEL is a usage error naming it, exit 2, nothing starts', async () => {
  const bad = await runCli(['serve', '--log-format', 'xml']);
  assert.is(bad.code, 2);
  assert.is(bad.stderr, 'inboxkit: --log-format must be pretty or json, got "xml" (see "inboxkit serve --help")\n');
  const env = await runCli(['serve'], { INBOXKIT_LOG_LEVEL: 'loud' });
  assert.is(env.code, 2);
  assert.match(env.stderr, /^inboxkit: INBOXKIT_LOG_LEVEL must be trace, debug, info, warn, error or silent, got "loud"/);
});

test.run();
