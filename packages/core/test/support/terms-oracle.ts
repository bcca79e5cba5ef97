/**
 * The regex oracle for analyzers/term-matcher.ts: what compileTerms' regexes (one per keyword
 * list, flags gu) find in a text. Test-only: the analyzer counts terms with TermMatcher; this
 * is the slow, obviously-right reference it is checked against
 * (analysis-term-matcher.test.ts). compileTerms itself stays in src, where the anchored
 * greeting and sign-off patterns and the value finders use it.
 */
export { compileTerms } from '../../src/analyzers/terms.js';

/** How many distinct terms of `re` occur in `text`, up to `cap`. */
export function countTerms(re: RegExp, text: string, cap: number): number {
  if (!text) return 0;
  re.lastIndex = 0;
  const seen = new Set<string>();
  let m: RegExpExecArray | null;
  while ((m = re.exec(text)) !== null) {
    seen.add(m[0].replace(/\s+/g, ' '));
    if (seen.size >= cap) break;
  }
  return seen.size;
}

/** Whether any term of `re` occurs in `text`. */
export function hasTerm(re: RegExp, text: string): boolean {
  if (!text) return false;
  re.lastIndex = 0;
  return re.test(text);
}
