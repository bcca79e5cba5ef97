// A few addresses cannot fill the SMTP listener: when it is full, a newcomer from an address
// holding fewer connections takes the slot of the address holding the most (its connection gone
// longest without a stored message), and the holders cannot take it back. Small limits here: six
// connections in all, three per address, held by 127.0.0.2 and 127.0.0.3 as the probe did with
// 100 + 100 of 200.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { startTestDaemon, type TestDaemon } from './fixtures/daemon.js';
import { until } from '../../../test-support/wait.js';
import { SmtpTalk, simpleMessage } from '../../../test-support/smtp.js';
import { createLogger } from '../src/index.js';

let t: TestDaemon;
const lines: Array<Record<string, unknown>> = [];
test.before(async () => {
  const logger = createLogger({ level: 'info', format: 'json', destination: { write: (line: string) => lines.push(JSON.parse(line)) } });
  // Idle connections give way only after a minute here: these tests are about the per-address rule.
  t = await startTestDaemon({ limits: { maxClients: 6, maxConnectionsPerAddress: 3, evictIdleAfterMs: 60_000 }, logger });
});
test.after(() => t.stop());

/** Connections one address keeps open, reopened up to `want` whenever the listener admits them. */
class Holder {
  readonly talks: SmtpTalk[] = [];
  refusals: string[] = [];
  constructor(private readonly address: string, private readonly want: number) {}
  open(): number {
    return this.talks.filter((c) => !c.closed).length;
  }
  /** Opens connections until it holds `want` or one is refused (its 421 is kept). */
  async topUp(): Promise<void> {
    while (this.open() < this.want) {
      const { talk, greeting } = await SmtpTalk.open(t.daemon.smtp.port, '127.0.0.1', this.address);
      this.talks.push(talk);
      if (greeting.code !== 220) {
        this.refusals.push(`${greeting.code} ${greeting.text}`);
        await talk.waitClosed();
        return;
      }
      assert.is((await talk.command(`EHLO ${this.address}`)).code, 250);
    }
  }
  end(): void {
    for (const c of this.talks) c.end();
  }
}

test('while two addresses hold the full listener, a normal sender gets 10 of 10 through; the holders cannot take its slot back', async () => {
  const inbox = await t.createInbox();
  const a = new Holder('127.0.0.2', 3);
  const b = new Holder('127.0.0.3', 3);
  try {
    for (let i = 0; i < 10; i++) {
      // The holders take every slot again before each message: the listener is full each time.
      await a.topUp();
      await b.topUp();
      assert.is(a.open() + b.open(), 6, `message ${i}: the listener is full`);
      const { talk, greeting } = await SmtpTalk.open(t.daemon.smtp.port, '127.0.0.1', '127.0.0.1');
      assert.is(greeting.code, 220, `message ${i}: the normal sender is greeted (${greeting.text})`);
      // One holder's connection made room for it.
      await until(() => a.open() + b.open() === 5, { timeoutMs: 5_000, what: 'a held connection closed for the newcomer' });
      if (i === 0) {
        // The holders cannot take the slot back: the one that lost a connection holds no more than the other.
        const before = a.refusals.length + b.refusals.length;
        await (a.open() < 3 ? a : b).topUp();
        assert.is(a.refusals.length + b.refusals.length, before + 1, 'the reconnect is refused');
        assert.match([...a.refusals, ...b.refusals].at(-1)!, /^421 .*too many connected clients/i);
      }
      await talk.envelope('sender@example.com', [inbox.email_address]);
      const reply = await talk.data(simpleMessage(inbox.email_address, `normal ${i}`));
      assert.is(reply.code, 250, `message ${i}: stored (${reply.text})`);
      await talk.quit();
      await talk.waitClosed();
    }
    assert.is((await t.messagesTo(inbox.email_address)).length, 10);
    // The log says when the rule bit: each eviction names the holder that gave up a connection.
    const evicted = lines.filter((l) => l.event === 'smtp.refused' && l.reason === 'evicted');
    assert.is(evicted.length, 10);
    for (const l of evicted) {
      assert.ok(l.remote === '127.0.0.2' || l.remote === '127.0.0.3', `evicted ${String(l.remote)}`);
      assert.is(l.code, 421);
      assert.is(l.stage, 'connect');
    }
    assert.ok(lines.some((l) => l.event === 'smtp.refused' && l.reason === 'too_many_clients'), 'the refused reconnect is logged');
  } finally {
    a.end();
    b.end();
    // The next test connects from the same addresses: let the server see these go first.
    await until(() => [...a.talks, ...b.talks].every((x) => x.closed), { timeoutMs: 5_000, what: 'the held connections closed' });
  }
});

test('the connection given up is the heaviest address\'s one gone longest without a stored message', async () => {
  const inbox = await t.createInbox();
  const a = new Holder('127.0.0.2', 3);
  const b = new Holder('127.0.0.3', 2);
  const c = new Holder('127.0.0.4', 1);
  const sender = [] as SmtpTalk[];
  try {
    await a.topUp();
    await b.topUp();
    await c.topUp();
    // The 1st and 2nd of 127.0.0.2 store a message after the 3rd connected: the 3rd waits longest.
    for (const talk of a.talks.slice(0, 2)) {
      await talk.command('MAIL FROM:<a@example.com>');
      assert.is((await talk.command(`RCPT TO:<${inbox.email_address}>`)).code, 250);
      assert.is((await talk.data(simpleMessage(inbox.email_address, 'held'))).code, 250);
    }
    const { talk, greeting } = await SmtpTalk.open(t.daemon.smtp.port, '127.0.0.1', '127.0.0.1');
    sender.push(talk);
    assert.is(greeting.code, 220);
    const closed = a.talks[2]!;
    const reply = await closed.next();
    assert.is(reply.code, 421);
    assert.match(reply.text, /server full/i);
    await closed.waitClosed();
    assert.equal([...a.talks.slice(0, 2), ...b.talks, ...c.talks].map((x) => x.closed), [false, false, false, false, false]);
  } finally {
    for (const x of sender) x.end();
    for (const h of [a, b, c]) h.end();
    await until(() => [...sender, ...a.talks, ...b.talks, ...c.talks].every((x) => x.closed), { timeoutMs: 5_000, what: 'every connection closed' });
  }
});

test('many addresses of one connection each: the connection gone longest without a stored message gives way once it waited long enough, never one in a DATA', async () => {
  // Its own daemon: six slots, and idle connections give way after 300 ms.
  const small = await startTestDaemon({ limits: { maxClients: 6, maxConnectionsPerAddress: 3, evictIdleAfterMs: 300 } });
  const holders = [] as SmtpTalk[];
  const open = async (address: string) => {
    const opened = await SmtpTalk.open(small.daemon.smtp.port, '127.0.0.1', address);
    holders.push(opened.talk);
    return opened;
  };
  try {
    const inbox = await small.createInbox();
    for (let i = 2; i <= 7; i++) {
      const { talk, greeting } = await open(`127.0.0.${i}`);
      assert.is(greeting.code, 220);
      assert.is((await talk.command(`EHLO h${i}`)).code, 250);
    }
    // 127.0.0.2 starts a DATA and stalls in it; 127.0.0.4–7 store a message: 127.0.0.3 waits longest outside a DATA.
    const [inData, idlest, ...rest] = holders;
    await inData!.envelope('a@example.com', [inbox.email_address]);
    assert.is((await inData!.command('DATA')).code, 354);
    await new Promise((r) => setTimeout(r, 350)); // past evictIdleAfterMs for 127.0.0.2 and 127.0.0.3 alike
    for (const talk of rest) {
      await talk.envelope('a@example.com', [inbox.email_address]);
      assert.is((await talk.data(simpleMessage(inbox.email_address, 'held'))).code, 250);
    }
    const { talk, greeting } = await open('127.0.0.1');
    assert.is(greeting.code, 220, `the newcomer is admitted (${greeting.text})`);
    const reply = await idlest!.next();
    assert.is(reply.code, 421);
    assert.match(reply.text, /server full and this connection sent no mail/i);
    await idlest!.waitClosed();
    assert.equal([inData, ...rest].map((x) => x!.closed), [false, false, false, false, false], 'only the idlest outside a DATA gave way');
    await talk.envelope('normal@example.com', [inbox.email_address]);
    assert.is((await talk.data(simpleMessage(inbox.email_address, 'normal'))).code, 250);
    // A second newcomer at once: the rest waited under 300 ms (else one of them gives way); the stalled DATA is never taken.
    const second = await open('127.0.0.8');
    if (second.greeting.code !== 220) assert.match(`${second.greeting.code} ${second.greeting.text}`, /^421 .*too many connected clients/i);
    assert.is(inData!.closed, false, 'the connection in a DATA kept its slot');
  } finally {
    for (const x of holders) x.end();
    await until(() => holders.every((x) => x.closed), { timeoutMs: 5_000, what: 'every connection closed' });
    await small.stop();
  }
});

test('many addresses of one connection each: an address that delivered mail lately takes the slot of one that did not, however young; a stranger is refused', async () => {
  const small = await startTestDaemon({ limits: { maxClients: 6, maxConnectionsPerAddress: 3, evictIdleAfterMs: 60_000 } });
  const talks = [] as SmtpTalk[];
  const open = async (address: string) => {
    const opened = await SmtpTalk.open(small.daemon.smtp.port, '127.0.0.1', address);
    talks.push(opened.talk);
    return opened;
  };
  try {
    const inbox = await small.createInbox();
    const send = async (talk: SmtpTalk, subject: string) => {
      await talk.envelope('a@example.com', [inbox.email_address]);
      assert.is((await talk.data(simpleMessage(inbox.email_address, subject))).code, 250);
    };
    // 127.0.0.1 delivers a message and leaves: it is a recent sender now.
    const first = await open('127.0.0.1');
    await send(first.talk, 'earlier');
    await first.talk.quit();
    await first.talk.waitClosed();
    // Six addresses fill the listener; 127.0.0.3 delivers too, so it counts as a sender.
    const held = [] as SmtpTalk[];
    for (let i = 2; i <= 7; i++) {
      const { talk, greeting } = await open(`127.0.0.${i}`);
      assert.is(greeting.code, 220);
      assert.is((await talk.command(`EHLO h${i}`)).code, 250);
      held.push(talk);
    }
    await send(held[1]!, 'held');
    // A stranger finds every address at one connection, none idle for a minute: refused.
    const stranger = await open('127.0.0.8');
    assert.match(`${stranger.greeting.code} ${stranger.greeting.text}`, /^421 .*too many connected clients/i);
    // The earlier sender gets in: 127.0.0.2 (a stranger, connected first) gives way, not 127.0.0.3.
    const again = await open('127.0.0.1');
    assert.is(again.greeting.code, 220, again.greeting.text);
    const reply = await held[0]!.next();
    assert.is(reply.code, 421);
    assert.match(reply.text, /has stored no message lately/);
    await held[0]!.waitClosed();
    assert.equal(held.slice(1).map((x) => x.closed), [false, false, false, false, false]);
    await send(again.talk, 'normal');
  } finally {
    for (const x of talks) x.end();
    await until(() => talks.every((x) => x.closed), { timeoutMs: 5_000, what: 'every connection closed' });
    await small.stop();
  }
});

test.run();
