/**
 * Which hidden runs of the HTML part are flagged (docs/agents.md, "Hidden text", "Not flagged"):
 * not those that are only white space, punctuation, symbols or invisible characters (preheader
 * padding, spacer cells), nor a preheader that repeats the visible text — contained in it after
 * collapsing white space and case, or sharing at least 80 % of its words with the visible
 * text's first 200 characters.
 */
import type { HiddenRun } from './html-reader.js';
import { collapse } from './text.js';

const LETTER_OR_DIGIT_RE = /[\p{L}\p{N}]/u;
const WORD_SPLIT_RE = /[^\p{L}\p{N}]+/u;
/** Share of a hidden text's words found at the start of the visible text that makes it a repeat. */
const SHARED_WORDS = 0.8;
const VISIBLE_START = 200;
/** Containment tests at most (each reads the visible text): later runs with letters are flagged. */
const MAX_CONTAINMENT_TESTS = 1000;

/** A flagged run, and its text without invisible characters. */
export interface FlaggedRun {
  run: HiddenRun;
  text: string;
}

/**
 * The runs that are flagged, in document order. `visible` is the visible text without its
 * invisible characters; `clean` removes them from a run's text.
 */
export function flaggedRuns(runs: HiddenRun[], visible: string, clean: (s: string) => string): FlaggedRun[] {
  if (runs.length === 0) return [];
  let visibleNorm: string | null = null;
  let startWords: Set<string> | null = null;
  let tests = 0;
  const out: FlaggedRun[] = [];
  for (const run of runs) {
    const cleaned = clean(run.text);
    if (!LETTER_OR_DIGIT_RE.test(cleaned)) continue;
    if (tests++ < MAX_CONTAINMENT_TESTS) {
      visibleNorm ??= collapse(visible).toLowerCase();
      const text = collapse(cleaned).toLowerCase();
      if (visibleNorm.includes(text)) continue;
      startWords ??= new Set(visibleNorm.slice(0, VISIBLE_START).split(WORD_SPLIT_RE).filter(Boolean));
      const words = text.split(WORD_SPLIT_RE).filter(Boolean);
      let shared = 0;
      for (const w of words) if (startWords.has(w)) shared++;
      if (words.length > 0 && shared / words.length >= SHARED_WORDS) continue;
    }
    out.push({ run, text: cleaned });
  }
  return out;
}
