/**
 * Compiles keyword lists (see lexicon.ts) into one regular expression each. Run against
 * lower-cased text. Words in scripts with spaces must start at a word boundary; a
 * trailing '$' on a term also demands a boundary at its end. Han, kana, Hangul and Thai
 * terms match anywhere (Korean uses spaces, but particles attach to the word: 주문번호가;
 * Thai puts no space between words). A word is a run of letters, digits and combining
 * marks: Devanagari and Arabic write vowels as marks (भुगतान), and an accent may come as a
 * mark of its own (e + U+0301), so a mark neither starts nor ends a word.
 * Counting terms in text is TermMatcher's job (term-matcher.ts); the regex reference it is
 * checked against lives with the tests (packages/core/test/support/terms-oracle.ts).
 */

/** Scripts whose terms match anywhere: Thai, kana, Han, Hangul (and CJK compatibility ideographs). */
const CJK_RE = /[\u0e00-\u0e7f\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af\uf900-\ufaff]/;

function escape(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function termSource(term: string): { source: string; cjk: boolean } {
  const whole = term.endsWith('$');
  const t = whole ? term.slice(0, -1) : term;
  const cjk = CJK_RE.test(t);
  // A space in a term matches any run of blanks; in CJK terms the space is optional.
  let source = escape(t).replace(/ /g, cjk ? '\\s*' : '\\s+');
  if (whole) source += '(?![\\p{L}\\p{M}\\p{N}])';
  return { source, cjk };
}

/** One regex (flags gu) finding any of the terms. */
export function compileTerms(terms: readonly string[]): RegExp {
  const latin: string[] = [];
  const cjk: string[] = [];
  for (const term of [...new Set(terms.map((t) => t.toLowerCase()))].sort((a, b) => b.length - a.length)) {
    const { source, cjk: isCjk } = termSource(term);
    (isCjk ? cjk : latin).push(source);
  }
  const parts: string[] = [];
  if (latin.length) parts.push(`(?<![\\p{L}\\p{M}\\p{N}])(?:${latin.join('|')})`);
  if (cjk.length) parts.push(`(?:${cjk.join('|')})`);
  return new RegExp(parts.join('|') || '(?!)', 'gu');
}

/** Source (no flags) of an alternation of the terms, for embedding in a larger pattern. */
export function termsAlternation(terms: readonly string[]): { latin: string; cjk: string } {
  const latin: string[] = [];
  const cjk: string[] = [];
  for (const term of [...new Set(terms.map((t) => t.toLowerCase()))].sort((a, b) => b.length - a.length)) {
    const { source, cjk: isCjk } = termSource(term);
    (isCjk ? cjk : latin).push(source);
  }
  return { latin: latin.join('|') || '(?!)', cjk: cjk.join('|') || '(?!)' };
}
