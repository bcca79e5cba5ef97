import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { analyzeBuiltin, createBuiltinAnalyzer, type AnalyzerInput, type AnalysisFields } from '../src/analysis/index.js';
import { ANALYSIS_CATEGORIES } from '../src/analyzers/types.js';
import { decodeEncodedWords, displayName, fromDisplayName } from '../src/analyzers/headers.js';
import { organisationName } from '../src/analyzers/sender.js';

const BASE: AnalyzerInput = {
  subject: null, text: null, html: null, fromName: null, fromEmail: 'someone@example.com', toEmail: 'me@inboxkit.test',
  otp: null, links: [], intent: null, receivedAt: '2026-11-21T10:00:00.000Z',
};

interface Case {
  name: string;
  input: Partial<AnalyzerInput>;
  expect: Partial<AnalysisFields> & { summaryIncludes?: string };
}

const UNSUB = [{ url: 'https://example.com/unsubscribe?u=1', type: 'unsubscribe' as const }];

const CASES: Case[] = [
  // ---------------------------------------------------------------- English
  {
    name: 'EN login code',
    input: {
      subject: 'Your GitHub launch code', fromEmail: 'noreply@github.com', fromName: 'GitHub', otp: '12345678', intent: 'login_code',
      text: 'Here is your GitHub launch code: 12345678\n\nThis code expires in 15 minutes. If you did not request it, ignore this email.',
    },
    expect: { category: 'authentication', detected_otp: '12345678', sender_name: 'GitHub', is_urgent: true, action_required: true, extracted_id: null, amount_mentioned: null, summaryIncludes: 'launch code' },
  },
  {
    name: 'EN shipping with UPS tracking and an order id',
    input: {
      subject: 'Your order #A-10293 has shipped', fromEmail: 'shipping@shop.example.com', fromName: 'Example Shop',
      text: 'Hi Anna,\n\nGood news! Your order A-10293 is on its way.\nTracking number: 1Z999AA10123456784\nEstimated delivery: Tuesday\n\nOrder total: $42.10',
    },
    expect: { category: 'shipping', extracted_id: '1Z999AA10123456784', amount_mentioned: '$42.10', sender_name: 'Example Shop', is_urgent: false, action_required: false, summaryIncludes: 'on its way' },
  },
  {
    name: 'EN order confirmation keeps the order id as written',
    input: {
      subject: 'Order confirmation', fromEmail: 'orders@acme-store.com',
      text: 'Thanks for your order!\n\nOrder #A-10293\n1 × Espresso machine\nSubtotal $39.00\nShipping $0.00\nTax $3.10\nTotal $42.10\n\nWe will email you when it ships.',
    },
    expect: { category: 'transactional', extracted_id: 'A-10293', amount_mentioned: '$42.10', sender_name: 'Acme Store', action_required: false },
  },
  {
    name: 'EN html-only receipt',
    input: {
      subject: 'Your receipt from Linear #2231-8812', fromEmail: 'invoice+statements@stripe.com', fromName: 'Linear',
      html: '<html><head><style>p{color:red}</style></head><body><table><tr><td><h1>Receipt from Linear</h1></td></tr>'
        + '<tr><td>Receipt number</td><td>2231-8812</td></tr><tr><td>Amount paid</td><td>$96.00</td></tr>'
        + '<tr><td>Date paid</td><td>November 21, 2026</td></tr></table><p>Thank you for your payment. Your subscription renews on December 21.</p>'
        + '<p><a href="https://stripe.com/privacy">Privacy policy</a></p></body></html>',
    },
    expect: { category: 'billing', extracted_id: '2231-8812', amount_mentioned: '$96.00', sender_name: 'Linear', is_urgent: false, action_required: false, summaryIncludes: 'Thank you for your payment' },
  },
  {
    name: 'EN personal mail from a consumer mailbox',
    input: {
      subject: 'Lunch tomorrow?', fromEmail: 'tom.baker@gmail.com',
      text: 'Hey,\n\nare you free for lunch tomorrow? Could you also bring the slides from Monday.\n\nCheers,\nTom Baker\n\nOn Mon, 16 Nov 2026 at 09:00, Me <me@inboxkit.test> wrote:\n> Invoice attached, total $5,000.00',
    },
    expect: { category: 'personal', sender_name: 'Tom Baker', action_required: true, is_urgent: false, amount_mentioned: null, extracted_id: null, summaryIncludes: 'free for lunch' },
  },
  {
    name: 'EN personal mail without display name or signature uses the local part',
    input: { subject: 'photos', fromEmail: 'maria.garcia@outlook.com', text: 'Here are the photos from the weekend, the beach ones came out great.' },
    expect: { category: 'personal', sender_name: 'Maria Garcia', action_required: false },
  },
  {
    name: 'EN marketing is never urgent and never asks for action',
    input: {
      subject: '50% off everything — last chance!', fromEmail: 'news@brand.com', fromName: 'Brand Co', links: UNSUB,
      text: 'Shop now and save up to 50% on everything. Ends tonight, act immediately!\nFree shipping on orders over $50.\n\nUnsubscribe | View in browser',
    },
    expect: { category: 'marketing', is_urgent: false, action_required: false, sender_name: 'Brand Co' },
  },
  {
    name: 'EN security alert',
    input: {
      subject: 'Security alert: new sign-in to your account', fromEmail: 'no-reply@accounts.google.com', fromName: 'Google',
      text: "We noticed a new sign-in to your Google Account on a Windows device. If this was you, you don't need to do anything. If not, we'll help you secure your account.",
    },
    expect: { category: 'security', is_urgent: true, action_required: false, sender_name: 'Google', summaryIncludes: 'new sign-in' },
  },
  {
    name: 'EN invitation',
    input: {
      subject: 'Anna Schmidt invited you to join Acme on Slack', fromEmail: 'feedback@slack.com', fromName: 'Slack', intent: 'invite',
      text: 'Anna Schmidt (anna@acme.example) has invited you to use Slack with them, in a workspace called Acme.\nJoin now',
    },
    expect: { category: 'social', action_required: true, sender_name: 'Slack' },
  },
  {
    name: 'EN CI notification from a no-reply address without display name',
    input: {
      subject: '[acme/api] Run failed: CI - main (4f2c1a9)', fromEmail: 'notifications@github.com',
      text: 'Run failed for main (4f2c1a9)\n\nRepository: acme/api\nWorkflow: CI\nDuration: 3m 12s\n\nView workflow run',
    },
    expect: { category: 'notification', sender_name: 'GitHub', amount_mentioned: null },
  },
  {
    name: 'EN urgent overdue invoice',
    input: {
      subject: 'URGENT: invoice INV-2026-0042 is overdue', fromEmail: 'billing@hosting.example', fromName: 'Hosting Billing',
      text: 'Your invoice INV-2026-0042 for $120.00 is 14 days past due. Please pay now to avoid suspension of your services.',
    },
    expect: { category: 'billing', extracted_id: 'INV-2026-0042', amount_mentioned: '$120.00', is_urgent: true, action_required: true },
  },
  // ---------------------------------------------------------------- German
  {
    name: 'DE Rechnung',
    input: {
      subject: 'Ihre Rechnung RE-2026-0042', fromEmail: 'buchhaltung@mustermann-gmbh.de', fromName: 'Mustermann GmbH',
      text: 'Sehr geehrter Herr Meier,\n\nanbei erhalten Sie Ihre Rechnung Nr. RE-2026-0042.\nRechnungsbetrag: €1.299,00\nBitte überweisen Sie den Betrag bis zum 15.12.2026.\n\nMit freundlichen Grüßen\nMustermann GmbH',
    },
    expect: { category: 'billing', extracted_id: 'RE-2026-0042', amount_mentioned: '€1.299,00', sender_name: 'Mustermann GmbH', summaryIncludes: 'Rechnung' },
  },
  {
    name: 'DE DHL Sendung',
    input: {
      subject: 'Ihre Sendung ist unterwegs', fromEmail: 'noreply@dhl.de',
      text: 'Hallo,\n\nIhre Sendung mit der Sendungsnummer 00340434161094042557 wurde heute an DHL übergeben und wird voraussichtlich morgen zugestellt.',
    },
    expect: { category: 'shipping', extracted_id: '00340434161094042557', sender_name: 'DHL', is_urgent: false },
  },
  {
    name: 'DE Bestätigungscode',
    input: {
      subject: 'Dein Bestätigungscode', fromEmail: 'no-reply@beispiel.de', fromName: 'Beispiel',
      text: 'Dein Bestätigungscode lautet 583021. Er ist 10 Minuten gültig.',
    },
    expect: { category: 'authentication', detected_otp: '583021', is_urgent: true, action_required: true },
  },
  // ---------------------------------------------------------------- French
  {
    name: 'FR commande expédiée',
    input: {
      subject: 'Votre commande n° FR-88231 a été expédiée', fromEmail: 'service-client@boutique.fr', fromName: 'La Boutique',
      text: 'Bonjour Claire,\n\nVotre commande n° FR-88231 a été expédiée. Suivez votre colis avec le numéro de suivi 6A12345678901.\nMontant total : 1 299,00 €',
    },
    expect: { category: 'shipping', extracted_id: '6A12345678901', amount_mentioned: '1 299,00 €', sender_name: 'La Boutique' },
  },
  {
    name: 'FR facture',
    input: {
      subject: 'Votre facture F-2026-118 est disponible', fromEmail: 'factures@energie.fr',
      text: 'Votre facture F-2026-118 d\'un montant de 84,50 € est disponible dans votre espace client. Elle sera prélevée le 5 décembre.',
    },
    expect: { category: 'billing', extracted_id: 'F-2026-118', amount_mentioned: '84,50 €', sender_name: 'Energie' },
  },
  // ---------------------------------------------------------------- Spanish
  {
    name: 'ES código de verificación',
    input: {
      subject: 'Tu código de verificación', fromEmail: 'no-reply@tienda.es',
      text: 'Hola,\n\nTu código de verificación es 739201. Caduca en 10 minutos.',
    },
    expect: { category: 'authentication', detected_otp: '739201', is_urgent: true, action_required: true, sender_name: 'Tienda' },
  },
  {
    name: 'ES pedido con importe',
    input: {
      subject: 'Confirmación de tu pedido 4021-ES', fromEmail: 'pedidos@zapatos.es', fromName: 'Zapatos.es',
      text: 'Gracias por tu compra. Hemos recibido tu pedido 4021-ES.\nTotal a pagar: 59,90 €\nTe avisaremos cuando salga del almacén.',
    },
    expect: { category: 'transactional', extracted_id: '4021-ES', amount_mentioned: '59,90 €', action_required: false },
  },
  // ---------------------------------------------------------------- Portuguese
  {
    name: 'PT pedido entregue',
    input: {
      subject: 'Seu pedido #BR-5521 foi entregue', fromEmail: 'nao-responda@loja.com.br', fromName: 'Loja',
      text: 'Olá Ana,\n\nSeu pedido #BR-5521 foi entregue. Valor total: R$ 149,90.\nObrigado por comprar conosco.',
    },
    expect: { category: 'shipping', extracted_id: 'BR-5521', amount_mentioned: 'R$ 149,90', is_urgent: false },
  },
  // ---------------------------------------------------------------- Italian
  {
    name: 'IT conferma prenotazione',
    input: {
      subject: 'Conferma prenotazione', fromEmail: 'prenotazioni@hotelroma.it',
      text: 'Gentile Marco,\n\nla sua prenotazione è confermata. Codice prenotazione: XK7P2Q\nTotale: € 89,00\nLa aspettiamo il 3 dicembre.',
    },
    expect: { category: 'transactional', extracted_id: 'XK7P2Q', amount_mentioned: '€ 89,00', sender_name: 'Hotelroma' },
  },
  // ---------------------------------------------------------------- Dutch
  {
    name: 'NL factuur',
    input: {
      subject: 'Je factuur van november', fromEmail: 'facturen@provider.nl', fromName: 'Provider',
      text: 'Beste klant,\n\nJe factuur staat klaar. Factuurnummer: 2026-11-0042\nTe betalen: € 24,95\nHet bedrag wordt automatisch afgeschreven.',
    },
    expect: { category: 'billing', extracted_id: '2026-11-0042', amount_mentioned: '€ 24,95', action_required: false },
  },
  // ---------------------------------------------------------------- Polish
  {
    name: 'PL zamówienie',
    input: {
      subject: 'Potwierdzenie zamówienia', fromEmail: 'sklep@allegro.pl',
      text: 'Dziękujemy za zamówienie nr 55123. Do zapłaty: 42,10 zł.',
    },
    expect: { category: 'transactional', extracted_id: '55123', amount_mentioned: '42,10 zł', sender_name: 'Allegro' },
  },
  // ---------------------------------------------------------------- Turkish
  {
    name: 'TR kargo',
    input: {
      subject: 'Siparişiniz kargoya verildi', fromEmail: 'bilgi@trendyol.com',
      text: 'Merhaba Ayşe,\n\nSiparişiniz kargoya verildi. Takip numarası: 7260123456789\nToplam: 349,90 TL',
    },
    expect: { category: 'shipping', extracted_id: '7260123456789', amount_mentioned: '349,90 TL', sender_name: 'Trendyol' },
  },
  // ---------------------------------------------------------------- Russian
  {
    name: 'RU заказ отправлен',
    input: {
      subject: 'Ваш заказ отправлен', fromEmail: 'info@ozon.ru',
      text: 'Здравствуйте!\n\nВаш заказ № 778812 отправлен. Трек-номер: RA123456789RU. Сумма: 2 490 ₽.',
    },
    expect: { category: 'shipping', extracted_id: 'RA123456789RU', amount_mentioned: '2 490 ₽', sender_name: 'Ozon' },
  },
  {
    name: 'RU срочно',
    input: {
      subject: 'Срочно: подтвердите оплату счёта', fromEmail: 'buh@kontora.ru', fromName: 'Бухгалтерия',
      text: 'Просим срочно оплатить счёт № 1187 на сумму 15 000 руб. до конца дня.',
    },
    expect: { category: 'billing', extracted_id: '1187', amount_mentioned: '15 000 руб.', is_urgent: true, action_required: true, sender_name: 'Бухгалтерия' },
  },
  // ---------------------------------------------------------------- Japanese
  {
    name: 'JA ご注文',
    input: {
      subject: 'ご注文の確認', fromEmail: 'order@rakuten.co.jp',
      text: 'ご注文ありがとうございます。注文番号：250-1234567-890\n合計：¥3,000',
    },
    expect: { category: 'transactional', extracted_id: '250-1234567-890', amount_mentioned: '¥3,000', sender_name: 'Rakuten' },
  },
  {
    name: 'JA 認証コード',
    input: {
      subject: '【サービス】認証コードのお知らせ', fromEmail: 'no-reply@service.jp',
      text: '認証コード：482913\n有効期限は10分です。このコードを入力してください。',
    },
    expect: { category: 'authentication', detected_otp: '482913', is_urgent: true, action_required: true },
  },
  // ---------------------------------------------------------------- Chinese
  {
    name: 'ZH 验证码',
    input: {
      subject: '验证码', fromEmail: 'noreply@qq.com', otp: '482913',
      text: '您的验证码是 482913，5分钟内有效。请勿泄露。',
    },
    expect: { category: 'authentication', detected_otp: '482913', is_urgent: true, action_required: true, sender_name: 'QQ' },
  },
  {
    name: 'ZH 已发货',
    input: {
      subject: '您的订单已发货', fromEmail: 'service@jd.com', fromName: '京东',
      text: '您好，您的订单号 2026030112345 已发货，运单号：SF1234567890123。订单金额：199元。',
    },
    expect: { category: 'shipping', extracted_id: 'SF1234567890123', amount_mentioned: '199元', sender_name: '京东' },
  },
  // ---------------------------------------------------------------- Korean
  {
    name: 'KO 배송',
    input: {
      subject: '[쿠팡] 주문하신 상품이 배송되었습니다', fromEmail: 'noreply@coupang.com',
      text: '고객님, 주문하신 상품이 발송되었습니다.\n운송장번호: 345678901234\n결제 금액: 15,000원',
    },
    expect: { category: 'shipping', extracted_id: '345678901234', amount_mentioned: '15,000원', sender_name: 'Coupang' },
  },
  {
    name: 'KO 인증번호',
    input: {
      subject: '[네이버] 인증번호 안내', fromEmail: 'help@navercorp.com', fromName: '네이버',
      text: '인증번호 [739104]를 입력해 주세요. 인증번호는 3분 후 만료됩니다.',
    },
    expect: { category: 'authentication', detected_otp: '739104', is_urgent: true, action_required: true, sender_name: '네이버' },
  },
];

for (const c of CASES) {
  test(`builtin: ${c.name}`, () => {
    const out = analyzeBuiltin({ ...BASE, ...c.input });
    const { summaryIncludes, ...expected } = c.expect;
    for (const [key, value] of Object.entries(expected)) {
      assert.equal(out[key as keyof AnalysisFields], value, `${key} (got ${JSON.stringify(out)})`);
    }
    assert.ok(out.category !== null && (ANALYSIS_CATEGORIES as readonly string[]).includes(out.category));
    assert.ok(out.summary !== null && out.summary.length <= 280, 'summary present and short');
    if (summaryIncludes) assert.ok(out.summary!.includes(summaryIncludes), `summary: ${out.summary}`);
  });
}

test('builtin: every currency sign, code and word is found before or after a number', () => {
  const before = ['$', '€', '£', '¥', '￥', '₩', '₹', '₽', '₺', '₴', '₪', '₫', '฿', '₱', '₦', 'US$', 'AU$', 'CA$', 'NZ$', 'HK$', 'MX$', 'NT$', 'R$', 'A$', 'C$', 'S$',
    'USD', 'EUR', 'GBP', 'CHF', 'JPY', 'CNY', 'RMB', 'KRW', 'PLN', 'TRY', 'RUB', 'BRL', 'INR', 'AUD', 'CAD', 'NZD', 'SEK', 'NOK', 'DKK', 'CZK', 'HUF',
    'RON', 'MXN', 'HKD', 'SGD', 'TWD', 'UAH', 'ILS', 'AED', 'SAR', 'EGP', 'IDR', 'THB', 'VND',
    // Abbreviations of at most three letters stand before the number too.
    'Fr.', 'TL', 'Rs.', 'Rs', 'Rp', 'kr', 'zł', 'Kč', 'грн', 'р.', 'đ', 'ש"ח', 'ر.س', 'د.إ', 'रु.'];
  const after = ['$', '€', '£', '¥', '₹', '₽', '₺', '₴', '₪', '₫', '฿', '₩', '円', '元', '圆', '圓', '원', 'บาท', 'zł', 'ZŁ', 'zl', 'PLN', 'EUR', 'USD', 'GBP',
    'CHF', 'kr', 'Kč', 'KČ', 'руб.', 'руб', 'р.', 'TL', 'TRY', 'RMB', 'CNY', 'JPY', 'KRW', 'RUB', 'BRL', 'SEK', 'NOK', 'DKK', 'CZK', 'HUF', 'RON',
    'INR', 'Rs.', 'Rs', 'dollar', 'dollars', 'Dollars', 'euro', 'euros', 'złotych', 'zloty', 'zlotys', 'рублей', 'рубля', 'рубль', 'lira', 'yuan',
    'грн', 'грн.', 'гривень', 'UAH', 'Rp', 'rupiah', 'IDR', 'đ', 'vnđ', 'đồng', 'VND', 'THB', 'ש"ח', 'ש״ח', 'שקלים', 'ILS', 'ر.س', 'د.إ', 'ج.م',
    'ريال', 'درهم', 'جنيه', 'SAR', 'AED', 'EGP', 'रुपये', 'TWD'];
  const amount = (text: string) => analyzeBuiltin({ ...BASE, subject: 'Note', text }).amount_mentioned;
  for (const blank of ['', ' ', '\u00a0']) {
    const shown = blank && ' '; // stored fields have their blanks squashed
    for (const c of before) assert.is(amount(`Paid: ${c}${blank}1,234.50 today`), `${c}${shown}1,234.50`, c);
    for (const c of after) assert.is(amount(`Paid: 12,50${blank}${c} today`), `12,50${shown}${c}`, c);
  }
});

test('builtin: look-alikes of currencies are no amounts', () => {
  const amount = (text: string) => analyzeBuiltin({ ...BASE, subject: 'Note', text }).amount_mentioned;
  // Codes count in capitals only; names (euro) only after the number; feet are no forint.
  for (const text of ['Please try 3 times', 'Rub 2 drops on it', 'Euro 2024 starts today', 'A 6 ft cable', 'Stay 5 đêm with us', '3 рубашки']) {
    assert.is(amount(text), null, text);
  }
  // A sign right before the next number belongs to that number.
  assert.is(amount('Qty 1 $12.99'), '$12.99');
  assert.is(amount('Qty 2 €4,50'), '€4,50');
});

test('builtin: deterministic, and every field has its type', async () => {
  const analyzer = createBuiltinAnalyzer();
  assert.is(analyzer.name, 'builtin');
  for (const c of CASES) {
    const input = { ...BASE, ...c.input };
    const a = await analyzer.analyze(input, new AbortController().signal);
    const b = await analyzer.analyze(input, new AbortController().signal);
    assert.equal(a, b, c.name);
    for (const k of ['detected_otp', 'sender_name', 'category', 'extracted_id', 'amount_mentioned', 'summary'] as const) {
      assert.ok(a[k] === null || typeof a[k] === 'string', `${c.name} ${k}`);
    }
    for (const k of ['is_urgent', 'action_required'] as const) assert.ok(typeof a[k] === 'boolean', `${c.name} ${k}`);
  }
});

test('builtin: the deterministic otp input wins; no body at all still gives a result', () => {
  const out = analyzeBuiltin({ ...BASE, subject: 'Your code', text: 'Your code is 111111', otp: '222222', intent: 'login_code' });
  assert.is(out.detected_otp, '222222');
  const empty = analyzeBuiltin({ ...BASE });
  assert.is(empty.summary, null);
  assert.ok(empty.category);
  const subjectOnly = analyzeBuiltin({ ...BASE, subject: 'Meeting moved to 3pm' });
  assert.is(subjectOnly.summary, 'Meeting moved to 3pm');
});

test('builtin: summary is at most 280 characters and drawn from the message', () => {
  const long = 'This sentence is long and keeps going with words that matter to nobody but the test, '.repeat(8);
  const out = analyzeBuiltin({ ...BASE, subject: 'x', text: long });
  assert.ok(out.summary!.length <= 280, String(out.summary?.length));
  assert.ok(long.startsWith(out.summary!.replace(/…$/, '').trim().slice(0, 60)));
});

test('builtin: a huge body (1.4 MB) still gives the right result', () => {
  // How long it takes is bench/analysis.ts's analysis_builtin_huge_body_cpu_ms, not a test bound.
  const text = `Your order #Z-99881 has shipped.\n${'lorem ipsum dolor sit amet 12,50 € '.repeat(40_000)}`;
  const out = analyzeBuiltin({ ...BASE, subject: 'Order shipped', text });
  assert.is(out.extracted_id, 'Z-99881');
});

test('builtin: a huge message is analysed in slices, giving the event loop turns between them', async () => {
  const text = `Your order #Z-99881 has shipped.\n${'lorem ipsum dolor sit amet 12,50 € '.repeat(5_000)}`;
  let turns = 0;
  let spinning = true;
  const spin = () => { turns++; if (spinning) setImmediate(spin); };
  spin();
  const out = await createBuiltinAnalyzer().analyze({ ...BASE, subject: 'Order shipped', text }, new AbortController().signal);
  spinning = false;
  assert.is(out.extracted_id, 'Z-99881');
  assert.ok(turns >= 3, `${turns} turns`);
  assert.equal(out, analyzeBuiltin({ ...BASE, subject: 'Order shipped', text }), 'same result as the synchronous path');
});

test('builtin: aborted signal rejects', async () => {
  const c = new AbortController();
  c.abort(new Error('stop'));
  try {
    await createBuiltinAnalyzer().analyze({ ...BASE, text: 'x' }, c.signal);
    assert.unreachable();
  } catch (e) {
    assert.is((e as Error).message, 'stop');
  }
});

test('sender: organisation names from domains', () => {
  const cases: Array<[string, string | null]> = [
    ['github.com', 'GitHub'], ['em.mail.github.com', 'GitHub'], ['amazon.co.uk', 'Amazon'], ['mail.paypal.de', 'PayPal'],
    ['notifications.acme-store.com', 'Acme Store'], ['rakuten.co.jp', 'Rakuten'], ['123.com', null],
  ];
  for (const [domain, name] of cases) assert.is(organisationName(domain), name, domain);
});

test('headers: display names, encoded words and raw From', () => {
  assert.is(decodeEncodedWords('=?UTF-8?B?5Lqs5Lic?='), '京东');
  assert.is(decodeEncodedWords('=?ISO-8859-1?Q?J=F6rg_M=FCller?='), 'Jörg Müller');
  assert.is(decodeEncodedWords('=?UTF-8?Q?Caf=C3=A9?= =?UTF-8?Q?_Central?='), 'Café Central');
  assert.is(displayName('"Smith, John" <john@example.com>'), 'Smith, John');
  assert.is(displayName('GitHub <noreply@github.com>'), 'GitHub');
  assert.is(displayName('john@example.com (John Smith)'), 'John Smith');
  assert.is(displayName('john@example.com'), null);
  const raw = Buffer.from('Received: x\r\nFrom: =?UTF-8?B?0JHRg9GF0LPQsNC70YLQtdGA0LjRjw==?=\r\n <buh@kontora.ru>\r\nSubject: x\r\n\r\nFrom: body <x@y>\r\n');
  assert.is(fromDisplayName(raw), 'Бухгалтерия');
  assert.is(fromDisplayName(Buffer.from('Subject: none\r\n\r\nhi')), null);
});

test.run();
