// Property-based fuzzing of parsing, extraction and ingest (fast-check). Inputs: random bytes,
// MIME-shaped messages with broken headers, bad and unknown charsets and transfer encodings,
// deeply nested multiparts, missing or misused boundaries, huge header lines, HTML with odd
// markup, text with digit runs and URLs, and pathological repetitions of small fragments.
// Properties: nothing throws (malformed mail is stored and flagged, never refused), a stored
// message reads back (every content mode, the raw source byte for byte), and the CPU time
// (process.cpuUsage, not wall time) per KB of input stays under a generous linear bound: that
// one asserted in the full form only (a loaded machine stretches CPU time too), reported in both.
// Short form: a fixed seed and a few hundred inputs; full form (INBOXKIT_FAULTS=full): 20× more
// and larger inputs, with a fresh seed printed at the start.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import fc from 'fast-check';
import Database from 'better-sqlite3';
import { extract, LINK_TYPES, MESSAGE_INTENTS, type ExtractInput, type Inbox } from '@inboxkit/core';
import { parseMail, prepareMail } from '@inboxkit/core/internal';
import { testService, type TestService } from '../packages/core/test/helpers.js';
import { figure } from './lib/figures.js';
import { FULL, scale } from './lib/scale.js';
import { CpuBound, FailureCount, fuzzParams, mimeMessage, mailText, oddHtml, randomMail, repeatedFragment, urlish } from './lib/fuzz-arbitraries.js';

// Bounds: a constant for fixed costs (a GC pause, a first-time regex compile, one SQLite
// commit) plus a per-KB slope far above the measured one: only super-linear work trips it.
const PREPARE = new CpuBound(60, 4);
const EXTRACT = new CpuBound(40, 3);
const INGEST = new CpuBound(100, 6);

const mime = mimeMessage({ maxHeaderLine: scale(64 * 1024, 1024 * 1024), maxDepth: scale(40, 300) });
/** Every mail-shaped input the file tries. */
const anyMail = fc.oneof(
  { weight: 2, arbitrary: randomMail },
  { weight: 5, arbitrary: mime },
);

/** Inputs that once failed a property here, replayed on every run (fuzzParams examples). */
const REGRESSIONS: Buffer[] = [
  // Deep multipart nesting with every boundary missing.
  Buffer.from(`${'Content-Type: multipart/mixed\r\n\r\n'.repeat(200)}body`),
  // Found here: a List-Unsubscribe header of `<` with no `>` was quadratic (a regex rescanned
  // from every `<`): 64 KB cost 13 s of CPU. Fixed in extract/links.ts listUnsubscribeUrls.
  Buffer.from(`From: a@b.example\r\nSubject: x\r\nList-Unsubscribe: ${'<'.repeat(48_000)}\r\n\r\nhello`),
];

let t: TestService;
let inbox: Inbox;
/** Properties that failed (the exception figure is 0 only when none did). */
const failures = new FailureCount();

test.before(async () => {
  t = await testService({ webhooks: false });
  inbox = await t.service.inboxes.create({ label: 'fuzz', lifecycle_mode: 'persistent' });
  // Warm-up: first calls compile regexes and JIT the parser; those are not the input's cost.
  for (let i = 0; i < 20; i++) {
    const raw = Buffer.from(`From: a@b.example\r\nSubject: warm ${i}\r\n\r\nYour code is ${100000 + i} https://x.example/verify?token=abc${i}`);
    await prepareMail(raw, { analyze: true });
    await t.service.ingest(raw, { rcptTo: [inbox.email_address] });
  }
});

test.after(async () => {
  await t?.cleanup();
});

function checkExtracted(r: Pick<ReturnType<typeof extract>, 'otp' | 'links' | 'intent'>, what: string): void {
  assert.ok(r.otp === null || (typeof r.otp === 'string' && r.otp.length > 0 && r.otp.length <= 64), `${what}: otp ${JSON.stringify(r.otp)}`);
  assert.ok(Array.isArray(r.links), `${what}: links is an array`);
  for (const l of r.links) {
    assert.type(l.url, 'string');
    assert.ok(LINK_TYPES.includes(l.type), `${what}: link type ${l.type}`);
  }
  assert.ok(r.intent === null || MESSAGE_INTENTS.includes(r.intent), `${what}: intent ${r.intent}`);
}

test('parse + extract + analysis (prepareMail) never throw on any input, with CPU time linear in its size', async () => {
  await failures.of(fc.assert(
    fc.asyncProperty(anyMail, async (raw) => {
      const { value: prepared, ms, ok } = await PREPARE.measure(raw.length, () => prepareMail(raw, { analyze: true }));
      const { parsed } = prepared;
      assert.type(parsed.malformed, 'boolean');
      if (parsed.malformed) assert.type(parsed.parseError, 'string');
      for (const v of [parsed.subject, parsed.text, parsed.html, parsed.fromEmail, parsed.messageId]) assert.ok(v === null || typeof v === 'string');
      assert.ok(Array.isArray(parsed.to));
      checkExtracted(prepared.extracted, 'prepareMail');
      assert.ok(prepared.preview === null || prepared.preview.length <= 200, 'preview is at most 200 characters');
      // The extraction ingest does is the one the public extract() gives for the parsed parts.
      const again = extract({
        subject: parsed.subject, text: parsed.text, html: parsed.html, listUnsubscribe: parsed.listUnsubscribe,
        fromName: parsed.fromName, fromEmail: parsed.fromEmail,
      });
      assert.equal(again, prepared.extracted, 'extract() agrees with prepareMail');
      if (FULL) assert.ok(ok, `prepareMail took ${ms.toFixed(1)} ms CPU for ${raw.length} bytes (bound ${PREPARE.limit(raw.length).toFixed(1)} ms)`);
    }),
    fuzzParams('prepareMail', 250, 5000, { examples: REGRESSIONS.map((r) => [r]) }),
  ));
});

test('parseMail flags what it cannot read instead of throwing', async () => {
  // Not MIME at all: kept as text, flagged.
  const garbage = await parseMail(Buffer.from('\u0000\u00ff no header here\r\n\r\njust words', 'latin1'));
  assert.is(garbage.malformed, true);
  assert.type(garbage.parseError, 'string');
  await failures.of(fc.assert(
    fc.asyncProperty(fc.uint8Array({ maxLength: 512 }), async (bytes) => {
      const parsed = await parseMail(Buffer.from(bytes));
      // No header block in front: flagged, and whatever text there is was kept in some form.
      if (bytes.length > 0 && !/^[!-9;-~]+:/m.test(Buffer.from(bytes).toString('latin1').split(/\r?\n\r?\n/, 1)[0] ?? '')) assert.is(parsed.malformed, true);
    }),
    fuzzParams('parseMail flags', 100, 2000),
  ));
});

/** Extractor input: each field arbitrary, adversarial or mail-like; large repetitions in the full form. */
const extractInput: fc.Arbitrary<ExtractInput> = fc.record({
  subject: fc.option(fc.oneof(mailText, fc.string({ maxLength: 300 }), repeatedFragment(scale(500, 5000))), { nil: null }),
  text: fc.option(fc.oneof(mailText, fc.string({ unit: 'binary', maxLength: 500 }), repeatedFragment(scale(3000, 40000))), { nil: null }),
  html: fc.option(fc.oneof(oddHtml, fc.string({ maxLength: 500 }), repeatedFragment(scale(3000, 40000))), { nil: null }),
  listUnsubscribe: fc.option(fc.oneof(urlish.map((u) => `<${u}>`), fc.string({ maxLength: 200 }), repeatedFragment(scale(500, 5000))), { nil: null }),
  fromName: fc.option(fc.string({ maxLength: 60 }), { nil: null }),
  fromEmail: fc.option(fc.oneof(fc.emailAddress(), fc.string({ maxLength: 60 })), { nil: null }),
});

/** Found here (full form, seed 1603515821): 3.7 KB of `<` as List-Unsubscribe took 52 ms; quadratic before the fix. */
const EXTRACT_REGRESSION: ExtractInput = { subject: null, text: null, html: null, listUnsubscribe: '<'.repeat(40_000), fromName: null, fromEmail: null };

const inputBytes = (i: ExtractInput) => [i.subject, i.text, i.html, i.listUnsubscribe, i.fromName, i.fromEmail]
  .reduce((n, s) => n + (s ? Buffer.byteLength(s) : 0), 0);

test('extract (OTP, links, intent) never throws, is deterministic, and is linear in its input', async () => {
  await failures.of(fc.assert(
    fc.asyncProperty(extractInput, async (input) => {
      const bytes = inputBytes(input);
      const { value: r, ms, ok } = await EXTRACT.measure(bytes, () => extract(input));
      checkExtracted(r, 'extract');
      assert.equal(extract(input), r, 'the same input gives the same result');
      if (FULL) assert.ok(ok, `extract took ${ms.toFixed(1)} ms CPU for ${bytes} bytes (bound ${EXTRACT.limit(bytes).toFixed(1)} ms)`);
    }),
    fuzzParams('extract', 300, 6000, { examples: [[EXTRACT_REGRESSION]] }),
  ));
});

test('ingest into a real service stores every input (malformed flagged, not refused) and reads it back', async () => {
  const db = new Database(t.dbPath, { readonly: true });
  const flagOf = db.prepare('SELECT malformed, parse_error FROM messages WHERE id = ?');
  let stored = 0;
  let malformed = 0;
  try {
    await failures.of(fc.assert(
      fc.asyncProperty(anyMail, async (raw) => {
        // (A re-measured ingest stores the input again: harmless, each copy is a message of its own.)
        const { value: result, ms, ok } = await INGEST.measure(raw.length, () => t.service.ingest(raw, { rcptTo: [inbox.email_address], mailFrom: 'fuzz@sender.example' }));
        assert.is(result.rejected.length, 0, 'no recipient refused');
        assert.is(result.stored.length, 1, 'stored once');
        const id = result.stored[0]!.messageId;
        const row = flagOf.get(id) as { malformed: number; parse_error: string | null };
        assert.is(row.malformed === 1, result.malformed, 'the row carries the malformed flag ingest reported');
        if (result.malformed) assert.type(row.parse_error, 'string');
        // Read back: every content mode, JSON-serialisable as the HTTP API sends it, and the raw source unchanged.
        const full = await t.service.messages.get(id, 'full');
        assert.is(full.id, id);
        assert.is(full.inbox_id, inbox.id);
        checkExtracted(full, 'stored message');
        JSON.parse(JSON.stringify(full));
        for (const mode of ['otp', 'links', 'text_only'] as const) assert.is((await t.service.messages.get(id, mode)).id, id);
        assert.ok((await t.service.messages.raw(id)).equals(raw), 'raw source stored byte for byte');
        stored++;
        if (result.malformed) malformed++;
        if (FULL) assert.ok(ok, `ingest took ${ms.toFixed(1)} ms CPU for ${raw.length} bytes (bound ${INGEST.limit(raw.length).toFixed(1)} ms)`);
      }),
      fuzzParams('ingest', 150, 3000, { examples: REGRESSIONS.map((r) => [r]) }),
    ));
    // The inbox lists them too.
    const page = await t.service.messages.list(inbox.id, { limit: 1 });
    assert.is(page.items.length, 1);
  } finally {
    db.close();
  }
  figure('fuzz-ingest: messages ingested and read back', stored, 'messages');
  figure('fuzz-ingest: of which flagged malformed', malformed, 'messages');
});

test.after(() => {
  figure('fuzz-ingest: prepareMail inputs tried', PREPARE.samples, 'inputs');
  figure('fuzz-ingest: prepareMail worst CPU per input', PREPARE.worstMs, 'ms', `< ${PREPARE.constMs} ms + ${PREPARE.perKbMs} ms/KB (input was ${PREPARE.worstInputKb.toFixed(1)} KB)`);
  figure('fuzz-ingest: prepareMail worst CPU per KB (inputs ≥ 16 KB)', PREPARE.worstPerKb, 'ms/KB', `< ${PREPARE.perKbMs} ms/KB + constant`);
  figure('fuzz-ingest: extract inputs tried', EXTRACT.samples, 'inputs');
  figure('fuzz-ingest: extract worst CPU per input', EXTRACT.worstMs, 'ms', `< ${EXTRACT.constMs} ms + ${EXTRACT.perKbMs} ms/KB (input was ${EXTRACT.worstInputKb.toFixed(1)} KB)`);
  figure('fuzz-ingest: extract worst CPU per KB (inputs ≥ 16 KB)', EXTRACT.worstPerKb, 'ms/KB', `< ${EXTRACT.perKbMs} ms/KB + constant`);
  figure('fuzz-ingest: ingest worst CPU per input', INGEST.worstMs, 'ms', `< ${INGEST.constMs} ms + ${INGEST.perKbMs} ms/KB (input was ${INGEST.worstInputKb.toFixed(1)} KB)`);
  figure('fuzz-ingest: ingest worst CPU per KB (inputs ≥ 16 KB)', INGEST.worstPerKb, 'ms/KB', `< ${INGEST.perKbMs} ms/KB + constant`);
  figure('fuzz-ingest: properties failed (exceptions, refusals, unreadable messages, CPU bound)', failures.value, '', '0');
});

test.run();
