/**
 * Finds the terms of several keyword lists in one pass over a text, with exactly the
 * semantics of compileTerms' regexes (one per list): per list, matches are leftmost and do
 * not overlap; at one position the list's longer terms are tried first, Latin terms (which
 * must start a word) before CJK terms (which match anywhere); a space in a term matches a
 * run of blanks (in CJK terms, an optional one); a trailing '$' demands a word end.
 *
 * Why not the regexes: a `u`-flag alternation of hundreds of terms with a lookbehind costs
 * tens of nanoseconds per character, and the analyzer ran one per list over the same text.
 * Here each character is classified once, and only word starts (and, in CJK text, the
 * characters that begin a CJK term) look anything up: in a table keyed by the first two
 * characters, so a word is compared with the few terms that could start with it.
 */

const CJK_RE = /[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af\uf900-\ufaff]/;
const LETTER_OR_DIGIT_RE = /[\p{L}\p{N}]/u;
/** What JavaScript's `\s` matches. */
const BLANK_RE = /\s/;

/** Per UTF-16 unit: 0 not yet known, 1 other, 2 letter or digit, 3 blank. Filled on first sight. */
const CLASS = new Uint8Array(0x10000);
const OTHER = 1, WORD = 2, BLANK = 3;
function classOf(c: number): number {
  let k = CLASS[c]!;
  if (k === 0) {
    const ch = String.fromCharCode(c);
    k = CLASS[c] = LETTER_OR_DIGIT_RE.test(ch) ? WORD : BLANK_RE.test(ch) ? BLANK : OTHER;
  }
  return k;
}

const isHighSurrogate = (c: number): boolean => c >= 0xd800 && c <= 0xdbff;

/** Whether the code point starting at i is a letter or digit (astral ones included). */
function wordAt(text: string, i: number): boolean {
  if (i >= text.length) return false;
  const c = text.charCodeAt(i);
  if (isHighSurrogate(c)) return LETTER_OR_DIGIT_RE.test(String.fromCodePoint(text.codePointAt(i)!));
  return classOf(c) === WORD;
}


interface Term {
  /** The term without a trailing '$'. */
  chars: string;
  /** A trailing '$': the match must end at a word end. */
  whole: boolean;
  /** Contains Han, kana or Hangul: matches anywhere, and its spaces are optional. */
  cjk: boolean;
  /** Index of the term's list. */
  list: number;
}

/** End of the match of `term` at `at`, or -1. */
function matchAt(text: string, at: number, term: Term): number {
  const t = term.chars;
  let j = at;
  for (let i = 0; i < t.length; i++) {
    const want = t.charCodeAt(i);
    if (want === 32) {
      const from = j;
      while (j < text.length && classOf(text.charCodeAt(j)) === BLANK) j++;
      if (j === from && !term.cjk) return -1;
      continue;
    }
    if (j >= text.length || text.charCodeAt(j) !== want) return -1;
    j++;
  }
  return term.whole && wordAt(text, j) ? -1 : j;
}

/**
 * Lookup key of a position: its character and the next one (any blank reads as a space),
 * 15 bits of each so the key stays a small integer (cheap to hash, never boxed). Keys of
 * different pairs may collide; that only adds candidates, which matchAt checks in full.
 */
function pairKey(text: string, i: number): number {
  const next = i + 1 < text.length ? text.charCodeAt(i + 1) : 0;
  return ((text.charCodeAt(i) & 0x7fff) << 15) | ((next !== 0 && classOf(next) === BLANK ? 32 : next) & 0x7fff);
}

function add<K>(map: Map<K, Term[]>, key: K, term: Term): void {
  const list = map.get(key);
  if (list) list.push(term);
  else map.set(key, [term]);
}

export class TermMatcher {
  /** Latin terms of two or more characters by the key of their first two. */
  private readonly latin = new Map<number, Term[]>();
  /** Latin terms of one character, by that character. */
  private readonly single = new Map<number, Term[]>();
  /** CJK terms by their first character. */
  private readonly cjk = new Map<number, Term[]>();
  readonly lists: number;

  constructor(lists: readonly (readonly string[])[]) {
    this.lists = lists.length;
    lists.forEach((terms, list) => {
      // The regexes' order: distinct lower-cased terms, longest first (stable).
      const sorted = [...new Set(terms.map((t) => t.toLowerCase()))].sort((a, b) => b.length - a.length);
      for (const raw of sorted) {
        const whole = raw.endsWith('$');
        const chars = whole ? raw.slice(0, -1) : raw;
        const term: Term = { chars, whole, cjk: CJK_RE.test(chars), list };
        if (term.cjk) add(this.cjk, chars.charCodeAt(0), term);
        else if (chars.length >= 2) add(this.latin, pairKey(chars, 0), term);
        else add(this.single, chars.charCodeAt(0), term);
      }
    });
    // Candidates at one position are tried list by list, each list in its regex's order.
    for (const map of [this.latin, this.single, this.cjk]) for (const terms of map.values()) terms.sort((a, b) => a.list - b.list);
  }

  /**
   * How many distinct terms (as written in the text, blanks squeezed) of each list occur,
   * each count stopping at caps[list] (0: the list is not looked for).
   */
  count(text: string, caps: readonly number[]): number[] {
    const n = this.lists;
    const counts = new Array<number>(n).fill(0);
    const seen: Array<Set<string> | null> = new Array(n).fill(null);
    const free = new Array<number>(n).fill(0); // a list's next match starts at or after this
    const matchedAt = new Array<number>(n).fill(-1);
    let open = 0;
    for (let l = 0; l < n; l++) if ((caps[l] ?? 0) > 0) open++; else free[l] = Infinity;
    const hasCjk = this.cjk.size > 0 && CJK_RE.test(text);

    const tryAll = (terms: Term[] | undefined, at: number): void => {
      if (!terms) return;
      for (const term of terms) {
        const l = term.list;
        if (free[l]! > at || matchedAt[l] === at) continue;
        const end = matchAt(text, at, term);
        if (end < 0) continue;
        matchedAt[l] = at;
        free[l] = end;
        const written = text.slice(at, end);
        const key = term.chars.indexOf(' ') >= 0 ? written.replace(/\s+/g, ' ') : written;
        const s = (seen[l] ??= new Set());
        if (s.has(key)) continue;
        s.add(key);
        if (++counts[l]! >= caps[l]!) { free[l] = Infinity; open--; }
      }
    };

    let prevWord = false; // the code point before i is a letter or digit
    for (let i = 0; i < text.length && open > 0; i++) {
      const c = text.charCodeAt(i);
      // The second half of a surrogate pair starts no code point; prevWord already tells
      // what the pair is.
      if (c >= 0xdc00 && c <= 0xdfff && i > 0 && isHighSurrogate(text.charCodeAt(i - 1))) continue;
      // A Latin term starts where the code point before is no letter or digit.
      if (!prevWord) {
        tryAll(this.latin.get(pairKey(text, i)), i);
        if (this.single.size > 0) tryAll(this.single.get(c), i);
      }
      if (hasCjk) tryAll(this.cjk.get(c), i);
      prevWord = isHighSurrogate(c) ? wordAt(text, i) : classOf(c) === WORD;
    }
    return counts;
  }

  /** Whether any term of list `list` occurs in text (the first match found decides). */
  has(text: string, list = 0): boolean {
    const hasCjk = this.cjk.size > 0 && CJK_RE.test(text);
    const matches = (terms: Term[] | undefined, at: number): boolean => {
      if (terms) for (const term of terms) if (term.list === list && matchAt(text, at, term) >= 0) return true;
      return false;
    };
    let prevWord = false;
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      if (c >= 0xdc00 && c <= 0xdfff && i > 0 && isHighSurrogate(text.charCodeAt(i - 1))) continue;
      if (!prevWord && (matches(this.latin.get(pairKey(text, i)), i) || matches(this.single.get(c), i))) return true;
      if (hasCjk && matches(this.cjk.get(c), i)) return true;
      prevWord = isHighSurrogate(c) ? wordAt(text, i) : classOf(c) === WORD;
    }
    return false;
  }
}
