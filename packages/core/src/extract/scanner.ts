/**
 * One keyword scanner over several families of words, in as many regexes as it takes to keep
 * each under V8's 20 KB source limit (past it V8 does not optimise a regex, and a scan ran
 * 10–25 times slower). The vocabulary is split by language: a regex is built for a run of
 * languages until the next would pass the limit. Read as one: `scan` gives the matches of all
 * parts in text order, as a single alternation would.
 *
 * ```ts
 * const s = new Scanner((langs) => sourceFor(langs), 3);
 * for (const hit of s.scan(text)) if (hit.family === 0) …
 * ```
 */
import { LANGUAGES, type Language } from '../lexicon/languages.js';

export type Langs = ReadonlyArray<Language | 'any'>;

export interface Hit {
  index: number;
  end: number;
  /** Index of the family the match belongs to (see `familyOf`). */
  family: number;
  text: string;
}

/** Source length a part stays under (a margin below V8's 20 KB). */
const MAX_SOURCE = 19 * 1024;
const ALL_KEYS: Langs = ['any', ...LANGUAGES];

/** Index of the family of a match of a regex built by `combine` (groups 1…k spaced, k+1…2k unspaced). */
export function familyOf(m: RegExpExecArray, count: number): number {
  for (let g = 0; g < count; g++) if (m[g + 1] !== undefined || m[g + 1 + count] !== undefined) return g;
  return -1;
}

export class Scanner {
  /** The regexes, each for a run of languages; exposed for the size check. */
  readonly parts: readonly RegExp[];

  /**
   * `source(langs)` is the regex source of every family for those languages, one capture
   * group per family as `combine` builds it; `families` is how many there are.
   */
  constructor(source: (langs: Langs) => string, readonly families: number, flags = 'gi') {
    const whole = source(ALL_KEYS);
    if (whole.length < MAX_SOURCE) { this.parts = [new RegExp(whole, flags)]; return; }
    const parts: RegExp[] = [];
    let run: Array<Language | 'any'> = [];
    let last = '';
    for (const lang of ALL_KEYS) {
      const next = source([...run, lang]);
      if (next.length >= MAX_SOURCE && run.length) {
        parts.push(new RegExp(last, flags));
        run = [lang];
        last = source(run);
      } else {
        run.push(lang);
        last = next;
      }
    }
    parts.push(new RegExp(last, flags));
    this.parts = parts;
  }

  /** Every match in text order; where two overlap, the earlier (then the lower family, then the longer) is kept. */
  scan(text: string): Hit[] {
    const hits: Hit[] = [];
    for (const re of this.parts) {
      re.lastIndex = 0;
      let m: RegExpExecArray | null;
      while ((m = re.exec(text)) !== null) {
        hits.push({ index: m.index, end: m.index + m[0].length, family: familyOf(m, this.families), text: m[0] });
        if (m[0].length === 0) re.lastIndex++;
      }
    }
    if (this.parts.length === 1) return hits;
    hits.sort((a, b) => a.index - b.index || a.family - b.family || b.end - a.end);
    const out: Hit[] = [];
    let end = -1;
    for (const h of hits) if (h.index >= end) { out.push(h); end = Math.max(h.end, h.index + 1); }
    return out;
  }

  /** Whether any family matches anywhere in text. */
  test(text: string): boolean {
    for (const re of this.parts) {
      re.lastIndex = 0;
      if (re.test(text)) return true;
    }
    return false;
  }
}
