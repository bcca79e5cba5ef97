/**
 * The blind set (test/fixtures/blind, issue 24): 402 mails in 50 languages written from the rules
 * of docs/extractors.md and a list of situations by authors who never saw the extractor, its
 * lexicon or its fixtures, each expectation labelled before the extractor ran (batches a–c
 * first; d and e after rounds of changes, each scored on arrival). 100 of batches a–c
 * (heldout.json, chosen by a hash of the file name) are held out: no change is tuned on them,
 * and this test fails if one of them, or its expectation, changes. The figures are held to a
 * floor (today's, so a change that lowers one fails) and compared with issue 24's targets; every
 * miss outside the held-out part is printed (the held-out part's misses are not, on purpose).
 */
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { differences, figures, loadExpectations, scoreFolder, table, type Figures, type Scored } from './support/extract-scores.js';

const DIR = new URL('./fixtures/blind/', import.meta.url).pathname;
const HELD_OUT = JSON.parse(readFileSync(join(DIR, 'heldout.json'), 'utf8')) as string[];
/** sha256 over each held-out file's name, bytes and expectation (JSON, keys sorted), in heldout.json's order. */
const HELD_OUT_DIGEST = '110fd99aa05821f7fab6cc5af04f8ea3fc1bfef97d685927118587a37fbedfbf';

/** Issue 24's targets, on the held-out part and on everything. */
const TARGET: Figures = {
  messages: 0, codeMails: 0, codeExactAll: 98, codeExactWithCode: 95, falseCodes: 1, intent: 93, specialPrecision: 97, specialRecall: 93,
};
/** What the test holds: today's figures (held out, all), rounded down. */
const FLOOR: Record<'heldOut' | 'all', Omit<Figures, 'messages' | 'codeMails'>> = {
  heldOut: { codeExactAll: 98, codeExactWithCode: 97.3, falseCodes: 1.7, intent: 93, specialPrecision: 95.6, specialRecall: 91.6 },
  all: { codeExactAll: 97.9, codeExactWithCode: 97.5, falseCodes: 1.8, intent: 95.2, specialPrecision: 97.3, specialRecall: 94.8 },
};

const sorted = (v: unknown): unknown =>
  Array.isArray(v) ? v.map(sorted) : v && typeof v === 'object' ? Object.fromEntries(Object.keys(v).sort().map((k) => [k, sorted((v as Record<string, unknown>)[k])])) : v;

function heldOutDigest(): string {
  const expected = loadExpectations(DIR);
  const h = createHash('sha256');
  for (const file of HELD_OUT) h.update(file).update(readFileSync(join(DIR, file))).update(JSON.stringify(sorted(expected[file])));
  return h.digest('hex');
}

const blind = suite('extract: blind set');
let scored: Scored[] = [];
blind.before(async () => {
  scored = await scoreFolder(DIR);
});

blind('every mail has an expectation and vice versa; 250+ mails, 30+ languages, 40 % without a code; 100 held out, unchanged', () => {
  const files = readdirSync(DIR).filter((f) => f.endsWith('.eml')).sort();
  assert.equal(Object.keys(loadExpectations(DIR)).sort(), files);
  assert.ok(files.length >= 250, `${files.length} mails`);
  assert.ok(new Set(scored.map((s) => s.want.lang)).size >= 30, 'languages');
  assert.ok(scored.filter((s) => s.want.otp === null).length >= 0.4 * scored.length, 'share without a code');
  assert.is(HELD_OUT.length, 100);
  assert.ok(HELD_OUT.every((f) => files.includes(f)), 'every held-out file exists');
  assert.is(heldOutDigest(), HELD_OUT_DIGEST, 'the held-out mails and their expectations are frozen');
});

function check(name: keyof typeof FLOOR, f: Figures): void {
  const floor = FLOOR[name];
  assert.ok(f.codeExactAll >= floor.codeExactAll, `${name}: code exact ${f.codeExactAll}`);
  assert.ok(f.codeExactWithCode >= floor.codeExactWithCode, `${name}: code exact with a code ${f.codeExactWithCode}`);
  assert.ok(f.falseCodes <= floor.falseCodes, `${name}: false codes ${f.falseCodes}`);
  assert.ok(f.intent >= floor.intent, `${name}: intent ${f.intent}`);
  assert.ok(f.specialPrecision >= floor.specialPrecision, `${name}: special-link precision ${f.specialPrecision}`);
  assert.ok(f.specialRecall >= floor.specialRecall, `${name}: special-link recall ${f.specialRecall}`);
}

blind('figures hold the floor on the held-out part and on everything; misses outside it are listed', () => {
  const held = new Set(HELD_OUT);
  const heldOut = figures(scored.filter((s) => held.has(s.file)));
  const all = figures(scored);
  console.log(table('set', new Map([['blind, held out', heldOut], ['blind, all', all], ['issue 24 target', { ...TARGET, messages: 0, codeMails: 0 }]])));
  for (const s of scored) {
    if (held.has(s.file)) continue;
    const diff = differences(s);
    if (diff.length) console.log(`  ${s.file} [${s.want.kind}]: ${diff.join('; ')}`);
  }
  check('heldOut', heldOut);
  check('all', all);
});

blind.run();
