/**
 * In-process durable ingest: parse, extract and commit through
 * `createInboxService({ database: <temp file> }).ingest(raw, { rcptTo: [inbox] })`,
 * against a baseline of plain mailparser `simpleParser(raw)` plus one better-sqlite3
 * INSERT of (subject, from, text, html, raw) per message (autocommit) into a temp-file
 * database with the same pragmas (WAL, synchronous=NORMAL).
 *
 * Sequential (await each) and concurrent (64 in flight), subject and baseline in
 * alternating rounds; each figure is the median over rounds, each ratio is
 * subject / baseline throughput (higher is better; target ≥ 0.8).
 *
 * The default service also analyses every stored message (built-in analyzer, background
 * workers in this thread); a subject round ends when that queue has drained. `noanalysis`
 * is the same service with `analysis: false`: parse, extract and commit only.
 *
 * Diagnostic extra: `coreparse` is the same baseline but parsing with core's own
 * parseMail (mailparser with the skip* options core uses), i.e. everything the subject
 * does except extraction, routing, preview, bookkeeping and the event.
 *
 * Run: node --conditions=source --import tsx --expose-gc bench/ingest.ts   (npm run bench -- ingest)
 * Env: INGEST_ROUNDS (default 11), INGEST_SEQ (messages per sequential round, default 100),
 *      INGEST_CONC (messages per concurrent round, default 200), INGEST_INFLIGHT (default 64),
 *      INGEST_PREPARE_THREADS (the service's prepareThreads, default 0 = in this thread),
 *      INGEST_ONLY=subject[,noanalysis,baseline,coreparse] to run only some variants (profiling).
 * Profile: INGEST_ONLY=subject node --cpu-prof --cpu-prof-dir=bench/.out/prof --conditions=source \
 *      --import tsx --expose-gc bench/ingest.ts
 */
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { simpleParser } from 'mailparser';
import { createInboxService, extract } from '@inboxkit/core';
import { parseMail } from '@inboxkit/core/internal';
import {
  gc, interleave, measureRun, median, note, pick, processMaxRssMb, report, rng, RssSampler, tempDir, nowMs,
} from './_lib.js';

const ROUNDS = Number(process.env.INGEST_ROUNDS ?? 11);
const SEQ_PER_ROUND = Number(process.env.INGEST_SEQ ?? 100);
const CONC_PER_ROUND = Number(process.env.INGEST_CONC ?? 200);
const PREPARE_THREADS = Number(process.env.INGEST_PREPARE_THREADS ?? 0);
const IN_FLIGHT = Number(process.env.INGEST_INFLIGHT ?? 64);
const POOL_SIZE = 500;

// ---------------------------------------------------------------------------------------
// Inputs: varied, realistic transactional HTML mail (~3 KB and ~20 KB)
// ---------------------------------------------------------------------------------------

const random = rng(20261121);
const rint = (lo: number, hi: number) => lo + Math.floor(random() * (hi - lo + 1));
const hex = (n: number) => Array.from({ length: n }, () => '0123456789abcdef'[rint(0, 15)]).join('');
const b64url = (n: number) => Buffer.from(Array.from({ length: n }, () => rint(0, 255))).toString('base64url');

const BRANDS = [
  { name: 'Acme Cloud', domain: 'acme.example', color: '#0b5fff' },
  { name: 'Globex Pay', domain: 'globex.example', color: '#1a7f37' },
  { name: 'Initech', domain: 'initech.example', color: '#8250df' },
  { name: 'Umbrella Health', domain: 'umbrella.example', color: '#cf222e' },
  { name: 'Hooli Mail', domain: 'hooli.example', color: '#bf8700' },
  { name: 'Stark Büro GmbH', domain: 'stark-buero.example', color: '#24292f' },
] as const;
const FIRST = ['Ada', 'Grace', 'Linus', 'Margaret', 'Ken', 'Barbara', 'José', 'Zoë', 'Søren', 'Ingrid'];
const WORDS = ('account security update order shipped invoice payment team project workspace report weekly digest '
  + 'release notes feature dashboard billing subscription renewal storage quota device browser location sign settings '
  + 'privacy policy support community webinar product launch discount customer review delivery tracking package')
  .split(' ');
const sentence = (n: number) => {
  const w = Array.from({ length: n }, () => pick(random, WORDS));
  return `${w.join(' ').replace(/^./, (c) => c.toUpperCase())}.`;
};
const para = (sentences: number) => Array.from({ length: sentences }, () => sentence(rint(8, 18))).join(' ');
const trackUrl = (domain: string) => `https://click.${domain}/ls/click?upn=${b64url(rint(60, 140))}`;

/** Quoted-printable (RFC 2045) of UTF-8 text, CRLF lines, soft breaks at 76. */
function qp(text: string): string {
  const out: string[] = [];
  for (const line of text.split(/\r?\n/)) {
    let cur = '';
    const bytes = Buffer.from(line, 'utf8');
    for (let i = 0; i < bytes.length; i++) {
      const b = bytes[i]!;
      const last = i === bytes.length - 1;
      const tok = (b === 0x3d || b > 0x7e || (b < 0x20 && b !== 0x09) || (last && (b === 0x20 || b === 0x09)))
        ? `=${b.toString(16).toUpperCase().padStart(2, '0')}` : String.fromCharCode(b);
      if (cur.length + tok.length > 75) { out.push(`${cur}=`); cur = ''; }
      cur += tok;
    }
    out.push(cur);
  }
  return out.join('\r\n');
}

const base64Lines = (text: string) => Buffer.from(text, 'utf8').toString('base64').replace(/.{76}/g, '$&\r\n');

type Encoding = 'quoted-printable' | 'base64' | '8bit';
function encodePart(type: 'plain' | 'html', body: string, enc: Encoding): string {
  const encoded = enc === 'quoted-printable' ? qp(body) : enc === 'base64' ? base64Lines(body) : body.replace(/\r?\n/g, '\r\n');
  return `Content-Type: text/${type}; charset=utf-8\r\nContent-Transfer-Encoding: ${enc}\r\n\r\n${encoded}`;
}

/** Headers a real provider adds: Received chain, DKIM, feedback ids, list headers. */
function headers(brand: (typeof BRANDS)[number], to: string, subject: string, extra: string[] = []): string[] {
  const id = `${hex(16)}.${hex(8)}@mail.${brand.domain}`;
  const enc = /[^\x20-\x7e]/.test(subject) ? `=?UTF-8?B?${Buffer.from(subject).toString('base64')}?=` : subject;
  const fromName = /[^\x20-\x7e]/.test(brand.name) ? `=?UTF-8?Q?${brand.name.replace(/ü/g, '=C3=BC').replace(/ /g, '_')}?=` : `"${brand.name}"`;
  return [
    `Received: from mta-${rint(1, 40)}.mail.${brand.domain} (mta-${rint(1, 40)}.mail.${brand.domain} [198.51.100.${rint(1, 254)}])\r\n\tby mx.inboxkit.test with ESMTPS id ${hex(12)}\r\n\tfor <${to}>; Sat, 21 Nov 2026 10:${rint(10, 59)}:${rint(10, 59)} +0000`,
    `Received: by mail.${brand.domain} with SMTP id ${hex(16)}; Sat, 21 Nov 2026 10:00:00 +0000`,
    `DKIM-Signature: v=1; a=rsa-sha256; c=relaxed/relaxed; d=${brand.domain}; s=s1;\r\n\th=from:to:subject:date:message-id:mime-version:content-type;\r\n\tbh=${b64url(32)}=;\r\n\tb=${b64url(64)}\r\n\t${b64url(64)}`,
    `From: ${fromName} <no-reply@${brand.domain}>`,
    `To: ${to}`,
    `Subject: ${enc}`,
    'Date: Sat, 21 Nov 2026 10:00:00 +0000',
    `Message-ID: <${id}>`,
    'MIME-Version: 1.0',
    `X-Feedback-ID: ${rint(1000, 9999)}:${hex(6)}:transactional`,
    ...extra,
  ];
}

function multipart(head: string[], text: string, html: string, enc: Encoding): string {
  const b = `=_b${hex(20)}`;
  return [...head, `Content-Type: multipart/alternative; boundary="${b}"`, '', `--${b}`,
    encodePart('plain', text, enc === 'base64' ? 'quoted-printable' : enc), `--${b}`,
    encodePart('html', html, enc), `--${b}--`, ''].join('\r\n');
}

function htmlOnly(head: string[], html: string, enc: Encoding): string {
  return [...head, encodePart('html', html, enc), ''].join('\r\n');
}

const shell = (brand: (typeof BRANDS)[number], preheader: string, inner: string) => `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>${brand.name}</title>
<style type="text/css">
  body{margin:0;padding:0;background:#f6f8fa;font-family:-apple-system,Segoe UI,Helvetica,Arial,sans-serif}
  .wrap{max-width:600px;margin:0 auto;background:#fff} .btn{background:${brand.color};color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none}
  @media only screen and (max-width:620px){.wrap{width:100%!important}}
</style></head>
<body><div style="display:none;max-height:0;overflow:hidden">${preheader}${'&#8199;&#65279;&#847; '.repeat(6)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0"><tr><td align="center">
<table role="presentation" class="wrap" width="600" cellpadding="0" cellspacing="0" border="0">
<tr><td style="padding:24px 32px;border-bottom:1px solid #eaeef2"><img src="https://cdn.${brand.domain}/logo.png" alt="${brand.name}" width="120" height="32"></td></tr>
${inner}
<tr><td style="padding:24px 32px;color:#57606a;font-size:12px;line-height:18px">${brand.name}, 1 Example Way, Springfield.
<a href="${trackUrl(brand.domain)}" style="color:#57606a">Privacy</a> · <a href="${trackUrl(brand.domain)}" style="color:#57606a">Help</a></td></tr>
</table></td></tr></table>
<img src="https://t.${brand.domain}/o/${b64url(40)}.gif" width="1" height="1" alt=""></body></html>`;

function codeMail(to: string): string {
  const brand = pick(random, BRANDS);
  const code = String(rint(0, 999999)).padStart(6, '0');
  const name = pick(random, FIRST);
  const subject = random() < 0.5 ? `${code} is your ${brand.name} verification code` : `Your ${brand.name} sign-in code`;
  const text = `Hi ${name},\n\nYour verification code is:\n\n${code}\n\nThis code expires in 10 minutes. If you did not try to sign in, you can ignore this email.\n\n— ${brand.name}`;
  const html = shell(brand, `Your code is ${code}`, `<tr><td style="padding:32px">
<h1 style="font-size:22px;margin:0 0 16px">Verify it's you</h1>
<p style="font-size:15px;line-height:22px">Hi ${name}, enter this code to finish signing in to ${brand.name}:</p>
<p style="font-size:32px;font-weight:700;letter-spacing:6px;font-family:Menlo,Consolas,monospace;margin:24px 0">${code}</p>
<p style="font-size:13px;color:#57606a">The code expires in 10 minutes.</p></td></tr>`);
  return multipart(headers(brand, to, subject), text, html, random() < 0.6 ? 'quoted-printable' : '8bit');
}

function linkMail(to: string): string {
  const brand = pick(random, BRANDS);
  const kind = pick(random, ['reset', 'magic', 'verify', 'invite'] as const);
  const url = `https://app.${brand.domain}/${kind === 'reset' ? 'password/reset' : kind === 'magic' ? 'auth/magic' : kind === 'verify' ? 'email/verify' : 'join'}?token=${b64url(48)}`;
  const subject = { reset: 'Reset your password', magic: `Sign in to ${brand.name}`, verify: 'Confirm your email address', invite: `${pick(random, FIRST)} invited you to join ${brand.name}` }[kind];
  const action = { reset: 'Reset password', magic: 'Sign in', verify: 'Confirm email', invite: 'Accept invitation' }[kind];
  const html = shell(brand, subject, `<tr><td style="padding:32px">
<h1 style="font-size:22px;margin:0 0 16px">${subject}</h1>
<p style="font-size:15px;line-height:22px">${para(1)}</p>
<p style="margin:28px 0"><a class="btn" href="${url}" style="background:${brand.color};color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none">${action}</a></p>
<p style="font-size:13px;color:#57606a">Or paste this link into your browser:<br><a href="${url}">${url}</a></p>
<p style="font-size:13px;color:#57606a">${para(1)}</p></td></tr>`);
  return random() < 0.5
    ? htmlOnly(headers(brand, to, subject), html, random() < 0.5 ? 'base64' : 'quoted-printable')
    : multipart(headers(brand, to, subject), `${subject}\n\n${action}: ${url}\n\n${para(1)}`, html, 'quoted-printable');
}

function receiptMail(to: string): string {
  const brand = pick(random, BRANDS);
  const order = `${rint(100, 999)}-${rint(1000000, 9999999)}`;
  const lines = rint(28, 42);
  let total = 0;
  const rows: string[] = [];
  const textRows: string[] = [];
  for (let i = 0; i < lines; i++) {
    const qty = rint(1, 4);
    const price = rint(99, 25000) / 100;
    total += qty * price;
    const item = `${pick(random, WORDS)} ${pick(random, WORDS)} (${hex(6).toUpperCase()})`;
    rows.push(`<tr><td style="padding:6px 8px;border-bottom:1px solid #eaeef2;font-size:14px">${item}</td><td align="center" style="padding:6px 8px;border-bottom:1px solid #eaeef2;font-size:14px">${qty}</td><td align="right" style="padding:6px 8px;border-bottom:1px solid #eaeef2;font-size:14px">$${price.toFixed(2)}</td><td align="right" style="padding:6px 8px;border-bottom:1px solid #eaeef2;font-size:14px">$${(qty * price).toFixed(2)}</td></tr>`);
    textRows.push(`${item}  x${qty}  $${(qty * price).toFixed(2)}`);
  }
  const subject = `Your ${brand.name} receipt for order #${order}`;
  const html = shell(brand, `Order #${order}: $${total.toFixed(2)}`, `<tr><td style="padding:32px">
<h1 style="font-size:22px;margin:0 0 8px">Thanks for your order</h1>
<p style="font-size:14px;color:#57606a">Order #${order} · ${para(1)}</p>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="border-collapse:collapse;margin-top:16px">
<thead><tr><th align="left" style="padding:6px 8px;font-size:12px;text-transform:uppercase">Item</th><th style="padding:6px 8px;font-size:12px">Qty</th><th align="right" style="padding:6px 8px;font-size:12px">Price</th><th align="right" style="padding:6px 8px;font-size:12px">Amount</th></tr></thead>
<tbody>${rows.join('\n')}</tbody>
<tfoot><tr><td colspan="3" align="right" style="padding:8px;font-weight:700">Total</td><td align="right" style="padding:8px;font-weight:700">$${total.toFixed(2)}</td></tr></tfoot>
</table>
<p style="margin:24px 0"><a class="btn" href="${trackUrl(brand.domain)}">View order</a></p></td></tr>`);
  const text = `Thanks for your order #${order}\n\n${textRows.join('\n')}\n\nTotal: $${total.toFixed(2)}\n\n${para(1)}`;
  return multipart(headers(brand, to, subject), text, html, random() < 0.5 ? 'quoted-printable' : '8bit');
}

function newsletterMail(to: string): string {
  const brand = pick(random, BRANDS);
  const subject = `${brand.name} weekly: ${sentence(5).slice(0, -1)}`;
  const articles: string[] = [];
  for (let i = 0, n = rint(9, 12); i < n; i++) {
    articles.push(`<tr><td style="padding:16px 32px;border-bottom:1px solid #eaeef2">
<img src="https://cdn.${brand.domain}/img/${hex(12)}.jpg" width="536" alt="" style="display:block;width:100%;border-radius:4px">
<h2 style="font-size:18px;margin:12px 0 6px"><a href="${trackUrl(brand.domain)}" style="color:#24292f;text-decoration:none">${sentence(rint(5, 9))}</a></h2>
<p style="font-size:14px;line-height:21px;color:#424a53;margin:0">${para(rint(2, 3))}</p>
<p style="margin:8px 0 0"><a href="${trackUrl(brand.domain)}" style="color:${brand.color};font-size:14px">Read more →</a></p></td></tr>`);
  }
  const unsub = `https://${brand.domain}/unsubscribe/${b64url(32)}`;
  const html = shell(brand, sentence(12), `${articles.join('\n')}
<tr><td style="padding:16px 32px;font-size:12px;color:#57606a">You receive this because you subscribed. <a href="${unsub}">Unsubscribe</a></td></tr>`);
  const head = headers(brand, to, subject, [
    `List-Unsubscribe: <${unsub}>, <mailto:unsub-${hex(16)}@${brand.domain}>`,
    'List-Unsubscribe-Post: List-Unsubscribe=One-Click',
    `List-ID: <weekly.${brand.domain}>`,
  ]);
  return random() < 0.5 ? htmlOnly(head, html, 'base64') : multipart(head, `${subject}\n\n${para(10)}\n\nUnsubscribe: ${unsub}`, html, 'quoted-printable');
}

/** ~60% small (codes, links, invites) and ~40% large (receipts, newsletters). */
function buildPool(to: string): { pool: Buffer[]; kinds: string[] } {
  const kinds = [['code', 0.35, codeMail], ['link', 0.6, linkMail], ['receipt', 0.8, receiptMail], ['newsletter', 1, newsletterMail]] as const;
  const pool: Buffer[] = [];
  const kindOf: string[] = [];
  const byKind = new Map<string, number[]>();
  for (let i = 0; i < POOL_SIZE; i++) {
    const r = random();
    const [kind, , make] = kinds.find(([, upTo]) => r < upTo)!;
    const raw = Buffer.from(make(to), 'utf8');
    pool.push(raw);
    kindOf.push(kind);
    byKind.set(kind, [...(byKind.get(kind) ?? []), raw.length]);
  }
  note(`inputs: ${POOL_SIZE} distinct mails; ${[...byKind].map(([k, v]) => `${k} ×${v.length} median ${(median(v) / 1024).toFixed(1)} KB`).join(', ')}`);
  return { pool, kinds: kindOf };
}

// ---------------------------------------------------------------------------------------
// Subject and baselines
// ---------------------------------------------------------------------------------------

const tmp = tempDir('ik-bench-ingest-');
/** The subject as specified: the default service (background analysis included, as shipped). */
const service = await createInboxService({ database: join(tmp.dir, 'subject.sqlite'), maintenanceIntervalMs: 0, prepareThreads: PREPARE_THREADS });
/** The same with `analysis: false`: parse, extract and commit only. */
const bare = await createInboxService({ database: join(tmp.dir, 'bare.sqlite'), maintenanceIntervalMs: 0, prepareThreads: PREPARE_THREADS, analysis: false });
const inboxesOf = (svc: typeof service) => Promise.all(Array.from({ length: 8 }, (_, i) => svc.inboxes.create({ label: `bench ${i}`, lifecycle_mode: 'persistent' })));
const inboxes = await inboxesOf(service);
const bareInboxes = await inboxesOf(bare);
const { pool, kinds: poolKinds } = buildPool(inboxes[0]!.email_address);
const avgKb = pool.reduce((a, b) => a + b.length, 0) / pool.length / 1024;

/** A baseline store: one table, same pragmas as core, autocommit INSERT per message. */
function baselineStore(name: string) {
  const db = new Database(join(tmp.dir, name));
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.exec('CREATE TABLE mail (id INTEGER PRIMARY KEY, subject TEXT, from_addr TEXT, text TEXT, html TEXT, raw BLOB NOT NULL)');
  const insert = db.prepare('INSERT INTO mail (subject, from_addr, text, html, raw) VALUES (?, ?, ?, ?, ?)');
  return { db, insert };
}
const plain = baselineStore('baseline.sqlite');
const core = baselineStore('coreparse.sqlite');

let failures = 0;

function subjectOf(svc: typeof service, boxes: typeof inboxes) {
  let turn = 0;
  return async (raw: Buffer): Promise<void> => {
    const r = await svc.ingest(raw, { rcptTo: [boxes[turn++ % boxes.length]!.email_address] });
    if (r.stored.length !== 1) failures++;
  };
}
const subjectOne = subjectOf(service, inboxes);
const bareOne = subjectOf(bare, bareInboxes);

/**
 * The default service analyses every stored message on background workers in this thread.
 * A subject round ends only when that queue is empty again, so its analysis is paid inside
 * the round that caused it rather than leaking into the next variant's round.
 */
async function drainAnalysis(svc: typeof service): Promise<void> {
  const queue = svc.analysisQueue;
  if (!queue) return;
  const deadline = nowMs() + 30_000;
  while (await queue.pending() > 0) {
    if (nowMs() > deadline) throw new Error(`analysis queue did not drain: ${await queue.pending()} jobs pending`);
    await new Promise((r) => setTimeout(r, 2));
  }
}

async function baselineOne(raw: Buffer): Promise<void> {
  const mail = await simpleParser(raw);
  plain.insert.run(mail.subject ?? null, mail.from?.text ?? null, mail.text ?? null, typeof mail.html === 'string' ? mail.html : null, raw);
}

async function coreParseOne(raw: Buffer): Promise<void> {
  const mail = await parseMail(raw);
  core.insert.run(mail.subject, mail.fromEmail, mail.text, mail.html, raw);
}

const subjectRss = new RssSampler();
const baselineRss = new RssSampler();

interface Round { wall: number; cpu: number }

/** Messages per second of wall-clock and of process CPU time, `count` messages, `inFlight` at a time. */
function runner(one: (raw: Buffer) => Promise<void>, count: number, inFlight: number, rss: RssSampler, after?: () => Promise<void>) {
  // Every variant keeps its own cursor and runs once per round, so in a given round all of
  // them get the same slice of the pool (the mix of small and large mail differs by slice).
  let cursor = 0;
  return async (): Promise<Round> => {
    const inputs = Array.from({ length: count }, () => pool[cursor++ % pool.length]!);
    rss.start();
    const { wallMs, cpuMs } = await measureRun(async () => {
      if (inFlight === 1) {
        for (const raw of inputs) await one(raw);
      } else {
        let i = 0;
        const worker = async () => { while (i < inputs.length) await one(inputs[i++]!); };
        await Promise.all(Array.from({ length: inFlight }, worker));
      }
      await after?.();
    });
    rss.stop();
    return { wall: (count * 1000) / wallMs, cpu: (count * 1000) / cpuMs };
  };
}

// Sanity: the subjects store what they are given.
for (const [svc, boxes] of [[service, inboxes], [bare, bareInboxes]] as const) {
  const check = await svc.ingest(pool[0]!, { rcptTo: [boxes[0]!.email_address] });
  if (check.stored.length !== 1) throw new Error(`ingest stored ${check.stored.length} messages: ${JSON.stringify(check)}`);
}
await drainAnalysis(service);

/** INGEST_ONLY=subject (comma list) runs only those variants, e.g. under --cpu-prof. */
const ONLY = process.env.INGEST_ONLY?.split(',');
const only = (name: string, fn: () => Promise<Round>) => (!ONLY || ONLY.includes(name) ? fn : async () => ({ wall: Number.NaN, cpu: Number.NaN }));

const started = nowMs();
const onRound = (label: string) => (round: number, r: Record<string, Round>) => {
  if (round >= 0) note(`${label} round ${round + 1}/${ROUNDS}: ${Object.entries(r).map(([k, v]) => `${k} ${v.wall.toFixed(0)}/s`).join(', ')}`);
};

type Variant = 'subject' | 'noanalysis' | 'baseline' | 'coreparse';
const phase = (count: number, inFlight: number) => ({
  subject: only('subject', runner(subjectOne, count, inFlight, subjectRss, () => drainAnalysis(service))),
  noanalysis: only('noanalysis', runner(bareOne, count, inFlight, subjectRss)),
  baseline: only('baseline', runner(baselineOne, count, inFlight, baselineRss)),
  coreparse: only('coreparse', runner(coreParseOne, count, inFlight, baselineRss)),
});
const seq = await interleave<Variant, Round>(phase(SEQ_PER_ROUND, 1),
  { rounds: ROUNDS, warmup: 1, between: gc, onRound: onRound('sequential') });
const conc = await interleave<Variant, Round>(phase(CONC_PER_ROUND, IN_FLIGHT),
  { rounds: ROUNDS, warmup: 1, between: gc, onRound: onRound('concurrent') });

const elapsed = (nowMs() - started) / 1000;
const wall = (rounds: Round[]) => median(rounds.map((r) => r.wall));
// Each subject round against the baseline round next to it, then the median of those ratios.
const ratio = (a: Round[], b: Round[], key: keyof Round = 'wall') => median(a.map((r, i) => r[key] / b[i]![key]));

report('ingest_sequential_msgs_per_s', wall(seq.subject));
report('baseline_sequential_msgs_per_s', wall(seq.baseline));
report('ratio_sequential', ratio(seq.subject, seq.baseline));
report('ingest_concurrent_msgs_per_s', wall(conc.subject));
report('baseline_concurrent_msgs_per_s', wall(conc.baseline));
report('ratio_concurrent', ratio(conc.subject, conc.baseline));
report('peak_rss_mb', subjectRss.peakMb);
// The same service with analysis: false, i.e. parse, extract and commit only.
report('ingest_noanalysis_sequential_msgs_per_s', wall(seq.noanalysis));
report('ratio_noanalysis_sequential', ratio(seq.noanalysis, seq.baseline));
report('ingest_noanalysis_concurrent_msgs_per_s', wall(conc.noanalysis));
report('ratio_noanalysis_concurrent', ratio(conc.noanalysis, conc.baseline));
// Cross-checks: the same ratios in messages per CPU-second of this process (insensitive to
// other processes' load), and against a baseline that parses like core does.
report('ratio_sequential_cpu', ratio(seq.subject, seq.baseline, 'cpu'));
report('ratio_concurrent_cpu', ratio(conc.subject, conc.baseline, 'cpu'));
report('ratio_noanalysis_sequential_cpu', ratio(seq.noanalysis, seq.baseline, 'cpu'));
report('ratio_noanalysis_concurrent_cpu', ratio(conc.noanalysis, conc.baseline, 'cpu'));
report('coreparse_sequential_msgs_per_s', wall(seq.coreparse));
report('coreparse_concurrent_msgs_per_s', wall(conc.coreparse));
report('ratio_noanalysis_sequential_vs_coreparse_cpu', ratio(seq.noanalysis, seq.coreparse, 'cpu'));
report('baseline_peak_rss_mb', baselineRss.peakMb);
report('process_max_rss_mb', processMaxRssMb());
report('input_avg_kb', avgKb);
report('in_flight', IN_FLIGHT);
report('rounds', ROUNDS);
report('prepare_threads', PREPARE_THREADS);

// Where a message's CPU goes, stage by stage, over the whole input pool (process CPU time,
// so other processes' load does not count): plain simpleParser, core's parse, extraction.
const cpuMs = async (fn: () => unknown) => {
  const c0 = process.cpuUsage();
  await fn();
  const c = process.cpuUsage(c0);
  return (c.user + c.system) / 1000;
};
const stage = { simple: 0, parse: 0, extract: 0 };
const extractByKind = new Map<string, number[]>();
gc();
for (let i = 0; i < pool.length; i++) {
  const raw = pool[i]!;
  stage.simple += await cpuMs(() => simpleParser(raw));
  const parsed = await parseMail(raw);
  stage.parse += await cpuMs(() => parseMail(raw));
  const ms = await cpuMs(() => extract({
    subject: parsed.subject, text: parsed.text, html: parsed.html, listUnsubscribe: parsed.listUnsubscribe,
    fromName: parsed.fromName, fromEmail: parsed.fromEmail,
  }));
  stage.extract += ms;
  extractByKind.set(poolKinds[i]!, [...(extractByKind.get(poolKinds[i]!) ?? []), ms]);
}
note(`extract CPU ms per message by kind: ${[...extractByKind].map(([k, v]) => `${k} ${(v.reduce((a, b) => a + b, 0) / v.length).toFixed(2)}`).join(', ')}`);
report('stage_simpleparser_cpu_ms_per_msg', stage.simple / pool.length);
report('stage_parse_cpu_ms_per_msg', stage.parse / pool.length);
report('stage_extract_cpu_ms_per_msg', stage.extract / pool.length);
const cpuMsPerMsg = (rounds: Round[]) => 1000 / median(rounds.map((r) => r.cpu));
report('ingest_cpu_ms_per_msg', cpuMsPerMsg(seq.subject));
report('ingest_noanalysis_cpu_ms_per_msg', cpuMsPerMsg(seq.noanalysis));
report('analysis_cpu_ms_per_msg', cpuMsPerMsg(seq.subject) - cpuMsPerMsg(seq.noanalysis));
report('baseline_cpu_ms_per_msg', cpuMsPerMsg(seq.baseline));
report('ingest_failures', failures);
report('elapsed_s', elapsed);

await service.close();
await bare.close();
plain.db.close();
core.db.close();
tmp.cleanup();
