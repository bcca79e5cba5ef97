/**
 * The spamd client (checks/spam.ts) against a fake spamd: a node:net server in this file that
 * reads the SPAMC request and answers with bytes captured from SpamAssassin 4.0.1's spamd
 * (Debian 12, `spamd -x -L --cf='use_bayes 0'`). spamd is outside the project; the same
 * client against a real spamd is checks-spamd.test.ts, in the full set.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createServer, type AddressInfo, type Server, type Socket } from 'node:net';
import { createSpamdClient, parseSpamdAddress, SPAMD_DEFAULT_MAX_BYTES } from '../src/checks/spam.js';
import { isInboxkitError } from '../src/errors.js';
import { until } from '../../../test-support/wait.js';

// ---- answers of the real spamd (REPORT SPAMC/1.5), byte for byte ----

/** The GTUBE mail. */
const GTUBE_ANSWER = 'SPAMD/1.1 0 EX_OK\r\nContent-length: 829\r\nSpam: True ; 1000.0 / 5.0\r\n\r\nSpam detection software, running on the system "vm",\nhas identified this incoming email as possible spam.  The original\nmessage has been attached to this so you can view it or label\nsimilar future email.  If you have any questions, see\n@@CONTACT_ADDRESS@@ for details.\n\nContent preview:  This is the GTUBE, the Generic Test for Unsolicited Bulk Email\n   XJS*C4JDBQADN1.NSBN3*2IDNEN*GTUBE-STANDARD-ANTI-UBE-TEST-EMAIL*C.34X \n\nContent analysis details:   (1000.0 points, 5.0 required)\n\n pts rule name              description\n---- ---------------------- --------------------------------------------------\n-0.0 NO_RECEIVED            Informational: message has no Received headers\n1000 GTUBE                  BODY: Generic Test for Unsolicited Bulk Email\n-0.0 NO_RELAYS              Informational: message was not relayed via SMTP\n\n';

/** A plain note between colleagues. */
const HAM_ANSWER = 'SPAMD/1.1 0 EX_OK\r\nContent-length: 708\r\nSpam: False ; -0.0 / 5.0\r\n\r\nSpam detection software, running on the system "vm",\nhas NOT identified this incoming email as spam.  The original\nmessage has been attached to this so you can view it or label\nsimilar future email.  If you have any questions, see\n@@CONTACT_ADDRESS@@ for details.\n\nContent preview:  Hi Bob, Are we still on for lunch on Thursday at noon? The\n   usual place is fine by me. Alice \n\nContent analysis details:   (-0.0 points, 5.0 required)\n\n pts rule name              description\n---- ---------------------- --------------------------------------------------\n-0.0 NO_RECEIVED            Informational: message has no Received headers\n-0.0 NO_RELAYS              Informational: message was not relayed via SMTP\n\n';

/**
 * A lottery scam from a freemail address: a description wrapped onto a second line
 * (FREEMAIL_REPLYTO), what a rule matched on an indented `[…]` line (FREEMAIL_FROM), a rule
 * name longer than its column (ADVANCE_FEE_4_NEW_MONEY) and a content preview with indented lines.
 */
const SCAM_ANSWER = 'SPAMD/1.1 0 EX_OK\r\nContent-length: 1691\r\nSpam: True ; 12.1 / 5.0\r\n\r\nSpam detection software, running on the system "vm",\nhas identified this incoming email as possible spam.  The original\nmessage has been attached to this so you can view it or label\nsimilar future email.  If you have any questions, see\n@@CONTACT_ADDRESS@@ for details.\n\nContent preview:  Dear winner, your email address won 2,500,000.00 USD in the\n   international lottery. Contact our claims agent at lottery.agent.claims@yahoo.com\n   with your bank details. \n\nContent analysis details:   (12.1 points, 5.0 required)\n\n pts rule name              description\n---- ---------------------- --------------------------------------------------\n-0.0 NO_RECEIVED            Informational: message has no Received headers\n 3.1 DEAR_WINNER            BODY: Spam with generic salutation of "dear winner"\n 0.0 FREEMAIL_FROM          Sender email is commonly abused enduser mail provider\n                            [lottery.board.claims(at)gmail.com]\n 1.0 FORGED_GMAIL_RCVD      \'From\' gmail.com does not match \'Received\' headers\n-0.0 NO_RELAYS              Informational: message was not relayed via SMTP\n 1.0 UNDISC_FREEM           Undisclosed recipients + freemail reply-to\n 1.0 HK_WIN                 No description available.\n 1.0 FREEMAIL_REPLYTO       Reply-To/From or Reply-To/body contain different\n                            freemails\n 1.0 LOTTO_AGENT            Claims Agent\n 0.0 LOTS_OF_MONEY          Huge... sums of money\n 1.0 MONEY_NOHTML           Lots of money in plain text\n 1.0 ADVANCE_FEE_4_NEW_MONEY Advance Fee fraud and lots of money\n 1.0 MONEY_FREEMAIL_REPTO   Lots of money from someone using free email?\n 1.0 UNDISC_MONEY           Undisclosed recipients + money/fraud signs\n\n';

/** A request whose Content-length does not match its message. */
const EX_PROTOCOL_ANSWER = 'SPAMD/1.0 76 Bad header line: (Content-Length mismatch: Expected 100 bytes, got 18 bytes)\r\n';

const GTUBE_MAIL = Buffer.from([
  'From: sender@example.com', 'To: user@example.com', 'Subject: Test spam mail (GTUBE)',
  'Message-ID: <gtube@example.com>', 'Date: Wed, 23 Jul 2003 23:30:00 +0200', '',
  'XJS*C4JDBQADN1.NSBN3*2IDNEN*GTUBE-STANDARD-ANTI-UBE-TEST-EMAIL*C.34X', '',
].join('\r\n'));

// ---- the fake spamd ----

interface Request { line: string; headers: Record<string, string>; body: Buffer }
/** What the fake does with a request: answer these bytes (and close), or something of its own. */
type Answer = string | Buffer | ((socket: Socket, request: Request) => void);

interface FakeSpamd {
  address: string;
  port: number;
  requests: Request[];
  /** Connections accepted, and those still open. */
  connections: () => { accepted: number; open: number };
  /**
   * Whether every connection is closed, writing a byte on those still open first: the client
   * has sent its FIN already, so only a write tells the fake that the client's socket is gone
   * (the reset it gets back closes it).
   */
  allClosed: () => boolean;
  answer: Answer;
  close(): Promise<void>;
}

const cleanups: Array<() => unknown> = [];
test.after.each(async () => {
  for (const fn of cleanups.splice(0).reverse()) await fn();
});

/** Reads `COMMAND SPAMC/1.5`, its headers and Content-length bytes of message, then answers. */
async function fakeSpamd(answer: Answer, opts: { onConnect?: (socket: Socket) => void } = {}): Promise<FakeSpamd> {
  const requests: Request[] = [];
  let accepted = 0;
  const open = new Set<Socket>();
  // Half-open like spamd: the client's end of sending (spamc shuts its side down too) does not close the answer's side.
  const server: Server = createServer({ allowHalfOpen: true }, (socket) => {
    accepted++;
    open.add(socket);
    socket.on('close', () => open.delete(socket));
    socket.on('error', () => {});
    if (opts.onConnect) return opts.onConnect(socket);
    let data = Buffer.alloc(0);
    let answered = false;
    socket.on('data', (chunk: Buffer) => {
      data = Buffer.concat([data, chunk]);
      const end = data.indexOf('\r\n\r\n');
      if (answered || end < 0) return;
      const [line = '', ...rest] = data.subarray(0, end).toString('latin1').split('\r\n');
      const headers = Object.fromEntries(rest.map((h) => [h.slice(0, h.indexOf(':')), h.slice(h.indexOf(':') + 1).trim()]));
      const body = data.subarray(end + 4);
      if (body.length < Number(headers['Content-length'] ?? 0)) return;
      answered = true;
      const request = { line, headers, body };
      requests.push(request);
      const a = fake.answer;
      if (typeof a === 'function') a(socket, request);
      else socket.end(a);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  const fake: FakeSpamd = {
    address: `127.0.0.1:${port}`, port, requests, answer,
    connections: () => ({ accepted, open: open.size }),
    allClosed: () => {
      for (const s of open) s.write('\n');
      return open.size === 0;
    },
    close: () => new Promise<void>((resolve) => {
      for (const s of open) s.destroy();
      server.close(() => resolve());
    }),
  };
  cleanups.push(() => fake.close());
  return fake;
}

/** The client of a fake, with a short timeout. */
function clientOf(fake: FakeSpamd, options: { timeoutMs?: number; maxBytes?: number } = {}) {
  return createSpamdClient({ ...parseSpamdAddress(fake.address), timeoutMs: 2_000, ...options });
}

/** The rejection's message (fails when the promise resolves). */
async function rejection(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    assert.instance(error, Error);
    return (error as Error).message;
  }
  assert.unreachable('expected a rejection');
  return '';
}

/** A free port nobody listens on (bound, then closed). */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

// ---- the request ----

test('check sends REPORT SPAMC/1.5 with the message\'s byte length and its bytes unchanged, one connection per check', async () => {
  const fake = await fakeSpamd(GTUBE_ANSWER);
  const spamd = clientOf(fake);
  const raw = Buffer.concat([GTUBE_MAIL, Buffer.from('Caf\u00e9 \u2014 \u65e5\u672c\r\n'), Buffer.from([0xe9, 0x0d, 0x0a])]);
  await spamd.check(raw);
  await spamd.check(GTUBE_MAIL);
  assert.is(fake.requests.length, 2);
  assert.is(fake.requests[0]!.line, 'REPORT SPAMC/1.5');
  assert.equal(fake.requests[0]!.headers, { 'Content-length': String(raw.length) });
  assert.ok(fake.requests[0]!.body.equals(raw), 'the message reaches spamd byte for byte');
  assert.ok(fake.requests[1]!.body.equals(GTUBE_MAIL));
  assert.is(fake.connections().accepted, 2);
  await until(() => fake.allClosed(), { what: 'the client closed both connections' });
});

// ---- the answers of the real spamd ----

test('GTUBE: score 1000, threshold 5, spam, and each rule of the report\'s table with its score and description', async () => {
  const fake = await fakeSpamd(GTUBE_ANSWER);
  assert.equal(await clientOf(fake).check(GTUBE_MAIL), {
    score: 1000,
    threshold: 5,
    is_spam: true,
    rules: [
      { name: 'NO_RECEIVED', score: 0, description: 'Informational: message has no Received headers' },
      { name: 'GTUBE', score: 1000, description: 'BODY: Generic Test for Unsolicited Bulk Email' },
      { name: 'NO_RELAYS', score: 0, description: 'Informational: message was not relayed via SMTP' },
    ],
  });
});

test('ham: not spam, score 0 ("-0.0"), its informational rules', async () => {
  const fake = await fakeSpamd(HAM_ANSWER);
  const report = await clientOf(fake).check(Buffer.from('Subject: lunch\r\n\r\nThursday?\r\n'));
  assert.is(report.is_spam, false);
  assert.is(report.score, 0);
  assert.is(report.threshold, 5);
  assert.equal(report.rules.map((r) => r.name), ['NO_RECEIVED', 'NO_RELAYS']);
});

test('the table read exactly: a wrapped description joined, a matched-text [line] left out, a name wider than its column', async () => {
  const fake = await fakeSpamd(SCAM_ANSWER);
  const report = await clientOf(fake).check(Buffer.from('Subject: win\r\n\r\nDear winner\r\n'));
  assert.is(report.score, 12.1);
  assert.is(report.is_spam, true);
  assert.is(report.rules.length, 14);
  const rule = (name: string) => report.rules.find((r) => r.name === name);
  assert.equal(rule('FREEMAIL_REPLYTO'), { name: 'FREEMAIL_REPLYTO', score: 1, description: 'Reply-To/From or Reply-To/body contain different freemails' });
  assert.equal(rule('FREEMAIL_FROM'), { name: 'FREEMAIL_FROM', score: 0, description: 'Sender email is commonly abused enduser mail provider' });
  assert.equal(rule('ADVANCE_FEE_4_NEW_MONEY'), { name: 'ADVANCE_FEE_4_NEW_MONEY', score: 1, description: 'Advance Fee fraud and lots of money' });
  assert.equal(rule('DEAR_WINNER'), { name: 'DEAR_WINNER', score: 3.1, description: 'BODY: Spam with generic salutation of "dear winner"' });
  assert.equal(rule('FORGED_GMAIL_RCVD')?.description, '\'From\' gmail.com does not match \'Received\' headers');
  assert.equal(report.rules.map((r) => r.name), [
    'NO_RECEIVED', 'DEAR_WINNER', 'FREEMAIL_FROM', 'FORGED_GMAIL_RCVD', 'NO_RELAYS', 'UNDISC_FREEM', 'HK_WIN',
    'FREEMAIL_REPLYTO', 'LOTTO_AGENT', 'LOTS_OF_MONEY', 'MONEY_NOHTML', 'ADVANCE_FEE_4_NEW_MONEY', 'MONEY_FREEMAIL_REPTO', 'UNDISC_MONEY',
  ], 'the content preview\'s indented lines are not rules');
});

test('an answer arriving a byte at a time is read whole, and read when Content-length is complete even if spamd keeps the connection open', async () => {
  const fake = await fakeSpamd((socket) => {
    const bytes = Buffer.from(GTUBE_ANSWER);
    let i = 0;
    const next = () => {
      if (i < bytes.length) socket.write(bytes.subarray(i, ++i), () => setImmediate(next));
      // then nothing: the connection stays open
    };
    next();
  });
  const report = await clientOf(fake).check(GTUBE_MAIL);
  assert.is(report.score, 1000);
  assert.is(report.rules.length, 3);
  await until(() => fake.allClosed(), { what: 'the client closed the connection after the answer' });
});

test('a report template without the table header: the _SUMMARY_ rows are found anywhere in the report', async () => {
  const report = 'Spam report\n\n 1.0 MONEY_NOHTML           Lots of money in plain text\n1000 GTUBE                  BODY: Generic Test for Unsolicited Bulk Email\n\nThat is all.\n';
  const fake = await fakeSpamd(`SPAMD/1.1 0 EX_OK\r\nContent-length: ${report.length}\r\nSpam: True ; 1001.0 / 5.0\r\n\r\n${report}`);
  const got = await clientOf(fake).check(GTUBE_MAIL);
  assert.equal(got.rules.map((r) => [r.name, r.score]), [['MONEY_NOHTML', 1], ['GTUBE', 1000]]);
  assert.is(got.score, 1001);
});

// ---- errors ----

test('an EX_ answer (spamd\'s real EX_PROTOCOL) rejects with its name, code and text, naming host:port', async () => {
  const fake = await fakeSpamd(EX_PROTOCOL_ANSWER);
  const message = await rejection(clientOf(fake).check(GTUBE_MAIL));
  assert.is(message, `spamd at ${fake.address} answered EX_PROTOCOL (76): Bad header line: (Content-Length mismatch: Expected 100 bytes, got 18 bytes)`);
  const other = await fakeSpamd('SPAMD/1.0 79 Timeout: (300 second timeout while trying to REPORT)\r\n');
  assert.match(await rejection(clientOf(other).check(GTUBE_MAIL)), `spamd at ${other.address} answered EX_TIMEOUT (79): Timeout:`);
});

test('an EX_ answer sent before the message was read, then a close, is still what the rejection says (not the reset)', async () => {
  const fake = await fakeSpamd(GTUBE_ANSWER, {
    // As spamd does: the answer, then close() with the rest of the message unread (a reset).
    onConnect: (socket) => socket.once('data', () => socket.write('SPAMD/1.0 69 Service Unavailable: busy\r\n', () => socket.destroy())),
  });
  const message = await rejection(clientOf(fake).check(Buffer.alloc(400_000, 'a')));
  assert.match(message, `spamd at ${fake.address} answered EX_UNAVAILABLE (69): Service Unavailable: busy`);
});

test('a refused port rejects naming host:port and ECONNREFUSED; an IPv6 address is named in brackets', async () => {
  const port = await closedPort();
  const message = await rejection(createSpamdClient({ host: '127.0.0.1', port, timeoutMs: 2_000 }).check(GTUBE_MAIL));
  assert.is(message, `spamd at 127.0.0.1:${port} refused the connection (ECONNREFUSED): is spamd running and listening there?`);
  // Refused, or no IPv6 on this machine: either way the address is written as in --spamd.
  const v6 = await rejection(createSpamdClient({ ...parseSpamdAddress(`[::1]:${port}`), timeoutMs: 2_000 }).check(GTUBE_MAIL));
  assert.match(v6, `spamd at [::1]:${port} `);
});

test('no answer within timeoutMs: rejects naming host:port and the time, and the socket is destroyed', async () => {
  const fake = await fakeSpamd(() => { /* reads the request, never answers */ });
  const started = Date.now();
  const message = await rejection(clientOf(fake, { timeoutMs: 300 }).check(GTUBE_MAIL));
  assert.is(message, `spamd at ${fake.address} did not answer within 300 ms`);
  assert.ok(Date.now() - started < 2_000, 'the timeout bounds the check');
  await until(() => fake.allClosed(), { what: 'the timed-out connection closed', intervalMs: 20 });
  // A server that accepts and never reads: the same bound.
  const mute = await fakeSpamd(GTUBE_ANSWER, { onConnect: () => {} });
  assert.match(await rejection(clientOf(mute, { timeoutMs: 300 }).check(GTUBE_MAIL)), 'did not answer within 300 ms');
  await until(() => mute.allClosed(), { what: 'the timed-out connection closed', intervalMs: 20 });
});

test('malformed answers reject saying what is wrong, naming host:port', async () => {
  const cases: Array<[Answer, string]> = [
    ['', 'closed the connection without an answer'],
    ['HTTP/1.1 400 Bad Request\r\nContent-Length: 0\r\n\r\n', 'answered something that is not spamd\'s protocol: "HTTP/1.1 400 Bad Request'],
    ['garbage without a newline', 'answered something that is not spamd\'s protocol: "garbage without a newline"'],
    ['SPAMD/1.1 0 EX_OK\r\nContent-length: 3\r\n\r\nabc', 'answered without a Spam header'],
    ['SPAMD/1.1 0 EX_OK\r\nSpam: Maybe ; lots / some\r\n\r\n', 'answered a Spam header that is not "True|False ; SCORE / THRESHOLD"'],
    ['SPAMD/1.1 0 EX_OK\r\nContent-length: many\r\nSpam: True ; 1.0 / 5.0\r\n\r\n', 'answered a Content-length that is not a number'],
    ['SPAMD/1.1 0 EX_OK\r\nnot a header\r\n\r\n', 'answered a header line that is not "Name: value"'],
    ['SPAMD/1.1 0 EX_OK\r\nContent-length: 829\r\n', 'closed the connection in the middle of its answer\'s headers'],
    [GTUBE_ANSWER.slice(0, 300), 'closed the connection in the middle of its report (231 of 829 bytes)'],
  ];
  for (const [answer, expected] of cases) {
    const fake = await fakeSpamd(answer);
    const message = await rejection(clientOf(fake).check(GTUBE_MAIL));
    assert.ok(message.startsWith(`spamd at ${fake.address} `) && message.includes(expected), `${JSON.stringify(answer).slice(0, 60)} → ${message}`);
  }
});

test('an endless answer is cut off at 1 MB', async () => {
  const fake = await fakeSpamd((socket) => {
    socket.write('SPAMD/1.1 0 EX_OK\r\nContent-length: 99999999\r\nSpam: True ; 1.0 / 5.0\r\n\r\n');
    const chunk = Buffer.alloc(64 * 1024, 'x');
    const more = () => { if (!socket.destroyed) socket.write(chunk, () => setImmediate(more)); };
    more();
  });
  assert.match(await rejection(clientOf(fake).check(GTUBE_MAIL)), `spamd at ${fake.address} sent more than 1048576 bytes`);
});

test('a message over maxBytes (default 500 KB, spamc\'s) is not sent: the check rejects saying so, without connecting', async () => {
  const fake = await fakeSpamd(GTUBE_ANSWER);
  assert.is(SPAMD_DEFAULT_MAX_BYTES, 512_000);
  const message = await rejection(clientOf(fake).check(Buffer.alloc(SPAMD_DEFAULT_MAX_BYTES + 1, 'a')));
  assert.is(message, `the message is 512001 bytes, over the spam check's limit of 512000 bytes: not sent to spamd at ${fake.address} (spamc skips such messages too)`);
  assert.match(await rejection(clientOf(fake, { maxBytes: 100 }).check(GTUBE_MAIL)), 'over the spam check\'s limit of 100 bytes');
  assert.is(fake.connections().accepted, 0);
  // At the limit it is sent.
  assert.is((await clientOf(fake).check(Buffer.alloc(SPAMD_DEFAULT_MAX_BYTES, 'a'))).score, 1000);
  assert.is(fake.requests[0]!.body.length, SPAMD_DEFAULT_MAX_BYTES);
});

// ---- the address ----

test('parseSpamdAddress: HOST:PORT and [v6]:PORT', () => {
  assert.equal(parseSpamdAddress('127.0.0.1:783'), { host: '127.0.0.1', port: 783 });
  assert.equal(parseSpamdAddress('localhost:783'), { host: 'localhost', port: 783 });
  assert.equal(parseSpamdAddress('spamd.internal.example:10783'), { host: 'spamd.internal.example', port: 10783 });
  assert.equal(parseSpamdAddress('spam_d:1'), { host: 'spam_d', port: 1 });
  assert.equal(parseSpamdAddress('[::1]:783'), { host: '::1', port: 783 });
  assert.equal(parseSpamdAddress('[2001:db8::25]:65535'), { host: '2001:db8::25', port: 65535 });
  assert.equal(parseSpamdAddress(' 127.0.0.1:783 '), { host: '127.0.0.1', port: 783 }, 'surrounding spaces (an env file) are dropped');
});

test('parseSpamdAddress: anything else throws invalid_request on `spamd`, naming the value', () => {
  const bad = ['', '127.0.0.1', 'localhost', ':783', 'localhost:', 'localhost:0', 'localhost:65536', 'localhost:78a', 'localhost:-1',
    'localhost:783:1', '::1:783', '::1', '[::1]', '[::1]783', '[127.0.0.1]:783', '[not-v6]:783', 'http://localhost:783',
    'spam d:783', 'host/x:783', '-bad.example:783', 'a..b:783', 'localhost:1234567'];
  for (const value of bad) {
    try {
      parseSpamdAddress(value);
      assert.unreachable(`accepted ${JSON.stringify(value)}`);
    } catch (error) {
      assert.ok(isInboxkitError(error, 'invalid_request'), `${JSON.stringify(value)}: ${String(error)}`);
      assert.is(error.field, 'spamd');
      assert.ok(error.message.includes(JSON.stringify(value)) && error.message.includes('HOST:PORT'), error.message);
    }
  }
  assert.match((() => { try { parseSpamdAddress('::1:783'); } catch (e) { return (e as Error).message; } return ''; })(), 'IPv6 address goes in brackets');
});

test('createSpamdClient refuses options it cannot use', () => {
  for (const options of [{ host: '', port: 783 }, { host: 'localhost', port: 0 }, { host: 'localhost', port: 1.5 },
    { host: 'localhost', port: 783, timeoutMs: 0 }, { host: 'localhost', port: 783, maxBytes: -1 }]) {
    assert.throws(() => createSpamdClient(options), (e: unknown) => isInboxkitError(e, 'invalid_request'), JSON.stringify(options));
  }
});

test.run();
