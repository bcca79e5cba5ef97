/**
 * The keyword regexes' word-edge checks are split into small classes for speed; together they
 * must reject exactly the characters the single class [\p{L}\p{N}_] (as withoutUnicodeFlag
 * spells it) rejects, with and without the case-insensitive flag. The literal pre-checks must
 * let through every spelling of the words they stand before.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import * as lexicon from '../src/extract/lexicon.js';
import { Scanner } from '../src/extract/scanner.js';
import { LATIN_END, LATIN_START, PROMO_TRIGGER_RE, TRIGGER_RE, withoutUnicodeFlag } from '../src/extract/lexicon.js';
import { CODE_NAME, CODE_NOUN, PROMOTION } from '../src/lexicon/codes.js';
import { LANGUAGES, type Concept } from '../src/lexicon/languages.js';
import { expand } from '../src/lexicon/pattern.js';

/** Every spelling of the concepts' entries, a `~` or `\p{L}*` taken as no letters, lookarounds dropped. */
function spellings(...concepts: Concept[]): string[] {
  const out: string[] = [];
  for (const concept of concepts) {
    for (const key of [...LANGUAGES, 'any'] as const) {
      for (const entry of concept[key] ?? []) {
        out.push(...expand(entry.replace(/\\p\{L\}\*|~/g, '').replace(/\(\?<?[!=](?:[^()]|\([^()]*\))*\)/g, '')));
      }
    }
  }
  return out;
}

test('split word-edge classes equal the single class, for every UTF-16 unit', () => {
  const single = withoutUnicodeFlag('[\\p{L}\\p{N}_]');
  for (const flags of ['', 'i']) {
    const startOne = new RegExp(`(?<!${single})x`, flags);
    const startSplit = new RegExp(`${LATIN_START}x`, flags);
    const endOne = new RegExp(`x(?!${single})`, flags);
    const endSplit = new RegExp(`x${LATIN_END}`, flags);
    for (let c = 0; c < 0x10000; c++) {
      const ch = String.fromCharCode(c);
      if (startOne.test(ch + 'x') !== startSplit.test(ch + 'x')) assert.unreachable(`start U+${c.toString(16)} /${flags}`);
      if (endOne.test('x' + ch) !== endSplit.test('x' + ch)) assert.unreachable(`end U+${c.toString(16)} /${flags}`);
    }
  }
  // [text, a word edge before "x"]
  const cases: [string, boolean][] = [[' x', true], ['ax', false], ['éx', false], ['Жx', false], ['日x', false], ['한x', false], ['_x', false], ['7x', false], ['-x', true], ['\u3000x', true],
    ['אx', false], ['بx', false], ['कx', false], ['ạx', false]];
  for (const [text, edge] of cases) assert.is(new RegExp(`${LATIN_START}x`, 'i').test(text), edge, text);
});

test('every keyword regex (each part of a scanner) stays under V8\'s 20 KB limit for native compilation (past it, one ran 25 times slower)', () => {
  const regexes = Object.entries(lexicon).flatMap(([name, v]): Array<[string, RegExp]> =>
    v instanceof RegExp ? [[name, v]] : v instanceof Scanner ? v.parts.map((re, i) => [`${name} part ${i + 1}`, re]) : []);
  assert.ok(regexes.length > 20);
  for (const [name, re] of regexes) assert.ok(re.source.length < 20 * 1024, `${name}: ${re.source.length} characters`);
});

test('the pre-checks let every code word and every promotion through', () => {
  const words = spellings(CODE_NAME, CODE_NOUN);
  assert.ok(words.length > 500);
  assert.equal(words.filter((w) => !TRIGGER_RE.test(w)), [], 'code words without a CODE_ROOT root');
  const promos = spellings(PROMOTION);
  assert.equal(promos.filter((w) => !PROMO_TRIGGER_RE.test(w)), [], 'promotions the pre-check misses');
  // The two the hand-written pre-check lacked.
  for (const w of ['знижка', '優惠']) assert.ok(PROMO_TRIGGER_RE.test(w), w);
});

test.run();
