/**
 * The languages the vocabulary covers, and the shape every concept has: for each language,
 * the ways that language words the concept. `any` holds signs no language owns (€, %, 〒).
 */

export const LANGUAGES = [
  // The first 23, worded inline in each concept file.
  'en', 'de', 'fr', 'es', 'pt', 'it', 'nl', 'pl', 'tr', 'ru', 'ja', 'zh-CN', 'ko',
  'sv', 'cs', 'uk', 'ar', 'he', 'hi', 'th', 'vi', 'id', 'zh-TW',
  // Added languages, one file each under added/ (with `pt`, European Portuguese, and
  // `pt-BR` apart): the rest of the EU's official languages and the world's common ones.
  'bg', 'hr', 'da', 'et', 'fi', 'el', 'hu', 'ga', 'lv', 'lt', 'mt', 'ro', 'sk', 'sl',
  'bn', 'ca', 'fa', 'ms', 'nb', 'pt-BR', 'sr', 'sw', 'tl', 'ur', 'is', 'kk', 'ta',
] as const;

export type Language = (typeof LANGUAGES)[number];

/**
 * Languages written without spaces between words (or, in Korean, with particles glued to
 * the word: 주문번호가): their entries match anywhere, and a space in one is optional.
 */
export const UNSPACED: ReadonlySet<Language | 'any'> = new Set(['ja', 'zh-CN', 'zh-TW', 'ko', 'th', 'any']);

/** One concept ("a code's name", "unsubscribe"…), worded per language. See pattern.ts for the entry syntax. */
export type Concept = { readonly [L in Language | 'any']?: readonly string[] };
