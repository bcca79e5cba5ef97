/**
 * Value finders of the built-in analyzer: amounts with currency, reference identifiers and
 * a fallback one-time code. Each returns text exactly as written in the message (after the
 * typing normalisation of html-text: full-width digits read as ASCII).
 */
import {
  AMOUNT_STRONG_LABELS, AMOUNT_WEAK_LABELS, ID_CONNECTORS, ID_LABELS, OTP_LABELS, type IdKind,
} from './lexicon.js';
import { compileTerms, termsAlternation } from './terms.js';
import { CURRENCY, CURRENCY_CODES } from '../lexicon/currency.js';
import { LANGUAGES, UNSPACED, type Language } from '../lexicon/languages.js';
import { expand } from '../lexicon/pattern.js';

// ---------------------------------------------------------------------------- amounts

const NUM = String.raw`\d{1,3}(?:[.,'\u00a0\u202f ]\d{3})+(?:[.,]\d{1,2})?(?!\d)|\d+(?:[.,]\d{1,2})?(?!\d)`;

// Currencies (lexicon/currency.ts) as regex sources. Words match in any case ("zł", "Zł",
// "ZŁ"); ISO codes only in capitals, as invoices write them ("TRY 250", not "try 2 times").
const escapeRe = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** One spelling as a source matching it in any case, character by character. */
function anyCase(spelling: string): string {
  let out = '';
  for (const ch of spelling) {
    const upper = ch.toUpperCase();
    out += upper !== ch && upper.length === 1 ? `[${ch}${upper}]` : escapeRe(ch);
  }
  return out;
}
const spellingsOf = (keys: ReadonlyArray<Language | 'any'>): string[] =>
  [...new Set(keys.flatMap((k) => (CURRENCY[k] ?? []).flatMap((e) => expand(e))))].sort((a, b) => b.length - a.length);
const LETTER_RE = /\p{L}/u;
const ENDS_IN_LETTER_RE = /[\p{L}\p{M}]$/u;
const SIGNS = spellingsOf(['any']);
const SPACED_WORDS = spellingsOf(LANGUAGES.filter((l) => !UNSPACED.has(l)));
const UNSPACED_WORDS = spellingsOf(LANGUAGES.filter((l) => UNSPACED.has(l)));
/** Abbreviations (at most three letters: Rp, kr, zł, TL, Fr., ש"ח, ر.س) may also stand before the number. */
const ABBREVIATIONS = SPACED_WORDS.filter((w) => (w.match(/\p{L}/gu)?.length ?? 0) <= 3);
const CODES = CURRENCY_CODES.join('|');
/** A word or code ends there: no letter follows one that ends in a letter. */
const wordEnd = (s: string): string => (ENDS_IN_LETTER_RE.test(s) ? '(?![\\p{L}\\p{M}])' : '');
const NOT_AFTER_WORD = '(?<![\\p{L}\\p{N}])';
/**
 * Alternatives as one source, in their order, those in a row with the same lookbehind and
 * lookahead sharing them (`B(?:x|y)A`: the same matches in the same order of preference as
 * `BxA|ByA`). A Unicode lookaround per currency word made V8 compile AMOUNT_RE for some 0.1 s
 * on first use.
 */
function grouped(items: ReadonlyArray<readonly [before: string, body: string, after: string]>): string {
  const out: string[] = [];
  for (let i = 0; i < items.length;) {
    const [before, , after] = items[i]!;
    let j = i;
    while (j < items.length && items[j]![0] === before && items[j]![2] === after) j++;
    const bodies = items.slice(i, j).map((item) => item[1]);
    out.push(before === '' && after === '' ? bodies.join('|') : `${before}(?:${bodies.join('|')})${after}`);
    i = j;
  }
  return out.join('|');
}
// Before the number: signs (those starting with letters, US$ R$, at a word start), codes, abbreviations.
const PREFIX_CCY = `(?:${grouped([
  ...SIGNS.map((s) => [LETTER_RE.test(s[0]!) ? NOT_AFTER_WORD : '', anyCase(s), ''] as const),
  [NOT_AFTER_WORD, CODES, '(?![\\p{L}])'],
  ...ABBREVIATIONS.map((w) => [NOT_AFTER_WORD, anyCase(w), wordEnd(w)] as const),
])})`;
// After it: every sign (not when a digit follows: that sign is the next amount's, "Qty 1 $12.99"),
// code and word.
const SUFFIX_CCY = `(?:${grouped([
  ['', SIGNS.map(anyCase).join('|'), '(?![\\s\\u00a0]?\\d)'],
  ...UNSPACED_WORDS.map((w) => ['', anyCase(w), ''] as const),
  ['', CODES, '(?![\\p{L}])'],
  ...SPACED_WORDS.map((w) => ['', anyCase(w), wordEnd(w)] as const),
])})`;
const AMOUNT_RE = new RegExp(
  String.raw`${PREFIX_CCY}[\s\u00a0]?(?:${NUM})|(?<![\p{L}\p{N}.,])(?:${NUM})[\s\u00a0]?${SUFFIX_CCY}`,
  'gu',
);
/** A character class of these characters, in either case. */
const charClass = (chars: Iterable<string>): string =>
  `[${[...new Set([...chars].flatMap((c) => [c, c.toUpperCase()]))].map((c) => c.replace(/[\\\]^-]/g, '\\$&')).join('')}]`;
/**
 * What every AMOUNT_RE match holds: a sign's non-letter character (every sign has one), or a
 * code or word right next to a digit (at most one blank between). Anchored on digits, and the
 * code and word lists tried only after one character says they may fit (the last character of
 * one before, the first of one after): several times cheaper than AMOUNT_RE, and most mail fails it.
 */
const SIGN_CHARS = charClass(SIGNS.join('').replace(/\p{L}/gu, ''));
const BEFORE = [...CURRENCY_CODES, ...ABBREVIATIONS];
const AFTER = [...CURRENCY_CODES, ...SPACED_WORDS, ...UNSPACED_WORDS];
const AMOUNT_HINT_RE = new RegExp(
  String.raw`${SIGN_CHARS}|\d(?:(?<=${charClass(BEFORE.map((w) => w.slice(-1)))}\s?\d)(?<=(?:${BEFORE.map(anyCase).join('|')})\s?\d)` +
    String.raw`|(?=\s?${charClass(AFTER.map((w) => w[0]!))})\s?(?:${AFTER.map(anyCase).join('|')}))`,
);
const STRONG_AMOUNT_LABEL_RE = compileTerms(AMOUNT_STRONG_LABELS);
const WEAK_AMOUNT_LABEL_RE = compileTerms(AMOUNT_WEAK_LABELS);

interface AmountHit { value: string; index: number }

function amountsIn(text: string, limit = 200): AmountHit[] {
  const out: AmountHit[] = [];
  if (!AMOUNT_HINT_RE.test(text)) return out;
  AMOUNT_RE.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = AMOUNT_RE.exec(text)) !== null && out.length < limit) {
    const value = m[0].replace(/[\s\u00a0\u202f]+$/u, '');
    if (/\d/.test(value)) out.push({ value, index: m.index });
  }
  return out;
}

/** The words before an amount: its line up to it, or the previous line when that is all it has. */
function labelContext(text: string, index: number): string {
  const lineStart = text.lastIndexOf('\n', index - 1) + 1;
  let before = text.slice(Math.max(lineStart, index - 80), index);
  if (!/\p{L}/u.test(before) && lineStart > 0) {
    const prevStart = text.lastIndexOf('\n', lineStart - 2) + 1;
    before = `${text.slice(Math.max(prevStart, lineStart - 80), lineStart - 1)} ${before}`;
  }
  return before.toLowerCase();
}

/**
 * The amount that matters: the last one labelled as a total ("Total", "Gesamtbetrag",
 * "合計"), else the first with a weaker label ("Amount", "Betrag"), else the first in the
 * subject, else the first in the body.
 */
export function findAmount(subject: string, body: string): string | null {
  const hits = amountsIn(body);
  let strong: AmountHit | null = null;
  let weak: AmountHit | null = null;
  for (const hit of hits) {
    const ctx = labelContext(body, hit.index);
    STRONG_AMOUNT_LABEL_RE.lastIndex = 0;
    if (STRONG_AMOUNT_LABEL_RE.test(ctx)) { strong = hit; continue; }
    WEAK_AMOUNT_LABEL_RE.lastIndex = 0;
    if (!weak && WEAK_AMOUNT_LABEL_RE.test(ctx)) weak = hit;
  }
  if (strong) return strong.value;
  if (weak) return weak.value;
  const inSubject = amountsIn(subject, 1)[0];
  if (inSubject) return inSubject.value;
  return hits[0]?.value ?? null;
}

// ---------------------------------------------------------------------------- identifiers

const LABEL_KIND = new Map<string, IdKind>();
for (const [kind, labels] of Object.entries(ID_LABELS) as Array<[IdKind, string[]]>) {
  for (const label of labels) if (!LABEL_KIND.has(label)) LABEL_KIND.set(label, kind);
}
/** Every label, for a TermMatcher pass over the lower-cased text (see mayHoldLabel). */
export const ID_LABEL_TERMS: readonly string[] = [...LABEL_KIND.keys()];
const ID_LABEL_ALT = termsAlternation(ID_LABEL_TERMS);
const CONNECTOR_ALT = termsAlternation(ID_CONNECTORS);
// Connectors in spaced scripts are whole words; particles in the others ("注文番号は") are not.
const CONNECT = String.raw`(?:[\s\u00a0]*(?:[#№:.\-–]|(?<![\p{L}\p{M}\p{N}])(?:${CONNECTOR_ALT.latin})(?![\p{L}\p{M}\p{N}])\.?|${CONNECTOR_ALT.cjk})){0,4}[\s\u00a0]*`;
const TOKEN = String.raw`(?=[A-Za-z0-9\-_/.]*\d)[A-Za-z0-9][A-Za-z0-9\-_/.]{2,48}`;
const LABELLED_ID_RE = new RegExp(
  String.raw`(?:(?<![\p{L}\p{M}\p{N}])(${ID_LABEL_ALT.latin})(?![\p{L}\p{M}\p{N}])|(${ID_LABEL_ALT.cjk}))${CONNECT}(${TOKEN})`,
  'giu',
);
/**
 * The characters whose simple case folding (what a `u`-flag pattern compares under `i`) is not
 * their toLowerCase(): 'ſ' folds to s, 'µ' to μ, 'ς' to σ, the Greek symbol forms ('ϐ' → β…), the
 * Cyrillic long and tall forms 'ᲀ'…'ᲈ' (→ в д о с т т ъ ѣ ꙋ), 'ẛ' → ṡ, and the iota forms. The
 * label-precheck test walks all of Unicode to keep this list whole.
 */
export const FOLD_NOT_LOWER = '\u00b5\u017f\u0345\u03c2\u03d0\u03d1\u03d5\u03d6\u03f0\u03f1\u03f5\u1c80\u1c81\u1c82\u1c83\u1c84\u1c85\u1c86\u1c87\u1c88\u1e9b\u1fbe';
/**
 * 'Σ' and 'σ' lower-case to σ, yet a `u`-flag pattern under `i` also takes them for the final ς
 * Greek labels end words with: where one occurs, the pattern decides (Greek text only).
 */
const SIGMA = '\u03a3\u03c3';
const LABEL_LETTER_RE = new RegExp(`[${[...new Set(ID_LABEL_TERMS.join('').replace(/[ $]/g, ''))].join('').replace(/[\\\]^-]/g, '\\$&')}]`, 'iu');
/**
 * Those of them that fold onto a label's letter ('ſ' → s, 'ᲀ' → в, 'ᲂ'…'ᲅ' → о с т т, and 'ᲁ' → д
 * once a label holds a д): where one occurs, a search of the lower-cased text for the labels
 * can miss a label the pattern finds.
 */
export const FOLDS_ONTO_LABEL_RE = new RegExp(`[${[...FOLD_NOT_LOWER, ...SIGMA].filter((c) => LABEL_LETTER_RE.test(c)).join('')}]`);

/**
 * Shapes that are references even without a label. `needs`: what every match holds, so a
 * text without it is not scanned ('digits': seven digits in a row, tested once per text).
 */
const BARE_IDS: Array<{ re: RegExp; kind: IdKind; needs?: string }> = [
  { re: /\b1Z[0-9A-Z]{16}\b/g, kind: 'tracking', needs: '1Z' }, // UPS
  { re: /\b[A-Z]{2}\d{9}[A-Z]{2}\b/g, kind: 'tracking', needs: 'digits' }, // UPU S10 (postal services worldwide)
  { re: /\b(?:9[1-5]\d{20}|9[1-5]\d{24})\b/g, kind: 'tracking', needs: 'digits' }, // USPS
  { re: /\bJJ?D\d{16,18}\b/g, kind: 'tracking', needs: 'digits' }, // DHL
  { re: /\b\d{3}-\d{7}-\d{7}\b/g, kind: 'order', needs: 'digits' }, // Amazon
  { re: /\b(?:INV|ORD|PO|SO|REF|TKT|CASE|BK|RES)[-#]?\d[A-Z0-9-]{2,}\b/g, kind: 'reference' },
];
const SEVEN_DIGITS_RE = /\d{7}/;

const DATE_RE = /^(?:\d{4}[-/.]\d{1,2}[-/.]\d{1,2}|\d{1,2}[-/.]\d{1,2}[-/.]\d{2,4})$/;
const PLAIN_NUMBER_RE = /^\d{1,3}(?:[.,]\d{3})*(?:[.,]\d{1,2})?$/;

function cleanToken(token: string, otp: string | null): string | null {
  const t = token.replace(/[.\-_/]+$/, '');
  if (t.length < 3 || !/\d/.test(t)) return null;
  if (DATE_RE.test(t) || /^(?:19|20)\d\d$/.test(t)) return null;
  if (PLAIN_NUMBER_RE.test(t) && /[.,]/.test(t)) return null; // an amount, not an id
  if (otp && t === otp) return null;
  return t;
}

interface IdHit { value: string; kind: IdKind; source: number; index: number; labelled: boolean }

function labelledIds(text: string, source: number, otp: string | null, out: IdHit[]): void {
  LABELLED_ID_RE.lastIndex = 0;
  let m: RegExpExecArray | null;
  let n = 0;
  while ((m = LABELLED_ID_RE.exec(text)) !== null && n++ < 50) {
    const label = (m[1] ?? m[2] ?? '').toLowerCase().replace(/\s+/g, ' ');
    const value = cleanToken(m[3]!, otp);
    if (!value) continue;
    out.push({ value, kind: LABEL_KIND.get(label) ?? 'reference', source, index: m.index, labelled: true });
  }
}

function bareIds(text: string, source: number, otp: string | null, out: IdHit[]): void {
  const digits = SEVEN_DIGITS_RE.test(text);
  for (const { re, kind, needs } of BARE_IDS) {
    if (needs !== undefined && (needs === 'digits' ? !digits : !text.includes(needs))) continue;
    re.lastIndex = 0;
    let m: RegExpExecArray | null;
    while ((m = re.exec(text)) !== null) {
      const value = cleanToken(m[0], otp);
      if (value) out.push({ value, kind, source, index: m.index, labelled: false });
    }
  }
}

/** Which kinds of reference a category cares about most. */
const PREFERRED_KINDS: Record<string, IdKind[]> = {
  shipping: ['tracking', 'order'],
  billing: ['invoice', 'order', 'reference'],
  transactional: ['order', 'booking', 'ticket'],
  notification: ['ticket', 'reference'],
};

/**
 * A tracking, invoice, order or other reference number as written: labelled ones
 * ("Order #A-10293", "Rechnungsnummer: RE-2026-001", "注文番号：123-456") and well-known
 * shapes (UPS 1Z…, S10 postal ids, Amazon order ids). The category decides which kind
 * wins when several are present (a shipping notice's tracking number over its order id).
 */
export function findExtractedId(
  subject: string, body: string, category: string | null, otp: string | null,
  labels: { subject: boolean; body: boolean } = { subject: true, body: true },
): string | null {
  const hits: IdHit[] = [];
  // `labels` says where a label may be (the caller's term pass found one, or cannot rule one
  // out): the labelled pattern is the costliest scan here and most text has no label.
  if (labels.subject) labelledIds(subject, 0, otp, hits);
  if (labels.body) labelledIds(body, 1, otp, hits);
  bareIds(subject, 0, otp, hits);
  bareIds(body.length > 20_000 ? body.slice(0, 20_000) : body, 1, otp, hits);
  if (hits.length === 0) return null;
  const preferred = (category && PREFERRED_KINDS[category]) || [];
  const rank = (h: IdHit): number => {
    const k = preferred.indexOf(h.kind);
    return k < 0 ? preferred.length : k;
  };
  hits.sort((a, b) => rank(a) - rank(b)
    || Number(b.labelled) - Number(a.labelled)
    || a.source - b.source
    || a.index - b.index);
  return hits[0]!.value;
}

// ---------------------------------------------------------------------------- one-time code

// No word start required: labels end compounds ("Bestätigungscode", "verificatiecode").
const OTP_ALT = termsAlternation(OTP_LABELS);
const OTP_RE = new RegExp(
  String.raw`(?:${OTP_ALT.latin}|${OTP_ALT.cjk})[^\n\d]{0,30}?(?<![\p{N}])(\d{4,8}|\d{3}[ -]\d{3})(?![\p{N}])`,
  'giu',
);

/** A code right after a code label ("Your code: 482913", "验证码：482913"), or null. */
export function findOtp(subject: string, body: string): string | null {
  for (const text of [subject, body.length > 10_000 ? body.slice(0, 10_000) : body]) {
    OTP_RE.lastIndex = 0;
    const m = OTP_RE.exec(text);
    if (m) return m[1]!.replace(/[ -]/g, '');
  }
  return null;
}
