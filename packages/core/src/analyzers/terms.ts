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

/** What ends a whole word: no letter, mark or digit follows. */
const WORD_END = '(?![\\p{L}\\p{M}\\p{N}])';

function termSource(term: string): { source: string; whole: boolean; cjk: boolean } {
  const whole = term.endsWith('$');
  const t = whole ? term.slice(0, -1) : term;
  const cjk = CJK_RE.test(t);
  // A space in a term matches any run of blanks; in CJK terms the space is optional.
  return { source: escape(t).replace(/ /g, cjk ? '\\s*' : '\\s+'), whole, cjk };
}

/**
 * The terms as one alternation, in their order, each whole-word term followed by WORD_END. A
 * run of whole-word terms shares one (`(?:a|b)WORD_END`, the same matches in the same order of
 * preference as `aWORD_END|bWORD_END`): a Unicode lookahead per term made V8 compile these
 * patterns for some 0.2 s on first use.
 */
function alternation(terms: ReadonlyArray<{ source: string; whole: boolean }>): string {
  const out: string[] = [];
  for (let i = 0; i < terms.length;) {
    let j = i;
    while (j < terms.length && terms[j]!.whole === terms[i]!.whole) j++;
    const run = terms.slice(i, j).map((t) => t.source).join('|');
    out.push(terms[i]!.whole ? `(?:${run})${WORD_END}` : run);
    i = j;
  }
  return out.join('|');
}

/** The distinct terms, lower-cased, longest first, split by script (see the module's doc). */
function sources(terms: readonly string[]): { latin: Array<{ source: string; whole: boolean }>; cjk: Array<{ source: string; whole: boolean }> } {
  const latin: Array<{ source: string; whole: boolean }> = [];
  const cjk: Array<{ source: string; whole: boolean }> = [];
  for (const term of [...new Set(terms.map((t) => t.toLowerCase()))].sort((a, b) => b.length - a.length)) {
    const s = termSource(term);
    (s.cjk ? cjk : latin).push(s);
  }
  return { latin, cjk };
}

/** One regex (flags gu) finding any of the terms. */
export function compileTerms(terms: readonly string[]): RegExp {
  const { latin, cjk } = sources(terms);
  const parts: string[] = [];
  if (latin.length) parts.push(`(?<![\\p{L}\\p{M}\\p{N}])(?:${alternation(latin)})`);
  if (cjk.length) parts.push(`(?:${alternation(cjk)})`);
  return new RegExp(parts.join('|') || '(?!)', 'gu');
}

/** Source (no flags) of an alternation of the terms, for embedding in a larger pattern. */
export function termsAlternation(terms: readonly string[]): { latin: string; cjk: string } {
  const { latin, cjk } = sources(terms);
  return { latin: alternation(latin) || '(?!)', cjk: alternation(cjk) || '(?!)' };
}
