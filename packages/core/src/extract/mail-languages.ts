/**
 * Which of the vocabulary's languages a mail may be written in, read once per mail from its
 * subject and the head of its body: a script's letters (Cyrillic, Greek, Arabic, Hebrew,
 * Devanagari, Bengali, Tamil, Thai, kana, Han, Hangul), and for the other Latin-script
 * languages a letter beyond ASCII or one of their commonest words (EXTRA_LATIN). The keyword
 * scanners (scanner.ts) then leave out the parts of languages the mail cannot be in. English
 * and the other first Latin-script languages are always read.
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
 * The Latin-script languages read only when a mail shows a letter beyond ASCII (Latin-1 and the
 * Latin extensions) or one of their commonest words: nearly all of their mail does, English
 * mail does not. (A mark of their own letters only — æ ø ő ș ā ė … — missed their mail written
 * without them, a Norwegian "Engangskode for innlogging", and lost codes on the blind set.)
 */
export const EXTRA_LATIN: readonly Language[] = [
  'ms', 'sw', 'tl', 'pt-BR', 'ca', 'ro', 'hu', 'da', 'nb', 'is', 'fi', 'et', 'lv', 'lt', 'sk', 'sl', 'hr', 'ga', 'mt',
];
/** Their commonest words in mail, for mail written without a letter beyond ASCII (Malay, Swahili, Tagalog always are). */
const WORDS = [
  'anda|untuk|yang|kami|dengan|akaun|sila', // ms
  'yako|wako|kwa|tafadhali|asante|akaunti|barua pepe', // sw
  'ang|mga|iyong|ninyo|salamat|para sa', // tl
  'agus|bhur|chuig|duit|dhuit|le do thoil|cuntas', // ga
  'el teu|la teva|vostre|vostra|codi|contrasenya|si us plau|correu', // ca
  'sinun|olet|voit|kiitos|terveisin|jos|tai|koodi|salasana|tilisi', // fi
  'teie|sinu|palun|konto|parool|kood|tere', // et
  'az|vagy|fiok|jelszo|kod|kerjuk', // hu without accents
  'va rugam|dumneavoastra|contul|parola|codul|multumim', // ro without diacritics
  'hej|hilsen|ikke|dig|jer|koden|adgangskode|venlig', // da
  'hei|hilsen|ikke|deg|dere|koden|innlogging|vennligst|passord', // nb
  'takk|kodi|lykilord', // is without its letters
  'voce|seu cadastro|sua senha|senha', // pt-BR without accents
  'vasa|vase|vas|molimo|hvala|lozinka|sifra|prijava|kod', // hr, sr (Latin), sl
  'prosimo|geslo|koda', // sl
  'prosim|vas|heslo|dakujeme', // sk
  'jusu|ludzu|paldies|parole', // lv
  'jusu|prasome|aciu|slaptazodis', // lt
  'jekk|grazzi|tieghek', // mt
].join('|');
const WORDS_RE = new RegExp(`(?<![A-Za-z0-9])(?:${WORDS})(?![A-Za-z0-9])`, 'i');

/** How much of the body is read: a mail shows its language in its opening. */
const HEAD = 2000;

/** Per BMP code point, the entry (1-based) of GROUPS (scripts) it belongs to, 0 for none: one array read per character of the head. */
const GROUPS: Language[][] = [];
const GROUP_OF = new Uint8Array(0x10000);
for (const [from, to, langs] of SCRIPTS) {
  GROUPS.push(langs);
  for (let c = from; c <= to; c++) GROUP_OF[c] = GROUPS.length;
}

/** The languages a mail may be in (see the file's comment). */
export function mailLanguages(subject: string, body: string, alt: string | null = null): LanguageSet {
  const set = new Uint8Array(LANGUAGES.length);
  for (const l of ALWAYS) set[INDEX.get(l)!] = 1;
  const head = `${subject}\n${body.slice(0, HEAD)}\n${alt ? alt.slice(0, HEAD / 2) : ''}`;
  const found = new Uint8Array(GROUPS.length + 1);
  let latin = false;
  for (let i = 0; i < head.length; i++) {
    const c = head.charCodeAt(i);
    if (c < 0xc0) continue;
    if (c <= 0x024f) { if (c !== 0xd7 && c !== 0xf7) latin = true; }
    else found[GROUP_OF[c]!] = 1;
  }
  for (let g = 1; g < found.length; g++) if (found[g]) for (const l of GROUPS[g - 1]!) set[INDEX.get(l)!] = 1;
  if (latin || WORDS_RE.test(head)) for (const l of EXTRA_LATIN) set[INDEX.get(l)!] = 1;
  return set;
}

export const languageIndex = (lang: Language): number => INDEX.get(lang)!;
