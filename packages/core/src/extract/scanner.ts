/**
 * One keyword scanner over several families of words, in as many regexes as it takes to keep
 * each under V8's 20 KB source limit (past it V8 does not optimise a regex, and a scan ran
 * 10–25 times slower). The vocabulary is split by language: a regex is built for a run of
 * languages until the next would pass the limit. Read as one: `scan` gives the matches of all
 * parts in text order, as a single alternation would; given the languages a mail may be in
 * (mail-languages.ts), it runs only their parts.
 *
 * ```ts
 * const s = new Scanner((langs) => sourceFor(langs), 3);
 * for (const hit of s.scan(text)) if (hit.family === 0) …
 * ```
 */
import { LANGUAGES, type Language } from '../lexicon/languages.js';
import { ALWAYS, languageIndex, type LanguageSet } from './mail-languages.js';

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

/**
 * The languages read only when a mail shows them (mail-languages.ts), in groups a part never
 * mixes: a mail in one script runs that script's parts only.
 */
const GATED: Language[][] = [
  ['ms', 'sw', 'tl', 'pt-BR', 'ca', 'ro', 'hu', 'da', 'nb', 'is', 'fi', 'et', 'lv', 'lt', 'sk', 'sl', 'hr', 'ga', 'mt'],
  ['sr', 'ru', 'uk', 'bg', 'kk'], ['el'], ['ar', 'fa', 'ur'], ['he'], ['hi', 'bn', 'ta'], ['th'], ['ja', 'zh-CN', 'zh-TW'], ['ko'],
];
const ALL_KEYS: Langs = ['any', ...LANGUAGES.filter((l) => ALWAYS.has(l)), ...GATED.flat()];

/** A part's languages as indexes into a LanguageSet; null when it holds one read in every mail. */
function gate(langs: Langs): number[] | null {
  if (langs.some((l) => l === 'any' || ALWAYS.has(l))) return null;
  return langs.map((l) => languageIndex(l as Language));
}

/** Index of the family of a match of a regex built by `combineSrc` (groups 1…k spaced, k+1…2k unspaced). */
function familyOf(m: RegExpExecArray, count: number): number {
  for (let g = 0; g < count; g++) if (m[g + 1] !== undefined || m[g + 1 + count] !== undefined) return g;
  return -1;
}

export class Scanner {
  /** The regexes, each for a run of languages; exposed for the size check. */
  readonly parts: readonly RegExp[];
  /** Per part: its languages (null: it holds one read in every mail, so it always runs). */
  private readonly gates: ReadonlyArray<number[] | null>;

  /**
   * `source(langs)` is the regex source of every family for those languages, one capture
   * group per family as lexicon.ts's `combineSrc` builds it; `families` is how many there are; `estimate(lang)`
   * about how much source a language adds (by default, its own source's length).
   */
  constructor(source: (langs: Langs) => string, readonly families: number, flags = 'gi', estimate: (lang: Language | 'any') => number = (l) => source([l]).length) {
    // The languages read in every mail, then the gated ones: never in one part, so a mail
    // runs the gated parts of its own languages only.
    const parts: RegExp[] = [];
    const gates: Array<number[] | null> = [];
    // A run of languages is cut where their estimated sizes would add past the limit, then
    // built once; a run whose source still passes the limit is halved.
    const size = new Map(ALL_KEYS.map((l) => [l, estimate(l)]));
    const add = (run: Langs): void => {
      const src = source(run);
      if (src.length >= MAX_SOURCE && run.length > 1) {
        add(run.slice(0, run.length >> 1));
        add(run.slice(run.length >> 1));
        return;
      }
      parts.push(new RegExp(src, flags));
      gates.push(gate(run));
    };
    for (const group of [ALL_KEYS.filter((l) => gate([l]) === null), ...GATED]) {
      let run: Array<Language | 'any'> = [];
      let total = 0;
      for (const lang of group) {
        const n = size.get(lang)!;
        if (total + n >= MAX_SOURCE && run.length) { add(run); run = []; total = 0; }
        run.push(lang);
        total += n;
      }
      if (run.length) add(run);
    }
    this.parts = parts;
    this.gates = gates;
  }

  /** Whether part p runs for a mail that may be in `langs` (every part without). */
  private runs(p: number, langs: LanguageSet | undefined): boolean {
    const g = this.gates[p];
    if (!langs || !g) return true;
    for (let k = 0; k < g.length; k++) if (langs[g[k]!] === 1) return true;
    return false;
  }

  /**
   * Every match in text order; where two overlap, the earlier (then the lower family, then the
   * longer) is kept. `langs`: the languages the mail may be in (mailLanguages); without it, all.
   */
  scan(text: string, langs?: LanguageSet): Hit[] {
    const hits: Hit[] = [];
    let ran = 0;
    for (let p = 0; p < this.parts.length; p++) {
      const re = this.parts[p]!;
      if (!this.runs(p, langs)) continue;
      ran++;
      re.lastIndex = 0;
      let m: RegExpExecArray | null;
      while ((m = re.exec(text)) !== null) {
        hits.push({ index: m.index, end: m.index + m[0].length, family: familyOf(m, this.families), text: m[0] });
        if (m[0].length === 0) re.lastIndex++;
      }
    }
    if (ran <= 1) return hits;
    hits.sort((a, b) => a.index - b.index || a.family - b.family || b.end - a.end);
    const out: Hit[] = [];
    let end = -1;
    for (const h of hits) if (h.index >= end) { out.push(h); end = Math.max(h.end, h.index + 1); }
    return out;
  }

  /** Whether any family matches anywhere in text (`langs` as for scan). */
  test(text: string, langs?: LanguageSet): boolean {
    for (let p = 0; p < this.parts.length; p++) {
      if (!this.runs(p, langs)) continue;
      const re = this.parts[p]!;
      re.lastIndex = 0;
      if (re.test(text)) return true;
    }
    return false;
  }
}
