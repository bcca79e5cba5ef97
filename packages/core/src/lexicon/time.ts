/**
 * Time limits: the words that say a code or link runs out or is valid for a while, and the
 * units of the short times they give. Read by the built-in analyzer (analyzers/builtin.ts: a
 * short deadline, "expires in 10 minutes", "10 Minuten gültig", "5分钟内有效", "10분 후 만료",
 * makes a message urgent) as terms, and by the extractor (extract/lexicon.ts: a number
 * followed by a unit is a quantity, not a code) as regex sources. See pattern.ts for the syntax.
 */
import type { Concept } from './languages.js';
import { withAdded } from './added/index.js';

/**
 * A code or link runs out: "expires", "läuft ab", "caduca", "истекает", "期限", "过期", "만료".
 * Before the time ("expires in 10 minutes") or after it ("10분 후 만료", "10 मिनट में समाप्त").
 */
export const EXPIRES: Concept = withAdded('time.EXPIRES', {
  en: ['expir~'],
  de: ['läuft', 'abläuft', 'verfällt', 'ablauf~'],
  fr: ['expir~'],
  es: ['expir~', 'caduc~', 'vence', 'vencerá'],
  pt: ['expir~', 'vence', 'vencerá'],
  it: ['scad~'],
  nl: ['verloopt', 'vervalt'],
  pl: ['wyga[sś]~'],
  tr: ['süresi', 'sona er~'],
  ru: ['истек~', 'истеч~'],
  uk: ['сплив~', 'закінчу[єю]ться'],
  sv: ['går ut', 'upphör~'],
  cs: ['vyprš~', 'vyprch~'],
  id: ['kedaluwarsa', 'kadaluarsa', 'kedaluarsa'],
  vi: ['hết hạn'],
  ar: ['(?:س)?[تي]نتهي', '(?:ال)?انتهاء'],
  he: ['יפוג', 'פג תוקף', 'פוקע~'],
  hi: ['समाप्त', 'एक्सपायर'],
  th: ['หมดอายุ'],
  ja: ['期限', '失効'],
  'zh-CN': ['过期', '失效', '期限'],
  'zh-TW': ['過期', '失效', '期限'],
  ko: ['만료'],
});

/**
 * It can be used for a while: "valid for", "gültig", "valable", "действителен", "有効", "有效",
 * "유효"; Japanese, Chinese and Korean also say "within" right after the time ("10分以内").
 */
export const VALID_FOR: Concept = withAdded('time.VALID_FOR', {
  en: ['valid~'],
  de: ['gültig~'],
  fr: ['valable~', 'valide~', 'validité'],
  es: ['v[áa]lid~', 'vigente'],
  pt: ['v[áa]lid~'],
  it: ['valid~'],
  nl: ['geldig~'],
  pl: ['ważn~'],
  tr: ['geçerli~'],
  ru: ['действ~'],
  uk: ['дійсн~', 'діє'],
  sv: ['giltig~'],
  cs: ['platn~'],
  id: ['berlaku'],
  vi: ['hiệu lực', 'có giá trị'],
  ar: ['صالح~', '(?:ال)?صلاحية'],
  he: ['(?:ב)?תוקף'],
  hi: ['मान्य'],
  th: ['ใช้ได้', 'มีอายุ'],
  ja: ['有効', '以内'],
  'zh-CN': ['有效', '以内'],
  'zh-TW': ['有效', '以內'],
  ko: ['유효', '이내'],
});

/** Minutes, after a number: "10 minutes", "10 Minuten", "10 分钟", "10분". */
export const MINUTES: Concept = withAdded('time.MINUTES', {
  en: ['minutes?', 'mins?'],
  de: ['minuten?'],
  fr: ['minutes?'],
  es: ['minutos?'],
  pt: ['minutos?'],
  it: ['minut[oi]'],
  nl: ['minuten', 'minuut'],
  pl: ['minut~'],
  tr: ['dakika~'],
  ru: ['минут~'],
  uk: ['хвилин~'],
  sv: ['minut(?:er|en)?'],
  cs: ['minut~'],
  id: ['menit'],
  vi: ['phút'],
  ar: ['دقيقة', 'دقائق', 'دقيقتين'],
  he: ['דקות', 'דקה'],
  hi: ['मिनट'],
  th: ['นาที'],
  ja: ['分間', '分'],
  'zh-CN': ['分钟', '分'],
  'zh-TW': ['分鐘', '分'],
  ko: ['분'],
});

/** Hours, after a number: "2 hours", "2 Stunden", "2 時間", "2시간". */
export const HOURS: Concept = withAdded('time.HOURS', {
  en: ['hours?', 'hrs?'],
  de: ['stunden?'],
  fr: ['heures?'],
  es: ['horas?'],
  pt: ['horas?'],
  it: ['ore'],
  nl: ['uur'],
  pl: ['godzin~'],
  tr: ['saat~'],
  ru: ['час~'],
  uk: ['годин~'],
  sv: ['timm(?:e|ar|en)'],
  cs: ['hodin~'],
  id: ['jam'],
  vi: ['giờ', 'tiếng'],
  ar: ['ساعة', 'ساعات', 'ساعتين'],
  he: ['שעות', 'שעה', 'שעתיים'],
  hi: ['घंटे', 'घंटा', 'घंटों'],
  th: ['ชั่วโมง'],
  ja: ['時間'],
  'zh-CN': ['小时', '个小时'],
  'zh-TW': ['小時', '個小時'],
  ko: ['시간'],
});
