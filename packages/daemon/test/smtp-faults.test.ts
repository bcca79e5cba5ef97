// Fault rules per inbox (docs/smtp.md, "Fault rules") against real senders: a raw socket client
// (exact codes and closes) and nodemailer (what an application sees). Each action at each stage,
// several recipients, rules spent after `times`, greylisting passed by a retry after its window
// (the nodemailer retry example of docs/smtp.md, under a clock the test moves), delays seen by
// the order of replies (never a wall-clock bound), and two daemons on one PostgreSQL database
// sharing a rule's times (in the full set's `[postgres]` run).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createTransport, type Transporter, type SendMailOptions } from 'nodemailer';
import type { Inbox, SmtpFaultRuleInput } from '@inboxkit/core';
import { startDaemon } from '../src/index.js';
import { createLogger } from '../src/log/index.js';
import { TEST_ENGINE, peekAll, startTestDaemon } from './fixtures/daemon.js';
import { openSession, simpleMessage, type SmtpTalk } from '../../../test-support/smtp.js';
import { until } from '../../../test-support/wait.js';

let now = Date.UTC(2026, 4, 15, 12, 0, 0);
const clock = () => now;
const logged: Array<Record<string, unknown>> = [];
const logger = createLogger({ level: 'info', format: 'json', destination: { write: (line: string) => { logged.push(JSON.parse(line)); } } });
const t = await startTestDaemon({ clock, logger });
const port = t.daemon.smtp.port;
const faults = t.daemon.service.smtpFaults;
test.after(() => t.stop());

const stored = async (inbox: Inbox) =>
  Number((await peekAll<{ n: number }>(t.daemon.service, 'SELECT count(*) AS n FROM messages WHERE inbox_id = ?', inbox.id))[0]!.n);

/** A line, then the next reply as "code x.y.z" (or "code" alone), or "closed" when the server hung up instead. */
async function ask(talk: SmtpTalk, line: string): Promise<string> {
  talk.write(`${line}\r\n`);
  const reply = await talk.nextOrClosed(10_000);
  return reply ? reply.lines[0]!.split(' ').slice(0, reply.code === 354 || reply.code === 250 ? 1 : 2).join(' ') : 'closed';
}

/** One message from a raw client: what RCPT and the final dot were answered ("closed" when the connection went instead). */
async function rawSend(to: string[], from = 'app@acme.example'): Promise<string[]> {
  const talk = await openSession(port);
  const out: string[] = [];
  try {
    assert.is(await ask(talk, `MAIL FROM:<${from}>`), '250');
    for (const rcpt of to) {
      const reply = await ask(talk, `RCPT TO:<${rcpt}>`);
      out.push(`RCPT ${reply}`);
      if (reply === 'closed') return out;
      if (reply.startsWith('421')) {
        await talk.waitClosed();
        out.push('closed');
        return out;
      }
    }
    const go = await ask(talk, 'DATA');
    if (go !== '354') {
      out.push(`DATA ${go}`);
      return out;
    }
    talk.write(`${simpleMessage(to[0]!).replace(/\r?\n/g, '\r\n')}\r\n.\r\n`);
    const reply = await talk.nextOrClosed(10_000);
    out.push(`DATA ${reply ? reply.lines[0]!.split(' ').slice(0, reply.code === 250 ? 1 : 2).join(' ') : 'closed'}`);
    return out;
  } finally {
    talk.end();
  }
}

/** nodemailer's outcome: 'sent', or its error's code, responseCode and command. */
async function nodemailerSend(to: string, transport?: Transporter): Promise<string> {
  const own = transport ?? createTransport({ host: '127.0.0.1', port, secure: false });
  try {
    await own.sendMail({ from: 'app@acme.example', to, subject: 'Welcome', text: 'Your code is 123456.' });
    return 'sent';
  } catch (error) {
    const e = error as { code?: string; responseCode?: number; command?: string };
    return [e.code, e.responseCode, e.command].filter((x) => x !== undefined).join(' ');
  } finally {
    if (!transport) own.close();
  }
}

/** A dropped connection, as nodemailer reports it: closed (or reset, should the close catch a write). */
const DROPPED = /^E(CONNECTION|SOCKET) CONN$/;

test('each action at each stage, from a raw client and from nodemailer; a rule of times 2 is spent after two messages', async () => {
  // [stage, action] → what a raw client sees, what nodemailer reports. connect and mail rules act at the RCPT of their inbox.
  const table: Array<[SmtpFaultRuleInput, string[], string | RegExp]> = [
    [{ stage: 'connect' }, ['RCPT 421 4.0.0', 'closed'], 'ECONNECTION 421 CONN'],
    [{ stage: 'connect', code: 554, enhanced_code: '5.3.2' }, ['RCPT 554 5.3.2', 'DATA closed'], 'EENVELOPE 554 RCPT TO'],
    [{ stage: 'connect', action: 'disconnect' }, ['RCPT closed'], DROPPED],
    [{ stage: 'connect', action: 'delay', delay_ms: 50 }, ['RCPT 250', 'DATA 250'], 'sent'],
    [{ stage: 'mail', code: 550, enhanced_code: '5.7.1' }, ['RCPT 550 5.7.1', 'DATA 503 5.5.1'], 'EENVELOPE 550 RCPT TO'],
    [{ stage: 'mail', action: 'disconnect' }, ['RCPT closed'], DROPPED],
    [{ stage: 'mail', action: 'delay', delay_ms: 50 }, ['RCPT 250', 'DATA 250'], 'sent'],
    [{ stage: 'rcpt' }, ['RCPT 451 4.0.0', 'DATA 503 5.5.1'], 'EENVELOPE 451 RCPT TO'],
    [{ stage: 'rcpt', action: 'disconnect' }, ['RCPT closed'], DROPPED],
    [{ stage: 'rcpt', action: 'delay', delay_ms: 50 }, ['RCPT 250', 'DATA 250'], 'sent'],
    [{ stage: 'rcpt', action: 'greylist' }, ['RCPT 451 4.7.1', 'DATA 503 5.5.1'], 'EENVELOPE 451 RCPT TO'],
    [{ stage: 'data', code: 554 }, ['RCPT 250', 'DATA 554 5.0.0'], 'EMESSAGE 554 DATA'],
    [{ stage: 'data', action: 'disconnect' }, ['RCPT 250', 'DATA closed'], DROPPED],
    [{ stage: 'data', action: 'delay', delay_ms: 50 }, ['RCPT 250', 'DATA 250'], 'sent'],
    [{ stage: 'data', action: 'greylist' }, ['RCPT 250', 'DATA 451 4.7.1'], 'EMESSAGE 451 DATA'],
  ];
  for (const [rule, raw, app] of table) {
    const name = `${rule.stage} ${rule.action ?? 'reply'}${rule.code ? ` ${rule.code}` : ''}`;
    const inbox = await t.createInbox({ label: name });
    const { id } = await faults.add(inbox.id, { ...rule, times: 2 });
    // The greylist rows see new senders each time: two new triples take the rule's two times.
    assert.equal(await rawSend([inbox.email_address], 'raw@acme.example'), raw, `${name}: the raw client`);
    const sent = await nodemailerSend(inbox.email_address);
    if (typeof app === 'string') assert.is(sent, app, `${name}: nodemailer`);
    else assert.match(sent, app, `${name}: nodemailer`);
    assert.equal(await rawSend([inbox.email_address], 'third@acme.example'), ['RCPT 250', 'DATA 250'], `${name}: spent after two`);
    assert.is(await stored(inbox), rule.action === 'delay' ? 3 : 1, `${name}: stored`);
    const [after] = (await faults.get(inbox.id)).rules;
    assert.equal([after!.id, after!.remaining, after!.fired], [id, 0, 2], `${name}: counted`);
  }
  const lines = logged.filter((l) => l.event === 'smtp.refused' && l.reason === 'smtp_fault');
  assert.ok(lines.some((l) => l.stage === 'rcpt' && l.code === 421 && typeof l.rule_id === 'string'), 'a connect rule is logged at the RCPT that gave it');
  assert.ok(lines.some((l) => l.stage === 'data' && l.code === 0), 'a drop is logged with code 0');
});

test('a rcpt rule refuses its recipient alone: the message is stored for the others', async () => {
  const faulty = await t.createInbox({ label: 'faulty' });
  const fine = await t.createInbox({ label: 'fine' });
  await faults.add(faulty.id, { stage: 'rcpt', code: 452, enhanced_code: '4.2.2', text: 'mailbox full', times: 1 });
  assert.equal(await rawSend([faulty.email_address, fine.email_address]), ['RCPT 452 4.2.2', 'RCPT 250', 'DATA 250']);
  assert.equal([await stored(faulty), await stored(fine)], [0, 1]);
});

test('a mail rule refuses the transaction: later recipients and DATA get its reply and nothing is stored; the next transaction on the connection goes through', async () => {
  const faulty = await t.createInbox({ label: 'faulty sender' });
  const fine = await t.createInbox({ label: 'fine' });
  await faults.add(faulty.id, { stage: 'mail', code: 550, enhanced_code: '5.7.1', text: 'sender refused', times: 1 });
  const talk = await openSession(port);
  assert.is(await ask(talk, 'MAIL FROM:<app@acme.example>'), '250');
  assert.is(await ask(talk, `RCPT TO:<${fine.email_address}>`), '250');
  talk.write(`RCPT TO:<${faulty.email_address}>\r\n`);
  const refused = (await talk.next()).text;
  assert.is(refused, '550 5.7.1 sender refused');
  talk.write(`RCPT TO:<${fine.email_address}>\r\n`);
  assert.is((await talk.next()).text, refused, 'again for a later RCPT');
  assert.is(await ask(talk, 'DATA'), '354');
  talk.write(`${simpleMessage(fine.email_address).replace(/\r?\n/g, '\r\n')}\r\n.\r\n`);
  assert.is((await talk.next()).text, refused, 'and for the message');
  assert.equal([await stored(faulty), await stored(fine)], [0, 0]);
  assert.is(await ask(talk, 'MAIL FROM:<app@acme.example>'), '250');
  assert.is(await ask(talk, `RCPT TO:<${faulty.email_address}>`), '250');
  assert.is(await ask(talk, 'DATA'), '354');
  talk.write(`${simpleMessage(faulty.email_address).replace(/\r?\n/g, '\r\n')}\r\n.\r\n`);
  assert.is((await talk.next()).code, 250);
  talk.end();
  assert.is(await stored(faulty), 1);
});

test('a data rule decides for the whole message: nothing is stored for any recipient, and the retry stores one copy each', async () => {
  const faulty = await t.createInbox({ label: 'faulty data' });
  const fine = await t.createInbox({ label: 'fine' });
  await faults.add(faulty.id, { stage: 'data', code: 451, text: 'try again', times: 1 });
  assert.equal(await rawSend([fine.email_address, faulty.email_address]), ['RCPT 250', 'RCPT 250', 'DATA 451 4.0.0']);
  assert.equal([await stored(faulty), await stored(fine)], [0, 0]);
  assert.equal(await rawSend([fine.email_address, faulty.email_address]), ['RCPT 250', 'RCPT 250', 'DATA 250']);
  assert.equal([await stored(faulty), await stored(fine)], [1, 1]);
});

test('a connect rule\'s reply ends the session after the message it already stored on that connection', async () => {
  const first = await t.createInbox({ label: 'first' });
  const faulty = await t.createInbox({ label: 'faulty connect' });
  await faults.add(faulty.id, { stage: 'connect', code: 421, text: 'service not available', times: 1 });
  const talk = await openSession(port);
  const replies = await talk.transaction('app@acme.example', [first.email_address], simpleMessage(first.email_address));
  assert.is(replies.at(-1)!.code, 250);
  assert.is(await ask(talk, 'MAIL FROM:<app@acme.example>'), '250');
  assert.is(await ask(talk, `RCPT TO:<${faulty.email_address}>`), '421 4.0.0');
  await talk.waitClosed();
  assert.equal([await stored(first), await stored(faulty)], [1, 0]);
});

test('a delay holds the reply and then goes on: a connection that starts later is answered first', async () => {
  const slow = await t.createInbox({ label: 'slow' });
  const quick = await t.createInbox({ label: 'quick' });
  await faults.add(slow.id, { stage: 'rcpt', action: 'delay', delay_ms: 2_000, times: 1 });
  const order: string[] = [];
  const held = rawSend([slow.email_address]).then((r) => { order.push('slow'); return r; });
  await until(async () => (await faults.get(slow.id)).rules[0]!.fired === 1, { what: 'the delay rule fired' });
  const other = await rawSend([quick.email_address]);
  order.push('quick');
  assert.equal(await held, ['RCPT 250', 'DATA 250']);
  assert.equal(other, ['RCPT 250', 'DATA 250']);
  assert.equal(order, ['quick', 'slow']);
  assert.equal([await stored(slow), await stored(quick)], [1, 1]);
});

/**
 * The retry loop of docs/smtp.md: an application's own, since nodemailer does not retry. A 4xx
 * is temporary (a mail server's queue would try again later); a 5xx or a lost connection is not
 * retried here. `wait` is injected: the test moves the daemon's clock instead of sleeping.
 */
async function sendWithRetry(transport: Transporter, mail: SendMailOptions, { attempts = 5, wait = (ms: number) => new Promise((r) => setTimeout(r, ms)) } = {}) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await transport.sendMail(mail);
    } catch (error) {
      const code = (error as { responseCode?: number }).responseCode ?? 0;
      if (attempt >= attempts || code < 400 || code >= 500) throw error;
      await wait(Math.min(60_000, 15_000 * 2 ** (attempt - 1))); // 15 s, 30 s, 60 s, 60 s
    }
  }
}

test('greylisting with nodemailer: 451 4.7.1 at RCPT, held again too early, passed by the retry after the window (the retry example)', async () => {
  const inbox = await t.createInbox({ label: 'greylisted' });
  await faults.add(inbox.id, { stage: 'rcpt', action: 'greylist', greylist_seconds: 30 });
  const transport = createTransport({ host: '127.0.0.1', port, secure: false });
  const waited: number[] = [];
  const mail = { from: 'app@acme.example', to: inbox.email_address, subject: 'Your code', text: 'Your code is 482910.' };
  const info = await sendWithRetry(transport, mail, { wait: async (ms) => { waited.push(ms); now += ms; } });
  transport.close();
  assert.match(String(info.response), /^250 2\.6\.0 OK: stored as msg_/);
  assert.equal(waited, [15_000, 30_000], 'held at 0 s and at 15 s, passed at 45 s (the window is 30 s)');
  assert.is(await stored(inbox), 1);
  const [rule] = (await faults.get(inbox.id)).rules;
  assert.is(rule!.fired, 2);
  assert.is(await nodemailerSend(inbox.email_address), 'sent', 'a triple that passed passes from then on');
});

test('mail to an inbox without rules asks nothing of them, beside an inbox that has some', async () => {
  const plain = await t.createInbox({ label: 'plain' });
  const ruled = await t.createInbox({ label: 'ruled' });
  await faults.add(ruled.id, { stage: 'rcpt', probability: 0 });
  const service = t.daemon.service;
  const original = service.smtpFaultAt;
  const asked: string[] = [];
  service.smtpFaultAt = async (query) => {
    asked.push(`${query.stage} ${query.targets.map((q) => q.inboxId).join(',')}`);
    return original(query);
  };
  try {
    assert.equal(await rawSend([plain.email_address]), ['RCPT 250', 'DATA 250']);
    assert.equal(asked, [], 'RCPT and DATA of an inbox without rules');
    assert.equal(await rawSend([plain.email_address, ruled.email_address]), ['RCPT 250', 'RCPT 250', 'DATA 250']);
    assert.equal(asked, [`rcpt ${ruled.id}`, `data ${ruled.id}`], 'only for the inbox with rules');
  } finally {
    service.smtpFaultAt = original;
  }
});

// Daemons share a PostgreSQL database; SQLite is one process per file.
if (TEST_ENGINE === 'postgres') test('two daemons on one database share a rule\'s times: of six messages at once, three are refused', async () => {
  const second = await startDaemon({ database: t.daemon.service.options.database, host: '127.0.0.1', smtpPort: 0, httpPort: 0, clock });
  try {
    const inbox = await t.createInbox({ label: 'shared' });
    await faults.add(inbox.id, { stage: 'rcpt', code: 451, times: 3 });
    const transports = [port, second.smtp.port].map((p) => createTransport({ host: '127.0.0.1', port: p, secure: false }));
    const outcomes = await Promise.all(Array.from({ length: 6 }, (_, i) => nodemailerSend(inbox.email_address, transports[i % 2])));
    for (const transport of transports) transport.close();
    assert.equal(outcomes.filter((o) => o === 'sent').length, 3, outcomes.join('; '));
    assert.is(await stored(inbox), 3);
    assert.equal((await second.service.smtpFaults.get(inbox.id)).rules.map((r) => [r.remaining, r.fired]), [[0, 3]]);
  } finally {
    await second.stop();
  }
});

test.run();
