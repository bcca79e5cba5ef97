/**
 * The vocabulary's contract: one syntax read two ways (regex sources for the extractor,
 * plain terms for the analyzer), and every concept worded in every language it claims.
 * Concept files are found by listing src/lexicon, so a new file is checked without being
 * registered here.
 */
import { readdirSync } from 'node:fs';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { LANGUAGES, type Concept } from '../src/lexicon/languages.js';
import { conceptSources, conceptTerms, entrySource, expand } from '../src/lexicon/pattern.js';

const DIR = new URL('../src/lexicon/', import.meta.url);
const KEYS = new Set<string>([...LANGUAGES, 'any']);
const NOT_CONCEPTS = new Set(['languages.ts', 'pattern.ts', 'index.ts']);

const isConcept = (v: unknown): v is Concept =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && Object.keys(v).length > 0 &&
  Object.entries(v).every(([k, list]) => KEYS.has(k) && Array.isArray(list) && list.every((e) => typeof e === 'string'));

/** Every concept exported by the concept files, by "file: name" (records of concepts, such as labels per kind, included). */
async function allConcepts(): Promise<Map<string, Concept>> {
  const found = new Map<string, Concept>();
  for (const file of readdirSync(DIR).filter((f) => f.endsWith('.ts') && !NOT_CONCEPTS.has(f))) {
    const mod = (await import(new URL(file, DIR).href)) as Record<string, unknown>;
    for (const [name, value] of Object.entries(mod)) {
      if (isConcept(value)) found.set(`${file}: ${name}`, value);
      else if (typeof value === 'object' && value !== null) {
        for (const [key, inner] of Object.entries(value)) if (isConcept(inner)) found.set(`${file}: ${name}.${key}`, inner);
      }
    }
  }
  return found;
}

test('expand spells out groups, classes, optional parts and a final ~', () => {
  const cases: Array<[string, string[]]> = [
    ['invoice', ['invoice']],
    ['codes?', ['code', 'codes']],
    ['c[óo]digo', ['código', 'codigo']],
    ['sign[- ]?in code', ['sign-in code', 'sign in code', 'signin code']],
    ['(?:verify|confirm) (?:your )?e-?mail', ['verify your e-mail', 'verify your email', 'verify e-mail', 'verify email',
      'confirm your e-mail', 'confirm your email', 'confirm e-mail', 'confirm email']],
    ['rechnung~', ['rechnung~']],
    ['no\\.', ['no.']],
    ['인증 ?코드', ['인증코드', '인증 코드']],
  ];
  for (const [entry, spellings] of cases) assert.equal(expand(entry).sort(), spellings.sort(), entry);
});

test('expand refuses what plain terms cannot say, naming the entry', () => {
  for (const entry of ['(?<!in )order', 'kod~ pro', 'stop (?:\\S+ )?alerts', 'a{2}', 'x.*', '(?:a|b']) {
    assert.throws(() => expand(entry), (e: Error) => e.message.includes(entry), entry);
  }
});

test('conceptTerms gives the analyzer prefix terms, whole-word terms and CJK terms', () => {
  const concept: Concept = { en: ['bill', 'invoice~', 'order #'], de: ['rechnung~'], ja: ['請求書'], th: ['ใบแจ้งหนี้'] };
  assert.equal(conceptTerms(concept).sort(), ['bill$', 'invoice', 'order #', 'rechnung', '請求書', 'ใบแจ้งหนี้'].sort());
});

test('conceptSources splits spaced from unspaced entries, longest first, without duplicates', () => {
  const a: Concept = { en: ['code', 'login code~'], de: ['code'], ko: ['인증 코드'], any: ['%'] };
  const b: Concept = { fr: ['code de vérification'], 'zh-CN': ['验证码'] };
  const { spaced, unspaced } = conceptSources(a, b);
  assert.equal(spaced, ['code de vérification', 'login code\\p{L}*', 'code']);
  assert.equal(unspaced, ['인증 코드', '验证码', '%']);
});

/** Issue 24's list: the EU's 24 official languages (Portuguese as pt) and 26 more. */
const REQUIRED = [
  'bg', 'hr', 'cs', 'da', 'nl', 'en', 'et', 'fi', 'fr', 'de', 'el', 'hu', 'ga', 'it', 'lv', 'lt', 'mt', 'pl', 'pt', 'ro', 'sk', 'sl', 'es', 'sv',
  'ar', 'bn', 'ca', 'fa', 'he', 'hi', 'id', 'ja', 'ko', 'ms', 'nb', 'pt-BR', 'ru', 'sr', 'sw', 'th', 'tl', 'tr', 'uk', 'ur', 'vi', 'zh-CN', 'zh-TW',
  'is', 'kk', 'ta',
];

test('the vocabulary covers issue 24\'s 50 languages', () => {
  assert.is(REQUIRED.length, 50);
  assert.equal(REQUIRED.filter((l) => !(LANGUAGES as readonly string[]).includes(l)), []);
});

test('every concept is worded in every language (signs no language owns may stand alone under any)', async () => {
  const concepts = await allConcepts();
  assert.ok(concepts.size >= 30, `found only ${concepts.size} concepts`);
  const gaps: string[] = [];
  for (const [name, concept] of concepts) {
    const keys = Object.keys(concept);
    if (keys.length === 1 && keys[0] === 'any') continue;
    const missing = LANGUAGES.filter((l) => !(concept[l]?.length));
    if (missing.length) gaps.push(`${name}: ${missing.join(' ')}`);
  }
  assert.equal(gaps, []);
});

test('every entry is lower case, trimmed, compiles, and appears once per language', async () => {
  const bad: string[] = [];
  for (const [name, concept] of await allConcepts()) {
    for (const [lang, entries] of Object.entries(concept) as Array<[string, readonly string[]]>) {
      const seen = new Set<string>();
      for (const entry of entries) {
        const letters = entry.replace(/\\[pP]\{\w+\}|\\[a-zA-Z]/g, '');
        if (letters !== letters.toLowerCase()) bad.push(`${name} ${lang} "${entry}": not lower case`);
        if (entry !== entry.trim() || entry.includes('  ')) bad.push(`${name} ${lang} "${entry}": stray blanks`);
        if (seen.has(entry)) bad.push(`${name} ${lang} "${entry}": listed twice`);
        seen.add(entry);
        try { new RegExp(entrySource(entry), 'iu'); } catch (e) { bad.push(`${name} ${lang} "${entry}": ${(e as Error).message}`); }
      }
    }
  }
  assert.equal(bad, []);
});

test.run();
