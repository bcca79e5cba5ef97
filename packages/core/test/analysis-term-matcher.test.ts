/**
 * TermMatcher must find exactly what compileTerms' regexes find (countTerms / hasTerm):
 * table-driven edge cases, then a differential run over the analyzer's real keyword lists
 * and generated multilingual text.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { seededRandom as rng } from './helpers.js';
import { TermMatcher } from '../src/analyzers/term-matcher.js';
import { compileTerms, countTerms, hasTerm } from './support/terms-oracle.js';
import {
  ACTION_TERMS, BOILERPLATE_TERMS, CATEGORY_TERMS, NO_ACTION_TERMS, URGENT_TERMS,
} from '../src/analyzers/lexicon.js';

/** [name, lists, text, caps, expected counts] */
const CASES: [string, string[][], string, number[], number[]][] = [
  ['word start required', [['code']], 'barcode zipcode code', [9], [1]],
  ['prefix of a longer word matches', [['rechnung']], 'ihre rechnungsnummer', [9], [1]],
  ['trailing $ demands a word end', [['sale$']], 'wholesale sales sale! sale', [9], [1]],
  ['distinct terms, not occurrences', [['invoice', 'receipt']], 'invoice invoice receipt invoice', [9], [2]],
  ['cap stops the count', [['a1', 'b2', 'c3']], 'a1 b2 c3', [2], [2]],
  ['cap 0: list not looked for', [['a1'], ['b2']], 'a1 b2', [0, 9], [0, 1]],
  ['space matches any run of blanks', [['tracking number']], 'tracking \n\t number', [9], [1]],
  ['space needs at least one blank in Latin terms', [['log in']], 'login', [9], [0]],
  ['multi-word term with punctuation', [['sign-in code', "code d'accès"]], 'your sign-in code; code d\'accès', [9], [2]],
  ['accents are letters (no word start inside)', [['paiement']], 'prépaiement paiement', [9], [1]],
  ['accented word start', [['échéance']], "l'échéance", [9], [1]],
  ['longer term first, no overlap in one list', [['verification code', 'code']], 'verification code', [9], [1]],
  ['overlapping terms in different lists both count', [['verification code'], ['code']], 'verification code', [9, 9], [1, 1]],
  ['after a long match the short one may follow', [['verification code', 'code']], 'verification code, code', [9], [2]],
  ['overlap: a match hides a later start inside it', [['new sign-in', 'sign-in attempt']], 'new sign-in attempt', [9], [1]],
  ['CJK terms match inside words', [['認証コード']], 'あなたの認証コードは123456です', [9], [1]],
  ['CJK space optional, written forms counted apart', [['인증 코드']], '인증코드 인증 코드 인증코드', [9], [2]],
  ['Hangul term starting with a digit', [['2단계 인증']], 'x2단계인증', [9], [1]],
  ['Latin before CJK at one position', [['otp', 'otp認証']], 'otp認証', [9], [1]],
  ['Cyrillic word boundaries', [['оплата']], 'предоплата оплата', [9], [1]],
  ['a term starting with a symbol still needs a non-word before it', [['% off']], '20% off, 20 % off', [9], [1]],
  ['one-character term', [['©']], '©2024 x©', [9], [1]],
  ['astral letter before blocks a word start', [['code']], '\u{1D49C}code', [9], [0]],
  ['astral letter after blocks a whole-word end', [['code$']], 'code\u{1D49C} code', [9], [1]],
  ['emoji is not a letter', [['code']], '🔑code', [9], [1]],
  ['empty text', [['a1']], '', [9], [0]],
  ['long ASCII runs are jumped over, terms after them found', [['code', 'x1']], `${'a1'.repeat(20)}code ${'x'.repeat(40)}-code x1`, [9], [2]],
  ['a long run ending in a non-ASCII letter still hides a term', [['code']], `${'a'.repeat(30)}écode ${'b'.repeat(16)}`, [9], [0]],
  ['a run of exactly the jump length', [['code']], `${'a'.repeat(16)} code ${'a'.repeat(15)}`, [9], [1]],
  ['runs in CJK text are read character by character', [['2단계 인증']], `${'x'.repeat(40)}2단계인증`, [9], [1]],
  ['shared prefixes: each list takes its own first term', [['your order', 'your'], ['your code', 'your order number'], ['you$']], 'your order number your code you', [9, 9, 9], [2, 2, 1]],
  ['a term ending where a longer one goes on past a blank run', [['sign in code', 'sign in']], 'sign \n in  code, sign in', [9], [2]],
  ['word-end terms at several depths of one path', [['pay$', 'paid$', 'payment']], 'pay paid payment payday', [9], [3]],
  ['terms are lower-cased at compile time', [['Invoice']], 'invoice', [9], [1]],
];

for (const [name, lists, text, caps, expected] of CASES) {
  test(`table: ${name}`, () => {
    const matcher = new TermMatcher(lists);
    assert.equal(matcher.count(text, caps), expected);
    lists.forEach((_, l) => { if (caps[l]! > 0) assert.is(matcher.has(text, l), expected[l]! > 0, `has, list ${l}`); });
    // And the regexes agree.
    assert.equal(lists.map((l, i) => (caps[i]! > 0 ? countTerms(compileTerms(l), text, caps[i]!) : 0)), expected, 'regex');
  });
}

test('Latin terms with a blank other than the space are refused', () => {
  assert.throws(() => new TermMatcher([['a\tb']]), /blank/);
  assert.throws(() => new TermMatcher([[' ab']]), /blank/);
  new TermMatcher([['a b', '認証 コード']]); // spaces, and CJK terms, are fine
});

/** What the generator glues terms of the lists with (rng: a deterministic generator from helpers). */
const GLUE = [' ', '  ', '\n', '\t', '\u00a0', '\u3000', '', '', '-', '.', ', ', "'", 'x', 'é', '2', 'の', '가', '%', '\u{1D49C}', '🔑', 's', 'ing '];

test('differential: the analyzer lists over generated text agree with the regexes', () => {
  const lists = [...Object.values(CATEGORY_TERMS), URGENT_TERMS, ACTION_TERMS, NO_ACTION_TERMS, BOILERPLATE_TERMS];
  const regexes = lists.map((l) => compileTerms(l));
  const matcher = new TermMatcher(lists);
  const words = lists.flat().map((t) => t.replace(/\$$/, ''));
  const random = rng(42);
  const pick = <T>(a: readonly T[]): T => a[Math.floor(random() * a.length)]!;
  let found = 0;
  for (let n = 0; n < 120; n++) {
    let text = '';
    const parts = 1 + Math.floor(random() * 40);
    for (let k = 0; k < parts; k++) {
      let w = pick(words);
      // Squeeze or widen blanks inside terms now and then, and cut some short.
      if (random() < 0.2) w = w.replace(/ /g, pick(['', '  ', '\n', '\u00a0']));
      if (random() < 0.1) w = w.slice(0, Math.max(1, w.length - 2));
      text += pick(GLUE) + w + pick(GLUE);
    }
    text = text.toLowerCase();
    for (const cap of [1, 2, 4]) {
      const caps = lists.map(() => cap);
      const counts = matcher.count(text, caps);
      assert.equal(counts, regexes.map((re) => countTerms(re, text, cap)), text);
      found += counts.reduce((a, b) => a + b, 0);
    }
    for (let l = 0; l < lists.length; l++) assert.is(matcher.has(text, l), hasTerm(regexes[l]!, text), text);
  }
  assert.ok(found > 1_500, `the generated texts must hold many terms (${found})`);
});

test.run();
