// What keeps one SMTP client from holding the listener: a per-address connection cap, a close
// for connections that send no mail whatever commands they send, and slower answers for an
// address that keeps guessing recipients. Limits are small here so the tests stay short.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { startTestDaemon, type TestDaemon } from './fixtures/daemon.js';
import { until } from '../../../test-support/wait.js';
import { SmtpTalk, simpleMessage } from '../../../test-support/smtp.js';
import { createLogger } from '../src/index.js';

let t: TestDaemon;
/** The shared daemon's log lines (JSON). */
const logged: Array<Record<string, unknown>> = [];
test.before(async () => {
  t = await startTestDaemon({
    limits: { maxConnectionsPerAddress: 3, idleWithoutMailMs: 400 },
    logger: createLogger({ level: 'info', format: 'json', destination: { write: (line: string) => logged.push(JSON.parse(line)) } }),
  });
});
test.after(() => t.stop());

test('one address holds at most maxConnectionsPerAddress connections; the next gets 421, a freed slot is reusable', async () => {
  const held = await Promise.all([1, 2, 3].map(() => SmtpTalk.open(t.daemon.smtp.port)));
  for (const { greeting } of held) assert.is(greeting.code, 220);
  const fourth = await SmtpTalk.open(t.daemon.smtp.port);
  assert.is(fourth.greeting.code, 421);
  assert.match(fourth.greeting.text, /too many connections from your address/i);
  await until(() => fourth.talk.closed, { timeoutMs: 5_000, what: 'the refused connection is closed' });
  held[0]!.talk.end();
  await until(() => held[0]!.talk.closed, { timeoutMs: 5_000, what: 'the first connection closed' });
  const other = await SmtpTalk.open(t.daemon.smtp.port, '127.0.0.1');
  assert.is(other.greeting.code, 220, 'the freed slot is taken');
  const rest = [...held.slice(1), other];
  for (const c of rest) c.talk.end();
  // The next tests connect from the same address: let the server see these go first.
  await until(() => rest.every((c) => c.talk.closed), { timeoutMs: 5_000, what: 'the held connections closed' });
});

test('a connection that sends no mail is closed after idleWithoutMailMs even while it keeps sending NOOP', async () => {
  const started = Date.now();
  const { talk } = await SmtpTalk.open(t.daemon.smtp.port);
  // Each NOOP resets the library's own idle timer: only the no-mail guard can close this. The
  // guard's 421 arrives as the answer to the EHLO or a NOOP (or queued before the close): the
  // EHLO's too on a machine so loaded that the wait ends before it is answered.
  let closing: { code: number; text: string } | null = null;
  for (let command = 'EHLO idle.example'; !closing; command = 'NOOP') {
    const reply = await talk.command(command).catch(() => null);
    if (!reply) break; // closed without a reply: the checks below say by whom
    if (reply.code !== 250) closing = reply;
  }
  await until(() => talk.closed, { timeoutMs: 5_000, what: 'the idle connection is closed' });
  const elapsed = Date.now() - started;
  assert.ok(elapsed >= 350, `closed after ${elapsed} ms, not before the 400 ms limit`);
  // The guard logs its refusal before it answers and closes.
  assert.ok(logged.some((l) => l.event === 'smtp.refused' && l.reason === 'no_mail'), 'the no-mail guard closed it');
  // A NOOP written as the server closed can make the client's kernel drop the unread 421 (the
  // reset that answers it); when the reply did arrive, it is the guard's.
  if (closing) {
    assert.is(closing.code, 421, 'closed by the no-mail guard');
    assert.match(closing.text, /No mail sent for/);
  }
});

test('a connection that does send mail keeps going: each stored message restarts the wait', async () => {
  // Mail until the conversation has lasted twice the 400 ms wait: only a wait restarted by each
  // stored message lets it get there. A loaded machine may hold one transaction past the wait:
  // then the guard's close must still come a whole wait after the last stored message began.
  const inbox = await t.createInbox();
  const connecting = performance.now();
  const { talk } = await SmtpTalk.open(t.daemon.smtp.port);
  let restartedAfter = connecting; // the wait began after this, and after each stored message's start
  let stored = 0;
  let closing: { code: number; text: string } | null | undefined;
  // One step at a time, so the guard's 421 is the reply of whichever step it lands on.
  const step = async (send: () => Promise<{ code: number; text: string }>, code: number) => {
    const reply = await send().catch(() => null);
    if (reply?.code !== code) closing = reply;
    return closing === undefined;
  };
  await step(() => talk.command('EHLO busy.example'), 250);
  while (closing === undefined && performance.now() - connecting < 800) {
    const began = performance.now();
    const sent = await step(() => talk.command('MAIL FROM:<s@example.com>'), 250)
      && await step(() => talk.command(`RCPT TO:<${inbox.email_address}>`), 250)
      && await step(() => talk.data(simpleMessage(inbox.email_address, `n${stored}`)), 250);
    if (sent) {
      stored++;
      restartedAfter = began;
    }
  }
  if (closing === undefined) await step(() => talk.command('NOOP'), 250);
  if (closing === undefined) {
    talk.end(); // open after its messages, past the wait
  } else {
    const waited = performance.now() - restartedAfter;
    assert.is(closing?.code, 421, 'closed by the no-mail guard');
    assert.match(closing?.text ?? '', /No mail sent for/);
    assert.ok(waited >= 350, `closed ${waited.toFixed(0)} ms after the last stored message began, not before the 400 ms wait`);
  }
});

test('an address that keeps getting 550 waits longer for each further refusal; a routable recipient resets it', async () => {
  // A daemon of its own: the no-mail guard above would close this slow conversation. Its log
  // says how long each refusal was held back, so the reset is seen without timing an answer.
  const lines: Array<Record<string, unknown>> = [];
  const logger = createLogger({ level: 'info', format: 'json', destination: { write: (line: string) => lines.push(JSON.parse(line)) } });
  const slow = await startTestDaemon({ limits: { refusalsBeforeSlowdown: 3, slowdownStepMs: 150 }, logger });
  try {
    await refusalsSlowDown(slow, lines);
  } finally {
    await slow.stop();
  }
});

async function refusalsSlowDown(d: TestDaemon, lines: Array<Record<string, unknown>>): Promise<void> {
  const inbox = await d.createInbox();
  const { talk } = await SmtpTalk.open(d.daemon.smtp.port);
  assert.is((await talk.command('EHLO guess.example')).code, 250);
  assert.is((await talk.command('MAIL FROM:<s@example.com>')).code, 250);
  const timed = async (rcpt: string) => {
    const started = Date.now();
    const reply = await talk.command(`RCPT TO:<${rcpt}>`);
    return { code: reply.code, ms: Date.now() - started };
  };
  const first = [];
  for (let i = 0; i < 3; i++) first.push(await timed(`nobody${i}@inboxkit.test`));
  assert.equal(first.map((r) => r.code), [550, 550, 550]);
  const fourth = await timed('nobody3@inboxkit.test');
  assert.is(fourth.code, 550);
  assert.ok(fourth.ms >= 140, `the 4th refusal waited ${fourth.ms} ms (step 150)`);
  const fifth = await timed('nobody4@inboxkit.test');
  assert.ok(fifth.ms >= 290, `the 5th refusal waited ${fifth.ms} ms (two steps)`);
  assert.is((await timed(inbox.email_address)).code, 250);
  const after = await timed('nobody5@inboxkit.test');
  assert.is(after.code, 550);
  // Logged before each answer was held back: the lines of all six refusals are there.
  const delays = lines.filter((l) => l.event === 'smtp.refused' && l.stage === 'rcpt').map((l) => [l.recipient, l.delayed_ms ?? 0]);
  assert.equal(delays, [
    ['nobody0@inboxkit.test', 0], ['nobody1@inboxkit.test', 0], ['nobody2@inboxkit.test', 0],
    ['nobody3@inboxkit.test', 150], ['nobody4@inboxkit.test', 300],
    ['nobody5@inboxkit.test', 0], // a routable recipient reset the count
  ]);
  talk.end();
}

test('a DATA slower than the minimum pace is cut off: 421 and the connection closes; a normal DATA passes', async () => {
  const paced = await startTestDaemon({ limits: { minDataBytesPerWindow: 1_000, dataPaceWindowMs: 300 } });
  try {
    const inbox = await paced.createInbox();
    const fast = await SmtpTalk.open(paced.daemon.smtp.port);
    await fast.talk.envelope('s@example.com', [inbox.email_address]);
    assert.is((await fast.talk.data(simpleMessage(inbox.email_address, 'quick'))).code, 250, 'a normal DATA is far above the pace');
    fast.talk.end();

    const { talk } = await SmtpTalk.open(paced.daemon.smtp.port);
    await talk.envelope('s@example.com', [inbox.email_address]);
    assert.is((await talk.command('DATA')).code, 354);
    const started = Date.now();
    talk.write('Subject: trickle\r\n'); // then nothing more: a trickle
    const reply = await talk.next(5_000);
    assert.is(reply.code, 421);
    assert.match(reply.text, /too slow/);
    await talk.waitClosed();
    assert.ok(Date.now() - started >= 250, 'not before one pace window passed');
  } finally {
    await paced.stop();
  }
});

test('one client address holds at most its share of the in-flight budget; another address still gets through', async () => {
  const shared = await startTestDaemon({ limits: { maxBufferedBytes: 60_000, bufferedSharePerAddress: 0.5 } });
  try {
    const inbox = await shared.createInbox();
    const big = (subject: string) => simpleMessage(inbox.email_address, subject, 'x'.repeat(24_000));
    // Address A starts a 24 KB DATA and holds it (no final dot yet).
    const a1 = await SmtpTalk.open(shared.daemon.smtp.port, '127.0.0.1', '127.0.0.1');
    await a1.talk.envelope('a@example.com', [inbox.email_address]);
    assert.is((await a1.talk.command('DATA')).code, 354);
    a1.talk.write(big('held').replace(/\n/g, '\r\n'));
    // A second 24 KB DATA from A would take A past its 30 KB share: 452 at the dot.
    const a2 = await SmtpTalk.open(shared.daemon.smtp.port, '127.0.0.1', '127.0.0.1');
    await a2.talk.envelope('a@example.com', [inbox.email_address]);
    const refused = await a2.talk.data(big('second from A'));
    assert.is(refused.code, 452, refused.text);
    // Address B is not held up by A's upload.
    const b = await SmtpTalk.open(shared.daemon.smtp.port, '127.0.0.1', '127.0.0.2');
    await b.talk.envelope('b@example.com', [inbox.email_address]);
    const stored = await b.talk.data(big('from B'));
    assert.is(stored.code, 250, stored.text);
    for (const c of [a1, a2, b]) c.talk.end();
  } finally {
    await shared.stop();
  }
});

test.run();
