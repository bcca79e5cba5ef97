/**
 * Currencies: the signs (under `any`), each language's names and abbreviations, and the ISO
 * 4217 codes. Read by the built-in analyzer's amount finder (analyzers/fields.ts: "1 299 Kč",
 * "Rp 50.000", "249 ₪" are amounts) and by the extractor (extract/lexicon.ts, extract/otp.ts: a
 * number with a currency next to it is an amount, not a code). See pattern.ts for the syntax.
 */
import type { Concept } from './languages.js';
import { withAdded } from './added/index.js';

/**
 * Currencies as written next to an amount. Abbreviations of at most three letters (Rp, kr, zł,
 * TL, Fr., ש"ח, ر.س) may stand before the number or after it; names (dollars, złotych, гривень,
 * đồng, บาท) and the CJK characters (円, 元, 원) only after it. Signs go either side.
 */
export const CURRENCY: Concept = withAdded('currency.CURRENCY', {
  en: ['dollars?', 'euros?', 'yen', 'yuan', 'rs\\.?'],
  de: ['euro', 'franken', 'fr\\.'],
  fr: ['euros?', 'francs?', 'fr\\.'],
  es: ['euros?', 'pesos', 'd[óo]lar(?:es)?'],
  pt: ['reais', 'euros?', 'd[óo]lar(?:es)?'],
  it: ['euro', 'franchi', 'fr\\.'],
  nl: ['euro'],
  pl: ['zł', 'zl', 'złot(?:ych|e|y)', 'zlotys?'],
  tr: ['tl', 'lira', 'türk lirası'],
  ru: ['руб\\.', 'руб', 'рубл(?:ей|я|ь)', 'р\\.'],
  uk: ['грн\\.?', 'гривень', 'гривн[яію]'],
  sv: ['kr', 'kronor'],
  cs: ['kč', 'korun[ay]?'],
  id: ['rp\\.?', 'rupiah'],
  vi: ['đ', 'vnđ', 'đồng'],
  ar: ['ر\\.س', 'د\\.إ', 'ج\\.م', 'ريال', 'درهم', 'جنيه', 'دينار'],
  he: ['ש"ח', 'ש״ח', 'שקלים', 'שקל'],
  hi: ['रु\\.?', 'रुपये', 'रुपए'],
  th: ['บาท'],
  ja: ['円'],
  'zh-CN': ['元', '圆'],
  'zh-TW': ['元', '圓'],
  ko: ['원'],
  any: [
    '\\$', '€', '£', '¥', '￥', '₩', '₹', '₽', '₺', '₴', '₪', '₫', '฿', '₱', '₦', '¢',
    'us\\$', 'au\\$', 'ca\\$', 'nz\\$', 'hk\\$', 'mx\\$', 'nt\\$', 'r\\$', 'a\\$', 'c\\$', 's\\$',
  ],
});

/**
 * ISO 4217 codes (and RMB, the name the yuan's code is often written as). Not words of any
 * language: they are matched as written, in capitals, by the amount finder ("TRY 250", not
 * "try 2 times"), and in any case by the extractor, which only drops a token next to one.
 */
export const CURRENCY_CODES: readonly string[] = [
  'USD', 'EUR', 'GBP', 'CHF', 'JPY', 'CNY', 'RMB', 'KRW', 'PLN', 'TRY', 'RUB', 'BRL', 'INR', 'AUD', 'CAD', 'NZD', 'SEK', 'NOK',
  'DKK', 'CZK', 'HUF', 'RON', 'MXN', 'HKD', 'SGD', 'TWD', 'UAH', 'ILS', 'AED', 'SAR', 'EGP', 'IDR', 'THB', 'VND',
];
