/**
 * The extractor's keyword regexes, compiled once at module load from the vocabulary in
 * ../lexicon/ (codes.ts, intent-cues.ts, link-words.ts: one concept per idea, worded in the
 * 23 languages). Entries are regex sources (syntax in ../lexicon/pattern.ts), tried longest
 * first. Spaced languages' entries get word edges; unspaced ones (ja zh zh-TW ko th, and the
 * signs under `any`) match anywhere. Only the compiling lives here, plus URL patterns, which
 * are not words.
 */

import {
  BOOKING_CONTEXT, CARD_AUTHORIZATION, CODE_IS, CODE_ROOT, CODE_NAME, CODE_NOUN, CONFIRM_WORD, MEETING_CONTEXT, OTHER_CODE, OTHER_NUMBER,
  PASSCODE_WORD, PAYMENT_CONTEXT, PROMOTION, SPENT_CODE, TYPE_IN, UNIT, YOUR,
} from '../lexicon/codes.js';
import { CURRENCY, CURRENCY_CODES } from '../lexicon/currency.js';
import {
  CALENDAR_CUE, CALENDAR_SUBJECT, MAGIC_LINK_CUE, RESET_CUE, SECURITY_NOTICE, SIGN_IN_CUE, TEAM_INVITE_CUE, VERIFY_CUE,
} from '../lexicon/intent-cues.js';
import type { Concept } from '../lexicon/languages.js';
import { Scanner, type Langs } from './scanner.js';
import {
  CANCEL_LINK, CHANGE_PASSWORD, COPY_PASTE, EXPLAINS, GENERIC_ANCHOR, HELP_PAGE, IN_ORDER_TO, INVITE_ANSWER, INVITE_REPLY, SIGN_IN_LINK,
  UNSUBSCRIBE_LINK, VERIFY_LINK,
} from '../lexicon/link-words.js';
import { conceptPrefixes, conceptSources } from '../lexicon/pattern.js';
import { HOURS, MINUTES } from '../lexicon/time.js';

/**
 * Groups alternatives by their first character so the engine checks one character before
 * descending into a group, instead of trying hundreds of alternatives at every position.
 * Alternatives that do not start with a plain letter stay as they are.
 */
function factor(list: readonly string[]): string {
  const groups = new Map<string, string[]>();
  const misc: string[] = [];
  for (const src of list) {
    const first = src[0]!;
    if (/\p{L}/u.test(first) && src[1] !== '?' && src[1] !== '*' && src[1] !== '{' && src[1] !== '+') {
      const key = first.toLowerCase();
      const g = groups.get(key) ?? [];
      g.push(src.slice(1));
      groups.set(key, g);
    } else {
      misc.push(src);
    }
  }
  const out: string[] = [];
  for (const [key, rests] of groups) out.push(rests.length === 1 ? key + rests[0] : `${key}(?:${rests.join('|')})`);
  return [...out, ...misc].join('|');
}


/** Blanks in an entry: "a b" is one or more, "a ?b" optional, inside [...] one. */
function blanks(src: string, between: string): string {
  return src
    .replace(/ \?/g, '\\s*')
    .replace(/\[[^\]]*\]/g, (cls) => cls.replace(/ /g, '\\s'))
    .replace(/ /g, between);
}

const latinSrc = (latin: readonly string[]): string => factor(latin.map((s) => blanks(s, '\\s+')));
const cjkSrc = (cjk: readonly string[]): string => factor(cjk.map((s) => blanks(s, '\\s*')));
/**
 * Latin entries start and end at a word edge; the start is checked once, before any
 * alternative, at every position the regex tries. The word characters ([\p{L}\p{N}_] as
 * withoutUnicodeFlag spells it) are split into three small classes: V8 tests a class of
 * more than a few ranges by calling out of the compiled regex, per position.
 */
const WORD_CLASSES = [
  'A-Za-z0-9_',
  '\\u00AA\\u00B5\\u00BA\\u00C0-\\u00D6\\u00D8-\\u00F6\\u00F8-\\u02AF\\u0370-\\u03FF\\u0400-\\u052F\\u0531-\\u0587\\u1E00-\\u1EFF',
  '\\u0590-\\u05FF\\u0600-\\u06FF\\u0750-\\u077F\\u0900-\\u097F\\u0980-\\u09FF\\u0B80-\\u0BFF\\u0E00-\\u0E7F\\u3040-\\u30FF\\u3400-\\u4DBF\\u4E00-\\u9FFF\\uAC00-\\uD7AF\\uF900-\\uFAFF',
];
export const LATIN_START = WORD_CLASSES.map((c) => `(?<![${c}])`).join('');
export const LATIN_END = WORD_CLASSES.map((c) => `(?![${c}])`).join('');
const CJK_RANGES = '\\u0e00-\\u0e7f\\u3000-\\u9fff\\uac00-\\ud7af\\uf900-\\ufaff';
const IN_CJK_RANGES = new RegExp(`[${CJK_RANGES}]`);
/**
 * Unspaced (CJK, Thai, `any`) alternatives are only tried where one can start: at a CJK or
 * Thai character, or at the first character of an entry that starts otherwise (€, %, the 2
 * of 2段階認証). An entry starting with a group or a class must start with CJK or Thai.
 */
function unspacedStart(entries: readonly string[]): string {
  const others = new Set<string>();
  for (const entry of entries) {
    const first = entry[0] === '\\' ? entry.slice(0, 2) : entry[0]!;
    if (first === '(' || first === '[' || IN_CJK_RANGES.test(first)) continue;
    others.add(/^[\]^-]$/.test(first) ? `\\${first}` : first);
  }
  return `(?=[${CJK_RANGES}${[...others].join('')}])`;
}

/** Source for latin entries wrapped in Unicode word boundaries, CJK entries unwrapped. */
function alt(latin: readonly string[], cjk: readonly string[] = []): string {
  const parts: string[] = [];
  if (latin.length) parts.push(`${LATIN_START}(?:${latinSrc(latin)})${LATIN_END}`);
  if (cjk.length) parts.push(`${unspacedStart(cjk)}(?:${cjkSrc(cjk)})`);
  return parts.join('|');
}

/**
 * Letters of the scripts the lexicon covers (Latin, Greek, Cyrillic, Armenian, Hebrew, Arabic
 * with Persian and Urdu, Devanagari, Bengali, Tamil, Thai, kana, CJK, Hangul). Spelled out so the regexes can run without the `u` flag: with it, case-insensitive
 * alternations are several times slower.
 */
const LETTERS = 'A-Za-z\\u00AA\\u00B5\\u00BA\\u00C0-\\u00D6\\u00D8-\\u00F6\\u00F8-\\u02AF\\u0370-\\u03FF\\u0400-\\u052F\\u0531-\\u0587\\u0590-\\u05FF\\u0600-\\u06FF\\u0750-\\u077F\\u0900-\\u097F\\u0980-\\u09FF\\u0B80-\\u0BFF\\u0E00-\\u0E7F\\u1E00-\\u1EFF\\u3040-\\u30FF\\u3400-\\u4DBF\\u4E00-\\u9FFF\\uAC00-\\uD7AF\\uF900-\\uFAFF';

/** Rewrites \p{L} / \p{N} into explicit ranges (inside and outside classes). */
export function withoutUnicodeFlag(src: string): string {
  return src
    .replace(/\[(?:\\.|[^\]\\])*\]/g, (cls) => cls.replace(/\\p\{L\}/g, LETTERS).replace(/\\p\{N\}/g, '0-9'))
    .replace(/\\p\{L\}/g, SUFFIX_LETTERS)
    .replace(/\\p\{N\}/g, '[0-9]');
}

/**
 * Letters an inflected ending can use ("kod\p{L}*", "подтверждени\p{L}*"): endings stay in
 * the word's script: Latin, Greek, Cyrillic, Hebrew, Arabic, Devanagari, Bengali and Tamil. Compact on purpose: V8 stops optimising
 * regexes whose source passes 20 KB, and the full class repeated per entry gets there.
 */
const SUFFIX_LETTERS = '[A-Za-z\\u00C0-\\u024F\\u0370-\\u03FF\\u0400-\\u04FF\\u0590-\\u05FF\\u0600-\\u06FF\\u0900-\\u09FF\\u0B80-\\u0BFF\\u1E00-\\u1EFF]';

/**
 * `\uXXXX` escapes written as the characters themselves (regex syntax characters and line
 * ends excepted): the same regex, a quarter shorter for the long alternations, whose letter
 * ranges above are repeated per inflected entry. V8 does not optimise a regex whose source
 * passes 20 KB: past it, the code-word scanner ran 10–20 times slower.
 */
function literalEscapes(src: string): string {
  return src.replace(/(?<!\\)\\u([0-9a-fA-F]{4})/g, (escape, hex: string) => {
    const ch = String.fromCharCode(parseInt(hex, 16));
    return /[\\^$.|?*+()[\]{}\-/\n\r\u2028\u2029]/.test(ch) ? escape : ch;
  });
}

const compile = (src: string, flags = 'i'): RegExp => new RegExp(literalEscapes(withoutUnicodeFlag(src)), flags);

/** A keyword family: latin entries, CJK entries. */
type Family = readonly [readonly string[], readonly string[]];

/** The regex sources of one or more vocabulary concepts, as a family. */
function family(...concepts: readonly Concept[]): Family {
  const { spaced, unspaced } = conceptSources(...concepts);
  return [spaced, unspaced];
}

/**
 * The source of one regex for several families, one capture group per family: groups 1…k are
 * the families' latin entries (sharing one word-boundary check), groups k+1…2k their CJK
 * entries (sharing one CJK guard). A text is read once for all of them (`familyOf` maps a match).
 */
function combineSrc(families: readonly Family[]): string {
  const latin = families.map(([l]) => `(${l.length ? latinSrc(l) : '(?!)'})`).join('|');
  const cjk = families.map(([, c]) => `(${c.length ? cjkSrc(c) : '(?!)'})`).join('|');
  return literalEscapes(withoutUnicodeFlag(`${LATIN_START}(?:${latin})${LATIN_END}|${unspacedStart(families.flatMap(([, c]) => c))}(?:${cjk})`));
}

/** A concept's entries in some languages only. */
const pick = (concept: Concept, langs: Langs): Concept => {
  const out: { -readonly [K in keyof Concept]: Concept[K] } = {};
  for (const l of langs) if (concept[l]) out[l] = concept[l];
  return out;
};
/** Several families read in one pass, split by language into regexes under 20 KB each (scanner.ts). */
const scanner = (families: ReadonlyArray<readonly Concept[]>): Scanner =>
  new Scanner((langs) => combineSrc(families.map((concepts) => family(...concepts.map((c) => pick(c, langs))))), families.length, 'gi',
    (lang) => families.flat().reduce((n, c) => n + estimateSource(c[lang]), 0));
/** About how long entries' regex source is: an inflection (`~`) spells out the letters it allows. */
const estimateSource = (entries: readonly string[] | undefined): number =>
  (entries ?? []).reduce((n, e) => n + e.length + 40 * (e.split('~').length - 1) + 2 * (e.split(' ').length - 1) + 1, 0);

/** The regex source of concepts: spaced entries within word edges, unspaced ones behind the CJK guard. */
const words = (...concepts: readonly Concept[]): string => alt(...family(...concepts));

/** The concepts' entries as one alternation, unwrapped, for patterns that anchor the whole text. */
const wholeEntries = (...concepts: readonly Concept[]): string => {
  const { spaced, unspaced } = conceptSources(...concepts);
  return [...spaced, ...unspaced].join('|');
};

/** The concepts' entries matched anywhere, also inside a word ("Zugangscode", "einmalkennwort"). */
const anywhere = (...concepts: readonly Concept[]): string => {
  const [spaced, unspaced] = family(...concepts);
  return [spaced.length ? latinSrc(spaced) : '(?!)', unspaced.length ? cjkSrc(unspaced) : '(?!)'].join('|');
};

// ---------------------------------------------------------------------------------------
// OTP anchors
// ---------------------------------------------------------------------------------------

/**
 * One combined scanner. Family 0 = not a code, 1 = a code's name, 2 = the bare noun. At any
 * position the negatives are tried first, so compounds win over nouns.
 */
export const OTP_KEYWORDS = scanner([[OTHER_CODE, OTHER_NUMBER], [CODE_NAME], [CODE_NOUN]]);
/**
 * A mail about a code to type: a code's name, a typing verb, sign-in, verify,
 * reset or sign-in-link wording. A token set apart with no word near it counts as a code only in such mail.
 */
export const AUTH_CUES = scanner([[CODE_NAME, TYPE_IN, SIGN_IN_CUE, VERIFY_CUE, RESET_CUE, MAGIC_LINK_CUE]]);

/** Mail-level context (a meeting, a booking, a payment) and a spent code's line: one-family scanners, read by the mail's languages. */
export const MEETING_WORDS = scanner([[MEETING_CONTEXT]]);
export const BOOKING_WORDS = scanner([[BOOKING_CONTEXT]]);
export const PAYMENT_WORDS = scanner([[PAYMENT_CONTEXT]]);
export const SPENT_WORDS = scanner([[SPENT_CODE]]);
/** A percentage ("20 %") is a promotion in every language. */
export const PROMO_LINE_RE = compile(`${words(PROMOTION)}|\\d\\s?%`);
/** What every PROMO_LINE_RE match holds (the first word of one of PROMOTION's spellings, or %): PROMO_LINE_RE is costly. */
const escapeLiteral = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
export const PROMO_TRIGGER_RE = compile(`${conceptPrefixes(PROMOTION).map(escapeLiteral).join('|')}|%`);

/**
 * What every positive code word holds (a root of CODE_ROOT's): a window without one cannot be
 * anchored by a code word, and is not scanned for code words. (A typing verb anchors only the
 * token right after it: otp.ts checks that on the characters before the token.)
 */
const TRIGGER_SRC = anywhere(CODE_ROOT);
export const TRIGGER_RE = compile(TRIGGER_SRC);
export const TRIGGER_ALL_RE = compile(TRIGGER_SRC, 'gi');
/**
 * "Enter 482913 to confirm": a typing verb right before the token names it as something to
 * type, even without the word "code". Weaker than a code word; a code-like shape must add up.
 */
export const TYPE_VERB_BEFORE_RE = compile(`(?:${words(TYPE_IN)})[ :]*$`);
/** In a code's name: a passcode or access code (a meeting's), a confirmation code (a booking's). */
export const PASS_WORD_RE = compile(anywhere(PASSCODE_WORD));
export const CONFIRM_WORD_RE = compile(anywhere(CONFIRM_WORD));
/** A code's whole name is a card payment's authorization code (a receipt's). */
export const CARD_CODE_RE = compile(`^(?:${anywhere(CARD_AUTHORIZATION)})$`);

/** Sources of a concept's entries for a `u`-flag pattern, a blank run between words; unspaced ones separately. */
function uSources(concept: Concept): { spaced: string; unspaced: string } {
  const { spaced, unspaced } = conceptSources(concept);
  return { spaced: spaced.map((s) => s.replace(/ /g, '\\s+')).join('|'), unspaced: unspaced.join('|') };
}
const IS = uSources(CODE_IS);
const YOURS = uSources(YOUR);
/**
 * What may stand between a code and a code word that follows it: "482913 is your Acme
 * verification code", "482913 - Acme code", "482913 est votre code", "482913は認証コード".
 * Not "48291 lines of code".
 */
export const AFTER_GAP_RE = new RegExp(
  `^\\s*[-–—:|(\\[]?\\s*(?:(?:${IS.spaced}|=)\\s+|(?:${IS.unspaced})\\s*)?(?:(?:${YOURS.spaced})\\s+|(?:${YOURS.unspaced})\\s*)?` +
    `(?:\\p{Lu}[\\p{L}\\p{N}&'.-]*\\s+){0,2}$|^[\\s\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}\\p{Script=Hangul}、，,]{0,8}$`,
  'u',
);
/** Currencies: CURRENCY's words and signs, and the ISO codes (read in any case here: a token is only dropped). */
const CURRENCY_WORDS = family(CURRENCY);
const CURRENCIES: Family = [[...CURRENCY_WORDS[0], ...CURRENCY_CODES.map((c) => c.toLowerCase())], CURRENCY_WORDS[1]];
const UNITS = family(UNIT, MINUTES, HOURS);
/** A unit right after a number (a unit of time, a currency, another unit): a quantity, not a code. */
export const UNIT_AFTER_RE = compile(`^\\s?(?:${alt([...UNITS[0], ...CURRENCIES[0]], [...UNITS[1], ...CURRENCIES[1]])})`);
export const CURRENCY_BEFORE_RE = compile(`(?:${alt(...CURRENCIES)})\\s?$`);

// ---------------------------------------------------------------------------------------
// Intent cues
// ---------------------------------------------------------------------------------------

/** Intent cues, each a one-family scanner read by the mail's languages (test(text, langs)). */
export const LOGIN_CUES = scanner([[SIGN_IN_CUE]]);
export const VERIFY_CUES = scanner([[VERIFY_CUE]]);
export const RESET_CUES = scanner([[RESET_CUE]]);
export const MAGIC_CUES = scanner([[MAGIC_LINK_CUE]]);
export const MAGIC_OR_LOGIN_CUES = scanner([[MAGIC_LINK_CUE, SIGN_IN_CUE]]);
export const INVITE_CUES = scanner([[TEAM_INVITE_CUE]]);
export const CALENDAR_CUES = scanner([[CALENDAR_CUE]]);
export const ALERTS = scanner([[SECURITY_NOTICE]]);
/** Calendar invitation subjects: "Invitation: Q2 sync @ Tue Apr 2…", "Einladung: …". */
export const CALENDAR_SUBJECT_RE = new RegExp(`^(?:${wholeEntries(CALENDAR_SUBJECT)})\\s*[:：]`, 'iu');

// ---------------------------------------------------------------------------------------
// Link typing (the *_URL_RE are URL patterns, not words)
// ---------------------------------------------------------------------------------------

export const UNSUB_URL_RE = /unsub|opt-?out|optout|\/preferences|email[-_]?pref|notification[-_]?settings|subscription[-_]?(?:center|centre|settings|manage)|manage[-_]?subscriptions?|list-manage\.com\/(?:unsubscribe|profile)|abmeld|desinscri|desabonn|darse-de-baja|\/baja|descadastr|disiscri|afmeld|uitschrijv|wypisz|abonelik/i;

export const RESET_URL_RE = /(?:reset|forgot|recover)[-_/]?(?:your[-_])?(?:password|pass|pwd|pw)?|password[-_/](?:reset|recover|forgot|new|change)|pwreset|passwort|wachtwoord|contrasena|senha|mot-de-passe|type=recovery/i;

export const VERIFY_URL_RE = /verif|confirm|activat|validat|double[-_]?opt|opt[-_]?in|approve|bestaetig|bestatig|bevestig|potwierdz|dogrula|onay/i;

export const MAGIC_URL_RE = /magic|passwordless|email[-_]?login|login[-_]?(?:link|token|email)|signin[-_]?link|type=magiclink|\/(?:login|signin|sign-in|sign_in|log-in|session|auth|sso)(?:\/|\?|$)/i;

/** What follows a generic link and says its purpose: "[click here] to reset your password". */
export const PURPOSE_AFTER_RE = compile(`^\\s*(?:${words(IN_ORDER_TO)})`);
/**
 * A link (or the line introducing it) that explains rather than acts: "Learn how account
 * recovery works", "Why am I asked to approve this?", "Password reset FAQ". Explaining words
 * count at the start of the words ("here's how to reset your password" still introduces a
 * reset link), a help page's name at their end.
 */
export const INFO_RE = compile(`^[\\s"'“„«(¿¡]*(?:${words(EXPLAINS)})|(?:${words(HELP_PAGE)})[\\s.!?:)]*$`);
/** The whole anchor text is generic (trailing punctuation and arrows aside). */
export const GENERIC_TEXT_RE = compile(`^(?:${words(GENERIC_ANCHOR)})[\\s.!:>»→]*$`);
export const COPY_PASTE_RE = compile(words(COPY_PASTE));

/** Security notice, calendar and invitation wording, in one pass (families 0, 1, 2). */
export const NOTICES = scanner([[SECURITY_NOTICE], [CALENDAR_CUE], [TEAM_INVITE_CUE]]);
/**
 * Code name, reset, sign-in and verify-an-address wording in one pass (families 0–3): at one
 * position the code's name is tried first, so "verification code" is read as a name, not as a
 * request to verify.
 */
export const CODE_CUES = scanner([[CODE_NAME], [RESET_CUE], [SIGN_IN_CUE], [VERIFY_CUE]]);

/**
 * All link-word families in one pass, one group per family: unsubscribe, cancel, reset,
 * verify, invite, sign-in (links.ts takes the strongest found). Matches do not overlap, so "招待を承認"
 * (accept the invitation) is read as an invitation, not as 承認 (approve).
 */
const LINK_FAMILIES: ReadonlyArray<readonly Concept[]> = [
  [UNSUBSCRIBE_LINK], [CANCEL_LINK], [RESET_CUE, CHANGE_PASSWORD], [VERIFY_LINK], [INVITE_REPLY, INVITE_ANSWER], [MAGIC_LINK_CUE, SIGN_IN_LINK],
];
export const LINK_WORDS = new Scanner((langs) => {
  const w = (...concepts: readonly Concept[]): string => {
    const src = words(...concepts.map((c) => pick(c, langs)));
    return src ? literalEscapes(withoutUnicodeFlag(src)) : '(?!)';
  };
  const answers = wholeEntries(pick(INVITE_ANSWER, langs));
  // Invitation answers ("Yes", "Maybe") count only as a link's whole text.
  const invite = `${w(INVITE_REPLY)}|^\\s*(?:${answers ? literalEscapes(withoutUnicodeFlag(answers)) : '(?!)'})\\s*$`;
  return LINK_FAMILIES.map((family) => `(${family.includes(INVITE_ANSWER) ? invite : family.map((c) => w(c)).join('|')})`).join('|');
}, LINK_FAMILIES.length, 'gi', (lang) => LINK_FAMILIES.flat().reduce((n, c) => n + estimateSource(c[lang]), 0) + 300);
