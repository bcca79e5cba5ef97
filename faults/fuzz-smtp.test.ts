// Property-based fuzzing of the SMTP listener (fast-check) over real sockets against a real
// in-process daemon. Inputs: command sequences of valid verbs in random order with random
// arguments, garbage lines, very long lines, bare LF and bare CR, NUL bytes, pipelined bursts,
// DATA with odd dot-stuffing and terminators, connections dropped mid-command. Properties:
// the daemon never crashes (this process runs it, a crash ends the file; /health answers 200;
// a fresh, normal SMTP transaction succeeds after every run), every reply is a well-formed
// SMTP reply line, a connection told QUIT closes, and a well-formed transaction to a routable
// recipient is never answered 4xx/5xx where 2xx (or 354) is due, and stores exactly what was sent.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import fc from 'fast-check';
import { startTestDaemon, type TestDaemon } from '../packages/daemon/test/fixtures/daemon.js';
import { SmtpTalk, type Reply } from '../test-support/smtp.js';
import { figure } from './lib/figures.js';
import { scale } from './lib/scale.js';
import { fuzzParams, FailureCount } from './lib/fuzz-arbitraries.js';

let t: TestDaemon;
let inbox = '';
const logged: string[] = [];
const failures = new FailureCount();
let connections = 0;
let repliesSeen = 0;
let replyCodes = new Map<number, number>();
let freshTransactions = 0;

test.before(async () => {
  t = await startTestDaemon({
    ipShield: false,
    log: (line) => logged.push(line),
    // Refused recipients from 127.0.0.1 would otherwise slow every later RCPT (a defence, not under test here).
    limits: { refusalsBeforeSlowdown: 1e9, idleWithoutMailMs: 0 },
    serviceOptions: { webhooks: false, analysis: { autoStart: false } },
  });
  inbox = (await t.createInbox({ label: 'fuzz', lifecycle_mode: 'persistent' })).email_address;
});

test.after(async () => {
  await t?.stop();
});

/**
 * A raw SMTP connection (test-support's SmtpTalk) that checks every line the server sends as
 * it arrives (its `problems`: well-formed, continuation lines of one code) and counts the
 * replies. Nothing is read before the caller asks: a fuzzed session may speak first.
 */
async function open(): Promise<SmtpTalk> {
  connections++;
  const c = await SmtpTalk.connect(t.daemon.smtp.port);
  c.onReply = (reply) => {
    repliesSeen++;
    replyCodes.set(reply.code, (replyCodes.get(reply.code) ?? 0) + 1);
  };
  return c;
}

// ---------------------------------------------------------------------------------------
// A normal transaction: the daemon still works.

const STORED_RE = /stored as (msg_[A-Za-z0-9_]+)/;

async function freshTransaction(what: string): Promise<void> {
  const c = await open();
  try {
    const expect = async (code: number, step: string) => {
      const r = await c.nextOrClosed(10_000);
      assert.ok(r, `${what}: ${step}: the server closed the connection`);
      assert.is(r!.code, code, `${what}: ${step}: ${JSON.stringify(r!.lines)}`);
      return r!;
    };
    await expect(220, 'greeting');
    await c.flush('EHLO fresh.example\r\n');
    await expect(250, 'EHLO');
    await c.flush(`MAIL FROM:<fresh@sender.example>\r\nRCPT TO:<${inbox}>\r\nDATA\r\n`);
    await expect(250, 'MAIL');
    await expect(250, 'RCPT');
    await expect(354, 'DATA');
    await c.flush(`Subject: fresh\r\n\r\nYour code is 424242\r\n.\r\n`);
    const stored = await expect(250, 'end of data');
    assert.match(stored.lines.join('\n'), STORED_RE);
    await c.flush('QUIT\r\n');
    await expect(221, 'QUIT');
    await c.waitClosed(10_000);
    assert.equal(c.problems, [], `${what}: reply lines`);
    freshTransactions++;
  } finally {
    c.socket.destroy();
  }
}

async function healthy(): Promise<void> {
  const res = await fetch(`${t.daemon.http.url}/health`);
  assert.is(res.status, 200, '/health');
  await res.arrayBuffer();
}

// ---------------------------------------------------------------------------------------
// Arbitrary sessions

const address = fc.oneof(
  fc.constantFrom('<@inbox>', '<>', '@inbox', '<a@b>', '<a@b', 'a@b>', '<"quoted local"@x.example>', '<@route,@r2:a@x.example>',
    '<a@[127.0.0.1]>', '<a@[IPv6:::1]>', '<a@>', '<@x>', '< a@b >', '<a@b> SIZE=100', '<a@b> SIZE=99999999999999999999', '<a@b> SIZE=-1',
    '<a@b> BODY=8BITMIME', '<a@b> BODY=BINARYMIME', '<a@b> SMTPUTF8', '<a@b> RET=HDRS ENVID=x', '<a@b> NOTIFY=NEVER', '<a@b> AUTH=<>',
    '<a@b> X=Y=Z', '<a@b>  SIZE=10', '<\u00e9@\u00e9.example>', '<a@b>\tSIZE=1', '<@inbox> NOTIFY=SUCCESS,FAILURE', '<a\u0000b@c>'),
  fc.emailAddress().map((a) => `<${a}>`),
  fc.string({ unit: 'binary-ascii', maxLength: 40 }).map((s) => `<${s}>`),
  fc.integer({ min: 300, max: 5000 }).map((n) => `<${'x'.repeat(n)}@inboxkit.test>`),
);
const VERBS = ['HELO', 'EHLO', 'LHLO', 'MAIL FROM:', 'RCPT TO:', 'DATA', 'RSET', 'NOOP', 'VRFY', 'EXPN', 'HELP', 'STARTTLS', 'AUTH',
  'AUTH PLAIN', 'AUTH LOGIN', 'BDAT', 'XCLIENT', 'XFORWARD', 'ETRN', 'TURN', 'mail from:', 'rcpt to:', 'MAIL FROM :', 'MAIL', 'RCPT',
  'MAIL FROM:<a@b> ', 'EHLO\t', 'QUIT'];
const verbArg = fc.oneof(
  address,
  fc.domain(),
  fc.constantFrom('', ' ', '[127.0.0.1]', '[garbage', 'x'.repeat(400), 'AHVzZXIAcGFzcw==', '*', '=', 'NAME=x ADDR=1.2.3.4', '100 LAST', '0'),
  fc.string({ maxLength: 40 }),
);
const eol = fc.constantFrom('\r\n', '\r\n', '\r\n', '\r\n', '\n', '\r', '\r\r\n', '\0\r\n', ' \r\n', '\n\r');

type Action =
  | { kind: 'command'; verb: string; arg: string; eol: string }
  | { kind: 'garbage'; bytes: Uint8Array }
  | { kind: 'long'; n: number; fill: string; eol: string }
  | { kind: 'data'; lines: string[]; end: string }
  | { kind: 'flush' };

const dataLine = fc.oneof(
  fc.string({ maxLength: 60 }),
  fc.constantFrom('.', '..', '...', '. ', '.\r', '.x', '', 'Subject: fuzz', 'From: a@b', 'Content-Type: multipart/mixed; boundary=x', '--x', '--x--',
    '\0', '.\0', ' .', '\t.', '.\n.', 'From x', '\u00e9\u00e9', 'Your code is 123456'),
  fc.integer({ min: 900, max: scale(20_000, 200_000) }).map((n) => 'd'.repeat(n)),
);
const action: fc.Arbitrary<Action> = fc.oneof(
  { weight: 8, arbitrary: fc.record({ kind: fc.constant('command' as const), verb: fc.constantFrom(...VERBS), arg: verbArg, eol }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('garbage' as const), bytes: fc.uint8Array({ maxLength: 80 }) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('long' as const), n: fc.integer({ min: 1000, max: scale(70_000, 400_000) }), fill: fc.constantFrom('A', 'MAIL FROM:<', ' ', '\0', '.', '\u00ff'), eol }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('data' as const), lines: fc.array(dataLine, { maxLength: 12 }), end: fc.constantFrom('\r\n.\r\n', '\r\n.\r\n', '\n.\n', '\r\n.\n', '\n.\r\n', '\r\n..\r\n', '\r\n. \r\n', '', '\r\n.\r\n.\r\n') }) },
  { weight: 2, arbitrary: fc.constant({ kind: 'flush' as const }) },
);

function render(a: Action): Buffer {
  switch (a.kind) {
    case 'command': {
      const arg = a.arg.replace('@inbox', inbox);
      const line = a.verb.endsWith(':') || a.verb.endsWith(' ') || a.verb.endsWith('\t') || arg === '' ? `${a.verb}${arg}` : `${a.verb} ${arg}`;
      return Buffer.from(line + a.eol, 'latin1');
    }
    case 'garbage': return Buffer.from(a.bytes);
    case 'long': return Buffer.from(a.fill.repeat(Math.ceil(a.n / a.fill.length)).slice(0, a.n) + a.eol, 'latin1');
    case 'data': return Buffer.from(`DATA\r\n${a.lines.join('\r\n')}${a.end}`, 'latin1');
    case 'flush': return Buffer.alloc(0);
  }
}

const session = fc.record({
  greetFirst: fc.boolean(),
  actions: fc.array(action, { minLength: 1, maxLength: 25 }),
  // Where the client hangs up: never (QUIT at the end), or in the middle of action i, after `cut` of its bytes.
  drop: fc.oneof(
    { weight: 3, arbitrary: fc.constant(null) },
    { weight: 1, arbitrary: fc.tuple(fc.nat(), fc.double({ min: 0, max: 1, noNaN: true })) },
  ),
});

let sessions = 0;
let dropped = 0;

test('arbitrary command sequences: well-formed replies, no crash, QUIT closes, a fresh transaction works after each', async () => {
  await failures.of(fc.assert(
    fc.asyncProperty(session, async ({ greetFirst, actions, drop }) => {
      sessions++;
      const c = await open();
      try {
        if (greetFirst) {
          const greeting = await c.nextOrClosed(10_000);
          assert.is(greeting?.code, 220, 'greeting');
        }
        // Pipelined bursts: consecutive actions go out in one write until a flush.
        const bursts: Buffer[][] = [[]];
        for (const a of actions) {
          if (a.kind === 'flush') bursts.push([]);
          else bursts[bursts.length - 1]!.push(render(a));
        }
        const dropAt = drop ? drop[0] % bursts.length : -1;
        for (let i = 0; i < bursts.length; i++) {
          const bytes = Buffer.concat(bursts[i]!);
          if (i === dropAt) {
            await c.flush(bytes.subarray(0, Math.floor(bytes.length * drop![1])));
            c.socket.destroy();
            dropped++;
            break;
          }
          await c.flush(bytes);
        }
        if (dropAt < 0) {
          // End whatever state the session is in (an open line, a DATA), then QUIT: the server must close.
          await c.flush('\r\n.\r\nQUIT\r\n');
          await c.waitClosed(scale(15_000, 30_000));
        }
        assert.equal(c.problems, [], 'every reply line is well-formed');
        for (const r of c.drain()) assert.ok(r.code >= 200 && r.code < 600);
      } finally {
        c.socket.destroy();
      }
      await freshTransaction('after a fuzzed session');
    }),
    fuzzParams('smtp sessions', 150, 3000),
  ));
  await healthy();
});

// ---------------------------------------------------------------------------------------
// Well-formed transactions: 2xx where 2xx is due.

const localPart = fc.array(fc.stringMatching(/^[a-z0-9_+-]{1,10}$/), { minLength: 1, maxLength: 3 }).map((parts) => parts.join('.'));
const sender = fc.oneof(fc.constant(''), fc.tuple(localPart, fc.domain()).map(([l, d]) => `${l}@${d}`));
/** Routable spellings of the inbox address: as issued, other case, with a +tag. */
const recipient = fc.tuple(fc.constantFrom('exact', 'upper', 'tag'), fc.stringMatching(/^[a-z0-9]{1,10}$/)).map(([how, tag]) => {
  const [local, domain] = inbox.split('@') as [string, string];
  if (how === 'upper') return inbox.toUpperCase();
  if (how === 'tag') return `${local}+${tag}@${domain}`;
  return inbox;
});
/** Message lines: printable and 8-bit text, lines that start with dots, blank lines, long lines. */
const bodyLine = fc.oneof(
  fc.string({ maxLength: 80 }).map((s) => s.replace(/[\r\n]/g, ' ')),
  fc.string({ unit: 'grapheme', maxLength: 40 }).map((s) => s.replace(/[\r\n]/g, ' ')),
  fc.constantFrom('.', '..', '.hidden', '...', '. .', '', 'Your code is 123456', 'https://x.example/verify?token=abc', '--b', 'X-Header: y'),
  fc.integer({ min: 100, max: 998 }).map((n) => 'w'.repeat(n)),
);
const transaction = fc.record({
  helo: fc.oneof(fc.domain(), fc.constantFrom('[127.0.0.1]', 'localhost', 'client.test')),
  verb: fc.constantFrom('EHLO', 'HELO'),
  from: sender,
  params: fc.constantFrom('', ' BODY=8BITMIME', ' SIZE=100000', ' BODY=7BIT'),
  to: fc.array(recipient, { minLength: 1, maxLength: 5 }),
  subject: fc.string({ maxLength: 60 }).map((s) => s.replace(/[\r\n]/g, ' ')),
  body: fc.array(bodyLine, { maxLength: 30 }),
  extras: fc.array(fc.constantFrom('NOOP', 'RSET'), { maxLength: 2 }),
  pipelined: fc.boolean(),
});

let wellFormed = 0;

test('well-formed transactions to a routable recipient: every step 2xx (354 for DATA), message stored as sent', async () => {
  await failures.of(fc.assert(
    fc.asyncProperty(transaction, async (x) => {
      wellFormed++;
      const c = await open();
      try {
        const replies: Reply[] = [];
        const expectCode = async (code: number, step: string) => {
          const r = await c.nextOrClosed(10_000);
          assert.ok(r, `${step}: the server closed the connection`);
          assert.is(r!.code, code, `${step}: ${JSON.stringify(r!.lines)}`);
          replies.push(r!);
          return r!;
        };
        await expectCode(220, 'greeting');
        // NOOP and RSET before the transaction are harmless and answered 250.
        const commands = [`${x.verb} ${x.helo}`, ...x.extras, `MAIL FROM:<${x.from}>${x.verb === 'EHLO' ? x.params : ''}`, ...x.to.map((r) => `RCPT TO:<${r}>`), 'DATA'];
        const expected = [...commands.slice(0, -1).map(() => 250), 354];
        if (x.pipelined && x.verb === 'EHLO') {
          await c.flush(commands.map((cmd) => `${cmd}\r\n`).join(''));
          for (let i = 0; i < commands.length; i++) await expectCode(expected[i]!, commands[i]!);
        } else {
          for (let i = 0; i < commands.length; i++) {
            await c.flush(`${commands[i]}\r\n`);
            await expectCode(expected[i]!, commands[i]!);
          }
        }
        const message = [`From: <${x.from || 'null@sender.example'}>`, `To: <${x.to[0]}>`, `Subject: ${x.subject}`, '', ...x.body].join('\r\n');
        // Dot-stuffed by hand: every line that starts with a dot gets one more.
        await c.flush(Buffer.from(`${message.replace(/(^|\r\n)\./g, '$1..')}\r\n.\r\n`, 'utf8'));
        const done = await expectCode(250, 'end of data');
        const id = STORED_RE.exec(done.lines.join('\n'))?.[1];
        assert.ok(id, `the 250 names the stored message: ${done.lines.join('\n')}`);
        // Stored byte for byte as sent: dot-stuffing undone, the CRLF before the final dot ends the last line (RFC 5321 4.1.1.4).
        const raw = await t.daemon.service.messages.raw(id!);
        assert.is(raw.toString('utf8'), `${message}\r\n`, 'raw source');
        await c.flush('QUIT\r\n');
        await expectCode(221, 'QUIT');
        await c.waitClosed(10_000);
        assert.equal(c.problems, [], 'every reply line is well-formed');
      } finally {
        c.socket.destroy();
      }
    }),
    fuzzParams('smtp well-formed', 100, 2000),
  ));
});

test('afterwards: /health 200, a fresh transaction succeeds, no ingest or handler failure was logged', async () => {
  const bad = logged.filter((l) => /could not be stored|DATA handling failed|RCPT lookup failed/.test(l));
  figure('fuzz-smtp: fuzzed sessions', sessions, 'sessions');
  figure('fuzz-smtp: of which dropped mid-command', dropped, 'sessions');
  figure('fuzz-smtp: well-formed transactions', wellFormed, 'transactions');
  figure('fuzz-smtp: fresh transactions after a fuzzed session', freshTransactions, 'transactions');
  figure('fuzz-smtp: connections', connections, 'connections');
  figure('fuzz-smtp: replies checked', repliesSeen, 'replies');
  figure('fuzz-smtp: ingest/handler failures logged', bad.length, '', '0');
  figure('fuzz-smtp: properties failed (malformed reply, crash, hang, 5xx where 2xx due)', failures.value, '', '0');
  console.log(`fuzz-smtp reply codes: ${JSON.stringify(Object.fromEntries([...replyCodes].sort(([a], [b]) => a - b)))}`);
  await healthy();
  await freshTransaction('at the end');
  assert.equal(bad, [], 'no ingest or handler failure was logged');
});

test.run();
