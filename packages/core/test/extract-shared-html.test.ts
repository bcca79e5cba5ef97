/**
 * prepareMail converts HTML to text once and hands the result to the extractors, the preview,
 * the built-in analyzer and the search index. Each must give exactly what it gives when it converts on its own,
 * for every corpus message and for HTML-only mail past the analyzer's and the preview's
 * size bounds (where the shared conversion of the whole HTML must not be used).
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { extract, htmlToText } from '../src/extract/index.js';
import { SEARCH_BODY_CHARS } from '../src/storage/index.js';
import { analyzeBuiltin } from '../src/analyzers/builtin.js';
import { parseMail } from '../src/ingest/parse.js';
import { prepareMail, type PreparedMail } from '../src/ingest/prepare.js';
import { previewText } from '../src/ingest/preview.js';

const dir = join(new URL('.', import.meta.url).pathname, 'fixtures', 'corpus');
const files = readdirSync(dir).filter((f) => f.endsWith('.eml')).sort();

/** What ingest computed before the conversion was shared: each reader on its own. */
async function separately(raw: Buffer) {
  const parsed = await parseMail(raw);
  const extracted = extract({
    subject: parsed.subject, text: parsed.text, html: parsed.html, listUnsubscribe: parsed.listUnsubscribe,
    fromName: parsed.fromName, fromEmail: parsed.fromEmail,
  });
  const analysis = analyzeBuiltin({
    subject: parsed.subject, text: parsed.text, html: parsed.html, fromName: parsed.fromName,
    fromEmail: parsed.fromEmail ?? '', toEmail: '', otp: extracted.otp, links: extracted.links,
    intent: extracted.intent, receivedAt: '',
  });
  // The search index reads the text of HTML-only mail (capped), converted on its own here.
  const htmlSearchText = parsed.text === null && parsed.html !== null ? htmlToText(parsed.html).text.slice(0, SEARCH_BODY_CHARS) : null;
  return { parsed, extracted, preview: previewText(parsed.text, parsed.html), analysis, htmlSearchText };
}

/**
 * What is compared: everything but the stored form (content/codec.ts has tests of its own), the
 * safety findings (their own reader; safety.test.ts), the header fields (content-headers.test.ts)
 * and the search tokens made from them (storage-contract.test.ts, search-language.test.ts).
 */
function withoutStored({ stored: _stored, safety: _safety, headers: _headers, searchTokens: _tokens, ...rest }: PreparedMail) {
  return rest;
}

function htmlOnly(html: string): Buffer {
  return Buffer.from(`From: Shop <shop@example.com>\r\nTo: a@example.com\r\nSubject: Your order\r\nMIME-Version: 1.0\r\nContent-Type: text/html; charset=utf-8\r\n\r\n${html}\r\n`);
}

test('corpus: shared conversion gives the same extraction, preview and analysis', async () => {
  for (const f of files) {
    const raw = readFileSync(join(dir, f));
    assert.equal(withoutStored(await prepareMail(raw, { analyze: true })), await separately(raw), f);
  }
});

test('HTML-only mail around the size bounds (128,000 and 200,000 characters)', async () => {
  // Markup without text, then the only text at the very end: a conversion of the whole HTML
  // sees it and one of its head does not, so using the wrong one shows in the preview and
  // in the analysis (summary, amount).
  const row = '<tr><td style="padding:8px 40px;font-family:Arial,sans-serif;color:#374151"><img src="https://cdn.example.com/p.png" width="1" height="1" alt=""></td></tr>\n';
  for (const size of [1_000, 127_000, 129_000, 199_000, 201_000, 260_000]) {
    let html = '<table>';
    while (html.length < size) html += row;
    html += '</table><p>Your order 4829130 has shipped. The total was $48.20, paid by card.</p>';
    const raw = htmlOnly(html);
    assert.equal(withoutStored(await prepareMail(raw, { analyze: true })), await separately(raw), String(size));
  }
});

test.run();
