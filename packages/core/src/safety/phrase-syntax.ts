/**
 * The notation of the phrase tables (phrases.ts, phrases-address.ts): a group's shape, and the
 * regex pieces the patterns share. The patterns run without the `u` flag (it makes every regex
 * several times slower), so letters are spelled as Latin ranges, and a phrase's start is
 * checked by the matcher rather than by a look-behind.
 */

/** Not followed by a letter or digit. The start of a phrase is checked by the matcher. */
export const E = '(?![0-9a-z\\u00c0-\\u00d6\\u00d8-\\u00f6\\u00f8-\\u024f])';
/** A word boundary that consumes the character before (for the `not` test, which only tests). */
export const BB = '(?:^|[^0-9a-z\\u00c0-\\u00d6\\u00d8-\\u00f6\\u00f8-\\u024f])';
export const WORD = '[a-z\\u00c0-\\u00d6\\u00d8-\\u00f6\\u00f8-\\u024f]+';
export const AP = "['’]";

export type Lang = 'en' | 'de' | 'fr' | 'es' | 'pt' | 'any';

export interface GroupSpec {
  family: string;
  lang: Lang;
  /**
   * Cue words, lower case, literal (a space matches any run of white space). A word must end a
   * word of the text, unless it ends with `*` (a stem: `ignor*`). Every pattern of the group
   * holds one.
   */
  words: string[];
  /** The phrasings, as regex sources; those starting with `^` hold at the sentence's start only. */
  patterns: string[];
  /** When set, a sentence this matches (anywhere) is not the group's. */
  not?: RegExp;
}

export interface Group extends GroupSpec {
  /** The phrasings that start the sentence, in one anchored regex (one attempt); null when none. */
  start: RegExp | null;
  /** The others, in one global regex (the matcher checks that a match starts a word); null when none. */
  re: RegExp | null;
}

export function alt(list: string[], flags: string): RegExp {
  return new RegExp(list.map((p) => `(?:${p})`).join('|'), flags);
}

export const BRANDS = '(?:ChatGPT|GPT-?\\d[\\w.]*|Claude|Gemini|Copilot)';
export const BRAND_WORDS = ['chatgpt', 'gpt*', 'claude', 'gemini', 'copilot'];
/** A bare "agent" / "assistant" addresses the reader when punctuation or a reading verb follows. */
export const agentEnd = (who: string): string => `(?= ?[,.:;!?—–-]| ${who}|$)`;

