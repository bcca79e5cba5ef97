/**
 * Keyword tables, one entry per way real services word things, in the 13 languages the
 * extractors are held to (en de fr es pt it nl pl tr ru ja zh ko). Entries are regex
 * sources: a space means "one or more blanks", `\p{L}*` absorbs inflection. Latin-script
 * entries get word boundaries; CJK entries do not (those scripts have no spaces).
 * Everything is compiled once, at module load.
 */

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
  '\\u00AA\\u00B5\\u00BA\\u00C0-\\u00D6\\u00D8-\\u00F6\\u00F8-\\u02AF\\u0370-\\u03FF\\u0400-\\u052F\\u0531-\\u0587',
  '\\u3040-\\u30FF\\u3400-\\u4DBF\\u4E00-\\u9FFF\\uAC00-\\uD7AF\\uF900-\\uFAFF',
];
export const LATIN_START = WORD_CLASSES.map((c) => `(?<![${c}])`).join('');
export const LATIN_END = WORD_CLASSES.map((c) => `(?![${c}])`).join('');
/** CJK alternatives are only tried where a CJK character (or 〒) starts. */
const CJK_START = '(?=[\\u3000-\\u9fff\\uac00-\\ud7af\\uf900-\\ufaff〒])';

/** Source for latin entries wrapped in Unicode word boundaries, CJK entries unwrapped. */
function alt(latin: readonly string[], cjk: readonly string[] = []): string {
  const parts: string[] = [];
  if (latin.length) parts.push(`${LATIN_START}(?:${latinSrc(latin)})${LATIN_END}`);
  if (cjk.length) parts.push(`${CJK_START}(?:${cjkSrc(cjk)})`);
  return parts.join('|');
}

/**
 * Letters of the scripts the lexicon covers (Latin, Greek, Cyrillic, Armenian, kana, CJK,
 * Hangul). Spelled out so the regexes can run without the `u` flag: with it, case-insensitive
 * alternations are several times slower.
 */
const LETTERS = 'A-Za-z\\u00AA\\u00B5\\u00BA\\u00C0-\\u00D6\\u00D8-\\u00F6\\u00F8-\\u02AF\\u0370-\\u03FF\\u0400-\\u052F\\u0531-\\u0587\\u3040-\\u30FF\\u3400-\\u4DBF\\u4E00-\\u9FFF\\uAC00-\\uD7AF\\uF900-\\uFAFF';

/** Rewrites \p{L} / \p{N} into explicit ranges (inside and outside classes). */
export function withoutUnicodeFlag(src: string): string {
  return src
    .replace(/\[(?:\\.|[^\]\\])*\]/g, (cls) => cls.replace(/\\p\{L\}/g, LETTERS).replace(/\\p\{N\}/g, '0-9'))
    .replace(/\\p\{L\}/g, SUFFIX_LETTERS)
    .replace(/\\p\{N\}/g, '[0-9]');
}

/**
 * Letters an inflected ending can use ("kod\p{L}*", "подтверждени\p{L}*"): endings stay in
 * the word's script, so Latin and Cyrillic suffice. Compact on purpose: V8 stops optimising
 * regexes whose source passes 20 KB, and the full class repeated per entry gets there.
 */
const SUFFIX_LETTERS = '[A-Za-z\\u00C0-\\u024F\\u0400-\\u04FF]';

const compile = (src: string, flags = 'i'): RegExp => new RegExp(withoutUnicodeFlag(src), flags);

/** A keyword family: latin entries, CJK entries. */
type Family = readonly [readonly string[], readonly string[]];

/**
 * One regex for several families, one capture group per family: groups 1…k are the families'
 * latin entries (sharing one word-boundary check), groups k+1…2k their CJK entries (sharing
 * one CJK guard). A text is read once for all of them. Use `familyOf` to map a match.
 */
function combine(families: readonly Family[], flags = 'gi'): RegExp {
  const latin = families.map(([l]) => `(${l.length ? latinSrc(l) : '(?!)'})`).join('|');
  const cjk = families.map(([, c]) => `(${c.length ? cjkSrc(c) : '(?!)'})`).join('|');
  return compile(`${LATIN_START}(?:${latin})${LATIN_END}|${CJK_START}(?:${cjk})`, flags);
}

/** Index of the family a `combine` match belongs to. */
export function familyOf(m: RegExpExecArray, count: number): number {
  for (let g = 0; g < count; g++) if (m[g + 1] !== undefined || m[g + 1 + count] !== undefined) return g;
  return -1;
}

// ---------------------------------------------------------------------------------------
// OTP anchors
// ---------------------------------------------------------------------------------------

/** Words that name a code to type in. "verification code", "Bestätigungscode", "验证码"… */
const OTP_STRONG_LATIN = [
  // en
  '(?:email |e-mail |login |sign-?in |account |device |identity )?verification code', 'verify code', 'security code',
  'log-?in code', 'sign[- ]?in code', 'one[- ]?time (?:pass)?code', 'one[- ]?time pass(?:word|code)',
  'one[- ]?time pin', 'one[- ]?time security code', 'otp(?: code)?', 'passcode', 'authentication code', 'auth code',
  '2fa code', 'mfa code', 'two[- ]factor(?: authentication)? code', '(?:2|two)[- ]step(?: verification)? code',
  'access code', 'confirmation code', 'temporary code', 'single[- ]use code', 'magic code', 'email code',
  'sign[- ]?up code', 'activation code', 'validation code', 'approval code', 'reset code', 'recovery code',
  'password reset code', 'authorization code', 'authorisation code',
  // de
  '(?:best[äa]tigungs|sicherheits|verifizierungs|verifikations|anmelde|einmal|login|zugangs|authentifizierungs|freigabe|aktivierungs|pr[üu]f|registrierungs|wiederherstellungs|zur[üu]cksetzungs)-?code',
  'einmal-?passwort', 'einmal-?kennwort', 'code zur (?:best[äa]tigung|anmeldung|verifizierung)',
  // fr
  'code (?:de |d\')?(?:v[ée]rification|confirmation|s[ée]curit[ée]|connexion|validation|activation|authentification|acc[èe]s|r[ée]initialisation)',
  'code (?:[àa] )?usage unique', 'code temporaire', 'code unique', 'mot de passe (?:[àa] )?usage unique',
  // es, pt
  'c[óo]digo (?:de )?(?:verificaci[óo]n|verifica[çc][ãa]o|seguridad|seguran[çc]a|acceso|acesso|confirmaci[óo]n|confirma[çc][ãa]o|inicio de sesi[óo]n|un solo uso|uso [úu]nico|autenticaci[óo]n|autentica[çc][ãa]o|activaci[óo]n|ativa[çc][ãa]o|login|valida[çc][ãa]o|validaci[óo]n|restablecimiento|redefini[çc][ãa]o)',
  'c[óo]digo (?:temporal|tempor[áa]rio|[úu]nico)', 'contrase[ñn]a de un solo uso', 'senha (?:de uso )?[úu]nica',
  // it
  'codice (?:di )?(?:verifica|sicurezza|accesso|conferma|autenticazione|attivazione|convalida|otp|monouso|temporaneo|reimpostazione)',
  'codice (?:a )?uso singolo', 'password monouso',
  // nl
  '(?:verificatie|beveiligings|inlog|bevestigings|toegangs|aanmeld|authenticatie|activatie|herstel|reset)code',
  'eenmalige code', 'eenmalig wachtwoord',
  // pl
  'kod(?:u|em|zie)? (?:weryfikacyjn\\p{L}*|bezpiecze[ńn]stwa|jednorazow\\p{L}*|logowania|potwierdzaj\\p{L}*|potwierdzenia|dost[ęe]pu|autoryzacyjn\\p{L}*|uwierzytelniaj\\p{L}*|aktywacyjn\\p{L}*|sms|resetowania)',
  'jednorazow\\p{L}* (?:kod\\p{L}*|has[łl]\\p{L}*)',
  // tr
  '(?:do[ğg]rulama|g[üu]venlik|giri[şs]|onay|tek kullan[ıi]ml[ıi]k|eri[şs]im|aktivasyon|oturum a[çc]ma|s[ıi]f[ıi]rlama) kod\\p{L}*',
  'tek kullan[ıi]ml[ıi]k (?:[şs]ifre|parola)\\p{L}*',
  // ru
  'код\\p{L}* (?:подтверждени\\p{L}*|безопасности|для входа|доступа|авторизации|проверки|верификации|активации|для сброса)',
  '(?:проверочн|одноразов|секретн)\\p{L}* (?:код|пароль)\\p{L}*',
];
const OTP_STRONG_CJK = [
  '認証コード', '確認コード', '認証番号', 'ワンタイムパスワード', 'ワンタイムコード', 'ログインコード', 'セキュリティコード',
  '検証コード', '本人確認コード', 'パスコード', '承認コード', '認証用コード', '確認用コード', 'ワンタイム',
  '验证码', '驗證碼', '校验码', '校驗碼', '动态码', '動態碼', '动态密码', '動態密碼', '一次性密码', '一次性密碼',
  '安全码', '安全碼', '确认码', '確認碼', '登录码', '登入碼', '认证码', '認證碼', '驗證代碼', '验证代码',
  '인증 코드', '인증 번호', '보안 코드', '확인 코드', '일회용 (?:비밀번호|코드)', '로그인 코드', '승인 번호', '인증번호',
];
/** The bare noun: weaker, and only counted when no negative compound claims it. */
const OTP_GENERIC_LATIN = ['codes?', 'c[óo]digos?', 'codice', 'kod(?:u|em|y|unuz|unu|un|zie)?', 'код(?:а|ом|у|ы)?'];
const OTP_GENERIC_CJK = ['コード', '코드', '代码', '代碼'];

/**
 * Things that are typed too but are not sign-in codes, and labels of other numbers:
 * promo/coupon/gift codes, PINs, booking references, meeting ids, order/invoice/tracking
 * numbers, phone numbers, postal codes, error codes. Listed as compounds so that the
 * "code" in "promo code" is claimed here before the generic noun can take it.
 */
const NEG_LATIN = [
  // en
  'promo(?:tion(?:al)?)? codes?', 'promo', 'discount(?: codes?)?', 'coupon(?: codes?)?', 'voucher(?: codes?)?',
  'gift ?cards?(?: codes?)?', 'gift codes?', 'redeem\\p{L}*', 'referral(?: codes?)?', 'invit(?:e|ation) codes?',
  'zip(?: ?codes?)?', 'postal codes?', 'post ?codes?', 'qr[- ]?codes?', 'bar ?codes?', 'source codes?',
  'error(?: codes?)?', 'status codes?', 'area codes?', 'country codes?', 'sort codes?', 'code of conduct',
  'booking(?: (?:reference|ref|codes?|numbers?|ids?))?', 'reservation(?: (?:codes?|numbers?|ids?))?',
  'confirmation (?:numbers?|no\\.?|#)', 'record locator', 'pnr', 'itinerary',
  '(?<!in )order(?: (?:numbers?|no\\.?|nr\\.?|ids?|codes?|#))?(?! to)', 'invoice(?: (?:numbers?|no\\.?|#))?',
  'receipt(?: (?:numbers?|no\\.?|#))?', 'transaction(?: (?:ids?|numbers?|no\\.?))?',
  'tracking(?: (?:numbers?|codes?|ids?|no\\.?|#))?', 'shipment', 'parcel', 'package',
  'reference(?: (?:numbers?|codes?|no\\.?|#))?', 'ref\\.?', 'case (?:numbers?|no\\.?|#|ids?)', 'ticket(?: (?:numbers?|no\\.?|#|ids?))?',
  'account (?:numbers?|no\\.?|ids?|#)', 'customer (?:numbers?|ids?|no\\.?|codes?)', 'member(?:ship)? (?:numbers?|ids?|no\\.?)',
    'meeting(?: ids?)?', 'webinar(?: ids?)?', 'conference ids?', 'room codes?', 'pins?', 'pin codes?',
  'phone(?: numbers?)?', 'telephone', 'tel\\.?', 'fax', 'call(?: us)?', 'hotline', 'whatsapp', 'sms to',
  'sku', 'serial(?: numbers?)?', 'version', 'policy (?:numbers?|no\\.?)', 'claim (?:numbers?|no\\.?)', 'flight',
  'seat', 'gate', 'iban', 'bic', 'swift', 'routing', 'vat', 'tax ids?', 'ssn', 'ids?', 'no\\.', 'nr\\.?', 'qty',
  'quantity', 'total', 'subtotal', 'amount', 'price', 'balance', 'ending in', 'ends in', 'last (?:4|four) digits',
  'suite', 'floor', 'street', 'st\\.', 'ave\\.?', 'p\\.?o\\.? box',
  // de
  'bestell(?:nummer|ung|nr\\.?)', 'rechnung(?:snummer)?', 'sendung(?:snummer|sverfolgung)?', 'kundennummer',
  'telefon', 'gutschein(?:code)?', 'rabatt(?:code)?', 'aktionscode', 'postleitzahl', 'plz', 'buchung(?:snummer|scode)?',
  'auftrag(?:snummer)?', 'vertragsnummer', 'mitgliedsnummer', 'geheimzahl', 'kennwort des meetings', 'stra[ßs]e', 'str\\.',
  'steuernummer', 'ust-idnr\\.?', 'handelsregister', 'hrb', 'amtsgericht', 'endet auf', 'artikelnummer', 'lieferung',
  // fr
  'num[ée]ro de (?:commande|suivi|r[ée]servation|client|facture|t[ée]l[ée]phone)', 'commande', 'facture', 'n°', 'code promo',
  'code de r[ée]duction', 'bon de r[ée]duction', 'carte cadeau', 'code postal', 't[ée]l[ée]phone', 't[ée]l\\.?',
  'r[ée]servation', 'r[ée]f[ée]rence', 'siret', 'siren', 'rue', 'cedex', 'se terminant par', 'colis', 'livraison',
  // es, pt
  'n[úu]mero de (?:pedido|seguimiento|reserva|cliente|factura|tel[ée]fono)', 'n[úu]mero do pedido', 'pedido',
  'factura', 'fatura', 'c[óo]digo (?:de )?(?:promocional|descuento|desconto|postal|rastreio|rastreamento|seguimiento|cup[óo]n|reserva)',
  'cup[óo]n', 'cupom', 'cup[ãa]o', 'tarjeta (?:de )?regalo', 'vale[- ]presente', 'cart[ãa]o[- ]presente', 'tel[ée]fono', 'telefone',
  'reserva', 'localizador', 'referencia', 'refer[êe]ncia', 'cep', 'cpf', 'cnpj', 'nif', 'cif', 'calle', 'rua', 'avenida',
  'terminada en', 'terminado em', 'env[íi]o', 'entrega',
  // it
  'numero (?:d\'ordine|dell\'ordine|di tracciamento|di spedizione|di prenotazione|cliente|di telefono)', 'ordine',
  'fattura', 'codice (?:sconto|promozionale|fiscale|postale|cliente|prenotazione|coupon)', 'buono(?: regalo)?',
  'carta regalo', 'telefono', 'prenotazione', 'riferimento', 'partita iva', 'p\\. ?iva', 'piazza',
  'spedizione', 'che termina con',
  // nl
  'bestel(?:nummer|ling)', 'factuur(?:nummer)?', 'track[- ]and[- ]trace', 'trackingnummer', 'kortingscode', 'actiecode',
  'cadeau(?:kaart|bon)', 'postcode', 'telefoon', 'reserverings?nummer', 'boekingsnummer', 'klantnummer', 'kvk', 'btw',
  'straat', 'eindigend op', 'pakket', 'zending',
  // pl
  'numer (?:zam[óo]wienia|przesy[łl]ki|[śs]ledzenia|rezerwacji|klienta|faktury|telefonu)', 'zam[óo]wieni\\p{L}*',
  'faktur\\p{L}*', 'kod (?:rabatowy|promocyjny|pocztowy)', 'kupon\\p{L}*', 'karta podarunkowa', 'telefon\\p{L}*',
  'rezerwacj\\p{L}*', 'nip', 'regon', 'krs', 'ul\\.', 'przesy[łl]k\\p{L}*',
  // tr
  'sipari[şs](?: numaras[ıi]| no)?', 'fatura', 'takip numaras[ıi]', 'kargo(?: takip)?', '(?:indirim|kupon|promosyon|posta) kod\\p{L}*',
  'hediye kart[ıi]', 'rezervasyon(?: numaras[ıi])?', 'm[üu][şs]teri numaras[ıi]', 'vergi no', 'sokak', 'cad\\.', 'mah\\.',
  // ru
  'номер заказа', 'заказ\\p{L}*', 'сч[её]т\\p{L}*', 'трек-номер\\p{L}*', 'номер отслеживания', 'промокод\\p{L}*',
  'купон\\p{L}*', 'подарочн\\p{L}* карт\\p{L}*', 'почтовый индекс', 'индекс', 'телефон\\p{L}*', 'тел\\.?',
  'бронировани\\p{L}*', 'инн', 'огрн', 'кпп', 'ул\\.', 'посылк\\p{L}*', 'доставк\\p{L}*',
];
const NEG_CJK = [
  'クーポンコード', 'クーポン', 'プロモーションコード', '割引コード', '郵便番号', '〒', '注文番号', 'ご注文番号', '予約番号',
  '追跡番号', 'お問い合わせ番号', '伝票番号', '会員番号', '電話', 'ギフトコード', '请求番号',
  '优惠码', '優惠碼', '优惠券', '兑换码', '兌換碼', '邮编', '邮政编码', '郵遞區號', '订单号', '訂單號', '订单编号',
  '运单号', '快递单号', '取件码', '会议号', '會議號', '电话', '客服', '礼品卡',
  '쿠폰 코드', '쿠폰', '할인 코드', '프로모션 코드', '우편번호', '주문 번호', '예약 번호', '운송장 번호', '송장 번호',
  '전화', '고객센터', '회의 ID', '기프트 카드',
];

/**
 * One combined scanner. Groups 1/4 = negative, 2/5 = strong OTP word, 3/6 = generic "code"
 * (latin/CJK). At any position the negatives are tried first, so compounds win over nouns.
 */
export const OTP_KEYWORD_RE = compile(
  `${LATIN_START}(?:(${latinSrc(NEG_LATIN)})|(${latinSrc(OTP_STRONG_LATIN)})|(${latinSrc(OTP_GENERIC_LATIN)}))${LATIN_END}` +
    `|${CJK_START}(?:(${cjkSrc(NEG_CJK)})|(${cjkSrc(OTP_STRONG_CJK)})|(${cjkSrc(OTP_GENERIC_CJK)}))`,
  'gi',
);

/** Just the strong code words ("verification code", "認証コード"…), for intent scoring. */
const OTP_STRONG: Family = [OTP_STRONG_LATIN, OTP_STRONG_CJK];

/** Message is about a meeting: its "passcode" and ids are not sign-in codes. */
export const MEETING_RE = compile(alt([
  'meeting id', 'join (?:zoom|the|teams|google meet)? ?meeting', 'zoom meeting', 'webinar', 'microsoft teams meeting',
  'google meet', 'meeting password', 'besprechungs-?id', 'r[ée]union zoom', 'reuni[óo]n', 'reuni[ãa]o', 'riunione',
  'vergadering', 'spotkani\\p{L}*', 'toplant[ıi]', 'встреч\\p{L}*', 'конференци\\p{L}*',
], ['会議', 'ミーティング', '会议', '會議', '회의']));

/** Message is about travel or a booking: a "confirmation code" there is a booking reference. */
export const BOOKING_RE = compile(alt([
  'flight', 'booking', 'reservation', 'itinerary', 'check-?in', 'hotel', 'boarding', 'pnr', 'flug', 'buchung',
  'r[ée]servation', 'reserva', 'vuelo', 'voo', 'prenotazione', 'volo', 'reservering', 'vlucht', 'boeking',
  'rezerwacj\\p{L}*', 'rezervasyon', 'u[çc]u[şs]', 'бронировани\\p{L}*', 'рейс', 'отел\\p{L}*',
], ['予約', '航班', '预订', '預訂', '酒店', '예약', '항공편', '호텔']));

/** Payment receipts: their "authorization/approval code" is the card network's, not the reader's. */
export const PAYMENT_RE = compile(alt([
  'receipt', 'payment', 'paid', 'charged', 'card ending', 'visa', 'mastercard', 'amex', 'subtotal', 'invoice', 'transaction',
  'zahlung', 'quittung', 'beleg', 're[çc]u', 'paiement', 'recibo', 'pago', 'ricevuta', 'pagamento', 'betaling', 'p[łl]atno[śs][ćc]',
  '[öo]deme', 'оплат\\p{L}*', 'чек',
], ['領収', '收据', '收據', '영수증', '決済', '支付', '결제']));

/** Promotions on the code's line: "use code SAVE20 at checkout for 20% off". */
export const PROMO_LINE_RE = compile(`${alt([
  'off your (?:next )?(?:order|purchase)', 'discount', 'coupon', 'promo\\p{L}*', 'checkout', 'redeem', 'voucher',
  'gift ?card', 'rabatt',
  'gutschein', 'r[ée]duction', 'remise', 'descuento', 'desconto', 'sconto', 'korting', 'rabat\\p{L}*', 'indirim',
  'скидк\\p{L}*', 'промокод\\p{L}*', 'cup[óo]n', 'cupom', 'kupon\\p{L}*',
], ['割引', '折扣', '优惠', '할인', 'クーポン', '쿠폰'])}|\\d\\s?%`);

/** Units and currencies right after a number: it is a quantity, not a code. */
export const UNIT_AFTER_RE = compile(`^\\s?(?:${alt([
  'minutes?', 'mins?', 'hours?', 'hrs?', 'seconds?', 'secs?', 'days?', 'minuten', 'stunden', 'tage', 'minutos', 'horas',
  'minuti', 'ore', 'minuten', 'uur', 'minut\\p{L}*', 'godzin\\p{L}*', 'dakika', 'saat', 'минут\\p{L}*', 'час\\p{L}*',
  'km', 'mi', 'miles', 'kg', 'lbs?', 'mb', 'gb', 'kb', 'tb', 'px', 'pts?', 'points', 'punkte', 'steps', 'views',
  'followers', 'usd', 'eur', 'gbp', 'chf', 'pln', 'try', 'rub', 'jpy', 'cny', 'krw', 'brl', 'zł', 'zl', 'tl', 'руб\\p{L}*',
  'kr', 'euros?', 'dollars?', 'reais', 'yen',
], ['分', '分钟', '分鐘', '時間', '小时', '분', '시간', '円', '元', '원', '€', '\\$', '£', '¥', '₺', '₽', '₩', '%'])})`);

// ---------------------------------------------------------------------------------------
// Intent cues
// ---------------------------------------------------------------------------------------

/** Completing a sign-in: login, 2FA, new device, "verify it's you". */
const LOGIN_CUE: Family = [[
  'sign(?:ing|ed)?[- ]?in', 'log(?:ging|ged)?[- ]?in', 'logon', 'two[- ]factor', '2fa', 'mfa', 'multi[- ]factor', '(?:2|two)[- ]step',
  'new (?:device|browser|computer|location)', 'authenticat\\p{L}*', 'verify (?:it\'s|it is) you', 'confirm (?:it\'s|it is) you',
  'verify your identity', 'confirm your identity', 'access your account', 'trying to access',
  'anmeld(?:en|ung)', 'einloggen', 'zwei-faktor', 'neues ger[äa]t', 'connexion', 'se connecter', 'vous connecter',
  'authentification', 'deux facteurs', 'nouvel appareil', 'iniciar sesi[óo]n', 'inicio de sesi[óo]n', 'acceder',
  'ingresar', 'dos (?:factores|pasos)', 'nuevo dispositivo', 'entrar', 'iniciar sess[ãa]o', 'acessar', 'fazer login',
  'dois fatores', 'novo dispositivo', 'accedere', 'accesso', 'accedi', 'due fattori', 'nuovo dispositivo',
  'inloggen', 'aanmelden', 'log in', 'tweestaps\\p{L}*', 'twee-?factor\\p{L}*', 'nieuw apparaat', 'logowani\\p{L}*',
  'zaloguj\\p{L}*', 'zalogowa\\p{L}*', 'uwierzytelniani\\p{L}*', 'dwuetapow\\p{L}*', 'nowe urz[ąa]dzenie',
  'giri[şs]\\p{L}*', 'oturum a[çc]\\p{L}*', 'iki ad[ıi]ml[ıi]', 'iki fakt[öo]rl[üu]', 'yeni cihaz', 'вход\\p{L}*',
  'войти', 'авторизаци\\p{L}*', 'двухфактор\\p{L}*', 'новое устройство', 'нового устройства',
], ['ログイン', 'サインイン', '二段階認証', '2段階認証', '新しい端末', '新しいデバイス', '登录', '登入', '登陆', '两步验证',
  '兩步驗證', '双重验证', '新设备', '로그인', '2단계 인증', '새 기기', '새로운 기기']];
export const LOGIN_CUE_RE = compile(alt(...LOGIN_CUE));

/** Confirming an address or an action: sign-up, e-mail change, double opt-in, payouts, deletion. */
const VERIFY_CUE: Family = [[
  '(?:verify|confirm|validate) (?:your |the |this |my |new )?(?:e-?mail|email address|address|account|registration|sign[- ]?up|subscription|new email)',
  'activate (?:your )?account', 'account activation', 'complete (?:your )?(?:registration|sign[- ]?up)', 'sign(?:ing)? up',
  'create (?:your|an|a new) account', 'creating (?:your|an) account', 'registration', 'registering', 'welcome to',
  'email change', 'change (?:of )?(?:your )?email', 'new email address', 'double opt-?in', 'opt-?in',
  'confirm (?:your )?subscription', 'subscribe', 'payout', 'withdrawal', 'transfer', 'delet\\p{L}*', 'close your account',
  'confirm this (?:action|change|request)', 'approve',
  '(?:confirm|approve|authori[sz]e) (?:your |the |this )?(?:payment|purchase|transaction|transfer)', 'e-?mail-?adresse best[äa]tigen', 'best[äa]tig\\p{L}*', 'registrier\\p{L}*',
  'konto aktivieren', 'auszahlung', 'l[öo]sch\\p{L}*', 'confirm\\p{L}* (?:votre|ton) (?:adresse|e-?mail|inscription|compte)',
  'v[ée]rifi\\p{L}* (?:votre|ton) (?:adresse|e-?mail)', 'inscription', 'activer votre compte', 'cr[ée]er votre compte',
  'retrait', 'suppression', 'confirm\\p{L}* (?:tu|su|seu|sua|o seu|a sua) (?:correo|direcci[óo]n|e-?mail|endere[çc]o|cuenta|conta|cadastro|registro)',
  'verific\\p{L}* (?:tu|su|seu|sua) (?:correo|direcci[óo]n|e-?mail|endere[çc]o|cuenta|conta)', 'registro', 'cadastro',
  'activar (?:tu|su) cuenta', 'ativar (?:sua )?conta', 'crear (?:tu|una) cuenta', 'criar (?:sua|uma) conta', 'retiro',
  'eliminaci[óo]n', 'saque', 'exclus[ãa]o', 'conferm\\p{L}* (?:il tuo|la tua|l\'|il) ?(?:indirizzo|e-?mail|account|iscrizione|registrazione)',
  'verific\\p{L}* (?:il tuo|la tua) (?:indirizzo|e-?mail)', 'registrazione', 'iscrizione', 'attiva\\p{L}* (?:il tuo )?account',
  'prelievo', 'eliminazione', 'bevestig\\p{L}*', 'verifieer\\p{L}*', 'registratie', 'activeer', 'uitbetaling', 'verwijder\\p{L}*',
  'potwierd\\p{L}*', 'zweryfikuj\\p{L}*', 'weryfikacj\\p{L}* (?:adresu|e-?maila)', 'rejestracj\\p{L}*', 'aktywuj\\p{L}*',
  'wyp[łl]at\\p{L}*', 'usuni[ęe]ci\\p{L}*', 'do[ğg]rula\\p{L}*', 'onayla\\p{L}*', 'kay[ıi]t\\p{L}*', '[üu]yelik', 'etkinle[şs]tir\\p{L}*',
  'para [çc]ekme', 'silme', 'подтверд\\p{L}*', 'подтверждени\\p{L}*', 'регистраци\\p{L}*', 'активир\\p{L}*', 'вывод средств', 'удалени\\p{L}*',
], ['メールアドレスの確認', 'メールアドレスを確認', 'メールアドレス確認', '本登録', '会員登録', '仮登録', '登録', 'アカウントの有効化',
  '出金', '削除', '验证您的邮箱', '验证邮箱', '確認您的電子郵件', '验证你的邮箱', '确认邮箱', '确认您的邮箱', '注册', '註冊', '激活',
  '提现', '删除', '이메일 인증', '이메일 주소 (?:인증|확인)', '회원 ?가입', '가입', '계정 활성화', '출금', '삭제']];
export const VERIFY_CUE_RE = compile(alt(...VERIFY_CUE));

/** Resetting a password. */
const RESET_CUE: Family = [[
  'reset (?:[\\p{L}\\p{N}\'’-]+ ){0,3}password', 'password reset', 'reset password', 'forgot (?:your |my )?password', 'forgotten password',
  '(?:choose|create|set|pick) (?:a |your )?new password', 'recover (?:your )?(?:account|password)', 'password recovery',
  'passwor(?:t|d) (?:zur[üu]cksetzen|vergessen)', 'zur[üu]cksetzen', '(?:passwort|kennwort) zur[üu]ck', 'passwort neu (?:festlegen|setzen|vergeben)', 'neues passwort', 'kennwort zur[üu]cksetzen',
  'r[ée]initialis\\p{L}*', 'mot de passe oubli[ée]', 'nouveau mot de passe', 'restablec\\p{L}* (?:\\p{L}+ ){0,2}contrase[ñn]a',
  'restablecimiento', 'olvidaste (?:tu )?contrase[ñn]a', 'nueva contrase[ñn]a', 'recuperar (?:tu |sua )?(?:contrase[ñn]a|senha)',
  'redefin\\p{L}* (?:\\p{L}+ ){0,2}senha', 'redefini[çc][ãa]o de senha', 'esqueceu (?:a |sua )?senha', 'nova senha',
  'reimposta\\p{L}* (?:\\p{L}+ ){0,2}password', 'reimpostazione', 'password dimenticata', 'recupero password', 'nuova password',
  'wachtwoord (?:opnieuw instellen|resetten|herstellen|vergeten|wijzigen)', 'nieuw wachtwoord', 'z?resetuj\\p{L}* (?:\\p{L}+ ){0,2}has[łl]\\p{L}*', 'resetowani\\p{L}* has[łl]\\p{L}*', 'reset has[łl]a', 'nowe has[łl]o', 'nie pami[ęe]tasz has[łl]a',
  '(?:[şs]ifre|parola)\\p{L}* (?:\\p{L}+ )?s[ıi]f[ıi]rla\\p{L}*', '(?:[şs]ifremi|parolam[ıi]) unuttum', 'yeni (?:[şs]ifre|parola)',
  'zmian[aęy] has[łl]a', '(?:request(?:ed)?|asked) to change (?:your |the )?password',
  'сброс\\p{L}* (?:\\p{L}+ )?парол\\p{L}*', 'сбросить пароль', 'восстановлени\\p{L}* парол\\p{L}*', 'забыли пароль', 'новый пароль',
], ['パスワードの再設定', 'パスワードを再設定', 'パスワード再設定', 'パスワードをリセット', 'パスワードのリセット', 'パスワードを忘れ',
  '重置密码', '重設密碼', '重置您的密码', '找回密码', '忘记密码', '忘記密碼', '비밀번호를? 재설정', '비밀번호 찾기', '비밀번호를 잊', '密码重置', '重设密码']];
export const RESET_CUE_RE = compile(alt(...RESET_CUE));

/** A one-click sign-in link. */
const MAGIC_CUE: Family = [[
  'magic link', 'sign[- ]?in link', 'log[- ]?in link', 'login link', 'passwordless', 'link to (?:sign|log) ?in',
  '(?:click|tap|use|press|follow) (?:the |this )?(?:link|button)(?: below)? to (?:sign|log) ?in(?:to)?',
  '(?:sign|log) (?:me )?in (?:with one click|instantly|with this link)', 'one[- ]click (?:sign|log)[- ]?in',
  'anmelde-?link', 'login-?link', 'lien de connexion', 'enlace (?:de|para) (?:inicio de sesi[óo]n|iniciar sesi[óo]n|acceso)',
  'link (?:de|para) (?:acesso|entrar|login)', 'link di accesso', 'inloglink', 'link do logowania', 'giri[şs] ba[ğg]lant[ıi]s[ıi]',
  'ссылк\\p{L}* для входа',
], ['ログインリンク', 'ログイン用リンク', 'ログイン用のリンク', '登录链接', '登入連結', '로그인 링크']];
export const MAGIC_CUE_RE = compile(alt(...MAGIC_CUE));

/** Invitation to join a team, workspace, organisation or project. */
const INVITE_CUE: Family = [[
  'invited you', 'invited to join', 'has invited', 'have been invited', 'you\'ve been invited', 'invitation to join',
  'invites you to join', 'join (?:the |their |your |our )?(?:team|workspace|organi[sz]ation|org|project|board|channel|group|account)',
  'accept (?:the |this |your )?invit\\p{L}*', 'hat (?:sie|dich) (?:zu \\p{L}+ )?eingeladen', 'einladung', 'vous a invit[ée]',
  'invitation [àa] rejoindre', 'rejoindre', 'te (?:ha )?invit\\p{L}*', 'le ha invitado', 'invitaci[óo]n para unirte',
  'convidou', 'convite', 'ti ha invitato', 'invito a unirti', 'invitato', 'heeft je uitgenodigd', 'uitnodiging', 'zaprasza\\p{L}*',
  'zaprosi[łl]\\p{L}*', 'zaproszeni\\p{L}*', 'davet et\\p{L}*', 'davetiye', 'пригласил\\p{L}*', 'приглашени\\p{L}*',
], ['招待されました', 'に招待', '招待', '邀请您加入', '邀请你加入', '邀請您加入', '邀请', '邀請', '초대했습니다', '초대']];
export const INVITE_CUE_RE = compile(alt(...INVITE_CUE));

/** Calendar invitations: null intent even though they "invite". */
const CALENDAR: Family = [[
  'updated invitation', 'calendar', 'rsvp', 'add to calendar', 'invited you to an? (?:event|meeting)',
  'join (?:with )?(?:zoom|google meet|teams)', 'meeting id', 'zoom meeting', 'teams meeting', 'kalender', 'calendrier', 'invitation mise [àa] jour', 'calendario', 'calend[áa]rio', 'agenda',
  'kalendarz\\p{L}*', 'takvim', 'календар\\p{L}*',
], ['カレンダー', '日历', '日曆', '캘린더']];
export const CALENDAR_RE = compile(alt(...CALENDAR));

/** Calendar invitation subjects: "Invitation: Q2 sync @ Tue Apr 2…", "Einladung: …". */
export const CALENDAR_SUBJECT_RE = /^(?:updated |aktualisierte )?(?:invitation|einladung|invitación|convite|invito|uitnodiging|zaproszenie|davet|приглашение|招待|邀请|邀請|초대)\s*[:：]/iu;

/** Notices that a sign-in happened or a password changed: informational, null intent. */
const ALERT: Family = [[
  'new (?:sign[- ]?in|log[- ]?in|device sign[- ]?in)', 'sign[- ]?in (?:attempt|alert|from)', 'log[- ]?in (?:attempt|alert|from)',
  '(?:signed|logged) in (?:from|on) (?:a )?new', 'new (?:device|browser|location) (?:signed in|logged in|detected|sign[- ]?in|log[- ]?in)',
  'security alert', 'unusual (?:activity|sign[- ]?in)', 'suspicious', 'was this you', 'wasn\'t you', 'was not you',
  'password (?:was |has been )?(?:changed|updated)', '(?:changed|updated) your password', 'your password was reset',
  'password has been reset', 'neue anmeldung', 'sicherheitswarnung', 'passwort (?:wurde|ist) ge[äa]ndert', 'nouvelle connexion',
  'alerte de s[ée]curit[ée]', 'mot de passe a [ée]t[ée] modifi[ée]', 'nuevo inicio de sesi[óo]n', 'alerta de seguridad',
  'contrase[ñn]a (?:ha sido|fue) (?:cambiada|modificada)', 'se cambi[óo] (?:tu|la) contrase[ñn]a', 'novo (?:acesso|login)',
  'alerta de seguran[çc]a', 'senha (?:foi )?alterada', 'nuovo accesso', 'avviso di sicurezza', 'password (?:[èe] stata )?modificata',
  'nieuwe (?:aanmelding|inlog)', 'wachtwoord is gewijzigd', 'nowe logowanie', 'alert bezpiecze[ńn]stwa', 'has[łl]o zosta[łl]o zmienione',
  'yeni giri[şs]', 'g[üu]venlik uyar[ıi]s[ıi]', '[şs]ifreniz de[ğg]i[şs]tirildi', 'новый вход', 'пароль (?:был )?изм[её]н\\p{L}*',
  'подозрительн\\p{L}*',
], ['新しいログイン', '新しい端末からの?ログイン', '新しいデバイスからの?ログイン', 'パスワードが変更されました', 'パスワードを変更しました',
  '新的登录', '新设备登录', '在新设备上登录', '新裝置登入', '새로운 기기에서 로그인', '새 기기에서 로그인', '로그인 알림',
  '密码已(?:更改|修改)', '密碼已變更', '새로운 로그인', '새 로그인', '비밀번호가 변경되었습니다', '보안 알림']];
export const ALERT_RE = compile(alt(...ALERT));

// ---------------------------------------------------------------------------------------
// Link typing
// ---------------------------------------------------------------------------------------

/** Unsubscribe and e-mail preference links, by their words. */
export const UNSUB_TEXT_RE = compile(alt([
  'unsubscribe', 'unsub', 'opt[- ]?out', 'email preferences', 'e-mail preferences', '(?:manage|update|change|edit) (?:your )?(?:email |notification |subscription |communication )?(?:preferences|settings|subscriptions?)',
  '(?:manage|edit|update|change) (?:your )?(?:\\p{L}+ )?(?:alerts|notifications)', 'alert settings',
  '(?:email|e-mail|notification|subscription|communication|mailing|marketing|newsletter) (?:preferences|settings)', 'preference cent(?:er|re)', 'stop receiving',
  'abmelden', 'abbestellen', 'newsletter abbestellen', 'e-mail-einstellungen', 'benachrichtigungseinstellungen', 'einstellungen',
  'se d[ée]sabonner', 'se d[ée]sinscrire', 'd[ée]sinscription', 'd[ée]sabonnement', 'pr[ée]f[ée]rences', 'darse de baja', 'darte de baja',
  'cancelar (?:la )?suscripci[óo]n', 'preferencias', 'cancelar (?:a )?inscri[çc][ãa]o', 'descadastr\\p{L}*', 'prefer[êe]ncias',
  'annulla (?:l\')?iscrizione', 'disiscriviti', 'cancella iscrizione', 'preferenze', 'afmelden', 'uitschrijven', 'voorkeuren',
  'wypisz si[ęe]', 'zrezygnuj z subskrypcji', 'anuluj subskrypcj[ęe]', 'preferencje', 'abonelikten [çc][ıi]k', 'abonelik iptal',
  'aboneli[ğg]i iptal', 'tercihler', 'отписаться', 'отписка', 'настройки (?:уведомлений|рассылки|подписки)',
], ['配信停止', '購読解除', '配信設定', 'メール配信', '退订', '退訂', '取消订阅', '取消訂閱', '通知设置', '수신 ?거부', '구독 ?취소', '알림 설정']));
export const UNSUB_URL_RE = /unsub|opt-?out|optout|\/preferences|email[-_]?pref|notification[-_]?settings|subscription[-_]?(?:center|centre|settings|manage)|manage[-_]?subscriptions?|list-manage\.com\/(?:unsubscribe|profile)|abmeld|desinscri|desabonn|darse-de-baja|\/baja|descadastr|disiscri|afmeld|uitschrijv|wypisz|abonelik/i;

export const RESET_TEXT_RE = compile(`${RESET_CUE_RE.source}|${alt(['(?:change|update) (?:your |my )?password', 'passwort [äa]ndern', 'changer (?:votre |de )?mot de passe', 'cambiar (?:tu |la )?contrase[ñn]a', 'alterar (?:sua |a )?senha', 'cambia(?:re)? (?:la )?password', 'wachtwoord wijzigen', 'zmie[ńn] has[łl]o', '[şs]ifre(?:ni|yi)? de[ğg]i[şs]tir', 'изменить пароль'], ['パスワードを変更', '更改密码', '修改密码', '비밀번호 변경'])}`);
export const RESET_URL_RE = /(?:reset|forgot|recover)[-_/]?(?:your[-_])?(?:password|pass|pwd|pw)?|password[-_/](?:reset|recover|forgot|new|change)|pwreset|passwort|wachtwoord|contrasena|senha|mot-de-passe|type=recovery/i;

export const VERIFY_TEXT_RE = compile(alt([
  '(?:verify|confirm|validate|activate) (?:your |my |the |this |new )?(?:e-?mail|email address|address|account|registration|subscription|sign[- ]?up)',
  'verify', 'confirm', 'validate', 'activate', 'approve(?: \\p{L}+)?', 'yes,? subscribe me',
  '(?:complete|finish) (?:your |the )?(?:registration|sign[- ]?up|signing up|account setup)',
  'best[äa]tig(?:en|e|ung)', 'e-?mail-?adresse best[äa]tigen', 'verifizier(?:en|e)', 'aktivier(?:en|e)', 'freigeben',
  'confirm(?:e|er|ez|ar|a|á|o)', 'v[ée]rifi(?:er|ez|car|que)', 'valid(?:er|ez|ar|e)', 'activ(?:er|ez|ar|a)', 'verific(?:ar|a|are|e)',
  'ativ(?:ar|e)', 'conferm(?:a|are|i)', 'attiva(?:re)?', 'bevestig(?:en)?', 'verifieer', 'activeer', 'goedkeuren',
  'potwierd\\p{L}*', 'zweryfikuj', 'aktywuj', 'zatwierd\\p{L}*', 'do[ğg]rula\\p{L}*', 'onayla\\p{L}*', 'etkinle[şs]tir', 'подтверд\\p{L}*',
  'активир\\p{L}*',
], ['確認する', '認証する', 'メールアドレスを確認', '本登録', '登録を完了', '承認', '验证', '驗證', '确认', '確認', '激活', '인증', '확인', '승인']));
export const VERIFY_URL_RE = /verif|confirm|activat|validat|double[-_]?opt|opt[-_]?in|approve|bestaetig|bestatig|bevestig|potwierdz|dogrula|onay/i;

export const SIGNIN_TEXT_RE = compile(`${MAGIC_CUE_RE.source}|${alt([
  'sign ?in', 'log ?in', 'login', 'sign me in', 'log me in', 'continue to', 'access your account', 'go to (?:your )?account',
  'anmelden', 'einloggen', 'se connecter', 'connexion', 'me connecter', 'iniciar sesi[óo]n', 'entrar', 'acceder', 'accedi', 'accedere',
  'inloggen', 'aanmelden', 'zaloguj\\p{L}*', 'giri[şs] yap', 'oturum a[çc]', 'войти', 'вход',
], ['ログイン', 'サインイン', '登录', '登入', '로그인'])}`);
export const MAGIC_URL_RE = /magic|passwordless|email[-_]?login|login[-_]?(?:link|token|email)|signin[-_]?link|type=magiclink|\/(?:login|signin|sign-in|sign_in|log-in|session|auth|sso)(?:\/|\?|$)/i;

/** Anchor words that say nothing by themselves: look at the sentence around them. */
export const GENERIC_TEXT_RE = compile(`^(?:${alt([
  'here', 'click here', 'tap here', 'this link', 'link', 'the link', 'button', 'continue', 'go', 'open', 'click', 'this',
  'hier', 'hier klicken', 'ici', 'cliquez ici', 'aqu[íi]', 'haz clic aqu[íi]', 'clique aqui', 'aqui', 'qui', 'clicca qui',
  'klik hier', 'tutaj', 'kliknij tutaj', 'buraya', 'buraya t[ıi]klay[ıi]n', 'здесь', 'по ссылке', 'ссылке', 'weiter', 'continuer',
  'continuar', 'continua', 'doorgaan', 'dalej', 'devam', 'продолжить',
], ['ここ', 'こちら', 'こちらをクリック', '这里', '點擊這裡', '点击这里', '여기', '클릭'])})[\\s.!:>»→]*$`);

/** "If the button does not work, copy this address": the bare URL repeats the button. */
export const COPY_PASTE_RE = compile(alt([
  'copy', 'paste', 'button (?:above|doesn\'t|does not|isn\'t)', 'doesn\'t work', 'does not work', 'kopier\\p{L}*',
  'copi\\p{L}*', 'kopieer', 'skopiuj', 'kopyala\\p{L}*', 'скопируйте', 'вставьте',
], ['コピー', '复制', '複製', '복사']));

/** Invitation accept/decline words: those links are "other" however tokenised they are. */
export const INVITE_LINK_RE = compile(`${alt([
  'accept\\p{L}*', 'decline', 'join\\p{L}*', 'view invitation', 'annehmen', 'ablehnen', 'beitreten', 'accepter', 'refuser',
  'rejoindre', 'aceptar', 'rechazar', 'unirse', 'unirme', 'aceitar', 'recusar', 'participar', 'accetta', 'rifiuta', 'unisciti',
  'accepteren', 'weigeren', 'deelnemen', 'akceptuj\\p{L}*', 'do[łl][ąa]cz\\p{L}*', 'kabul et', 'reddet', 'kat[ıi]l', 'принять', 'отклонить',
  'присоединиться',
], ['参加', '承諾', '招待を受け', '接受', '加入', '수락', '참여'])}|^\\s*(?:yes|no|maybe|ja|nein|vielleicht|oui|non|peut-être|s[íi]|quiz[áa]s|sim|n[ãa]o|talvez|forse|nee|misschien|tak|nie|evet|hay[ıi]r|да|нет)\\s*$`);

/** Security notice, calendar and invitation wording, in one pass (families 0, 1, 2). */
export const NOTICE_RE = combine([ALERT, CALENDAR, INVITE_CUE]);
/** Code name, reset, sign-in and verify-an-address wording, in one pass (families 0…3). */
export const CODE_CUES_RE = combine([OTP_STRONG, RESET_CUE, LOGIN_CUE, VERIFY_CUE]);
