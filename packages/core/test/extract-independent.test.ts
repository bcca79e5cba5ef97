/**
 * The independent fixture set (test/fixtures/independent, issue 14): mail written from the
 * rules in docs/extractors.md by authors who never saw the extractor or its own corpus, in 23
 * languages, each expectation labelled before the extractor ran. It measures generalisation,
 * so the test holds the figures to issue 14's bar (TARGET) and prints every miss.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { readdirSync } from 'node:fs';
import { differences, figures, groupBy, INDEPENDENT_DIR, loadExpectations, scoreFolder, table, type Figures, type Scored } from './support/extract-scores.js';

const TARGET = { codeExactAll: 99, falseCodes: 0.5, intent: 97, specialPrecision: 98, specialRecall: 97 };
/**
 * What the test holds: issue 14's bar, met since the vocabulary, script and link-collection
 * fixes (today every figure is 100 % and no code is reported on mail without one). Every miss
 * is printed, so a regression within the bar is still visible.
 */
const FLOOR = TARGET;

const independent = suite('extract: independent set');
let scored: Scored[] = [];
independent.before(async () => {
  scored = await scoreFolder();
});

independent('every fixture has an expectation and vice versa; at least 300 messages, 22 languages, 40 % without a code', () => {
  const files = readdirSync(INDEPENDENT_DIR).filter((f) => f.endsWith('.eml')).sort();
  assert.equal(Object.keys(loadExpectations()).sort(), files);
  assert.ok(files.length >= 300, `${files.length} messages`);
  assert.ok(new Set(scored.map((s) => s.want.lang)).size >= 22, 'languages');
  assert.ok(scored.filter((s) => s.want.otp === null).length >= 0.4 * scored.length, 'share without a code');
});

independent('figures hold the floor (and the misses are listed)', () => {
  const f: Figures = figures(scored);
  console.log(table('set', new Map([['independent', f]])));
  console.log(table('language', groupBy(scored, (s) => s.want.lang)));
  for (const s of scored) {
    const diff = differences(s);
    if (diff.length) console.log(`  ${s.file} [${s.want.kind}]: ${diff.join('; ')}`);
  }
  const gaps = Object.entries(TARGET).filter(([k, t]) => (k === 'falseCodes' ? f[k] > t : f[k as keyof typeof TARGET] < t));
  if (gaps.length) console.log(`below issue 14's target: ${gaps.map(([k, t]) => `${k} ${f[k as keyof Figures].toFixed(1)} (target ${t})`).join(', ')}`);
  assert.ok(f.codeExactAll >= FLOOR.codeExactAll, `code exact ${f.codeExactAll}`);
  assert.ok(f.falseCodes <= FLOOR.falseCodes, `false codes ${f.falseCodes}`);
  assert.ok(f.intent >= FLOOR.intent, `intent ${f.intent}`);
  assert.ok(f.specialPrecision >= FLOOR.specialPrecision, `special-link precision ${f.specialPrecision}`);
  assert.ok(f.specialRecall >= FLOOR.specialRecall, `special-link recall ${f.specialRecall}`);
});

independent.run();
