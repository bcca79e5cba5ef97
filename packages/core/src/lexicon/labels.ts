/**
 * Labels the built-in analyzer's value finders (analysis/fields.ts) read a value after:
 * reference numbers ("Order number: 123"), amounts ("Total: €12.50") and, as a fallback to
 * the extractor, one-time codes ("Your code: 482913").
 */
import type { Concept } from './languages.js';

/**
 * Labels that introduce a reference number, by the kind of reference. A label must end a
 * word; connectors (ID_CONNECTORS) and punctuation may stand between it and the value. A label
 * listed under two kinds counts as the first.
 */
export const ID_LABELS: Readonly<Record<'order' | 'invoice' | 'tracking' | 'booking' | 'ticket' | 'reference', Concept>> = {
  /** Order numbers. */
  order: {
    en: ['order~', 'order id~', 'purchase order~'],
    de: ['bestellung~', 'bestellnummer~', 'bestellnr~', 'auftragsnummer~', 'auftragsnr~', 'auftrag~'],
    fr: ['commande~', 'numéro de commande~'],
    es: ['pedido~', 'número de pedido~'],
    pt: ['pedido~', 'encomenda~'],
    it: ['ordine~', 'numero ordine~'],
    nl: ['bestelling~', 'bestelnummer~', 'ordernummer~'],
    pl: ['zamówienie~', 'numer zamówienia~'],
    tr: ['sipariş~', 'sipariş no~', 'sipariş numarası~'],
    ru: ['заказ~', 'номер заказа~'],
    ja: ['注文番号', 'ご注文番号'],
    zh: ['订单号', '订单编号'],
    ko: ['주문번호', '주문 번호'],
    'zh-TW': ['訂單號'],
  },
  /** Invoice and receipt numbers. */
  invoice: {
    en: ['invoice~', 'receipt~'],
    de: ['rechnung~', 'rechnungsnummer~', 'rechnungsnr~', 'quittung~'],
    fr: ['facture~', 'numéro de facture~', 'reçu~'],
    es: ['factura~', 'número de factura~', 'recibo~'],
    pt: ['fatura~', 'nota fiscal~', 'recibo~'],
    it: ['fattura~', 'numero fattura~', 'ricevuta~'],
    nl: ['factuur~', 'factuurnummer~'],
    pl: ['faktura~', 'numer faktury~', 'rachunek~'],
    tr: ['fatura~', 'fatura no~', 'makbuz~'],
    ru: ['счёт~', 'счет~', 'счёт-фактура~', 'счет-фактура~'],
    ja: ['請求書番号', '領収書番号'],
    zh: ['发票号'],
    ko: ['청구서 번호', '영수증 번호'],
    'zh-TW': ['發票號碼'],
  },
  /** Parcel tracking numbers. */
  tracking: {
    en: ['tracking~', 'tracking number~', 'tracking id~', 'tracking code~', 'shipment~', 'parcel~', 'package~'],
    de: ['sendungsnummer~', 'sendungsnr~', 'sendungsverfolgungsnummer~', 'trackingnummer~', 'paketnummer~'],
    fr: ['numéro de suivi~', 'colis~'],
    es: ['número de seguimiento~'],
    pt: ['código de rastreio~', 'código de rastreamento~'],
    it: ['numero di tracking~', 'numero di spedizione~'],
    nl: ['track & trace~', 'zendingnummer~', 'trackingnummer~'],
    pl: ['numer przesyłki~', 'numer śledzenia~'],
    tr: ['takip numarası~', 'kargo takip no~'],
    ru: ['трек-номер~', 'трек номер~', 'номер отслеживания~'],
    ja: ['追跡番号', '伝票番号', 'お問い合わせ番号'],
    zh: ['运单号', '快递单号', '追踪号', '物流单号'],
    ko: ['운송장 번호', '운송장번호', '송장번호', '송장 번호'],
  },
  /** Booking and reservation references. */
  booking: {
    en: ['booking~', 'reservation~', 'confirmation~', 'confirmation number~', 'booking reference~', 'pnr~'],
    de: ['buchung~', 'buchungsnummer~', 'reservierung~'],
    fr: ['réservation~'],
    es: ['reserva~', 'localizador~'],
    pt: ['reserva~'],
    it: ['prenotazione~'],
    nl: ['boeking~', 'reservering~'],
    pl: ['rezerwacja~', 'numer rezerwacji~'],
    tr: ['rezervasyon~'],
    ru: ['бронирование~', 'номер бронирования~'],
    ja: ['予約番号'],
    zh: ['预订号'],
    ko: ['예약번호', '예약 번호'],
    'zh-TW': ['預訂編號'],
  },
  /** Support tickets, cases and requests. */
  ticket: {
    en: ['ticket~', 'case~', 'case id~', 'request~', 'support ticket~', 'issue~'],
    de: ['vorgangsnummer~', 'ticketnummer~'],
    fr: ['demande~'],
    es: ['caso~', 'solicitud~'],
    pt: ['chamado~'],
    it: ['richiesta~'],
    pl: ['zgłoszenie~'],
    tr: ['talep~'],
    ru: ['заявка~', 'обращение~'],
    ja: ['問い合わせ番号'],
    zh: ['工单号'],
    ko: ['문의 번호'],
  },
  /** Other references: transactions, customer and account numbers. */
  reference: {
    en: ['reference~', 'ref~', 'reference number~', 'transaction~', 'transaction id~', 'customer number~', 'account number~'],
    de: ['referenz~', 'referenznummer~', 'kundennummer~', 'transaktion~'],
    fr: ['référence~'],
    es: ['referencia~'],
    pt: ['referência~'],
    it: ['riferimento~'],
    nl: ['referentie~', 'kenmerk~'],
    pl: ['numer referencyjny~'],
    tr: ['referans~'],
    ru: ['номер транзакции~'],
    ja: ['参照番号', '取引番号'],
    zh: ['交易号', '参考号'],
    ko: ['참조 번호', '거래 번호'],
  },
};

/** Words between a label and its value: "Order number: 123", "N° de commande", "номер", "注文番号は". Whole words in spaced languages (the finder demands word edges around them either way). */
export const ID_CONNECTORS: Concept = {
  en: ['no~', 'number~', 'num~', 'id~', 'code~', 'is~'],
  de: ['nr~', 'nummer~', 'ist~'],
  fr: ['n°', 'numéro~', 'code~', 'est~', 'de~'],
  es: ['nº~', 'número~', 'núm~', 'código~', 'es~', 'de~', 'del~'],
  pt: ['nº~', 'número~', 'código~', 'é~', 'de~', 'do~'],
  it: ['numero~', 'codice~', 'è~', 'di~', 'del~'],
  nl: ['nr~', 'nummer~', 'van~'],
  pl: ['nr~', 'numer~', 'kod~', 'jest~', 'do~'],
  tr: ['no~', 'kod~', 'dir~'],
  ru: ['номер~'],
  ja: ['は', 'の'],
  zh: ['为', '是'],
  ko: ['가', '는', '은'],
  'zh-TW': ['為', '是'],
};

/** Labels that mark an amount as the one that matters, totals first: the last amount so labelled is the message's amount. */
export const AMOUNT_STRONG_LABELS: Concept = {
  en: ['total~', 'grand total~', 'amount due~', 'total due~', 'balance due~', 'amount paid~', 'total paid~', 'you paid~', 'order total~', 'charged~'],
  de: ['gesamt~', 'gesamtbetrag~', 'summe~', 'zu zahlen~', 'rechnungsbetrag~', 'endbetrag~'],
  fr: ['total ttc~', 'montant total~', 'montant dû~', 'montant à payer~', 'à payer~'],
  es: ['total a pagar~', 'importe total~', 'importe~', 'total pagado~'],
  pt: ['valor total~', 'total pago~'],
  it: ['totale~', 'importo totale~', 'da pagare~'],
  nl: ['totaal~', 'totaalbedrag~', 'te betalen~'],
  pl: ['razem~', 'suma~', 'do zapłaty~', 'łącznie~', 'kwota do zapłaty~'],
  tr: ['toplam~', 'toplam tutar~', 'ödenecek tutar~'],
  ru: ['итого~', 'итог~', 'к оплате~', 'всего~', 'сумма к оплате~'],
  ja: ['合計', 'お支払い金額', 'ご請求金額', '請求金額', '総額'],
  zh: ['合计', '总计', '应付金额', '实付', '付款金额'],
  ko: ['합계', '총액', '결제 금액', '결제금액', '청구 금액', '총 결제'],
  'zh-TW': ['總計', '應付金額'],
};

/** Weaker amount labels ("Amount", "Price"): the first amount so labelled counts when no total is labelled. */
export const AMOUNT_WEAK_LABELS: Concept = {
  en: ['amount~', 'balance~', 'price~', 'sum~'],
  de: ['betrag~', 'preis~'],
  fr: ['montant~', 'prix~'],
  es: ['monto~', 'precio~', 'valor~'],
  pt: ['valor~', 'preço~'],
  it: ['importo~', 'prezzo~'],
  nl: ['bedrag~', 'prijs~'],
  pl: ['kwota~', 'cena~'],
  tr: ['tutar~', 'fiyat~'],
  ru: ['сумма~', 'цена~'],
  ja: ['金額'],
  zh: ['价格', '金额'],
  ko: ['금액', '가격'],
  'zh-TW': ['價格', '金額'],
};

/** Code labels for the fallback one-time-code finder (the extractor's `otp` comes first). Matched without a word start, since labels end compounds ("Bestätigungscode"). */
export const OTP_LABELS: Concept = {
  en: ['code~', 'passcode~', 'otp', 'pin', 'one-time password~'],
  de: ['code~', 'einmalpasswort~'],
  fr: ['code~'],
  es: ['código~'],
  pt: ['código~'],
  it: ['codice~'],
  nl: ['code~'],
  pl: ['kod~'],
  tr: ['kod~', 'kodu~', 'kodunuz~'],
  ru: ['код~'],
  ja: ['コード'],
  zh: ['验证码', '校验码', '动态码'],
  ko: ['인증번호', '인증 코드', '인증코드', '확인 코드'],
  'zh-TW': ['驗證碼'],
};
