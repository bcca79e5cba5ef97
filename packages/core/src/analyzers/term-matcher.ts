/**
 * Finds the terms of several keyword lists in one pass over a text, with exactly the
 * semantics of compileTerms' regexes (one per list): per list, matches are leftmost and do
 * not overlap; at one position the list's longer terms are tried first, Latin terms (which
 * must start a word) before CJK terms (Thai, kana, Han, Hangul: they match anywhere); a
 * space in a term matches a run of blanks (in CJK terms, an optional one); a trailing '$'
 * demands a word end. Words are letters, digits and combining marks, as in terms.ts.
 *
 * Why not the regexes: a `u`-flag alternation of hundreds of terms with a lookbehind costs
 * tens of nanoseconds per character, and the analyzer ran one per list over the same text.
 * Here each character is classified once, and only word starts (and, in CJK text, the
 * characters that begin a CJK term) look anything up. From a word start, a trie of the
 * Latin terms of every list is walked once: terms in 23 languages share their first
 * letters by the dozen ('co', 're', "your …"), and comparing each would repeat them.
 *
 * Latin terms must start with a character that is not a blank and may hold no blank but
 * the space (the lexicon's never do; the constructor refuses others).
 */

/** Scripts whose terms match anywhere: Thai, kana, Han, Hangul (as in terms.ts). */
const CJK_RE = /[\u0e00-\u0e7f\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af\uf900-\ufaff]/;
/** What a word is made of (as in terms.ts): letters, digits and combining marks (Devanagari vowel signs, accents written apart). */
const WORD_CHAR_RE = /[\p{L}\p{M}\p{N}]/u;
/** What JavaScript's `\s` matches. */
const BLANK_RE = /\s/;

/** Per UTF-16 unit: 0 not yet known, 1 other, 2 word character, 3 blank. Filled on first sight. */
const CLASS = new Uint8Array(0x10000);
const OTHER = 1, WORD = 2, BLANK = 3;
function classOf(c: number): number {
  let k = CLASS[c]!;
  if (k === 0) {
    const ch = String.fromCharCode(c);
    k = CLASS[c] = WORD_CHAR_RE.test(ch) ? WORD : BLANK_RE.test(ch) ? BLANK : OTHER;
  }
  return k;
}

const isHighSurrogate = (c: number): boolean => c >= 0xd800 && c <= 0xdbff;

/** Whether the code point starting at i is a word character (astral ones included). */
function wordAt(text: string, i: number): boolean {
  if (i >= text.length) return false;
  const c = text.charCodeAt(i);
  if (isHighSurrogate(c)) return WORD_CHAR_RE.test(String.fromCodePoint(text.codePointAt(i)!));
  return classOf(c) === WORD;
}


interface Term {
  /** The term without a trailing '$'. */
  chars: string;
  /** A trailing '$': the match must end at a word end. */
  whole: boolean;
  /** Contains Thai, Han, kana or Hangul: matches anywhere, and its spaces are optional. */
  cjk: boolean;
  /** Index of the term's list. */
  list: number;
  /** Place in the list's regex order (longest first). */
  order: number;
  /** Has no blank: it matches exactly `chars.length` characters. */
  plain: boolean;
}

/** End of the match of `term` at `at`, or -1 (CJK terms; Latin ones are found by walking the trie). */
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

function add<K>(map: Map<K, Term[]>, key: K, term: Term): void {
  const list = map.get(key);
  if (list) list.push(term);
  else map.set(key, [term]);
}

/** Candidates are tried list by list, each list in its regex's order (`order`: place in the constructor's order). */
const byList = (a: Term, b: Term): number => a.list - b.list || a.order - b.order;

/**
 * A node of the Latin terms' trie: the path to it is a prefix of terms, a space in a term
 * being an edge that takes a run of blanks. Chains of nodes with one child and nothing else
 * are folded into the node they start from (`tail`), and a single child is kept without a
 * Map: the analyzer's term lists make 11,000 nodes, 2,500 once folded.
 */
interface Node {
  /** Characters (no space) that must follow before this node's ends and children apply. */
  tail: string;
  /** The only child's character (-1: none, or several in `chars`) … */
  char: number;
  /** … and that child. */
  child: Node | null;
  /** Children's characters, when there are several (a few: an array search beats a Map) … */
  chars: number[] | null;
  /** … and the children. */
  kids: Node[] | null;
  /** The node after a space: a run of one or more blanks in the text. */
  blank: Node | null;
  /** Terms that end here, by list, then in their list's order. */
  ends: Term[] | null;
}

const newNode = (): Node => ({ tail: '', char: -1, child: null, chars: null, kids: null, blank: null, ends: null });

function childOf(node: Node, c: number): Node | null {
  if (node.char === c) return node.child;
  if (node.chars === null) return null;
  const k = node.chars.indexOf(c);
  return k < 0 ? null : node.kids![k]!;
}

function addChild(node: Node, c: number): Node {
  const existing = childOf(node, c);
  if (existing) return existing;
  const child = newNode();
  if (node.chars === null && node.child === null) {
    node.char = c;
    node.child = child;
  } else {
    if (node.chars === null) {
      node.chars = [node.char];
      node.kids = [node.child!];
      node.char = -1;
      node.child = null;
    }
    node.chars.push(c);
    node.kids!.push(child);
  }
  return child;
}

/**
 * The root's children (the first characters of terms, a few hundred) by character: an
 * array for the first 0x800 code units (Latin, Greek, Cyrillic), a Map beyond.
 */
interface Roots { low: Array<Node | undefined>; high: Map<number, Node> }
const ROOT_LOW = 0x800;

function rootsOf(root: Node): Roots {
  const roots: Roots = { low: new Array<Node | undefined>(ROOT_LOW).fill(undefined), high: new Map() };
  const add = (c: number, node: Node): void => { if (c < ROOT_LOW) roots.low[c] = node; else roots.high.set(c, node); };
  if (root.child) add(root.char, root.child);
  root.chars?.forEach((c, k) => add(c, root.kids![k]!));
  return roots;
}

function insert(root: Node, term: Term): void {
  const t = term.chars;
  let node = root;
  for (let i = 0; i < t.length; i++) {
    const c = t.charCodeAt(i);
    if (c === 32 && i > 0) node = node.blank ??= newNode();
    else if (classOf(c) === BLANK) throw new Error(`TermMatcher: a Latin term starting with a blank or holding one but the space: ${JSON.stringify(t)}`);
    else node = addChild(node, c);
  }
  (node.ends ??= []).push(term);
}

/** Folds every chain below `node` (a node with one child by a character, and no ends) into its start. */
function fold(node: Node): void {
  for (const child of [node.child, ...(node.kids ?? []), node.blank]) {
    if (child === null) continue;
    const tail = [child.tail];
    while (child.ends === null && child.blank === null && child.chars === null && child.child !== null) {
      const next: Node = child.child;
      tail.push(String.fromCharCode(child.char), next.tail);
      child.char = next.char;
      child.child = next.child;
      child.chars = next.chars;
      child.kids = next.kids;
      child.blank = next.blank;
      child.ends = next.ends;
    }
    child.tail = tail.join(''); // one flat string: a concatenated one is slow to index
    // Exact-size copies (arrays grown by push keep spare room).
    if (child.chars !== null) { child.chars = child.chars.slice(); child.kids = child.kids!.slice(); }
    if (child.ends !== null) child.ends = child.ends.slice();
    fold(child);
  }
}

// The Latin terms matching at one position, from the latest walk (count() and has() run to
// completion, one at a time, so one pair of arrays serves every matcher).
const hitTerms: Term[] = [];
const hitEnds: number[] = [];

/**
 * Walks the trie from a word start: collects every Latin term that matches at `at` (with
 * its end) into hitTerms/hitEnds, and returns how many. The first character is compared as
 * it is; each space of a term takes a whole run of blanks, as the regexes' `\s+` does.
 */
function walk(roots: Roots, text: string, at: number): number {
  let hits = 0;
  const first = text.charCodeAt(at);
  let node = (first < ROOT_LOW ? roots.low[first] : roots.high.get(first)) ?? null;
  let j = at + 1;
  while (node !== null) {
    const tail = node.tail;
    if (tail.length > 0) {
      let k = 0;
      while (k < tail.length && text.charCodeAt(j + k) === tail.charCodeAt(k)) k++;
      if (k < tail.length) break;
      j += k;
    }
    if (node.ends !== null) {
      for (const term of node.ends) {
        if (term.whole && wordAt(text, j)) continue;
        hitTerms[hits] = term;
        hitEnds[hits++] = j;
      }
    }
    if (j >= text.length) break;
    const c = text.charCodeAt(j);
    if (node.blank !== null && classOf(c) === BLANK) {
      do j++; while (j < text.length && classOf(text.charCodeAt(j)) === BLANK);
      node = node.blank;
    } else {
      node = childOf(node, c);
      j++;
    }
  }
  return hits;
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

/** A list's match at `at`, ending at `end`: counted unless already seen (see count()). */
function record(st: CountState, term: Term, at: number, end: number): void {
  const l = term.list;
  st.matchedAt[l] = at;
  st.free[l] = end;
  const written = st.text.slice(at, end);
  const key = term.plain ? written : written.replace(/\s+/g, ' ');
  const s = (st.seen[l] ??= new Set());
  if (s.has(key)) return;
  s.add(key);
  if (++st.counts[l]! >= st.caps[l]!) { st.free[l] = Infinity; st.open--; }
}

/** The Latin terms of the latest walk at `at`: per list, its first term in order counts. */
function recordHits(st: CountState, hits: number, at: number): void {
  for (let h = 0; h < hits; h++) {
    const l = hitTerms[h]!.list;
    if (st.free[l]! > at || st.matchedAt[l] === at) continue;
    let best = h;
    for (let g = h + 1; g < hits; g++) if (hitTerms[g]!.list === l && hitTerms[g]!.order < hitTerms[best]!.order) best = g;
    record(st, hitTerms[best]!, at, hitEnds[best]!);
  }
}

/** Tries CJK candidates at `at`: per list, the first that matches counts (see count()). */
function tryAll(st: CountState, terms: Term[] | undefined, at: number): void {
  if (!terms) return;
  for (let k = 0; k < terms.length; k++) {
    const term = terms[k]!;
    const l = term.list;
    if (st.free[l]! > at || st.matchedAt[l] === at) continue;
    const end = matchAt(st.text, at, term);
    if (end >= 0) record(st, term, at, end);
  }
}

/** Whether one of the candidates of list `list` matches at `at`. */
function anyMatch(text: string, at: number, terms: Term[] | undefined, list: number): boolean {
  if (terms) for (let k = 0; k < terms.length; k++) if (terms[k]!.list === list && matchAt(text, at, terms[k]!) >= 0) return true;
  return false;
}

export class TermMatcher {
  /** The Latin terms, as a trie walked from word starts (by the first character). */
  private readonly latin: Roots;
  /** CJK terms by their first character. */
  private readonly cjk = new Map<number, Term[]>();
  readonly lists: number;

  constructor(lists: readonly (readonly string[])[]) {
    this.lists = lists.length;
    const latin: Term[] = [];
    let order = 0;
    lists.forEach((terms, list) => {
      // The regexes' order: distinct lower-cased terms, longest first (stable).
      const sorted = [...new Set(terms.map((t) => t.toLowerCase()))].sort((a, b) => b.length - a.length);
      for (const raw of sorted) {
        const whole = raw.endsWith('$');
        const chars = whole ? raw.slice(0, -1) : raw;
        const term: Term = { chars, whole, cjk: CJK_RE.test(chars), list, order: order++, plain: !chars.includes(' ') };
        if (term.cjk) add(this.cjk, chars.charCodeAt(0), term);
        else latin.push(term);
      }
    });
    for (const terms of this.cjk.values()) terms.sort(byList);
    const root = newNode();
    for (const term of latin.sort(byList)) insert(root, term);
    fold(root);
    this.latin = rootsOf(root);
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

    let prevWord = false; // the code point before i is a word character
    let run = 0; // ASCII letters and digits in a row, up to i
    for (let i = 0; i < text.length && st.open > 0; i++) {
      const c = text.charCodeAt(i);
      // The second half of a surrogate pair starts no code point; prevWord already tells
      // what the pair is.
      if (c >= 0xdc00 && c <= 0xdfff && i > 0 && isHighSurrogate(text.charCodeAt(i - 1))) continue;
      // A Latin term starts where the code point before is no word character; Latin
      // terms are tried before CJK ones.
      if (!prevWord) {
        const hits = walk(this.latin, text, i);
        if (hits > 0) recordHits(st, hits, i);
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
        const hits = walk(this.latin, text, i);
        for (let h = 0; h < hits; h++) if (hitTerms[h]!.list === list) return true;
      }
      if (hasCjk && anyMatch(text, i, this.cjk.get(c), list)) return true;
      prevWord = isHighSurrogate(c) ? wordAt(text, i) : classOf(c) === WORD;
      if (!prevWord || c >= 128 || hasCjk) run = 0;
      else if (++run === LONG_RUN) { i = asciiRunEnd(text, i + 1) - 1; run = 0; }
    }
    return false;
  }
}
