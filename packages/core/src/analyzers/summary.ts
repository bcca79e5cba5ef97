/**
 * Extractive summary: the first one or two sentences of the message that say something,
 * skipping greetings, furniture (view in browser, unsubscribe, legal lines), bare links
 * and headings, at most 280 characters. Nothing is generated; every word is the sender's.
 */
import { BOILERPLATE_TERMS, GREETINGS } from './lexicon.js';
import { compileTerms } from './terms.js';
import { TermMatcher } from './term-matcher.js';
import { squeezeBlanks } from './text.js';
import { clip } from './validate.js';

export const SUMMARY_MAX = 280;
/** Characters of one line or paragraph looked at; of the body, SUMMARY_WINDOW. */
const MAX_LINE_CHARS = 1_200;
const SUMMARY_WINDOW = 10_000;

const BOILERPLATE = new TermMatcher([BOILERPLATE_TERMS]);
const GREETING_RE = new RegExp(`^(?:${compileTerms(GREETINGS).source})`, 'u');
const CJK_CHAR_RE = /[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]/gu;
const HAS_CJK_RE = /[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]/u;
const NON_BLANK_RUN_RE = /\S+/g;
const BLANK_RUNS_RE = /\s+/g;
const TERMINAL_RE = /[.!?。！？…:;।॥؟]$/u;
const URL_ONLY_RE = /^(?:<?https?:\/\/\S+>?|www\.\S+)$/i;
// Patterns used per line, sentence or word, compiled once (a literal in a function is a new
// RegExp object per evaluation).
const LAST_WORD_RE = /([\p{L}.]+)$/u;
const ONE_LETTER_RE = /^\p{L}$/u;
const TWO_LETTERS_RE = /\p{L}{2,}/u;
const LETTER_RE = /\p{L}/u;
const LOWER_START_RE = /^\p{Ll}/u;
const DIGIT_RE = /\d/;
const TABS_RE = /\t+/g;
const WORD_RE = /[\p{L}\p{N}]+/gu;
const SENTENCE_END_RE = /[.!?。！？…।॥؟]$/u;
const FULL_STOP_RE = /[.!?。！？।॥؟]$/u;
const ABBREVIATIONS = new Set([
  'e.g', 'i.e', 'mr', 'mrs', 'ms', 'dr', 'no', 'nr', 'st', 'z.b', 'bzw', 'ca', 'etc', 'vs', 'inc', 'ltd', 'approx', 'p.s', 'u.a', 'ggf',
  'tel', 'sr', 'sra', 'av', 'ave', 'rd', 'blvd', 'apt', 'str', 'ul', 'al', 'pl', 'ap', 'cad', 'sok', 'mah', 'ул', 'д', 'кв', 'г', 'пр', 'n°', 'nº',
]);

function isBoilerplate(lower: string): boolean {
  return BOILERPLATE.has(lower);
}
/**
 * A paragraph of one line passed isBoilerplate as that line, and each of its sentences is a
 * part of it starting after a blank or a full stop: no term can be found in one that was not
 * in the line, as long as no term needs a word end ('$') and none holds a sigma (the one
 * letter toLowerCase() writes by context). Such sentences are not checked again.
 */
const LINE_CHECK_COVERS_SENTENCES = !BOILERPLATE_TERMS.some((t) => t.endsWith('$') || /[σςΣ]/.test(t));

/** Removes an opening greeting: drops "Hi Anna," lines, trims "Hi Anna, " off a longer line. */
function stripGreeting(line: string): string | null {
  const lower = line.toLowerCase();
  if (!GREETING_RE.test(lower)) return line;
  const comma = line.search(/[,!:،，、]/u);
  if (comma >= 0 && comma <= 50) {
    const rest = line.slice(comma + 1).trim();
    return rest.length >= 3 ? rest : null;
  }
  return line.split(/\s+/).length <= 5 ? null : line;
}

/**
 * The characters that may end a sentence (found natively: most of a paragraph is none): the
 * Latin marks, the CJK full-width ones, the Devanagari danda (।, ॥) and the Arabic question mark
 * (؟; Arabic ends statements with a period). Thai marks no sentence end: a Thai paragraph is one.
 */
const SENTENCE_MARK_RE = /[.!?…。！？।॥؟]/g;

/**
 * Sentences of one paragraph. The CJK marks and the danda end one where they stand; a period,
 * "!", "?" or "؟" only when a blank or the end follows.
 */
function sentences(unit: string): string[] {
  const out: string[] = [];
  let start = 0;
  SENTENCE_MARK_RE.lastIndex = 0;
  for (let mark = SENTENCE_MARK_RE.exec(unit); mark !== null; mark = SENTENCE_MARK_RE.exec(unit)) {
    const i = mark.index;
    const c = mark[0];
    if (c === '。' || c === '！' || c === '？' || c === '।' || c === '॥') {
      out.push(unit.slice(start, i + 1));
      start = i + 1;
      continue;
    }
    const next = unit[i + 1];
    if (next !== undefined && next !== ' ') continue;
    if (c === '.') {
      const word = LAST_WORD_RE.exec(unit.slice(Math.max(start, i - 8), i))?.[1]?.toLowerCase() ?? '';
      if (ABBREVIATIONS.has(word) || ONE_LETTER_RE.test(word)) continue;
    }
    out.push(unit.slice(start, i + 1));
    start = i + 1;
  }
  if (start < unit.length) out.push(unit.slice(start));
  return out.map((s) => s.trim()).filter(Boolean);
}

/** CJK characters in s (counted only where there is one: most text has none). */
function cjkCount(s: string): number {
  return HAS_CJK_RE.test(s) ? s.match(CJK_CHAR_RE)?.length ?? 0 : 0;
}

/**
 * Whether `s.split(/\s+/)` has at least `n` pieces with two letters in a row (`letters`) or
 * at all. `s` is trimmed, so its pieces are its runs of non-blanks; counting stops at `n`.
 */
function atLeastWords(s: string, n: number, letters: boolean): boolean {
  if (!letters) {
    // Pieces are one more than the blank runs between them.
    BLANK_RUNS_RE.lastIndex = 0;
    let runs = 0;
    while (runs < n - 1 && BLANK_RUNS_RE.test(s)) runs++;
    return runs >= n - 1;
  }
  NON_BLANK_RUN_RE.lastIndex = 0;
  let words = 0;
  for (let m = NON_BLANK_RUN_RE.exec(s); m !== null && words < n; m = NON_BLANK_RUN_RE.exec(s)) if (TWO_LETTERS_RE.test(m[0])) words++;
  return words >= n;
}

function informative(sentence: string): boolean {
  if (URL_ONLY_RE.test(sentence)) return false;
  if (cjkCount(sentence) >= 6) return true;
  return atLeastWords(sentence, 3, true);
}

/**
 * Paragraphs handed to a visitor; it returns true when it needs no more. `oneLine`: the
 * paragraph is one line, which passed isBoilerplate (nothing was joined to it).
 */
type Visitor = (unit: string, oneLine: boolean) => boolean;
interface Paragraphs {
  visit: Visitor;
  /** The newest complete paragraph. */
  last: string | null;
  lastOneLine: boolean;
  /** `last` was handed out (it is final once the next paragraph starts). */
  lastOut: boolean;
}

/** Hands out the newest paragraph unless it has been. True: stop. */
function handOut(p: Paragraphs): boolean {
  if (p.last === null || p.lastOut) return false;
  p.lastOut = true;
  return p.visit(p.last, p.lastOneLine);
}

/** A paragraph is complete: the one before it is final. True: stop. */
function push(p: Paragraphs, unit: string, oneLine: boolean): boolean {
  const stop = handOut(p);
  p.last = unit;
  p.lastOneLine = oneLine;
  p.lastOut = false;
  return stop;
}

/**
 * Lines → paragraphs, re-joining hard-wrapped plain text, each handed to `visit` as soon as
 * it can no longer change: when the next one starts (until then a code line may still be
 * appended to it). Lazy: the summary usually needs the first few paragraphs only, and
 * `visit` returns true to stop.
 */
function units(body: string, visit: Visitor): void {
  const p: Paragraphs = { visit, last: null, lastOneLine: false, lastOut: false };
  let current = '';
  let currentOneLine = false;
  let currentTerminal = false; // current ends like a sentence (it ends with its newest line)
  let greeted = false;
  let from = 0;
  while (from <= body.length) {
    let to = body.indexOf('\n', from);
    if (to < 0) to = body.length;
    // A summary is 280 characters: the start of a giant line is all it can use.
    const raw = body.slice(from, Math.min(to, from + MAX_LINE_CHARS));
    from = to + 1;
    let line = squeezeBlanks(raw.includes('\t') ? raw.replace(TABS_RE, ' · ') : raw).trim();
    if (!line) {
      if (current && push(p, current, currentOneLine)) return;
      current = '';
      continue;
    }
    if (!greeted && !current && p.last === null) {
      greeted = true;
      const stripped = stripGreeting(line);
      if (stripped === null) continue;
      line = stripped;
    }
    const lower = line.toLowerCase();
    // "Your code is:" then the code on its own line: keep them together.
    if (line.length <= 24 && !TWO_LETTERS_RE.test(line) && DIGIT_RE.test(line)) {
      if (current.endsWith(':')) {
        current = `${current} ${line}`;
        currentOneLine = false;
        currentTerminal = TERMINAL_RE.test(line);
        continue;
      }
      if (!current && p.last !== null && !p.lastOut && p.last.endsWith(':')) {
        p.last = `${p.last} ${line}`;
        p.lastOneLine = false;
        continue;
      }
    }
    if (isBoilerplate(lower) || URL_ONLY_RE.test(line) || !LETTER_RE.test(line)) {
      if (current && push(p, current, currentOneLine)) return;
      current = '';
      continue;
    }
    const wrapped = current && current.length < MAX_LINE_CHARS && !currentTerminal && (current.length >= 50 || LOWER_START_RE.test(line));
    if (wrapped) {
      current = `${current} ${line}`;
      currentOneLine = false;
    } else {
      if (current && push(p, current, currentOneLine)) return;
      current = line;
      currentOneLine = true;
      // The previous paragraph can no longer change: hand it out now, not a paragraph later.
      if (handOut(p)) return;
    }
    currentTerminal = TERMINAL_RE.test(line);
  }
  if (current && push(p, current, currentOneLine)) return;
  handOut(p);
}

interface Candidate { text: string; strong: boolean; unit: number }

/**
 * Whether `lower` has exactly these words (runs of letters and digits) in this order, all
 * else aside ("Your order #1." and "your order 1" agree). Compared one by one: most
 * sentences differ from the subject in their first word.
 */
function sameWords(lower: string, words: readonly string[]): boolean {
  WORD_RE.lastIndex = 0;
  let k = 0;
  for (let m = WORD_RE.exec(lower); m !== null; m = WORD_RE.exec(lower)) {
    if (k >= words.length || m[0] !== words[k]) return false;
    k++;
  }
  return k === words.length;
}

/**
 * The first 12 candidate sentences, or fewer when the rest cannot change the summary: it
 * is the first strong candidate, plus the next strong one only when that is in the same or
 * the next paragraph and the first is under 160 characters (see summarize).
 */
function findCandidates(subjectWords: readonly string[], body: string): Candidate[] {
  const out: Candidate[] = [];
  let first: Candidate | null = null; // the first strong candidate
  let u = -1;
  units(body, (unit, oneLine) => {
    u++;
    const checked = oneLine && LINE_CHECK_COVERS_SENTENCES;
    for (const s of sentences(unit)) {
      if (!informative(s)) continue;
      const lower = s.toLowerCase();
      if (!checked && isBoilerplate(lower)) continue;
      if (subjectWords.length > 0 && sameWords(lower, subjectWords)) continue; // the subject again
      // A sentence proper ends in punctuation or runs on; headings and table rows are short.
      const strong = SENTENCE_END_RE.test(s) || atLeastWords(s, 5, false) || cjkCount(s) >= 10;
      const c = { text: s, strong, unit: u };
      out.push(c);
      if (out.length >= 12) return true;
      if (!strong) continue;
      if (first !== null || c.text.length >= 160) return true; // a second one found, or none wanted
      first = c;
    }
    // Past the paragraph after the first strong one, no second sentence can join it.
    return first !== null && u >= first.unit + 1;
  });
  return out;
}

export function summarize(subject: string, body: string): string | null {
  const subjectWords = subject.toLowerCase().match(WORD_RE) ?? [];
  const candidates = findCandidates(subjectWords, body.length > SUMMARY_WINDOW ? body.slice(0, SUMMARY_WINDOW) : body);
  const pool = candidates.some((c) => c.strong) ? candidates.filter((c) => c.strong) : candidates;
  const first = pool[0];
  if (!first) return subject ? clip(subject, SUMMARY_MAX) : null;
  // A second sentence only when it is a real one from the same or the next paragraph:
  // footers (addresses, legal lines) are neither.
  const second = pool[1];
  if (second && second.unit <= first.unit + 1 && first.text.length < 160 && FULL_STOP_RE.test(second.text)
    && (second.text.split(/\s+/).length >= 4 || (second.text.match(CJK_CHAR_RE)?.length ?? 0) >= 8)
    && first.text.length + 1 + second.text.length <= SUMMARY_MAX) {
    return `${first.text} ${second.text}`;
  }
  return clip(first.text, SUMMARY_MAX);
}
