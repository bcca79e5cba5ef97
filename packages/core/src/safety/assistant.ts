/**
 * Finds the sentences of a text that are addressed to an AI assistant (phrases.ts). One
 * hand-written pass finds the groups' cue words at word starts (a table of their first two
 * letters, then a literal compare: a single regex of a hundred alternatives costs ten times
 * more); each cue's sentence — bounded by sentence-ending punctuation and line breaks (in a
 * hard-wrapped text part, only those next to a blank line or ending a short line), at most 160
 * characters each way — is then tested against the groups (family and language) whose cues it
 * holds. A sentence is read once. Of a very long text, the start and the end are read.
 */
import { GROUPS } from './phrases.js';
import { MAX_EXCERPT, WORD, collapse, excerpt } from './text.js';

export interface DirectedHit {
  /** The sentence (an excerpt around the phrase when it is long). */
  text: string;
  /** Offset of the sentence in the text read. */
  at: number;
}

/**
 * How far a sentence is read each way from its cue: every phrasing holds a cue within this of
 * its start and end (the longest put a cue some 80 characters in), and a sentence-start
 * pattern's cue is among its first words.
 */
const REACH = 160;

const isBlank = (c: number): boolean =>
  c === 32 || c === 9 || c === 10 || c === 13 || c === 12 || c === 0xa0 || (c >= 0x2000 && c <= 0x200a) || c === 0x202f || c === 0x3000;
/** Lower case of an ASCII or Latin-1 character (cue words are written in those). */
const lower = (c: number): number => ((c >= 65 && c <= 90) || (c >= 0xc0 && c <= 0xde && c !== 0xd7) ? c + 32 : c);
const endsSentence = (c: number): boolean => c === 46 || c === 33 || c === 63 || c === 0x2026 || c === 0x3002 || c === 0xff01 || c === 0xff1f;

interface Cue {
  word: string;
  /** The groups it cues (indexes into GROUPS). */
  groups: number[];
  /** It must end a word (all but the stems, written with a trailing `*`). */
  whole: boolean;
}
/**
 * Cues by their first two characters: CODE gives each Latin-1 character that starts or follows
 * the start of a cue a small code (both cases one code, every blank the code of a space), and
 * PAIRS, for code0 * 64 + code1, 1 + the index of the list in CUE_LISTS, or 0. Small tables: the
 * scan reads them for every word, and must find them in the processor's cache.
 */
const CODE = new Uint8Array(256);
const PAIRS = new Uint8Array(64 * 64);
const CUE_LISTS: Cue[][] = [];
let codes = 0;
function codeOf(c: number): number {
  if (CODE[c] === 0) {
    if (++codes >= 64) throw new Error('cues: too many distinct leading characters');
    CODE[c] = codes;
    const up = String.fromCharCode(c).toUpperCase();
    if (up.length === 1 && up.charCodeAt(0) < 256) CODE[up.charCodeAt(0)] = codes;
  }
  return CODE[c]!;
}
GROUPS.forEach((g, index) => {
  for (const spelled of g.words) {
    const stem = spelled.endsWith('*');
    const word = stem ? spelled.slice(0, -1) : spelled;
    const c0 = word.charCodeAt(0), c1 = word.charCodeAt(1);
    if (c0 >= 0x100 || c1 >= 0x100 || word !== word.toLowerCase()) throw new Error(`cue ${word}: must be lower case and start with two Latin-1 characters`);
    const key = codeOf(c0) * 64 + codeOf(c1);
    if (PAIRS[key] === 0) PAIRS[key] = CUE_LISTS.push([]);
    const list = CUE_LISTS[PAIRS[key]! - 1]!;
    const same = list.find((c) => c.word === word && c.whole === !stem);
    if (same) { if (!same.groups.includes(index)) same.groups.push(index); } else list.push({ word, groups: [index], whole: !stem });
    list.sort((a, b) => b.word.length - a.word.length);
  }
});
if (CUE_LISTS.length > 255) throw new Error('cues: too many first pairs');
if (CODE[32] !== 0) for (const blank of [9, 10, 12, 13, 0xa0]) CODE[blank] = CODE[32]!;

/** Length of `text` at `i` that spells `word` (case folded, any blank run for a space, ’ for '), or 0. */
function spells(text: string, i: number, word: string): number {
  const n = text.length;
  let k = i;
  for (let j = 0; j < word.length; j++) {
    const w = word.charCodeAt(j);
    if (k >= n) return 0;
    const c = text.charCodeAt(k);
    if (w === 32) {
      if (!isBlank(c)) return 0;
      while (k < n && isBlank(text.charCodeAt(k))) k++;
      continue;
    }
    if (c !== w && (c >= 0x100 || lower(c) !== w) && !(w === 39 && c === 0x2019)) return 0;
    k++;
  }
  return k - i;
}

/** The scanner's last find: its length and groups. */
let foundLength = 0;
let foundGroups: number[] = [];

/** Index of the first cue at a word start in [from, to), or -1; sets foundLength and foundGroups. */
function nextCue(text: string, from: number, to: number): number {
  let prev = from > 0 ? WORD[text.charCodeAt(from - 1)]! : 0;
  const last = Math.min(to, text.length - 1);
  for (let i = from; i < last; i++) {
    const c = text.charCodeAt(i);
    const word = WORD[c]!;
    // Every cue starts with two ASCII or Latin-1 characters: others are not even lower-cased.
    if (prev === 0 && c < 0x100 && CODE[c] !== 0) {
      const c1 = text.charCodeAt(i + 1);
      const pair = c1 < 0x100 ? PAIRS[CODE[c]! * 64 + CODE[c1]!]! : 0;
      if (pair !== 0) {
        for (const cue of CUE_LISTS[pair - 1]!) {
          const len = spells(text, i, cue.word);
          if (len > 0 && !(cue.whole && i + len < text.length && WORD[text.charCodeAt(i + len)] === 1 && WORD[text.charCodeAt(i + len - 1)] === 1)) {
            foundLength = len;
            foundGroups = cue.groups;
            return i;
          }
        }
      }
    }
    prev = word;
  }
  return -1;
}

/** A line of a hard-wrapped text part at least this long was wrapped: its break is a space. */
const WRAPPED_LINE = 60;

/**
 * A line break that ends a sentence: any; in a hard-wrapped text part, one next to a blank line
 * or after a short line (a greeting, a signature, a list item: wrapping makes long lines).
 */
function breaksAt(text: string, i: number, wrapped: boolean): boolean {
  if (!wrapped) return true;
  let k = i - 1;
  while (k >= 0 && i - k <= WRAPPED_LINE && text.charCodeAt(k) !== 10) k--;
  if (i - k <= WRAPPED_LINE) return true;
  for (let k = i + 1; k < text.length; k++) {
    const c = text.charCodeAt(k);
    if (c === 10) return true;
    if (c !== 32 && c !== 9 && c !== 13) break;
  }
  for (let k = i - 1; k >= 0; k--) {
    const c = text.charCodeAt(k);
    if (c === 10) return true;
    if (c !== 32 && c !== 9 && c !== 13) return false;
  }
  return true;
}

function sentenceStart(text: string, p: number, wrapped: boolean): number {
  const min = Math.max(0, p - REACH);
  let s = p;
  while (s > min) {
    const c = text.charCodeAt(s - 1);
    if (c === 10 && breaksAt(text, s - 1, wrapped)) break;
    if (isBlank(c) && s >= 2 && endsSentence(text.charCodeAt(s - 2))) break;
    s--;
  }
  return s;
}

function sentenceEnd(text: string, p: number, wrapped: boolean): number {
  const max = Math.min(text.length, p + REACH);
  let e = p;
  while (e < max) {
    const c = text.charCodeAt(e);
    if (c === 10 && breaksAt(text, e, wrapped)) break;
    e++;
    if (endsSentence(c) && (e >= text.length || isBlank(text.charCodeAt(e)))) break;
  }
  return e;
}

/** Where in the sentence a phrase of one of `groups` starts (at a word start), or -1. */
function phraseAt(sentence: string, groups: number[]): number {
  for (const g of groups) {
    const group = GROUPS[g]!;
    let at = group.start !== null && group.start.test(sentence) ? 0 : -1;
    const re = group.re;
    if (at < 0 && re !== null) {
      re.lastIndex = 0;
      for (let m = re.exec(sentence); m; m = re.exec(sentence)) {
        const i = m.index;
        if (i === 0 || WORD[sentence.charCodeAt(i - 1)] === 0 || WORD[sentence.charCodeAt(i)] === 0) { at = i; break; }
        re.lastIndex = i + 1;
      }
    }
    if (at >= 0 && !(group.not && group.not.test(sentence))) return at;
  }
  return -1;
}

/** The sentence as a finding shows it: whole when short, else from a little before the phrase. */
function show(sentence: string, at: number): string {
  if (sentence.length <= MAX_EXCERPT || at < 60) return excerpt(sentence);
  const from = sentence.lastIndexOf(' ', at - 40);
  return excerpt(`…${sentence.slice(from < 0 ? 0 : from + 1)}`);
}

/** The sentence without what precedes its first word: bullets, quote marks, a reply's `>`. */
function fromFirstWord(sentence: string): string {
  let k = 0;
  while (k < sentence.length) {
    const c = sentence.charCodeAt(k);
    if (WORD[c] === 1 || c === 60 || c === 91) break; // a letter, a digit, '<' or '['
    k++;
  }
  return k === 0 ? sentence : sentence.slice(k);
}

/**
 * How much of a long text is read: its start and its end. Instructions to a model are put where
 * it will read them, before or after the mail proper; the middle of a text of more than 128 K
 * characters (a binary attachment decoded as text, a log) is not read, which bounds the time a
 * message can cost (the other rules read every character).
 */
export const READ_HEAD = 96 * 1024;
export const READ_TAIL = 32 * 1024;

/**
 * The sentences of `text` addressed to an assistant, in order. `text` should be free of invisible
 * characters; `wrapped` says it is a hard-wrapped text part (a single line break is a space).
 */
export function findDirected(text: string, wrapped = false): DirectedHit[] {
  const hits: DirectedHit[] = [];
  const n = text.length;
  const ranges = n > READ_HEAD + READ_TAIL ? [0, READ_HEAD, n - READ_TAIL, n] : [0, n];
  let i = 0;
  for (let r = 0; r < ranges.length; r += 2) {
    const to = ranges[r + 1]!;
    i = Math.max(i, ranges[r]!);
    for (let p = nextCue(text, i, to); p >= 0; p = nextCue(text, i, to)) {
      let groups = foundGroups;
      const start = sentenceStart(text, p, wrapped);
      const end = Math.max(sentenceEnd(text, p + foundLength, wrapped), p + foundLength);
      for (let k = nextCue(text, p + foundLength, end); k >= 0; k = nextCue(text, k + foundLength, end)) {
        for (const g of foundGroups) if (!groups.includes(g)) groups = [...groups, g];
      }
      const sentence = fromFirstWord(collapse(text.slice(start, end)));
      const at = sentence.length > 0 ? phraseAt(sentence, groups.length > 1 ? [...groups].sort((a, b) => a - b) : groups) : -1;
      if (at >= 0) hits.push({ text: show(sentence, at), at: start });
      i = end;
    }
  }
  return hits;
}
