/**
 * Invisible and reordering characters (docs/agents.md, "Invisible characters"): which
 * occurrences are flagged — zero-width and filler characters, the bidi overrides (and the
 * embeddings and isolates when the message has no right-to-left letters), tag characters outside
 * an emoji flag sequence — counted per code point and place, and the same test to remove them
 * from the visible text. Soft hyphens inside a Latin word, joiners between letters of a script that
 * uses them or inside an emoji sequence, a leading U+FEFF, the U+200E/U+200F/U+061C marks,
 * variation selectors and emoji modifiers are ordinary.
 */
import type { InvisibleCharFinding } from './types.js';

type Kind = InvisibleCharFinding['kind'];

// One scan finds every candidate; each is then judged in its context.
const CANDIDATES = '\\u00AD\\u034F\\u115F\\u1160\\u180E\\u200B-\\u200D\\u202A-\\u202E\\u2060-\\u2064\\u2066-\\u2069\\u3164\\uFEFF\\uFFA0';
// The lead surrogate of the tag characters (U+E0000–U+E007F) is in the class: a single class
// scans several times faster than an alternation; the trail surrogate is checked after.
const CANDIDATE_RE = new RegExp(`[${CANDIDATES}\\uDB40]`, 'g');
const HAS_CANDIDATE_RE = new RegExp(`[${CANDIDATES}\\uDB40]`);
/** Letters of the right-to-left scripts the bidi rule names: Hebrew, Arabic, Syriac, Thaana, N'Ko. */
const RTL_LETTER_RE = /(?=\p{L})[\p{Script=Hebrew}\p{Script=Arabic}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}]/u;
const LATIN_LETTER_RE = /(?=\p{L})\p{Script=Latin}/u;
const LETTER_OR_MARK_RE = /[\p{L}\p{M}]/u;
const PICTOGRAPHIC_RE = /\p{Extended_Pictographic}/u;

const NAMES: Record<number, string> = {
  0xad: 'SOFT HYPHEN', 0x34f: 'COMBINING GRAPHEME JOINER', 0x115f: 'HANGUL CHOSEONG FILLER', 0x1160: 'HANGUL JUNGSEONG FILLER',
  0x180e: 'MONGOLIAN VOWEL SEPARATOR', 0x200b: 'ZERO WIDTH SPACE', 0x200c: 'ZERO WIDTH NON-JOINER', 0x200d: 'ZERO WIDTH JOINER',
  0x202a: 'LEFT-TO-RIGHT EMBEDDING', 0x202b: 'RIGHT-TO-LEFT EMBEDDING', 0x202c: 'POP DIRECTIONAL FORMATTING',
  0x202d: 'LEFT-TO-RIGHT OVERRIDE', 0x202e: 'RIGHT-TO-LEFT OVERRIDE', 0x2060: 'WORD JOINER', 0x2061: 'FUNCTION APPLICATION',
  0x2062: 'INVISIBLE TIMES', 0x2063: 'INVISIBLE SEPARATOR', 0x2064: 'INVISIBLE PLUS', 0x2066: 'LEFT-TO-RIGHT ISOLATE',
  0x2067: 'RIGHT-TO-LEFT ISOLATE', 0x2068: 'FIRST STRONG ISOLATE', 0x2069: 'POP DIRECTIONAL ISOLATE', 0x3164: 'HANGUL FILLER',
  0xfeff: 'ZERO WIDTH NO-BREAK SPACE', 0xffa0: 'HALFWIDTH HANGUL FILLER', 0xe0001: 'LANGUAGE TAG', 0xe007f: 'CANCEL TAG',
};
/** Names of the printable ASCII characters, for the TAG … names of U+E0020–U+E007E. */
const ASCII_PUNCT = ['SPACE', 'EXCLAMATION MARK', 'QUOTATION MARK', 'NUMBER SIGN', 'DOLLAR SIGN', 'PERCENT SIGN', 'AMPERSAND',
  'APOSTROPHE', 'LEFT PARENTHESIS', 'RIGHT PARENTHESIS', 'ASTERISK', 'PLUS SIGN', 'COMMA', 'HYPHEN-MINUS', 'FULL STOP', 'SOLIDUS'];
const DIGITS = ['ZERO', 'ONE', 'TWO', 'THREE', 'FOUR', 'FIVE', 'SIX', 'SEVEN', 'EIGHT', 'NINE'];
const ASCII_MORE: Record<number, string> = {
  0x3a: 'COLON', 0x3b: 'SEMICOLON', 0x3c: 'LESS-THAN SIGN', 0x3d: 'EQUALS SIGN', 0x3e: 'GREATER-THAN SIGN', 0x3f: 'QUESTION MARK',
  0x40: 'COMMERCIAL AT', 0x5b: 'LEFT SQUARE BRACKET', 0x5c: 'REVERSE SOLIDUS', 0x5d: 'RIGHT SQUARE BRACKET', 0x5e: 'CIRCUMFLEX ACCENT',
  0x5f: 'LOW LINE', 0x60: 'GRAVE ACCENT', 0x7b: 'LEFT CURLY BRACKET', 0x7c: 'VERTICAL LINE', 0x7d: 'RIGHT CURLY BRACKET', 0x7e: 'TILDE',
};

/** The Unicode name of a candidate code point. */
export function charName(cp: number): string {
  const known = NAMES[cp];
  if (known) return known;
  if (cp >= 0xe0020 && cp <= 0xe007e) {
    const a = cp - 0xe0000;
    if (a <= 0x2f) return `TAG ${ASCII_PUNCT[a - 0x20]}`;
    if (a <= 0x39) return `TAG DIGIT ${DIGITS[a - 0x30]}`;
    if (a >= 0x41 && a <= 0x5a) return `TAG LATIN CAPITAL LETTER ${String.fromCharCode(a)}`;
    if (a >= 0x61 && a <= 0x7a) return `TAG LATIN SMALL LETTER ${String.fromCharCode(a - 32)}`;
    return `TAG ${ASCII_MORE[a]}`;
  }
  return `<reserved-${cp.toString(16).toUpperCase()}>`;
}

export function codePointLabel(cp: number): string {
  return `U+${cp.toString(16).toUpperCase().padStart(4, '0')}`;
}

/** Does the message have right-to-left letters? Asked lazily: only embeddings and isolates need it. */
export function hasRtlLetters(parts: (string | null | undefined)[]): boolean {
  for (const p of parts) if (p && RTL_LETTER_RE.test(p)) return true;
  return false;
}

/** Letters (and marks) of the scripts that use joiners: Arabic, Hebrew, Syriac, Indic, Sinhala, Thai, Khmer, Myanmar. */
function joiningScript(cp: number): boolean {
  return (cp >= 0x0590 && cp <= 0x08ff) || (cp >= 0x0900 && cp <= 0x0dff) || (cp >= 0x0e00 && cp <= 0x0e7f)
    || (cp >= 0x1000 && cp <= 0x109f) || (cp >= 0x1780 && cp <= 0x17ff) || (cp >= 0xa8e0 && cp <= 0xa8ff)
    || (cp >= 0xa9e0 && cp <= 0xa9ff) || (cp >= 0xaa60 && cp <= 0xaa7f) || (cp >= 0xfb1d && cp <= 0xfdff)
    || (cp >= 0xfe70 && cp <= 0xfefc);
}

function codePointBefore(s: string, i: number): number {
  if (i <= 0) return -1;
  const lo = s.charCodeAt(i - 1);
  if (lo >= 0xdc00 && lo <= 0xdfff && i >= 2) {
    const hi = s.charCodeAt(i - 2);
    if (hi >= 0xd800 && hi <= 0xdbff) return (hi - 0xd800) * 0x400 + (lo - 0xdc00) + 0x10000;
  }
  return lo;
}
const codePointAt = (s: string, i: number): number => (i < s.length ? s.codePointAt(i)! : -1);
const isLetterOrMark = (cp: number): boolean => cp >= 0 && LETTER_OR_MARK_RE.test(String.fromCodePoint(cp));
const isEmojiPart = (cp: number): boolean => cp >= 0 && (cp === 0xfe0f || (cp >= 0x1f3fb && cp <= 0x1f3ff) || cp === 0xe007f
  || PICTOGRAPHIC_RE.test(String.fromCodePoint(cp)));

/** A joiner between two letters of a joining script, or inside an emoji sequence. */
function ordinaryJoiner(s: string, i: number): boolean {
  const before = codePointBefore(s, i);
  const after = codePointAt(s, i + 1);
  if (joiningScript(before) && joiningScript(after) && isLetterOrMark(before) && isLetterOrMark(after)) return true;
  return isEmojiPart(before) && after >= 0 && PICTOGRAPHIC_RE.test(String.fromCodePoint(after));
}

function softHyphenInWord(s: string, i: number): boolean {
  const before = codePointBefore(s, i);
  const after = codePointAt(s, i + 1);
  return before >= 0 && after >= 0 && LATIN_LETTER_RE.test(String.fromCodePoint(before)) && LATIN_LETTER_RE.test(String.fromCodePoint(after));
}

const isTagAt = (s: string, i: number): boolean => s.charCodeAt(i) === 0xdb40 && s.charCodeAt(i + 1) >= 0xdc00 && s.charCodeAt(i + 1) <= 0xdc7f;

/**
 * Calls `found` for every flagged character of `s` with its code point, index and kind.
 * `rtl` says whether the message has right-to-left letters (asked at most once); `atStart`,
 * whether `s` starts its part (where a U+FEFF is a byte-order mark, not a character).
 */
export function forEachInvisible(s: string, rtl: () => boolean, found: (cp: number, index: number, kind: Kind) => void, atStart = true): void {
  if (!HAS_CANDIDATE_RE.test(s)) return;
  let rtlKnown: boolean | null = null;
  let tagRunEnd = -1; // the tag characters before this index were judged as one run
  let tagRunOrdinary = false;
  CANDIDATE_RE.lastIndex = 0;
  for (let m = CANDIDATE_RE.exec(s); m; m = CANDIDATE_RE.exec(s)) {
    const i = m.index;
    if (m[0] === '\udb40' && !isTagAt(s, i)) continue;
    const cp = m[0] === '\udb40' ? s.codePointAt(i)! : m[0].charCodeAt(0);
    let kind: Kind | null = 'invisible';
    if (cp >= 0xe0000) {
      if (i >= tagRunEnd) {
        // An emoji tag sequence: U+1F3F4, tag characters, ended by U+E007F (a few letters long).
        let k = i;
        while (isTagAt(s, k)) k += 2;
        tagRunEnd = k;
        tagRunOrdinary = codePointBefore(s, i) === 0x1f3f4 && s.charCodeAt(k - 1) === 0xdc7f && k - i <= 2 * 12
          && s.slice(i, k - 2).indexOf('\udb40\udc7f') < 0;
      }
      kind = tagRunOrdinary ? null : 'tag';
    } else {
      switch (cp) {
        case 0xad: if (softHyphenInWord(s, i)) kind = null; break;
        case 0x200c: case 0x200d: if (ordinaryJoiner(s, i)) kind = null; break;
        case 0xfeff: if (i === 0 && atStart) kind = null; break;
        case 0x202d: case 0x202e: kind = 'bidi'; break;
        case 0x202a: case 0x202b: case 0x202c: case 0x2066: case 0x2067: case 0x2068: case 0x2069:
          rtlKnown ??= rtl();
          kind = rtlKnown ? null : 'bidi';
          break;
        default: break;
      }
    }
    if (kind !== null) found(cp, i, kind);
  }
}

/** Tallies flagged characters per code point and place, in order of first occurrence. */
export class InvisibleTally {
  private readonly byKey = new Map<string, InvisibleCharFinding>();

  add(s: string, where: InvisibleCharFinding['where'], rtl: () => boolean, atStart = true): void {
    forEachInvisible(s, rtl, (cp, _i, kind) => this.count(cp, kind, where), atStart);
  }

  /** Tallies `s` and returns it without its flagged characters (stripInvisible), in one scan. */
  addAndStrip(s: string, where: InvisibleCharFinding['where'], rtl: () => boolean, atStart = true): string {
    let out = '';
    let from = 0;
    forEachInvisible(s, rtl, (cp, i, kind) => {
      this.count(cp, kind, where);
      out += s.slice(from, i);
      from = i + (cp > 0xffff ? 2 : 1);
    }, atStart);
    return withoutSoftHyphens(from === 0 ? s : out + s.slice(from));
  }

  private count(cp: number, kind: Kind, where: InvisibleCharFinding['where']): void {
    const key = `${where}:${cp}`;
    const seen = this.byKey.get(key);
    if (seen) seen.count++;
    else this.byKey.set(key, { code_point: codePointLabel(cp), name: charName(cp), kind, count: 1, where });
  }

  findings(): InvisibleCharFinding[] {
    return [...this.byKey.values()];
  }
}

/** `s` without its flagged characters (and without soft hyphens, which never show). */
export function stripInvisible(s: string, rtl: () => boolean): string {
  let out = '';
  let from = 0;
  forEachInvisible(s, rtl, (cp, i) => {
    out += s.slice(from, i);
    from = i + (cp > 0xffff ? 2 : 1);
  });
  return withoutSoftHyphens(from === 0 ? s : out + s.slice(from));
}

function withoutSoftHyphens(t: string): string {
  return t.indexOf('\u00ad') >= 0 ? t.replaceAll('\u00ad', '') : t;
}
