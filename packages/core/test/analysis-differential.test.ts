/**
 * Differential test of the built-in analyzer: its output for the extractor corpus, the
 * smtp-source benchmark message and 600 generated messages must equal a snapshot taken from
 * the code before a change (fixtures/analysis/differential.json). A speed-up must not change
 * a single field. Each case also records a digest of its input, so a changed generator or
 * fixture fails as such instead of as a wrong answer.
 *
 * Rewrite the snapshot (only from code whose outputs are the reference):
 *   ANALYSIS_SNAPSHOT=write node --conditions=source --import tsx packages/core/test/analysis-differential.test.ts
 */
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { seededRandom as rng } from './helpers.js';
import { analyzeBuiltin, type AnalyzerInput, type AnalysisFields } from '../src/analysis/index.js';
import { FOLD_NOT_LOWER, FOLDS_ONTO_LABEL_RE, ID_LABEL_TERMS } from '../src/analyzers/fields.js';
import { QUOTE_HEADER_RE, mayBeQuoteHeader } from '../src/analyzers/text.js';
import { clip } from '../src/analyzers/validate.js';
import { extract, htmlToText } from '../src/extract/index.js';
import type { ExtractInput } from '../src/extract/types.js';
import { parseMail } from '../src/ingest/parse.js';
import type { MessageIntent } from '../src/types.js';

const here = new URL('.', import.meta.url).pathname;
const CORPUS = join(here, 'fixtures', 'corpus');
const SNAPSHOT = join(here, 'fixtures', 'analysis', 'differential.json');
const SMTP_SOURCE = join(here, 'fixtures', 'analysis', 'smtp-source.eml');

/**
 * The words the generator builds messages from: the analyzer's keyword lists as they were
 * when the snapshot was written, kept apart from the live lexicon so that a vocabulary change
 * shows as changed answers, not as a changed generator (which would void every case).
 */
const VOCABULARY = JSON.parse(readFileSync(join(here, 'fixtures', 'analysis', 'generator-vocabulary.json'), 'utf8')) as {
  CATEGORY_TERMS: Record<string, string[]>; ID_LABELS: Record<'order' | 'invoice' | 'tracking' | 'booking' | 'ticket' | 'reference', string[]>;
  URGENT_TERMS: string[]; ACTION_TERMS: string[]; NO_ACTION_TERMS: string[]; BOILERPLATE_TERMS: string[]; ID_CONNECTORS: string[];
  AMOUNT_STRONG_LABELS: string[]; AMOUNT_WEAK_LABELS: string[]; OTP_LABELS: string[]; GREETINGS: string[]; SIGN_OFFS: string[];
};
const {
  ACTION_TERMS, AMOUNT_STRONG_LABELS, AMOUNT_WEAK_LABELS, BOILERPLATE_TERMS, CATEGORY_TERMS, GREETINGS, ID_CONNECTORS, ID_LABELS,
  NO_ACTION_TERMS, OTP_LABELS, SIGN_OFFS, URGENT_TERMS,
} = VOCABULARY;

interface Case { name: string; input: AnalyzerInput; htmlText?: string }
interface Recorded { input: string; fields: AnalysisFields; otp: string | null }

const digest = (input: AnalyzerInput): string => createHash('sha256').update(JSON.stringify(input)).digest('hex').slice(0, 16);

/** As bench/analysis.ts builds it: the extractor's code, links and intent go in. */
function fromExtract(x: ExtractInput, overrides: Partial<AnalyzerInput> = {}): AnalyzerInput {
  const r = extract(x);
  return {
    subject: x.subject, text: x.text, html: x.html, fromName: x.fromName ?? null, fromEmail: x.fromEmail ?? '',
    toEmail: 'bench@inboxkit.test', otp: r.otp, links: r.links, intent: r.intent, receivedAt: '2026-11-21T10:00:00.000Z',
    ...overrides,
  };
}

async function fromFile(name: string, path: string): Promise<Case> {
  const p = await parseMail(readFileSync(path));
  const input = fromExtract({
    subject: p.subject, text: p.text, html: p.html, listUnsubscribe: p.listUnsubscribe, fromName: p.fromName, fromEmail: p.fromEmail,
  });
  // Ingest hands over the HTML it already converted; the result must not depend on that.
  return { name, input, htmlText: p.html ? htmlToText(p.html).text : undefined };
}

// ------------------------------------------------------------------ generated messages


const TERMS = [
  ...Object.values(CATEGORY_TERMS).flat(), ...URGENT_TERMS, ...ACTION_TERMS, ...NO_ACTION_TERMS, ...BOILERPLATE_TERMS,
  ...Object.values(ID_LABELS).flat(), ...AMOUNT_STRONG_LABELS, ...AMOUNT_WEAK_LABELS, ...OTP_LABELS,
].map((t) => t.replace(/\$$/, ''));
const FILLER = [
  'the', 'your', 'we', 'have', 'is', 'and', 'for', 'this', 'account', 'team', 'today', 'next week', 'please', 'thanks', 'see', 'attached',
  'Ihre', 'wir', 'und', 'Sie', 'votre', 'nous', 'avons', 'tu', 'su', 'seu', 'il', 'uw', 'twój', 'sizin', 'ваш', 'мы', 'です', 'ます', 'の',
  '您的', '我们', '고객님의', '입니다', 'Anna', 'Kowalska', 'Ltd.', 'Inc.', 'e.g.', 'Dr.', 'No.', 'z.B.', 'ул.', 'A.', 'etc.',
];
const TOKENS = [
  '482913', '482 913', '482-913', '4 8 2 9 1 3', 'K7P2QX', 'K7P-2QX', 'QWE-RTY', '12345678', '2026', '1999', '7', '42', '3.10', '0.99',
  '$42.10', '€12,50', '12,50 €', '£1,234.56', '¥1,200', '￥3,000', '3000円', '5000원', '₩5,000', '42 zł', '100 руб.', '99,90 EUR', 'USD 12', 'US$ 7.00',
  'R$ 19,90', '1.234,56 €', '250 TL', '₺250', 'CHF 12.00', '1 200,00 ₽', '49 dollars', '10 euros', '€', '$', 'EUR', 'Rs. 500', '2 500 Kč',
  'INV-2026-001', 'ORD#99812', 'RE-2026-001', 'A-10293', '#A-10293', '1Z999AA10123456784', 'RR123456789DE', '9400111899223408012345',
  'JJD01460000123456789', '123-4567890-1234567', 'TKT-55120', 'CASE-7731', 'BK-88X12', 'PO-2231', '2231-8812', 'AB12CD34', 'x9y8z7',
  '2026-03-15', '15.03.2026', '03/15/26', '10:30', '10am', '5 min', 'v2.3.1', '+49 30 1234567', '(555) 123-4567', '****1234', '…4242',
  'https://example.com/verify?code=482913', 'https://shop.example.com/orders/10293', 'www.example.org/track/1Z999', 'anna@example.com',
  '１２３４５６', '：', '＃', 'Ｏｒｄｅｒ', '\u200b', '\u00ad', '\u00a0', '\u3000', '\u2007', '\u202f', '\ufeff', '’', '`', '´', '‘',
  'ſ', 'K', 'İ', 'ß', 'ﬁ', '\u{1D49C}', '🔑', '™', '©', '№', 'n°', '注文番号：', '订单号：', '주문번호:', '№ 4471', 'N° 5521',
];
const EXPIRY = [
  'expires in 10 minutes', 'valid for 15 mins', 'This code is valid for 5 minutes', 'gültig für 10 Minuten', 'läuft in 30 Minuten ab',
  'valable 10 minutes', 'válido por 10 minutos', 'caduca en 2 horas', 'scade tra 10 minuti', 'verloopt over 15 minuten', 'ważny przez 10 minut',
  '10 dakika geçerli', 'действителен 10 минут', 'истекает через 15 минут', '有効期限は10分', '10分間有効', '5分钟内有效', '10분 후 만료',
  '30분 동안 유효', '10 minutes valid', '2 hours', '24 hours', 'expire soon', 'valid until Friday', '10 Minuten gültig', '1 hour', 'expiry 99 minutes',
];
const QUOTE_BLOCKS = [
  '> earlier text\n> more quoted text', 'On Tue, 3 Mar 2026 at 10:00, Ann <ann@x.test> wrote:\n> hi', 'Am 3. März 2026 schrieb Ben:',
  'Le mar. 3 mars 2026, Claire a écrit :', 'El 3 mar 2026, Diego escribió:', '-----Original Message-----\nFrom: Ann\nSent: Monday',
  '--- Ursprüngliche Nachricht ---', 'From: Ann <ann@x.test>\nSent: Tuesday\nTo: me', 'From: the whole team', 'Von: Ben\nDatum: heute',
  '______________________', '-- \nAnna Kowalska\nAcme Ltd.', '--\nBen', 'Best regards,\nAnna Kowalska', 'Viele Grüße\nJürgen Müller',
  'С уважением,\nИван Петров', 'よろしくお願いいたします\n山田太郎', 'Cheers,\n- Tom', 'Thanks\nmaria',
];
const GLUE = [' ', ' ', ' ', '  ', ', ', ': ', ' - ', '\t', '\u00a0', '', '. ', '! ', '? ', '。', '！', '…', ' (', ') ', ' / ', ' | '];
const FROM = [
  ['GitHub', 'noreply@github.com'], [null, 'no-reply@accounts.example.com'], [null, 'anna.kowalska@gmail.com'], ['Anna', 'anna@web.de'],
  [null, 'johnsmithdeveloper@gmail.com'], ['Copperleaf Books', 'orders@copperleafbooks.com'], [null, 'billing@em.stripe.com'],
  ['"Parcelly"', 'track@mail.parcelly.co.uk'], [null, 'ivan@yandex.ru'], ['山田太郎', 'taro@docomo.ne.jp'], [null, 'news@xn--bcher-kva.example'],
  ['noreply', 'noreply@example.com'], [null, 'me@192.168.1.1'], [null, ''], ['support@x.test', 'support@x.test'], [null, 'hello@sub.shop.com.br'],
] as const;
const INTENTS: (MessageIntent | null)[] = [null, null, null, 'login_code', 'verification', 'magic_link', 'password_reset', 'invite'];

function generated(n: number, seed: number): Case[] {
  const random = rng(seed);
  const pick = <T>(a: readonly T[]): T => a[Math.floor(random() * a.length)]!;
  const chance = (p: number): boolean => random() < p;
  // Per message: how thick the terms, tokens and deadlines are (often none at all, so
  // that paths taken only when nothing is found are covered too).
  let termRate = 0, tokenRate = 0, expiryRate = 0, specialRate = 0;
  const sentence = (): string => {
    let s = '';
    const parts = 1 + Math.floor(random() * 14);
    for (let k = 0; k < parts; k++) {
      const r = random();
      let w = r < termRate ? pick(TERMS) : r < termRate + tokenRate ? pick(TOKENS) : r < termRate + tokenRate + expiryRate ? pick(EXPIRY) : pick(FILLER);
      if (chance(0.15)) w = w.toUpperCase();
      else if (chance(0.15)) w = w.charAt(0).toUpperCase() + w.slice(1);
      if (chance(0.08)) w = w.replace(/ /g, pick(['\n', '  ', '\u00a0', '']));
      s += (k === 0 ? '' : pick(GLUE)) + w;
    }
    return s + pick(['.', '.', '!', '?', ':', '', '', '。', ' …', ';']);
  };
  const paragraph = (): string => {
    const r = chance(specialRate) ? random() * 0.28 : 1;
    if (r < 0.06) return pick(QUOTE_BLOCKS);
    if (r < 0.1) return pick(GREETINGS) + pick([' Anna,', ',', '!', ' there', ' Herr Müller, thanks for your order.', '']);
    if (r < 0.13) return `${pick(SIGN_OFFS)},\n${pick(['Anna Kowalska', 'Jürgen', '김민준', 'the Acme team', 'J. R. R. Tolkien'])}`;
    if (r < 0.17) return pick(BOILERPLATE_TERMS) + pick(['', ' | Privacy', ' © 2026 Acme Inc.']);
    if (r < 0.2) return `${pick(ID_LABELS.order)}${pick([' ', ': ', ' #', ' ', ''])}${pick(ID_CONNECTORS)} ${pick(TOKENS)}`;
    if (r < 0.23) return `${pick([...AMOUNT_STRONG_LABELS, ...AMOUNT_WEAK_LABELS])}${pick([':', '', '\t'])}\n${pick(TOKENS)}`;
    if (r < 0.26) return `${pick(OTP_LABELS)}${pick([':', ' is', ' ：', '\n'])} ${pick(['482913', '4829 13', '12345678', 'K7P2QX', '1234'])}`;
    if (r < 0.28) return pick(['https://example.com/a/b?c=1', '<https://x.test/unsubscribe>', 'www.example.org', '---', '***', '12:00']);
    const lines: string[] = [];
    const count = 1 + Math.floor(random() * 4);
    for (let k = 0; k < count; k++) lines.push(sentence());
    // Hard-wrapped plain text, tables, one long line, or sentences side by side.
    return chance(0.3) ? lines.join('\n') : chance(0.1) ? lines.join('\t') : lines.join(' ');
  };
  const body = (size: number): string => {
    const out: string[] = [];
    let length = 0;
    while (length < size) {
      const p = paragraph();
      out.push(p);
      length += p.length + 2;
    }
    return out.join(pick(['\n\n', '\n', '\n\n', '\r\n\r\n', '\n \n', '\n\n\n']));
  };
  const html = (text: string): string => `<html><head><style>p{color:red}</style><title>t</title></head><body>${
    text.split(/\n{2,}/).map((p) => (chance(0.3) ? `<table><tr><td>${p.replace(/\n/g, '</td><td>')}</td></tr></table>` : `<p>${p.replace(/\n/g, '<br>')}</p>`)).join(chance(0.5) ? '\n' : '')
  }<p><a href="https://x.test/unsubscribe">Unsubscribe</a> &copy; 2026 &amp; more&nbsp;text</p></body></html>`;

  const cases: Case[] = [];
  for (let i = 0; i < n; i++) {
    // Mostly small messages; some beyond the analyzer's windows (10k, 12k, 20k, 32k characters).
    termRate = chance(0.3) ? 0 : random() * 0.4;
    tokenRate = chance(0.3) ? 0 : random() * 0.3;
    expiryRate = chance(0.6) ? 0 : random() * 0.1;
    specialRate = chance(0.2) ? 0 : random() * 0.6;
    const size = chance(0.08) ? 8_000 + Math.floor(random() * 40_000) : chance(0.2) ? Math.floor(random() * 80) : 50 + Math.floor(random() * 2_500);
    const text = body(size);
    const shape = random();
    const [fromName, fromEmail] = pick(FROM);
    const subject = chance(0.15) ? null : chance(0.1) ? '' : chance(0.2) ? pick(TERMS) : sentence().slice(0, chance(0.5) ? 60 : 400);
    const x: ExtractInput = {
      subject,
      text: shape < 0.6 ? text : shape < 0.75 ? (chance(0.5) ? 'stub' : null) : text,
      html: shape < 0.6 ? null : html(text),
      listUnsubscribe: chance(0.1) ? '<https://x.test/u>' : null,
      fromName, fromEmail,
    };
    const overrides: Partial<AnalyzerInput> = {};
    if (chance(0.25)) overrides.intent = pick(INTENTS);
    if (chance(0.15)) overrides.otp = chance(0.5) ? null : pick(['482913', '12345678']);
    if (chance(0.15)) overrides.links = chance(0.5) ? [] : [{ url: 'https://x.test/unsubscribe', type: 'unsubscribe' }];
    cases.push({ name: `generated/${seed}/${i}`, input: fromExtract(x, overrides) });
  }
  return cases;
}

// ------------------------------------------------------------------ hand-written edge cases

/**
 * Near misses for cheap pre-checks: characters that /iu matching folds onto the letters of
 * labels ('ſ' → s, Kelvin 'K' → k, the Cyrillic 'ᲀ'…'ᲈ' → в д о с т т ъ ѣ ꙋ), case, blanks
 * inside labels, currency markers without amounts and amounts without markers.
 */
const EDGE_TEXTS = [
  'Caſe: AB12345', 'caſe id 77812', 'Tracking number: 1Z999AA10123456784', 'TRACKING NUMBER: 1Z999AA10123456784', 'ORDER\u00a0#A-10293',
  'Order\nnumber: 12345', 'order  id  is  X-7781', 'Ordernummer 991-2', 'ᲃчёт № 12345', 'нᲂмер заказа 12345', 'заяᲀка 88123', 'НОМЕР ЗАКАЗА: 55-12',
  'Rechnungsnr. RE-2026-001', 'Ｏｒｄｅｒ：１２３４５', '注文番号：123-456', '주문 번호 : 2026-ABC-1', 'Your code: 482913', 'Kod: 482913',
  'KOD: 482913', 'CODE 482913', 'Pin 1234', 'pin: 1234', 'your pin is 9876', 'code\n\n482913', '验证码：482913', 'Your Code Is 48-29-13',
  'Total: 42.10 USD', 'Total: usd 42.10', 'TOTAL $42.10', 'Betrag 12,50', 'Amount due\n$96.00', 'EUR', '€', 'USD only', 'price: 12', '12 kr',
  'Fr. 12.50', 'TL 250', '250TL', 'R$19,90', 'Rs.500', '1 200,00 ₽', '49 Dollars', '1,234,567.89 EUR', 'Summe: 3.000 €', '¥', '円', '3000 円',
  'EXPIRES IN 10 MINUTES', 'Expires in 10 minutes', 'gültig: 10 min', 'valid for the next 2 hrs', '10分以内有効', '10 Minuten gültig', '5 mins valid',
  'Hi Anna,\nYour order has shipped.', 'Hello\n\nThe quick brown fox jumps over the lazy dog. It was fine.',
  'Dear Sir or Madam, thank you for your order. We will ship it soon.', '> quoted only', 'From: the team\nHello there all of you people.',
  'First line here with words.\nOn Tue, 3 Mar 2026 at 10:00, Ann <ann@x.test> wrote:\n> old', 'Text with İstanbul and İZMİR office 12345.',
  'ﬁnal notice: please pay invoice INV-2231 now', 'x'.repeat(2_000), '1234567890 '.repeat(300), 'A\tB\tC\n1\t2\t3', '\u200border\u200b #12345',
];

function edgeCases(): Case[] {
  const cases: Case[] = [];
  EDGE_TEXTS.forEach((text, i) => {
    const x = (subject: string | null, body: string): ExtractInput => ({
      subject, text: body, html: null, listUnsubscribe: null, fromName: 'Ops', fromEmail: 'ops@example.com',
    });
    cases.push({ name: `edge/${i}/body`, input: fromExtract(x('Hello', text), { otp: null, intent: null, links: [] }) });
    cases.push({ name: `edge/${i}/subject`, input: fromExtract(x(text, 'Hello there, nothing to see in this body.'), { otp: null, intent: null, links: [] }) });
    // Authentication mail: the fallback code finder runs, the id and amount finders do not.
    cases.push({ name: `edge/${i}/auth`, input: fromExtract(x('Your code', text), { otp: null, intent: 'login_code', links: [] }) });
  });
  return cases;
}

// ------------------------------------------------------------------ the test

async function allCases(): Promise<Case[]> {
  const files = readdirSync(CORPUS).filter((f) => f.endsWith('.eml')).sort();
  const cases: Case[] = [];
  for (const f of files) cases.push(await fromFile(`corpus/${f}`, join(CORPUS, f)));
  cases.push(await fromFile('smtp-source', SMTP_SOURCE));
  cases.push(...edgeCases(), ...generated(300, 1), ...generated(300, 2));
  return cases;
}

function record(c: Case): Recorded {
  const fields = analyzeBuiltin(c.input);
  if (c.htmlText !== undefined) assert.equal(analyzeBuiltin(c.input, c.htmlText), fields, `${c.name}: with htmlText`);
  return { input: digest(c.input), fields, otp: c.input.otp };
}

test('analyzeBuiltin output equals the snapshot, field for field', async () => {
  const cases = await allCases();
  if (process.env.ANALYSIS_SNAPSHOT === 'write') {
    const out: Record<string, Recorded> = {};
    for (const c of cases) out[c.name] = record(c);
    writeFileSync(SNAPSHOT, `${JSON.stringify(out, null, 1)}\n`);
    return;
  }
  const want = JSON.parse(readFileSync(SNAPSHOT, 'utf8')) as Record<string, Recorded>;
  assert.equal(cases.map((c) => c.name), Object.keys(want), 'the same cases as the snapshot');
  for (const c of cases) {
    const w = want[c.name]!;
    assert.is(digest(c.input), w.input, `${c.name}: input changed (generator, fixture or extractor); the snapshot no longer applies`);
    assert.equal(record(c), w, c.name);
  }
});

test('the generated messages cover every outcome', async () => {
  const want = JSON.parse(readFileSync(SNAPSHOT, 'utf8')) as Record<string, Recorded>;
  const gen = Object.entries(want).filter(([k]) => k.startsWith('generated/')).map(([, v]) => v.fields);
  const categories = new Set(gen.map((f) => f.category));
  assert.ok(categories.size >= 9, `categories seen: ${[...categories].join(', ')}`);
  // Found and not found, often enough each (a summary is almost always there).
  for (const key of ['detected_otp', 'extracted_id', 'amount_mentioned', 'sender_name'] as const) {
    const found = gen.filter((f) => f[key] !== null).length;
    assert.ok(found >= 30 && found <= gen.length - 30, `${key}: ${found} of ${gen.length} set`);
  }
  for (const key of ['is_urgent', 'action_required'] as const) {
    const yes = gen.filter((f) => f[key]).length;
    assert.ok(yes >= 30 && yes <= gen.length - 30, `${key}: ${yes} of ${gen.length} true`);
  }
});

test('clip cuts as it did with Array.from (surrogate pairs, lone surrogates)', () => {
  const reference = (s: string, max: number): string => {
    if (s.length <= max) return s;
    const chars = Array.from(s);
    if (chars.length <= max) return s;
    let cut = chars.slice(0, max - 1).join('');
    const space = cut.lastIndexOf(' ');
    if (space > max * 0.6) cut = cut.slice(0, space);
    return `${cut.replace(/[\s,;:.\-–—]+$/u, '')}…`;
  };
  const random = rng(7);
  const alphabet = ['a', ' ', '😀', '\ud800', '\udc00', '\ud83d', 'é', ',', '.', '—', 'x'];
  for (let k = 0; k < 20_000; k++) {
    let s = '';
    const length = Math.floor(random() * 20);
    for (let j = 0; j < length; j++) s += alphabet[Math.floor(random() * alphabet.length)];
    const max = 1 + Math.floor(random() * 12);
    assert.is(clip(s, max), reference(s, max), JSON.stringify([s, max]));
  }
});

test('the label pre-check: a lower-case term search finds every label the labelled pattern can match', () => {
  // The pattern compares under Unicode simple case folding; the term search compares
  // lower-cased text. They agree on a character unless it is in FOLDS_ONTO_LABEL_RE.
  const chars = [...new Set(ID_LABEL_TERMS.join('').toLowerCase().replace(/ /g, ''))];
  const esc = (c: string): string => c.replace(/[\\\]\[^-]/g, '\\$&');
  const any = new RegExp(`^[${chars.map(esc).join('')}]$`, 'iu');
  const each = chars.map((c) => [c, new RegExp(`^[${esc(c)}]$`, 'iu')] as const);
  const LETTER_OR_DIGIT_AT_END = /[\p{L}\p{N}]$/u;
  for (let cp = 0; cp <= 0x10ffff; cp++) {
    if (cp >= 0xd800 && cp <= 0xdfff) continue;
    const ch = String.fromCodePoint(cp);
    const lower = ch.toLowerCase();
    if (any.test(ch)) {
      const same = each.filter(([, re]) => re.test(ch)).map(([c]) => c);
      if (!(same.length === 1 && lower === same[0])) assert.ok(FOLDS_ONTO_LABEL_RE.test(ch), `U+${cp.toString(16)} folds onto ${same.join(', ')}`);
    }
    // Word starts: lower-casing must not turn a non-letter into a letter; blanks stay blanks.
    if (!/[\p{L}\p{N}]/u.test(ch)) assert.not.ok(LETTER_OR_DIGIT_AT_END.test(lower), `U+${cp.toString(16)} lower-cases to a letter`);
    if (/\s/.test(ch)) assert.is(lower, ch);
  }
});

test('the fold list holds every character whose case folding is not its lower case', () => {
  // Where a character's upper case lower-cases to another letter that /iu takes it for ('ſ' → S
  // → s), toLowerCase() and the pattern disagree ('ı' → I → i is no such case: /iu keeps them apart).
  const found: string[] = [];
  for (let cp = 0; cp <= 0x10ffff; cp++) {
    if (cp >= 0xd800 && cp <= 0xdfff) continue;
    const ch = String.fromCodePoint(cp);
    const upper = ch.toUpperCase();
    const folded = upper.toLowerCase();
    if ([...upper].length === 1 && folded !== ch.toLowerCase() && new RegExp(`^[${folded}]$`, 'iu').test(ch)) found.push(ch);
  }
  assert.equal(found.join(''), FOLD_NOT_LOWER);
  // 'ᲁ' is a д: the Ukrainian "номер відправлення" holds one.
  assert.ok(FOLDS_ONTO_LABEL_RE.test('\u1c81'));
  assert.is(analyzeBuiltin({
    subject: 'Посилку відправлено', text: 'Номер віᲁправлення: 20450123456789', html: null, fromName: null, fromEmail: 'info@novaposhta.ua',
    toEmail: 'me@x.test', otp: null, links: [], intent: null, receivedAt: '2026-11-21T10:00:00.000Z',
  }).extracted_id, '20450123456789');
});

test('the quote-header pre-check passes every line the header pattern matches', () => {
  const lines = [
    'On Tue, 3 Mar 2026 at 10:00, Ann <ann@x.test> wrote:', 'AM 3. März 2026, Ben schrieb:', 'le 3 mars 2026, X a écrit :', 'El lunes, X escribió:',
    'Em 3 de março, X escreveu:', 'Il 3 marzo, X ha scritto:', 'Op 3 maart, X schreef:', 'W dniu 3 marca, X napisał:', 'В понедельник, X написал:',
    '-----Original Message-----', '-- Ursprüngliche Nachricht --', 'From: a', 'VON: b', 'De: c', 'Da: d', 'Van: e', 'Od: f', 'От: g', 'Kimden: h',
    '\u212aimden: h', 'ᲀ понедельник, X написал:', 'ᲂт: g', '____________', 'text\u2028On Tue, X wrote:', 'text\rFrom: a', 'text\u2029__________',
  ];
  for (const line of lines) {
    assert.ok(QUOTE_HEADER_RE.test(line), `the pattern matches ${JSON.stringify(line)}`);
    assert.ok(mayBeQuoteHeader(line), `the pre-check passes ${JSON.stringify(line)}`);
  }
});

test.run();
