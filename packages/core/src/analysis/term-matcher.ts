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
  /** Place in the list's regex order (longest first). */
  order: number;
  /** Has no blank: it matches exactly `chars.length` characters. */
  plain: boolean;
  /** A Latin term's first space, when a word comes before it and a letter after it (else -1). */
  space: number;
}

/** End of the match of `term` at `at`, or -1. */
function matchAt(text: string, at: number, term: Term): number {
  const t = term.chars;
  // Candidates share their first characters; a plain term's last one rejects most at once,
  // and for a term of several words ("your order", "your code"), the end of the first word
  // and the start of the second.
  if (term.plain) {
    if (text.charCodeAt(at + t.length - 1) !== t.charCodeAt(t.length - 1)) return -1;
  } else if (term.space > 0) {
    const k = term.space;
    if (text.charCodeAt(at + k - 1) !== t.charCodeAt(k - 1)) return -1;
    let j = at + k;
    while (j < text.length && classOf(text.charCodeAt(j)) === BLANK) j++;
    if (j === at + k || text.charCodeAt(j) !== t.charCodeAt(k + 1)) return -1;
  }
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

/** Candidates are tried list by list, each list in its regex's order (`order`: place in the constructor's order). */
const byList = (a: Term, b: Term): number => a.list - b.list || a.order - b.order;

/**
 * The Latin terms of one pair key. Many terms in thirteen languages share their first two
 * letters ('co', 're', 'pa': dozens each); the third character narrows them to a few.
 */
interface Bucket {
  /** Terms that only the pair can select: shorter than three characters, or with a blank in the first three. */
  short: Term[];
  /** By the third character: `short` together with the terms having that third character, in order. */
  byThird: Map<number, Term[]>;
}

/** The candidates of a bucket at position `at` (`short` when the third character selects none). */
function candidates(bucket: Bucket, text: string, at: number): Term[] {
  return at + 2 < text.length ? bucket.byThird.get(text.charCodeAt(at + 2)) ?? bucket.short : bucket.short;
}

/**
 * Inside a long run of ASCII letters and digits (a token, a URL path, base64, a hash) no
 * term can start: after this many characters of one, the scan jumps to its end natively.
 * Not in text with CJK, where terms may start inside words.
 */
const LONG_RUN = 16;
const ASCII_RUN_RE = /[A-Za-z0-9]*/y;
function asciiRunEnd(text: string, from: number): number {
  ASCII_RUN_RE.lastIndex = from;
  ASCII_RUN_RE.test(text);
  return ASCII_RUN_RE.lastIndex;
}

/** One count() pass. */
interface CountState {
  text: string;
  caps: readonly number[];
  counts: number[];
  /** Terms counted per list, as written (blanks squeezed). */
  seen: Array<Set<string> | null>;
  /** Per list: its next match starts at or after this (Infinity: done, or not looked for). */
  free: number[];
  /** Per list: the position of its latest match. */
  matchedAt: number[];
  /** Lists still looked for. */
  open: number;
}

/** Tries the candidates at `at`: per list, the first that matches counts (see count()). */
function tryAll(st: CountState, terms: Term[] | undefined, at: number): void {
  if (!terms) return;
  const { text, free, matchedAt } = st;
  for (let k = 0; k < terms.length; k++) {
    const term = terms[k]!;
    const l = term.list;
    if (free[l]! > at || matchedAt[l] === at) continue;
    const end = matchAt(text, at, term);
    if (end < 0) continue;
    matchedAt[l] = at;
    free[l] = end;
    const written = text.slice(at, end);
    const key = term.plain ? written : written.replace(/\s+/g, ' ');
    const s = (st.seen[l] ??= new Set());
    if (s.has(key)) continue;
    s.add(key);
    if (++st.counts[l]! >= st.caps[l]!) { free[l] = Infinity; st.open--; }
  }
}

/** Whether one of the candidates of list `list` matches at `at`. */
function anyMatch(text: string, at: number, terms: Term[] | undefined, list: number): boolean {
  if (terms) for (let k = 0; k < terms.length; k++) if (terms[k]!.list === list && matchAt(text, at, terms[k]!) >= 0) return true;
  return false;
}

export class TermMatcher {
  /** Latin terms of two or more characters by the key of their first two. */
  private readonly latin = new Map<number, Bucket>();
  /** Latin terms of one character, by that character. */
  private readonly single = new Map<number, Term[]>();
  /** CJK terms by their first character. */
  private readonly cjk = new Map<number, Term[]>();
  readonly lists: number;

  constructor(lists: readonly (readonly string[])[]) {
    this.lists = lists.length;
    const latin = new Map<number, Term[]>();
    let order = 0;
    lists.forEach((terms, list) => {
      // The regexes' order: distinct lower-cased terms, longest first (stable).
      const sorted = [...new Set(terms.map((t) => t.toLowerCase()))].sort((a, b) => b.length - a.length);
      for (const raw of sorted) {
        const whole = raw.endsWith('$');
        const chars = whole ? raw.slice(0, -1) : raw;
        const cjk = CJK_RE.test(chars);
        const space = chars.indexOf(' ');
        const term: Term = {
          chars, whole, cjk, list, order: order++, plain: space < 0,
          space: !cjk && space > 0 && space + 1 < chars.length && chars.charCodeAt(space + 1) !== 32 ? space : -1,
        };
        if (term.cjk) add(this.cjk, chars.charCodeAt(0), term);
        else if (chars.length >= 2) add(latin, pairKey(chars, 0), term);
        else add(this.single, chars.charCodeAt(0), term);
      }
    });
    for (const map of [this.single, this.cjk]) for (const terms of map.values()) terms.sort(byList);
    for (const [key, terms] of latin) {
      // A term's first three characters are matched one for one unless one is a blank.
      const exact = (t: Term): boolean => t.chars.length >= 3 && t.chars.charCodeAt(1) !== 32 && t.chars.charCodeAt(2) !== 32;
      const short = terms.filter((t) => !exact(t)).sort(byList);
      const byThird = new Map<number, Term[]>();
      for (const t of terms) if (exact(t)) add(byThird, t.chars.charCodeAt(2), t);
      for (const [third, list] of byThird) byThird.set(third, [...list, ...short].sort(byList));
      this.latin.set(key, { short, byThird });
    }
  }

  /**
   * How many distinct terms (as written in the text, blanks squeezed) of each list occur,
   * each count stopping at caps[list] (0: the list is not looked for).
   */
  count(text: string, caps: readonly number[]): number[] {
    const n = this.lists;
    const st: CountState = {
      text, caps, open: 0,
      counts: new Array<number>(n).fill(0),
      seen: new Array<Set<string> | null>(n).fill(null),
      free: new Array<number>(n).fill(0),
      matchedAt: new Array<number>(n).fill(-1),
    };
    for (let l = 0; l < n; l++) if ((caps[l] ?? 0) > 0) st.open++; else st.free[l] = Infinity;
    const hasCjk = this.cjk.size > 0 && CJK_RE.test(text);

    let prevWord = false; // the code point before i is a letter or digit
    let run = 0; // ASCII letters and digits in a row, up to i
    for (let i = 0; i < text.length && st.open > 0; i++) {
      const c = text.charCodeAt(i);
      // The second half of a surrogate pair starts no code point; prevWord already tells
      // what the pair is.
      if (c >= 0xdc00 && c <= 0xdfff && i > 0 && isHighSurrogate(text.charCodeAt(i - 1))) continue;
      // A Latin term starts where the code point before is no letter or digit.
      if (!prevWord) {
        const bucket = this.latin.get(pairKey(text, i));
        if (bucket) {
          const terms = candidates(bucket, text, i);
          if (terms.length > 0) tryAll(st, terms, i);
        }
        if (this.single.size > 0) tryAll(st, this.single.get(c), i);
      }
      if (hasCjk) tryAll(st, this.cjk.get(c), i);
      prevWord = isHighSurrogate(c) ? wordAt(text, i) : classOf(c) === WORD;
      if (!prevWord || c >= 128 || hasCjk) run = 0;
      else if (++run === LONG_RUN) { i = asciiRunEnd(text, i + 1) - 1; run = 0; }
    }
    return st.counts;
  }

  /** Whether any term of list `list` occurs in text (the first match found decides). */
  has(text: string, list = 0): boolean {
    const hasCjk = this.cjk.size > 0 && CJK_RE.test(text);
    let prevWord = false;
    let run = 0;
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      if (c >= 0xdc00 && c <= 0xdfff && i > 0 && isHighSurrogate(text.charCodeAt(i - 1))) continue;
      if (!prevWord) {
        const bucket = this.latin.get(pairKey(text, i));
        if ((bucket && anyMatch(text, i, candidates(bucket, text, i), list)) || anyMatch(text, i, this.single.get(c), list)) return true;
      }
      if (hasCjk && anyMatch(text, i, this.cjk.get(c), list)) return true;
      prevWord = isHighSurrogate(c) ? wordAt(text, i) : classOf(c) === WORD;
      if (!prevWord || c >= 128 || hasCjk) run = 0;
      else if (++run === LONG_RUN) { i = asciiRunEnd(text, i + 1) - 1; run = 0; }
    }
    return false;
  }
}
