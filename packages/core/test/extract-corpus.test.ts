/**
 * Corpus test: every fixture in test/fixtures/corpus is parsed with the real MIME parser
 * and run through the extractors; otp, intent and the typed link list must match
 * expected.json exactly. An aggregate test computes the quality figures the issue sets
 * (OTP exact match, false codes on no-code mail, typed-link precision/recall, intent
 * accuracy), prints them and asserts the targets.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { extract } from '../src/extract/index.js';
import { parseMail } from '../src/ingest/parse.js';
import type { ExtractResult } from '../src/extract/types.js';

interface Expected {
  otp: string | null;
  intent: string | null;
  links: { url: string; type: string }[];
}

const dir = join(new URL('.', import.meta.url).pathname, 'fixtures', 'corpus');
const expected = JSON.parse(readFileSync(join(dir, 'expected.json'), 'utf8')) as Record<string, Expected>;
const files = readdirSync(dir).filter((f) => f.endsWith('.eml')).sort();

async function run(file: string): Promise<ExtractResult> {
  const mail = await parseMail(readFileSync(join(dir, file)));
  return extract({
    subject: mail.subject, text: mail.text, html: mail.html, listUnsubscribe: mail.listUnsubscribe,
    fromName: mail.fromName, fromEmail: mail.fromEmail,
  });
}

const results = new Map<string, ExtractResult>();
const corpus = suite('extract corpus');

corpus.before(async () => {
  for (const f of files) results.set(f, await run(f));
});

corpus('every fixture has an expectation and vice versa', () => {
  assert.ok(files.length >= 150, `corpus has ${files.length} fixtures, want >= 150`);
  assert.equal(Object.keys(expected).sort(), files);
});

for (const file of files) {
  corpus(file, () => {
    const got = results.get(file)!;
    const want = expected[file]!;
    assert.is(got.otp, want.otp, `${file}: otp`);
    assert.is(got.intent, want.intent, `${file}: intent`);
    assert.equal(got.links, want.links, `${file}: links`);
  });
}

corpus('aggregate quality figures meet the targets', () => {
  let codeMails = 0, codeExact = 0, noCodeMails = 0, falseCodes = 0, intentOk = 0;
  let tp = 0, fp = 0, fn = 0;
  for (const file of files) {
    const got = results.get(file)!;
    const want = expected[file]!;
    if (want.otp !== null) { codeMails++; if (got.otp === want.otp) codeExact++; }
    else { noCodeMails++; if (got.otp !== null) falseCodes++; }
    if (got.intent === want.intent) intentOk++;
    const wantSet = new Set(want.links.map((l) => `${l.type} ${l.url}`));
    const gotSet = new Set(got.links.map((l) => `${l.type} ${l.url}`));
    for (const l of gotSet) if (wantSet.has(l)) tp++; else fp++;
    for (const l of wantSet) if (!gotSet.has(l)) fn++;
  }
  const pct = (a: number, b: number): number => (b === 0 ? 100 : (100 * a) / b);
  const figures = {
    messages: files.length,
    otpExact: pct(codeExact, codeMails),
    falseCodeRate: pct(falseCodes, noCodeMails),
    linkPrecision: pct(tp, tp + fp),
    linkRecall: pct(tp, tp + fn),
    intentAccuracy: pct(intentOk, files.length),
  };
  console.log(
    `corpus: ${figures.messages} messages (${codeMails} with a code, ${noCodeMails} without, ${tp + fn} links)\n` +
      `otp exact match: ${figures.otpExact.toFixed(1)}%\n` +
      `false code rate on no-code mail: ${figures.falseCodeRate.toFixed(2)}%\n` +
      `typed-link precision: ${figures.linkPrecision.toFixed(1)}%\n` +
      `typed-link recall: ${figures.linkRecall.toFixed(1)}%\n` +
      `intent accuracy: ${figures.intentAccuracy.toFixed(1)}%`,
  );
  assert.ok(figures.otpExact >= 98, `otp exact ${figures.otpExact}`);
  assert.ok(figures.falseCodeRate <= 1, `false code rate ${figures.falseCodeRate}`);
  assert.ok(figures.linkPrecision >= 97, `link precision ${figures.linkPrecision}`);
  assert.ok(figures.linkRecall >= 97, `link recall ${figures.linkRecall}`);
  assert.ok(figures.intentAccuracy >= 95, `intent accuracy ${figures.intentAccuracy}`);
});

corpus.run();
