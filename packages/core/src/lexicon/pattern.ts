/**
 * The one syntax of the vocabulary's entries, and its two readings: regex sources for the
 * extractor, plain terms for the analyzer's one-pass term matcher.
 *
 * An entry is lower case and reads as a small regular expression:
 * - letters match themselves, whatever their case;
 * - a space matches one or more blanks (`a ?b`: none or more); in unspaced languages
 *   (ja, zh, zh-TW, ko, th, `any`) a space is always optional;
 * - `~` stands for the rest of the word, any letters (inflection): `kod~` finds kod, kodu, kodem;
 * - `(?:a|b)`, `[ab]` and `?` choose and omit as in regular expressions; `\.` is a dot;
 * - in spaced languages an entry starts at a word start and ends at a word end (after a
 *   letter or digit), unless it ends with `~`; unspaced languages' entries match anywhere.
 *
 * Entries only the extractor reads may use more of the regex syntax (a lookbehind, `\S+`,
 * `{0,2}`); concepts the analyzer reads expand to plain terms, which conceptTerms checks.
 * At one position, longer entries are tried first, in both readings.
 */
import { LANGUAGES, UNSPACED, type Concept, type Language } from './languages.js';

const KEYS: ReadonlyArray<Language | 'any'> = [...LANGUAGES, 'any'];

const longestFirst = (list: string[]): string[] => list.sort((a, b) => b.length - a.length);

/** The entry as regex source: `~` becomes `\p{L}*` (the extractor rewrites `\p{L}` for its flags). */
export const entrySource = (entry: string): string => entry.replace(/(?<!\\)~/g, '\\p{L}*');

/**
 * Regex sources of several concepts' entries, split by how they are matched: `spaced` ones
 * need word edges around them, `unspaced` ones match anywhere. Duplicates are dropped;
 * each list is longest first.
 */
export function conceptSources(...concepts: readonly Concept[]): { spaced: string[]; unspaced: string[] } {
  const spaced = new Set<string>();
  const unspaced = new Set<string>();
  for (const concept of concepts) {
    for (const key of KEYS) {
      for (const entry of concept[key] ?? []) (UNSPACED.has(key) ? unspaced : spaced).add(entrySource(entry));
    }
  }
  return { spaced: longestFirst([...spaced]), unspaced: longestFirst([...unspaced]) };
}

/**
 * The concepts as the analyzer's terms: every spelling an entry allows, spelled out; a
 * term matches at a word start and, with a trailing `$`, ends at a word end. Throws on an
 * entry that uses syntax beyond `(?:…|…)`, `[…]`, `?`, `\x` and a final `~`.
 */
export function conceptTerms(...concepts: readonly Concept[]): string[] {
  const terms = new Set<string>();
  for (const concept of concepts) {
    for (const key of KEYS) {
      for (const entry of concept[key] ?? []) {
        for (const term of expand(entry)) terms.add(UNSPACED.has(key) ? term.replace(/~$/, '') : asTerm(term));
      }
    }
  }
  return [...terms];
}

/** 'rechnung~' → 'rechnung' (any ending), 'bill' → 'bill$' (the whole word), 'order #' → 'order #'. */
function asTerm(spelling: string): string {
  if (spelling.endsWith('~')) return spelling.slice(0, -1);
  return /[\p{L}\p{N}]$/u.test(spelling) ? `${spelling}$` : spelling;
}

const MAX_SPELLINGS = 512;

/** Every spelling of an entry; a final `~` is kept as a marker. */
export function expand(entry: string): string[] {
  let at = 0;
  const fail = (why: string): never => {
    throw new Error(`lexicon entry "${entry}" cannot be spelled out (${why} at ${at})`);
  };
  const cross = (left: string[], right: string[]): string[] => {
    const out: string[] = [];
    for (const l of left) for (const r of right) out.push(l + r);
    if (out.length > MAX_SPELLINGS) fail('too many spellings');
    return out;
  };
  const classChars = (): string[] => {
    const chars: string[] = [];
    at++; // [
    while (at < entry.length && entry[at] !== ']') {
      let c = entry[at++]!;
      if (c === '\\') c = entry[at++] ?? fail('dangling escape');
      if (entry[at] === '-' && entry[at + 1] !== ']' && at + 1 < entry.length) {
        const to = entry[at + 1]!.codePointAt(0)!;
        if (to - c.codePointAt(0)! > 64) fail('range too wide');
        for (let p = c.codePointAt(0)!; p <= to; p++) chars.push(String.fromCodePoint(p));
        at += 2;
      } else chars.push(c);
    }
    if (entry[at] !== ']') fail('unclosed class');
    at++;
    return chars;
  };
  const sequence = (): string[] => {
    let spellings = [''];
    while (at < entry.length && entry[at] !== '|' && entry[at] !== ')') {
      const c = entry[at]!;
      let atom: string[];
      if (c === '(') {
        if (!entry.startsWith('(?:', at)) fail('only (?:…) groups');
        at += 3;
        atom = alternatives();
        if (entry[at] !== ')') fail('unclosed group');
        at++;
      } else if (c === '[') {
        atom = classChars();
      } else if (c === '\\') {
        const next = entry[at + 1];
        if (next === undefined || /[\p{L}\p{N}]/u.test(next)) fail('only escaped punctuation');
        atom = [next!];
        at += 2;
      } else if (c === '~') {
        if (at !== entry.length - 1) fail('~ only at the end');
        atom = ['~'];
        at++;
      } else if ('*+{}^$.'.includes(c)) {
        fail(`"${c}"`);
        atom = [];
      } else {
        atom = [c];
        at++;
      }
      if (entry[at] === '?') {
        atom = ['', ...atom];
        at++;
      }
      spellings = cross(spellings, atom);
    }
    return spellings;
  };
  const alternatives = (): string[] => {
    const out = sequence();
    while (entry[at] === '|') {
      at++;
      out.push(...sequence());
    }
    return out;
  };
  const all = alternatives();
  if (at !== entry.length) fail('unbalanced )');
  return [...new Set(all.map((s) => s.replace(/ {2,}/g, ' ').trim()))].filter(Boolean);
}

/**
 * The first words of every spelling of the concepts' entries, none holding another: one of them
 * is in every match, which makes them a cheap literal pre-check (a stretch of text without any
 * holds no match). Regex syntax the terms refuse (`\p{L}*`, a `~`, a lookaround) ends a word.
 * Lower case, like the entries: test them case-insensitively. Suits concepts whose entries start
 * with a word of their own ("discount", "coupon", "off your order"), not with a common one.
 */
export function conceptPrefixes(...concepts: readonly Concept[]): string[] {
  const firsts = new Set<string>();
  for (const concept of concepts) {
    for (const key of KEYS) {
      for (const entry of concept[key] ?? []) {
        const plain = entry.replace(/\\p\{L\}\*|~/g, ' ').replace(/\(\?<?[!=](?:[^()]|\([^()]*\))*\)/g, '');
        for (const spelling of expand(plain)) firsts.add(spelling.split(' ')[0]!);
      }
    }
  }
  const sorted = [...firsts].sort((a, b) => a.length - b.length || (a < b ? -1 : 1));
  return sorted.filter((w, i) => !sorted.slice(0, i).some((shorter) => w.includes(shorter)));
}
