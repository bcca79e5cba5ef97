// The public MIME corpus (/work/shared/corpora/mime, next to the repository as
// ../shared/corpora/mime: 249 fixtures from other projects' test suites, see its SOURCES.md)
// sent over real SMTP to one `inboxkit serve`: every fixture accepted (250), stored byte for
// byte, and readable in all four content modes, each within a time bound.
//
// Wire: a raw SMTP conversation (EHLO, MAIL FROM with BODY=8BITMIME, RCPT TO, DATA), one
// transaction at a time per connection. Each fixture goes in two forms:
//   crlf  what an RFC 5321 client sends: bare LF turned into CRLF (bare CR left alone), a final
//         CRLF added when the file lacks one, then dot-stuffed;
//   asis  the file's bytes verbatim (bare LF line ends and all, as sloppy clients send them),
//         dot-stuffed after every LF (smtp-server unstuffs a dot after any LF) and a final CRLF
//         added when the file does not end with one (else the final dot is not a terminator).
// What the daemon must store is that message without the stuffing, including the final CRLF
// before the dot (an empty fixture is just "." after DATA and stores zero bytes).
// The fixture's own From/To headers do not matter: the envelope recipient is the inbox's address
// with a `+tag` naming the fixture and form (plus-addressing routes it to the inbox), so each
// message is found again both by the id in the 250 reply and by recipient_email.
//
// Short form: every 10th fixture (sorted by path) plus the first fixture of each wire edge case
// (empty, LF only, mixed line ends, bare CR, NUL bytes, a line starting with a dot, no final
// newline, the largest), both forms, over 2 connections. Full form (INBOXKIT_FAULTS=full): all
// 249, both forms, over 4 connections at once.
// Bounds are wall time on purpose (an upper bound on latency, not a speed comparison), generous
// for a loaded 2-core machine: the corpus's worst message was measured at ~200 ms.
// Request budget: the full form makes ~5 requests per message (one recipient lookup, four
// content modes), 498 messages ≈ 2,500 requests, under the default account's 3,000 a minute;
// the per-IP shield (1,000 per 10 s) is turned off with --ip-shield-max 0, as for load tests.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import Database from 'better-sqlite3';
import { CONTENT_MODES, LINK_TYPES, MESSAGE_INTENTS } from '@inboxkit/core';
import { REPO_ROOT, startServe, tempDataDir, type DaemonProcess } from './lib/daemon-process.js';
import { figure, quantile } from './lib/figures.js';
import { FULL, scale } from './lib/scale.js';
import { SmtpTalk } from '../test-support/smtp.js';
import { decodeRaw } from '@inboxkit/core/internal';

/**
 * The corpus stays outside the repository (its SOURCES.md asks not to copy it in): next to the
 * checkout as ../shared/corpora/mime, or wherever INBOXKIT_MIME_CORPUS points. Without it the
 * short form (npm test) skips the corpus tests and says so; the full run fails.
 */
const CORPUS = process.env.INBOXKIT_MIME_CORPUS ?? resolve(REPO_ROOT, '../shared/corpora/mime');
const PRESENT = existsSync(CORPUS);
const corpusTest = PRESENT || FULL ? test : test.skip;
if (!PRESENT) console.log(`corpus not found at ${CORPUS} (set INBOXKIT_MIME_CORPUS):${FULL ? '' : ' corpus tests skipped'}`);
/** Send → 250, per message (asserted in the full run; the short form reports it). */
const DELIVERY_BOUND_MS = 10_000;
/** One GET /v1/messages/{id} (any mode) or recipient lookup (asserted in the full run). */
const READ_BOUND_MS = 5_000;
const CONNECTIONS = scale(2, 4);
const READERS = scale(2, 4);
const FORMS = ['crlf', 'asis'] as const;
type Form = (typeof FORMS)[number];

interface Fixture {
  path: string; // relative to CORPUS
  bytes: Buffer;
}

interface Sent {
  fixture: Fixture;
  form: Form;
  recipient: string;
  /** The message as the daemon must store it (unstuffed). */
  expected: Buffer;
  wire: Buffer;
  reply?: { code: number; text: string };
  id?: string;
  deliveryMs?: number;
  readMs: number[];
  readable?: boolean;
}

function listFixtures(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) listFixtures(path, out);
    else if (dir !== CORPUS && !/^readme/i.test(name)) out.push(path); // top-level files are SOURCES.md and the like
  }
  return out;
}

const allFixtures: Fixture[] = existsSync(CORPUS)
  ? listFixtures(CORPUS).map((p) => relative(CORPUS, p)).sort().map((path) => ({ path, bytes: readFileSync(join(CORPUS, path)) }))
  : [];

/** Wire edge cases, each a predicate over the fixture's bytes. */
const EDGE_CASES: Record<string, (b: Buffer) => boolean> = {
  empty: (b) => b.length === 0,
  'LF only': (b) => b.includes(0x0a) && !b.includes('\r\n'),
  'mixed line ends': (b) => b.includes('\r\n') && /(?<!\r)\n/.test(b.toString('latin1')),
  'bare CR': (b) => /\r(?!\n)/.test(b.toString('latin1')),
  'NUL bytes': (b) => b.includes(0),
  'dot at line start': (b) => b[0] === 0x2e || b.includes('\n.'),
  'no final newline': (b) => b.length > 0 && b[b.length - 1] !== 0x0a,
};

function selectFixtures(): Fixture[] {
  if (FULL) return allFixtures;
  const picked = new Set<Fixture>(allFixtures.filter((_, i) => i % 10 === 0));
  for (const is of Object.values(EDGE_CASES)) {
    const first = allFixtures.find((f) => is(f.bytes));
    if (first) picked.add(first);
  }
  const largest = allFixtures.reduce<Fixture | undefined>((a, f) => (!a || f.bytes.length > a.bytes.length ? f : a), undefined);
  if (largest) picked.add(largest);
  return allFixtures.filter((f) => picked.has(f));
}

/** Bare LF → CRLF; CRLF and bare CR unchanged. */
function toCrlf(b: Buffer): Buffer {
  const out: number[] = [];
  for (let i = 0; i < b.length; i++) {
    if (b[i] === 0x0a && (i === 0 || b[i - 1] !== 0x0d)) out.push(0x0d);
    out.push(b[i]!);
  }
  return Buffer.from(out);
}

/** The message the server must store for `form`, and the DATA bytes (stuffed, with the final dot). */
function encode(bytes: Buffer, form: Form): { expected: Buffer; wire: Buffer } {
  let expected = form === 'crlf' ? toCrlf(bytes) : bytes;
  if (expected.length > 0 && !(expected.length >= 2 && expected[expected.length - 2] === 0x0d && expected[expected.length - 1] === 0x0a)) {
    expected = Buffer.concat([expected, Buffer.from('\r\n')]);
  }
  // Dot-stuffing: a dot at the very start or after any LF gets a second dot.
  const parts: Buffer[] = [];
  let from = 0;
  if (expected[0] === 0x2e) parts.push(Buffer.from('.'));
  for (let i = expected.indexOf(0x0a); i >= 0; i = expected.indexOf(0x0a, i + 1)) {
    if (expected[i + 1] === 0x2e) {
      parts.push(expected.subarray(from, i + 1), Buffer.from('.'));
      from = i + 1;
    }
  }
  parts.push(expected.subarray(from), Buffer.from('.\r\n'));
  return { expected, wire: Buffer.concat(parts) };
}

interface Reply {
  code: number;
  text: string;
}

/** One SMTP connection (the daemon tests' SmtpTalk), one transaction at a time. */
const SmtpWire = {
  async open(port: number): Promise<SmtpTalk> {
    const { talk, greeting } = await SmtpTalk.open(port);
    if (greeting.code !== 220) throw new Error(`greeting: ${greeting.text}`);
    const ehlo = await talk.command('EHLO corpus.faults.test', READ_BOUND_MS);
    if (ehlo.code !== 250 || !/8BITMIME/.test(ehlo.text)) throw new Error(`EHLO: ${ehlo.text}`);
    return talk;
  },

  /** One transaction with the wire bytes as they are (already stuffed, final dot included); the reply to the final dot, or the first refusal on the way. */
  async send(talk: SmtpTalk, recipient: string, wire: Buffer): Promise<Reply> {
    const bound = DELIVERY_BOUND_MS * 2; // fail with a message, never hang; the full run asserts the bound itself on the timing
    const mail = await talk.command('MAIL FROM:<corpus@faults.inboxkit.test> BODY=8BITMIME', bound);
    if (mail.code !== 250) return mail;
    const rcpt = await talk.command(`RCPT TO:<${recipient}>`, bound);
    if (rcpt.code !== 250) return rcpt;
    const data = await talk.command('DATA', bound);
    if (data.code !== 354) return data;
    talk.write(wire);
    return talk.next(bound);
  },

  async quit(talk: SmtpTalk): Promise<void> {
    if (!talk.closed) await talk.command('QUIT', READ_BOUND_MS).catch(() => undefined);
    talk.socket.destroy();
  },
};

/** Runs `work` over `items` with `width` workers, in order of the queue. */
async function pool<T>(items: readonly T[], width: number, work: (item: T, worker: number) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(Array.from({ length: width }, async (_, w) => {
    while (next < items.length) await work(items[next++]!, w);
  }));
}

const SUMMARY_KEYS = ['id', 'inbox_id', 'inbox_email_address', 'inbox_label', 'from_email', 'to_email', 'subject', 'preview_text',
  'received_at', 'has_text_body', 'has_html_body', 'read', 'tags'];
const MODE_KEYS: Record<string, string[]> = {
  full: ['text_body', 'html_body', 'otp', 'otp_candidates', 'links', 'intent', 'analysis', 'attachments', 'safety', 'headers', 'cc', 'bcc'],
  otp: ['otp', 'analysis'],
  links: ['links', 'analysis'],
  text_only: ['text_body', 'analysis'],
};
const ANALYSIS_KEYS = ['eligible', 'status', 'requested_at', 'completed_at', 'detected_otp', 'sender_name', 'category', 'extracted_id',
  'amount_mentioned', 'is_urgent', 'action_required', 'summary'];
const ANALYSIS_STATUSES = ['none', 'queued', 'complete', 'failed', 'skipped_quota'];

const sorted = (o: object) => Object.keys(o).sort();
const nullableString = (v: unknown) => v === null || typeof v === 'string';

/** Checks one detail variant against the spec; returns the problems (empty when it conforms). */
function shapeProblems(mode: string, m: Record<string, any>, s: Sent, inboxId: string): string[] {
  const p: string[] = [];
  const want = [...SUMMARY_KEYS, ...MODE_KEYS[mode]!].sort();
  if (JSON.stringify(sorted(m)) !== JSON.stringify(want)) p.push(`fields ${sorted(m).join(',')}; want ${want.join(',')}`);
  if (m.id !== s.id) p.push(`id ${m.id}`);
  if (m.inbox_id !== inboxId) p.push(`inbox_id ${m.inbox_id}`);
  if (m.to_email !== s.recipient) p.push(`to_email ${m.to_email}`);
  for (const k of ['inbox_email_address', 'inbox_label', 'from_email', 'received_at']) if (typeof m[k] !== 'string') p.push(`${k} ${m[k]}`);
  for (const k of ['subject', 'preview_text']) if (!nullableString(m[k])) p.push(`${k} ${m[k]}`);
  for (const k of ['has_text_body', 'has_html_body', 'read']) if (typeof m[k] !== 'boolean') p.push(`${k} ${m[k]}`);
  // The recipient's plus-address (`inbox+crlf-0007@…`) tags the message at ingest.
  const plus = s.recipient.slice(s.recipient.indexOf('+') + 1, s.recipient.indexOf('@'));
  if (!Array.isArray(m.tags) || m.tags.some((t: unknown) => typeof t !== 'string') || !m.tags.includes(plus)) p.push(`tags ${JSON.stringify(m.tags)}, want ${plus} among them`);
  if ('text_body' in m && (!nullableString(m.text_body) || (m.text_body !== null) !== m.has_text_body)) p.push(`text_body vs has_text_body ${m.has_text_body}`);
  if ('html_body' in m && (!nullableString(m.html_body) || (m.html_body !== null) !== m.has_html_body)) p.push(`html_body vs has_html_body ${m.has_html_body}`);
  if ('otp' in m && !nullableString(m.otp)) p.push(`otp ${m.otp}`);
  if ('links' in m) {
    if (!Array.isArray(m.links)) p.push('links is not an array');
    else for (const l of m.links) {
      if (JSON.stringify(sorted(l)) !== '["type","url"]' || typeof l.url !== 'string' || !LINK_TYPES.includes(l.type)) p.push(`link ${JSON.stringify(l)}`);
      else if (!URL.canParse(l.url)) p.push(`link url is not a URI: ${l.url}`);
    }
  }
  if ('intent' in m && m.intent !== null && !MESSAGE_INTENTS.includes(m.intent)) p.push(`intent ${m.intent}`);
  const a = m.analysis;
  if (!a || typeof a !== 'object' || JSON.stringify(sorted(a)) !== JSON.stringify([...ANALYSIS_KEYS].sort())) p.push(`analysis ${JSON.stringify(a)}`);
  else if (typeof a.eligible !== 'boolean' || !ANALYSIS_STATUSES.includes(a.status)) p.push(`analysis eligible/status ${a.eligible}/${a.status}`);
  return p;
}

const fixtures = selectFixtures();
const messages: Sent[] = FORMS.flatMap((form) => fixtures.map((fixture) => {
  const { expected, wire } = encode(fixture.bytes, form);
  return { fixture, form, expected, wire, recipient: '', readMs: [] } as Sent;
}));

let daemon: DaemonProcess | undefined;
let data: { dir: string; cleanup: () => void } | undefined;
let inbox: { id: string; email_address: string };

const where = (s: Sent) => `${s.fixture.path} (${s.form})`;
const daemonLog = () => `\n--- daemon stderr ---\n${daemon?.stderr() ?? ''}`;

test.before(async () => {
  if (!PRESENT) return;
  data = tempDataDir('inboxkit-corpus-');
  daemon = await startServe(data.dir, ['--ip-shield-max', '0']);
  const created = await daemon.api('POST', '/v1/inboxes', { label: 'mime corpus', lifecycle_mode: 'persistent' });
  assert.is(created.status, 201, JSON.stringify(created.body));
  inbox = created.body.inbox;
  const [local, domain] = inbox.email_address.split('@');
  messages.forEach((s, i) => (s.recipient = `${local}+${s.form}-${String(i).padStart(4, '0')}@${domain}`));
});

test.after(async () => {
  await daemon?.kill9();
  data?.cleanup();
});

corpusTest('the corpus is there: 249 fixtures in five source folders, the short form covers every wire edge case', () => {
  assert.ok(existsSync(CORPUS), `corpus missing at ${CORPUS}`);
  assert.is(allFixtures.length, 249, 'fixture count (SOURCES.md says 249)');
  assert.equal([...new Set(allFixtures.map((f) => f.path.split('/')[0]))].sort(), ['mailparser', 'mikel', 'postalmime', 'spamscope', 'stalwart']);
  for (const [name, is] of Object.entries(EDGE_CASES)) assert.ok(fixtures.some((f) => is(f.bytes)), `a fixture with: ${name}`);
});

test('the SMTP encoder: dot-stuffing and line ends on the wire, undone, give the message', () => {
  const { expected, wire } = encode(Buffer.from('.a\n..b\r\n.\nc'), 'crlf');
  assert.is(expected.toString(), '.a\r\n..b\r\n.\r\nc\r\n');
  assert.is(wire.toString(), '..a\r\n...b\r\n..\r\nc\r\n.\r\n');
  assert.is(encode(Buffer.from('x\n.y'), 'asis').wire.toString(), 'x\n..y\r\n.\r\n');
  assert.is(encode(Buffer.alloc(0), 'asis').wire.toString(), '.\r\n');
});

corpusTest('every fixture is accepted over SMTP with 250 (in the full run each within the delivery bound)', async () => {
  const conns = await Promise.all(Array.from({ length: CONNECTIONS }, () => SmtpWire.open(daemon!.smtpPort)));
  // A fixture's two forms one after the other, so concurrent connections carry the same mail at once too.
  const order = fixtures.flatMap((_, i) => FORMS.map((_, f) => messages[f * fixtures.length + i]!));
  const started = performance.now();
  await pool(order, CONNECTIONS, async (s, w) => {
    const t0 = performance.now();
    try {
      const reply = await SmtpWire.send(conns[w]!, s.recipient, s.wire);
      s.deliveryMs = performance.now() - t0;
      s.reply = reply;
      s.id = /stored as (msg_\S+)/.exec(reply.text)?.[1];
    } catch (error) {
      s.reply = { code: 0, text: String(error) };
      // A dead connection: carry on with a fresh one, so one failure does not hide the rest.
      conns[w] = await SmtpWire.open(daemon!.smtpPort);
    }
  });
  const wallMs = performance.now() - started;
  await Promise.all(conns.map((c) => SmtpWire.quit(c)));

  const accepted = messages.filter((s) => s.reply?.code === 250 && s.id);
  const refused = messages.filter((s) => !accepted.includes(s));
  const delivery = accepted.map((s) => s.deliveryMs!);
  const slow = accepted.filter((s) => s.deliveryMs! > DELIVERY_BOUND_MS);
  figure('corpus: fixtures sent', fixtures.length, 'fixtures', FULL ? '249' : 'subset');
  figure('corpus: messages sent (crlf and as-is forms)', messages.length, 'messages');
  figure('corpus: message bytes sent', messages.reduce((n, s) => n + s.expected.length, 0) / 1024 / 1024, 'MiB');
  figure('corpus: accepted with 250', accepted.length, 'messages', `${messages.length}`);
  figure('corpus: delivery p50 (MAIL FROM → 250)', quantile(delivery, 0.5), 'ms');
  figure('corpus: delivery p99', quantile(delivery, 0.99), 'ms');
  figure('corpus: delivery max', Math.max(...delivery), 'ms', `< ${DELIVERY_BOUND_MS} ms`);
  figure('corpus: delivery throughput', messages.length / (wallMs / 1000), 'messages/s');
  const worst = [...accepted].sort((a, b) => b.deliveryMs! - a.deliveryMs!)[0];
  if (worst) console.log(`slowest delivery: ${where(worst)} ${worst.expected.length} bytes, ${worst.deliveryMs!.toFixed(0)} ms`);

  assert.equal(refused.map((s) => `${where(s)}: ${s.reply?.text}`), [], `every message accepted${daemonLog()}`);
  if (FULL) assert.equal(slow.map((s) => `${where(s)}: ${s.deliveryMs!.toFixed(0)} ms`), [], `delivery within ${DELIVERY_BOUND_MS} ms`);
  assert.is(new Set(accepted.map((s) => s.id)).size, accepted.length, 'one distinct message id per transaction');
});

corpusTest('every message is found again (inbox listing and recipient_email) and reads in all four content modes, each within the read bound', async () => {
  const d = daemon!;
  // The inbox holds exactly the accepted messages, no more, no fewer.
  const listed = new Map<string, string>();
  let cursor: string | null = null;
  do {
    const page: any = await d.api('GET', `/v1/inboxes/${inbox.id}/messages?limit=100${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
    assert.is(page.status, 200, JSON.stringify(page.body));
    for (const m of page.body.messages) listed.set(m.id, m.to_email);
    cursor = page.body.page_info.has_more ? page.body.page_info.next_cursor : null;
  } while (cursor);
  const accepted = messages.filter((s) => s.id);
  assert.is(listed.size, accepted.length, 'messages listed in the inbox');
  for (const s of accepted) assert.is(listed.get(s.id!), s.recipient, `${where(s)} listed under its recipient`);

  const problems: string[] = [];
  let fivexx = 0;
  const timed = async (s: Sent, path: string) => {
    const t0 = performance.now();
    const r = await d.api('GET', path);
    s.readMs.push(performance.now() - t0);
    if (r.status >= 500) fivexx++;
    return r;
  };
  await pool(accepted, READERS, async (s) => {
    const mine: string[] = [];
    const found = await timed(s, `/v1/messages?recipient_email=${encodeURIComponent(s.recipient)}`);
    if (found.status !== 200 || found.body.messages?.length !== 1 || found.body.messages[0].id !== s.id) {
      mine.push(`recipient_email lookup: ${found.status} ${JSON.stringify(found.body).slice(0, 300)}`);
    }
    const byMode: Record<string, any> = {};
    for (const mode of CONTENT_MODES) {
      const r = await timed(s, `/v1/messages/${s.id}?content_mode=${mode}`);
      if (r.status !== 200 || r.body?.success !== true) {
        mine.push(`${mode}: ${r.status} ${JSON.stringify(r.body).slice(0, 300)}`);
        continue;
      }
      byMode[mode] = r.body.message;
      for (const p of shapeProblems(mode, r.body.message, s, inbox.id)) mine.push(`${mode}: ${p}`);
    }
    // The modes are views of one message: they agree with the full one.
    const full = byMode.full;
    if (full) {
      if (byMode.otp && byMode.otp.otp !== full.otp) mine.push('otp mode disagrees with full');
      if (byMode.links && JSON.stringify(byMode.links.links) !== JSON.stringify(full.links)) mine.push('links mode disagrees with full');
      if (byMode.text_only && byMode.text_only.text_body !== full.text_body) mine.push('text_only mode disagrees with full');
    }
    s.readable = mine.length === 0 && Object.keys(byMode).length === CONTENT_MODES.length;
    for (const p of mine) problems.push(`${where(s)} ${s.id}: ${p}`);
  });

  const reads = accepted.flatMap((s) => s.readMs);
  const readable = accepted.filter((s) => s.readable);
  const slow = accepted.filter((s) => Math.max(...s.readMs) > READ_BOUND_MS);
  figure('corpus: readable in all four content modes', readable.length, 'messages', `${messages.length}`);
  figure('corpus: 5xx answers', fivexx, 'responses', '0');
  figure('corpus: read p99 (one request)', quantile(reads, 0.99), 'ms');
  figure('corpus: read max (one request)', Math.max(...reads), 'ms', `< ${READ_BOUND_MS} ms`);
  figure('corpus: read max (lookup + four modes of one message)', Math.max(...accepted.map((s) => s.readMs.reduce((a, b) => a + b, 0))), 'ms');

  assert.equal(problems, [], `every message readable in all four modes${daemonLog()}`);
  assert.is(fivexx, 0, '5xx answers');
  if (FULL) assert.equal(slow.map((s) => `${where(s)}: ${s.readMs.map((x) => x.toFixed(0)).join('/')} ms`), [], `each read within ${READ_BOUND_MS} ms`);
  assert.is(readable.length, messages.length, 'readable messages');
});

corpusTest('stored byte for byte (raw source and size_bytes in the database), malformed mail flagged, the daemon logged no error and stops cleanly', async () => {
  const d = daemon!;
  const log = d.stderr();
  assert.is(await d.stop(), 0, `exit code after SIGTERM${daemonLog()}`);
  const errorLines = log.split('\n').filter((l) => /error|exception|could not|failed|^\s+at /i.test(l));
  assert.equal(errorLines, [], 'daemon stderr has no error lines');

  const db = new Database(join(d.dir, 'inboxkit.sqlite'), { readonly: true });
  try {
    // The source as stored (deflated: core/src/content/codec.ts), inflated back.
    const stmt = db.prepare(`SELECT m.size_bytes, m.malformed, m.parse_error, c.raw, c.bodies, c.text_body, c.html_body
      FROM messages m JOIN message_content c ON c.seq = m.seq WHERE m.id = ?`);
    const row = { get: (id: string | undefined) => {
      const r = stmt.get(id) as ({ raw: Buffer; bodies: Buffer | null; text_body: string | null; html_body: string | null } & Record<string, unknown>) | undefined;
      return r && { ...r, raw: decodeRaw(r) };
    } };
    const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');
    const mismatched: string[] = [];
    const malformed: string[] = [];
    for (const s of messages.filter((x) => x.id)) {
      const r = row.get(s.id) as { size_bytes: number; malformed: number; parse_error: string | null; raw: Buffer } | undefined;
      if (!r) {
        mismatched.push(`${where(s)}: no row for ${s.id}`);
        continue;
      }
      if (r.size_bytes !== s.expected.length || r.raw.length !== s.expected.length || sha(r.raw) !== sha(s.expected)) {
        const at = r.raw.findIndex((b, i) => b !== s.expected[i]);
        mismatched.push(`${where(s)}: stored ${r.raw.length} bytes (size_bytes ${r.size_bytes}), sent ${s.expected.length}; first difference at ${at}`);
      }
      if (r.malformed) malformed.push(`${where(s)}: ${r.parse_error}`);
      if (r.malformed === 1 && !r.parse_error) mismatched.push(`${where(s)}: flagged malformed without a parse_error`);
      if (s.expected.length === 0 && r.malformed !== 1) mismatched.push(`${where(s)}: an empty message is not flagged malformed`);
    }
    figure('corpus: stored byte for byte', messages.length - mismatched.length, 'messages', `${messages.length}`);
    figure('corpus: stored flagged malformed', malformed.length, 'messages');
    console.log(`flagged malformed:\n  ${malformed.join('\n  ')}`);
    assert.equal(mismatched, [], 'raw source stored as sent');
  } finally {
    db.close();
  }
});

test.run();
