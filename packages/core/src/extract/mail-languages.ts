/**
 * Which of the vocabulary's languages a mail may be written in, read once per mail from its
 * subject and the head of its body: a script's letters (Cyrillic, Greek, Arabic, Hebrew,
 * Devanagari, Bengali, Tamil, Thai, kana, Han, Hangul), a Latin language's own letters (æ ø
 * for Danish and Norwegian, ő ű for Hungarian, ă ș ț for Romanian …), or, for Latin languages
 * written without them (Malay, Swahili, Tagalog), their commonest words. The keyword scanners
 * (scanner.ts) then leave out the parts of languages the mail cannot be in. English and the
 * other first Latin-script languages are always read.
 *
 * ```ts
 * const langs = mailLanguages(subject, body);
 * OTP_KEYWORDS.scan(window, langs);
 * ```
 */
import { LANGUAGES, type Language } from '../lexicon/languages.js';

/** Per language (LANGUAGES' order): may the mail be in it. */
export type LanguageSet = Uint8Array;

/** Latin-script languages read in every mail: the first 23's, English first. */
export const ALWAYS: ReadonlySet<Language> = new Set(['en', 'de', 'fr', 'es', 'pt', 'it', 'nl', 'pl', 'tr', 'sv', 'cs', 'vi', 'id']);

const INDEX = new Map<Language, number>(LANGUAGES.map((l, i) => [l, i]));

/** Scripts by code point range, with the languages written in them. */
const SCRIPTS: Array<[number, number, Language[]]> = [
  [0x0370, 0x03ff, ['el']], [0x1f00, 0x1fff, ['el']],
  [0x0400, 0x04ff, ['ru', 'uk', 'bg', 'kk', 'sr']],
  [0x0590, 0x05ff, ['he']], [0xfb1d, 0xfb4f, ['he']],
  [0x0600, 0x06ff, ['ar', 'fa', 'ur']], [0x0750, 0x077f, ['ar', 'fa', 'ur']], [0xfb50, 0xfdff, ['ar', 'fa', 'ur']], [0xfe70, 0xfeff, ['ar', 'fa', 'ur']],
  [0x0900, 0x097f, ['hi']], [0x0980, 0x09ff, ['bn']], [0x0b80, 0x0bff, ['ta']], [0x0e00, 0x0e7f, ['th']],
  [0x3040, 0x30ff, ['ja']], [0xff66, 0xff9f, ['ja']], [0x3400, 0x4dbf, ['ja', 'zh-CN', 'zh-TW']], [0x4e00, 0x9fff, ['ja', 'zh-CN', 'zh-TW']],
  [0xac00, 0xd7af, ['ko']], [0x1100, 0x11ff, ['ko']], [0x3130, 0x318f, ['ko']],
];

/**
 * Letters (lower case) that only some Latin-script languages use. Letters the languages read
 * in every mail use too (é á í ó ú, ä ö ü å, ç à è, ă â ê ô đ of Vietnamese, ş of Turkish, ą ę ż
 * of Polish) mark nothing: such a mail would run parts of languages it is not in.
 */
const MARKS: Record<string, Language[]> = {
  'æ': ['da', 'nb', 'is'], 'ø': ['da', 'nb'], 'þ': ['is'], 'ð': ['is'],
  'ã': ['pt-BR'], 'õ': ['pt-BR'], 'š': ['et', 'lv', 'lt', 'sk', 'sl', 'hr', 'sr'], 'ž': ['et', 'lv', 'lt', 'sk', 'sl', 'hr', 'sr'],
  'č': ['lv', 'lt', 'sk', 'sl', 'hr', 'sr'], 
  'ő': ['hu'], 'ű': ['hu'], 'ș': ['ro'], 'ț': ['ro'], 'ţ': ['ro'],
  'ā': ['lv'], 'ē': ['lv'], 'ī': ['lv'], 'ū': ['lv', 'lt'], 'ķ': ['lv'], 'ļ': ['lv'], 'ņ': ['lv'], 'ģ': ['lv'],
  'ė': ['lt'], 'į': ['lt'], 'ų': ['lt'],
  'ľ': ['sk'], 'ĺ': ['sk'], 'ŕ': ['sk'], 'ď': ['sk'], 'ť': ['sk'], 'ň': ['sk'],
  'ċ': ['mt'], 'ġ': ['mt'], 'ħ': ['mt'], 'ŀ': ['ca'],
};

/** Latin-script languages known by their commonest words in mail rather than (or as well as) their letters. */
const WORDS: Array<[Language, string]> = [
  ['ms', 'anda|untuk|yang|kami|dengan|akaun|sila'],
  ['sw', 'yako|wako|kwa|tafadhali|barua pepe|asante|akaunti'],
  ['tl', 'ang|mga|iyong|ninyo|salamat|ito|para sa'],
  ['ga', 'agus|bhur|chuig|duit|dhuit|seo|le do thoil|cuntas|r[ií]omhphost'],
  ['ca', 'el teu|la teva|vostre|vostra|codi|contrasenya|si us plau|gr[àa]cies|correu'],
  ['fi', 'sinun|tilisi|koodi|koodisi|kiitos|jos|voit|tämä|salasana'],
  ['et', 'teie|sinu|kood|palun|aitäh|konto|parool'],
  ['ro', 'vă|dumneavoastră|contul|parola|codul|vă rugăm|mulțumim'],
  ['da', 'din|dit|venlig hilsen|adgangskode|tak'],
  ['nb', 'din|ditt|vennlig hilsen|passord|takk'],
  ['hu', 'az|kód|fiók|jelszó|kérjük|köszönjük|vagy'],
  ['pt-BR', 'você|seu|sua|cadastro|senha'],
  ['is', 'þú|þinn|kóði|lykilorð|takk'],
];
/** All of WORDS in one pass, a group per language. */
const WORD_CHAR = 'A-Za-z0-9\\u00c0-\\u024f';
const WORDS_RE = new RegExp(`(?<![${WORD_CHAR}])(?:${WORDS.map(([, w]) => `(${w})`).join('|')})(?![${WORD_CHAR}])`, 'gi');

/** How much of the body is read: a mail shows its language in its opening. */
const HEAD = 2000;

/**
 * Per BMP code point, the entry (1-based) of GROUPS it marks, 0 for none: one array read per
 * character of the head, however many scripts and letters there are.
 */
const GROUPS: Language[][] = [];
const GROUP_OF = new Uint8Array(0x10000);
for (const [from, to, langs] of SCRIPTS) {
  GROUPS.push(langs);
  for (let c = from; c <= to; c++) GROUP_OF[c] = GROUPS.length;
}
for (const [letter, langs] of Object.entries(MARKS)) {
  GROUPS.push(langs);
  for (const c of new Set([letter, letter.toUpperCase()])) GROUP_OF[c.charCodeAt(0)] = GROUPS.length;
}

/** The languages a mail may be in (see the file's comment). */
export function mailLanguages(subject: string, body: string, alt: string | null = null): LanguageSet {
  const set = new Uint8Array(LANGUAGES.length);
  for (const l of ALWAYS) set[INDEX.get(l)!] = 1;
  const head = `${subject}\n${body.slice(0, HEAD)}\n${alt ? alt.slice(0, HEAD / 2) : ''}`;
  const found = new Uint8Array(GROUPS.length + 1);
  for (let i = 0; i < head.length; i++) {
    const c = head.charCodeAt(i);
    if (c >= 0xc0) found[GROUP_OF[c]!] = 1;
  }
  for (let g = 1; g < found.length; g++) if (found[g]) for (const l of GROUPS[g - 1]!) set[INDEX.get(l)!] = 1;
  WORDS_RE.lastIndex = 0;
  let left = WORDS.length;
  for (let m = WORDS_RE.exec(head); m !== null && left > 0; m = WORDS_RE.exec(head)) {
    const g = m.findIndex((v, k) => k > 0 && v !== undefined) - 1;
    const at = INDEX.get(WORDS[g]![0])!;
    if (!set[at]) { set[at] = 1; left--; }
  }
  return set;
}

/** Every language (a text read on its own, outside a mail). */
export const ALL_LANGUAGES: LanguageSet = new Uint8Array(LANGUAGES.length).fill(1);

export const languageIndex = (lang: Language): number => INDEX.get(lang)!;
